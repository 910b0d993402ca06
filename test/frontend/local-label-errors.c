// A GNU local label (__label__) that its block uses but does not define is an error, even when
// a label of that name follows the block (as in clang-19; gcc-12: 'used but not defined').
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s

void undefined(void) {
  {
    __label__ l; // expected-error {{use of undeclared label 'l'}}
    goto l;
  }
l:;
}

void twice(int k) {
  ({ __label__ out; if (k) goto out; out:; });
  ({ __label__ out; if (k) goto out; out:; });
}
