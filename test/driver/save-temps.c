// -save-temps keeps the intermediates in the current directory under readable names;
// -save-temps=obj puts them beside the -o output instead.
// RUN: rm -rf %t && mkdir -p %t/out && cp %s %t/prog.c && cd %t
// RUN: %ompcc -### -save-temps -fopenmp -fopenmp-targets=%offload-triple prog.c -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -save-temps prog.c -o prog 2>&1 | FileCheck %s --check-prefix=PLAIN
// RUN: %ompcc -### -save-temps=obj -fopenmp -fopenmp-targets=%offload-triple prog.c -o out/prog 2>&1 | FileCheck %s --check-prefix=OBJDIR

// CHECK:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o prog-host.bc{{$}}
// CHECK-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path prog-host.bc -O0 -resource-dir {{[^ ]*}} -fPIC -emit-obj prog.c -o prog-openmp-x86_64-pc-linux-gnu.o{{$}}
// CHECK-NEXT: {{^}}clang-offload-packager-19 -o prog.pkg --image=file=prog-openmp-x86_64-pc-linux-gnu.o,triple=x86_64-pc-linux-gnu,arch=,kind=openmp{{$}}
// CHECK-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object=prog.pkg prog-host.bc -o prog.o{{$}}
// CHECK-NEXT: {{^}}clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu prog.o {{.*}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}

// PLAIN:      ompfe -triple x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}} -emit-obj prog.c -o prog.o{{$}}
// PLAIN-NEXT: {{^}}clang-19 prog.o -o ./.prog-{{[^ /]*}}.tmp{{$}}

// OBJDIR:      -emit-llvm-bc prog.c -o out/prog-host.bc{{$}}
// OBJDIR-NEXT: -fopenmp-host-ir-file-path out/prog-host.bc {{.*}} -o out/prog-openmp-x86_64-pc-linux-gnu.o{{$}}
// OBJDIR-NEXT: clang-offload-packager-19 -o out/prog.pkg
// OBJDIR-NEXT: -fembed-offload-object=out/prog.pkg out/prog-host.bc -o out/prog.o{{$}}
// OBJDIR-NEXT: clang-19 {{.*}} out/prog.o {{.*}}-o out/.prog-{{[^ /]*}}.tmp

int main(void) { return 0; }
