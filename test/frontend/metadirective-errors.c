// metadirective: selectors ompfe cannot decide statically, and malformed clauses, are errors
// at the directive; no object file is written.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: ls -A %t | count 0
void f(int n, int *a) {
#pragma omp metadirective when(device={isa(amx-tile)}: parallel) otherwise()
  a[0] = 2;
// CHECK: metadirective-errors.c:[[@LINE-2]]:27: error: context selector 'device={isa(amx-tile)}' is not supported by ompfe

#pragma omp metadirective when(devices={kind(host)}: parallel)
  a[0] = 3;
// CHECK: metadirective-errors.c:[[@LINE-2]]:27: error: unknown context selector set 'devices'
// CHECK: metadirective-errors.c:[[@LINE-3]]:27: error: context selector 'devices={kind(host)}' is not supported by ompfe

#pragma omp metadirective when(device={kind(host)} parallel)
  a[0] = 4;
// CHECK: metadirective-errors.c:[[@LINE-2]]:27: error: expected ':' after the context selector in the 'when' clause

#pragma omp metadirective when(user={condition(1)}: parallel) otherwise(for) default(single)
  a[0] = 5;
// CHECK: metadirective-errors.c:[[@LINE-2]]:78: error: more than one 'otherwise' or 'default' clause in '#pragma omp metadirective'

#pragma omp metadirective when(user={condition(0)}: paralel for) otherwise()
  a[0] = 6;
// CHECK: metadirective-errors.c:[[@LINE-2]]:53: error: unknown OpenMP directive 'paralel' in a variant of '#pragma omp metadirective'

#pragma omp metadirective when(user={condition(1)}: parallel) if(n)
  a[0] = 7;
// CHECK: metadirective-errors.c:[[@LINE-2]]:63: error: unexpected clause 'if' in '#pragma omp metadirective': expected 'when', 'otherwise' or 'default'

#pragma omp metadirective otherwise(metadirective otherwise())
  a[0] = 8;
// CHECK: metadirective-errors.c:[[@LINE-2]]:37: error: a variant of '#pragma omp metadirective' cannot be a metadirective

#pragma omp metadirective when(user={condition(1)}: declare target) otherwise()
  a[0] = 10;
// CHECK: metadirective-errors.c:[[@LINE-2]]:53: error: 'declare target' is not an executable directive: it cannot be a variant of '#pragma omp metadirective'

#pragma omp metadirective when(user={condition(1)}: parallel for
  a[0] = 9;
// CHECK: metadirective-errors.c:[[@LINE-2]]:65: error: expected ')' at the end of the 'when' clause
// CHECK: metadirective-errors.c:[[@LINE-3]]:31: note: to match this '('

/* the chosen variant is checked as the directive it names */
#pragma omp metadirective when(user={condition(1)}: parallel for frobnicate(2)) otherwise()
  for (int i = 0; i < n; i++) a[i] = i;
// CHECK: metadirective-errors.c:[[@LINE-2]]:66: error: unknown OpenMP clause 'frobnicate'

/* a construct selector that holds: clang-19 would not match it, OpenMP 5.2 would */
#pragma omp parallel
  {
#pragma omp metadirective when(construct={parallel}: for) otherwise(single)
    for (int i = 0; i < n; i++) a[i] = i;
// CHECK: metadirective-errors.c:[[@LINE-2]]:27: error: construct selector 'parallel' that holds here in a metadirective is not supported by ompfe (clang-19 does not match construct selectors in a metadirective)
  }
/* after the region: nothing around, no match and no error */
#pragma omp metadirective when(construct={parallel}: for) otherwise()
  for (int i = 0; i < n; i++) a[i] = i;
}
// CHECK: exit=1
