// RUN: %cmp-gcc %s %t
// Loops whose conditions combine &&, ||, assignments, function calls and pointer tests; empty bodies and null statements.
#include <stdio.h>
#include <string.h>

static int budget = 10;
static int spend(int v) {
  if (budget < v)
    return 0;
  budget -= v;
  return 1;
}

int main(void) {
  const char *s = "abc,def;ghi";
  const char *p = s;
  while (*p && *p != ',' && *p != ';')
    p++;
  printf("stopped at %ld '%c'\n", (long)(p - s), *p);
  int i = 0, found = 0;
  int data[10] = {3, 8, 1, 9, 4, 7, 2, 6, 5, 0};
  while (i < 10 && !(found = data[i] > 8))
    i++;
  printf("i=%d found=%d\n", i, found);
  int buys = 0;
  while (spend(3) && buys < 100)
    buys++;
  printf("buys=%d budget=%d\n", buys, budget);
  int c;
  const char *in = "hello world";
  int idx = 0, letters = 0;
  while ((c = in[idx++]) != 0)
    if (c != ' ')
      letters++;
  printf("letters=%d\n", letters);
  int n;
  for (n = 0; n < 100 && (n * n < 50 || n % 7 != 0); n++)
    ;
  printf("n=%d\n", n);
  char buf[32];
  strcpy(buf, "trailing   ");
  size_t len = strlen(buf);
  while (len > 0 && buf[len - 1] == ' ')
    buf[--len] = 0;
  printf("[%s] len=%zu\n", buf, len);
  int a = 0, b = 20;
  do
    ;
  while (++a < --b);
  printf("a=%d b=%d\n", a, b);
  for (int x = 0, y = 100; x < y && (x % 13 != 12 || y % 2); x += 2, y -= 3)
    if (x > y - 10)
      printf("close x=%d y=%d\n", x, y);
  return 0;
}
