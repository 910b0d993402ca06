// RUN: %cmp-clang %s %t
// Implicit firstprivate of scalars (int, double, char, long, float, enum, ull): host value in, writes lost.
#include <omp.h>
#include <stdio.h>

enum color { RED, GREEN, BLUE };

int main(void) {
  int i = 7;
  double d = 1.25;
  char c = 'q';
  long l = 1234567890123L;
  float f = 0.5f;
  enum color col = GREEN;
  unsigned long long u = 18000000000000000000ULL;
  int out[8];

  #pragma omp target map(from: out)
  {
    out[0] = i;
    out[1] = (int)(d * 4);
    out[2] = c;
    out[3] = (int)(l % 1000);
    out[4] = (int)(f * 10);
    out[5] = (int)col;
    out[6] = (int)(u % 977);
    out[7] = omp_is_initial_device();
    i = -1;
    d = -1.0;
    c = 'z';
    l = 0;
    f = 9.0f;
    col = BLUE;
    u = 1;
  }
  printf("seen inside: %d %d %c %d %d %d %d (initial device=%d)\n", out[0], out[1], out[2], out[3], out[4], out[5], out[6], out[7]);
  printf("host after: i=%d d=%.2f c=%c l=%ld f=%.1f col=%d u=%llu\n", i, d, c, l, f, (int)col, u);

  /* the value is captured at each construct */
  for (int k = 0; k < 3; k++) {
    i = 10 * k;
    #pragma omp target map(from: out[0:1])
    { out[0] = i + 1; i = 0; }
    printf("k=%d inside=%d host i=%d\n", k, out[0], i);
  }
  return 0;
}
