// RUN: %cmp-gcc %s %t
// const-qualified parameters (by value and through pointers), const struct pointers, and restrict-qualified parameters.
#include <stdio.h>

struct vec {
  double x, y, z;
};

static double dot(const struct vec *a, const struct vec *b) { return a->x * b->x + a->y * b->y + a->z * b->z; }

static int clamp(const int v, const int lo, const int hi) { return v < lo ? lo : v > hi ? hi : v; }

static void add_scaled(double *restrict out, const double *restrict in, const double k, int n) {
  for (int i = 0; i < n; i++)
    out[i] += k * in[i];
}

static int count_matching(const char *const s, const char c) {
  int n = 0;
  for (int i = 0; s[i]; i++)
    n += s[i] == c;
  return n;
}

int main(void) {
  struct vec a = {1, 2, 3}, b = {4, -5, 6};
  printf("dot=%.1f\n", dot(&a, &b));
  for (int v = -5; v <= 15; v += 5)
    printf("clamp(%d)=%d ", v, clamp(v, 0, 10));
  printf("\n");
  double out[4] = {1, 1, 1, 1}, in[4] = {1, 2, 3, 4};
  add_scaled(out, in, 0.5, 4);
  add_scaled(out, in, -2, 2);
  printf("out=%.1f %.1f %.1f %.1f\n", out[0], out[1], out[2], out[3]);
  printf("count=%d\n", count_matching("banana", 'a'));
  return 0;
}
