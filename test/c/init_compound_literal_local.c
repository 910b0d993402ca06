// RUN: %cmp-gcc %s %t
// Compound literals in block scope: struct and array literals as values, arguments, lvalues and pointer targets.
#include <stdio.h>

struct pt {
  int x, y;
};

static int manhattan(struct pt a, struct pt b) {
  int dx = a.x - b.x, dy = a.y - b.y;
  return (dx < 0 ? -dx : dx) + (dy < 0 ? -dy : dy);
}

static int sum(const int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  printf("dist=%d\n", manhattan((struct pt){1, 2}, (struct pt){.y = -3, .x = 4}));
  printf("sum=%d\n", sum((int[]){1, 2, 3, 4, 5}, 5));
  int *p = (int[3]){10, 20};
  p[2] = p[0] + p[1];
  printf("p=%d %d %d\n", p[0], p[1], p[2]);
  struct pt *pp = &(struct pt){5, 6};
  pp->x *= 10;
  printf("pp=%d %d\n", pp->x, pp->y);
  (struct pt){0, 0}.x = 99;
  struct pt q = (struct pt){7};
  printf("q=%d %d\n", q.x, q.y);
  const char *words = (const char[]){"literal"};
  printf("words=%s\n", words);
  int total = 0;
  for (int i = 0; i < 3; i++) {
    int *row = (int[2]){i, i * i};
    total += row[0] + row[1];
  }
  printf("total=%d\n", total);
  double d = ((double[]){1.5, 2.5, 3.5})[1];
  printf("d=%.1f sizeof=%zu\n", d, sizeof((double[]){1, 2, 3, 4}));
  int n = 4;
  struct pt r = (struct pt){n, n + 1};
  printf("r=%d %d\n", r.x, r.y);
  return 0;
}
