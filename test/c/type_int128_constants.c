// RUN: %cmp-gcc %s %t
// __int128 constants, folded and at run time: negative values, ~, shifts and products past 64 bits, division, comparisons and conversions from floating constants keep all 128 bits.
int printf(const char *, ...);

static void show(const char *name, unsigned __int128 v) {
  printf("%s %016llx%016llx\n", name, (unsigned long long)(v >> 64), (unsigned long long)v);
}

__int128 g_minus_one = -1;
unsigned __int128 g_all_ones = -1;
unsigned __int128 g_not_zero = ~(unsigned __int128)0;
__int128 g_not_five = ~(__int128)5;
__int128 g_neg_seven = -(__int128)7;
unsigned __int128 g_bit100 = (unsigned __int128)1 << 100;
__int128 g_neg_bit70 = -((__int128)1 << 70);
unsigned __int128 g_square = 0xffffffffffffffffULL * (unsigned __int128)0xffffffffffffffffULL;
unsigned __int128 g_from_long = -1LL;
unsigned __int128 g_from_ulong = 0xffffffffffffffffULL;
__int128 g_from_double = 1e30;
__int128 g_neg_double = -1e30;
__int128 g_quotient = -((__int128)1 << 100) / 3;
__int128 g_remainder = -((__int128)1 << 100) % 7;
__int128 g_shift_right = -((__int128)1 << 100) >> 90;
unsigned __int128 g_ushift_right = ((unsigned __int128)-1) >> 27;
__int128 g_array[3] = {-2, (__int128)1 << 64, (__int128)(~(unsigned __int128)0 << 63)};
int g_compare = ((__int128)-1 < 0) + 2 * ((unsigned __int128)-1 > 0) + 4 * (((unsigned __int128)1 << 64) > 0xffffffffffffffffULL);
long g_narrow = (long)(((__int128)3 << 64) + 5);

int main(void) {
  show("minus_one", g_minus_one);
  show("all_ones", g_all_ones);
  show("not_zero", g_not_zero);
  show("not_five", g_not_five);
  show("neg_seven", g_neg_seven);
  show("bit100", g_bit100);
  show("neg_bit70", g_neg_bit70);
  show("square", g_square);
  show("from_long", g_from_long);
  show("from_ulong", g_from_ulong);
  show("from_double", g_from_double);
  show("neg_double", g_neg_double);
  show("quotient", g_quotient);
  show("remainder", g_remainder);
  show("shift_right", g_shift_right);
  show("ushift_right", g_ushift_right);
  for (int i = 0; i < 3; i++) show("array", g_array[i]);
  printf("compare %d narrow %ld\n", g_compare, g_narrow);
  /* the same expressions in a function, where each is an instruction's constant */
  __int128 l_minus_one = -1, l_neg_bit70 = -((__int128)1 << 70);
  unsigned __int128 l_not_zero = ~(unsigned __int128)0, l_bit100 = (unsigned __int128)1 << 100;
  show("l_minus_one", l_minus_one);
  show("l_neg_bit70", l_neg_bit70);
  show("l_not_zero", l_not_zero);
  show("l_bit100", l_bit100);
  volatile __int128 x = 12345;
  show("x_plus", x + ((__int128)1 << 100));
  show("x_minus", x - ((__int128)1 << 90) * 3);
  show("x_and", x & ~(__int128)0xff);
  show("x_mul", x * -((__int128)1 << 64));
  printf("x_cmp %d %d\n", x < ((__int128)1 << 80), x > -((__int128)1 << 80));
  return 0;
}
