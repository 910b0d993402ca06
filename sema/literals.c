/* literals: the spelling rules of C11 6.4.4 and 6.4.5. */
#define __STDC_WANT_IEC_60559_TYPES_EXT__ 1 /* glibc's strtof128 */
#include "sema/literals.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#if !__HAVE_FLOAT128
/* glibc declares it only where it believes the compiler has _Float128 (not for clang-19, which
 * builds the fuzz targets); the function is in every x86_64 glibc */
__float128 strtof128(const char *restrict text, char **restrict end);
#endif

OfeIntLit ofe_parse_int_lit(const char *text, size_t len) {
  OfeIntLit r = {0};
  size_t i = 0;
  unsigned base = 10;
  if (len > 1 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    base = 16;
    i = 2;
  } else if (len > 1 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B')) {
    base = 2;
    i = 2;
  } else if (text[0] == '0') {
    base = 8;
  }
  r.is_decimal = base == 10;
  for (; i < len; i++) {
    int c = (unsigned char)text[i], d;
    if (isdigit(c)) d = c - '0';
    else if (base == 16 && isxdigit(c)) d = tolower(c) - 'a' + 10;
    else break;
    if (d >= (int)base) {
      r.bad_suffix = true;
      return r;
    }
    if (r.value > (UINT64_MAX - (uint64_t)d) / base) r.overflow = true;
    r.value = r.value * base + (uint64_t)d;
  }
  for (; i < len; i++) {
    char c = text[i];
    if ((c == 'u' || c == 'U') && !r.u) r.u = true;
    else if ((c == 'i' || c == 'I' || c == 'j' || c == 'J') && !r.imaginary) r.imaginary = true;
    else if ((c == 'l' || c == 'L') && r.longs == 0) {
      if (i + 1 < len && text[i + 1] == c) {
        r.longs = 2;
        i++;
      } else {
        r.longs = 1;
      }
    } else {
      r.bad_suffix = true;
    }
  }
  return r;
}

OfeFloatLit ofe_parse_float_lit(const char *text, size_t len) {
  OfeFloatLit r = {0};
  char buf[256];
  if (len >= sizeof buf) len = sizeof buf - 1;
  memcpy(buf, text, len);
  buf[len] = 0;
  char *end;
  r.value = strtold(buf, &end);
  if (*end == 'i' || *end == 'I' || *end == 'j' || *end == 'J') {
    r.imaginary = true;
    end++;
  }
  if ((*end == 'f' || *end == 'F') && end[1] == '1' && end[2] == '6') {
    r.suffix = 'h'; /* _Float16 */
    end += 2;
  } else if (*end == 'f' || *end == 'F') r.suffix = 'f';
  else if (*end == 'l' || *end == 'L') r.suffix = 'l';
  else if (*end == 'q' || *end == 'Q') r.suffix = 'q'; /* GCC's __float128 suffix */
  if (r.suffix) end++;
  if (!r.imaginary && (*end == 'i' || *end == 'I' || *end == 'j' || *end == 'J')) {
    r.imaginary = true;
    end++;
  }
  if (*end) r.bad_suffix = true;
  /* the value of the literal's own type, rounded once from its digits (C11 6.4.4.2p3) */
  if (r.suffix == 'f') r.value = strtof(buf, NULL);
  else if (!r.suffix) r.value = strtod(buf, NULL);
  else if (r.suffix == 'h') r.value = strtof(buf, NULL); /* held as a float: ofe_sema_float_const */
  else if (r.suffix == 'q') {
    __float128 q = strtof128(buf, NULL);
    r.value = (long double)q;
    r.inexact = (__float128)r.value != q && q == q;
  }
  return r;
}

/* One element of a literal's body: a code unit written as a number (`\x41`, `\101`), which the
 * literal stores as it is, or a character (itself, or a universal character name), which the
 * literal encodes in its units: UTF-8, UTF-16 or UTF-32. */
typedef struct Element {
  uint32_t value;
  bool is_unit;
} Element;

static void problem(OfeLitError *err, OfeLitProblem what, const char *at, const char *start, uint32_t ucn) {
  if (err->problem != OFE_LIT_OK) return; /* the first one is reported */
  err->problem = what;
  err->at = (long)(at - start);
  err->ucn = ucn;
}

