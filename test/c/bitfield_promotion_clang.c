// RUN: %ompcc %s -o %t && %t | FileCheck %s
// RUN: %ompcc -O2 %s -o %t && %t | FileCheck %s
// Bit-fields where gcc 12 and clang-19 differ; the CHECK lines are clang-19's output.
// _Generic takes its controlling expression after lvalue conversion only (C11 6.5.1.1p2):
// `unsigned u:3` selects unsigned (ompfe promoted it and chose int; gcc takes its own
// bit-field type, the default). As in clang-19, a comma, an assignment or a prefix ++/-- whose
// value is a bit-field's keeps the declared type (sizeof 8 for `unsigned long a:8`) and is
// promoted where used, a postfix ++ is not, and a bit-field wider than int keeps its declared
// type (x + 1 is 2^40 for `unsigned long long x:40`; gcc wraps it in 40 bits).
#include <stdio.h>

enum E { A, B, C, D };
struct S {
  unsigned long a : 8;
  long b : 8;
  enum E e : 2;
  unsigned u : 3;
  unsigned long ul : 32;
  unsigned long long w : 40;
  long long y : 33;
};
struct S s = {255, -1, D, 7, 0xffffffff, 0xffffffffff, -1};
const struct S cs = {255, -1, D, 7, 0xffffffff, 0xffffffffff, -1};

int main(void) {
  struct S l = s;
  printf("%d %d %d\n", _Generic(s.u, unsigned: 1, int: 2, default: 3), _Generic(+s.u, unsigned: 1, int: 2, default: 3),
         _Generic(s.u + 0, unsigned: 1, int: 2, default: 3));
  // CHECK: 1 2 2
  printf("%d %d %d %d\n", _Generic(s.a, unsigned long: 1, int: 2, default: 3), _Generic(s.e, enum E: 1, int: 2, default: 3),
         _Generic(cs.b, long: 1, int: 2, default: 3), _Generic(s.ul, unsigned long: 1, unsigned: 2, default: 3));
  // CHECK-NEXT: 1 1 1 1
  printf("%d %d %d\n", _Generic((0, s.a), unsigned long: 1, int: 2, default: 3), _Generic(l.u = 1, unsigned: 1, int: 2, default: 3),
         _Generic(l.a++, unsigned long: 1, int: 2, default: 3));
  // CHECK-NEXT: 1 1 1
  printf("%zu %zu %zu %zu %zu\n", sizeof((0, s.a)), sizeof(l.a = 1), sizeof(l.a++), sizeof(++l.a), sizeof(l.a += 1));
  // CHECK-NEXT: 8 8 8 8 8
  printf("%zu %zu %zu %zu\n", sizeof((0, s.a) + 0), sizeof((l.a = 1) + 0), sizeof(l.a++ + 0), sizeof(++l.a + 0));
  // CHECK-NEXT: 4 4 8 4
  l = s;
  printf("%d\n", (0, s.a) - 256 < 0);
  printf("%d\n", (l.a = 255) - 256 < 0);
  printf("%d\n", (++l.b) - 1 < 1u);
  printf("%d\n", l.a++ - 256 < 0);
  printf("%d %d\n", (l.a = 256) + 0, (l.u = 9) + 0);
  // CHECK-NEXT: 1
  // CHECK-NEXT: 1
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0
  // CHECK-NEXT: 0 1
  printf("%llu %lld %zu %zu %zu\n", (unsigned long long)(s.w + 1), (long long)(s.y - 1), sizeof(s.w + 0), sizeof(s.y + 0), sizeof(+s.w));
  // CHECK-NEXT: 1099511627776 -2 8 8 8
  l = s;
  l.w += 2;
  l.y = 1;
  l.y <<= 31; /* in long long: 2^31 fits 33 bits */
  printf("%llu %lld %d\n", (unsigned long long)l.w, (long long)l.y, s.w < 0);
  // CHECK-NEXT: 1 2147483648 0
  return 0;
}
