// nvptx64 and amdgcn in one executable: one device compile per GPU, each for its own
// architecture, one package with both images, and clang-linker-wrapper links each with its
// DeviceRTL (ptxas and nvlink for sm_90, ld.lld-19 for gfx90a). With the x86_64 device too, the
// program runs there (no GPU here).
// REQUIRES: ptxas, lld
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t

// RUN: %ompcc -v -fopenmp --offload-arch=sm_90,gfx90a -O2 prog.c -o prog 2> build.log
// RUN: FileCheck %s --check-prefix=LINK < build.log
// LINK-DAG: ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90
// LINK-DAG: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a
// LINK-DAG: ptxas{{.*}} sm_90
// LINK-DAG: nvlink{{.*}} -arch sm_90
// LINK-DAG: llvm-19/bin/ld.lld" {{.*}}-plugin-opt=mcpu=gfx90a
// RUN: llvm-objdump-19 --offloading prog | FileCheck %s --check-prefix=GPUS
// GPUS-DAG: arch sm_90{{[[:space:]]+}}triple nvptx64-nvidia-cuda
// GPUS-DAG: arch gfx90a{{[[:space:]]+}}triple amdgcn-amd-amdhsa
// GPUS-NOT: OFFLOADING IMAGE [2]

// Each image holds the region's kernel and its environment.
// RUN: clang-offload-packager-19 prog --image=file=nv.img,triple=nvptx64-nvidia-cuda,arch=sm_90 \
// RUN:   --image=file=amd.img,triple=amdgcn-amd-amdhsa,arch=gfx90a
// RUN: llvm-readelf-19 -h --syms nv.img | FileCheck %s --check-prefix=NV
// NV: Machine: NVIDIA CUDA architecture
// NV-DAG: FUNC {{.*}} [[K:__omp_offloading_[0-9a-f]+_[0-9a-f]+_main_l[0-9]+]]{{$}}
// NV-DAG: OBJECT {{.*}} [[K]]_kernel_environment
// RUN: llvm-readelf-19 -h --dyn-syms amd.img | FileCheck %s --check-prefix=AMD
// AMD: Machine: EM_AMDGPU
// AMD-DAG: FUNC {{.*}} [[K:__omp_offloading_[0-9a-f]+_[0-9a-f]+_main_l[0-9]+]]{{$}}
// AMD-DAG: OBJECT {{.*}} [[K]].kd
// AMD-DAG: OBJECT {{.*}} [[K]]_kernel_environment

// All three devices, the architectures from -Xopenmp-target=<triple>; the x86_64 one runs it.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple,nvptx64,amdgcn-amd-amdhsa -Xopenmp-target=nvptx64 -march=sm_90 \
// RUN:   -Xopenmp-target=amdgcn-amd-amdhsa -march=gfx90a prog.c -o all
// RUN: llvm-objdump-19 --offloading all | FileCheck %s --check-prefix=ALL
// ALL-DAG: arch sm_90{{[[:space:]]+}}triple nvptx64-nvidia-cuda
// ALL-DAG: arch gfx90a{{[[:space:]]+}}triple amdgcn-amd-amdhsa
// ALL-DAG: arch {{[[:space:]]+}}triple x86_64-pc-linux-gnu
// RUN: ./all | FileCheck %s --check-prefix=OUT
// OUT: {{^}}a[63]=126{{$}}

#include <stdio.h>

int main(void) {
  int n = 64, a[64];
#pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  printf("a[63]=%d\n", a[63]);
  return a[63] != 126;
}
