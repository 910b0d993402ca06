// default(private) and default(firstprivate) privatize what no clause names, but a file-scope
// variable must be listed (OpenMP 5.2 §5.4.1, as clang-19 and gcc check), threadprivate ones
// aside; a const variable cannot be private, by default or by a private or lastprivate clause
// (firstprivate is fine), as clang-19 has it. ompfe reports at the clause, clang-19 at the use.
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: clang-19 -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
// RUN: not clang-19 -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=CLANG
int g, tp;
#pragma omp threadprivate(tp)
const int cg = 1;

void ok(int n) {
  static int s;
  const int c = 2;
  const int ca[2] = {1, 2};
#pragma omp parallel default(firstprivate) shared(g) firstprivate(cg)
  s = g + tp + n + c + cg;
#pragma omp task default(private) firstprivate(c) shared(g)
  g = s + c;
#pragma omp parallel firstprivate(c, ca)
  s = c + ca[1];
}

#ifdef BAD
void bad(void) {
  int x = 0;
  const int c = 2;
  const int ca[2] = {1, 2};
#pragma omp parallel default(firstprivate)
  x = g;
// CHECK: omp-default-private-errors.c:[[@LINE-1]]:7: error: variable 'g' must have explicitly specified data sharing attributes
// CLANG: omp-default-private-errors.c:[[@LINE-2]]:7: error: variable 'g' must have explicitly specified data sharing attributes
#pragma omp taskloop default(private)
  for (int i = 0; i < 4; i++) x = cg + i;
// CHECK: omp-default-private-errors.c:[[@LINE-1]]:35: error: variable 'cg' must have explicitly specified data sharing attributes
// CLANG: omp-default-private-errors.c:[[@LINE-2]]:35: error: variable 'cg' must have explicitly specified data sharing attributes
#pragma omp parallel default(private)
  x = c;
// CHECK: omp-default-private-errors.c:[[@LINE-2]]:22: error: const-qualified variable 'c' cannot be private
// CLANG: omp-default-private-errors.c:[[@LINE-2]]:7: error: const-qualified variable cannot be private
#pragma omp parallel private(c)
  x = c;
// CHECK: omp-default-private-errors.c:[[@LINE-2]]:30: error: const-qualified variable cannot be private
// CLANG: omp-default-private-errors.c:[[@LINE-3]]:30: error: const-qualified variable cannot be private
#pragma omp parallel for lastprivate(ca)
  for (int i = 0; i < 2; i++) x = ca[i];
// CHECK: omp-default-private-errors.c:[[@LINE-2]]:38: error: const-qualified variable cannot be lastprivate
// CLANG: omp-default-private-errors.c:[[@LINE-3]]:38: error: const-qualified variable cannot be lastprivate
}
#endif
