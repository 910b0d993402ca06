// -fopenmp -fopenmp-targets=T: host compile to bitcode, device compile against it, package,
// back end embedding the package, then an OpenMP link with LLVM 19's runtime on the rpath.
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple prog.c -o prog 2>&1 | FileCheck %s
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -c prog.c 2>&1 | FileCheck %s --check-prefix=OBJ
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -S prog.c 2>&1 | FileCheck %s --check-prefix=ASM
// RUN: %ompcc -### -fopenmp -fopenmp-targets=%offload-triple -fopenmp-version=52 -c prog.c 2>&1 | FileCheck %s --check-prefix=VERSION

// CHECK:      {{^[^ ]*}}/bin/ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -O0 -resource-dir {{[^ ]*}}/lib/ompfe/include -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*/prog-[^ /]*\.bc]]{{$}}
// CHECK-NEXT: {{^[^ ]*}}/bin/ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path [[HOST_BC]] -O0 -resource-dir {{[^ ]*}}/lib/ompfe/include -fPIC -emit-obj prog.c -o [[DEV_O:[^ ]*/prog-openmp-x86_64-pc-linux-gnu-[^ /]*\.o]]{{$}}
// CHECK-NEXT: {{^}}clang-offload-packager-19 -o [[PKG:[^ ]*/prog-[^ /]*\.pkg]] --image=file=[[DEV_O]],triple=x86_64-pc-linux-gnu,arch=,kind=openmp{{$}}
// CHECK-NEXT: {{^[^ ]*}}/bin/ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object=[[PKG]] [[HOST_BC]] -o [[HOST_O:[^ ]*/prog-[^ /]*\.o]]{{$}}
// CHECK-NEXT: {{^}}clang-19 -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu [[HOST_O]] {{(.*libompfe_rt.a )?}}-o ./.prog-{{[^ /]*}}.tmp -Wl,-rpath,/usr/lib/llvm-19/lib{{$}}
// CHECK-NOT:  {{.}}

// OBJ:      ompfe {{.*}} -emit-llvm-bc prog.c -o [[HOST_BC:[^ ]*\.bc]]{{$}}
// OBJ-NEXT: ompfe {{.*}} -fPIC -emit-obj prog.c -o [[DEV_O:[^ ]*\.o]]{{$}}
// OBJ-NEXT: clang-offload-packager-19 -o [[PKG:[^ ]*]] --image=file=[[DEV_O]],triple=x86_64-pc-linux-gnu,arch=,kind=openmp{{$}}
// OBJ-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed-offload-object=[[PKG]] [[HOST_BC]] -o ./.prog.o-{{[^ /]*}}.tmp{{$}}
// OBJ-NOT:  {{.}}

// The assembly keeps the offload section: the back end runs with -S instead of -emit-obj.
// ASM:      clang-offload-packager-19 -o [[PKG:[^ ]*]] --image
// ASM-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -S -fembed-offload-object=[[PKG]] {{[^ ]*}}.bc -o ./.prog.s-{{[^ /]*}}.tmp{{$}}
// ASM-NOT:  {{.}}

// VERSION:      ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -fopenmp-version=52 -O0 -resource-dir
// VERSION-NEXT: ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path {{[^ ]*}} -fopenmp-version=52 -O0 -resource-dir
// VERSION-NEXT: clang-offload-packager-19
// VERSION-NEXT: ompfe -triple x86_64-pc-linux-gnu -O0 -emit-obj -fembed

int main(void) {
  int a = 0;
#pragma omp target map(tofrom: a)
  a = 1;
  return !a;
}
