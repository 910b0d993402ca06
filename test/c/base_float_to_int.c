// RUN: %cmp-gcc %s %t
// Conversions between floating and integer types in assignments, arguments and returns, truncating toward zero.
int printf(const char *, ...);

int round_half_up(double d) { return (int)(d + 0.5); }
long floor_div(long a, long b) {
  long q = a / b;
  if ((a % b != 0) && ((a < 0) != (b < 0)))
    q--;
  return q;
}

int main(void) {
  double vals[8] = {0.0, 0.49, 0.5, 1.999, -1.999, 123456.789, -0.0001, 2147483000.5};
  for (int i = 0; i < 8; i++) {
    int t = vals[i];
    long l = vals[i];
    float f = vals[i];
    printf("%.4f -> %d %ld %.3f round=%d\n", vals[i], t, l, f, round_half_up(vals[i]));
  }
  int big = 2147483647;
  float fb = big;
  double db = big;
  printf("fb=%.1f db=%.1f\n", fb, db);
  long lb = 9007199254740993L;
  double dlb = lb;
  printf("dlb=%.1f\n", dlb);
  printf("floor_div=%ld %ld %ld %ld\n", floor_div(7, 2), floor_div(-7, 2), floor_div(7, -2),
         floor_div(-8, 2));
  double d657 = 65.7;
  char c = d657;
  printf("c=%c\n", c);
  double frac = 3.75;
  int ip = frac;
  double fp = frac - ip;
  printf("int part=%d frac part=%f\n", ip, fp);
  float ff = 7;
  ff /= 2;
  printf("ff=%f\n", ff);
  return 0;
}
