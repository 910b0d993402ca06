// RUN: %cmp-gcc %s %t
// sscanf parses integers, floats, strings, scansets and reports the number of conversions.
#include <stdio.h>

int main(void) {
  int a = 0, b = 0;
  double d = 0;
  char word[16] = "";
  int n = sscanf("  17 -4 2.5e1 hello world", "%d %d %lf %15s", &a, &b, &d, word);
  printf("n=%d a=%d b=%d d=%f word=%s\n", n, a, b, d, word);
  unsigned x = 0;
  long l = 0;
  n = sscanf("ff:-123456789012", "%x:%ld", &x, &l);
  printf("n=%d x=%u l=%ld\n", n, x, l);
  char key[16] = "", val[16] = "";
  n = sscanf("name=value;rest", "%15[^=]=%15[^;]", key, val);
  printf("n=%d key=%s val=%s\n", n, key, val);
  int y = 0, m = 0, dd = 0;
  n = sscanf("2024-02-29", "%d-%d-%d", &y, &m, &dd);
  printf("n=%d %04d/%02d/%02d\n", n, y, m, dd);
  int partial = -1, other = -1;
  n = sscanf("12 abc", "%d %d", &partial, &other);
  printf("n=%d partial=%d other=%d\n", n, partial, other);
  n = sscanf("", "%d", &partial);
  printf("empty n=%d\n", n);
  int consumed = 0;
  float f = 0;
  n = sscanf("3.75xyz", "%f%n", &f, &consumed);
  printf("n=%d f=%f consumed=%d\n", n, f, consumed);
  char c1 = 0, c2 = 0;
  n = sscanf("a b", "%c %c", &c1, &c2);
  printf("n=%d c1=%c c2=%c\n", n, c1, c2);
  int oct = 0, any = 0;
  n = sscanf("017 0x1f", "%o %i", &oct, &any);
  printf("n=%d oct=%d any=%d\n", n, oct, any);
  return 0;
}
