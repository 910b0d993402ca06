// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// A structure filled just before it is passed by value (in memory, byval) must reach the
// callee filled, at -O2 too: the call reads the caller's copy (issue 10, seen in lz4 built
// with CC=ompcc). Direct calls, calls through a pointer, a variadic call, and sret results.
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

typedef struct { long pos, len, hash, flags; } Match; /* 32 bytes: passed in memory */
typedef struct { char name[20]; int n; } Named;       /* 24 bytes */
typedef struct { unsigned char bytes[40]; } Block;

__attribute__((noinline)) static long score(Match m) { return m.pos * 1000 + m.len * 100 + m.hash * 10 + m.flags; }
__attribute__((noinline)) static int named_sum(Named a, Named b) { return (int)strlen(a.name) * 100 + a.n + b.n * 7 + b.name[0]; }
__attribute__((noinline)) static unsigned block_sum(Block b) {
  unsigned s = 0;
  for (int i = 0; i < 40; i++) s = s * 3 + b.bytes[i];
  return s;
}
__attribute__((noinline)) static Match next_match(Match m, long step) {
  Match r = {m.pos + step, m.len + 1, m.hash ^ step, m.flags};
  return r;
}
__attribute__((noinline)) static long vscore(int n, ...) {
  va_list ap;
  va_start(ap, n);
  long s = 0;
  for (int i = 0; i < n; i++) s = s * 7 + score(va_arg(ap, Match));
  va_end(ap);
  return s;
}

static long (*volatile score_ptr)(Match) = score;

/* each caller fills its structure, passes it, and lets it die: only the call reads it */
static long find(long pos) {
  Match m;
  m.pos = pos;
  m.len = pos % 7 + 3;
  m.hash = (pos * 2654435761L) & 0xffff;
  m.flags = pos & 3;
  return score(m);
}

static long find_through_pointer(long pos) {
  Match m = {pos, pos + 1, pos + 2, pos + 3};
  return score_ptr(m);
}

static int greet(int n) {
  Named a, b;
  snprintf(a.name, sizeof a.name, "item-%d", n);
  a.n = n;
  memset(&b, 0, sizeof b);
  b.name[0] = (char)('A' + n % 26);
  b.n = n * 2;
  return named_sum(a, b);
}

static unsigned fill_block(int seed) {
  Block b;
  for (int i = 0; i < 40; i++) b.bytes[i] = (unsigned char)(seed * 7 + i * 13);
  return block_sum(b);
}

static long chain(long pos) {
  Match m = {pos, 1, 0, 2};
  for (int i = 0; i < 4; i++) m = next_match(m, i + 1);
  return score(m);
}

static long variadic(long pos) {
  Match a = {pos, 1, 2, 3}, b = {pos * 2, 4, 5, 6};
  return vscore(2, a, b);
}

int main(void) {
  for (long p = 1; p <= 4; p++)
    printf("find %ld through a pointer %ld chain %ld variadic %ld\n", find(p), find_through_pointer(p), chain(p), variadic(p));
  for (int n = 1; n <= 3; n++) printf("greet %d block %u\n", greet(n), fill_block(n));
  return 0;
}
