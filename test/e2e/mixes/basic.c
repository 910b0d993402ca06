// RUN: %cmp-mix %s %t
// Covers (mixed host/device compilers): a target region with to/from/tofrom maps and an implicit
// array, a declare-target global whose device copy differs from the host copy, a declare-target
// function and a function made declare target implicitly.
int printf(const char *, ...);

int gcount = 1;
#pragma omp declare target to(gcount)

#pragma omp declare target
int scaled(int x) { return x * 10 + gcount; }
#pragma omp end declare target

int helper(int x) { return scaled(x) + 1; } // declare target implicitly

int main(void) {
  int in = 4, out = 0, both = 5;
  double arr[3] = {0.5, 1.5, 2.5};
  gcount = 100; // host copy only: the device image keeps 1
#pragma omp target map(to: in) map(from: out) map(tofrom: both)
  {
    out = helper(in);
    both = both * 2 + gcount;
    arr[1] = arr[0] + arr[2];
    gcount = gcount + 1;
  }
  printf("out=%d both=%d arr[1]=%.1f host gcount=%d\n", out, both, arr[1], gcount);
  int seen = 0;
#pragma omp target map(from: seen)
  { seen = gcount; }
  printf("device gcount=%d\n", seen);
  return 0;
}
