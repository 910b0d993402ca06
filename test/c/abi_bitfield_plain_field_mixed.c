// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_bitfield_plain_field_other.c
// RUN: %cmp-gcc %s %t -I%S/Inputs --mixed %S/Inputs/abi_bitfield_plain_field_other.c -O2
// A bit-field 16, 32 or 64 bits wide at a position aligned to its width (and not packed) is an
// ordinary field to gcc-12, so its alignment counts: a packed structure holding its record at
// an odd offset is MEMORY, passed on the stack and returned through a hidden pointer (clang-19
// agrees). ompfe passed struct pa, pt and pw in registers (found by scripts/abi-diff.py
// --partner clang: the gcc+clang programs crashed in the callee). A 15-bit or packed bit-field
// stays a bit-field: struct pe, pp and pq travel in a register (pq's record is packed by an
// attribute after its braces, which ompfe's classification missed).
#include <stdio.h>
#include "abi_bitfield_plain_field.h"
long f_pa(struct pa a, long x);
struct pa r_pa(int k);
long f_pt(struct pt a, long x);
struct pt r_pt(int k);
long f_pw(struct pw a, long x);
struct pw r_pw(int k);
long f_pe(struct pe a, long x);
long f_pp(struct pp a, long x);
long f_pq(struct pq a, long x);
int main(void) {
  struct pa a = {3, {4567}};
  struct pa ra = r_pa(11);
  printf("pa %ld %d %u\n", f_pa(a, 8), ra.c, ra.h.m);
  struct pt t = {5, {6, 7, 8901}};
  struct pt rt = r_pt(12);
  printf("pt %ld %d %u %u %u\n", f_pt(t, 9), rt.c, rt.q.x, rt.q.y, rt.q.z);
  struct pw w = {4, {123456789}};
  struct pw rw = r_pw(13);
  printf("pw %ld %d %lld\n", f_pw(w, 10), rw.c, (long long)rw.w.v);
  struct pe e = {6, {1234}};
  printf("pe %ld\n", f_pe(e, 11));
  struct pp p = {7, {{1, 2}, 321}};
  printf("pp %ld\n", f_pp(p, 12));
  struct pq q = {8, {4321, 9}};
  printf("pq %ld\n", f_pq(q, 13));
  return 0;
}
