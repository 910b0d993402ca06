// -Wmissing-prototypes (only when asked for): an external function defined without an earlier
// declaration. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wmissing-prototypes %s
// RUN: %clang -fsyntax-only -Wmissing-prototypes -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wall -Wextra %s 2>&1 | count 0
int declared(int x);
int declared(int x) { return x; }
static int internal(int x) { return x; }
int undeclared(int x) { return internal(x); } // expected-warning {{no previous prototype for function 'undeclared'}} expected-note {{declare 'static' if the function is not intended to be used outside of this translation unit}}
int main(void) { return declared(0) + undeclared(0); }
