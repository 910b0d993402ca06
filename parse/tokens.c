/* tokens: the token stream the grammar reads. It sits between the flex scanner and bison:
 *  - an identifier whose innermost declaration is a typedef becomes TYPEDEF_NAME;
 *  - a `#pragma omp` line is read whole and its words classified, since OpenMP keywords are
 *    context sensitive (`to` is a clause name, a map type, or a variable): the leading words
 *    name the directive (one token per directive kind), words at the clause level are clause
 *    names, and words before a ':' inside a clause's parentheses are modifiers;
 *  - directives that ompfe runs sequentially (parallel, for, simd, ...) are dropped with a
 *    warning, and clauses of the parts of a combined construct that are dropped likewise;
 *  - under -fopenmp-simd alone, simd_only() keeps the simd directives and the simd part of a
 *    combined construct (simd_only.c decides) and drops the rest. */
#include <stdlib.h>
#include <string.h>

#include "parse/parse.h"
#include "parse/simd_only.h"
#include "sema/sema_omp.h"
#include "support/spelling.h"
#include "parser.h"

typedef struct PragmaTok {
  OfeToken t;
  int depth; /* parenthesis depth, for classification */
} PragmaTok;

static const char *keyword_word(int kind) {
  switch (kind) {
  case FOR: return "for";
  case IF: return "if";
  case DEFAULT: return "default";
  case STATIC: return "static";
  case AUTO: return "auto";
  case CONST: return "const";
  case INLINE: return "inline";
  default: return NULL;
  }
}

/* The spelling of a word-like token in a pragma, or NULL. */
static const char *word(const OfeToken *t) {
  if (t->kind == IDENTIFIER || t->kind == TYPEDEF_NAME) return t->text;
  return keyword_word(t->kind);
}

/* The interned identifier a spelling names: its universal character names and UTF-8 are one
 * spelling (UTF-8) once checked; gcc's cpp writes café as caf\U000000e9. */
static const char *identifier_name(OfeParser *p, const char *text, size_t len, OfeLoc loc) {
  bool ascii = true;
  for (size_t i = 0; i < len && ascii; i++) ascii = text[i] != '\\' && (unsigned char)text[i] < 0x80;
  if (ascii) return ofe_intern(p->ctx, text, len);
  char *name = ofe_arena_alloc(&p->ctx->decl_scratch, len + 1);
  OfeLitError err;
  size_t n = ofe_identifier_utf8(text, len, name, &err);
  ofe_sema_literal_problem(p->ctx, loc, &err, "identifier");
  return ofe_intern(p->ctx, name, n);
}

static OfeToken raw_token(OfeParser *p) {
  OfeToken t = {0};
  if (p->replay.len) {
    t = p->replay.items[--p->replay.len];
    /* typedef names as the scope is now: the tokens were read ahead of their declarations */
    if (t.kind == IDENTIFIER || t.kind == TYPEDEF_NAME) t.kind = ofe_scope_is_typedef(p->ctx, t.text) ? TYPEDEF_NAME : IDENTIFIER;
    return t;
  }
  t.kind = ofe_lexer_next(p->scanner);
  t.loc = p->lex.loc;
  if (t.kind == PRAGMA_OMP) t.loc = p->lex.pragma_loc;
  /* the scanner stands just past the token, on the token's line (the map is that line's) */
  t.end = t.loc;
  if (p->lex.offset > t.loc.offset && t.kind != PRAGMA_END && t.kind != 0) {
    t.end.offset = (uint32_t)p->lex.offset;
    if (!ofe_line_map_token_end(&p->lex.map, p->lex.buf + t.loc.offset, p->lex.offset - t.loc.offset, t.loc.line,
                                t.loc.col, &t.end.line, &t.end.col)) /* where what follows it is */
      ofe_line_map_position(&p->lex.map, p->lex.offset - p->lex.line_start, &t.end.line, &t.end.col);
  }
  if (t.kind == IDENTIFIER) {
    t.text = identifier_name(p, p->lex.text, p->lex.textlen, t.loc);
    t.len = strlen(t.text);
    if (ofe_scope_is_typedef(p->ctx, t.text)) t.kind = TYPEDEF_NAME;
  } else if (t.kind == INT_CONST || t.kind == FLOAT_CONST || t.kind == CHAR_CONST ||
             t.kind == STRING_LITERAL) {
    t.text = ofe_arena_strndup(&p->ctx->arena, p->lex.text, p->lex.textlen);
    t.len = p->lex.textlen;
  }
  return t;
}

/* ---- directives ------------------------------------------------------------------------ */

typedef enum { DC_GRAMMAR, DC_SEQUENTIAL, DC_ASSUMPTION, DC_METADIRECTIVE, DC_UNSUPPORTED } DirClass;

typedef struct DirEntry {
  const char *words; /* space separated */
  int token;         /* grammar token for DC_GRAMMAR */
  DirClass cls;
  int kind;          /* TOK_CONSTRUCT, TOK_STANDALONE: the OfeOmpDirKind; -1 for a leaf word */
} DirEntry;

/* Longest match wins; a leaf word (target, teams, distribute, parallel, for, simd) starts a
 * construct that may combine the leaf words after it (leaf_word()). */
static const DirEntry directives[] = {
  {"target enter data", TOK_TARGET_ENTER_DATA, DC_GRAMMAR, 0},
  {"target exit data", TOK_TARGET_EXIT_DATA, DC_GRAMMAR, 0},
  {"target data", TOK_TARGET_DATA, DC_GRAMMAR, 0},
  {"target update", TOK_TARGET_UPDATE, DC_GRAMMAR, 0},
  {"target", TOK_TARGET, DC_GRAMMAR, -1},
  {"teams", TOK_CONSTRUCT, DC_GRAMMAR, -1}, {"distribute", TOK_CONSTRUCT, DC_GRAMMAR, -1},
  {"parallel", TOK_CONSTRUCT, DC_GRAMMAR, -1}, {"for", TOK_CONSTRUCT, DC_GRAMMAR, -1},
  {"simd", TOK_CONSTRUCT, DC_GRAMMAR, -1},
  {"single", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_SINGLE}, {"master", TOK_CONSTRUCT, DC_GRAMMAR, -1},
  {"masked", TOK_CONSTRUCT, DC_GRAMMAR, -1}, {"critical", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_CRITICAL},
  {"atomic", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_ATOMIC}, {"sections", TOK_CONSTRUCT, DC_GRAMMAR, -1},
  {"section", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_SECTION}, {"task", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_TASK},
  {"taskgroup", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_TASKGROUP}, {"taskloop", TOK_CONSTRUCT, DC_GRAMMAR, -1},
  {"scope", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_SCOPE}, {"ordered", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_ORDERED}, {"taskyield", TOK_STANDALONE, DC_GRAMMAR, OMPD_TASKYIELD},
  {"barrier", TOK_STANDALONE, DC_GRAMMAR, OMPD_BARRIER}, {"flush", TOK_STANDALONE, DC_GRAMMAR, OMPD_FLUSH},
  {"begin declare target", TOK_BEGIN_DECLARE_TARGET, DC_GRAMMAR, 0},
  {"end declare target", TOK_END_DECLARE_TARGET, DC_GRAMMAR, 0},
  {"declare target", TOK_DECLARE_TARGET, DC_GRAMMAR, 0}, {"threadprivate", TOK_THREADPRIVATE, DC_GRAMMAR, 0},
  {"begin declare variant", TOK_BEGIN_DECLARE_VARIANT, DC_GRAMMAR, 0},
  {"end declare variant", TOK_END_DECLARE_VARIANT, DC_GRAMMAR, 0},
  {"requires", TOK_REQUIRES, DC_GRAMMAR, 0},
  {"taskwait", TOK_TASKWAIT, DC_GRAMMAR, 0},
  /* loop transformations: sema builds the loops they generate (omp_loop_transform.c) */
  {"tile", TOK_LOOP_TRANSFORM, DC_GRAMMAR, 0}, {"unroll", TOK_LOOP_TRANSFORM, DC_GRAMMAR, 0},
  /* Directives whose omission changes nothing a conforming program can observe: hints. */
  {"declare simd", 0, DC_SEQUENTIAL, 0},
  /* Assumptions (OpenMP 5.1 §8.3) promise what the program does; keeping no promise is a valid
   * implementation, so they are checked and dropped without a warning (check_assumption), as
   * is nothing, which does nothing. */
  {"nothing", 0, DC_ASSUMPTION, 0}, {"assume", 0, DC_ASSUMPTION, 0}, {"assumes", 0, DC_ASSUMPTION, 0},
  {"begin assumes", 0, DC_ASSUMPTION, 0}, {"end assumes", 0, DC_ASSUMPTION, 0},
  /* Constructs ompfe cannot honour by ignoring them: now that parallel regions really run in
   * parallel, a worksharing, synchronization or tasking construct left out would let every
   * thread run its code, or race. */
  
  {"declare reduction", TOK_DECLARE_REDUCTION, DC_GRAMMAR, 0}, {"loop", TOK_CONSTRUCT, DC_GRAMMAR, OMPD_LOOP},
  {"declare mapper", TOK_DECLARE_MAPPER, DC_GRAMMAR, 0}, {"declare variant", TOK_DECLARE_VARIANT, DC_GRAMMAR, 0},
  {"metadirective", 0, DC_METADIRECTIVE, 0}, {"begin metadirective", 0, DC_METADIRECTIVE, 0},
  {"end metadirective", 0, DC_METADIRECTIVE, 0}, /* the three are resolved in read_pragma */
  {"scan", TOK_STANDALONE, DC_GRAMMAR, OMPD_SCAN}, {"interop", 0, DC_UNSUPPORTED, 0}, {"dispatch", TOK_DISPATCH, DC_GRAMMAR, 0},
  {"allocate", TOK_ALLOCATE_DIRECTIVE, DC_GRAMMAR, 0}, {"error", TOK_ERROR_DIRECTIVE, DC_GRAMMAR, 0}, {"depobj", TOK_DEPOBJ, DC_GRAMMAR, 0},
  {"cancel", TOK_STANDALONE, DC_GRAMMAR, OMPD_CANCEL},
  {"cancellation point", TOK_STANDALONE, DC_GRAMMAR, OMPD_CANCELLATION_POINT},
};

/* The first word of the directive closest to a misspelled one. */
static const char *directive_similar(OfeCtx *ctx, const char *w) {
  OfeSpelling s;
  ofe_spelling_init(&s, w);
  for (size_t i = 0; i < sizeof directives / sizeof *directives; i++) {
    const char *sp = strchr(directives[i].words, ' ');
    size_t len = sp ? (size_t)(sp - directives[i].words) : strlen(directives[i].words);
    ofe_spelling_consider(&s, ofe_intern(ctx, directives[i].words, len), NULL);
  }
  return s.name;
}


/* The leaf a word of a combined construct names (sections, master, masked and taskloop count
 * as leaves: parallel sections, parallel master taskloop ...), or -1; `loop` stands for the leaves it is
 * lowered as after teams (distribute parallel for) or parallel (for), and for nothing alone. */
