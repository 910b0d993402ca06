/* mlir_build: llvm-dialect op construction through the MLIR C API's generic operation state.
 * Inherent attributes are passed like any other; MLIR turns them into properties. */
#include "emit/mlir_build.h"
#include "sema/types.h"
#include "support/float_bits.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* llvm.getelementptr's rawConstantIndices: a constant index as itself, or this marker for
 * the next index operand (LLVM::GEPOp::kDynamicIndex) */
#define GEP_DYNAMIC_INDEX INT32_MIN

MlirStringRef ofe_str(const char *s) { return mlirStringRefCreateFromCString(s); }

bool ofe_op_is(MlirOperation op, const char *name) {
  return mlirStringRefEqual(mlirIdentifierStr(mlirOperationGetName(op)), ofe_str(name));
}

void ofe_text_append(MlirStringRef s, void *text) {
  OfeText *b = text;
  size_t n = s.length < sizeof b->text - 1 - b->len ? s.length : sizeof b->text - 1 - b->len;
  memcpy(b->text + b->len, s.data, n);
  b->len += n;
  b->text[b->len] = 0;
}

void ofe_mb_init(OfeMB *b, MlirContext ctx, MlirModule module) {
  memset(b, 0, sizeof *b);
  b->ctx = ctx;
  b->module = module;
  b->module_body = mlirModuleGetBody(module);
  b->unknown_loc = mlirLocationUnknownGet(ctx);
  b->where.loc = b->unknown_loc;
  b->i1 = mlirIntegerTypeGet(ctx, 1);
  b->i8 = mlirIntegerTypeGet(ctx, 8);
  b->i16 = mlirIntegerTypeGet(ctx, 16);
  b->i32 = mlirIntegerTypeGet(ctx, 32);
  b->i64 = mlirIntegerTypeGet(ctx, 64);
  b->i128 = mlirIntegerTypeGet(ctx, 128);
  b->f16 = mlirF16TypeGet(ctx);
  b->f32 = mlirF32TypeGet(ctx);
  b->f64 = mlirF64TypeGet(ctx);
  b->f80 = mlirTypeParseGet(ctx, ofe_str("f80"));
  b->f128 = mlirTypeParseGet(ctx, ofe_str("f128"));
  b->ptr = mlirLLVMPointerTypeGet(ctx, 0);
  b->void_ = mlirLLVMVoidTypeGet(ctx);
  b->fastmath_none = mlirAttributeParseGet(ctx, ofe_str("#llvm.fastmath<none>"));
  b->fastmath_contract = mlirAttributeParseGet(ctx, ofe_str("#llvm.fastmath<contract>"));
  for (int i = 0; i <= 16; i++) b->small_i64[i] = mlirIntegerAttrGet(b->i64, i);
  b->i8_attr = mlirTypeAttrGet(b->i8);
  b->one_dynamic_index = mlirDenseI32ArrayGet(ctx, 1, (int32_t[]){GEP_DYNAMIC_INDEX});
  b->bools[0] = mlirBoolAttrGet(ctx, false);
  b->bools[1] = mlirBoolAttrGet(ctx, true);
}

/* Attribute names are uniqued in the context; the few the emitter uses are looked up once. */
MlirNamedAttribute ofe_mb_named(OfeMB *b, const char *name, MlirAttribute a) {
  for (int i = 0; i < b->nids; i++)
    if (b->ids[i].name == name) return mlirNamedAttributeGet(b->ids[i].id, a);
  MlirIdentifier id = mlirIdentifierGet(b->ctx, ofe_str(name));
  if (b->nids < (int)(sizeof b->ids / sizeof *b->ids)) {
    b->ids[b->nids].name = name;
    b->ids[b->nids++].id = id;
  }
  return mlirNamedAttributeGet(id, a);
}

MlirAttribute ofe_mb_i64_attr(OfeMB *b, int64_t v) {
  return v >= 0 && v <= 16 ? b->small_i64[v] : mlirIntegerAttrGet(b->i64, v);
}
MlirAttribute ofe_mb_str_attr(OfeMB *b, const char *s) { return mlirStringAttrGet(b->ctx, ofe_str(s)); }
MlirAttribute ofe_mb_symref(OfeMB *b, const char *sym) { return mlirFlatSymbolRefAttrGet(b->ctx, ofe_str(sym)); }
MlirAttribute ofe_mb_type_attr(MlirType t) { return mlirTypeAttrGet(t); }

typedef struct TypeText {
  char *text;
  size_t len, cap;
} TypeText;

static void append_type_text(MlirStringRef s, void *data) {
  TypeText *t = data;
  if (t->len + s.length + 1 > t->cap) {
    size_t cap = 2 * (t->len + s.length + 1);
    char *n = realloc(t->text, cap);
    if (!n) {
      fputs("ompfe: fatal error: out of memory\n", stderr);
      abort();
    }
    t->text = n;
    t->cap = cap;
  }
  memcpy(t->text + t->len, s.data, s.length);
  t->len += s.length;
  t->text[t->len] = 0;
}

MlirType ofe_mb_array(OfeMB *b, MlirType elem, uint64_t n) {
  if (n <= UINT32_MAX) return mlirLLVMArrayTypeGet(elem, (unsigned)n);
  /* the C API takes a 32-bit count, the type itself a 64-bit one: parse the type */
  TypeText t = {0};
  char head[48];
  snprintf(head, sizeof head, "!llvm.array<%llu x ", (unsigned long long)n);
  append_type_text(ofe_str(head), &t);
  mlirTypePrint(elem, append_type_text, &t);
  append_type_text(ofe_str(">"), &t);
  MlirType a = mlirTypeParseGet(b->ctx, mlirStringRefCreate(t.text, t.len));
  free(t.text);
  return a;
}

MlirLocation ofe_mb_file_loc(OfeMB *b, const char *file, unsigned line, unsigned col) {
  size_t slot = (line * 31u + col) & (sizeof b->locs / sizeof *b->locs - 1);
  if (b->locs[slot].file == file && b->locs[slot].line == line && b->locs[slot].col == col) return b->locs[slot].loc;
  MlirLocation loc = mlirLocationFileLineColGet(b->ctx, ofe_str(file), line, col);
  b->locs[slot].file = file;
  b->locs[slot].line = line;
  b->locs[slot].col = col;
  b->locs[slot].loc = loc;
  return loc;
}

