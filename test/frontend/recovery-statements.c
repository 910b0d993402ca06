// Several independent syntax errors in one file: each is reported once, in order, with
// clang-19's wording, and parsing goes on after each (the later functions are checked: their
// undeclared names are reported). The same comments pass `clang -Xclang -verify`.
// RUN: %verify %s --in-order -- %ompfe -fsyntax-only -ferror-limit=0 %s
// RUN: %clang -fsyntax-only -ferror-limit=0 -Xclang -verify %s

int g = 1 // expected-error {{expected ';' after top level declarator}}
int h;

struct P { int x; int y }; // expected-warning {{expected ';' at end of declaration list}}

int f(int a) {
  int x = a // expected-error {{expected ';' at end of declaration}}
  int y = 2 3; // expected-error {{expected ';' at end of declaration}}
  x = a b; // expected-error {{expected ';' after expression}} expected-error {{use of undeclared identifier 'b'}}
  if (x) return 1 // expected-error {{expected ';' after return statement}}
  do { x--; } while (x) // skipped with the return above, as clang does
  return x + y;
}

int loops(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    s += i // expected-error {{expected ';' after expression}}
  }
  while (s > 100) {
    s -= 3 // expected-error {{expected ';' after expression}}
  }
  for (;;) { if (s) break } // expected-error {{expected ';' after break statement}}
  for (;;) { if (s) continue } // expected-error {{expected ';' after continue statement}}
  s += undeclared_after_errors; // expected-error {{use of undeclared identifier 'undeclared_after_errors'}}
  // the rest of the statement after a do-while missing its ';' is skipped, as clang does
  do s++; while (s < 10) // expected-error {{expected ';' after do/while statement}}
  return s + skipped;
}

int exprs(int n) {
  int b = n + ; // expected-error {{expected expression}}
  b = (n + ) * 3; // expected-error {{expected expression}}
  if (n > ) { b--; } // expected-error {{expected expression}}
  while (n < ) n++; // expected-error {{expected expression}}
  return b + still_checked; // expected-error {{use of undeclared identifier 'still_checked'}}
}

int unknown_type(void) {
  foo_t v = 1; // expected-error {{use of undeclared identifier 'foo_t'}}
  v++; // expected-error {{use of undeclared identifier 'v'}}
  return 0;
}

int after_all(void) { return h + g + nope; } // expected-error {{use of undeclared identifier 'nope'}}
