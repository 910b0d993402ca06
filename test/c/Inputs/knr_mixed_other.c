/* The other half of knr_mixed.c: K&R definitions it calls, and calls to its K&R definitions. */
#include <stdio.h>

double other_scale(c, s, f, n) char c; short s; float f; {
  printf("other_scale c=%d s=%d f=%.9g n=%d\n", c, s, (double)f, n);
  return (c + s + n) * f;
}

/* called through a prototype with the promoted types */
int other_bytes(c, uc, f, l) char c; unsigned char uc; float f; long l; {
  printf("other_bytes c=%d uc=%d f=%.9g l=%ld\n", c, uc, (double)f, l);
  return c + uc;
}

int here_sum();
double here_scale(long *, int, double);

void call_here(void) {
  char c = 'A';
  short s = -7;
  float f = 2.5f;
  printf("here_sum -> %d\n", here_sum(c, s, f, 12345.75));
  long v[] = {1, 2, 3};
  printf("here_scale -> %.9g\n", here_scale(v, 3, 0.5f));
}
