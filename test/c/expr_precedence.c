// RUN: %cmp-gcc %s %t
// Operator precedence and associativity across arithmetic, shift, relational, bitwise, logical, conditional and assignment.
#include <stdio.h>

int main(void) {
  int a = 6, b = 3, c = 2;
  printf("%d %d %d\n", a + b * c, a - b - c, a / b / c);
  printf("%d %d\n", a << 1 + 1, (a << 1) + 1);
  printf("%d %d\n", a & b == 2, (a & b) == 2);
  printf("%d %d\n", a | b ^ c & 1, ((a | b) ^ c) & 1);
  printf("%d %d\n", a < b == c > b, (a < b) == (c > b));
  printf("%d\n", a > b ? c : a < b ? a : b);
  printf("%d %d\n", a || b && 0, (a || b) && 0);
  printf("%d %d\n", -a % 4, -(a % 4));
  printf("%d %d\n", !a + 1, !(a + 1));
  printf("%d %d\n", ~a & 0xf, ~(a & 0xf));
  int x, y, z;
  x = y = z = a * b;
  printf("%d %d %d\n", x, y, z);
  x += y -= z *= 2;
  printf("%d %d %d\n", x, y, z);
  int arr[3] = {10, 20, 30};
  int *p = arr;
  printf("%d %d\n", *p + 1, *(p + 1));
  printf("%d\n", -arr[1] * 2);
  printf("%d %d\n", a * b % 4, a * (b % 4));
  printf("%ld\n", (long)a * b << 30);
  printf("%d\n", 1 + 2 * 3 - 4 / 2 % 3 + (5 & 3 | 8) - (7 >> 1));
  double d = 1 / 2 + 1.0 / 2;
  printf("%.2f\n", d);
  printf("%d\n", a == 6 && b == 3 || c == 99);
  printf("%d\n", sizeof a * 2 == 8);
  return 0;
}
