// RUN: %ompcc -fopenmp -O0 %s -o %t.O0 -lm && %t.O0 | FileCheck %s
// RUN: %ompcc -fopenmp -O2 %s -o %t.O2 -lm && %t.O2 | FileCheck %s
// Covers: atomic compare on double and float where the C comparison and the bits disagree:
// +0.0 == -0.0 is true, NaN == NaN false, NaN < e and e < NaN false. OpenMP 5.2 §15.8.4 makes the
// comparison the expression as written, and ompfe's result is the plain C statement's for every
// x and e below. The other compilers differ (checked by hand; not compared here): clang-19
// makes the min and max forms atomicrmw fmin/fmax (maxnum: NaN in x gives e, `x = x < e ? e : x`
// with x=NaN, e=1 stores 1) and the equality a cmpxchg of the bits (x=+0.0, e=-0.0 keeps x);
// gcc-12 also compares the bits for == and gets the zeros and NaNs of < and > otherwise too. A
// team of 4 then runs the max form on the same variable: -0.0 stays (no zero replaces the
// other, no NaN is taken).
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <string.h>

static int same_bits(double a, double b) { return memcmp(&a, &b, sizeof a) == 0; }
static int same_bits_f(float a, float b) { return memcmp(&a, &b, sizeof a) == 0; }

int main(void) {
  const double vals[] = {0.0, -0.0, 1.0, -1.0, NAN, -NAN, INFINITY, -INFINITY};
  const int n = sizeof vals / sizeof *vals;
  int checked = 0, wrong = 0;
  for (int a = 0; a < n; a++)
    for (int b = 0; b < n; b++) {
      const double x0 = vals[a], e = vals[b], d = 42.0;
      double x, v = 7.0, want;
      x = x0;
#pragma omp atomic compare
      x = x < e ? e : x;
      want = x0 < e ? e : x0;
      wrong += !same_bits(x, want);
      x = x0;
#pragma omp atomic compare
      x = x > e ? e : x;
      want = x0 > e ? e : x0;
      wrong += !same_bits(x, want);
      x = x0;
#pragma omp atomic compare
      if (e < x) { x = e; }
      want = e < x0 ? e : x0;
      wrong += !same_bits(x, want);
      x = x0;
#pragma omp atomic compare
      if (x == e) { x = d; }
      want = x0 == e ? d : x0;
      wrong += !same_bits(x, want);
      x = x0;
#pragma omp atomic compare capture
      {
        v = x;
        if (x < e) { x = e; }
      }
      wrong += !same_bits(v, x0) || !same_bits(x, x0 < e ? e : x0);
      x = x0, v = 7.0;
#pragma omp atomic compare capture
      if (x == e) { x = d; } else { v = x; }
      wrong += !same_bits(x, x0 == e ? d : x0) || !same_bits(v, x0 == e ? 7.0 : x0);
      float xf = (float)x0, ef = (float)e, wantf;
#pragma omp atomic compare
      xf = xf < ef ? ef : xf;
      wantf = (float)x0 < ef ? ef : (float)x0;
      wrong += !same_bits_f(xf, wantf);
      xf = (float)x0;
#pragma omp atomic compare
      if (xf == ef) { xf = 7.0f; }
      wantf = (float)x0 == ef ? 7.0f : (float)x0;
      wrong += !same_bits_f(xf, wantf);
      checked += 8;
    }
  printf("%d atomic compares on zeros, NaNs and infinities, %d differ from the C statement\n", checked, wrong);
  // CHECK: 512 atomic compares on zeros, NaNs and infinities, 0 differ from the C statement

  double m = -0.0;
  int threads = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    threads = omp_get_num_threads();
    for (int i = 0; i < 1000; i++) {
      double e = vals[(i + omp_get_thread_num()) % n];
      if (e > 0) e = -e; /* zeros, NaNs and negative numbers only */
#pragma omp atomic compare
      m = m < e ? e : m;
    }
  }
  printf("team of %d: max stays -0.0: %s\n", threads, same_bits(m, -0.0) ? "yes" : "no");
  // CHECK: team of 4: max stays -0.0: yes
  return 0;
}
