// An array of 2^61 bytes or more is an error in clang-19's words, wherever its type is
// written: before, the byte size overflowed (undefined behaviour in ompfe), release builds
// emitted a wrong type, and an initialized one looped for 2^63 elements.
// RUN: not %ompfe -fsyntax-only %s 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: not %ompfe -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERRS
// ERRS-COUNT-12: {{.*}}error: array is too large ({{[0-9]+}} elements)

// CHECK:{{.*}}diag-array-too-large.c:[[@LINE+3]]:11: error: array is too large (4611686018427387904 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}char a[1LL<<62][8];
// CHECK-NEXT:{{ *[0-9]* \| }}          ^
char a[1LL<<62][8];
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:7: error: array is too large (9223372036854775807 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}int b[0x7fffffffffffffff] = {1};
// CHECK-NEXT:{{ *[0-9]* \| }}      ^
int b[0x7fffffffffffffff] = {1};
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:8: error: array is too large (18446744073709551615 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}char c[0xffffffffffffffffULL];
// CHECK-NEXT:{{ *[0-9]* \| }}       ^
char c[0xffffffffffffffffULL];
// 2^61 - 1 bytes is the largest array.
char largest[(1LL << 61) - 1];
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:22: error: array is too large (576460752303423488 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}typedef double T[1LL << 59];
// CHECK-NEXT:{{ *[0-9]* \| }}                     ^
typedef double T[1LL << 59];
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:29: error: array is too large (1152921504606846976 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}struct S { int n; int m[1LL << 60]; };
// CHECK-NEXT:{{ *[0-9]* \| }}                            ^
struct S { int n; int m[1LL << 60]; };
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:22: error: array is too large (1152921504606846976 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}void param(int p[1LL << 60]);
// CHECK-NEXT:{{ *[0-9]* \| }}                     ^
void param(int p[1LL << 60]);

long sizes(void) {
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:28: error: array is too large (2305843009213693952 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}  long s = sizeof(char[1LL << 61]);
// CHECK-NEXT:{{ *[0-9]* \| }}                           ^
  long s = sizeof(char[1LL << 61]);
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:27: error: array is too large (2305843009213693952 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}  void *p = (char (*)[1LL << 61])0;
// CHECK-NEXT:{{ *[0-9]* \| }}                          ^
  void *p = (char (*)[1LL << 61])0;
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:24: error: array is too large (2305843009213693952 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}  s += sizeof((int[1LL << 61]){0});
// CHECK-NEXT:{{ *[0-9]* \| }}                       ^
  s += sizeof((int[1LL << 61]){0});
  return s + (p != 0);
}

// An array sized by its initializer is checked too.
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:26: error: array is too large (3 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}char rows[][1LL << 60] = {"a", "b", "c"};
// CHECK-NEXT:{{ *[0-9]* \| }}                         ^
char rows[][1LL << 60] = {"a", "b", "c"};
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:15: error: array is too large (288230376151711744 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}long far[] = {[(1L << 58) - 1] = 1};
// CHECK-NEXT:{{ *[0-9]* \| }}              ^
long far[] = {[(1L << 58) - 1] = 1};
// CHECK-NEXT:{{.*}}diag-array-too-large.c:[[@LINE+3]]:31: error: array is too large (1152921504606846976 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}int vla(int n) { int v[n][1LL << 60]; return sizeof v; }
// CHECK-NEXT:{{ *[0-9]* \| }}                              ^
int vla(int n) { int v[n][1LL << 60]; return sizeof v; }
