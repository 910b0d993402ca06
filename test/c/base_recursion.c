// RUN: %cmp-gcc %s %t
// Direct recursion: factorial, fibonacci, gcd, power, and a recursive digit sum.
int printf(const char *, ...);

long fact(int n) { return n <= 1 ? 1 : n * fact(n - 1); }
int fib(int n) {
  if (n < 2)
    return n;
  return fib(n - 1) + fib(n - 2);
}
int gcd(int a, int b) { return b == 0 ? a : gcd(b, a % b); }
double power(double b, int e) {
  if (e == 0)
    return 1;
  if (e < 0)
    return 1 / power(b, -e);
  double h = power(b, e / 2);
  return e % 2 ? h * h * b : h * h;
}
int digitsum(long v) { return v < 10 ? (int)v : (int)(v % 10) + digitsum(v / 10); }
int depth(int n) { return n == 0 ? 0 : 1 + depth(n - 1); }

int main(void) {
  for (int i = 0; i <= 20; i += 5)
    printf("fact(%d)=%ld\n", i, fact(i));
  for (int i = 0; i <= 25; i += 5)
    printf("fib(%d)=%d\n", i, fib(i));
  printf("gcd=%d %d %d\n", gcd(48, 18), gcd(17, 5), gcd(0, 9));
  printf("power=%f %f %f\n", power(2, 10), power(1.5, 3), power(2, -3));
  printf("digitsum=%d\n", digitsum(9876543210L));
  printf("depth=%d\n", depth(10000));
  return 0;
}
