// RUN: %cmp-gcc %s %t
// char arrays from string literals: inferred size, larger size zero-padded, exact size without the NUL, braces around strings.
#include <stdio.h>

char g_inferred[] = "global";
char g_padded[10] = "pad";
char g_exact[5] = "exact";
char g_table[3][6] = {"one", "two", "three"};
signed char g_signed[] = "sc";
unsigned char g_unsigned[4] = "uc";

static void dump(const char *label, const char *p, int n) {
  printf("%s(%d):", label, n);
  for (int i = 0; i < n; i++)
    printf(" %d", p[i]);
  printf("\n");
}

int main(void) {
  dump("g_inferred", g_inferred, (int)sizeof g_inferred);
  dump("g_padded", g_padded, (int)sizeof g_padded);
  dump("g_exact", g_exact, (int)sizeof g_exact);
  printf("exact as %%.5s: %.5s\n", g_exact);
  for (int i = 0; i < 3; i++)
    printf("table[%d]=%s\n", i, g_table[i]);
  printf("signed=%s unsigned=%s %u\n", (char *)g_signed, (char *)g_unsigned, g_unsigned[3]);
  char l_inferred[] = "local";
  char l_padded[8] = "ab";
  char l_exact[3] = "xyz";
  char l_braced[] = {"braced"};
  char l_chars[] = {'c', 'h', 'r'};
  dump("l_inferred", l_inferred, (int)sizeof l_inferred);
  dump("l_padded", l_padded, (int)sizeof l_padded);
  dump("l_exact", l_exact, (int)sizeof l_exact);
  dump("l_braced", l_braced, (int)sizeof l_braced);
  dump("l_chars", l_chars, (int)sizeof l_chars);
  char embedded[] = "a\0b\0";
  dump("embedded", embedded, (int)sizeof embedded);
  l_padded[2] = 'c';
  printf("modified=%s\n", l_padded);
  return 0;
}
