// RUN: %cmp-gcc %s %t
// Bitwise &, |, ^, ~ and their compound assignments on int, long and char.
int printf(const char *, ...);

int popcount(long v) {
  int n = 0;
  while (v != 0) {
    n += (int)(v & 1);
    v = (v >> 1) & 0x7fffffffffffffffL;
  }
  return n;
}

int main(void) {
  int a = 0x0f0f, b = 0x3c3c;
  printf("and=%d or=%d xor=%d nota=%d\n", a & b, a | b, a ^ b, ~a);
  printf("~0=%d ~-1=%d\n", ~0, ~-1);
  long la = 0x123456789L;
  printf("la&ff=%ld la|1=%ld la^la=%ld ~la=%ld\n", la & 0xff, la | 1, la ^ la, ~la);
  printf("pop=%d %d %d\n", popcount(255), popcount(la), popcount(-1L));
  int f = 0;
  f |= 1 << 3;
  f |= 1 << 5;
  printf("f=%d\n", f);
  f &= ~(1 << 3);
  printf("f=%d\n", f);
  f ^= 0xff;
  printf("f=%d\n", f);
  char c = 0x5a;
  char d = ~c;
  printf("c=%d ~c=%d c^0x7f=%d\n", c, d, c ^ 0x7f);
  int neg = -8;
  printf("neg&7=%d neg|3=%d neg^-1=%d\n", neg & 7, neg | 3, neg ^ -1);
  printf("prec=%d %d\n", 6 & 3 == 3, (6 & 3) == 2);
  int swap1 = 11, swap2 = 29;
  swap1 ^= swap2;
  swap2 ^= swap1;
  swap1 ^= swap2;
  printf("swapped=%d %d\n", swap1, swap2);
  return 0;
}
