// RUN: %cmp-gcc %s %t
// Local one-dimensional arrays with constant initializers, partial zero-fill, inferred size and element updates.
int printf(const char *, ...);

int main(void) {
  int a[5] = {5, 4, 3, 2, 1};
  int b[8] = {1, 2};
  int c[] = {9, 8, 7};
  double d[3] = {1.5};
  char s[6] = {'a', 'b'};
  long l[4] = {-1L, 1L << 33};
  for (int i = 0; i < 8; i++)
    printf("b[%d]=%d\n", i, b[i]);
  printf("c=%d %d %d distance=%ld\n", c[0], c[1], c[2], (long)(&c[2] - &c[0]));
  printf("d=%f %f %f\n", d[0], d[1], d[2]);
  printf("s=%d %d %d %d\n", s[0], s[1], s[2], s[5]);
  printf("l=%ld %ld %ld\n", l[0], l[1], l[3]);
  for (int i = 0; i < 5; i++)
    a[i] = a[i] * a[i] - i;
  for (int i = 0; i < 5; i++)
    printf("%d ", a[i]);
  printf("\n");
  for (int i = 0; i < 2; i++) {
    int t = a[i];
    a[i] = a[4 - i];
    a[4 - i] = t;
  }
  for (int i = 0; i < 5; i++)
    printf("%d ", a[i]);
  printf("\n");
  int n = 3;
  int e[4] = {n, n * 2, n + 1};
  printf("e=%d %d %d %d\n", e[0], e[1], e[2], e[3]);
  return 0;
}
