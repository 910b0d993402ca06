// RUN: %cmp-gcc %s %t
// break and continue in for, while and do-while, affecting only the innermost loop.
int printf(const char *, ...);

int main(void) {
  for (int i = 0; i < 10; i++) {
    if (i % 3 == 0)
      continue;
    if (i > 7)
      break;
    printf("%d ", i);
  }
  printf("\n");
  int found = -1;
  int data[8] = {4, 8, 15, 16, 23, 42, 7, 1};
  for (int i = 0; i < 8; i++) {
    if (data[i] % 2 == 1 && data[i] > 10) {
      found = i;
      break;
    }
  }
  printf("found=%d\n", found);
  int pairs = 0;
  for (int a = 0; a < 5; a++) {
    for (int b = 0; b < 5; b++) {
      if (b == a)
        continue;
      if (b > 3)
        break;
      pairs++;
    }
  }
  printf("pairs=%d\n", pairs);
  int n = 0, skipped = 0;
  while (n < 20) {
    n++;
    if (n % 4)
      continue;
    skipped++;
    if (skipped == 3)
      break;
  }
  printf("n=%d skipped=%d\n", n, skipped);
  int k = 0, sum = 0;
  do {
    k++;
    if (k == 2)
      continue;
    sum += k;
  } while (k < 5);
  printf("k=%d sum=%d\n", k, sum);
  int c = 0;
  for (;;) {
    c += 7;
    if (c > 50)
      break;
  }
  printf("c=%d\n", c);
  return 0;
}
