// RUN: %cmp-gcc %s %t
// RUN: %ompcc -O0 %s -o %t.nolibm && %t.nolibm | FileCheck %s
// RUN: %ompcc -O0 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %ompcc -O0 -fno-builtin -S -emit-llvm %s -o - | FileCheck %s --check-prefix=NOBUILTIN
// fabs, copysign, fmin and fmax (and their f forms; fabsl and copysignl too) as <math.h>
// declares them become LLVM intrinsics at every -O level, as clang-19 emits them, so a
// program using them links without -lm at -O0 as with gcc-12 and clang-19 (the second RUN).
// fminl and fmaxl stay calls (clang's llvm.minnum.f80 is a libm call on x86-64), and so does
// every call under -fno-builtin.
#include <math.h>
#include <stdio.h>

volatile float vf = -2.5f, wf = 1.0f;
volatile double vd = -3.5, wd = 2.0;
volatile long double vl = -4.5L, wl = 1.0L;

int main(void) {
  printf("%g %g %Lg\n", fabsf(vf), fabs(vd), fabsl(vl));
  printf("%g %g %Lg\n", copysignf(wf, vf), copysign(wd, vd), copysignl(wl, vl));
  printf("%g %g %g %g\n", fminf(vf, wf), fmaxf(vf, wf), fmin(vd, wd), fmax(vd, wd));
  return 0;
}
// CHECK: 2.5 3.5 4.5
// CHECK-NEXT: -1 -2 -1
// CHECK-NEXT: -2.5 1 -3.5 2

// IR-DAG: call float @llvm.fabs.f32(
// IR-DAG: call double @llvm.fabs.f64(
// IR-DAG: call x86_fp80 @llvm.fabs.f80(
// IR-DAG: call float @llvm.copysign.f32(
// IR-DAG: call double @llvm.copysign.f64(
// IR-DAG: call x86_fp80 @llvm.copysign.f80(
// IR-DAG: call float @llvm.minnum.f32(
// IR-DAG: call float @llvm.maxnum.f32(
// IR-DAG: call double @llvm.minnum.f64(
// IR-DAG: call double @llvm.maxnum.f64(
// NOBUILTIN-NOT: @llvm.fabs
// NOBUILTIN: call double @fabs(
