// RUN: %cmp-gcc %s %t
// String literals: char arrays vs pointers, indexing a literal, embedded escapes and NULs.
int printf(const char *, ...);
int puts(const char *);

int length(const char *s) {
  int n = 0;
  while (s[n])
    n++;
  return n;
}

int main(void) {
  const char *p = "pointer to literal";
  char a[] = "array copy";
  printf("%s / %s\n", p, a);
  printf("len=%d %d\n", length(p), length(a));
  printf("idx=%c %c\n", "xyz"[1], *(p + 2));
  a[0] = 'A';
  puts(a);
  printf("tab[\t] quote[\"] backslash[\\] apos[\']\n");
  const char *esc = "a\nb";
  printf("esc len=%d second=%d\n", length(esc), esc[1]);
  const char *empty = "";
  printf("empty len=%d first=%d\n", length(empty), empty[0]);
  printf("%s|%5s|%-5s|%.2s\n", "ab", "ab", "ab", "abcdef");
  const char *words[3] = {"one", "two", "three"};
  for (int i = 0; i < 3; i++)
    printf("%d:%s:%c\n", i, words[i], words[i][length(words[i]) - 1]);
  char nul[] = "ab\0cd";
  printf("nul len=%d after=%c end=%d\n", length(nul), nul[3], nul[5]);
  return 0;
}
