// RUN: %cmp-gcc %s %t
// Returning pointers to static local buffers and tables: storage outlives the call and is shared between calls.
#include <stdio.h>
#include <string.h>

static const char *fmt_int(long v) {
  static char buf[32];
  char tmp[32];
  int n = 0, neg = v < 0;
  unsigned long u = neg ? 0ul - (unsigned long)v : (unsigned long)v;
  do {
    tmp[n++] = (char)('0' + u % 10);
    u /= 10;
  } while (u);
  int k = 0;
  if (neg)
    buf[k++] = '-';
  while (n)
    buf[k++] = tmp[--n];
  buf[k] = 0;
  return buf;
}

static int *history(int v) {
  static int h[5];
  static int pos;
  h[pos++ % 5] = v;
  return h;
}

static const char *month(int m) {
  static const char *const names[12] = {"Jan", "Feb", "Mar", "Apr", "May", "Jun",
                                        "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"};
  return m >= 1 && m <= 12 ? names[m - 1] : "???";
}

int main(void) {
  const char *a = fmt_int(-9876543210L);
  printf("a=%s\n", a);
  char saved[32];
  strcpy(saved, a);
  const char *b = fmt_int(42);
  printf("b=%s a now=%s saved=%s same buffer=%d\n", b, a, saved, a == b);
  int *h = NULL;
  for (int i = 1; i <= 7; i++)
    h = history(i * i);
  printf("history=%d %d %d %d %d\n", h[0], h[1], h[2], h[3], h[4]);
  for (int m = 0; m <= 13; m += 3)
    printf("%s ", month(m));
  printf("\n");
  printf("min=%s\n", fmt_int(-9223372036854775807L - 1));
  return 0;
}
