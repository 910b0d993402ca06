/* warn_stmt: statements whose shape suggests a slip: an `else` that binds to an inner `if`
 * (-Wdangling-else) and a stray `;` as the body of an if or a loop (-Wempty-body), with
 * clang-19's rules for when each is a probable mistake. */
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

void ofe_warn_block_items(OfeCtx *ctx, const OfeStmtList *items) {
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
