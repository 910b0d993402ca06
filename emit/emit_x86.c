/* emit_x86: the x86 built-ins of sema/x86_builtins.c, each by its shape, as clang-19's
 * CGBuiltin emits them: an llvm.x86.* or generic intrinsic, or generic IR (a shufflevector
 * for the unpacks and immediate shuffles, an fcmp sign-extended for packed compares, an
 * element extracted, changed and inserted for the scalar operations). */
#include <string.h>

#include "emit/emit.h"
#include "sema/x86_builtins.h"

#define MB (&e->mb)

static int64_t count_of(MlirType vt) { return mlirShapedTypeGetDimSize(vt, 0); }

static MlirType vector_of(OfeEmit *e, MlirType elem, int64_t n) { return mlirVectorTypeGet(1, &n, elem); }

static MlirValue extract(OfeEmit *e, MlirValue v, int64_t i) { return ofe_mb_extractelement(MB, v, ofe_mb_const_int(MB, MB->i64, i)); }

static MlirValue insert(OfeEmit *e, MlirValue v, MlirValue x, int64_t i) { return ofe_mb_insertelement(MB, v, x, ofe_mb_const_int(MB, MB->i64, i)); }

static MlirValue bits_as(OfeEmit *e, MlirValue v, MlirType t) {
  return mlirTypeEqual(mlirValueGetType(v), t) ? v : ofe_mb_cast(MB, "llvm.bitcast", v, t);
}

static unsigned elem_bits(MlirType vt) {
  MlirType et = mlirShapedTypeGetElementType(vt);
  if (mlirTypeIsAInteger(et)) return mlirIntegerTypeGetWidth(et);
  return mlirTypeIsAF32(et) ? 32 : 64;
}

/* The mask of a fixed or immediate shuffle of n elements in lanes of 128 bits (256-bit
 * forms repeat the 128-bit pattern in each lane). Indices from n on are b's. */
static void shuffle_mask(int kind, int64_t n, int64_t lanes, int64_t imm, int32_t *mask) {
  int64_t per = n / lanes; /* elements per lane */
  for (int64_t i = 0; i < n; i++) {
    int64_t lane = i / per * per, j = i % per, m = i;
    switch ((OfeX86Shuffle)kind) {
    case SH_UNPACK_LO: m = (j % 2 ? n : 0) + lane + j / 2; break;
    case SH_UNPACK_HI: m = (j % 2 ? n : 0) + lane + per / 2 + j / 2; break;
    case SH_MOVE_LOW: m = i ? i : n; break;
    case SH_MOVE_HL: m = i < 2 ? n + 2 + i : i; break;
    case SH_MOVE_LH: m = i < 2 ? i : n + i - 2; break;
    case SH_DUP_ODD: m = i | 1; break;
    case SH_DUP_EVEN: m = i & ~(int64_t)1; break;
    case SH_MOVQ: m = i ? n : 0; break;
    case SH_SHUFPS: m = lane + (j < 2 ? 0 : n) + ((imm >> (2 * j)) & 3); break;
    case SH_SHUFPD: m = lane + (j ? n : 0) + ((imm >> i) & 1); break;
    case SH_PSHUFD: m = lane + ((imm >> (2 * j)) & 3); break;
    case SH_PSHUFLW: m = j < 4 ? lane + ((imm >> (2 * j)) & 3) : i; break;
    case SH_PSHUFHW: m = j < 4 ? i : lane + 4 + ((imm >> (2 * (j - 4))) & 3); break;
    case SH_BLEND: m = (imm >> (i % 8)) & 1 ? n + i : i; break;
    case SH_PERMQ: m = (imm >> (2 * i)) & 3; break;
    case SH_PERM2X128: { /* each half: a's or b's low or high half, or zero (from the third operand) */
      int64_t half = i / (n / 2), sel = (imm >> (4 * half)) & 3;
      m = (imm >> (4 * half + 3)) & 1 ? 2 * n : sel * (n / 2) + i % (n / 2);
      break;
    }
    default: break; /* the byte shifts and the half moves: below */
    }
    mask[i] = (int32_t)m;
  }
}

/* The byte shifts of each 128-bit lane: (zero, a) for pslldq, (a, zero) for psrldq, and
 * palignr's concatenations of b's and a's lanes, `shift` bytes, on `count` bytes. */
