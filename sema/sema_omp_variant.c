/* sema_omp_variant: OpenMP context selectors (OpenMP 5.2 §7.1) and the directives that
 * depend on them: `begin declare variant` blocks, and `declare variant` in its function form,
 * where a call of the base function calls the variant wherever the selector holds.
 *
 * The context is static, so a selector is decided here: the compilation (host or device,
 * the device's triple), the implementation (vendor llvm: ompfe compiles to LLVM's runtime,
 * as clang-19 does), and the constructs lexically around a call, with `target` first in
 * device code. Among variants that match, the one with the highest score is called, scored
 * by OpenMP 5.2 §7.2's weights as clang-19 scores them. isa(...) is decided on x86_64 from the
 * target's features and on nvptx64 from its processor, as clang-19 decides it. Selectors ompfe
 * cannot decide statically (extension, a user condition that is not an integer, an isa it
 * cannot tell) are errors at the directive.
 *
 * The target_device set (OpenMP 5.1) describes the device that device_num(n), else the default
 * device, names. clang-19 does not know it (it drops the set with a warning in declare variant
 * and refuses it in a metadirective); it is decided as LLVM's OMPContext decides it since:
 * without device_num, the device being compiled; with a constant device_num, the offload
 * device when there is one. Its traits weigh only their score(n): LLVM's scoring leaves them
 * out of the device weights. */
#include <stdlib.h>
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "sema/x86_isa.h"

/* ---- the selector text: set={trait(props),...},... --------------------------------------- */

/* The device a device or target_device set describes. */
typedef struct Device {
  bool nohost;
  const char *triple;
} Device;

typedef struct Cursor {
  const char *p;
  unsigned constructs; /* construct traits in the selector (device traits weigh after them) */
  Device target;       /* the device of the target_device set being read */
} Cursor;

static void skip_space(Cursor *c) {
  while (*c->p == ' ' || *c->p == '\t') c->p++;
}

static bool accept(Cursor *c, char ch) {
  skip_space(c);
  if (*c->p != ch) return false;
  c->p++;
  return true;
}

/* A word (identifier, number or quoted string), or NULL. */
static const char *word(OfeCtx *ctx, Cursor *c) {
  skip_space(c);
  const char *start = c->p;
  if (*c->p == '"') {
    for (c->p++; *c->p && *c->p != '"'; c->p++) {}
    if (*c->p) c->p++;
  } else {
    while (*c->p && (*c->p == '_' || *c->p == '-' || *c->p == '.' || (*c->p >= '0' && *c->p <= '9') ||
                     (*c->p >= 'a' && *c->p <= 'z') || (*c->p >= 'A' && *c->p <= 'Z')))
      c->p++;
  }
  if (c->p == start) return NULL;
  return ofe_arena_printf(&ctx->arena, "%.*s", (int)(c->p - start), start);
}

/* What the context offers: the construct leaves around the point, outermost first. */
typedef struct TraitKeys {
  OFE_VEC(const char *) keys; /* "set.trait.property" of each property of a selector */
} TraitKeys;

typedef struct Context {
  const OfeOmpDirKind *constructs;
  size_t nconstructs;
  /* a metadirective: a condition that is not a constant is a dynamic selection, and scores
   * are clang-19's (below); the selector's properties are collected in *traits */
  bool metadirective;
  TraitKeys *traits;
  /* a metadirective that may select dynamically: a user condition that is not a constant
   * holds here, and *dynamic says the selector needs it at run time */
  bool *dynamic;
  /* declare variant: an isa name the target does not know is warned about at each call that
   * selects (`call`; none at the directive), where clang-19 warns; elsewhere at the directive */
  bool isa_warning_at_call;
  const OfeLoc *call;
} Context;

static Device compiled_device(const OfeCtx *ctx) {
  return (Device){ctx->opts->is_device, ctx->opts->triple ? ctx->opts->triple : "x86_64"};
}

static bool is_gpu(const char *triple) { return strstr(triple, "nvptx") || strstr(triple, "amdgcn"); }

static bool device_kind_holds(Device dev, const char *k, bool *known) {
  bool gpu = is_gpu(dev.triple);
  *known = true;
  if (!strcmp(k, "host")) return !dev.nohost;
  if (!strcmp(k, "nohost")) return dev.nohost;
  if (!strcmp(k, "any")) return true;
  if (!strcmp(k, "cpu")) return !gpu;
  if (!strcmp(k, "gpu")) return gpu;
  if (!strcmp(k, "fpga")) return false;
  *known = false;
  return false;
}

