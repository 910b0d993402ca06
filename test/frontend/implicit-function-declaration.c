int twice(int x); // expected-note {{'twice' declared here}}
int main(void) {
  double d = sqrt(16); // expected-error {{call to undeclared library function 'sqrt' with type 'double (double)'; ISO C99 and later do not support implicit function declarations}} clang-note {{include the header <math.h> or explicitly provide a declaration for 'sqrt'}}
  int r = thrice(3); // expected-error {{call to undeclared function 'thrice'; ISO C99 and later do not support implicit function declarations}} expected-note {{did you mean 'twice'?}}
  r += twcie(2); // expected-error {{call to undeclared function 'twcie'; ISO C99 and later do not support implicit function declarations}}
  if (d != 4.0) abort(); // expected-error {{call to undeclared library function 'abort' with type 'void (void) __attribute__((noreturn))'; ISO C99 and later do not support implicit function declarations}} clang-note {{include the header <stdlib.h> or explicitly provide a declaration for 'abort'}}
  r += thrice(1); // declared by the call above: no second diagnostic
  int (*fp)(int) = twice;
  r += undeclared_value; // expected-error {{use of undeclared identifier 'undeclared_value'}}
  return r + fp(1) + __builtin_nosuch(2); // expected-error {{use of unknown builtin '__builtin_nosuch'}}
}
// A call of a function never declared: C89's implicit declaration, `extern int f()` (a C
// library function's own prototype where the name is one). As in clang-19, in C99 and later
// -Wimplicit-function-declaration is an error by default, which neither -w nor -Wno-error
// hides; -Wno-error=implicit-function-declaration makes it a warning, -Wno-implicit-... nothing.
// Under -std=gnu89 the call is valid C: a library function's is a warning, another's only
// with -Wall. A misspelling gets clang's hint; an unknown __builtin_ name declares nothing.
// The same comments pass clang-19's -verify (its notes naming the header are its own).
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify=expected,clang %s
// RUN: not %ompfe -fsyntax-only -w %s 2>&1 | FileCheck %s --check-prefix=KEPT
// RUN: not %ompfe -fsyntax-only -Wno-error=implicit-function-declaration %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %ompfe -fsyntax-only -Wno-implicit-function-declaration %s 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: not %ompfe -fsyntax-only -std=gnu89 %s 2>&1 | FileCheck %s --check-prefix=C89
// RUN: not %ompfe -fsyntax-only -std=gnu89 -Wall %s 2>&1 | FileCheck %s --check-prefix=C89-ALL
// KEPT: 3:14: error: call to undeclared library function 'sqrt' with type 'double (double)'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
// KEPT: 4:11: error: call to undeclared function 'thrice'
// WARN: 3:14: warning: call to undeclared library function 'sqrt'
// WARN: 4:11: warning: call to undeclared function 'thrice'; ISO C99 and later do not support implicit function declarations [-Wimplicit-function-declaration]
// WARN: 6:17: warning: call to undeclared library function 'abort' with type 'void (void) __attribute__((noreturn))'
// WARN: 9:8: error: use of undeclared identifier 'undeclared_value'
// OFF-NOT: undeclared function
// OFF-NOT: library function
// OFF: 9:8: error: use of undeclared identifier 'undeclared_value'
// C89: 3:14: warning: implicitly declaring library function 'sqrt' with type 'double (double)' [-Wimplicit-function-declaration]
// C89-NOT: thrice
// C89: 6:17: warning: implicitly declaring library function 'abort'
// C89-ALL: 3:14: warning: implicitly declaring library function 'sqrt'
// C89-ALL: 4:11: warning: implicit declaration of function 'thrice' [-Wimplicit-function-declaration]
// C89-ALL-NOT: did you mean
// C89-ALL: 5:8: warning: implicit declaration of function 'twcie'
