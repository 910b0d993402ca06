// -Wformat (on by default, as in clang-19): printf- and scanf-family arguments against the
// conversions of a literal format, with length modifiers; too few arguments
// (-Wformat-insufficient-args), too many (-Wformat-extra-args), an invalid conversion
// (-Wformat-invalid-specifier), a non-literal format with no arguments (-Wformat-security).
// The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wno-format %s 2>&1 | count 0
// The warning points at the argument; a missing one at the conversion in the string.
// RUN: %ompfe -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: warn-format.c:[[@LINE+11]]:21: warning: format specifies type 'int' but the argument has type 'long' [-Wformat]
// CHECK: warn-format.c:[[@LINE+10]]:15: warning: more '%' conversions than data arguments [-Wformat-insufficient-args]
#include <stdio.h>
#include <stddef.h>
#include <stdint.h>

struct S { int x; };
enum E { E1 };

void bad(long l, int i, double d, char *s, unsigned long ul, long long ll, float f, short sh, struct S st,
         long double ld, void *p, int *ip) {
  printf("%d %s\n", l); // expected-warning {{format specifies type 'int' but the argument has type 'long'}} expected-warning {{more '%' conversions than data arguments}}
  printf("%ld\n", i); // expected-warning {{format specifies type 'long' but the argument has type 'int'}}
  printf("%s\n", i); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}}
  printf("%d\n", d); // expected-warning {{format specifies type 'int' but the argument has type 'double'}}
  printf("%f\n", i); // expected-warning {{format specifies type 'double' but the argument has type 'int'}}
  printf("%lld\n", l); // expected-warning {{format specifies type 'long long' but the argument has type 'long'}}
  printf("%lu\n", ll); // expected-warning {{format specifies type 'unsigned long' but the argument has type 'long long'}}
  printf("%Lu\n", i); // expected-warning {{format specifies type 'unsigned long long' but the argument has type 'int'}}
  printf("%Lf\n", d); // expected-warning {{format specifies type 'long double' but the argument has type 'double'}}
  printf("%p\n", i); // expected-warning {{format specifies type 'void *' but the argument has type 'int'}}
  printf("%d\n", s); // expected-warning {{format specifies type 'int' but the argument has type 'char *'}}
  printf("%d\n", st); // expected-warning {{format specifies type 'int' but the argument has type 'struct S'}}
  printf("%d %d\n", i, i, i); // expected-warning {{data argument not used by format string}}
  printf("%k\n", i); // expected-warning {{invalid conversion specifier 'k'}}
  fprintf(stderr, "%s\n", l); // expected-warning {{format specifies type 'char *' but the argument has type 'long'}}
  snprintf(s, 4, "%d", ul); // expected-warning {{format specifies type 'int' but the argument has type 'unsigned long'}}
  printf(s); // expected-warning {{format string is not a string literal (potentially insecure)}} expected-note {{treat the string as an argument to avoid this}}
  printf("%*d\n", l, i); // expected-warning {{field width should have type 'int', but argument has type 'long'}}
  scanf("%d", l); // expected-warning {{format specifies type 'int *' but the argument has type 'long'}}
  scanf("%d", &l); // expected-warning {{format specifies type 'int *' but the argument has type 'long *'}}
  scanf("%lf", &f); // expected-warning {{format specifies type 'double *' but the argument has type 'float *'}}
  scanf("%f", &d); // expected-warning {{format specifies type 'float *' but the argument has type 'double *'}}
  sscanf(s, "%d %d", ip); // expected-warning {{more '%' conversions than data arguments}}
  (void)sh; (void)ld; (void)p;
}

