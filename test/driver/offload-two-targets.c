// Two offload targets: one device compile each, both images in one package; repeats are dropped.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple,x86_64-unknown-linux-gnu,%offload-triple -O2 prog.c -o prog 2>&1 | FileCheck %s

// CHECK:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,x86_64-unknown-linux-gnu -O2 -resource-dir {{[^ ]*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// CHECK-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O2 -resource-dir {{[^ ]*}} -fPIC -emit-obj prog.c -o [[DEV_X86:[^ ]*/prog-openmp-x86_64-pc-linux-gnu-[^ /]*\.o]]{{$}}
// CHECK-NEXT: ompfe -triple x86_64-unknown-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O2 -resource-dir {{[^ ]*}} -fPIC -emit-obj prog.c -o [[DEV_X86U:[^ ]*/prog-openmp-x86_64-unknown-linux-gnu-[^ /]*\.o]]{{$}}
// CHECK-NEXT: {{^}}clang-offload-packager-19 -o [[PKG:[^ ]*\.pkg]] --image=file=[[DEV_X86]],triple=x86_64-pc-linux-gnu,arch=,kind=openmp --image=file=[[DEV_X86U]],triple=x86_64-unknown-linux-gnu,arch=,kind=openmp{{$}}
// CHECK-NEXT: ompfe -triple x86_64-pc-linux-gnu -O2 -emit-obj -fembed-offload-object=[[PKG]] [[HOST_BC]] -o [[HOST_O:[^ ]*\.o]]{{$}}
// CHECK-NEXT: {{^}}clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu,x86_64-unknown-linux-gnu [[HOST_O]] {{.*}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// CHECK-NOT:  {{.}}

int main(void) { return 0; }
