// RUN: %cmp-gcc %s %t -fopenmp -Wl,--no-as-needed -latomic
// RUN: %cmp-gcc %s %t -fopenmp -O2 -Wl,--no-as-needed -latomic
// RUN: %t.ompcc | FileCheck %s
// _Atomic long double, as gcc-12 (and clang-19) take it: 16 bytes aligned to 16, its loads,
// stores and compare-exchanges on all 16 bytes (libatomic's, as gcc's), so that += and ++
// from 4 threads lose nothing, and stdatomic.h's load, store, exchange and compare-exchange.
// ompfe refused the type ("_Atomic 'long double' is not supported").
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>

_Atomic long double total = 1.5L;
struct holder { char c; _Atomic long double x; } h = {1, 2.0L};

int main(void) {
  printf("size %zu align %zu offset %zu\n", sizeof total, _Alignof(_Atomic long double),
         __builtin_offsetof(struct holder, x));
  int team = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    team = omp_get_num_threads();
    for (int i = 0; i < 1000; i++) {
      total += 0.25L;
      h.x++;
    }
  }
  printf("team %d total %Lg h.x %Lg\n", team, total, h.x);
  total -= 0.5L;
  total *= 3;
  total /= 2;
  long double before = total--;
  printf("%Lg %Lg\n", before, total);
  long double expected = 5.5L;
  int swapped = atomic_compare_exchange_strong(&total, &expected, 10.0L);
  printf("cas %d %Lg %Lg\n", swapped, expected, total);
  expected = total;
  swapped = atomic_compare_exchange_strong(&total, &expected, 1e4000L);
  printf("cas %d %Lg %Lg\n", swapped, expected, total);
  atomic_store(&total, -3.0L);
  long double old = atomic_exchange(&total, 7.0L);
  printf("%Lg %Lg %Lg\n", old, atomic_load(&total), total);
  _Atomic long double local = 2;
  local += 1;
  local = local * local;
  int i = 3;
  local += i;
  printf("%Lg %d\n", local, local > 11.5L);
  return 0;
}
// CHECK: size 16 align 16 offset 16
// CHECK-NEXT: team 4 total 1001.5 h.x 4002
// CHECK-NEXT: 1501.5 1500.5
// CHECK-NEXT: cas 0 1500.5 1500.5
// CHECK-NEXT: cas 1 1500.5 1e+4000
// CHECK-NEXT: -3 7 7
// CHECK-NEXT: 12 1
