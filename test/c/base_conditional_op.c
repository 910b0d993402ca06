// RUN: %cmp-gcc %s %t
// The ?: operator: only the chosen arm is evaluated, nesting associates right, arms convert to a common type.
int printf(const char *, ...);

int evals = 0;
int f(int v) { evals++; return v; }

int max3(int a, int b, int c) { return a > b ? (a > c ? a : c) : (b > c ? b : c); }

const char *sign(int x) { return x < 0 ? "neg" : x == 0 ? "zero" : "pos"; }

int main(void) {
  for (int i = -1; i <= 1; i++)
    printf("%d is %s\n", i, sign(i));
  printf("max3=%d %d %d\n", max3(1, 2, 3), max3(3, 2, 1), max3(2, 3, 1));
  int r = 1 ? f(10) : f(20);
  printf("r=%d evals=%d\n", r, evals);
  r = 0 ? f(10) : f(20);
  printf("r=%d evals=%d\n", r, evals);
  int x = 7;
  double d = x > 5 ? 1 : 2.5;
  printf("d=%f as double=%f\n", d, (x > 5 ? 1 : 2.5) / 2);
  long l = x ? x : 10000000000L;
  printf("l=%ld as long=%ld\n", l, (x ? x : 10000000000L) * 1000000000);
  int a = 1, b = 2;
  int *p = x > 0 ? &a : &b;
  *p = 99;
  printf("a=%d b=%d\n", a, b);
  int m = 0;
  m = m ? m : 5;
  printf("m=%d\n", m);
  int abs = x - 10 < 0 ? -(x - 10) : x - 10;
  printf("abs=%d\n", abs);
  char c = x & 1 ? 'o' : 'e';
  printf("c=%c\n", c);
  return 0;
}
