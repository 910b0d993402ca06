// RUN: %cmp-gcc %s %t
// Nested loops of different kinds: a triangle, prime search, and bubble sort over a local array.
int printf(const char *, ...);

int main(void) {
  for (int r = 1; r <= 5; r++) {
    for (int c = 0; c < r; c++)
      printf("*");
    printf("\n");
  }
  int primes = 0;
  for (int n = 2; n < 200; n++) {
    int is_prime = 1;
    int d = 2;
    while (d * d <= n) {
      if (n % d == 0) {
        is_prime = 0;
        break;
      }
      d++;
    }
    primes += is_prime;
  }
  printf("primes below 200: %d\n", primes);
  int a[10] = {9, -3, 7, 0, 12, 5, -8, 7, 1, 3};
  int swaps = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j + 1 < 10 - i; j++)
      if (a[j] > a[j + 1]) {
        int t = a[j];
        a[j] = a[j + 1];
        a[j + 1] = t;
        swaps++;
      }
  for (int i = 0; i < 10; i++)
    printf("%d ", a[i]);
  printf("swaps=%d\n", swaps);
  int x = 0, y;
  do {
    y = 0;
    while (y < x) {
      printf("%d%d ", x, y);
      y++;
    }
    x++;
  } while (x < 4);
  printf("\n");
  return 0;
}