static int leaf_word(const char *w) {
  static const struct { const char *w; int kind; } leaves[] = {
    {"target", OMPD_TARGET}, {"teams", OMPD_TEAMS}, {"distribute", OMPD_DISTRIBUTE},
    {"parallel", OMPD_PARALLEL}, {"for", OMPD_FOR}, {"simd", OMPD_SIMD}, {"sections", OMPD_SECTIONS},
    {"master", OMPD_MASTER}, {"masked", OMPD_MASKED}, {"taskloop", OMPD_TASKLOOP},
  };
  for (size_t i = 0; i < sizeof leaves / sizeof *leaves; i++)
    if (strcmp(w, leaves[i].w) == 0) return leaves[i].kind;
  return -1;
}

/* The combinations of leaves OpenMP 5.2 (and clang-19) accept: what may follow target alone,
 * teams (with or without target), or neither. */
static bool valid_leaves(unsigned m) {
#define L(k) OFE_OMP_LEAF(OMPD_##k)
  static const unsigned after_target[] = {0, L(PARALLEL), L(PARALLEL) | L(FOR), L(PARALLEL) | L(FOR) | L(SIMD), L(SIMD)};
  static const unsigned after_teams[] = {0, L(DISTRIBUTE), L(DISTRIBUTE) | L(SIMD), L(DISTRIBUTE) | L(PARALLEL) | L(FOR),
                                         L(DISTRIBUTE) | L(PARALLEL) | L(FOR) | L(SIMD)};
  static const unsigned alone[] = {L(DISTRIBUTE), L(DISTRIBUTE) | L(SIMD), L(DISTRIBUTE) | L(PARALLEL) | L(FOR),
                                   L(DISTRIBUTE) | L(PARALLEL) | L(FOR) | L(SIMD), L(PARALLEL), L(PARALLEL) | L(FOR),
                                   L(PARALLEL) | L(FOR) | L(SIMD), L(FOR), L(FOR) | L(SIMD), L(SIMD),
                                   L(SECTIONS), L(PARALLEL) | L(SECTIONS), L(MASTER), L(MASKED), L(TASKLOOP),
                                   L(PARALLEL) | L(MASTER), L(PARALLEL) | L(MASKED), L(MASTER) | L(TASKLOOP),
                                   L(MASKED) | L(TASKLOOP), L(PARALLEL) | L(MASTER) | L(TASKLOOP),
                                   L(PARALLEL) | L(MASKED) | L(TASKLOOP), L(TASKLOOP) | L(SIMD),
                                   L(MASTER) | L(TASKLOOP) | L(SIMD), L(MASKED) | L(TASKLOOP) | L(SIMD),
                                   L(PARALLEL) | L(MASTER) | L(TASKLOOP) | L(SIMD), L(PARALLEL) | L(MASKED) | L(TASKLOOP) | L(SIMD)};
  unsigned rest = m & ~(L(TARGET) | L(TEAMS));
  const unsigned *ok = alone;
  size_t n = sizeof alone / sizeof *alone;
  if (m & L(TEAMS)) ok = after_teams, n = sizeof after_teams / sizeof *after_teams;
  else if (m & L(TARGET)) ok = after_target, n = sizeof after_target / sizeof *after_target;
#undef L
  for (size_t i = 0; i < n; i++)
    if (ok[i] == rest) return m != 0;
  return false;
}

/* Reads the leaf words of a combined construct from toks[i..n): the mask of the leaves, with
 * `loop` standing for what it is lowered as; 0 when the words do not make a construct. */
static unsigned read_leaves(const PragmaTok *toks, size_t n, size_t *i) {
  unsigned m = 0;
  int last = -1;
  for (; *i < n && word(&toks[*i].t); ++*i) {
    const char *w = word(&toks[*i].t);
    if (strcmp(w, "loop") == 0) {
      if (last == OMPD_TEAMS) m |= OFE_OMP_LEAF(OMPD_DISTRIBUTE) | OFE_OMP_LEAF(OMPD_PARALLEL) | OFE_OMP_LEAF(OMPD_FOR);
      else if (last == OMPD_PARALLEL) m |= OFE_OMP_LEAF(OMPD_FOR);
      else return 0;
      ++*i;
      /* the loop leaf stays in the set: sema names the directive as written and applies the
       * loop construct's own rules */
      return valid_leaves(m) ? m | OFE_OMP_LEAF(OMPD_LOOP) : 0;
    }
    int k = leaf_word(w);
    if (k < 0) break;
    if (k <= last) return 0;
    m |= OFE_OMP_LEAF(k);
    last = k;
  }
  return valid_leaves(m) ? m : 0;
}

/* How many leading tokens of `toks` spell `words`. */
static size_t match_words(const PragmaTok *toks, size_t n, const char *words) {
  size_t i = 0;
  const char *w = words;
  while (*w) {
    const char *end = strchr(w, ' ');
    size_t len = end ? (size_t)(end - w) : strlen(w);
    const char *tw = i < n ? word(&toks[i].t) : NULL;
    if (!tw || strlen(tw) != len || strncmp(tw, w, len) != 0) return 0;
    i++;
    w += len + (end ? 1 : 0);
  }
  return i;
}

/* ---- clauses --------------------------------------------------------------------------- */

typedef enum { ARGS_EXPR, ARGS_KEYWORDS, ARGS_MODIFIED, ARGS_REDUCTION, ARGS_SELECTOR, ARGS_SCHEDULE } ArgStyle;

static ArgStyle clause_args(OfeOmpClauseKind n) {
  switch (n) {
  case OMPC_DEVICE_TYPE: case OMPC_DEFAULTMAP: case OMPC_DEFAULT: case OMPC_ATOMIC_DEFAULT_MEM_ORDER:
  case OMPC_PROC_BIND: case OMPC_BIND: case OMPC_AT: case OMPC_SEVERITY:
  case OMPC_ATOMIC_KIND: /* depobj's update(kind); atomic's have no arguments */
  case OMPC_ADJUST_ARGS: /* adjust_args(need_device_ptr: p, q): parameters of a function not declared yet */
  case OMPC_FAIL:        /* fail(acquire) */
    return ARGS_KEYWORDS;
  case OMPC_SCHEDULE: case OMPC_DIST_SCHEDULE: return ARGS_SCHEDULE;
  case OMPC_MAP: case OMPC_TO: case OMPC_FROM: case OMPC_DEPEND: case OMPC_IF: case OMPC_DEVICE: case OMPC_LINEAR:
  case OMPC_LASTPRIVATE: /* lastprivate(conditional: x) */
  case OMPC_DOACROSS:    /* doacross(sink: i - 1) */
  case OMPC_GRAINSIZE: case OMPC_NUM_TASKS: /* grainsize(strict: n) */
  case OMPC_AFFINITY: /* affinity(iterator(...): list) */
  case OMPC_ALIGNED:  /* aligned(p, q: 64) */
    return ARGS_MODIFIED;
  case OMPC_REDUCTION: case OMPC_TASK_REDUCTION: case OMPC_IN_REDUCTION: return ARGS_REDUCTION;
  case OMPC_MATCH: return ARGS_SELECTOR;
  default: return ARGS_EXPR;
  }
}

/* Index of the matching ')' for the '(' at i, or n. */
static size_t matching_paren(const PragmaTok *toks, size_t n, size_t i) {
  int depth = 0;
  for (size_t j = i; j < n; j++) {
    if (toks[j].t.kind == '(') depth++;
    else if (toks[j].t.kind == ')' && --depth == 0) return j;
  }
  return n;
}

/* An assumption directive: its clauses must be assumption clauses (OpenMP 5.2 §8.3.1; ext_
 * ones are implementation extensions, none of which ompfe has, so any is accepted), each with
 * its parenthesized argument when it has one; `begin assumes` and `end assumes` pair up;
 * `nothing` has none. */
static void check_assumption(OfeParser *p, const char *words, const PragmaTok *toks, size_t n, size_t skip) {
  static const char *const clauses[] = {"absent", "contains", "holds", "no_openmp", "no_openmp_routines", "no_parallelism"};
  OfeCtx *ctx = p->ctx;
  if (!strcmp(words, "begin assumes")) ofe_vec_push(&ctx->arena, &p->begin_assumes, toks[0].t.loc);
  if (!strcmp(words, "end assumes")) {
    if (!p->begin_assumes.len)
      ofe_error(&ctx->diag, toks[0].t.loc, "'#pragma omp end assumes' without a matching '#pragma omp begin assumes'");
    else p->begin_assumes.len--;
  }
  if (!strcmp(words, "nothing") && skip < n) {
    ofe_error(&ctx->diag, toks[skip].t.loc, "'#pragma omp nothing' takes no clauses");
    return;
  }
  for (size_t i = skip; i < n; i++) {
    const char *w = word(&toks[i].t);
    if (toks[i].t.kind == ',') continue;
    bool known = w && !strncmp(w, "ext_", 4);
    for (size_t k = 0; w && k < sizeof clauses / sizeof *clauses; k++) known |= !strcmp(w, clauses[k]);
    if (!known) {
      ofe_error(&ctx->diag, toks[i].t.loc, "expected an assumption clause ('absent', 'contains', 'holds', 'no_openmp', "
                "'no_openmp_routines', 'no_parallelism' or 'ext_...') on '#pragma omp %s'", words);
      return;
    }
    if (i + 1 < n && toks[i + 1].t.kind == '(') i = matching_paren(toks, n, i + 1);
  }
}

/* The ':' separating modifiers from the list in toks[open+1 .. close), or 0 if none: it is at
 * parenthesis depth 1 and bracket depth 0, and not the ':' of a '?:'. */
static size_t modifier_colon(const PragmaTok *toks, size_t open, size_t close) {
  int paren = 0, bracket = 0, question = 0;
  for (size_t j = open + 1; j < close; j++) {
    int k = toks[j].t.kind;
    if (k == '(') paren++;
    else if (k == ')') paren--;
    else if (k == '[') bracket++;
    else if (k == ']') bracket--;
    else if (k == '?' && !paren && !bracket) question++;
    else if (k == ':' && !paren && !bracket) {
      if (question) question--;
      else return j;
    }
  }
  return 0;
}

static void spell_into(OfeArena *a, char **buf, const OfeToken *t) {
  const char *s;
  char one[2] = {0};
  if (t->text) s = t->text;
  else if (keyword_word(t->kind)) s = keyword_word(t->kind);
  else if (t->kind < 256) { one[0] = (char)t->kind; s = one; }
  else if (t->kind == AND_OP) s = "&&";
  else if (t->kind == OR_OP) s = "||";
  else s = "?";
  *buf = ofe_arena_printf(a, "%s%s", *buf, s);
}

typedef struct Classifier {
  OfeParser *p;
  OFE_VEC(OfeToken) out;
} Classifier;

static void emit_tok(Classifier *c, OfeToken t) { ofe_vec_push(&c->p->pragma_scratch, &c->out, t); }

static void warn_once(OfeParser *p, OfeWarn w, OfeLoc loc, const char *key, const char *fmt, const char *what) {
  const char *k = ofe_arena_printf(&p->ctx->arena, "%s:%s", key, what);
  if (ofe_strmap_get(&p->ctx->warned, k, strlen(k))) return;
  ofe_strmap_put(&p->ctx->warned, k, strlen(k), (void *)1);
  ofe_warn(&p->ctx->diag, w, loc, fmt, what);
}

