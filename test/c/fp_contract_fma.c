// With -mfma the processor computes each fused a * b + c with one rounding, as in clang-19's
// build; under -ffp-contract=fast the same as clang-19's (whose -O2 merges the equal products
// after inlining, dropping their `contract` flags: nothing is fused there).
// REQUIRES: fma
// RUN: %clang -O2 -mfma %s -o %t.clang -lm && %t.clang > %t.clang.out
// RUN: %ompcc -O2 -mfma %s -o %t.ompcc -lm && %t.ompcc > %t.ompcc.out
// RUN: diff %t.clang.out %t.ompcc.out
// RUN: FileCheck %s --check-prefix=ON < %t.ompcc.out
// ON: fused -0x1p-54 -0x1p-54 -0x1p-54
// ON: never 0x0p+0
// ON: across 0x0p+0
// RUN: %clang -O0 -mfma %s -o %t.clang0 -lm && %t.clang0 > %t.clang0.out
// RUN: %ompcc -O0 -mfma %s -o %t.ompcc0 -lm && %t.ompcc0 > %t.ompcc0.out
// RUN: diff %t.clang0.out %t.ompcc0.out
// RUN: %clang -O2 -mfma -ffp-contract=fast %s -o %t.clangf -lm && %t.clangf > %t.clangf.out
// RUN: %ompcc -O2 -mfma -ffp-contract=fast %s -o %t.ompccf -lm && %t.ompccf > %t.ompccf.out
// RUN: diff %t.clangf.out %t.ompccf.out
#include <stdio.h>

volatile double va = 1.0 + 0x1p-27, vb = 1.0 - 0x1p-27, vc = -1.0;

static double sum(double a, double b, double c) { return a * b + c; }
static double difference(double a, double b, double c) { return c - a * b; }
static double accumulate(double a, double b, double c) { c += a * b; return c; }
static double across(double a, double b, double c) { double t = a * b; return t + c; }

#pragma STDC FP_CONTRACT OFF
static double never(double a, double b, double c) { return a * b + c; }
#pragma STDC FP_CONTRACT DEFAULT

int main(void) {
  double a = va, b = vb, c = vc;
  printf("fused %a %a %a\n", sum(a, b, c), -difference(a, b, -c), accumulate(a, b, c));
  printf("never %a\n", never(a, b, c));
  printf("across %a\n", across(a, b, c));
  return 0;
}
