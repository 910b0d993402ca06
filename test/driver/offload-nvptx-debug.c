// -g with an nvptx64 target: the image is optimized when it is linked, and ptxas refuses DWARF
// in optimized code ("Optimized debugging not supported", the link failed), so the device
// takes -g's lines as .loc directives (clang-19's choice for an optimized CUDA device compile)
// and the link has -g, which clang-linker-wrapper turns into ptxas's -lineinfo.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompcc -g -fopenmp --offload-arch=sm_90 %s -o %t/prog -### 2>&1 | FileCheck %s --check-prefix=JOBS
// JOBS: ompfe -triple nvptx64-nvidia-cuda {{.*}} -g -emit-llvm-bc
// JOBS: clang-19 -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -g 
// RUN: %ompfe -g -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -g -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o %t/dev.ll
// RUN: FileCheck %s --check-prefix=IR --input-file=%t/dev.ll
// IR: !DICompileUnit({{.*}}emissionKind: DebugDirectivesOnly
// IR: !DILocation(line: [[@LINE+9]],
// The whole build, where ptxas runs (REQUIRES-free lines above run everywhere).
// RUN: %if ptxas %{ %ompcc -g -fopenmp --offload-arch=sm_90 %s -o %t/prog %}
// RUN: %if ptxas %{ llvm-objdump-19 --offloading %t/prog | FileCheck %s --check-prefix=IMAGE %}
// IMAGE: triple nvptx64-nvidia-cuda
int main(void) {
  int a = 1;
  #pragma omp target map(tofrom: a)
  {
    a += 41;
  }
  return a != 42;
}