/* Index of the ')' closing the '(' at i; an error at the end of the line `eol` when the
 * line ends first. */
static size_t closing_paren(OfeParser *p, const PragmaTok *toks, size_t n, size_t i, const char *what, OfeLoc eol) {
  size_t close = matching_paren(toks, n, i);
  if (close == n) {
    ofe_error(&p->ctx->diag, eol, "expected ')' at the end of %s", what);
    ofe_note(&p->ctx->diag, toks[i].t.loc, "to match this '('");
  }
  return close;
}

/* A token of kind `kind` at loc, made by the classifier. */
static OfeToken made_tok(int kind, OfeLoc loc, const char *text) {
  OfeToken t = {0};
  t.kind = kind;
  t.loc = loc;
  t.text = text;
  return t;
}

/* Index of the first token of kind `kind` at parenthesis depth 0 in toks[from..to), or to. */
static size_t find_at_depth0(const PragmaTok *toks, size_t from, size_t to, int kind) {
  int depth = 0;
  for (size_t j = from; j < to; j++) {
    int k = toks[j].t.kind;
    if (k == '(' || k == '[') depth++;
    else if (k == ')' || k == ']') depth--;
    else if (k == kind && depth == 0) return j;
  }
  return to;
}

/* uses_allocators(a(traits), omp_default_mem_alloc) (OpenMP 5.0) and uses_allocators(memspace(m),
 * traits(t): a; b) (5.2): each allocator becomes a clause of its own whose modifiers name the
 * expressions after the allocator, `uses_allocators(traits memspace: a, t, m)`, so the grammar
 * reads expressions only (`a(t)` is no call). toks[open] is the '(' and toks[close] its ')'. */
static void uses_allocators_clauses(Classifier *c, OfeToken clause, const PragmaTok *toks, size_t open, size_t close) {
  OfeParser *p = c->p;
  for (size_t g = open + 1; g < close;) {
    size_t ge = find_at_depth0(toks, g, close, ';');
    size_t colon = find_at_depth0(toks, g, ge, ':');
    /* 5.2's modifiers, before the ':' */
    OFE_VEC(size_t) mods = {0}; /* index of each modifier's word */
    for (size_t j = g; colon < ge && j < colon;) {
      const char *w = word(&toks[j].t);
      if (!w || j + 1 >= colon || toks[j + 1].t.kind != '(') {
        ofe_error(&p->ctx->diag, toks[j].t.loc, "expected 'memspace(...)' or 'traits(...)' before ':' in the 'uses_allocators' clause");
        return;
      }
      ofe_vec_push(&p->ctx->arena, &mods, j);
      j = matching_paren(toks, colon, j + 1) + 1;
      if (j < colon && toks[j].t.kind == ',') j++;
    }
    for (size_t a = colon < ge ? colon + 1 : g; a < ge;) {
      size_t ae = find_at_depth0(toks, a, ge, ',');
      /* 5.0's a(traits): the allocator's name, then its traits in parentheses */
      size_t name_end = ae, traits_open = 0;
      if (colon == ge && ae > a + 1 && word(&toks[a].t) && toks[a + 1].t.kind == '(' && toks[ae - 1].t.kind == ')') {
        name_end = a + 1;
        traits_open = a + 1;
      }
      emit_tok(c, clause);
      emit_tok(c, made_tok('(', toks[a].t.loc, NULL));
      if (traits_open || mods.len) {
        if (traits_open) emit_tok(c, made_tok(OMP_MOD, toks[a].t.loc, "traits"));
        for (size_t m = 0; m < mods.len; m++)
          emit_tok(c, made_tok(OMP_MOD, toks[mods.items[m]].t.loc, word(&toks[mods.items[m]].t)));
        emit_tok(c, made_tok(':', toks[a].t.loc, NULL));
      }
      for (size_t j = a; j < name_end; j++) emit_tok(c, toks[j].t);
      if (traits_open) {
        emit_tok(c, made_tok(',', toks[traits_open].t.loc, NULL));
        for (size_t j = traits_open + 1; j < ae - 1; j++) emit_tok(c, toks[j].t);
      }
      for (size_t m = 0; m < mods.len; m++) {
        size_t mo = mods.items[m] + 1, mc = matching_paren(toks, colon, mo);
        emit_tok(c, made_tok(',', toks[mo].t.loc, NULL));
        for (size_t j = mo + 1; j < mc; j++) emit_tok(c, toks[j].t);
      }
      emit_tok(c, made_tok(')', toks[ae < close ? ae : close].t.loc, NULL));
      a = ae + 1;
    }
    g = ge + 1;
  }
}

/* allocate([allocator:] list) (OpenMP 5.0) and allocate(allocator(a), align(n): list) (5.1)
 * become `allocate(allocator align: a, n, list)`: modifier words, then their expressions
 * before the list, so the grammar reads expressions only. toks[open] is the '(' and
 * toks[close] its ')'. */
static void allocate_clause(Classifier *c, OfeToken clause, const PragmaTok *toks, size_t open, size_t close) {
  OfeParser *p = c->p;
  size_t colon = modifier_colon(toks, open, close);
  const char *w = colon ? word(&toks[open + 1].t) : NULL;
  bool modifiers = w && (!strcmp(w, "allocator") || !strcmp(w, "align")) && toks[open + 2].t.kind == '(';
  OFE_VEC(size_t) mods = {0};
  if (modifiers)
    for (size_t j = open + 1; j < colon;) {
      const char *mw = word(&toks[j].t);
      if (!mw || j + 1 >= colon || toks[j + 1].t.kind != '(') {
        /* the clause is dropped whole, so the line still parses */
        ofe_error(&p->ctx->diag, toks[j].t.loc, "expected 'allocator(...)' or 'align(...)' before ':' in the 'allocate' clause");
        return;
      }
      ofe_vec_push(&p->ctx->arena, &mods, j);
      j = matching_paren(toks, colon, j + 1) + 1;
      if (j < colon && toks[j].t.kind == ',') j++;
    }
  emit_tok(c, clause);
  emit_tok(c, toks[open].t);
  if (colon) {
    if (modifiers) {
      for (size_t m = 0; m < mods.len; m++) emit_tok(c, made_tok(OMP_MOD, toks[mods.items[m]].t.loc, word(&toks[mods.items[m]].t)));
    } else {
      emit_tok(c, made_tok(OMP_MOD, toks[open + 1].t.loc, "allocator"));
    }
    emit_tok(c, made_tok(':', toks[colon].t.loc, NULL));
    if (modifiers) {
      for (size_t m = 0; m < mods.len; m++) {
        size_t mo = mods.items[m] + 1, mc = matching_paren(toks, colon, mo);
        for (size_t j = mo + 1; j < mc; j++) emit_tok(c, toks[j].t);
        emit_tok(c, made_tok(',', toks[mc].t.loc, NULL));
      }
    } else {
      for (size_t j = open + 1; j < colon; j++) emit_tok(c, toks[j].t);
      emit_tok(c, made_tok(',', toks[colon].t.loc, NULL));
    }
  }
  for (size_t j = colon ? colon + 1 : open + 1; j <= close; j++) emit_tok(c, toks[j].t);
}

/* The tokens toks[from..to) with each word a modifier word (OMP_MOD), as modifiers before a ':'. */
static void emit_modifier_words(Classifier *c, const PragmaTok *toks, size_t from, size_t to) {
  for (size_t j = from; j < to; j++) {
    OfeToken a = toks[j].t;
    const char *aw = word(&a);
    if (aw) a = made_tok(OMP_MOD, a.loc, aw);
    emit_tok(c, a);
  }
}

/* depend(out: omp_all_memory, x) (OpenMP 5.1): the reserved locator names no C object, so it
 * becomes a clause of its own, `depend(out: omp_all_memory)` with the locator a modifier word
 * after the ':' (sema reads it there), and the other items stay in a clause before it. False
 * when the list has no such item: the clause is classified as any other. toks[open] is the '('
 * and toks[close] its ')'. */
static bool depend_all_memory(Classifier *c, OfeToken clause, const PragmaTok *toks, size_t open, size_t close) {
  size_t colon = modifier_colon(toks, open, close), locator = 0;
  if (!colon) return false;
  for (size_t a = colon + 1; a < close; a = find_at_depth0(toks, a, close, ',') + 1) {
    const char *w = word(&toks[a].t);
    if (w && !strcmp(w, "omp_all_memory") && find_at_depth0(toks, a, close, ',') == a + 1) locator = a;
  }
  if (!locator) return false;
  bool others = false;
  for (size_t a = colon + 1; a < close;) {
    size_t end = find_at_depth0(toks, a, close, ',');
    if (a != locator) {
      if (!others) {
        emit_tok(c, clause);
        emit_tok(c, toks[open].t);
        emit_modifier_words(c, toks, open + 1, colon);
        emit_tok(c, toks[colon].t);
      } else {
        emit_tok(c, made_tok(',', toks[a].t.loc, NULL));
      }
      others = true;
      for (size_t j = a; j < end; j++) emit_tok(c, toks[j].t);
    }
    a = end + 1;
  }
  if (others) emit_tok(c, toks[close].t);
  emit_tok(c, clause);
  emit_tok(c, toks[open].t);
  emit_modifier_words(c, toks, open + 1, colon);
  emit_tok(c, toks[colon].t);
  emit_tok(c, made_tok(OMP_MOD, toks[locator].t.loc, "omp_all_memory"));
  emit_tok(c, toks[close].t);
  return true;
}

/* The doacross forms of depend and doacross on an ordered directive: `source`, `source:` and
 * `source: omp_cur_iteration` become `clause(source)`, `sink: omp_cur_iteration - 1` becomes
 * `clause(sink: omp_cur_iteration-1)` with that a modifier word after the ':' (sema reads both).
 * False for any other list: the clause is classified as any other (sink's vector is a list of
 * expressions). toks[open] is the '(' and toks[close] its ')'. */
static bool doacross_words(Classifier *c, OfeToken clause, const PragmaTok *toks, size_t open, size_t close) {
  const char *kind = open + 1 < close ? word(&toks[open + 1].t) : NULL;
  if (!kind || (strcmp(kind, "source") && strcmp(kind, "sink"))) return false;
  bool source = !strcmp(kind, "source");
  size_t colon = open + 2;
  if (source && colon == close) colon = 0; /* source without ':' */
  else if (colon >= close || toks[colon].t.kind != ':') return false;
  char *rest = "";
  for (size_t j = colon ? colon + 1 : close; j < close; j++) spell_into(&c->p->ctx->arena, &rest, &toks[j].t);
  if (!source && strncmp(rest, "omp_cur_iteration", 17) != 0) return false;
  emit_tok(c, clause);
  emit_tok(c, toks[open].t);
  emit_tok(c, made_tok(OMP_MOD, toks[open + 1].t.loc, kind));
  if (*rest) {
    emit_tok(c, toks[colon].t);
    emit_tok(c, made_tok(OMP_MOD, toks[colon + 1].t.loc, rest));
  }
  emit_tok(c, toks[close].t);
  return true;
}

