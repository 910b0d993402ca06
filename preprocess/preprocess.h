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

#endif
