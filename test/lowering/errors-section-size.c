// An array section of 2^61 bytes or more, by a constant length, is an error at the section,
// as an array type of that size is: before, length times element size overflowed in ompfe
// (undefined behaviour) and release builds mapped a wrong size (clang-19 maps the wrapped
// size, -4 bytes for p[0:0x7fffffffffffffff]). A section just below the limit keeps its size.
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s --match-full-lines --strict-whitespace
// RUN: %ompfe -DVALID -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o - | FileCheck %s --check-prefix=VALID

struct S { int a[4]; double d; };

#ifdef VALID
// VALID: @.offload_sizes{{.*}} = private unnamed_addr constant [1 x i64] [i64 2305843009213693948]
// VALID: @.offload_sizes{{.*}} = private unnamed_addr constant [1 x i64] [i64 1729382256910270464]
void valid(int *p, struct S *s) {
  #pragma omp target map(tofrom: p[0:0x7ffffffffffffff])
  { p[0] = 1; }
  #pragma omp target update to(s[0:0x100000000000000])
}
#else
void sections(int *p, struct S *s, double (*m)[8]) {
// CHECK:{{.*}}errors-section-size.c:[[@LINE+3]]:35: error: array section is too large (9223372036854775807 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}  #pragma omp target map(tofrom: p[0:0x7fffffffffffffff])
// CHECK-NEXT:{{ *[0-9]* \| }}                                  ^
  #pragma omp target map(tofrom: p[0:0x7fffffffffffffff])
  { p[0] = 1; }
// CHECK-NEXT:{{.*}}errors-section-size.c:[[@LINE+3]]:35: error: array section is too large (96076792050570582 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}  #pragma omp target update from(s[2:0x155555555555556])
// CHECK-NEXT:{{ *[0-9]* \| }}                                  ^
  #pragma omp target update from(s[2:0x155555555555556])
// CHECK-NEXT:{{.*}}errors-section-size.c:[[@LINE+3]]:42: error: array section is too large (36028797018963968 elements)
// CHECK-NEXT:{{ *[0-9]* \| }}  #pragma omp target enter data map(to: m[0:(1L << 55)][0:8])
// CHECK-NEXT:{{ *[0-9]* \| }}                                         ^
  #pragma omp target enter data map(to: m[0:(1L << 55)][0:8])
}
#endif