/* linear(list: [val,] step(s)) and linear(list: val) (OpenMP 5.2), and linear(val(list): s)
 * (4.5), become linear(list: s) and linear(list): val, what a loop's linear variable is anyway,
 * changes nothing; ref and uval (declare simd's) are errors, the clause dropped whole. False when the part after ':' is the
 * step as OpenMP 5.1 writes it: the clause is classified as any other. toks[open] is the '('
 * and toks[close] its ')'. */
static bool linear_modifiers(Classifier *c, OfeToken clause, const PragmaTok *toks, size_t open, size_t close) {
  size_t colon = modifier_colon(toks, open, close), step = 0;
  const char *first = open + 2 < close ? word(&toks[open + 1].t) : NULL;
  if (first && (!strcmp(first, "val") || !strcmp(first, "ref") || !strcmp(first, "uval")) && toks[open + 2].t.kind == '(') {
    /* OpenMP 4.5's linear(val(list): step) */
    size_t list_close = matching_paren(toks, close, open + 2);
    if (list_close != (colon ? colon : close) - 1) return false;
    if (strcmp(first, "val")) {
      ofe_error(&c->p->ctx->diag, toks[open + 1].t.loc, "the '%s' modifier of the 'linear' clause is not supported by ompfe", first);
      return true;
    }
    emit_tok(c, clause);
    emit_tok(c, toks[open].t);
    if (colon) {
      emit_modifier_words(c, toks, open + 3, list_close);
      for (size_t j = colon; j < close; j++) emit_tok(c, toks[j].t);
    } else {
      for (size_t j = open + 3; j < list_close; j++) emit_tok(c, toks[j].t);
    }
    emit_tok(c, toks[close].t);
    return true;
  }
  if (!colon || colon + 1 >= close) return false;
  for (size_t a = colon + 1; a < close;) {
    size_t end = find_at_depth0(toks, a, close, ',');
    const char *w = word(&toks[a].t);
    bool modifier = w && end == a + 1 && (!strcmp(w, "val") || !strcmp(w, "ref") || !strcmp(w, "uval"));
    bool step_call = w && !strcmp(w, "step") && a + 1 < end && toks[a + 1].t.kind == '(' && matching_paren(toks, end, a + 1) == end - 1;
    if (!modifier && !step_call) return false;
    if (modifier && strcmp(w, "val")) {
      ofe_error(&c->p->ctx->diag, toks[a].t.loc, "the '%s' modifier of the 'linear' clause is not supported by ompfe", w);
      return true;
    }
    if (step_call) step = a + 1;
    a = end + 1;
  }
  emit_tok(c, clause);
  emit_tok(c, toks[open].t);
  if (step) {
    emit_modifier_words(c, toks, open + 1, colon);
    emit_tok(c, toks[colon].t);
    for (size_t j = step + 1; j < matching_paren(toks, close, step); j++) emit_tok(c, toks[j].t);
  } else {
    for (size_t j = open + 1; j < colon; j++) emit_tok(c, toks[j].t);
  }
  emit_tok(c, toks[close].t);
  return true;
}

/* order([modifier:] kind) (OpenMP 5.1), read token by token as clang-19 reads it, with its
 * words for what is out of place: a first word reproducible or unconstrained is the modifier
 * (a ':' must follow, else a warning), the next token is the kind, whatever it is (sema wants
 * concurrent), and ')' must come next. The clause goes on with the modifier, if any, and the
 * kind as words, `order(modifier : kind)` or `order(kind)`, the kind "" when ')' stands there;
 * toks[open] is its '(', toks[close] the matching ')'. */
static void order_clause(Classifier *c, OfeToken clause, const PragmaTok *toks, size_t open, size_t close) {
  OfeParser *p = c->p;
  size_t j = open + 1;
  emit_tok(c, clause);
  emit_tok(c, toks[open].t);
  const char *w = j < close ? word(&toks[j].t) : NULL;
  if (w && (!strcmp(w, "reproducible") || !strcmp(w, "unconstrained"))) {
    emit_tok(c, made_tok(OMP_MOD, toks[j].t.loc, w));
    j++;
    OfeLoc at = toks[j].t.loc; /* j <= close */
    if (j < close && toks[j].t.kind == ':') j++;
    else ofe_warn(&p->ctx->diag, OFE_W_IGNORED_PRAGMAS, at, "missing ':' after order modifier - ignoring");
    emit_tok(c, made_tok(':', at, NULL));
  }
  char *kind = "";
  if (j < close && toks[j].t.kind != ',') spell_into(&p->ctx->arena, &kind, &toks[j].t);
  emit_tok(c, made_tok(OMP_MOD, toks[j].t.loc, kind));
  if (j < close && toks[j].t.kind != ',') j++;
  if (j < close) {
    ofe_error(&p->ctx->diag, toks[j].t.loc, "expected ')'");
    ofe_note(&p->ctx->diag, toks[open].t.loc, "to match this '('");
  }
  emit_tok(c, toks[close].t);
}

/* Whether the clauses toks[i..n) of an ordered directive include depend or doacross. */
static bool doacross_ordered(const PragmaTok *toks, size_t i, size_t n) {
  for (int depth = 0; i < n; i++) {
    int k = toks[i].t.kind;
    const char *w = word(&toks[i].t);
    if (k == '(') depth++;
    else if (k == ')') depth--;
    else if (!depth && w && (!strcmp(w, "depend") || !strcmp(w, "doacross"))) return true;
  }
  return false;
}

/* Classifies the clause part toks[i..n) of a directive line that ends at eol. */
static void classify_clauses(Classifier *c, PragmaTok *toks, size_t i, size_t n, OfeLoc eol) {
  OfeParser *p = c->p;
  while (i < n) {
    OfeToken t = toks[i].t;
    const char *w = word(&t);
    if (t.kind == ',') {
      emit_tok(c, t);
      i++;
      continue;
    }
    size_t close = i;
    if (i + 1 < n && toks[i + 1].t.kind == '(') {
      close = closing_paren(p, toks, n, i + 1, w ? ofe_arena_printf(&p->ctx->arena, "the '%s' clause", w) : "the clause", eol);
      if (close == n) return;
    }
    OfeOmpClauseKind name;
    /* an ompx_ clause a tool or plugin registered: a name and C expressions, as ARGS_EXPR reads */
    if (w && !ofe_omp_clause_lookup(w, &name) && ofe_extensions_find(&p->ctx->extensions, w)) name = OMPC_EXTENSION;
    else if (!w || !ofe_omp_clause_lookup(w, &name)) {
      const char *near = w ? ofe_omp_clause_similar(w) : NULL;
      if (near) ofe_diag_fixit(&p->ctx->diag, OFE_DIAG_ERROR, t.loc, near, "unknown OpenMP clause '%s'; did you mean '%s'?", w, near);
      else if (w) ofe_error(&p->ctx->diag, t.loc, "unknown OpenMP clause '%s'", w);
      else ofe_error(&p->ctx->diag, t.loc, "expected an OpenMP clause");
      i = close + 1;
      continue;
    }
    if (name == OMPC_IGNORED) {
      warn_once(p, OFE_W_OPENMP_CLAUSES, t.loc, "clause", "clause '%s' ignored: a hint ompfe does not use", w);
      i = close + 1;
      continue;
    }
    if (name == OMPC_UNSUPPORTED) {
      ofe_error(&p->ctx->diag, t.loc, "clause '%s' is not supported by ompfe", w);
      i = close + 1;
      continue;
    }
    t.kind = OMP_CLAUSE;
    t.text = w;
    t.aux = (int)name;
    if (name == OMPC_ORDER && close == i) /* the clause stays, for sema's count of order clauses */
      ofe_error(&p->ctx->diag, i + 1 < n ? toks[i + 1].t.loc : eol, "expected '(' after 'order'");
    if (name == OMPC_ORDER && close != i) {
      order_clause(c, t, toks, i + 1, close);
      i = close + 1;
      continue;
    }
    if (close == i) {
      emit_tok(c, t);
      i++;
      continue;
    }
    if (name == OMPC_ALLOCATE) {
      allocate_clause(c, t, toks, i + 1, close);
      i = close + 1;
      continue;
    }
    if ((name == OMPC_DEPEND || name == OMPC_DOACROSS) && doacross_words(c, t, toks, i + 1, close)) {
      i = close + 1;
      continue;
    }
    if (name == OMPC_LINEAR && linear_modifiers(c, t, toks, i + 1, close)) {
      i = close + 1;
      continue;
    }
    if (name == OMPC_DEPEND && depend_all_memory(c, t, toks, i + 1, close)) {
      i = close + 1;
      continue;
    }
    if (name == OMPC_USES_ALLOCATORS) {
      uses_allocators_clauses(c, t, toks, i + 1, close);
      i = close + 1;
      continue;
    }
    if (name == OMPC_APPEND_ARGS) {
      /* append_args(interop(target, targetsync), ...): each interop(...) one modifier word */
      emit_tok(c, t);
      emit_tok(c, toks[i + 1].t);
      for (size_t j = i + 2; j < close;) {
        size_t end = find_at_depth0(toks, j, close, ',');
        char *spell = "";
        for (size_t k = j; k < end; k++) spell_into(&p->ctx->arena, &spell, &toks[k].t);
        if (j > i + 2) emit_tok(c, toks[j - 1].t);
        emit_tok(c, made_tok(OMP_MOD, toks[j].t.loc, spell));
        j = end + 1;
      }
      emit_tok(c, toks[close].t);
      i = close + 1;
      continue;
    }
    ArgStyle style = clause_args(name);
    if (style == ARGS_SELECTOR) {
      char *sel = "";
      for (size_t j = i + 2; j < close; j++) spell_into(&p->ctx->arena, &sel, &toks[j].t);
      t.kind = OMP_SELECTOR;
      t.text = sel;
      emit_tok(c, t);
      i = close + 1;
      continue;
    }
    if (style == ARGS_SCHEDULE && modifier_colon(toks, i + 1, close) == i + 2) {
      /* schedule(:kind): the clause is dropped whole, so the line still parses */
      ofe_error(&p->ctx->diag, toks[i + 2].t.loc, "expected a modifier before ':' in the '%s' clause", w);
      i = close + 1;
      continue;
    }
    size_t iterator_at = close; /* the iterator modifier's word, when there is one */
    if (style == ARGS_MODIFIED) {
      /* the iterator modifier (OpenMP 5.0): depend's and affinity's are read (the grammar's
       * OMP_ITERATOR, its definitions as written); map's, to's and from's, which clang-19
       * refuses too, drop the clause whole, so the line still parses */
      size_t mc = modifier_colon(toks, i + 1, close), it = i + 2;
      while (it < mc && !(word(&toks[it].t) && !strcmp(word(&toks[it].t), "iterator") && toks[it + 1].t.kind == '(')) it++;
      if (it < mc && (name == OMPC_DEPEND || name == OMPC_AFFINITY)) {
        iterator_at = it;
      } else if (it < mc) {
        ofe_error(&p->ctx->diag, toks[it].t.loc, "the 'iterator' modifier of the '%s' clause is not supported by ompfe", w);
        i = close + 1;
        continue;
      }
    }
    emit_tok(c, t);
    emit_tok(c, toks[i + 1].t); /* '(' */
    if (style == ARGS_SCHEDULE) {
      /* schedule([modifier[, modifier]:] kind[, chunk]): modifier words, then the kind, as
       * modifiers; the chunk after a ':' (the grammar's `mods : args` form) */
      size_t mc = modifier_colon(toks, i + 1, close), j = i + 2;
      for (; j < close && (j < mc || toks[j].t.kind != ','); j++) {
        OfeToken a = toks[j].t;
        const char *aw = word(&a);
        if (j == mc) continue;
        if (aw) {
          a.kind = OMP_MOD;
          a.text = aw;
        }
        emit_tok(c, a);
      }
      if (j < close) {
        OfeToken colon = toks[j].t;
        colon.kind = ':';
        emit_tok(c, colon);
        for (j++; j < close; j++) emit_tok(c, toks[j].t);
      }
      emit_tok(c, toks[close].t);
      i = close + 1;
      continue;
    }
    size_t colon = modifier_colon(toks, i + 1, close);
    for (size_t j = i + 2; j < close; j++) {
      OfeToken a = toks[j].t;
      const char *aw = word(&a);
      bool before_colon = colon && j < colon;
      if (j == iterator_at) {
        size_t end = matching_paren(toks, close, j + 1);
        emit_tok(c, made_tok(OMP_ITERATOR, a.loc, "iterator"));
        for (j++; j <= end && j < close; j++) emit_tok(c, toks[j].t);
        j--;
        continue;
      }
      if (style == ARGS_KEYWORDS && aw) {
        a.kind = OMP_MOD;
        a.text = aw;
      } else if (style == ARGS_MODIFIED && before_colon && aw) {
        a.kind = OMP_MOD;
        a.text = aw;
        /* a directive name modifier is all the directive's words: if(target enter data: c) */
        while (name == OMPC_IF && j + 1 < colon && word(&toks[j + 1].t))
          a.text = ofe_arena_printf(&p->ctx->arena, "%s %s", a.text, word(&toks[++j].t));
        /* map(mapper(id), ...): one modifier word "mapper(id)" */
        if (!strcmp(aw, "mapper") && j + 3 < colon && toks[j + 1].t.kind == '(' && word(&toks[j + 2].t) &&
            toks[j + 3].t.kind == ')') {
          a.text = ofe_arena_printf(&p->ctx->arena, "mapper(%s)", word(&toks[j + 2].t));
          a.loc = toks[j + 2].t.loc;
          j += 3;
        }
      } else if (style == ARGS_REDUCTION && before_colon && a.kind != ',') {
        /* a reduction identifier (+, max, &&, ...) is one modifier word */
        char *spell = "";
        OfeLoc l = a.loc;
        while (j < colon && toks[j].t.kind != ',') spell_into(&p->ctx->arena, &spell, &toks[j++].t);
        j--;
        a = (OfeToken){.kind = OMP_MOD, .loc = l, .text = spell};
      }
      emit_tok(c, a);
    }
    emit_tok(c, toks[close].t);
    i = close + 1;
  }
}

