// RUN: %cmp-gcc %s %t
// rand with a fixed srand seed is reproducible; reseeding repeats the sequence; RAND_MAX bounds results.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  srand(12345);
  int first[5];
  for (int i = 0; i < 5; i++) {
    first[i] = rand();
    printf("%d\n", first[i]);
  }
  srand(12345);
  int same = 1;
  for (int i = 0; i < 5; i++)
    same &= rand() == first[i];
  printf("repeatable=%d\n", same);
  srand(1);
  int hist[6] = {0};
  int inrange = 1;
  for (int i = 0; i < 6000; i++) {
    int r = rand();
    inrange &= r >= 0 && r <= RAND_MAX;
    hist[r % 6]++;
  }
  for (int i = 0; i < 6; i++)
    printf("hist[%d]=%d\n", i, hist[i]);
  printf("inrange=%d RAND_MAX=%d\n", inrange, RAND_MAX);
  return 0;
}
