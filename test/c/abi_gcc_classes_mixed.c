// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_gcc_classes_other.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_gcc_classes_other.c -O2
// Structures and unions whose SysV classes gcc 12 decides by rules ompfe did not follow
// (found by scripts/abi-diff.py; each passed a value in other registers than gcc's code reads):
// a union's bit-field is classified as the integer mode of its width, zero-width ones too
// (union zw is INTEGER, not SSE: clang-19 skips the `int : 0` and disagrees with gcc; union nb
// is INTEGER, SSE); only scalars are checked for alignment, never the aggregates around them
// (struct pu has a union aligned to 8 at offset 4 whose bit-fields are bytes: one register;
// struct pa an aligned(8) structure at offset 4 whose int is aligned: one register); an array
// is classified by its first element, repeated (struct arr: INTEGER, INTEGER, though the second
// element's float is misaligned). A union bit-field of 40 bits at offset 4 is misaligned:
// memory (struct pb).
#include <stdio.h>
#include "abi_gcc_classes.h"
double f_zw(union zw a, float x, union zw b);
union zw r_zw(float x);
double f_nb(union nb a, double x, long k);
long f_pu(struct pu a, long x, struct pu b, long y);
struct pu r_pu(unsigned k);
double f_arr(struct arr a, double x, long k);
long f_pa(struct pa a, long x);
long f_pb(struct pb a, long x);
int main(void) {
  union zw z1 = {1.5f}, z2 = {2.25f};
  printf("zw %g %g\n", f_zw(z1, 3.5f, z2), r_zw(4.5f).f);
  union nb n = {{1.25, 2.5}};
  printf("nb %g\n", f_nb(n, 3.75, 9));
  struct pu p1 = {7, {1}}, p2 = {8, {0}};
  printf("pu %ld %u %d\n", f_pu(p1, 100, p2, 200), r_pu(9).k, r_pu(9).u.a);
  struct arr ar = {{{1.5f, 'a'}, {2.5f, 'b'}}};
  printf("arr %g\n", f_arr(ar, 0.5, 3));
  struct pa pa = {4, {5}};
  printf("pa %ld\n", f_pa(pa, 6));
  struct pb pb = {4, {0.0}};
  pb.u.b = 123456789012;
  printf("pb %ld\n", f_pb(pb, 6));
  return 0;
}
