// Complex * and / in GPU device code (offload-info/device_complex.c): no GPU has libgcc, so the
// calls the host-style code makes to __mulsc3, __muldc3, __divsc3 and __divdc3 go to ompfe's
// own helpers, internal to the device module, named so that no C symbol can clash: the
// product's inline (ac - bd, ad + bc) stays and calls the helper only when both parts are NaN;
// every quotient calls it (complex integers need none). Kernels, declare target functions,
// functions a region only reaches and a '*' reduction's combiner alike, on nvptx64 and amdgcn.
// The helpers' arithmetic is run and compared with gcc-12's in test/e2e/complex/device_helpers.c.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host-nvptx.bc
// RUN: %ompfe -verify-each -triple nvptx64-nvidia-cuda -target-cpu sm_90 -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-nvptx.bc -emit-llvm -S %s -o %t/nvptx.ll
// RUN: FileCheck %s --input-file=%t/nvptx.ll
// RUN: %ompfe -fopenmp -fopenmp-targets=amdgcn-amd-amdhsa -emit-llvm-bc %s -o %t/host-amdgcn.bc
// RUN: %ompfe -verify-each -triple amdgcn-amd-amdhsa -target-cpu gfx90a -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host-amdgcn.bc -emit-llvm -S %s -o %t/amdgcn.ll
// RUN: FileCheck %s --input-file=%t/amdgcn.ll
// No call or declaration of libgcc's helpers is left:
// RUN: not grep -e '@__mul[sd]c3' -e '@__div[sd]c3' %t/nvptx.ll %t/amdgcn.ll
// The host calls libgcc's, as before:
// RUN: llvm-dis-19 %t/host-nvptx.bc -o - | FileCheck %s --check-prefix=HOST
// HOST-DAG: call { double, double } @__divdc3(
// HOST-DAG: call double @__mulsc3(
// LLVM 19's back ends take both images (the DeviceRTL linked in, as the device link does; at
// -O2 the helpers are inlined). Left alone, they are PTX functions whose names lost their '.':
// RUN: llc-19 -O0 -march=nvptx64 -mcpu=sm_90 %t/nvptx.ll -o %t/o0.ptx
// RUN: FileCheck %s --check-prefix=PTX0 --input-file=%t/o0.ptx
// PTX0: .func  (.param .align 16 .b8 func_retval0[16]) ompfe_$_complex_$_divdc3(
// RUN: llvm-link-19 %t/nvptx.ll /usr/lib/llvm-19/lib/libomptarget-nvptx-sm_90.bc --internalize -o %t/nvptx-linked.bc
// RUN: opt-19 -O2 %t/nvptx-linked.bc -o %t/nvptx-opt.bc
// RUN: llc-19 -march=nvptx64 -mcpu=sm_90 %t/nvptx-opt.bc -o %t/dev.ptx
// RUN: FileCheck %s --check-prefix=PTX --input-file=%t/dev.ptx
// PTX: .entry __omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// RUN: llvm-link-19 %t/amdgcn.ll /usr/lib/llvm-19/lib/libomptarget-amdgpu-gfx90a.bc --internalize -o %t/amdgcn-linked.bc
// RUN: opt-19 -O2 %t/amdgcn-linked.bc -o %t/amdgcn-opt.bc
// RUN: llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -filetype=obj %t/amdgcn-opt.bc -o %t/amdgcn.o

double _Complex out[8];
float _Complex outf[4];
_Complex int outi[2];

#pragma omp declare target
double declared(double a, double b, double c, double d) {
  double _Complex x = __builtin_complex(a, b), y = __builtin_complex(c, d);
  return __real__(x / y) + __imag__(x * y);
}
#pragma omp end declare target

/* reached only from a region: no declare target of its own */
static double reached(double a, double b) {
  double _Complex x = __builtin_complex(a, b);
  return __imag__(2.0 / x);
}

// CHECK-LABEL: define {{.*}} @declared(
// CHECK: call { double, double } @ompfe.complex.divdc3(
// CHECK: fcmp uno
// CHECK: call { double, double } @ompfe.complex.muldc3(
// CHECK-LABEL: define internal double @reached(
// CHECK: call { double, double } @ompfe.complex.divdc3(double 2.000000e+00, double 0.000000e+00,
// CHECK: define weak_odr protected {{.*}}void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
// CHECK: call { double, double } @ompfe.complex.muldc3(
// CHECK: call { double, double } @ompfe.complex.divdc3(
// CHECK: call double @ompfe.complex.mulsc3(
// CHECK: call double @ompfe.complex.divsc3(
// GNU complex integers divide inline, as on the host:
// CHECK: sdiv i32
int main(void) {
  double a = 1, b = 2, c = 3, d = 4;
  float _Complex xf = 1.0f, yf = 2.0f;
  _Complex int xi = 7, yi = 2;
  #pragma omp target map(from: out, outf, outi)
  {
    double _Complex x = __builtin_complex(a, b), y = __builtin_complex(c, d);
    out[0] = x * y;
    out[1] = x / y;
    outf[0] = xf * yf;
    outf[1] = xf / yf;
    outi[0] = xi * yi;
    outi[1] = xi / yi;
    out[2] = declared(a, b, c, d) + reached(a, b);
  }
  // The '*' reduction's combiner:
  // CHECK: define weak_odr protected {{.*}}void @__omp_offloading_{{.*}}_main_l{{[0-9]+}}(
  // CHECK: call { double, double } @ompfe.complex.muldc3(
  double _Complex p = 1;
  #pragma omp target teams distribute parallel for reduction(* : p) map(tofrom: p)
  for (int i = 0; i < 4; i++) p *= __builtin_complex(0.0, 1.0);
  out[3] = p;
  return 0;
}
// The helpers: internal, nounwind, libgcc's constants (double division: DBL_MAX / 2 for the
// halving, 2^-52 and 2^52 for the scaling up, DBL_MIN for a subnormal ratio).
// CHECK-DAG: define internal double @ompfe.complex.mulsc3(float %0, float %1, float %2, float %3) #[[ATTR:[0-9]+]]
// CHECK-DAG: define internal { double, double } @ompfe.complex.muldc3(double %0, double %1, double %2, double %3)
// CHECK-DAG: define internal double @ompfe.complex.divsc3(float %0, float %1, float %2, float %3)
// CHECK-DAG: define internal { double, double } @ompfe.complex.divdc3(double %0, double %1, double %2, double %3)
// CHECK-DAG: fcmp oge double %{{[0-9]+}}, 0x7FDFFFFFFFFFFFFF
// CHECK-DAG: fcmp olt double %{{[0-9]+}}, 0x3CB0000000000000
// CHECK-DAG: fmul double %{{[0-9]+}}, 0x4330000000000000
// CHECK-DAG: fcmp ogt double %{{[0-9]+}}, 0x10000000000000
// CHECK-DAG: attributes #[[ATTR]] = { nounwind
