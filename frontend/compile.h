/* compile: one compilation from source (or IR) to the requested output, stage by stage:
 * preprocess, parse + sema, emit MLIR, passes, translate, finish, optimize, write. Used by
 * ompfe's main and by the public C API. */
#ifndef OFE_COMPILE_H
#define OFE_COMPILE_H

#include "frontend/context.h"

/* Runs the whole compilation the options describe; returns the process exit status. */
int ofe_compile_main(OfeCtx *ctx);

/* Sets up a context (arena, diagnostics, types, scopes) for options `opts`. */
void ofe_ctx_init(OfeCtx *ctx, OfeOptions *opts, const char *program);
void ofe_ctx_free(OfeCtx *ctx);

#endif
