// RUN: %cmp-clang %s %t
// Covers: a target region inside a recursive host function, with parameters captured at every depth.
int printf(const char *, ...);

long trace[8];

long walk(int depth, long acc) {
  long local = 0;
  if (depth == 8)
    return acc;
#pragma omp target map(tofrom: trace, local) map(to: depth, acc)
  {
    local = acc * 2 + depth;
    trace[depth] = local;
  }
  return walk(depth + 1, local);
}

int main(void) {
  long r = walk(0, 1);
  int i;
  printf("r=%ld\n", r);
  for (i = 0; i < 8; i++)
    printf("trace[%d]=%ld\n", i, trace[i]);
  return 0;
}
