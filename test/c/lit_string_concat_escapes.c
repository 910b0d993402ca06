// RUN: %cmp-gcc %s %t
// String literals: adjacent concatenation across lines, escapes (\n \t \\ \" \x41 \101 \0), hex escapes ended by concatenation, sizeof.
#include <stdio.h>
#include <string.h>

int main(void) {
  const char *s = "con" "cat"
                  "enated";
  printf("%s len=%zu\n", s, strlen(s));
  printf("sizeof concat=%zu\n", sizeof("ab" "cd" "ef"));
  const char *esc = "tab\there\nquote\"back\\slash";
  printf("%s\n", esc);
  printf("octal=%s hex=%s\n", "\101\102\103", "\x41\x42\x43");
  const char *ended = "\x41" "B";
  printf("ended=%s len=%zu\n", ended, strlen(ended));
  const char *oct_short = "\0612";
  printf("oct_short=%s len=%zu\n", oct_short, strlen(oct_short));
  char embedded[] = "one\0two";
  printf("embedded sizeof=%zu strlen=%zu second=%s\n", sizeof embedded, strlen(embedded), embedded + 4);
  printf("%s", "newline via escape\n");
  printf("question \?\? and single '\''\n");
  const char *multi = "line1\n"
                      "line2\n"
                      "line3";
  int lines = 1;
  for (const char *p = multi; *p; p++)
    lines += *p == '\n';
  printf("lines=%d\n", lines);
  printf("empty concat len=%zu\n", strlen("" "" ""));
  const unsigned char *u = (const unsigned char *)"\xff\x80";
  printf("high bytes %u %u\n", u[0], u[1]);
  return 0;
}
