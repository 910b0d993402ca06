// RUN: %cmp-gcc %s %t --stdin %S/Inputs/numbers.txt
// Reads stdin with scanf/getchar until EOF, summing numbers and counting lines.
#include <stdio.h>

int main(void) {
  int count = 0;
  long sum = 0;
  int v;
  char name[32];
  if (scanf("%31s", name) == 1)
    printf("header=%s\n", name);
  while (scanf("%d", &v) == 1) {
    count++;
    sum += v;
    printf("got %d\n", v);
  }
  printf("count=%d sum=%ld\n", count, sum);
  int c, lines = 0, chars = 0;
  while ((c = getchar()) != EOF) {
    chars++;
    if (c == '\n')
      lines++;
  }
  printf("trailing chars=%d lines=%d\n", chars, lines);
  return 0;
}
