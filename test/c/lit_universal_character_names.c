// RUN: %cmp-gcc %s %t
// C99 universal character names: in identifiers (the same identifier as its UTF-8 spelling, which
// gcc's cpp writes as \U escapes), character constants and strings.
#include <stdio.h>

int caf\u00e9 = 1;
static int d\u00e9j\u00e0 = 3;
int \U0001F600count = 5;
struct point { int \u03b1, \u03b2; };

static int \u00fcber(int x\u2082) { return x\u2082 * 2 + café; }
#define DOUBLE_\u03c0 (2 * 314)

int main(void) {
  int \u00e9t\u00e9 = 2;
  café += 10;
  été++;
  struct point p = {.α = 7, .\u03b2 = 8};
  p.\u03b1 += p.β;
  printf("identifiers: %d %d %d %d %d %d\n", café, \u00e9t\u00e9, déjà, 😀count, p.α, \u00fcber(20));
  printf("macro: %d\n", DOUBLE_π);
  printf("chars: %d %d %d %x %x %x\n", '\u0024', '\u0040', '\u0060', L'\u00e9', u'\u4e2d', U'\U0001F600');
  const char s[] = "\u4e2d\u6587 caf\u00e9";
  printf("string: %s (%zu bytes)\n", s, sizeof s);
  const unsigned short w[] = u"\u4e2d\U0001F600";
  printf("utf-16: %x %x %x (%zu units)\n", w[0], w[1], w[2], sizeof w / sizeof *w);
  return 0;
}
