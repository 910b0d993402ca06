// -Winfinite-recursion (in -Wall, as in clang-19): every way out of a function goes through a
// direct call of itself. Ways clang's control-flow graph does not count: a call that does not
// return, a short-circuit operand or one arm of ?:, sizeof, a call through a pointer variable,
// a function whose end no way reaches. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall %s
// RUN: %clang -fsyntax-only -Wall -Xclang -verify %s
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: %ompfe -fsyntax-only -Wall -Wno-infinite-recursion %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: not %ompfe -fsyntax-only -Werror=infinite-recursion %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: all paths through this function will call itself [-Werror,-Winfinite-recursion]
#include <stdlib.h>

int factorial(int n) { return n * factorial(n - 1); } // expected-warning {{all paths through this function will call itself}}
int fact_ok(int n) { return n <= 1 ? 1 : n * fact_ok(n - 1); }
void spin(int n) { for (;;) spin(n); }
int quits(int n) { if (n) exit(1); return quits(n); }
void dive(void *buf[5], int n) { if (n == 0) __builtin_longjmp(buf, 1); dive(buf, n - 1); }
int short_circuit(int n) { return n && short_circuit(n - 1); }
int either_arm(int n) { return n ? either_arm(n - 1) : either_arm(n + 1); } // expected-warning {{all paths}}
int after_loop(int n) { while (n) { n--; } return after_loop(n); } // expected-warning {{all paths}}
int switched(int n) { switch (n) { case 1: return switched(2); default: switched(3); } return 0; } // expected-warning {{all paths}}
int switched_no_default(int n) { switch (n) { case 1: return switched_no_default(2); } return 0; }
int not_evaluated(int n) { return sizeof(not_evaluated(n)); }
int through_pointer(int n) { int (*p)(int) = through_pointer; return p(n); }
int do_body(int n) { do { do_body(n); } while (n); return 0; } // expected-warning {{all paths}}
int do_continue(int n) { do { if (n) continue; do_continue(n); } while (n--); return 0; }
int jumps(int n) { goto l; l: return jumps(n); } // expected-warning {{all paths}}
int one_branch(int n) { if (n) return 1; else return one_branch(n); }
void breaks_after(void) { while (1) { breaks_after(); break; } } // expected-warning {{all paths}}
void breaks_before(int n) { while (1) { if (n) break; breaks_before(n); } }
void deref(void) { (*deref)(); } // expected-warning {{all paths}}
void address(void) { (&address)(); } // expected-warning {{all paths}}
int case_break(int n) { switch (n) { case 1: case_break(n); break; } return case_break(2); } // expected-warning {{all paths}}
void never_ends(void) { while (1) { } never_ends(); }
int in_condition(int n) { if (in_condition(n - 1)) return 1; return 2; } // expected-warning {{all paths}}
int in_initializer(int n) { int m = in_initializer(n) + 1; return m; } // expected-warning {{all paths}}
int for_cond(int n) { for (int i = 0; i < for_cond(n); i++) n++; return n; } // expected-warning {{all paths}}
int for_body(int n) { for (int i = 0; i < n; i++) for_body(i); return n; }
int constant_false(int n) { if (0) return 1; return constant_false(n); } // expected-warning {{all paths}}
int argument(int n) { return abs(argument(n)); } // expected-warning {{all paths}}
int comma(int n) { return (comma(n), 1); } // expected-warning {{all paths}}
int declared_twice(int n);
int declared_twice(int n) { return declared_twice(n); } // expected-warning {{all paths}}
static int recursive_default(int n) { // expected-warning {{all paths}}
  switch (n) {
  case 0:
    return recursive_default(1);
  case 1:
    n++;
    /* fall through */
  default:
    return recursive_default(n);
  }
}
int label_loop(int n) {
again:
  if (n > 3) return n;
  n++;
  goto again;
}
int main(void) { return recursive_default(0) + label_loop(0); }
