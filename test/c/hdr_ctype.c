// RUN: %cmp-gcc %s %t
// ctype.h classification and case conversion over all ASCII characters and EOF.
#include <ctype.h>
#include <stdio.h>

int main(void) {
  int counts[11] = {0};
  for (int c = 0; c < 128; c++) {
    counts[0] += isalpha(c) != 0;
    counts[1] += isdigit(c) != 0;
    counts[2] += isalnum(c) != 0;
    counts[3] += isspace(c) != 0;
    counts[4] += isupper(c) != 0;
    counts[5] += islower(c) != 0;
    counts[6] += ispunct(c) != 0;
    counts[7] += isxdigit(c) != 0;
    counts[8] += iscntrl(c) != 0;
    counts[9] += isprint(c) != 0;
    counts[10] += isgraph(c) != 0;
  }
  const char *names[11] = {"alpha", "digit", "alnum", "space", "upper", "lower", "punct", "xdigit", "cntrl", "print", "graph"};
  for (int i = 0; i < 11; i++)
    printf("%s=%d\n", names[i], counts[i]);
  printf("isblank tab=%d space=%d nl=%d\n", isblank('\t') != 0, isblank(' ') != 0, isblank('\n') != 0);
  printf("EOF: alpha=%d toupper=%d\n", isalpha(EOF) != 0, toupper(EOF));
  const char *s = "Hello, World! 123 mixed-Case_text";
  for (const char *p = s; *p; p++)
    putchar(toupper((unsigned char)*p));
  putchar('\n');
  for (const char *p = s; *p; p++)
    putchar(tolower((unsigned char)*p));
  putchar('\n');
  int words = 0, in = 0;
  for (const char *p = s; *p; p++) {
    if (isalnum((unsigned char)*p)) {
      if (!in)
        words++;
      in = 1;
    } else {
      in = 0;
    }
  }
  printf("words=%d tolower('5')=%c toupper('z')=%c\n", words, tolower('5'), toupper('z'));
  return 0;
}
