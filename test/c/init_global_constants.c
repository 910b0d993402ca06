// RUN: %cmp-gcc %s %t
// Global initializers that are address constants and constant expressions: &x, array+offset, &s.m, casts, sizeof and ?: .
#include <stdio.h>

struct rec {
  int a;
  double b;
  char name[6];
};

int values[8] = {1, 1, 2, 3, 5, 8, 13, 21};
struct rec r = {3, 0.5, "rec"};
int *third = values + 2;
int *last = &values[7];
double *rb = &r.b;
char *rname = r.name + 1;
const char *msg = &"message"[3];
long computed = (long)sizeof(struct rec) * 3 + (1 << 4) - 'a';
double ratio = 22.0 / 7 * 2;
int choose = sizeof(long) == 8 ? 64 : 32;
unsigned mask = ~0u >> 4;
int neg = -(5 % 3) * (7 / 2);
int *ptrs[3] = {&values[0], &values[4], 0};
struct rec *self = &r;
int (*arrp)[8] = &values;

int main(void) {
  printf("third=%d last=%d\n", *third, *last);
  printf("rb=%.2f rname=%s msg=%s\n", *rb, rname, msg);
  printf("computed=%ld ratio=%.6f choose=%d mask=%x neg=%d\n", computed, ratio, choose, mask, neg);
  printf("ptrs=%d %d %d\n", *ptrs[0], *ptrs[1], ptrs[2] == 0);
  printf("self->a=%d arrp[0][5]=%d\n", self->a, (*arrp)[5]);
  *third = 200;
  printf("values[2]=%d\n", values[2]);
  return 0;
}
