/* sema_vector: GNU vector types (vector_size) in expressions. Operators work element by
 * element; a scalar operand is spread over the elements when its conversion to the element
 * type loses nothing; a comparison gives a vector of signed integers as wide as the elements,
 * -1 where it holds and 0 where not; v[i] names an element. What gcc and clang-19 treat
 * differently is an error, not one of their meanings: mixed signedness where it matters,
 * vectors of other element types or counts (clang-19 reinterprets them), ++/-- (gcc only),
 * a scalar that would be narrowed (gcc refuses, clang-19 may take it). */
#include "sema/sema.h"

#include "sema/const_eval.h"

#define TY (&ctx->types)

static bool is_err(const OfeExpr *e) { return !e || e->type->kind == TY_ERROR; }
static const char *tstr(OfeCtx *ctx, const OfeType *t) { return ofe_type_str(TY, t); }

static OfeExpr *invalid_operands(OfeCtx *ctx, OfeBinOp op, const OfeExpr *a, const OfeExpr *b, OfeLoc loc) {
  ofe_error(&ctx->diag, loc, "invalid operands to binary expression ('%s' %s '%s')", tstr(ctx, a->type), ofe_binop_spelling(op),
            tstr(ctx, b->type));
  return ofe_sema_error(ctx, loc);
}

/* Whether the integer constant v (of type from) keeps its value as an element of type elem;
 * a negative one also fits an unsigned element as wide as its signed counterpart holds it
 * (`q + -1` on unsigned chars, which both compilers take). */
static bool int_constant_fits(OfeWide v, const OfeType *from, const OfeType *elem) {
  unsigned w = ofe_type_bits(elem);
  __int128 s = (__int128)v;
  bool negative = !ofe_type_is_unsigned(from) && s < 0;
  __int128 lo = -((__int128)1 << (w - 1));
  __int128 hi = ofe_type_is_unsigned(elem) ? ((__int128)1 << w) - 1 : ((__int128)1 << (w - 1)) - 1;
  if (negative) return s >= lo;
  return ofe_type_is_unsigned(from) && ofe_type_bits(from) == 128 ? v <= (OfeWide)hi : s <= hi;
}

/* Whether the scalar s converts to the element type elem without losing a value: by its
 * value for a constant, by its type otherwise (the rules gcc and clang-19 share). */
static bool scalar_fits(OfeCtx *ctx, OfeExpr *s, const OfeType *elem) {
  const OfeType *st = s->type->unqual;
  if (!ofe_type_is_arith(st) || st->kind == TY_BOOL) return false;
  OfeConst c;
  bool constant = ofe_const_eval(ctx, s, &c) && (c.kind == CONST_INT || c.kind == CONST_FLOAT);
  if (ofe_type_is_integer(elem)) {
    if (!ofe_type_is_integer(st)) return false;
    if (constant) return int_constant_fits(c.i, st, elem);
    unsigned sw = ofe_type_bits(st), w = ofe_type_bits(elem);
    return sw < w || (sw == w && (ofe_type_is_unsigned(elem) || !ofe_type_is_unsigned(st)));
  }
  if (constant) {
    long double v = c.kind == CONST_FLOAT ? c.f : ofe_type_is_unsigned(st) ? (long double)c.i : (long double)(__int128)c.i;
    if (c.kind == CONST_INT && ofe_type_bits(st) > 64) return false;
    if (v != v) return true; /* a NaN is a NaN in any floating type */
    return elem->kind == TY_FLOAT ? (long double)(float)v == v : (long double)(double)v == v;
  }
  unsigned digits = elem->kind == TY_FLOAT ? 24 : 53;
  if (ofe_type_is_integer(st)) return ofe_type_bits(st) <= digits;
  return st->kind == TY_FLOAT || (st->kind == TY_DOUBLE && elem->kind == TY_DOUBLE);
}

