// RUN: %cmp-gcc %s %t -std=gnu89 -w
// RUN: %cmp-gcc %s %t2 -std=gnu89 -O2 -w
// RUN: %t.ompcc | FileCheck %s
// C89's implicit int in a block (GCC torture pr34176.c): storage classes and qualifiers
// without a type specifier declare an int, `x = 1;` stays an assignment and `T * p;` with T a
// typedef a declaration. ompfe stopped at `static count = 0;` with a syntax error.
#include <stdio.h>

typedef int T;
int g;

static bump(n) { static count = 0; return count += n; }

main()
{
  static count = 10;
  register r = 2;
  const k = 3;
  auto a = 1;
  static volatile v = 4, w[2] = {5, 6};
  T * p = &g;
  const *cp = &k;
  g = 1;
  count += r + k + a + v + w[1] + *cp;
  *p += 6;
  bump(5);
  printf("count %d g %d bump %d sizeof %d\n", count, g, bump(1), (int)sizeof(w));
  switch (g) {
  case 7:
    register sum = r * 10;
    printf("sum %d\n", sum);
  }
  return 0;
}
// CHECK: count 29 g 7 bump 6 sizeof 8
// CHECK-NEXT: sum 20
