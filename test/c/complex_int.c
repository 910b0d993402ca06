// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// GNU complex integer types (_Complex char/short/int/long/unsigned, __int128) and integer
// imaginary constants (4i, 3j, 2ui, 5li): sizes and alignments, static and automatic
// initializers folded with wrapping, + - * (also by a real, which stays real), / by a real
// and by a complex where GCC's and clang-19's methods agree (GCC's truncated Smith ratio makes
// (10 + 5i) / (1 + 2i) 2 - 5i, clang-19 and ompfe give the exact 4 - 3i: see the user guide),
// unary - and ~, == and !=, !,
// conversions to and from real, complex floating and other complex integer types, ++/--,
// compound assignment, __real__/__imag__ as lvalues, ?:, arrays and structure members.
#include <stdio.h>

_Complex int g = 1 + 2i;
_Complex short gs = 3 - 4i;
static _Complex unsigned char gu = 5 + 300i; /* 300 wraps to 44 */
_Complex long gl = -7i;
_Complex int garr[3] = {1i, 2 + 3i, [2] = 4j};
struct S { char c; _Complex int z; _Complex char cc; } gsx = {1, 4 + 5i, 6 - 7i};
_Complex int folded = (2 + 3i) * (4 - 1i) + 2 * (1 + 1i) - ~(1 + 5i);
_Complex unsigned wraps = 4294967295u + 1u + 4294967295ui;
_Complex int from_double = 2.7 + 3.9i;
_Complex long long ll_big = 9223372036854775807LL + 5li;
_Complex __int128 wide = 3 + 4i;
/* parts past 64 bits: folded exactly, not through a long double */
_Complex __int128 wide_big = ((__int128)1 << 100) + 1 + 2i;
__int128 wide_real = (_Complex __int128)(((__int128)1 << 100) + 3);
int real_of = 7 + 8i;

static void show(const char *what, long long re, long long im) { printf("%s %lld %lld\n", what, re, im); }

int main(void) {
  printf("%zu %zu %zu %zu %zu %zu\n", sizeof(_Complex char), sizeof(_Complex short), sizeof(_Complex int),
         sizeof(_Complex long), sizeof gsx, _Alignof(_Complex long));
  printf("%zu %zu\n", sizeof(2i), sizeof(2li));
  show("g", __real__ g, __imag__ g);
  show("gs", __real__ gs, __imag__ gs);
  show("gu", __real__ gu, __imag__ gu);
  show("gl", __real__ gl, __imag__ gl);
  for (int i = 0; i < 3; i++) show("garr", __real__ garr[i], __imag__ garr[i]);
  show("gsx", __real__ gsx.z, __imag__ gsx.cc);
  show("folded", __real__ folded, __imag__ folded);
  show("wraps", __real__ wraps, __imag__ wraps);
  show("from_double", __real__ from_double, __imag__ from_double);
  printf("ll_big %lld %lld\n", __real__ ll_big, __imag__ ll_big);
  show("wide", (long long)__real__ wide, (long long)__imag__ wide);
  printf("wide_big %llx %llx %lld\n", (unsigned long long)(__real__ wide_big >> 64), (unsigned long long)__real__ wide_big,
         (long long)__imag__ wide_big);
  printf("wide_real %llx %llx\n", (unsigned long long)(wide_real >> 64), (unsigned long long)wide_real);
  printf("real_of %d\n", real_of);

  volatile int k = 3;
  _Complex int a = 7 + 3i, b = -2 + 5i;
  _Complex int s = a + b, d = a - b, m = a * b, n = -a, c = ~a;
  show("s", __real__ s, __imag__ s);
  show("d", __real__ d, __imag__ d);
  show("m", __real__ m, __imag__ m);
  show("n", __real__ n, __imag__ n);
  show("c", __real__ c, __imag__ c);
  _Complex int r = a / k, t = a * k, u = k - a, w = k * (1 + 1i);
  show("r", __real__ r, __imag__ r);
  show("t", __real__ t, __imag__ t);
  show("u", __real__ u, __imag__ u);
  show("w", __real__ w, __imag__ w);
  _Complex int p = (12 + 6i) * k, q = p / (3 + 0i), q3 = (5 + 5i) / (1 + 1i);
  show("q", __real__ q, __imag__ q);
  show("q3", __real__ q3, __imag__ q3);
  printf("eq %d %d %d %d %d %d\n", a == b, a != b, a == 7 + 3i, a == 7, !a, !(0 + 0i));
  _Complex unsigned big = 4000000000u + 3i;
  big = big + big;
  printf("big %u %u\n", __real__ big, __imag__ big);

  _Complex double z = a;
  z = z / 2;
  printf("z %.2f %.2f\n", __real__ z, __imag__ z);
  _Complex int back = z * 3;
  show("back", __real__ back, __imag__ back);
  _Complex char ch = a * 40;
  show("ch", __real__ ch, __imag__ ch);
  _Complex long widened = ch;
  show("widened", __real__ widened, __imag__ widened);
  int x = a;
  _Bool bb = 0 + 1i, bz = 0 * a;
  double dx = b;
  printf("x %d %d %d %.1f\n", x, bb, bz, dx);

  a += 1;
  show("a+=1", __real__ a, __imag__ a);
  a *= 2i;
  show("a*=2i", __real__ a, __imag__ a);
  a -= b;
  show("a-=b", __real__ a, __imag__ a);
  a /= 2;
  show("a/=2", __real__ a, __imag__ a);
  a++;
  ++a;
  a--;
  show("a++", __real__ a, __imag__ a);
  __imag__ a = 9;
  __real__ a += 100;
  show("parts", __real__ a, __imag__ a);
  _Complex int sel = k > 2 ? a : 5;
  show("sel", __real__ sel, __imag__ sel);
  _Complex int arr[4];
  for (int i = 0; i < 4; i++) arr[i] = i + i * 1i * k;
  _Complex int sum = 0;
  for (int i = 0; i < 4; i++) sum += arr[i];
  show("sum", __real__ sum, __imag__ sum);
  return 0;
}
