// Misuse of scan reductions (reduction(inscan, ...) and #pragma omp scan): each error at its
// place, with clang-19's words; and what ompfe does not implement, refused.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -ferror-limit=0 %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
int a[10], b[10];
void f(void) {
  int x = 0, y = 0;
#pragma omp parallel for reduction(inscan, +: x) reduction(+: y)
  for (int i = 0; i < 10; i++) {
    x += a[i];
    y++;
#pragma omp scan inclusive(x)
    b[i] = x;
  }
// CHECK: omp-scan-errors.c:[[@LINE-7]]:50: error: expected 'reduction' clause with the 'inscan' modifier
// CHECK: omp-scan-errors.c:[[@LINE-8]]:26: note: 'reduction' clause with 'inscan' modifier is used here
#pragma omp parallel for reduction(inscan, +: x, y)
  for (int i = 0; i < 10; i++) {
    x += a[i];
#pragma omp scan exclusive(x)
    b[i] = x;
  }
// CHECK: omp-scan-errors.c:[[@LINE-6]]:50: error: the inscan reduction list item must appear as a list item in an 'inclusive' or 'exclusive' clause on an inner 'omp scan' directive
#pragma omp for simd reduction(inscan, +: x)
  for (int i = 0; i < 10; i++) {
    x += a[i];
#pragma omp scan inclusive(x)
    b[i] = x;
#pragma omp scan inclusive(x)
  }
// CHECK: omp-scan-errors.c:[[@LINE-2]]:1: error: exactly one 'scan' directive must appear in the loop body of an enclosing directive
// CHECK: omp-scan-errors.c:[[@LINE-5]]:1: note: previous 'scan' directive used here
#pragma omp simd reduction(inscan, +: x)
  for (int i = 0; i < 10; i++) {
    x += a[i];
#pragma omp scan inclusive(x) exclusive(x)
    b[i] = x;
  }
// CHECK: omp-scan-errors.c:[[@LINE-3]]:31: error: exactly one of 'inclusive' or 'exclusive' clauses is expected
#pragma omp simd reduction(inscan, +: x)
  for (int i = 0; i < 10; i++) {
    x += a[i];
    if (i) {
#pragma omp scan inclusive(x)
    }
    b[i] = x;
  }
// CHECK: omp-scan-errors.c:[[@LINE-4]]:1: error: orphaned 'omp scan' directives are prohibited; perhaps you forget to enclose the directive into a for, simd, for simd, parallel for, or parallel for simd region?
#pragma omp simd reduction(inscan, +: x)
  for (int i = 0; i < 10; i++) {
    x += a[i];
#pragma omp scan inclusive(y)
    b[i] = x;
  }
// CHECK: omp-scan-errors.c:[[@LINE-3]]:28: error: the list item must appear in 'reduction' clause with the 'inscan' modifier of the parent directive
// CHECK: omp-scan-errors.c:[[@LINE-7]]:39: error: the inscan reduction list item must appear as a list item in an 'inclusive' or 'exclusive' clause on an inner 'omp scan' directive
#pragma omp parallel for reduction(inscan, +: x)
  for (int i = 0; i < 10; i++) {
    x += a[i];
#pragma omp parallel
    {
#pragma omp scan inclusive(x)
    }
    b[i] = x;
  }
// CHECK: omp-scan-errors.c:[[@LINE-4]]:1: error: region cannot be closely nested inside 'parallel' region; perhaps you forget to enclose 'omp scan' directive into a for, simd, for simd, parallel for, or parallel for simd region?
}
void g(void) {
  int x = 0, arr[4] = {0};
#pragma omp target teams distribute parallel for reduction(inscan, +: x)
  for (int i = 0; i < 10; i++) x += a[i];
// CHECK: omp-scan-errors.c:[[@LINE-2]]:60: error: 'inscan' modifier can be used only in 'omp for', 'omp simd', 'omp for simd', 'omp parallel for', or 'omp parallel for simd' directive
#pragma omp parallel reduction(inscan, +: x)
  x++;
// CHECK: omp-scan-errors.c:[[@LINE-2]]:32: error: 'inscan' modifier can be used only in
#pragma omp scan exclusive(x)
// CHECK: omp-scan-errors.c:[[@LINE-1]]:28: error: the list item must appear in 'reduction' clause with the 'inscan' modifier of the parent directive
// CHECK: omp-scan-errors.c:[[@LINE-2]]:1: error: orphaned 'omp scan' directives are prohibited
  // not implemented by ompfe: refused, not run wrongly
#pragma omp parallel for reduction(inscan, +: arr[0:2])
  for (int i = 0; i < 10; i++) {
    arr[0] += a[i];
#pragma omp scan inclusive(arr)
    b[i] = arr[0];
  }
// CHECK: omp-scan-errors.c:[[@LINE-6]]:50: error: array sections and variable-length arrays in inscan reductions are not supported by ompfe; use scalars or whole arrays
#pragma omp parallel for reduction(inscan, +: x) schedule(dynamic)
  for (int i = 0; i < 10; i++) {
    x += a[i];
#pragma omp scan inclusive(x)
    b[i] = x;
  }
// CHECK: omp-scan-errors.c:[[@LINE-6]]:50: error: a 'schedule' other than 'static' without a chunk size on a loop with inscan reductions is not supported by ompfe
}
// CHECK: exit=1