/* A flush with a memory order clause orders all memory, and its list is not allowed then
 * (OpenMP 5.2 §15.8.5): clang-19's words at the directive, with a note at the clause; gcc-12
 * refuses it too. The list is dropped here, so its emitted clauses from `from` on are looked
 * at here; relaxed is sema's error (flush takes no such clause). */
static void flush_list_without_order(OfeParser *p, const Classifier *c, size_t from, OfeLoc dir) {
  for (size_t j = from; j < c->out.len; j++) {
    const OfeToken *t = &c->out.items[j];
    if (t->kind != OMP_CLAUSE || t->aux != (int)OMPC_MEMORY_ORDER || strcmp(t->text, "relaxed") == 0) continue;
    ofe_error(&p->ctx->diag, dir, "'flush' directive with memory order clause '%s' cannot have the list", t->text);
    ofe_note(&p->ctx->diag, t->loc, "memory order clause '%s' is specified here", t->text);
    return;
  }
}

/* ---- declare reduction ----------------------------------------------------------------- */

/* declare reduction(id : T1, T2 : combiner) [initializer(...)] becomes one directive per type,
 * `declare reduction ( id : T : combiner ) [initializer ( ... )]`, since sema reads the
 * combiner and initializer once for each type, as clang-19 checks them (toks[i] is the '(').
 * The identifier, an operator or a name, is one OMP_MOD word; `initializer` is an
 * OMP_INITIALIZER, and an `omp_priv =` that begins it an OMP_PRIV, whose initializer the
 * grammar then reads as a declaration's (braces allowed). False after an error. */
static bool declare_reduction(Classifier *c, const PragmaTok *toks, size_t i, size_t n, OfeToken start, OfeToken dir,
                              OfeToken end) {
  OfeParser *p = c->p;
  OfeDiag *diag = &p->ctx->diag;
  if (i >= n || toks[i].t.kind != '(') {
    ofe_error(diag, i < n ? toks[i].t.loc : end.loc, "expected '(' after 'declare reduction'");
    return false;
  }
  size_t close = closing_paren(p, toks, n, i, "'#pragma omp declare reduction'", end.loc);
  if (close == n) return false;
  size_t id = i + 1;
  static const int operators[] = {'+', '-', '*', '&', '|', '^', AND_OP, OR_OP};
  bool named = id < close && word(&toks[id].t);
  for (size_t k = 0; !named && id < close && k < sizeof operators / sizeof *operators; k++) named = toks[id].t.kind == operators[k];
  if (!named) {
    ofe_error(diag, toks[id].t.loc, "expected identifier or one of the following operators: '+', '-', '*', '&', '|', '^', '&&', or '||'");
    return false;
  }
  if (id + 1 >= close || toks[id + 1].t.kind != ':') {
    ofe_error(diag, toks[id + 1].t.loc, "expected ':'");
    return false;
  }
  size_t types_end = find_at_depth0(toks, id + 2, close, ':');
  if (types_end == close) {
    ofe_error(diag, toks[close].t.loc, "expected ':'");
    return false;
  }
  size_t init = close + 1, init_close = 0;
  bool has_init = false;
  if (init < n) {
    const char *w = word(&toks[init].t);
    if (!w || strcmp(w, "initializer")) {
      /* clang-19 declares the reduction all the same */
      ofe_error(diag, toks[init].t.loc, "expected 'initializer'");
      ofe_warn(diag, OFE_W_EXTRA_TOKENS, toks[init].t.loc, "extra tokens at the end of '#pragma omp declare reduction' are ignored");
    } else if (init + 1 >= n || toks[init + 1].t.kind != '(') {
      ofe_error(diag, init + 1 < n ? toks[init + 1].t.loc : end.loc, "expected '(' after 'initializer'");
      return false;
    } else {
      init_close = closing_paren(p, toks, n, init + 1, "the 'initializer' clause", end.loc);
      if (init_close == n) return false;
      has_init = true;
      if (init_close + 1 < n)
        ofe_warn(diag, OFE_W_EXTRA_TOKENS, toks[init_close + 1].t.loc,
                 "extra tokens at the end of '#pragma omp declare reduction' are ignored");
    }
  }
  for (size_t from = id + 2; from <= types_end;) {
    size_t to = find_at_depth0(toks, from, types_end, ',');
    if (to == from) {
      ofe_error(diag, toks[to].t.loc, "expected a type");
      return false;
    }
    from = to + 1;
  }
  char *spelling = "";
  spell_into(&p->ctx->arena, &spelling, &toks[id].t);
  OfeToken mod = made_tok(OMP_MOD, toks[id].t.loc, spelling);
  for (size_t from = id + 2; from <= types_end;) {
    size_t to = find_at_depth0(toks, from, types_end, ',');
    emit_tok(c, start);
    emit_tok(c, dir);
    emit_tok(c, toks[i].t);
    emit_tok(c, mod);
    emit_tok(c, toks[id + 1].t);
    for (size_t j = from; j < to; j++) emit_tok(c, toks[j].t);
    for (size_t j = types_end; j <= close; j++) emit_tok(c, toks[j].t);
    if (has_init) {
      emit_tok(c, made_tok(OMP_INITIALIZER, toks[init].t.loc, "initializer"));
      emit_tok(c, toks[init + 1].t);
      size_t j = init + 2;
      const char *w = j < init_close ? word(&toks[j].t) : NULL;
      if (w && !strcmp(w, "omp_priv") && j + 1 < init_close && toks[j + 1].t.kind == '=')
        emit_tok(c, made_tok(OMP_PRIV, toks[j++].t.loc, "omp_priv"));
      for (; j <= init_close; j++) emit_tok(c, toks[j].t);
    }
    emit_tok(c, end);
    from = to + 1;
  }
  return true;
}

/* ---- metadirective ---------------------------------------------------------------------- */

/* The directive that a variant's tokens toks[from..to) start with, or NULL. */
static const DirEntry *directive_of(const PragmaTok *toks, size_t n, size_t *len) {
  const DirEntry *best = NULL;
  *len = 0;
  for (size_t d = 0; d < sizeof directives / sizeof *directives; d++) {
    size_t m = match_words(toks, n, directives[d].words);
    if (m > *len) {
      best = &directives[d];
      *len = m;
    }
  }
  return best;
}

/* The ':' ending the context selector of when(selector: variant) in toks[open+1 .. close), or 0:
 * the first ':' outside the selector's parentheses and braces. */
static size_t selector_colon(const PragmaTok *toks, size_t open, size_t close) {
  int depth = 0;
  for (size_t j = open + 1; j < close; j++) {
    int k = toks[j].t.kind;
    if (k == '(' || k == '{') depth++;
    else if (k == ')' || k == '}') depth--;
    else if (k == ':' && depth == 0) return j;
  }
  return 0;
}

/* ---- metadirective decided at run time ------------------------------------------------------ */

typedef OFE_VEC(OfeToken) TokVec;

static void copy_balanced(OfeParser *p, TokVec *out, OfeToken first, int open, int close) {
  ofe_vec_push(&p->ctx->arena, out, first);
  for (int depth = 1; depth > 0;) {
    OfeToken t = raw_token(p);
    if (!t.kind) return;
    ofe_vec_push(&p->ctx->arena, out, t);
    depth += t.kind == open ? 1 : t.kind == close ? -1 : 0;
  }
}

/* Reads the statement after a directive line, as tokens, into out (OpenMP constructs apply to
 * one statement): a block; if/for/while/switch with their parenthesized heads and statements;
 * do ... while (...);  a pragma line and the statement after it; else up to the ';' outside
 * parentheses and braces. A token read past it (after an if without else) goes to *after. */
