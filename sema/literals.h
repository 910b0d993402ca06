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
  bool imaginary;    /* GNU i or j among the suffixes: an imaginary constant */
  bool bad_suffix;
} OfeIntLit;

typedef struct OfeFloatLit {
  long double value;
  char suffix; /* 0 (double), 'f', 'l', 'q' (__float128) or 'h' (f16: _Float16, whose value is
                  float's, as gcc-12 evaluates _Float16 constants in float precision) */
  bool inexact; /* a 'q' literal whose value long double, which holds constants, would round */
  bool imaginary; /* GNU i or j suffix (before or after f/l): an imaginary constant */
  bool bad_suffix;
} OfeFloatLit;

OfeIntLit ofe_parse_int_lit(const char *text, size_t len);
OfeFloatLit ofe_parse_float_lit(const char *text, size_t len);
/* What is wrong in a character constant or string literal (the first problem), as clang-19
 * reports it: `at` is its byte offset in the body, `ucn` the code point of a refused
 * universal character name. */
typedef enum OfeLitProblem {
  OFE_LIT_OK,
  OFE_LIT_BAD_ESCAPE,
  OFE_LIT_HEX_RANGE,
  OFE_LIT_OCTAL_RANGE,
  OFE_LIT_UCN_INCOMPLETE,
  OFE_LIT_UCN_INVALID,
  OFE_LIT_UCN_CONTROL,
  OFE_LIT_UCN_BASIC, /* 'A' as \u0041: only $, @, ` and from U+00A0 on may be named */
  OFE_LIT_CHAR_TOO_LARGE,
  OFE_LIT_ID_NOT_ALLOWED, /* a character C11 Annex D does not allow in an identifier */
  OFE_LIT_ID_NOT_INITIAL, /* ... or not at its start (combining marks) */
} OfeLitProblem;
typedef struct OfeLitError {
  OfeLitProblem problem;
  long at;
  uint32_t ucn;
  /* not an error: the first escape C does not define (`\q`), which stands for the character
   * after the backslash, as in gcc and clang-19 (both warn); -1 when there is none */
  long unknown_escape_at;
  char unknown_escape;
} OfeLitError;

/* Decodes a string literal body between the quotes into units of char_size bytes (1, 2 or 4:
 * UTF-8, UTF-16 or UTF-32 for the characters, universal character names included; an escape
 * written as a number is one unit), appending the terminating NUL. Returns the number of
 * units; *out is arena memory. */
size_t ofe_decode_string(OfeArena *a, const char *body, size_t len, unsigned char_size, char **out,
                         OfeLitError *err);
/* Decodes a character constant body ('...' without quotes) whose type has char_size bytes (1
 * for a plain one); multi-char constants combine as GCC does. */
int64_t ofe_decode_char(const char *body, size_t len, unsigned char_size, OfeLitError *err, int *nchars);
/* An identifier's spelling with its universal character names written in UTF-8, into out
 * (room for len + 1 bytes; NUL-terminated): `caf\U000000e9`, as gcc's cpp writes café, is the
 * identifier café, its symbol too. Returns the length. Characters beyond ASCII, named or in
 * UTF-8, must be C11's (Annex D). */
size_t ofe_identifier_utf8(const char *text, size_t len, char *out, OfeLitError *err);
/* The words of a problem ("hex escape sequence out of range"). */
const char *ofe_lit_problem_text(OfeLitProblem p);

#endif