/* s (a scalar) as the vector vt of its value in each element, or an error. */
static OfeExpr *spread(OfeCtx *ctx, OfeExpr *s, OfeType *vt, OfeLoc loc) {
  if (!scalar_fits(ctx, s, vt->base)) {
    ofe_error(&ctx->diag, loc, "cannot convert between scalar type '%s' and vector type '%s' as implicit conversion would cause truncation",
              tstr(ctx, s->type), tstr(ctx, vt));
    return ofe_sema_error(ctx, loc);
  }
  return ofe_sema_convert(ctx, ofe_sema_convert(ctx, s, vt->base), vt);
}

static bool is_comparison(OfeBinOp op) { return op >= OP_EQ && op <= OP_GE; }

/* Operators whose result does not depend on the elements' signedness. */
static bool sign_blind(OfeBinOp op) {
  return op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_AND || op == OP_OR || op == OP_XOR || op == OP_SHL ||
         op == OP_EQ || op == OP_NE;
}

/* Two vector types of one shape whose elements differ only in signedness. */
static bool differ_in_sign_only(const OfeType *a, const OfeType *b) {
  return a->array_len == b->array_len && ofe_type_is_integer(a->base) && ofe_type_is_integer(b->base) &&
         ofe_sizeof(a->base) == ofe_sizeof(b->base);
}

OfeExpr *ofe_sema_vector_binary(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  OfeType *ta = a->type->unqual, *tb = b->type->unqual;
  const OfeExpr *written_a = a, *written_b = b; /* for messages: before a scalar is spread */
  bool va = ta->kind == TY_VECTOR, vb = tb->kind == TY_VECTOR;
  OfeType *vt = va ? ta : tb;
  if (va && vb && !ofe_type_compatible(ta, tb)) {
    if (!differ_in_sign_only(ta, tb) || !sign_blind(op)) return invalid_operands(ctx, op, a, b, loc);
    b = ofe_sema_convert(ctx, b, ta);
  } else if (!va || !vb) {
    OfeExpr **scalar = va ? &b : &a;
    if (!ofe_type_is_arith((*scalar)->type) || (*scalar)->type->unqual->kind == TY_BOOL)
      return invalid_operands(ctx, op, a, b, loc);
    /* a shift count converts to the element type whatever its width, in both compilers */
    if (va && (op == OP_SHL || op == OP_SHR) && ofe_type_is_integer((*scalar)->type) && ofe_type_is_integer(vt->base))
      *scalar = ofe_sema_convert(ctx, ofe_sema_convert(ctx, *scalar, vt->base), vt);
    else
      *scalar = spread(ctx, *scalar, vt, loc);
    if (is_err(*scalar)) return *scalar;
  }
  bool int_only = op == OP_MOD || op == OP_AND || op == OP_OR || op == OP_XOR || op == OP_SHL || op == OP_SHR;
  if (int_only && !ofe_type_is_integer(vt->base)) return invalid_operands(ctx, op, written_a, written_b, loc);
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BINARY, is_comparison(op) ? ofe_type_vector_mask(TY, vt) : vt, loc);
  e->binary.op = op;
  e->binary.lhs = a;
  e->binary.rhs = b;
  return e;
}

OfeType *ofe_sema_vector_compute_type(OfeCtx *ctx, OfeBinOp op, OfeExpr *lhs, OfeExpr **rhs, OfeLoc loc) {
  OfeType *lt = lhs->type->unqual;
  if (lt->kind != TY_VECTOR) {
    ofe_error(&ctx->diag, loc, "assigning to '%s' from a vector type '%s'", tstr(ctx, lt), tstr(ctx, (*rhs)->type));
    return TY->error;
  }
  OfeExpr *value = ofe_sema_vector_binary(ctx, op, ofe_sema_rvalue(ctx, lhs), *rhs, loc);
  if (is_err(value)) return TY->error;
  *rhs = value->binary.rhs;
  return lt;
}

