// A loop construct with no bind clause and no enclosing construct has no binding region to take
// (OpenMP 5.2 §11.7.1): clang-19 and gcc-12 refuse it, ompfe ran it on one thread. Inside a
// construct it binds to that construct's region. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fopenmp -fsyntax-only %s
// RUN: %clang -fopenmp -fsyntax-only -Xclang -verify %s
void g(int *a) {
#pragma omp loop // expected-error {{expected 'bind' clause for 'loop' construct without an enclosing OpenMP construct}}
  for (int i = 0; i < 10; i++) a[i] = i;
#pragma omp loop bind(thread)
  for (int i = 0; i < 10; i++) a[i] = i;
#pragma omp parallel
  {
#pragma omp loop
    for (int i = 0; i < 10; i++) a[i] = i;
  }
#pragma omp target teams map(tofrom : a[0:10])
#pragma omp loop
  for (int i = 0; i < 10; i++) a[i] = i;
}
