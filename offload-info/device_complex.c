/* device_complex: ompfe's own __mul?c3 and __div?c3 (see device_complex.h). Each helper
 * has the type of libgcc's declaration it replaces, whatever ABI the caller used for the
 * complex result ({T, T}, or a float pair in a double as x86_64's __mulsc3 returns it).
 * The arithmetic is gcc-12 libgcc's, step by step and in the same order of operations (the
 * results are bit-identical, test/e2e/complex/device_helpers.c compares them):
 *  - x * y: (ac - bd, ad + bc); when both parts are NaN, an infinite factor is "boxed" to
 *    +-1 and +-0 parts, the other factor's NaNs become 0, and so do all NaNs when a product
 *    overflowed, and the result is recomputed times infinity;
 *  - double x / y: Smith's method, the operands first scaled by 1/2 when the divisor's larger
 *    part is near overflow and by 2^52 when it (or the dividend beside it) is tiny, and the
 *    quotient's order changed when the ratio is subnormal; float x / y in double, unscaled;
 *  - a NaN quotient is recovered for nonzero/0 (infinity), infinite/finite (infinity) and
 *    finite/infinite (zero).
 * Straight-line code with selects, the recovery behind one branch: no calls, no memory. */
#include "offload-info/device_complex.h"

#include <float.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "llvm-c/Core.h"

typedef struct Cx {
  LLVMContextRef c;
  LLVMModuleRef m;
  LLVMBuilderRef b;
  LLVMTypeRef t; /* the parts' type: float or double */
} Cx;

/* ---- the arithmetic, as builder calls ------------------------------------------------------ */

static LLVMValueRef k(Cx *x, double v) { return LLVMConstReal(x->t, v); }
static LLVMValueRef add(Cx *x, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildFAdd(x->b, p, q, ""); }
static LLVMValueRef sub(Cx *x, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildFSub(x->b, p, q, ""); }
static LLVMValueRef mul(Cx *x, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildFMul(x->b, p, q, ""); }
static LLVMValueRef quot(Cx *x, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildFDiv(x->b, p, q, ""); }
static LLVMValueRef sel(Cx *x, LLVMValueRef cond, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildSelect(x->b, cond, p, q, ""); }
static LLVMValueRef or_(Cx *x, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildOr(x->b, p, q, ""); }
static LLVMValueRef and_(Cx *x, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildAnd(x->b, p, q, ""); }
static LLVMValueRef not_(Cx *x, LLVMValueRef p) { return LLVMBuildNot(x->b, p, ""); }
static LLVMValueRef cmp(Cx *x, LLVMRealPredicate how, LLVMValueRef p, LLVMValueRef q) { return LLVMBuildFCmp(x->b, how, p, q, ""); }

static LLVMValueRef intrinsic(Cx *x, const char *name, LLVMValueRef *args, unsigned n) {
  unsigned id = LLVMLookupIntrinsicID(name, strlen(name));
  LLVMValueRef fn = LLVMGetIntrinsicDeclaration(x->m, id, &x->t, 1);
  return LLVMBuildCall2(x->b, LLVMIntrinsicGetType(x->c, id, &x->t, 1), fn, args, n, "");
}

static LLVMValueRef fabs_(Cx *x, LLVMValueRef v) { return intrinsic(x, "llvm.fabs", &v, 1); }
static LLVMValueRef copysign_(Cx *x, LLVMValueRef mag, LLVMValueRef sign) {
  LLVMValueRef args[2] = {mag, sign};
  return intrinsic(x, "llvm.copysign", args, 2);
}
static LLVMValueRef is_nan(Cx *x, LLVMValueRef v) { return cmp(x, LLVMRealUNO, v, v); }
static LLVMValueRef is_inf(Cx *x, LLVMValueRef v) { return cmp(x, LLVMRealOEQ, fabs_(x, v), k(x, INFINITY)); }
static LLVMValueRef is_finite(Cx *x, LLVMValueRef v) { return cmp(x, LLVMRealOLT, fabs_(x, v), k(x, INFINITY)); }
/* |v| < bound, |v| >= bound: false for a NaN, as C's comparisons */
static LLVMValueRef below(Cx *x, LLVMValueRef v, double bound) { return cmp(x, LLVMRealOLT, fabs_(x, v), k(x, bound)); }