void ofe_mb_set_position(OfeMB *b, const char *file, unsigned line, unsigned col) {
  b->where.file = file;
  b->where.line = line;
  b->where.col = col;
  b->where.stale = true;
}

void ofe_mb_set_loc(OfeMB *b, MlirLocation loc) {
  b->where.loc = loc;
  b->where.stale = false;
}

MlirLocation ofe_mb_loc(OfeMB *b) {
  if (b->where.stale) {
    MlirLocation plain = ofe_mb_file_loc(b, b->where.file, b->where.line, b->where.col);
    ofe_mb_set_loc(b, mlirAttributeIsNull(b->scope) ? plain : mlirLocationFusedGet(b->ctx, 1, &plain, b->scope));
  }
  return b->where.loc;
}

void ofe_mb_set_scope(OfeMB *b, MlirAttribute scope) {
  if (scope.ptr == b->scope.ptr) return;
  b->scope = scope;
  if (b->where.file) b->where.stale = true;
}

MlirOperation ofe_mb_op(OfeMB *b, const char *name, OfeOpSpec s) {
  MlirStringRef n = ofe_str(name);
  const char **seen = &b->registered[((uintptr_t)name >> 3) & 63];
  if (*seen != name) {
    if (!mlirContextIsRegisteredOperation(b->ctx, n)) {
      fprintf(stderr, "ompfe: internal error: unregistered operation '%s'\n", name);
      b->bad_op = true;
    } else *seen = name;
  }
  MlirOperationState st = mlirOperationStateGet(n, s.located || b->all_locations ? ofe_mb_loc(b) : b->unknown_loc);
  /* each Add reallocates (even for nothing) and mlirOperationCreate frees: skip empty ones */
  if (s.nres) mlirOperationStateAddResults(&st, s.nres, s.res);
  if (s.nops) mlirOperationStateAddOperands(&st, s.nops, s.ops);
  if (s.nattrs) mlirOperationStateAddAttributes(&st, s.nattrs, s.attrs);
  if (s.nsucc) mlirOperationStateAddSuccessors(&st, s.nsucc, s.succ);
  if (s.nregions) mlirOperationStateAddOwnedRegions(&st, s.nregions, s.regions);
  MlirOperation op = mlirOperationCreate(&st);
  if (!s.detached && !mlirBlockIsNull(b->block)) {
    mlirBlockAppendOwnedOperation(b->block, op);
    if (b->on_edge)
      for (intptr_t i = 0; i < s.nsucc; i++) b->on_edge(b->edge_user, b->block, s.succ[i]);
  }
  return op;
}

MlirValue ofe_mb_result(MlirOperation op) { return mlirOperationGetResult(op, 0); }

bool ofe_type_is_llvm_void(MlirType t) { return mlirTypeEqual(t, mlirLLVMVoidTypeGet(mlirTypeGetContext(t))); }

MlirBlock ofe_mb_new_block(OfeMB *b) {
  MlirBlock blk = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(b->func_body, blk);
  return blk;
}

MlirBlock ofe_mb_new_block_next(OfeMB *b) {
  if (mlirBlockIsNull(b->block) || !mlirRegionEqual(mlirBlockGetParentRegion(b->block), b->func_body)) return ofe_mb_new_block(b);
  MlirBlock blk = mlirBlockCreate(0, NULL, NULL);
  mlirRegionInsertOwnedBlockAfter(b->func_body, b->block, blk);
  return blk;
}

void ofe_mb_set_block(OfeMB *b, MlirBlock blk) { b->block = blk; }

bool ofe_mb_block_terminated(MlirBlock blk) {
  MlirOperation t = mlirBlockGetTerminator(blk);
  return !mlirOperationIsNull(t);
}

/* ---- constants -------------------------------------------------------------------------- */

static MlirValue constant(OfeMB *b, MlirType t, MlirAttribute v) {
  MlirNamedAttribute a = ofe_mb_named(b, "value", v);
  return ofe_mb_result(ofe_mb_op(b, "llvm.mlir.constant", (OfeOpSpec){.nres = 1, .res = &t, .nattrs = 1, .attrs = &a}));
}

/* mlirIntegerAttrGet zero-extends its int64_t to a signless type's width: above 64 bits a
 * value is given as its digits instead. */
static MlirAttribute int_attr(OfeMB *b, MlirType t, unsigned __int128 v) {
  if (mlirIntegerTypeGetWidth(t) <= 64) return mlirIntegerAttrGet(t, (int64_t)v);
  char text[80];
  ofe_wide_format(text, v, true);
  strcat(text, " : ");
  TypeText tt = {0};
  append_type_text(ofe_str(text), &tt);
  mlirTypePrint(t, append_type_text, &tt);
  MlirAttribute a = mlirAttributeParseGet(b->ctx, mlirStringRefCreate(tt.text, tt.len));
  free(tt.text);
  return a;
}

MlirValue ofe_mb_const_wide(OfeMB *b, MlirType t, unsigned __int128 v) {
  if ((unsigned __int128)(__int128)(int64_t)v == v) return ofe_mb_const_int(b, t, (int64_t)v);
  return constant(b, t, int_attr(b, t, v));
}

MlirAttribute ofe_mb_int_attr(OfeMB *b, MlirType t, unsigned __int128 v) { return int_attr(b, t, v); }

/* By the type's width, not its address: where MLIR put the type must not decide which
 * constants collide, or the MLIR dumps would differ from run to run. */
static size_t const_slot(const OfeMB *b, MlirType t, int64_t v) {
  uint64_t h = (uint64_t)mlirIntegerTypeGetWidth(t) * 0x9E3779B97F4A7C15u ^ (uint64_t)v * 0xC2B2AE3D27D4EB4Fu;
  return (size_t)(h >> 57) & (sizeof b->consts / sizeof *b->consts - 1);
}

