// RUN: %cmp-gcc %s %t
// Output through fputs, fputc, putc, putchar, fprintf(stdout), fwrite(stdout) and puts, interleaved in order.
#include <stdio.h>

int main(void) {
  fputs("fputs no newline;", stdout);
  fputc(' ', stdout);
  putc('[', stdout);
  putchar(']');
  putchar('\n');
  fprintf(stdout, "fprintf %d %s\n", 7, "stdout");
  const char data[] = "fwrite bytes\n";
  size_t n = fwrite(data, 1, sizeof data - 1, stdout);
  printf("fwrite returned %zu\n", n);
  puts("puts adds newline");
  for (int i = 0; i < 5; i++)
    putchar('a' + i);
  putchar('\n');
  int r = fputs("", stdout);
  printf("fputs empty ok=%d\n", r >= 0);
  fflush(stdout);
  int c = putchar('Z');
  printf(" putchar returned %d\n", c);
  printf("EOF=%d BUFSIZ>0=%d\n", EOF, BUFSIZ > 0);
  return 0;
}
