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

/* globals beside a target region: described on the host, the device's own copy included */
#pragma omp declare target
int on_device = 5;
#pragma omp end declare target
static int counter;

int use(void) {
  static int calls;
  int result = 0;
#pragma omp target map(from : result)
  result = on_device;
  return result + ++counter + ++calls;
}
