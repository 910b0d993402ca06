// RUN: %cmp-clang %s %t
// Covers: 'declare target link' globals used in regions without map clauses: mapped implicitly
// tofrom, so the runtime creates the device copy from the host value and copies it back.
#include <stdio.h>

int counter = 5;
double samples[4] = {1.0, 2.0, 3.0, 4.0};
long big[1000];
#pragma omp declare target link(counter, samples)
#pragma omp declare target link(big)

int main(void) {
  for (int i = 0; i < 1000; i++)
    big[i] = i;
#pragma omp target
  {
    counter += 10;
    samples[2] *= 2;
    long s = 0;
    for (int i = 0; i < 1000; i++)
      s += big[i];
    big[0] = s;
  }
  printf("after 1: counter=%d samples[2]=%.1f big[0]=%ld\n", counter, samples[2], big[0]);
  counter = 100; // the next region starts from the host value again
#pragma omp target
  {
    counter = counter * 2 + (int)samples[3];
  }
  printf("after 2: counter=%d\n", counter);
  return 0;
}
