// RUN: %cmp-clang %s %t
// Covers: pointers inside device code: address-of, dereference, arithmetic, differences, comparisons, pointer params.
int printf(const char *, ...);

void swap(int *x, int *y) {
  int t = *x;
  *x = *y;
  *y = t;
}

void reverse(int *first, int *last) {
  while (first < last)
    swap(first++, --last);
}

long sum_range(long *p, long *end) {
  long s = 0;
  for (; p != end; p++)
    s += *p;
  return s;
}

int main(void) {
  int v[7] = {1, 2, 3, 4, 5, 6, 7};
  long w[5] = {10, 20, 30, 40, 50};
  int res[6];
#pragma omp target map(tofrom: v, w) map(from: res)
  {
    int *p = v;
    int *q = &v[6];
    res[0] = (int)(q - p);
    res[1] = *(p + 2) + p[3] + 4[p];
    reverse(v, v + 7);
    long *lp = w + 4;
    *lp-- = 55;
    *lp = *lp + 1;
    res[2] = (int)sum_range(w, w + 5);
    res[3] = (int)sum_range(&w[1], &w[3]);
    int local = 3;
    int *lptr = &local;
    *lptr *= 7;
    res[4] = local;
    res[5] = (p + 1 == &v[1]) + 2 * (q > p) + 4 * (q <= p) + 8 * (lptr != 0);
  }
  printf("v=%d %d %d %d %d %d %d\n", v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
  printf("w=%ld %ld %ld %ld %ld\n", w[0], w[1], w[2], w[3], w[4]);
  printf("res=%d %d %d %d %d %d\n", res[0], res[1], res[2], res[3], res[4], res[5]);
  return 0;
}
