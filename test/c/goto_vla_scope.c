// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// A goto out of the scope of variable length arrays gives their stack back (forward, backward, out of nested scopes, past a declaration in the same block): thousands of 100 KB arrays would overflow the stack otherwise.
#include <stdio.h>
#include <string.h>

enum { ROUNDS = 3000 };

static int volatile big = 100000;

static long forward(void) {
  int n = big;
  long s = 0;
  for (int k = 0; k < ROUNDS; k++) {
    {
      char v[n];
      v[0] = 1;
      s += v[0];
      goto next;
    }
  next:;
  }
  return s;
}

static long backward(void) {
  int n = big, k = 0;
  long s = 0;
top:
  if (k++ < ROUNDS) {
    char v[n];
    v[0] = 2;
    s += v[0];
    goto top;
  }
  return s;
}

/* leaves two nested scopes with VLAs for a label in the scope of a third, which stays */
static long nested(int m) {
  int n = big;
  int keep[m];
  for (int i = 0; i < m; i++) keep[i] = i * 7;
  long s = 0;
  int k = 0;
again:
  if (k < ROUNDS) {
    char a[n];
    a[0] = 1;
    {
      typedef char T[n];
      T b;
      char (*p)[n] = &b;
      (*p)[0] = 2;
      s += a[0] + b[0];
      k++;
      memset(b, 0x55, 64);
      goto again;
    }
  }
  for (int i = 0; i < m; i++) s += keep[i];
  return s;
}

/* back to a label in the same block, before the array's declaration */
static long same_block(void) {
  int n = big, i = 0;
  long s = 0;
  {
  again:;
    char v[n];
    v[n - 1] = 3;
    s += v[n - 1];
    if (++i < ROUNDS) goto again;
  }
  return s;
}

static int cleanups;
static void count(char (*p)[1]) { cleanups += (*p)[0]; }

/* the cleanup runs, then the stack is given back */
static long with_cleanup(void) {
  int n = big;
  long s = 0;
  for (int k = 0; k < ROUNDS; k++) {
    char c[1] __attribute__((cleanup(count))) = {1};
    {
      char v[n];
      v[0] = 4;
      s += v[0];
      if (k % 2) goto odd;
      goto even;
    }
  odd:
    s += 1;
    continue;
  even:
    s += c[0];
  }
  return s;
}

/* a goto out of a VLA scope inside a switch in a loop */
static long in_switch(void) {
  int n = big;
  long s = 0;
  for (int k = 0; k < ROUNDS; k++) {
    switch (k % 3) {
    case 0: {
      char v[n];
      v[0] = 5;
      s += v[0];
      goto done;
    }
    case 1: {
      char w[n];
      w[0] = 6;
      s += w[0];
      break;
    }
    default: s++;
    }
  done:;
  }
  return s;
}

int main(void) {
  printf("forward %ld\n", forward());
  printf("backward %ld\n", backward());
  printf("nested %ld\n", nested(10));
  printf("same_block %ld\n", same_block());
  long c = with_cleanup();
  printf("with_cleanup %ld cleanups %d\n", c, cleanups);
  printf("in_switch %ld\n", in_switch());
  return 0;
}
