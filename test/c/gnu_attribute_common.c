// RUN: %cmp-gcc %s %t
// __attribute__((unused, noinline, always_inline, const, pure, noreturn, format)) in the positions glibc uses.
#include <stdio.h>
#include <stdlib.h>

static int helper(int x) __attribute__((noinline));
static int helper(int x) { return x * 3 + 1; }

static __attribute__((unused)) int never_called(void) { return 99; }

static inline __attribute__((always_inline)) int twice(int v) { return v * 2; }

__attribute__((const)) static int cube(int v) { return v * v * v; }

static int table[4] = {5, 6, 7, 8};
static int __attribute__((pure)) lookup(int i) { return table[i & 3]; }

static void die(int code) __attribute__((noreturn));
static void die(int code) {
  printf("die(%d)\n", code);
  exit(code);
}

static int report(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
#include <stdarg.h>
static int report(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int n = vprintf(fmt, ap);
  va_end(ap);
  return n;
}

int main(int argc, char **argv __attribute__((unused))) {
  int unused_local __attribute__((unused)) = 0;
  __attribute__((unused)) int other_unused;
  printf("helper=%d twice=%d cube=%d lookup=%d\n", helper(4), twice(21), cube(-3), lookup(6));
  int n = report("report %s %d\n", "formatted", argc);
  printf("n=%d\n", n);
  table[2] = 70;
  printf("lookup after write=%d\n", lookup(2));
  if (argc > 0)
    die(helper(1) + 2);
  return 5;
}
