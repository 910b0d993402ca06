// RUN: %cmp-gcc %s %t
// strlen, strcpy, strncpy padding and non-termination, strcat, strncat, strcmp, strncmp, strdup.
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int sgn(int v) { return (v > 0) - (v < 0); }

int main(void) {
  char buf[32];
  strcpy(buf, "abc");
  printf("strcpy=[%s] len=%zu\n", buf, strlen(buf));
  strcat(buf, "def");
  strncat(buf, "ghijklmnop", 4);
  printf("cat=[%s] len=%zu\n", buf, strlen(buf));
  char pad[8];
  memset(pad, 'X', sizeof pad);
  strncpy(pad, "hi", sizeof pad);
  for (int i = 0; i < 8; i++)
    printf("%d ", pad[i]);
  printf("\n");
  char nonterm[4];
  strncpy(nonterm, "overflowing", sizeof nonterm);
  printf("nonterm=%.4s last=%c\n", nonterm, nonterm[3]);
  const char *pairs[][2] = {{"apple", "apple"}, {"apple", "apples"}, {"b", "a"}, {"", "x"}, {"abc", "abd"}, {"Z", "a"}};
  for (int i = 0; i < 6; i++)
    printf("strcmp(%s,%s)=%d strncmp3=%d\n", pairs[i][0], pairs[i][1], sgn(strcmp(pairs[i][0], pairs[i][1])),
           sgn(strncmp(pairs[i][0], pairs[i][1], 3)));
  char hi[2] = {(char)200, 0}, low[2] = {100, 0};
  printf("strcmp compares unsigned: %d\n", sgn(strcmp(hi, low)));
  char *dup = strdup("duplicate me");
  dup[0] = 'D';
  printf("dup=[%s] len=%zu\n", dup, strlen(dup));
  free(dup);
  printf("strlen empty=%zu\n", strlen(""));
  char *ret = strcpy(buf, "x");
  printf("strcpy returns dest=%d\n", ret == buf);
  return 0;
}
