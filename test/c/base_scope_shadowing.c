// RUN: %cmp-gcc %s %t
// Block scope shadows globals and parameters; each loop iteration gets a fresh initialized local.
int printf(const char *, ...);

int x = 1;
double y = 2.5;

int use_global(void) { return x * 10; }

int param_shadow(int x) {
  int r = x;
  {
    int x = 7;
    r = r * 100 + x;
  }
  return r + use_global();
}

int main(void) {
  printf("global x=%d\n", x);
  int x = 2;
  printf("local x=%d use_global=%d\n", x, use_global());
  {
    int x = 3;
    x++;
    printf("block x=%d\n", x);
    char y = 'y';
    printf("block y=%c\n", y);
  }
  printf("local x=%d y=%f\n", x, y);
  printf("param_shadow=%d\n", param_shadow(5));
  for (int x = 10; x < 13; x++) {
    int fresh = 0;
    fresh += x;
    printf("loop x=%d fresh=%d\n", x, fresh);
  }
  printf("after loop x=%d\n", x);
  int i = 100;
  for (int i = 0; i < 2; i++)
    printf("for i=%d\n", i);
  printf("i=%d\n", i);
  return 0;
}
