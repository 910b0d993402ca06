// Floating-point contraction as clang-19 does it for C: within an expression, a * b + c is one
// llvm.fmuladd (-ffp-contract=on, the default), which a target with FMA computes with one
// rounding and LLVM folds so; -ffp-contract=off never fuses; =fast marks the operations
// `contract` so that the back end fuses across expressions too; #pragma STDC FP_CONTRACT and
// #pragma clang fp contract(...) at file scope change it from there on.
// RUN: %ompfe -emit-llvm %s -o - | FileCheck %s --check-prefixes=CHECK,ON
// RUN: %ompfe -emit-llvm -ffp-contract=on %s -o - | FileCheck %s --check-prefixes=CHECK,ON
// RUN: %ompfe -emit-llvm -ffp-contract=off %s -o - | FileCheck %s --check-prefixes=CHECK,OFF
// RUN: %ompfe -emit-llvm -ffp-contract=fast %s -o - | FileCheck %s --check-prefixes=CHECK,FAST
// RUN: %ompfe -emit-llvm -ffp-contract=fast-honor-pragmas %s -o - | FileCheck %s --check-prefixes=CHECK,HONOR
// RUN: not %ompfe -emit-llvm -ffp-contract=sometimes %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: -ffp-contract=sometimes

typedef float v4f __attribute__((vector_size(16)));

// CHECK-LABEL: define double @sum(
// ON: call double @llvm.fmuladd.f64(double %0, double %1, double %2)
// OFF: fmul double %0, %1
// OFF-NEXT: fadd double
// FAST: fmul contract double %0, %1
// FAST-NEXT: fadd contract double
double sum(double a, double b, double c) { return a * b + c; }

// the product on the right, a subtraction, a negated product: the signs move into the operands
// CHECK-LABEL: define double @right_sub(
// ON: [[N:%[0-9]+]] = fneg double %0
// ON-NEXT: call double @llvm.fmuladd.f64(double [[N]], double %1, double %2)
double right_sub(double a, double b, double c) { return c - a * b; }
// CHECK-LABEL: define double @left_sub(
// ON: [[N:%[0-9]+]] = fneg double %2
// ON-NEXT: call double @llvm.fmuladd.f64(double %0, double %1, double [[N]])
double left_sub(double a, double b, double c) { return a * b - c; }
// CHECK-LABEL: define double @negated(
// ON: [[N:%[0-9]+]] = fneg double %0
// ON-NEXT: call double @llvm.fmuladd.f64(double [[N]], double %1, double %2)
// FAST: fneg contract double
double negated(double a, double b, double c) { return -(a * b) + c; }

// two products: the left one fuses, the right one is its addend
// CHECK-LABEL: define double @two(
// ON: [[P:%[0-9]+]] = fmul double %2, %3
// ON-NEXT: call double @llvm.fmuladd.f64(double %0, double %1, double [[P]])
double two(double a, double b, double c, double d) { return a * b + c * d; }

// compound assignment fuses; a product through a variable, or converted, does not
// CHECK-LABEL: define double @compound(
// ON: [[N:%[0-9]+]] = fneg double %0
// ON-NEXT: call double @llvm.fmuladd.f64(double [[N]], double %1, double %2)
double compound(double a, double b, double c) { c -= a * b; return c; }
// CHECK-LABEL: define double @through_variable(
// ON-NOT: fmuladd
// ON: ret double
double through_variable(double a, double b, double c) { double t = a * b; return t + c; }
// CHECK-LABEL: define double @converted(
// ON-NOT: fmuladd
// ON: ret double
double converted(float a, float b, double c) { return a * b + c; }

// float, long double (fused nowhere: x87 has no FMA) and GNU vectors too
// CHECK-LABEL: define float @single(
// ON: call float @llvm.fmuladd.f32(
float single(float a, float b, float c) { return a * b + c; }
// CHECK-LABEL: define x86_fp80 @extended(
// ON: call x86_fp80 @llvm.fmuladd.f80(
long double extended(long double a, long double b, long double c) { return a * b + c; }
// CHECK-LABEL: define <4 x float> @vector(
// ON: call <4 x float> @llvm.fmuladd.v4f32(
v4f vector(v4f a, v4f b, v4f c) { return a * b + c; }

// _Float16 arithmetic is computed in float as gcc-12 computes it, which fuses nothing there
// CHECK-LABEL: define half @half_as_gcc(
// ON-NOT: fmuladd
// ON: ret half
_Float16 half_as_gcc(_Float16 x) { return x * 1.1f16 + 0.3f16; }

#pragma STDC FP_CONTRACT OFF
// from here on: no contraction, but under -ffp-contract=fast (which pragmas do not change)
// CHECK-LABEL: define double @after_off(
// ON-NOT: fmuladd
// ON: fmul double
// HONOR: fmul double %0, %1
// HONOR-NEXT: fadd double
// FAST: fmul contract double
double after_off(double a, double b, double c) { return a * b + c; }

#pragma STDC FP_CONTRACT DEFAULT
// back to the command line's
// CHECK-LABEL: define double @after_default(
// ON: call double @llvm.fmuladd.f64(
// OFF: fmul double %0, %1
// FAST: fmul contract double
double after_default(double a, double b, double c) { return a * b + c; }

#pragma clang fp contract(fast)
// CHECK-LABEL: define double @after_fast(
// ON: fmul contract double %0, %1
// ON-NEXT: fadd contract double
// OFF: fmul contract double %0, %1
double after_fast(double a, double b, double c) { return a * b + c; }

// clang-19 scopes a contraction pragma in a function to its block; ompfe refuses it there
// RUN: not %ompfe -fsyntax-only -DINSIDE %s 2>&1 | FileCheck %s --check-prefix=INSIDE
// RUN: %ompfe -fsyntax-only -DMALFORMED %s 2>&1 | FileCheck %s --check-prefix=MALFORMED
#ifdef INSIDE
double inside(double a, double b, double c) {
#pragma STDC FP_CONTRACT OFF
  return a * b + c;
}
// INSIDE: fp_contract.c:[[@LINE-3]]:1: error: floating-point contraction pragmas inside a function are not supported by ompfe; put them at file scope
#endif
#ifdef MALFORMED
#pragma STDC FP_CONTRACT MAYBE
// MALFORMED: fp_contract.c:[[@LINE-1]]:1: warning: expected 'ON' or 'OFF' or 'DEFAULT' in '#pragma STDC FP_CONTRACT' - ignored
#endif
