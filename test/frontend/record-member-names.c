// A record's member names are unique, those that anonymous structs and unions bring in
// included (C11 6.7.2.1p2, p13): ompfe took `struct { int a; struct { int a; }; }` and found
// the first `a`. Records of many members find names through an index (ofe_record_push_member),
// so the same checks run on records of 30 members, after the index exists, and lookups
// through anonymous members of such records find the right member (_Static_assert on offsetof). The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
#include <stddef.h>

struct C { int a; struct { int a; }; }; // expected-error {{member of anonymous struct redeclares 'a'}} expected-note@-0 {{previous declaration is here}}
struct D { int b; union { struct { int c; int b; }; }; }; // expected-error {{member of anonymous union redeclares 'b'}} expected-note@-0 {{previous declaration is here}}
struct E { int c; struct { int d; }; union { int d; }; }; // expected-error {{member of anonymous union redeclares 'd'}} expected-note@-0 {{previous declaration is here}}
struct F { int z; int z; }; // expected-error {{duplicate member 'z'}} expected-note@-0 {{previous declaration is here}}

#define TEN(p) int p##0, p##1, p##2, p##3, p##4, p##5, p##6, p##7, p##8, p##9
struct Big {
  TEN(m);
  struct { TEN(k); union { char u; double w; }; };
  TEN(n);
  int last;
};
_Static_assert(offsetof(struct Big, m9) == 36, "a direct member");
_Static_assert(offsetof(struct Big, k0) == 40, "through an anonymous struct");
_Static_assert(offsetof(struct Big, w) == 80, "through two anonymous members");
_Static_assert(offsetof(struct Big, n0) == 88, "after them");
_Static_assert(offsetof(struct Big, last) == 128, "the last");

int read(struct Big *b) { return b->k9 + (int)b->w + b->n5 + b->nope; } // expected-error {{no member named 'nope' in 'struct Big'}}
struct Big init = {.k3 = 1, .u = 'x', .n2 = 3, .absent = 4}; // expected-error {{field designator 'absent' does not refer to any field in type 'struct Big'}}

struct BigBad {
  TEN(m); // expected-note {{previous declaration is here}}
  struct { TEN(k); }; // expected-note {{previous declaration is here}}
  TEN(n); // expected-note {{previous declaration is here}}
  struct { int m3; }; // expected-error {{member of anonymous struct redeclares 'm3'}}
  int n9; // expected-error {{duplicate member 'n9'}}
  union { int k4; }; // expected-error {{member of anonymous union redeclares 'k4'}}
};
