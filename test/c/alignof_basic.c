// RUN: %cmp-gcc %s %t
// _Alignof of scalar, array, struct and union types on x86-64, and alignment of objects checked by address arithmetic.
#include <stdalign.h>
#include <stdint.h>
#include <stdio.h>

struct cd {
  char c;
  double d;
};
struct cc {
  char a, b;
};
union ul {
  char c;
  long l;
};

int main(void) {
  printf("char=%zu short=%zu int=%zu long=%zu llong=%zu\n", _Alignof(char), _Alignof(short), _Alignof(int),
         _Alignof(long), _Alignof(long long));
  printf("float=%zu double=%zu ldouble=%zu ptr=%zu bool=%zu\n", _Alignof(float), _Alignof(double),
         _Alignof(long double), _Alignof(void *), _Alignof(_Bool));
  printf("int[7]=%zu struct cd=%zu struct cc=%zu union ul=%zu\n", _Alignof(int[7]), _Alignof(struct cd),
         _Alignof(struct cc), _Alignof(union ul));
  printf("alignof macro=%zu\n", alignof(struct cd));
  struct cd arr[3];
  int ok = 1;
  for (int i = 0; i < 3; i++)
    ok &= (uintptr_t)&arr[i].d % _Alignof(double) == 0;
  printf("members aligned=%d\n", ok);
  long double ld = 1.0L;
  printf("ld aligned=%d\n", (uintptr_t)&ld % _Alignof(long double) == 0);
  return 0;
}