static void remember_const(OfeMB *b, MlirType t, int64_t v, MlirValue c) {
  size_t slot = const_slot(b, t, v);
  b->consts[slot].type = t;
  b->consts[slot].value = v;
  b->consts[slot].v = c;
}

/* Whether ops are being built in a function's body, where constants are shared: not in a
 * global's initializer region, nor before a body has begun. */
static bool in_function_body(const OfeMB *b) {
  return !mlirBlockIsNull(b->block) && !mlirOperationIsNull(b->const_anchor) &&
         mlirRegionEqual(mlirBlockGetParentRegion(b->block), b->func_body);
}

MlirValue ofe_mb_op_at_entry(OfeMB *b, const char *name, OfeOpSpec s) {
  s.detached = true;
  MlirOperation op = ofe_mb_op(b, name, s);
  mlirBlockInsertOwnedOperationBefore(b->entry, b->const_anchor, op);
  return ofe_mb_result(op);
}

/* The vector of type t whose elements are all the scalar attribute a. */
static MlirValue splat_constant(OfeMB *b, MlirType t, MlirAttribute a) {
  return constant(b, t, mlirDenseElementsAttrSplatGet(t, a));
}

MlirValue ofe_mb_const_int(OfeMB *b, MlirType t, int64_t v) {
  if (mlirTypeIsAVector(t)) return splat_constant(b, t, int_attr(b, mlirShapedTypeGetElementType(t), (unsigned __int128)(__int128)v));
  if (!in_function_body(b)) return constant(b, t, int_attr(b, t, (unsigned __int128)(__int128)v));
  size_t slot = const_slot(b, t, v);
  if (!mlirValueIsNull(b->consts[slot].v) && b->consts[slot].value == v && mlirTypeEqual(b->consts[slot].type, t))
    return b->consts[slot].v;
  MlirNamedAttribute a = ofe_mb_named(b, "value", int_attr(b, t, (unsigned __int128)(__int128)v));
  MlirValue c = ofe_mb_op_at_entry(b, "llvm.mlir.constant", (OfeOpSpec){.nres = 1, .res = &t, .nattrs = 1, .attrs = &a});
  remember_const(b, t, v, c);
  return c;
}

bool ofe_mb_int_constant(MlirValue v, int64_t *value) {
  if (!mlirValueIsAOpResult(v) || !mlirTypeIsAInteger(mlirValueGetType(v)) || mlirIntegerTypeGetWidth(mlirValueGetType(v)) > 64)
    return false;
  MlirOperation op = mlirOpResultGetOwner(v);
  if (!ofe_op_is(op, "llvm.mlir.constant")) return false;
  MlirAttribute a = mlirOperationGetInherentAttributeByName(op, ofe_str("value"));
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return false;
  *value = mlirIntegerAttrGetValueInt(a);
  return true;
}

MlirAttribute ofe_mb_float_bits_attr(OfeMB *b, const unsigned char *bytes, int n, const char *type) {
  char text[80] = "0x";
  for (int i = n - 1; i >= 0; i--) snprintf(text + 2 + (n - 1 - i) * 2, 3, "%02X", bytes[i]);
  snprintf(text + 2 + 2 * n, sizeof text - 2 - 2 * n, " : %s", type);
  return mlirAttributeParseGet(b->ctx, ofe_str(text));
}

/* A constant given by its bits: a long double's (a double would lose its precision), a NaN's
 * (a conversion would lose its payload or make a signalling NaN quiet) */
static MlirValue bits_constant(OfeMB *b, MlirType t, const unsigned char *bytes, int n, const char *type) {
  return constant(b, t, ofe_mb_float_bits_attr(b, bytes, n, type));
}

MlirValue ofe_mb_const_float(OfeMB *b, MlirType t, long double v) {
  if (mlirTypeEqual(t, b->f80)) return bits_constant(b, t, (const unsigned char *)&v, 10, "f80");
  if (mlirTypeEqual(t, b->f128)) {
    __float128 q = (__float128)v; /* exact: binary128 holds every long double */
    unsigned char bytes[16];
    memcpy(bytes, &q, sizeof bytes);
    return bits_constant(b, t, bytes, 16, "f128");
  }
  if (isnan(v) && (mlirTypeIsAF32(t) || mlirTypeIsAF64(t))) { /* its payload and signalling kept */
    unsigned char bytes[8];
    bool f32 = mlirTypeIsAF32(t);
    if (f32) {
      uint32_t bits = ofe_float_bits32(v);
      memcpy(bytes, &bits, 4);
    } else {
      uint64_t bits = ofe_float_bits64(v);
      memcpy(bytes, &bits, 8);
    }
    return bits_constant(b, t, bytes, f32 ? 4 : 8, f32 ? "f32" : "f64");
  }
  return constant(b, t, mlirFloatAttrDoubleGet(b->ctx, t, (double)v));
}

MlirValue ofe_mb_zero(OfeMB *b, MlirType t) {
  if (!mlirTypeEqual(t, b->ptr) || !in_function_body(b))
    return ofe_mb_result(ofe_mb_op(b, "llvm.mlir.zero", (OfeOpSpec){.nres = 1, .res = &t}));
  if (mlirValueIsNull(b->null_ptr)) b->null_ptr = ofe_mb_op_at_entry(b, "llvm.mlir.zero", (OfeOpSpec){.nres = 1, .res = &t});
  return b->null_ptr;
}

MlirValue ofe_mb_undef(OfeMB *b, MlirType t) {
  return ofe_mb_result(ofe_mb_op(b, "llvm.mlir.undef", (OfeOpSpec){.nres = 1, .res = &t}));
}

MlirValue ofe_mb_addressof(OfeMB *b, const char *sym) {
  MlirNamedAttribute a = ofe_mb_named(b, "global_name", ofe_mb_symref(b, sym));
  return ofe_mb_result(ofe_mb_op(b, "llvm.mlir.addressof", (OfeOpSpec){.nres = 1, .res = &b->ptr, .nattrs = 1, .attrs = &a, .located = true}));
}

/* ---- memory ------------------------------------------------------------------------------ */

