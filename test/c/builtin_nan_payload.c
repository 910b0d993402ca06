// RUN: %cmp-gcc %s %t -O0
// RUN: %cmp-gcc %s %t -O2
// RUN: %ompcc -O0 %s -o %t.nolibm && %t.nolibm | FileCheck %s
// __builtin_nan/nanf/nanl with a payload, and the signalling __builtin_nans/nansf/nansl, fold
// to the NaN gcc-12 and clang-19 make (a static initializer takes them; no libm call is left, so
// the third RUN links without -lm): the payload in the low bits, the quiet bit set or clear,
// kept through a float or double constant and a float widened to double.
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static double d = __builtin_nan("0x12"), d_dec = __builtin_nan("1234"), d_oct = __builtin_nan("010");
static double d_empty = __builtin_nan(""), d_wide = __builtin_nan("0xfffffffffffffffff");
static double d_neg = -__builtin_nan("3"), d_from_float = __builtin_nanf("0x12");
static float f = __builtin_nanf("0x12");
static long double l = __builtin_nanl("0x12");
static double s = __builtin_nans("0x12"), s_empty = __builtin_nans(""), s_zero = __builtin_nans("0");
static float sf = __builtin_nansf("5"), sf_empty = __builtin_nansf("");
static long double sl = __builtin_nansl("0x12");
static double arr[3] = {__builtin_nan("0x7"), __builtin_nans(""), 1.5};
static float farr[2] = {__builtin_nansf("9"), __builtin_nanf("9")};

static void pd(const char *n, double v) {
  uint64_t u;
  memcpy(&u, &v, 8);
  printf("%s %016llx\n", n, (unsigned long long)u);
}
static void pf(const char *n, const float *v) { /* by address: a float argument is no conversion */
  uint32_t u;
  memcpy(&u, v, 4);
  printf("%s %08x\n", n, u);
}
static void pl(const char *n, const long double *v) {
  unsigned char b[10];
  memcpy(b, v, 10);
  printf("%s ", n);
  for (int i = 9; i >= 0; i--) printf("%02x", b[i]);
  printf("\n");
}

int main(void) {
  pd("d", d); pd("d_dec", d_dec); pd("d_oct", d_oct); pd("d_empty", d_empty); pd("d_wide", d_wide);
  pd("d_neg", d_neg); pd("d_from_float", d_from_float); pf("f", &f); pl("l", &l);
  pd("s", s); pd("s_empty", s_empty); pd("s_zero", s_zero); pf("sf", &sf); pf("sf_empty", &sf_empty); pl("sl", &sl);
  pd("arr0", arr[0]); pd("arr1", arr[1]); pf("farr0", &farr[0]); pf("farr1", &farr[1]);
  double ld = __builtin_nan("0x12"), ls = __builtin_nans("0x3");
  float lf = __builtin_nanf("0x12"), lsf = __builtin_nansf("0x3");
  long double ll = __builtin_nanl("0x12");
  pd("local", ld); pd("local_s", ls); pf("local_f", &lf); pf("local_sf", &lsf); pl("local_l", &ll);
  return 0;
}
// CHECK: d 7ff8000000000012
// CHECK-NEXT: d_dec 7ff80000000004d2
// CHECK-NEXT: d_oct 7ff8000000000008
// CHECK-NEXT: d_empty 7ff8000000000000
// CHECK-NEXT: d_wide 7fffffffffffffff
// CHECK-NEXT: d_neg fff8000000000003
// CHECK-NEXT: d_from_float 7ff8000240000000
// CHECK-NEXT: f 7fc00012
// CHECK-NEXT: l 7fffc000000000000012
// CHECK-NEXT: s 7ff0000000000012
// CHECK-NEXT: s_empty 7ff4000000000000
// CHECK-NEXT: s_zero 7ff4000000000000
// CHECK-NEXT: sf 7f800005
// CHECK-NEXT: sf_empty 7fa00000
// CHECK-NEXT: sl 7fff8000000000000012
// CHECK-NEXT: arr0 7ff8000000000007
// CHECK-NEXT: arr1 7ff4000000000000
// CHECK-NEXT: farr0 7f800009
// CHECK-NEXT: farr1 7fc00009
// CHECK-NEXT: local 7ff8000000000012
// CHECK-NEXT: local_s 7ff0000000000003
// CHECK-NEXT: local_f 7fc00012
// CHECK-NEXT: local_sf 7f800003
// CHECK-NEXT: local_l 7fffc000000000000012
