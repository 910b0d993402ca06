// RUN: %cmp-clang %s %t
// Covers: map(to/from/tofrom/alloc:) of local scalars of every basic type, one clause and several.
int printf(const char *, ...);

int main(void) {
  int i = 3;
  long l = 40000000000L;
  char c = 'a';
  float f = 1.5f;
  double d = 2.25;
  int ri = 0;
  long rl = 0;
  char rc = 0;
  float rf = 0;
  double rd = 0;
#pragma omp target map(to: i, l, c, f, d) map(from: ri, rl, rc, rf, rd)
  {
    ri = i * 2;
    rl = l + 1;
    rc = c + 1;
    rf = f * 2.0f;
    rd = d + 0.5;
  }
  printf("from: %d %ld %c %.2f %.2f\n", ri, rl, rc, rf, rd);

#pragma omp target map(tofrom: i, l, c, f, d)
  {
    i += 1;
    l -= 40000000000L;
    c = c - 'a' + 'A';
    f = f / 2;
    d = -d;
  }
  printf("tofrom: %d %ld %c %.2f %.2f\n", i, l, c, f, d);

  int t = 7;
  int out = 0;
#pragma omp target map(alloc: t) map(from: out)
  {
    t = 11; // alloc: no copy in or out; the device copy is scratch
    out = t * 3;
  }
  printf("alloc: out=%d host t=%d\n", out, t);

  int a = 1;
#pragma omp target map(tofrom: a) map(to: i)
  a = a + i;
  printf("single statement: a=%d\n", a);
  return 0;
}
