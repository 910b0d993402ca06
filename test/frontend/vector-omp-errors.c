// What ompfe refuses of GNU vectors in OpenMP directives: a reduction with a built-in
// operator (clang-19 refuses it too; a declare reduction works, see
// e2e/parallel/vector_clauses.c), atomic on a vector (not a scalar), linear.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp -ferror-limit=0 %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
typedef int v4si __attribute__((vector_size(16)));
v4si g, h;
int main(void) {
  v4si v = {0};
  int x = 0;
#pragma omp parallel for reduction(+ : v)
  // CHECK: vector-omp-errors.c:[[@LINE-1]]:40: error: a reduction over a variable of type '__attribute__((__vector_size__(4 * sizeof(int)))) int' is not supported by ompfe
  for (int i = 0; i < 4; i++) v += i;
#pragma omp atomic
  v += 1;
  // CHECK: vector-omp-errors.c:[[@LINE-1]]:3: error: the statement for '#pragma omp atomic' needs an object of scalar type, not a vector
#pragma omp atomic read
  h = g;
  // CHECK: vector-omp-errors.c:[[@LINE-1]]:7: error: the statement for '#pragma omp atomic' needs an object of scalar type, not a vector
#pragma omp atomic
  v[1] += 1; /* an element is a scalar */
#pragma omp parallel for reduction(+ : x) linear(v)
  // CHECK: vector-omp-errors.c:[[@LINE-1]]:50: error: argument of a linear clause should be of integral or pointer type, not '__attribute__((__vector_size__(4 * sizeof(int)))) int'
  for (int i = 0; i < 4; i++) x += v[0];
  return x;
}
// CHECK: exit=1
