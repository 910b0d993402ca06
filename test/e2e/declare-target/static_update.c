// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t && %t | FileCheck %s
// Covers: static declare target variables reached from the host: 'target update to/from', 'target
// enter/exit data' and target regions all see one device copy, of a file-scope static scalar and
// array and of a function-scope static. clang-19 rejects 'target update' of a static ("the host
// cannot update a declare target variable that is not externally visible"); ompfe once compiled it
// and the update did nothing, so the CHECK lines state the OpenMP result.
#include <omp.h>
#include <stdio.h>

static int count = 1;
static double table[3] = {0.5, 1.5, 2.5};
#pragma omp declare target(count, table)

static int bump_count(void) {
  int seen = 0;
#pragma omp target map(from: seen)
  seen = count++;
  return seen;
}

static int local_counter(int set) {
  static int calls = 100;
#pragma omp declare target(calls)
  if (set) {
    calls = set;
#pragma omp target update to(calls)
  }
  int seen = 0;
#pragma omp target map(from: seen)
  seen = calls++;
#pragma omp target update from(calls)
  return seen * 1000 + calls;
}

int main(void) {
  count = 40;
#pragma omp target update to(count)
  int first = bump_count();
  int second = bump_count();
  count = -1; // the host copy only: the device's is 42 now
#pragma omp target update from(count)
  printf("count: %d %d host=%d\n", first, second, count);
  // CHECK: count: 40 41 host=42

  table[1] = 10;
#pragma omp target enter data map(always, to: table[1:2])
#pragma omp target
  for (int i = 0; i < 3; i++)
    table[i] *= omp_is_initial_device() ? -1 : 2;
#pragma omp target exit data map(always, from: table)
  printf("table: %.1f %.1f %.1f\n", table[0], table[1], table[2]);
  // CHECK-NEXT: table: 1.0 20.0 5.0

  printf("calls: %d\n", local_counter(0));
  // CHECK-NEXT: calls: 100101
  printf("calls: %d\n", local_counter(7));
  // CHECK-NEXT: calls: 7008
  printf("calls: %d\n", local_counter(0));
  // CHECK-NEXT: calls: 8009
  return 0;
}