/* The last "+name" or "-name" in an LLVM feature list: 1, 0, or -1 where it is not listed. */
static int feature_listed(const char *features, const char *name) {
  int state = -1;
  size_t n = strlen(name);
  for (const char *p = features; p && *p;) {
    const char *end = strchr(p, ',');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    if (len == n + 1 && (*p == '+' || *p == '-') && !strncmp(p + 1, name, n)) state = *p == '+';
    p = end ? end + 1 : p + len;
  }
  return state;
}

/* An isa name the target does not know: it never holds, with clang-19's warning. */
static bool unknown_isa(OfeCtx *ctx, const char *name, const OfeLoc *loc) {
  if (loc)
    ofe_warn(&ctx->diag, OFE_W_SOURCE_USES_OPENMP, *loc,
             "isa trait '%s' is not known to the current target; verify the spelling or consider restricting "
             "the context selector with the 'arch' selector further", name);
  return false;
}

/* x86-64's baseline features that no -m flag names (the x86_isa sets hold the others). */
static bool x86_baseline(const char *name) { return !strcmp(name, "x87") || !strcmp(name, "cmov") || !strcmp(name, "cx8"); }

/* isa(name) on the x86_64 host or offload device (compiled with the same flags), as clang-19
 * decides it: whether the features of the target
 * (x86-64's baseline, the -m<isa> flags, -march=native's, the calling function's target
 * attribute) include the LLVM feature `name`. A name clang-19 does not know (core-avx512)
 * never holds (it warns); *known is false where ompfe cannot tell (another -march= processor, an
 * LLVM feature its isa sets do not hold), an error at the directive. */
static bool isa_holds(OfeCtx *ctx, const char *name, bool *known, const OfeLoc *loc, const OfeLoc *warn) {
  const OfeCodegenFlags *f = &ctx->opts->codegen;
  if (!strcmp(name, "3dnow") || !strcmp(name, "3dnowa") || !strcmp(name, "64bit")) return unknown_isa(ctx, name, warn);
  if (!strcmp(name, "sse4")) return false; /* a name clang-19 takes that no flag enables */
  if (f->target_cpu && !f->target_cpu_native && strcmp(f->target_cpu, "x86-64")) {
    if (loc)
      ofe_error(&ctx->diag, *loc, "context selector 'device={isa(%s)}' with -march=%s is not supported by ompfe "
                "(it does not know that processor's instruction sets)", name, f->target_cpu);
    *known = false;
    return false;
  }
  if (x86_baseline(name)) return true;
  if (f->target_cpu_native) {
    int listed = feature_listed(f->target_features, name);
    if (listed >= 0) return listed;
  }
  OfeIsaSet need = ofe_isa_of(name);
  if (ofe_isa_empty(need) && !ofe_isa_llvm_only(name)) return unknown_isa(ctx, name, warn); /* core-avx512 */
  if (ofe_isa_empty(need)) {
    if (loc)
      ofe_error(&ctx->diag, *loc, "context selector 'device={isa(%s)}' is not supported by ompfe (an instruction set it does not know)",
                name);
    *known = false;
    return false;
  }
  OfeIsaSet have = ofe_isa_command_line(f->target_features);
  if (ctx->func) have = ofe_isa_union(have, ctx->func->decl->target_isa);
  const char *missing;
  return ofe_isa_covers(have, need, &missing);
}

/* isa(name) compiled for a GPU, as clang-19 decides it there: an x86 feature (LLVM's: those
 * of the host, which clang-19 also asks) never holds, silently; on nvptx64 the device's own
 * processor (`sm_90` for -march=sm_90) holds and any other name does not, with clang-19's
 * warning. AMDGPU's feature names (wavefrontsize64,
 * gfx9-insts, ...) ompfe has no table of: *known is false, an error at the directive. */
static bool gpu_isa_holds(OfeCtx *ctx, const char *triple, const char *name, bool *known, const OfeLoc *loc,
                          const OfeLoc *warn) {
  if (x86_baseline(name) || !ofe_isa_empty(ofe_isa_of(name)) || ofe_isa_llvm_only(name)) return false;
  if (strstr(triple, "nvptx")) {
    const char *arch = ctx->opts->codegen.target_cpu;
    if (arch && !strcmp(name, arch)) return true;
    return unknown_isa(ctx, name, warn);
  }
  if (loc)
    ofe_error(&ctx->diag, *loc, "context selector 'device={isa(%s)}' for %s is not supported by ompfe (it does not know that GPU's features)",
              name, triple);
  *known = false;
  return false;
}

