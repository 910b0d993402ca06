// RUN: %cmp-clang %s %t
// Struct members: s.x, two members in one map, s.arr[1:3], a nested member; other members untouched.
#include <omp.h>
#include <stdio.h>

int on_dev = -1;     /* set to 1 by a region that ran on the device */

struct inner { int k; int pad; };
struct rec {
  int x;
  double y;
  int z;
  int arr[6];
  struct inner in;
};

static void show(const char *when, const struct rec *s) {
  printf("%-14s x=%d y=%.1f z=%d arr=", when, s->x, s->y, s->z);
  for (int i = 0; i < 6; i++)
    printf("%d%s", s->arr[i], i < 5 ? "," : "");
  printf(" in.k=%d\n", s->in.k);
}

int main(void) {
  struct rec s = {1, 2.0, 3, {0, 1, 2, 3, 4, 5}, {9, 0}};
  show("start", &s);

  #pragma omp target map(tofrom: s.x) map(from: on_dev)
  { on_dev = !omp_is_initial_device(); s.x += 10; }
  show("s.x", &s);

  #pragma omp target map(tofrom: s.x, s.z)
  {
    s.x *= 2;
    s.z = s.x + s.z;
  }
  show("s.x, s.z", &s);

  #pragma omp target map(to: s.y) map(from: s.z)
  { s.z = (int)(s.y * 8.0); }
  show("to y from z", &s);

  #pragma omp target map(tofrom: s.arr[1:3])
  {
    for (int i = 1; i < 4; i++)
      s.arr[i] = -s.arr[i];
  }
  show("s.arr[1:3]", &s);

  #pragma omp target map(tofrom: s.in.k) map(to: s.arr[5])
  { s.in.k = s.in.k * 100 + s.arr[5]; }
  show("s.in.k", &s);
  printf("ran on device=%d\n", on_dev);
  return 0;
}
