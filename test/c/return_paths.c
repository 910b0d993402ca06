// RUN: %cmp-gcc %s %t
// Results returned straight from each return statement: early returns from loops, a switch and nested blocks, returns that run cleanups and release VLAs on the way out, recursion, pointer and floating results, a _Bool and a struct result beside them, and main's exit status.
#include <stdio.h>
#include <string.h>

static int cleanups;
static void note(int *p) { cleanups += *p; }

static int find(const int *a, int n, int want) {
  for (int i = 0; i < n; i++) {
    if (a[i] == want) return i;
    if (a[i] > want) break;
  }
  return -1;
}

static const char *name(int k) {
  switch (k) {
  case 0: return "zero";
  case 1: { const char *s = "one"; return s; }
  default: break;
  }
  if (k < 0) return NULL;
  return "many";
}

static int guarded(int k) {
  int a __attribute__((cleanup(note))) = k;
  {
    int b __attribute__((cleanup(note))) = 10 * k;
    if (k > 1) return a + b;
  }
  return a;
}

static double vla_sum(int n, int stop) {
  double total = 0;
  for (int round = 0; round < 3; round++) {
    double v[n];
    for (int i = 0; i < n; i++) v[i] = i * 0.5 + round;
    if (round == stop) return v[n - 1] + total;
    total += v[0];
  }
  return total;
}

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
static _Bool is_even(unsigned u) { return (u & 1u) == 0; }
static float half(float f) { if (f == 0) return 0; return f / 2; }
struct box { int w, h; char tag[12]; };
static struct box make(int w, int h) {
  struct box b = {w, h, ""};
  if (w > h) { strcpy(b.tag, "wide"); return b; }
  strcpy(b.tag, "tall");
  return b;
}

int main(void) {
  int a[] = {1, 3, 5, 7, 9};
  printf("%d %d %d\n", find(a, 5, 7), find(a, 5, 4), find(a, 5, 10));
  for (int k = -1; k <= 2; k++) printf("%s ", name(k) ? name(k) : "(null)");
  int g1 = guarded(1), g3 = guarded(3);
  printf("\n%d %d cleanups=%d\n", g1, g3, cleanups);
  for (int stop = 0; stop < 4; stop++) printf("%.2f ", vla_sum(4 + stop, stop));
  printf("\n%ld %d %d %.3f %.3f\n", fib(20), is_even(6), is_even(7), half(5.0f), half(0));
  struct box b1 = make(4, 2), b2 = make(1, 9);
  printf("%d %d %s %d %d %s\n", b1.w, b1.h, b1.tag, b2.w, b2.h, b2.tag);
  if (cleanups > 1000) return 1;
  /* falls off the end: exit status 0 */
}
