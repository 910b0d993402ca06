// Misuse of the constructs that run in parallel is an error at its location, and so is every
// construct or clause ompfe does not implement (leaving one out would let every thread run
// its code): no output file is left behind.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void f(int n, int *a) {
#pragma omp taskloop grainsize(2) num_tasks(2)
  for (int i = 0; i < n; i++) a[i] = 1;
// CHECK: omp-parallel-errors.c:[[@LINE-2]]:35: error: 'num_tasks' and 'grainsize' clause are mutually exclusive and may not appear on the same directive
#pragma omp section
  a[0] = 1;
// CHECK: omp-parallel-errors.c:[[@LINE-2]]:1: error: orphaned 'omp section' directives are prohibited; perhaps you forget to enclose the directive into a sections region?
#pragma omp sections
  {
    a[0] = 1;
    a[1] = 2;
  }
// CHECK: omp-parallel-errors.c:[[@LINE-2]]:5: error: statement in 'omp sections' must be preceded by '#pragma omp section'
#pragma omp scan inclusive(n)
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:28: error: the list item must appear in 'reduction' clause with the 'inscan' modifier of the parent directive
// CHECK: omp-parallel-errors.c:[[@LINE-2]]:1: error: orphaned 'omp scan' directives are prohibited; perhaps you forget to enclose the directive into a for, simd, for simd, parallel for, or parallel for simd region?
#pragma omp parallel for
  for (int i = 0; i < n; i++) {
#pragma omp ordered
    a[i] = 0;
  }
// CHECK: omp-parallel-errors.c:[[@LINE-3]]:1: error: region cannot be closely nested inside 'parallel for' region; perhaps you forget to enclose 'omp ordered' directive into a for or a parallel for region with 'ordered' clause?
#pragma omp parallel copyin(n)
  a[0] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-2]]:29: error: copyin variable must be threadprivate
#pragma omp threadprivate(n)
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:27: error: arguments of '#pragma omp threadprivate' must have static storage duration
#pragma omp single copyprivate(n) nowait
  a[0] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-2]]:35: error: the 'copyprivate' clause must not be used with the 'nowait' clause
#pragma omp parallel for
  for (int i = 0; i < n; i++) { if (i) break; }
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:40: error: 'break' statement cannot be used in OpenMP 'parallel for' loop
#pragma omp parallel for
  for (int i = 0; i * 2 < n; i++) a[i] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:25: error: condition of OpenMP 'parallel for' loop must be a relational comparison ('<', '<=', '>', '>=', or '!=') of loop variable 'i'
#pragma omp for
  for (int i = 0; i < n; i *= 2) a[i] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:28: error: increment clause of OpenMP 'for' loop must perform simple addition or subtraction on loop variable 'i'
#pragma omp for
  for (int i = 10; i > 0; i++) a[i] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:28: error: increment expression must cause 'i' to decrease beyond its bound
#pragma omp for collapse(2)
  for (int i = 1; i < n; i++) for (int j = 0; j < n; j += i) a[j] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:31: error: the step of an OpenMP loop must not depend on 'i'
#pragma omp for
  a[0] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:3: error: statement after '#pragma omp for' must be a for loop
#pragma omp parallel default(none) shared(a)
  a[0] = n;
// CHECK: omp-parallel-errors.c:[[@LINE-1]]:10: error: variable 'n' must have explicitly specified data sharing attributes
// CHECK: omp-parallel-errors.c:[[@LINE-3]]:22: note: explicit data sharing attribute requested here
#pragma omp parallel schedule(static)
  a[0] = 0;
// CHECK: omp-parallel-errors.c:[[@LINE-2]]:22: error: unexpected OpenMP clause 'schedule' in directive '#pragma omp parallel'
}
// CHECK: exit=1