MlirValue ofe_mb_alloca(OfeMB *b, MlirType t, unsigned align) {
  MlirNamedAttribute a[] = {ofe_mb_named(b, "elem_type", mlirTypeAttrGet(t)),
                            ofe_mb_named(b, "alignment", ofe_mb_i64_attr(b, align ? align : 1))};
  MlirOperation op = ofe_mb_op(b, "llvm.alloca", (OfeOpSpec){.nres = 1, .res = &b->ptr, .nops = 1, .ops = &b->one_i64,
                                                           .nattrs = 2, .attrs = a, .detached = true});
  /* allocas live at the top of the entry block, so loops do not grow the stack */
  mlirBlockInsertOwnedOperationAfter(b->entry, b->alloca_anchor, op);
  b->alloca_anchor = op;
  return ofe_mb_result(op);
}

MlirValue ofe_mb_alloca_dynamic(OfeMB *b, MlirType elem, MlirValue count, unsigned align) {
  MlirNamedAttribute a[] = {ofe_mb_named(b, "elem_type", mlirTypeAttrGet(elem)),
                            ofe_mb_named(b, "alignment", ofe_mb_i64_attr(b, align ? align : 1))};
  return ofe_mb_result(ofe_mb_op(b, "llvm.alloca", (OfeOpSpec){.nres = 1, .res = &b->ptr, .nops = 1, .ops = &count,
                                                             .nattrs = 2, .attrs = a}));
}

/* Whether `align` is t's ABI alignment in the x86_64 data layout, which the translation
 * applies to a load or store that has none: most accesses then need no attribute, and each
 * attribute is paid for again when the op is translated. */
static bool layout_implies(const OfeMB *b, MlirType t, unsigned align) {
  if (!b->implicit_align) return false;
  if (mlirTypeIsAInteger(t)) {
    unsigned w = mlirIntegerTypeGetWidth(t);
    return (w == 1 || w == 8 || w == 16 || w == 32 || w == 64 || w == 128) && align == (w <= 8 ? 1 : w / 8);
  }
  if (mlirTypeEqual(t, b->ptr) || mlirTypeEqual(t, b->f64)) return align == 8;
  if (mlirTypeEqual(t, b->f32)) return align == 4;
  if (mlirTypeEqual(t, b->f16)) return align == 2;
  if (mlirTypeEqual(t, b->f80) || mlirTypeEqual(t, b->f128)) return align == 16;
  return false;
}

static int access_attrs(OfeMB *b, MlirNamedAttribute *a, MlirType t, unsigned align, bool is_volatile) {
  int n = 0;
  if (!layout_implies(b, t, align)) a[n++] = ofe_mb_named(b, "alignment", ofe_mb_i64_attr(b, align ? align : 1));
  if (is_volatile) a[n++] = ofe_mb_named(b, "volatile_", mlirUnitAttrGet(b->ctx));
  return n;
}

MlirValue ofe_mb_load(OfeMB *b, MlirType t, MlirValue addr, unsigned align, bool is_volatile) {
  MlirNamedAttribute a[2];
  int n = access_attrs(b, a, t, align, is_volatile);
  return ofe_mb_result(ofe_mb_op(b, "llvm.load", (OfeOpSpec){.nres = 1, .res = &t, .nops = 1, .ops = &addr, .nattrs = n, .attrs = a}));
}

static MlirOperation store_op(OfeMB *b, MlirValue v, MlirValue addr, unsigned align, bool is_volatile, bool detached) {
  MlirValue ops[] = {v, addr};
  MlirNamedAttribute a[2];
  int n = access_attrs(b, a, mlirValueGetType(v), align, is_volatile);
  return ofe_mb_op(b, "llvm.store", (OfeOpSpec){.nops = 2, .ops = ops, .nattrs = n, .attrs = a, .detached = detached});
}

void ofe_mb_store(OfeMB *b, MlirValue v, MlirValue addr, unsigned align, bool is_volatile) {
  store_op(b, v, addr, align, is_volatile, false);
}

void ofe_mb_store_at_entry(OfeMB *b, MlirValue v, MlirValue addr, unsigned align) {
  MlirOperation store = store_op(b, v, addr, align, false, true);
  mlirBlockInsertOwnedOperationAfter(b->entry, b->alloca_anchor, store);
}

/* the flags of an atomic access as its op's attributes, after `a[n]`; returns the new count */
static int atomic_flags(OfeMB *b, MlirNamedAttribute *a, int n, unsigned flags) {
  if (flags & OFE_ATOMIC_VOLATILE) a[n++] = ofe_mb_named(b, "volatile_", mlirUnitAttrGet(b->ctx));
  if (flags & OFE_ATOMIC_WEAK) a[n++] = ofe_mb_named(b, "weak", mlirUnitAttrGet(b->ctx));
  return n;
}

MlirValue ofe_mb_atomic_load(OfeMB *b, MlirType t, MlirValue addr, unsigned align, int ordering) {
  return ofe_mb_atomic_load_flags(b, t, addr, align, ordering, 0);
}

MlirValue ofe_mb_atomic_load_flags(OfeMB *b, MlirType t, MlirValue addr, unsigned align, int ordering, unsigned flags) {
  MlirNamedAttribute a[3] = {ofe_mb_named(b, "alignment", ofe_mb_i64_attr(b, align)),
                             ofe_mb_named(b, "ordering", ofe_mb_i64_attr(b, ordering))};
  int n = atomic_flags(b, a, 2, flags & OFE_ATOMIC_VOLATILE);
  return ofe_mb_result(ofe_mb_op(b, "llvm.load", (OfeOpSpec){.nres = 1, .res = &t, .nops = 1, .ops = &addr, .nattrs = n, .attrs = a}));
}

void ofe_mb_atomic_store(OfeMB *b, MlirValue v, MlirValue addr, unsigned align, int ordering) {
  ofe_mb_atomic_store_flags(b, v, addr, align, ordering, 0);
}

