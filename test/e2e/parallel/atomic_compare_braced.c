// RUN: %cmp-clang %s %t
// RUN: %cmp-clang %s %t.dev -DON_DEVICE
// Covers: atomic compare whose conditional update stands braced alone, `{ x = x < e ? e : x; }`
// and `{ if (e < x) { x = e; } }`, and compare capture's
// `{ if (x == e) { x = d; } else { v = x; } }`, which clang-19 takes as the statement inside
// (OpenMP 5.2 §15.8.4 writes them unbraced). ompfe refused each ("the statement for '#pragma omp
// atomic compare' must be of the form ..."). A team of 4 runs them on the host and, with
// ON_DEVICE, in a target region on the x86_64 device; a claim counter moved only by successful
// compares ends equal to the number of successes (slot's final value).
#include <omp.h>
#include <stdio.h>

int main(void) {
  int mx = -1000, mn = 1000, slot = 0, claims = 0, fails = 0, team = 0;
#ifdef ON_DEVICE
#pragma omp target map(tofrom: mx, mn, slot, claims, fails, team)
#endif
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    team = omp_get_num_threads() > 1;
#pragma omp for
    for (int i = 0; i < 400; i++) {
      int val = (i * 37) % 401 - 200, seen = -1;
#pragma omp atomic compare
      { mx = mx < val ? val : mx; }
#pragma omp atomic compare
      { if (val < mn) { mn = val; } }
#pragma omp atomic compare capture
      { if (slot == i % 8) { slot = i % 8 + 1; } else { seen = slot; } }
      if (seen < 0) {
#pragma omp atomic
        claims++;
      } else {
#pragma omp atomic
        fails++;
      }
    }
  }
  /* each success moves slot up by one from 0: the successes are slot's final value */
  printf("team=%d mx=%d mn=%d claims==slot:%d claims+fails=%d\n", team, mx, mn, claims == slot, claims + fails);
  return 0;
}
