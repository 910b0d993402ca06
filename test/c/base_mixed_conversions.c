// RUN: %cmp-gcc %s %t
// Usual arithmetic conversions across char, int, long, float and double mixes.
int printf(const char *, ...);

int main(void) {
  char c = 'a';
  int i = -3;
  long l = 5000000000L;
  float f = 2.5f;
  double d = 0.125;
  float tenth = 0.1f;
  double dtenth = 0.1;
  printf("c+i=%d\n", c + i);
  printf("i+l=%ld i*l=%ld\n", i + l, i * l);
  printf("i*f=%f i*tenth=%.12f (float math)\n", i * f, i * tenth);
  printf("f+d=%f tenth+dtenth=%.17f (double math)\n", f + d, tenth + dtenth);
  printf("l+f=%f (float math)\n", (double)(l + f));
  printf("c*d=%f c*tenth=%.10f\n", c * d, c * tenth);
  printf("i/2=%d i/2.0=%f\n", i / 2, i / 2.0);
  printf("7/2*2.0=%f 7/2.0*2=%f\n", 7 / 2 * 2.0, 7 / 2.0 * 2);
  int fromd = d * 100;
  printf("fromd=%d\n", fromd);
  long fromf = f * 1000000;
  printf("fromf=%ld\n", fromf);
  char back = i * 40;
  printf("back=%d\n", back);
  double dl = l;
  printf("dl=%.1f\n", dl);
  float big = l;
  printf("big=%.1f\n", big);
  printf("cmp %d %d %d\n", i < f, l > d, c == 97.0);
  double q = 1 / 3;
  printf("q=%f\n", q);
  return 0;
}