static void byte_shift_mask(int kind, int64_t count, int64_t shift, int32_t *mask) {
  for (int64_t i = 0; i < count; i++) {
    int64_t base = i / 16 * 16, j = i % 16, m;
    if (kind == SH_PSLLDQ) m = j < shift ? 0 : count + base + j - shift;
    else if (kind == SH_PSRLDQ) m = j + shift < 16 ? base + j + shift : count;
    else if (shift < 16) m = j + shift < 16 ? base + j + shift : count + base + j + shift - 16; /* (b, a) */
    else m = j + shift - 16 < 16 ? base + j + shift - 16 : count;                                /* (a, zero) */
    mask[i] = (int32_t)m;
  }
}

static MlirValue shuffle(OfeEmit *e, const OfeX86Builtin *b, MlirType rt, const MlirValue *a, size_t nargs, int64_t imm) {
  MlirType vt = mlirValueGetType(a[0]);
  int64_t n = count_of(vt), lanes = n * elem_bits(vt) / 128;
  if (lanes < 1) lanes = 1;
  int kind = b->imm;
  int32_t mask[64];
  if (kind == SH_PSLLDQ || kind == SH_PSRLDQ || kind == SH_PALIGNR) {
    /* on bytes, the immediate in bits (gcc's operands) */
    int64_t count = n * elem_bits(vt) / 8, shift = imm / 8;
    MlirType bytes = vector_of(e, MB->i8, count);
    MlirValue zero = ofe_mb_zero(MB, bytes), v = bits_as(e, a[0], bytes);
    if (shift >= (kind == SH_PALIGNR ? 32 : 16)) return bits_as(e, zero, rt);
    byte_shift_mask(kind, count, shift, mask);
    MlirValue x = v, y = zero;
    if (kind == SH_PSLLDQ) x = zero, y = v;
    if (kind == SH_PALIGNR && shift < 16) x = bits_as(e, a[1], bytes), y = v;
    return bits_as(e, ofe_mb_shufflevector(MB, bytes, x, y, mask, count), rt);
  }
  int64_t rn = count_of(rt);
  MlirType et = mlirShapedTypeGetElementType(vt);
  switch ((OfeX86Shuffle)kind) {
  case SH_LOW_HALF: case SH_EXTRACT128: /* rn elements of a, from the low or (imm) the high half */
    for (int64_t i = 0; i < rn; i++) mask[i] = (int32_t)(i + (kind == SH_EXTRACT128 && imm ? rn : 0));
    return ofe_mb_shufflevector(MB, vector_of(e, et, rn), a[0], a[0], mask, rn);
  case SH_WIDEN: case SH_BROADCAST128: /* a 128-bit vector as both halves, or the low one */
    for (int64_t i = 0; i < rn; i++) mask[i] = (int32_t)(i < n ? i : kind == SH_WIDEN ? -1 : i - n);
    return ofe_mb_shufflevector(MB, vector_of(e, et, rn), a[0], a[0], mask, rn);
  case SH_INSERT128: { /* a with its low (imm 0) or high half replaced by b */
    int64_t half = count_of(mlirValueGetType(a[1]));
    for (int64_t i = 0; i < n; i++) mask[i] = (int32_t)(i < half ? i : -1);
    MlirValue wide = ofe_mb_shufflevector(MB, vt, a[1], a[1], mask, n);
    for (int64_t i = 0; i < n; i++) mask[i] = (int32_t)((i >= half) == (imm & 1) ? n + i % half : i);
    return ofe_mb_shufflevector(MB, vt, a[0], wide, mask, n);
  }
  default: break;
  }
  /* the second operand when it is one of the same type (not a one-operand shuffle's immediate) */
  MlirValue x = a[0], y = nargs > 1 && mlirTypeEqual(mlirValueGetType(a[1]), vt) ? a[1] : a[0];
  if (kind == SH_MOVQ) y = ofe_mb_zero(MB, vt);
  shuffle_mask(kind, n, lanes, imm, mask);
  if (kind == SH_PERM2X128) { /* zero halves come from a third vector: shuffle (a, b) then zero */
    bool zeroes = false;
    for (int64_t i = 0; i < n; i++) zeroes |= mask[i] >= 2 * n;
    if (zeroes) {
      int32_t keep[64];
      for (int64_t i = 0; i < n; i++) keep[i] = mask[i] >= 2 * n ? (int32_t)(n + i) : (int32_t)i, mask[i] = mask[i] >= 2 * n ? 0 : mask[i];
      MlirValue picked = ofe_mb_shufflevector(MB, vt, x, y, mask, n);
      return bits_as(e, ofe_mb_shufflevector(MB, vt, picked, ofe_mb_zero(MB, vt), keep, n), rt);
    }
  }
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
    MlirType it = vector_of(e, MB->i64, count_of(rt) * elem_bits(rt) / 64);
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
    MlirType it = vector_of(e, elem_bits(vt) == 32 ? MB->i32 : MB->i64, count_of(vt));
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
    MlirType it = vector_of(e, MB->i64, count_of(rt));
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
  case X86_BSR: { /* as clang-19's _bit_scan_reverse: 31 - clz (the result is i32) */
    MlirValue args[] = {a[0], ofe_mb_const_int(MB, MB->i1, 1)};
    MlirValue clz = ofe_mb_intrinsic(MB, b->llvm, mlirValueGetType(a[0]), args, 2);
    if (!mlirTypeEqual(mlirValueGetType(clz), rt)) clz = ofe_mb_cast(MB, "llvm.trunc", clz, rt);
    return ofe_mb_binop(MB, "llvm.sub", ofe_mb_const_int(MB, rt, b->imm), clz);
  }
  case X86_ROTATE: {
    MlirValue args[] = {a[0], a[0], ofe_mb_cast(MB, "llvm.trunc", a[1], rt)};
    return ofe_mb_intrinsic(MB, b->llvm, rt, args, 3);
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

/* The address of libgcc's (or compiler-rt's) CPU description global `name`, of type t, declared
 * external at its first use. */
static MlirValue cpu_global(OfeEmit *e, const char *name, MlirType t) {
  if (!ofe_strmap_get(&e->symbols, name, strlen(name)))
    ofe_strmap_put(&e->symbols, name, strlen(name), ofe_mb_global(MB, name, t, "external", false, 0, (MlirAttribute){NULL}, false).ptr);
  return ofe_mb_addressof(MB, name);
}

/* __builtin_cpu_init, _supports and _is (sema/x86_cpu.c) as clang-19 emits them: a call of
 * __cpu_indicator_init; a feature's word of __cpu_model.features or __cpu_features2 tested
 * for its bit; a field of __cpu_model compared with a value. */
MlirValue ofe_emit_x86_cpu_builtin(OfeEmit *e, const OfeExpr *x) {
  if (x->builtin->id == BI_CPU_INIT) return ofe_emit_call_fn(e, "__cpu_indicator_init", MB->void_, NULL, 0, NULL, false);
  const OfeExprList *al = &x->builtin->args;
  MlirValue model = cpu_global(e, "__cpu_model", mlirLLVMArrayTypeGet(MB->i32, 4)); /* { vendor, type, subtype, features[1] } */
  if (x->builtin->id == BI_CPU_IS) {
    MlirValue field = ofe_mb_load(MB, MB->i32, ofe_mb_gep_bytes(MB, model, 4 * (int64_t)al->items[0]->i.value), 4, false);
    MlirValue is = ofe_mb_icmp(MB, ICMP_EQ, field, ofe_mb_const_int(MB, MB->i32, (int64_t)al->items[1]->i.value));
    return ofe_mb_cast(MB, "llvm.zext", is, MB->i32);
  }
  unsigned bit = (unsigned)al->items[0]->i.value;
  MlirValue word = bit < 32 ? ofe_mb_gep_bytes(MB, model, 12)
                            : ofe_mb_gep_bytes(MB, cpu_global(e, "__cpu_features2", mlirLLVMArrayTypeGet(MB->i32, 3)), 4 * (bit / 32 - 1));
  MlirValue mask = ofe_mb_const_int(MB, MB->i32, (int64_t)(uint32_t)(1u << (bit % 32)));
  MlirValue has = ofe_mb_icmp(MB, ICMP_EQ, ofe_mb_binop(MB, "llvm.and", ofe_mb_load(MB, MB->i32, word, 4, false), mask), mask);
  return ofe_mb_cast(MB, "llvm.zext", has, MB->i32);
}
