// RUN: %cmp-gcc %s %t
// goto forward and backward: loops built from labels, breaking out of nested loops, and cleanup-style error paths.
#include <stdio.h>
#include <stdlib.h>

static int find_pair(int target, int *oi, int *oj) {
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 10; j++)
      if (i * j == target && i < j) {
        *oi = i;
        *oj = j;
        goto found;
      }
  return 0;
found:
  return 1;
}

static int process(int fail_at) {
  int result = -1;
  char *a = malloc(8);
  if (!a)
    goto out;
  if (fail_at == 1)
    goto free_a;
  char *b = malloc(8);
  if (!b)
    goto free_a;
  if (fail_at == 2)
    goto free_b;
  result = 42;
free_b:
  free(b);
free_a:
  free(a);
out:
  return result;
}

int main(void) {
  int i = 0;
  long fact = 1;
again:
  i++;
  fact *= i;
  if (i < 10)
    goto again;
  printf("10! = %ld\n", fact);
  int x, y;
  if (find_pair(24, &x, &y))
    printf("pair %d*%d\n", x, y);
  if (!find_pair(97, &x, &y))
    printf("no pair for 97\n");
  printf("process %d %d %d\n", process(0), process(1), process(2));
  int n = 27, steps = 0;
loop:
  if (n == 1)
    goto done;
  n = n % 2 ? 3 * n + 1 : n / 2;
  steps++;
  goto loop;
done:
  printf("collatz steps=%d\n", steps);
  int k = 0;
  goto skip;
  k = 100;
skip:
  printf("k=%d\n", k);
  return 0;
}
