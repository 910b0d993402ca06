// RUN: %cmp-gcc %s %t
// Arrays decay to pointers when passed; array-typed parameters are pointers and callee modifications are visible.
int printf(const char *, ...);

int second(int a[]) {
  a++;
  return a[0];
}

void scale(double v[], int n, double k) {
  for (int i = 0; i < n; i++)
    v[i] *= k;
}

long dot(const long *a, const long *b, int n) {
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void reverse(char *s, int n) {
  int j = n - 1;
  for (int i = 0; i < j; i++) {
    char t = s[i];
    s[i] = s[j];
    s[j] = t;
    j--;
  }
}

int main(void) {
  int a[3] = {7, 8, 9};
  printf("second=%d then=%d\n", second(a), second(a + 1));
  double v[4] = {1, 2, 3, 4};
  scale(v, 4, 0.5);
  printf("v=%f %f %f %f\n", v[0], v[1], v[2], v[3]);
  scale(v + 2, 2, 10);
  printf("v=%f %f %f %f\n", v[0], v[1], v[2], v[3]);
  long x[3] = {100000, 200000, 300000};
  long y[3] = {400000, 500000, 600000};
  printf("dot=%ld\n", dot(x, y, 3));
  char s[] = "decay";
  reverse(s, 5);
  printf("s=%s\n", s);
  reverse(s + 1, 3);
  printf("s=%s\n", s);
  return 0;
}
