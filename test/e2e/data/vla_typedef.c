// RUN: %cmp-clang %s %t
// Covers: objects and sizeof of a VLA typedef declared outside the region, in target, teams,
// parallel and task regions: the region reads the length evaluated at the typedef, not the
// variable it was computed from, which changed since.
#include <stdio.h>

int main(void) {
  int n = 4;
  typedef double vec[n];
  typedef vec mat[n + 1];
  n = 1000;

  size_t s1 = 0, s2 = 0, s3 = 0;
  double corner = 0;
#pragma omp target map(from: s1, s2, s3, corner)
  {
    mat m;
    vec *p = &m[1];
    for (int i = 0; i < 5; i++)
      for (int j = 0; j < 4; j++) m[i][j] = i * 10 + j;
    s1 = sizeof(mat);
    s2 = sizeof m + sizeof *p;
    s3 = sizeof(vec[2]);
    corner = m[4][3] + (*p)[3];
  }
  printf("target: %zu %zu %zu %g\n", s1, s2, s3, corner);

  long u = 0;
#pragma omp target teams distribute parallel for reduction(+: u) map(tofrom: u)
  for (int i = 0; i < 8; i++) {
    vec v;
    v[3] = i;
    u += (long)sizeof(v) + (long)sizeof(mat) + (long)v[3];
  }
  printf("teams: %ld\n", u);

  long sums[3] = {0, 0, 0};
#pragma omp parallel for num_threads(3)
  for (int k = 0; k < 3; k++) {
    vec v;
    for (int j = 0; j < 4; j++) v[j] = k + j;
    sums[k] = (long)(sizeof v + v[3]);
  }
  printf("parallel: %ld %ld %ld\n", sums[0], sums[1], sums[2]);

  long res[3] = {0, 0, 0};
#pragma omp parallel num_threads(3)
#pragma omp single
  for (int k = 0; k < 3; k++) {
#pragma omp task firstprivate(k) shared(res)
    {
      vec v;
      v[3] = k;
      res[k] = (long)(sizeof v + v[3]);
    }
  }
  printf("task: %ld %ld %ld\n", res[0], res[1], res[2]);
  return 0;
}
