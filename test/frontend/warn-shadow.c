// -Wshadow (only when asked for, not in -Wall or -Wextra): a variable or parameter hiding a
// variable of an enclosing block, a parameter, or a file-scope variable. A typedef, a
// function or a declaration in a function prototype hidden: no warning. The same comments
// pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wshadow %s
// RUN: %clang -fsyntax-only -Wshadow -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wall -Wextra %s 2>&1 | count 0
int g; // expected-note {{previous declaration is here}}
extern int only_declared; // expected-note {{previous declaration is here}}
typedef int T;
int helper(void);
int prototype(int g2, int helper);

int f(int x, int g) { // expected-note 2 {{previous declaration is here}} expected-warning {{declaration shadows a variable in the global scope}}
  int T = 1;
  int only_declared = 2; // expected-warning {{declaration shadows a variable in the global scope}}
  {
    int x = 2; // expected-warning {{declaration shadows a local variable}}
    int y = x; // expected-note {{previous declaration is here}}
    {
      int y = 3; // expected-warning {{declaration shadows a local variable}}
      (void)y;
    }
    (void)y;
  }
  for (int x = 0; x < 1; x++) { // expected-warning {{declaration shadows a local variable}}
  }
  int helper = 0;
  return x + T + g + helper + only_declared;
}
