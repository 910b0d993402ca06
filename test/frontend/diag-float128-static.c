// ompfe folds constants in long double: a static __float128 initializer whose value needs
// binary128's precision is refused rather than rounded (gcc and clang-19 fold it in binary128);
// one long double holds exactly is folded. An automatic one is computed at run time
// (test/c/float_const_rounding.c).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
// CHECK: diag-float128-static.c:[[@LINE+1]]:37: error: initializer element is not a compile-time constant (ompfe folds '__float128' arithmetic only where long double holds the result exactly)
static __float128 c = (__float128)1 / 3;
// a __float128 that is no constant at all gets the same words, which stay true
int g;
// CHECK: diag-float128-static.c:[[@LINE+1]]:23: error: initializer element is not a compile-time constant (ompfe folds
static __float128 h = g;
// CHECK-NOT: error
static __float128 d = (__float128)1 / 4 + 3;
static __float128 e = 0.1L;
__float128 f(void) { return c + d + e + h; }
// CHECK: exit=1
