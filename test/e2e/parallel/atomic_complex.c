// RUN: %cmp-clang %s %t -latomic
// RUN: %cmp-clang %s %t -O2 -latomic
// Covers: `#pragma omp atomic` on complex objects (update, capture, read, write; float and
// double), on the host and in a target region on the x86_64 device, as clang-19 runs them
// (it calls libatomic, hence -latomic for its build; gcc-12 refuses them). ompfe refused them;
// it now updates them under the one lock its atomic constructs on types without atomic
// instructions share (long double, _Bool, bit-fields), so every update of a variable is
// atomic with the others. A team really forms: the sum counts every thread's updates.
#include <complex.h>
#include <omp.h>
#include <stdio.h>

int main(void) {
  double _Complex z = 0, v = 0, w;
  float _Complex f = 1.0f + 1.0f * I;
  int threads = 0;
  #pragma omp parallel num_threads(4) reduction(+: threads)
  {
    threads++;
    for (int i = 0; i < 250; i++) {
      #pragma omp atomic
      z += 1.0 + 2.0 * I;
      #pragma omp atomic update
      f = f * (1.0f + 0.0f * I);
    }
  }
  #pragma omp atomic capture
  v = z += 0.5;
  #pragma omp atomic read
  w = z;
  #pragma omp atomic write
  z = w * 2;
  printf("a team: %s\n", threads > 1 ? "yes" : "no");
  printf("z %g %g  v %g %g  w %g %g  f %g %g\n", creal(z), cimag(z), creal(v), cimag(v), creal(w), cimag(w), crealf(f),
         cimagf(f));

  double _Complex d = 0;
  #pragma omp target map(tofrom: d)
  #pragma omp parallel for num_threads(3)
  for (int i = 0; i < 90; i++) {
    #pragma omp atomic
    d -= 1.0 - 1.0 * I;
  }
  printf("device %g %g\n", creal(d), cimag(d));
  return 0;
}
