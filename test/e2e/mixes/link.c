// RUN: %cmp-mix %s %t
// Covers (mixed host/device compilers): 'declare target link' globals used implicitly and mapped
// explicitly, and read from a declare-target function.
int printf(const char *, ...);

int glink = 3;
double gvec[4] = {1.0, 2.0, 3.0, 4.0};
#pragma omp declare target link(glink, gvec)

#pragma omp declare target
double weighted(int i) { return gvec[i] * glink; }
#pragma omp end declare target

int main(void) {
#pragma omp target
  {
    glink = glink + 2;
    gvec[0] = -1.0;
  }
  printf("implicit: glink=%d gvec[0]=%.1f\n", glink, gvec[0]);
  double s = 0;
#pragma omp target map(to: glink, gvec) map(tofrom: s)
  {
    int i;
    for (i = 0; i < 4; i++)
      s += weighted(i);
    glink = 0; // map(to:): not copied back
  }
  printf("explicit: s=%.1f glink=%d\n", s, glink);
  return 0;
}
