// RUN: %cmp-gcc %s %t
// Big static arrays with a few initializers, in any designator order, with strings, pointers and bit-fields between long zero stretches: every element reads back as initialized or zero.
int printf(const char *, ...);

int ints[1 << 20] = {1, 2, 3, [500000] = 4, [1048575] = 5, [7] = 6};
long longs[300000] = {[299999] = -7, [0] = 8, [150000] = 9, [150001] = 10};
double reals[200000] = {0.5, [100000] = -1.25};
char text[1 << 20] = "sparse";
short shorts[4][100000] = {{1}, [3] = {[99999] = 2}, [2][50] = 3};

struct Node {
  const char *name;
  int v[1000];
  unsigned flag : 3, mode : 5;
  struct Node *next;
};
struct Node nodes[5] = {{"first", {1, 2}, 5, 17, &nodes[4]}, [4] = {.v = {[999] = 3}, .mode = 9, .next = &nodes[0]}};

static long checksum(const long *p, long n) {
  long s = 0;
  for (long i = 0; i < n; i++) s += p[i] * (i % 7 + 1);
  return s;
}

int main(void) {
  static int local[1 << 20] = {[1 << 19] = 11, 12};
  long isum = 0, nonzero = 0;
  for (long i = 0; i < (1 << 20); i++) {
    isum += ints[i] * (i % 13 + 1) + local[i];
    nonzero += ints[i] != 0;
  }
  printf("ints %ld nonzero %ld last %d local %d %d\n", isum, nonzero, ints[1048575], local[1 << 19], local[(1 << 19) + 1]);
  printf("longs %ld %ld %ld\n", checksum(longs, 300000), longs[150001], longs[299999]);
  double dsum = 0;
  for (long i = 0; i < 200000; i++) dsum += reals[i];
  printf("reals %g %g\n", dsum, reals[100000]);
  long tsum = 0;
  for (long i = 0; i < (1 << 20); i++) tsum += text[i];
  printf("text %s %ld\n", text, tsum);
  long ssum = 0;
  for (int r = 0; r < 4; r++)
    for (int c = 0; c < 100000; c++) ssum += shorts[r][c] * (r + 1);
  printf("shorts %ld %d %d\n", ssum, shorts[3][99999], shorts[2][50]);
  long vsum = 0;
  for (int k = 0; k < 5; k++)
    for (int i = 0; i < 1000; i++) vsum += nodes[k].v[i] * (i + 1);
  printf("nodes %s %ld %u %u %d %d %d\n", nodes[0].name, vsum, nodes[0].flag, nodes[0].mode, nodes[0].next == &nodes[4],
         nodes[4].next == &nodes[0], nodes[4].mode);
  printf("null %d %d\n", nodes[1].name == 0 && nodes[1].next == 0, nodes[4].name == 0);
  return 0;
}