/* The device a target_device set starting at p describes: with device_num(n) in it, device n,
 * the offload device in a host compile that has one (LLVM's OMPContext takes the first offload
 * target; several are refused at device_num); else the device being compiled. */
static Device target_device_of(const OfeCtx *ctx, const char *p) {
  const char *end = strchr(p, '}');
  const char *dn = strstr(p, "device_num");
  Device dev = compiled_device(ctx);
  if (!dn || (end && dn > end) || ctx->opts->is_device || !ctx->opts->offload_targets.len) return dev;
  return (Device){true, ctx->opts->offload_targets.items[0]};
}

/* device_num(prop): a non-negative integer constant, with at most one device it could name
 * statically; reported at *loc otherwise. */
static bool device_num_valid(OfeCtx *ctx, const char *prop, Cursor *c, const OfeLoc *loc) {
  char *end;
  long n = strtol(prop, &end, 0);
  skip_space(c);
  if (*end || *c->p != ')') {
    if (loc)
      ofe_error(&ctx->diag, *loc,
                "'device_num' in the 'target_device' context selector other than an integer literal is not supported "
                "by ompfe (one not constant would choose the device at run time)");
    return false;
  }
  if (n < 0) {
    if (loc) ofe_error(&ctx->diag, *loc, "argument to 'device_num' must be a non-negative integer value");
    return false;
  }
  if (!ctx->opts->is_device && ctx->opts->offload_targets.len > 1) {
    if (loc)
      ofe_error(&ctx->diag, *loc,
                "'device_num' in the 'target_device' context selector with several offload targets is not supported "
                "by ompfe (which of them is device %ld is decided at run time)", n);
    return false;
  }
  return true;
}

static bool construct_named(const char *name, OfeOmpDirKind *k) {
  static const struct { const char *name; OfeOmpDirKind kind; } names[] = {
      {"target", OMPD_TARGET}, {"teams", OMPD_TEAMS}, {"parallel", OMPD_PARALLEL}, {"for", OMPD_FOR}, {"simd", OMPD_SIMD},
      {"dispatch", OMPD_DISPATCH},
  };
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (!strcmp(names[i].name, name)) {
      *k = names[i].kind;
      return true;
    }
  return false;
}

