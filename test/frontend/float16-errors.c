// _Float16 forms ompfe refuses at their location, though gcc-12 and clang-19 take them: a
// complex _Float16 (also as an imaginary f16 constant), an _Atomic _Float16, a vector of them.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
_Atomic _Float16 at;                                      // expected-error {{_Atomic '_Float16' is not supported by ompfe}}
typedef _Float16 v8hf __attribute__((vector_size(16)));  // expected-error {{unsupported vector element type '_Float16' (ompfe takes integers up to 8 bytes, float and double)}}
_Float16 h = 1.5f16, k = 2;
_Static_assert(sizeof(h * k) == 2 && sizeof(1.5f16) == 2 && _Generic(-h, _Float16: 1, default: 0), "");
_Static_assert((int)(1.1f16 * 100) == 110 && (_Float16)1.1f16 != 1.1f16, "constants are float's, as in gcc-12");
void f(void) {
  double _Complex z = 1.0f16i;                            // expected-error {{'_Complex _Float16' is not supported by ompfe}}
  (void)z;
}
