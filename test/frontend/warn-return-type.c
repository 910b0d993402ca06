// -Wreturn-type (on by default, as in clang-19): control that can reach the closing brace of
// a non-void function. Calls that do not return (abort, exit, _Noreturn functions,
// __builtin_unreachable) and loops without a way out end no path; a label after a return
// may be jumped to. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wno-return-type %s 2>&1 | count 0
// RUN: not %ompfe -fsyntax-only -Werror=return-type %s 2>&1 | FileCheck %s
// CHECK: warn-return-type.c:[[@LINE+2]]:23: error: non-void function does not return a value [-Werror,-Wreturn-type]
// CHECK-NOT: warning:
int no_return(void) { } // expected-warning {{non-void function does not return a value}}
#include <stdlib.h>

_Noreturn void die(void);
__attribute__((noreturn)) void die2(int);

int some_paths(int x) {
  if (x) return 1;
} // expected-warning {{non-void function does not return a value in all control paths}}

int loop_with_break(int x) {
  while (1) {
    if (x) break;
    return 2;
  }
} // expected-warning {{non-void function does not return a value in all control paths}}

int switch_without_default(int x) {
  switch (x) {
  case 1: return 1;
  case 2: return 2;
  }
} // expected-warning {{in all control paths}}

int after_label(int x) {
  if (x) goto out;
  return 1;
out:
  x++;
} // expected-warning {{in all control paths}}

/* no warning from here on */
int both(int x) { if (x) return 1; else return 2; }
int aborts(int x) { if (x) return 1; abort(); }
int exits(int x) { if (x) return 1; exit(2); }
int dies(int x) { if (x) return 1; die(); }
int dies2(int x) { if (x) return 1; die2(x); }
int unreachable(int x) { if (x) return 1; __builtin_unreachable(); }
int forever(int x) { for (;;) { if (x) return 1; } }
int forever_while(int x) { while (1) { if (x > 3) return x; x++; } }
int forever_do(int x) { do { if (x) return 1; } while (1); }
int switch_all(int x) {
  switch (x) {
  case 1: return 1;
  default: return 0;
  }
}
int constant_if(void) { if (1) return 1; }
int nested_blocks(int x) { { { return x; } } }
int main(void) { }
void nothing(void) { }
int goto_back(int x) {
again:
  if (x--) goto again;
  return x;
}
int loop_returns(int x) { do { return x; } while (x); }
// A break the walk cannot reach ends no path: pcre2grep's end_of_line has `for (;;) {...}
// break;` in a switch whose every other case returns.
int unreachable_break(int t, const char *p) {
  switch (t) {
  default:
  case 1: return 1;
  case 2:
    for (;;) {
      if (*p++ == '\n') return 2;
    }
    break;
  }
}
int reachable_break_in_else(int t, int x) { // the else branch's break is walked too
  switch (t) {
  default:
    if (x) return 1;
    else break;
  }
} // expected-warning {{non-void function does not return a value in all control paths}}
int continue_after_forever(int x) {
  do {
    for (;;) if (x++ > 3) return x;
    continue; // unreachable: the condition is never tested
  } while (x);
}
int break_in_dead_code(int x) {
  while (1) {
    return x;
    break;
  }
}
