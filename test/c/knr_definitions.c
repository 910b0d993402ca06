// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// K&R (old-style) function definitions: parameters declared between ')' and '{' in any order,
// several per declaration, undeclared ones int (clang-19 standing in for ompcc needs
// -Wno-error=implicit-int); char, short and float parameters receive the
// promoted argument and convert it back (not _Bool: gcc -O0, gcc -O2 and clang-19 disagree on
// a _Bool parameter passed 2); calls with no prototype in scope (before
// and after the definition, through `()` declarations and pointers), calls through a
// prototype declared before the definition (ISO: the promoted type; GNU: the declared type).
#include <stdio.h>

int before_definition();

static int narrow(c, s, f, u)
    float f;
    char c;
    short s;
    unsigned char u;
{
  /* the callee sees its declared types: a char wraps, a float is rounded to float */
  c += 1;
  f *= 3.0f;
  printf("narrow c=%d s=%d f=%.9g u=%d sizeof=%zu %zu %zu\n", c, s, (double)f, u, sizeof c, sizeof s,
         sizeof f);
  return c + s + u;
}

long mixed(p, n, scale, name)
    long *p;
    double scale;
    char *name;
{
  long total = 0;
  for (int i = 0; i < n; i++) total += p[i];
  printf("%s: n=%d total=%ld scaled=%.3f\n", name, n, total, total * scale);
  return total;
}

int before_definition(x, y) float x; int y; { return (int)(x * 10) + y; }

/* ISO C: a prototype whose types are the promoted ones */
int promoted_proto(int, double, int); /* unsigned short promotes to int */
int promoted_proto(c, f, us) char c; float f; unsigned short us; {
  printf("promoted_proto %d %.9g %u\n", c, (double)f, us);
  return c;
}

/* GNU C: a prototype with the declared types overrides the promotion */
int gnu_proto(short, float);
int gnu_proto(s, f) short s; float f; {
  printf("gnu_proto %d %.9g\n", s, (double)f);
  return s;
}

/* register parameters, arrays and functions adjusted to pointers */
static int apply(fn, arr, n) register int n; int fn(int); int arr[]; {
  int acc = 0;
  while (n-- > 0) acc += fn(arr[n]);
  return acc;
}

static int twice(v) { return 2 * v; }

int main(void) {
  char c = 127;
  short s = -300;
  float f = 0.1f;
  unsigned char u = 250;
  printf("narrow -> %d\n", narrow(c, s, f, u));
  /* arguments wider than the parameters: the callee converts (gcc and clang agree) */
  printf("narrow -> %d\n", narrow(383, 70000, 1.0 / 3.0, 513));
  long v[] = {1, 2, 3, 4};
  printf("mixed -> %ld\n", mixed(v, 4, 0.5f, "four"));
  printf("before_definition -> %d\n", before_definition(1.25f, 3));
  printf("promoted_proto -> %d\n", promoted_proto(300, 2.5f, 70000));
  printf("gnu_proto -> %d\n", gnu_proto(70000, 1.0 / 3.0));
  int arr[] = {1, 2, 3};
  printf("apply -> %d\n", apply(twice, arr, 3));
  int (*fp)() = narrow;
  printf("through a pointer -> %d\n", fp('a', 1, 1.5f, 1));
  return 0;
}
