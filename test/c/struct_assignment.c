// RUN: %cmp-gcc %s %t
// Struct assignment copies all members (including arrays and nested structs); chained and self-assignment.
#include <stdio.h>

struct inner {
  short s[3];
  char tag;
};

struct rec {
  int a;
  double b;
  struct inner in;
  char str[6];
};

static void show(const char *label, const struct rec *r) {
  printf("%s: %d %.2f [%d %d %d] %c %s\n", label, r->a, r->b, r->in.s[0], r->in.s[1], r->in.s[2], r->in.tag, r->str);
}

int main(void) {
  struct rec x = {1, 2.5, {{3, 4, 5}, 'x'}, "hello"};
  struct rec y, z;
  z = y = x;
  y.a = 100;
  y.in.s[1] = -4;
  z.str[0] = 'J';
  show("x", &x);
  show("y", &y);
  show("z", &z);
  struct rec *px = &x;
  *px = x;
  show("self", &x);
  struct rec arr[3];
  arr[0] = x;
  arr[1] = arr[0];
  arr[1].b = -1;
  arr[2] = arr[1];
  arr[2].in = y.in;
  show("arr1", &arr[1]);
  show("arr2", &arr[2]);
  struct rec *p = &arr[2], *q = &arr[0];
  *q = *p;
  show("via ptr", q);
  struct inner only = p->in;
  only.tag = 'o';
  printf("only.tag=%c p->in.tag=%c\n", only.tag, p->in.tag);
  return 0;
}
