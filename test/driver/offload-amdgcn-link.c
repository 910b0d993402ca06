// End to end for gfx90a: ompfe's device bitcode, packaged, embedded and linked by clang-19,
// whose clang-linker-wrapper links it with the DeviceRTL (-lomptarget.devicertl) and ld.lld-19
// into an AMDGPU code object in the executable. No AMD GPU runs it here.
// REQUIRES: lld
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t

// RUN: %ompcc -v -fopenmp --offload-arch=gfx90a -O2 prog.c -o prog 2> build.log
// RUN: FileCheck %s --check-prefix=LINK < build.log
// LINK: ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a
// LINK: clang-linker-wrapper{{.*}} -lomptarget.devicertl
// LINK: clang" {{.*}}--target=amdgcn-amd-amdhsa -mcpu=gfx90a
// LINK: llvm-19/bin/ld.lld" {{.*}}-plugin-opt=mcpu=gfx90a
// RUN: llvm-objdump-19 --offloading prog | FileCheck %s --check-prefix=GPU
// GPU:      OFFLOADING IMAGE [0]:
// GPU-NEXT: kind elf
// GPU-NEXT: arch gfx90a
// GPU-NEXT: triple amdgcn-amd-amdhsa
// GPU-NEXT: producer openmp
// GPU-NOT:  OFFLOADING IMAGE

// The image is an HSA code object (v5: ABI version 3) holding each region's kernel, its kernel
// descriptor (.kd) and environment, which the AMDGPU plugin looks up by name, and the
// DeviceRTL's device environment (the runtime library was linked in).
// RUN: clang-offload-packager-19 prog --image=file=prog.img,triple=amdgcn-amd-amdhsa,arch=gfx90a
// RUN: llvm-readelf-19 -h --dyn-syms prog.img | FileCheck %s --check-prefix=IMG
// IMG: OS/ABI: AMDGPU - HSA
// IMG: ABI Version: 3
// IMG: Type: DYN
// IMG: Machine: EM_AMDGPU
// IMG: Flags: {{.*}}gfx90a
// IMG-DAG: FUNC {{.*}} PROTECTED {{.*}} [[PAR:__omp_offloading_[0-9a-f]+_[0-9a-f]+_main_l[0-9]+]]{{$}}
// IMG-DAG: OBJECT {{.*}} PROTECTED {{.*}} [[PAR]].kd{{$}}
// IMG-DAG: OBJECT {{.*}} PROTECTED {{.*}} [[PAR]]_kernel_environment{{$}}
// IMG-DAG: OBJECT {{.*}} __omp_rtl_device_environment

// Both kernels (the combined construct's and the target region's) are in it.
// RUN: llvm-readelf-19 --dyn-syms prog.img | grep -c '_main_l[0-9]*\.kd$' | FileCheck %s --check-prefix=KERNELS
// KERNELS: 2

// Next to the x86_64 device, and from an object compiled before (the link needs no
// architecture: the object's package names it); the program runs on the x86_64 device.
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple,amdgcn-amd-amdhsa --offload-arch=gfx90a -c prog.c -o both.o
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple,amdgcn-amd-amdhsa both.o -o both
// RUN: llvm-objdump-19 --offloading both | FileCheck %s --check-prefix=BOTH
// BOTH:      OFFLOADING IMAGE [0]:
// BOTH:      arch gfx90a
// BOTH-NEXT: triple amdgcn-amd-amdhsa
// BOTH:      OFFLOADING IMAGE [1]:
// BOTH-NEXT: kind elf
// BOTH-NEXT: arch {{$}}
// BOTH-NEXT: triple x86_64-pc-linux-gnu
// RUN: ./both | FileCheck %s --check-prefix=OUT
// RUN: env OMP_TARGET_OFFLOAD=DEFAULT ./prog | FileCheck %s --check-prefix=OUT
// RUN: not --crash ./prog 2>&1 | FileCheck %s --check-prefix=MANDATORY
// OUT:       {{^}}a[63]=126 sum=45{{$}}
// MANDATORY: omptarget fatal error 1: failure of target construct while offloading is mandatory

#include <stdio.h>

int main(void) {
  int n = 64, a[64];
#pragma omp target teams distribute parallel for map(from: a)
  for (int i = 0; i < n; i++)
    a[i] = 2 * i;
  int sum = 0;
#pragma omp target map(tofrom: sum)
  {
#pragma omp parallel for reduction(+: sum)
    for (int i = 0; i < 10; i++)
      sum += i;
  }
  printf("a[63]=%d sum=%d\n", a[63], sum);
  return !(a[63] == 126 && sum == 45);
}
