// Mixed compilers for nvptx64: a clang-19 host with ompfe's device image, and an ompfe host
// with clang-19's, each linked by clang-linker-wrapper; the image defines every kernel (and its
// environment) and declare target variable the host's offload entries name.
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t && cd %t
// clang-19 host, ompfe device (which checks the host's !omp_offload.info against its own):
// RUN: %clang -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda --offload-host-only -c -emit-llvm %s -o host.bc
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path host.bc -emit-llvm-bc %s -o dev.bc
// RUN: clang-offload-packager-19 -o dev.pkg --image=file=dev.bc,triple=nvptx64-nvidia-cuda,arch=sm_90,kind=openmp
// RUN: %clang -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -c host.bc -Xclang -fembed-offload-object=dev.pkg -o host.o
// RUN: %clang -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda host.o -o prog
// RUN: clang-offload-packager-19 prog --image=file=prog.cubin,triple=nvptx64-nvidia-cuda,arch=sm_90
// RUN: llvm-readelf-19 -s host.o | grep -o 'offloading\.entry\.[A-Za-z0-9_]*' | sed 's/offloading\.entry\.//' | sort -u > host-entries.txt
// RUN: FileCheck %s --check-prefix=ENTRIES --input-file=host-entries.txt
// RUN: llvm-readelf-19 -s prog.cubin > prog-symbols.txt
// RUN: python3 -c "import sys; syms = set(open(sys.argv[2]).read().split()); missing = [n for n in open(sys.argv[1]).read().split() if n not in syms]; sys.exit('missing: %s' % missing if missing else 0)" host-entries.txt prog-symbols.txt
// RUN: grep -q '_l[0-9]*_kernel_environment$' prog-symbols.txt
// ompfe host, clang-19 device (its cc1, given ompfe's host IR):
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o ohost.bc
// RUN: %clang -cc1 -triple nvptx64-nvidia-cuda -aux-triple x86_64-pc-linux-gnu -emit-llvm-bc -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path ohost.bc %s -o cdev.bc
// RUN: clang-offload-packager-19 -o cdev.pkg --image=file=cdev.bc,triple=nvptx64-nvidia-cuda,arch=sm_90,kind=openmp
// RUN: %ompfe -triple x86_64-pc-linux-gnu -emit-obj -fembed-offload-object=cdev.pkg ohost.bc -o ohost.o
// RUN: %ompcc -fopenmp --offload-arch=sm_90 ohost.o -o prog2
// RUN: clang-offload-packager-19 prog2 --image=file=prog2.cubin,triple=nvptx64-nvidia-cuda,arch=sm_90
// RUN: llvm-readelf-19 -s ohost.o | grep -o 'offloading\.entry\.[A-Za-z0-9_]*' | sed 's/offloading\.entry\.//' | sort -u > ohost-entries.txt
// RUN: FileCheck %s --check-prefix=ENTRIES --input-file=ohost-entries.txt
// RUN: llvm-readelf-19 -s prog2.cubin > prog2-symbols.txt
// RUN: python3 -c "import sys; syms = set(open(sys.argv[2]).read().split()); missing = [n for n in open(sys.argv[1]).read().split() if n not in syms]; sys.exit('missing: %s' % missing if missing else 0)" ohost-entries.txt prog2-symbols.txt
// ENTRIES-DAG: __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_main_l{{[0-9]+}}
// ENTRIES-DAG: g
int g = 5;
#pragma omp declare target to(g)
int main(void) {
  int a = 1, s = 0;
  #pragma omp target map(tofrom: a)
  { a += 41 + g; }
  #pragma omp target teams distribute parallel for reduction(+: s)
  for (int i = 0; i < 100; i++) s += i;
  return a != 47 || s != 4950;
}
