// What clang-19 does not fold of the bit and floating built-ins stays no constant: clz and ctz
// of 0 (undefined), and abs, labs, signbit, isgreater and powi, which gcc-12 folds but clang-19
// does not. Their folded neighbours are checked by _Static_assert. The same comments pass
// clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
static int a = __builtin_clz(0);        // expected-error {{initializer element is not a compile-time constant}}
static int b = __builtin_ctz(0u);       // expected-error {{initializer element is not a compile-time constant}}
static int c = __builtin_clzl(0UL);     // expected-error {{initializer element is not a compile-time constant}}
static int d = __builtin_ctzll(0ULL);   // expected-error {{initializer element is not a compile-time constant}}
enum { E1 = __builtin_clz(0) };         // expected-error {{is not an integer constant expression}}
enum { E2 = __builtin_abs(-3) };        // expected-error {{is not an integer constant expression}}
enum { E3 = __builtin_labs(-3L) };      // expected-error {{is not an integer constant expression}}
enum { E4 = __builtin_signbit(-1.0) };  // expected-error {{is not an integer constant expression}}
enum { E5 = __builtin_isgreater(2.0, 1.0) }; // expected-error {{is not an integer constant expression}}
static double p = __builtin_powi(2.0, 3); // expected-error {{initializer element is not a compile-time constant}}

_Static_assert(__builtin_clz(1) == 31 && __builtin_ctz(0x80000000u) == 31, "");
_Static_assert(__builtin_clzll(1) == 63 && __builtin_ctzl(1UL << 63) == 63, "");
_Static_assert(__builtin_ffs(0) == 0 && __builtin_ffsl(1L << 40) == 41 && __builtin_ffsll(-1) == 1, "");
_Static_assert(__builtin_clrsb(0) == 31 && __builtin_clrsb(-1) == 31 && __builtin_clrsb(1) == 30, "");
_Static_assert(__builtin_clrsbll(-0x7fffffffffffffffLL - 1) == 0, "");
_Static_assert(__builtin_parity(7) == 1 && __builtin_parityll(3) == 0, "");
_Static_assert(__builtin_popcountll(-1LL) == 64 && __builtin_popcount(-1) == 32, "");
_Static_assert(__builtin_bswap64(0x0102030405060708ULL) == 0x0807060504030201ULL, "");
_Static_assert(__builtin_bswap16(0x1234) == 0x3412 && __builtin_bswap32(1) == 0x1000000, "");
_Static_assert(__builtin_isinf_sign(-__builtin_inf()) == -1 && __builtin_isinf_sign(1.0) == 0, "");
_Static_assert(__builtin_isnormal(1.0) && !__builtin_isnormal(1e-310) && !__builtin_isnormal((float)1e-40), "");
_Static_assert(__builtin_isnormal(1e-310L), "normal as a long double");
_Static_assert(__builtin_fpclassify(10, 11, 12, 13, 14, 1e-310) == 13, "");
_Static_assert(__builtin_fpclassify(10, 11, 12, 13, 14, -0.0) == 14, "");
_Static_assert(__builtin_isnan(__builtin_nan("")) && __builtin_isinf(__builtin_huge_valf()), "");
_Static_assert(__builtin_isfinite(1e308) && !__builtin_isfinite(__builtin_inf()), "");
_Static_assert(__builtin_strlen("abc") == 3 && __builtin_strlen("ab\0cd") == 2 && __builtin_strlen(&"abcd"[1]) == 3, "");
_Static_assert(__builtin_expect(5L, 0) == 5, "");
_Static_assert((int)__builtin_copysign(2.0, -0.0) == -2 && (int)__builtin_fabs(-2.5) == 2, "");

// strlen of a const char array this unit defines with a string, and expect of a constant
// whatever its hint is, are constants in both compilers (ompfe refused them: "not an integer
// constant expression"; expect_with_probability's probability warned as a conversion to long).
// A volatile array, a non-const one or one cut before its terminator is none (a weak one:
// test/frontend/strlen-fold-weak.c).
static const char hello[] = "hello";
static const char padded[16] = "ab";
static const char cut[3] = "abc";
const char visible[] = "four";
static char writable[] = "xyz";
static const volatile char shaky[] = "xyz";
extern int runtime_value;
int side_effect(void);
_Static_assert(__builtin_strlen(hello) == 5 && __builtin_strlen(hello + 2) == 3 && __builtin_strlen(&hello[5]) == 0, "");
_Static_assert(__builtin_strlen(padded) == 2 && __builtin_strlen(padded + 9) == 0 && __builtin_strlen(visible) == 4, "");
_Static_assert(__builtin_expect(6, runtime_value) == 6 && __builtin_expect(7, side_effect()) == 7, "");
_Static_assert(__builtin_expect_with_probability(8, 1, 0.9) == 8, "");
enum { HELLO_LEN = __builtin_strlen(hello), EXPECTED = __builtin_expect(3, runtime_value > 0) };
enum { CUT = __builtin_strlen(cut) };              // expected-error {{is not an integer constant expression}}
enum { WRITABLE = __builtin_strlen(writable) };    // expected-error {{is not an integer constant expression}}
enum { SHAKY = __builtin_strlen((const char *)shaky) }; // expected-error {{is not an integer constant expression}}
