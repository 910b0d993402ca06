// RUN: %cmp-gcc %s %t
// Pointers to const vs const pointers: reading through const T *, writing through T *const, conversions adding const.
#include <stdio.h>
#include <string.h>

static size_t count_char(const char *s, char c) {
  size_t n = 0;
  for (; *s; s++)
    n += *s == c;
  return n;
}

static void fill(int *const dst, int n, int v) {
  for (int i = 0; i < n; i++)
    dst[i] = v + i;
}

static const char *longest(const char *const *words, int n) {
  const char *best = words[0];
  for (int i = 1; i < n; i++)
    if (strlen(words[i]) > strlen(best))
      best = words[i];
  return best;
}

int main(void) {
  char buf[] = "mississippi";
  const char *ro = buf;
  printf("s count=%zu\n", count_char(ro, 's'));
  buf[0] = 'M';
  printf("ro sees change: %s\n", ro);
  ro++;
  printf("ro moved: %s\n", ro);
  int data[4];
  int *const fixed = data;
  fill(fixed, 4, 10);
  fixed[3] = 99;
  printf("data=%d %d %d %d\n", data[0], data[1], data[2], data[3]);
  const int *const both = &data[1];
  printf("both=%d\n", *both);
  const char *words[3] = {"a", "abcd", "abc"};
  printf("longest=%s\n", longest(words, 3));
  int x = 5;
  const int *px = &x;
  x = 6;
  printf("*px=%d\n", *px);
  const int **ppc;
  const int *tmp = &x;
  ppc = &tmp;
  printf("**ppc=%d\n", **ppc);
  return 0;
}
