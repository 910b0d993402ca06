// Clause misuse on the data-mapping constructs: errors at the offending item or clause, in
// clang-19's words where it has them.
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s
// RUN: not %ompfe -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -emit-llvm -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE

struct V { int n; double *p; };

void clauses(int x, int *p, struct V *ps, int arr[4]) {
  // CHECK: errors-clauses.c:[[@LINE+1]]:33: error: map type 'from' is not allowed for '#pragma omp target enter data'
  #pragma omp target enter data map(from: x)
  // CHECK: errors-clauses.c:[[@LINE+1]]:32: error: map type 'to' is not allowed for '#pragma omp target exit data'
  #pragma omp target exit data map(to: x)
  // CHECK: errors-clauses.c:[[@LINE+1]]:27: error: map type 'delete' is not allowed for '#pragma omp target data'
  #pragma omp target data map(delete: x)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:36: error: expected pointer, array, reference to pointer, or reference to array in 'is_device_ptr clause'
  #pragma omp target is_device_ptr(x)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:42: error: expected pointer or reference to pointer in 'use_device_ptr' clause
  #pragma omp target data use_device_ptr(x)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:46: error: private variable cannot be firstprivate
  #pragma omp target private(x) firstprivate(x)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:42: error: firstprivate variable cannot be in a map clause in '#pragma omp target' directive
  #pragma omp target firstprivate(x) map(x)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:50: error: private variable cannot be in a map clause in '#pragma omp target' directive
  #pragma omp target map(tofrom: p[0:2]) private(p)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:44: error: pointer cannot be mapped along with a section derived from itself
  #pragma omp target is_device_ptr(p) map(p[0:2])
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:45: error: variable already marked as mapped in current construct
  #pragma omp target has_device_addr(x) map(x)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:61: error: variable appears in more than one use_device_ptr or use_device_addr clause
  #pragma omp target data use_device_ptr(p) use_device_addr(p)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:51: error: mapping a pointer variable together with members of what it points to is not supported
  #pragma omp target map(to: ps) map(tofrom: ps->p[0:2])
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:49: error: at most one defaultmap clause for each variable-category can appear on the directive
  #pragma omp target defaultmap(tofrom: scalar) defaultmap(to: scalar)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:51: error: at most one defaultmap clause for each variable-category can appear on the directive
  #pragma omp target defaultmap(alloc: aggregate) defaultmap(firstprivate)
  { }
  #pragma omp target defaultmap(none) map(to: arr)
  // (reported when the captures are decided, at the end of the unit)
  // NONE: errors-clauses.c:[[@LINE+3]]:5: error: variable 'x' must have explicitly specified data sharing attributes, data mapping attributes, or in an is_device_ptr clause
  // NONE: errors-clauses.c:[[@LINE-3]]:22: note: explicit data sharing attribute, data mapping attribute, or is_device_ptr clause requested here
  // (clang-19's words; its note is at the directive)
  { x = arr[0]; }
  // CHECK: errors-clauses.c:[[@LINE+1]]:29: error: unexpected OpenMP clause 'use_device_ptr' in directive '#pragma omp target'
  #pragma omp target map(x) use_device_ptr(p)
  { }
  // num_teams needs a teams construct; thread_limit is a target clause since OpenMP 5.1.
  // CHECK: errors-clauses.c:[[@LINE+1]]:22: error: unexpected OpenMP clause 'num_teams' in directive '#pragma omp target'
  #pragma omp target num_teams(4) thread_limit(8) map(x)
  { }
  // CHECK-NOT: errors-clauses.c:[[@LINE+1]]:{{.*}} error
  #pragma omp target teams num_teams(4) thread_limit(8) map(x)
  { }
  // CHECK: errors-clauses.c:[[@LINE+1]]:3: error: expected at least one 'map' clause for '#pragma omp target enter data'
  #pragma omp target enter data if(x)
  #pragma omp target map(tofrom: x)
  {
    // CHECK: errors-clauses.c:[[@LINE+1]]:5: error: '#pragma omp target data' inside a target region is not supported
    #pragma omp target data map(to: x)
    { x++; }
  }
}