/* One trait of a set: whether it holds (and adds to *score); false also after a warning. */
static bool trait_holds(OfeCtx *ctx, const char *set, Cursor *c, const Context *cx, size_t *construct_at, long *score,
                        const OfeLoc *loc) {
  const char *name = word(ctx, c);
  if (!name) return false;
  bool holds = true;
  if (!strcmp(set, "construct")) {
    /* the constructs must appear around the point in this order */
    OfeOmpDirKind k;
    if (!construct_named(name, &k)) {
      if (loc) ofe_error(&ctx->diag, *loc, "construct '%s' in a context selector is not supported by ompfe", name);
      holds = false;
    } else {
      while (*construct_at < cx->nconstructs && cx->constructs[*construct_at] != k) ++*construct_at;
      holds = *construct_at < cx->nconstructs;
      /* a construct at (0-based) position i of the context weighs 2^i, OpenMP 5.2's 2^(p-1) for
       * position p, as clang-19 weighs it: `parallel` around a call ties with a device kind */
      if (holds) *score += 1L << (*construct_at < 62 ? *construct_at : 62);
      if (holds) ++*construct_at;
      /* a construct is one of the selector's traits in clang-19's strict-subset tie-break */
      if (cx->traits) ofe_vec_push(&ctx->arena, &cx->traits->keys, ofe_arena_printf(&ctx->arena, "construct.%s", name));
      if (holds && cx->metadirective) {
        /* clang-19 matches a metadirective's construct selectors against no construct at all
         * (a TODO in its parser), OpenMP 5.2 against those around it: where they disagree,
         * neither choice would be the program's meaning everywhere */
        if (loc)
          ofe_error(&ctx->diag, *loc,
                    "construct selector '%s' that holds here in a metadirective is not supported by ompfe "
                    "(clang-19 does not match construct selectors in a metadirective)", name);
        holds = false;
      }
    }
    if (accept(c, '(')) { /* construct traits take no properties ompfe uses */
      for (int depth = 1; *c->p && depth; c->p++) depth += *c->p == '(' ? 1 : *c->p == ')' ? -1 : 0;
    }
    return holds;
  }
  if (!accept(c, '(')) {
    if (loc) ofe_error(&ctx->diag, *loc, "expected properties after '%s' in the context selector", name);
    return false;
  }
  /* score(n): */
  const char *save = c->p;
  const char *first = word(ctx, c);
  if (first && !strcmp(first, "score") && accept(c, '(')) {
    const char *n = word(ctx, c);
    /* a device trait's weight is fixed (clang-19 ignores a score there) */
    if (strcmp(set, "device")) *score += n ? strtol(n, NULL, 0) : 0;
    accept(c, ')');
    accept(c, ':');
  } else {
    c->p = save;
  }
  do {
    const char *prop = word(ctx, c);
    if (!prop) {
      holds = false;
      break;
    }
    bool known = true, h = false;
    bool target = !strcmp(set, "target_device");
    Device dev = target ? c->target : compiled_device(ctx);
    if ((target || !strcmp(set, "device")) && !strcmp(name, "kind")) {
      h = device_kind_holds(dev, prop, &known);
    } else if ((target || !strcmp(set, "device")) && !strcmp(name, "arch")) {
      h = !strncmp(dev.triple, prop, strlen(prop)) || (!strcmp(prop, "x86-64") && !strncmp(dev.triple, "x86_64", 6));
    } else if (!strcmp(set, "device") && !strcmp(name, "isa") && (!strncmp(dev.triple, "x86_64", 6) || is_gpu(dev.triple))) {
      const char *isa = prop[0] == '"' ? ofe_arena_printf(&ctx->arena, "%.*s", (int)strlen(prop) - 2, prop + 1) : prop;
      const OfeLoc *warn = cx->isa_warning_at_call ? cx->call : loc;
      h = is_gpu(dev.triple) ? gpu_isa_holds(ctx, dev.triple, isa, &known, loc, warn) : isa_holds(ctx, isa, &known, loc, warn);
      if (!known) { /* reported: the rest of the trait, so that the selector around it still reads */
        for (int depth = 1; *c->p && depth; c->p++) depth += *c->p == '(' ? 1 : *c->p == ')' ? -1 : 0;
        return false;
      }
    } else if (target && !strcmp(name, "device_num")) {
      /* read before the set's other traits (target_device_of); here it only has to be valid */
      known = h = device_num_valid(ctx, prop, c, loc);
      if (!h) { /* reported: the rest of the trait, so that the selector around it still reads */
        for (int depth = 1; *c->p && depth; c->p++) depth += *c->p == '(' ? 1 : *c->p == ')' ? -1 : 0;
        return false;
      }
    } else if (!strcmp(set, "implementation") && !strcmp(name, "vendor")) {
      h = !strcmp(prop, "llvm");
    } else if (!strcmp(set, "user") && !strcmp(name, "condition")) {
      char *end;
      long v = strtol(prop, &end, 0);
      known = *end == 0;
      h = known && v != 0;
      skip_space(c);
      if (cx->dynamic && (!known || (*c->p != ',' && *c->p != ')'))) {
        /* decided at run time (OpenMP 5.2 §7.4.1): the expression is the rest of the trait */
        for (int depth = 1; *c->p && depth; c->p++) depth += *c->p == '(' ? 1 : *c->p == ')' ? -1 : 0;
        c->p--;
        *cx->dynamic = true;
        known = h = true;
      }
    } else {
      known = false;
    }
    /* a property is one word: condition(3 > 1) is an expression, not the property 3 */
    skip_space(c);
    if (*c->p != ',' && *c->p != ')') known = false;
    if (!known) {
      if (loc && cx->metadirective && !strcmp(set, "user") && !strcmp(name, "condition"))
        ofe_error(&ctx->diag, *loc, "dynamic selection in metadirective is not supported by ompfe");
      else if (loc)
        ofe_error(&ctx->diag, *loc, "context selector '%s={%s(%s)}' is not supported by ompfe", set, name, prop);
      /* the rest of the trait, so that the selector around it still reads */
      for (int depth = 1; *c->p && depth; c->p++) depth += *c->p == '(' ? 1 : *c->p == ')' ? -1 : 0;
      return false;
    }
    holds &= h;
    /* OpenMP 5.2 §7.2 as clang-19 reads it: with l construct traits in the selector, a device
     * kind other than any weighs 2^l, an arch 2^(l+1), an isa 2^(l+2); user and implementation traits only
     * their score(n) */
    unsigned l = c->constructs < 60 ? c->constructs : 60;
    if (h && !strcmp(set, "device") && !strcmp(name, "kind") && strcmp(prop, "any")) *score += 1L << l;
    if (h && !strcmp(set, "device") && !strcmp(name, "arch")) *score += 1L << (l + 1);
    if (h && !strcmp(set, "device") && !strcmp(name, "isa")) *score += 1L << (l + 2);
    if (cx->traits) {
      const char *p = !strcmp(name, "condition") ? (h ? "true" : "false") : prop;
      ofe_vec_push(&ctx->arena, &cx->traits->keys, ofe_arena_printf(&ctx->arena, "%s.%s.%s", set, name, p));
    }
  } while (accept(c, ','));
  if (!accept(c, ')')) holds = false;
  return holds;
}