void ofe_mb_atomic_store_flags(OfeMB *b, MlirValue v, MlirValue addr, unsigned align, int ordering, unsigned flags) {
  MlirValue ops[] = {v, addr};
  MlirNamedAttribute a[3] = {ofe_mb_named(b, "alignment", ofe_mb_i64_attr(b, align)),
                             ofe_mb_named(b, "ordering", ofe_mb_i64_attr(b, ordering))};
  int n = atomic_flags(b, a, 2, flags & OFE_ATOMIC_VOLATILE);
  ofe_mb_op(b, "llvm.store", (OfeOpSpec){.nops = 2, .ops = ops, .nattrs = n, .attrs = a});
}

MlirValue ofe_mb_cmpxchg(OfeMB *b, MlirValue addr, MlirValue expected, MlirValue desired, int success, int failure) {
  return ofe_mb_cmpxchg_old(b, addr, expected, desired, success, failure, 0, NULL);
}

MlirValue ofe_mb_cmpxchg_old(OfeMB *b, MlirValue addr, MlirValue expected, MlirValue desired, int success, int failure,
                             unsigned flags, MlirValue *old) {
  MlirValue ops[] = {addr, expected, desired};
  MlirType fields[] = {mlirValueGetType(expected), b->i1};
  MlirType t = mlirLLVMStructTypeLiteralGet(b->ctx, 2, fields, false);
  MlirNamedAttribute a[4] = {ofe_mb_named(b, "success_ordering", ofe_mb_i64_attr(b, success)),
                             ofe_mb_named(b, "failure_ordering", ofe_mb_i64_attr(b, failure))};
  int n = atomic_flags(b, a, 2, flags);
  MlirValue pair = ofe_mb_result(ofe_mb_op(b, "llvm.cmpxchg", (OfeOpSpec){.nres = 1, .res = &t, .nops = 3, .ops = ops, .nattrs = n, .attrs = a}));
  if (old) *old = ofe_mb_extractvalue(b, pair, fields[0], 0);
  return ofe_mb_extractvalue(b, pair, b->i1, 1);
}

MlirValue ofe_mb_atomicrmw(OfeMB *b, int bin_op, MlirValue addr, MlirValue v, unsigned align, int ordering, unsigned flags) {
  MlirValue ops[] = {addr, v};
  MlirType t = mlirValueGetType(v);
  MlirNamedAttribute a[4] = {ofe_mb_named(b, "bin_op", ofe_mb_i64_attr(b, bin_op)),
                             ofe_mb_named(b, "ordering", ofe_mb_i64_attr(b, ordering)),
                             ofe_mb_named(b, "alignment", ofe_mb_i64_attr(b, align))};
  int n = atomic_flags(b, a, 3, flags & OFE_ATOMIC_VOLATILE);
  return ofe_mb_result(ofe_mb_op(b, "llvm.atomicrmw", (OfeOpSpec){.nres = 1, .res = &t, .nops = 2, .ops = ops, .nattrs = n, .attrs = a}));
}

void ofe_mb_fence(OfeMB *b, int ordering, const char *syncscope) {
  MlirNamedAttribute a[] = {ofe_mb_named(b, "ordering", ofe_mb_i64_attr(b, ordering)),
                            ofe_mb_named(b, "syncscope", syncscope ? ofe_mb_str_attr(b, syncscope) : mlirAttributeGetNull())};
  ofe_mb_op(b, "llvm.fence", (OfeOpSpec){.nattrs = syncscope ? 2 : 1, .attrs = a});
}

MlirValue ofe_mb_gep_bytes(OfeMB *b, MlirValue base, int64_t offset) {
  if (offset == 0) return base;
  /* In a body, the offset is the op's constant index (an i32 in the IR): no constant op to
   * build, translate and verify. A global's initializer keeps clang-19's i64 operand. */
  if (!in_function_body(b) || offset <= GEP_DYNAMIC_INDEX || offset > INT32_MAX)
    return ofe_mb_gep_dyn(b, base, b->i8, ofe_mb_const_int(b, b->i64, offset));
  MlirNamedAttribute a[] = {ofe_mb_named(b, "elem_type", b->i8_attr),
                            ofe_mb_named(b, "rawConstantIndices", mlirDenseI32ArrayGet(b->ctx, 1, (int32_t[]){(int32_t)offset}))};
  return ofe_mb_result(ofe_mb_op(b, "llvm.getelementptr", (OfeOpSpec){.nres = 1, .res = &b->ptr, .nops = 1, .ops = &base,
                                                                    .nattrs = 2, .attrs = a}));
}

MlirValue ofe_mb_gep_dyn(OfeMB *b, MlirValue base, MlirType elem, MlirValue idx) {
  MlirValue ops[] = {base, idx};
  MlirNamedAttribute a[] = {ofe_mb_named(b, "elem_type", mlirTypeEqual(elem, b->i8) ? b->i8_attr : mlirTypeAttrGet(elem)),
                            ofe_mb_named(b, "rawConstantIndices", b->one_dynamic_index)};
  return ofe_mb_result(ofe_mb_op(b, "llvm.getelementptr", (OfeOpSpec){.nres = 1, .res = &b->ptr, .nops = 2, .ops = ops,
                                                                    .nattrs = 2, .attrs = a}));
}

void ofe_mb_memcpy(OfeMB *b, MlirValue dst, MlirValue src, MlirValue len, bool is_volatile) {
  MlirValue ops[] = {dst, src, len};
  MlirNamedAttribute a = ofe_mb_named(b, "isVolatile", b->bools[is_volatile]);
  ofe_mb_op(b, "llvm.intr.memcpy", (OfeOpSpec){.nops = 3, .ops = ops, .nattrs = 1, .attrs = &a});
}

void ofe_mb_memset(OfeMB *b, MlirValue dst, MlirValue byte, MlirValue len) {
  MlirValue ops[] = {dst, byte, len};
  MlirNamedAttribute a = ofe_mb_named(b, "isVolatile", b->bools[false]);
  ofe_mb_op(b, "llvm.intr.memset", (OfeOpSpec){.nops = 3, .ops = ops, .nattrs = 1, .attrs = &a});
}

/* ---- arithmetic -------------------------------------------------------------------------- */

