// RUN: %cmp-clang %s %t
// Covers: functions reached from a region or from a declare-target function become declare target
// implicitly and transitively (region -> api -> mid -> leaf), including functions defined after
// the region.
int printf(const char *, ...);

int leaf(int x) { return x * 3; }
int mid(int x) { return leaf(x) + 1; }

#pragma omp declare target
int api(int x);
#pragma omp end declare target
int api(int x) { return mid(x) * 2; }

int later(int x);

int main(void) {
  int r[3];
#pragma omp target map(from: r)
  {
    r[0] = api(2);
    r[1] = mid(0);
    r[2] = later(5);
  }
  printf("device: api=%d mid=%d later=%d\n", r[0], r[1], r[2]);
  printf("host: api=%d mid=%d later=%d\n", api(2), mid(0), later(5));
  return 0;
}

double half(double v) { return v / 2; }
int later(int x) { return (int)half(x * 4.0) + leaf(1); }
