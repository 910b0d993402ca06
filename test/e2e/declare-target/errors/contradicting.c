// RUN: not %ompfe -fopenmp -fopenmp-targets=%offload-triple -fsyntax-only %s 2>&1 | FileCheck %s
// Covers: contradicting declare target clauses are errors at the clause, with a note at the
// earlier directive where there is one; clause arguments that are not what they must be.
int counter, other;
int step(int x) { return x + 1; }

#pragma omp declare target to(counter)
#pragma omp declare target link(counter)
// CHECK: contradicting.c:[[@LINE-1]]:1: error: 'counter' appears in both a 'to' and a 'link' clause of declare target directives
// CHECK-NEXT: #pragma omp declare target link(counter)
// CHECK: contradicting.c:[[@LINE-4]]:1: note: the earlier directive is here

#pragma omp declare target to(step) device_type(host) device_type(nohost)
// CHECK: contradicting.c:[[@LINE-1]]:55: error: contradicting 'device_type' clauses: 'nohost' after 'host'

#pragma omp declare target to(step) indirect indirect
// CHECK: contradicting.c:[[@LINE-1]]:46: error: directive cannot contain more than one 'indirect' clause

#pragma omp declare target to(step) indirect(other)
// CHECK: contradicting.c:[[@LINE-1]]:46: error: the 'indirect' clause requires a constant boolean expression

#pragma omp declare target to(step) device_type(everywhere)
// CHECK: contradicting.c:[[@LINE-1]]:37: error: expected 'host', 'nohost', or 'any' in OpenMP clause 'device_type'

#pragma omp begin declare target device_type(host) indirect
// CHECK: contradicting.c:[[@LINE-1]]:52: error: 'indirect' cannot be used together with 'device_type(host)'
#pragma omp end declare target
// CHECK-NOT: unexpected '#pragma omp end declare target'

#pragma omp begin declare target
int never_closed(void) { return 0; }
// CHECK: contradicting.c:[[@LINE-2]]:{{[0-9]+}}: error: expected '#pragma omp end declare target' at the end of the file
