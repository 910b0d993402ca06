/* emit_init: static initializers. The flat initializer (offset, scalar) list is evaluated to
 * a byte image plus relocations (addresses of globals, functions and literals). Common shapes
 * keep their C types so the IR reads like clang's (`[4 x i32] [i32 1, ...]`, a string for a
 * char array); anything else becomes a byte array, or a packed struct of byte runs and
 * pointers built in the global's initializer region. */
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include "frontend/const_eval.h"
#include "frontend/emit.h"

#define MB (&e->mb)

typedef struct Reloc {
  uint64_t offset;
  const char *symbol;
  int64_t addend;
} Reloc;

typedef struct Image {
  unsigned char *bytes;
  uint64_t size;
  OFE_VEC(Reloc) relocs;
} Image;

static void put_le(unsigned char *p, uint64_t v, unsigned n) {
  for (unsigned i = 0; i < n; i++) p[i] = (unsigned char)(v >> (8 * i));
}

static const char *reloc_symbol(OfeEmit *e, const OfeConst *c) {
  if (c->decl) {
    if (c->decl->kind == D_FUNC) ofe_emit_func_decl(e, c->decl);
    else ofe_emit_global(e, c->decl);
    return ofe_emit_symbol(e, c->decl);
  }
  if (c->literal->kind == E_STRING) return ofe_emit_string_symbol(e, c->literal);
  OfeDecl *d = c->literal->compound.decl;
  ofe_emit_global(e, d);
  return ofe_emit_symbol(e, d);
}

static void write_float(unsigned char *p, const OfeType *t, long double v) {
  if (t->kind == TY_FLOAT) {
    float f = (float)v;
    memcpy(p, &f, 4);
  } else if (t->kind == TY_DOUBLE) {
    double d = (double)v;
    memcpy(p, &d, 8);
  } else if (t->kind == TY_LDOUBLE) {
    memcpy(p, &v, 10);
  } else {
    __float128 q = (__float128)v;
    memcpy(p, &q, 16);
  }
}

static bool build_image(OfeEmit *e, const OfeDecl *d, Image *img) {
  img->size = ofe_sizeof(d->type);
  img->bytes = ofe_arena_alloc(&e->ctx->arena, img->size + 16);
  if (!d->init) return true;
  for (size_t i = 0; i < d->init->elems.len; i++) {
    const OfeInitElem *el = &d->init->elems.items[i];
    unsigned char *p = img->bytes + el->offset;
    const OfeType *t = el->type;
    if (t->kind == TY_ARRAY && el->expr->kind == E_STRING) {
      uint64_t n = el->expr->str.len * el->expr->str.char_size, cap = ofe_sizeof(t);
      memcpy(p, el->expr->str.bytes, n < cap ? n : cap);
      continue;
    }
    OfeConst c;
    if (!ofe_const_eval(e->ctx, el->expr, &c)) {
      ofe_error(&e->ctx->diag, el->expr->loc, "initializer element is not a compile-time constant");
      return false;
    }
    if (c.kind == CONST_ADDR) {
      Reloc r = {el->offset, reloc_symbol(e, &c), c.offset};
      ofe_vec_push(&e->ctx->arena, &img->relocs, r);
      continue;
    }
    if (el->bitfield) {
      const OfeMember *m = el->bitfield;
      unsigned n = (unsigned)ofe_sizeof(m->type);
      uint64_t unit = 0;
      for (unsigned k = 0; k < n; k++) unit |= (uint64_t)p[k] << (8 * k);
      uint64_t mask = m->bit_width >= 64 ? ~0ull : (1ull << m->bit_width) - 1;
      unit = (unit & ~(mask << m->bit_offset)) | ((c.i & mask) << m->bit_offset);
      put_le(p, unit, n);
      continue;
    }
    if (ofe_type_is_float(t)) {
      write_float(p, t, c.kind == CONST_FLOAT ? c.f : (long double)(int64_t)c.i);
    } else if (t->kind == TY_INT128 || t->kind == TY_UINT128) {
      put_le(p, c.i, 8);
      put_le(p + 8, (t->kind == TY_INT128 && (int64_t)c.i < 0) ? ~0ull : 0, 8);
    } else {
      put_le(p, c.i, (unsigned)ofe_sizeof(t));
    }
  }
  return true;
}

