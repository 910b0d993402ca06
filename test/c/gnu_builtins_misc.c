// RUN: %cmp-gcc %s %t
// GCC builtins that headers and user code rely on: __builtin_expect, __builtin_offsetof, __alignof__, __builtin_types_compatible_p.
#include <stdio.h>

struct rec {
  char c;
  long l;
  int arr[3];
};

#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)

int main(void) {
  int hits = 0;
  for (int i = 0; i < 100; i++) {
    if (likely(i % 10))
      hits++;
    if (unlikely(i == 57))
      printf("rare at %d\n", i);
  }
  printf("hits=%d\n", hits);
  long e = __builtin_expect(42L, 0L);
  printf("expect value=%ld\n", e);
  printf("offsetof l=%zu arr[2]=%zu\n", __builtin_offsetof(struct rec, l), __builtin_offsetof(struct rec, arr[2]));
  printf("alignof: %zu %zu %zu\n", __alignof__(char), __alignof__(long), __alignof__(struct rec));
  printf("compatible: %d %d %d\n", __builtin_types_compatible_p(int, int), __builtin_types_compatible_p(int, long),
         __builtin_types_compatible_p(const int, int));
  return 0;
}
