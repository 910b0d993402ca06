// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Struct arguments mixed with scalars once registers run out, so some structs are passed on the stack.
#include <stdio.h>

struct pt { int x, y; };
struct pd { double a, b; };
struct mix { long l; double d; };

static long f(int a, struct pt p1, long b, struct pt p2, int c, struct pt p3, int d, struct pt p4, struct pt p5,
              int e) {
  return a + p1.x * 2 + p1.y * 3 + b + p2.x * 5 + p2.y * 7 + c + p3.x * 11 + p3.y * 13 + d + p4.x * 17 + p4.y * 19 +
         p5.x * 23 + p5.y * 29 + e;
}

static double g(double a, struct pd p1, struct pd p2, double b, struct pd p3, struct pd p4, struct pd p5, double c) {
  return a + p1.a - p1.b + p2.a * 2 + p2.b + b + p3.a + p3.b * 3 + p4.a + p4.b + p5.a * 0.5 + p5.b + c;
}

static void h(struct mix m1, struct mix m2, struct mix m3, struct mix m4, struct mix m5) {
  printf("h: %ld %.1f %ld %.1f %ld %.1f %ld %.1f %ld %.1f\n", m1.l, m1.d, m2.l, m2.d, m3.l, m3.d, m4.l, m4.d, m5.l,
         m5.d);
}

int main(void) {
  struct pt p[5] = {{1, 2}, {3, 4}, {5, 6}, {7, 8}, {9, 10}};
  printf("f=%ld\n", f(100, p[0], 200L, p[1], 300, p[2], 400, p[3], p[4], 500));
  struct pd d[5] = {{0.5, 1.5}, {2.5, 3.5}, {4.5, 5.5}, {6.5, 7.5}, {8.5, 9.5}};
  printf("g=%.3f\n", g(1.0, d[0], d[1], 2.0, d[2], d[3], d[4], 3.0));
  struct mix m[5];
  for (int i = 0; i < 5; i++) {
    m[i].l = (i + 1) * 1000000000L;
    m[i].d = i * 1.5;
  }
  h(m[0], m[1], m[2], m[3], m[4]);
  return 0;
}