/* An array (possibly nested) of one arithmetic element type: its element type and count. */
static const OfeType *array_scalar_elem(const OfeType *t, int64_t *count, int64_t shape[8], int *rank) {
  *count = 1;
  *rank = 0;
  while (t->kind == TY_ARRAY && *rank < 8) {
    shape[(*rank)++] = t->array_len;
    *count *= t->array_len;
    t = t->base;
  }
  return *rank && ofe_type_is_arith(t) && t->kind != TY_LDOUBLE && t->kind != TY_FLOAT128 && t->kind != TY_BOOL ? t : NULL;
}

static MlirAttribute element_attr(OfeEmit *e, const OfeType *t, MlirType mt, const unsigned char *p) {
  if (t->kind == TY_FLOAT) {
    float f;
    memcpy(&f, p, 4);
    return mlirFloatAttrDoubleGet(e->mctx, mt, f);
  }
  if (t->kind == TY_DOUBLE) {
    double d;
    memcpy(&d, p, 8);
    return mlirFloatAttrDoubleGet(e->mctx, mt, d);
  }
  uint64_t v = 0;
  unsigned n = (unsigned)ofe_sizeof(t);
  for (unsigned k = 0; k < n; k++) v |= (uint64_t)p[k] << (8 * k);
  return mlirIntegerAttrGet(mt, (int64_t)ofe_const_wrap(t, v));
}

/* Sets the global's type and value from the image (no relocations). */
static void typed_value(OfeEmit *e, MlirOperation g, const OfeDecl *d, const Image *img) {
  const OfeType *t = d->type;
  MlirType gt;
  MlirAttribute value;
  int64_t count, shape[8];
  int rank;
  const OfeType *elem;
  if (ofe_type_is_arith(t) && t->kind != TY_BOOL) {
    gt = ofe_emit_type(e, t);
    if (t->kind == TY_LDOUBLE || t->kind == TY_FLOAT128) {
      gt = mlirLLVMArrayTypeGet(MB->i8, img->size);
      value = mlirStringAttrGet(e->mctx, mlirStringRefCreate((const char *)img->bytes, img->size));
    } else {
      value = element_attr(e, t, gt, img->bytes);
    }
  } else if ((elem = array_scalar_elem(t, &count, shape, &rank)) && count > 0 && elem->size > 1) {
    MlirType et = ofe_emit_type(e, elem);
    MlirAttribute elems[count];
    for (int64_t i = 0; i < count; i++) elems[i] = element_attr(e, elem, et, img->bytes + i * elem->size);
    MlirType tensor = mlirRankedTensorTypeGet(rank, shape, et, mlirAttributeGetNull());
    value = mlirDenseElementsAttrGet(tensor, count, elems);
    gt = et;
    for (int i = rank - 1; i >= 0; i--) gt = mlirLLVMArrayTypeGet(gt, (unsigned)shape[i]);
  } else {
    /* char arrays read as strings; any other object as its bytes */
    gt = mlirLLVMArrayTypeGet(MB->i8, img->size);
    value = mlirStringAttrGet(e->mctx, mlirStringRefCreate((const char *)img->bytes, img->size));
  }
  mlirOperationSetInherentAttributeByName(g, ofe_str("global_type"), mlirTypeAttrGet(gt));
  mlirOperationSetInherentAttributeByName(g, ofe_str("value"), value);
}

