// RUN: %cmp-gcc %s %t
// Short-circuit && and || skip side effects in the right operand; sequence point after the left operand.
#include <stdio.h>

int main(void) {
  int a = 0, b = 0;
  int r = (a++ && b++);
  printf("r=%d a=%d b=%d\n", r, a, b);
  r = (a++ && b++);
  printf("r=%d a=%d b=%d\n", r, a, b);
  r = (a-- || b--);
  printf("r=%d a=%d b=%d\n", r, a, b);
  int x = 0;
  r = (x = 5) && (x = x * 2);
  printf("r=%d x=%d\n", r, x);
  r = (x = 0) || (x = x + 7);
  printf("r=%d x=%d\n", r, x);
  int arr[3] = {0, 0, 0};
  int i = 0;
  while (i < 3 && (arr[i] = i + 1))
    i++;
  printf("arr=%d %d %d i=%d\n", arr[0], arr[1], arr[2], i);
  int *p = NULL;
  int safe = p != NULL && *p > 0;
  printf("safe=%d\n", safe);
  int count = 0;
  for (int j = 0; j < 10; j++)
    if (j % 2 == 0 || ++count > 100)
      continue;
  printf("count=%d\n", count);
  int m = 1;
  int t = m > 0 ? (m += 10) : (m -= 10);
  printf("t=%d m=%d\n", t, m);
  int q = 0;
  r = !(q++) && !(q++) && !(q++);
  printf("r=%d q=%d\n", r, q);
  return 0;
}
