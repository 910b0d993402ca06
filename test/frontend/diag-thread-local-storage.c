// _Thread_local (or __thread) belongs only on variables of static storage duration (C11
// 6.7.1p2-3): at block scope with static or extern, at file scope, never with auto, register
// or typedef, never on a function or a parameter. gcc-12 and clang-19 refuse each one below;
// ompfe took them (a block-scope one acted as static). The same comments pass clang-19's
// -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: diag-thread-local-storage.c:[[@LINE+2]]:15: error: '_Thread_local' variables must have global storage
// CHECK: diag-thread-local-storage.c:[[@LINE+2]]:1: error: '_Thread_local' is only allowed on variable declarations
int g(void) { _Thread_local int x; x++; return x; } // expected-error {{'_Thread_local' variables must have global storage}}
_Thread_local int f(void) { return 0; } // expected-error {{'_Thread_local' is only allowed on variable declarations}}
_Thread_local int fd(void); // expected-error {{'_Thread_local' is only allowed on variable declarations}}
void h(void) {
  __thread int a; // expected-error {{'__thread' variables must have global storage}}
  register _Thread_local int w; // expected-error {{cannot combine with previous 'register' declaration specifier}}
  _Thread_local auto int v; // expected-error {{cannot combine with previous '_Thread_local' declaration specifier}}
  static _Thread_local int ok;
  extern _Thread_local int ok2;
  _Thread_local static int ok3;
}
void p(_Thread_local int q); // expected-error {{'_Thread_local' is only allowed on variable declarations}}
typedef _Thread_local int T1; // expected-error {{cannot combine with previous 'typedef' declaration specifier}}
_Thread_local typedef int T2; // expected-error {{cannot combine with previous '_Thread_local' declaration specifier}}
_Thread_local int ok4;
static __thread int ok5;
