// RUN: %cmp-gcc %s %t
// Plain char is signed on x86-64: values above 127 wrap negative and sign-extend when widened.
int printf(const char *, ...);

int main(void) {
  char c = (char)200;
  int i = c;
  long l = c;
  printf("c=%d i=%d l=%ld\n", c, i, l);
  char m = (char)255;
  printf("m=%d m+1=%d m<0=%d\n", m, m + 1, m < 0);
  char s[4] = {(char)0x80, (char)0xff, 0x7f, 0};
  for (int k = 0; k < 3; k++)
    printf("s[%d]=%d\n", k, s[k]);
  int wide = 0x1234;
  char narrow = (char)wide;
  printf("narrow=%d\n", narrow);
  int w2 = 0x1fe;
  char n2 = (char)w2;
  printf("n2=%d\n", n2);
  char neg = -5;
  printf("neg>>1=%d neg/2=%d neg*neg=%d\n", neg >> 1, neg / 2, neg * neg);
  double d = c;
  printf("d=%f\n", d);
  char str[] = "\xe9t\xe9";
  int sum = 0;
  for (int k = 0; str[k]; k++)
    sum += str[k];
  printf("sum=%d\n", sum);
  return 0;
}
