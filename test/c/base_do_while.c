// RUN: %cmp-gcc %s %t
// do-while runs the body before testing, even when the condition is false at entry.
int printf(const char *, ...);

int reverse_digits(int n) {
  int r = 0;
  do {
    r = r * 10 + n % 10;
    n /= 10;
  } while (n > 0);
  return r;
}

int main(void) {
  int i = 100;
  do {
    printf("body i=%d\n", i);
  } while (i < 10);
  int n = 0;
  do
    n += 3;
  while (n < 10);
  printf("n=%d\n", n);
  printf("rev=%d %d %d\n", reverse_digits(12345), reverse_digits(0), reverse_digits(1200));
  char buf[20];
  int len = 0;
  int v = 0;
  do {
    buf[len++] = '0' + v % 10;
    v /= 10;
  } while (v);
  buf[len] = 0;
  printf("zero -> %s len=%d\n", buf, len);
  int k = 5;
  do {
    if (k == 3) {
      k--;
      continue;
    }
    printf("k=%d\n", k);
    k--;
  } while (k > 0);
  double x = 10.0;
  int iters = 0;
  do {
    x = x / 2 + 1;
    iters++;
  } while (x > 2.001);
  printf("x=%f iters=%d\n", x, iters);
  return 0;
}
