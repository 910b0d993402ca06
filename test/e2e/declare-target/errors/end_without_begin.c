// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o 2>&1 | FileCheck %s
// Covers: 'end declare target' without a matching begin / declare target is an error.
int g = 1;
#pragma omp end declare target
// CHECK: {{.*}}end_without_begin.c:4:{{[0-9]+}}: error: {{.*}}end declare target

int main(void) { return g - 1; }
