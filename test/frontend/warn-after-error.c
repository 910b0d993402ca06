// After an error the function-level analyses say nothing: a variable whose only use failed
// to check is not "unused", a function whose return failed is not "missing a return".
// RUN: not %ompfe -fsyntax-only -Wall %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// CHECK: warn-after-error.c:[[@LINE+3]]:14: error: use of undeclared identifier 'nope'
int f(void) {
  int used = 1;
  if (used + nope) return 1;
}
