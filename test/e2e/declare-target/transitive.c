// RUN: %cmp-clang %s %t
// Covers: implicit, transitive declare target: kernel -> mid -> leaf, a static leaf, a function defined
// after its first device use, and a declare-target function whose callees were never marked.
#include <stdio.h>

static int leaf(int x) { return x * x; }
int mid(int x) { return leaf(x) + leaf(x + 1); }
int top(int x) { return mid(x) - mid(x - 1); }

int explicit_root(int x);
#pragma omp declare target to(explicit_root)

int late_helper(int x);

int main(void) {
  int r[4];
#pragma omp target map(from: r)
  {
    r[0] = top(3);
    r[1] = mid(2);
    r[2] = explicit_root(4);
    r[3] = late_helper(5);
  }
  printf("device: top=%d mid=%d root=%d late=%d\n", r[0], r[1], r[2], r[3]);
  printf("host: top=%d mid=%d root=%d late=%d\n", top(3), mid(2), explicit_root(4), late_helper(5));
  return 0;
}

static int deep3(int x) { return x + 3; }
static int deep2(int x) { return deep3(x) * 2; }
int deep1(int x) { return deep2(x) + 1; }
int explicit_root(int x) { return deep1(x) + leaf(x); }
int late_helper(int x) { return explicit_root(x) - top(x); }