/* An infinite part "boxed": copysign(isinf(v) ? 1 : 0, v). */
static LLVMValueRef box(Cx *x, LLVMValueRef v) { return copysign_(x, sel(x, is_inf(x, v), k(x, 1), k(x, 0)), v); }
/* A NaN part made a zero of its sign; others stay. */
static LLVMValueRef nan_to_zero(Cx *x, LLVMValueRef v) { return sel(x, is_nan(x, v), copysign_(x, k(x, 0), v), v); }
/* v[i] = cond ? f(v[i]) : v[i] for several parts */
static void box_if(Cx *x, LLVMValueRef cond, LLVMValueRef *v, int n) {
  for (int i = 0; i < n; i++) v[i] = sel(x, cond, box(x, v[i]), v[i]);
}
static void nan_to_zero_if(Cx *x, LLVMValueRef cond, LLVMValueRef *v, int n) {
  for (int i = 0; i < n; i++) v[i] = sel(x, cond, nan_to_zero(x, v[i]), v[i]);
}
static void scale_if(Cx *x, LLVMValueRef cond, LLVMValueRef *v, int n, double factor) {
  for (int i = 0; i < n; i++) v[i] = sel(x, cond, mul(x, v[i], k(x, factor)), v[i]);
}

/* ---- the helpers ----------------------------------------------------------------------------- */

/* The quotient's or product's parts before and after the recovery: the entry block computes
 * (x, y) and branches to the recovery when both are NaN; the exit block joins the two. */
typedef struct Recovery {
  LLVMBasicBlockRef entry, recover, done;
} Recovery;

static void start_recovery(Cx *x, LLVMValueRef fn, Recovery *r, LLVMValueRef re, LLVMValueRef im) {
  r->entry = LLVMGetInsertBlock(x->b);
  r->recover = LLVMAppendBasicBlockInContext(x->c, fn, "recover");
  r->done = LLVMAppendBasicBlockInContext(x->c, fn, "done");
  LLVMBuildCondBr(x->b, and_(x, is_nan(x, re), is_nan(x, im)), r->recover, r->done);
  LLVMPositionBuilderAtEnd(x->b, r->recover);
}

static void end_recovery(Cx *x, Recovery *r, LLVMValueRef *re, LLVMValueRef *im, LLVMValueRef new_re, LLVMValueRef new_im) {
  LLVMBasicBlockRef from = LLVMGetInsertBlock(x->b); /* the recovery's last block */
  LLVMBuildBr(x->b, r->done);
  LLVMPositionBuilderAtEnd(x->b, r->done);
  LLVMValueRef *parts[2] = {re, im}, news[2] = {new_re, new_im};
  for (int i = 0; i < 2; i++) {
    LLVMValueRef phi = LLVMBuildPhi(x->b, LLVMTypeOf(*parts[i]), "");
    LLVMValueRef values[2] = {*parts[i], news[i]};
    LLVMBasicBlockRef blocks[2] = {r->entry, from};
    LLVMAddIncoming(phi, values, blocks, 2);
    *parts[i] = phi;
  }
}

