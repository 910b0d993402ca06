// Invalid expressions that gcc-12 and clang-19 both refuse and ompfe took: an incomplete or
// function type in a _Generic association (C11 6.5.1.1p2), a register array converted to a
// pointer (gcc allows subscripting one, so ompfe does too), and sizeof of an enum declared
// without its list. The same comments pass clang-19's -verify, except the subscript of a
// register array, which only clang refuses, and the incomplete enum, for which clang adds a
// note: both are left out with -DCLANG.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -ferror-limit=0 -DCLANG -Xclang -verify %s
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: diag-invalid-exprs.c:[[@LINE+1]]:35: error: type 'int []' in generic association incomplete
int c1(void) { return _Generic(1, int[]: 1, default: 0); } // expected-error {{in generic association incomplete}}
struct Inc;
int c2(void) { return _Generic(1, struct Inc: 1, default: 0); } // expected-error {{type 'struct Inc' in generic association incomplete}}
int c3(void) { return _Generic(1, int(void): 1, default: 0); } // expected-error {{type 'int (void)' in generic association not an object type}}
int c4(void) { return _Generic(1, int *: 2, default: 0); }
void use(int *);
int f1(void) { register int a[2] = {1, 2}; int *p = a; return *p; } // expected-error {{address of register variable requested}}
int f2(void) { register int a[2] = {1, 2}; return *(a + 1); } // expected-error {{address of register variable requested}}
void f3(void) { register int a[2] = {1, 2}; use(a); } // expected-error {{address of register variable requested}}
int f4(void) { register int a[2] = {1, 2}; int (*p)[2] = &a; return (*p)[0]; } // expected-error {{address of register variable requested}}
int f5(void) { register int a[2] = {1, 2}; return sizeof a + sizeof(a + 0); } // expected-error {{address of register variable requested}}
#ifndef CLANG
int f6(void) { register int a[2][2] = {{1, 2}}; return a[1][1] + 1[a][0]; }
int g1(void) { // clang-19 adds a note: forward declaration of 'enum E'
  enum E;
  return sizeof(enum E); // expected-error {{invalid application of 'sizeof' to an incomplete type 'enum E'}}
}
#endif
enum F { F0 };
int g2(void) { return sizeof(enum F); }
