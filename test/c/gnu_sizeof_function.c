// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU C: sizeof and _Alignof of a function type are 1, and a function pointer steps by 1
// byte in + - ++ -- += and in a difference, as a void pointer does. ompfe refused them
// ("invalid application of 'sizeof' to a function type", "arithmetic on a pointer to the
// function type"); gcc-12 takes them (warning only with -Wpointer-arith or -Wpedantic), and
// so does clang-19, whose _Alignof of a function type is 4 where gcc-12 says 1: ompfe follows
// gcc.
#include <stdio.h>

static int twice(int x) { return 2 * x; }
typedef int fn_t(int);
static const unsigned long sizes[] = {sizeof(fn_t), sizeof twice, _Alignof(fn_t), __alignof__(twice), sizeof(void)};
static fn_t *const shifted = twice + 8;     /* a static initializer */
_Static_assert(sizeof(int(void)) == 1 && _Alignof(void(double)) == 1, "GNU sizes");

int main(void) {
  fn_t *p = twice, *q = twice + 5;
  p++;
  p += 2;
  --p;
  p = p - 1;
  void *v = (void *)q;
  v = v + 3;
  v -= 2;
  printf("%lu %lu %lu %lu %lu\n", sizes[0], sizes[1], sizes[2], sizes[3], sizes[4]);
  printf("%td %td %td %td\n", q - p, p - twice, shifted - q, (char *)v - (char *)twice);
  printf("%d %d\n", p == twice + 1, (p - 1)(21));
  return 0;
}
