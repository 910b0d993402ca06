/* emit_x86: the x86 built-ins of sema/x86_builtins.c, each by its shape, as clang-19's
 * CGBuiltin emits them: an llvm.x86.* or generic intrinsic, or generic IR (a shufflevector
 * for the unpacks and immediate shuffles, an fcmp sign-extended for packed compares, an
 * element extracted, changed and inserted for the scalar operations). */
#include "emit/emit.h"
#include "sema/x86_builtins.h"

#define MB (&e->mb)

static int64_t count_of(MlirType vt) { return mlirShapedTypeGetDimSize(vt, 0); }

static MlirType vector_of(OfeEmit *e, MlirType elem, int64_t n) { return mlirVectorTypeGet(1, &n, elem); }

static MlirValue extract(OfeEmit *e, MlirValue v, int64_t i) {
  MlirType et = mlirShapedTypeGetElementType(mlirValueGetType(v));
  MlirValue ops[] = {v, ofe_mb_const_int(MB, MB->i64, i)};
  return ofe_mb_result(ofe_mb_op(MB, "llvm.extractelement", (OfeOpSpec){.nres = 1, .res = &et, .nops = 2, .ops = ops}));
}

static MlirValue insert(OfeEmit *e, MlirValue v, MlirValue x, int64_t i) {
  MlirType vt = mlirValueGetType(v);
  MlirValue ops[] = {v, x, ofe_mb_const_int(MB, MB->i64, i)};
  return ofe_mb_result(ofe_mb_op(MB, "llvm.insertelement", (OfeOpSpec){.nres = 1, .res = &vt, .nops = 3, .ops = ops}));
}

static MlirValue bits_as(OfeEmit *e, MlirValue v, MlirType t) {
  return mlirTypeEqual(mlirValueGetType(v), t) ? v : ofe_mb_cast(MB, "llvm.bitcast", v, t);
}

/* The mask of a fixed or immediate shuffle of n elements; false for the byte shifts beyond
 * the vector (all zero). Element indices from n on are b's (zero for the byte shifts). */
static void shuffle_mask(int kind, int64_t n, int64_t imm, int32_t *mask) {
  for (int64_t i = 0; i < n; i++) {
    int64_t m = i;
    switch ((OfeX86Shuffle)kind) {
    case SH_UNPACK_LO: m = (i % 2 ? n : 0) + i / 2; break;
    case SH_UNPACK_HI: m = (i % 2 ? n : 0) + n / 2 + i / 2; break;
    case SH_MOVE_LOW: m = i ? i : n; break;
    case SH_MOVE_HL: m = i < 2 ? n + 2 + i : i; break;
    case SH_MOVE_LH: m = i < 2 ? i : n + i - 2; break;
    case SH_DUP_ODD: m = i | 1; break;
    case SH_DUP_EVEN: m = i & ~(int64_t)1; break;
    case SH_MOVQ: m = i ? n : 0; break;
    case SH_SHUFPS: m = (i < 2 ? 0 : n) + ((imm >> (2 * i)) & 3); break;
    case SH_SHUFPD: m = (i ? n : 0) + ((imm >> i) & 1); break;
    case SH_PSHUFD: m = (imm >> (2 * i)) & 3; break;
    case SH_PSHUFLW: m = i < 4 ? (imm >> (2 * i)) & 3 : i; break;
    case SH_PSHUFHW: m = i < 4 ? i : 4 + ((imm >> (2 * (i - 4))) & 3); break;
    case SH_PSLLDQ: m = i < imm ? n : n + i - imm; break; /* (zero, a) */
    case SH_PSRLDQ: m = i + imm < n ? i + imm : n; break; /* (a, zero) */
    case SH_PALIGNR: m = i + imm; break;                   /* (b, a) or (a, zero) */
    case SH_BLEND: m = (imm >> i) & 1 ? n + i : i; break;
    }
    mask[i] = (int32_t)m;
  }
}

