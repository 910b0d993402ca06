/* object_size: the object a pointer expression points into, read from its syntax. */
#include "sema/object_size.h"

#include "sema/const_eval.h"
#include "sema/types.h"

/* Where a pointer points: into an object of `whole` bytes at `offset`, and into its innermost
 * member (or the object itself) of `sub` bytes at `sub_offset`. */
typedef struct Place {
  uint64_t whole, sub;
  int64_t offset, sub_offset;
} Place;

static bool pointer_place(OfeCtx *ctx, const OfeExpr *e, Place *at);

static bool object(const OfeType *t, Place *at) {
  if (!ofe_type_is_complete(t) || ofe_type_is_vla(t)) return false;
  at->whole = at->sub = ofe_sizeof(t);
  at->offset = at->sub_offset = 0;
  return true;
}

static bool lvalue_place(OfeCtx *ctx, const OfeExpr *e, Place *at) {
  switch (e->kind) {
  case E_VAR: return e->var.decl && e->var.decl->kind == D_VAR && object(e->type, at);
  case E_STRING: case E_COMPOUND_LIT: return object(e->type, at);
  case E_MEMBER:
    if (!lvalue_place(ctx, e->member.base, at) || !ofe_type_is_complete(e->type)) return false;
    at->offset += (int64_t)e->member.offset;
    at->sub = ofe_sizeof(e->type);
    at->sub_offset = 0;
    return true;
  case E_DEREF: return pointer_place(ctx, e->unary_ptr.operand, at);
  default: return false;
  }
}

static bool pointer_place(OfeCtx *ctx, const OfeExpr *e, Place *at) {
  while (e->kind == E_CAST && e->type->kind == TY_PTR && e->cast.operand->type->kind == TY_PTR) e = e->cast.operand;
  switch (e->kind) {
  case E_ADDR: return lvalue_place(ctx, e->unary_ptr.operand, at);
  case E_BINARY: {
    if (e->binary.op != OP_PTR_ADD && e->binary.op != OP_PTR_SUB) return false;
    OfeConst n;
    const OfeType *elem = e->type->base;
    if (!ofe_type_is_complete(elem) || !ofe_const_eval(ctx, e->binary.rhs, &n) || n.kind != CONST_INT) return false;
    if (!pointer_place(ctx, e->binary.lhs, at)) return false;
    int64_t bytes = (int64_t)n.i * (int64_t)ofe_sizeof(elem);
    if (e->binary.op == OP_PTR_SUB) bytes = -bytes;
    at->offset += bytes;
    at->sub_offset += bytes;
    return true;
  }
  default: return false;
  }
}

bool ofe_object_size_fold(OfeCtx *ctx, const OfeExpr *ptr, int kind, uint64_t *size) {
  Place at;
  if (!pointer_place(ctx, ptr, &at)) return false;
  uint64_t end = kind & 1 ? at.sub : at.whole;
  int64_t offset = kind & 1 ? at.sub_offset : at.offset;
  *size = offset < 0 || (uint64_t)offset > end ? 0 : end - (uint64_t)offset;
  return true;
}
