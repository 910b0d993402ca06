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

/* ---- a reduction's element or section as a block of scalars ---------------------------------- */

/* A dimension indexes its whole array: from 0, all of it. */
static bool dim_whole(OfeCtx *ctx, const OfeItemDim *d) {
  int64_t lo = 0, len = 1;
  return d->extent >= 0 && (!d->lower || (ofe_item_const(ctx, d->lower, &lo) && lo == 0)) &&
         (!d->length || ofe_item_const(ctx, d->length, &len)) && len == d->extent;
}

/* A dimension provably selects one index. */
static bool dim_single(OfeCtx *ctx, const OfeItemDim *d) {
  int64_t len;
  return !d->length || (ofe_item_const(ctx, d->length, &len) && len == 1);
}

static bool item_block(OfeCtx *ctx, const OfeExpr *item, bool strides, OfeItemBlock *out, const OfeExpr **problem_at) {
  *out = (OfeItemBlock){0};
  *problem_at = item;
  const OfeType *t = item->type;
  while (t->kind == TY_ARRAY) t = t->base;
  if (ofe_type_is_vla(item->type) || !ofe_sizeof(t)) return false;
  out->elem = t;
  out->inner = ofe_sizeof(item->type) / ofe_sizeof(t);
  /* from the innermost dimension (the item itself) out to the variable */
  const OfeExpr *x = item;
  for (;;) {
    OfeItemDim d = {.extent = -1};
    if (ofe_type_is_vla(x->type)) d.vla_row = x->type; /* its size runs with the program */
    else d.stride = ofe_sizeof(x->type) / ofe_sizeof(t);
    const OfeExpr *base;
    if (x->kind == E_SECTION) {
      if (x->section.stride && !strides) return false;
      d.step = x->section.stride;
      d.lower = x->section.lower;
      d.length = x->section.length;
      base = x->section.base;
    } else if (x->kind == E_DEREF) {
      const OfeExpr *op = x->unary_ptr.operand;
      if (op->kind == E_BINARY && op->binary.op == OP_PTR_ADD) {
        d.lower = op->binary.rhs;
        base = op->binary.lhs;
      } else if (op->kind == E_BINARY) {
        return false;
      } else {
        base = op;
      }
      base = ofe_expr_peel_implicit_casts(base);
      /* an array's element: the array decays to &array */
      if (base->kind == E_ADDR && base->unary_ptr.operand->type->kind == TY_ARRAY) base = base->unary_ptr.operand;
    } else {
      return false;
    }
    ofe_vec_push(&ctx->arena, &out->dims, d);
    if (base->type->kind == TY_ARRAY) {
      if (!base->type->vla_len && ofe_type_is_complete(base->type)) out->dims.items[out->dims.len - 1].extent = (int64_t)base->type->array_len;
      if (base->kind == E_VAR) {
        out->var = base;
        break;
      }
      x = base;
      continue;
    }
    base = ofe_expr_peel_implicit_casts(base);
    if (base->kind != E_VAR || base->type->kind != TY_PTR) {
      *problem_at = base;
      return false;
    }
    out->var = base;
    out->through_pointer = true;
    break;
  }
  /* outermost first */
  for (size_t i = 0, j = out->dims.len - 1; i < j; i++, j--) {
    OfeItemDim d = out->dims.items[i];
    out->dims.items[i] = out->dims.items[j];
    out->dims.items[j] = d;
  }
  /* one run: the dimensions inside the outermost that selects more than one index are whole */
  out->contiguous = true;
  bool inside_whole = true;
  for (size_t i = out->dims.len; i-- > 0;) {
    const OfeItemDim *d = &out->dims.items[i];
    if (!inside_whole && !dim_single(ctx, d)) out->contiguous = false;
    inside_whole = inside_whole && dim_whole(ctx, d) && !d->step;
    if (d->step && !dim_single(ctx, d)) out->contiguous = false;
  }
  return true;
}

bool ofe_item_block(OfeCtx *ctx, const OfeExpr *item, OfeItemBlock *out, const OfeExpr **problem_at) {
  return item_block(ctx, item, false, out, problem_at);
}

bool ofe_item_block_strided(OfeCtx *ctx, const OfeExpr *item, OfeItemBlock *out, const OfeExpr **problem_at) {
  return item_block(ctx, item, true, out, problem_at);
}

bool ofe_item_one_run(OfeCtx *ctx, const OfeExpr *item) {
  OfeItemBlock blk;
  const OfeExpr *bad;
  return item->kind == E_VAR || (ofe_item_block(ctx, item, &blk, &bad) && blk.contiguous);
}
