// A variable length array cannot have static storage duration or linkage (C11 6.7.6.2p2):
// gcc-12 ("storage size of 'a' isn't constant") and clang-19 refuse `static int a[n];` at
// block scope, an extern one, and a static object of a VLA typedef; ompfe took them and gave
// the static array no storage. A length clang-19 can fold, a const variable's constant
// initializer, makes a constant array with a warning, as in clang-19 (gcc refuses that too).
// A pointer to a VLA may be static. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: %ompfe -emit-llvm -S -o - -DFOLDED_ONLY %s | FileCheck %s --check-prefix=IR
// CHECK: diag-static-vla.c:[[@LINE+3]]:27: error: variable length array declaration cannot have 'static' storage duration
// IR: @g.a = internal global [3 x i32] zeroinitializer
#ifndef FOLDED_ONLY
int f(int n) { static int a[n]; a[0] = n; return a[0]; } // expected-error {{variable length array declaration cannot have 'static' storage duration}}
int h(int);
int k(void) {
  typedef int T[h(1)];
  static T t; // expected-error {{variable length array declaration cannot have 'static' storage duration}}
  return sizeof t;
}
int m(int n) {
  static int b[2][n]; // expected-error {{variable length array declaration cannot have 'static' storage duration}}
  extern int e[n]; // expected-error {{variable length array declaration cannot have 'extern' linkage}}
  const int c = n;
  static int d[c]; // expected-error {{variable length array declaration cannot have 'static' storage duration}}
  static int (*p)[n];
  return sizeof b + sizeof d + (p != 0);
}
#endif
int g(void) {
  const int c = 3;
  static int a[c]; // expected-warning {{variable length array folded to constant array as an extension}}
  return sizeof a;
}