/* The selector's score where it holds in context cx, or -1; what it cannot decide is reported
 * at *loc (NULL: quietly, as at calls, once the directive was checked). */
static long selector_score(OfeCtx *ctx, const char *sel, const Context *cx, const OfeLoc *loc) {
  Cursor c = {.p = sel};
  const char *cs = strstr(sel, "construct={");
  for (const char *q = cs ? cs + 11 : NULL; q && *q && *q != '}'; q++) c.constructs += q == cs + 11 || *q == ',';
  long score = 0;
  bool holds = true;
  do {
    const char *set = word(ctx, &c);
    if (!set || !accept(&c, '=') || !accept(&c, '{')) {
      if (loc) ofe_error(&ctx->diag, *loc, "expected a context selector such as 'device={kind(nohost)}' in the 'match' clause");
      return -1;
    }
    bool known_set = !strcmp(set, "device") || !strcmp(set, "target_device") || !strcmp(set, "implementation") ||
                     !strcmp(set, "user") || !strcmp(set, "construct");
    if (!strcmp(set, "target_device")) c.target = target_device_of(ctx, c.p);
    if (!known_set) {
      if (loc) ofe_error(&ctx->diag, *loc, "unknown context selector set '%s'", set);
      holds = false;
    }
    size_t construct_at = 0;
    do {
      if (*c.p == '}') break;
      holds &= trait_holds(ctx, set, &c, cx, &construct_at, &score, loc);
    } while (accept(&c, ','));
    if (!accept(&c, '}')) {
      if (loc) ofe_error(&ctx->diag, *loc, "expected '}' in the context selector");
      return -1;
    }
  } while (accept(&c, ','));
  return holds ? score : -1;
}

/* The constructs around the point of parsing: those open in the function, with `target`
 * first in a device compile (device code runs inside a target region) when device_target. */
static Context constructs_here(OfeCtx *ctx, bool device_target) {
  bool first_target = device_target && ctx->opts->is_device;
  size_t n = first_target ? 1 : 0;
  for (size_t i = 0; ctx->func && i < ctx->func->constructs.len; i++)
    for (const OfeOmpDirective *d = ctx->func->constructs.items[i]; d; d = d->inner) n++;
  OfeOmpDirKind *ks = ofe_arena_alloc(&ctx->arena, (n ? n : 1) * sizeof *ks);
  size_t k = 0;
  if (first_target) ks[k++] = OMPD_TARGET;
  for (size_t i = 0; ctx->func && i < ctx->func->constructs.len; i++)
    for (const OfeOmpDirective *d = ctx->func->constructs.items[i]; d; d = d->inner)
      if (!(k > 0 && d->kind == OMPD_TARGET && ks[0] == OMPD_TARGET && first_target)) ks[k++] = d->kind;
  return (Context){ks, k, false, NULL, NULL, false, NULL};
}

static Context context_here(OfeCtx *ctx) { return constructs_here(ctx, true); }

/* Whether selector a's properties are a strict subset of b's (clang-19 prefers b on a tie). */
static bool strict_subset(const TraitKeys *a, const TraitKeys *b) {
  if (a->keys.len >= b->keys.len) return false;
  for (size_t i = 0; i < a->keys.len; i++) {
    bool found = false;
    for (size_t j = 0; j < b->keys.len && !found; j++) found = !strcmp(a->keys.items[i], b->keys.items[j]);
    if (!found) return false;
  }
  return true;
}

/* The index of the selector chosen in context cx, -1 for none; what a selector cannot decide
 * is reported at locs[i] (locs NULL: quietly). */
static int choose(OfeCtx *ctx, Context cx, const char *const *selectors, const OfeLoc *locs, size_t n) {
  int best = -1;
  long best_score = -1;
  TraitKeys *best_keys = NULL;
  for (size_t i = 0; i < n; i++) {
    TraitKeys *keys = ofe_arena_alloc(&ctx->arena, sizeof *keys);
    *keys = (TraitKeys){{0}};
    cx.traits = keys;
    long score = selector_score(ctx, selectors[i], &cx, locs ? &locs[i] : NULL);
    if (score < 0) continue;
    /* clang-19 (getBestVariantMatchForContext): the highest score; on a tie the earlier one,
     * unless its properties are a strict subset of the later one's */
    if (score > best_score || (score == best_score && strict_subset(best_keys, keys))) {
      best = (int)i;
      best_score = score;
      best_keys = keys;
    }
  }
  return best;
}

