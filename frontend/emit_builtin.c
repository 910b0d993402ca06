/* emit_builtin: the built-ins as LLVM intrinsics or short instruction sequences. Floating
 * classification uses llvm.is.fpclass, so isnan/isinf/... never trap and work for every
 * floating type, long double included. */
#include "frontend/emit.h"

#define MB (&e->mb)

/* llvm.is.fpclass masks */
enum { FC_SNAN = 1, FC_QNAN = 2, FC_NINF = 4, FC_NNORM = 8, FC_NSUB = 16, FC_NZERO = 32, FC_PZERO = 64,
       FC_PSUB = 128, FC_PNORM = 256, FC_PINF = 512 };

static const char *suffix(OfeEmit *e, MlirType t) {
  if (mlirTypeEqual(t, MB->f32)) return "f32";
  if (mlirTypeEqual(t, MB->f64)) return "f64";
  if (mlirTypeEqual(t, MB->f80)) return "f80";
  if (mlirTypeEqual(t, MB->f128)) return "f128";
  if (mlirTypeEqual(t, MB->i16)) return "i16";
  if (mlirTypeEqual(t, MB->i32)) return "i32";
  if (mlirTypeEqual(t, MB->i64)) return "i64";
  return "i8";
}

static MlirValue intrinsic1(OfeEmit *e, const char *base, MlirType rt, MlirValue a) {
  const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.%s.%s", base, suffix(e, mlirValueGetType(a)));
  return ofe_mb_intrinsic(MB, name, rt, &a, 1);
}

static MlirValue fpclass(OfeEmit *e, MlirValue x, int mask) {
  MlirValue args[] = {x, ofe_mb_const_int(MB, MB->i32, mask)};
  const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.is.fpclass.%s", suffix(e, mlirValueGetType(x)));
  return ofe_mb_intrinsic(MB, name, MB->i1, args, 2);
}

static MlirValue i1_to_int(OfeEmit *e, MlirValue b) { return ofe_mb_cast(MB, "llvm.zext", b, MB->i32); }

/* The sign bit of x, from its bits (llvm.is.fpclass cannot see the sign of a NaN). */
static MlirValue sign_bit(OfeEmit *e, MlirValue x) {
  MlirType t = mlirValueGetType(x);
  unsigned w = mlirTypeEqual(t, MB->f32) ? 32 : mlirTypeEqual(t, MB->f64) ? 64 : mlirTypeEqual(t, MB->f80) ? 80 : 128;
  MlirType it = mlirIntegerTypeGet(e->mctx, w);
  MlirValue bits = ofe_mb_cast(MB, "llvm.bitcast", x, it);
  return ofe_mb_icmp(MB, ICMP_SLT, bits, ofe_mb_const_int(MB, it, 0));
}

