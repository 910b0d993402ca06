// GNU C's nested functions, which gcc-12 compiles and clang-19 refuses: one error at the
// body's '{' with clang-19's words, a note saying what is not supported, and the body skipped
// whole (no errors from its statements; what follows parses on). ompfe said only "expected
// ';' at end of declaration" at the ')' before it.
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
struct pair { int a, b; };

int outer(int x) {
  // CHECK: nested-function-errors.c:[[@LINE+3]]:20: error: function definition is not allowed here
  // CHECK-NEXT: {{^ *[0-9]* \|}}   int inner(int y) { return x + y; }
  // CHECK: nested-function-errors.c:[[@LINE+1]]:20: note: nested functions are not supported (a GNU extension that clang-19 refuses too)
  int inner(int y) { return x + y; }
  int k = 1;
  if (x) {
    // CHECK: nested-function-errors.c:[[@LINE+1]]:29: error: function definition is not allowed here
    struct pair make(int a) {
      struct pair p = {a, k};
      return p;
    }
    k += make(2).a;
  }
  // the parse goes on after each body
  // CHECK: nested-function-errors.c:[[@LINE+1]]:10: error: use of undeclared identifier 'missing'
  return missing + inner(k);
}
