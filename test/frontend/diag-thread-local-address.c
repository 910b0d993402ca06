// The address of a _Thread_local object is no address constant: it differs in each thread,
// so a static initializer cannot hold it. gcc-12 ("initializer element is not constant") and
// clang-19 refuse it; ompfe took it, and the pointer equalled the object's address in no
// thread. Its truth value is still a constant (!&x is 0), as in both. The same comments pass
// clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Wno-pointer-bool-conversion -Xclang -verify %s
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// CHECK:{{.*}}diag-thread-local-address.c:[[@LINE+4]]:11: error: initializer element is not a compile-time constant
// CHECK-NEXT:{{ *[0-9]* \| }}int *gq = &x;{{.*}}
// CHECK-NEXT:{{ *[0-9]* \| }}          ^
_Thread_local int x = 5;
int *gq = &x; // expected-error {{initializer element is not a compile-time constant}}
int *gp = &x + 1; // expected-error {{initializer element is not a compile-time constant}}
struct P { int *p; } ps = { &x }; // expected-error {{initializer element is not a compile-time constant}}
long gl = (long)&x; // expected-error {{initializer element is not a compile-time constant}}
extern _Thread_local int y[4];
int *gy = y; // expected-error {{initializer element is not a compile-time constant}}
int truth = !&x;

int f(void) {
  static int *q = &x; // expected-error {{initializer element is not a compile-time constant}}
  int *r = &x;
  return q == r;
}
