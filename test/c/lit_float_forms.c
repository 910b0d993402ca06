// RUN: %cmp-gcc %s %t
// Floating literals: 1e10, .5, 5., 1.5e-3, hex floats 0x1p-3 0x1.8p1 0xA.8p0, suffixes f F l L, and their types.
#include <stdio.h>

#define TYPE(x) _Generic((x), float: "float", double: "double", long double: "long double", default: "other")

int main(void) {
  printf("%g %g %g %g %g\n", 1e10, .5, 5., 1.5e-3, 1E+2);
  printf("hex %g %g %g %g %g\n", 0x1p-3, 0x1.8p1, 0xA.8p0, 0x.1p4, 0X1P+10);
  printf("precise %.17g %.17g\n", 0.1, 0x1.999999999999ap-4);
  printf("types %s %s %s %s %s\n", TYPE(1.0), TYPE(1.0f), TYPE(1.0F), TYPE(1.0l), TYPE(1.0L));
  printf("types %s %s\n", TYPE(1e3f), TYPE(0x1p2L));
  float f = 1.1f;
  double d = 1.1;
  long double ld = 1.1L;
  printf("f=%.10f d=%.17f ld=%.20Lf\n", f, d, ld);
  printf("float==double %d\n", 1.1f == 1.1);
  printf("exact %d %d\n", 0.5f == 0.5, 0x1p-1 == 0.5);
  printf("big %g small %g\n", 1.7976931348623157e308, 4.9406564584124654e-324);
  printf("2.0L=%Lf sizeof %zu %zu %zu\n", 2.0L, sizeof 1.5f, sizeof 1.5, sizeof 1.5L);
  printf("zero forms %g %g %g\n", 0., .0, 0e0);
  printf("neg %g %g\n", -1e-5, -0x1p0);
  return 0;
}
