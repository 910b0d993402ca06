// RUN: %cmp-gcc %s %t
// Prime utilities: bit-packed sieve, segmented counting, trial-division factorization, Goldbach checks and modular exponentiation.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LIMIT 200000

static uint8_t *bits;

static int is_composite(uint32_t n) { return bits[n >> 3] >> (n & 7) & 1; }
static void mark(uint32_t n) { bits[n >> 3] |= (uint8_t)(1u << (n & 7)); }

static void sieve(void) {
  bits = calloc(LIMIT / 8 + 1, 1);
  mark(0);
  mark(1);
  for (uint32_t i = 2; i * i <= LIMIT; i++)
    if (!is_composite(i))
      for (uint32_t j = i * i; j <= LIMIT; j += i)
        mark(j);
}

static int factorize(unsigned long n, unsigned long *f) {
  int k = 0;
  for (unsigned long d = 2; d * d <= n; d++)
    while (n % d == 0) {
      f[k++] = d;
      n /= d;
    }
  if (n > 1)
    f[k++] = n;
  return k;
}

static uint64_t powmod(uint64_t b, uint64_t e, uint64_t m) {
  uint64_t r = 1;
  b %= m;
  while (e) {
    if (e & 1)
      r = r * b % m;
    b = b * b % m;
    e >>= 1;
  }
  return r;
}

int main(void) {
  sieve();
  int count = 0, last = 0;
  int per_block[4] = {0};
  for (uint32_t i = 0; i <= LIMIT; i++)
    if (!is_composite(i)) {
      count++;
      last = (int)i;
      per_block[i * 4 / (LIMIT + 1)]++;
    }
  printf("primes<=%d: %d, largest %d\n", LIMIT, count, last);
  printf("blocks: %d %d %d %d\n", per_block[0], per_block[1], per_block[2], per_block[3]);
  unsigned long nums[5] = {360, 9973, 600851475143ul, 1000000007ul * 3, 4294967297ul};
  for (int i = 0; i < 5; i++) {
    unsigned long f[64];
    int k = factorize(nums[i], f);
    printf("%lu =", nums[i]);
    for (int j = 0; j < k; j++)
      printf(" %lu", f[j]);
    printf("\n");
  }
  int goldbach_ok = 1;
  for (uint32_t n = 4; n <= 10000; n += 2) {
    int ok = 0;
    for (uint32_t p = 2; p <= n / 2 && !ok; p++)
      ok = !is_composite(p) && !is_composite(n - p);
    goldbach_ok &= ok;
  }
  printf("goldbach up to 10000: %d\n", goldbach_ok);
  int fermat_liars = 0;
  for (uint64_t n = 3; n < 3000; n += 2)
    if (is_composite((uint32_t)n) && powmod(2, n - 1, n) == 1)
      fermat_liars++;
  printf("base-2 pseudoprimes below 3000: %d\n", fermat_liars);
  printf("2^100 mod 1e9+7 = %llu\n", (unsigned long long)powmod(2, 100, 1000000007ull));
  free(bits);
  return 0;
}
