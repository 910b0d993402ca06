/* tokens: the token stream the grammar reads. It sits between the flex scanner and bison:
 *  - an identifier whose innermost declaration is a typedef becomes TYPEDEF_NAME;
 *  - a `#pragma omp` line is read whole and its words classified, since OpenMP keywords are
 *    context sensitive (`to` is a clause name, a map type, or a variable): the leading words
 *    name the directive (one token per directive kind), words at the clause level are clause
 *    names, and words before a ':' inside a clause's parentheses are modifiers;
 *  - directives that ompfe runs sequentially (parallel, for, simd, ...) are dropped with a
 *    warning, and clauses of the parts of a combined construct that are dropped likewise. */
#include <stdlib.h>
#include <string.h>

#include "frontend/parse.h"
#include "frontend/sema_omp.h"
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

static OfeToken raw_token(OfeParser *p) {
  OfeToken t = {0};
  t.kind = ofe_lexer_next(p->scanner);
  t.loc = p->lex.loc;
  if (t.kind == PRAGMA_OMP) t.loc = p->lex.pragma_loc;
  if (t.kind == IDENTIFIER) {
    t.text = ofe_intern(p->ctx, p->lex.text, p->lex.textlen);
    t.len = p->lex.textlen;
    if (ofe_scope_is_typedef(p->ctx, t.text)) t.kind = TYPEDEF_NAME;
  } else if (t.kind == INT_CONST || t.kind == FLOAT_CONST || t.kind == CHAR_CONST ||
             t.kind == STRING_LITERAL) {
    t.text = ofe_arena_strndup(&p->ctx->arena, p->lex.text, p->lex.textlen);
    t.len = p->lex.textlen;
  }
  return t;
}

/* ---- directives ------------------------------------------------------------------------ */

typedef enum { DC_GRAMMAR, DC_SEQUENTIAL, DC_UNSUPPORTED } DirClass;

typedef struct DirEntry {
  const char *words; /* space separated */
  int token;         /* grammar token for DC_GRAMMAR */
  DirClass cls;
} DirEntry;

/* Longest match wins; `target` followed by loop/parallelism words is a combined construct. */
static const DirEntry directives[] = {
  {"target enter data", TOK_TARGET_ENTER_DATA, DC_GRAMMAR},
  {"target exit data", TOK_TARGET_EXIT_DATA, DC_GRAMMAR},
  {"target data", TOK_TARGET_DATA, DC_GRAMMAR},
  {"target update", TOK_TARGET_UPDATE, DC_GRAMMAR},
  {"target", TOK_TARGET, DC_GRAMMAR},
  {"begin declare target", TOK_BEGIN_DECLARE_TARGET, DC_GRAMMAR},
  {"end declare target", TOK_END_DECLARE_TARGET, DC_GRAMMAR},
  {"declare target", TOK_DECLARE_TARGET, DC_GRAMMAR},
  {"begin declare variant", TOK_BEGIN_DECLARE_VARIANT, DC_GRAMMAR},
  {"end declare variant", TOK_END_DECLARE_VARIANT, DC_GRAMMAR},
  {"requires", TOK_REQUIRES, DC_GRAMMAR},
  {"taskwait", TOK_TASKWAIT, DC_GRAMMAR},
  /* Constructs whose sequential execution by one thread is a conforming implementation. */
  {"parallel", 0, DC_SEQUENTIAL}, {"for", 0, DC_SEQUENTIAL}, {"simd", 0, DC_SEQUENTIAL},
  {"teams", 0, DC_SEQUENTIAL}, {"distribute", 0, DC_SEQUENTIAL}, {"loop", 0, DC_SEQUENTIAL},
  {"sections", 0, DC_SEQUENTIAL}, {"section", 0, DC_SEQUENTIAL}, {"single", 0, DC_SEQUENTIAL},
  {"master", 0, DC_SEQUENTIAL}, {"masked", 0, DC_SEQUENTIAL}, {"critical", 0, DC_SEQUENTIAL},
  {"barrier", 0, DC_SEQUENTIAL}, {"atomic", 0, DC_SEQUENTIAL}, {"flush", 0, DC_SEQUENTIAL},
  {"ordered", 0, DC_SEQUENTIAL}, {"task", 0, DC_SEQUENTIAL}, {"taskgroup", 0, DC_SEQUENTIAL},
  {"taskyield", 0, DC_SEQUENTIAL}, {"taskloop", 0, DC_SEQUENTIAL}, {"threadprivate", 0, DC_SEQUENTIAL},
  {"declare simd", 0, DC_SEQUENTIAL}, {"declare reduction", 0, DC_SEQUENTIAL},
  {"scope", 0, DC_SEQUENTIAL}, {"unroll", 0, DC_SEQUENTIAL}, {"tile", 0, DC_SEQUENTIAL},
  {"nothing", 0, DC_SEQUENTIAL}, {"assume", 0, DC_SEQUENTIAL},
  /* Constructs whose meaning ompfe cannot honour by ignoring them. */
  {"declare mapper", 0, DC_UNSUPPORTED}, {"declare variant", 0, DC_UNSUPPORTED},
  {"metadirective", 0, DC_UNSUPPORTED}, {"begin metadirective", 0, DC_UNSUPPORTED},
  {"scan", 0, DC_UNSUPPORTED}, {"interop", 0, DC_UNSUPPORTED}, {"dispatch", 0, DC_UNSUPPORTED},
  {"allocate", 0, DC_UNSUPPORTED}, {"error", 0, DC_UNSUPPORTED}, {"depobj", 0, DC_UNSUPPORTED},
  {"cancel", 0, DC_UNSUPPORTED}, {"cancellation point", 0, DC_UNSUPPORTED},
};