/* (a + bi)(c + di); v = {a, b, c, d} */
static void build_mul(Cx *x, LLVMValueRef fn, LLVMValueRef *v, LLVMValueRef *re, LLVMValueRef *im) {
  LLVMValueRef ac = mul(x, v[0], v[2]), bd = mul(x, v[1], v[3]), ad = mul(x, v[0], v[3]), bc = mul(x, v[1], v[2]);
  *re = sub(x, ac, bd);
  *im = add(x, ad, bc);
  Recovery r;
  start_recovery(x, fn, &r, *re, *im);
  LLVMValueRef inf_ab = or_(x, is_inf(x, v[0]), is_inf(x, v[1]));
  box_if(x, inf_ab, v, 2);
  nan_to_zero_if(x, inf_ab, v + 2, 2);
  LLVMValueRef inf_cd = or_(x, is_inf(x, v[2]), is_inf(x, v[3]));
  box_if(x, inf_cd, v + 2, 2);
  nan_to_zero_if(x, inf_cd, v, 2);
  LLVMValueRef boxed = or_(x, inf_ab, inf_cd);
  LLVMValueRef overflowed = or_(x, or_(x, is_inf(x, ac), is_inf(x, bd)), or_(x, is_inf(x, ad), is_inf(x, bc)));
  LLVMValueRef from_overflow = and_(x, not_(x, boxed), overflowed);
  nan_to_zero_if(x, from_overflow, v, 4);
  LLVMValueRef recompute = or_(x, boxed, from_overflow), inf = k(x, INFINITY);
  LLVMValueRef new_re = mul(x, inf, sub(x, mul(x, v[0], v[2]), mul(x, v[1], v[3])));
  LLVMValueRef new_im = mul(x, inf, add(x, mul(x, v[0], v[3]), mul(x, v[1], v[2])));
  end_recovery(x, &r, re, im, sel(x, recompute, new_re, *re), sel(x, recompute, new_im, *im));
}

/* A NaN quotient of a / b, v = {a, b, c, d} (scaled as the division scaled them): nonzero/0,
 * infinite/finite, finite/infinite; others stay NaN. */
static void recover_quotient(Cx *x, LLVMValueRef *v, LLVMValueRef *re, LLVMValueRef *im) {
  LLVMValueRef a = v[0], b = v[1], c = v[2], d = v[3], inf = k(x, INFINITY), zero = k(x, 0);
  LLVMValueRef by_zero = and_(x, and_(x, cmp(x, LLVMRealOEQ, c, zero), cmp(x, LLVMRealOEQ, d, zero)),
                              or_(x, not_(x, is_nan(x, a)), not_(x, is_nan(x, b))));
  LLVMValueRef signed_inf = copysign_(x, inf, c);
  LLVMValueRef zero_re = mul(x, signed_inf, a), zero_im = mul(x, signed_inf, b);
  LLVMValueRef inf_num = and_(x, or_(x, is_inf(x, a), is_inf(x, b)), and_(x, is_finite(x, c), is_finite(x, d)));
  LLVMValueRef ba = box(x, a), bb = box(x, b);
  LLVMValueRef inf_re = mul(x, inf, add(x, mul(x, ba, c), mul(x, bb, d)));
  LLVMValueRef inf_im = mul(x, inf, sub(x, mul(x, bb, c), mul(x, ba, d)));
  LLVMValueRef inf_den = and_(x, or_(x, is_inf(x, c), is_inf(x, d)), and_(x, is_finite(x, a), is_finite(x, b)));
  LLVMValueRef bc = box(x, c), bd = box(x, d);
  LLVMValueRef fin_re = mul(x, zero, add(x, mul(x, a, bc), mul(x, b, bd)));
  LLVMValueRef fin_im = mul(x, zero, sub(x, mul(x, b, bc), mul(x, a, bd)));
  *re = sel(x, by_zero, zero_re, sel(x, inf_num, inf_re, sel(x, inf_den, fin_re, *re)));
  *im = sel(x, by_zero, zero_im, sel(x, inf_num, inf_im, sel(x, inf_den, fin_im, *im)));
}

