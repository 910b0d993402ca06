// RUN: %cmp-gcc %s %t
// while loops: counting, zero-iteration, condition with side effects, and loops driven by data.
int printf(const char *, ...);

int collatz(long n) {
  int steps = 0;
  while (n != 1) {
    n = n % 2 ? 3 * n + 1 : n / 2;
    steps++;
  }
  return steps;
}

int main(void) {
  int i = 0;
  while (i < 5) {
    printf("i=%d\n", i);
    i += 2;
  }
  int never = 10;
  while (never < 5)
    never = 0;
  printf("never=%d\n", never);
  int n = 1234567;
  int digits = 0;
  while (n) {
    digits++;
    n /= 10;
  }
  printf("digits=%d\n", digits);
  printf("collatz(27)=%d collatz(97)=%d\n", collatz(27), collatz(97));
  char s[] = "while loops";
  char *p = s;
  int spaces = 0;
  while (*p)
    if (*p++ == ' ')
      spaces++;
  printf("spaces=%d len=%ld\n", spaces, (long)(p - s));
  int k = 10;
  while (k-- > 7)
    printf("k=%d\n", k);
  printf("final k=%d\n", k);
  double x = 1.0;
  int halvings = 0;
  while (x > 1e-10) {
    x /= 2;
    halvings++;
  }
  printf("halvings=%d\n", halvings);
  return 0;
}
