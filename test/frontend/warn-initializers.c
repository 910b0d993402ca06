// -Wmissing-braces (-Wall): brace elision, reported for each elided sub-object (at its first
// initializer) as it ends; -Wmissing-field-initializers (-Wextra): a struct's list, or an
// elided sub-list, that ends before the struct's last named field. Neither for `{0}`, nor
// (missing fields) for designated lists; strings initialize char arrays whole. The same
// comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Xclang -verify %s
// RUN: %ompfe -fsyntax-only %s 2>&1 | count 0
struct S { int a, b; };
struct N { struct S s; int y; };
struct F { int n; int d[]; };
struct W { char name[4]; int v; };
struct An { int x; struct { int p, q; }; int z; };

int use(void) {
  struct S s1 = {1}; // expected-warning {{missing field 'b' initializer}}
  struct N n1 = {1, 2}; // expected-warning {{suggest braces around initialization of subobject}} expected-warning {{missing field 'y' initializer}}
  struct N n2 = {1, 2, 3}; // expected-warning {{suggest braces around initialization of subobject}}
  struct N n3 = {{1}, 2}; // expected-warning {{missing field 'b' initializer}}
  struct N n4 = {1}; // expected-warning {{missing field 'b' initializer}} expected-warning {{suggest braces}} expected-warning {{missing field 'y' initializer}}
  struct An an = {1, 2}; // expected-warning {{missing field 'q' initializer}} expected-warning {{suggest braces}} expected-warning {{missing field 'z' initializer}}
  int m[2][2] = {1, 2, 3, 4}; // expected-warning 2 {{suggest braces around initialization of subobject}}
  struct S sa[2] = {{1, 2}, {3}}; // expected-warning {{missing field 'b' initializer}}
  struct S *p = &(struct S){1}; // expected-warning {{missing field 'b' initializer}}
  struct W ws[2] = {"ab", 1, "cd", 2}; // expected-warning 2 {{suggest braces}}
  /* no warning */
  struct S z1 = {0};
  struct N z2 = {0};
  struct S e = {};
  struct S d1 = {.a = 1};
  struct N d2 = {.s = {1, 2}};
  struct F f = {1};
  struct W w = {"ab", 3};
  int arr[3] = {1};
  char msg[2][3] = {"a", "b"};
  return s1.a + n1.y + n2.y + n3.y + n4.y + an.x + m[0][0] + sa[0].a + p->a + ws[0].v + z1.a + z2.y + e.a + d1.a +
         d2.y + f.n + w.v + arr[0] + msg[0][0];
}