static MlirValue shuffle(OfeEmit *e, const OfeX86Builtin *b, MlirType rt, const MlirValue *a, size_t nargs, int64_t imm) {
  MlirValue x = a[0], y = nargs > 1 && b->shape == X86_SHUFFLE ? a[1] : a[0];
  if (b->shape == X86_SHUFFLE_IMM && (b->imm == SH_SHUFPS || b->imm == SH_SHUFPD || b->imm == SH_BLEND)) y = a[1];
  MlirType vt = mlirValueGetType(x);
  int64_t n = count_of(vt);
  int kind = b->imm;
  if (kind == SH_MOVQ) y = ofe_mb_zero(MB, vt);
  if (kind == SH_PSLLDQ || kind == SH_PSRLDQ || kind == SH_PALIGNR) {
    /* byte shifts: on 16 bytes, the immediate in bits (gcc's operands) */
    MlirType bytes = vector_of(e, MB->i8, 16);
    MlirValue zero = ofe_mb_zero(MB, bytes);
    int64_t shift = imm / 8;
    n = 16;
    if (kind == SH_PALIGNR) {
      MlirValue hi = bits_as(e, a[0], bytes), lo = bits_as(e, a[1], bytes);
      if (shift >= 32) return bits_as(e, zero, rt);
      if (shift > 16) x = hi, y = zero, shift -= 16;
      else x = lo, y = hi;
      int32_t mask[16];
      for (int i = 0; i < 16; i++) mask[i] = (int32_t)(i + shift) < 32 ? (int32_t)(i + shift) : 16;
      if (x.ptr == hi.ptr)
        for (int i = 0; i < 16; i++) mask[i] = i + shift < 16 ? (int32_t)(i + shift) : 16;
      return bits_as(e, ofe_mb_shufflevector(MB, bytes, x, y, mask, 16), rt);
    }
    if (shift >= 16) return bits_as(e, zero, rt);
    MlirValue v = bits_as(e, x, bytes);
    x = kind == SH_PSLLDQ ? zero : v;
    y = kind == SH_PSLLDQ ? v : zero;
    int32_t mask[16];
    shuffle_mask(kind, 16, shift, mask);
    if (kind == SH_PSLLDQ) /* (zero, a): a's element k is 16 + k, zero's any below 16 */
      for (int i = 0; i < 16; i++) mask[i] = i < shift ? 0 : (int32_t)(16 + i - shift);
    return bits_as(e, ofe_mb_shufflevector(MB, bytes, x, y, mask, 16), rt);
  }
  int32_t mask[64];
  shuffle_mask(kind, n, imm, mask);
  return bits_as(e, ofe_mb_shufflevector(MB, vt, x, y, mask, n), rt);
}

