// RUN: %cmp-gcc %s %t
// Functions with several return statements, returning from inside loops, and implicit conversion of return values.
int printf(const char *, ...);

int find(const int *a, int n, int v) {
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      return i;
  return -1;
}

int sign(double d) {
  if (d > 0)
    return 1;
  if (d < 0)
    return -1;
  return 0;
}

char to_char(int v) { return v; }
double to_double(int v) { return v; }
int from_double(double d) { return d; }
long widen(int v) { return v; }

int first_repeat(const char *s) {
  for (int i = 0; s[i]; i++)
    for (int j = i + 1; s[j]; j++)
      if (s[i] == s[j])
        return s[i];
  return '-';
}

int main(void) {
  int a[6] = {3, 1, 4, 1, 5, 9};
  printf("find=%d %d %d\n", find(a, 6, 1), find(a, 6, 9), find(a, 6, 7));
  printf("sign=%d %d %d\n", sign(-2.5), sign(0.0), sign(1e-300));
  printf("to_char=%d\n", to_char(a[5] + 250));
  printf("to_double=%f\n", to_double(a[2]) / 3);
  printf("from_double=%d %d\n", from_double(9.99), from_double(-9.99));
  printf("widen=%ld\n", widen(-5) * 1000000000L);
  printf("repeat=%c %c\n", first_repeat("abcdcb"), first_repeat("xyz"));
  return 0;
}
