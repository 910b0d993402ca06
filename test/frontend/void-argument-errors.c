// A void expression passed where `...` or an unprototyped function takes its argument is an
// error, as in clang-19 (gcc-12: 'invalid use of void expression'): ompfe passed nothing, and
// printf("%d\n", (void)0) printed whatever was in the register.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Wno-deprecated-non-prototype -Xclang -verify %s

int sum(int n, ...);
int old();
void nothing(void);

void f(void) {
  sum(1, (void)0); // expected-error {{argument type 'void' is incomplete}}
  sum(1, nothing()); // expected-error {{argument type 'void' is incomplete}}
  old(nothing()); // expected-error {{argument type 'void' is incomplete}}
}
