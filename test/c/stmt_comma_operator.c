// RUN: %cmp-gcc %s %t
// The comma operator: sequencing left to right, value and type of the right operand, in for clauses and conditions.
#include <stdio.h>

static int trace_count;
static int trace(int v) {
  trace_count++;
  printf("trace(%d) ", v);
  return v;
}

int main(void) {
  int a = (trace(1), trace(2), trace(3));
  printf("-> a=%d count=%d\n", a, trace_count);
  int i, j;
  for (i = 0, j = 10; i < j; i += 3, j -= 2)
    printf("(%d,%d) ", i, j);
  printf("end i=%d j=%d\n", i, j);
  int x = 1;
  int y = (x += 5, x * 2);
  printf("x=%d y=%d\n", x, y);
  double d = (x, 2.5);
  printf("d=%.1f size=%zu\n", d, sizeof(x, 2.5));
  int n = 0;
  while (n++, n < 4)
    printf("n=%d ", n);
  printf("final n=%d\n", n);
  int arr[5] = {0};
  int k = 0;
  arr[(k++, k++, k)] = 9;
  printf("k=%d arr=%d %d %d\n", k, arr[1], arr[2], arr[3]);
  if (x = 0, x == 0)
    printf("comma in if: x=%d\n", x);
  int m = (0, 0, 7) + (1, 2);
  printf("m=%d\n", m);
  return 0;
}
