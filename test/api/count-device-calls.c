// The count_device_calls example compiles this file for the host and then for the device
// (with the host's module in memory as the host IR), its own pass running right after
// function-filtering: it sees only device code, and counts the calls there.
// RUN: %example_count_device_calls %s | FileCheck %s
// RUN: %example_count_device_calls %s -DMORE | FileCheck %s --check-prefix=MORE

// CHECK: calls in device code:
// MORE: calls in device code:

int leaf(int x) { return x * 3; }
// CHECK-DAG: mid -> leaf
// MORE-DAG: mid -> leaf
int mid(int x) { return leaf(x) + 1; }

int host_only(void) { return leaf(1); } /* host code: filtered out, so not counted */

#ifdef MORE
int (*pick(int n))(int) { return n ? leaf : mid; }
#pragma omp declare target to(pick)
#endif

int main(void) {
  int r = host_only();
#pragma omp target map(tofrom: r)
  {
    r = mid(r);
#ifdef MORE
    r = pick(r)(r);
#endif
  }
  return r == 4 ? 0 : 1;
}
// CHECK-DAG: __omp_offloading_{{.*}}_main_l{{[0-9]+}} -> mid
// CHECK-NOT: host_only
// CHECK: 2 calls reach device code

// MORE-DAG: __omp_offloading_{{.*}} -> mid
// MORE-DAG: __omp_offloading_{{.*}} -> pick
// MORE-DAG: __omp_offloading_{{.*}} -> (through a pointer)
// MORE: 4 calls reach device code