/* Words that may follow `target` in a combined construct. */
static bool combined_word(const char *w) {
  static const char *const ws[] = {"teams", "parallel", "distribute", "for", "simd", "loop", NULL};
  for (int i = 0; ws[i]; i++)
    if (strcmp(w, ws[i]) == 0) return true;
  return false;
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

typedef enum { ARGS_EXPR, ARGS_KEYWORDS, ARGS_MODIFIED, ARGS_REDUCTION, ARGS_SELECTOR } ArgStyle;

static ArgStyle clause_args(OfeOmpClauseName n) {
  switch (n) {
  case OCN_DEVICE_TYPE: case OCN_DEFAULTMAP: case OCN_DEFAULT: case OCN_ATOMIC_DEFAULT_MEM_ORDER:
    return ARGS_KEYWORDS;
  case OCN_MAP: case OCN_TO: case OCN_FROM: case OCN_DEPEND: case OCN_IF: case OCN_DEVICE:
    return ARGS_MODIFIED;
  case OCN_REDUCTION: return ARGS_REDUCTION;
  case OCN_MATCH: return ARGS_SELECTOR;
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

static void emit_tok(Classifier *c, OfeToken t) { ofe_vec_push(&c->p->ctx->arena, &c->out, t); }

static void warn_once(OfeParser *p, OfeLoc loc, const char *key, const char *fmt, const char *what) {
  const char *k = ofe_arena_printf(&p->ctx->arena, "%s:%s", key, what);
  if (ofe_strmap_get(&p->ctx->warned, k, strlen(k))) return;
  ofe_strmap_put(&p->ctx->warned, k, strlen(k), (void *)1);
  ofe_warning(&p->ctx->diag, loc, fmt, what);
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
    OfeOmpClauseName name;
    if (!w || !ofe_omp_clause_lookup(w, &name)) {
      if (w) ofe_error(&p->ctx->diag, t.loc, "unknown OpenMP clause '%s'", w);
      else ofe_error(&p->ctx->diag, t.loc, "expected an OpenMP clause");
      i = close + 1;
      continue;
    }
    if (name == OCN_IGNORED) {
      warn_once(p, t.loc, "clause", "clause '%s' ignored: the construct it belongs to runs sequentially", w);
      i = close + 1;
      continue;
    }
    t.kind = OMP_CLAUSE;
    t.text = w;
    t.aux = (int)name;
    if (close == i) {
      emit_tok(c, t);
      i++;
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
    emit_tok(c, t);
    emit_tok(c, toks[i + 1].t); /* '(' */
    size_t colon = modifier_colon(toks, i + 1, close);
    for (size_t j = i + 2; j < close; j++) {
      OfeToken a = toks[j].t;
      const char *aw = word(&a);
      bool before_colon = colon && j < colon;
      if (style == ARGS_KEYWORDS && aw) {
        a.kind = OMP_MOD;
        a.text = aw;
      } else if (style == ARGS_MODIFIED && before_colon && aw) {
        a.kind = OMP_MOD;
        a.text = aw;
        /* a directive name modifier is all the directive's words: if(target enter data: c) */
        while (name == OCN_IF && j + 1 < colon && word(&toks[j + 1].t))
          a.text = ofe_arena_printf(&p->ctx->arena, "%s %s", a.text, word(&toks[++j].t));
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

/* Reads the rest of a `#pragma omp` line and queues its classified tokens after PRAGMA_OMP. */
static void read_pragma(OfeParser *p, OfeToken start) {
  OfeCtx *ctx = p->ctx;
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
    ofe_vec_push(&ctx->arena, &toks, pt);
  }
  p->pending.len = p->pending_pos = 0;
  size_t n = toks.len;
  /* the directive */
  const DirEntry *best = NULL;
  size_t best_len = 0;
  for (size_t d = 0; d < sizeof directives / sizeof *directives; d++) {
    size_t m = match_words(toks.items, n, directives[d].words);
    if (m > best_len) {
      best = &directives[d];
      best_len = m;
    }
  }
  if (!best) {
    const char *w = n ? word(&toks.items[0].t) : NULL;
    if (w) ofe_error(&ctx->diag, n ? toks.items[0].t.loc : start.loc, "unknown OpenMP directive '%s'", w);
    else ofe_error(&ctx->diag, start.loc, "expected an OpenMP directive after '#pragma omp'");
    return;
  }
  if (best->cls != DC_GRAMMAR) {
    if (best->cls == DC_UNSUPPORTED)
      ofe_error(&ctx->diag, toks.items[0].t.loc, "'#pragma omp %s' is not supported by ompfe", best->words);
    else
      warn_once(p, toks.items[0].t.loc, "directive",
                "'#pragma omp %s' is not supported by ompfe and is ignored: its code runs sequentially",
                best->words);
    return;
  }
  OfeToken dir = toks.items[0].t;
  dir.kind = best->token;
  dir.text = best->words;
  size_t i = best_len;
  if (best->token == TOK_TARGET) {
    while (i < n && word(&toks.items[i].t) && combined_word(word(&toks.items[i].t))) i++;
    if (i > best_len) {
      dir.aux = 1;
      warn_once(p, toks.items[0].t.loc, "combined",
                "%s: ompfe offloads the target region and runs the rest of the combined construct sequentially",
                "'#pragma omp target ...'");
    }
  }
  Classifier c = {p, {0}};
  emit_tok(&c, start);
  emit_tok(&c, dir);
  /* declare target(list): the parenthesized list right after the directive name */
  if (best->token == TOK_DECLARE_TARGET && i < n && toks.items[i].t.kind == '(') {
    size_t close = closing_paren(p, toks.items, n, i, "the list of '#pragma omp declare target'", end.loc);
    if (close == n) return;
    for (size_t j = i; j <= close; j++) emit_tok(&c, toks.items[j].t);
    i = close + 1;
  }
  classify_clauses(&c, toks.items, i, n, end.loc);
  emit_tok(&c, end);
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

int ofe_gram_lex(OFE_GRAM_STYPE *lval, OfeLoc *lloc, OfeParser *p) {
  OfeToken t;
  int k = ofe_next_token(p, &t);
  /* array sections are legal between these two tokens only */
  if (k == PRAGMA_OMP) p->ctx->in_pragma = true;
  else if (k == PRAGMA_END) p->ctx->in_pragma = false;
  lval->tok = t;
  *lloc = t.loc;
  return k;
}

bool ofe_parse(OfeCtx *ctx, const char *text, size_t len) {
  OfeParser p = {0};
  p.ctx = ctx;
  p.lex.diag = &ctx->diag;
  p.lex.buf = text;
  p.lex.len = len;
  p.lex.line = 1;
  p.lex.file = ofe_diag_file(&ctx->diag, ctx->main_file, strlen(ctx->main_file));
  p.lex.openmp = ctx->opts->openmp;
  ctx->diag.pp_text = text;
  ctx->diag.pp_len = len;
  ofe_lexer_start(&p.lex, &p.scanner);
  int rc = ofe_gram_parse(&p);
  ofe_lexer_stop(p.scanner);
  if (rc == 0) ofe_sema_finish_unit(ctx);
  return rc == 0 && ctx->diag.errors == 0;
}
