/* The other half of abi_bitfield_plain_field_mixed.c. */
#include "abi_bitfield_plain_field.h"
long f_pa(struct pa a, long x) { return a.c * 100000 + a.h.m * 10 + x; }
struct pa r_pa(int k) { struct pa r = {(char)k, {(unsigned short)(k * 3)}}; return r; }
long f_pt(struct pt a, long x) { return a.c * 1000000 + a.q.x * 10000 + a.q.y * 100 + a.q.z + x; }
struct pt r_pt(int k) { struct pt r = {(char)k, {1, 2, (unsigned)k * 5}}; return r; }
long f_pw(struct pw a, long x) { return a.c * 1000 + a.w.v + x; }
struct pw r_pw(int k) { struct pw r = {k, {k * 7LL}}; return r; }
long f_pe(struct pe a, long x) { return a.c * 100000 + a.h.m * 10 + x; }
long f_pp(struct pp a, long x) { return a.c * 100000 + a.h.b * 10 + x; }
long f_pq(struct pq a, long x) { return a.c * 1000000 + a.h.m * 100 + a.h.e * 10 + x; }
