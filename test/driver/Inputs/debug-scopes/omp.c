/* Outlined regions made inside lexical blocks: each in its own function's scope. */
int work(int n) {
  int sum = 0;
  {
    int scale = 3;
#pragma omp parallel for reduction(+ : sum)
    for (int i = 0; i < n; i++) {
      int term = i * scale;
      sum += term;
    }
#pragma omp target map(tofrom : sum)
    {
      int extra = scale;
      sum += extra;
    }
  }
  return sum;
}
