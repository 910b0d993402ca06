// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o 2>&1 | FileCheck %s
// Covers: a function named in a 'link' clause is an error naming the function.
int linked_fn(int x) { return x; }
#pragma omp declare target link(linked_fn)
// CHECK: {{.*}}link_function.c:4:33: error: {{.*}}'linked_fn'

int main(void) { return linked_fn(0); }
