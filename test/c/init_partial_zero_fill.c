// RUN: %cmp-gcc %s %t
// Partially initialized aggregates are zero-filled, locally and globally, including {0}, nested and floating members.
#include <stdio.h>

struct mix {
  int i;
  double d;
  char s[4];
  int *p;
  long arr[3];
};

struct mix global_partial = {7};
int global_arr[6] = {1, 2};

int main(void) {
  struct mix a = {0};
  printf("a: %d %.1f %d%d%d%d %d %ld %ld %ld\n", a.i, a.d, a.s[0], a.s[1], a.s[2], a.s[3], a.p == NULL, a.arr[0],
         a.arr[1], a.arr[2]);
  struct mix b = {5, 2.5};
  printf("b: %d %.1f %d %d %ld\n", b.i, b.d, b.s[3], b.p == NULL, b.arr[2]);
  printf("g: %d %.1f %d %ld\n", global_partial.i, global_partial.d, global_partial.p == NULL, global_partial.arr[1]);
  for (int i = 0; i < 6; i++)
    printf("%d ", global_arr[i]);
  printf("\n");
  for (int round = 0; round < 3; round++) {
    int local[5] = {round + 1};
    double dl[3] = {0.5};
    int sum = 0;
    for (int i = 0; i < 5; i++)
      sum += local[i];
    printf("round %d sum=%d dl=%.1f %.1f %.1f\n", round, sum, dl[0], dl[1], dl[2]);
    local[4] = 99;
    dl[2] = 7;
  }
  char big[100] = "hi";
  int nonzero = 0;
  for (int i = 0; i < 100; i++)
    nonzero += big[i] != 0;
  printf("nonzero=%d\n", nonzero);
  int m[4][4] = {{1}, {0, 2}};
  int msum = 0;
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      msum += m[i][j] * (i * 4 + j + 1);
  printf("msum=%d\n", msum);
  return 0;
}