static int hex_digit(int c) { return isdigit(c) ? c - '0' : tolower(c) - 'a' + 10; }

/* A universal character name's digits (`\u` 4, `\U` 8) from p: the code point, with the
 * checks of C11 6.4.3 as clang-19 words them. */
static uint32_t universal_character(const char **pp, const char *end, int digits, const char *escape,
                                    const char *start, OfeLitError *err) {
  const char *p = *pp;
  uint32_t c = 0;
  int n = 0;
  for (; n < digits && p < end && isxdigit((unsigned char)*p); n++, p++) c = c * 16 + (uint32_t)hex_digit((unsigned char)*p);
  *pp = p;
  if (n < digits) problem(err, OFE_LIT_UCN_INCOMPLETE, escape, start, 0);
  else if (c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff)) problem(err, OFE_LIT_UCN_INVALID, escape, start, c);
  else if (c < 0xa0 && c != '$' && c != '@' && c != '`')
    problem(err, c < 0x20 || c >= 0x7f ? OFE_LIT_UCN_CONTROL : OFE_LIT_UCN_BASIC, escape, start, c);
  return c;
}

/* The element at *pp: an escape sequence, a character in UTF-8 (in a literal of wider units;
 * a narrow one keeps the bytes as written), or one byte. */
static Element decode_element(const char **pp, const char *end, unsigned char_size, const char *start,
                              OfeLitError *err) {
  const char *p = *pp, *escape = p;
  uint32_t c = (unsigned char)*p++;
  uint64_t unit_max = char_size == 1 ? 0xff : char_size == 2 ? 0xffff : 0xffffffff;
  if (c != '\\' || p >= end) {
    if (char_size > 1 && c >= 0x80) {
      int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
      if (extra) c &= 0x3fu >> extra;
      while (extra-- && p < end && (*p & 0xc0) == 0x80) c = (c << 6) | (*p++ & 0x3f);
      *pp = p;
      return (Element){c, false};
    }
    *pp = p;
    return (Element){c, true};
  }
  c = (unsigned char)*p++;
  switch (c) {
  case 'n': c = '\n'; break;
  case 't': c = '\t'; break;
  case 'r': c = '\r'; break;
  case 'a': c = '\a'; break;
  case 'b': c = '\b'; break;
  case 'f': c = '\f'; break;
  case 'v': c = '\v'; break;
  case 'e': case 'E': c = 27; break; /* GNU: ESC, both spellings */
  case '\\': case '\'': case '"': case '?': break;
  case 'u': case 'U':
    c = universal_character(&p, end, c == 'u' ? 4 : 8, escape, start, err);
    *pp = p;
    return (Element){c, false};
  case 'x': {
    uint64_t v = 0;
    int n = 0;
    for (; p < end && isxdigit((unsigned char)*p); p++, n++) {
      v = v * 16 + (uint64_t)hex_digit((unsigned char)*p);
      if (v > unit_max) v = unit_max + 1; /* keeps growing only as far as out of range */
    }
    if (!n) problem(err, OFE_LIT_BAD_ESCAPE, escape, start, 0);
    else if (v > unit_max) problem(err, OFE_LIT_HEX_RANGE, escape, start, 0);
    c = (uint32_t)v;
    break;
  }
  default:
    if (c >= '0' && c <= '7') {
      uint32_t v = c - '0';
      for (int n = 1; n < 3 && p < end && *p >= '0' && *p <= '7'; n++) v = v * 8 + (uint32_t)(*p++ - '0');
      if (v > unit_max) problem(err, OFE_LIT_OCTAL_RANGE, escape, start, 0);
      c = v;
    } else if (c >= 0x20 && c < 0x7f) { /* printable: '\\q' means 'q' */
      if (err->unknown_escape_at < 0) {
        err->unknown_escape_at = (long)(escape - start);
        err->unknown_escape = (char)c;
      }
    } else {
      problem(err, OFE_LIT_BAD_ESCAPE, escape, start, 0);
    }
  }
  *pp = p;
  return (Element){c, true};
}

