/* preprocess: the system C preprocessor, GCC's `cpp`, run as a subprocess with -fopenmp so
 * that macros inside OpenMP directives are expanded. It starts in a third of the time
 * clang-19 -E does (which would cost as much as a whole clang-19 compile of a small file).
 * One difference: GCC 12 does not know the OpenMP 5.1 directives `begin declare target` and
 * `begin declare variant` and leaves macros in them unexpanded; OMPFE_CPP="clang-19 -E"
 * selects clang-19's preprocessor, which expands them. OMPFE_CPP's words are split on
 * spaces. _OPENMP says 202011 (5.1), what ompfe implements, whichever preprocessor runs. */
#include "preprocess/preprocess.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sema/builtins.h"
#include "sema/sema.h"
#include "support/subprocess.h"

/* in the resource directory (runtime-abi/include) */
#define HAS_BUILTIN_HEADER "__ompfe_has_builtin.h"

typedef OFE_VEC(const char *) ArgVec;

typedef struct { OfeArena *arena; ArgVec *argv; } DefineBuiltin;

static void define_builtin(void *data, const char *name) {
  DefineBuiltin *d = data;
  ofe_vec_push(d->arena, d->argv, ofe_arena_printf(d->arena, "-D__ompfe_has_builtin_%s=~,1", name));
}

/* both spellings, name and __name__ */
static void define_attribute(void *data, const char *name, long value) {
  DefineBuiltin *d = data;
  ofe_vec_push(d->arena, d->argv, ofe_arena_printf(d->arena, "-D__ompfe_has_attribute_%s=~,%ld", name, value));
  ofe_vec_push(d->arena, d->argv, ofe_arena_printf(d->arena, "-D__ompfe_has_attribute___%s__=~,%ld", name, value));
}

const char *const *ofe_preprocess_argv(OfeCtx *ctx) {
  OfeArena *a = &ctx->arena;
  const OfeOptions *o = ctx->opts;
  ArgVec argv = {0};
  const char *cpp = getenv("OMPFE_CPP");
  if (cpp && *cpp) {
    char *words = ofe_arena_strdup(a, cpp);
    for (char *save = NULL, *w = strtok_r(words, " ", &save); w; w = strtok_r(NULL, " ", &save)) ofe_vec_push(a, &argv, w);
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
  /* the compiler's identity: gcc's macros stay (build systems take ompcc for GCC 12, whose
     flags it accepts), __VERSION__ names ompfe as clang-19's names clang, and the version
     is in macros of its own */
  unsigned major = 0, minor = 0, patch = 0;
  sscanf(OMPFE_VERSION, "%u.%u.%u", &major, &minor, &patch);
  ofe_vec_push(a, &argv, "-D__OMPFE__=1");
  ofe_vec_push(a, &argv, ofe_arena_printf(a, "-D__OMPFE_MAJOR__=%u", major));
  ofe_vec_push(a, &argv, ofe_arena_printf(a, "-D__OMPFE_MINOR__=%u", minor));
  ofe_vec_push(a, &argv, ofe_arena_printf(a, "-D__OMPFE_PATCHLEVEL__=%u", patch));
  ofe_vec_push(a, &argv, "-U__VERSION__");
  ofe_vec_push(a, &argv, "-D__VERSION__=\"ompfe " OMPFE_VERSION "\"");
  if (o->is_device) ofe_vec_push(a, &argv, "-D__OMPFE_DEVICE__=1");
  if (o->resource_dir && access(ofe_arena_printf(a, "%s/" HAS_BUILTIN_HEADER, o->resource_dir), R_OK) == 0) {
    /* __has_builtin answers for ompfe, not for GCC 12 (the resource header redefines it), ahead
       of the user's -include files. Found through -isystem, not by its path, it is a system
       header, which -MM leaves out. */
    ofe_builtin_each_name(define_builtin, &(DefineBuiltin){a, &argv});
    ofe_attribute_each_name(define_attribute, &(DefineBuiltin){a, &argv});
    ofe_vec_push(a, &argv, "-include");
    ofe_vec_push(a, &argv, HAS_BUILTIN_HEADER);
  }
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

/* Whether the output has a `#pragma omp begin ...` line outside system headers: GCC 12 leaves
 * those directives (begin declare target, begin declare variant) as written, macros and all.
 * omp.h's one comes from a system directory (line marker flag 3) and has no macros. */
static bool has_user_begin_directive(const char *text, size_t len) {
  bool system = false;
  for (const char *p = text, *end = text + len; p < end;) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) eol = end;
    const char *q = p;
    while (q < eol && (*q == ' ' || *q == '\t')) q++;
    if (q < eol && *q == '#') {
      q++;
      while (q < eol && (*q == ' ' || *q == '\t')) q++;
      if (q < eol && *q >= '0' && *q <= '9') {
        /* # <line> "<file>" <flags>: flag 3 marks a system header */
        const char *close = eol;
        while (close > q && close[-1] != '"') close--;
        system = false;
        for (const char *f = close; f + 1 <= eol; f++)
          if (*f == '3' && (f + 1 == eol || f[1] == ' ') && f[-1] == ' ') system = true;
      } else if (!system && (size_t)(eol - q) > 6 && strncmp(q, "pragma", 6) == 0) {
        char words[3][16] = {{0}};
        int n = sscanf(q + 6, "%15s %15s", words[0], words[1]);
        if (n == 2 && strcmp(words[0], "omp") == 0 && strncmp(words[1], "begin", 5) == 0 &&
            (words[1][5] == 0 || words[1][5] == '('))
          return true;
      }
    }
    p = eol + 1;
  }
  return false;
}

bool ofe_preprocess(OfeCtx *ctx, char **text, size_t *len) {
  const char *const *argv = ofe_preprocess_argv(ctx);
  OfeSpawn how = {.captured = text, .captured_len = len};
  int err = 0;
  int rc = ofe_spawn(argv, &how, &err);
  const char *cpp = getenv("OMPFE_CPP");
  if (rc == 0 && ctx->opts->openmp && !(cpp && *cpp) && has_user_begin_directive(*text, *len)) {
    /* macros in those directives must expand as everywhere else: clang-19's preprocessor
     * knows them (it costs a little more start-up time, so it is not the default) */
    OFE_VEC(const char *) again = {0};
    ofe_vec_push(&ctx->arena, &again, "clang-19");
    for (size_t i = 1; argv[i]; i++) ofe_vec_push(&ctx->arena, &again, argv[i]);
    ofe_vec_push(&ctx->arena, &again, (const char *)NULL);
    argv = again.items;
    free(*text);
    *text = NULL;
    rc = ofe_spawn(argv, &how, &err);
  }
  if (rc < 0) {
    /* the Debian packages of the two default preprocessors (scripts/install-deps.sh) */
    const char *package = strcmp(argv[0], "cpp") == 0 ? "cpp" : strcmp(argv[0], "clang-19") == 0 ? "clang-19" : NULL;
    ofe_error_plain(&ctx->diag, "cannot run the preprocessor '%s': %s (%s%s%sset OMPFE_CPP to another one)", argv[0],
                    strerror(err), package ? "install the Debian package " : "", package ? package : "",
                    package ? ", or " : "");
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