OfeExpr *ofe_sema_vector_unary(OfeCtx *ctx, OfeUnaryOperator op, OfeExpr *e, OfeLoc loc) {
  OfeType *t = e->type->unqual;
  if (op == UNARY_NOT || (op == UNARY_BITNOT && !ofe_type_is_integer(t->base))) {
    ofe_error(&ctx->diag, loc, "invalid argument type '%s' to unary expression", tstr(ctx, t));
    return ofe_sema_error(ctx, loc);
  }
  if (op == UNARY_PLUS) return e;
  OfeExpr *r = ofe_expr_new(&ctx->arena, E_UNARY, t, loc);
  r->unary.op = op == UNARY_MINUS ? OP_NEG : OP_BITNOT;
  r->unary.operand = e;
  return r;
}

OfeExpr *ofe_sema_vector_index(OfeCtx *ctx, OfeExpr *v, OfeExpr *index, OfeLoc loc) {
  OfeExpr *i = ofe_sema_rvalue(ctx, index);
  if (is_err(i)) return i;
  if (!ofe_type_is_integer(i->type)) {
    ofe_error(&ctx->diag, index->loc, "array subscript is not an integer");
    return ofe_sema_error(ctx, loc);
  }
  bool assignable = v->lvalue;
  if (!v->lvalue) {
    /* a value (a call's result, a sum): an element of a temporary copy, which is no lvalue */
    if (!ctx->func) {
      ofe_error(&ctx->diag, loc, "subscript of a vector value outside a function is not supported by ompfe");
      return ofe_sema_error(ctx, loc);
    }
    v = ofe_sema_temporary(ctx, v);
  }
  /* v[i] is ((E *)&v)[i]: the element's type keeps the vector's qualifiers */
  OfeType *et = v->type->quals ? ofe_type_qualified(TY, v->type->base, v->type->quals) : v->type->base;
  OfeExpr *base = ofe_sema_convert(ctx, ofe_sema_addr(ctx, v, loc), ofe_type_pointer(TY, et));
  OfeExpr *elem = ofe_sema_deref(ctx, ofe_sema_binary(ctx, OP_ADD, base, i, loc), loc);
  if (!is_err(elem)) elem->lvalue = assignable;
  return elem;
}

OfeExpr *ofe_sema_vector_cast(OfeCtx *ctx, OfeType *to, OfeExpr *e, OfeLoc loc) {
  OfeType *from = e->type->unqual;
  bool ok = (to->kind == TY_VECTOR || ofe_type_is_integer(to)) && (from->kind == TY_VECTOR || ofe_type_is_integer(from)) &&
            to->kind != TY_BOOL && from->kind != TY_BOOL;
  if (!ok) {
    ofe_error(&ctx->diag, loc, "invalid conversion between vector type '%s' and %s type '%s'", tstr(ctx, from->kind == TY_VECTOR ? from : to),
              ofe_type_is_integer(from->kind == TY_VECTOR ? to : from) ? "integer" : "scalar",
              tstr(ctx, from->kind == TY_VECTOR ? to : from));
    return ofe_sema_error(ctx, loc);
  }
  if (ofe_sizeof(to) != ofe_sizeof(from)) {
    ofe_error(&ctx->diag, loc, "invalid conversion between types '%s' and '%s' of different size", tstr(ctx, from), tstr(ctx, to));
    return ofe_sema_error(ctx, loc);
  }
  /* the same bits, read as the other type */
  OfeExpr *c = ofe_expr_new(&ctx->arena, E_CAST, to, loc);
  c->cast.operand = e;
  c->cast.is_explicit = true;
  return c;
}

/* Whether e's value is a comparison's mask as gcc-12 types it (opaque): the comparison, and
 * what -, ~, + or another operator with it first and a comma with it last make of it. */
