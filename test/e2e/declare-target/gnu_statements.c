// RUN: %cmp-clang %s %t
// Covers: GNU statement forms in device code on the x86_64 device: a computed-goto dispatch
// table and inline asm in a declare target function (a memory operand on a declare target
// variable, asm goto), fallthrough attributes, and inline asm in a target region's own body.
#include <stdio.h>

int counter;
#pragma omp declare target to(counter)

#pragma omp declare target
static int bump(int x) {
  asm("addl %1, %0" : "+m"(counter) : "ir"(x) : "cc");
  asm goto("testl %0, %0\n\tjz %l[zero]" : : "r"(x) : "cc" : zero);
  return 1;
zero:
  return 0;
}

static int run(const int *code, int n) {
  static void *const ops[] = {&&op_add, &&op_double, &&op_end};
  int acc = 1, pc = 0;
  goto *ops[code[pc]];
op_add:
  asm("addl %1, %0" : "+r"(acc) : "ri"(3));
  if (++pc < n) goto *ops[code[pc]];
  return acc;
op_double:
  switch (acc & 1) {
  case 0:
    acc++;
    [[fallthrough]];
  case 1:
    acc *= 2;
    __attribute__((fallthrough));
  default:
    break;
  }
  if (++pc < n) goto *ops[code[pc]];
  return acc;
op_end:
  return -acc;
}
#pragma omp end declare target

int main(void) {
  int code[] = {0, 1, 0, 1, 2};
  int r = 0, s = 0;
#pragma omp target map(to: code) map(from: r, s)
  {
    r = run(code, 5) + 100 * (bump(5) + 10 * bump(0));
    int v = 21;
    asm("addl %0, %0" : "+r"(v));
    s = v;
  }
#pragma omp target update from(counter)
  printf("%d %d %d\n", r, s, counter);
  return 0;
}