/* Appends a character in the units of char_size bytes; returns how many it took. */
static size_t encode(char *to, uint32_t c, unsigned char_size) {
  if (char_size == 4) {
    memcpy(to, &c, 4);
    return 1;
  }
  if (char_size == 2) {
    uint16_t units[2] = {(uint16_t)c, 0};
    size_t n = 1;
    if (c > 0xffff) { /* a surrogate pair */
      units[0] = (uint16_t)(0xd800 + ((c - 0x10000) >> 10));
      units[1] = (uint16_t)(0xdc00 + ((c - 0x10000) & 0x3ff));
      n = 2;
    }
    memcpy(to, units, n * 2);
    return n;
  }
  unsigned char *u = (unsigned char *)to;
  if (c < 0x80) {
    u[0] = (unsigned char)c;
    return 1;
  }
  if (c < 0x800) {
    u[0] = (unsigned char)(0xc0 | c >> 6);
    u[1] = (unsigned char)(0x80 | (c & 0x3f));
    return 2;
  }
  if (c < 0x10000) {
    u[0] = (unsigned char)(0xe0 | c >> 12);
    u[1] = (unsigned char)(0x80 | ((c >> 6) & 0x3f));
    u[2] = (unsigned char)(0x80 | (c & 0x3f));
    return 3;
  }
  u[0] = (unsigned char)(0xf0 | c >> 18);
  u[1] = (unsigned char)(0x80 | ((c >> 12) & 0x3f));
  u[2] = (unsigned char)(0x80 | ((c >> 6) & 0x3f));
  u[3] = (unsigned char)(0x80 | (c & 0x3f));
  return 4;
}

size_t ofe_decode_string(OfeArena *a, const char *body, size_t len, unsigned char_size, char **out,
                         OfeLitError *err) {
  /* no element takes more units than it has bytes in the source (`\U0001F600`: 10 bytes, at
   * most 4 units; a 4-byte UTF-8 character: 2 UTF-16 units) */
  char *buf = ofe_arena_alloc(a, (len + 1) * char_size);
  size_t n = 0;
  const char *p = body, *end = body + len;
  *err = (OfeLitError){OFE_LIT_OK, -1, 0, -1, 0};
  while (p < end) {
    Element e = decode_element(&p, end, char_size, body, err);
    if (!e.is_unit) {
      n += encode(buf + n * char_size, e.value, char_size);
    } else if (char_size == 1) {
      buf[n++] = (char)e.value;
    } else {
      memcpy(buf + n * char_size, &e.value, char_size); /* little-endian: the low bytes */
      n++;
    }
  }
  memset(buf + n * char_size, 0, char_size);
  *out = buf;
  return n + 1;
}

int64_t ofe_decode_char(const char *body, size_t len, unsigned char_size, OfeLitError *err, int *nchars) {
  const char *p = body, *end = body + len;
  int64_t v = 0;
  int n = 0;
  *err = (OfeLitError){OFE_LIT_OK, -1, 0, -1, 0};
  while (p < end) {
    const char *at = p;
    Element e = decode_element(&p, end, char_size, body, err);
    /* a character that needs more than one unit (u'\U0001F600'; '\u00e9', two UTF-8 bytes)
     * is refused, as clang-19 does; gcc makes a multi-character constant of the units */
    if (!e.is_unit && e.value > (char_size == 1 ? 0x7fu : char_size == 2 ? 0xffffu : 0xffffffffu))
      problem(err, OFE_LIT_CHAR_TOO_LARGE, at, body, 0);
    uint32_t c = e.value;
    if (char_size > 1) v = (int32_t)c;
    else if (n == 0) v = (signed char)c; /* char is signed on x86_64 */
    else v = (int32_t)(((uint32_t)v << 8) | (c & 0xff));
    n++;
  }
  *nchars = n;
  return v;
}

/* C11 Annex D.1: the characters beyond ASCII an identifier may hold (sorted ranges); D.2: those
 * it may not start with. clang-19 checks C11 identifiers against the same tables. */