static bool is_mask_value(const OfeExpr *e) {
  if (e->type->unqual->kind != TY_VECTOR) return false;
  switch (e->kind) {
  case E_BINARY: return is_comparison(e->binary.op) || is_mask_value(e->binary.lhs);
  case E_UNARY: return is_mask_value(e->unary.operand);
  case E_COMMA: return is_mask_value(e->comma.rhs);
  default: return false;
  }
}

bool ofe_sema_vector_mask_converts(const OfeExpr *e, const OfeType *to) {
  return to->kind == TY_VECTOR && is_mask_value(e) && ofe_sizeof(to) == ofe_sizeof(e->type);
}

bool ofe_sema_vector_by_value_ok(OfeCtx *ctx, const OfeType *t, const char *what, OfeLoc loc) {
  if (!ofe_type_has_wide_vector(t)) return true;
  ofe_error(&ctx->diag, loc, "%s '%s' by value is not supported by ompfe: a vector of more than 16 bytes crosses calls in "
            "AVX registers or in memory depending on -mavx", what, tstr(ctx, t));
  return false;
}

OfeExpr *ofe_sema_vector_shuffle(OfeCtx *ctx, OfeExprList *args, OfeLoc loc) {
  if (args->len < 2) {
    ofe_error(&ctx->diag, loc, "too few arguments to function call '__builtin_shufflevector', expected at least 2, have %zu",
              (size_t)args->len);
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *a = ofe_sema_rvalue(ctx, args->items[0]), *b = ofe_sema_rvalue(ctx, args->items[1]);
  if (is_err(a) || is_err(b)) return ofe_sema_error(ctx, loc);
  OfeType *vt = a->type->unqual;
  if (vt->kind != TY_VECTOR || !ofe_type_compatible(vt, b->type->unqual)) {
    ofe_error(&ctx->diag, loc, "first two arguments to '__builtin_shufflevector' must be vectors of one type ('%s' and '%s')",
              tstr(ctx, a->type), tstr(ctx, b->type));
    return ofe_sema_error(ctx, loc);
  }
  size_t n = args->len - 2;
  if (n == 0 || (n & (n - 1)) || ofe_sizeof(vt->base) * n > OFE_VECTOR_SIZE_LIMIT) {
    ofe_error(&ctx->diag, loc, "'__builtin_shufflevector' picks %zu elements: ompfe takes a power of two (a vector type's count)", n);
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, ofe_type_vector(TY, vt->base, (int64_t)n), loc);
  e->builtin->id = BI_SHUFFLEVECTOR;
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, a);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, b);
  for (size_t i = 2; i < args->len; i++) {
    int64_t k;
    if (!ofe_sema_const_int(ctx, args->items[i], &k, "index for __builtin_shufflevector")) return ofe_sema_error(ctx, loc);
    if (k < -1 || k >= 2 * vt->array_len) {
      /* -1: an element left undefined, as clang-19 takes it */
      ofe_error(&ctx->diag, args->items[i]->loc, "index for __builtin_shufflevector must be a constant integer in [-1, %lld]",
                (long long)(2 * vt->array_len - 1));
      return ofe_sema_error(ctx, loc);
    }
    ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_int_value(ctx, (OfeWide)(__int128)k, TY->int_, args->items[i]->loc));
  }
  return e;
}

/* The elements of a constant mask vector: a compound literal (under casts) of integer constants. */
static bool constant_mask(OfeCtx *ctx, OfeExpr *m, int64_t *out, int64_t n) {
  while (m->kind == E_CAST) m = m->cast.operand;
  if (m->kind != E_COMPOUND_LIT || !m->compound.decl->init || m->type->unqual->kind != TY_VECTOR ||
      m->type->unqual->array_len != n)
    return false;
  uint64_t size = ofe_sizeof(m->type->unqual->base);
  for (int64_t i = 0; i < n; i++) out[i] = 0; /* what the list leaves out is zero */
  const OfeInit *init = m->compound.decl->init;
  for (size_t i = 0; i < init->elems.len; i++) {
    const OfeInitElem *el = &init->elems.items[i];
    if (!ofe_eval_int(ctx, el->expr, &out[el->offset / size])) return false;
  }
  return true;
}

