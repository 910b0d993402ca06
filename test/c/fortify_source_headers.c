// RUN: %cmp-gcc %s %t -O2 -D_FORTIFY_SOURCE=2
// RUN: %cmp-gcc %s %t3 -O2 -D_FORTIFY_SOURCE=3
// Debian's usual flags, -O2 -D_FORTIFY_SOURCE=2 (and 3), with glibc's <string.h>, <stdio.h>,
// <stdlib.h>, <unistd.h> and <wchar.h>: the program builds and does what gcc's build does
// (gcc's calls glibc's checking functions; ompfe's preprocessing, without __OPTIMIZE__, sees
// the plain declarations).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <wchar.h>

int main(void) {
  char buf[32], out[64];
  memcpy(buf, "hello", 6);
  strcpy(buf + 5, " world");
  strncat(buf, "!?", 1);
  memmove(buf + 1, buf, 4);
  snprintf(out, sizeof out, "%s %d", buf, 42);
  sprintf(out + strlen(out), "%c", '.');
  printf("%s\n", out);
  fprintf(stdout, "%zu\n", strlen(out));
  memset(buf, 'x', 3);
  buf[3] = 0;
  puts(buf);
  wchar_t w[8];
  wcscpy(w, L"wide");
  printf("%ls %d\n", w, (int)wcslen(w));
  char path[16];
  printf("%d\n", getcwd(path, 1) == NULL);
  char *copy = strdup(out);
  printf("%s\n", copy);
  free(copy);
  return 0;
}
