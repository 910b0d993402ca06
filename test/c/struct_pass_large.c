// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Structs larger than 16 bytes passed and returned by value are copies: callee changes don't leak back.
#include <stdio.h>

struct big {
  int id;
  double vals[4];
  char label[20];
  long tail;
};

struct mat3 {
  double m[3][3];
};

static double total(struct big b) {
  double s = b.id + b.tail;
  for (int i = 0; i < 4; i++)
    s += b.vals[i];
  b.id = -1;
  b.vals[0] = 1e9;
  return s;
}

static struct big modified(struct big b, int delta) {
  b.id += delta;
  for (int i = 0; i < 4; i++)
    b.vals[i] *= delta;
  b.label[0] = 'M';
  b.tail = -b.tail;
  return b;
}

static struct mat3 mul(struct mat3 a, struct mat3 b) {
  struct mat3 r;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      r.m[i][j] = 0;
      for (int k = 0; k < 3; k++)
        r.m[i][j] += a.m[i][k] * b.m[k][j];
    }
  return r;
}

static struct big many(int a, double b, struct big x, int c, struct big y, double d) {
  struct big r = x;
  r.id = a + c + x.id + y.id;
  r.vals[3] = b + d + y.vals[3];
  return r;
}

int main(void) {
  struct big b = {7, {0.5, 1.5, 2.5, 3.5}, "original", 1000};
  printf("total=%.2f\n", total(b));
  printf("after call id=%d vals0=%.2f\n", b.id, b.vals[0]);
  struct big m = modified(b, 3);
  printf("m: %d %.2f %.2f %s %ld\n", m.id, m.vals[1], m.vals[3], m.label, m.tail);
  printf("b: %d %.2f %s %ld\n", b.id, b.vals[1], b.label, b.tail);
  struct mat3 a = {{{1, 2, 3}, {4, 5, 6}, {7, 8, 9}}};
  struct mat3 id = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
  struct mat3 sq = mul(a, a);
  struct mat3 same = mul(a, id);
  for (int i = 0; i < 3; i++)
    printf("%.0f %.0f %.0f | %.0f\n", sq.m[i][0], sq.m[i][1], sq.m[i][2], same.m[i][i]);
  struct big r = many(1, 0.25, b, 2, m, 0.5);
  printf("many: id=%d vals3=%.2f label=%s\n", r.id, r.vals[3], r.label);
  printf("sizeof big=%zu mat3=%zu\n", sizeof(struct big), sizeof(struct mat3));
  return 0;
}
