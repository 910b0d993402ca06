// RUN: %cmp-clang %s %t
// Covers: 'declare target to(list)' on globals and functions, named before or after their definition.
int printf(const char *, ...);

int gsum = 0;
long gtable[5] = {1, 1, 2, 3, 5};
#pragma omp declare target to(gsum, gtable)
int add(int a, int b);
int add(int a, int b) { return a + b; }
long fib_entry(int i) { return gtable[i]; }
#pragma omp declare target to(add) to(fib_entry)

char gtag;
int tagged(int x);
#pragma omp declare target to(gtag, tagged)
char gtag = 'q';
int tagged(int x) { return x * 1000 + gtag; }

int main(void) {
  int r[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: r)
  {
    int i;
    for (i = 0; i < 5; i++)
      gsum = add(gsum, (int)fib_entry(i));
    r[0] = gsum;
    gtable[0] = 100;
    r[1] = tagged(7);
  }
#pragma omp target map(tofrom: r)
  { r[2] = gsum + (int)gtable[0]; } // device copies kept their values
  printf("device: %d %d %d\n", r[0], r[1], r[2]);
  printf("host: gsum=%d gtable[0]=%ld tagged=%d\n", gsum, gtable[0], tagged(1));

  // A declare-target global is always present on the device, so map(tofrom:) transfers nothing.
#pragma omp target map(tofrom: gsum) map(tofrom: r)
  {
    gsum += 1;
    r[3] = gsum;
  }
  printf("after map(tofrom: gsum): device gsum=%d host gsum=%d\n", r[3], gsum);
  return 0;
}
