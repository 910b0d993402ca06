/* emit_builtin: the built-ins as LLVM intrinsics or short instruction sequences. Floating
 * classification uses llvm.is.fpclass, so isnan/isinf/... never trap and work for every
 * floating type, long double included. */
#include "emit/emit.h"
#include "runtime-abi/abi.h"
#include <string.h>

#define MB (&e->mb)

/* llvm.is.fpclass masks */
enum { FC_SNAN = 1, FC_QNAN = 2, FC_NINF = 4, FC_NNORM = 8, FC_NSUB = 16, FC_NZERO = 32, FC_PZERO = 64,
       FC_PSUB = 128, FC_PNORM = 256, FC_PINF = 512 };

static const char *suffix(OfeEmit *e, MlirType t) {
  if (mlirTypeEqual(t, MB->f16)) return "f16";
  if (mlirTypeEqual(t, MB->f32)) return "f32";
  if (mlirTypeEqual(t, MB->f64)) return "f64";
  if (mlirTypeEqual(t, MB->f80)) return "f80";
  if (mlirTypeEqual(t, MB->f128)) return "f128";
  if (mlirTypeEqual(t, MB->i16)) return "i16";
  if (mlirTypeEqual(t, MB->i32)) return "i32";
  if (mlirTypeEqual(t, MB->i64)) return "i64";
  if (mlirTypeEqual(t, MB->i128)) return "i128";
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
  unsigned w = mlirTypeEqual(t, MB->f16)   ? 16
               : mlirTypeEqual(t, MB->f32) ? 32
               : mlirTypeEqual(t, MB->f64) ? 64
               : mlirTypeEqual(t, MB->f80) ? 80
                                           : 128;
  MlirType it = mlirIntegerTypeGet(e->mctx, w);
  MlirValue bits = ofe_mb_cast(MB, "llvm.bitcast", x, it);
  return ofe_mb_icmp(MB, ICMP_SLT, bits, ofe_mb_const_int(MB, it, 0));
}

/* ---- library functions as intrinsics ------------------------------------------------------- */

/* The libm functions clang-19 turns into intrinsics at every -O level whose x86-64 lowering
 * needs no libm (so a program calling them links without -lm, as with gcc and clang):
 * fabs, copysign, fmin and fmax with their f and l forms (fminl and fmaxl lower to libm
 * calls, so they stay calls, as clang's llvm.minnum.f80 becomes one too). */
static const struct { const char *name, *intrinsic; int nargs; } library_intrinsics[] = {
  {"fabs", "fabs", 1}, {"fabsf", "fabs", 1}, {"fabsl", "fabs", 1},
  {"copysign", "copysign", 2}, {"copysignf", "copysign", 2}, {"copysignl", "copysign", 2},
  {"fmin", "minnum", 2}, {"fminf", "minnum", 2}, {"fmax", "maxnum", 2}, {"fmaxf", "maxnum", 2},
};

/* A direct call of one of them, as clang-19 decides: the library function (not static, no
 * asm label, under its own name) declared with its standard type (or without a prototype
 * and that result type), builtins allowed (neither -fno-builtin nor -ffreestanding), and
 * arguments of its floating type. Returns false, emitting nothing, for any other call. */
bool ofe_emit_library_intrinsic(OfeEmit *e, const OfeExpr *x, const OfeDecl *fn, MlirValue *out) {
  if (e->ctx->opts && e->ctx->opts->codegen.no_builtins) return false;
  const OfeDecl *canon = fn->canonical ? fn->canonical : fn;
  if (canon->storage == SC_STATIC || fn->storage == SC_STATIC) return false;
  if (fn->asm_name && strcmp(fn->asm_name, fn->name) != 0) return false;
  size_t i = 0, count = sizeof library_intrinsics / sizeof *library_intrinsics;
  while (i < count && strcmp(library_intrinsics[i].name, fn->name) != 0) i++;
  if (i == count) return false;
  size_t len = strlen(fn->name);
  char last = fn->name[len - 1];
  OfeTypeKind fk = last == 'f' ? TY_FLOAT : last == 'l' ? TY_LDOUBLE : TY_DOUBLE;
  const OfeType *ft = fn->type;
  int nargs = library_intrinsics[i].nargs;
  if (ft->kind != TY_FUNC || ft->variadic || ft->base->unqual->kind != fk) return false;
  if (ft->has_proto || ft->params.len) {
    if ((int)ft->params.len != nargs) return false;
    for (int k = 0; k < nargs; k++)
      if (ft->params.items[k].type->unqual->kind != fk) return false;
  }
  if ((int)x->call.args.len != nargs) return false;
  for (int k = 0; k < nargs; k++)
    if (x->call.args.items[k]->type->unqual->kind != fk) return false;
  MlirValue a[2];
  for (int k = 0; k < nargs; k++) a[k] = ofe_emit_rvalue(e, x->call.args.items[k]);
  ofe_emit_set_loc(e, x->loc);
  MlirType rt = mlirValueGetType(a[0]);
  const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.%s.%s", library_intrinsics[i].intrinsic, suffix(e, rt));
  *out = ofe_mb_intrinsic(MB, name, rt, a, nargs);
  return true;
}

