/* The other half of abi_gcc_classes_mixed.c. */
#include "abi_gcc_classes.h"
double f_zw(union zw a, float x, union zw b) { return a.f * 100 + x * 10 + b.f; }
union zw r_zw(float x) { union zw r = {x * 2}; return r; }
double f_nb(union nb a, double x, long k) { return a.d[0] * 1000 + a.d[1] * 100 + x * 10 + k; }
long f_pu(struct pu a, long x, struct pu b, long y) { return a.k * 1000 + a.u.a * 100 + b.k * 10 + b.u.a + x + y; }
struct pu r_pu(unsigned k) { struct pu r = {k * 3, {1}}; return r; }
double f_arr(struct arr a, double x, long k) { return a.a[0].f * 1000 + a.a[1].f * 100 + a.a[0].c + a.a[1].c + x + k; }
long f_pa(struct pa a, long x) { return a.k * 100 + a.a.x * 10 + x; }
long f_pb(struct pb a, long x) { return a.k * 100 + (long)a.u.b * 10 + x; }
