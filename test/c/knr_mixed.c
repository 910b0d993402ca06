// RUN: %cmp-gcc %s %t --mixed %S/Inputs/knr_mixed_other.c
// RUN: %cmp-gcc %s %t --mixed %S/Inputs/knr_mixed_other.c -O2
// K&R definitions called from the other translation unit, built by the other compiler (gcc for
// ompcc's half, and the reverse), through `()` declarations and through prototypes with the
// promoted types; and that unit's K&R definitions called from here the same two ways. Both
// sides must pass char, short and float arguments promoted, and receive them so.
#include <stdio.h>

/* defined in Inputs/knr_mixed_other.c */
double other_scale();
int other_bytes(int, int, double, long);
void call_here(void);

int here_sum(c, s, f, d)
    char c;
    short s;
    float f;
    double d;
{
  printf("here_sum c=%d s=%d f=%.9g d=%.17g\n", c, s, (double)f, d);
  return c + s + (int)f + (int)d;
}

double here_scale(p, n, by) long *p; unsigned char n; float by; {
  double total = 0;
  for (int i = 0; i < n; i++) total += p[i] * by;
  printf("here_scale n=%d by=%.9g\n", n, (double)by);
  return total;
}

int main(void) {
  float f = 0.1f;
  char c = -3;
  short s = 1234;
  printf("other_scale -> %.17g\n", other_scale(c, s, f, 7));
  printf("other_bytes -> %d\n", other_bytes(300, -2, 2.75, 1L << 40));
  call_here();
  return 0;
}