/* ---- overflow built-ins -------------------------------------------------------------------- */

static MlirValue extend_to(OfeEmit *e, MlirValue v, const OfeType *from, MlirType to) {
  if (mlirTypeEqual(mlirValueGetType(v), to)) return v;
  return ofe_mb_cast(MB, ofe_type_is_unsigned(from) ? "llvm.zext" : "llvm.sext", v, to);
}

/* As clang lowers them: both operands extended to an integer type that holds every value of
 * the operands' and the result's types (signed if any of them is), the operation with its
 * overflow bit there, then the value truncated to the result's type; a value the truncation
 * changes overflowed too. Returns the _Bool. */
static MlirValue overflow_builtin(OfeEmit *e, const OfeExpr *x, const MlirValue a[3]) {
  const OfeExprList *al = &x->builtin->args;
  const OfeType *tr = x->builtin->no_store ? al->items[2]->type : al->items[2]->type->base;
  const OfeType *types[] = {al->items[0]->type, al->items[1]->type, tr};
  bool is_signed = false;
  for (int i = 0; i < 3; i++) is_signed |= !ofe_type_is_unsigned(types[i]);
  unsigned width = 0;
  for (int i = 0; i < 3; i++) {
    unsigned w = (unsigned)types[i]->size * 8 + (is_signed && ofe_type_is_unsigned(types[i]));
    if (w > width) width = w;
  }
  MlirType wide = mlirIntegerTypeGet(e->mctx, width);
  MlirValue ops[] = {extend_to(e, a[0], types[0], wide), extend_to(e, a[1], types[1], wide)};
  const char *op = x->builtin->id == BI_ADD_OVERFLOW ? "add" : x->builtin->id == BI_SUB_OVERFLOW ? "sub" : "mul";
  const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.%c%s.with.overflow.i%u", is_signed ? 's' : 'u', op, width);
  MlirType fields[] = {wide, MB->i1};
  MlirValue pair = ofe_mb_intrinsic(MB, name, mlirLLVMStructTypeLiteralGet(e->mctx, 2, fields, false), ops, 2);
  MlirValue overflow = ofe_mb_extractvalue(MB, pair, MB->i1, 1);
  MlirValue value = ofe_mb_extractvalue(MB, pair, wide, 0);
  MlirType rt = ofe_emit_type(e, tr);
  if (!mlirTypeEqual(rt, wide)) {
    MlirValue wide_value = value;
    value = ofe_mb_cast(MB, "llvm.trunc", value, rt);
    MlirValue back = extend_to(e, value, tr, wide);
    overflow = ofe_mb_binop(MB, "llvm.or", overflow, ofe_mb_icmp(MB, ICMP_NE, wide_value, back));
  }
  if (!x->builtin->no_store) ofe_emit_store_scalar(e, value, a[2], tr);
  return ofe_mb_cast(MB, "llvm.zext", overflow, MB->i8);
}

/* ---- atomic built-ins ---------------------------------------------------------------------- */

/* Atomic operations work on an integer of the object's size: pointers go through ptrtoint. */
static MlirValue to_bits(OfeEmit *e, MlirValue v, MlirType bits) {
  return mlirTypeEqual(mlirValueGetType(v), bits) ? v : ofe_mb_cast(MB, "llvm.ptrtoint", v, bits);
}

static MlirValue from_bits(OfeEmit *e, MlirValue v, const OfeType *t) {
  return t->kind == TY_PTR ? ofe_mb_cast(MB, "llvm.inttoptr", v, MB->ptr) : v;
}

static unsigned atomic_flags(const OfeAtomicInfo *ai) { return ai->is_volatile ? OFE_ATOMIC_VOLATILE : 0; }

