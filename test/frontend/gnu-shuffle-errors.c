// GCC's __builtin_shuffle: the argument vectors of one type and an integer mask vector with
// as many elements, as wide as theirs; gcc-12's messages (a run-time mask is taken).
// RUN: %verify %s -- %ompfe -fsyntax-only %s
typedef int v4si __attribute__((vector_size(16)));
typedef short v8hi __attribute__((vector_size(16)));
typedef float v4sf __attribute__((vector_size(16)));
typedef short v4hi __attribute__((vector_size(8)));
void f(v4si a, v8hi h, v4sf s, v4hi l, int i) {
  v4si r1 = __builtin_shuffle(a, h);     // expected-error {{'__builtin_shuffle' number of elements of the argument vector(s) and the mask vector should be the same}}
  v4si r2 = __builtin_shuffle(a, s);     // expected-error {{'__builtin_shuffle' last argument must be an integer vector}}
  v4si r3 = __builtin_shuffle(a, i);     // expected-error {{'__builtin_shuffle' last argument must be an integer vector}}
  v4si r4 = __builtin_shuffle(a, s, a);  // expected-error {{'__builtin_shuffle' argument vectors must be of the same type}}
  v4si r5 = __builtin_shuffle(a, l);     // expected-error {{'__builtin_shuffle' argument vector(s) inner type must have the same size as inner type of the mask}}
  v4si r6 = __builtin_shuffle(a);        // expected-error {{'__builtin_shuffle' takes 2 or 3 arguments, have 1}}
  v4si r7 = __builtin_shuffle(a, (v4hi){1, 2, 3, 0}); // expected-error {{'__builtin_shuffle' argument vector(s) inner type must have the same size as inner type of the mask}}
  (void)r1; (void)r2; (void)r3; (void)r4; (void)r5; (void)r6; (void)r7;
}