void good(long l, int i, double d, char *s, unsigned long ul, long long ll, float f, short sh, char c, size_t z,
          ptrdiff_t pd, intmax_t im, long double ld, void *p, const char *cs, unsigned char uc, enum E e, int *ip,
          unsigned u, char buf[8], signed char sc) {
  printf("%d %i %u %x %o %X %c\n", i, i, u, u, i, i, c);
  printf("%ld %lu %lld %llu %zu %zd %td %jd\n", l, ul, ll, (unsigned long long)ll, z, (long)z, pd, im);
  printf("%Lu %Ld %Lx\n", (unsigned long long)ll, ll, ll); /* glibc: %Lu is %llu (bzip2recover) */
  printf("%hd %hhd %hu %hhu %d %d\n", sh, c, sh, uc, sh, e);
  printf("%f %e %g %a %F %Lf %f\n", d, d, d, d, f, ld, f);
  printf("%s %s %s %p %p %s\n", s, cs, "lit", p, (void *)s, buf);
  printf("%5d %-5s %+.3f %*d %.*s %%\n", i, s, d, i, i, i, s);
  printf("%n", ip);
  printf("no conversions\n");
  printf("%m\n");
  fprintf(stderr, "%s\n", cs);
  sprintf(s, "%d", i);
  snprintf(s, 8, "%lu", ul);
  scanf("%d %ld %lld %f %lf %Lf %s %c %hd %hhd %u", ip, &l, &ll, &f, &d, &ld, s, &c, &sh, &sc, &u);
  scanf("%*d %[a-z] %[^]x] %5s %n", s, buf, s, ip);
  sscanf(s, "%d", ip);
  printf("%s", s); /* a non-literal format with arguments: no warning */
  printf(cs, i);
}

/* the format attribute on the user's own functions */
__attribute__((format(printf, 2, 3))) void log_at(int level, const char *fmt, ...);
void log_plain(const char *fmt, ...) __attribute__((__format__(__printf__, 1, 2)));
__attribute__((format(scanf, 1, 2))) int read_in(const char *fmt, ...);
void not_checked(const char *fmt, ...);
void own(long l, int i, char *s) {
  log_at(1, "%d\n", l); // expected-warning {{format specifies type 'int' but the argument has type 'long'}}
  log_at(1, "%d %d\n", i); // expected-warning {{more '%' conversions than data arguments}}
  log_plain("%s\n", i); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}}
  read_in("%d", &l); // expected-warning {{format specifies type 'int *' but the argument has type 'long *'}}
  log_at(2, "%ld %s\n", l, s);
  not_checked("%d\n", l);
}

// A constant array or pointer initialized with a literal is that literal (expat's
// `fprintf(stderr, ellipis)`): no -Wformat-security, and its conversions are checked, the
// warnings at the argument.
void constant_formats(int x) {
  const char ellipsis[] = "[..]";
  static const char decimal[] = "%d\n"; // expected-note {{format string is defined here}}
  const char *const string = "%s\n"; // expected-note {{format string is defined here}}
  char changeable[] = "x";
  const char *pointer = "y";
  fprintf(stderr, ellipsis);
  printf(decimal, x);
  printf(decimal); // expected-warning {{more '%' conversions than data arguments}}
  printf(decimal, x, x); // expected-warning {{data argument not used by format string}}
  printf(string, x); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}}
  printf(changeable); // expected-warning {{format string is not a string literal (potentially insecure)}} expected-note {{treat the string as an argument to avoid this}}
  printf(pointer); // expected-warning {{format string is not a string literal (potentially insecure)}} expected-note {{treat the string as an argument to avoid this}}
}

// A conditional between formats is each of them (sqlite3's shell: `raw_printf(out, i > 0 ?
// "," : " VALUES(")`), checked arm by arm.
void conditional_formats(int x, const char *s) {
  printf(x ? "," : " VALUES(");
  printf(s ? "%s: " : " ", s); // gnulib's error.c: an arm may leave the arguments unused
  printf(x ? "%d\n" : "%s\n", x); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}}
  printf(x ? "a" : s); // expected-warning {{format string is not a string literal (potentially insecure)}} expected-note {{treat the string as an argument to avoid this}}
}

// format_arg(n) (gettext, as libintl.h declares it): the call's format is argument n's, as in
// clang; gnulib's `error(status, errno, _("..."))` builds with -Werror=format-security.
const char *translate(const char *msgid) __attribute__((format_arg(1)));
const char *unmarked(const char *msgid);
void translated_formats(int x) {
  printf(translate("plain\n"));
  printf(translate("%d\n"), x);
  printf(translate("%s\n"), x); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}}
  printf(unmarked("plain\n")); // expected-warning {{format string is not a string literal (potentially insecure)}} expected-note {{treat the string as an argument to avoid this}}
}
void cast_formats(int x) {
  printf((const char *)("%d\n"), x); // gnulib's gettext without NLS: a cast of the literal
  printf((const char *)"%s\n", x); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}}
}
