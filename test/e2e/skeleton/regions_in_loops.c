// RUN: %cmp-clang %s %t
// Covers: target regions inside for, while and do-while loops, with break and continue around them.
int printf(const char *, ...);

int main(void) {
  int acc = 0;
  int i;
  for (i = 0; i < 6; i++) {
    if (i == 2)
      continue;
#pragma omp target map(tofrom: acc) map(to: i)
    { acc = acc * 2 + i; }
    if (acc > 10)
      break;
  }
  printf("for: acc=%d i=%d\n", acc, i);

  int hist[5] = {0, 0, 0, 0, 0};
  int n = 0;
  while (n < 5) {
#pragma omp target map(tofrom: hist) map(to: n)
    {
      int j;
      for (j = 0; j <= n; j++)
        hist[j] += 1;
    }
    n++;
  }
  printf("while: %d %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3], hist[4]);

  double x = 1.0;
  int steps = 0;
  do {
#pragma omp target map(tofrom: x)
    x = x * 1.5;
    steps++;
  } while (x < 10.0);
  printf("do: x=%.4f steps=%d\n", x, steps);

  int outer, total = 0;
  for (outer = 0; outer < 3; outer++) {
    int inner;
    for (inner = 0; inner < 3; inner++)
#pragma omp target map(tofrom: total)
      total += outer * 3 + inner;
  }
  printf("nested: total=%d\n", total);
  return 0;
}
