// RUN: %cmp-gcc %s %t
// RUN: %cmp-clang %s %t
// RUN: %t.ompcc | FileCheck %s
// At -O0 a floating-point operation whose result a local variable holds raises its exception
// even when nothing reads the variable again, as gcc-12 and clang-19 -O0 store it to the
// variable's slot: `double t = one / zero;` left FE_DIVBYZERO clear under ompcc, which keeps
// such a local as an SSA value, and LLVM's -O0 instruction selection dropped the unread
// division. Also a value overwritten before it is read, an out-of-range conversion to int,
// a narrowing that overflows, long double and float, in a loop. (An expression statement's
// unused result, `(void)(one / zero);`, raises nothing in either compiler.)
#include <fenv.h>
#include <stdio.h>

static volatile double vzero = 0.0, vone = 1.0, vbig = 1e300;

static void report(const char *what, int exception) {
  printf("%s %d\n", what, fetestexcept(exception) != 0);
  feclearexcept(FE_ALL_EXCEPT);
}

int main(void) {
  double zero = vzero, one = vone, big = vbig;
  feclearexcept(FE_ALL_EXCEPT);
  double quotient = one / zero;
  report("unread", FE_DIVBYZERO);
  double twice = zero / zero;
  twice = 2;
  report("overwritten", FE_INVALID);
  int truncated = (int)big;
  report("to_int", FE_INVALID);
  float narrowed = (float)big;
  report("narrowed", FE_OVERFLOW);
  long double lzero = zero, lq = 1.0L / lzero;
  report("long_double", FE_DIVBYZERO);
  float fzero = (float)zero, fq = 1.0f / fzero;
  report("float", FE_DIVBYZERO);
  for (int i = 0; i < 3; i++) {
    double product = big * big;
  }
  report("loop", FE_OVERFLOW);
  (void)(one / zero);
  report("expression_statement", FE_DIVBYZERO);
  (void)quotient, (void)twice, (void)truncated, (void)narrowed, (void)lq, (void)fq;
  return 0;
}
// CHECK: unread 1
// CHECK-NEXT: overwritten 1
// CHECK-NEXT: to_int 1
// CHECK-NEXT: narrowed 1
// CHECK-NEXT: long_double 1
// CHECK-NEXT: float 1
// CHECK-NEXT: loop 1
// CHECK-NEXT: expression_statement 0
