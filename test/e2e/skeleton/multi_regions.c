// RUN: %cmp-clang %s %t
// Covers: several target regions in one function and regions in several functions.
int printf(const char *, ...);

int gbuf[4];

int twice_on_device(int x) {
  int r = 0;
#pragma omp target map(to: x) map(from: r)
  { r = 2 * x; }
  return r;
}

int add_on_device(int a, int b) {
#pragma omp target map(tofrom: a) map(to: b)
  { a = a + b; }
  return a;
}

void fill(int v) {
  int i;
#pragma omp target map(from: gbuf)
  {
    for (i = 0; i < 4; i++)
      gbuf[i] = v + i;
  }
}

int main(void) {
  int x = 1;
#pragma omp target map(tofrom: x)
  { x += 1; }
#pragma omp target map(tofrom: x)
  { x *= 10; }
#pragma omp target map(tofrom: x)
  { x -= 3; }
  printf("x=%d\n", x);
  printf("twice=%d add=%d\n", twice_on_device(21), add_on_device(40, 2));
  fill(7);
  printf("gbuf=%d %d %d %d\n", gbuf[0], gbuf[1], gbuf[2], gbuf[3]);
  fill(add_on_device(twice_on_device(5), 1));
  printf("gbuf=%d %d %d %d\n", gbuf[0], gbuf[1], gbuf[2], gbuf[3]);
  return 0;
}
