// An enumerator without a value past INT_MAX or UINT_MAX: clang-19 widens it to long or
// unsigned long with a warning in no group (gcc refuses it); past 64 bits both refuse it.
// RUN: %verify %s -- %ompfe -fsyntax-only %s

enum after_int { A1 = 0x7fffffff, A2 }; // expected-warning {{overflow in enumeration value}}
_Static_assert(_Generic(A2, unsigned: 1, default: 0), "the list's end makes A2 the enumeration's type");
_Static_assert(A2 == 0x80000000u && sizeof(enum after_int) == 4, "");

enum after_uint { U1 = 0xffffffff, U2, U_IN = _Generic(U2, unsigned long: 1, default: 0) }; // expected-warning {{overflow in enumeration value}}
_Static_assert(U_IN == 1 && U2 == 0x100000000 && sizeof(enum after_uint) == 8, "");

enum after_long { L1 = 0x7fffffffffffffff, L2 }; // expected-error {{overflow in enumeration values}}
enum after_ulong { UL1 = 0xffffffffffffffff, UL2 }; // expected-error {{overflow in enumeration values}}
