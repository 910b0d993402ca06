// A floating machine mode applies to a floating type of its class: SF ... TF to a real one,
// SC ... TC to a complex one, none to an enum (gcc-12 refuses each of these; clang-19 takes the
// real mode on a complex type). Vector modes stay unsupported (both compilers deprecate them).
// RUN: %verify %s -- %ompfe -fsyntax-only %s
typedef int i_sf __attribute__((mode(SF)));               // expected-error {{type of machine mode does not match type of base type}}
typedef float f_sc __attribute__((mode(SC)));             // expected-error {{type of machine mode does not match type of base type}}
typedef _Complex double c_sf __attribute__((mode(SF)));   // expected-error {{type of machine mode does not match type of base type}}
typedef float f_di __attribute__((mode(DI)));             // expected-error {{integer machine mode on non-integer type 'float'}}
enum __attribute__((mode(DF))) e { A };                   // expected-error {{type of machine mode does not match type of base type}}
typedef float v4 __attribute__((mode(V4SF)));             // expected-error {{unsupported machine mode 'V4SF'}}
typedef double ok __attribute__((mode(TF)));
_Static_assert(sizeof(ok) == 16 && _Generic((ok)0, __float128: 1, default: 0), "TF is __float128");
