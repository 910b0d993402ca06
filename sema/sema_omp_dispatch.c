/* sema_omp_dispatch: the dispatch construct (OpenMP 5.1 §2.15.2, 5.2 §7.6).
 *
 * `#pragma omp dispatch` precedes a call, or an assignment of a call's result. The call's
 * context gains the dispatch construct, innermost, so a `declare variant` whose selector asks
 * for construct={dispatch} can apply; that variant's adjust_args(need_device_ptr: p) arguments
 * are passed as the device's address of their storage (omp_get_mapped_ptr on the default
 * device: NULL where nothing is mapped there). The construct lowers to plain code:
 *   [taskwait depend(...)]  the generated task waits for its dependences (it is undeferred:
 *                           nowait permits deferring it, never requires it)
 *   the call, with the default device set to device(n) around it when that clause is given.
 * Where clang-19 parses dispatch but cannot compile it, ompfe runs it. append_args variants
 * need interop objects, which libomptarget 19 cannot make on the x86_64 device (clang-19's
 * interop programs crash in its plugin): a dispatch that would call one is an error. */
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

#define TY (&ctx->types)

/* The target call of the statement: `f(...)` or `lvalue = f(...)`, or NULL. */
static OfeExpr *target_call(OfeStmt *body) {
  if (!body || body->kind != S_EXPR || !body->expr.expr) return NULL;
  OfeExpr *e = body->expr.expr;
  if (e->kind == E_ASSIGN) e = (OfeExpr *)ofe_expr_peel_implicit_casts(e->assign.rhs);
  return e && e->kind == E_CALL && e->call.named ? e : NULL;
}

/* novariants(c) / nocontext(c): the integer constant c, or -1 after an error. */
static int constant_flag(OfeCtx *ctx, const OfeOmpClauseSyntax *s) {
  int64_t v = 0;
  if (s->args.len != 1 || s->mods.len) {
    ofe_error(&ctx->diag, s->loc, "expected an expression in the '%s' clause", s->spelling);
    return -1;
  }
  OfeExpr *c = s->args.items[0];
  if (c->type->kind == TY_ERROR) return -1;
  if (!ofe_eval_int(ctx, c, &v)) {
    ofe_error(&ctx->diag, c->loc, "a '%s' condition that is not an integer constant is not supported by ompfe", s->spelling);
    return -1;
  }
  return v != 0;
}

static bool listed(const OfeExprList *device_ptrs, const OfeExpr *arg) {
  arg = ofe_expr_peel_implicit_casts(arg);
  if (!arg || arg->kind != E_VAR || !arg->var.decl) return false;
  for (size_t i = 0; i < device_ptrs->len; i++) {
    const OfeExpr *v = ofe_expr_peel_implicit_casts(device_ptrs->items[i]);
    if (v && v->kind == E_VAR && v->var.decl == arg->var.decl) return true;
  }
  return false;
}

