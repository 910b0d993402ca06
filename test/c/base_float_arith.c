// RUN: %cmp-gcc %s %t
// float arithmetic is done in single precision; results printed via promotion to double.
int printf(const char *, ...);

float avg(float a, float b) { return (a + b) / 2.0f; }

int main(void) {
  float a = 1.5f, b = 2.25f;
  printf("%f %f %f %f\n", a + b, a - b, a * b, a / b);
  float third = 1.0f / 3.0f;
  printf("third=%.10f\n", third);
  double dthird = 1.0 / 3.0;
  printf("dthird=%.10f differ=%d\n", dthird, third != dthird);
  float acc = 0.0f;
  for (int i = 0; i < 10; i++)
    acc += 0.1f;
  printf("acc=%.9g\n", acc);
  float big = 16777216.0f;
  float bigp1 = big + 1.0f;
  printf("big=%.1f big+1=%.1f equal=%d\n", big, bigp1, big == bigp1);
  printf("avg=%g\n", avg(3.0f, 4.0f));
  float neg = -a;
  printf("neg=%f\n", neg);
  float x = 3.0f;
  x *= 1.5f;
  x -= 0.5f;
  x /= 2.0f;
  printf("x=%f\n", x);
  float tiny = 1e-30f;
  printf("tiny*tiny=%g\n", tiny * tiny);
  printf("cmp=%d %d %d\n", a < b, a == 1.5f, b >= 2.25f);
  return 0;
}
