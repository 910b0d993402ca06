// RUN: %cmp-clang %s %t
// Covers: if/else, while, for, do-while, break, continue, return and declarations anywhere inside regions.
int printf(const char *, ...);

int main(void) {
  int res[8];
#pragma omp target map(from: res)
  {
    int i, n = 27, steps = 0;
    while (n != 1) { // Collatz
      if (n % 2 == 0)
        n = n / 2;
      else
        n = 3 * n + 1;
      steps++;
    }
    res[0] = steps;
    int evens = 0;
    for (i = 0; i < 20; i++) {
      if (i % 2)
        continue;
      if (i > 14)
        break;
      evens += i;
    }
    res[1] = evens;
    int k = 100;
    do
      k -= 7;
    while (k > 0);
    res[2] = k;
    int found = -1;
    for (int a = 1; a < 10 && found < 0; a++)
      for (int b = a; b < 10; b++)
        if (a * a + b * b == 25) {
          found = a * 10 + b;
          break;
        }
    res[3] = found;
    int m = 0;
    for (;;) {
      m++;
      if (m >= 5)
        break;
    }
    res[4] = m;
    int sign = -3;
    res[5] = sign < 0 ? -1 : sign > 0 ? 1 : 0;
    if (res[5] < 0) {
      int deep = 0;
      while (1) {
        deep += 2;
        if (deep == 8)
          break;
      }
      res[6] = deep;
    } else if (res[5] == 0) {
      res[6] = 0;
    } else
      res[6] = 1;
    res[7] = 0;
  }
  printf("collatz=%d evens=%d k=%d found=%d m=%d sign=%d deep=%d z=%d\n", res[0], res[1], res[2],
         res[3], res[4], res[5], res[6], res[7]);
  return 0;
}
