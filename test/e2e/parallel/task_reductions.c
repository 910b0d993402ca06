// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-clang %s %t
// RUN: %repeat-run %t.ompcc 10
// RUN: %ompcc -fopenmp -fopenmp-targets=%offload-triple %s -o %t.offload && env OMP_TARGET_OFFLOAD=MANDATORY %t.offload | FileCheck %s
// Covers: task reductions. taskgroup task_reduction with tasks that take part (in_reduction),
// an orphaned task in another function, every operator, a whole array; taskloop reduction
// (also in `parallel master taskloop`), and a taskloop in_reduction in a taskgroup. The tasks
// are made by one thread and run by several (each task sleeps so others take some), which
// the output shows; each thread reduces into its own copy, libomp folds them in at the end.
#include <omp.h>
#include <stdio.h>
#include <unistd.h>

long total; /* reduced by an orphaned task */
static void add_to_total(int i) {
#pragma omp task in_reduction(+: total) firstprivate(i)
  total += i;
}

int main(void) {
  long sum = 0, prod = 1, diff = 0;
  int mx = -1000, mn = 1000, band = ~0, bor = 0, bxor = 0, land = 1, lor = 0;
  double dprod = 1;
  int hist[4] = {0, 0, 0, 0};
  int ran_on[8] = {0};
#pragma omp parallel num_threads(4)
#pragma omp single
  {
#pragma omp taskgroup task_reduction(+: sum, hist, total) task_reduction(*: prod, dprod) task_reduction(-: diff) \
    task_reduction(max: mx) task_reduction(min: mn) task_reduction(&: band) task_reduction(|: bor) \
    task_reduction(^: bxor) task_reduction(&&: land) task_reduction(||: lor)
    {
      for (int i = 1; i <= 40; i++) {
#pragma omp task in_reduction(+: sum, hist) in_reduction(*: prod, dprod) in_reduction(-: diff) in_reduction(max: mx) \
    in_reduction(min: mn) in_reduction(&: band) in_reduction(|: bor) in_reduction(^: bxor) in_reduction(&&: land) \
    in_reduction(||: lor) firstprivate(i) shared(ran_on)
        {
          usleep(2000);
          sum += i;
          hist[i % 4] += i;
          if (i % 10 == 0) prod *= 3;
          dprod *= i % 8 == 0 ? 0.5 : 1;
          diff += i;
          if (i * 7 % 41 > mx) mx = i * 7 % 41;
          if (i * 7 % 41 < mn) mn = i * 7 % 41;
          band &= ~(1 << (i % 5 == 0 ? 3 : 20));
          bor |= 1 << (i % 6);
          bxor ^= i;
          land = land && i != 0;
          lor = lor || i == 33;
#pragma omp atomic write
          ran_on[omp_get_thread_num()] = 1;
        }
        add_to_total(i);
      }
    }
  }
  int threads = 0;
  for (int t = 0; t < 8; t++) threads += ran_on[t];
  // CHECK: sum=820 hist=220,190,200,210 total=820 prod=81 dprod=0.03125 diff=820
  printf("sum=%ld hist=%d,%d,%d,%d total=%ld prod=%ld dprod=%g diff=%ld\n", sum, hist[0], hist[1], hist[2], hist[3], total, prod,
         dprod, diff);
  // CHECK: mx=40 mn=1 band=-1048585 bor=63 bxor=40 land=1 lor=1 more_than_one_thread=1
  printf("mx=%d mn=%d band=%d bor=%d bxor=%d land=%d lor=%d more_than_one_thread=%d\n", mx, mn, band, bor, bxor, land, lor,
         threads > 1);

  long t1 = 0, t2 = 0;
  double dp = 1;
  int tmax = 0;
  for (int t = 0; t < 8; t++) ran_on[t] = 0;
#pragma omp parallel num_threads(3)
#pragma omp single
  {
#pragma omp taskloop reduction(+: t1) reduction(*: dp) reduction(max: tmax) grainsize(5) shared(ran_on)
    for (int i = 0; i < 100; i++) {
      usleep(500);
      t1 += i;
      if (i % 25 == 0) dp *= 2;
      if (i % 37 > tmax) tmax = i % 37;
#pragma omp atomic write
      ran_on[omp_get_thread_num()] = 1;
    }
    /* a taskloop that takes part in an enclosing taskgroup's reduction */
#pragma omp taskgroup task_reduction(+: t2)
    {
#pragma omp taskloop in_reduction(+: t2) num_tasks(7)
      for (int i = 0; i < 70; i++) t2 += 2 * i;
#pragma omp task in_reduction(+: t2)
      t2 += 1000;
    }
  }
  threads = 0;
  for (int t = 0; t < 8; t++) threads += ran_on[t];
  long t3 = 5;
#pragma omp parallel master taskloop reduction(+: t3) num_threads(2) grainsize(10)
  for (int i = 0; i < 50; i++) t3 += i;
  // CHECK: t1=4950 dp=16 tmax=36 t2=5830 t3=1230 more_than_one_thread=1
  printf("t1=%ld dp=%g tmax=%d t2=%ld t3=%ld more_than_one_thread=%d\n", t1, dp, tmax, t2, t3, threads > 1);

  /* on the offload device */
  long dev = 0, dev_tasks = 0;
  int on_device = 0;
#pragma omp target map(tofrom: dev, dev_tasks, on_device)
#pragma omp parallel num_threads(2)
#pragma omp single
  {
    on_device = !omp_is_initial_device();
#pragma omp taskloop reduction(+: dev) grainsize(8)
    for (int i = 0; i < 64; i++) dev += i * i;
#pragma omp taskgroup task_reduction(+: dev_tasks)
    for (int i = 0; i < 16; i++) {
#pragma omp task in_reduction(+: dev_tasks) firstprivate(i)
      dev_tasks += i;
    }
  }
  // CHECK: dev=85344 dev_tasks=120 on_device=1
  printf("dev=%ld dev_tasks=%ld on_device=%d\n", dev, dev_tasks, on_device);
  return 0;
}
