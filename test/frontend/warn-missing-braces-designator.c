// -Wmissing-braces (-Wall) is about braces that brace elision left out: a nested designator
// (.r.lo, .s.r.lo, [1][0]) or the member of an anonymous struct it names enters its
// sub-object without eliding any, so neither clang-19 nor gcc-12 warns (xz's
// string_conversion.c); ompfe did, with no source location. Elision after a designator
// (.r = 1, 2) is still reported, at the sub-object's first initializer. The same comments pass
// clang-19's -verify, the absence of a warning included; every warning has a location.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wall -Wextra %s 2>&1 | FileCheck %s --implicit-check-not="ompfe: warning"
// CHECK: warn-missing-braces-designator.c:{{[0-9]+}}:{{[0-9]+}}: warning: suggest braces
struct S { int a; struct { int lo, hi; } r; };
struct T { struct S s; int z; };
struct U { int a; struct { int x, y; }; int b; };

struct S s1 = { .r.lo = 2 };
struct S s2 = { .r.lo = 2, 3 };
struct S s3 = { .r.hi = 2, .a = 1 };
struct S s4 = { .r = 1, 2 }; // expected-warning {{suggest braces around initialization of subobject}}
struct S s5 = { 1, 2, 3 }; // expected-warning {{suggest braces around initialization of subobject}}
struct T t1 = { .s.r.lo = 1, .z = 2 };
struct T t2 = { .s.r.lo = 1, 2, 3 };
struct T t3 = { .s.r = 1, 2, 3 }; // expected-warning {{suggest braces around initialization of subobject}}
struct T t4 = { .s.a = 1, 2, 3, 4 }; // expected-warning {{suggest braces around initialization of subobject}}
struct U u1 = { .x = 1, 2, 3 };
struct U u2 = { .y = 1, .b = 2 };
int a1[2][2] = { [1][0] = 1, 2 };
int a2[2][2] = { [1] = 1, 2 }; // expected-warning {{suggest braces around initialization of subobject}}

void locals(void) {
  struct S l1 = { .r.lo = 2 };
  struct T l2 = { .s.r.hi = 2 };
  (void)l1;
  (void)l2;
}
