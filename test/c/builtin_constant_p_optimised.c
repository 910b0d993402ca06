// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __builtin_constant_p of a value the front end does not fold but the optimiser knows: a
// const local with a constant initializer, a local never changed, a parameter of an inline
// function called with a constant, sums of those. gcc-12 and clang-19 say 1 at -O2 (clang-19
// emits llvm.is.constant; gcc-12 decides after its own propagation) and 0 for a value known
// only at run time; at -O0 gcc-12 says 0 (clang-19 1 for the const local, which its front end
// folds). ompfe said 0 at every level.
#include <stdio.h>

static inline int constant_arg(int n) { return __builtin_constant_p(n); }
static inline int constant_sum(int a, double b) { return __builtin_constant_p(a + b); }

int main(int argc, char **argv) {
  (void)argv;
  const int x = 3;
  int y = 4;
  int z = argc;
  double d = 2.5;
  long double ld = 1.25L;
  unsigned char c = 'c';
  printf("locals %d %d %d %d %d %d %d\n", __builtin_constant_p(x), __builtin_constant_p(y), __builtin_constant_p(z),
         __builtin_constant_p(x + y), __builtin_constant_p(d * 2), __builtin_constant_p(ld), __builtin_constant_p(c));
  printf("inlined %d %d %d %d\n", constant_arg(5), constant_arg(argc), constant_sum(1, 0.5), constant_sum(argc, 0.5));
  printf("run time %d %d\n", __builtin_constant_p(z * 2), __builtin_constant_p(y + argc));
  /* a static initializer: 0, whatever the optimiser would say (gcc-12 -O2 refuses one as a
   * case label or an enumerator; frontend/builtin-constant-p-ir.c checks those) */
  static int in_static = __builtin_constant_p(y) + 10;
  printf("static %d\n", in_static);
  return 0;
}
