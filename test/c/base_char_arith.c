// RUN: %cmp-gcc %s %t
// char values promote to int in arithmetic; stores back into char truncate.
int printf(const char *, ...);

char next(char c) { return c + 1; }

int main(void) {
  char a = 'A';
  char z = 'z';
  printf("a=%c %d next=%c\n", a, a, next(a));
  printf("diff=%d sum=%d\n", z - a, a + z);
  char lower = a + ('a' - 'A');
  printf("lower=%c\n", lower);
  char digits[10];
  for (int i = 0; i < 10; i++)
    digits[i] = '0' + i;
  for (int i = 0; i < 10; i++)
    printf("%c", digits[i]);
  printf("\n");
  int val = 0;
  char num[5] = {'4', '0', '9', '6', 0};
  for (int i = 0; num[i]; i++)
    val = val * 10 + (num[i] - '0');
  printf("val=%d\n", val);
  char c = 100;
  int prod = c * c;
  printf("c*c=%d c*c/c=%d\n", prod, c * c / c);
  char t = 60;
  t += 60;
  printf("t=%d\n", t);
  char u = 'x';
  u -= 'a' - 'A';
  printf("u=%c\n", u);
  return 0;
}
