/* The transparent unions of test/c/transparent_union.c and Inputs/transparent_union_other.c. */
typedef union { int *ip; const long *lp; void *vp; } __attribute__((transparent_union)) any_ptr;
/* members of one size: the union is passed in an integer register as its first member is, even
 * when it holds the double */
union __attribute__((__transparent_union__)) wide { long l; double d; unsigned long u; };

long deref(any_ptr p);
double wide_double(union wide w);
long take(int a, union wide w, double x, union wide v);