size_t ofe_omp_metadirective_rank(OfeCtx *ctx, const char *const *selectors, const OfeLoc *locs, size_t n, int *order,
                                  bool *dynamic) {
  Context cx = constructs_here(ctx, false);
  cx.metadirective = true;
  size_t errors = ctx->diag.errors;
  bool *dyn = ofe_arena_alloc(&ctx->arena, (n + 1) * sizeof *dyn);
  const char **left = ofe_arena_alloc(&ctx->arena, (n + 1) * sizeof *left);
  for (size_t i = 0; i < n; i++) {
    Context one = cx;
    one.dynamic = &dyn[i];
    selector_score(ctx, selectors[i], &one, locs ? &locs[i] : NULL); /* reports what it cannot decide, once */
    left[i] = selectors[i];
  }
  if (ctx->diag.errors != errors) return (size_t)-1;
  /* the best of those left, then the next best while the chosen one is decided at run time */
  size_t k = 0;
  for (;;) {
    Context all = cx;
    bool ignored = false;
    all.dynamic = &ignored; /* a run-time condition holds while ranking */
    int best = choose(ctx, all, left, NULL, n);
    if (best < 0) break;
    order[k] = best;
    dynamic[k] = dyn[best];
    k++;
    if (!dyn[best]) break;
    left[best] = "user={condition(0)}"; /* out of the running */
  }
  return k;
}


/* ---- begin declare variant ---------------------------------------------------------------- */

void ofe_omp_begin_declare_variant(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc) {
  const char *sel = NULL;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    if (cl->items.items[i]->name == OMPC_MATCH) sel = cl->items.items[i]->selector;
    else ofe_error(&ctx->diag, cl->items.items[i]->loc, "unexpected OpenMP clause '%s' in directive '#pragma omp begin declare variant'",
                   cl->items.items[i]->spelling);
  }
  if (!sel) ofe_error(&ctx->diag, loc, "expected 'match' clause on 'omp begin declare variant' directive");
  Context cx = context_here(ctx);
  if (ctx->skipped_variant_depth || !sel || selector_score(ctx, sel, &cx, &loc) < 0) ctx->skipped_variant_depth++;
  else ctx->declare_variant_depth++;
}

void ofe_omp_end_declare_variant(OfeCtx *ctx, OfeLoc loc) {
  if (ctx->skipped_variant_depth) ctx->skipped_variant_depth--;
  else if (ctx->declare_variant_depth) ctx->declare_variant_depth--;
  else ofe_error(&ctx->diag, loc, "unexpected '#pragma omp end declare variant' without a matching 'begin declare variant'");
}

bool ofe_omp_skipping(const OfeCtx *ctx) { return ctx->skipped_variant_depth > 0; }

/* ---- declare variant(f) match(...) before a function declaration -------------------------- */

/* Whether the selector has `dispatch` among its construct traits. */
static bool selects_dispatch(const char *sel) {
  const char *cs = strstr(sel, "construct={");
  if (!cs) return false;
  const char *end = strchr(cs, '}');
  for (const char *q = strstr(cs, "dispatch"); q && (!end || q < end); q = strstr(q + 1, "dispatch")) {
    char before = q[-1], after = q[8];
    if ((before == '{' || before == ',' || before == ' ') && (after == '}' || after == ',' || after == ' ' || after == '('))
      return true;
  }
  return false;
}

/* adjust_args(need_device_ptr: p, ...) or adjust_args(nothing: p, ...) (OpenMP 5.1): the names
 * are the base function's parameters, looked up when it is declared. */
static bool adjust_args(OfeCtx *ctx, OfeOmpVariant *v, const OfeOmpClauseSyntax *s) {
  const char *kind = s->mods.len == 1 ? s->mods.items[0].text : NULL;
  bool device_ptr = kind && !strcmp(kind, "need_device_ptr");
  if (!kind || !s->mods2.len || (!device_ptr && strcmp(kind, "nothing"))) {
    ofe_error(&ctx->diag, s->mods.len ? s->mods.items[0].loc : s->loc, "incorrect adjust_args type, expected 'need_device_ptr' or 'nothing'");
    return false;
  }
  bool ok = true;
  for (size_t i = 0; i < s->mods2.len; i++) {
    const OfeOmpWord *t = &s->mods2.items[i];
    bool again = false;
    for (size_t j = 0; j < v->adjusted.len && !again; j++) again = !strcmp(v->adjusted.items[j].name, t->text);
    if (again) ofe_error(&ctx->diag, t->loc, "'adjust_arg' argument '%s' used in multiple clauses", t->text);
    else ofe_vec_push(&ctx->arena, &v->adjusted, ((OfeOmpAdjustedParam){t->text, t->loc, device_ptr}));
    ok &= !again;
  }
  return ok;
}

