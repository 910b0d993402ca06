// C89's implicit int in a block, diagnosed as clang-19 does: in C99 and later an error by
// default at each declarator's name; `x = 1;` is an assignment, `T * p;` a declaration, and
// `static;` declares nothing. Under -std=gnu89 it is valid.
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -std=gnu89 %s 2>&1 | FileCheck %s --allow-empty --check-prefix=C89
// RUN: %ompfe -fsyntax-only -std=gnu89 -Wall %s 2>&1 | FileCheck %s --check-prefix=C89-ALL
// C89-NOT: {{error|warning: type}}
// C89-ALL: 16:10: warning: type specifier missing, defaults to 'int' [-Wimplicit-int]
typedef int T;
int g;

int f(int x) {
  g = 1;
  static count = 0; // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
  register r = 2; // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
  const k = 3, // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
        *kp = &k; // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
  const T t = 4; // a typedef name after the qualifier is the type
  T * p = &g;
  auto (paren) = 5; // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
  static; // expected-warning {{declaration does not declare anything}}
  return count + r + k + *kp + t + *p + paren + x;
}
