// `#pragma omp error`: at(compilation) (the default) with severity(fatal) (the default) is an
// error of the compile with the message; misuse of its clauses is an error at the clause.
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -fopenmp %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s
// RUN: ls -A %t | count 0
#pragma omp error
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:1: error: ERROR
#pragma omp error at(execution) message("x")
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:19: error: '#pragma omp error at(execution)' must be inside a function
#pragma omp error severity(warning)
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:1: warning: WARNING [-Wuser-defined-warnings]
void g(int n) {
#pragma omp error severity(fatal) message("boom")
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:1: error: boom
#pragma omp error at(compilation) message("two" " parts")
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:1: error: two parts
#pragma omp error at(runtime)
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:19: error: expected 'compilation' or 'execution' in OpenMP clause 'at'
#pragma omp error severity(warning) severity(fatal)
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:37: error: directive '#pragma omp error' cannot contain more than one 'severity' clause
#pragma omp error severity(info)
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:19: error: expected 'fatal' or 'warning' in OpenMP clause 'severity'
  const char *m = "dynamic";
#pragma omp error severity(warning) message(m)
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:45: error: expected a string literal in the 'message' clause of '#pragma omp error at(compilation)'
#pragma omp error at(execution) message(n)
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:41: error: expected a string ('const char *') in the 'message' clause, not 'int'
#pragma omp error at(execution) nowait
// CHECK: omp-error-directive-errors.c:[[@LINE-1]]:33: error: unexpected OpenMP clause 'nowait' in directive '#pragma omp error'
}
// CHECK: exit=1