MlirValue ofe_emit_builtin(OfeEmit *e, const OfeExpr *x) {
  const OfeExprList *al = &x->builtin.args;
  MlirValue a[6] = {{0}};
  for (size_t i = 0; i < al->len && i < 6; i++) a[i] = ofe_emit_rvalue(e, al->items[i]);
  MlirType rt = ofe_emit_type(e, x->type);
  switch (x->builtin.id) {
  case BI_EXPECT: case BI_ASSUME_ALIGNED: return a[0];
  case BI_CONSTANT_P: return ofe_mb_const_int(MB, MB->i32, 0);
  case BI_BSWAP16: case BI_BSWAP32: case BI_BSWAP64: return intrinsic1(e, "bswap", rt, a[0]);
  case BI_CLZ: case BI_CLZL: case BI_CTZ: case BI_CTZL: {
    bool clz = x->builtin.id == BI_CLZ || x->builtin.id == BI_CLZL;
    MlirValue args[] = {a[0], ofe_mb_const_int(MB, MB->i1, 1)}; /* zero input is undefined, as in GCC */
    const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.%s.%s", clz ? "ctlz" : "cttz", suffix(e, mlirValueGetType(a[0])));
    MlirValue r = ofe_mb_intrinsic(MB, name, mlirValueGetType(a[0]), args, 2);
    return ofe_emit_convert(e, r, e->ctx->types.ulong, x->type);
  }
  case BI_POPCOUNT: case BI_POPCOUNTL: {
    MlirValue r = intrinsic1(e, "ctpop", mlirValueGetType(a[0]), a[0]);
    return ofe_emit_convert(e, r, e->ctx->types.ulong, x->type);
  }
  case BI_ABS: case BI_LABS: {
    MlirValue args[] = {a[0], ofe_mb_const_int(MB, MB->i1, 0)};
    const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.abs.%s", suffix(e, rt));
    return ofe_mb_intrinsic(MB, name, rt, args, 2);
  }
  case BI_FABS: case BI_FABSF: case BI_FABSL: return intrinsic1(e, "fabs", rt, a[0]);
  case BI_ISNAN: return i1_to_int(e, fpclass(e, a[0], FC_SNAN | FC_QNAN));
  case BI_ISINF: return i1_to_int(e, fpclass(e, a[0], FC_NINF | FC_PINF));
  case BI_ISFINITE:
    return i1_to_int(e, fpclass(e, a[0], FC_NNORM | FC_NSUB | FC_NZERO | FC_PZERO | FC_PSUB | FC_PNORM));
  case BI_ISNORMAL: return i1_to_int(e, fpclass(e, a[0], FC_NNORM | FC_PNORM));
  case BI_SIGNBIT: return i1_to_int(e, sign_bit(e, a[0]));
  case BI_ISINF_SIGN: {
    MlirValue inf = fpclass(e, a[0], FC_NINF | FC_PINF);
    MlirValue s = ofe_mb_select(MB, sign_bit(e, a[0]), ofe_mb_const_int(MB, MB->i32, -1), ofe_mb_const_int(MB, MB->i32, 1));
    return ofe_mb_select(MB, inf, s, ofe_mb_const_int(MB, MB->i32, 0));
  }
  case BI_FPCLASSIFY: {
    /* (FP_NAN, FP_INFINITE, FP_NORMAL, FP_SUBNORMAL, FP_ZERO, x) */
    MlirValue x5 = a[5];
    MlirValue r = a[4];
    r = ofe_mb_select(MB, fpclass(e, x5, FC_NSUB | FC_PSUB), a[3], r);
    r = ofe_mb_select(MB, fpclass(e, x5, FC_NNORM | FC_PNORM), a[2], r);
    r = ofe_mb_select(MB, fpclass(e, x5, FC_NINF | FC_PINF), a[1], r);
    return ofe_mb_select(MB, fpclass(e, x5, FC_SNAN | FC_QNAN), a[0], r);
  }
  case BI_ISGREATER: return i1_to_int(e, ofe_mb_fcmp(MB, FCMP_OGT, a[0], a[1]));
  case BI_ISGREATEREQUAL: return i1_to_int(e, ofe_mb_fcmp(MB, FCMP_OGE, a[0], a[1]));
  case BI_ISLESS: return i1_to_int(e, ofe_mb_fcmp(MB, FCMP_OLT, a[0], a[1]));
  case BI_ISLESSEQUAL: return i1_to_int(e, ofe_mb_fcmp(MB, FCMP_OLE, a[0], a[1]));
  case BI_ISLESSGREATER: return i1_to_int(e, ofe_mb_fcmp(MB, FCMP_ONE, a[0], a[1]));
  case BI_ISUNORDERED: return i1_to_int(e, ofe_mb_fcmp(MB, FCMP_UNO, a[0], a[1]));
  case BI_UNREACHABLE:
    ofe_mb_unreachable(MB);
    ofe_mb_set_block(MB, ofe_mb_new_block(MB));
    return (MlirValue){NULL};
  case BI_TRAP:
    ofe_mb_intrinsic(MB, "llvm.trap", MB->void_, NULL, 0);
    ofe_mb_unreachable(MB);
    ofe_mb_set_block(MB, ofe_mb_new_block(MB));
    return (MlirValue){NULL};
  case BI_ALLOCA: return ofe_mb_alloca_dynamic(MB, MB->i8, a[0], 16);
  case BI_PREFETCH: return (MlirValue){NULL};
  default: break;
  }
  ofe_error(&e->ctx->diag, x->loc, "this built-in is not supported by ompfe");
  return ofe_mb_undef(MB, ofe_type_is_llvm_void(rt) ? MB->i32 : rt);
}
