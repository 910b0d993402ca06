// RUN: %cmp-gcc %s %t
// Passing functions as callbacks: map/filter/reduce over arrays and a callback with a user-data void pointer.
#include <stdio.h>

static void map(int *a, int n, int (*f)(int)) {
  for (int i = 0; i < n; i++)
    a[i] = f(a[i]);
}

static int filter(const int *in, int n, int *out, int (*keep)(int)) {
  int m = 0;
  for (int i = 0; i < n; i++)
    if (keep(in[i]))
      out[m++] = in[i];
  return m;
}

static long reduce(const int *a, int n, long init, long (*f)(long, int)) {
  for (int i = 0; i < n; i++)
    init = f(init, a[i]);
  return init;
}

static void for_each(const int *a, int n, void (*visit)(int, void *), void *user) {
  for (int i = 0; i < n; i++)
    visit(a[i], user);
}

static int square(int x) { return x * x; }
static int negate(int x) { return -x; }
static int is_odd(int x) { return x % 2 != 0; }
static long sum(long acc, int x) { return acc + x; }
static long prod(long acc, int x) { return acc * x; }

struct stats {
  int count;
  int max;
};
static void collect(int v, void *user) {
  struct stats *s = user;
  s->count++;
  if (v > s->max)
    s->max = v;
}

int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6};
  map(a, 6, square);
  int odd[6];
  int m = filter(a, 6, odd, is_odd);
  printf("odd squares:");
  for (int i = 0; i < m; i++)
    printf(" %d", odd[i]);
  printf("\nsum=%ld prod=%ld\n", reduce(a, 6, 0, sum), reduce(a, 6, 1, prod));
  map(a, 6, negate);
  struct stats st = {0, -1000};
  for_each(a, 6, collect, &st);
  printf("count=%d max=%d\n", st.count, st.max);
  return 0;
}
