// -Wempty-body (on by default in clang-19): `if (c);` with the `;` on the line of the `)`, and
// `while (c);` / `for (...);` only before a block or a statement indented deeper than the loop
// (the idiom `while (busy());` alone is fine); an empty macro as the body is not reported.
// -Wdangling-else (on by default): an `else` that binds to the inner of two ifs.
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Wno-for-loop-analysis -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wno-empty-body -Wno-dangling-else %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:
// RUN: not %ompfe -fsyntax-only -Werror=dangling-else %s 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: error: add explicit braces to avoid dangling else [-Werror,-Wdangling-else]

#define NOTHING(x)
int busy(void);
void work(int);

void empty(int c) {
  if (c); // expected-warning {{if statement has empty body}} expected-note {{put the semicolon on a separate line to silence this warning}}
  if (c)
    ;
  if (c) NOTHING(c);
  if (c); else work(c);
  while (c); // expected-warning {{while loop has empty body}} expected-note {{put the semicolon on a separate line}}
  {
    work(c);
  }
  for (int i = 0; i < c; i++); // expected-warning {{for loop has empty body}} expected-note {{put the semicolon on a separate line}}
    work(c);
  while (busy());
  work(c);
  for (;busy(););
}

int dangling(int a, int b) {
  if (a)
    if (b) return 1;
    else return 2; // expected-warning {{add explicit braces to avoid dangling else}}
  if (a)
    while (b--)
      if (b) work(b); else work(a); // expected-warning {{add explicit braces to avoid dangling else}}
  if (a) {
    if (b) return 3;
    else return 4;
  }
  if (a)
    if (b) return 5;
    else return 6;
  else return 7;
  return 0;
}
