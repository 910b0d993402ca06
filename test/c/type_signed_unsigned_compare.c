// RUN: %cmp-gcc %s %t
// Usual arithmetic conversions with mixed signedness: -1 < 0u is false, int vs unsigned long, long vs unsigned int.
#include <stdio.h>

int main(void) {
  int neg = -1;
  unsigned int u = 0;
  printf("-1 < 0u: %d\n", neg < u);
  printf("-1 > 1u: %d\n", neg > 1u);
  printf("-1 == UINT_MAX: %d\n", neg == 4294967295u);
  long ln = -1;
  printf("long -1 < 0u: %d (unsigned int fits in long)\n", ln < u);
  unsigned long ul = 0;
  printf("long -1 < 0ul: %d\n", ln < ul);
  printf("int -1 < 0ul: %d\n", neg < ul);
  long long ll = -5;
  unsigned int ui = 3;
  printf("ll+ui=%lld size=%zu\n", ll + ui, sizeof(ll + ui));
  printf("neg+u=%u size=%zu\n", neg + u, sizeof(neg + u));
  unsigned short us = 1;
  printf("short promo -1 < us: %d\n", neg < us);
  unsigned char uc = 1;
  printf("char promo -1 < uc: %d\n", neg < uc);
  int i = -7;
  unsigned int d = 2;
  printf("-7/2u=%u -7%%2u=%u\n", i / d, i % d);
  printf("-7/2=%d\n", i / 2);
  unsigned int big = 3000000000u;
  int small = 1;
  printf("big>small: %d big+small=%u\n", big > small, big + small);
  long diff = (long)big - 4000000000L;
  printf("diff=%ld\n", diff);
  unsigned long long ull = 1;
  long long sll = -1;
  printf("sll < ull: %d\n", sll < ull);
  printf("ternary type: %zu %d\n", sizeof(1 ? neg : u), (1 ? neg : u) > 0);
  unsigned int len = 3;
  int idx = -1;
  if (idx < (int)len)
    printf("casted compare correct\n");
  if (!(idx < len))
    printf("uncasted compare wraps\n");
  return 0;
}
