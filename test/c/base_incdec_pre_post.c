// RUN: %cmp-gcc %s %t
// Prefix and postfix ++/-- on int, long, char, double and pointers, and the values they yield.
int printf(const char *, ...);

int main(void) {
  int i = 5;
  int a = i++;
  printf("a=%d i=%d\n", a, i);
  int b = ++i;
  printf("b=%d i=%d\n", b, i);
  int c = i--;
  printf("c=%d i=%d\n", c, i);
  int d = --i;
  printf("d=%d i=%d\n", d, i);
  long l = 9223372036854775806L;
  l++;
  printf("l=%ld\n", l);
  char ch = 'y';
  ch++;
  printf("ch=%c\n", ch);
  double x = 1.5;
  double y = x++;
  printf("x=%f y=%f\n", x, y);
  y = --x;
  printf("x=%f y=%f\n", x, y);
  int arr[5] = {10, 20, 30, 40, 50};
  int *p = arr;
  int v = *p++;
  printf("v=%d *p=%d\n", v, *p);
  v = *++p;
  printf("v=%d *p=%d\n", v, *p);
  v = ++*p;
  printf("v=%d arr[2]=%d\n", v, arr[2]);
  v = (*p)++;
  printf("v=%d arr[2]=%d\n", v, arr[2]);
  int *q = &arr[4];
  q--;
  printf("*q=%d idx=%ld\n", *q, (long)(q - arr));
  int k = 0;
  for (int j = 0; j < 5; ++j)
    k += j;
  printf("k=%d\n", k);
  int n = 3;
  while (n--)
    printf("n=%d ", n);
  printf("after n=%d\n", n);
  return 0;
}
