/* ompfe: the compiler proper (like clang -cc1). One translation unit, one mode (host or
 * device), one output; ompcc runs it once for the host and once per offload target. */
#include <stdio.h>

#include "frontend/compile.h"
#include "frontend/options.h"

int main(int argc, char **argv) {
  OfeOptions opts;
  ofe_options_defaults(&opts);
  OfeCtx ctx;
  ofe_ctx_init(&ctx, &opts, "ompfe");
  bool exit_now = false;
  int status = 1;
  if (!ofe_options_parse(&opts, &ctx.arena, &ctx.diag, argc, argv, &exit_now, &status)) {
    ofe_ctx_free(&ctx);
    return 1;
  }
  if (!exit_now) status = ofe_compile_main(&ctx);
  ofe_ctx_free(&ctx);
  return status;
}
