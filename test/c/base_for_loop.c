// RUN: %cmp-gcc %s %t
// for loops with declarations in init, empty clauses, multiple counters, and nested loop scopes.
int printf(const char *, ...);

int main(void) {
  for (int i = 0; i < 4; i++)
    printf("%d ", i);
  printf("\n");
  for (int i = 10; i > 0; i -= 3)
    printf("%d ", i);
  printf("\n");
  int j = 0;
  for (; j < 3;)
    j++;
  printf("j=%d\n", j);
  int count = 0;
  for (;;) {
    if (++count == 5)
      break;
  }
  printf("count=%d\n", count);
  for (long big = 1; big < 100000000000L; big *= 100)
    printf("%ld ", big);
  printf("\n");
  for (double x = 0.0; x < 1.0; x += 0.25)
    printf("%.2f ", x);
  printf("\n");
  int b = 10;
  for (int a = 0; a < b; a++) {
    printf("(%d,%d)", a, b);
    b--;
  }
  printf("\n");
  int table = 0;
  for (int r = 1; r <= 9; r++)
    for (int c = 1; c <= r; c++)
      table += r * c;
  printf("table=%d\n", table);
  char buf[8];
  for (char c = 'a'; c < 'h'; c++)
    buf[c - 'a'] = c;
  buf[7] = 0;
  printf("buf=%s\n", buf);
  for (int i = 0; i < 0; i++)
    printf("never\n");
  return 0;
}
