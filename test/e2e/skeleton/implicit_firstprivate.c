// RUN: %cmp-clang %s %t
// Covers: scalars captured implicitly are firstprivate: the region sees the value, its writes stay inside.
int printf(const char *, ...);

int gscalar = 5;

int main(void) {
  int i = 1;
  long l = 2;
  char c = 'x';
  float f = 3.5f;
  double d = 4.25;
  int seen[6];
#pragma omp target map(from: seen)
  {
    seen[0] = i;
    seen[1] = (int)l;
    seen[2] = c;
    seen[3] = (int)(f * 2);
    seen[4] = (int)(d * 4);
    seen[5] = gscalar;
    i = 100;
    l = 200;
    c = 'y';
    f = 300.0f;
    d = 400.0;
    gscalar = 500;
  }
  printf("seen: %d %d %d %d %d %d\n", seen[0], seen[1], seen[2], seen[3], seen[4], seen[5]);
  printf("after: i=%d l=%ld c=%c f=%.1f d=%.2f gscalar=%d\n", i, l, c, f, d, gscalar);

  int n = 10;
  int sum = 0;
#pragma omp target map(tofrom: sum)
  {
    while (n > 0) { // modifies the private copy of n only
      sum += n;
      n--;
    }
  }
  printf("sum=%d n=%d\n", sum, n);
  return 0;
}
