// End to end for sm_90: ompfe's device bitcode, packaged, embedded and linked by clang-19,
// whose clang-linker-wrapper links it with the DeviceRTL (-lomptarget.devicertl) through
// ptxas and nvlink into an image of the executable. Nothing is run: that needs an NVIDIA GPU
// and libomptarget 19's cubin fix (docs/user-guide.md, "GPU offloading").
// REQUIRES: ptxas
// RUN: rm -rf %t && mkdir -p %t && cp %s %t/prog.c && cd %t

// RUN: %ompcc -v -fopenmp --offload-arch=sm_90 -O2 prog.c -o prog 2> build.log
// RUN: FileCheck %s --check-prefix=LINK < build.log
// LINK: ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90
// LINK: clang-linker-wrapper{{.*}} -lomptarget.devicertl
// LINK: ptxas{{.*}} sm_90
// LINK: nvlink{{.*}} -arch sm_90
// RUN: llvm-objdump-19 --offloading prog | FileCheck %s --check-prefix=GPU
// GPU:      OFFLOADING IMAGE [0]:
// GPU-NEXT: kind elf
// GPU-NEXT: arch sm_90
// GPU-NEXT: triple nvptx64-nvidia-cuda
// GPU-NEXT: producer openmp
// GPU-NOT:  OFFLOADING IMAGE

// The image is a CUDA executable holding the region's kernel, its environment, and the
// DeviceRTL's device environment (the runtime library was linked in).
// RUN: clang-offload-packager-19 prog --image=file=prog.img,triple=nvptx64-nvidia-cuda,arch=sm_90
// RUN: llvm-readelf-19 -h --syms prog.img | FileCheck %s --check-prefix=IMG
// IMG: Type: EXEC
// IMG: Machine: NVIDIA CUDA architecture
// IMG-DAG: FUNC {{.*}} __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_main_l{{[0-9]+}}{{$}}
// IMG-DAG: OBJECT {{.*}} __omp_offloading_{{[0-9a-f]+}}_{{[0-9a-f]+}}_main_l{{[0-9]+}}_kernel_environment
// IMG-DAG: OBJECT {{.*}} __omp_rtl_device_environment

// Next to the x86_64 device, and from an object compiled before (the link needs no
// architecture: the object's package names it).
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple,nvptx64 --offload-arch=sm_90 -c prog.c -o both.o
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple,nvptx64-nvidia-cuda both.o -o both
// RUN: llvm-objdump-19 --offloading both | FileCheck %s --check-prefix=BOTH
// BOTH:      OFFLOADING IMAGE [0]:
// BOTH:      arch sm_90
// BOTH-NEXT: triple nvptx64-nvidia-cuda
// BOTH:      OFFLOADING IMAGE [1]:
// BOTH-NEXT: kind elf
// BOTH-NEXT: arch {{$}}
// BOTH-NEXT: triple x86_64-pc-linux-gnu

int main(void) {
  int a = 0;
#pragma omp target map(tofrom: a)
  a = 1;
  return !a;
}
