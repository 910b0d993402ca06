// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompcc -fopenmp %s -o %t.host && %t.host | FileCheck %s
// Covers: reduction(task, op: list) (OpenMP 5.2 §5.5.8): the tasks made in a parallel region,
// a worksharing loop, sections or a combined construct reduce into the region's copies with
// in_reduction, and those copies into the variable. On parallel (libomp's is_ws 0), for and
// sections (is_ws 1), parallel for (the for leaf's), a taskloop in a masked region, a team of
// one, a whole array, a double, and target parallel on the x86_64 device. Each region counts
// its threads, so the sums show that a team formed; tasks add what the threads would not.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int sum = 0, team = 0;
#pragma omp parallel num_threads(4) reduction(task, +: sum) reduction(+: team)
  {
    team += 1;
    for (int k = 0; k < 3; k++) {
#pragma omp task in_reduction(+: sum)
      sum += 1;
    }
    sum += 100;
  }
  // CHECK: parallel: team=4 sum=412
  printf("parallel: team=%d sum=%d\n", team, sum);

  long prod = 1;
  int threads = 0;
#pragma omp parallel num_threads(3) reduction(+: threads)
  {
    threads += omp_get_thread_num() + 1;
#pragma omp for reduction(task, *: prod)
    for (int i = 1; i <= 6; i++) {
#pragma omp task in_reduction(*: prod)
      prod *= i;
      prod *= 2;
    }
  }
  // CHECK: for: threads=6 prod=46080
  printf("for: threads=%d prod=%ld\n", threads, prod);

  double x = 0.5;
  int arr[3] = {0, 0, 0};
#pragma omp parallel for num_threads(2) reduction(task, +: x, arr)
  for (int i = 0; i < 8; i++) {
#pragma omp task in_reduction(+: x, arr)
    {
      x += 0.25;
      arr[i % 3] += i;
    }
  }
  // CHECK: parallel for: x=2.50 arr=9 12 7
  printf("parallel for: x=%.2f arr=%d %d %d\n", x, arr[0], arr[1], arr[2]);

  int best = -1;
#pragma omp parallel sections num_threads(2) reduction(task, max: best)
  {
#pragma omp section
    {
#pragma omp task in_reduction(max: best)
      best = best > 17 ? best : 17;
    }
#pragma omp section
    {
#pragma omp task in_reduction(max: best)
      best = best > 42 ? best : 42;
      best = best > 5 ? best : 5;
    }
  }
  // CHECK: sections: best=42
  printf("sections: best=%d\n", best);

  int tl = 0;
#pragma omp parallel num_threads(3) reduction(task, +: tl)
  {
#pragma omp masked
#pragma omp taskloop in_reduction(+: tl) num_tasks(4)
    for (int i = 1; i <= 20; i++) tl += i;
  }
  // CHECK: masked taskloop: tl=210
  printf("masked taskloop: tl=%d\n", tl);

  int alone = 7;
#pragma omp parallel num_threads(1) reduction(task, +: alone)
  {
#pragma omp task in_reduction(+: alone)
    alone += 3;
  }
  // CHECK: team of one: alone=10
  printf("team of one: alone=%d\n", alone);

  int dev = 0, dev_team = 0;
#pragma omp target parallel num_threads(3) reduction(task, +: dev) reduction(+: dev_team) map(tofrom: dev, dev_team)
  {
    dev_team += 1;
#pragma omp task in_reduction(+: dev)
    dev += 10;
  }
  // CHECK: target parallel: team=3 dev=30
  printf("target parallel: team=%d dev=%d\n", dev_team, dev);
  return 0;
}