static MlirValue load_bits(OfeEmit *e, MlirValue addr, const OfeExpr *pointer, MlirType bits) {
  return ofe_mb_load(MB, bits, addr, ofe_alignof(pointer->type->base), false);
}

static const int rmw_bin_op[] = {[AO_XCHG] = OFE_RMW_XCHG, [AO_ADD] = OFE_RMW_ADD, [AO_SUB] = OFE_RMW_SUB,
                                 [AO_AND] = OFE_RMW_AND, [AO_OR] = OFE_RMW_OR, [AO_XOR] = OFE_RMW_XOR,
                                 [AO_NAND] = OFE_RMW_NAND};

/* op_fetch's value: the operation done again on the old value, as clang does */
static MlirValue rmw_result(OfeEmit *e, OfeAtomicOp op, MlirValue old, MlirValue v) {
  switch (op) {
  case AO_ADD: return ofe_mb_binop(MB, "llvm.add", old, v);
  case AO_SUB: return ofe_mb_binop(MB, "llvm.sub", old, v);
  case AO_AND: return ofe_mb_binop(MB, "llvm.and", old, v);
  case AO_OR: return ofe_mb_binop(MB, "llvm.or", old, v);
  case AO_XOR: return ofe_mb_binop(MB, "llvm.xor", old, v);
  default: /* nand */
    return ofe_mb_binop(MB, "llvm.xor", ofe_mb_binop(MB, "llvm.and", old, v), ofe_mb_const_int(MB, mlirValueGetType(v), -1));
  }
}

/* cmpxchg; the __atomic forms write the value found to *expected when it differs */
static MlirValue compare_exchange(OfeEmit *e, const OfeExpr *x, const MlirValue *a, MlirType bits) {
  const OfeAtomicInfo *ai = &x->builtin->atomic;
  const OfeExprList *al = &x->builtin->args;
  MlirValue expected = ai->sync_cas ? to_bits(e, a[1], bits) : load_bits(e, a[1], al->items[1], bits);
  MlirValue desired = ai->by_ref ? load_bits(e, a[2], al->items[2], bits) : to_bits(e, a[2], bits);
  MlirValue old;
  unsigned flags = atomic_flags(ai) | (ai->weak ? OFE_ATOMIC_WEAK : 0);
  MlirValue ok = ofe_mb_cmpxchg_old(MB, a[0], expected, desired, ai->order, ai->fail_order, flags, &old);
  if (ai->sync_cas) return ai->old_result ? from_bits(e, old, x->type) : ofe_mb_cast(MB, "llvm.zext", ok, MB->i8);
  MlirBlock store = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ok, done, store);
  ofe_mb_set_block(MB, store);
  ofe_mb_store(MB, old, a[1], ofe_alignof(al->items[1]->type->base), false);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
  return ofe_mb_cast(MB, "llvm.zext", ok, MB->i8);
}

