/* preprocess: the system C preprocessor, GCC's `cpp`, run as a subprocess with -fopenmp so
 * that macros inside OpenMP directives are expanded. It starts in a third of the time
 * clang-19 -E does (which would cost as much as a whole clang-19 compile of a small file).
 * One difference: GCC 12 does not know some OpenMP 5.1 directives (`begin declare target`,
 * `begin declare variant`, `metadirective`, `tile`, `unroll`, `assume`...) and leaves macros in
 * them unexpanded: such a line of the user's is taken from clang-19's output (OMPFE_CPP=
 * "clang-19 -E" selects clang-19's preprocessor for the whole file). OMPFE_CPP's words are split on
 * spaces. _OPENMP says 202011 (5.1), what ompfe implements, whichever preprocessor runs. */
#include "preprocess/preprocess.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "sema/builtins.h"
#include "sema/sema.h"
#include "support/clock.h"
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

/* What clang-19 predefines for a GPU device compile beside the host's macros, so that code
 * under `#ifdef __NVPTX__` or `__AMDGCN__` in a target region takes the branch clang-19's
 * build takes: nvptx64's __NVPTX__, __PTX__ and __CUDA_ARCH__ (sm_90: 900); amdgcn's
 * __AMDGCN__, __AMDGPU__, __AMD__, the processor's own macros, its family (__GFX9__ for
 * gfx90a, __GFX10__ for gfx1030) and wavefront size and CU mode (64 and 1 before gfx10, 32
 * and 0 from it). */
static void push_gpu_device_macros(OfeArena *a, ArgVec *argv, const OfeOptions *o) {
  const char *triple = o->triple ? o->triple : "", *cpu = o->codegen.target_cpu;
  if (!strncmp(triple, "nvptx", 5)) {
    ofe_vec_push(a, argv, "-D__NVPTX__=1");
    ofe_vec_push(a, argv, "-D__PTX__=1");
    unsigned sm;
    if (cpu && sscanf(cpu, "sm_%u", &sm) == 1) ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__CUDA_ARCH__=%u", sm * 10));
  } else if (!strncmp(triple, "amdgcn", 6)) {
    ofe_vec_push(a, argv, "-D__AMDGCN__=1");
    ofe_vec_push(a, argv, "-D__AMDGPU__=1");
    ofe_vec_push(a, argv, "-D__AMD__=1");
    size_t n = cpu ? strlen(cpu) : 0;
    if (n < 6 || strncmp(cpu, "gfx", 3)) return;
    unsigned family = (unsigned)strtoul(ofe_arena_printf(a, "%.*s", (int)(n - 5), cpu + 3), NULL, 10); /* gfx90a: 9 */
    bool wave64 = family < 10;
    ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__%s__=1", cpu));
    ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__GFX%u__=1", family));
    ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__amdgcn_processor__=\"%s\"", cpu));
    ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__amdgcn_target_id__=\"%s\"", cpu));
    ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__AMDGCN_WAVEFRONT_SIZE=%d", wave64 ? 64 : 32));
    ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__AMDGCN_WAVEFRONT_SIZE__=%d", wave64 ? 64 : 32));
    ofe_vec_push(a, argv, ofe_arena_printf(a, "-D__AMDGCN_CUMODE__=%d", wave64 ? 1 : 0));
  }
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
  /* an ISO -std= makes cpp replace trigraphs and define __STRICT_ANSI__ and its
   * __STDC_VERSION__, so that headers and the program see what gcc's would */
  if (o->std) ofe_vec_push(a, &argv, ofe_arena_printf(a, "-std=%s", o->std));
  if (o->openmp) {
    /* expands macros inside #pragma omp and defines _OPENMP */
    ofe_vec_push(a, &argv, "-fopenmp");
    ofe_vec_push(a, &argv, "-U_OPENMP");
    ofe_vec_push(a, &argv, ofe_arena_printf(a, "-D_OPENMP=%d", o->omp_version >= 52 ? 202111 : o->omp_version >= 51 ? 202011 : o->omp_version >= 50 ? 201811 : 201511));
  } else if (ofe_options_simd_only(o)) {
    ofe_vec_push(a, &argv, "-fopenmp-simd"); /* expands macros in the simd pragmas; no _OPENMP */
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
  if (o->is_device) {
    ofe_vec_push(a, &argv, "-D__OMPFE_DEVICE__=1");
    push_gpu_device_macros(a, &argv, o);
  }
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

/* Where a line of the preprocessor's output comes from, as its line markers say: the file (by
 * offset into the text, which may move), the line, and whether the file is a system header. */
typedef struct Presumed Presumed; /* preprocess.h */

typedef enum { LINE_MARKER, LINE_UNEXPANDED_DIRECTIVE, LINE_OTHER } LineKind;

/* The OpenMP directives GCC 12's preprocessor does not know, so leaves as written, macros and
 * all (checked with `gcc -E -fopenmp`; `end ...` and `section` have nothing to expand). */
static bool gcc_leaves_unexpanded(const char *directive) {
  static const char *const names[] = {"begin", "metadirective", "assume", "assumes", "dispatch", "interop", "tile", "unroll"};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    size_t n = strlen(names[i]);
    if (strncmp(directive, names[i], n) == 0 && (directive[n] == 0 || directive[n] == '(')) return true;
  }
  return false;
}

