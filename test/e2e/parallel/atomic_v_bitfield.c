// RUN: %cmp-gcc %s %t -fopenmp -DR_BITFIELD
// RUN: %cmp-clang %s %t
// The v of an atomic read or capture, and the r of a compare capture, may be bit-fields: each
// takes its own bits (truncated), its neighbours in the unit kept. They were stored as a whole
// int at the unit's address (lo=3 v=2 hi=1 where gcc-12 and clang-19 print lo=5 v=3 hi=9).
// 4 threads, each with its own record, race on the shared x. R_BITFIELD adds the bit-field r,
// which clang-19 gets wrong (all ones over the unit): compared with gcc-12 only.
#include <omp.h>
#include <stdio.h>
struct S { unsigned lo : 4, v : 4, hi : 8; int r : 2, tail : 6; };
int main(void) {
  int x = 0x123, counter = 0, bad = 0, team = 0;
#pragma omp parallel num_threads(4) reduction(+ : bad)
  {
#pragma omp single
    team = omp_get_num_threads();
    for (int i = 0; i < 1000; i++) {
      struct S s = {5, 0, 9, 0, 31};
#pragma omp atomic read
      s.v = x;
      bad += s.lo != 5 || s.v != 3 || s.hi != 9 || s.tail != 31;
#pragma omp atomic capture
      s.hi = ++counter;
      bad += s.lo != 5 || s.v != 3 || s.tail != 31;
#pragma omp atomic capture
      { s.v = counter; counter += 2; }
      bad += s.lo != 5 || s.tail != 31;
#ifdef R_BITFIELD
#pragma omp atomic compare capture
      { s.r = x == 0x123; if (s.r) { x = 0x123; } }
      bad += s.lo != 5 || s.tail != 31 || s.r != 1;
#endif
    }
  }
  struct S last = {5, 0, 9, 0, 31};
#pragma omp atomic read
  last.v = x;
  printf("team %d counter %d bad %d lo=%u v=%u hi=%u tail=%d\n", team, counter, bad, last.lo, last.v, last.hi, last.tail);
  return 0;
}
