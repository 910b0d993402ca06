// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU local labels: `__label__ out;` at the start of a block makes the labels of that name in
// the block its own, so a macro with a statement expression can define its label each time it
// is expanded, and a block's label may have the name of one outside it. ompfe parsed the
// declaration and dropped it: a second expansion was 'redefinition of label' (gcc-12 and
// clang-19 compile both), and a goto reached the function's label of the same name.
int printf(const char *, ...);

#define MAX_OR_TENFOLD(a, b) ({ __label__ out; int r_ = (a); if ((b) > r_) { r_ = (b); goto out; } r_ *= 10; out: (void)0; r_; })

static int shadowing(int k) {
  int s = 0;
  if (k) goto out;
  s += 1;
  {
    __label__ out, again;
    int n = 0;
  again:
    if (++n < 3) goto again;
    s += n * 100;
    goto out;
    s += 5000;
  out:
    s += 10;
  }
  s += 20000;
out:
  return s;
}

static int by_address(int i) {
  __label__ done;
  static void *table[] = {&&done};
  if (i) goto *table[0];
  i = 7;
done:
  return i;
}

int main(void) {
  printf("%d %d %d\n", MAX_OR_TENFOLD(3, 5), MAX_OR_TENFOLD(9, 2), MAX_OR_TENFOLD(MAX_OR_TENFOLD(1, 2), 30));
  printf("%d %d\n", shadowing(0), shadowing(1));
  printf("%d %d\n", by_address(0), by_address(4));
  return 0;
}
