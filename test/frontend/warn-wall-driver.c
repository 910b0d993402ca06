// The file of issue 17 through the driver: `ompcc -Wall` prints what clang-19 -Wall prints
// (five warnings and the notes of the first), `-Werror` fails the compile, `-Wno-<group>`
// and `-Wno-error=<group>` work, as build systems use them.
// RUN: rm -f %t.o
// RUN: %verify %s -- %ompcc -fsyntax-only -Wall %s
// RUN: %clang -fsyntax-only -Wall -Xclang -verify %s
// RUN: not %ompcc -c -Wall -Werror %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WERROR
// RUN: not test -e %t.o
// WERROR: error: unused variable 'unused' [-Werror,-Wunused-variable]
// RUN: %ompcc -c -Wall -Werror -Wno-unused-variable -Wno-error=parentheses -Wno-error=return-type -Wno-error=format -Wno-error=format-insufficient-args %s -o %t.o 2>&1 | FileCheck %s --check-prefix=RELAXED --implicit-check-not=error:
// RELAXED: warning: using the result of an assignment as a condition without parentheses [-Wparentheses]
// RUN: test -e %t.o
#include <stdio.h>

int f(int a) {
  int unused; // expected-warning {{unused variable 'unused'}}
  if (a = 3) // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses around the assignment to silence this warning}} expected-note {{use '==' to turn this assignment into an equality comparison}}
    return 1;
} // expected-warning {{non-void function does not return a value in all control paths}}

void g(void) {
  long l = 1;
  printf("%d %s\n", l); // expected-warning {{format specifies type 'int' but the argument has type 'long'}} expected-warning {{more '%' conversions than data arguments}}
}
