/* omp_loop_transform: tile and unroll (OpenMP 5.1 §2.11.9) as loop nests in the AST.
 *
 * Each loop of the nest runs over its logical iteration space 0..n-1 (n: its trip count, an
 * unsigned 64-bit number as worksharing.c computes it), and the loop's own variable gets its
 * value, lb + iv * step, at the top of the innermost body, as clang-19 does. `tile
 * sizes(s1..sn)` on n loops makes n floor loops stepping by the sizes, then n tile loops over
 * each tile, clipped at the trip count; `unroll partial(f)` is the same with one size, f. The
 * generated loops are ordinary canonical loops, so a loop construct around them (`for
 * collapse(2)` over a 2-D tile) associates with them like any other. A variable that the loop
 * assigns rather than declares is set to its initial value before the nest, as clang-19 does,
 * and keeps its last iteration's value after. */
#include "sema/omp_loop_transform.h"

#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"

#define TY (&ctx->types)

OfeStmt *ofe_omp_generated_loop(OfeStmt *s) {
  return s && s->kind == S_COMPOUND && s->compound.generated ? s->compound.generated : s;
}

/* ---- expressions over the logical iteration space ---------------------------------------- */

static OfeExpr *u64_const(OfeCtx *ctx, uint64_t v, OfeLoc loc) {
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_INT, TY->ullong, loc);
  e->i.value = v;
  return e;
}

static OfeExpr *u64(OfeCtx *ctx, OfeExpr *e) { return ofe_sema_convert(ctx, e, TY->ullong); }

static OfeExpr *var_ref(OfeCtx *ctx, OfeDecl *d, OfeLoc loc) {
  OfeExpr *e = ofe_sema_decl_ref(ctx, d, loc);
  e->lvalue = true;
  return e;
}

static OfeExpr *var_value(OfeCtx *ctx, OfeDecl *d, OfeLoc loc) { return ofe_sema_rvalue(ctx, var_ref(ctx, d, loc)); }

/* The unsigned type l's bounds and steps are reckoned in: 64 bits, or 128 for a 128-bit
 * iteration type (an __int128 variable or bound) */
static OfeType *reckoning_type(OfeCtx *ctx, const OfeOmpLoop *l) {
  return ofe_type_bits(l->iter_type) > 64 ? TY->uint128 : TY->ullong;
}

/* A bound of l widened to its reckoning type by its type's signedness, read as unsigned. */
static OfeExpr *wide_bound(OfeCtx *ctx, const OfeOmpLoop *l, OfeExpr *bound) {
  OfeType *r = reckoning_type(ctx, l);
  OfeType *wide = r == TY->uint128 ? l->iter_type : ofe_type_is_unsigned(l->iter_type) ? TY->ullong : TY->llong;
  return ofe_sema_convert(ctx, ofe_sema_convert(ctx, bound, wide), r);
}

/* The trip count of l (unsigned 64-bit): for `<`, lb < ub ? (ub - lb - 1) / step + 1 : 0, and
 * so on; one of a 128-bit type runs at most 2^64 - 1 iterations, as worksharing.c counts them. */
static OfeExpr *trip_count(OfeCtx *ctx, const OfeOmpLoop *l) {
  OfeLoc at = l->loc;
  OfeType *r = reckoning_type(ctx, l);
  bool up = l->cmp == OP_LT || l->cmp == OP_LE, strict = l->cmp == OP_LT || l->cmp == OP_GT;
  OfeExpr *lb = wide_bound(ctx, l, l->lb), *ub = wide_bound(ctx, l, l->ub);
  OfeExpr *diff = up ? ofe_sema_binary(ctx, OP_SUB, ub, lb, at) : ofe_sema_binary(ctx, OP_SUB, lb, ub, at);
  if (strict) diff = ofe_sema_binary(ctx, OP_SUB, diff, ofe_sema_convert(ctx, u64_const(ctx, 1, at), r), at);
  OfeExpr *stride = ofe_sema_convert(ctx, up ? l->step : ofe_sema_unary(ctx, UNARY_MINUS, l->step, at), r);
  OfeExpr *steps = ofe_sema_binary(ctx, OP_DIV, diff, stride, at);
  if (r != TY->ullong) {
    OfeExpr *most = u64_const(ctx, UINT64_MAX - 1, at);
    steps = ofe_sema_conditional(ctx, ofe_sema_binary(ctx, OP_LT, steps, most, at), u64(ctx, steps), most, at);
  }
  OfeExpr *trips = ofe_sema_binary(ctx, OP_ADD, steps, u64_const(ctx, 1, at), at);
  OfeExpr *runs = ofe_sema_binary(ctx, l->cmp, l->lb, l->ub, at);
  return ofe_sema_conditional(ctx, runs, trips, u64_const(ctx, 0, at), at);
}