static void capture_statement(OfeParser *p, TokVec *out, TokVec *after) {
  OfeArena *a = &p->ctx->arena;
  OfeToken t = raw_token(p);
  switch (t.kind) {
  case 0: return;
  case '{': copy_balanced(p, out, t, '{', '}'); return;
  case FOR: case WHILE: case SWITCH: case IF: {
    ofe_vec_push(a, out, t);
    OfeToken open = raw_token(p);
    if (open.kind != '(') {
      ofe_vec_push(a, out, open);
      return; /* the parser reports it */
    }
    copy_balanced(p, out, open, '(', ')');
    capture_statement(p, out, after);
    if (t.kind == IF) {
      OfeToken e = raw_token(p);
      if (e.kind == ELSE) {
        ofe_vec_push(a, out, e);
        capture_statement(p, out, after);
      } else {
        ofe_vec_push(a, after, e);
      }
    }
    return;
  }
  case DO:
    ofe_vec_push(a, out, t);
    capture_statement(p, out, after);
    for (OfeToken w = raw_token(p);; w = raw_token(p)) { /* while (...) ; */
      if (!w.kind) return;
      ofe_vec_push(a, out, w);
      if (w.kind == ';') return;
    }
  case PRAGMA_OMP:
    for (OfeToken w = t;; w = raw_token(p)) {
      ofe_vec_push(a, out, w);
      if (!w.kind || w.kind == PRAGMA_END) break;
    }
    capture_statement(p, out, after);
    return;
  default: {
    int depth = 0;
    for (OfeToken w = t; w.kind; w = raw_token(p)) {
      ofe_vec_push(a, out, w);
      depth += (w.kind == '(' || w.kind == '{') ? 1 : (w.kind == ')' || w.kind == '}') ? -1 : 0;
      if (depth <= 0 && w.kind == ';') return;
    }
  }
  }
}

static OfeToken synthetic(int kind, OfeLoc loc) { return (OfeToken){.kind = kind, .loc = loc}; }

static void push_range(OfeArena *a, TokVec *v, const PragmaTok *toks, size_t from, size_t to) {
  for (size_t j = from; j < to; j++) ofe_vec_push(a, v, toks[j].t);
}

/* The tokens of the user condition's expression in a selector toks[from..to): those inside
 * condition( ... ). */
static bool condition_tokens(const PragmaTok *toks, size_t from, size_t to, size_t *cfrom, size_t *cto) {
  for (size_t j = from; j + 1 < to; j++) {
    const char *w = word(&toks[j].t);
    if (!w || strcmp(w, "condition") || toks[j + 1].t.kind != '(') continue;
    int depth = 0;
    for (size_t k = j + 1; k < to; k++) {
      depth += toks[k].t.kind == '(' ? 1 : toks[k].t.kind == ')' ? -1 : 0;
      if (depth == 0) {
        *cfrom = j + 2, *cto = k;
        /* condition(score(n): expr) */
        const char *s = *cfrom < k ? word(&toks[*cfrom].t) : NULL;
        if (s && !strcmp(s, "score") && *cfrom + 1 < k && toks[*cfrom + 1].t.kind == '(') {
          size_t q = *cfrom + 1;
          for (int d = 0; q < k; q++) {
            d += toks[q].t.kind == '(' ? 1 : toks[q].t.kind == ')' ? -1 : 0;
            if (d == 0) break;
          }
          if (q + 1 < k && toks[q + 1].t.kind == ':') *cfrom = q + 2;
        }
        return true;
      }
    }
  }
  return false;
}

/* Replays the statement after the metadirective as
 *   { if (c1) { #pragma omp v1  S } else if (c2) { ... } else { #pragma omp otherwise  S } }
 * for the ranked when clauses (their conditions tested in order; the first static one, else
 * otherwise, else the bare statement, last): each variant is compiled with its own copy. */
static bool replay_dynamic(OfeParser *p, const PragmaTok *toks, OfeLoc at, const size_t *sel, const size_t *variant,
                           const int *order, const bool *dynamic, size_t k, size_t other_from, size_t other_to) {
  OfeArena *a = &p->ctx->arena;
  TokVec stmt = {0}, after = {0}, out = {0};
  capture_statement(p, &stmt, &after);
  /* a copy per variant: a static local would be one object per copy, not one. A pragma line's
   * `static` (schedule(static), dist_schedule(static)) declares nothing. */
  bool in_pragma = false;
  for (size_t j = 0; j < stmt.len; j++) {
    if (stmt.items[j].kind == PRAGMA_OMP || stmt.items[j].kind == PRAGMA_END) in_pragma = stmt.items[j].kind == PRAGMA_OMP;
    if (!in_pragma && (stmt.items[j].kind == STATIC || stmt.items[j].kind == THREAD_LOCAL)) {
      ofe_error(&p->ctx->diag, stmt.items[j].loc,
                "a static local in the statement of a metadirective decided at run time is not supported by ompfe");
      return false;
    }
  }
  /* nested run-time metadirectives multiply the copies: keep the whole replay linear in the source */
  size_t budget = 4 * (size_t)p->lex.len + 65536;
  bool reported = p->replayed > budget;
  p->replayed += stmt.len * (k + 1);
  if (p->replayed > budget) {
    if (!reported) /* once: the copies made so far would repeat it */
      ofe_error(&p->ctx->diag, at, "metadirectives decided at run time nest too deeply: their statements would be copied too often");
    return false;
  }
  ofe_vec_push(a, &out, synthetic('{', at));
  size_t last_from = other_from, last_to = other_to;
  for (size_t r = 0; r < k; r++) {
    size_t w = (size_t)order[r];
    if (!dynamic[r]) {
      last_from = variant[2 * w], last_to = variant[2 * w + 1];
      break;
    }
    size_t cf = 0, ct = 0; /* a dynamic selector has a condition */
    condition_tokens(toks, sel[2 * w], sel[2 * w + 1], &cf, &ct);
    ofe_vec_push(a, &out, synthetic(IF, at));
    ofe_vec_push(a, &out, synthetic('(', at));
    ofe_vec_push(a, &out, synthetic('(', at));
    push_range(a, &out, toks, cf, ct);
    ofe_vec_push(a, &out, synthetic(')', at));
    ofe_vec_push(a, &out, synthetic(')', at));
    ofe_vec_push(a, &out, synthetic('{', at));
    if (variant[2 * w] < variant[2 * w + 1]) {
      ofe_vec_push(a, &out, synthetic(PRAGMA_OMP, at));
      push_range(a, &out, toks, variant[2 * w], variant[2 * w + 1]);
      ofe_vec_push(a, &out, synthetic(PRAGMA_END, at));
    }
    for (size_t j = 0; j < stmt.len; j++) ofe_vec_push(a, &out, stmt.items[j]);
    ofe_vec_push(a, &out, synthetic('}', at));
    ofe_vec_push(a, &out, synthetic(ELSE, at));
  }
  ofe_vec_push(a, &out, synthetic('{', at));
  if (last_from < last_to) {
    ofe_vec_push(a, &out, synthetic(PRAGMA_OMP, at));
    push_range(a, &out, toks, last_from, last_to);
    ofe_vec_push(a, &out, synthetic(PRAGMA_END, at));
  }
  for (size_t j = 0; j < stmt.len; j++) ofe_vec_push(a, &out, stmt.items[j]);
  ofe_vec_push(a, &out, synthetic('}', at));
  ofe_vec_push(a, &out, synthetic('}', at));
  for (size_t j = 0; j < after.len; j++) ofe_vec_push(a, &out, after.items[j]);
  /* onto the front of what is still to come: the queue is a stack, so the tokens already queued
   * (the outer copies) stay where they are and nested replays cost only their own copies */
  for (size_t j = out.len; j-- > 0;) ofe_vec_push(a, &p->replay, out.items[j]);
  return true;
}

/* metadirective when(selector: variant)... otherwise(variant) (default(variant) in OpenMP 5.0):
 * the context is static, so the variant is chosen here, that of the best matching selector
 * (ofe_omp_metadirective_rank), else otherwise's, else none; with run-time conditions, the
 * statement is replayed once per variant (replay_dynamic). Sets toks[*from..*to) to the
 * chosen variant's tokens (empty: nothing); false after an error. */
static bool select_metadirective(OfeParser *p, const PragmaTok *toks, size_t n, OfeLoc eol, size_t *from, size_t *to,
                                 bool begin, bool *replayed) {
  OfeCtx *ctx = p->ctx;
  OFE_VEC(const char *) selectors = {0};
  OFE_VEC(OfeLoc) locs = {0};
  OFE_VEC(size_t) whens = {0}; /* the from, to of each when's variant */
  OFE_VEC(size_t) sels = {0};  /* the from, to of each when's selector */
  *replayed = false;
  size_t other_from = 0, other_to = 0;
  bool have_otherwise = false;
  for (size_t i = 1; i < n;) {
    if (toks[i].t.kind == ',') {
      i++;
      continue;
    }
    const char *w = word(&toks[i].t);
    bool is_when = w && !strcmp(w, "when");
    bool is_otherwise = w && (!strcmp(w, "otherwise") || !strcmp(w, "default"));
    if (!is_when && !is_otherwise) {
      if (w) ofe_error(&ctx->diag, toks[i].t.loc, "unexpected clause '%s' in '#pragma omp metadirective': expected 'when', 'otherwise' or 'default'", w);
      else ofe_error(&ctx->diag, toks[i].t.loc, "expected a 'when', 'otherwise' or 'default' clause in '#pragma omp metadirective'");
      return false;
    }
    if (i + 1 >= n || toks[i + 1].t.kind != '(') {
      ofe_error(&ctx->diag, toks[i].t.loc, "expected '(' after '%s' in '#pragma omp metadirective'", w);
      return false;
    }
    size_t close = closing_paren(p, toks, n, i + 1, ofe_arena_printf(&ctx->arena, "the '%s' clause", w), eol);
    if (close == n) return false;
    size_t vfrom = i + 2;
    if (is_when) {
      size_t colon = selector_colon(toks, i + 1, close);
      if (!colon) {
        ofe_error(&ctx->diag, toks[i].t.loc, "expected ':' after the context selector in the 'when' clause");
        return false;
      }
      char *sel = "";
      for (size_t j = i + 2; j < colon; j++) spell_into(&ctx->arena, &sel, &toks[j].t);
      ofe_vec_push(&ctx->arena, &selectors, sel);
      ofe_vec_push(&ctx->arena, &sels, i + 2);
      ofe_vec_push(&ctx->arena, &sels, colon);
      ofe_vec_push(&ctx->arena, &locs, toks[i].t.loc);
      vfrom = colon + 1;
    } else if (have_otherwise) {
      ofe_error(&ctx->diag, toks[i].t.loc, "more than one 'otherwise' or 'default' clause in '#pragma omp metadirective'");
      return false;
    }
    /* every variant must be a directive, chosen or not */
    size_t len;
    const DirEntry *d = vfrom < close ? directive_of(toks + vfrom, close - vfrom, &len) : NULL;
    /* only executable directives, as in clang-19: a declarative one has no statement to apply to */
    static const char *const declarative[] = {"declare", "begin", "end", "threadprivate", "requires", "allocate"};
    for (size_t k = 0; d && k < sizeof declarative / sizeof *declarative; k++)
      if (!strncmp(d->words, declarative[k], strlen(declarative[k])) && !strstr(d->words, "metadirective")) {
        ofe_error(&ctx->diag, toks[vfrom].t.loc, "'%s' is not an executable directive: it cannot be a variant of '#pragma omp metadirective'", d->words);
        return false;
      }
    if (vfrom < close && (!d || strstr(d->words, "metadirective"))) {
      const char *vw = word(&toks[vfrom].t);
      if (d) ofe_error(&ctx->diag, toks[vfrom].t.loc, "a variant of '#pragma omp metadirective' cannot be a metadirective");
      else if (vw) ofe_error(&ctx->diag, toks[vfrom].t.loc, "unknown OpenMP directive '%s' in a variant of '#pragma omp metadirective'", vw);
      else ofe_error(&ctx->diag, toks[vfrom].t.loc, "expected an OpenMP directive in a variant of '#pragma omp metadirective'");
      return false;
    }
    if (is_otherwise) {
      have_otherwise = true;
      other_from = vfrom, other_to = close;
    } else {
      ofe_vec_push(&ctx->arena, &whens, vfrom);
      ofe_vec_push(&ctx->arena, &whens, close);
    }
    i = close + 1;
  }
  int *order = ofe_arena_alloc(&ctx->arena, (selectors.len + 1) * sizeof *order);
  bool *dynamic = ofe_arena_alloc(&ctx->arena, (selectors.len + 1) * sizeof *dynamic);
  size_t k = ofe_omp_metadirective_rank(ctx, selectors.items, locs.items, selectors.len, order, dynamic);
  if (k == (size_t)-1) return false;
  if (k && dynamic[0]) {
    if (begin) {
      ofe_error(&ctx->diag, locs.items[order[0]], "dynamic selection in '#pragma omp begin metadirective' is not supported by ompfe");
      return false;
    }
    if (!replay_dynamic(p, toks, toks[0].t.loc, sels.items, whens.items, order, dynamic, k, other_from, other_to)) return false;
    *replayed = true;
    return true;
  }
  int best = k ? order[0] : -1;
  if (best >= 0) *from = whens.items[2 * best], *to = whens.items[2 * best + 1];
  else if (have_otherwise) *from = other_from, *to = other_to;
  else *from = *to = 0;
  return true;
}

