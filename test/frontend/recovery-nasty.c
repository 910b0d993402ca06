// Error recovery on hostile input: unbalanced braces, errors inside pragmas, initializers,
// statement expressions, typeof and attributes, and files that end in the middle of a
// function, a pragma or an initializer. Each run reports its errors and exits with status 1,
// without crashing (verify-diags fails on a signal; the ASan build runs the same tests).
// RUN: %verify %s --in-order -- %ompfe -fopenmp -fsyntax-only -ferror-limit=0 %s
// RUN: sh -c '%ompfe -fopenmp -fsyntax-only %S/Inputs/recovery-eof-pragma.c; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=PRAGMA
// PRAGMA: recovery-eof-pragma.c:2:29: error: expected ')' at the end of the 'map' clause
// PRAGMA: recovery-eof-pragma.c:2:29: error: expected '}'
// PRAGMA: recovery-eof-pragma.c:1:16: note: to match this '{'
// PRAGMA: exit=1
// RUN: sh -c '%ompfe -fsyntax-only %S/Inputs/recovery-eof-init.c; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=INIT
// INIT: recovery-eof-init.c:1:16: error: expected '}'
// INIT: recovery-eof-init.c:1:14: note: to match this '{'
// INIT: exit=1
// RUN: sh -c '%ompfe -fsyntax-only %S/Inputs/recovery-eof-brackets.c; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=BRACKETS
// BRACKETS: error:
// BRACKETS: exit=1

int a(void) { { { return 1; }
int b(void) { return 2; } } } } // expected-error {{function definition is not allowed here}} expected-note {{nested functions are not supported}} expected-error {{extraneous closing brace}}

int c(int n) {
  int arr[8] = { 1, 2, [5 = 3, }; // expected-error {{expected ']'}} expected-note {{to match this '['}}
  int q = (((((n; // expected-error {{expected ')'}} expected-note {{to match this '('}}
  #pragma omp parallel for reduction(+: ) schedule( // expected-error {{expected ')' at the end of the 'schedule' clause}} expected-note {{to match this '('}} expected-error {{expected expression}}
  for (int i = 0; i < n; i++) arr[i] = i;
  #pragma omp parallel
  #pragma omp for
  for (int i = 0; i < ; i++) { n += i; } // expected-error {{expected expression}}
  switch (n) { case : n = 1; default: n = 2; } // expected-error {{expected expression}}
  return sizeof(int[) + q; // expected-error {{expected expression}}
}

int d(void) { return ({ int y = ; y; }); } // expected-error {{expected expression}}
int e(void) { typeof(1 +) z; return 0; } // expected-error {{expected expression}}
int f(void) { return sizeof(struct { int a b; }); } // expected-error {{expected ';' at end of declaration list}}
int g(int x) { _Static_assert(1, ); return _Generic(x, int: , default: 0); } // expected-error {{expected string literal before ')'}} expected-error {{expected expression}}
int h(void) { return (int)(long)(short)); } // expected-error {{expected expression}}
int still_checked(void) { return missing; } // expected-error {{use of undeclared identifier 'missing'}}
