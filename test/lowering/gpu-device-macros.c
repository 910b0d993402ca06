// A GPU device compile predefines what clang-19's does beside the host's macros, so that code
// under `#ifdef __NVPTX__` / `__AMDGCN__` in a target region takes clang-19's branch; before,
// ompfe's device compile defined none of them and ran the host's branch on the GPU.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -E -dM %s | grep -E 'NVPTX|PTX__|CUDA_ARCH|AMD|GFX|gfx|amdgcn' | sort > %t/ompfe-sm_90
// RUN: %clang -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -Xopenmp-target -march=sm_90 --offload-device-only -nogpulib -E -dM %s | grep -E 'NVPTX|PTX__|CUDA_ARCH|AMD|GFX|gfx|amdgcn' | sort > %t/clang-sm_90
// RUN: diff %t/ompfe-sm_90 %t/clang-sm_90
// RUN: FileCheck %s --check-prefix=SM90 --input-file=%t/ompfe-sm_90
// SM90: #define __CUDA_ARCH__ 900
// RUN: %ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -E -dM %s | grep -E 'NVPTX|PTX__|CUDA_ARCH|AMD|GFX|gfx|amdgcn' | sort > %t/ompfe-gfx90a
// RUN: %clang -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -Xopenmp-target -march=gfx90a --offload-device-only -nogpulib -E -dM %s | grep -E 'NVPTX|PTX__|CUDA_ARCH|AMD|GFX|gfx|amdgcn' | sort > %t/clang-gfx90a
// RUN: diff %t/ompfe-gfx90a %t/clang-gfx90a
// RUN: FileCheck %s --check-prefix=GFX90A --input-file=%t/ompfe-gfx90a
// GFX90A: #define __AMDGCN_WAVEFRONT_SIZE__ 64
// GFX90A: #define __GFX9__ 1
// RUN: %ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx1030 -fopenmp -fopenmp-is-target-device -E -dM %s | grep -E 'NVPTX|PTX__|CUDA_ARCH|AMD|GFX|gfx|amdgcn' | sort > %t/ompfe-gfx1030
// RUN: %clang -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -Xopenmp-target -march=gfx1030 --offload-device-only -nogpulib -E -dM %s | grep -E 'NVPTX|PTX__|CUDA_ARCH|AMD|GFX|gfx|amdgcn' | sort > %t/clang-gfx1030
// RUN: diff %t/ompfe-gfx1030 %t/clang-gfx1030
// The host and the x86_64 device define none of them.
// RUN: %ompfe -fopenmp -E -dM %s | not grep -E '__NVPTX__|__AMDGCN__|__CUDA_ARCH__'
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -E -dM %s | not grep -E '__NVPTX__|__AMDGCN__|__CUDA_ARCH__'
// In a target region, the device's branch:
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm -S %s -o - | FileCheck %s --check-prefix=IR
// IR-LABEL: define {{.*}}@__omp_offloading_{{.*}}_main_l
// IR: store i32 900,
int main(void) {
  int where = 0;
#pragma omp target map(from : where)
  {
#if defined(__NVPTX__) && defined(__CUDA_ARCH__)
    where = __CUDA_ARCH__;
#elif defined(__AMDGCN__)
    where = 1;
#else
    where = -1;
#endif
  }
  return where;
}
