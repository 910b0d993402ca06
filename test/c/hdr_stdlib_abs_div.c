// RUN: %cmp-gcc %s %t
// abs, labs, llabs and div/ldiv/lldiv quotient and remainder structs.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int vals[5] = {-7, 0, 7, -2147483647, 123};
  for (int i = 0; i < 5; i++)
    printf("abs(%d)=%d\n", vals[i], abs(vals[i]));
  printf("labs=%ld llabs=%lld\n", labs(-9000000000L), llabs(-9000000000000000000LL));
  int num[4] = {17, -17, 17, -17}, den[4] = {5, 5, -5, -5};
  for (int i = 0; i < 4; i++) {
    div_t d = div(num[i], den[i]);
    printf("div(%d,%d) = {%d, %d}\n", num[i], den[i], d.quot, d.rem);
  }
  ldiv_t ld = ldiv(-100000000001L, 1000L);
  printf("ldiv = {%ld, %ld}\n", ld.quot, ld.rem);
  lldiv_t lld = lldiv(9000000000000000001LL, -7LL);
  printf("lldiv = {%lld, %lld}\n", lld.quot, lld.rem);
  printf("sizeof div_t=%zu ldiv_t=%zu\n", sizeof(div_t), sizeof(ldiv_t));
  return 0;
}