static const uint32_t id_allowed[][2] = {
    {0xa8, 0xa8}, {0xaa, 0xaa}, {0xad, 0xad}, {0xaf, 0xaf}, {0xb2, 0xb5}, {0xb7, 0xba}, {0xbc, 0xbe},
    {0xc0, 0xd6}, {0xd8, 0xf6}, {0xf8, 0xff}, {0x100, 0x167f}, {0x1681, 0x180d}, {0x180f, 0x1fff},
    {0x200b, 0x200d}, {0x202a, 0x202e}, {0x203f, 0x2040}, {0x2054, 0x2054}, {0x2060, 0x206f},
    {0x2070, 0x218f}, {0x2460, 0x24ff}, {0x2776, 0x2793}, {0x2c00, 0x2dff}, {0x2e80, 0x2fff},
    {0x3004, 0x3007}, {0x3021, 0x302f}, {0x3031, 0x303f}, {0x3040, 0xd7ff}, {0xf900, 0xfd3d},
    {0xfd40, 0xfdcf}, {0xfdf0, 0xfe44}, {0xfe47, 0xfffd}};
static const uint32_t id_not_initial[][2] = {{0x300, 0x36f}, {0x1dc0, 0x1dff}, {0x20d0, 0x20ff}, {0xfe20, 0xfe2f}};

static bool in_ranges(uint32_t c, const uint32_t (*r)[2], size_t n) {
  for (size_t i = 0; i < n; i++)
    if (c >= r[i][0] && c <= r[i][1]) return true;
  return false;
}

static bool id_char_allowed(uint32_t c) {
  if (c >= 0x10000) return c <= 0xefffd && (c & 0xffff) <= 0xfffd; /* each plane but its last two */
  return in_ranges(c, id_allowed, sizeof id_allowed / sizeof *id_allowed);
}

size_t ofe_identifier_utf8(const char *text, size_t len, char *out, OfeLitError *err) {
  const char *p = text, *end = text + len;
  size_t n = 0;
  *err = (OfeLitError){OFE_LIT_OK, -1, 0, -1, 0};
  while (p < end) {
    const char *at = p;
    if ((unsigned char)*p < 0x80 && *p != '\\') {
      out[n++] = *p++;
      continue;
    }
    uint32_t c;
    if (*p == '\\') {
      p++;
      int digits = *p++ == 'u' ? 4 : 8; /* the scanner matched `\u` and 4 digits or `\U` and 8 */
      c = universal_character(&p, end, digits, at, text, err);
      if (c < 0xa0) problem(err, OFE_LIT_UCN_BASIC, at, text, c); /* $ @ `, which a literal may name */
    } else {
      c = decode_element(&p, end, 4, text, err).value; /* one character in UTF-8 */
    }
    if (err->problem == OFE_LIT_OK && !id_char_allowed(c)) problem(err, OFE_LIT_ID_NOT_ALLOWED, at, text, c);
    else if (err->problem == OFE_LIT_OK && at == text && in_ranges(c, id_not_initial, sizeof id_not_initial / sizeof *id_not_initial))
      problem(err, OFE_LIT_ID_NOT_INITIAL, at, text, c);
    if (*at != '\\') { /* UTF-8 as written (a malformed byte stays one byte) */
      memcpy(out + n, at, (size_t)(p - at));
      n += (size_t)(p - at);
    } else {
      n += encode(out + n, c <= 0x10ffff ? c : 0xfffd, 1); /* at most 4 bytes for the name's 6 or 10 */
    }
  }
  out[n] = 0;
  return n;
}

const char *ofe_lit_problem_text(OfeLitProblem p) {
  switch (p) {
  case OFE_LIT_OK: return "";
  case OFE_LIT_BAD_ESCAPE: return "invalid escape sequence";
  case OFE_LIT_HEX_RANGE: return "hex escape sequence out of range";
  case OFE_LIT_OCTAL_RANGE: return "octal escape sequence out of range";
  case OFE_LIT_UCN_INCOMPLETE: return "incomplete universal character name";
  case OFE_LIT_UCN_INVALID: return "invalid universal character";
  case OFE_LIT_UCN_CONTROL: return "universal character name refers to a control character";
  case OFE_LIT_UCN_BASIC: return "character cannot be specified by a universal character name";
  case OFE_LIT_CHAR_TOO_LARGE: return "character too large for enclosing character literal type";
  case OFE_LIT_ID_NOT_ALLOWED: return "character not allowed in an identifier";
  case OFE_LIT_ID_NOT_INITIAL: return "character not allowed at the start of an identifier";
  }
  return "";
}
