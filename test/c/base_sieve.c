// RUN: %cmp-gcc %s %t
// Sieve of Eratosthenes over a global char array, with prime counts and sums.
int printf(const char *, ...);

char composite[10001];

int main(void) {
  int n = 10000;
  for (int i = 2; i * i <= n; i++)
    if (!composite[i])
      for (int j = i * i; j <= n; j += i)
        composite[j] = 1;
  int count = 0;
  long sum = 0;
  int last = 0;
  for (int i = 2; i <= n; i++) {
    if (!composite[i]) {
      count++;
      sum += i;
      last = i;
      if (count <= 15)
        printf("%d ", i);
    }
  }
  printf("\ncount=%d sum=%ld last=%d\n", count, sum, last);
  int twins = 0;
  for (int i = 3; i + 2 <= n; i += 2)
    if (!composite[i] && !composite[i + 2])
      twins++;
  printf("twin pairs=%d\n", twins);
  int maxgap = 0, gapstart = 0, prev = 2;
  for (int i = 3; i <= n; i++)
    if (!composite[i]) {
      if (i - prev > maxgap) {
        maxgap = i - prev;
        gapstart = prev;
      }
      prev = i;
    }
  printf("max gap %d after %d\n", maxgap, gapstart);
  return 0;
}
