// __builtin_*_overflow: errors, at the argument, for an operand that is not an integer, a
// result that is not a pointer to a non-const integer other than _Bool or an enum (GCC refuses
// those), a _p form whose third argument is not such an integer, and a wrong argument count.
// All in one compile, which then fails.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0

enum e { E0 };

int f(int a, double d, int *p, const int *cp, _Bool *bp, enum e *ep) {
  int r = 0;
// CHECK: diag-builtin-overflow.c:[[@LINE+3]]:34: error: operand argument to overflow builtin must be an integer ('double' invalid)
// CHECK-NEXT: {{ *[0-9]* \|}} r += __builtin_add_overflow(a, d, p);
// CHECK-NEXT: {{^ *[0-9]* \|}} ^{{$}}
  r += __builtin_add_overflow(a, d, p);
// CHECK: diag-builtin-overflow.c:[[@LINE+1]]:31: error: operand argument to overflow builtin must be an integer ('int *' invalid)
  r += __builtin_sub_overflow(p, a, p);
// CHECK: diag-builtin-overflow.c:[[@LINE+1]]:37: error: result argument to '__builtin_mul_overflow' must be a pointer to a non-const integer ('const int *' invalid)
  r += __builtin_mul_overflow(a, a, cp);
// CHECK: diag-builtin-overflow.c:[[@LINE+1]]:37: error: result argument to '__builtin_add_overflow' must be a pointer to a non-const integer ('_Bool *' invalid)
  r += __builtin_add_overflow(a, a, bp);
// CHECK: diag-builtin-overflow.c:[[@LINE+1]]:37: error: result argument to '__builtin_add_overflow' must be a pointer to a non-const integer ('enum e *' invalid)
  r += __builtin_add_overflow(a, a, ep);
// CHECK: diag-builtin-overflow.c:[[@LINE+1]]:37: error: result argument to '__builtin_add_overflow' must be a pointer to a non-const integer ('int' invalid)
  r += __builtin_add_overflow(a, a, a);
// CHECK: diag-builtin-overflow.c:[[@LINE+1]]:39: error: result argument to '__builtin_add_overflow_p' must be an integer ('double' invalid)
  r += __builtin_add_overflow_p(a, a, d);
// CHECK: diag-builtin-overflow.c:[[@LINE+1]]:8: error: too few arguments to function call '__builtin_mul_overflow', expected 3, have 2
  r += __builtin_mul_overflow(a, a);
  return r;
}
// CHECK: exit=1