static bool is_float_op(const char *op) {
  return op[5] == 'f' && strcmp(op, "llvm.fptosi") && strcmp(op, "llvm.fptoui") && strcmp(op, "llvm.fpext") &&
         strcmp(op, "llvm.fptrunc");
}

MlirValue ofe_mb_binop_fmf(OfeMB *b, const char *op, MlirValue x, MlirValue y, MlirAttribute fastmath) {
  MlirValue ops[] = {x, y};
  MlirType t = mlirValueGetType(x);
  MlirNamedAttribute a = ofe_mb_named(b, "fastmathFlags", fastmath);
  return ofe_mb_result(ofe_mb_op(b, op, (OfeOpSpec){.nres = 1, .res = &t, .nops = 2, .ops = ops, .nattrs = is_float_op(op),
                                                    .attrs = &a}));
}

MlirValue ofe_mb_binop(OfeMB *b, const char *op, MlirValue x, MlirValue y) {
  return ofe_mb_binop_fmf(b, op, x, y, b->fastmath_none);
}

MlirValue ofe_mb_unop_fmf(OfeMB *b, const char *op, MlirValue x, MlirAttribute fastmath) {
  MlirType t = mlirValueGetType(x);
  MlirNamedAttribute a = ofe_mb_named(b, "fastmathFlags", fastmath);
  return ofe_mb_result(ofe_mb_op(b, op, (OfeOpSpec){.nres = 1, .res = &t, .nops = 1, .ops = &x, .nattrs = !mlirAttributeIsNull(fastmath),
                                                    .attrs = &a}));
}

MlirValue ofe_mb_unop(OfeMB *b, const char *op, MlirValue x) { return ofe_mb_unop_fmf(b, op, x, (MlirAttribute){NULL}); }

MlirValue ofe_mb_fmuladd(OfeMB *b, MlirValue x, MlirValue y, MlirValue z) {
  MlirValue ops[] = {x, y, z};
  MlirType t = mlirValueGetType(x);
  MlirNamedAttribute a = ofe_mb_named(b, "fastmathFlags", b->fastmath_none);
  return ofe_mb_result(ofe_mb_op(b, "llvm.intr.fmuladd", (OfeOpSpec){.nres = 1, .res = &t, .nops = 3, .ops = ops, .nattrs = 1, .attrs = &a}));
}

/* A comparison's result: i1, or a vector of i1 for vector operands. */
static MlirType truth_type(OfeMB *b, MlirValue x) {
  MlirType t = mlirValueGetType(x);
  if (!mlirTypeIsAVector(t)) return b->i1;
  int64_t n = mlirShapedTypeGetDimSize(t, 0);
  return mlirVectorTypeGet(1, &n, b->i1);
}

MlirValue ofe_mb_icmp(OfeMB *b, int pred, MlirValue x, MlirValue y) {
  MlirValue ops[] = {x, y};
  MlirType rt = truth_type(b, x);
  MlirNamedAttribute a = ofe_mb_named(b, "predicate", ofe_mb_i64_attr(b, pred));
  return ofe_mb_result(ofe_mb_op(b, "llvm.icmp", (OfeOpSpec){.nres = 1, .res = &rt, .nops = 2, .ops = ops, .nattrs = 1, .attrs = &a}));
}

MlirValue ofe_mb_fcmp(OfeMB *b, int pred, MlirValue x, MlirValue y) {
  MlirValue ops[] = {x, y};
  MlirType rt = truth_type(b, x);
  MlirNamedAttribute a = ofe_mb_named(b, "predicate", ofe_mb_i64_attr(b, pred));
  return ofe_mb_result(ofe_mb_op(b, "llvm.fcmp", (OfeOpSpec){.nres = 1, .res = &rt, .nops = 2, .ops = ops, .nattrs = 1, .attrs = &a}));
}

MlirValue ofe_mb_shufflevector(OfeMB *b, MlirType rt, MlirValue x, MlirValue y, const int32_t *mask, intptr_t n) {
  MlirValue ops[] = {x, y};
  MlirNamedAttribute a = ofe_mb_named(b, "mask", mlirDenseI32ArrayGet(b->ctx, n, mask));
  return ofe_mb_result(ofe_mb_op(b, "llvm.shufflevector", (OfeOpSpec){.nres = 1, .res = &rt, .nops = 2, .ops = ops, .nattrs = 1, .attrs = &a}));
}

MlirValue ofe_mb_extractelement(OfeMB *b, MlirValue vec, MlirValue index) {
  MlirType et = mlirShapedTypeGetElementType(mlirValueGetType(vec));
  MlirValue ops[] = {vec, index};
  return ofe_mb_result(ofe_mb_op(b, "llvm.extractelement", (OfeOpSpec){.nres = 1, .res = &et, .nops = 2, .ops = ops}));
}

MlirValue ofe_mb_insertelement(OfeMB *b, MlirValue vec, MlirValue v, MlirValue index) {
  MlirType vt = mlirValueGetType(vec);
  MlirValue ops[] = {vec, v, index};
  return ofe_mb_result(ofe_mb_op(b, "llvm.insertelement", (OfeOpSpec){.nres = 1, .res = &vt, .nops = 3, .ops = ops}));
}

MlirValue ofe_mb_splat(OfeMB *b, MlirType vt, MlirValue scalar) {
  int64_t n = mlirShapedTypeGetDimSize(vt, 0);
  MlirValue ins[] = {ofe_mb_undef(b, vt), scalar, ofe_mb_const_int(b, b->i32, 0)};
  MlirValue one = ofe_mb_result(ofe_mb_op(b, "llvm.insertelement", (OfeOpSpec){.nres = 1, .res = &vt, .nops = 3, .ops = ins}));
  int32_t mask[n];
  for (int64_t i = 0; i < n; i++) mask[i] = 0;
  return ofe_mb_shufflevector(b, vt, one, one, mask, n);
}

MlirValue ofe_mb_cast(OfeMB *b, const char *op, MlirValue v, MlirType to) {
  return ofe_mb_result(ofe_mb_op(b, op, (OfeOpSpec){.nres = 1, .res = &to, .nops = 1, .ops = &v}));
}