/* append_args(interop(target, targetsync), ...): each interop(...) is one more parameter of
 * the variant, an omp_interop_t. */
static bool append_args(OfeCtx *ctx, OfeOmpVariant *v, const OfeOmpClauseSyntax *s) {
  for (size_t i = 0; i < s->mods.len; i++) {
    const char *m = s->mods.items[i].text;
    bool ok = !strncmp(m, "interop(", 8) && m[strlen(m) - 1] == ')' && strlen(m) > 9;
    for (const char *w = m + 8; ok && *w && *w != ')';) {
      size_t n = strcspn(w, ",)");
      ok = (n == 6 && !strncmp(w, "target", 6)) || (n == 10 && !strncmp(w, "targetsync", 10));
      w += n + (w[n] == ',');
    }
    if (!ok) {
      ofe_error(&ctx->diag, s->mods.items[i].loc, "expected interop type: 'target' and/or 'targetsync'");
      return false;
    }
    v->appended_interops++;
  }
  return true;
}

/* The variant's type against the base's, each appended interop one more `omp_interop_t`
 * (a pointer, as libomp's omp.h declares it). */
static bool variant_type_fits(OfeCtx *ctx, const OfeOmpVariant *v, const OfeType *base) {
  if (!v->appended_interops) return ofe_type_compatible(v->fn->type, base);
  const OfeType *vt = v->fn->type;
  if (vt->kind != TY_FUNC || base->kind != TY_FUNC || !vt->has_proto || !base->has_proto || vt->variadic != base->variadic ||
      vt->params.len != base->params.len + v->appended_interops || !ofe_type_compatible(vt->base, base->base))
    return false;
  for (size_t i = 0; i < vt->params.len; i++) {
    const OfeType *pt = vt->params.items[i].type;
    if (i < base->params.len ? !ofe_type_compatible(pt, base->params.items[i].type) : pt->kind != TY_PTR) return false;
  }
  (void)ctx;
  return true;
}

/* The positions of the need_device_ptr parameters, once the base function is declared. */
static bool adjusted_params(OfeCtx *ctx, OfeOmpVariant *v, const OfeType *base) {
  bool ok = true;
  for (size_t i = 0; i < v->adjusted.len; i++) {
    const OfeOmpAdjustedParam *a = &v->adjusted.items[i];
    size_t k = 0;
    while (k < base->params.len && !(base->params.items[k].name && !strcmp(base->params.items[k].name, a->name))) k++;
    if (k == base->params.len) {
      ofe_error(&ctx->diag, a->loc, "use of undeclared identifier '%s'", a->name);
      ok = false;
    } else if (a->need_device_ptr && base->params.items[k].type->kind != TY_PTR) {
      ofe_error(&ctx->diag, a->loc, "'need_device_ptr' argument '%s' is not a pointer (it has type '%s')", a->name,
                ofe_type_str(&ctx->types, base->params.items[k].type));
      ok = false;
    } else if (a->need_device_ptr) {
      ofe_vec_push(&ctx->arena, &v->device_ptr_params, (unsigned)k);
    }
  }
  return ok;
}

