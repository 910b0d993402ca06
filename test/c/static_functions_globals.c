// RUN: %cmp-gcc %s %t
// Internal linkage: static functions and static globals, a static prototype followed by the definition, and static const tables.
#include <stdio.h>

static int helper(int);
static int table_size;
static const int table[] = {2, 3, 5, 7, 11, 13};
static double weights[3] = {0.2, 0.3, 0.5};

static int apply_all(int (*f)(int)) {
  int s = 0;
  for (int i = 0; i < (int)(sizeof table / sizeof table[0]); i++)
    s += f(table[i]);
  return s;
}

static double weighted(const double *v) {
  double s = 0;
  for (int i = 0; i < 3; i++)
    s += v[i] * weights[i];
  return s;
}

int main(void) {
  table_size = (int)(sizeof table / sizeof table[0]);
  printf("table_size=%d\n", table_size);
  printf("apply_all(helper)=%d\n", apply_all(helper));
  double v[3] = {10, 20, 30};
  printf("weighted=%.2f\n", weighted(v));
  weights[2] = 1.0;
  printf("weighted after=%.2f\n", weighted(v));
  return 0;
}

static int helper(int x) { return x * x - table_size; }