static MlirValue atomic_builtin(OfeEmit *e, const OfeExpr *x) {
  const OfeAtomicInfo *ai = &x->builtin->atomic;
  const OfeExprList *al = &x->builtin->args;
  MlirValue a[6] = {{0}};
  for (size_t i = 0; i < al->len && i < 6; i++) a[i] = ofe_emit_rvalue(e, al->items[i]);
  switch (ai->op) {
  case AO_FENCE:
    if (ai->order != OFE_ORDER_RELAXED) ofe_mb_fence(MB, ai->order, NULL); /* a relaxed fence is none */
    return (MlirValue){NULL};
  case AO_SIGNAL_FENCE:
    if (ai->order != OFE_ORDER_RELAXED) ofe_mb_fence(MB, ai->order, "singlethread");
    return (MlirValue){NULL};
  case AO_IS_LOCK_FREE: {
    MlirType params[] = {MB->i64, MB->ptr};
    MlirValue r = ofe_emit_call_fn(e, "__atomic_is_lock_free", MB->i1, a, 2, params, false);
    return ofe_mb_cast(MB, "llvm.zext", r, MB->i8);
  }
  case AO_TEST_AND_SET: {
    MlirValue old = ofe_mb_atomicrmw(MB, OFE_RMW_XCHG, a[0], ofe_mb_const_int(MB, MB->i8, 1), 1, ai->order, atomic_flags(ai));
    return ofe_mb_cast(MB, "llvm.zext", ofe_mb_icmp(MB, ICMP_NE, old, ofe_mb_const_int(MB, MB->i8, 0)), MB->i8);
  }
  case AO_CLEAR:
    ofe_mb_atomic_store_flags(MB, ofe_mb_const_int(MB, MB->i8, 0), a[0], 1, ai->order, atomic_flags(ai));
    return (MlirValue){NULL};
  default: break;
  }
  const OfeType *object = al->items[0]->type->base;
  unsigned size = (unsigned)object->size;
  MlirType bits = mlirIntegerTypeGet(e->mctx, size * 8);
  switch (ai->op) {
  case AO_LOAD: {
    MlirValue v = ofe_mb_atomic_load_flags(MB, bits, a[0], size, ai->order, atomic_flags(ai));
    if (!ai->by_ref) return from_bits(e, v, x->type);
    ofe_mb_store(MB, v, a[1], ofe_alignof(al->items[1]->type->base), false);
    return (MlirValue){NULL};
  }
  case AO_STORE: {
    MlirValue v = al->len == 1 ? ofe_mb_const_int(MB, bits, 0) /* __sync_lock_release */
                  : ai->by_ref ? load_bits(e, a[1], al->items[1], bits) : to_bits(e, a[1], bits);
    ofe_mb_atomic_store_flags(MB, v, a[0], size, ai->order, atomic_flags(ai));
    return (MlirValue){NULL};
  }
  case AO_CMPXCHG: return compare_exchange(e, x, a, bits);
  default: break;
  }
  /* exchange and the arithmetic */
  MlirValue v = ai->by_ref ? load_bits(e, a[1], al->items[1], bits) : to_bits(e, a[1], bits);
  MlirValue old = ofe_mb_atomicrmw(MB, rmw_bin_op[ai->op], a[0], v, size, ai->order, atomic_flags(ai));
  if (ai->op == AO_XCHG && ai->by_ref) {
    ofe_mb_store(MB, old, a[2], ofe_alignof(al->items[2]->type->base), false);
    return (MlirValue){NULL};
  }
  return from_bits(e, ai->new_value ? rmw_result(e, ai->op, old, v) : old, x->type);
}

/* dispatch's device(n): the expression evaluated with the default device n, then the old
 * one set back. */
static MlirValue with_default_device(OfeEmit *e, const OfeExpr *x) {
  MlirValue device = ofe_emit_rvalue(e, x->builtin->args.items[0]);
  MlirValue old = ofe_emit_call_fn(e, OFE_API_GET_DEFAULT_DEVICE, MB->i32, NULL, 0, NULL, false);
  ofe_emit_call_fn(e, OFE_API_SET_DEFAULT_DEVICE, MB->void_, &device, 1, &MB->i32, false);
  ofe_emit_rvalue(e, x->builtin->args.items[1]);
  ofe_emit_call_fn(e, OFE_API_SET_DEFAULT_DEVICE, MB->void_, &old, 1, &MB->i32, false);
  return (MlirValue){NULL};
}

/* dispatch's need_device_ptr: the device address of the pointer's target on the default device. */
static MlirValue mapped_ptr(OfeEmit *e, MlirValue p) {
  MlirValue args[] = {p, ofe_emit_call_fn(e, OFE_API_GET_DEFAULT_DEVICE, MB->i32, NULL, 0, NULL, false)};
  MlirType types[] = {MB->ptr, MB->i32};
  return ofe_emit_call_fn(e, OFE_API_GET_MAPPED_PTR, MB->ptr, args, 2, types, false);
}

/* __builtin_constant_p of an integer or floating value sema did not fold: llvm.is.constant,
 * as clang-19 emits it, which the optimiser answers after inlining and propagation (1 for
 * `const int x = 3;` then x at -O2, as in gcc-12 and clang-19). 0 at -O0, gcc-12's answer
 * there: locals are SSA values then, so a plain variable's constant would make it 1. */
static MlirValue constant_p(OfeEmit *e, const OfeExpr *x) {
  if (e->ctx->opts->opt_level == 0) return ofe_mb_const_int(MB, MB->i32, 0);
  MlirValue v = ofe_emit_rvalue(e, x->builtin->args.items[0]);
  const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.is.constant.%s", suffix(e, mlirValueGetType(v)));
  return ofe_mb_cast(MB, "llvm.zext", ofe_mb_intrinsic(MB, name, MB->i1, &v, 1), MB->i32);
}

