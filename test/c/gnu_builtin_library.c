// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t2 -O2
// __builtin_<f> for library functions f with no header included: each is a call of f with
// the C library's prototype (arguments converted to it: an int to size_t, a float to double,
// the f and l math forms in float and long double), or the built-in where ompfe has one.
typedef struct FILE FILE;
extern FILE *stdout;

static int compare(const void *a, const void *b) { return __builtin_memcmp(a, b, 3); }

int main(void) {
  char buf[64], *p;
  __builtin_memset(buf, 'x', 10);
  buf[10] = 0;
  __builtin_printf("%s %d\n", buf, (int)__builtin_strlen(buf));
  __builtin_memcpy(buf, "hello, world", 13);
  __builtin_memmove(buf + 2, buf, 5);
  __builtin_puts(buf);
  __builtin_printf("%d %d %d\n", __builtin_strcmp("abc", "abd") < 0, __builtin_strncmp("abc", "abd", 2),
                   compare("xyz", "xya") > 0);
  __builtin_strcpy(buf, "one");
  __builtin_strcat(buf, "two");
  __builtin_strncat(buf, "three", 2);
  p = __builtin_strchr(buf, 't');
  __builtin_printf("%s %s %s\n", buf, p, __builtin_strrchr(buf, 'o'));
  __builtin_printf("%s %d %d\n", __builtin_strstr(buf, "wo"), (int)__builtin_strspn(buf, "neo"),
                   (int)__builtin_strcspn(buf, "w"));
  int *a = __builtin_malloc(4 * sizeof(int));
  for (int i = 0; i < 4; i++) a[i] = i * i;
  a = __builtin_realloc(a, 8 * sizeof(int));
  int *z = __builtin_calloc(3, sizeof(int));
  __builtin_printf("%d %d %d\n", a[3], z[0] + z[1] + z[2], (int)(__builtin_strdup("dup")[1]));
  __builtin_free(a);
  __builtin_free(z);
  int n = __builtin_snprintf(buf, 8, "%d-%s", 12345, "abcdef");
  __builtin_printf("%d %s\n", n, buf);
  __builtin_sprintf(buf, "%5.2f|%c", 3.14159, 'q');
  __builtin_fprintf(stdout, "[%s]\n", buf);
  __builtin_fputs("fputs\n", stdout);
  __builtin_putchar('!');
  __builtin_putchar('\n');
  __builtin_printf("%d %ld %lld\n", __builtin_abs(-3), __builtin_labs(-4L), __builtin_llabs(-5LL));
  __builtin_printf("%d %d %d %d\n", __builtin_ffs(0), __builtin_ffs(0x50), __builtin_ffsl(1L << 40),
                   __builtin_ffsll(1LL << 62));
  volatile double x = 2.0;
  volatile float xf = 2.0f;
  volatile long double xl = 2.0L;
  __builtin_printf("%.6f %.6f %.6f %.6f\n", __builtin_sqrt(x), __builtin_floor(-x / 3), __builtin_ceil(x / 3),
                   __builtin_fabs(-x));
  __builtin_printf("%.6f %.6f %.6f %.6f\n", __builtin_sin(x), __builtin_cos(x), __builtin_exp(x), __builtin_log(x));
  __builtin_printf("%.6f %.6f %.6f %.6f\n", __builtin_pow(x, 10), __builtin_fmod(7, x), __builtin_atan2(x, 1),
                   __builtin_ldexp(x, 3));
  __builtin_printf("%.6f %.6f %.6f\n", (double)__builtin_sqrtf(xf), (double)__builtin_sinf(xf), (double)__builtin_powf(xf, 0.5f));
  __builtin_printf("%.6Lf %.6Lf %.6Lf\n", __builtin_sqrtl(xl), __builtin_cosl(xl), __builtin_floorl(-xl / 3));
  __builtin_printf("%ld %lld %.1f %.1f\n", __builtin_lround(x + 0.5), __builtin_llround(-x - 0.5), __builtin_trunc(-x - 0.7),
                   __builtin_round(x + 0.5));
  if (x > 100) __builtin_abort();
  __builtin_exit(3);
}
