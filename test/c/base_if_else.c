// RUN: %cmp-gcc %s %t
// if / else if / else chains, nested if with dangling else, and conditions of non-int types.
int printf(const char *, ...);

const char *classify(int n) {
  if (n < 0)
    return "negative";
  else if (n == 0)
    return "zero";
  else if (n < 10)
    return "small";
  else if (n < 100)
    return "medium";
  else
    return "large";
}

int dangling(int a, int b) {
  int r = 0;
  if (a)
    if (b)
      r = 1;
    else
      r = 2;
  return r;
}

int main(void) {
  int tests[6] = {-5, 0, 7, 42, 100, 12345};
  for (int i = 0; i < 6; i++)
    printf("%d %s\n", tests[i], classify(tests[i]));
  printf("dangling %d %d %d %d\n", dangling(0, 0), dangling(0, 1), dangling(1, 0), dangling(1, 1));
  double d = 0.0;
  if (d)
    printf("d true\n");
  else
    printf("d false\n");
  d = -0.001;
  if (d)
    printf("d true\n");
  long l = 1L << 40;
  if (l)
    printf("l true\n");
  char *p = "x";
  if (p)
    printf("p true\n");
  p = 0;
  if (!p)
    printf("p null\n");
  int x = 5;
  if (x > 3) {
    x *= 2;
    if (x > 8) {
      x += 1;
    }
  } else {
    x = -1;
  }
  printf("x=%d\n", x);
  if (x = 0)
    printf("never\n");
  else
    printf("assign in cond x=%d\n", x);
  return 0;
}
