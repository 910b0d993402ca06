/* pragmas: the pragmas other than OpenMP's that change what a program means, read from one
 * `#pragma` line (the lexer hands over the text after `pragma`), with gcc's and clang's
 * meaning:
 *   pack(...)                        caps the member alignment of the records defined next;
 *   GCC visibility push(v) / pop     gives the declarations that follow a visibility;
 *   GCC (or clang) diagnostic ...    ignores a warning from there on, or makes it an error;
 *   weak name [= target]             makes name a weak symbol (a weak alias of target);
 *   GCC push_options / pop_options / target("isa,...") gives the functions defined next
 *                                    those instruction sets (sema/x86_isa.h);
 *   STDC FP_CONTRACT ON|OFF|DEFAULT, clang fp contract(on|off|fast|fast-honor-pragmas)
 *                                    contracts a*b+c from there on as clang-19 does (gcc
 *                                    ignores the STDC one); inside a function: refused, by sema;
 *   redefine_extname, scalar_storage_order big-endian, ms_struct on: refused, at the '#'.
 * Other pragmas are skipped, as gcc and clang skip those they do not know: hints (unroll,
 * ivdep, optimize) and STDC FENV_ACCESS and CX_LIMITED_RANGE, which gcc ignores too. A malformed
 * pack, visibility or FP_CONTRACT pragma is ignored with a warning, as both compilers do. What
 * they leave is kept in ctx->pragmas. */
#include "parse/parse.h"
#include "support/text_marks.h"

#include <stdlib.h>
#include <string.h>

typedef struct Word {
  char kind; /* 'a' identifier, '0' number, '"' string (s, n: its quotes included), else the
                punctuation character; 0 at the end */
  const char *s;
  size_t n;
} Word;

typedef struct Line {
  const char *p, *end;
} Line;

