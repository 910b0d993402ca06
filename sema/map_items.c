/* map_items: list items as access paths. An item such as `ps->in.p[0:4]` is read from the
 * outside in: the section [0:4] lies in the pointee of the pointer member `in.p`, which lies
 * in the object that the variable `ps` points to. Two walks over the expression, each
 * linear in its size: one over the array dimensions at the top of the item (which section
 * gives the size, and is the storage contiguous), one over the whole path (pointers, members). */
#include "sema/map_items.h"

#include "sema/sema.h"

bool ofe_item_const(OfeCtx *ctx, const OfeExpr *x, int64_t *out) {
  return x && ofe_eval_int(ctx, (OfeExpr *)x, out);
}

/* ---- array dimensions -------------------------------------------------------------------- */

/* `x[i]` and `*x` are E_DEREF of (x + i) or x: the pointer operand, without the index. */
static const OfeExpr *indexed_pointer(const OfeExpr *deref) {
  const OfeExpr *op = deref->unary_ptr.operand;
  if (op->kind == E_BINARY && (op->binary.op == OP_PTR_ADD || op->binary.op == OP_PTR_SUB)) return op->binary.lhs;
  return op;
}

/* The number of elements of the dimension a section or subscript selects from, or -1. */
static int64_t dimension_length(const OfeExpr *dim) {
  const OfeExpr *base = dim->kind == E_SECTION ? dim->section.base : indexed_pointer(dim);
  if (dim->kind == E_DEREF) base = base->kind == E_ADDR ? base->unary_ptr.operand : NULL;
  if (!base || base->type->kind != TY_ARRAY || base->type->vla_len) return -1;
  return base->type->array_len;
}

static bool is_dimension(const OfeExpr *x) { return x->kind == E_SECTION || x->kind == E_DEREF; }

/* The array the dimension selects from; NULL when it selects through a pointer (the
 * outermost dimension of the storage). */
static const OfeExpr *dimension_base(const OfeExpr *x) {
  if (x->kind == E_SECTION) return x->section.base->type->kind == TY_ARRAY ? x->section.base : NULL;
  const OfeExpr *p = indexed_pointer(x);
  return p->kind == E_ADDR ? p->unary_ptr.operand : NULL;
}

/* A dimension provably selects less than its whole array. */
static bool provably_partial(OfeCtx *ctx, const OfeExpr *dim) {
  int64_t n = dimension_length(dim), lo, len;
  if (dim->kind == E_DEREF) return n > 1;
  if (ofe_item_const(ctx, dim->section.lower, &lo) && lo != 0) return true;
  return n >= 0 && ofe_item_const(ctx, dim->section.length, &len) && len != n;
}

/* Dimensions are met from the innermost out. The size comes from the outermost section
 * whose length is not 1 (`m[1:2][0:8]`: 2 rows); every dimension inside it must be whole. */
static OfeItemProblem size_dimension(OfeCtx *ctx, const OfeExpr *item, OfeItemShape *out) {
  const OfeExpr *final = NULL;
  bool inner_partial = false;
  for (const OfeExpr *x = item; x && is_dimension(x); x = dimension_base(x)) {
    int64_t len;
    bool spans = x->kind == E_SECTION && !(ofe_item_const(ctx, x->section.length, &len) && len == 1);
    if (spans) {
      if (inner_partial) {
        out->problem_at = x;
        return ITEM_NOT_CONTIGUOUS;
      }
      final = x;
    }
    inner_partial |= provably_partial(ctx, x);
  }
  if (!final && item->kind == E_SECTION) final = item;
  out->size_section = final;
  return ITEM_OK;
}

/* ---- the access path --------------------------------------------------------------------- */

typedef struct PathWalk {
  OfeCtx *ctx;
  OfeItemShape *out;
  unsigned members;    /* member accesses in the current segment (between pointers) */
  bool section_seen;   /* a section (longer than 1) above the current point, in the segment */
  bool member_section;
} PathWalk;

static OfeItemProblem walk_object(PathWalk *w, const OfeExpr *x);

static const OfeExpr *strip_pointer_casts(const OfeExpr *p) {
  while (p->kind == E_CAST && p->cast.operand->type->kind == TY_PTR) p = p->cast.operand;
  return p;
}

/* `p` is a pointer value the item dereferences. */
static OfeItemProblem walk_pointer(PathWalk *w, const OfeExpr *p) {
  p = strip_pointer_casts(p);
  if (p->kind == E_VAR) {
    w->out->through_var = true;
    w->out->object_members = w->members;
    w->out->member_section = w->member_section;
    return ITEM_OK;
  }
  if (p->kind == E_ADDR) return walk_object(w, p->unary_ptr.operand); /* (&x)[0:1] is x */
  if (!p->lvalue) {
    w->out->problem_at = p;
    return ITEM_BAD_POINTER;
  }
  if (w->out->pointer) {
    w->out->problem_at = p;
    return ITEM_TWO_POINTERS;
  }
  /* a pointer stored in the object: what was walked so far is its pointee's part */
  w->out->pointer = p;
  w->members = 0;
  w->section_seen = w->member_section = false;
  return walk_object(w, p);
}

static OfeItemProblem walk_object(PathWalk *w, const OfeExpr *x) {
  switch (x->kind) {
  case E_VAR:
    w->out->object_members = w->members;
    w->out->member_section = w->member_section;
    return ITEM_OK;
  case E_MEMBER: {
    const OfeExpr *b = x->member.base;
    int64_t len;
    if (b->kind == E_SECTION && !(ofe_item_const(w->ctx, b->section.length, &len) && len == 1)) {
      /* one member of each element of a section: strided storage */
      w->out->problem_at = x;
      return ITEM_NOT_CONTIGUOUS;
    }
    if (x->member.member->is_bitfield || (ofe_type_is_record(b->type) && b->type->record->is_union)) {
      w->out->problem_at = x;
      return x->member.member->is_bitfield ? ITEM_BIT_FIELD : ITEM_UNION_MEMBER;
    }
    w->members++;
    w->member_section |= w->section_seen;
    return walk_object(w, b);
  }
  case E_SECTION: {
    /* clang-19 treats a section of length 1 as an element */
    int64_t len;
    w->section_seen |= !(ofe_item_const(w->ctx, x->section.length, &len) && len == 1);
    if (x->section.base->type->kind == TY_ARRAY) return walk_object(w, x->section.base);
    return walk_pointer(w, x->section.base);
  }
  case E_DEREF: {
    const OfeExpr *p = strip_pointer_casts(indexed_pointer(x));
    if (p->kind == E_ADDR) return walk_object(w, p->unary_ptr.operand); /* an array element */
    return walk_pointer(w, p);
  }
  default:
    w->out->problem_at = x;
    return ITEM_BAD_POINTER;
  }
}

OfeItemProblem ofe_item_shape(OfeCtx *ctx, const OfeExpr *item, OfeItemShape *out) {
  *out = (OfeItemShape){.whole = item->kind == E_VAR};
  for (const OfeExpr *x = item; x && is_dimension(x); x = dimension_base(x))
    if (x->kind == E_SECTION && x->section.stride) {
      out->problem_at = x;
      if (x == item && x->section.base->kind == E_VAR) out->strided = x;
      return ITEM_STRIDED;
    }
  OfeItemProblem p = size_dimension(ctx, item, out);
  if (p != ITEM_OK) return p;
  PathWalk w = {.ctx = ctx, .out = out};
  return walk_object(&w, item);
}