OfeExpr *ofe_sema_gnu_shuffle(OfeCtx *ctx, OfeExprList *args, OfeLoc loc) {
  if (args->len != 2 && args->len != 3) {
    ofe_error(&ctx->diag, loc, "'__builtin_shuffle' takes 2 or 3 arguments, have %zu", (size_t)args->len);
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *a = ofe_sema_rvalue(ctx, args->items[0]), *b = ofe_sema_rvalue(ctx, args->items[args->len - 2]);
  OfeExpr *mask = args->items[args->len - 1];
  if (is_err(a) || is_err(b) || is_err(mask)) return ofe_sema_error(ctx, loc);
  /* gcc-12's rules and messages */
  OfeType *vt = a->type->unqual, *mt = mask->type->unqual;
  if (vt->kind != TY_VECTOR || !ofe_type_compatible(vt, b->type->unqual)) {
    ofe_error(&ctx->diag, loc, "'__builtin_shuffle' argument vectors must be of the same type");
    return ofe_sema_error(ctx, loc);
  }
  if (mt->kind != TY_VECTOR || !ofe_type_is_integer(mt->base)) {
    ofe_error(&ctx->diag, mask->loc, "'__builtin_shuffle' last argument must be an integer vector");
    return ofe_sema_error(ctx, loc);
  }
  if (mt->array_len != vt->array_len) {
    ofe_error(&ctx->diag, mask->loc, "'__builtin_shuffle' number of elements of the argument vector(s) and the mask vector should be the same");
    return ofe_sema_error(ctx, loc);
  }
  if (ofe_sizeof(mt->base) != ofe_sizeof(vt->base)) {
    ofe_error(&ctx->diag, mask->loc, "'__builtin_shuffle' argument vector(s) inner type must have the same size as inner type of the mask");
    return ofe_sema_error(ctx, loc);
  }
  int64_t n = vt->array_len, picks[64];
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, vt, loc);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, a);
  if (n > 64 || !constant_mask(ctx, mask, picks, n)) {
    /* known at run time: each element picked by its index (BI_SHUFFLE) */
    e->builtin->id = BI_SHUFFLE;
    if (args->len == 3) ofe_expr_list_push(&ctx->arena, &e->builtin->args, b);
    ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_rvalue(ctx, mask));
    return e;
  }
  e->builtin->id = BI_SHUFFLEVECTOR;
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, args->len == 3 ? b : a); /* a twice: emitted once */
  /* gcc takes each index modulo the count of elements it can pick from */
  int64_t modulo = args->len == 3 ? 2 * n : n;
  for (int64_t i = 0; i < n; i++)
    ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_int_value(ctx, (OfeWide)(picks[i] & (modulo - 1)), TY->int_, loc));
  return e;
}

OfeExpr *ofe_sema_vector_convert(OfeCtx *ctx, OfeExpr *v, OfeType *t, OfeLoc loc) {
  v = ofe_sema_rvalue(ctx, v);
  if (is_err(v) || t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  OfeType *from = v->type->unqual, *to = t->unqual;
  if (from->kind != TY_VECTOR || to->kind != TY_VECTOR) {
    ofe_error(&ctx->diag, loc, "%s argument to __builtin_convertvector must be a vector ('%s' invalid)",
              from->kind != TY_VECTOR ? "first" : "second", tstr(ctx, from->kind != TY_VECTOR ? from : to));
    return ofe_sema_error(ctx, loc);
  }
  if (from->array_len != to->array_len) {
    ofe_error(&ctx->diag, loc, "first two arguments to __builtin_convertvector must have the same number of elements ('%s' and '%s')",
              tstr(ctx, from), tstr(ctx, to));
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, to, loc);
  e->builtin->id = BI_CONVERTVECTOR;
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, v);
  return e;
}