/* Reads the output line [p, eol) of `text` at `at`: a line marker (`# <line> "<file>" <flags>`,
 * flag 3 a system header) moves `at` to the line after it; any other line advances it by one.
 * A directive GCC 12 left as written is LINE_UNEXPANDED_DIRECTIVE. */
static LineKind read_line(Presumed *at, const char *text, const char *p, const char *eol) {
  const char *q = p;
  while (q < eol && (*q == ' ' || *q == '\t')) q++;
  LineKind kind = LINE_OTHER;
  if (q < eol && *q == '#') {
    q++;
    while (q < eol && (*q == ' ' || *q == '\t')) q++;
    if (q < eol && *q >= '0' && *q <= '9') {
      char *after;
      unsigned long line = strtoul(q, &after, 10);
      const char *open = memchr(after, '"', (size_t)(eol - after));
      const char *close = eol;
      while (close > q && close[-1] != '"') close--;
      if (open && close - 1 > open) {
        at->file = (size_t)(open + 1 - text);
        at->file_len = (size_t)(close - 1 - (open + 1));
      }
      at->system = false;
      for (const char *f = close; f < eol; f++)
        if (*f == '3' && (f + 1 == eol || f[1] == ' ') && f[-1] == ' ') at->system = true;
      at->line = line;
      return LINE_MARKER;
    }
    if ((size_t)(eol - q) > 6 && strncmp(q, "pragma", 6) == 0) {
      char words[2][16] = {{0}};
      char line[64] = {0};
      memcpy(line, q + 6, (size_t)(eol - q - 6) < sizeof line - 1 ? (size_t)(eol - q - 6) : sizeof line - 1);
      int after_words = 0;
      int n = sscanf(line, "%15s %15s %n", words[0], words[1], &after_words);
      /* a directive with nothing after its name (`unroll`) has no macros: no need for clang */
      if (n == 2 && strcmp(words[0], "omp") == 0 && gcc_leaves_unexpanded(words[1]) &&
          (line[after_words] || (size_t)(eol - q - 6) >= sizeof line - 1))
        kind = LINE_UNEXPANDED_DIRECTIVE;
    }
  }
  at->line++;
  return kind;
}

/* Whether the output has such a directive outside system headers (omp.h's `begin declare
 * target` comes from a system directory and has no macros). */
static bool has_user_unexpanded_directive(const char *text, size_t len) {
  Presumed at = {0};
  for (const char *p = text, *end = text + len; p < end;) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) eol = end;
    if (read_line(&at, text, p, eol) == LINE_UNEXPANDED_DIRECTIVE && !at.system) return true;
    p = eol + 1;
  }
  return false;
}

static void cannot_run(OfeCtx *ctx, const char *program, int err) {
  /* the Debian packages of the two default preprocessors (scripts/install-deps.sh) */
  const char *package = strcmp(program, "cpp") == 0 ? "cpp" : strcmp(program, "clang-19") == 0 ? "clang-19" : NULL;
  ofe_error_plain(&ctx->diag, "cannot run the preprocessor '%s': %s (%s%s%sset OMPFE_CPP to another one)", program,
                  strerror(err), package ? "install the Debian package " : "", package ? package : "",
                  package ? ", or " : "");
}

/* clang-19's preprocessor instead of argv[0], the rest of argv kept. Without clang's own
 * identity macros, so that `#ifdef __clang__` keeps the directives GCC's output has where
 * they are (those are the lines taken from this output). */
