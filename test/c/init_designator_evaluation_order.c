// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The expressions of an automatic object's initializer with designators out of order are
// evaluated in the order of the object's layout, members and elements first to last, as
// gcc-12 and clang-19 both do (C11 6.7.9p23 leaves the order unspecified): ompcc evaluated
// them in the order written, so `{ .b = next(), .a = next() }` gave a = 2, b = 1 where gcc and
// clang-19 give a = 1, b = 2. Struct members, nested designators, bit-fields, arrays of
// structs, compound literals, unions and a GNU range (whose value is computed once).
#include <stdio.h>

static char trace[64];
static int traced;
static int tag(int c) {
  trace[traced++] = (char)c;
  trace[traced] = 0;
  return c;
}
static void show(const char *what) {
  printf("%s: %s\n", what, trace);
  traced = 0;
  trace[0] = 0;
}

struct D { int a, b, c; };
struct O { struct D d; int x; struct D e; };
struct BF { unsigned p : 7, q : 7; int r; };

int main(void) {
  struct D d = { .c = tag('c'), .b = tag('b'), .a = tag('a') };
  show("members");
  printf("%c%c%c\n", d.a, d.b, d.c);
  struct O o = { .x = tag('x'), .e.b = tag('b'), .d = { .c = tag('c'), .a = tag('a') }, .e.a = tag('A') };
  show("nested");
  printf("%c %c %c %c %c\n", o.x, o.e.b, o.d.c, o.d.a, o.e.a);
  struct BF bf = { .r = tag('r'), .q = tag('q'), .p = tag('p') };
  show("bit-fields");
  printf("%c %c %c\n", bf.p, bf.q, bf.r);
  struct D ds[3] = { [2].a = tag('2'), [0].c = tag('0'), [1] = { tag('p'), tag('q') } };
  show("array of structs");
  printf("%c %c %c\n", ds[0].c, ds[1].b, ds[2].a);
  struct D *cl = &(struct D){ .c = tag('z'), .b = tag('y') };
  show("compound literal");
  printf("%c %c\n", cl->b, cl->c);
  for (int i = 0; i < 2; i++) {
    struct D l = { .c = tag('c' + i), .a = tag('a' + i) };
    printf("%c%c ", l.a, l.c);
  }
  show("loop");
  char s[8] = { [5] = (char)tag('5'), [2] = (char)tag('2') };
  show("chars");
  printf("%c %c\n", s[2], s[5]);
  union U { int i; struct D d; } u = { .d.c = tag('c'), .d.a = tag('a') };
  show("union");
  printf("%c %c\n", u.d.a, u.d.c);
  int arr[6] = { [5] = tag('5'), [0 ... 2] = tag('r'), [1] = tag('1'), [4] = tag('4') };
  show("range");
  printf("%c %c %c %c %c\n", arr[0], arr[1], arr[2], arr[4], arr[5]);
  return 0;
}
