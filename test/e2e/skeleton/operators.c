// RUN: %cmp-clang %s %t
// Covers: every C operator evaluated on the device on int, long, char and double operands.
int printf(const char *, ...);

int main(void) {
  int a = 29, b = 6;
  long la = 1234567890123L, lb = -98765L;
  double x = 7.5, y = -2.0;
  int r[26];
  long lr[4];
  double dr[4];
#pragma omp target map(from: r, lr, dr) map(to: a, b, la, lb, x, y)
  {
    r[0] = a + b; r[1] = a - b; r[2] = a * b; r[3] = a / b; r[4] = a % b;
    r[5] = -a / b; r[6] = -a % b; r[7] = a & b; r[8] = a | b; r[9] = a ^ b;
    r[10] = ~a; r[11] = a << 3; r[12] = a >> 2; r[13] = -a >> 1; r[14] = !a + !0 + +a;
    r[15] = (a < b) + 2 * (a > b) + 4 * (a <= 29) + 8 * (a >= 30) + 16 * (a == b) + 32 * (a != b);
    r[16] = (a > 0 && b < 0) + 2 * (a > 0 || b < 0) + 4 * (b < 0 && a / (b - 6));
    r[17] = a > b ? a : b;
    int c = a;
    c += 3; c -= 1; c *= 2; c /= 3; c %= 7; c <<= 4; c >>= 1; c &= 0x7c; c |= 3; c ^= 0x55;
    r[18] = c;
    int p = 5, q;
    q = p++; q = q * 10 + p; q = q * 10 + ++p; q = q * 10 + p--; q = q * 10 + --p;
    r[19] = q;
    r[20] = (p = 3, p + 4);
    r[21] = (int)sizeof(long) * 100 + (int)sizeof(double) * 10 + (int)sizeof r[0];
    char ch = 'A';
    ch += 2;
    r[22] = ch;
    r[23] = (x > y) + (x == 7.5) * 2 + (y != -2.0) * 4;
    r[24] = a++ + ++b; // distinct objects, no unsequenced modification
    r[25] = a * 100 + b;
    lr[0] = la * 3 + lb; lr[1] = la / lb; lr[2] = la % lb; lr[3] = (la >> 7) ^ (-lb << 2);
    dr[0] = x * y - 1.0 / 8; dr[1] = x / y; dr[2] = -x + y; dr[3] = x;
    dr[3] /= 3; dr[3] *= y; dr[3] -= 1; dr[3] += 0.125;
  }
  int i;
  for (i = 0; i < 26; i++)
    printf("r[%d]=%d\n", i, r[i]);
  printf("lr=%ld %ld %ld %ld\n", lr[0], lr[1], lr[2], lr[3]);
  printf("dr=%.4f %.4f %.4f %.4f\n", dr[0], dr[1], dr[2], dr[3]);
  return 0;
}
