/* sema_omp_iterator: the iterator modifier of depend and affinity (OpenMP 5.2 §3.2.6),
 * `iterator([type] name = begin : end [: step], ...)`. Each name is a variable of the scope the
 * grammar opens for the clause's list items, declared once the whole modifier is read: a range
 * cannot name an iterator of the same modifier (clang-19's "use of undeclared identifier", as
 * gcc refuses it too). An iterator is of an integer type or a pointer to an object type (it
 * steps by elements, as pointer arithmetic does). The lowering (omp-lowering/iterators.c) runs
 * the iterations. */
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

#define TY (&ctx->types)

/* A range expression converted to the iterator's type t (NULL: kept in its own), or NULL after
 * an error. */
static OfeExpr *range_value(OfeCtx *ctx, OfeExpr *e, OfeType *t) {
  if (!e || e->type->kind == TY_ERROR) return NULL;
  if (t && t->kind == TY_PTR) { /* begin and end of a pointer iterator: as an initializer */
    e = ofe_sema_assign_convert(ctx, e, t, "initializing", e->loc);
    return e->type->kind == TY_ERROR ? NULL : e;
  }
  e = ofe_sema_rvalue(ctx, e);
  /* begin and end convert to the iterator's type as an assignment would; the step is integral */
  if (t ? !ofe_type_is_arith(e->type) : !ofe_type_is_integer(e->type)) {
    ofe_error(&ctx->diag, e->loc, "%s of an iterator must have %s type, not '%s'", t ? "the range" : "the step",
              t ? "arithmetic" : "integer", ofe_type_str(TY, e->type));
    return NULL;
  }
  return t ? ofe_sema_convert(ctx, e, t) : e;
}

OfeOmpIteratorVec *ofe_omp_iterator_add(OfeCtx *ctx, OfeOmpIteratorVec *list, OfeType *type, OfeLoc type_loc,
                                        const char *name, OfeLoc loc, OfeExpr *begin, OfeExpr *end, OfeExpr *step) {
  if (!list) list = ofe_arena_alloc(&ctx->arena, sizeof *list);
  if (!type) type = TY->int_;
  /* a pointer iterator steps by elements: to an object type of known size (void: bytes, as
   * GNU C's void * arithmetic and gcc and clang-19 take it) */
  bool object_pointer = type->kind == TY_PTR && (type->base->kind == TY_VOID || (ofe_sizeof(type->base) > 0 &&
                                                 type->base->kind != TY_FUNC && !ofe_type_is_vla(type->base)));
  if (type->kind != TY_ERROR && !ofe_type_is_integer(type) && !object_pointer) {
    ofe_error(&ctx->diag, type_loc, type->kind == TY_PTR ? "an iterator of type '%s' needs a pointer to a complete object type of fixed size"
                                                    : "expected integral or pointer type as the iterator-type, not '%s'",
              ofe_type_str(TY, type));
    type = TY->error;
  }
  OfeDecl *d = ofe_decl_new(&ctx->arena, D_VAR, name, type->unqual, loc);
  d->referenced = true; /* a name of the modifier: no unused warning */
  d->is_defined = true;
  OfeOmpIterator it = {.var = d};
  if (type->kind != TY_ERROR) {
    it.begin = range_value(ctx, begin, type->unqual);
    it.end = range_value(ctx, end, type->unqual);
    /* the step is an integral expression of its own type (a negative one steps an unsigned
     * iterator down) */
    it.step = step ? range_value(ctx, step, NULL) : NULL;
    int64_t v;
    if (it.step && ofe_eval_int(ctx, it.step, &v) && v == 0) {
      ofe_error(&ctx->diag, step->loc, "iterator step expression evaluates to 0");
      d->type = TY->error;
    }
  }
  for (size_t i = 0; i < list->len; i++)
    if (list->items[i].var->name == d->name) {
      ofe_error(&ctx->diag, loc, "redefinition of '%s'", name);
      ofe_note(&ctx->diag, list->items[i].var->loc, "previous definition is here");
    }
  ofe_vec_push(&ctx->arena, list, it);
  return list;
}

void ofe_omp_iterators_declare(OfeCtx *ctx, OfeOmpIteratorVec *list) {
  for (size_t i = 0; i < list->len; i++) {
    OfeDecl *d = list->items[i].var;
    d->scope_depth = ctx->scope_depth;
    ofe_scope_put_decl(ctx, d);
  }
}

/* Whether the iterators were read without an error (reported: an erroneous type, or a range
 * that did not convert). */
bool ofe_omp_iterators_ok(const OfeOmpIteratorVec *list) {
  for (size_t i = 0; list && i < list->len; i++) {
    const OfeOmpIterator *it = &list->items[i];
    if (it->var->type->kind == TY_ERROR || !it->begin || !it->end) return false;
  }
  return true;
}
