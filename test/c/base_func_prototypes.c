// RUN: %cmp-gcc %s %t
// Prototypes declared before use, definitions after main, and argument conversion through prototypes.
int printf(const char *, ...);

int square(int);
double half(double x);
long combine(int hi, int lo);
void report(const char *name, long value);
int is_even(int);

int main(void) {
  report("square", square(12));
  report("square neg", square(-9));
  printf("half(7)=%f\n", half(7));
  report("combine", combine(3, 5));
  for (int i = 0; i < 4; i++)
    printf("%d even=%d\n", i, is_even(i));
  double h = half(square(3));
  printf("h=%f\n", h);
  return 0;
}

int square(int v) { return v * v; }
double half(double x) { return x / 2; }
long combine(int hi, int lo) { return ((long)hi << 32) | lo; }
void report(const char *name, long value) { printf("%s = %ld\n", name, value); }
int is_even(int v) { return v % 2 == 0; }
