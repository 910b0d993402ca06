// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU's escape for ESC (27) has two spellings, \e and \E, as in gcc-12 and clang-19; ompfe
// took \E for an unknown escape standing for 'E' (69), in character constants, strings and
// wide literals alike.
#include <stdio.h>
#include <string.h>
#include <wchar.h>
int main(void) {
  const char *s = "[\E[0m\e]";
  printf("%d %d %d %d\n", '\e', '\E', s[1], s[4]);
  printf("%zu %d\n", strlen(s), (int)L'\E');
  printf("%d %d\n", (int)u"\E"[0], (int)U'\E');
  return 0;
}
