// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: host pointers to indirect functions that reach the device as data (a mapped array, a mapped
// struct, an implicitly mapped struct, an array section of heap memory) and are called there: the
// device versions must run. Each function adds 1000 * omp_is_initial_device(), so a call of the
// host version shows up as 1xxx. clang-19 does not translate such pointers (it prints 1xxx), so
// this test states the OpenMP result instead of comparing with clang.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#pragma omp begin declare target indirect
int f_add(int x) { return x + 100 + 1000 * omp_is_initial_device(); }
int f_mul(int x) { return x * 3 + 200 + 1000 * omp_is_initial_device(); }
#pragma omp end declare target

typedef int (*fn_t)(int);
struct ops {
  int tag;
  fn_t op;
  fn_t pair[2];
};

int main(void) {
  fn_t table[3] = {f_add, f_mul, f_add};
  int r[3] = {0, 0, 0};
#pragma omp target map(to: table) map(from: r)
  for (int i = 0; i < 3; i++)
    r[i] = table[i](i + 1);
  printf("mapped array: %d %d %d\n", r[0], r[1], r[2]);
  // CHECK: mapped array: 101 206 103

  struct ops s = {7, f_mul, {f_add, f_mul}};
#pragma omp target map(to: s) map(from: r)
  {
    r[0] = s.op(s.tag);
    r[1] = s.pair[0](1);
    r[2] = s.pair[1](2);
  }
  printf("mapped struct: %d %d %d\n", r[0], r[1], r[2]);
  // CHECK-NEXT: mapped struct: 221 101 206

  struct ops t = {4, f_add, {f_mul, f_add}};
#pragma omp target map(tofrom: r)
  { // t is mapped tofrom implicitly
    r[0] = t.op(t.tag);
    r[1] = t.pair[0](t.tag);
    t.tag = 5;
  }
  // the pointers copied back are still the host's: calling them on the host runs the host versions
  printf("implicit struct: %d %d tag=%d host call: %d\n", r[0], r[1], t.tag, t.op(1));
  // CHECK-NEXT: implicit struct: 104 212 tag=5 host call: 1101

  fn_t *heap = malloc(4 * sizeof(fn_t));
  for (int i = 0; i < 4; i++)
    heap[i] = i % 2 ? f_mul : f_add;
  int sum = 0;
#pragma omp target map(to: heap[0:4]) map(tofrom: sum)
  for (int i = 0; i < 4; i++)
    sum += heap[i](i);
  printf("array section: sum=%d\n", sum);
  // CHECK-NEXT: array section: sum=614
  free(heap);
  return 0;
}