static const char *const *with_clang(OfeCtx *ctx, const char *const *argv) {
  static const char *const not_clang[] = {"-U__clang__", "-U__clang_major__", "-U__clang_minor__",
                                          "-U__clang_patchlevel__", "-U__clang_version__", "-U__llvm__"};
  OFE_VEC(const char *) again = {0};
  ofe_vec_push(&ctx->arena, &again, "clang-19");
  for (size_t i = 0; i < sizeof not_clang / sizeof *not_clang; i++) ofe_vec_push(&ctx->arena, &again, not_clang[i]);
  for (size_t i = 1; argv[i]; i++) ofe_vec_push(&ctx->arena, &again, argv[i]);
  ofe_vec_push(&ctx->arena, &again, (const char *)NULL);
  return again.items;
}

bool ofe_preprocess(OfeCtx *ctx, char **text, size_t *len) {
  const char *const *argv = ofe_preprocess_argv(ctx);
  OfeSpawn how = {.captured = text, .captured_len = len};
  int err = 0;
  int rc = ofe_spawn(argv, &how, &err);
  const char *cpp = getenv("OMPFE_CPP");
  if (rc == 0 && (ctx->opts->openmp || ofe_options_simd_only(ctx->opts)) && !(cpp && *cpp) && has_user_unexpanded_directive(*text, *len)) {
    /* macros in those directives must expand as everywhere else: clang-19's preprocessor
     * knows them (it costs a little more start-up time, so it is not the default) */
    argv = with_clang(ctx, argv);
    free(*text);
    *text = NULL;
    rc = ofe_spawn(argv, &how, &err);
  }
  if (rc < 0) {
    cannot_run(ctx, argv[0], err);
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

/* ---- the output read while it is written ---------------------------------------------------- */

bool ofe_preprocess_start(OfeCtx *ctx, OfePPStream *s) {
  memset(s, 0, sizeof *s);
  s->ctx = ctx;
  s->fd = -1;
  s->argv = ofe_preprocess_argv(ctx);
  const char *cpp = getenv("OMPFE_CPP");
  s->fix_unexpanded = (ctx->opts->openmp || ofe_options_simd_only(ctx->opts)) && !(cpp && *cpp);
  int err = 0;
  double start = ofe_now_ms();
  s->pid = ofe_spawn_reading(s->argv, &s->fd, &err);
  s->wait_ms = ofe_now_ms() - start;
  if (s->pid < 0) {
    cannot_run(ctx, s->argv[0], err);
    return false;
  }
  return true;
}

/* Reads what the preprocessor has written next (blocking until it writes or ends). */
static void read_some(OfePPStream *s) {
  if (s->cap - s->filled < 65536) {
    size_t grown = s->cap ? s->cap * 2 : 1 << 20;
    char *bigger = realloc(s->text, grown + 1);
    if (!bigger) {
      s->read_error = ENOMEM;
      s->eof = true;
      return;
    }
    s->text = bigger;
    s->cap = grown;
  }
  double start = ofe_now_ms();
  ssize_t got;
  while ((got = read(s->fd, s->text + s->filled, s->cap - s->filled)) < 0 && errno == EINTR) {}
  s->wait_ms += ofe_now_ms() - start;
  if (got < 0) s->read_error = errno;
  if (got <= 0) s->eof = true;
  else s->filled += (size_t)got;
  s->text[s->filled] = 0;
}

/* Moves *p past "/" repeated and "./" components (start: where the path begins). */
static void skip_dot_and_slashes(const char **p, const char *start, const char *end) {
  for (;;) {
    const char *c = *p;
    if (c < end && *c == '/' && c > start && c[-1] == '/') *p = c + 1;
    else if (c + 1 < end && c[0] == '.' && c[1] == '/' && (c == start || c[-1] == '/')) *p = c + 2;
    else return;
  }
}

/* Two spellings of one path, as GCC's and clang's line markers write them ("dir/x.h" and
 * "./dir/x.h", doubled slashes), compared without `.` components and repeated slashes. */
static bool same_path(const char *a, size_t alen, const char *b, size_t blen) {
  const char *as = a, *ae = a + alen, *bs = b, *be = b + blen;
  for (;;) {
    skip_dot_and_slashes(&a, as, ae);
    skip_dot_and_slashes(&b, bs, be);
    if (a == ae || b == be) return a == ae && b == be;
    if (*a++ != *b++) return false;
  }
}

/* The directive line that clang-19's preprocessor makes of the one GCC's left as written at
 * `at`: GCC's output stays the text, this one line of it is clang's. Both outputs have such
 * lines in the same order, so the search goes on from the last one taken (linear in the file;
 * two _Pragma from one macro share a position and are taken in turn). */
static bool clang_directive_line(OfePPStream *s, const Presumed *at, const char **out, size_t *out_len) {
  if (!s->clang_text && !s->clang_failed) {
    const char *const *argv = with_clang(s->ctx, s->argv);
    int err = 0;
    OfeSpawn how = {.captured = &s->clang_text, .captured_len = &s->clang_len};
    int rc = ofe_spawn(argv, &how, &err);
    if (rc < 0) cannot_run(s->ctx, argv[0], err);
    if (rc != 0) {
      free(s->clang_text);
      s->clang_text = NULL;
      s->clang_failed = true;
      if (rc > 0) s->ctx->diag.errors++; /* it printed its own diagnostics */
    }
  }
  if (!s->clang_text) return false;
  const char *ct = s->clang_text;
  for (const char *p = ct + s->clang_next, *end = ct + s->clang_len; p < end;) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) eol = end;
    unsigned long line = s->clang_at.line;
    bool found = read_line(&s->clang_at, ct, p, eol) == LINE_UNEXPANDED_DIRECTIVE && line == at->line &&
                 same_path(ct + s->clang_at.file, s->clang_at.file_len, s->text + at->file, at->file_len);
    s->clang_next = (size_t)(eol - ct) + 1;
    if (found) {
      *out = p;
      *out_len = (size_t)(eol - p);
      return true;
    }
    p = eol + 1;
  }
  return false;
}

