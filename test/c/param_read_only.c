// RUN: %cmp-gcc %s %t
// Parameters only read (held as the argument itself, no stack slot) beside ones that are assigned, incremented, passed by address or changed in asm, through recursion, loops, a switch, goto, a function pointer, varargs and setjmp/longjmp.
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>

static jmp_buf env;

static long sum_to(long n) { return n <= 0 ? 0 : n + sum_to(n - 1); }

static double mix(const double *v, int n, double scale, unsigned mask) {
  double s = 0;
  for (int i = 0; i < n; i++) {
    if ((mask >> i) & 1u) continue;
    s += v[i] * scale;
  }
  return s + (n > 2 ? v[n - 1] : scale);
}

static int modified(int a, int b, int c, int *p) {
  a = a * 2;
  b++;
  c -= 5;
  *p += a;
  p = &b;
  return a + b + c + *p;
}

static void bump(int *x) { *x += 100; }
static int escapes(int x) {
  bump(&x);
  return x;
}

static int asm_changed(int x) {
#if defined(__x86_64__)
  __asm__("addl $7, %0" : "+r"(x));
#endif
  return x;
}

static const char *classify(int k, const char *fallback) {
  switch (k) {
  case 0: return "zero";
  case 1: case 2: return "small";
  default:
    if (k < 0) goto negative;
    return fallback;
  }
negative:
  return k < -10 ? "very negative" : "negative";
}

static int apply(int (*f)(int), int x, int times) {
  int r = x;
  for (int i = 0; i < times; i++) r = f(r);
  return r;
}
static int twice(int x) { return 2 * x; }

static int total(int count, ...) {
  va_list ap;
  va_start(ap, count);
  int s = 0;
  for (int i = 0; i < count; i++) s += va_arg(ap, int);
  va_end(ap);
  return s * count;
}

static void jumper(int code) { longjmp(env, code); }
static int after_longjmp(int base, int code) {
  if (setjmp(env) == 0) jumper(code);
  return base + code; /* neither is changed: both hold their values after the jump */
}

static char narrow(char c, short s, unsigned char u) { return (char)(c + s + u); }
static _Bool flag(_Bool b, int x) { return b && x > 3; }

int main(void) {
  double v[] = {1.5, -2.0, 3.25, 4.0};
  int z = 10;
  printf("%ld\n", sum_to(100));
  printf("%.3f %.3f\n", mix(v, 4, 2.0, 0x2u), mix(v, 2, -1.5, 0u));
  int m = modified(3, 4, 5, &z);
  printf("%d %d\n", m, z);
  printf("%d %d\n", escapes(5), asm_changed(35));
  for (int k = -12; k <= 4; k += 4) printf("%s ", classify(k, "big"));
  printf("\n%d %d\n", apply(twice, 3, 5), total(4, 1, 2, 3, 4));
  printf("%d\n", after_longjmp(40, 2));
  printf("%d %d %d\n", narrow(1, 2, 3), flag(1, 4), flag(0, 9));
  return 0;
}