void ofe_omp_declare_variant(OfeCtx *ctx, OfeExprList *names, OfeOmpClauseList *cl, OfeLoc loc) {
  if (ofe_omp_skipping(ctx)) return; /* inside a begin declare variant that does not apply */
  OfeOmpVariant v = {.loc = loc};
  const OfeExpr *e = names && names->len == 1 ? names->items[0] : NULL;
  if (e && e->type->kind == TY_ERROR) return; /* reported */
  if (!e || e->kind != E_VAR || !e->var.decl || e->var.decl->kind != D_FUNC) {
    ofe_error(&ctx->diag, e ? e->loc : loc, "expected the name of a declared function as the variant in '#pragma omp declare variant'");
    return;
  }
  v.fn = e->var.decl->canonical;
  const OfeOmpClauseSyntax *needs_dispatch = NULL;
  bool ok = true;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    const OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name == OMPC_MATCH) v.selector = s->selector;
    else if (s->name == OMPC_ADJUST_ARGS) ok &= adjust_args(ctx, &v, s), needs_dispatch = s;
    else if (s->name == OMPC_APPEND_ARGS) ok &= append_args(ctx, &v, s), needs_dispatch = s;
    else ofe_error(&ctx->diag, s->loc, "unexpected OpenMP clause '%s' in directive '#pragma omp declare variant'", s->spelling);
  }
  if (!ok) return;
  if (!v.selector) {
    ofe_error(&ctx->diag, loc, "expected 'match' clause on 'omp declare variant' directive");
    return;
  }
  if (needs_dispatch && !selects_dispatch(v.selector)) {
    ofe_error(&ctx->diag, needs_dispatch->loc, "'%s' clause requires 'dispatch' context selector", needs_dispatch->spelling);
    return;
  }
  Context none = {NULL, 0, false, NULL, NULL, true, NULL};
  selector_score(ctx, v.selector, &none, &loc); /* what it cannot decide is said here, once */
  ofe_vec_push(&ctx->arena, &ctx->pending_variants, v);
}

void ofe_omp_variants_on_declare(OfeCtx *ctx, OfeDecl *d) {
  if (!ctx->pending_variants.len) return;
  /* the directives before one declaration are taken last first, those of an earlier declaration
   * before them: clang-19's order, in which a tie in score goes to the first (choose) */
  for (size_t i = ctx->pending_variants.len; i-- > 0;) {
    OfeOmpVariant v = ctx->pending_variants.items[i];
    if (d->kind != D_FUNC) {
      ofe_error(&ctx->diag, v.loc, "function declaration is expected after 'declare variant' directive");
      continue;
    }
    if (!variant_type_fits(ctx, &v, d->type)) {
      ofe_error(&ctx->diag, v.loc, "variant in '#pragma omp declare variant' with type '%s' is incompatible with type '%s'%s",
                ofe_type_str(&ctx->types, v.fn->type), ofe_type_str(&ctx->types, d->type),
                v.appended_interops ? " with appended arguments" : "");
      continue;
    }
    if (!adjusted_params(ctx, &v, d->type)) continue;
    ofe_vec_push(&ctx->arena, &d->canonical->omp_variants, v);
  }
  ctx->pending_variants.len = 0;
}

void ofe_omp_variants_finish(OfeCtx *ctx) {
  for (size_t i = 0; i < ctx->pending_variants.len; i++)
    ofe_error(&ctx->diag, ctx->pending_variants.items[i].loc, "function declaration is expected after 'declare variant' directive");
  ctx->pending_variants.len = 0;
}

OfeDecl *ofe_omp_variant_to_call(OfeCtx *ctx, OfeDecl *fn, OfeLoc at) {
  const OfeDecl *base = fn->canonical;
  size_t n = base->omp_variants.len;
  if (!n) return fn;
  const char **selectors = ofe_arena_alloc(&ctx->arena, n * sizeof *selectors);
  for (size_t i = 0; i < n; i++) selectors[i] = base->omp_variants.items[i].selector;
  Context cx = context_here(ctx);
  cx.isa_warning_at_call = true;
  cx.call = &at;
  int best = choose(ctx, cx, selectors, NULL, n);
  return best < 0 ? fn : base->omp_variants.items[best].fn;
}

const OfeOmpVariant *ofe_omp_dispatch_variant(OfeCtx *ctx, const OfeDecl *fn, OfeLoc at) {
  const OfeDecl *base = fn->canonical;
  size_t n = base->omp_variants.len;
  if (!n) return NULL;
  /* the dispatch construct is the innermost of the call's context (OpenMP 5.2 §7.6) */
  Context cx = context_here(ctx);
  OfeOmpDirKind *ks = ofe_arena_alloc(&ctx->arena, (cx.nconstructs + 1) * sizeof *ks);
  for (size_t i = 0; i < cx.nconstructs; i++) ks[i] = cx.constructs[i];
  ks[cx.nconstructs] = OMPD_DISPATCH;
  cx.constructs = ks;
  cx.nconstructs++;
  cx.isa_warning_at_call = true;
  cx.call = &at;
  const char **selectors = ofe_arena_alloc(&ctx->arena, n * sizeof *selectors);
  for (size_t i = 0; i < n; i++) selectors[i] = base->omp_variants.items[i].selector;
  int best = choose(ctx, cx, selectors, NULL, n);
  return best < 0 ? NULL : &base->omp_variants.items[best];
}
