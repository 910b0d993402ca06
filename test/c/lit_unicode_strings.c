// RUN: %cmp-gcc %s %t
// Characters beyond 16 bits in u"" literals are UTF-16 surrogate pairs (written as \U escapes or
// in UTF-8); U"" and L"" hold code points, u8"" and "" hold UTF-8; \x escapes stay single units.
#include <stdio.h>
#include <uchar.h>
#include <wchar.h>

static void units16(const char *what, const char16_t *s, size_t n) {
  printf("%s:", what);
  for (size_t i = 0; i < n; i++) printf(" %x", s[i]);
  putchar('\n');
}
static void units32(const char *what, const char32_t *s, size_t n) {
  printf("%s:", what);
  for (size_t i = 0; i < n; i++) printf(" %x", s[i]);
  putchar('\n');
}
static void bytes(const char *what, const char *s, size_t n) {
  printf("%s:", what);
  for (size_t i = 0; i < n; i++) printf(" %02x", (unsigned char)s[i]);
  putchar('\n');
}

static const char16_t global16[] = u"g\U0001F600";

int main(void) {
  const char16_t escaped[] = u"\U0001F600";
  const char16_t direct[] = u"😀x";
  const char16_t bmp[] = u"\u00e9\u20ac€é";
  const char16_t joined[] = u"a" "\U0001F600" "b\U00010000\U0010FFFF";
  const char16_t units[] = u"\xd83d\xde00\x41\101";
  printf("sizeof u: %zu %zu %zu %zu\n", sizeof(u"\U0001F600"), sizeof(u"😀"), sizeof(u"\u00e9"), sizeof joined);
  units16("u escaped", escaped, sizeof escaped / sizeof *escaped);
  units16("u direct", direct, sizeof direct / sizeof *direct);
  units16("u bmp", bmp, sizeof bmp / sizeof *bmp);
  units16("u joined", joined, sizeof joined / sizeof *joined);
  units16("u units", units, sizeof units / sizeof *units);
  units16("u global", global16, sizeof global16 / sizeof *global16);

  const char32_t wide32[] = U"\U0001F600😀\u00e9é\x41";
  const wchar_t wide_l[] = L"\U0001F600😀\u00e9\xffffffff";
  printf("sizeof U L: %zu %zu %zu\n", sizeof(U"\U0001F600"), sizeof wide32, sizeof wide_l);
  units32("U", wide32, sizeof wide32 / sizeof *wide32);
  units32("L", (const char32_t *)wide_l, sizeof wide_l / sizeof *wide_l);

  const char utf8[] = u8"\U0001F600\u00e9\u20ac\u0024\u0040\u0060é";
  const char narrow[] = "\U0001F600\u00e9" "\xff\377";
  printf("sizeof u8 narrow: %zu %zu %zu\n", sizeof utf8, sizeof narrow, sizeof("\u00e9"));
  bytes("u8", utf8, sizeof utf8);
  bytes("narrow", narrow, sizeof narrow);

  printf("chars: %x %x %x %x %x %x %x\n", u'\u00e9', u'é', u'\xffff', U'\U0001F600', U'😀', (unsigned)L'\U0001F600',
         '\u0024');
  printf("first unit: %x %x\n", escaped[0], u"\U0001F600"[1]);
  return 0;
}
