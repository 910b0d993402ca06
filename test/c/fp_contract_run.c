// What contraction changes in a program's output, against clang-19's build with the same
// flags: at -O2 LLVM folds a fused product of constants (no FMA instruction needed); with
// -mfma the processor fuses; -ffp-contract=off and the pragma keep two roundings.
// RUN: %clang -O2 %s -o %t.clang -lm && %t.clang > %t.clang.out
// RUN: %ompcc -O2 %s -o %t.ompcc -lm && %t.ompcc > %t.ompcc.out
// RUN: diff %t.clang.out %t.ompcc.out
// RUN: FileCheck %s --check-prefix=FOLDED < %t.ompcc.out
// FOLDED: folded -0x1p-26
// RUN: %clang -O2 -ffp-contract=off %s -o %t.clang-off -lm && %t.clang-off > %t.clang-off.out
// RUN: %ompcc -O2 -ffp-contract=off %s -o %t.ompcc-off -lm && %t.ompcc-off > %t.ompcc-off.out
// RUN: diff %t.clang-off.out %t.ompcc-off.out
// RUN: FileCheck %s --check-prefix=UNFUSED < %t.ompcc-off.out
// UNFUSED: folded 0x0p+0
// UNFUSED: fused 0x0p+0 -0x0p+0 0x0p+0
#include <stdio.h>

volatile double va = 1.0 + 0x1p-27, vb = 1.0 - 0x1p-27, vc = -1.0;

static double sum(double a, double b, double c) { return a * b + c; }
static double difference(double a, double b, double c) { return c - a * b; }
static double accumulate(double a, double b, double c) { c += a * b; return c; }

#pragma STDC FP_CONTRACT OFF
static double never(double a, double b, double c) { return a * b + c; }
#pragma STDC FP_CONTRACT DEFAULT

int main(void) {
  float fa = 1.0f + 0x1p-13f, fb = 1.0f - 0x1p-13f, fc = -1.0f;
  printf("folded %a\n", (double)(fa * fb + fc));
  double a = va, b = vb, c = vc;
  printf("fused %a %a %a\n", sum(a, b, c), -difference(a, b, -c), accumulate(a, b, c));
  printf("never %a\n", never(a, b, c));
  return 0;
}
