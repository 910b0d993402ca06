// RUN: %cmp-gcc %s %t
// Variable length arrays: runtime sizes, sizeof evaluated at run time, VLA parameters, and VLAs re-created in loops.
#include <stdio.h>

static long sum(int n, const int a[n]) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

static size_t size_of_vla(int n) {
  double v[n];
  return sizeof v;
}

int main(void) {
  for (int n = 1; n <= 5; n++) {
    int a[n];
    for (int i = 0; i < n; i++)
      a[i] = (i + 1) * n;
    printf("n=%d sizeof=%zu count=%zu sum=%ld\n", n, sizeof a, sizeof a / sizeof a[0], sum(n, a));
  }
  printf("size_of_vla(7)=%zu\n", size_of_vla(7));
  int m = 3;
  char buf[m * 4 + 1];
  for (int i = 0; i < m * 4; i++)
    buf[i] = (char)('a' + i);
  buf[m * 4] = 0;
  printf("buf=%s sizeof=%zu\n", buf, sizeof buf);
  m = 100;
  printf("sizeof after m changed=%zu\n", sizeof buf);
  int k = 4;
  int (*p)[k] = 0;
  printf("sizeof *p=%zu\n", sizeof *p);
  int len = 10;
  long fib[len];
  fib[0] = 0;
  fib[1] = 1;
  for (int i = 2; i < len; i++)
    fib[i] = fib[i - 1] + fib[i - 2];
  printf("fib[9]=%ld\n", fib[len - 1]);
  return 0;
}