/* __builtin_object_size sema did not answer: llvm.objectsize (null unknown, as clang-19 passes
 * it) at -O2, where LLVM sees the object through variables and calls; at -O0 unknown, as
 * clang-19 and gcc-12 answer there ((size_t)-1 for kinds 0 and 1, 0 for 2 and 3). */
static MlirValue object_size(OfeEmit *e, const OfeExpr *x) {
  int64_t kind = x->builtin->args.items[1]->i.value;
  if (e->ctx->opts->opt_level == 0) return ofe_mb_const_int(MB, MB->i64, kind & 2 ? 0 : -1);
  MlirValue args[] = {ofe_emit_rvalue(e, x->builtin->args.items[0]), ofe_mb_const_int(MB, MB->i1, (kind & 2) != 0),
                      ofe_mb_const_int(MB, MB->i1, 1), ofe_mb_const_int(MB, MB->i1, x->builtin->id == BI_DYNAMIC_OBJECT_SIZE)};
  return ofe_mb_intrinsic(MB, "llvm.objectsize.i64.p0", MB->i64, args, 4);
}

MlirValue ofe_emit_builtin(OfeEmit *e, const OfeExpr *x) {
  if (x->builtin->id == BI_ATOMIC) return atomic_builtin(e, x);
  if (x->builtin->id == BI_OMP_WITH_DEVICE) return with_default_device(e, x);
  if (x->builtin->id == BI_SHUFFLEVECTOR) return ofe_emit_vector_shuffle(e, x);
  if (x->builtin->id == BI_SHUFFLE) return ofe_emit_vector_gnu_shuffle(e, x);
  if (x->builtin->id == BI_X86) return ofe_emit_x86_builtin(e, x);
  if (x->builtin->id == BI_CPU_INIT || x->builtin->id == BI_CPU_SUPPORTS || x->builtin->id == BI_CPU_IS)
    return ofe_emit_x86_cpu_builtin(e, x);
  if (x->builtin->id == BI_CONVERTVECTOR) return ofe_emit_vector_elements_convert(e, x);
  if (x->builtin->id == BI_CONSTANT_P) return constant_p(e, x);
  if (x->builtin->id == BI_OBJECT_SIZE || x->builtin->id == BI_DYNAMIC_OBJECT_SIZE) return object_size(e, x);
  const OfeExprList *al = &x->builtin->args;
  MlirValue a[6] = {{0}};
  for (size_t i = 0; i < al->len && i < 6; i++) a[i] = ofe_emit_rvalue(e, al->items[i]);
  MlirType rt = ofe_emit_type(e, x->type);
  switch (x->builtin->id) {
  case BI_EXPECT: case BI_ASSUME_ALIGNED: return a[0];
  case BI_COMPLEX: {
    MlirValue z = ofe_mb_insertvalue(MB, ofe_mb_undef(MB, rt), a[0], 0);
    return ofe_mb_insertvalue(MB, z, a[1], 1);
  }
  case BI_REAL: case BI_IMAG:
    return ofe_mb_extractvalue(MB, a[0], rt, x->builtin->id == BI_IMAG);
  case BI_CONJ: return ofe_emit_complex_neg(e, a[0], x->type->unqual, true);
  case BI_BSWAP16: case BI_BSWAP32: case BI_BSWAP64: return intrinsic1(e, "bswap", rt, a[0]);
  case BI_CLZ: case BI_CLZL: case BI_CTZ: case BI_CTZL: {
    bool clz = x->builtin->id == BI_CLZ || x->builtin->id == BI_CLZL;
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
  case BI_IDENTITY: return a[0];
  case BI_BSWAP128: return intrinsic1(e, "bswap", rt, a[0]);
  case BI_BITREVERSE: return intrinsic1(e, "bitreverse", rt, a[0]);
  case BI_ROTATE_LEFT: case BI_ROTATE_RIGHT: { /* a funnel shift of the value with itself, as clang-19 emits them */
    MlirValue args[] = {a[0], a[0], a[1]};
    const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.%s.%s", x->builtin->id == BI_ROTATE_LEFT ? "fshl" : "fshr", suffix(e, rt));
    return ofe_mb_intrinsic(MB, name, rt, args, 3);
  }
  case BI_PARITY: case BI_PARITYL: {
    MlirType t = mlirValueGetType(a[0]);
    MlirValue odd = ofe_mb_binop(MB, "llvm.and", intrinsic1(e, "ctpop", t, a[0]), ofe_mb_const_int(MB, t, 1));
    return ofe_emit_convert(e, odd, e->ctx->types.ulong, x->type);
  }
  case BI_CLRSB: case BI_CLRSBL: {
    /* leading bits equal to the sign bit, not counting it: clz(x ^ (x >> width-1)) - 1 */
    MlirType t = mlirValueGetType(a[0]);
    unsigned width = mlirIntegerTypeGetWidth(t);
    MlirValue folded = ofe_mb_binop(MB, "llvm.xor", a[0], ofe_mb_binop(MB, "llvm.ashr", a[0], ofe_mb_const_int(MB, t, width - 1)));
    MlirValue args[] = {folded, ofe_mb_const_int(MB, MB->i1, 0)}; /* defined for 0 */
    const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.ctlz.%s", suffix(e, t));
    MlirValue n = ofe_mb_binop(MB, "llvm.sub", ofe_mb_intrinsic(MB, name, t, args, 2), ofe_mb_const_int(MB, t, 1));
    return ofe_emit_convert(e, n, e->ctx->types.long_, x->type);
  }
  case BI_POWI: {
    const char *name = ofe_arena_printf(&e->ctx->arena, "llvm.powi.%s.i32", suffix(e, rt));
    return ofe_mb_intrinsic(MB, name, rt, a, 2);
  }
  case BI_FRAME_ADDRESS: case BI_RETURN_ADDRESS: {
    MlirValue level = ofe_mb_const_int(MB, MB->i32, 0); /* sema allows only 0 */
    bool frame = x->builtin->id == BI_FRAME_ADDRESS;
    return ofe_mb_intrinsic(MB, frame ? "llvm.frameaddress.p0" : "llvm.returnaddress", MB->ptr, &level, 1);
  }
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
  case BI_ALLOCA_ALIGN: return ofe_mb_alloca_dynamic(MB, MB->i8, a[0], (unsigned)(al->items[1]->i.value / 8));
  case BI_SETJMP: {
    /* as clang: the frame address in word 0 and the stack pointer in word 2, for LLVM's
       light-weight setjmp, which keeps the resume address in word 1 */
    MlirValue level = ofe_mb_const_int(MB, MB->i32, 0);
    ofe_mb_store(MB, ofe_mb_intrinsic(MB, "llvm.frameaddress.p0", MB->ptr, &level, 1), a[0], 8, false);
    ofe_mb_store(MB, ofe_mb_intrinsic(MB, "llvm.stacksave.p0", MB->ptr, NULL, 0), ofe_mb_gep_bytes(MB, a[0], 16), 8, false);
    return ofe_mb_intrinsic(MB, "llvm.eh.sjlj.setjmp", MB->i32, a, 1);
  }
  case BI_STACK_SAVE: return ofe_mb_intrinsic(MB, "llvm.stacksave.p0", MB->ptr, NULL, 0);
  case BI_STACK_RESTORE:
    ofe_mb_intrinsic(MB, "llvm.stackrestore.p0", MB->void_, a, 1);
    return (MlirValue){NULL};
  case BI_LONGJMP:
    ofe_mb_intrinsic(MB, "llvm.eh.sjlj.longjmp", MB->void_, a, 1);
    ofe_mb_unreachable(MB);
    ofe_mb_set_block(MB, ofe_mb_new_block(MB));
    return (MlirValue){NULL};
  case BI_PAUSE:
    ofe_mb_intrinsic(MB, "llvm.x86.sse2.pause", MB->void_, NULL, 0);
    return (MlirValue){NULL};
  case BI_PREFETCH: return (MlirValue){NULL};
  case BI_OMP_FREE: {
    const OfeDecl *d = al->items[0]->unary_ptr.operand->var.decl;
    ofe_omp_free(e, a[0], mlirValueIsNull(d->omp_allocator_value) ? ofe_mb_zero(MB, MB->ptr) : d->omp_allocator_value);
    return (MlirValue){NULL};
  }
  case BI_OMP_MAPPED_PTR: return mapped_ptr(e, a[0]);
  case BI_ADD_OVERFLOW: case BI_SUB_OVERFLOW: case BI_MUL_OVERFLOW: return overflow_builtin(e, x, a);
  default: break;
  }
  ofe_error(&e->ctx->diag, x->loc, "this built-in is not supported by ompfe");
  return ofe_mb_undef(MB, ofe_type_is_llvm_void(rt) ? MB->i32 : rt);
}