MlirValue ofe_emit_x86_builtin(OfeEmit *e, const OfeExpr *x) {
  const OfeX86Builtin *b = ofe_x86_builtin(x->builtin->x86);
  const OfeExprList *al = &x->builtin->args;
  MlirValue a[7] = {{0}}; /* the most operands a built-in has (pcmpestri: 5), and one appended */
  int64_t imm = 0;
  size_t n = al->len;
  for (size_t i = 0; i < n && i < 6; i++) {
    if (al->items[i]->kind == E_INT && b->shape != X86_CALL && b->shape != X86_SCALAR_CONVERT && b->shape != X86_LDMXCSR &&
        b->shape != X86_STORE && b->shape != X86_INSERT)
      imm = (int64_t)al->items[i]->i.value;
    a[i] = ofe_emit_rvalue(e, al->items[i]);
  }
  if (b->shape == X86_INSERT) imm = (int64_t)al->items[2]->i.value;
  bool is_void = x->type->kind == TY_VOID;
  MlirType rt = is_void ? MB->void_ : ofe_emit_type(e, x->type);
  switch (b->shape) {
  case X86_CALL: return ofe_mb_intrinsic(MB, b->llvm, rt, a, (intptr_t)n);
  case X86_CALL_IMM8: {
    a[n - 1] = ofe_mb_const_int(MB, MB->i8, imm);
    return ofe_mb_intrinsic(MB, b->llvm, rt, a, (intptr_t)n);
  }
  case X86_CALL_IMM: {
    a[n] = ofe_mb_const_int(MB, MB->i8, b->imm);
    return ofe_mb_intrinsic(MB, b->llvm, rt, a, (intptr_t)n + 1);
  }
  case X86_BITWISE: case X86_ANDNOT: {
    MlirType it = vector_of(e, MB->i64, 2);
    MlirValue l = bits_as(e, a[0], it), r = bits_as(e, a[1], it);
    if (b->shape == X86_ANDNOT) l = ofe_mb_binop(MB, "llvm.xor", l, ofe_mb_splat(MB, it, ofe_mb_const_int(MB, MB->i64, -1)));
    return bits_as(e, ofe_mb_binop(MB, b->shape == X86_ANDNOT ? "llvm.and" : b->llvm, l, r), rt);
  }
  case X86_SCALAR:
    return insert(e, a[0], ofe_mb_binop(MB, b->llvm, extract(e, a[0], 0), extract(e, a[1], 0)), 0);
  case X86_SCALAR_CALL: {
    MlirValue s = extract(e, a[0], 0);
    return insert(e, a[0], ofe_mb_intrinsic(MB, b->llvm, mlirValueGetType(s), &s, 1), 0);
  }
  case X86_FCMP: {
    MlirValue c = ofe_mb_fcmp(MB, b->imm, a[0], a[1]);
    MlirType vt = mlirValueGetType(a[0]);
    MlirType it = vector_of(e, count_of(vt) == 4 ? MB->i32 : MB->i64, count_of(vt));
    return bits_as(e, ofe_mb_cast(MB, "llvm.sext", c, it), rt);
  }
  case X86_SHUFFLE: case X86_SHUFFLE_IMM: return shuffle(e, b, rt, a, n, imm);
  case X86_LOAD: return ofe_mb_load(MB, rt, a[0], 1, false);
  case X86_STORE: ofe_mb_store(MB, a[1], a[0], 1, false); return (MlirValue){NULL};
  case X86_LOAD_HALF: case X86_STORE_HALF: {
    /* 8 bytes: two floats or one double, loaded as a vector of 64-bit half */
    MlirValue v = b->shape == X86_LOAD_HALF ? a[0] : a[1];
    MlirType vt = mlirValueGetType(v);
    int64_t count = count_of(vt), half = count / 2;
    MlirType ht = vector_of(e, mlirShapedTypeGetElementType(vt), half);
    int32_t mask[4];
    if (b->shape == X86_STORE_HALF) {
      for (int64_t i = 0; i < half; i++) mask[i] = (int32_t)(b->imm ? half + i : i);
      ofe_mb_store(MB, ofe_mb_shufflevector(MB, ht, v, v, mask, half), a[0], 1, false);
      return (MlirValue){NULL};
    }
    MlirValue h = ofe_mb_load(MB, ht, a[1], 1, false);
    /* widen the half to count elements, then take it into the low or high half */
    for (int64_t i = 0; i < count; i++) mask[i] = (int32_t)(i < half ? i : half);
    MlirValue wide = ofe_mb_shufflevector(MB, vt, h, h, mask, count);
    for (int64_t i = 0; i < count; i++)
      mask[i] = (int32_t)(b->imm ? (i < half ? i : count + i - half) : (i < half ? count + i : i));
    return ofe_mb_shufflevector(MB, vt, v, wide, mask, count);
  }
  case X86_EXTRACT: return extract(e, a[0], imm);
  case X86_INSERT: return insert(e, a[0], a[1], imm);
  case X86_CONVERT: {
    MlirValue v = a[0];
    int64_t rn = count_of(rt), vn = count_of(mlirValueGetType(v));
    if (rn < vn) {
      int32_t mask[16];
      for (int64_t i = 0; i < rn; i++) mask[i] = (int32_t)i;
      v = ofe_mb_shufflevector(MB, vector_of(e, mlirShapedTypeGetElementType(mlirValueGetType(v)), rn), v, v, mask, rn);
    }
    return ofe_mb_cast(MB, b->llvm, v, rt);
  }
  case X86_SCALAR_CONVERT: {
    MlirValue s = mlirTypeIsAVector(mlirValueGetType(a[1])) ? extract(e, a[1], 0) : a[1];
    return insert(e, a[0], ofe_mb_cast(MB, b->llvm, s, mlirShapedTypeGetElementType(rt)), 0);
  }
  case X86_ABS: {
    MlirValue args[] = {a[0], ofe_mb_const_int(MB, MB->i1, 0)};
    return ofe_mb_intrinsic(MB, b->llvm, rt, args, 2);
  }
  case X86_MULUDQ: { /* the low halves zero- (imm 1: sign-) extended, as clang-19 makes them */
    MlirType it = vector_of(e, MB->i64, 2);
    MlirValue l = bits_as(e, a[0], it), r = bits_as(e, a[1], it);
    if (b->imm) {
      MlirValue k = ofe_mb_splat(MB, it, ofe_mb_const_int(MB, MB->i64, 32));
      l = ofe_mb_binop(MB, "llvm.ashr", ofe_mb_binop(MB, "llvm.shl", l, k), k);
      r = ofe_mb_binop(MB, "llvm.ashr", ofe_mb_binop(MB, "llvm.shl", r, k), k);
    } else {
      MlirValue low = ofe_mb_splat(MB, it, ofe_mb_const_int(MB, MB->i64, 0xffffffffLL));
      l = ofe_mb_binop(MB, "llvm.and", l, low);
      r = ofe_mb_binop(MB, "llvm.and", r, low);
    }
    return ofe_mb_binop(MB, "llvm.mul", l, r);
  }
  case X86_LDMXCSR: case X86_STMXCSR: {
    MlirValue slot = ofe_mb_alloca(MB, MB->i32, 4);
    if (b->shape == X86_LDMXCSR) ofe_mb_store(MB, a[0], slot, 4, false);
    ofe_mb_intrinsic(MB, b->shape == X86_LDMXCSR ? "llvm.x86.sse.ldmxcsr" : "llvm.x86.sse.stmxcsr", MB->void_, &slot, 1);
    return b->shape == X86_LDMXCSR ? (MlirValue){NULL} : ofe_mb_load(MB, MB->i32, slot, 4, false);
  }
  }
  return (MlirValue){NULL};
}
