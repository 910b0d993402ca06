// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __builtin_expect of a constant folds whatever the hint is, and gcc-12 and clang-19 then
// never evaluate the hint: ompfe called f() in `__builtin_expect(3, f())` (n was 3, gcc's
// and clang's 0) and refused it in constant expressions. __builtin_strlen of a static const
// char array folds in array sizes, _Static_assert, case labels and static initializers (ompfe:
// "variable length array declaration not allowed at file scope").
#include <stdio.h>

static int n;
static int f(void) { return ++n; }
static const char name[] = "ompfe";
static const char table[32] = "tab";

static char buffer[__builtin_strlen(name) + 1];
static unsigned long lengths[] = {__builtin_strlen(name), __builtin_strlen(table), __builtin_strlen(name + 3)};
static long folded = __builtin_expect(41, 0) + 1;
_Static_assert(__builtin_strlen(name) == 5, "five");

static int kind(unsigned long len) {
  switch (len) {
  case __builtin_strlen(table): return 1;
  case __builtin_strlen(name): return 2;
  case __builtin_expect(9, 1): return 3;
  default: return 0;
  }
}

int main(int argc, char **argv) {
  (void)argv;
  long r = __builtin_expect(3, f());
  long q = __builtin_expect(3, f()) + 1;
  int arr[__builtin_expect(2, f())];
  long p = __builtin_expect_with_probability(argc, 1, 0.9);
  long s = __builtin_expect(argc > 0, f());     /* not constant: the hint is evaluated */
  printf("%ld %ld %zu %ld %ld %d\n", r, q, sizeof arr, p, s, n);
  printf("%zu %lu %lu %lu %ld\n", sizeof buffer, lengths[0], lengths[1], lengths[2], folded);
  printf("%d %d %d %d\n", kind(3), kind(5), kind(9), kind(__builtin_strlen(name + argc)));
  return 0;
}
