// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// RUN: %cmp-gcc %s %t -std=gnu89 -DC90
// C99's blocks without braces (6.8.4p3, 6.8.5p5): a selection or iteration statement is a
// block, and each of its substatements is a block inside it. A tag or enumeration constant
// declared in a condition or in a substatement that is no compound statement ends with it,
// and a substatement may declare the tag again. ompfe kept them in the enclosing block:
// `if (sizeof(enum { A = 5 })) r += A;` left the outer A shadowed after the if (a silent
// difference from gcc-12 and clang-19), and a tag declared in a condition and again in the
// body was refused as a redefinition (gcc.dg/c99-scope-1.c and -2.c). Under -std=gnu89, C90
// has no such blocks, as gcc gives it.
#include <stdio.h>

enum { A = 1 };
struct foo { char c; };

int main(void) {
  int r = 0, i;
  if (sizeof(enum { A = 5 })) r += A;
  r = r * 10 + A;
#ifndef C90
  if (r) r = r * 10 + (int)sizeof(struct foo { int a[4]; });
  else r = (int)sizeof(struct foo);
  r = r * 10 + (int)sizeof(struct foo);
  for (i = 0; i < 1; i++) r = r * 10 + (int)sizeof(struct foo { int a[2]; });
  r = r * 10 + (int)sizeof(struct foo);
  while (sizeof(enum { A = 7 }) && r < 0) ;
  r = r * 10 + A;
  switch (sizeof(struct foo { double d[3]; })) { default: r = r * 10 + (int)sizeof(struct foo) % 10; }
  r = r * 10 + (int)sizeof(struct foo);
  printf("%d\n", r);
  r = 0;
  if ((r = sizeof(struct foo { int i0, i1; })), 0) r = 1;
  else r = r * 100 + (int)sizeof(struct foo { int i0, i1, i2, i3; });
  while ((r = r * 100 + (int)sizeof(struct foo { int i0, i1; })) < 0) r = (int)sizeof(struct foo { int i0, i1, i2; });
  do r = r * 100 + (int)sizeof(struct foo { int i0, i1, i2; }); while ((int)sizeof(struct foo) != 1);
  for (i = (int)sizeof(struct foo { int i0, i1; }); i; i = 0) r = r * 100 + (int)sizeof(struct foo) + i;
#endif
  printf("%d %zu\n", r, sizeof(struct foo));
  return 0;
}
