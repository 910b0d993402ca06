// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// Covers: threads that write a bit-field and the members beside it at the same time, with
// atomic constructs and with volatile accesses. C11 §3.14 makes a bit-field and an adjacent
// member that is not one separate memory locations, so neither is a data race. ompfe read and
// wrote `a` (and `b`) through the whole int around it, which holds `c` and `s` (and `d`) too: a
// thread's write of `a` put back the value `s` had before another thread's update of it, and
// the updates were lost (7 of 20 runs of the atomic loop here lost some). They now touch the
// bit-fields' own bytes only (test/frontend/bitfield-access-units.c checks the accesses).
#include <omp.h>
#include <stdio.h>

struct S {
  char c;
  int a : 4;
  short s;
  int b : 20;
  char d;
};

static struct S atomics;
static volatile struct S plain;

int main(void) {
  enum { N = 1000000 };
  int lost_atomic = 0, lost_plain = 0, team = 0;
  for (int rep = 0; rep < 10; rep++) {
    atomics = (struct S){0, 0, 0, 0, 0};
#pragma omp parallel num_threads(2) reduction(max : team)
    {
      team = omp_get_num_threads();
      if (omp_get_thread_num() == 0) {
        for (int i = 0; i < N; i++) {
#pragma omp atomic
          atomics.s += 1;
#pragma omp atomic
          atomics.d ^= 1;
        }
      } else {
        for (int i = 0; i < N; i++) {
#pragma omp atomic
          atomics.a += 1;
#pragma omp atomic
          atomics.b -= 1;
        }
      }
    }
    lost_atomic += atomics.s != (short)N || atomics.d != 0 || atomics.c != 0;
    plain.c = 0, plain.a = 0, plain.s = 0, plain.b = 0, plain.d = 0;
#pragma omp parallel num_threads(2)
    {
      if (omp_get_thread_num() == 0) {
        for (int i = 0; i < N; i++) {
          plain.c = (char)(plain.c + 1);
          plain.s = (short)(plain.s + 1);
        }
      } else {
        for (int i = 0; i < N; i++) {
          plain.a = plain.a + 1;
          plain.b = plain.b - 1;
        }
      }
    }
    lost_plain += plain.c != (char)N || plain.s != (short)N || plain.d != 0;
  }
  printf("team of %d\n", team);
  printf("atomic updates of s and d lost in %d runs; a=%d b=%d\n", lost_atomic, atomics.a, atomics.b);
  printf("volatile writes of c and s lost in %d runs; a=%d b=%d\n", lost_plain, plain.a, plain.b);
  return 0;
}
