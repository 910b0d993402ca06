/* warn_stmt: statements whose shape suggests a slip: an `else` that binds to an inner `if`
 * (-Wdangling-else), a stray `;` as the body of an if or a loop (-Wempty-body) and a
 * statement indented as if it were part of the unbraced body before it
 * (-Wmisleading-indentation), with clang-19's rules for when each is a probable mistake. */
#include "sema/warn.h"

#include "support/diag.h"

/* The `else` an if statement's body ends with, as clang's parser passes it up: through the
 * bodies of loops, switches and labels, not into another else. */
static const OfeLoc *trailing_else(const OfeStmt *s) {
  while (s) {
    switch (s->kind) {
    case S_IF: return s->if_.els ? &s->if_.else_loc : NULL;
    case S_WHILE: s = s->loop.body; break;
    case S_FOR: s = s->for_.body; break;
    case S_SWITCH: s = s->switch_.body; break;
    case S_LABEL: s = s->label.body; break;
    default: return NULL;
    }
  }
  return NULL;
}

/* A `;` body on the line of the closing parenthesis, written as such: an empty macro
 * expanded before it (`if (x) DEBUG(y);`, which clang does not report) leaves the
 * preprocessed text shorter than the source line. */
static bool empty_body_on_line(const OfeStmt *body, OfeLoc rparen) {
  if (!body || body->kind != S_NULL || body->fallthrough || !rparen.line) return false;
  OfeLoc semi = body->loc;
  return semi.file == rparen.file && semi.line == rparen.line && semi.col > rparen.col && semi.offset > rparen.offset &&
         semi.col - rparen.col == semi.offset - rparen.offset;
}

static void report_empty_body(OfeCtx *ctx, const OfeStmt *body, const char *what) {
  ofe_warn(&ctx->diag, OFE_W_EMPTY_BODY, body->loc, "%s has empty body", what);
  ofe_note(&ctx->diag, body->loc, "put the semicolon on a separate line to silence this warning");
}

void ofe_warn_if(OfeCtx *ctx, const OfeStmt *s) {
  if (s->if_.els) return;
  if (empty_body_on_line(s->if_.then, s->if_.rparen)) report_empty_body(ctx, s->if_.then, "if statement");
  const OfeLoc *dangling = trailing_else(s->if_.then);
  if (dangling) ofe_warn(&ctx->diag, OFE_W_DANGLING_ELSE, *dangling, "add explicit braces to avoid dangling else");
}

/* clang's test, made where its parser has read an unbraced body and looks at the next token
 * `next`: `stmt` is where the if, else, for or while is, `body` where its body starts. The
 * next token is misleading when it is lined up with a body indented deeper than the
 * statement, or follows it on the body's line, but not on the statement's own line. Tokens
 * a macro put in place, and a preprocessor directive in between, leave it unsaid. */
static void check_indentation(OfeCtx *ctx, const char *what, OfeLoc stmt, OfeLoc body, const OfeStmt *next) {
  if (next->kind == S_NULL || next->kind == S_LABEL || next->kind == S_OMP) return; /* `;`, `name:`, a pragma */
  /* the same line first: a column costs a scan of its line, which a long generated line of
   * if-statements would make quadratic */
  if (stmt.line == next->loc.line) return;
  bool next_first = false;
  unsigned stmt_col = ofe_diag_visual_column(&ctx->diag, stmt, NULL);
  unsigned body_col = ofe_diag_visual_column(&ctx->diag, body, NULL);
  unsigned next_col = ofe_diag_visual_column(&ctx->diag, next->loc, &next_first);
  if (!stmt_col || !body_col || !next_col || ofe_diag_directive_between(&ctx->diag, body, next->loc)) return;
  if ((body_col > stmt_col && body_col == next_col) || !next_first) {
    ofe_warn(&ctx->diag, OFE_W_MISLEADING_INDENTATION, next->loc, "misleading indentation; statement is not part of the previous '%s'", what);
    ofe_note(&ctx->diag, stmt, "previous statement is here");
  }
}

/* Each unbraced body that ends where `s` ends, from the outside in: the token after each is
 * `next`'s first. An if's then-branch is followed by its else; the statement an else begins
 * with is reported as standing where the else does, as clang reports it. */
static void check_trailing_bodies(OfeCtx *ctx, const OfeStmt *s, const OfeStmt *next) {
  const OfeLoc *after_else = NULL;
  for (;;) {
    while (s && (s->kind == S_LABEL || s->kind == S_CASE || s->kind == S_DEFAULT)) s = s->kind == S_LABEL ? s->label.body : s->case_.body;
    if (!s) return;
    const char *what;
    const OfeStmt *body;
    OfeLoc at = after_else ? *after_else : s->loc;
    after_else = NULL;
    switch (s->kind) {
    case S_IF:
      if (s->if_.els) {
        what = "else", body = s->if_.els, at = s->if_.else_loc, after_else = &s->if_.else_loc;
      } else {
        what = "if", body = s->if_.then;
      }
      break;
    case S_WHILE: what = "while", body = s->loop.body; break;
    case S_FOR: what = "for", body = s->for_.body; break;
    default: return;
    }
    if (!body || body->kind == S_COMPOUND) return;
    check_indentation(ctx, what, at, body->loc, next);
    s = body;
  }
}

void ofe_warn_block_items(OfeCtx *ctx, const OfeStmtList *items) {
  for (size_t i = 0; i + 1 < items->len; i++)
    if (items->items[i] && items->items[i + 1]) check_trailing_bodies(ctx, items->items[i], items->items[i + 1]);
  /* `while (c);` is an idiom; clang reports it only before a block or a statement indented
   * deeper than the loop, which look like the intended body */
  for (size_t i = 0; i + 1 < items->len; i++) {
    const OfeStmt *s = items->items[i], *next = items->items[i + 1];
    if (!s || !next || (s->kind != S_WHILE && s->kind != S_FOR)) continue;
    const OfeStmt *body = s->kind == S_WHILE ? s->loop.body : s->for_.body;
    OfeLoc rparen = s->kind == S_WHILE ? s->loop.rparen : s->for_.rparen;
    if (!empty_body_on_line(body, rparen)) continue;
    bool probable = next->kind == S_COMPOUND || (next->loc.file == s->loc.file && next->loc.col > s->loc.col);
    if (probable) report_empty_body(ctx, body, s->kind == S_WHILE ? "while loop" : "for loop");
  }
}
