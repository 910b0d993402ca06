// A __float128 literal (GCC's Q suffix) whose value long double, in which ompfe holds
// constants, would round is refused rather than rounded (gcc-12 takes it at quad precision),
// and so is __builtin_nanq with a payload (gcc-12 calls libquadmath's nanq).
// RUN: %verify %s -- %ompfe -fsyntax-only %s
__float128 ok = 0.5Q + 3.0q, ok2 = 0x1.fffffffffffffffep+0Q;
__float128 pi = 3.14159265358979323846264338327950288Q; // expected-error {{'__float128' constant '3.14159265358979323846264338327950288Q' is not supported: ompfe takes one whose value long double holds exactly}}
__float128 tenth = 0.1q;                  // expected-error {{'__float128' constant '0.1q' is not supported}}
__float128 wide = 0x1.00000000000000001p0Q; // expected-error {{is not supported: ompfe takes one whose value long double holds exactly}}
double d = 0.1;                           // a double literal rounds as usual
int f(const char *s) {
  __float128 p = __builtin_nanq("0x12");  // expected-error {{'__builtin_nanq' with a payload or a string known only at run time is not supported by ompfe}}
  __float128 r = __builtin_nanq(s);       // expected-error {{'__builtin_nanq' with a payload}}
  return p != r;
}
