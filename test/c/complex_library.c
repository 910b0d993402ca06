// RUN: %cmp-gcc %s %t
// RUN: %ompcc %s -o %t.nolibm && %t.nolibm | FileCheck %s
// creal, cimag and conj as <complex.h> declares them are gcc's built-ins: no call, so no -lm
// (the second RUN links without it), and the same results as gcc's.
#include <complex.h>
#include <stdio.h>

int main(void) {
  double _Complex z = CMPLX(1.5, -2.5);
  float _Complex f = CMPLXF(0.5f, 4.0f);
  long double _Complex l = CMPLXL(7.0L, -0.0L);
  double _Complex c = conj(z);
  float _Complex cf = conjf(f);
  long double _Complex cl = conjl(l);
  // CHECK: 1.5 -2.5 0.5 4 7 -0
  printf("%g %g %g %g %Lg %Lg\n", creal(z), cimag(z), crealf(f), cimagf(f), creall(l), cimagl(l));
  // CHECK: 1.5 2.5 0.5 -4 7 0
  printf("%g %g %g %g %Lg %Lg\n", creal(c), cimag(c), crealf(cf), cimagf(cf), creall(cl), cimagl(cl));
  /* a real argument converts to complex first */
  // CHECK: 3 0
  printf("%g %g\n", creal(3), cimag(3.0f));
  return 0;
}
