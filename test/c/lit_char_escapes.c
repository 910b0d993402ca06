// RUN: %cmp-gcc %s %t
// Character literals and escapes: simple escapes, octal \101 \0 \377, hex \x41 \xff, type int and sign of high chars.
#include <stdio.h>

int main(void) {
  printf("%d %d %d %d %d %d %d\n", '\n', '\t', '\r', '\a', '\b', '\f', '\v');
  printf("%d %d %d %d\n", '\\', '\'', '\"', '\?');
  printf("octal %d %d %d %d %d\n", '\0', '\7', '\101', '\60', '\177');
  printf("hex %d %d %d %d\n", '\x41', '\x7a', '\x0', '\x7F');
  printf("high %d %d\n", '\377', '\xff');
  printf("chars %c%c%c%c\n", '\x48', '\151', '!', '\x21');
  printf("sizeof 'a'=%zu sizeof (char)'a'=%zu\n", sizeof 'a', sizeof((char)'a'));
  char c = '\377';
  unsigned char uc = '\377';
  printf("c=%d uc=%d\n", c, uc);
  int sum = 0;
  for (char ch = 'a'; ch <= 'z'; ch++)
    sum += ch - 'a' + 1;
  printf("sum=%d\n", sum);
  printf("digit arithmetic %d %c\n", '7' - '0', '0' + 5);
  printf("quote in char: %c, dquote: %c\n", '\'', '"');
  return 0;
}
