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
  MlirValue v1 = ofe_emit_rvalue(e, al->items[0]);
  /* gcc's two-argument __builtin_shuffle passes its one vector twice: evaluated once */
  MlirValue v2 = al->items[1] == al->items[0] ? v1 : ofe_emit_rvalue(e, al->items[1]);
  size_t n = al->len - 2;
  int32_t mask[n];
  for (size_t i = 0; i < n; i++) mask[i] = (int32_t)(int64_t)al->items[i + 2]->i.value; /* -1: poison, as in LLVM */
  return ofe_mb_shufflevector(MB, ofe_emit_type(e, x->type), v1, v2, mask, (intptr_t)n);
}

/* LLVM's shufflevector takes constant indices only: element i is picked with
 * extractelement at index mask[i] mod 2N, from v1 or v2 by the bit of N (v2 is v1 in the
 * two-argument form, where sema's mod N is that too), then inserted. */
MlirValue ofe_emit_vector_gnu_shuffle(OfeEmit *e, const OfeExpr *x) {
  const OfeExprList *al = &x->builtin->args;
  MlirValue v1 = ofe_emit_rvalue(e, al->items[0]);
  MlirValue v2 = al->len == 3 ? ofe_emit_rvalue(e, al->items[1]) : v1;
  MlirValue mask = ofe_emit_rvalue(e, al->items[al->len - 1]);
  const OfeType *vt = x->type->unqual, *mt = al->items[al->len - 1]->type->unqual;
  MlirType it = ofe_emit_type(e, mt->base);
  int64_t n = vt->array_len;
  MlirValue r = ofe_mb_undef(MB, ofe_emit_type(e, vt)), low = ofe_mb_const_int(MB, it, n - 1), high = ofe_mb_const_int(MB, it, n);
  for (int64_t i = 0; i < n; i++) {
    MlirValue k = ofe_mb_extractelement(MB, mask, ofe_mb_const_int(MB, MB->i64, i));
    MlirValue at = ofe_mb_binop(MB, "llvm.and", k, low);
    MlirValue from_v2 = ofe_mb_icmp(MB, ICMP_NE, ofe_mb_binop(MB, "llvm.and", k, high), ofe_mb_const_int(MB, it, 0));
    MlirValue pick = ofe_mb_select(MB, from_v2, ofe_mb_extractelement(MB, v2, at), ofe_mb_extractelement(MB, v1, at));
    r = ofe_mb_insertelement(MB, r, pick, ofe_mb_const_int(MB, MB->i64, i));
  }
  return r;
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
