// RUN: %cmp-gcc %s %t
// Division truncates toward zero and % takes the sign of the dividend, for int and long.
int printf(const char *, ...);

int main(void) {
  int a[4] = {17, -17, 17, -17};
  int b[4] = {5, 5, -5, -5};
  for (int i = 0; i < 4; i++) {
    int q = a[i] / b[i], r = a[i] % b[i];
    printf("%d / %d = %d, %% = %d, q*b+r = %d\n", a[i], b[i], q, r, q * b[i] + r);
  }
  long la[4] = {10000000000L, -10000000000L, 7L, -7L};
  long lb[4] = {3L, 7L, -2L, -2L};
  for (int i = 0; i < 4; i++)
    printf("%ld / %ld = %ld, %% = %ld\n", la[i], lb[i], la[i] / lb[i], la[i] % lb[i]);
  int m = -1;
  printf("-1/2=%d -1%%2=%d 1/-2=%d 1%%-2=%d\n", m / 2, m % 2, 1 / -2, 1 % -2);
  int n = -2147483647 - 1;
  printf("min/2=%d min%%3=%d min/-1 avoided, min/1=%d\n", n / 2, n % 3, n / 1);
  for (int k = -6; k <= 6; k += 3)
    printf("k=%d k/4=%d k%%4=%d\n", k, k / 4, k % 4);
  return 0;
}
