// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Variadic arguments of pointer types (int *, char *, struct *, function pointers) and struct values passed through va_arg.
#include <stdarg.h>
#include <stdio.h>

struct pair {
  int a;
  double b;
};

struct big {
  long v[4];
};

static void zero_all(int n, ...) {
  va_list ap;
  va_start(ap, n);
  for (int i = 0; i < n; i++)
    *va_arg(ap, int *) = 0;
  va_end(ap);
}

static double sum_pairs(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double s = 0;
  for (int i = 0; i < n; i++) {
    struct pair p = va_arg(ap, struct pair);
    s += p.a * p.b;
  }
  va_end(ap);
  return s;
}

static long sum_big(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) {
    struct big b = va_arg(ap, struct big);
    s += b.v[0] + b.v[1] + b.v[2] + b.v[3];
  }
  va_end(ap);
  return s;
}

static int call_all(int x, ...) {
  va_list ap;
  va_start(ap, x);
  int (*f)(int);
  while ((f = va_arg(ap, int (*)(int))) != NULL)
    x = f(x);
  va_end(ap);
  return x;
}

static int add3(int v) { return v + 3; }
static int mul5(int v) { return v * 5; }

int main(void) {
  int a = 1, b = 2, c = 3;
  zero_all(2, &a, &c);
  printf("a=%d b=%d c=%d\n", a, b, c);
  struct pair p1 = {2, 1.5}, p2 = {-3, 0.25}, p3 = {10, 0.1};
  printf("sum_pairs=%.3f\n", sum_pairs(3, p1, p2, p3));
  struct big b1 = {{1, 2, 3, 4}}, b2 = {{1000000000000L, 0, 0, -1}};
  printf("sum_big=%ld\n", sum_big(2, b1, b2));
  printf("call_all=%d\n", call_all(1, add3, mul5, add3, (int (*)(int))NULL));
  return 0;
}
