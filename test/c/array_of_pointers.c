// RUN: %cmp-gcc %s %t
// Arrays of pointers: jagged rows, string tables, sorting pointers instead of data, and pointers into other arrays.
#include <stdio.h>
#include <string.h>

int main(void) {
  int r0[1] = {1}, r1[2] = {2, 3}, r2[3] = {4, 5, 6}, r3[4] = {7, 8, 9, 10};
  int *rows[4] = {r0, r1, r2, r3};
  int lens[4] = {1, 2, 3, 4};
  for (int i = 0; i < 4; i++) {
    int s = 0;
    for (int j = 0; j < lens[i]; j++)
      s += rows[i][j];
    printf("row %d sum=%d\n", i, s);
  }
  rows[2][1] = 50;
  printf("r2[1]=%d\n", r2[1]);
  const char *names[] = {"delta", "alpha", "charlie", "bravo", "echo"};
  int n = sizeof names / sizeof names[0];
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      if (strcmp(names[i], names[j]) > 0) {
        const char *t = names[i];
        names[i] = names[j];
        names[j] = t;
      }
  for (int i = 0; i < n; i++)
    printf("%s%c", names[i], i + 1 < n ? ' ' : '\n');
  double data[5] = {3.3, 1.1, 5.5, 2.2, 4.4};
  double *order[5];
  for (int i = 0; i < 5; i++)
    order[i] = &data[i];
  for (int i = 1; i < 5; i++) {
    double *k = order[i];
    int j = i - 1;
    while (j >= 0 && *order[j] > *k) {
      order[j + 1] = order[j];
      j--;
    }
    order[j + 1] = k;
  }
  for (int i = 0; i < 5; i++)
    printf("%.1f(idx %ld) ", *order[i], (long)(order[i] - data));
  printf("\ndata unchanged: %.1f %.1f\n", data[0], data[4]);
  char *const *cp = (char *const *)names;
  printf("via const ptr: %s sizeof=%zu\n", cp[1], sizeof rows);
  return 0;
}
