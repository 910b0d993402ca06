// RUN: %cmp-gcc %s %t
// Pointer + integer, pointer - integer, and indexing scale by element size for char, int, long and double.
int printf(const char *, ...);

int main(void) {
  int ia[8] = {0, 10, 20, 30, 40, 50, 60, 70};
  long la[4] = {100L, 200L, 300L, 400L};
  double da[4] = {0.5, 1.5, 2.5, 3.5};
  char ca[6] = "hello";
  int *ip = ia;
  printf("%d %d %d\n", *(ip + 3), *(3 + ip), 3[ip]);
  ip += 5;
  printf("%d %d\n", *ip, *(ip - 2));
  ip -= 4;
  printf("%d %d\n", *ip, ip[-1]);
  long *lp = la + 3;
  printf("%ld %ld\n", *lp, lp[-3]);
  double *dp = &da[1];
  printf("%f %f\n", dp[0], dp[2]);
  char *cp = ca;
  while (*cp)
    printf("%c", *cp++ - 32);
  printf("\n");
  printf("cp-ca=%ld\n", (long)(cp - ca));
  int *end = ia + 8;
  int sum = 0;
  for (int *p = ia; p != end; p++)
    sum += *p;
  printf("sum=%d\n", sum);
  int *mid = ia + 4;
  long off = -2;
  printf("mid[off]=%d *(mid+off)=%d\n", mid[off], *(mid + off));
  int idx = 1;
  printf("ia[idx+idx]=%d\n", ia[idx + idx]);
  char *cp2 = (char *)ia;
  long elem_bytes = (char *)(ia + 1) - (char *)ia;
  int *back = (int *)(cp2 + elem_bytes * 6);
  printf("back=%d\n", *back);
  return 0;
}
