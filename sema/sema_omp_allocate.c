/* sema_omp_allocate: OpenMP's memory allocators in declarations and clauses, as clang-19 has
 * them.
 *
 * The allocate directive: a variable of static storage keeps the memory it has (OpenMP
 * allows only predefined allocators there, and libomp's all give ordinary memory on the
 * host and the x86_64 device); align(n) raises its alignment. A local variable is allocated
 * by libomp where it is declared (__kmpc_alloc, __kmpc_aligned_alloc with align) and freed
 * (__kmpc_free) wherever its scope is left: the free is a cleanup in the chain
 * __attribute__((cleanup)) uses, so every way out of the scope runs it.
 *
 * The allocate clause: the private copies the construct makes of its list items come from
 * the allocator (omp-lowering: the data environment of parallel, worksharing and teams
 * constructs, and a kernel's own copies); tasks keep their copies in the task, as clang-19
 * does. */
#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"

#define TY (&ctx->types)

/* A predefined allocator's handle (omp.h's omp_default_mem_alloc ... omp_thread_mem_alloc
 * and llvm_omp_target_*_mem_alloc), or -1. */
static int64_t predefined_allocator(OfeCtx *ctx, const OfeExpr *a) {
  OfeConst v;
  if (!ofe_type_is_integer(a->type) || !ofe_const_eval(ctx, a, &v) || v.kind != CONST_INT) return -1;
  if ((v.i >= 1 && v.i <= 8) || (v.i >= 100 && v.i <= 102)) return (int64_t)v.i;
  return -1;
}

/* An allocator expression: a predefined allocator or any expression of type
 * omp_allocator_handle_t. */
static bool check_allocator(OfeCtx *ctx, const OfeExpr *a, const char *where) {
  if (a->type->kind == TY_ERROR) return false;
  if (predefined_allocator(ctx, a) >= 0) return true;
  const OfeType *t = a->type->unqual ? a->type->unqual : a->type;
  if (t->kind == TY_ENUM && t->enumeration && t->enumeration->tag && !strcmp(t->enumeration->tag, "omp_allocator_handle_t"))
    return true;
  ofe_error(&ctx->diag, a->loc, "expected an allocator of type 'omp_allocator_handle_t' in %s", where);
  return false;
}

/* align(n): a positive power of two. Returns n, or 0 after an error. */
static unsigned check_align(OfeCtx *ctx, const OfeExpr *n) {
  OfeConst v;
  if (n->type->kind == TY_ERROR) return 0;
  if (!ofe_type_is_integer(n->type) || !ofe_const_eval(ctx, n, &v) || v.kind != CONST_INT || v.i == 0 || v.i > (1u << 30) ||
      (v.i & (v.i - 1))) {
    ofe_error(&ctx->diag, n->loc, "alignment must be an integer constant that is a power of two");
    return 0;
  }
  return (unsigned)v.i;
}

void ofe_omp_allocate(OfeCtx *ctx, OfeExprList *names, OfeOmpClauseList *cl, OfeLoc loc) {
  if (ofe_omp_skipping(ctx)) return; /* inside a begin declare variant that does not apply */
  OfeExpr *allocator = NULL;
  unsigned align = 0;
  const OfeOmpClauseSyntax *seen_allocator = NULL, *seen_align = NULL;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    const OfeOmpClauseSyntax *s = cl->items.items[i];
    const OfeOmpClauseSyntax **seen = s->name == OMPC_ALLOCATOR ? &seen_allocator : s->name == OMPC_ALIGN ? &seen_align : NULL;
    if (!seen) {
      ofe_error(&ctx->diag, s->loc, "unexpected OpenMP clause '%s' in directive '#pragma omp allocate'", s->spelling);
      return;
    }
    if (*seen) {
      ofe_error(&ctx->diag, s->loc, "directive '#pragma omp allocate' cannot contain more than one '%s' clause", s->spelling);
      return;
    }
    *seen = s;
    if (s->args.len != 1 || s->mods.len) {
      ofe_error(&ctx->diag, s->loc, "expected one expression in the '%s' clause", s->spelling);
      return;
    }
    if (s->name == OMPC_ALLOCATOR) {
      allocator = s->args.items[0];
      if (!check_allocator(ctx, allocator, "the 'allocator' clause")) return;
    } else if (!(align = check_align(ctx, s->args.items[0]))) {
      return;
    }
  }
  if (!names || !names->len) {
    ofe_error(&ctx->diag, loc, "expected a list of variables in '#pragma omp allocate'");
    return;
  }
  for (size_t i = 0; i < names->len; i++) {
    OfeExpr *e = names->items[i];
    OfeDecl *v = e->kind == E_VAR ? e->var.decl : NULL;
    if (e->type->kind == TY_ERROR) continue;
    if (!v || v->kind != D_VAR) {
      ofe_error(&ctx->diag, e->loc, "expected a variable name in '#pragma omp allocate'");
      continue;
    }
    if (v->scope_depth != ctx->scope_depth || v->is_param) {
      ofe_error(&ctx->diag, e->loc, "'#pragma omp allocate' must appear in the scope of the '%s' variable declaration", v->name);
      continue;
    }
    if (v->is_global) {
      /* static storage: OpenMP 5.2 §6.5 allows predefined allocators only */
      if (allocator && predefined_allocator(ctx, allocator) < 0) {
        ofe_error(&ctx->diag, allocator->loc, "the allocator of a variable with static storage duration must be a predefined allocator");
        return;
      }
      OfeDecl *targets[] = {v, v->canonical, v->canonical->def};
      for (size_t k = 0; k < 3; k++)
        if (targets[k] && targets[k]->user_align < align) targets[k]->user_align = align;
      continue;
    }
    if (!ctx->func) { /* a block-scope name outside a function body (a declare mapper's variable, say) */
      ofe_error(&ctx->diag, e->loc, "expected a variable with static storage or a local variable of a function in '#pragma omp allocate'");
      continue;
    }
    if (v->omp_allocate) {
      ofe_error(&ctx->diag, e->loc, "'%s' is already in a '#pragma omp allocate' directive", v->name);
      continue;
    }
    if (v->cleanup_fn) {
      ofe_error(&ctx->diag, e->loc, "a variable with a cleanup attribute in '#pragma omp allocate' is not supported by ompfe");
      continue;
    }
    v->omp_allocate = true;
    v->omp_allocator = allocator;
    v->omp_align = align;
    /* the free, run wherever the variable's scope is left */
    OfeExpr *var = ofe_expr_new(&ctx->arena, E_VAR, v->type, e->loc);
    var->var.decl = v;
    var->var.name = v->name;
    var->lvalue = true;
    OfeExpr *call = ofe_expr_new(&ctx->arena, E_BUILTIN, TY->void_, e->loc);
    call->builtin->id = BI_OMP_FREE;
    ofe_expr_list_push(&ctx->arena, &call->builtin->args, ofe_sema_addr(ctx, var, e->loc));
    OfeCleanup *c = ofe_arena_alloc(&ctx->arena, sizeof *c);
    c->var = v;
    c->call = call;
    c->outer = ctx->func->cleanups;
    c->depth = c->outer ? c->outer->depth + 1 : 1;
    ctx->func->cleanups = c;
  }
}

