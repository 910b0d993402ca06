/* literals: the spelling rules of C11 6.4.4 and 6.4.5. */
#include "sema/literals.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

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
  if (*end == 'f' || *end == 'F') r.suffix = 'f';
  else if (*end == 'l' || *end == 'L') r.suffix = 'l';
  if (r.suffix) end++;
  if (!r.imaginary && (*end == 'i' || *end == 'I' || *end == 'j' || *end == 'J')) {
    r.imaginary = true;
    end++;
  }
  if (*end) r.bad_suffix = true;
  return r;
}

/* Decodes one (possibly escaped) character at *p; returns its value. */
static uint32_t decode_one(const char **pp, const char *end, long *bad, const char *start) {
  const char *p = *pp;
  uint32_t c = (unsigned char)*p++;
  if (c != '\\' || p >= end) {
    *pp = p;
    return c;
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
  case 'e': c = 27; break;
  case '\\': case '\'': case '"': case '?': break;
  case 'x': {
    uint32_t v = 0;
    int n = 0;
    while (p < end && isxdigit((unsigned char)*p)) {
      v = v * 16 + (uint32_t)(isdigit((unsigned char)*p) ? *p - '0' : tolower((unsigned char)*p) - 'a' + 10);
      p++;
      n++;
    }
    if (!n && *bad < 0) *bad = (long)(p - start);
    c = v;
    break;
  }
  default:
    if (c >= '0' && c <= '7') {
      uint32_t v = c - '0';
      for (int n = 1; n < 3 && p < end && *p >= '0' && *p <= '7'; n++) v = v * 8 + (uint32_t)(*p++ - '0');
      c = v;
    } else if (*bad < 0) {
      *bad = (long)(p - 2 - start);
    }
  }
  *pp = p;
  return c;
}

/* UTF-8 sequences in wide strings become one code point. */
static uint32_t decode_utf8(const char **pp, const char *end) {
  const unsigned char *p = (const unsigned char *)*pp;
  uint32_t c = *p++;
  int extra = c >= 0xf0 ? 3 : c >= 0xe0 ? 2 : c >= 0xc0 ? 1 : 0;
  if (extra) c &= 0x3f >> extra;
  while (extra-- && (const char *)p < end && (*p & 0xc0) == 0x80) c = (c << 6) | (*p++ & 0x3f);
  *pp = (const char *)p;
  return c;
}

size_t ofe_decode_string(OfeArena *a, const char *body, size_t len, unsigned char_size,
                         char **out, long *bad) {
  char *buf = ofe_arena_alloc(a, (len + 1) * char_size);
  size_t n = 0;
  const char *p = body, *end = body + len;
  *bad = -1;
  while (p < end) {
    uint32_t c;
    if (*p == '\\') c = decode_one(&p, end, bad, body);
    else if (char_size > 1 && (unsigned char)*p >= 0x80) c = decode_utf8(&p, end);
    else c = (unsigned char)*p++;
    if (char_size == 1) buf[n] = (char)c;
    else memcpy(buf + n * char_size, &c, char_size);
    n++;
  }
  memset(buf + n * char_size, 0, char_size);
  *out = buf;
  return n + 1;
}

int64_t ofe_decode_char(const char *body, size_t len, bool wide, long *bad, int *nchars) {
  const char *p = body, *end = body + len;
  int64_t v = 0;
  int n = 0;
  *bad = -1;
  while (p < end) {
    uint32_t c = *p == '\\' ? decode_one(&p, end, bad, body)
                 : wide && (unsigned char)*p >= 0x80 ? decode_utf8(&p, end)
                 : (unsigned char)*p++;
    if (wide) v = (int32_t)c;
    else if (n == 0) v = (signed char)c; /* char is signed on x86_64 */
    else v = (int32_t)(((uint32_t)v << 8) | (c & 0xff));
    n++;
  }
  *nchars = n;
  return v;
}
