// RUN: %cmp-gcc %s %t
// Locals held as SSA values (only read and assigned by name: sema/value_vars.c, emit/ssa_vars.c) through every shape of C control flow: loops with break and continue, do-while, a switch with fall-through and a loop inside, gotos backwards, forwards and into a loop, labels reached only by goto, statement expressions, conditional and logical operators that assign, compound assignment with wrap-around, pointer and floating locals, a variable declared in a loop without an initializer, recursion, parameters that are assigned (counted down in loops, a K&R char parameter promoted and converted back, one assigned in a switch and through a goto), locals named in __builtin_expect (SQLite's likely()) and __builtin_popcount, `?:`, `&&` and `||` values joined where a local's values join too; beside locals that keep their slot (address taken, volatile, a function that calls setjmp).
#include <setjmp.h>
#include <stdio.h>

static int loops(int n) {
  int s = 0, i, j = 0;
  for (i = 0; i < n; i++) {
    if (i % 3 == 0) continue;
    for (j = i; j > 0; j -= 2) {
      if (j == 5) break;
      s += j;
    }
    if (s > 500) break;
  }
  int k = n;
  do {
    k--;
    if (k & 1) continue;
    s ^= k;
  } while (k > 0);
  while (1) {
    s += 7;
    if (s % 5 == 0) break;
  }
  return s * 31 + i + j;
}

static int dispatch(int x) {
  int r = 1, t = x;
  switch (x & 7) {
  case 0: r = 10;
  case 1: r += 5; break;
  case 2:
    for (t = 0; t < x; t++) r += t;
    /* fall through */
  case 3: { int u = r * 2; r = u - t; } break;
  case 4: r = -r;
  default: r *= 3;
  }
  return r + t;
}

static int jumps(int n) {
  int a = 0, b = 1, c;
  if (n > 100) goto big;
again:
  c = a + b;
  a = b;
  b = c;
  if (--n > 0) goto again;
  goto out;
big:
  a = n;
  b = -n;
  goto again;
out:
  return a * 7 + b;
}

static int into_loop(int n) {
  int i = 3, s = 0;
  goto inside;
  for (i = 0; i < n; i++) {
  inside:
    s += i * i;
  }
  return s + i;
}

static int exprs(int x) {
  int a = x, b = 0, c = 0;
  int y = ({ int t = a * 2; b = t + 1; t - 3; });
  int z = a > 3 ? (b = 100) : (c = 200);
  int w = (a > 0 && (c = 5)) || (b = 9);
  a += (b++, c);
  return a + b + c + y + z + w;
}

static unsigned wrap(void) {
  unsigned char uc = 250;
  signed char sc = 120;
  short sh = 32760;
  for (int i = 0; i < 10; i++) {
    uc += 3;
    sc++;
    sh += 2;
  }
  unsigned u = 0;
  u -= 1;
  return (unsigned)uc * 1000003u + (unsigned)(sc + 1000) * 31u + (unsigned)sh + u;
}

static double floats(const double *v, int n) {
  double sum = 0, prev = 1.5;
  float f = 0.25f;
  for (const double *p = v, *end = v + n; p != end; ++p) {
    sum += *p * prev;
    prev = *p;
    f *= 2;
  }
  return sum + f;
}

/* t has no initializer: each iteration sees what the last one left (as in memory) */
static int carried(void) {
  int out = 0;
  for (int i = 0; i < 5; i++) {
    int t;
    if (i == 0) t = 42;
    else t = t + i;
    out = out * 3 + t;
  }
  return out;
}

static int fib(int n) {
  int a = n;
  if (a < 2) return a;
  a = fib(n - 1);
  return a + fib(n - 2);
}

/* these keep their slots: the walk finds a use that is not a plain read or assignment */
static int kept(int n) {
  int by_addr = n, *p = &by_addr;
  volatile int vol = n;
  *p += 2;
  vol += by_addr;
  return vol + (int)sizeof by_addr;
}

static jmp_buf env;
static int with_setjmp(int n) {
  int count = 0;
  volatile int seen = 0;
  if (setjmp(env) != 0) seen++;
  count++;
  if (seen < n) longjmp(env, 1);
  return seen * 100 + (count > 0);
}

/* parameters assigned in the body: their arguments are their values at the entry */
static long params(int n, long acc, unsigned char step) {
  while (n-- > 0) {
    acc += n * step;
    if (acc > 1000) acc -= 997;
    step += 3;
  }
  return acc + step;
}

static int knr_param(c, n) char c; int n; {
  c += n;
  return c * 2;
}

static int param_flow(int x, int y) {
again:
  switch (x % 4) {
  case 0: y += x; break;
  case 1: y ^= x;
  /* fall through */
  case 2: x--; goto again;
  default: y = -y;
  }
  if (x > 0 && (x -= 5) > 0) goto again;
  return x * 31 + y;
}

/* the ?: value and x's two values meet at the same join */
static int joined(int c, int n) {
  int x = n;
  int r = c ? (x = 3, n + 10) : (x = 4, n - 20);
  int l = (c && (x += 2)) || (n > 5 && (x -= 7));
  return r * x + l;
}

#define likely(x) __builtin_expect(!!(x), 1)
static int in_builtins(unsigned n) {
  int odd = 0;
  unsigned bits = n;
  while (likely(bits != 0)) {
    odd += __builtin_popcount(bits) & 1;
    bits >>= 1;
  }
  return odd * 100 + __builtin_popcount(n);
}

int main(void) {
  double v[] = {1.0, 2.5, -3.0, 4.25};
  for (int n = 0; n < 12; n++)
    printf("%d %d %d %d %d %d\n", loops(n), dispatch(n), jumps(n), into_loop(n), exprs(n - 4), fib(n));
  printf("%d %u %g %d %d %d\n", jumps(150), wrap(), floats(v, 4), carried(), kept(5), with_setjmp(3));
  for (int n = 0; n < 9; n++)
    printf("%ld %d %d\n", params(n * 7, n * 100L, (unsigned char)(250 + n)), knr_param(120 + n, n * 5), param_flow(n * 3, n));
  printf("%d %d\n", in_builtins(0xB7u), in_builtins(12345u));
  for (int n = 0; n < 8; n++) printf("%d %d\n", joined(n & 1, n), joined(0, n * 3));
  return 0;
}
