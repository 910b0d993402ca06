// sizeof of a bit-field is an error, sizeof of +f or -f is not: unary + and - make a value of
// the promoted type (ompfe refused sizeof(+s.a) as a bit-field). Unary + on any lvalue is a
// value, so & and assignment refuse it (ompfe took &+x and +x = 1). The same comments pass
// clang-19's -verify. typeof, _Alignof and an __auto_type initializer refuse a bit-field too, as
// in gcc and clang-19 (ompfe took them, typeof giving the declared type).
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
struct S { unsigned long a : 8; long b : 8; unsigned long long w : 40; int i; } s;
int x;

_Static_assert(sizeof(+s.a) == 4, "promoted");
_Static_assert(sizeof(-s.b) == 4, "promoted");
_Static_assert(sizeof(+s.w) == 8, "wider than int: not promoted");
_Static_assert(sizeof(s.i) == 4, "not a bit-field");

void f(void) {
  (void)sizeof(s.a); // expected-error {{invalid application of 'sizeof' to bit-field}}
  (void)sizeof(s.w); // expected-error {{invalid application of 'sizeof' to bit-field}}
  (void)&s.a;        // expected-error {{address of bit-field requested}}
  (void)&(+s.a);     // expected-error {{cannot take the address of an rvalue of type 'int'}}
  (void)&(+x);       // expected-error {{cannot take the address of an rvalue of type 'int'}}
  +x = 1;            // expected-error {{expression is not assignable}}
  +s.i = 2;          // expected-error {{expression is not assignable}}
  typeof(s.b) t = 1; // expected-error {{invalid application of 'typeof' to bit-field}}
  __typeof__(+s.b) promoted = 1;
  (void)__alignof__(s.a); // expected-error {{invalid application of 'alignof' to bit-field}}
  __auto_type u = s.a; // expected-error {{cannot pass bit-field as __auto_type initializer in C}}
  __auto_type v = +s.a;
  (void)t, (void)promoted, (void)u, (void)v;
}