/* -fopenmp-simd without -fopenmp: false when the line is ignored (simd_only.c decides what is
 * kept); a construct reduced to its simd part is rewritten as `simd <the clauses simd takes>`. */
static bool simd_only(OfeParser *p, PragmaTok **toks, size_t *n, const DirEntry **best, size_t *best_len) {
  const PragmaTok *t = *toks;
  size_t i = *best_len;
  unsigned leaves = 0;
  if (*best && (*best)->kind == -1) {
    i = 0;
    leaves = read_leaves(t, *n, &i);
    if (!leaves) return true; /* the error -fopenmp gives */
  }
  bool simd_clause = false;
  int depth = 0;
  for (size_t j = i; j < *n; j++) {
    depth += t[j].t.kind == '(' ? 1 : t[j].t.kind == ')' ? -1 : 0;
    simd_clause |= depth == 0 && word(&t[j].t) && strcmp(word(&t[j].t), "simd") == 0;
  }
  OfeSimdOnly what = ofe_simd_only_directive(*best ? (*best)->words : NULL, leaves, simd_clause);
  if (what == OFE_SIMD_ONLY_KEEP && *best) {
    /* a kept directive's clauses stay but those -fopenmp-simd has no use for (ordered's threads) */
    OFE_VEC(PragmaTok) out = {0};
    for (size_t j = 0; j < i; j++) ofe_vec_push(&p->pragma_scratch, &out, t[j]);
    depth = 0;
    for (size_t j = i; j < *n; j++) {
      const char *name = word(&t[j].t);
      if (depth == 0 && name && (j + 1 == *n || t[j + 1].t.kind != '(') &&
          ofe_simd_only_drops_clause((*best)->words, name)) {
        if (j + 1 < *n && t[j + 1].t.kind == ',') j++; /* and the comma after it, or before it */
        else if (out.len > i && out.items[out.len - 1].t.kind == ',') out.len--;
        continue;
      }
      depth += t[j].t.kind == '(' ? 1 : t[j].t.kind == ')' ? -1 : 0;
      ofe_vec_push(&p->pragma_scratch, &out, t[j]);
    }
    *toks = out.items;
    *n = out.len;
  }
  if (what != OFE_SIMD_ONLY_REDUCE) return what == OFE_SIMD_ONLY_KEEP;
  OFE_VEC(PragmaTok) out = {0};
  PragmaTok simd = t[0];
  simd.t.kind = IDENTIFIER;
  simd.t.text = ofe_intern(p->ctx, "simd", 4);
  simd.t.len = 4;
  ofe_vec_push(&p->pragma_scratch, &out, simd);
  for (size_t j = i; j < *n;) {
    const char *name = word(&t[j].t);
    size_t last = j;
    if (name && j + 1 < *n && t[j + 1].t.kind == '(') last = matching_paren(t, *n, j + 1);
    if (last == *n) last = *n - 1;
    const char *modifier = last > j + 3 && t[j + 3].t.kind == ':' ? word(&t[j + 2].t) : NULL;
    /* what is not a clause name stays, for the error -fopenmp gives */
    if (t[j].t.kind != ',' && (!name || ofe_simd_only_clause(name, modifier)))
      for (size_t k = j; k <= last; k++) ofe_vec_push(&p->pragma_scratch, &out, t[k]);
    j = last + 1;
  }
  *toks = out.items;
  *n = out.len;
  *best = directive_of(out.items, out.len, best_len);
  return true;
}

/* Reads the rest of a `#pragma omp` line and queues its classified tokens after PRAGMA_OMP. */
static void read_pragma(OfeParser *p, OfeToken start) {
  OfeCtx *ctx = p->ctx;
  /* the last line's tokens are all handed out (ofe_next_token): their buffers are recycled */
  ofe_arena_reset(&p->pragma_scratch);
  p->pending.items = NULL;
  p->pending.len = p->pending.cap = p->pending_pos = 0;
  OFE_VEC(PragmaTok) toks = {0};
  OfeToken end;
  for (;;) {
    OfeToken t = raw_token(p);
    if (t.kind == PRAGMA_END || t.kind == 0) {
      end = t;
      end.kind = PRAGMA_END;
      break;
    }
    PragmaTok pt = {t, 0};
    ofe_vec_push(&p->pragma_scratch, &toks, pt);
  }
  size_t n = toks.len;
  /* the directive */
  size_t best_len;
  const DirEntry *best = directive_of(toks.items, n, &best_len);
  if (ofe_options_simd_only(ctx->opts) && !simd_only(p, &toks.items, &n, &best, &best_len)) return;
  bool begin_block = false; /* begin metadirective: the chosen variant's block opens here */
  if (best && !strcmp(best->words, "end metadirective")) {
    /* closes the block the matching begin opened, if a variant was chosen */
    if (!p->begin_meta.len) {
      ofe_error(&ctx->diag, toks.items[0].t.loc, "'#pragma omp end metadirective' without a matching '#pragma omp begin metadirective'");
      return;
    }
    p->begin_meta_locs.len--;
    if (p->begin_meta.items[--p->begin_meta.len]) {
      OfeToken close = toks.items[0].t;
      close.kind = '}';
      close.text = NULL;
      ofe_vec_push(&ctx->arena, &p->pending, close);
    }
    return;
  }
  if (best && (!strcmp(best->words, "metadirective") || !strcmp(best->words, "begin metadirective"))) {
    /* the line is read as `#pragma omp <chosen variant>`; after begin metadirective the code
     * up to end metadirective is the variant's block (OpenMP 5.1 §7.4.2) */
    bool begin = best->words[0] == 'b';
    size_t from, to, skip = begin ? 1 : 0;
    bool replayed;
    if (!select_metadirective(p, toks.items + skip, n - skip, end.loc, &from, &to, begin, &replayed)) {
      if (begin) {
        ofe_vec_push(&ctx->arena, &p->begin_meta, false);
        ofe_vec_push(&ctx->arena, &p->begin_meta_locs, toks.items[0].t.loc);
      }
      return;
    }
    if (replayed) return; /* the variants come back through raw_token */
    bool none = from == to || (to - from == 1 && !strcmp(word(&toks.items[skip + from].t), "nothing"));
    if (begin) {
      ofe_vec_push(&ctx->arena, &p->begin_meta, !none);
      ofe_vec_push(&ctx->arena, &p->begin_meta_locs, toks.items[0].t.loc);
    }
    if (none) return;
    begin_block = begin;
    toks.items += skip + from;
    n = to - from;
    best = directive_of(toks.items, n, &best_len);
  }
  if (!best) {
    const char *w = n ? word(&toks.items[0].t) : NULL;
    const char *near = w ? directive_similar(ctx, w) : NULL;
    if (near) ofe_diag_fixit(&ctx->diag, OFE_DIAG_ERROR, toks.items[0].t.loc, near, "unknown OpenMP directive '%s'; did you mean '%s'?", w, near);
    else if (w) ofe_error(&ctx->diag, n ? toks.items[0].t.loc : start.loc, "unknown OpenMP directive '%s'", w);
    else ofe_error(&ctx->diag, start.loc, "expected an OpenMP directive after '#pragma omp'");
    return;
  }
  if (best->cls == DC_ASSUMPTION) {
    check_assumption(p, best->words, toks.items, n, best_len);
    return;
  }
  if (best->cls != DC_GRAMMAR) {
    if (best->cls == DC_UNSUPPORTED || best->cls == DC_METADIRECTIVE) /* the latter: a variant's */
      ofe_error(&ctx->diag, toks.items[0].t.loc, "'#pragma omp %s' is not supported by ompfe", best->words);
    else
      warn_once(p, OFE_W_SOURCE_USES_OPENMP, toks.items[0].t.loc, "directive",
                "'#pragma omp %s' is not supported by ompfe and is ignored: its code runs sequentially",
                best->words);
    return;
  }
  OfeToken dir = toks.items[0].t;
  dir.kind = best->token;
  dir.text = best->words;
  size_t i = best_len;
  if (best->kind == -1) {
    /* a construct made of leaves: target teams distribute parallel for simd, ... */
    i = 0;
    unsigned leaves = read_leaves(toks.items, n, &i);
    if (!leaves) {
      ofe_error(&ctx->diag, toks.items[0].t.loc, "unexpected combination of OpenMP directive names after '#pragma omp'");
      return;
    }
    dir.aux = (int)leaves;
    dir.kind = leaves & OFE_OMP_LEAF(OMPD_TARGET) ? TOK_TARGET : TOK_CONSTRUCT;
  } else if (best->token == TOK_CONSTRUCT && best->kind == OMPD_ORDERED && doacross_ordered(toks.items, i, n)) {
    /* ordered with depend or doacross (a doacross loop's wait or post) has no statement */
    dir.kind = TOK_STANDALONE;
    dir.aux = OMPD_ORDERED;
  } else if (best->token == TOK_CONSTRUCT) {
    dir.aux = (int)OFE_OMP_LEAF(best->kind);
  } else if (best->token == TOK_STANDALONE) {
    dir.aux = best->kind;
  }
  if (begin_block && (best->token == TOK_CONSTRUCT || best->token == TOK_TARGET)) {
    /* a loop construct's block is the loop nest itself, which needs no braces */
    unsigned loops = OFE_OMP_LEAF(OMPD_FOR) | OFE_OMP_LEAF(OMPD_DISTRIBUTE) | OFE_OMP_LEAF(OMPD_SIMD) |
                     OFE_OMP_LEAF(OMPD_TASKLOOP) | OFE_OMP_LEAF(OMPD_LOOP);
    if ((unsigned)dir.aux & loops) begin_block = p->begin_meta.items[p->begin_meta.len - 1] = false;
  }
  Classifier c = {p, {0}};
  if (best->token == TOK_DECLARE_REDUCTION) {
    if (declare_reduction(&c, toks.items, i, n, start, dir, end)) {
      p->pending.items = c.out.items;
      p->pending.len = c.out.len;
      p->pending.cap = c.out.cap;
      p->pending_pos = 0;
    }
    return;
  }
  emit_tok(&c, start);
  emit_tok(&c, dir);
  /* declare target(list): the parenthesized list right after the directive name */
  if ((best->token == TOK_DECLARE_TARGET || best->token == TOK_THREADPRIVATE || best->token == TOK_DECLARE_VARIANT ||
       best->token == TOK_DECLARE_MAPPER || best->token == TOK_ALLOCATE_DIRECTIVE || best->token == TOK_DEPOBJ) && i < n &&
      toks.items[i].t.kind == '(') {
    size_t close = closing_paren(p, toks.items, n, i, ofe_arena_printf(&ctx->arena, "the list of '#pragma omp %s'", best->words), end.loc);
    if (close == n) return;
    for (size_t j = i; j <= close; j++) emit_tok(&c, toks.items[j].t);
    i = close + 1;
  }
  /* critical(name): the name is a word of its own kind; flush(list): a full fence serves any list */
  bool flush_list = false;
  if ((best->kind == OMPD_CRITICAL || best->kind == OMPD_FLUSH) && i < n && toks.items[i].t.kind == '(') {
    flush_list = best->kind == OMPD_FLUSH;
    size_t close = closing_paren(p, toks.items, n, i,
                                 best->kind == OMPD_CRITICAL ? "the name of '#pragma omp critical'" : "the list of '#pragma omp flush'", end.loc);
    if (close == n) return;
    if (best->kind == OMPD_CRITICAL) {
      const char *name = close == i + 2 ? word(&toks.items[i + 1].t) : NULL;
      if (!name) {
        ofe_error(&ctx->diag, toks.items[i].t.loc, "expected an identifier naming the critical section");
        return;
      }
      OfeToken mod = toks.items[i + 1].t;
      mod.kind = OMP_MOD;
      mod.text = name;
      emit_tok(&c, toks.items[i].t);
      emit_tok(&c, mod);
      emit_tok(&c, toks.items[close].t);
    }
    i = close + 1;
  }
  size_t clauses_from = c.out.len;
  classify_clauses(&c, toks.items, i, n, end.loc);
  if (flush_list) flush_list_without_order(p, &c, clauses_from, dir.loc);
  emit_tok(&c, end);
  if (begin_block) emit_tok(&c, made_tok('{', end.loc, NULL));
  p->pending.items = c.out.items;
  p->pending.len = c.out.len;
  p->pending.cap = c.out.cap;
  p->pending_pos = 0;
}