/* The value of l's variable at logical iteration iv: lb + iv * step (a pointer's in bytes). */
static OfeExpr *value_at(OfeCtx *ctx, const OfeOmpLoop *l, OfeExpr *iv) {
  OfeLoc at = l->loc;
  OfeType *r = reckoning_type(ctx, l);
  OfeExpr *offset = ofe_sema_binary(ctx, OP_MUL, ofe_sema_convert(ctx, iv, r), ofe_sema_convert(ctx, l->step, r), at);
  return ofe_sema_convert(ctx, ofe_sema_binary(ctx, OP_ADD, wide_bound(ctx, l, l->lb), offset, at), l->var->type->unqual);
}

/* ---- statements --------------------------------------------------------------------------- */

static OfeStmt *declaration(OfeCtx *ctx, OfeDecl *d, OfeExpr *value, OfeLoc loc) {
  d->init = ofe_arena_alloc(&ctx->arena, sizeof *d->init);
  OfeInitElem el = {.offset = 0, .type = d->type, .expr = ofe_sema_convert(ctx, value, d->type->unqual)};
  ofe_vec_push(&ctx->arena, &d->init->elems, el);
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_DECL, loc);
  ofe_vec_push(&ctx->arena, &s->decl.decls, d);
  return s;
}

/* for (unsigned long long iv = start; iv < limit; iv += step) body (step NULL: ++iv). */
static OfeStmt *counted_loop(OfeCtx *ctx, OfeDecl *iv, OfeExpr *start, OfeExpr *limit, OfeExpr *step, OfeStmt *body,
                             OfeLoc at) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_FOR, at);
  s->for_.init = declaration(ctx, iv, start, at);
  s->for_.cond = ofe_sema_condition(ctx, ofe_sema_binary(ctx, OP_LT, var_value(ctx, iv, at), limit, at));
  s->for_.inc = step ? ofe_sema_assign(ctx, (OfeAssignOp){.compound = true, .op = OP_ADD}, var_ref(ctx, iv, at), step, at)
                     : ofe_sema_incdec(ctx, var_ref(ctx, iv, at), true, true, at);
  s->for_.body = body;
  return s;
}

/* The nest that tiles `nest` by sizes[] (one per loop, unsigned 64-bit): the floor loops,
 * outermost first, then the tile loops, then the loops' variables and the body. Pre-inits
 * (the first clauses that assign a variable declared outside) go to *preinits. */
static OfeStmt *tiled_nest(OfeCtx *ctx, const OfeOmpLoopNest *nest, OfeExpr *const *sizes, OfeStmtList *preinits,
                           OfeLoc at) {
  size_t n = nest->loops.len;
  OfeDecl **floors = ofe_arena_alloc(&ctx->arena, n * sizeof *floors), **tiles = ofe_arena_alloc(&ctx->arena, n * sizeof *tiles);
  OfeExpr **counts = ofe_arena_alloc(&ctx->arena, n * sizeof *counts);
  OfeStmt *body = ofe_stmt_new(&ctx->arena, S_COMPOUND, nest->body ? nest->body->loc : at);
  for (size_t k = 0; k < n; k++) {
    const OfeOmpLoop *l = &nest->loops.items[k];
    floors[k] = ofe_sema_hidden_local(ctx, TY->ullong, ".floor.iv", l->loc);
    tiles[k] = ofe_sema_hidden_local(ctx, TY->ullong, ".tile.iv", l->loc);
    counts[k] = trip_count(ctx, l);
    OfeExpr *v = value_at(ctx, l, var_value(ctx, tiles[k], l->loc));
    if (l->init && l->init->kind == S_DECL) {
      ofe_stmt_list_push(&ctx->arena, &body->compound.items, declaration(ctx, l->var, v, l->loc));
    } else {
      ofe_stmt_list_push(&ctx->arena, preinits, l->init);
      OfeExpr *set = ofe_sema_assign(ctx, (OfeAssignOp){0}, var_ref(ctx, l->var, l->loc), v, l->loc);
      ofe_stmt_list_push(&ctx->arena, &body->compound.items, ofe_sema_expr_stmt(ctx, set, l->loc));
    }
  }
  if (nest->body) ofe_stmt_list_push(&ctx->arena, &body->compound.items, nest->body);
  OfeStmt *s = body;
  for (size_t k = n; k-- > 0;) {
    OfeLoc lk = nest->loops.items[k].loc;
    /* a tile ends at the next floor's start or at the trip count, whichever comes first */
    OfeExpr *next = ofe_sema_binary(ctx, OP_ADD, var_value(ctx, floors[k], lk), sizes[k], lk);
    OfeExpr *end = ofe_sema_conditional(ctx, ofe_sema_binary(ctx, OP_LT, next, counts[k], lk), next, counts[k], lk);
    s = counted_loop(ctx, tiles[k], var_value(ctx, floors[k], lk), end, NULL, s, lk);
  }
  for (size_t k = n; k-- > 0;)
    s = counted_loop(ctx, floors[k], u64_const(ctx, 0, at), counts[k], sizes[k], s, nest->loops.items[k].loc);
  return s;
}

