// RUN: %cmp-clang %s %t
// target enter/exit data: to and alloc on entry, from/release/delete on exit, data kept mapped across functions.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static double *field;
static int nfield;

static void setup(int n) {
  nfield = n;
  field = malloc(n * sizeof *field);
  for (int i = 0; i < n; i++)
    field[i] = i;
  #pragma omp target enter data map(to: field[0:n], nfield)
}

static void step(double f) {
  #pragma omp target map(to: f)
  {
    for (int i = 0; i < nfield; i++)
      field[i] = field[i] * f + 1.0;
  }
}

static void teardown(void) {
  #pragma omp target exit data map(from: field[0:nfield]) map(release: nfield)
}

int main(void) {
  int dev = omp_get_default_device();
  setup(5);
  printf("mapped=%d\n", omp_target_is_present(field, dev) != 0);
  step(2.0);
  step(0.5);
  printf("host field before exit: %.2f %.2f\n", field[0], field[4]);
  teardown();
  printf("field:");
  for (int i = 0; i < 5; i++)
    printf(" %.2f", field[i]);
  printf("\nmapped=%d\n", omp_target_is_present(field, dev) != 0);

  /* alloc on entry, from on exit */
  int w[3] = {7, 7, 7};
  #pragma omp target enter data map(alloc: w)
  #pragma omp target
  { w[0] = 1; w[1] = 2; w[2] = 3; }
  printf("w before exit: %d %d %d\n", w[0], w[1], w[2]);
  #pragma omp target exit data map(from: w)
  printf("w after exit from: %d %d %d\n", w[0], w[1], w[2]);

  /* to on entry, delete on exit: device changes are dropped */
  #pragma omp target enter data map(to: w)
  #pragma omp target
  { w[1] = 200; }
  #pragma omp target exit data map(delete: w)
  printf("w after delete: %d %d %d present=%d\n", w[0], w[1], w[2], omp_target_is_present(w, dev) != 0);
  free(field);
  return 0;
}