OfeStmt *ofe_omp_dispatch(OfeCtx *ctx, OfeOmpClauseList *cl, OfeStmt *body, OfeLoc loc) {
  if (!ofe_omp_order_allows(ctx, NULL, "dispatch", loc)) return body;
  OfeExpr *device = NULL;
  OfeExprList device_ptrs = {0};
  OfeOmpClauseList *depends = ofe_arena_alloc(&ctx->arena, sizeof *depends);
  int novariants = 0, nocontext = 0;
  bool bad = false;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    switch (s->name) {
    case OMPC_DEVICE:
      if (s->args.len != 1 || (s->mods.len && (s->mods.len != 1 || strcmp(s->mods.items[0].text, "device_num")))) {
        ofe_error(&ctx->diag, s->loc, "expected 'device(n)' or 'device(device_num: n)' in '#pragma omp dispatch'");
        bad = true;
      } else if (s->args.items[0]->type->kind != TY_ERROR) {
        device = ofe_sema_assign_convert(ctx, ofe_sema_rvalue(ctx, s->args.items[0]), TY->int_, "passing", s->args.items[0]->loc);
      }
      break;
    case OMPC_IS_DEVICE_PTR:
      for (size_t j = 0; j < s->args.len; j++) ofe_expr_list_push(&ctx->arena, &device_ptrs, s->args.items[j]);
      break;
    case OMPC_DEPEND: ofe_vec_push(&ctx->arena, &depends->items, s); break;
    case OMPC_NOWAIT: break;
    case OMPC_NOVARIANTS: novariants = constant_flag(ctx, s); break;
    case OMPC_NOCONTEXT: nocontext = constant_flag(ctx, s); break;
    default:
      ofe_error(&ctx->diag, s->loc, "unexpected OpenMP clause '%s' in directive '#pragma omp dispatch'", s->spelling);
      bad = true;
    }
    bad |= novariants < 0 || nocontext < 0;
  }
  OfeExpr *call = target_call(body);
  if (!call) {
    if (!(body && body->kind == S_EXPR && body->expr.expr && body->expr.expr->type->kind == TY_ERROR))
      ofe_error(&ctx->diag, body ? body->loc : loc,
                "statement after '#pragma omp dispatch' must be a direct call to a target function or an assignment to one");
    return body;
  }
  if (bad) return body;
  /* the variant the dispatch context selects: novariants calls the base function, nocontext
   * selects as if there were no dispatch construct (the call as it stands) */
  const OfeOmpVariant *v = novariants || nocontext ? NULL : ofe_omp_dispatch_variant(ctx, call->call.named, call->call.callee->loc);
  if (novariants) call->call.callee = ofe_sema_rvalue(ctx, ofe_sema_decl_ref(ctx, call->call.named, call->call.callee->loc));
  if (v) {
    if (v->appended_interops) {
      ofe_error(&ctx->diag, loc,
                "a dispatch that calls a variant with 'append_args' is not supported by ompfe (its interop objects "
                "need a foreign runtime; libomptarget 19 has none for the x86_64 device)");
      ofe_note(&ctx->diag, v->loc, "the variant is declared here");
      return body;
    }
    call->call.callee = ofe_sema_rvalue(ctx, ofe_sema_decl_ref(ctx, v->fn, call->call.callee->loc));
    for (size_t i = 0; i < v->device_ptr_params.len; i++) {
      unsigned k = v->device_ptr_params.items[i];
      OfeExpr *arg = k < call->call.args.len ? call->call.args.items[k] : NULL;
      if (!arg || listed(&device_ptrs, arg)) continue;
      OfeExpr *mapped = ofe_expr_new(&ctx->arena, E_BUILTIN, arg->type, arg->loc);
      mapped->builtin->id = BI_OMP_MAPPED_PTR;
      ofe_expr_list_push(&ctx->arena, &mapped->builtin->args, arg);
      call->call.args.items[k] = mapped;
    }
  }
  OfeStmt *out = body;
  if (device) {
    OfeExpr *with = ofe_expr_new(&ctx->arena, E_BUILTIN, TY->void_, loc);
    with->builtin->id = BI_OMP_WITH_DEVICE;
    ofe_expr_list_push(&ctx->arena, &with->builtin->args, device);
    ofe_expr_list_push(&ctx->arena, &with->builtin->args, body->expr.expr);
    out = ofe_sema_expr_stmt(ctx, with, body->loc);
  }
  if (depends->items.len) {
    OfeStmt *wait = ofe_omp_standalone(ctx, OMPD_TASKWAIT, depends, loc);
    if (!wait) return out;
    OfeStmt *block = ofe_stmt_new(&ctx->arena, S_COMPOUND, loc);
    ofe_vec_push(&ctx->arena, &block->compound.items, wait);
    ofe_vec_push(&ctx->arena, &block->compound.items, out);
    out = block;
  }
  return out;
}