/* ---- clauses ------------------------------------------------------------------------------- */

/* A tile size or unroll factor: an integer expression, strictly positive where constant
 * (`constant_only`: it must be a constant); NULL after an error. */
static OfeExpr *positive_argument(OfeCtx *ctx, OfeExpr *e, const char *clause, bool constant_only) {
  if (e->type->kind == TY_ERROR) return NULL;
  OfeExpr *r = ofe_sema_rvalue(ctx, e);
  if (!ofe_type_is_integer(r->type)) {
    ofe_error(&ctx->diag, e->loc, "expression must have integral or unscoped enumeration type, not '%s'",
              ofe_type_str(TY, r->type));
    return NULL;
  }
  OfeConst k;
  bool constant = ofe_const_eval(ctx, r, &k) && k.kind == CONST_INT;
  if (!constant && constant_only) {
    ofe_error(&ctx->diag, e->loc, "expression is not an integer constant expression");
    return NULL;
  }
  bool is_signed = !ofe_type_is_unsigned(r->type);
  if (constant && (k.i == 0 || (is_signed && (int64_t)k.i < 0))) {
    ofe_error(&ctx->diag, e->loc, "argument to '%s' clause must be a strictly positive integer value", clause);
    return NULL;
  }
  return u64(ctx, r);
}

/* tile sizes(s1, ..., sn): the sizes, *n of them; false after an error. */
static bool tile_sizes(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc, OfeExpr ***sizes, size_t *n) {
  const OfeOmpClauseSyntax *found = NULL;
  bool ok = true;
  for (size_t i = 0; i < cl->items.len; i++) {
    const OfeOmpClauseSyntax *c = cl->items.items[i];
    if (c->name != OMPC_SIZES) {
      ofe_omp_clause_not_allowed(ctx, c, "tile");
      ok = false;
    } else if (found) {
      ofe_error(&ctx->diag, c->loc, "directive '#pragma omp tile' cannot contain more than one 'sizes' clause");
      ok = false;
    } else {
      found = c;
    }
  }
  if (!found) {
    if (ok) ofe_error(&ctx->diag, loc, "directive '#pragma omp tile' requires the 'sizes' clause");
    return false;
  }
  *n = found->args.len;
  *sizes = ofe_arena_alloc(&ctx->arena, (*n ? *n : 1) * sizeof **sizes);
  for (size_t i = 0; i < *n; i++) {
    (*sizes)[i] = positive_argument(ctx, found->args.items[i], "sizes", false);
    ok &= (*sizes)[i] != NULL;
  }
  if (!*n) {
    ofe_error(&ctx->diag, found->loc, "expected expression in the 'sizes' clause");
    ok = false;
  }
  return ok;
}

/* ---- the directives ------------------------------------------------------------------------ */

static OfeStmt *tile(OfeCtx *ctx, OfeOmpClauseList *cl, OfeStmt *body, OfeLoc loc) {
  OfeExpr **sizes;
  size_t n;
  if (!tile_sizes(ctx, cl, loc, &sizes, &n)) return body;
  OfeOmpLoopNest *nest = ofe_omp_loop_nest(ctx, body, loc, (int64_t)n, "tile");
  if (!nest) return body;
  /* the tiles of a non-rectangular nest would not be rectangles: clang-19 refuses it too */
  for (size_t k = 1; k < n; k++) {
    const OfeOmpLoop *l = &nest->loops.items[k];
    for (size_t j = 0; j < k; j++) {
      const OfeDecl *outer = nest->loops.items[j].var;
      const OfeExpr *bound = ofe_omp_mentions(l->lb, outer) ? l->lb : ofe_omp_mentions(l->ub, outer) ? l->ub : NULL;
      if (!bound) continue;
      ofe_error(&ctx->diag, bound->loc, "expected loop invariant expression");
      return body;
    }
  }
  OfeStmt *out = ofe_stmt_new(&ctx->arena, S_COMPOUND, loc);
  out->compound.generated = tiled_nest(ctx, nest, sizes, &out->compound.items, loc);
  ofe_stmt_list_push(&ctx->arena, &out->compound.items, out->compound.generated);
  return out;
}

