/* Built by the other compiler of test/c/transparent_union.c: the callees of its transparent
 * union parameters. */
#include "transparent_union_other.h"

long deref(any_ptr p) { return p.lp ? *p.lp : -1; }
double wide_double(union wide w) { return w.d; }
long take(int a, union wide w, double x, union wide v) { return a + w.l + (long)x + (long)v.u; }