OfeOmpClause *ofe_omp_allocate_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s) {
  OfeOmpClause *c = ofe_arena_alloc(&ctx->arena, sizeof *c);
  c->kind = OMPC_ALLOCATE;
  c->loc = s->loc;
  size_t nmods = s->mods.len;
  if (s->args.len <= nmods) {
    ofe_error(&ctx->diag, s->loc, "expected a list of variables in the 'allocate' clause");
    return NULL;
  }
  bool have_allocator = false, have_align = false;
  for (size_t i = 0; i < nmods; i++) {
    const OfeOmpWord *m = &s->mods.items[i];
    OfeExpr *x = s->args.items[i];
    bool is_allocator = !strcmp(m->text, "allocator");
    if (!is_allocator && strcmp(m->text, "align")) {
      ofe_error(&ctx->diag, m->loc, "unexpected modifier '%s' in the 'allocate' clause: expected 'allocator' or 'align'", m->text);
      return NULL;
    }
    if ((is_allocator && have_allocator) || (!is_allocator && have_align)) {
      ofe_error(&ctx->diag, m->loc, "more than one '%s' modifier in the 'allocate' clause", m->text);
      return NULL;
    }
    if (is_allocator) {
      have_allocator = true;
      if (!check_allocator(ctx, x, "the 'allocate' clause")) return NULL;
      c->expr = x;
    } else {
      have_align = true;
      if (!(c->value = check_align(ctx, x))) return NULL;
    }
  }
  for (size_t i = nmods; i < s->args.len; i++) {
    OfeExpr *e = s->args.items[i];
    if (e->type->kind == TY_ERROR) return NULL;
    if (e->kind != E_VAR || !e->var.decl || e->var.decl->kind != D_VAR) {
      ofe_error(&ctx->diag, e->loc, "expected a variable name in the 'allocate' clause");
      return NULL;
    }
    OfeMapItem it = {.expr = e, .var = e->var.decl, .loc = e->loc};
    ofe_vec_push(&ctx->arena, &c->items, it);
  }
  return c;
}

bool ofe_omp_check_allocate_items(OfeCtx *ctx, const OfeOmpDirective *d) {
  bool ok = true;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_ALLOCATE) continue;
    if (d->kind == OMPD_TARGET && c->expr && predefined_allocator(ctx, c->expr) < 0) {
      /* the kernel evaluates it: an allocator the region makes (OpenMP 5.2 §6.6) */
      bool made = false;
      for (size_t k = 0; k < d->clauses.len && !made; k++)
        made = d->clauses.items[k]->kind == OMPC_USES_ALLOCATORS && c->expr->kind == E_VAR &&
               d->clauses.items[k]->items.items[0].var->canonical == c->expr->var.decl->canonical;
      if (!made) {
        ofe_error(&ctx->diag, c->expr->loc, "allocator must be specified in the 'uses_allocators' clause");
        ok = false;
      }
    }
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeOmpClauseSet privatizing = OFE_OMPC_SET(OMPC_PRIVATE, OMPC_FIRSTPRIVATE, OMPC_LASTPRIVATE, OMPC_REDUCTION,
                                                       OMPC_LINEAR, OMPC_IN_REDUCTION, OMPC_TASK_REDUCTION);
      if (!ofe_omp_clauses_name(d, privatizing, c->items.items[j].var)) {
        ofe_error(&ctx->diag, c->items.items[j].loc, "the referenced item is not found in any private clause on the same directive");
        ok = false;
      }
    }
  }
  return ok;
}
