// RUN: %cmp-gcc %s %t
// typedefs of struct, union and enum types (tagged and anonymous), qualified typedefs, and typedef'd pointers to structs.
#include <stdio.h>

typedef enum { SHAPE_SQUARE, SHAPE_CIRCLE } shape_kind;
typedef union {
  int side;
  double radius;
} shape_dim;
typedef struct shape {
  shape_kind kind;
  shape_dim dim;
  struct shape *next;
} shape_t, *shape_ptr;
typedef const shape_t cshape_t;
typedef const char *cstr;
typedef unsigned long ulong_t;

static double area(const shape_t *s) {
  return s->kind == SHAPE_SQUARE ? (double)s->dim.side * s->dim.side : 3.0 * s->dim.radius * s->dim.radius;
}

static cstr name(shape_kind k) { return k == SHAPE_SQUARE ? "square" : "circle"; }

int main(void) {
  shape_t a = {SHAPE_SQUARE, {.side = 4}, NULL};
  shape_t b = {SHAPE_CIRCLE, {.radius = 1.5}, &a};
  struct shape c = {SHAPE_SQUARE, {3}, &b};
  shape_ptr head = &c;
  double total = 0;
  for (shape_ptr p = head; p; p = p->next) {
    printf("%s area=%.2f\n", name(p->kind), area(p));
    total += area(p);
  }
  printf("total=%.2f\n", total);
  cshape_t frozen = {SHAPE_CIRCLE, {.radius = 2}, NULL};
  printf("frozen=%.2f\n", area(&frozen));
  ulong_t big = (ulong_t)1 << 63;
  printf("big=%lu sizes %zu %zu %zu\n", big, sizeof(shape_t), sizeof(shape_dim), sizeof(shape_kind));
  shape_kind k = SHAPE_CIRCLE;
  printf("kind=%d\n", k);
  return 0;
}
