// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Unions passed to and returned from functions by value, including unions with float and struct members.
#include <stdio.h>

union small {
  int i;
  float f;
};

union medium {
  double d;
  long l;
  struct {
    int a, b;
  } p;
};

union large {
  char buf[24];
  long words[3];
};

static union small twice_small(union small s) {
  s.i *= 2;
  return s;
}

static float use_float(union small s) { return s.f * 2; }

static union medium swap_pair(union medium m) {
  int t = m.p.a;
  m.p.a = m.p.b;
  m.p.b = t;
  return m;
}

static long sum_large(union large x) { return x.words[0] + x.words[1] + x.words[2]; }

static union large fill(char c) {
  union large x;
  for (int i = 0; i < 23; i++)
    x.buf[i] = (char)(c + i % 26);
  x.buf[23] = 0;
  return x;
}

int main(void) {
  union small s;
  s.i = 21;
  printf("twice=%d\n", twice_small(s).i);
  s.f = 1.25f;
  printf("use_float=%.3f\n", use_float(s));
  union medium m;
  m.p.a = 1;
  m.p.b = 2;
  union medium w = swap_pair(m);
  printf("swapped=%d %d orig=%d %d\n", w.p.a, w.p.b, m.p.a, m.p.b);
  m.d = 0.5;
  union medium m2 = m;
  printf("m2.d=%.2f\n", m2.d);
  union large l;
  l.words[0] = 100;
  l.words[1] = -50;
  l.words[2] = 1L << 40;
  printf("sum_large=%ld\n", sum_large(l));
  union large f = fill('a');
  printf("fill=%s size=%zu\n", f.buf, sizeof f);
  return 0;
}
