/* preprocess: runs the system C preprocessor (clang-19 -E, or $OMPFE_CPP) over the input and
 * returns its output, line markers included, with ompfe's resource headers (omp.h) ahead of
 * the system's. */
#ifndef OFE_PREPROCESS_H
#define OFE_PREPROCESS_H

#include <stddef.h>

#include "sema/context.h"

/* Preprocesses ctx->opts->input. On success *text is a malloc'd buffer (caller frees). */
bool ofe_preprocess(OfeCtx *ctx, char **text, size_t *len);
/* The preprocessor command line, for -v style reporting and tests. */
const char *const *ofe_preprocess_argv(OfeCtx *ctx);

/* The preprocessor's output read while it is written, so that the parse runs beside it (on
 * another core: SQLite's cpp alone takes ~290 ms). The text grows in `text` (it moves as it
 * grows) and is handed out in whole lines: the lexer maps a token's column through its line. */
typedef struct OfePPStream {
  OfeCtx *ctx;
  const char *const *argv;
  int fd, pid;
  char *text;      /* malloc'd, NUL-terminated; the caller frees it */
  size_t len;      /* handed out */
  size_t filled;   /* read */
  size_t cap;
  bool eof, failed;
  int read_error;
  double wait_ms;  /* spent waiting for the preprocessor (-ftime-report) */
  /* the directives GCC's cpp leaves unexpanded (preprocess.c) */
  bool fix_unexpanded;
  struct Presumed { size_t file, file_len; unsigned long line; bool system; } at;
  char *clang_text;
  size_t clang_len, clang_next;       /* clang-19's output, where its search goes on */
  struct Presumed clang_at;
  bool clang_failed;
} OfePPStream;

/* Starts the preprocessor on ctx->opts->input; false after an error. */
bool ofe_preprocess_start(OfeCtx *ctx, OfePPStream *s);
/* Hands out more whole lines (s->len grows); false at the end of the output or after an error. */
bool ofe_preprocess_more(OfePPStream *s);
/* Reads what is left, waits for the preprocessor; false if it failed (it printed why) or the
 * output could not be read. */
bool ofe_preprocess_finish(OfePPStream *s);

#endif
