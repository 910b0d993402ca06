// RUN: %cmp-gcc %s %t
// Side effects inside conditions of if/while/for/?: happen exactly once per evaluation and in sequence.
#include <stdio.h>

static int log_count;
static int logged(int v) {
  log_count++;
  printf("[%d]", v);
  return v;
}

int main(void) {
  int i = 0;
  if (i++ == 0)
    printf("first i=%d\n", i);
  if (++i == 2)
    printf("second i=%d\n", i);
  int n = 5;
  while (n-- > 2)
    printf("n=%d ", n);
  printf("after n=%d\n", n);
  int k;
  for (k = 0; logged(k) < 3; k++)
    ;
  printf(" k=%d log_count=%d\n", k, log_count);
  int x = 10;
  int y = (x -= 3) > 5 ? x * 2 : x * 3;
  printf("x=%d y=%d\n", x, y);
  int arr[5] = {1, 2, 3, 4, 5};
  int *p = arr;
  int total = 0;
  while (*p++ < 4)
    total += p[-1];
  printf("total=%d p index=%ld\n", total, (long)(p - arr));
  int c = 0;
  do
    c += 2;
  while (logged(c) < 6);
  printf(" c=%d\n", c);
  int flag = 0;
  if ((flag = logged(7)) > 5 && (flag = logged(flag + 1)) > 100)
    printf("never\n");
  printf(" flag=%d\n", flag);
  return 0;
}
