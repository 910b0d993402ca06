// RUN: %cmp-gcc %s %t
// Mutually recursive functions declared via prototypes: even/odd and a tiny recursive-descent evaluator.
int printf(const char *, ...);

int is_odd(int n);
int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }

const char *src;
int expr(void);

int number(void) {
  int v = 0;
  while (*src >= '0' && *src <= '9')
    v = v * 10 + (*src++ - '0');
  return v;
}

int factor(void) {
  if (*src == '(') {
    src++;
    int v = expr();
    src++;
    return v;
  }
  if (*src == '-') {
    src++;
    return -factor();
  }
  return number();
}

int term(void) {
  int v = factor();
  while (*src == '*' || *src == '/') {
    char op = *src++;
    int r = factor();
    v = op == '*' ? v * r : v / r;
  }
  return v;
}

int expr(void) {
  int v = term();
  while (*src == '+' || *src == '-') {
    char op = *src++;
    int r = term();
    v = op == '+' ? v + r : v - r;
  }
  return v;
}

int eval(const char *s) {
  src = s;
  return expr();
}

int main(void) {
  for (int i = 0; i < 6; i++)
    printf("%d even=%d odd=%d\n", i, is_even(i), is_odd(i));
  printf("%d\n", is_even(1001));
  const char *tests[5] = {"1+2*3", "(1+2)*3", "100/7-2", "-(4*(2+3))+50", "2*3*4-10/3"};
  for (int i = 0; i < 5; i++)
    printf("%s = %d\n", tests[i], eval(tests[i]));
  return 0;
}
