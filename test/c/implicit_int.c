// RUN: %cmp-gcc %s %t -std=gnu89 -w
// RUN: %cmp-gcc %s %t2 -O2 -Wno-error=implicit-int -Wno-error=implicit-function-declaration -w
// RUN: %t.ompcc | FileCheck %s
// C89's implicit int, as in old code and most of GCC's torture tests (`main() { ... }`):
// specifiers without a type specifier declare an int (static, const, extern, volatile), a
// definition without specifiers returns int, in K&R style too. ompfe stopped at each with a
// syntax error.
#include <stdio.h>

static counter = 40;
const volatile limit = 2;
extern shared;
shared = 7;
typedef unsigned char byte;
const byte small = 250; /* a typedef name after a qualifier is still the type */

scale(n, by) char by; { return n * by; }

next() { return ++counter; }

main()
{
  printf("counter %d limit %d shared %d\n", counter, limit, shared);
  int first = next();
  printf("scale %d next %d next %d\n", scale(3, 5), first, next());
  printf("small %d sizeof %d\n", small + 10, (int)sizeof(small));
  return 0;
}
// CHECK: counter 40 limit 2 shared 7
// CHECK-NEXT: scale 15 next 41 next 42
// CHECK-NEXT: small 260 sizeof 1