/* double (a + bi) / (c + di), v = {a, b, c, d}: libgcc's scaled Smith division. */
static void build_div_double(Cx *x, LLVMValueRef fn, LLVMValueRef *v, LLVMValueRef *re, LLVMValueRef *im) {
  const double big = DBL_MAX / 2, tiny_divisor = DBL_EPSILON, upscale = 1 / DBL_EPSILON, normal = DBL_MIN,
               moderate = (DBL_MAX / 2) * DBL_EPSILON;
  /* libgcc's two branches are one with the roles swapped: when |c| >= |d| (or NaN), the
   * ratio is d/c and a, b trade places */
  LLVMValueRef swap = not_(x, cmp(x, LLVMRealOLT, fabs_(x, v[2]), fabs_(x, v[3])));
  LLVMValueRef larger = sel(x, swap, v[2], v[3]);
  scale_if(x, cmp(x, LLVMRealOGE, fabs_(x, larger), k(x, big)), v, 4, 0.5);
  larger = sel(x, swap, v[2], v[3]);
  LLVMValueRef moderate_larger = below(x, larger, moderate);
  LLVMValueRef tiny_a = and_(x, below(x, v[0], normal), and_(x, below(x, v[1], moderate), moderate_larger));
  LLVMValueRef tiny_b = and_(x, below(x, v[1], normal), and_(x, below(x, v[0], moderate), moderate_larger));
  scale_if(x, or_(x, below(x, larger, tiny_divisor), or_(x, tiny_a, tiny_b)), v, 4, upscale);
  LLVMValueRef a = sel(x, swap, v[1], v[0]), b = sel(x, swap, v[0], v[1]);
  LLVMValueRef c = sel(x, swap, v[3], v[2]), d = sel(x, swap, v[2], v[3]);
  LLVMValueRef ratio = quot(x, c, d), denom = add(x, mul(x, c, ratio), d);
  LLVMValueRef normal_ratio = cmp(x, LLVMRealOGT, fabs_(x, ratio), k(x, normal));
  /* a subnormal ratio: c * (a / d) instead of a * ratio */
  LLVMValueRef ta = sel(x, normal_ratio, mul(x, a, ratio), mul(x, c, quot(x, a, d)));
  LLVMValueRef tb = sel(x, normal_ratio, mul(x, b, ratio), mul(x, c, quot(x, b, d)));
  *re = quot(x, add(x, ta, b), denom);
  *im = quot(x, sel(x, swap, sub(x, a, tb), sub(x, tb, a)), denom);
  Recovery r;
  start_recovery(x, fn, &r, *re, *im);
  LLVMValueRef new_re = *re, new_im = *im;
  recover_quotient(x, v, &new_re, &new_im);
  end_recovery(x, &r, re, im, new_re, new_im);
}

/* float (a + bi) / (c + di): ((ac + bd) / (cc + dd), (bc - ad) / (cc + dd)) in double. */
static void build_div_float(Cx *x, LLVMValueRef fn, LLVMValueRef *v, LLVMValueRef *re, LLVMValueRef *im) {
  LLVMTypeRef f = x->t;
  x->t = LLVMDoubleTypeInContext(x->c);
  LLVMValueRef w[4];
  for (int i = 0; i < 4; i++) w[i] = LLVMBuildFPExt(x->b, v[i], x->t, "");
  LLVMValueRef denom = add(x, mul(x, w[2], w[2]), mul(x, w[3], w[3]));
  LLVMValueRef wre = quot(x, add(x, mul(x, w[0], w[2]), mul(x, w[1], w[3])), denom);
  LLVMValueRef wim = quot(x, sub(x, mul(x, w[1], w[2]), mul(x, w[0], w[3])), denom);
  x->t = f;
  *re = LLVMBuildFPTrunc(x->b, wre, f, "");
  *im = LLVMBuildFPTrunc(x->b, wim, f, "");
  Recovery r;
  start_recovery(x, fn, &r, *re, *im);
  LLVMValueRef new_re = *re, new_im = *im;
  recover_quotient(x, v, &new_re, &new_im);
  end_recovery(x, &r, re, im, new_re, new_im);
}

/* The complex value in the helper's return type: {T, T}, <2 x T>, or a float pair in a
 * 64-bit scalar (x86_64's complex float); NULL for another. */
static LLVMValueRef result(Cx *x, LLVMTypeRef type, LLVMValueRef re, LLVMValueRef im) {
  LLVMTypeRef i32 = LLVMInt32TypeInContext(x->c);
  switch (LLVMGetTypeKind(type)) {
  case LLVMStructTypeKind: {
    LLVMValueRef z = LLVMBuildInsertValue(x->b, LLVMGetUndef(type), re, 0, "");
    return LLVMBuildInsertValue(x->b, z, im, 1, "");
  }
  case LLVMDoubleTypeKind: case LLVMIntegerTypeKind: case LLVMVectorTypeKind: {
    LLVMTypeRef pair = LLVMVectorType(x->t, 2);
    LLVMValueRef z = LLVMBuildInsertElement(x->b, LLVMGetUndef(pair), re, LLVMConstInt(i32, 0, false), "");
    z = LLVMBuildInsertElement(x->b, z, im, LLVMConstInt(i32, 1, false), "");
    return type == pair ? z : LLVMBuildBitCast(x->b, z, type, "");
  }
  default: return NULL;
  }
}

