// No follow-on errors: an expression with an error has the error type, and everything built
// on it (members, subscripts, arithmetic, casts, declarations sized by it, sizeof) is quiet;
// a declaration whose type name is unknown declares nothing that is reported again in the
// same statement; a syntax error in a struct or a parameter list leaves the rest of the file
// checked normally. The same comments pass `clang -Xclang -verify`.
// RUN: %verify %s --in-order -- %ompfe -fsyntax-only -Wall %s
// RUN: %clang -fsyntax-only -Wall -Xclang -verify %s

struct S { int a; };
int f(struct S s) {
  int r = s.missing.x + 1; // expected-error {{no member named 'missing' in 'struct S'}}
  r += nope[3] * 2; // expected-error {{use of undeclared identifier 'nope'}}
  int arr[bad_size]; // expected-error {{use of undeclared identifier 'bad_size'}}
  r += arr[0];
  int *q = &undeclared_v; // expected-error {{use of undeclared identifier 'undeclared_v'}}
  r += *q + (int)undeclared_w; // expected-error {{use of undeclared identifier 'undeclared_w'}}
  return r + sizeof(undeclared_t); // expected-error {{use of undeclared identifier 'undeclared_t'}}
}

struct Bad { int x int y; }; // expected-error {{expected ';' at end of declaration list}}
int uses_bad(struct Bad *b) { return b->x; }

int g(int a, int b c) { return a; } // expected-error {{expected ')'}} expected-note {{to match this '('}}
int after(void) { return f((struct S){1}) + uses_bad(0); }
