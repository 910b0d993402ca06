// RUN: not %ompcc -fopenmp -fopenmp-targets=%offload-triple -c %s -o %t.o 2>&1 | FileCheck %s
// Covers: calling a device_type(host) function from a target region is an error at the call, naming
// the function (clang-19 compiles it and fails only at the device link: undefined reference).
int printf(const char *, ...);

void hostfn(int x) { printf("%d\n", x); }
#pragma omp declare target to(hostfn) device_type(host)

int main(void) {
  int r = 1;
#pragma omp target map(tofrom: r)
  {
    hostfn(r);
  }
  // CHECK: {{.*}}call_host_function.c:13:5: error: {{.*}}'hostfn'
  return 0;
}
