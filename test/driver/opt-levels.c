// -O levels as clang spells them, folded onto -O0..-O3 for ompfe; the last one wins.
// RUN: %ompcc -### -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=O0
// RUN: %ompcc -### -c %s -o %t.o -O0 2>&1 | FileCheck %s --check-prefix=O0
// RUN: %ompcc -### -c %s -o %t.o -O 2>&1 | FileCheck %s --check-prefix=O1
// RUN: %ompcc -### -c %s -o %t.o -O1 2>&1 | FileCheck %s --check-prefix=O1
// RUN: %ompcc -### -c %s -o %t.o -Og 2>&1 | FileCheck %s --check-prefix=O1
// RUN: %ompcc -### -c %s -o %t.o -O2 2>&1 | FileCheck %s --check-prefix=O2
// RUN: %ompcc -### -c %s -o %t.o -Os 2>&1 | FileCheck %s --check-prefix=O2
// RUN: %ompcc -### -c %s -o %t.o -Oz 2>&1 | FileCheck %s --check-prefix=O2
// RUN: %ompcc -### -c %s -o %t.o -O3 2>&1 | FileCheck %s --check-prefix=O3
// RUN: %ompcc -### -c %s -o %t.o -O4 2>&1 | FileCheck %s --check-prefix=O3
// RUN: %ompcc -### -c %s -o %t.o -Ofast 2>&1 | FileCheck %s --check-prefix=O3
// RUN: %ompcc -### -c %s -o %t.o -O3 -O1 2>&1 | FileCheck %s --check-prefix=O1
// Every ompfe command of an offloading compile gets the level.
// RUN: %ompcc -### -c %s -o %t.o -Os -fopenmp -fopenmp-targets=%offload-triple 2>&1 | FileCheck %s --check-prefix=OFFLOAD
// RUN: not %ompcc -### -c %s -o %t.o -Ox 2>&1 | FileCheck %s --check-prefix=BAD

// O0: ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir
// O1: ompfe -triple x86_64-pc-linux-gnu -O1 -resource-dir
// O2: ompfe -triple x86_64-pc-linux-gnu -O2 -resource-dir
// O3: ompfe -triple x86_64-pc-linux-gnu -O3 -resource-dir

// OFFLOAD:      -fopenmp-targets=x86_64-pc-linux-gnu -O2 -resource-dir
// OFFLOAD-NEXT: -fopenmp-is-target-device -fopenmp-host-ir-file-path {{[^ ]*}} -O2 -resource-dir
// OFFLOAD-NEXT: clang-offload-packager-19
// OFFLOAD-NEXT: ompfe -triple x86_64-pc-linux-gnu -O2 -emit-obj

// BAD: ompcc: error: invalid integral value 'x' in '-Ox'

int main(void) { return 0; }
