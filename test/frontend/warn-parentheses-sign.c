// -Wparentheses (on by default in clang-19): an assignment as a condition, unless written in
// extra parentheses; -Wsign-compare (-Wextra): a signed integer compared with an unsigned one
// it is converted to, unless it is a constant or a mask known not to be negative.
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wextra %s
// RUN: %clang -fsyntax-only -Wextra -Xclang -verify %s
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=sign-compare
// CHECK: using the result of an assignment as a condition without parentheses [-Wparentheses]

int conditions(int a, int b) {
  if (a = b) return 1; // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses around the assignment to silence this warning}} expected-note {{use '==' to turn this assignment into an equality comparison}}
  while (a = b - 1) b--; // expected-warning {{using the result of an assignment}} expected-note {{place parentheses}} expected-note {{use '=='}}
  for (; a = 0;) break; // expected-warning {{using the result of an assignment}} expected-note {{place parentheses}} expected-note {{use '=='}}
  do { b++; } while (a = b > 5); // expected-warning {{using the result of an assignment}} expected-note {{place parentheses}} expected-note {{use '=='}}
  int c = (a = 2) ? 1 : 0; // parenthesized: no warning
  if ((a = b)) return 2;
  while ((a = b - 1)) b--;
  if (a == b) return 3;
  if (a += b) return 4;
  return c;
}

int signs(int i, unsigned u, unsigned char uc, long l, unsigned short us, unsigned long ul) {
  int r = 0;
  r += i < u; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += i == u; // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
  r += ul > i; // expected-warning {{comparison of integers of different signs: 'unsigned long' and 'int'}}
  r += u < 5;
  r += -1 < u;
  r += uc < i;
  r += us < i;
  r += l < u;
  r += (i & 0x7f) < u;
  r += (unsigned)i < u;
  return r;
}
