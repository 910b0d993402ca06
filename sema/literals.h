/* literals: decoding of C integer, floating, character and string literal spellings. Pure
 * functions over the token text; sema assigns the C types. */
#ifndef OFE_LITERALS_H
#define OFE_LITERALS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"

typedef struct OfeIntLit {
  uint64_t value;
  bool overflow;     /* does not fit in 64 bits */
  bool is_decimal;   /* decimal literals never become unsigned without a u suffix */
  bool u;            /* u/U suffix */
  int longs;         /* 0, 1 (l) or 2 (ll) */
  bool bad_suffix;
} OfeIntLit;

typedef struct OfeFloatLit {
  long double value;
  char suffix; /* 0 (double), 'f' or 'l' */
  bool imaginary; /* GNU i or j suffix (before or after f/l): an imaginary constant */
  bool bad_suffix;
} OfeFloatLit;

OfeIntLit ofe_parse_int_lit(const char *text, size_t len);
OfeFloatLit ofe_parse_float_lit(const char *text, size_t len);
/* Decodes a string literal body between the quotes into chars of char_size bytes (1 or 4),
 * appending the terminating NUL. Returns the number of chars; *out is arena memory. Escape
 * errors are reported through *bad (the offset of the bad escape, or -1). */
size_t ofe_decode_string(OfeArena *a, const char *body, size_t len, unsigned char_size,
                         char **out, long *bad);
/* Decodes a character constant body ('...' without quotes); multi-char constants combine as
 * GCC does. */
int64_t ofe_decode_char(const char *body, size_t len, bool wide, long *bad, int *nchars);

#endif
