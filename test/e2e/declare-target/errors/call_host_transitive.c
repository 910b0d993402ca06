// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o 2>&1 | FileCheck %s
// Covers: a device_type(host) function called from a function that is declare target only because a
// region calls it: the error is at the call inside that function and names the host function.
#pragma omp begin declare target device_type(host)
int host_helper(int x) { return x + 1; }
#pragma omp end declare target

int middle(int x) {
  int y = x * 2;
  return host_helper(y);
  // CHECK: {{.*}}call_host_transitive.c:10:10: error: {{.*}}'host_helper'
}

int main(void) {
  int r = 1;
#pragma omp target map(tofrom: r)
  r = middle(r);
  return r == 5 ? 0 : 1;
}