int ofe_next_token(OfeParser *p, OfeToken *out) {
  for (;;) {
    if (p->pending_pos < p->pending.len) {
      *out = p->pending.items[p->pending_pos++];
      return out->kind;
    }
    OfeToken t = raw_token(p);
    if (t.kind == PRAGMA_OMP) {
      read_pragma(p, t);
      continue; /* a dropped directive leaves nothing pending */
    }
    *out = t;
    return t.kind;
  }
}

/* The brackets a token opens or closes: `[[` opens two, `_Atomic(` one. */
static int opens(int kind) { return kind == '(' || kind == '[' || kind == '{' || kind == ATOMIC_SPEC ? 1 : kind == ATTR_OPEN ? 2 : 0; }
static bool closes(int kind) { return kind == ')' || kind == ']' || kind == '}'; }
static bool closes_open(int open, int close) {
  return close == (open == '{' ? '}' : open == '[' || open == ATTR_OPEN ? ']' : ')');
}

/* Whether a GNU attribute read now starts a block item: it follows '{', ';' or '}' directly in
 * a function's block (not a struct's braces nor an initializer's). */
static bool attribute_starts_block_item(const OfeParser *p) {
  if (!p->ctx->func || p->ctx->in_pragma || p->open.len == 0) return false;
  int before = p->last.kind;
  if (before != '{' && before != ';' && before != '}') return false;
  const OfeToken *brace = &p->open.items[p->open.len - 1];
  return brace->kind == '{' && brace->aux != IDENTIFIER && brace->aux != TYPEDEF_NAME && brace->aux != STRUCT &&
         brace->aux != UNION && brace->aux != ENUM && brace->aux != '=' && brace->aux != ',';
}

/* Follows GNU attributes that start a block item through their brackets (see OfeParser). */
static void track_item_attributes(OfeParser *p, int k) {
  bool closed = p->item_attrs_closed;
  p->item_attrs_closed = false;
  if (k == ATTRIBUTE && !p->item_attr_depth && (closed || attribute_starts_block_item(p)))
    p->item_attr_depth = p->open.len + 1; /* + 1: 0 is none */
  else if (p->item_attr_depth && p->open.len + 1 <= p->item_attr_depth && k != ATTRIBUTE && k != '(') {
    p->item_attrs_closed = k == ')' && p->open.len + 1 == p->item_attr_depth;
    p->item_attr_depth = 0;
  }
}

static int next_tracked(OfeParser *p, OfeToken *out);

/* The token put before the queued ones that tells the parser a declaration begins. */
static int implicit_int_mark(OfeToken *out) {
  out->kind = IMPLICIT_INT_MARK;
  out->len = 0;
  return IMPLICIT_INT_MARK;
}

int ofe_parser_next(OfeParser *p, OfeToken *out) {
  if (p->has_unget) {
    p->has_unget = false;
    *out = p->unget;
    return out->kind;
  }
  if (p->n_queued) {
    *out = p->queued[0];
    p->queued[0] = p->queued[1];
    p->n_queued--;
    return out->kind;
  }
  bool after_item_attrs = p->item_attrs_closed;
  int k = next_tracked(p, out);
  if (!after_item_attrs || (k != IDENTIFIER && k != '*')) return k;
  /* `__attribute__((x)) name` then '=', ',', ';', '[' or '(' in a block, or `__attribute__((x)) *`:
   * gcc-12 declares name an int, a function returning int (`g();` declares g, it calls nothing;
   * clang-19 refuses it), or a pointer (another token leaves the attributes on a statement) */
  if (k == '*') {
    p->queued[0] = *out;
    p->n_queued = 1;
    return implicit_int_mark(out);
  }
  OfeToken name = *out, follower;
  int nk = next_tracked(p, &follower);
  p->queued[0] = follower;
  p->n_queued = 1;
  if (nk != '=' && nk != ',' && nk != ';' && nk != '[' && nk != '(') return k;
  p->queued[1] = p->queued[0];
  p->queued[0] = name;
  p->n_queued = 2;
  return implicit_int_mark(out);
}

static int next_tracked(OfeParser *p, OfeToken *out) {
  OfeToken t;
  int k = ofe_next_token(p, &t);
  /* array sections are legal between these two tokens only */
  if (k == PRAGMA_OMP) p->ctx->in_pragma = true;
  else if (k == PRAGMA_END) p->ctx->in_pragma = false;
  t.depth = (uint32_t)p->open.len;
  if (k == PRAGMA_OMP) p->pragma_open = p->open.len;
  else if (k == PRAGMA_END && p->open.len > p->pragma_open) p->open.len = p->pragma_open; /* a pragma line is a unit */
  OfeToken opener = t;
  opener.aux = p->last.kind; /* what the bracket follows: `if (`, say */
  for (int i = opens(k); i > 0; i--) ofe_vec_push(&p->ctx->arena, &p->open, opener);
  if (closes(k)) {
    /* It closes the innermost bracket of its kind, and any left open inside that one (a few
     * levels only, to stay linear); one that matches none closes nothing (the depth says so). */
    size_t i = p->open.len;
    while (i > 0 && p->open.len - i < 8 && !closes_open(p->open.items[i - 1].kind, k)) i--;
    if (i > 0 && closes_open(p->open.items[i - 1].kind, k)) {
      t.depth = (uint32_t)i;
      p->open.len = i - 1;
    } else {
      t.depth = UINT32_MAX;
    }
  }
  track_item_attributes(p, k);
  p->prev = p->last;
  p->last = t;
  *out = t;
  return k;
}

int ofe_gram_lex(OFE_GRAM_STYPE *lval, OfeLoc *lloc, OfeParser *p) {
  OfeToken t;
  int k = ofe_parser_next(p, &t);
  lval->tok = t;
  *lloc = t.loc;
  return k;
}

bool ofe_parse(OfeCtx *ctx, const char *text, size_t len, bool (*more)(void *user, const char **text, size_t *len),
               void *more_user) {
  OfeParser p = {0};
  p.ctx = ctx;
  p.lex.ctx = ctx;
  p.lex.diag = &ctx->diag;
  p.lex.buf = text;
  p.lex.len = len;
  p.lex.more = more;
  p.lex.more_user = more_user;
  p.lex.line = 1;
  p.lex.file = ofe_diag_file(&ctx->diag, ctx->main_file, strlen(ctx->main_file));
  p.lex.openmp = ctx->opts->openmp || ofe_options_simd_only(ctx->opts); /* simd_only() filters */
  ctx->diag.pp_text = text;
  ctx->diag.pp_len = len;
  ofe_lexer_start(&p.lex, &p.scanner);
  int rc = ofe_gram_parse(&p);
  ofe_gram_flush_error(&p); /* the parse gave up before a rule recovered */
  ofe_lexer_stop(p.scanner);
  /* a block that error recovery left open ends with the file: its scope (in decl_scratch)
   * must not be where the end of the unit looks names up */
  ctx->scope = ctx->file_scope;
  ctx->scope_depth = 0;
  ofe_arena_free(&ctx->decl_scratch); /* the syntax objects and block scopes are dead */
  ofe_arena_free(&p.pragma_scratch);
  for (size_t i = 0; i < p.begin_meta_locs.len; i++) /* also after the syntax error its open block makes */
    ofe_error(&ctx->diag, p.begin_meta_locs.items[i], "'#pragma omp begin metadirective' without a matching '#pragma omp end metadirective'");
  for (size_t i = 0; i < p.begin_assumes.len; i++)
    ofe_error(&ctx->diag, p.begin_assumes.items[i], "'#pragma omp begin assumes' without a matching '#pragma omp end assumes'");
  if (rc == 0) ofe_sema_finish_unit(ctx);
  return rc == 0 && ctx->diag.errors == 0;
}
