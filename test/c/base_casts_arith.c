// RUN: %cmp-gcc %s %t
// Explicit casts among char, int, long, float and double: truncation, rounding toward zero, sign extension.
int printf(const char *, ...);

int main(void) {
  double ds[6] = {3.99, -3.99, 0.5, -0.5, 1e9, -2147483648.0};
  for (int i = 0; i < 6; i++)
    printf("(int)%f=%d (long)=%ld\n", ds[i], (int)ds[i], (long)ds[i]);
  printf("(long)1e18=%ld\n", (long)1e18);
  printf("(char)300=%d (char)-129=%d\n", (char)300, (char)-129);
  long big = 0x123456789abcL;
  printf("(int)big=%d\n", (int)big);
  long negl = -0x100000001L;
  printf("(int)negl=%d\n", (int)negl);
  printf("(double)(1/2)=%f (double)1/2=%f\n", (double)(1 / 2), (double)1 / 2);
  float f = (float)0.1;
  printf("f=%.10f (double)f==0.1:%d\n", f, (double)f == (double)(float)0.1);
  printf("(float)16777217=%.1f\n", (float)16777217);
  printf("(int)(float)2.5e9-ish: %ld\n", (long)(float)2.5e9);
  long l = 1234567890123456789L;
  double dl = (double)l;
  printf("dl=%.1f back=%ld\n", dl, (long)dl);
  char c = (char)'A' + 1;
  printf("c=%c\n", c);
  int i = (int)(char)0xf0;
  printf("i=%d\n", i);
  double d = (double)(float)1.1;
  printf("d=%.15f\n", d);
  int trunc = (int)(7.0 / 2.0);
  printf("trunc=%d\n", trunc);
  void *vp = (void *)0;
  printf("null=%d\n", vp == 0);
  (void)printf("void cast done\n");
  return 0;
}
