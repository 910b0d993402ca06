// RUN: %cmp-gcc %s %t
// Simple and every compound assignment operator, their values as expressions, and chained assignment.
int printf(const char *, ...);

int main(void) {
  int a = 100;
  a += 5;   printf("+= %d\n", a);
  a -= 15;  printf("-= %d\n", a);
  a *= 3;   printf("*= %d\n", a);
  a /= 7;   printf("/= %d\n", a);
  a %= 11;  printf("%%= %d\n", a);
  a <<= 4;  printf("<<= %d\n", a);
  a >>= 1;  printf(">>= %d\n", a);
  a &= 0x1c; printf("&= %d\n", a);
  a |= 0x101; printf("|= %d\n", a);
  a ^= 0x0ff; printf("^= %d\n", a);
  int b, c, d;
  b = c = d = 7;
  printf("chain %d %d %d\n", b, c, d);
  int e = (b += 3) * 2;
  printf("e=%d b=%d\n", e, b);
  double x = 1.0;
  x += 0.5; x *= 4; x -= 1; x /= 8;
  printf("x=%f\n", x);
  int i = 10;
  i += 2.7;
  printf("i=%d\n", i);
  i *= 1.5;
  printf("i=%d\n", i);
  char ch = 'a';
  ch += 2;
  printf("ch=%c\n", ch);
  long l = 1;
  l <<= 40;
  l |= 3;
  printf("l=%ld\n", l);
  int arr[3] = {1, 2, 3};
  int *p = arr;
  *p += 10;
  p[2] *= 5;
  printf("arr=%d %d %d\n", arr[0], arr[1], arr[2]);
  int neg = -17;
  neg %= 5;
  printf("neg=%d\n", neg);
  neg /= -2;
  printf("neg=%d\n", neg);
  return 0;
}
