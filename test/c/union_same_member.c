// RUN: %cmp-gcc %s %t
// Unions: writing and reading back the same member for each member type, size is the largest member, members share an address.
#include <stdio.h>

union value {
  int i;
  double d;
  char s[12];
  long l;
};

int main(void) {
  union value v;
  v.i = -12345;
  printf("i=%d\n", v.i);
  v.d = 6.02e23;
  printf("d=%g\n", v.d);
  v.l = 1L << 60;
  printf("l=%ld\n", v.l);
  v.s[0] = 'h';
  v.s[1] = 'i';
  v.s[2] = 0;
  printf("s=%s\n", v.s);
  printf("sizeof=%zu align=%zu\n", sizeof v, _Alignof(union value));
  printf("same address: %d %d\n", (void *)&v.i == (void *)&v.d, (char *)&v.l == v.s);
  union value arr[3];
  arr[0].i = 1;
  arr[1].d = 2.5;
  arr[2].l = -3;
  printf("arr: %d %.1f %ld\n", arr[0].i, arr[1].d, arr[2].l);
  union value copy = arr[1];
  copy.d *= 2;
  printf("copy=%.1f orig=%.1f\n", copy.d, arr[1].d);
  union value init = {42};
  printf("init first member=%d\n", init.i);
  union value *p = &init;
  p->d = 0.125;
  printf("via pointer=%f\n", init.d);
  return 0;
}
