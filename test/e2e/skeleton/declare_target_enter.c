// RUN: %cmp-clang %s %t -fopenmp-version=52
// Covers: OpenMP 5.2 'declare target enter(list)' on globals and functions (clang-19 needs -fopenmp-version=52).
int printf(const char *, ...);

int gval = 3;
double gvec[3] = {1.0, 2.0, 4.0};
double dot(double *a, double *b, int n) {
  double s = 0;
  int i;
  for (i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
#pragma omp declare target enter(gval, gvec) enter(dot)

int inc(int x);
#pragma omp declare target enter(inc)
int inc(int x) { return x + gval; }

int main(void) {
  double d = 0;
  int v = 0;
#pragma omp target map(from: d, v)
  {
    d = dot(gvec, gvec, 3);
    gval = 10;
    v = inc(1);
  }
  printf("device: d=%.1f v=%d\n", d, v);
  printf("host: gval=%d inc=%d dot=%.1f\n", gval, inc(1), dot(gvec, gvec, 2));
  return 0;
}
