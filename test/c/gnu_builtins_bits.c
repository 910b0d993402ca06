// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// GCC built-ins that real code uses beside the overflow and atomic ones: __builtin_parity*,
// __builtin_clrsb*, __builtin_bswap128, __builtin_powi*, __builtin_frame_address(0),
// __builtin_return_address(0), __builtin_extract_return_addr, __builtin_speculation_safe_value,
// __builtin_LINE/FILE/FUNCTION, __builtin_alloca_with_align, __builtin_ia32_pause, and library built-ins with pointer parameters (modf, frexp,
// sincos) or from <ctype.h> and <strings.h>, with no header declaring them.
int printf(const char *, ...);

static int values[] = {0, 1, -1, 2, 3, 0x7fffffff, -0x7fffffff - 1, 0x1234, -0x1234, 255, -256};
static long long wide[] = {0, 1, -1, 0x7fffffffffffffffLL, -0x7fffffffffffffffLL - 1, 0x123456789LL, -42};

__attribute__((noinline)) static int where(void) { return __builtin_return_address(0) != 0; }

int main(void) {
  for (unsigned i = 0; i < sizeof values / sizeof *values; i++)
    printf("%d: parity %d clrsb %d\n", values[i], __builtin_parity(values[i]), __builtin_clrsb(values[i]));
  for (unsigned i = 0; i < sizeof wide / sizeof *wide; i++)
    printf("%lld: parityl %d parityll %d clrsbl %d clrsbll %d\n", wide[i], __builtin_parityl(wide[i]),
           __builtin_parityll(wide[i]), __builtin_clrsbl(wide[i]), __builtin_clrsbll(wide[i]));
  unsigned __int128 x = ((unsigned __int128)0x0102030405060708ULL << 64) | 0x090a0b0c0d0e0f10ULL;
  unsigned __int128 y = __builtin_bswap128(x);
  printf("bswap128 %llx %llx\n", (unsigned long long)(y >> 64), (unsigned long long)y);
  volatile double d = 1.5;
  volatile float f = 2.0f;
  volatile long double l = 3.0L;
  printf("powi %g %g %Lg %g\n", __builtin_powi(d, 3), (double)__builtin_powif(f, -2), __builtin_powil(l, 4),
         __builtin_powi(d, 0));
  printf("frame %d return %d\n", __builtin_frame_address(0) != 0, where());
  void *p = __builtin_extract_return_addr(&x);
  printf("extract %d safe %d\n", p == (void *)&x, __builtin_speculation_safe_value(41) + 1);
  printf("line %d func %s file %d\n", __builtin_LINE(), __builtin_FUNCTION(), __builtin_FILE()[0] != 0);
  double ipart, s, c;
  int e;
  double frac = __builtin_modf(d + 2, &ipart), mant = __builtin_frexp(48.0, &e);
  printf("modf %g %g frexp %g %d\n", frac, ipart, mant, e);
  __builtin_sincos(0.5, &s, &c);
  float sf, cf;
  __builtin_sincosf(0.5f, &sf, &cf);
  printf("sincos %.6f %.6f %.6f %.6f\n", s, c, (double)sf, (double)cf);
  printf("fma %g lrint %ld scalbn %g ilogb %d\n", __builtin_fma(d, d, d), __builtin_lrint(d + 1), __builtin_scalbn(d, 3),
         __builtin_ilogb(1024.0));
  printf("ctype %d %d %d %c %c\n", __builtin_isdigit('7') != 0, __builtin_isalpha('7') != 0, __builtin_isspace(' ') != 0,
         __builtin_toupper('q'), __builtin_tolower('Q'));
  char buf[8] = "abcdefg";
  __builtin_bzero(buf + 2, 3);
  printf("bzero %d %d %s strcasecmp %d %d\n", buf[2], buf[5], buf, __builtin_strcasecmp("HeLLo", "hello"),
         __builtin_strncasecmp("abcX", "ABCy", 3));
  for (int i = 1; i < 4; i++) {
    char *a = __builtin_alloca_with_align(i * 10, 512);
    a[i * 10 - 1] = 1;
    printf("alloca_with_align %d\n", (int)((unsigned long)a % 64));
  }
  __builtin_ia32_pause();
  return 0;
}
