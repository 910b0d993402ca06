// RUN: %cmp-gcc %s %t
// malloc, calloc (zeroed), realloc growing and shrinking while preserving contents, and free.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(void) {
  int *a = malloc(10 * sizeof *a);
  if (!a)
    return 1;
  for (int i = 0; i < 10; i++)
    a[i] = i * 11;
  int *grown = realloc(a, 1000 * sizeof *a);
  if (!grown)
    return 1;
  a = grown;
  for (int i = 10; i < 1000; i++)
    a[i] = i;
  long sum = 0;
  for (int i = 0; i < 1000; i++)
    sum += a[i];
  printf("a[9]=%d a[999]=%d sum=%ld\n", a[9], a[999], sum);
  a = realloc(a, 5 * sizeof *a);
  printf("shrunk: %d %d %d %d %d\n", a[0], a[1], a[2], a[3], a[4]);
  free(a);
  double *z = calloc(50, sizeof *z);
  double zs = 0;
  for (int i = 0; i < 50; i++)
    zs += z[i];
  printf("calloc sum=%f\n", zs);
  free(z);
  char *s = malloc(1);
  s[0] = 0;
  size_t len = 0;
  const char *parts[4] = {"dyn", "amic ", "str", "ing"};
  for (int i = 0; i < 4; i++) {
    size_t pl = strlen(parts[i]);
    s = realloc(s, len + pl + 1);
    memcpy(s + len, parts[i], pl + 1);
    len += pl;
  }
  printf("s=[%s] len=%zu\n", s, len);
  free(s);
  char *fromnull = realloc(NULL, 16);
  strcpy(fromnull, "realloc(NULL)");
  printf("%s\n", fromnull);
  free(fromnull);
  free(NULL);
  int **rows = malloc(4 * sizeof *rows);
  for (int r = 0; r < 4; r++) {
    rows[r] = calloc(r + 1, sizeof **rows);
    for (int c = 0; c <= r; c++)
      rows[r][c] = (c == 0 || c == r) ? 1 : rows[r - 1][c - 1] + rows[r - 1][c];
  }
  for (int r = 0; r < 4; r++) {
    for (int c = 0; c <= r; c++)
      printf("%d ", rows[r][c]);
    printf("\n");
    free(rows[r]);
  }
  free(rows);
  return 0;
}