static bool ident_char(char c) { return c == '_' || c == '$' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'); }

static Word next_word(Line *l) {
  while (l->p < l->end && (*l->p == ' ' || *l->p == '\t' || *l->p == '\r' || *l->p == '\v' || *l->p == '\f')) l->p++;
  Word w = {0, l->p, 0};
  if (l->p == l->end) return w;
  if (ident_char(*l->p)) {
    w.kind = *l->p >= '0' && *l->p <= '9' ? '0' : 'a';
    while (l->p < l->end && ident_char(*l->p)) l->p++;
  } else if (*l->p == '"') {
    w.kind = '"';
    for (l->p++; l->p < l->end && *l->p != '"'; l->p++)
      if (*l->p == '\\' && l->p + 1 < l->end) l->p++;
    if (l->p == l->end) return (Word){'?', w.s, (size_t)(l->end - w.s)}; /* unterminated */
    l->p++;
  } else {
    w.kind = *l->p++;
  }
  w.n = (size_t)(l->p - w.s);
  return w;
}

static bool word_is(Word w, const char *s) { return w.kind == 'a' && w.n == strlen(s) && memcmp(w.s, s, w.n) == 0; }

static void ignored(OfeCtx *ctx, OfeLoc loc, const char *what) {
  ofe_warn(&ctx->diag, OFE_W_IGNORED_PRAGMAS, loc, "%s - ignored", what);
}

/* The value of pack(n): 0 (none) or a power of two up to 16; -1 when it is none of those. */
static int pack_value(Word w) {
  char *end;
  long v = strtol(w.s, &end, 10);
  if (w.kind != '0' || end != w.s + w.n) return -1;
  return v == 0 || v == 1 || v == 2 || v == 4 || v == 8 || v == 16 ? (int)v : -1;
}

static void set_pack(OfeCtx *ctx, OfeLoc loc, unsigned pack) {
  OfePragmaMark now = ofe_pragma_now(&ctx->pragmas);
  ofe_pragma_mark(&ctx->arena, &ctx->pragmas, loc.offset, pack, now.visibility);
}

/* pack(), pack(n), pack(push[, label][, n]), pack(pop[, label]); pack(show) shows nothing. */
static void pragma_pack(OfeCtx *ctx, OfeLoc loc, Line *l) {
  OfePragmaState *s = &ctx->pragmas;
  unsigned now = ofe_pragma_now(s).pack;
  if (next_word(l).kind != '(') return ignored(ctx, loc, "missing '(' after '#pragma pack'");
  Word w = next_word(l);
  if (w.kind == ')') return set_pack(ctx, loc, 0);
  if (w.kind == '0') {
    int v = pack_value(w);
    if (v < 0) return ignored(ctx, loc, "'#pragma pack' alignment must be 0, 1, 2, 4, 8 or 16");
    if (next_word(l).kind != ')') return ignored(ctx, loc, "malformed '#pragma pack(n)'");
    return set_pack(ctx, loc, (unsigned)v);
  }
  if (word_is(w, "show")) return;
  bool push = word_is(w, "push");
  if (!push && !word_is(w, "pop")) return ignored(ctx, loc, "unknown action for '#pragma pack'");
  const char *label = NULL;
  int value = -2; /* none given */
  for (Word x = next_word(l); x.kind != ')'; x = next_word(l)) {
    Word arg = next_word(l);
    if (x.kind != ',' || (arg.kind != 'a' && arg.kind != '0') || (arg.kind == 'a' && (label || value != -2)) ||
        (arg.kind == '0' && value != -2))
      return ignored(ctx, loc, push ? "malformed '#pragma pack(push[, id][, n])'" : "malformed '#pragma pack(pop[, id])'");
    if (arg.kind == 'a') label = ofe_intern(ctx, arg.s, arg.n);
    else if ((value = pack_value(arg)) < 0) return ignored(ctx, loc, "'#pragma pack' alignment must be 0, 1, 2, 4, 8 or 16");
  }
  if (push) {
    OfePackSlot slot = {label, now};
    ofe_vec_push(&ctx->arena, &s->pack_stack, slot);
    if (value >= 0) set_pack(ctx, loc, (unsigned)value);
    return;
  }
  /* gcc ignores pop's n, clang sets it after the pop: which one the code means is unclear */
  if (value != -2) {
    ofe_error(&ctx->diag, loc, "'#pragma pack(pop, n)' is not supported: gcc ignores the pragma, clang sets n after the pop");
    return;
  }
  size_t k = s->pack_stack.len;
  if (label)
    while (k && s->pack_stack.items[k - 1].label != label) k--;
  if (!k) return ignored(ctx, loc, label ? "'#pragma pack(pop, id)' without a matching '#pragma pack(push, id)'"
                                         : "'#pragma pack(pop)' without a matching '#pragma pack(push)'");
  s->pack_stack.len = k - 1;
  set_pack(ctx, loc, s->pack_stack.items[k - 1].pack);
}

/* GCC visibility push(default|hidden|protected|internal), GCC visibility pop */
static void pragma_visibility(OfeCtx *ctx, OfeLoc loc, Line *l) {
  OfePragmaState *s = &ctx->pragmas;
  OfePragmaMark now = ofe_pragma_now(s);
  Word w = next_word(l);
  if (word_is(w, "pop")) {
    if (!s->visibility_stack.len) return ignored(ctx, loc, "'#pragma GCC visibility pop' without a matching push");
    OfeVisibility before = s->visibility_stack.items[--s->visibility_stack.len];
    ofe_pragma_mark(&ctx->arena, s, loc.offset, now.pack, before);
    return;
  }
  Word open = next_word(l), name = next_word(l), close = next_word(l);
  OfeVisibility v = OFE_VISIBILITY_UNSET;
  if (word_is(w, "push") && open.kind == '(' && name.kind == 'a' && close.kind == ')') {
    char buf[16] = "";
    if (name.n < sizeof buf) memcpy(buf, name.s, name.n);
    v = ofe_visibility_from_name(buf);
  }
  if (!v) return ignored(ctx, loc, "malformed '#pragma GCC visibility push(default|hidden|protected|internal)'");
  ofe_vec_push(&ctx->arena, &s->visibility_stack, now.visibility);
  ofe_pragma_mark(&ctx->arena, s, loc.offset, now.pack, v);
}

/* GCC diagnostic push | pop | ignored "-Wx" | warning "-Wx" | error "-Wx" (clang diagnostic
 * too, and its `fatal`, an error here), with clang-19's meaning and warnings */
static void pragma_diagnostic(OfeCtx *ctx, OfeLoc loc, Line *l) {
  Word what = next_word(l);
  if (word_is(what, "push")) return ofe_diag_pragma_push(&ctx->diag);
  if (word_is(what, "pop")) {
    if (!ofe_diag_pragma_pop(&ctx->diag, loc.offset))
      ofe_warn(&ctx->diag, OFE_W_UNKNOWN_PRAGMAS, loc, "pragma diagnostic pop could not pop, no matching push");
    return;
  }
  OfeDiagPragmaState state = word_is(what, "ignored")                           ? OFE_DP_IGNORED
                             : word_is(what, "warning")                         ? OFE_DP_WARNING
                             : word_is(what, "error") || word_is(what, "fatal") ? OFE_DP_ERROR
                                                                                : OFE_DP_FLAGS;
  if (state == OFE_DP_FLAGS) {
    ofe_warn(&ctx->diag, OFE_W_UNKNOWN_PRAGMAS, loc,
             "pragma diagnostic expected 'error', 'warning', 'ignored', 'fatal', 'push', or 'pop'");
    return;
  }
  Word option = next_word(l);
  if (option.kind != '"' || option.n < 4 || memcmp(option.s, "\"-W", 3) != 0) {
    ofe_warn(&ctx->diag, OFE_W_UNKNOWN_PRAGMAS, loc, "pragma diagnostic expected option name (e.g. \"-Wundef\")");
    return;
  }
  char group[128];
  size_t n = option.n - 4; /* the quotes and -W off */
  if (n >= sizeof group) n = sizeof group - 1;
  memcpy(group, option.s + 3, n);
  group[n] = 0;
  if (!ofe_diag_pragma_set(&ctx->diag, loc.offset, group, state))
    ofe_warn(&ctx->diag, OFE_W_UNKNOWN_WARNING_OPTION, loc, "unknown warning group '-W%s', ignored", group);
}

/* GCC target("a,b", "c"): the ISAs are added to what holds; push_options saves that, pop_options
   restores it, reset_options empties it (as gcc-12 reads them) */
static void pragma_gcc_options(OfeCtx *ctx, OfeLoc loc, Word what, Line *l) {
  OfePragmaState *s = &ctx->pragmas;
  if (word_is(what, "push_options")) {
    ofe_vec_push(&ctx->arena, &s->target_stack, s->target);
  } else if (word_is(what, "pop_options")) {
    if (!s->target_stack.len) return ignored(ctx, loc, "'#pragma GCC pop_options' without a corresponding '#pragma GCC push_options'");
    s->target = s->target_stack.items[--s->target_stack.len];
  } else if (word_is(what, "reset_options")) {
    s->target = (OfeIsaSet){{0, 0}};
  } else { /* target */
    Word w = next_word(l);
    bool paren = w.kind == '(';
    if (paren) w = next_word(l);
    for (; w.kind == '"'; w = next_word(l)) {
      ofe_isa_add_list(&s->target, w.s + 1, w.n - 2);
      Word sep = next_word(l);
      if (sep.kind != ',') {
        w = sep;
        break;
      }
    }
    if ((paren && w.kind != ')') || (!paren && w.kind)) return ignored(ctx, loc, "malformed '#pragma GCC target(\"isa,...\")'");
  }
}

/* weak name, weak name = target */
static void pragma_weak(OfeCtx *ctx, OfeLoc loc, Line *l) {
  Word name = next_word(l), eq = next_word(l), target = eq.kind == '=' ? next_word(l) : (Word){0};
  if (name.kind != 'a' || (eq.kind && eq.kind != '=') || (eq.kind == '=' && target.kind != 'a') ||
      (target.kind && next_word(l).kind))
    return ignored(ctx, loc, "malformed '#pragma weak'");
  OfePragmaWeak w = {ofe_intern(ctx, name.s, name.n), target.kind ? ofe_intern(ctx, target.s, target.n) : NULL, loc};
  ofe_vec_push(&ctx->arena, &ctx->pragmas.weak, w);
}

static void mark_fp_contract(OfeCtx *ctx, OfeLoc loc, bool command_line, OfeFpContract mode) {
  OfeFpContractMark m = {loc.offset, command_line, mode, loc};
  ofe_marks_put(&ctx->arena, &ctx->pragmas.fp_contract, m);
}

/* STDC FP_CONTRACT ON|OFF|DEFAULT */
static void pragma_stdc_fp_contract(OfeCtx *ctx, OfeLoc loc, Line *l) {
  Word w = next_word(l);
  if (next_word(l).kind) return ignored(ctx, loc, "extra tokens at end of '#pragma STDC FP_CONTRACT'");
  if (word_is(w, "ON")) mark_fp_contract(ctx, loc, false, OFE_FP_CONTRACT_ON);
  else if (word_is(w, "OFF")) mark_fp_contract(ctx, loc, false, OFE_FP_CONTRACT_OFF);
  else if (word_is(w, "DEFAULT")) mark_fp_contract(ctx, loc, true, OFE_FP_CONTRACT_ON);
  else ignored(ctx, loc, "expected 'ON' or 'OFF' or 'DEFAULT' in '#pragma STDC FP_CONTRACT'");
}

/* clang fp contract(on|off|fast|fast-honor-pragmas); its other options (reassociate, exceptions,
 * eval_method) let clang-19 change results as it may: left to the command line, as gcc does */
static void pragma_clang_fp(OfeCtx *ctx, OfeLoc loc, Line *l) {
  if (!word_is(next_word(l), "contract")) return;
  if (next_word(l).kind != '(') return ignored(ctx, loc, "missing '(' after '#pragma clang fp contract'");
  const char *close = memchr(l->p, ')', (size_t)(l->end - l->p));
  Line arg = {l->p, close ? close : l->end};
  Word w = next_word(&arg);
  size_t n = close ? (size_t)(close - w.s) : 0;
  while (n && (w.s[n - 1] == ' ' || w.s[n - 1] == '\t')) n--;
  static const struct { const char *name; OfeFpContract mode; } modes[] = {
    {"on", OFE_FP_CONTRACT_ON}, {"off", OFE_FP_CONTRACT_OFF}, {"fast", OFE_FP_CONTRACT_FAST},
    {"fast-honor-pragmas", OFE_FP_CONTRACT_FAST},
  };
  for (size_t i = 0; w.kind == 'a' && i < sizeof modes / sizeof *modes; i++)
    if (n == strlen(modes[i].name) && !memcmp(w.s, modes[i].name, n)) return mark_fp_contract(ctx, loc, false, modes[i].mode);
  ofe_error(&ctx->diag, loc, "unexpected argument to '#pragma clang fp contract'; expected 'fast' or 'on' or 'off' or 'fast-honor-pragmas'");
}

void ofe_pragma_other(OfeCtx *ctx, OfeLoc loc, const char *text, size_t len) {
  Line l = {text, text + len};
  Word w = next_word(&l);
  if (word_is(w, "pack")) return pragma_pack(ctx, loc, &l);
  if (word_is(w, "weak")) return pragma_weak(ctx, loc, &l);
  if (word_is(w, "GCC") || word_is(w, "clang")) {
    Line rest = l;
    Word what = next_word(&rest);
    if (word_is(what, "diagnostic")) return pragma_diagnostic(ctx, loc, &rest);
    if (word_is(w, "clang") && word_is(what, "fp")) return pragma_clang_fp(ctx, loc, &rest);
    if (word_is(w, "GCC") && word_is(what, "visibility")) return pragma_visibility(ctx, loc, &rest);
    if (word_is(w, "GCC") && (word_is(what, "push_options") || word_is(what, "pop_options") ||
                              word_is(what, "reset_options") || word_is(what, "target")))
      return pragma_gcc_options(ctx, loc, what, &rest);
    return;
  }
  if (word_is(w, "STDC")) {
    Line rest = l;
    if (word_is(next_word(&rest), "FP_CONTRACT")) return pragma_stdc_fp_contract(ctx, loc, &rest);
    return;
  }
  if (word_is(w, "redefine_extname")) {
    ofe_error(&ctx->diag, loc, "'#pragma redefine_extname' is not supported: the symbols it renames would keep their names");
    return;
  }
  if (word_is(w, "ms_struct")) {
    /* clang lays the records out as MSVC does from here on; gcc on Linux ignores it */
    if (word_is(next_word(&l), "on"))
      ofe_error(&ctx->diag, loc, "'#pragma ms_struct on' is not supported: clang lays records out as MSVC does after it, gcc ignores it");
    return;
  }
  if (word_is(w, "scalar_storage_order")) {
    Word order = next_word(&l);
    if (word_is(order, "big") && next_word(&l).kind == '-')
      ofe_error(&ctx->diag, loc, "'#pragma scalar_storage_order big-endian' is not supported by ompfe");
    return;
  }
}
