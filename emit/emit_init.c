/* emit_init: static initializers. The flat initializer (offset, scalar) list is evaluated to
 * a byte image plus relocations (addresses of globals, functions and literals). Common shapes
 * keep their C types so the IR reads like clang's (`[4 x i32] [i32 1, ...]`, a string for a
 * char array); anything else becomes a byte array, or a packed struct of byte runs and
 * pointers built in the global's initializer region. */
#include <stdlib.h>
#include <math.h>
#include <string.h>

#include "sema/const_eval.h"
#include "support/float_bits.h"
#include "emit/emit.h"

#define MB (&e->mb)

typedef struct Reloc {
  uint64_t offset;
  const char *symbol;
  int64_t addend;
  const char *minus; /* a label difference: symbol + addend - minus, an i64, or truncated to */
  unsigned size;     /* this many bytes (8: not) */
} Reloc;

/* Zero bytes in a row that become a zeroinitializer field of their own: a big array with a
 * few initializers costs memory and time for those, not for its length (clang-19 emits
 * <{ i32 1, [N x i32] zeroinitializer }> for such arrays too). */
enum { ZERO_RUN = 64 };

/* Initialized bytes [lo, hi) of the object; bytes outside every run are zero. */
typedef struct Run {
  uint64_t lo, hi;
  unsigned char *bytes; /* hi - lo, and slack for a bit-field unit read past a clipped end */
  bool has_reloc;
} Run;

