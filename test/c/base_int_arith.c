// RUN: %cmp-gcc %s %t
// Integer +, -, *, /, % and unary minus/plus on int values, including negative operands.
int printf(const char *, ...);

int add(int a, int b) { return a + b; }
int sub(int a, int b) { return a - b; }
int mul(int a, int b) { return a * b; }

int main(void) {
  int vals[6] = {0, 1, -1, 7, -13, 1000};
  for (int i = 0; i < 6; i++) {
    for (int j = 0; j < 6; j++) {
      int a = vals[i], b = vals[j];
      printf("%d %d: + %d - %d * %d", a, b, add(a, b), sub(a, b), mul(a, b));
      if (b != 0)
        printf(" / %d %% %d", a / b, a % b);
      printf("\n");
    }
  }
  int x = 46341;
  printf("x*x-1=%d\n", x * (x - 1));
  printf("-x=%d +x=%d --x=%d\n", -x, +x, -(-x));
  int big = 2147483647;
  printf("max=%d max-1=%d min=%d\n", big, big - 1, -big - 1);
  printf("prec=%d %d %d\n", 2 + 3 * 4, (2 + 3) * 4, 20 - 6 / 2 - 3);
  printf("assoc=%d %d\n", 100 / 10 / 5, 100 - 10 - 5);
  return 0;
}
