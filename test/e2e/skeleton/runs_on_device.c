// RUN: %cmp-clang %s %t
// Covers: proof that regions run on the device: a declare-target global's device copy keeps its own value.
// The device image initializes its copy of g to 1; the host changes only its own copy (no target
// update), so the region reads 1 on the device. A host fallback would read 100 and print "host".
int printf(const char *, ...);

int g = 1;
#pragma omp declare target to(g)

int read_g(void) { return g; }
#pragma omp declare target to(read_g)

int main(void) {
  int seen = -1;
  int seen2 = -1;
  int via_fn = -1;
  g = 100;
#pragma omp target map(from: seen)
  {
    seen = g;
    g = g + 6; // only the device copy changes
  }
#pragma omp target map(from: seen2, via_fn)
  {
    seen2 = g;
    via_fn = read_g();
  }
  printf("host g=%d read_g()=%d\n", g, read_g());
  printf("device g=%d then %d, read_g()=%d\n", seen, seen2, via_fn);
  if (seen == 1 && seen2 == 7 && via_fn == 7 && g == 100)
    printf("ran on: device\n");
  else
    printf("ran on: host\n");
  return 0;
}
