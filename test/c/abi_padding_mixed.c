// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_padding_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/abi_padding_other.c -O2
// A structure of at most 16 bytes whose second eightbyte is only padding (aligned(16) on a
// 4- or 8-byte structure) travels in one register: SysV's NO_CLASS eightbyte passes nothing.
// ompfe passed an SSE register for it too, so every floating argument after it was read from
// the wrong register by gcc's and clang's functions (a silent wrong result).
#include <stdio.h>

struct a16 { int q; } __attribute__((aligned(16)));
struct d16 { double d; } __attribute__((aligned(16)));
struct c12 { char c[12]; } __attribute__((aligned(16)));
struct s6 { short s[3]; } __attribute__((aligned(16)));

double o_a16(struct a16 a, double x, double y);
double o_d16(struct d16 a, double x, int k);
struct a16 o_ret(int k, double x);
double o_c12(struct c12 c, double x);
double o_s6(struct s6 v, double x);

int main(void) {
  printf("a16 %g\n", o_a16((struct a16){3}, 4.5, 0.25));
  printf("d16 %g\n", o_d16((struct d16){1.5}, 2, 7));
  printf("ret %d\n", o_ret(40, 2.5).q);
  struct c12 c = {{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}};
  printf("c12 %g\n", o_c12(c, 0.5));
  printf("s6 %g\n", o_s6((struct s6){{1, 2, 3}}, 0.5));
  return 0;
}
