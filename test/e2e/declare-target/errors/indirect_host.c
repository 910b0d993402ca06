// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o 2>&1 | FileCheck %s
// Covers: 'indirect' together with device_type(host) is an error (an indirect function must exist
// on the device); the message names the function.
int hfn(int x) { return x; }
#pragma omp declare target indirect to(hfn) device_type(host)
// CHECK: {{.*}}indirect_host.c:5:{{[0-9]+}}: error: {{.*}}'hfn'

int main(void) { return hfn(0); }
