// RUN: %cmp-clang %s %t
// Covers: a worksharing loop whose schedule chunk or loop bound reads a variable that the same
// loop writes back at its end (reduction, lastprivate). OpenMP 5.2 §11.5.3 evaluates the chunk
// "using the original list items", before the loop, and every thread of the team must see the
// same schedule and bounds; ompfe's threads each read them, and a thread that started late read
// the value another thread had already combined or written back, so iterations were lost
// (c=12 for 14 below, every run; a count of 63 or 1000-odd for 64). The threads now wait for
// each other after reading them, as they do for a firstprivate and lastprivate variable.
// gcc-12 reads the private copies there (chunk 0: its build never ends), and clang-19 does too
// for the orphaned reduction (an assertion in libomp) and for the combined lastprivate bound
// (counts 64 to 1000), so each form here is one clang-19's build gets right. The last loop runs
// on the x86_64 device, where ompfe's threads lost iterations the same way.
#include <stdio.h>

int main(void) {
  int lost_chunk = 0, lost_bound = 0, lost_lastprivate_chunk = 0, lost_device_chunk = 0;
  for (int rep = 0; rep < 300; rep++) {
    int c = 2;
#pragma omp parallel for num_threads(4) reduction(+ : c) schedule(static, c)
    for (int i = 0; i < 12; i++) c += 1;
    lost_chunk += c != 14;
    int m = 64, count = 0;
#pragma omp parallel num_threads(4)
#pragma omp for lastprivate(m) reduction(+ : count)
    for (int i = 0; i < m; i++) {
      count++;
      m = 1000;
    }
    lost_bound += count != 64 || m != 1000;
    int k = 3, hits = 0;
#pragma omp parallel for num_threads(4) lastprivate(k) reduction(+ : hits) schedule(static, k)
    for (int i = 0; i < 24; i++) {
      hits++;
      k = 1;
    }
    lost_lastprivate_chunk += hits != 24 || k != 1;
    int d = 2;
#pragma omp target parallel for num_threads(4) reduction(+ : d) schedule(static, d) map(tofrom : d)
    for (int i = 0; i < 12; i++) d += 1;
    lost_device_chunk += d != 14;
  }
  printf("reduction read by the chunk: %d runs lost iterations\n", lost_chunk);
  printf("lastprivate read by the bound: %d runs lost iterations\n", lost_bound);
  printf("lastprivate read by the chunk: %d runs lost iterations\n", lost_lastprivate_chunk);
  printf("reduction read by the chunk on the device: %d runs lost iterations\n", lost_device_chunk);
  int c = 2;
#pragma omp parallel for num_threads(4) reduction(+ : c) schedule(static, c)
  for (int i = 0; i < 12; i++) c += 1;
  printf("c=%d\n", c);
  return 0;
}
