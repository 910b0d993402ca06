// RUN: %cmp-mix %s %t
// Covers (mixed host/device compilers): the kernel parameter lists of the data environment —
// sections of arrays, pointers and 2-D arrays, structure members with a parent entry and a
// pointer member's pointee, variable-length arrays (their lengths are literal parameters),
// firstprivate scalars and aggregates, is_device_ptr, has_device_addr, defaultmap, and
// variables mapped but unused: a host from one compiler must launch the other's kernels.
int printf(const char *, ...);
void *malloc(unsigned long);
void free(void *);

struct vec { int n; double *p; int arr[5]; };
int grid[4][8];
int *gp;

static int sections(int lo, int len) {
  int a[12];
  for (int i = 0; i < 12; i++) a[i] = i;
  #pragma omp target map(tofrom: a[lo:len], grid[1:2][0:8]) map(tofrom: gp[0:3])
  {
    for (int i = lo; i < lo + len; i++) a[i] *= 10;
    grid[2][7] = 27;
    gp[2] += 100;
  }
  return a[lo] + a[lo + len - 1] + grid[2][7] + gp[2];
}

static double members(struct vec *ps, int n) {
  struct vec s = *ps;
  #pragma omp target map(tofrom: s.n, s.arr[1:3]) map(tofrom: s.p[0:n]) map(to: ps->n) map(tofrom: ps->arr[4])
  {
    for (int i = 0; i < s.n; i++) s.p[i] += 0.5;
    s.arr[2] = -2;
    ps->arr[4] = ps->n * 3;
    s.n = 0;
  }
  return s.p[n - 1] + s.arr[2] + ps->arr[4] + s.n;
}

static int vlas(int n, int m) {
  int v[n];
  double g[n][m];
  for (int i = 0; i < n; i++) { v[i] = i; for (int j = 0; j < m; j++) g[i][j] = i + j; }
  #pragma omp target map(tofrom: g) map(to: v[1:n - 2])
  { for (int i = 1; i < n - 1; i++) g[i][m - 1] += v[i]; }
  return (int)g[n - 2][m - 1];
}

static int clauses(int x, int *d) {
  int arr[4] = {1, 2, 3, 4}, out = 0, unused = 7;
  struct vec pr = {3, 0, {9, 9, 9, 9, 9}};
  #pragma omp target firstprivate(x, arr, pr) is_device_ptr(d) map(from: out) map(to: unused)
  { arr[0] += x; out = arr[0] + pr.arr[4] + pr.n + (d == 0); }
  #pragma omp target defaultmap(tofrom: scalar) has_device_addr(arr)
  { x = x + 1; }
  return out * 100 + x;
}

int main(void) {
  int buf[3] = {1, 2, 3};
  gp = buf;
  printf("sections=%d\n", sections(3, 4));
  struct vec s = {4, malloc(4 * sizeof(double)), {0, 1, 2, 3, 4}};
  for (int i = 0; i < 4; i++) s.p[i] = i;
  printf("members=%.1f\n", members(&s, 4));
  free(s.p);
  printf("vlas=%d %d\n", vlas(4, 3), vlas(6, 2));
  printf("clauses=%d\n", clauses(5, 0));
  return 0;
}
