// RUN: %cmp-clang %s %t
// Covers: '#pragma omp declare target' ... 'end declare target' around globals, prototypes and functions.
int printf(const char *, ...);

#pragma omp declare target
int counter = 0;
double weights[4] = {0.5, 1.5, 2.5, 3.5};
int scale(int x);
int bump(void) {
  counter = counter + 1;
  return counter;
}
double weigh(int i) { return weights[i] * scale(2); }
int scale(int x) { return x * 10; }
#pragma omp end declare target

int host_only(int x) { return x - 1; }

int main(void) {
  int calls[3];
  double w = 0;
#pragma omp target map(from: calls, w)
  {
    calls[0] = bump();
    calls[1] = bump();
    w = weigh(1) + weigh(3);
  }
#pragma omp target map(tofrom: calls)
  { calls[2] = bump(); } // the device copy of counter persists between regions
  printf("device: calls=%d %d %d w=%.2f\n", calls[0], calls[1], calls[2], w);
  int b = bump();
  printf("host: bump=%d counter=%d weigh(0)=%.2f host_only=%d\n", b, counter, weigh(0),
         host_only(5));
  return 0;
}