MlirValue ofe_mb_select(OfeMB *b, MlirValue c, MlirValue x, MlirValue y) {
  MlirValue ops[] = {c, x, y};
  MlirType t = mlirValueGetType(x);
  return ofe_mb_result(ofe_mb_op(b, "llvm.select", (OfeOpSpec){.nres = 1, .res = &t, .nops = 3, .ops = ops}));
}

MlirValue ofe_mb_insertvalue(OfeMB *b, MlirValue agg, MlirValue v, int64_t pos) {
  MlirValue ops[] = {agg, v};
  MlirType t = mlirValueGetType(agg);
  MlirNamedAttribute a = ofe_mb_named(b, "position", mlirDenseI64ArrayGet(b->ctx, 1, &pos));
  return ofe_mb_result(ofe_mb_op(b, "llvm.insertvalue", (OfeOpSpec){.nres = 1, .res = &t, .nops = 2, .ops = ops, .nattrs = 1, .attrs = &a}));
}

MlirValue ofe_mb_extractvalue(OfeMB *b, MlirValue agg, MlirType t, int64_t pos) {
  MlirNamedAttribute a = ofe_mb_named(b, "position", mlirDenseI64ArrayGet(b->ctx, 1, &pos));
  return ofe_mb_result(ofe_mb_op(b, "llvm.extractvalue", (OfeOpSpec){.nres = 1, .res = &t, .nops = 1, .ops = &agg, .nattrs = 1, .attrs = &a}));
}

/* ---- calls ------------------------------------------------------------------------------- */

OfeFnType ofe_mb_func_type(OfeMB *b, MlirType ret, const MlirType *params, intptr_t n, bool variadic) {
  (void)b;
  OfeFnType t = {mlirLLVMFunctionTypeGet(ret, n, params, variadic), ret, params, n, variadic};
  return t;
}

static MlirOperation call(OfeMB *b, MlirAttribute callee, MlirValue fn, OfeFnType fn_type, const MlirValue *args, intptr_t n) {
  MlirType ret = fn_type.ret;
  bool has_result = !ofe_type_is_llvm_void(ret);
  MlirValue ops[n + 1];
  intptr_t nops = 0;
  if (!mlirValueIsNull(fn)) ops[nops++] = fn;
  for (intptr_t i = 0; i < n; i++) ops[nops++] = args[i];
  MlirNamedAttribute a[2];
  int na = 0;
  if (!mlirAttributeIsNull(callee)) a[na++] = ofe_mb_named(b, "callee", callee);
  if (fn_type.variadic) a[na++] = ofe_mb_named(b, "var_callee_type", mlirTypeAttrGet(fn_type.type));
  return ofe_mb_op(b, "llvm.call", (OfeOpSpec){.nres = has_result, .res = &ret, .nops = nops, .ops = ops, .nattrs = na, .attrs = a,
                                               .located = true});
}

MlirOperation ofe_mb_call(OfeMB *b, const char *callee, OfeFnType fn_type, const MlirValue *args, intptr_t n) {
  return call(b, ofe_mb_symref(b, callee), (MlirValue){NULL}, fn_type, args, n);
}

MlirOperation ofe_mb_call_indirect(OfeMB *b, MlirValue fn, OfeFnType fn_type, const MlirValue *args, intptr_t n) {
  return call(b, (MlirAttribute){NULL}, fn, fn_type, args, n);
}

MlirValue ofe_mb_intrinsic(OfeMB *b, const char *name, MlirType result, const MlirValue *args, intptr_t n) {
  MlirNamedAttribute a[] = {ofe_mb_named(b, "intrin", ofe_mb_str_attr(b, name)),
                            ofe_mb_named(b, "fastmathFlags", b->fastmath_none)};
  bool has = !ofe_type_is_llvm_void(result);
  MlirOperation op = ofe_mb_op(b, "llvm.call_intrinsic", (OfeOpSpec){.nres = has, .res = &result, .nops = n, .ops = args,
                                                                     .nattrs = 2, .attrs = a});
  return has ? ofe_mb_result(op) : (MlirValue){NULL};
}

/* ---- control flow ------------------------------------------------------------------------ */

void ofe_mb_br(OfeMB *b, MlirBlock dest) { ofe_mb_op(b, "llvm.br", (OfeOpSpec){.nsucc = 1, .succ = &dest}); }

void ofe_mb_br_value(OfeMB *b, MlirBlock dest, MlirValue v) {
  ofe_mb_op(b, "llvm.br", (OfeOpSpec){.nops = 1, .ops = &v, .nsucc = 1, .succ = &dest});
}

void ofe_mb_cond_br(OfeMB *b, MlirValue c, MlirBlock t, MlirBlock f) {
  int32_t seg[] = {1, 0, 0};
  MlirNamedAttribute a = ofe_mb_named(b, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 3, seg));
  MlirBlock succ[] = {t, f};
  ofe_mb_op(b, "llvm.cond_br", (OfeOpSpec){.nops = 1, .ops = &c, .nattrs = 1, .attrs = &a, .nsucc = 2, .succ = succ});
}

void ofe_mb_set_cond_br_segments(MlirOperation t, int32_t ntrue, int32_t nfalse) {
  int32_t seg[3] = {1, ntrue, nfalse};
  mlirOperationSetInherentAttributeByName(t, ofe_str("operandSegmentSizes"),
                                          mlirDenseI32ArrayGet(mlirOperationGetContext(t), 3, seg));
}

