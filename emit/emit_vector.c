/* emit_vector: GNU vector types (vector_size). A vector value is an MLIR vector of its
 * elements (vector<4xi32>), in memory the bytes of its size; the operators are LLVM's own
 * element-wise ones (emit_expr.c's arith). What is vector-specific lives here: the
 * conversions, which either spread a scalar over the elements or reinterpret the bits. */
#include "emit/emit.h"

#define MB (&e->mb)

MlirValue ofe_emit_vector_convert(OfeEmit *e, MlirValue v, const OfeType *from, const OfeType *to) {
  MlirType mt = ofe_emit_type(e, to);
  if (mlirTypeEqual(mlirValueGetType(v), mt)) return v;
  /* `v + 2` (sema converted the 2 to the element type first): 2 in every element */
  if (to->kind == TY_VECTOR && from->kind != TY_VECTOR && ofe_type_compatible(from->unqual, to->base))
    return ofe_mb_splat(MB, mt, v);
  /* casts between types of one size: the same bits (sema checked the sizes) */
  return ofe_mb_cast(MB, "llvm.bitcast", v, mt);
}

MlirValue ofe_emit_vector_shuffle(OfeEmit *e, const OfeExpr *x) {
  const OfeExprList *al = &x->builtin->args;
  MlirValue v1 = ofe_emit_rvalue(e, al->items[0]), v2 = ofe_emit_rvalue(e, al->items[1]);
  size_t n = al->len - 2;
  int32_t mask[n];
  for (size_t i = 0; i < n; i++) mask[i] = (int32_t)(int64_t)al->items[i + 2]->i.value; /* -1: poison, as in LLVM */
  return ofe_mb_shufflevector(MB, ofe_emit_type(e, x->type), v1, v2, mask, (intptr_t)n);
}

MlirValue ofe_emit_vector_elements_convert(OfeEmit *e, const OfeExpr *x) {
  const OfeExpr *arg = x->builtin->args.items[0];
  MlirValue v = ofe_emit_rvalue(e, arg);
  const OfeType *from = arg->type->unqual->base, *to = x->type->unqual->base;
  MlirType mt = ofe_emit_type(e, x->type->unqual);
  bool fi = ofe_type_is_integer(from), ti = ofe_type_is_integer(to);
  bool from_signed = fi && !ofe_type_is_unsigned(from);
  uint64_t fs = ofe_sizeof(from), ts = ofe_sizeof(to);
  const char *op;
  if (fi && ti) op = fs == ts ? NULL : fs > ts ? "llvm.trunc" : from_signed ? "llvm.sext" : "llvm.zext";
  else if (fi) op = from_signed ? "llvm.sitofp" : "llvm.uitofp";
  else if (ti) op = ofe_type_is_unsigned(to) ? "llvm.fptoui" : "llvm.fptosi";
  else op = fs == ts ? NULL : fs < ts ? "llvm.fpext" : "llvm.fptrunc";
  return op ? ofe_mb_cast(MB, op, v, mt) : v;
}
