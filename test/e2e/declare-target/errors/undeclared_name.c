// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o 2>&1 | FileCheck %s
// Covers: a name that is never declared in 'declare target to(...)' is an error naming it.
int known = 1;
#pragma omp declare target to(known, nosuch)
// CHECK: {{.*}}undeclared_name.c:4:38: error: {{.*}}'nosuch'

int main(void) { return known - 1; }