static int by_offset(const void *a, const void *b) {
  const Reloc *x = a, *y = b;
  return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* Builds the initializer region: a packed struct of byte runs and relocated pointers. */
static void reloc_region(OfeEmit *e, MlirOperation g, Image *img) {
  qsort(img->relocs.items, img->relocs.len, sizeof *img->relocs.items, by_offset); /* designators go in any order */
  OFE_VEC(MlirType) fields = {0};
  uint64_t at = 0;
  for (size_t i = 0; i < img->relocs.len; i++) {
    uint64_t off = img->relocs.items[i].offset;
    if (off > at) ofe_vec_push(&e->ctx->arena, &fields, mlirLLVMArrayTypeGet(MB->i8, (unsigned)(off - at)));
    ofe_vec_push(&e->ctx->arena, &fields, MB->ptr);
    at = off + 8;
  }
  if (img->size > at) ofe_vec_push(&e->ctx->arena, &fields, mlirLLVMArrayTypeGet(MB->i8, (unsigned)(img->size - at)));
  bool single_ptr = img->size == 8 && img->relocs.len == 1;
  MlirType st = single_ptr ? MB->ptr : mlirLLVMStructTypeLiteralGet(e->mctx, (intptr_t)fields.len, fields.items, true);
  mlirOperationSetInherentAttributeByName(g, ofe_str("global_type"), mlirTypeAttrGet(st));
  MlirBlock saved = MB->block;
  MlirBlock blk = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(mlirOperationGetRegion(g, 0), blk);
  ofe_mb_set_block(MB, blk);
  MlirValue agg = single_ptr ? (MlirValue){NULL} : ofe_mb_undef(MB, st);
  at = 0;
  int64_t field = 0;
  for (size_t i = 0; i <= img->relocs.len; i++) {
    uint64_t off = i < img->relocs.len ? img->relocs.items[i].offset : img->size;
    if (off > at) {
      MlirType rt = mlirLLVMArrayTypeGet(MB->i8, (unsigned)(off - at));
      MlirAttribute bytes = mlirStringAttrGet(e->mctx, mlirStringRefCreate((const char *)img->bytes + at, off - at));
      MlirNamedAttribute va = ofe_mb_named(MB, "value", bytes);
      MlirValue run = ofe_mb_result(ofe_mb_op(MB, "llvm.mlir.constant", (OfeOpSpec){.nres = 1, .res = &rt, .nattrs = 1, .attrs = &va}));
      agg = ofe_mb_insertvalue(MB, agg, run, field++);
    }
    if (i == img->relocs.len) break;
    const Reloc *r = &img->relocs.items[i];
    MlirValue p = ofe_mb_gep_bytes(MB, ofe_mb_addressof(MB, r->symbol), r->addend);
    if (single_ptr) agg = p;
    else agg = ofe_mb_insertvalue(MB, agg, p, field++);
    at = off + 8;
  }
  ofe_mb_return(MB, agg);
  ofe_mb_set_block(MB, saved);
}

MlirType ofe_emit_global_type(OfeEmit *e, const OfeType *t) {
  int64_t count, shape[8];
  int rank;
  const OfeType *elem = array_scalar_elem(t, &count, shape, &rank);
  if (!elem || count <= 0) return ofe_emit_mem_type(e, t);
  MlirType gt = ofe_emit_type(e, elem);
  for (int i = rank - 1; i >= 0; i--) gt = mlirLLVMArrayTypeGet(gt, (unsigned)shape[i]);
  return gt;
}

/* A literal number, possibly under conversions and minus signs: its value is the same folded
 * now or computed at run time (arithmetic on floats, folded, could round differently). */
static bool literal_number(const OfeExpr *x) {
  for (;;) {
    if (x->kind == E_CAST) x = x->cast.operand;
    else if (x->kind == E_UNARY && x->unary.op == OP_NEG) x = x->unary.operand;
    else return x->kind == E_INT || x->kind == E_FLOAT;
  }
}

bool ofe_emit_init_is_literal(OfeEmit *e, const OfeInit *init, bool *zero) {
  *zero = true;
  for (size_t i = 0; i < init->elems.len; i++) {
    const OfeInitElem *el = &init->elems.items[i];
    if (el->type->kind == TY_ARRAY && el->expr->kind == E_STRING) {
      for (size_t k = 0; k < el->expr->str.len * el->expr->str.char_size; k++) *zero &= el->expr->str.bytes[k] == 0;
      continue;
    }
    OfeConst c;
    if (!ofe_type_is_arith(el->type) || !literal_number(el->expr) || !ofe_const_eval(e->ctx, el->expr, &c)) return false;
    if (c.kind == CONST_INT) *zero &= c.i == 0;
    else if (c.kind == CONST_FLOAT) *zero &= c.f == 0 && !signbit(c.f);
    else return false;
  }
  return true;
}

void ofe_emit_global_init(OfeEmit *e, OfeDecl *d, MlirOperation g) {
  Image img = {0};
  if (!build_image(e, d, &img)) return;
  if (img.relocs.len) reloc_region(e, g, &img);
  else typed_value(e, g, d, &img);
}
