// Operators whose precedence surprises: a bitwise operator over a comparison (-Wparentheses,
// on by default), a shift over + or - (-Wshift-op-parentheses, on by default), '&&' within
// '||' and '&' within '|' (-Wall). Parentheses silence each. The same comments pass
// clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall %s
// RUN: %clang -fsyntax-only -Wall -Xclang -verify %s
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not="within '|"
// CHECK: warn-precedence.c:[[@LINE+6]]:10: warning: & has lower precedence than ==; == will be evaluated first [-Wparentheses]

int f(int a, int b, int c) {
  int r = 0;
  r += a && b || c; // expected-warning {{'&&' within '||'}} expected-note {{place parentheses around the '&&' expression to silence this warning}}
  r += a || b && c; // expected-warning {{'&&' within '||'}} expected-note {{place parentheses around the '&&' expression}}
  r += a & b == c; // expected-warning {{& has lower precedence than ==; == will be evaluated first}} expected-note {{place parentheses around the '==' expression to silence this warning}} expected-note {{place parentheses around the & expression to evaluate it first}}
  r += a == b | c; // expected-warning {{| has lower precedence than ==; == will be evaluated first}} expected-note {{place parentheses around the '==' expression}} expected-note {{place parentheses around the | expression}}
  r += a ^ b != 0; // expected-warning {{^ has lower precedence than !=; != will be evaluated first}} expected-note {{'!='}} expected-note {{^ expression}}
  r += a << b + c; // expected-warning {{operator '<<' has lower precedence than '+'; '+' will be evaluated first}} expected-note {{place parentheses around the '+' expression to silence this warning}}
  r += a >> b - 1; // expected-warning {{operator '>>' has lower precedence than '-'; '-' will be evaluated first}} expected-note {{'-' expression}}
  r += a & b | c; // expected-warning {{'&' within '|'}} expected-note {{place parentheses around the '&' expression to silence this warning}}
  r += a ^ b & c; // expected-warning {{'&' within '^'}} expected-note {{place parentheses around the '&' expression}}
  r += a | b ^ c; // expected-warning {{'^' within '|'}} expected-note {{place parentheses around the '^' expression}}
  /* operands that fold to a constant keep their operator */
  r += a & 1 == 0; // expected-warning {{& has lower precedence than ==; == will be evaluated first}} expected-note {{'=='}} expected-note {{& expression}}
  r += a << 2 + 1; // expected-warning {{operator '<<' has lower precedence than '+'; '+' will be evaluated first}} expected-note {{'+' expression}}
  r += a | 4 & 2; // expected-warning {{'&' within '|'}} expected-note {{'&' expression}}
  r += a & (1 == 0);
  /* no warning */
  r += (a && b) || c;
  r += a || (b && c);
  r += a & (b == c);
  r += (a == b) | c;
  r += a << (b + c);
  r += (a & b) | c;
  r += a + b * c;
  r += a && b && c;
  r += a == b && b == c;
  return r;
}
