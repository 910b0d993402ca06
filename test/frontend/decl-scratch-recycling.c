// The parser's syntax objects, block scopes and pragma-line token buffers live in scratch
// arenas recycled after each external declaration and each pragma line (docs/design.md,
// Memory). Each declaration below leaves something the later ones read (types from
// prototype scopes, attributes, designated initializers, K&R parameters, pragma clauses):
// if the tree kept a pointer into recycled memory, later declarations would overwrite it and
// the output would differ from gcc's (the ASan build reports the use after free instead).
// RUN: %cmp-gcc %s %t -fopenmp
// RUN: %cmp-gcc %s %t
#include <stdio.h>

typedef struct Pair { int a, b; } Pair;
static const Pair pairs[] = {[2] = {.b = 7, .a = 3}, [0] = {1, 2}, [4].a = 9};
__attribute__((aligned(32))) static int aligned_var = 5;
struct Attr { char c; int i __attribute__((aligned(16))); } __attribute__((packed));
static int *const cl = (int[]){4, 5, 6};
static char text[] = "recycled";

int knr(a, b, c)
  int a;
  short b;
  double c;
{
  return a + b + (int)c;
}

/* a struct declared in a prototype scope; its own definition is outside */
struct Out { int n; };
static int proto(int n, int v[static n], struct Out o) { return v[n - 1] + o.n; }

static int blocks(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    struct Local { int x, y; } l = {.y = i, .x = 2 * i};
    { int t = l.x + l.y; s += t; }
    typedef int Inner[3];
    Inner in = {[1] = i};
    s += in[1];
  }
  return s;
}

static int omp_sum(int n) {
  int s = 0;
#pragma omp parallel for reduction(+ : s) schedule(static, 2) num_threads(2)
  for (int i = 0; i < n; i++) s += i;
  return s;
}

static int omp_max(const int *v, int n) {
  int m = v[0];
#pragma omp parallel for reduction(max : m) num_threads(3)
  for (int i = 1; i < n; i++) m = v[i] > m ? v[i] : m;
  return m;
}

int main(void) {
  for (int i = 0; i < 5; i++) printf("pair %d: %d %d\n", i, pairs[i].a, pairs[i].b);
  printf("aligned %d %d\n", aligned_var, (int)((unsigned long)&aligned_var % 32));
  printf("packed %zu\n", sizeof(struct Attr));
  printf("literal %d %d %d %s\n", cl[0], cl[1], cl[2], text);
  printf("knr %d\n", knr(1, 2, 3.5));
  int v[] = {1, 2, 3};
  printf("proto %d\n", proto(3, v, (struct Out){10}));
  printf("blocks %d\n", blocks(10));
  printf("omp %d %d\n", omp_sum(100), omp_max(v, 3));
  return 0;
}
