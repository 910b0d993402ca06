// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: pointers to indirect functions reaching a region as a plain implicit capture, as
// firstprivate, mapped as a scalar, and stored by the host in declare-target globals (a table and a
// single pointer) sent with 'target update to'. Every call must run the device version (x + 100 /
// x + 200); a host version would add 1000. clang-19 gets the captures right but calls the host
// versions for the mapped scalar and the updated globals.
#include <omp.h>
#include <stdio.h>

int f_one(int x) { return x + 100 + 1000 * omp_is_initial_device(); }
int f_two(int x) { return x + 200 + 1000 * omp_is_initial_device(); }
#pragma omp declare target to(f_one, f_two) indirect

typedef int (*fn_t)(int);
fn_t gtable[2] = {f_one, f_two};
fn_t gsel = 0;
#pragma omp declare target to(gtable, gsel)

int main(void) {
  fn_t fp = f_two;
  int r[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: r)
  {
    r[0] = fp(1);
  }
#pragma omp target map(tofrom: r) firstprivate(fp)
  {
    r[1] = fp(2);
  }
#pragma omp target map(tofrom: r) map(to: fp)
  {
    r[2] = fp(3);
  }
  printf("capture: %d firstprivate: %d map(to): %d\n", r[0], r[1], r[2]);
  // CHECK: capture: 201 firstprivate: 202 map(to): 203

#pragma omp target map(tofrom: r)
  { r[0] = gtable[0](1) * 10000 + gtable[1](1); } // device image addresses
  printf("static table: %d\n", r[0]);
  // CHECK-NEXT: static table: 1010201

  gtable[0] = f_two; // host addresses now
  gtable[1] = f_one;
  gsel = f_two;
#pragma omp target update to(gtable, gsel)
#pragma omp target map(tofrom: r)
  {
    r[0] = gtable[0](1);
    r[1] = gtable[1](1);
    r[2] = gsel(5);
  }
  printf("updated table: %d %d gsel: %d\n", r[0], r[1], r[2]);
  // CHECK-NEXT: updated table: 201 101 gsel: 205
  printf("host: %d %d\n", gtable[0](1), gsel(5));
  // CHECK-NEXT: host: 1201 1205
  return 0;
}
