// RUN: %cmp-gcc %s %t
// Declarations mixed with statements, in nested blocks, with initializers that use earlier statements' results.
int printf(const char *, ...);

int main(void) {
  printf("start\n");
  int a = 3;
  a *= 2;
  int b = a + 1;
  printf("a=%d b=%d\n", a, b);
  {
    int a = 100;
    int c = a + b;
    printf("inner a=%d c=%d\n", a, c);
    {
      double a = 0.5;
      printf("innermost a=%f\n", a);
    }
    printf("inner again a=%d\n", a);
  }
  printf("outer a=%d\n", a);
  for (int i = 0; i < 3; i++) {
    int sq = i * i;
    printf("i=%d sq=%d\n", i, sq);
    int cube = sq * i;
    printf("cube=%d\n", cube);
  }
  int total = 0;
  for (int i = 0; i < 4; i++) {
    int local = 10;
    local += i;
    total += local;
  }
  printf("total=%d\n", total);
  char last = 'q';
  long late = (long)last * 1000000000L;
  printf("late=%ld\n", late);
  double after = late / 4.0;
  printf("after=%f\n", after);
  return 0;
}
