// RUN: %cmp-gcc %s %t
// Hand-declared printf and puts: return values, %d %ld %c %s %f %x %o %% conversions, widths and precision.
int printf(const char *, ...);
int puts(const char *);
int putchar(int);

int main(void) {
  int n = printf("hello %s\n", "world");
  printf("printed %d chars\n", n);
  int m = puts("from puts");
  printf("puts>=0: %d\n", m >= 0);
  putchar('o');
  putchar('k');
  putchar('\n');
  printf("[%5d][%-5d][%05d][%+d][% d]\n", 42, 42, 42, 42, 42);
  printf("[%x][%X][%o][%#x][%#o]\n", 255, 255, 8, 255, 8);
  printf("[%ld][%li][%lx]\n", -1234567890123L, 77L, 0xdeadbeefL);
  printf("[%c%c%c]\n", 'a', 66, 'c' + 1);
  printf("[%8.3f][%-8.2f][%.0f][%e][%G]\n", 3.14159, 2.5, 2.5, 1234.5, 0.000012);
  printf("[%10s][%-10s][%.3s]\n", "right", "left", "truncate");
  printf("[%*d][%.*f]\n", 6, 7, 2, 1.23456);
  printf("100%%\n");
  int k = printf("%s", "");
  printf("empty printed %d\n", k);
  return 0;
}
