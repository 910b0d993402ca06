// RUN: %cmp-clang %s %t
// target update to/from: whole arrays, sections, 2-D rows, struct members, scalars, to+from in one directive.
#include <stdio.h>

struct st { int k; double v[3]; };

int main(void) {
  int a[8];
  int m[3][4];
  int *p = a;
  int s = 1;
  struct st t = {5, {0.5, 1.5, 2.5}};
  for (int i = 0; i < 8; i++)
    a[i] = i;
  for (int i = 0; i < 12; i++)
    m[i / 4][i % 4] = i;

  #pragma omp target data map(to: a, m, s, t)
  {
    for (int i = 0; i < 8; i++)
      a[i] += 100;
    #pragma omp target update to(a[2:3])                /* only a[2..4] */
    #pragma omp target map(tofrom: s)
    {
      s = 0;
      for (int i = 0; i < 8; i++)
        s += a[i];
      for (int i = 0; i < 8; i++)
        a[i] = -a[i];
      m[1][2] = 99;
      t.v[1] = 9.5;
      t.k = 50;
    }
    printf("host s before update=%d\n", s);
    #pragma omp target update from(s)
    printf("s after update from=%d\n", s);
    #pragma omp target update from(p[0:2], m[1][0:4])
    printf("a: %d %d %d  m[1]: %d %d %d %d\n", a[0], a[1], a[2], m[1][0], m[1][1], m[1][2], m[1][3]);
    #pragma omp target update from(a) from(t.v[1:1])
    printf("a[7]=%d t.k=%d t.v[1]=%.1f\n", a[7], t.k, t.v[1]);
    t.k = 7;
    #pragma omp target update to(t.k) from(t.v)
    #pragma omp target map(from: s)
    { s = t.k * 2; }                                    /* s present: no copy back */
    printf("host s=%d", s);
    #pragma omp target update from(s)
    printf(" s=%d t.v=%.1f %.1f %.1f\n", s, t.v[0], t.v[1], t.v[2]);
    #pragma omp target update from(t)
    printf("t.k=%d\n", t.k);
  }
  return 0;
}