static OfeStmt *unroll(OfeCtx *ctx, OfeOmpClauseList *cl, OfeStmt *body, OfeLoc loc) {
  const OfeOmpClauseSyntax *full = NULL, *partial = NULL;
  bool ok = true;
  for (size_t i = 0; i < cl->items.len; i++) {
    const OfeOmpClauseSyntax *c = cl->items.items[i];
    const OfeOmpClauseSyntax **slot = c->name == OMPC_FULL ? &full : c->name == OMPC_PARTIAL ? &partial : NULL;
    if (!slot || (c->name == OMPC_FULL && c->has_parens)) {
      ofe_omp_clause_not_allowed(ctx, c, "unroll");
      ok = false;
    } else if (*slot) {
      ofe_error(&ctx->diag, c->loc, "directive '#pragma omp unroll' cannot contain more than one '%s' clause", c->spelling);
      ok = false;
    } else {
      *slot = c;
    }
  }
  if (full && partial) {
    const OfeOmpClauseSyntax *later = full->loc.offset > partial->loc.offset ? full : partial;
    const OfeOmpClauseSyntax *earlier = later == full ? partial : full;
    ofe_error(&ctx->diag, later->loc, "'%s' and '%s' clause are mutually exclusive and may not appear on the same directive",
              later->spelling, earlier->spelling);
    ofe_note(&ctx->diag, earlier->loc, "'%s' clause is specified here", earlier->spelling);
    ok = false;
  }
  OfeExpr *factor = NULL;
  if (partial && partial->args.len) {
    factor = positive_argument(ctx, partial->args.items[0], "partial", true);
    ok &= factor != NULL;
  }
  OfeOmpLoopNest *nest = ofe_omp_loop_nest(ctx, body, loc, 1, "unroll");
  if (!ok || !nest) return body;
  OfeStmt *out = ofe_stmt_new(&ctx->arena, S_COMPOUND, loc);
  out->compound.no_loop = full || !partial;
  if (out->compound.no_loop) ofe_stmt_list_push(&ctx->arena, &out->compound.items, body);
  if (full) {
    OfeConst k;
    if (!ofe_const_eval(ctx, trip_count(ctx, &nest->loops.items[0]), &k) || k.kind != CONST_INT) {
      ofe_error(&ctx->diag, nest->loops.items[0].loc, "loop to be fully unrolled must have a constant trip count");
      ofe_note(&ctx->diag, full->loc, "'#pragma omp unroll full' directive found here");
    }
    return out; /* unrolling keeps the order: the loop runs as it is, and generates no loop */
  }
  if (!partial) return out; /* the factor and whether to unroll are the compiler's: no loop to associate with */
  /* partial: the loop a loop construct associates with is the outer of the loops of a tiling
   * by the factor (2 unless given, clang-19's choice). Where none does, clang-19 runs the loop
   * as it is, only hinting the unrolling to LLVM: a variable declared outside ends past the
   * last iteration then, so that loop runs as written; one declared by the loop ends with it,
   * and the generated loops serve (they give the loop's declaration its value) */
  OfeExpr *sizes[1] = {factor ? factor : u64_const(ctx, 2, loc)};
  OfeStmtList preinits = {0};
  out->compound.generated = tiled_nest(ctx, nest, sizes, &preinits, loc);
  bool declared = nest->loops.items[0].init->kind == S_DECL;
  ofe_stmt_list_push(&ctx->arena, &out->compound.items, declared ? out->compound.generated : body);
  return out;
}

OfeStmt *ofe_omp_loop_transform(OfeCtx *ctx, const char *directive, OfeOmpClauseList *cl, OfeStmt *body, OfeLoc loc) {
  if (!ctx->func) ofe_error(&ctx->diag, loc, "'#pragma omp %s' must be inside a function", directive);
  if (!body) return NULL;
  if (!ofe_omp_order_allows(ctx, NULL, directive, loc)) return body; /* OpenMP 6.0 allows it */
  return strcmp(directive, "tile") == 0 ? tile(ctx, cl, body, loc) : unroll(ctx, cl, body, loc);
}
