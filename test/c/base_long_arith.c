// RUN: %cmp-gcc %s %t
// 64-bit long arithmetic beyond the int range, and int to long widening before multiplication.
int printf(const char *, ...);

long factorial(int n) {
  long r = 1;
  for (int i = 2; i <= n; i++)
    r *= i;
  return r;
}

int main(void) {
  for (int n = 0; n <= 20; n += 4)
    printf("%d! = %ld\n", n, factorial(n));
  int a = 100000;
  long wide = (long)a * a;
  printf("wide=%ld\n", wide);
  long b = 9223372036854775807L;
  printf("max=%ld max/3=%ld max%%1000=%ld\n", b, b / 3, b % 1000);
  long c = -b - 1;
  printf("min=%ld min+1=%ld\n", c, c + 1);
  long s = 0;
  for (long i = 1; i <= 100000; i++)
    s += i * i;
  printf("sum squares=%ld\n", s);
  long x = 1L << 40;
  printf("1<<40=%ld >>13=%ld\n", x, x >> 13);
  long neg = -123456789012L;
  printf("neg=%ld neg/1000=%ld neg%%1000=%ld\n", neg, neg / 1000, neg % 1000);
  int i = 7;
  long mix = i + 3000000000L;
  printf("mix=%ld\n", mix);
  return 0;
}
