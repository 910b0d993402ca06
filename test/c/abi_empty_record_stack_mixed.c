// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_empty_record_stack_other.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_empty_record_stack_other.c -O2
// A record gcc-12 counts as empty (its members only unnamed bit-fields and zero-length arrays,
// a GNU extension) still takes an integer register when one is left, but on the stack gcc
// gives it no bytes. ompfe gave it a stack slot, so the stack arguments after it shifted
// (ompcc+gcc printed "u2 108007" for "u2 108071"); found by scripts/abi-diff.py (seed 6029).
// va_arg of one from the stack read 8 bytes there, as gcc's callers leave none.
// Returned, one of more than 16 bytes takes no hidden pointer (ompfe passed one: struct e3).
// clang-19 passes such a record nowhere at all; ompfe follows gcc. struct n1's bit-field is
// named: it is not empty and takes its slot.
#include <stdio.h>
#include "abi_empty_record_stack.h"
long f_u2(union u2 p0, union u2 p1, union u2 p2, _Bool p3, void *p4, union u2 p5, union u2 p6, long p7,
          union u2 p8, union u2 p9, _Bool p10, union u2 p11);
long f_e1(long a, long b, long c, long d, long e, long f, struct e1 x, long g, struct e1 y, long h);
long f_e3(struct e3 x, long a, struct e3 y, long b);
long f_n1(long a, long b, long c, long d, long e, long f, struct n1 x, long g);
long v_e1(int n, ...);
extern long last_e3;
struct e3 r_e3(long a, long b);
int main(void) {
  union u2 u;
  __builtin_memset(&u, 0, sizeof u);
  printf("u2 %ld\n", f_u2(u, u, u, 1, (void *)8, u, u, 7, u, u, 1, u));
  struct e1 e1;
  __builtin_memset(&e1, 0, sizeof e1);
  printf("e1 %ld\n", f_e1(1, 2, 3, 4, 5, 6, e1, 7, e1, 8));
  struct e3 e3;
  __builtin_memset(&e3, 0, sizeof e3);
  printf("e3 %ld\n", f_e3(e3, 4, e3, 5));
  struct n1 n1 = {9};
  printf("n1 %ld\n", f_n1(1, 2, 3, 4, 5, 6, n1, 7));
  printf("v_e1 %ld\n", v_e1(6, 1L, 2L, 3L, 4L, 5L, 6L, e1, 42L, e1, 17L));
  struct e3 r3 = r_e3(3, 4);
  (void)r3;
  printf("r_e3 %ld\n", last_e3);
  printf("sizes %zu %zu %zu %zu\n", sizeof(union u2), sizeof(struct e1), sizeof(struct e3), sizeof(struct n1));
  return 0;
}
