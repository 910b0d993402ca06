// begin/end metadirective: unmatched lines are errors at their place, no output file.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
void f(void) {
#pragma omp end metadirective
// CHECK: begin-metadirective-errors.c:[[@LINE-1]]:13: error: '#pragma omp end metadirective' without a matching '#pragma omp begin metadirective'
#pragma omp begin metadirective when(user={condition(1)}: declare target)
// CHECK: begin-metadirective-errors.c:[[@LINE-1]]:59: error: 'declare target' is not an executable directive: it cannot be a variant of '#pragma omp metadirective'
#pragma omp end metadirective
}
void h(int n) {
#pragma omp begin metadirective when(user={condition(n > 3)}: parallel)
// CHECK: begin-metadirective-errors.c:[[@LINE-1]]:33: error: dynamic selection in '#pragma omp begin metadirective' is not supported by ompfe
  n++;
#pragma omp end metadirective
}
#pragma omp begin metadirective when(user={condition(0)}: parallel)
int g;
// CHECK: begin-metadirective-errors.c:[[@LINE-2]]:13: error: '#pragma omp begin metadirective' without a matching '#pragma omp end metadirective'
// CHECK: exit=1
