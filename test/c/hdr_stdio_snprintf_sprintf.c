// RUN: %cmp-gcc %s %t
// sprintf and snprintf: return values, truncation with NUL termination, size 0, building strings piecewise.
#include <stdio.h>
#include <string.h>

int main(void) {
  char buf[64];
  int n = sprintf(buf, "%d+%d=%d", 12, 30, 42);
  printf("[%s] n=%d len=%zu\n", buf, n, strlen(buf));
  char small[8];
  n = snprintf(small, sizeof small, "%s", "truncated text");
  printf("[%s] n=%d len=%zu\n", small, n, strlen(small));
  n = snprintf(NULL, 0, "%05.1f|%x", 3.14159, 48879);
  printf("needed=%d\n", n);
  n = snprintf(small, 1, "abc");
  printf("size1: [%s] n=%d\n", small, n);
  char acc[128];
  int pos = 0;
  for (int i = 1; i <= 10; i++)
    pos += snprintf(acc + pos, sizeof acc - pos, "%s%d", i > 1 ? "," : "", i * i);
  printf("acc=[%s] pos=%d\n", acc, pos);
  char line[40];
  snprintf(line, sizeof line, "%-10s|%10s|", "left", "right");
  printf("%s\n", line);
  snprintf(line, sizeof line, "%.3e", 6.02214076e23);
  printf("%s\n", line);
  snprintf(line, sizeof line, "%c%c%c%c", 'o', 'k', '!', 0);
  printf("%s len=%zu\n", line, strlen(line));
  sprintf(buf, "%s and %s", "this", "that");
  sprintf(buf + strlen(buf), " plus %ld", 1L << 40);
  puts(buf);
  char exact[6];
  n = snprintf(exact, sizeof exact, "%d", 12345);
  printf("exact=[%s] n=%d\n", exact, n);
  n = snprintf(exact, sizeof exact, "%d", 123456);
  printf("over=[%s] n=%d\n", exact, n);
  return 0;
}
