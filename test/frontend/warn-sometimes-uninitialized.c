// -Wsometimes-uninitialized (-Wall): an if of the function's outermost block whose one arm
// sets a local scalar and whose other arm does not name it, the variable then read
// unconditionally with only straight-line statements (and such plain ifs) in between: clang's
// "used uninitialized whenever 'if' condition is false/true", with its three notes. Where the
// read may not follow (a loop, an exit, a conditional operand) neither compiler warns.
// Not followed (clang warns, ompfe does not; so not here): the operands of && and || in the
// condition, else-if chains, switch cases, a read after a label a goto also reaches. The same
// comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall %s
// RUN: %clang -fsyntax-only -Wall -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wall -Wno-sometimes-uninitialized %s 2>&1 | count 0
// RUN: %ompfe -fsyntax-only %s 2>&1 | count 0
#include <stdlib.h>
int g(int);
void set(int *);

int then_sets(int c) {
  int x; // expected-note {{initialize the variable 'x' to silence this warning}}
  if (c > 2) // expected-warning {{variable 'x' is used uninitialized whenever 'if' condition is false}} expected-note {{remove the 'if' if its condition is always true}}
    x = 1;
  return x; // expected-note {{uninitialized use occurs here}}
}

int straight_line_between(int c) {
  int x; // expected-note {{initialize the variable 'x' to silence this warning}}
  if (c) // expected-warning {{variable 'x' is used uninitialized whenever 'if' condition is false}} expected-note {{remove the 'if' if its condition is always true}}
    x = g(1);
  else
    g(0);
  int y = g(3);
  if (y) g(4); else g(5);
  ;
  return y + x; // expected-note {{uninitialized use occurs here}}
}

int else_sets(int c) {
  int x; // expected-note {{initialize the variable 'x' to silence this warning}}
  if (!c) g(1); else { g(2); x = 3; } // expected-warning {{variable 'x' is used uninitialized whenever 'if' condition is true}} expected-note {{remove the 'if' if its condition is always false}}
  g(x++); // expected-note {{uninitialized use occurs here}}
  return 0;
}

int in_a_condition(int c) {
  long p; // expected-note {{initialize the variable 'p' to silence this warning}}
  if (c) // expected-warning {{variable 'p' is used uninitialized whenever 'if' condition is false}} expected-note {{remove the 'if' if its condition is always true}}
    p = 4;
  if (p > 3) // expected-note {{uninitialized use occurs here}}
    return 1;
  return 0;
}

int no_warning(int c, int d) {
  int a, b, e, f, h, k, m, n, q, r;
  if (c) a = 1;
  int u = d ? a : 0; /* read only sometimes */
  if (c) b = 1;
  for (int i = 0; i < d; i++) g(i);
  if (c) e = 1; else e = 2;
  if (c) return 0; else f = 1;
  if (1) h = 2;
  if (c) k = 1;
  set(&k);
  if (c) m = 1;
  if (d) g(m);
  if (c) n = 1;
  if (d) exit(1);
  if (c) q = 1;
  while (d--) g(d);
  if (c) r = 1;
  if (d) g(r);
  return u + b + e + f + h + k + m + n + q;
}
