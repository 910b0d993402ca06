// RUN: %clang -w %s -o %t.clang && %t.clang > %t.want
// RUN: ompcc %s -o %t.O0 && %t.O0 > %t.got && diff %t.want %t.got
// RUN: ompcc -O2 %s -o %t.O2 && %t.O2 > %t.got2 && diff %t.want %t.got2
// RUN: FileCheck %s < %t.got
// __builtin_fmax/fmin/fmaxf/fminf/fmaxl/fminl of constants in static initializers, which
// clang-19 takes, and gcc-12 too but for NaN operands (ompfe: 'initializer element is not a
// compile-time constant'); output diffed with clang-19's:
// NaN operands, signed zeros, integer operands; at run time the library's answers.
#include <stdio.h>
#include <string.h>

static double d[] = {__builtin_fmax(1.0, 2.0), __builtin_fmin(1.0, __builtin_nan("")), __builtin_fmax(__builtin_nan(""), -3),
                     __builtin_fmax(-0.0, 0.0), __builtin_fmin(0.0, -0.0), __builtin_fmin(7, 5)};
static float f[] = {__builtin_fmaxf(3.0f, -1.0f), __builtin_fminf(3.0f, -1.0f), __builtin_fminf(-0.0f, 0.0f)};
static long double l[] = {__builtin_fmaxl(5.0L, 4.0L), __builtin_fminl(5.0L, 4.0L), __builtin_fmaxl(0.0L, -0.0L)};

int main(void) {
  volatile double x = -0.5, y = 2.5;
  for (int i = 0; i < 6; i++) printf("%g%s", d[i], i < 5 ? " " : "\n");
  printf("%g %g %g\n", f[0], f[1], f[2]);
  printf("%Lg %Lg %Lg\n", l[0], l[1], l[2]);
  printf("%g %g\n", __builtin_fmax(x, y), __builtin_fminf((float)x, (float)y));
  return 0;
}
// CHECK: 2 1 -3 0 -0 5
// CHECK-NEXT: 3 -1 -0
// CHECK-NEXT: 5 4 0
// CHECK-NEXT: 2.5 -0.5
