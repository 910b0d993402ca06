// Invalid declarations that gcc-12 and clang-19 both refuse and ompfe took: a static
// declaration after a non-static one (of a function too: only objects were checked), an
// extern declaration in a block after a local of that name (a parameter too), _Alignas below
// the type's alignment (C11 6.7.5p4; the aligned attribute may ask for less) or on a
// bit-field. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -ferror-limit=0 -Xclang -verify %s
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: diag-invalid-decls.c:[[@LINE+2]]:33: error: static declaration of 's2' follows non-static declaration
// CHECK: diag-invalid-decls.c:[[@LINE+1]]:12: note: previous declaration is here
extern int s2(void); static int s2(void) { return 0; } // expected-error {{static declaration of 's2' follows non-static declaration}} expected-note {{previous declaration is here}}
int v; static int v; // expected-error {{static declaration of 'v' follows non-static declaration}} expected-note {{previous definition is here}}
int b1(int q) {
  int x; // expected-note {{previous definition is here}}
  extern int x; // expected-error {{extern declaration of 'x' follows non-extern declaration}}
  static int y; // expected-note {{previous definition is here}}
  extern int y; // expected-error {{non-static declaration of 'y' follows static declaration}}
  extern int z;
  extern int z;
  return x + y + z + q;
}
int b2(int q) { // expected-note {{previous definition is here}}
  extern int q; // expected-error {{extern declaration of 'q' follows non-extern declaration}}
  return q;
}
_Alignas(1) int d1; // expected-error {{requested alignment is less than minimum alignment of 4 for type 'int'}}
_Alignas(2) double d2[2]; // expected-error {{requested alignment is less than minimum alignment of 8 for type 'double}}
_Alignas(0) int d3;
_Alignas(16) int d4;
char __attribute__((aligned(1))) d5;
struct E1 { _Alignas(8) int b : 3; }; // expected-error {{'_Alignas' attribute cannot be applied to a bit-field}}
struct E2 { _Alignas(1) int m; }; // expected-error {{requested alignment is less than minimum alignment of 4 for type 'int'}}
