/* preprocess: the system C preprocessor, GCC's `cpp`, run as a subprocess with -fopenmp so
 * that macros inside OpenMP directives are expanded. It starts in a third of the time
 * clang-19 -E does (which would cost as much as a whole clang-19 compile of a small file).
 * One difference: GCC 12 does not know the OpenMP 5.1 directives `begin declare target` and
 * `begin declare variant` and leaves macros in them unexpanded; OMPFE_CPP="clang-19 -E"
 * selects clang-19's preprocessor, which expands them. OMPFE_CPP's words are split on
 * spaces. _OPENMP says 202011 (5.1), what ompfe implements, whichever preprocessor runs. */
#include "frontend/preprocess.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "frontend/subprocess.h"

const char *const *ofe_preprocess_argv(OfeCtx *ctx) {
  OfeArena *a = &ctx->arena;
  const OfeOptions *o = ctx->opts;
  OFE_VEC(const char *) argv = {0};
  const char *cpp = getenv("OMPFE_CPP");
  if (cpp && *cpp) {
    char *words = ofe_arena_strdup(a, cpp);
    for (char *w = strtok(words, " "); w; w = strtok(NULL, " ")) ofe_vec_push(a, &argv, w);
  } else {
    ofe_vec_push(a, &argv, "cpp");
  }
  ofe_vec_push(a, &argv, "-E");
  ofe_vec_push(a, &argv, "-x");
  ofe_vec_push(a, &argv, "c");
  if (o->openmp) {
    /* expands macros inside #pragma omp and defines _OPENMP */
    ofe_vec_push(a, &argv, "-fopenmp");
    ofe_vec_push(a, &argv, "-U_OPENMP");
    ofe_vec_push(a, &argv, ofe_arena_printf(a, "-D_OPENMP=%d", o->omp_version >= 52 ? 202111 : o->omp_version >= 51 ? 202011 : o->omp_version >= 50 ? 201811 : 201511));
  }
  ofe_vec_push(a, &argv, "-D__OMPFE__=1");
  if (o->is_device) ofe_vec_push(a, &argv, "-D__OMPFE_DEVICE__=1");
  for (size_t i = 0; i < o->cpp_args.len; i++) ofe_vec_push(a, &argv, o->cpp_args.items[i]);
  if (o->resource_dir) {
    /* after the user's -I and -isystem, before the system and clang's own headers */
    ofe_vec_push(a, &argv, "-isystem");
    ofe_vec_push(a, &argv, o->resource_dir);
  }
  ofe_vec_push(a, &argv, o->input);
  ofe_vec_push(a, &argv, (const char *)NULL);
  return argv.items;
}

bool ofe_preprocess(OfeCtx *ctx, char **text, size_t *len) {
  const char *const *argv = ofe_preprocess_argv(ctx);
  OfeSpawn how = {.captured = text, .captured_len = len};
  int err = 0;
  int rc = ofe_spawn(argv, &how, &err);
  if (rc < 0) {
    ofe_error_plain(&ctx->diag, "cannot run the preprocessor '%s': %s (set OMPFE_CPP to another one)", argv[0], strerror(err));
    return false;
  }
  if (rc != 0) {
    free(*text);
    *text = NULL;
    /* the preprocessor has printed its own diagnostics */
    ctx->diag.errors++;
    return false;
  }
  return true;
}
