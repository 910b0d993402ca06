static counter = 3; // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
const limit = 4; // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
typedef unsigned long size;
const size big = 5; // a typedef name after the qualifier is the type
twice(int x) { return 2 * x; } // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
main(void) { return counter + limit + (int)big + twice(1) - 14; } // expected-error {{type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int}}
unknown_t value; // expected-error {{unknown type name 'unknown_t'}}
unknown_t *pointer; // expected-error {{unknown type name 'unknown_t'}}
// C89's implicit int: specifiers without a type specifier (`static x;`), or none at all
// before a function definition (`main() {}`), declare an int. As in clang-19, in C99 and later
// -Wimplicit-int is an error by default (neither -w nor -Wno-error hides it);
// -Wno-error=implicit-int makes it a warning; under -std=gnu89 the code is valid and -Wall
// warns. An identifier at file scope followed by another or by '*' is an unknown type name.
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: not %ompfe -fsyntax-only -w %s 2>&1 | FileCheck %s --check-prefix=KEPT
// RUN: not %ompfe -fsyntax-only -Wno-error=implicit-int %s 2>&1 | FileCheck %s --check-prefix=WARN
// RUN: not %ompfe -fsyntax-only -std=gnu89 %s 2>&1 | FileCheck %s --check-prefix=C89
// RUN: not %ompfe -fsyntax-only -std=gnu89 -Wall %s 2>&1 | FileCheck %s --check-prefix=C89-ALL
// KEPT: 1:8: error: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// WARN: 1:8: warning: type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int [-Wimplicit-int]
// WARN: 6:1: warning: type specifier missing
// WARN: 7:1: error: unknown type name 'unknown_t'
// C89-NOT: type specifier missing
// C89: 7:1: error: unknown type name 'unknown_t'
// C89-ALL: 1:8: warning: type specifier missing, defaults to 'int' [-Wimplicit-int]
// C89-ALL: 5:1: warning: type specifier missing, defaults to 'int' [-Wimplicit-int]
