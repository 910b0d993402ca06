// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %t.ompcc | FileCheck %s
// RUN: %cmp-gcc %s %t2 -fopenmp -O2
// RUN: %t2.ompcc | FileCheck %s
// lastprivate(conditional:) of complex variables, scalars in C (C11 6.2.5p21): ompfe refused
// them ("expected list item of scalar type"). gcc-12 as here; clang-19's build leaves garbage in
// a variable that no iteration assigned (the last line).
// CHECK: cf=94 cd=90 2 cl=92 untouched 5
#include <stdio.h>
int main(void) {
  _Complex float cf = 0;
  _Complex double cd = 5;
  _Complex long double cl = 1;
  #pragma omp parallel for lastprivate(conditional: cf, cd) num_threads(4)
  for (int i = 0; i < 100; i++) {
    if (i % 7 == 3) cf = i * 1.0fi;
    if (i % 11 == 2) cd = i + 2.0i;
  }
  printf("cf=%g cd=%g %g ", __imag__ cf, __real__ cd, __imag__ cd);
  #pragma omp simd lastprivate(conditional: cl)
  for (int i = 0; i < 100; i++)
    if (i % 13 == 1) cl = i * 1.0il;
  printf("cl=%Lg ", __imag__ cl);
  cd = 5;
  #pragma omp parallel for lastprivate(conditional: cd) num_threads(4)
  for (int i = 0; i < 100; i++)
    if (i > 200) cd = 1;
  printf("untouched %g\n", __real__ cd);
  return 0;
}
