// RUN: %cmp-gcc %s %t
// Unions nested inside structs and arrays, unions containing structs, and initialization of union members.
#include <stdio.h>

struct shape {
  int kind;
  union {
    struct {
      double r;
    } circle;
    struct {
      double w, h;
    } rect;
    struct {
      double a, b, c;
    } tri;
  } u;
};

static double perimeter(const struct shape *s) {
  switch (s->kind) {
  case 0: return 2 * 3.0 * s->u.circle.r;
  case 1: return 2 * (s->u.rect.w + s->u.rect.h);
  default: return s->u.tri.a + s->u.tri.b + s->u.tri.c;
  }
}

union number {
  int i;
  double d;
};

int main(void) {
  struct shape shapes[3] = {
      {0, {.circle = {1.5}}},
      {1, {.rect = {2, 3.5}}},
      {2, {.tri = {3, 4, 5}}},
  };
  for (int i = 0; i < 3; i++)
    printf("shape %d perimeter=%.2f\n", i, perimeter(&shapes[i]));
  printf("sizeof shape=%zu union=%zu\n", sizeof(struct shape), sizeof shapes[0].u);
  union number nums[3] = {{5}, {.d = 2.5}, {.i = -1}};
  printf("nums %d %.1f %d\n", nums[0].i, nums[1].d, nums[2].i);
  shapes[1].u.rect.h = 10;
  printf("new perimeter=%.2f\n", perimeter(&shapes[1]));
  return 0;
}
