// RUN: %cmp-gcc %s %t
// Relational and equality operators yield int 0/1 across int, long, char, double and pointers.
int printf(const char *, ...);

int main(void) {
  int v[5] = {-2, -1, 0, 1, 2};
  for (int i = 0; i < 5; i++) {
    int a = v[i];
    printf("%2d: <0 %d <=0 %d >0 %d >=0 %d ==0 %d !=0 %d\n", a, a < 0, a <= 0, a > 0, a >= 0,
           a == 0, a != 0);
  }
  long big = 3000000000L;
  int small = 2000000000;
  printf("big>small=%d\n", big > small);
  double d = 0.5;
  printf("d<1=%d d>0=%d d==0.5=%d d!=0.25*2=%d\n", d < 1, d > 0, d == 0.5, d != 0.25 * 2);
  char c = -1;
  int k255 = 255;
  printf("c<0=%d c==-1=%d c==255=%d\n", c < 0, c == -1, c == k255);
  int r = (3 < 5) + (5 < 3) + (2 == 2) * 10;
  printf("r=%d\n", r);
  int arr[4] = {1, 2, 3, 4};
  int *p = &arr[1], *q = &arr[3];
  printf("p<q=%d p>q=%d p==q=%d p!=q=%d p+2==q=%d\n", p < q, p > q, p == q, p != q, p + 2 == q);
  int chain = 1 < 2 == 1;
  printf("chain=%d\n", chain);
  double nan = 0.0 / 0.0;
  printf("nan==nan=%d nan!=nan=%d nan<1=%d nan>1=%d\n", nan == nan, nan != nan, nan < 1, nan > 1);
  return 0;
}
