// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU range designators [lo ... hi]: a range before other designators ([0 ... 2].y, [0 ... 1][2])
// names an object in each element of the range (ompfe initialized only the first), and the
// range's initializer is evaluated once, its value stored in each element (gcc's documented
// rule; ompfe called next() once per element). clang-19 refuses a range with a non-constant
// initializer in a local ('cannot compile this GNU array range designator extension yet').
int printf(const char *, ...);

struct P { int x, y; };
union U { int i; char c[4]; };
static int calls;
static int next(void) { return ++calls * 10; }

static int g2[2][3] = {[0 ... 1][0 ... 2] = 5};
static struct P gp[3] = {[0 ... 2].y = 4, [1].x = 1};
static struct P gu[] = {[1 ... 3].y = 4, 9};
static int gc[][2] = {[0 ... 2][1] = 7, 8};
static union U gun[3] = {[0 ... 2].c[1 ... 2] = 1};

int main(void) {
  for (int i = 0; i < 6; i++) printf("%d ", g2[i / 3][i % 3]);
  printf("\n");
  for (int i = 0; i < 3; i++) printf("%d,%d ", gp[i].x, gp[i].y);
  printf("\n%zu: ", sizeof gu / sizeof *gu);
  for (unsigned i = 0; i < sizeof gu / sizeof *gu; i++) printf("%d,%d ", gu[i].x, gu[i].y);
  printf("\n%zu: ", sizeof gc / sizeof *gc);
  for (unsigned i = 0; i < sizeof gc / sizeof *gc; i++) printf("%d,%d ", gc[i][0], gc[i][1]);
  printf("\n%x %x %x\n", gun[0].i, gun[1].i, gun[2].i);

  int n = 0;
  int a[4] = {[0 ... 3] = n++};
  printf("%d %d %d %d n=%d\n", a[0], a[1], a[2], a[3], n);
  int b[5] = {[1 ... 3] = next(), [2] = 7};
  printf("%d %d %d %d %d calls=%d\n", b[0], b[1], b[2], b[3], b[4], calls);
  struct P s[3] = {[0 ... 2] = {next(), next()}};
  for (int i = 0; i < 3; i++) printf("%d,%d ", s[i].x, s[i].y);
  printf("calls=%d\n", calls);
  int c[2][3] = {[0 ... 1][0 ... 2] = next()};
  printf("%d %d %d %d calls=%d\n", c[0][0], c[0][2], c[1][0], c[1][2], calls);
  int d[3][2] = {[0 ... 1][1] = next(), next()};
  for (int i = 0; i < 3; i++) printf("%d,%d ", d[i][0], d[i][1]);
  printf("calls=%d\n", calls);
  struct P lu[] = {[1 ... 3].y = next(), next()};
  printf("%zu: ", sizeof lu / sizeof *lu);
  for (unsigned i = 0; i < sizeof lu / sizeof *lu; i++) printf("%d,%d ", lu[i].x, lu[i].y);
  printf("calls=%d\n", calls);
  struct P v = {next(), next()};
  struct P copies[3] = {[0 ... 2] = v};
  for (int i = 0; i < 3; i++) printf("%d,%d ", copies[i].x, copies[i].y);
  printf("calls=%d\n", calls);
  for (int r = 0; r < 2; r++) {
    int e[3] = {[0 ... 2] = next()};
    printf("%d %d %d calls=%d\n", e[0], e[1], e[2], calls);
  }
  union U un[3] = {[0 ... 2].c[1 ... 2] = next()};
  printf("%x %x %x calls=%d\n", un[0].i, un[1].i, un[2].i, calls);
  int *lit = (int[4]){[0 ... 3] = next()};
  printf("%d %d calls=%d\n", lit[0], lit[3], calls);
  return 0;
}