/* Checks the lines [from, *to) before they are handed out: a directive of the user's that
 * GCC left as written becomes clang-19's line (GCC is the default for its start-up time, a
 * third of clang-19's; the directives are rare). *to and s->filled move with the lines. */
static bool fix_unexpanded_directives(OfePPStream *s, size_t from, size_t *to) {
  for (size_t p = from; p < *to;) {
    char *eol = memchr(s->text + p, '\n', *to - p);
    size_t end = eol ? (size_t)(eol - s->text) : *to;
    unsigned long line = s->at.line;
    if (read_line(&s->at, s->text, s->text + p, s->text + end) == LINE_UNEXPANDED_DIRECTIVE && !s->at.system) {
      Presumed here = s->at;
      here.line = line;
      const char *with;
      size_t with_len;
      if (!clang_directive_line(s, &here, &with, &with_len)) {
        if (!s->clang_failed)
          ofe_error_plain(&s->ctx->diag,
                          "%.*s:%lu: GCC's preprocessor left the macros of this OpenMP directive unexpanded, "
                          "and clang-19's output has no such directive there to take instead (set OMPFE_CPP=\"clang-19 -E\")",
                          (int)here.file_len, s->text + here.file, line);
        return false;
      }
      size_t old_len = end - p;
      if (with_len > old_len && s->cap - s->filled < with_len - old_len) {
        char *bigger = realloc(s->text, s->cap + with_len + 1);
        if (!bigger) return false;
        s->text = bigger;
        s->cap += with_len;
      }
      memmove(s->text + p + with_len, s->text + end, s->filled - end + 1);
      memcpy(s->text + p, with, with_len);
      s->filled = s->filled + with_len - old_len;
      *to = *to + with_len - old_len;
      end = p + with_len;
    }
    p = end + 1;
  }
  return true;
}

bool ofe_preprocess_more(OfePPStream *s) {
  if (s->failed) return false;
  size_t to;
  for (;;) {
    const char *nl = s->filled > s->len ? memrchr(s->text + s->len, '\n', s->filled - s->len) : NULL;
    if (nl) {
      to = (size_t)(nl + 1 - s->text);
      break;
    }
    if (s->eof) {
      if (s->filled == s->len) return false;
      to = s->filled; /* the last line, without its newline */
      break;
    }
    read_some(s);
  }
  if (s->fix_unexpanded && !fix_unexpanded_directives(s, s->len, &to)) {
    s->failed = true;
    return false;
  }
  s->len = to;
  return true;
}

bool ofe_preprocess_finish(OfePPStream *s) {
  /* the rest, when the parse stopped early (too many errors), read so that the preprocessor
     ends and says how */
  while (!s->eof) {
    s->filled = s->len;
    read_some(s);
  }
  close(s->fd);
  double start = ofe_now_ms();
  int rc = ofe_spawn_wait(s->pid);
  s->wait_ms += ofe_now_ms() - start;
  free(s->clang_text);
  s->clang_text = NULL;
  if (s->read_error) {
    ofe_error_plain(&s->ctx->diag, "cannot read the preprocessor's output: %s", strerror(s->read_error));
    return false;
  }
  if (rc != 0) s->ctx->diag.errors++; /* the preprocessor has printed its own diagnostics */
  return rc == 0 && !s->failed;
}
