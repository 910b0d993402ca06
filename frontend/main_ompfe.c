/* ompfe: the compiler proper (like clang -cc1). One translation unit, one mode (host or
 * device), one output; ompcc runs it once for the host and once per offload target. */
#include <stdio.h>
#include <stdlib.h>

#include "frontend/compile.h"
#include "frontend/options.h"

int main(int argc, char **argv) {
  OfeOptions opts;
  ofe_options_defaults(&opts);
  /* how a test suite turns verification on for every compile a driver makes */
  const char *verify = getenv("OMPFE_VERIFY_EACH");
  if (verify && *verify) opts.verify_each = verify[0] != '0';
#ifndef __SANITIZE_ADDRESS__
  /* the process ends right after the compile: freeing is the kernel's job (not under ASan,
   * whose leak check must see everything released) */
  opts.disable_free = true;
#endif
  OfeCtx ctx;
  ofe_ctx_init(&ctx, &opts, "ompfe");
  bool exit_now = false;
  int status = 1;
  if (!ofe_options_parse(&opts, &ctx.arena, &ctx.diag, argc, argv, &exit_now, &status)) {
    ofe_ctx_free(&ctx);
    return 1;
  }
  if (!exit_now) status = ofe_compile_main(&ctx);
  if (!opts.disable_free) ofe_ctx_free(&ctx);
  return status;
}
