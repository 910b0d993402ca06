// RUN: %cmp-gcc %s %t
// Functions returning function pointers, written with and without typedef, and chained calls f(x)(y).
#include <stdio.h>

static int inc(int x) { return x + 1; }
static int dec(int x) { return x - 1; }
static int dbl(int x) { return x * 2; }

static int (*choose(char c))(int) {
  switch (c) {
  case '+': return inc;
  case '-': return dec;
  default: return dbl;
  }
}

typedef int (*unary)(int);
static unary compose_table[3] = {inc, dec, dbl};
static unary pick(int i) { return compose_table[i % 3]; }

static int (*(*meta(void))(char))(int) { return choose; }

int main(void) {
  printf("choose('+')(10)=%d\n", choose('+')(10));
  printf("choose('-')(10)=%d\n", choose('-')(10));
  printf("choose('*')(10)=%d\n", choose('*')(10));
  int v = 1;
  const char *ops = "+*+*-*";
  for (const char *p = ops; *p; p++)
    v = choose(*p)(v);
  printf("v=%d\n", v);
  int w = 5;
  for (int i = 0; i < 5; i++)
    w = pick(i)(w);
  printf("w=%d\n", w);
  printf("meta()('*')(21)=%d\n", meta()('*')(21));
  int (*f)(int) = choose('+');
  printf("f==inc: %d\n", f == inc);
  return 0;
}
