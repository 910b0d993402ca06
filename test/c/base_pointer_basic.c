// RUN: %cmp-gcc %s %t
// Address-of and dereference, writing through pointers, pointers as out-parameters, null checks.
int printf(const char *, ...);

void swap(int *a, int *b) {
  int t = *a;
  *a = *b;
  *b = t;
}

void divmod(int a, int b, int *q, int *r) {
  *q = a / b;
  *r = a % b;
}

int *pick(int *a, int *b, int first) { return first ? a : b; }

int main(void) {
  int x = 3, y = 8;
  int *px = &x;
  printf("*px=%d\n", *px);
  *px = 5;
  printf("x=%d\n", x);
  swap(&x, &y);
  printf("x=%d y=%d\n", x, y);
  int q, r;
  divmod(47, 6, &q, &r);
  printf("q=%d r=%d\n", q, r);
  *pick(&x, &y, 1) = 100;
  *pick(&x, &y, 0) = 200;
  printf("x=%d y=%d\n", x, y);
  double d = 2.5;
  double *pd = &d;
  *pd *= 4;
  printf("d=%f\n", d);
  char c = 'm';
  char *pc = &c;
  (*pc)++;
  printf("c=%c\n", c);
  int *null = 0;
  printf("null==0: %d px!=0: %d\n", null == 0, px != 0);
  printf("&*px==px: %d *&x==x: %d\n", &*px == px, *&x == y - 100);
  long l = 77;
  long *pl = &l;
  long **ppl = &pl;
  **ppl += 1;
  printf("l=%ld\n", l);
  void *vp = &x;
  int *back = vp;
  printf("back=%d\n", *back);
  return 0;
}
