// The task features of OpenMP 5.0/5.1 are checked as clang-19 checks them (the same words
// and places, clang-19 run on the same file gives these errors): taskwait nowait without
// depend, omp_all_memory with a dependence type other than out/inout, a detach variable not
// of type omp_event_handle_t, detach with mergeable, two detach clauses, fail without compare,
// a release fail order, weak without compare or on an ordering, a grainsize modifier other than
// strict. (The iterator modifier's errors:
// omp-iterator-errors.c.)
// RUN: %ompfe -fopenmp -fsyntax-only %s
// RUN: not %ompfe -fopenmp -fsyntax-only -DBAD %s 2>&1 | FileCheck %s
#include <omp.h>
void f(int *x, int n) {
  omp_event_handle_t ev;
  int i;
#pragma omp taskwait depend(in : x[0]) nowait
#pragma omp task depend(out : omp_all_memory) detach(ev)
  ;
#pragma omp atomic compare fail(acquire)
  if (*x == n) {
    *x = 3;
  }
#ifdef BAD
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:1: error: directive '#pragma omp taskwait' cannot use 'nowait' clause without 'depend' clause
#pragma omp taskwait nowait
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:30: error: reserved locator 'omp_all_memory' requires 'out' or 'inout' dependency types
#pragma omp task depend(in : omp_all_memory)
  ;
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:25: error: expected variable of the 'omp_event_handle_t' type, not 'int'
#pragma omp task detach(i)
  ;
  // CHECK: omp-task-51-errors.c:[[@LINE+2]]:29: error: 'mergeable' and 'detach' clause are mutually exclusive and may not appear on the same directive
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:18: note: 'detach' clause is specified here
#pragma omp task detach(ev) mergeable
  ;
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:29: error: directive '#pragma omp task' cannot contain more than one 'detach' clause
#pragma omp task detach(ev) detach(ev)
  ;
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:20: error: the 'fail' clause requires the 'compare' clause on '#pragma omp atomic'
#pragma omp atomic fail(relaxed)
  *x += 1;
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:33: error: expected 'seq_cst', 'acquire' or 'relaxed' in 'fail' clause
#pragma omp atomic compare fail(release)
  if (*x == n) {
    *x = 3;
  }
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:20: error: expected 'compare' clause with the 'weak' modifier
#pragma omp atomic weak
  *x += 1;
  // CHECK: omp-task-51-errors.c:[[@LINE+2]]:10: error: expected '==' operator for 'weak' clause
#pragma omp atomic compare weak
  if (*x < n) {
    *x = n;
  }
  // CHECK: omp-task-51-errors.c:[[@LINE+1]]:32: error: expected 'strict' in OpenMP clause 'grainsize'
#pragma omp taskloop grainsize(foo : 3)
  for (int k = 0; k < n; k++)
    ;
#endif
}
