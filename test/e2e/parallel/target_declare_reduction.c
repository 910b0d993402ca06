// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// Covers: declare reduction in target regions on the offload device: the combiner and the
// initializer (functions the device module must keep, with the static function the combiner
// calls) for target teams distribute parallel for, target parallel for, target teams and a
// reduction over an array of a structure type; several types in one directive.
#include <stdio.h>

typedef struct { double re, im; } cplx;
static cplx cadd(cplx a, cplx b) {
  cplx r = {a.re + b.re, a.im + b.im};
  return r;
}
#pragma omp declare reduction(csum : cplx : omp_out = cadd(omp_out, omp_in)) initializer(omp_priv = (cplx){0, 0})
#pragma omp declare reduction(least : int, float : omp_out = omp_in < omp_out ? omp_in : omp_out) initializer(omp_priv = 1 << 20)
#pragma omp declare reduction(ors : unsigned long : omp_out |= omp_in)

int main(void) {
  cplx z = {1, 1};
  int lo = 500;
  float flo = 900.0f;
#pragma omp target teams distribute parallel for num_teams(2) num_threads(4) reduction(csum : z) reduction(least : lo, flo)
  for (int i = 0; i < 1000; i++) {
    cplx w = {i, -2 * i};
    z = cadd(z, w);
    if ((i * 13) % 997 + 3 < lo) lo = (i * 13) % 997 + 3;
    if (i + 0.5f < flo) flo = i + 0.5f;
  }
  printf("teams distribute parallel for: %.1f %.1f %d %.1f\n", z.re, z.im, lo, flo);

  unsigned long bits = 0;
  cplx per[3] = {{0, 0}, {0, 0}, {0, 0}};
#pragma omp target parallel for num_threads(4) reduction(ors : bits) reduction(csum : per)
  for (int i = 0; i < 60; i++) {
    bits |= 1ul << (i % 40);
    cplx w = {1, i};
    per[i % 3] = cadd(per[i % 3], w);
  }
  printf("parallel for: %lx %.1f %.1f %.1f %.1f\n", bits, per[0].re, per[0].im, per[2].re, per[2].im);

  int teams_lo = 77;
#pragma omp target teams num_teams(3) reduction(least : teams_lo)
  {
    int me = 40 + 2;
    if (me < teams_lo) teams_lo = me;
  }
  printf("teams: %d\n", teams_lo);
  return 0;
}
