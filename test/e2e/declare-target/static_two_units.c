// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s %S/Inputs/static_two_units_other.c -o %t && %t | FileCheck %s
// Covers: two translation units, each with its own 'static int value' and 'static int hits[2]'
// marked declare target: each has its own device copy, which its 'target update' and target regions
// reach, and the other unit's stays apart. clang-19 rejects 'target update' of a static, so the
// CHECK lines state the OpenMP result.
#include <stdio.h>

static int value = 1;
static int hits[2];
#pragma omp declare target(value, hits)

int other_unit(int set); // Inputs/static_two_units_other.c

static int this_unit(int set) {
  value = set;
#pragma omp target update to(value)
#pragma omp target
  {
    value *= 2;
    hits[0]++;
  }
#pragma omp target update from(value, hits)
  return value * 10 + hits[0];
}

int main(void) {
  printf("this: %d\n", this_unit(3));
  // CHECK: this: 61
  printf("other: %d\n", other_unit(5));
  // CHECK-NEXT: other: 1501
  printf("this: %d\n", this_unit(4));
  // CHECK-NEXT: this: 82
  printf("other: %d\n", other_unit(6));
  // CHECK-NEXT: other: 1802
  return 0;
}
