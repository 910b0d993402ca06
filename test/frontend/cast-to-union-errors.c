// GNU's cast to a union takes only an operand of a member's own type: no conversion picks a
// member (gcc-12 and clang-19 refuse these too), and the result is no lvalue. The same
// comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
union u { int i; double d; };
union v { struct { int a; }; };
void f(short s, float x, long l, union u w) {
  union u a = (union u)s;    // expected-error {{cast to union type from type 'short' not present in union}}
  union u b = (union u)x;    // expected-error {{cast to union type from type 'float' not present in union}}
  union u c = (union u)l;    // expected-error {{cast to union type from type 'long' not present in union}}
  union u d = (union u)w;    // the union itself: a no-op
  union u *p = &(union u)3; // expected-error {{cannot take the address of an rvalue of type 'union u'}}
  (void)a; (void)b; (void)c; (void)d; (void)p;
}
