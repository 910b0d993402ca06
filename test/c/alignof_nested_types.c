// RUN: %cmp-gcc %s %t
// Alignment of nested aggregates: the struct takes its strictest member's alignment, arrays keep element alignment, unions too.
#include <stddef.h>
#include <stdio.h>

struct inner {
  char c;
  short s;
};
struct outer {
  char c;
  struct inner in;
  char d;
};
struct with_double {
  char c;
  struct {
    char x;
    double y;
  } nested;
};
union mix {
  char c[3];
  short s;
  struct inner in;
};
struct with_ld {
  char c;
  long double ld;
};

int main(void) {
  printf("inner align=%zu size=%zu\n", _Alignof(struct inner), sizeof(struct inner));
  printf("outer align=%zu size=%zu in@%zu d@%zu\n", _Alignof(struct outer), sizeof(struct outer),
         offsetof(struct outer, in), offsetof(struct outer, d));
  printf("with_double align=%zu size=%zu nested@%zu\n", _Alignof(struct with_double), sizeof(struct with_double),
         offsetof(struct with_double, nested));
  printf("union mix align=%zu size=%zu\n", _Alignof(union mix), sizeof(union mix));
  printf("with_ld align=%zu size=%zu\n", _Alignof(struct with_ld), sizeof(struct with_ld));
  printf("arrays: %zu %zu %zu\n", _Alignof(struct inner[5]), _Alignof(char[100]), _Alignof(double[2][3]));
  printf("max_align_t=%zu\n", _Alignof(max_align_t));
  struct outer arr[3];
  printf("stride=%ld\n", (long)((char *)&arr[2] - (char *)&arr[1]));
  return 0;
}
