// RUN: %cmp-gcc %s %t
// &&, || and ! produce 0/1 and skip evaluating the right operand when the result is known.
int printf(const char *, ...);

int calls = 0;

int t(int v) {
  calls++;
  printf("t(%d) ", v);
  return v;
}

int main(void) {
  int r;
  r = t(0) && t(1);
  printf("-> %d calls=%d\n", r, calls);
  r = t(2) && t(3);
  printf("-> %d calls=%d\n", r, calls);
  r = t(4) || t(5);
  printf("-> %d calls=%d\n", r, calls);
  r = t(0) || t(0);
  printf("-> %d calls=%d\n", r, calls);
  r = t(1) && (t(0) || t(7));
  printf("-> %d calls=%d\n", r, calls);
  r = t(0) && t(1) || t(2);
  printf("-> %d calls=%d\n", r, calls);
  printf("!0=%d !5=%d !!5=%d !-1=%d\n", !0, !5, !!5, !-1);
  double d = 0.0;
  double e = 0.1;
  printf("!d=%d d||e=%d !e=%d\n", !d, d || e, !e);
  int *p = 0;
  int x = 42;
  if (p && *p == 42)
    printf("unreachable\n");
  p = &x;
  if (p && *p == 42)
    printf("guarded deref ok\n");
  int i = 0;
  while (i < 10 && i * i < 30)
    i++;
  printf("i=%d\n", i);
  int n = 0;
  int k = (n++ > 0) || (n++ > 0) || (n++ > 0);
  printf("k=%d n=%d\n", k, n);
  return 0;
}
