// RUN: %cmp-gcc %s %t
// An escape C does not define (\q, \%, \() stands for the character after the backslash, as
// gcc and clang-19 make it (both warn); ompfe refused the program before.
#include <stdio.h>
#include <string.h>
int main(void) {
  const char *s = "a\qb\%c\(";
  printf("%s %zu %d %d\n", s, strlen(s), '\q', '\%');
  return 0;
}
