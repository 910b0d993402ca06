// RUN: %cmp-clang %s %t
// Globals mapped explicitly (scalar, array, struct, static) with to/from/tofrom; unlisted global scalar firstprivate.
#include <stdio.h>

int gcount = 5;
double gvals[4] = {1.0, 2.0, 3.0, 4.0};
struct { int lo, hi; } grange = {2, 9};
static int gstatic = 70;
int gresult;
int gplain = 3;

int main(void) {
  #pragma omp target map(tofrom: gcount, gvals)
  {
    gcount += 1;
    for (int i = 0; i < 4; i++)
      gvals[i] *= gcount;
  }
  printf("gcount=%d gvals=%.1f %.1f %.1f %.1f\n", gcount, gvals[0], gvals[1], gvals[2], gvals[3]);

  #pragma omp target map(to: grange, gstatic) map(from: gresult)
  {
    gresult = grange.hi - grange.lo + gstatic;
    gstatic = 0;          /* to only: not copied back */
    grange.lo = -1;
  }
  printf("gresult=%d gstatic=%d grange.lo=%d\n", gresult, gstatic, grange.lo);

  /* gplain is not in a map clause: firstprivate, the write stays inside */
  #pragma omp target map(tofrom: gcount)
  {
    gcount = gcount + gplain;
    gplain = 1000;
  }
  printf("gcount=%d gplain=%d\n", gcount, gplain);

  /* a global array referenced without a clause is mapped tofrom */
  #pragma omp target
  { gvals[0] = -gvals[0]; }
  printf("gvals[0]=%.1f\n", gvals[0]);
  return 0;
}
