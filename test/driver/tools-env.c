// Tool lookup: ompfe beside ompcc, the resource directory at <bin>/../lib/ompfe/include;
// OMPFE, OMPFE_PACKAGER and OMPFE_CLANG replace the programs (empty values are ignored).
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple %s -o %t 2>&1 | FileCheck %s -DBUILD=%build
// RUN: env OMPFE=/my/ompfe OMPFE_PACKAGER=/my/packager OMPFE_CLANG=/my/clang %ompcc -### -fopenmp -fopenmp-targets=%offload-triple %s -o %t 2>&1 | FileCheck %s --check-prefix=ENV
// RUN: env OMPFE= %ompcc -### -c %s -o %t 2>&1 | FileCheck %s -DBUILD=%build --check-prefix=EMPTY

// CHECK: InstalledDir: [[BUILD]]/bin
// CHECK: {{^}}[[BUILD]]/bin/ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O0 -resource-dir [[BUILD]]/lib/ompfe/include -emit-llvm-bc
// CHECK: {{^}}clang-offload-packager-19 -o
// CHECK: {{^}}clang-19 -fopenmp

// ENV:      {{^}}/my/ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets
// ENV-NEXT: {{^}}/my/ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device
// ENV-NEXT: {{^}}/my/packager -o
// ENV-NEXT: {{^}}/my/ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object
// ENV-NEXT: {{^}}/my/clang -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu

// EMPTY: {{^}}[[BUILD]]/bin/ompfe -triple

int main(void) { return 0; }
