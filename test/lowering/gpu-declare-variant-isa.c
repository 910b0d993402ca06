// declare variant with device={isa(...)} in GPU device code, decided as clang-19 decides it:
// an x86 instruction set never holds there (silently), also one of LLVM's x86 features that
// ompfe's isa sets do not hold (amx-tile, an error on the host; ompfe warned on nvptx64); on nvptx64 the device's own processor
// holds (sm_90 under -target-cpu sm_90), any other name does not, with clang-19's warning at the
// call; on
// amdgcn, whose feature names ompfe has no table of, a name that is no x86 one is an error.
// Before, any isa in GPU device code was an error, so test/e2e/declare-target/
// declare_variant_isa.c did not build for a GPU.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: %ompfe -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -DNVPTX_DEVICE -emit-llvm -S %s -o %t/nvptx.ll 2>&1 | FileCheck %s --check-prefix=WARN --implicit-check-not=warning:
// RUN: FileCheck %s --input-file=%t/nvptx.ll
// RUN: %ompfe -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -emit-llvm-bc %s -o %t/host-amd.bc
// RUN: %ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-amd.bc -emit-llvm -S %s -o %t/amdgcn.ll
// RUN: FileCheck %s --check-prefix=AMDGCN --input-file=%t/amdgcn.ll
// RUN: not %ompfe -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-amd.bc -DAMD_FEATURE -emit-llvm -S %s -o %t/bad.ll 2>&1 | FileCheck %s --check-prefix=AMDERR
int base(void) { return 0; }
int on_avx2(void) { return 1; }
int on_sm90(void) { return 2; }
int on_sm80(void) { return 3; }
#pragma omp declare variant(on_avx2) match(device = {isa("avx2")})
int f_avx2(void) { return base(); }
#if defined(NVPTX_DEVICE) /* the host's isa table knows no sm_90: the nvptx64 compile alone */
#pragma omp declare variant(on_sm90) match(device = {isa("sm_90")})
int f_sm90(void) { return base(); }
#pragma omp declare variant(on_sm80) match(device = {isa("sm_80")})
int f_sm80(void) { return base(); }
#pragma omp declare variant(on_avx2) match(device = {isa("amx-tile")})
int f_amx(void) { return base(); }
#pragma omp declare variant(on_avx2) match(device = {isa("core-avx512")})
int f_typo(void) { return base(); }
#else
int f_sm90(void) { return base(); }
int f_sm80(void) { return base(); }
int f_amx(void) { return base(); }
int f_typo(void) { return base(); }
#endif
#if defined(AMD_FEATURE)
// AMDERR: gpu-declare-variant-isa.c:[[@LINE+1]]:1: error: context selector 'device={isa(wavefrontsize64)}' for amdgcn-amd-amdhsa is not supported by ompfe
#pragma omp declare variant(on_sm80) match(device = {isa("wavefrontsize64")})
int f_amd(void) { return base(); }
#endif

int main(void) {
  int a = -1, b = -1, c = -1, d = -1, e = -1;
#pragma omp target map(from : a, b, c, d, e)
  {
    a = f_avx2();
    b = f_sm90();
    c = f_sm80();
// WARN: gpu-declare-variant-isa.c:[[@LINE-1]]:9: warning: isa trait 'sm_80' is not known to the current target
    d = f_amx();
    e = f_typo();
// WARN: gpu-declare-variant-isa.c:[[@LINE-1]]:9: warning: isa trait 'core-avx512' is not known to the current target
  }
  return a + b + c + d + e;
}
// CHECK-LABEL: define {{.*}}@__omp_offloading_{{.*}}_main_l
// CHECK: call {{.*}}@f_avx2()
// CHECK: call {{.*}}@on_sm90()
// CHECK: call {{.*}}@f_sm80()
// CHECK: call {{.*}}@f_amx()
// CHECK: call {{.*}}@f_typo()
// AMDGCN-LABEL: define {{.*}}@__omp_offloading_{{.*}}_main_l
// AMDGCN: call {{.*}}@f_avx2()
