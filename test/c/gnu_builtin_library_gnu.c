// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// More __builtin_<f> of GCC 12 for library functions, with no header declaring them (the
// scanf and v*printf families, mempcpy, stpcpy, index, bcmp, the GNU math functions, fenv,
// gettext, strftime, the *_unlocked output functions), GCC's names of the classification
// macros (isnanf, isinfl, finitef ...: the f forms take a float) and the intmax_t forms;
// __builtin_nan's payload, from a literal or a string known at run time.
typedef struct FILE FILE;
extern FILE *stdout;
typedef __builtin_va_list va_list;

static int say(const char *fmt, ...) {
  va_list ap;
  __builtin_va_start(ap, fmt);
  char buf[64];
  int n = __builtin_vsnprintf(buf, sizeof buf, fmt, ap);
  __builtin_va_end(ap);
  __builtin_va_start(ap, fmt);
  n += __builtin_vprintf(fmt, ap);
  __builtin_va_end(ap);
  __builtin_va_start(ap, fmt);
  n += __builtin_vfprintf(stdout, fmt, ap);
  __builtin_va_end(ap);
  __builtin_printf("[%s]\n", buf);
  return n;
}

int main(void) {
  char buf[32];
  int a = 0, b = 0;
  int got = __builtin_sscanf("12 34", "%d %d", &a, &b);
  char *end = __builtin_mempcpy(buf, "abc", 3);
  end = __builtin_stpcpy(end, "def");
  __builtin_printf("%d %d %d %s %d\n", got, a, b, buf, (int)(end - buf));
  __builtin_printf("%s %s %d\n", __builtin_index(buf, 'c'), __builtin_rindex("a.b.c", '.'), __builtin_bcmp(buf, "abd", 3) != 0);
  __builtin_printf("%d\n", say("%d-%s\n", 5, "five"));
  volatile float nf = __builtin_nanf("");
  volatile long double il = __builtin_infl();
  __builtin_printf("%d %d %d %d %d %d\n", __builtin_isnanf(nf), __builtin_isnanl(il), __builtin_isinff(nf),
                   __builtin_isinfl(il), __builtin_finitef(2.0f), __builtin_finitel(il));
  volatile double big = 1e300;
  __builtin_printf("%d %d %d\n", __builtin_isinff(big), __builtin_finitef(big), __builtin_isinfl(big));
  long m = 1L << 40;
  __builtin_printf("%d %d %d %d %d %ld\n", __builtin_clzimax(m), __builtin_ctzimax(m), __builtin_popcountimax(m - 1),
                   __builtin_parityimax(m - 1), __builtin_clrsbimax(-m), __builtin_imaxabs(-m));
  __builtin_printf("%g %g %g %g\n", __builtin_exp10(2.0), __builtin_roundeven(2.5), __builtin_significand(12.0),
                   (double)__builtin_roundevenf(3.5f));
  int quo;
  double rem = __builtin_remquo(7.0, 2.0, &quo);
  __builtin_printf("%g %d %g %g\n", rem, quo, __builtin_scalbln(1.0, 4L), __builtin_jn(0, 0.0));
  int mode = __builtin_fegetround();
  int set = __builtin_fesetround(0xc00); /* FE_TOWARDZERO */
  double third = 1.0 / (volatile double){3.0};
  __builtin_fesetround(mode);
  __builtin_printf("%d %d %.17g %d\n", mode, set, third, __builtin_fetestexcept(0) == 0);
  long tm_storage[8] = {0};
  char when[16];
  __builtin_printf("%d %s %s\n", (int)__builtin_strftime(when, sizeof when, "no-fields", (void *)tm_storage), when,
                   __builtin_dgettext("none", "untranslated"));
  __builtin_fputs_unlocked("unlocked ", stdout);
  __builtin_fputc_unlocked('!', stdout);
  __builtin_putchar_unlocked('\n');
  const char *payload = "0x123";
  double nans[] = {__builtin_nan(""), __builtin_nan("0"), __builtin_nan("0x5"), __builtin_nan(payload)};
  float nanf_bits = __builtin_nanf("7");
  unsigned long long bits[4];
  unsigned fbits;
  __builtin_memcpy(bits, nans, sizeof bits);
  __builtin_memcpy(&fbits, &nanf_bits, sizeof fbits);
  __builtin_printf("%llx %llx %llx %llx %x\n", bits[0], bits[1], bits[2], bits[3], fbits);
  return 0;
}
