// ompfe's own complex * and / (offload-info/device_complex.c), which GPU device code calls
// instead of libgcc's __mul?c3/__div?c3, run on x86_64: -fompfe-device-complex-helpers makes
// this host program call them, and every product and quotient over a table of operands
// (zeros of both signs, infinities, NaNs, huge, tiny and subnormal values) must be
// bit-identical to gcc-12's, whose come from libgcc. Each pair is computed three ways: the
// operators (ompfe's inline product calls the helper only when both parts are NaN), and the
// helpers called by their libgcc names (the whole helper, every path). A NaN prints as "nan"
// with its sign dropped: x86_64 propagates the sign of whichever NaN operand comes first,
// which neither compiler promises.
// RUN: rm -rf %t && mkdir -p %t
// RUN: %ompfe -fompfe-device-complex-helpers -O2 -emit-llvm -S %s -o %t/helpers.ll
// RUN: FileCheck %s --check-prefix=IR --input-file=%t/helpers.ll
// RUN: %clang %t/helpers.ll -o %t/ompfe -lm
// RUN: gcc -std=gnu11 -O2 %s -o %t/gcc -lm
// RUN: gcc -std=gnu11 -O0 %s -o %t/gcc0 -lm
// RUN: %t/ompfe > %t/ompfe.out
// RUN: %t/gcc > %t/gcc.out
// RUN: %t/gcc0 > %t/gcc0.out
// RUN: diff %t/gcc.out %t/ompfe.out
// RUN: diff %t/gcc0.out %t/ompfe.out
// RUN: FileCheck %s --input-file=%t/ompfe.out
// IR-NOT: declare {{.*}} @__{{mul|div}}{{s|d}}c3
// IR-DAG: define internal {{.*}} @ompfe.complex.mulsc3(
// IR-DAG: define internal {{.*}} @ompfe.complex.muldc3(
// IR-DAG: define internal {{.*}} @ompfe.complex.divsc3(
// IR-DAG: define internal {{.*}} @ompfe.complex.divdc3(
// A few lines the table must hold (gcc-12's values, in table order): 1/0 is infinite, 1/inf
// zero, the huge quotients do not overflow, inf*0 is NaN, inf/1 infinite, and (inf + 0i)(1 + 1i)
// recovers (inf, inf).
// CHECK: div d (0x1p+0 0x0p+0) (0x0p+0 0x0p+0) = (inf nan)
// CHECK: div d (0x1p+0 0x0p+0) (inf 0x0p+0) = (0x0p+0 0x0p+0)
// CHECK: div d (0x1.fffffffffffffp+1023 0x1.fffffffffffffp+1023) (0x1.fffffffffffffp+1023 0x1.fffffffffffffp+1023) = (0x1p+0 0x0p+0)
// CHECK: div d (0x1p+1000 0x1p+1000) (0x1p+1000 0x1p+1000) = (0x1p+0 0x0p+0)
// CHECK: mul d (inf 0x0p+0) (0x0p+0 0x0p+0) = (nan nan)
// CHECK: div d (inf 0x0p+0) (0x1p+0 0x0p+0) = (inf nan)
// CHECK: mul d (inf 0x0p+0) (0x1p+0 0x1p+0) = (inf inf)
// CHECK: div f (0x1.fffffep+127 0x1.fffffep+127) (0x1.fffffep+127 0x1.fffffep+127) = (0x1p+0 0x0p+0)
// CHECK-NOT: helper differs
// CHECK: checked 65536 double and 65536 float pairs
#include <float.h>
#include <math.h>
#include <stdio.h>

double _Complex __muldc3(double, double, double, double);
double _Complex __divdc3(double, double, double, double);
float _Complex __mulsc3(float, float, float, float);
float _Complex __divsc3(float, float, float, float);

static double dv[16] = {0.0, -0.0, 1.0, -3.5, 0.1, 1e300, -1e-300, DBL_MAX, DBL_MIN, 0x1p-1074, -0x1.8p-1060,
                        0x1p+1000, 0x1.fffffffffffffp+1022, INFINITY, -INFINITY, NAN};
static float fv[16] = {0.0f, -0.0f, 1.0f, -3.5f, 0.1f, 1e30f, -1e-30f, FLT_MAX, FLT_MIN, 0x1p-149f, -0x1.8p-140f,
                       0x1p+100f, 0x1.fffffep+126f, INFINITY, -INFINITY, NAN};

static void put(const char *op, char t, double a, double b, double c, double d, double re, double im) {
  double v[6] = {a, b, c, d, re, im};
  char s[6][40];
  for (int i = 0; i < 6; i++) {
    if (isnan(v[i])) snprintf(s[i], sizeof s[i], "nan");
    else snprintf(s[i], sizeof s[i], "%a", v[i]);
  }
  printf("%s %c (%s %s) (%s %s) = (%s %s)\n", op, t, s[0], s[1], s[2], s[3], s[4], s[5]);
}

/* the operator and the helper must agree; a disagreement prints both */
static void both(const char *op, char t, double a, double b, double c, double d, double _Complex by_op,
                 double _Complex by_helper) {
  put(op, t, a, b, c, d, __real__ by_op, __imag__ by_op);
  double r1 = __real__ by_op, r2 = __real__ by_helper, i1 = __imag__ by_op, i2 = __imag__ by_helper;
  if (!((r1 == r2 && signbit(r1) == signbit(r2)) || (isnan(r1) && isnan(r2))) ||
      !((i1 == i2 && signbit(i1) == signbit(i2)) || (isnan(i1) && isnan(i2))))
    put("helper differs:", t, a, b, c, d, r2, i2);
}

int main(void) {
  long n = 0, nf = 0;
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      for (int k = 0; k < 16; k++)
        for (int l = 0; l < 16; l++, n++) {
          double a = dv[i], b = dv[j], c = dv[k], d = dv[l];
          double _Complex x = __builtin_complex(a, b), y = __builtin_complex(c, d);
          both("mul", 'd', a, b, c, d, x * y, __muldc3(a, b, c, d));
          both("div", 'd', a, b, c, d, x / y, __divdc3(a, b, c, d));
        }
  for (int i = 0; i < 16; i++)
    for (int j = 0; j < 16; j++)
      for (int k = 0; k < 16; k++)
        for (int l = 0; l < 16; l++, nf++) {
          float a = fv[i], b = fv[j], c = fv[k], d = fv[l];
          float _Complex x = __builtin_complex(a, b), y = __builtin_complex(c, d);
          both("mul", 'f', a, b, c, d, x * y, __mulsc3(a, b, c, d));
          both("div", 'f', a, b, c, d, x / y, __divsc3(a, b, c, d));
        }
  printf("checked %ld double and %ld float pairs\n", n, nf);
  return 0;
}
