// RUN: %cmp-gcc %s %t
// memcpy, memmove with overlapping ranges both directions, memset, memcmp sign and memchr.
#include <stdio.h>
#include <string.h>

static void dump(const char *label, const unsigned char *p, int n) {
  printf("%s:", label);
  for (int i = 0; i < n; i++)
    printf(" %d", p[i]);
  printf("\n");
}

int main(void) {
  unsigned char a[16];
  for (int i = 0; i < 16; i++)
    a[i] = (unsigned char)(i * 3);
  unsigned char b[16];
  memcpy(b, a, sizeof a);
  dump("copy", b, 16);
  memmove(b + 4, b, 8);
  dump("move right", b, 16);
  memmove(b, b + 6, 10);
  dump("move left", b, 16);
  memset(b, 0xAB, 5);
  memset(b + 10, 0, 6);
  dump("set", b, 16);
  char s[32] = "hello, memory world";
  memmove(s + 7, s, strlen(s) + 1 - 7 > 12 ? 12 : strlen(s) + 1 - 7);
  printf("s=[%s]\n", s);
  int x[4] = {1, 2, 3, 4}, y[4] = {1, 2, 3, 5};
  printf("memcmp eq=%d lt=%d gt=%d\n", memcmp(x, y, 3 * sizeof(int)) == 0, memcmp(x, y, sizeof x) < 0,
         memcmp(y, x, sizeof x) > 0);
  unsigned char hi[2] = {0x80, 0}, lo[2] = {0x7f, 0};
  printf("memcmp unsigned bytes: %d\n", memcmp(hi, lo, 2) > 0);
  const char *text = "find the colon: here";
  const char *c = memchr(text, ':', strlen(text));
  printf("memchr at %ld rest=[%s]\n", (long)(c - text), c);
  printf("memchr miss=%d\n", memchr(text, 'Z', strlen(text)) == NULL);
  double d[3] = {1.5, 2.5, 3.5}, e[3];
  memcpy(e, d, sizeof d);
  printf("e=%f %f %f\n", e[0], e[1], e[2]);
  memset(e, 0, sizeof e);
  printf("e zeroed=%f %f %f\n", e[0], e[1], e[2]);
  void *r = memcpy(b, a, 0);
  printf("memcpy returns dest: %d\n", r == b);
  return 0;
}
