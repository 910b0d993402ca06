// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-gcc %s %t -fopenmp -O2
// Complex variables used, not named, in host OpenMP regions, compared with gcc -fopenmp: shared
// by a parallel region (updated under critical) and firstprivate by default in a task (its
// copy changes, the original does not); a complex array element written in a worksharing loop.
#include <complex.h>
#include <stdio.h>

int main(void) {
  double _Complex z = 1.0 + 2.0i, out[8];
  float _Complex f = 1.0f;
  #pragma omp parallel num_threads(4)
  {
    #pragma omp critical
    { z += 1.0i; f *= 2.0f; }
    #pragma omp for
    for (int i = 0; i < 8; i++) out[i] = i * (1.0 - 1.0i) * (2.0 + 0.5i);
  }
  double _Complex seen = 0, *where = &seen; /* (naming seen in shared() is an error) */
  #pragma omp task
  { z *= 2; *where = z; }
  #pragma omp taskwait
  printf("z %g %g f %g %g seen %g %g\n", creal(z), cimag(z), crealf(f), cimagf(f), creal(seen), cimag(seen));
  for (int i = 0; i < 8; i++) printf("out[%d] %g %g\n", i, creal(out[i]), cimag(out[i]));
  return 0;
}
