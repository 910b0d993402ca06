// -Wunused-label (-Wall): a label no goto or && names; -Wunused-result (on by default):
// the value of a warn_unused_result or [[nodiscard]] function thrown away, unless cast to void.
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -std=c2x -Wall -Wextra %s
// RUN: %clang -fsyntax-only -std=c2x -Wall -Wextra -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -std=c2x -Wall -Wno-unused-label -Wno-unused-result %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

__attribute__((warn_unused_result)) int must_check(void);
[[nodiscard]] int must_use(int);
int must_check(void);
int plain(void);

int labels(int n) {
unused: // expected-warning {{unused label 'unused'}}
  n++;
again:
  if (n-- > 3) goto again;
  void *where = &&target;
  goto *where;
target:
  n++;
kept: __attribute__((unused))
  return n;
}

void results(void) {
  must_check(); // expected-warning {{ignoring return value of function declared with 'warn_unused_result' attribute}}
  must_use(1); // expected-warning {{ignoring return value of function declared with 'nodiscard' attribute}}
  (void)must_check();
  int kept = must_use(2);
  (void)kept;
  plain();
  if (must_check()) plain();
}
