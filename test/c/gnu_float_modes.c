// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __attribute__((mode(...))) with a floating mode, as libgcc's and glibc's soft-fp headers
// write them: SF float, DF double, XF long double, TF __float128 on a real floating type, SC
// to TC on a complex one. ompfe refused them ("unsupported machine mode 'SF'"); gcc-12 and
// clang-19 take them, on typedefs and on declarations.
#include <stdio.h>

typedef float SFtype __attribute__((mode(SF)));
typedef float DFtype __attribute__((__mode__(__DF__)));
typedef double sf_from_double __attribute__((mode(SF)));
typedef float XFtype __attribute__((mode(XF)));
typedef float TFtype __attribute__((mode(TF)));
typedef _Complex float SCtype __attribute__((mode(SC)));
typedef _Complex float DCtype __attribute__((mode(DC)));
typedef _Complex double XCtype __attribute__((mode(XC)));
double narrow __attribute__((mode(SF))) = 1.0 / 3;
static const float wide __attribute__((mode(DF))) = 1.0 / 3;

#define KIND(x) _Generic((x), float: "float", double: "double", long double: "long double", \
                         __float128: "__float128", _Complex float: "complex float", \
                         _Complex double: "complex double", _Complex long double: "complex long double", \
                         default: "other")

int main(void) {
  SFtype a = 1.0 / 3;
  DFtype b = 1.0 / 3;
  sf_from_double c = 2.0 / 3;
  XFtype d = 1.0L / 3;
  TFtype e = 2.5;
  DCtype z = 1.0 / 3 + 2.0i;
  printf("%s %s %s %s %s\n", KIND(a), KIND(b), KIND(c), KIND(d), KIND(e));
  printf("%s %s %s %s %s\n", KIND((SCtype)0), KIND(z), KIND((XCtype)0), KIND(narrow), KIND(wide));
  printf("%zu %zu %zu %zu %zu %zu %zu\n", sizeof a, sizeof b, sizeof d, sizeof e, sizeof(SCtype), sizeof z, sizeof(XCtype));
  printf("%.17g %.17g %.17g %.21Lg %g\n", a, b, c, d, (double)e);
  printf("%.17g %.17g %.17g %.17g\n", __real__ z, __imag__ z, narrow, wide);
  return 0;
}
