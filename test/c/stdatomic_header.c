// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-gcc %s %t -fopenmp -O2
// C11's <stdatomic.h> as gcc 12 ships it: the atomic_* typedefs (_Atomic types, atomic_flag
// an _Atomic structure), its macros built on __auto_type, statement expressions and the
// __atomic built-ins, used by 4 threads at once: every update must count.
#include <omp.h>
#include <stdatomic.h>
#include <stdio.h>
atomic_int hits = ATOMIC_VAR_INIT(0);
atomic_long total;
atomic_flag lock = ATOMIC_FLAG_INIT;
int guarded; /* only touched under `lock` */
int main(void) {
  atomic_init(&total, 10);
  int team = 0;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    team = omp_get_num_threads();
    for (int i = 0; i < 5000; i++) {
      atomic_fetch_add(&hits, 1);
      atomic_fetch_add_explicit(&total, i % 7, memory_order_relaxed);
      while (atomic_flag_test_and_set(&lock)) {
      }
      guarded++;
      atomic_flag_clear(&lock);
    }
  }
  int expected = 20000;
  _Bool swapped = atomic_compare_exchange_strong(&hits, &expected, 1);
  int old = atomic_exchange(&hits, 7);
  __auto_type copy = atomic_load(&total);
  atomic_store(&total, copy + 1);
  printf("team=%d swapped=%d old=%d hits=%d total=%ld guarded=%d lock_free=%d\n", team, swapped, old, atomic_load(&hits),
         atomic_load(&total), guarded, atomic_is_lock_free(&total));
  return 0;
}
