// Plain C (no -fopenmp): one ompfe command per input, then clang-19 links.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t
// RUN: %ompcc -### prog.c -o prog 2>&1 | FileCheck %s --check-prefix=LINK
// RUN: %ompcc -### -c prog.c 2>&1 | FileCheck %s --check-prefix=OBJ
// RUN: %ompcc -### -S prog.c 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: %ompcc -### -S -emit-llvm prog.c 2>&1 | FileCheck %s --check-prefix=LL
// RUN: %ompcc -### -c -emit-llvm prog.c -o out/x.bc 2>&1 | FileCheck %s --check-prefix=BC
// RUN: %ompcc -### -c prog.c -fPIC 2>&1 | FileCheck %s --check-prefix=PIC
// RUN: %ompcc -### -c prog.c -fPIC -fno-pic 2>&1 | FileCheck %s --check-prefix=OBJ

// LINK: ompcc (ompfe) version
// LINK-NEXT: Target: x86_64-pc-linux-gnu
// LINK: {{^[^ ]*}}/bin/ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}}/lib/ompfe/include -emit-obj prog.c -o {{[^ ]*}}/prog-{{[^ /]*}}.o{{$}}
// LINK-NEXT: {{^}}clang-19 {{[^ ]*}}/prog-{{[^ /]*}}.o -o ./.prog-{{[^ /]*}}.tmp{{$}}
// LINK-NOT: {{.}}

// OBJ: {{^[^ ]*}}/bin/ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}}/lib/ompfe/include -emit-obj prog.c -o ./.prog.o-{{[^ /]*}}.tmp{{$}}
// OBJ-NOT: {{.}}

// ASM: ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -S prog.c -o ./.prog.s-{{[^ /]*}}.tmp{{$}}
// ASM-NOT: {{.}}

// LL: ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-llvm -S prog.c -o ./.prog.ll-{{[^ /]*}}.tmp{{$}}
// LL-NOT: {{.}}

// BC: ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o out/.x.bc-{{[^ /]*}}.tmp{{$}}

// PIC: ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -fPIC -emit-obj prog.c -o ./.prog.o-{{[^ /]*}}.tmp{{$}}

int main(void) { return 0; }
