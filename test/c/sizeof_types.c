// RUN: %cmp-gcc %s %t
// sizeof type names: derived types (pointers, arrays, functions pointers), struct/union/enum, and type names with qualifiers.
#include <stdio.h>

struct s3 {
  char a[3];
};
struct sl {
  char c;
  long l;
};
union un {
  char c[5];
  int i;
};
enum en { A, B, C };

int main(void) {
  printf("arrays: %zu %zu %zu\n", sizeof(int[5]), sizeof(char[3][7]), sizeof(double[2][2][2]));
  printf("pointers: %zu %zu %zu\n", sizeof(int *), sizeof(int (*)[10]), sizeof(int *[10]));
  printf("fnptr: %zu array of fnptr: %zu\n", sizeof(void (*)(int)), sizeof(int (*[4])(void)));
  printf("struct s3=%zu sl=%zu union=%zu enum=%zu\n", sizeof(struct s3), sizeof(struct sl), sizeof(union un),
         sizeof(enum en));
  printf("qualified: %zu %zu %zu\n", sizeof(const int), sizeof(volatile double), sizeof(const char *const));
  printf("anon struct: %zu\n", sizeof(struct { int a; char b; }));
  printf("sizeof(struct sl[3])=%zu\n", sizeof(struct sl[3]));
  size_t z = sizeof(long double[3]);
  printf("z=%zu type size=%zu\n", z, sizeof(size_t));
  printf("unsigned result: %d\n", sizeof(int) - 8 > 0);
  return 0;
}
