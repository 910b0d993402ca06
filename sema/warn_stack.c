/* warn_stack: a function that returns the address of its own stack memory (a local variable,
 * a parameter, a compound literal), which dies with the call (-Wreturn-stack-address, on by
 * default). Follows the value as clang-19 does: casts, `&`, array decay, `&a[i]`, member
 * access, pointer arithmetic, both arms of `?:` and the right operand of a comma. */
#include "sema/warn.h"

#include <stdio.h>

#include "support/diag.h"

static void report_object(OfeCtx *ctx, const OfeExpr *object);

/* A variable that lives in the function's frame. */
static bool on_stack(const OfeDecl *d) {
  return d && d->kind == D_VAR && !d->is_global && d->storage != SC_EXTERN && d->storage != SC_STATIC && !d->is_artificial;
}

/* The object an lvalue designates lives on the stack? Reports it (at most once per path). */
static void lvalue_root(OfeCtx *ctx, const OfeExpr *e);

/* The stack objects whose address the value e carries. */
static void address_roots(OfeCtx *ctx, const OfeExpr *e) {
  if (e->type && e->type->kind == TY_ARRAY) { /* decays to the address of its first element */
    lvalue_root(ctx, e);
    return;
  }
  switch (e->kind) {
  case E_CAST: address_roots(ctx, e->cast.operand); break;
  case E_ADDR: lvalue_root(ctx, e->unary_ptr.operand); break;
  case E_BINARY:
    if (e->binary.op == OP_PTR_ADD || e->binary.op == OP_PTR_SUB) address_roots(ctx, e->binary.lhs);
    break;
  case E_COND:
    if (e->cond.then) address_roots(ctx, e->cond.then);
    address_roots(ctx, e->cond.els);
    break;
  case E_COMMA: address_roots(ctx, e->comma.rhs); break;
  default: break;
  }
}

static void lvalue_root(OfeCtx *ctx, const OfeExpr *e) {
  switch (e->kind) {
  case E_VAR:
    if (on_stack(e->var.decl)) report_object(ctx, e);
    break;
  case E_COMPOUND_LIT: report_object(ctx, e); break;
  case E_MEMBER: lvalue_root(ctx, e->member.base); break;
  case E_DEREF: address_roots(ctx, e->unary_ptr.operand); break;
  case E_CAST:
    if (e->type && e->type->kind == TY_ARRAY) lvalue_root(ctx, e->cast.operand);
    break;
  default: break;
  }
}

/* clang names a compound literal by its initializer ("{1, 2}", "{n, n}"); the checked
 * initializer keeps that text only for elements written in order, each an integer constant
 * or a variable, of an array of integers or a structure of integer members, the only
 * literals reported. */
static bool literal_text(OfeCtx *ctx, const OfeExpr *lit, char *buf, size_t size) {
  const OfeDecl *obj = lit->compound.decl;
  if (!obj || !obj->init) return false;
  const OfeType *t = obj->type;
  bool array = t->kind == TY_ARRAY && ofe_type_is_integer(t->base);
  if (!array && t->kind != TY_STRUCT) return false;
  size_t used = (size_t)snprintf(buf, size, "{");
  for (size_t i = 0; i < obj->init->elems.len; i++) {
    const OfeInitElem *el = &obj->init->elems.items[i];
    const OfeExpr *v = el->expr ? ofe_expr_peel_implicit_casts(el->expr) : NULL;
    /* the i-th element or member, where the i-th written one goes */
    if (array ? el->offset != i * ofe_sizeof(t->base)
              : i >= t->record->members.len || t->record->members.items[i].is_bitfield ||
                    !ofe_type_is_integer(t->record->members.items[i].type) || el->offset != t->record->members.items[i].offset)
      return false;
    int n;
    if (v && v->kind == E_INT && !ofe_type_is_unsigned(v->type))
      n = snprintf(buf + used, size - used, "%s%lld", i ? ", " : "", (long long)(int64_t)v->i.value);
    else if (v && v->kind == E_INT)
      n = snprintf(buf + used, size - used, "%s%llu", i ? ", " : "", (unsigned long long)v->i.value);
    else if (v && v->kind == E_VAR && v->var.decl && v->var.decl->name)
      n = snprintf(buf + used, size - used, "%s%s", i ? ", " : "", v->var.decl->name);
    else
      return false;
    if (n < 0 || (size_t)n >= size - used) return false;
    used += (size_t)n;
  }
  (void)ctx;
  return (size_t)snprintf(buf + used, size - used, "}") < size - used;
}

static void report_object(OfeCtx *ctx, const OfeExpr *object) {
  if (object->kind == E_COMPOUND_LIT) {
    char text[128];
    if (literal_text(ctx, object, text, sizeof text))
      ofe_warn(&ctx->diag, OFE_W_RETURN_STACK_ADDRESS, object->loc, "address of stack memory associated with compound literal %s returned", text);
    return;
  }
  const OfeDecl *d = object->var.decl;
  ofe_warn(&ctx->diag, OFE_W_RETURN_STACK_ADDRESS, object->loc, "address of stack memory associated with %s '%s' returned",
           d->is_param ? "parameter" : "local variable", d->name);
}

void ofe_warn_returned_value(OfeCtx *ctx, const OfeExpr *value) {
  if (value && value->type && value->type->kind != TY_ERROR) address_roots(ctx, value);
}
