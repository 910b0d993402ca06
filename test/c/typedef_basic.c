// RUN: %cmp-gcc %s %t
// typedef names for scalars, pointers, arrays and structs, and typedefs of typedefs.
#include <stdio.h>

typedef int integer;
typedef integer count_t;
typedef unsigned char byte;
typedef double real, *real_ptr;
typedef int vec3[3];
typedef char *string;
typedef struct {
  integer x, y;
} point;
typedef struct node node;
struct node {
  int v;
  node *next;
};

static real average(const vec3 v) { return (v[0] + v[1] + v[2]) / 3.0; }

int main(void) {
  count_t n = 5;
  byte b = 250;
  b += 10;
  real r = 2.5;
  real_ptr rp = &r;
  *rp *= 2;
  printf("n=%d b=%d r=%f\n", n, b, r);
  vec3 v = {1, 2, 4};
  printf("avg=%f sizeof vec3=%zu\n", average(v), sizeof(vec3));
  string s = "typedef string";
  printf("%s\n", s);
  point p = {3, 4};
  point q = p;
  q.x = -q.x;
  printf("p=%d,%d q=%d,%d\n", p.x, p.y, q.x, q.y);
  node c = {3, NULL}, bb = {2, &c}, a = {1, &bb};
  int sum = 0;
  for (node *it = &a; it; it = it->next)
    sum += it->v;
  printf("sum=%d\n", sum);
  printf("sizes %zu %zu %zu\n", sizeof(count_t), sizeof(byte), sizeof(point));
  return 0;
}
