// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A statement expression whose last statement is a labeled expression statement has that
// expression's value, as in gcc-12 and clang-19 (`({ ...; out: r; })`, the way a macro with a
// local label ends). ompfe gave it type void: passed to printf, it printed whatever was in the
// register (1178980475 0 for the first line; gcc-12 prints 5 9).
int printf(const char *, ...);

#define PICK(a, b) ({ __label__ out; int r_ = (a); if ((b) > r_) { r_ = (b); goto out; } r_ *= 10; out: r_; })

int main(void) {
  printf("%d %d\n", PICK(3, 5), PICK(9, 2));
  int k = 2;
  long v = ({ long t = k; if (t > 1) goto two; t = 100; one: two: t + 1; });
  printf("%ld\n", v);
  struct P { int x, y; } p = ({ struct P q = {k, 7}; if (k) goto end; q.x = 0; end: q; });
  printf("%d %d\n", p.x, p.y);
  return 0;
}