/* Whether a libgcc declaration of this type is one ompfe can define: four parts of one
 * floating type in, and a result of their size that result() can make. */
static bool shape_ok(LLVMTypeRef fn_type, LLVMTypeRef *part) {
  if (LLVMCountParamTypes(fn_type) != 4 || LLVMIsFunctionVarArg(fn_type)) return false;
  LLVMTypeRef params[4], t, r = LLVMGetReturnType(fn_type);
  LLVMGetParamTypes(fn_type, params);
  t = *part = params[0];
  for (int i = 1; i < 4; i++)
    if (params[i] != t) return false;
  bool is_float = LLVMGetTypeKind(t) == LLVMFloatTypeKind;
  if (!is_float && LLVMGetTypeKind(t) != LLVMDoubleTypeKind) return false;
  switch (LLVMGetTypeKind(r)) {
  case LLVMStructTypeKind:
    return LLVMCountStructElementTypes(r) == 2 && LLVMStructGetTypeAtIndex(r, 0) == t && LLVMStructGetTypeAtIndex(r, 1) == t;
  case LLVMVectorTypeKind: return LLVMGetVectorSize(r) == 2 && LLVMGetElementType(r) == t;
  case LLVMDoubleTypeKind: return is_float;
  case LLVMIntegerTypeKind: return is_float && LLVMGetIntTypeWidth(r) == 64;
  default: return false;
  }
}

static void define_helper(Cx *x, LLVMValueRef decl, bool is_mul) {
  LLVMTypeRef fn_type = LLVMGlobalGetValueType(decl), part;
  if (!shape_ok(fn_type, &part)) return;
  char name[64];
  snprintf(name, sizeof name, "ompfe.complex.%s", LLVMGetValueName(decl) + 2);
  LLVMValueRef fn = LLVMAddFunction(x->m, name, fn_type);
  LLVMSetLinkage(fn, LLVMInternalLinkage);
  unsigned nounwind = LLVMGetEnumAttributeKindForName("nounwind", 8);
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(x->c, nounwind, 0));
  x->t = part;
  LLVMPositionBuilderAtEnd(x->b, LLVMAppendBasicBlockInContext(x->c, fn, "entry"));
  LLVMValueRef v[4], re, im;
  for (unsigned i = 0; i < 4; i++) v[i] = LLVMGetParam(fn, i);
  if (is_mul) build_mul(x, fn, v, &re, &im);
  else if (LLVMGetTypeKind(part) == LLVMFloatTypeKind) build_div_float(x, fn, v, &re, &im);
  else build_div_double(x, fn, v, &re, &im);
  LLVMBuildRet(x->b, result(x, LLVMGetReturnType(fn_type), re, im));
  LLVMReplaceAllUsesWith(decl, fn);
  LLVMDeleteFunction(decl);
}

void ofe_device_complex_helpers(LLVMModuleRef m) {
  static const struct {
    const char *libgcc;
    bool is_mul;
  } helpers[] = {{"__mulsc3", true}, {"__muldc3", true}, {"__divsc3", false}, {"__divdc3", false}};
  Cx x = {.c = LLVMGetModuleContext(m), .m = m};
  x.b = LLVMCreateBuilderInContext(x.c);
  for (size_t i = 0; i < sizeof helpers / sizeof *helpers; i++) {
    LLVMValueRef decl = LLVMGetNamedFunction(m, helpers[i].libgcc);
    if (decl && LLVMIsDeclaration(decl) && LLVMGetFirstUse(decl)) define_helper(&x, decl, helpers[i].is_mul);
  }
  LLVMDisposeBuilder(x.b);
}
