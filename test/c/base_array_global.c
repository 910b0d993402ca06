// RUN: %cmp-gcc %s %t
// Global one-dimensional arrays: constant initializers, implicit zero, modification from functions.
int printf(const char *, ...);

int primes[8] = {2, 3, 5, 7, 11, 13, 17, 19};
int zeros[5];
double weights[4] = {0.25, 0.5};
char letters[] = "global";
long bigs[3] = {1L << 40, -(1L << 40)};
int counts[10];

void tally(int v) { counts[v % 10]++; }

int sum(int *a, int n) {
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int main(void) {
  printf("sum primes=%d\n", sum(primes, 8));
  printf("zeros=%d %d\n", zeros[0], zeros[4]);
  printf("weights=%f %f %f %f\n", weights[0], weights[1], weights[2], weights[3]);
  int len = 0;
  while (letters[len])
    len++;
  printf("letters=%s len=%d\n", letters, len);
  printf("bigs=%ld %ld %ld\n", bigs[0], bigs[1], bigs[2]);
  for (int i = 0; i < 8; i++)
    tally(primes[i]);
  for (int i = 0; i < 10; i++)
    printf("%d", counts[i]);
  printf("\n");
  primes[0] = 1;
  letters[0] = 'G';
  printf("%d %s\n", primes[0], letters);
  zeros[2] = sum(primes, 4);
  printf("zeros[2]=%d\n", zeros[2]);
  return 0;
}
