// A metadirective decided at run time compiles a copy of its statement per variant, so what a
// copy cannot mean is an error: a static local (one object per copy instead of one), and
// nesting that would copy more than a multiple of the source (reported once, quickly).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls -A %t | count 0
// RUN: python3 -c "print('int f(int n) { int s = 0;'); [print('#pragma omp metadirective when(user={condition(n > %%d)}: parallel) otherwise()\n{' %% i) for i in range(40)]; print('s++;' + '}' * 40 + ' return s; }')" > %t/nest.c
// RUN: sh -c '%ompfe -fopenmp -fsyntax-only %t/nest.c; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=NEST
// NEST-COUNT-1: error: metadirectives decided at run time nest too deeply: their statements would be copied too often
// NEST-NOT: error:
// NEST: exit=1
int f(int n) {
  int s = 0;
#pragma omp metadirective when(user={condition(n > 1)}: parallel)
  { static int calls; calls++; s = calls; }
// CHECK: metadirective-dynamic-errors.c:[[@LINE-1]]:5: error: a static local in the statement of a metadirective decided at run time is not supported by ompfe
  return s;
}
// CHECK: exit=1
