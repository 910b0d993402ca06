// The program of test/api/extension-clauses.test: ompx_count, a clause registered through
// the C API, on each kind of region that takes it.
void ompx_count_hit(int n, const char *where);

int work(int *a, int n) {
  int s = 0;
#pragma omp target map(tofrom: s) ompx_count(1)
  s += 1;
#pragma omp target teams map(tofrom: s) ompx_count(2) ompx_count(1 + 2)
  s += 2;
#pragma omp parallel ompx_count(4)
  a[0] = 1;
#pragma omp task ompx_count(5)
  a[1] = 2;
#ifdef ERRORS
#pragma omp parallel ompx_count(n)
  a[2] = 3;
#pragma omp parallel ompx_count(0)
  a[2] = 3;
#pragma omp parallel ompx_count
  a[2] = 3;
#pragma omp parallel for ompx_count(1, undeclared)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma omp for ompx_count(1)
  for (int i = 0; i < n; i++) a[i] = 0;
#pragma omp parallel ompx_count(13)
  a[2] = 3;
#endif
  return s;
}