void ofe_mb_switch(OfeMB *b, MlirValue v, MlirBlock dflt, intptr_t n, const int64_t *values, const MlirBlock *dests) {
  MlirType t = mlirValueGetType(v);
  MlirAttribute vals[n ? n : 1];
  for (intptr_t i = 0; i < n; i++) vals[i] = mlirIntegerAttrGet(t, values[i]);
  MlirType vec = mlirVectorTypeGet(1, (int64_t[]){n}, t);
  int32_t seg[] = {1, 0, 0};
  int32_t case_seg[n ? n : 1];
  for (intptr_t i = 0; i < n; i++) case_seg[i] = 0;
  MlirNamedAttribute a[3];
  int na = 0;
  a[na++] = ofe_mb_named(b, "operandSegmentSizes", mlirDenseI32ArrayGet(b->ctx, 3, seg));
  a[na++] = ofe_mb_named(b, "case_operand_segments", mlirDenseI32ArrayGet(b->ctx, n, case_seg));
  if (n) a[na++] = ofe_mb_named(b, "case_values", mlirDenseElementsAttrGet(vec, n, vals));
  MlirBlock succ[n + 1];
  succ[0] = dflt;
  for (intptr_t i = 0; i < n; i++) succ[i + 1] = dests[i];
  ofe_mb_op(b, "llvm.switch", (OfeOpSpec){.nops = 1, .ops = &v, .nattrs = na, .attrs = a, .nsucc = n + 1, .succ = succ});
}

void ofe_mb_return(OfeMB *b, MlirValue v) {
  bool has = !mlirValueIsNull(v);
  ofe_mb_op(b, "llvm.return", (OfeOpSpec){.nops = has, .ops = &v});
}

void ofe_mb_unreachable(OfeMB *b) { ofe_mb_op(b, "llvm.unreachable", (OfeOpSpec){0}); }

/* ---- module level ------------------------------------------------------------------------ */

MlirAttribute ofe_mb_linkage(OfeMB *b, const char *linkage) {
  static const struct {
    const char *name;
    MlirLLVMLinkage value;
  } kinds[] = {{"private", MlirLLVMLinkagePrivate}, {"internal", MlirLLVMLinkageInternal},
               {"linkonce", MlirLLVMLinkageLinkonce}, {"weak", MlirLLVMLinkageWeak},
               {"common", MlirLLVMLinkageCommon}, {"appending", MlirLLVMLinkageAppending},
               {"extern_weak", MlirLLVMLinkageExternWeak}, {"linkonce_odr", MlirLLVMLinkageLinkonceODR},
               {"weak_odr", MlirLLVMLinkageWeakODR}, {"external", MlirLLVMLinkageExternal},
               {"available_externally", MlirLLVMLinkageAvailableExternally}};
  for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++)
    if (strcmp(kinds[i].name, linkage) == 0) return mlirLLVMLinkageAttrGet(b->ctx, kinds[i].value);
  return mlirLLVMLinkageAttrGet(b->ctx, MlirLLVMLinkageExternal);
}

MlirOperation ofe_mb_func(OfeMB *b, const char *name, OfeFnType fn_type, const char *linkage, intptr_t nattrs,
                          const MlirNamedAttribute *attrs) {
  MlirNamedAttribute a[nattrs + 3];
  intptr_t n = 0;
  a[n++] = ofe_mb_named(b, "sym_name", ofe_mb_str_attr(b, name));
  a[n++] = ofe_mb_named(b, "function_type", mlirTypeAttrGet(fn_type.type));
  a[n++] = ofe_mb_named(b, "linkage", ofe_mb_linkage(b, linkage));
  for (intptr_t i = 0; i < nattrs; i++) a[n++] = attrs[i];
  MlirRegion body = mlirRegionCreate();
  MlirOperation fn = ofe_mb_op(b, "llvm.func", (OfeOpSpec){.nattrs = n, .attrs = a, .nregions = 1, .regions = &body, .located = true,
                                                          .detached = true});
  mlirBlockAppendOwnedOperation(b->module_body, fn);
  return fn;
}

MlirBlock ofe_mb_func_begin_body(OfeMB *b, MlirOperation fn, intptr_t nparams, const MlirType *params) {
  ofe_mb_set_scope(b, (MlirAttribute){NULL}); /* an outlined function is not in the block it was made in */
  MlirLocation locs[nparams ? nparams : 1];
  for (intptr_t i = 0; i < nparams; i++) locs[i] = b->all_locations ? ofe_mb_loc(b) : b->unknown_loc;
  MlirBlock entry = mlirBlockCreate(nparams, params, locs);
  b->func_body = mlirOperationGetRegion(fn, 0);
  mlirRegionAppendOwnedBlock(b->func_body, entry);
  b->entry = entry;
  b->block = entry;
  MlirOperation one = ofe_mb_op(b, "llvm.mlir.constant",
                                (OfeOpSpec){.nres = 1, .res = &b->i64, .nattrs = 1,
                                            .attrs = (MlirNamedAttribute[]){ofe_mb_named(b, "value", mlirIntegerAttrGet(b->i64, 1))}});
  b->one_i64 = ofe_mb_result(one);
  b->alloca_anchor = one;
  b->const_anchor = one;
  memset(b->consts, 0, sizeof b->consts);
  b->null_ptr = (MlirValue){NULL};
  remember_const(b, b->i64, 1, b->one_i64); /* the alloca count doubles as the constant 1 */
  return entry;
}

MlirOperation ofe_mb_global(OfeMB *b, const char *name, MlirType t, const char *linkage, bool constant, unsigned align,
                            MlirAttribute value, bool with_init_region) {
  MlirNamedAttribute a[8];
  int n = 0;
  a[n++] = ofe_mb_named(b, "sym_name", ofe_mb_str_attr(b, name));
  a[n++] = ofe_mb_named(b, "global_type", mlirTypeAttrGet(t));
  a[n++] = ofe_mb_named(b, "linkage", ofe_mb_linkage(b, linkage));
  if (constant) a[n++] = ofe_mb_named(b, "constant", mlirUnitAttrGet(b->ctx));
  if (align) a[n++] = ofe_mb_named(b, "alignment", ofe_mb_i64_attr(b, align));
  if (!mlirAttributeIsNull(value)) a[n++] = ofe_mb_named(b, "value", value);
  MlirRegion init = mlirRegionCreate();
  MlirOperation g = ofe_mb_op(b, "llvm.mlir.global", (OfeOpSpec){.nattrs = n, .attrs = a, .nregions = 1, .regions = &init,
                                                                 .located = true, .detached = true});
  mlirBlockAppendOwnedOperation(b->module_body, g);
  if (with_init_region) mlirRegionAppendOwnedBlock(mlirOperationGetRegion(g, 0), mlirBlockCreate(0, NULL, NULL));
  return g;
}
