// RUN: %cmp-gcc %s %t -fopenmp -Wl,--no-as-needed -latomic
// RUN: %cmp-gcc %s %t -fopenmp -O2 -Wl,--no-as-needed -latomic
// The _Atomic qualifier and _Atomic(T) specifier (C11 6.7.2.4, 6.7.3): loads and stores of
// an atomic object are sequentially consistent, and ++, --, and compound assignment are one
// atomic read-modify-write each, so 4 threads updating the same objects without any lock or
// OpenMP atomic lose nothing. Also: every compound operator, pointers, floating types, narrow
// types wrapping as C says, _Bool, `_Atomic (` as a specifier versus the qualifier, sizes.
#include <omp.h>
#include <stdio.h>
_Atomic int counter;
_Atomic(long) total = 5;
_Atomic double dsum;
_Atomic unsigned char wraps;
int main(void) {
  int team = 0;
  int arr[8] = {0};
  int *_Atomic cursor = arr;
#pragma omp parallel num_threads(4)
  {
#pragma omp single
    team = omp_get_num_threads();
    for (int i = 0; i < 20000; i++) {
      counter++;
      total += i % 3;
      dsum += 0.5;
      --wraps;
    }
    int *slot = cursor++; /* each thread gets its own element */
    *slot = omp_get_thread_num() + 1;
  }
  int seen = 0;
  for (int k = 0; k < 4; k++) seen |= 1 << (arr[k] - 1);
  printf("team=%d counter=%d total=%ld dsum=%g wraps=%d cursor_moved=%ld threads_seen=%x\n", team, counter, total, dsum,
         wraps, (long)(cursor - arr), seen);

  _Atomic int a = 7;
  a *= 3;
  a /= 2;
  a %= 4;
  a <<= 5;
  a >>= 1;
  a |= 0x100;
  a &= 0x1f0;
  a ^= 0x55;
  a -= 1000;
  int post = a++, pre = ++a, down = a--;
  printf("a=%d post=%d pre=%d down=%d\n", a, post, pre, down);
  _Atomic char c = 127;
  c++;
  _Atomic _Bool b = 0;
  b++;
  _Atomic float f = 1.5f;
  f *= 4;
  f -= 0.25f;
  _Atomic unsigned long long big = 1;
  big <<= 63;
  big += big;
  printf("c=%d b=%d f=%g big=%llu\n", c, b, f, big);
  double d = dsum; /* an atomic load into a plain double */
  _Atomic(int *) p = &arr[2];
  p += 1;
  long diff = p - arr;
  printf("d=%g p_is_arr3=%d diff=%ld sizes=%zu %zu %zu align=%zu\n", d, p == &arr[3], diff, sizeof(_Atomic char), sizeof counter,
         sizeof(_Atomic(double)), _Alignof(_Atomic long));
  return 0;
}
