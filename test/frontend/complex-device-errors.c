// Complex values in device code for a GPU: the x86_64 SysV ABI ompfe uses for them is not the
// device's, so a complex parameter, result or argument in a kernel or declare target function
// is an error there. Products and quotients of float and double complex values are accepted
// (they call ompfe's own helpers, test/lowering/gpu-complex.c), but not long double's, which
// no GPU computes, nor a '*' reduction of a long double complex variable (its combiner
// multiplies). Host functions (also emitted in the device compile, then filtered) and complex
// addition stay accepted, and an x86_64 device compiles them all.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-targets=nvptx64-nvidia-cuda -emit-llvm-bc %s -o %t/host.bc
// RUN: sh -c '%ompfe -triple nvptx64-nvidia-cuda -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm %s -o %t/dev.ll; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | FileCheck %s --check-prefix=FILES
// RUN: %ompfe -triple x86_64-pc-linux-gnu -fopenmp -fopenmp-is-target-device -fopenmp-host-ir-file-path %t/host.bc -emit-llvm %s -o - | FileCheck %s --check-prefix=X86
// FILES-NOT: dev.ll
// X86: call { double, double } @__muldc3
#pragma omp declare target
double _Complex g(double _Complex z) { return z + 1.0; }
// CHECK: complex-device-errors.c:[[@LINE-1]]:17: error: a function result of complex type in code for nvptx64-nvidia-cuda is not supported by ompfe
// CHECK: complex-device-errors.c:[[@LINE-2]]:35: error: a parameter of complex type in code for nvptx64-nvidia-cuda is not supported by ompfe
double f(double a, double b) {
  double _Complex z = __builtin_complex(a, b);
  z = z * z + 1.0;
  z = 1.0 / z;
  long double _Complex w = z;
  w = w * w + 1.0L;
  // CHECK: complex-device-errors.c:[[@LINE-1]]:9: error: a multiplication of complex type in code for nvptx64-nvidia-cuda is not supported by ompfe
  w = 1.0L / w;
  // CHECK: complex-device-errors.c:[[@LINE-1]]:12: error: a division of complex type in code for nvptx64-nvidia-cuda is not supported by ompfe
  z = w;
  return __real__ g(z);
  // CHECK: complex-device-errors.c:[[@LINE-1]]:19: error: a call result of complex type in code for nvptx64-nvidia-cuda is not supported by ompfe
  // CHECK: complex-device-errors.c:[[@LINE-2]]:21: error: an argument of complex type in code for nvptx64-nvidia-cuda is not supported by ompfe
}
#pragma omp end declare target
double _Complex host_only(double _Complex a, double _Complex b) { return a * b / a; }
int main(void) {
  double r = 0;
  #pragma omp target map(tofrom: r)
  r = f(1.0, 2.0);
  /* a complex variable in a kernel: firstprivate, summed; a '*' reduction multiplies */
  double _Complex z = 1, s = 0, p = 1;
  long double _Complex lp = 1;
  #pragma omp target teams distribute parallel for reduction(+ : s) reduction(* : p, lp)
  for (int i = 0; i < 4; i++) { s += z; p *= 2; lp *= 2; }
  // CHECK: complex-device-errors.c:[[@LINE-2]]:86: error: a '*' reduction of complex type in code for nvptx64-nvidia-cuda is not supported by ompfe
  return (int)r + (int)__real__ host_only(1, 2) + (int)__real__ s;
}
// CHECK-NOT: error
// CHECK: exit=1
