// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o 2>&1 | FileCheck %s
// Covers: 'indirect' applies to functions only; a variable in the list is an error naming it
// (clang-19 accepts this silently).
int counter = 0;
#pragma omp declare target indirect to(counter)
// CHECK: {{.*}}indirect_variable.c:5:40: error: {{.*}}'counter'

int main(void) { return counter; }