typedef struct Image {
  uint64_t size;
  uint64_t unit; /* runs start and end at multiples of it: the scalar element of an array, or 1 */
  OFE_VEC(Run) runs; /* ascending and disjoint */
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

static void write_int(unsigned char *p, const OfeType *t, OfeWide v) {
  if (ofe_sizeof(t) == 16) {
    put_le(p, (uint64_t)v, 8);
    put_le(p + 8, (uint64_t)(v >> 64), 8);
  } else {
    put_le(p, (uint64_t)v, (unsigned)ofe_sizeof(t));
  }
}

static void write_float(unsigned char *p, const OfeType *t, long double v) {
  if (t->kind == TY_FLOAT16) {
    _Float16 h = (_Float16)v;
    memcpy(p, &h, 2);
  } else if (t->kind == TY_FLOAT) { /* a NaN's payload kept */
    uint32_t bits = ofe_float_bits32(v);
    memcpy(p, &bits, 4);
  } else if (t->kind == TY_DOUBLE) {
    uint64_t bits = ofe_float_bits64(v);
    memcpy(p, &bits, 8);
  } else if (t->kind == TY_LDOUBLE) {
    memcpy(p, &v, 10);
  } else {
    __float128 q = (__float128)v;
    memcpy(p, &q, 16);
  }
}

/* A complex constant's two parts, each as its element type's bytes: integer parts exactly,
 * floating ones rounded to the element; false when it is no constant ompfe folds. */
static bool write_complex(OfeEmit *e, unsigned char *p, const OfeType *ct, const OfeExpr *x) {
  const OfeType *el = ct->base;
  if (ofe_type_is_integer(el)) {
    OfeWide re, im;
    if (!ofe_const_eval_complex_int(e->ctx, x, &re, &im)) return false;
    write_int(p, el, re);
    write_int(p + ofe_sizeof(el), el, im);
    return true;
  }
  long double re, im;
  if (!ofe_const_eval_complex(e->ctx, x, &re, &im)) return false;
  write_float(p, el, re);
  write_float(p + ofe_sizeof(el), el, im);
  return true;
}

/* An array (possibly nested) of one arithmetic element type: its element type and shape. */
static const OfeType *array_scalar_elem(const OfeType *t, int64_t shape[8], int *rank) {
  *rank = 0;
  bool empty = false;
  while (t->kind == TY_ARRAY && *rank < 8) {
    shape[(*rank)++] = t->array_len;
    empty |= t->array_len <= 0;
    t = t->base;
  }
  return *rank && !empty && ofe_type_is_arith(t) && t->kind != TY_LDOUBLE && t->kind != TY_FLOAT128 && t->kind != TY_BOOL ? t : NULL;
}

/* The bytes an element writes: a string only its characters, a bit-field its whole unit. */
static uint64_t elem_width(const OfeInitElem *el) {
  if (el->type->kind == TY_ARRAY && el->expr->kind == E_STRING) {
    uint64_t n = el->expr->str.len * el->expr->str.char_size, cap = ofe_sizeof(el->type);
    return n < cap || el->type->array_len < 0 ? n : cap; /* a flexible array member takes it all */
  }
  return el->bitfield ? el->bitfield->unit_size : ofe_sizeof(el->type);
}

typedef struct Span {
  uint64_t lo, hi;
} Span;

static int by_lo(const void *a, const void *b) {
  const Span *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

/* The runs: the elements' spans, merged where fewer than ZERO_RUN zero bytes part them. */
static void plan_runs(OfeEmit *e, const OfeInit *init, Image *img) {
  size_t n = init->elems.len, k = 0;
  Span *spans = ofe_arena_alloc(&e->ctx->arena, (n ? n : 1) * sizeof *spans);
  bool sorted = true;
  for (size_t i = 0; i < n; i++) {
    const OfeInitElem *el = &init->elems.items[i];
    uint64_t w = elem_width(el), lo = el->offset;
    if (!w || lo >= img->size) continue;
    uint64_t hi = w > img->size - lo ? img->size : lo + w;
    lo -= lo % img->unit;
    hi += (img->unit - hi % img->unit) % img->unit;
    sorted &= !k || spans[k - 1].lo <= lo;
    spans[k++] = (Span){lo, hi};
  }
  if (!sorted) qsort(spans, k, sizeof *spans, by_lo); /* designators go in any order */
  for (size_t i = 0; i < k; i++) {
    Run *last = img->runs.len ? &img->runs.items[img->runs.len - 1] : NULL;
    if (last && spans[i].lo < last->hi + ZERO_RUN) {
      if (spans[i].hi > last->hi) last->hi = spans[i].hi;
      continue;
    }
    Run r = {.lo = spans[i].lo < ZERO_RUN && !last ? 0 : spans[i].lo, .hi = spans[i].hi};
    ofe_vec_push(&e->ctx->arena, &img->runs, r);
  }
  if (img->runs.len && img->size - img->runs.items[img->runs.len - 1].hi < ZERO_RUN)
    img->runs.items[img->runs.len - 1].hi = img->size;
  for (size_t i = 0; i < img->runs.len; i++) {
    Run *r = &img->runs.items[i];
    r->bytes = ofe_arena_alloc(&e->ctx->arena, r->hi - r->lo + 16);
  }
}

/* The run holding offset: the next one for elements in order, else a binary search. */
static Run *find_run(Image *img, uint64_t offset, size_t *cursor) {
  Run *runs = img->runs.items;
  size_t c = *cursor;
  if (!(runs[c].lo <= offset && offset < runs[c].hi)) {
    if (c + 1 < img->runs.len && runs[c + 1].lo <= offset && offset < runs[c + 1].hi) c++;
    else {
      size_t lo = 0, hi = img->runs.len; /* the last run with lo <= offset */
      while (hi - lo > 1) {
        size_t mid = lo + (hi - lo) / 2;
        if (runs[mid].lo <= offset) lo = mid;
        else hi = mid;
      }
      c = lo;
    }
  }
  *cursor = c;
  return &runs[c];
}

static bool build_image(OfeEmit *e, const OfeDecl *d, Image *img) {
  int64_t shape[8];
  int rank;
  const OfeType *elem = array_scalar_elem(d->type, shape, &rank);
  img->size = ofe_sizeof(d->type);
  img->unit = elem && elem->size > 1 ? elem->size : 1;
  if (!d->init) return true;
  /* a flexible array member's initializers (GNU C) make the object longer, as in gcc and clang */
  if (ofe_type_is_record(d->type) && d->type->record->has_flexible_array)
    for (size_t i = 0; i < d->init->elems.len; i++) {
      const OfeInitElem *el = &d->init->elems.items[i];
      if (el->offset + elem_width(el) > img->size) img->size = el->offset + elem_width(el);
    }
  plan_runs(e, d->init, img);
  size_t cursor = 0;
  for (size_t i = 0; i < d->init->elems.len; i++) {
    const OfeInitElem *el = &d->init->elems.items[i];
    if (!elem_width(el) || el->offset >= img->size) continue;
    Run *run = find_run(img, el->offset, &cursor);
    unsigned char *p = run->bytes + (el->offset - run->lo);
    const OfeType *t = el->type;
    if (t->kind == TY_ARRAY && el->expr->kind == E_STRING) {
      memcpy(p, el->expr->str.bytes, elem_width(el));
      continue;
    }
    if (t->kind == TY_COMPLEX) {
      if (!write_complex(e, p, t, el->expr)) {
        ofe_error(&e->ctx->diag, el->expr->loc, "initializer element is not a compile-time constant");
        return false;
      }
      continue;
    }
    OfeConst c;
    if (!ofe_const_eval_initializer(e->ctx, el->expr, &c)) {
      ofe_error(&e->ctx->diag, el->expr->loc, "initializer element is not a compile-time constant");
      return false;
    }
    if (c.kind == CONST_ADDR) {
      const char *minus = NULL;
      if (c.minus) {
        OfeConst m = {.kind = CONST_ADDR, .decl = c.minus};
        minus = reloc_symbol(e, &m);
      }
      Reloc r = {el->offset, reloc_symbol(e, &c), c.offset, minus, c.size ? c.size : 8};
      ofe_vec_push(&e->ctx->arena, &img->relocs, r);
      run->has_reloc = true;
      continue;
    }
    if (el->bitfield) {
      const OfeMember *m = el->bitfield;
      unsigned __int128 unit = 0, mask = ofe_emit_low_bits(m->bit_width);
      for (unsigned k = 0; k < m->unit_size; k++) unit |= (unsigned __int128)p[k] << (8 * k);
      unit = (unit & ~(mask << m->bit_offset)) | (((unsigned __int128)c.i & mask) << m->bit_offset);
      for (unsigned k = 0; k < m->unit_size; k++) p[k] = (uint8_t)(unit >> (8 * k));
      continue;
    }
    if (ofe_type_is_float(t)) {
      write_float(p, t, c.kind == CONST_FLOAT ? c.f : (long double)(__int128)c.i);
    } else {
      write_int(p, t, c.i);
    }
  }
  /* runs of zeros alone (`= {0}`, explicit zeros) go, unless one run is the whole object */
  if (img->runs.len == 1 && img->runs.items[0].lo == 0 && img->runs.items[0].hi == img->size) return true;
  size_t kept = 0;
  for (size_t i = 0; i < img->runs.len; i++) {
    const Run *r = &img->runs.items[i];
    bool zero = !r->has_reloc;
    for (uint64_t b = 0; zero && b < r->hi - r->lo; b++) zero = r->bytes[b] == 0;
    if (!zero) img->runs.items[kept++] = *r;
  }
  img->runs.len = kept;
  return true;
}

static MlirType global_type(OfeEmit *e, MlirType et, const int64_t shape[8], int rank) {
  MlirType gt = et;
  for (int i = rank - 1; i >= 0; i--) gt = ofe_mb_array(MB, gt, (uint64_t)shape[i]);
  return gt;
}

static MlirAttribute element_attr(OfeEmit *e, const OfeType *t, MlirType mt, const unsigned char *p) {
  if (t->kind == TY_FLOAT16) {
    _Float16 h;
    memcpy(&h, p, 2);
    return mlirFloatAttrDoubleGet(e->mctx, mt, (double)h);
  }
  if (t->kind == TY_FLOAT) {
    float f;
    memcpy(&f, p, 4);
    return isnan(f) ? ofe_mb_float_bits_attr(MB, p, 4, "f32") : mlirFloatAttrDoubleGet(e->mctx, mt, f); /* a NaN's bits kept */
  }
  if (t->kind == TY_DOUBLE) {
    double d;
    memcpy(&d, p, 8);
    return isnan(d) ? ofe_mb_float_bits_attr(MB, p, 8, "f64") : mlirFloatAttrDoubleGet(e->mctx, mt, d);
  }
  OfeWide v = 0;
  unsigned n = (unsigned)ofe_sizeof(t);
  for (unsigned k = 0; k < n; k++) v |= (OfeWide)p[k] << (8 * k);
  return ofe_mb_int_attr(MB, mt, ofe_const_wrap(t, v));
}

/* Elements of type et laid out in bytes, little-endian as the target: a dense attribute made
 * from the bytes themselves, not from one attribute per element. */
static MlirAttribute dense_bytes(MlirType et, int rank, const int64_t *shape, const unsigned char *bytes, uint64_t n) {
  MlirType tensor = mlirRankedTensorTypeGet(rank, shape, et, mlirAttributeGetNull());
  return mlirDenseElementsAttrRawBufferGet(tensor, n, bytes);
}

/* The element type for a dense constant of elem's values: MLIR 19 translates a splat whose
 * value compares equal to zero as zeroinitializer, which drops -0.0's sign, so an array of
 * nothing but -0.0 goes as integers of the same width and bytes. */
static MlirType dense_unit_type(OfeEmit *e, const OfeType *elem, MlirType et, const unsigned char *bytes, uint64_t n) {
  if (!ofe_type_is_float(elem)) return et;
  uint64_t w = elem->size;
  for (uint64_t at = 0; at < n; at++)
    if (bytes[at] != (at % w == w - 1 ? 0x80 : 0)) return et;
  return mlirIntegerTypeGet(e->mctx, (unsigned)w * 8);
}

static MlirAttribute bytes_attr(OfeEmit *e, const unsigned char *bytes, uint64_t n) {
  return mlirStringAttrGet(e->mctx, mlirStringRefCreate((const char *)bytes, n));
}

/* Sets the global's type and value from an image of one run, the whole object, without
 * relocations. */
static void typed_value(OfeEmit *e, MlirOperation g, const OfeDecl *d, const Image *img) {
  const OfeType *t = d->type;
  const unsigned char *bytes = img->runs.items[0].bytes;
  MlirType gt;
  MlirAttribute value;
  int64_t shape[8];
  int rank;
  const OfeType *elem;
  if (ofe_type_is_arith(t) && t->kind != TY_BOOL) {
    gt = ofe_emit_type(e, t);
    if (t->kind == TY_LDOUBLE || t->kind == TY_FLOAT128) {
      gt = ofe_mb_array(MB, MB->i8, img->size);
      value = bytes_attr(e, bytes, img->size);
    } else {
      value = element_attr(e, t, gt, bytes);
    }
  } else if ((elem = array_scalar_elem(t, shape, &rank)) && elem->size > 1) {
    MlirType et = dense_unit_type(e, elem, ofe_emit_type(e, elem), bytes, img->size);
    value = dense_bytes(et, rank, shape, bytes, img->size);
    gt = global_type(e, et, shape, rank);
  } else {
    /* char arrays read as strings; any other object as its bytes */
    gt = ofe_mb_array(MB, MB->i8, img->size);
    value = bytes_attr(e, bytes, img->size);
  }
  mlirOperationSetInherentAttributeByName(g, ofe_str("global_type"), mlirTypeAttrGet(gt));
  mlirOperationSetInherentAttributeByName(g, ofe_str("value"), value);
}

static int by_offset(const void *a, const void *b) {
  const Reloc *x = a, *y = b;
  return x->offset < y->offset ? -1 : x->offset > y->offset;
}

/* One field of the packed struct: bytes [lo, hi), from run bytes or zero. */
typedef struct Field {
  uint64_t lo, hi;
  const unsigned char *bytes; /* NULL: zeros; with reloc: a pointer (or a label difference) */
  const Reloc *reloc;
} Field;

/* A field of bytes: an array of the elements' type (or bytes); zeros: of the elements' type */
static MlirType field_unit_type(OfeEmit *e, const Field *f, const OfeType *elem, MlirType unit_type) {
  return f->bytes ? dense_unit_type(e, elem, unit_type, f->bytes, f->hi - f->lo) : unit_type;
}

static MlirType field_type(OfeEmit *e, const Field *f, const OfeType *elem, MlirType unit_type, uint64_t unit) {
  if (f->reloc) return f->reloc->minus ? mlirIntegerTypeGet(e->mctx, f->reloc->size * 8) : MB->ptr;
  return unit > 1 ? ofe_mb_array(MB, field_unit_type(e, f, elem, unit_type), (f->hi - f->lo) / unit)
                  : ofe_mb_array(MB, MB->i8, f->hi - f->lo);
}

/* Builds the initializer region: a packed struct of byte (or element) runs, zeros and
 * relocated pointers. */
static void region_value(OfeEmit *e, MlirOperation g, const OfeDecl *d, Image *img) {
  if (img->relocs.len > 1) /* designators go in any order */
    qsort(img->relocs.items, img->relocs.len, sizeof *img->relocs.items, by_offset);
  int64_t shape[8];
  int rank;
  const OfeType *elem = array_scalar_elem(d->type, shape, &rank);
  MlirType unit_type = img->unit > 1 ? ofe_emit_type(e, elem) : MB->i8;
  OFE_VEC(Field) fields = {0};
  uint64_t at = 0;
  size_t j = 0;
  for (size_t i = 0; i < img->runs.len; i++) {
    const Run *r = &img->runs.items[i];
    if (r->lo > at) ofe_vec_push(&e->ctx->arena, &fields, ((Field){at, r->lo, NULL, NULL}));
    at = r->lo;
    for (; j < img->relocs.len && img->relocs.items[j].offset < r->hi; j++) {
      const Reloc *rel = &img->relocs.items[j];
      if (rel->offset > at) ofe_vec_push(&e->ctx->arena, &fields, ((Field){at, rel->offset, r->bytes + (at - r->lo), NULL}));
      ofe_vec_push(&e->ctx->arena, &fields, ((Field){rel->offset, rel->offset + rel->size, NULL, rel}));
      at = rel->offset + rel->size;
    }
    if (r->hi > at) ofe_vec_push(&e->ctx->arena, &fields, ((Field){at, r->hi, r->bytes + (at - r->lo), NULL}));
    if (r->hi > at) at = r->hi;
  }
  if (img->size > at) ofe_vec_push(&e->ctx->arena, &fields, ((Field){at, img->size, NULL, NULL}));
  bool single_ptr = fields.len == 1 && fields.items[0].reloc && !fields.items[0].reloc->minus;
  MlirType *types = ofe_arena_alloc(&e->ctx->arena, (fields.len ? fields.len : 1) * sizeof *types);
  for (size_t i = 0; i < fields.len; i++) types[i] = field_type(e, &fields.items[i], elem, unit_type, img->unit);
  MlirType st = single_ptr ? MB->ptr : mlirLLVMStructTypeLiteralGet(e->mctx, (intptr_t)fields.len, types, true);
  mlirOperationSetInherentAttributeByName(g, ofe_str("global_type"), mlirTypeAttrGet(st));
  MlirBlock saved = MB->block;
  MlirBlock blk = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(mlirOperationGetRegion(g, 0), blk);
  ofe_mb_set_block(MB, blk);
  MlirValue agg = single_ptr ? (MlirValue){NULL} : ofe_mb_undef(MB, st);
  for (size_t i = 0; i < fields.len; i++) {
    const Field *f = &fields.items[i];
    MlirValue v;
    if (f->reloc) {
      v = ofe_mb_gep_bytes(MB, ofe_mb_addressof(MB, f->reloc->symbol), f->reloc->addend);
      if (f->reloc->minus)
        v = ofe_mb_binop(MB, "llvm.sub", ofe_mb_cast(MB, "llvm.ptrtoint", v, MB->i64),
                         ofe_mb_cast(MB, "llvm.ptrtoint", ofe_mb_addressof(MB, f->reloc->minus), MB->i64));
      if (f->reloc->minus && f->reloc->size < 8) v = ofe_mb_cast(MB, "llvm.trunc", v, types[i]);
    } else if (!f->bytes) {
      v = ofe_mb_zero(MB, types[i]);
    } else {
      int64_t count = (int64_t)((f->hi - f->lo) / img->unit);
      MlirAttribute value = img->unit > 1 ? dense_bytes(field_unit_type(e, f, elem, unit_type), 1, &count, f->bytes, f->hi - f->lo)
                                          : bytes_attr(e, f->bytes, f->hi - f->lo);
      MlirNamedAttribute va = ofe_mb_named(MB, "value", value);
      v = ofe_mb_result(ofe_mb_op(MB, "llvm.mlir.constant", (OfeOpSpec){.nres = 1, .res = &types[i], .nattrs = 1, .attrs = &va}));
    }
    agg = single_ptr ? v : ofe_mb_insertvalue(MB, agg, v, (int64_t)i);
  }
  ofe_mb_return(MB, agg);
  ofe_mb_set_block(MB, saved);
}

MlirType ofe_emit_global_type(OfeEmit *e, const OfeType *t) {
  int64_t shape[8];
  int rank;
  const OfeType *elem = array_scalar_elem(t, shape, &rank);
  if (!elem) return ofe_emit_mem_type(e, t);
  return global_type(e, ofe_emit_type(e, elem), shape, rank);
}

/* A zero value of the global's type, as a definition without initializer has. */
void ofe_emit_global_zero(OfeEmit *e, const OfeType *t, MlirOperation g) {
  MlirType gt = ofe_emit_global_type(e, t);
  mlirOperationSetInherentAttributeByName(g, ofe_str("global_type"), mlirTypeAttrGet(gt));
  MlirBlock saved = MB->block;
  MlirBlock blk = mlirBlockCreate(0, NULL, NULL);
  mlirRegionAppendOwnedBlock(mlirOperationGetRegion(g, 0), blk);
  ofe_mb_set_block(MB, blk);
  ofe_mb_return(MB, ofe_mb_zero(MB, gt));
  ofe_mb_set_block(MB, saved);
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
  if (!img.runs.len) ofe_emit_global_zero(e, d->type, g);
  else if (!img.relocs.len && img.runs.len == 1 && img.runs.items[0].lo == 0 && img.runs.items[0].hi == img.size)
    typed_value(e, g, d, &img);
  else region_value(e, g, d, &img);
}
