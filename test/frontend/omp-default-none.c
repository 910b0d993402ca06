// default(none) asks the program to list every variable a construct uses; the compiler's own
// variables (the bounds distribute hands to the worksharing loop inside it, the lengths of
// variable-length arrays) are no one's to list, and a variable the source uses is.
// RUN: %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only -DUNLISTED %s 2>&1 | FileCheck %s
void f(int n, int *a) {
  int vla[n];
#pragma omp target teams distribute parallel for default(none) shared(a, vla) firstprivate(n)
  for (int i = 0; i < n; i++) a[i] = vla[i] + i;
#pragma omp parallel for default(none) shared(a, vla) firstprivate(n)
  for (int i = 0; i < n; i++) vla[i] = a[i];
#ifdef UNLISTED
#pragma omp teams distribute parallel for default(none) shared(a)
  for (int i = 0; i < n; i++) a[i] = i;
// CHECK: omp-default-none.c:[[@LINE-1]]:23: error: variable 'n' must have explicitly specified data sharing attributes
// CHECK: omp-default-none.c:[[@LINE-3]]:43: note: explicit data sharing attribute requested here
// CHECK-NOT: .omp.dist
#endif
}
