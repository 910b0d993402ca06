/* emit_abi: the x86_64 System V calling convention for C types, as clang lowers it:
 * small integers keep their type with signext/zeroext, structs of at most 16 bytes travel in
 * one or two registers (INTEGER parts as i64, SSE parts as double, a 16-byte vector or
 * __float128 whole), larger ones (and those whose long double no integer overlays, those with
 * unaligned fields, or left without registers) byval on the stack or through an sret pointer.
 * The attributes go on the function's declaration; calls get the same ones from
 * ofe_abi_fixup (LLVM reads a call's own, and optimizes by them). */
#include <string.h>

#include "emit/abi_fixup.h"
#include "emit/emit.h"

/* CLS_SSEUP: the upper half of a 16-byte vector or __float128, which travels with its lower
 * half in one SSE register. CLS_X87 and CLS_X87UP: the two halves of a long double. */
typedef enum { CLS_NONE, CLS_INT, CLS_SSE, CLS_SSEUP, CLS_X87, CLS_X87UP, CLS_MEM } Cls;

/* SysV psABI §3.2.3's merge of two classes of one eightbyte: INTEGER wins over the x87
 * classes (a union of a long double and a long[2] is INTEGER, INTEGER), which otherwise make
 * it MEMORY (with a double, float or int beside them) */
static Cls merge(Cls a, Cls b) {
  if (a == b) return a;
  if (a == CLS_NONE) return b;
  if (b == CLS_NONE) return a;
  if (a == CLS_MEM || b == CLS_MEM) return CLS_MEM;
  if (a == CLS_INT || b == CLS_INT) return CLS_INT;
  if (a == CLS_X87 || a == CLS_X87UP || b == CLS_X87 || b == CLS_X87UP) return CLS_MEM;
  return CLS_SSE;
}

/* A GNU vector's class, as clang-19 gives it (gcc agrees): up to 4 bytes INTEGER, 8 bytes
 * SSE (but <1 x double> MEMORY, gcc's choice clang keeps), 16 bytes SSE and SSEUP. Larger
 * ones never get here (sema refuses them by value: their ABI depends on AVX). */
static void classify_vector(const OfeType *t, uint64_t off, Cls cls[2]) {
  uint64_t size = ofe_sizeof(t), e = off / 8;
  if (size <= 4) {
    if (e < 2) cls[e] = merge(cls[e], CLS_INT);
  } else if (size == 8) {
    if (e < 2) cls[e] = merge(cls[e], t->base->kind == TY_DOUBLE ? CLS_MEM : CLS_SSE);
  } else if (size == 16 && e == 0) {
    cls[0] = merge(cls[0], CLS_SSE);
    cls[1] = merge(cls[1], CLS_SSEUP);
  } else {
    cls[0] = cls[1] = CLS_MEM;
  }
}

/* The eightbytes one object of `size` bytes at byte offset off reaches (gcc's `words` of an
 * aggregate, its count of classes for a scalar). */
static uint64_t words_reached(uint64_t size, uint64_t off) { return (size + off % 8 + 7) / 8; }

static void classify(const OfeType *t, uint64_t off, Cls cls[2]);

/* An INTEGER leaf of `size` bytes: misaligned (a packed structure's), the object goes in
 * memory, as gcc checks every scalar against its mode's alignment (aggregates themselves are
 * never checked: only the scalars inside them) */
static void classify_int(uint64_t size, uint64_t off, Cls cls[2]) {
  if (off % size) {
    cls[0] = cls[1] = CLS_MEM;
    return;
  }
  for (uint64_t e = off / 8; e <= (off + size - 1) / 8 && e < 2; e++) cls[e] = merge(cls[e], CLS_INT);
}

/* The integer mode gcc gives a bit-field of `width` bits (its C type narrowed to the width):
 * QI, HI, SI, DI or TI; a zero-width one is QI */
static uint64_t bitfield_mode_bytes(unsigned width) {
  uint64_t bytes = 1;
  while (bytes * 8 < width) bytes *= 2;
  return bytes;
}

/* An array as gcc classifies it: its first element, whose classes then repeat over every
 * eightbyte the array reaches (elements further on are not checked for alignment) */
static void classify_array(const OfeType *t, uint64_t off, Cls cls[2]) {
  uint64_t n = t->array_len > 0 ? (uint64_t)t->array_len : 0, es = ofe_sizeof(t->base);
  /* a flexible array member is skipped; a zero-length array (GNU) reaches no eightbyte on an
   * eightbyte's boundary, but elsewhere gcc classifies its first element there all the same
   * (`int z[0]` at offset 1 makes the structure MEMORY, at offset 4 INTEGER) */
  if (t->array_len < 0 || es == 0 || (n == 0 && off % 8 == 0)) return;
  Cls first[2] = {CLS_NONE, CLS_NONE};
  classify(t->base, off, first);
  if (first[0] == CLS_MEM || first[1] == CLS_MEM) {
    cls[0] = cls[1] = CLS_MEM;
    return;
  }
  uint64_t w0 = off / 8, per = words_reached(es, off), all = words_reached(n * es, off);
  for (uint64_t i = 0; i < all && w0 + i < 2; i++) {
    uint64_t from = w0 + i % per;
    if (from < 2) cls[w0 + i] = merge(cls[w0 + i], first[from]);
  }
}

/* A bit-field gcc lays out as an ordinary field: 16, 32 or 64 bits wide at a position of its
 * record aligned to its width, not packed. Such a field (`unsigned short m : 16` as a
 * structure's first member) is classified as an integer of its width, whose misalignment
 * makes the object MEMORY when a packed structure holds its record at an odd offset (gcc-12
 * and clang-19 both return `struct { char c; struct { unsigned short m : 16; } s; }
 * __attribute__((packed))` in memory). */
static bool bitfield_is_plain_field(const OfeRecord *r, const OfeMember *m) {
  unsigned w = m->bit_width;
  if (w != 16 && w != 32 && w != 64) return false;
  if (m->packed || r->packed) return false;
  return (m->offset * 8 + m->bit_offset) % w == 0;
}

/* Classifies the eightbytes of an object of type t placed at byte offset off, as gcc 12's
 * classify_argument does. */
static void classify(const OfeType *t, uint64_t off, Cls cls[2]) {
  if (ofe_type_is_record(t)) {
    const OfeRecord *r = t->record;
    for (size_t i = 0; i < r->members.len; i++) {
      const OfeMember *m = &r->members.items[i];
      uint64_t mo = off + m->offset;
      if (m->is_bitfield && t->kind == TY_UNION) {
        /* a union's bit-field classifies as its narrowed type at the union's offset, a
         * zero-width one too (`union { float f; int : 0; }` is INTEGER in gcc; clang-19
         * skips the `int : 0`) */
        classify_int(bitfield_mode_bytes(m->bit_width), off, cls);
        continue;
      }
      if (m->is_bitfield) {
        if (m->bit_width == 0) continue; /* gcc 12.1 and clang-19 skip it in a structure */
        if (bitfield_is_plain_field(r, m)) {
          /* then its alignment is checked like a scalar's, at this object's offset */
          classify_int(m->bit_width / 8, mo + m->bit_offset / 8, cls);
          continue;
        }
        uint64_t first = (mo * 8 + m->bit_offset) / 64, last = (mo * 8 + m->bit_offset + m->bit_width - 1) / 64;
        for (uint64_t e = first; e <= last && e < 2; e++) cls[e] = merge(cls[e], CLS_INT);
        continue;
      }
      classify(m->type, mo, cls);
    }
    return;
  }
  if (t->kind == TY_ARRAY) {
    classify_array(t, off, cls);
    return;
  }
  /* a scalar (a complex number as its element) off its alignment is MEMORY (a packed
   * structure's, an under-aligned typedef's: gcc and clang read the type's own alignment) */
  uint64_t size = ofe_sizeof(t);
  uint64_t align = t->kind == TY_COMPLEX ? ofe_sizeof(t->base) : size;
  if (align && off % align) {
    cls[0] = cls[1] = CLS_MEM;
    return;
  }
  if (t->kind == TY_VECTOR) {
    classify_vector(t, off, cls);
    return;
  }
  if (t->kind == TY_COMPLEX) { /* as a structure of two elements */
    classify(t->base, off, cls);
    classify(t->base, off + ofe_sizeof(t->base), cls);
    return;
  }
  if (t->kind == TY_LDOUBLE || t->kind == TY_FLOAT128) {
    /* long double: X87, X87UP (its 6 bytes of padding included); __float128: SSE, SSEUP */
    if (off / 8 < 2) {
      cls[off / 8] = merge(cls[off / 8], t->kind == TY_LDOUBLE ? CLS_X87 : CLS_SSE);
      cls[off / 8 + 1] = merge(cls[off / 8 + 1], t->kind == TY_LDOUBLE ? CLS_X87UP : CLS_SSEUP);
    }
    return;
  }
  Cls c = t->kind == TY_FLOAT16 || t->kind == TY_FLOAT || t->kind == TY_DOUBLE ? CLS_SSE : CLS_INT;
  for (uint64_t e = off / 8; e <= (off + (size ? size : 1) - 1) / 8 && e < 2; e++) cls[e] = merge(cls[e], c);
}

/* A record of one __float128 and nothing else (through nested records and arrays of one; a
 * union's members all such): clang-19 passes and returns it as fp128, as the scalar itself.
 * (Any other SSE, SSEUP aggregate travels as <2 x double>, in the same register.) */
static bool lone_float128(const OfeType *t) {
  if (t->kind == TY_FLOAT128) return true;
  if (t->kind == TY_ARRAY) return t->array_len == 1 && lone_float128(t->base);
  if (!ofe_type_is_record(t) || ofe_sizeof(t) != 16) return false;
  const OfeRecord *r = t->record;
  size_t found = 0;
  for (size_t i = 0; i < r->members.len; i++) {
    const OfeMember *m = &r->members.items[i];
    if (m->is_bitfield ? m->bit_width == 0 : ofe_sizeof(m->type) == 0) continue;
    if (m->is_bitfield || m->offset || !lone_float128(m->type)) return false;
    found++;
  }
  return found == 1 || (found && t->kind == TY_UNION);
}

/* gcc's "empty" type (is_empty_type): a record whose members are all unnamed bit-fields or of
 * empty types, an array of no elements (zero-length, flexible) or of empty ones. Such a type
 * still classifies as above (an unnamed bit-field as INTEGER) and takes its registers, but
 * when it goes on the stack gcc-12 gives it no bytes there (arg_size_in_bytes is 0), so later
 * stack arguments do not shift. clang-19 passes it nowhere, registers included (isEmptyRecord);
 * ompfe follows gcc, its rule where the two differ in plain C. */
bool ofe_abi_gcc_empty_type(const OfeType *t) {
  if (t->kind == TY_ARRAY) return t->array_len <= 0 || ofe_abi_gcc_empty_type(t->base);
  if (!ofe_type_is_record(t)) return false;
  const OfeRecord *r = t->record;
  for (size_t i = 0; i < r->members.len; i++) {
    const OfeMember *m = &r->members.items[i];
    if (m->is_bitfield ? m->name != NULL : !ofe_abi_gcc_empty_type(m->type)) return false;
  }
  return true;
}

static OfeAbiArg classify_value(OfeEmit *e, const OfeType *t, OfeAbiRegs *regs, bool is_return) {
  OfeMB *b = &e->mb;
  OfeAbiArg a = {0};
  if (t->kind == TY_VOID) {
    a.kind = ABI_IGNORE;
    return a;
  }
  /* a long double complex returns in st0 and st1 (COMPLEX_X87), as LLVM returns { x86_fp80,
   * x86_fp80 }; other complex types classify as structures of their two parts */
  if (t->kind == TY_COMPLEX && is_return && t->base->kind == TY_LDOUBLE) {
    a.kind = ABI_DIRECT;
    return a;
  }
  if (t->kind == TY_VECTOR && ofe_sizeof(t) > 16) {
    /* only gcc's always_inline intrinsics take these (sema refuses them elsewhere, as their
       ABI depends on -mavx): as their own type, as clang-19 passes them, then inlined */
    a.kind = ABI_DIRECT;
    return a;
  }
  if (t->kind == TY_VECTOR && ofe_sizeof(t) == 16) { /* in one SSE register, as its own type */
    a.kind = ABI_DIRECT;
    if (regs) regs->sse -= regs->sse > 0;
    return a;
  }
  if (t->kind == TY_VECTOR && ofe_sizeof(t) == 8 && t->base->kind == TY_DOUBLE && is_return) {
    a.kind = ABI_DIRECT; /* <1 x double>: passed in memory but returned in xmm0 (clang-19, gcc) */
    return a;
  }
  if (!ofe_type_is_record(t) && t->kind != TY_COMPLEX && t->kind != TY_VECTOR) {
    switch (t->kind) {
    case TY_BOOL: case TY_CHAR: case TY_SCHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT:
      a.kind = ABI_EXTEND;
      a.sign = !ofe_type_is_unsigned(t);
      break;
    case TY_ENUM: /* a packed or mode enum of 1 or 2 bytes extends as its integer type does */
      a.kind = ofe_sizeof(t) < 4 ? ABI_EXTEND : ABI_DIRECT;
      a.sign = !ofe_type_is_unsigned(t);
      break;
    default: a.kind = ABI_DIRECT; break;
    }
    /* a scalar takes its registers if they are left (else it goes on the stack, and a later,
     * smaller one may still take the last). An __int128 with one register left goes byval:
     * LLVM 19 would put an i128 on the stack but also burn that last register, which gcc
     * gives to the next INTEGER argument (as clang-19 does not) */
    if (regs) {
      if (ofe_type_is_float(t) && t->kind != TY_LDOUBLE) regs->sse -= regs->sse > 0;
      else if (t->kind == TY_INT128 || t->kind == TY_UINT128) {
        if (regs->gpr >= 2) regs->gpr -= 2;
        else a.kind = ABI_MEMORY;
      } else if (t->kind != TY_LDOUBLE) regs->gpr -= regs->gpr > 0;
    }
    return a;
  }
  uint64_t size = ofe_sizeof(t);
  if (size == 0) {
    a.kind = ABI_IGNORE;
    return a;
  }
  Cls cls[2] = {CLS_NONE, CLS_NONE};
  if (size > 16) cls[0] = CLS_MEM;
  else classify(t, 0, cls);
  /* the psABI's cleanup after the merge: X87UP not after X87 is MEMORY; SSEUP not after SSE
   * is SSE (as the parts below take it) */
  if (cls[1] == CLS_X87UP && cls[0] != CLS_X87) cls[0] = CLS_MEM;
  if (cls[0] == CLS_X87 && cls[1] == CLS_X87UP && is_return) {
    /* a record of one long double (X87, X87UP) returns in st0 as the long double itself */
    a.kind = ABI_COERCE;
    a.parts[a.nparts++] = b->f80;
    return a;
  }
  /* an argument of class X87 or X87UP goes in memory (as would a return other than the
   * above; clang-19 would return X87, INTEGER in st0 and rax, which no C type reaches short
   * of an unnamed bit-field over a long double's padding) */
  for (int i = 0; i < 2; i++)
    if (cls[i] == CLS_X87 || cls[i] == CLS_X87UP) cls[0] = CLS_MEM;
  int need_gpr = 0, need_sse = 0;
  if (cls[0] == CLS_SSE && cls[1] == CLS_SSEUP) {
    /* a structure that is one 16-byte vector or __float128: one SSE register */
    a.kind = ABI_COERCE;
    a.parts[a.nparts++] = lone_float128(t) ? b->f128 : ofe_abi_sse_register(e);
    if (regs && !is_return && regs->sse > 0) {
      regs->sse--;
      return a;
    }
    if (!regs || is_return) return a;
    a.nparts = 0;
    a.kind = ABI_MEMORY;
    return a;
  }
  if (cls[0] != CLS_MEM && cls[1] != CLS_MEM) {
    a.kind = ABI_COERCE;
    /* a second eightbyte of padding alone (NO_CLASS: `struct { int q; } aligned(16)`) passes
     * nothing, so it takes no register */
    for (int i = 0; i < (size > 8 && cls[1] != CLS_NONE ? 2 : 1); i++) {
      Cls c = cls[i] == CLS_NONE || cls[i] == CLS_SSEUP ? CLS_SSE : cls[i];
      a.parts[a.nparts++] = c == CLS_SSE ? b->f64 : b->i64;
      if (c == CLS_SSE) need_sse++;
      else need_gpr++;
    }
  }
  if (!regs || is_return) {
    /* gcc-12 returns a gcc-empty record it would return in memory nowhere: no sret pointer */
    if (a.kind != ABI_COERCE) a.kind = ofe_abi_gcc_empty_type(t) ? ABI_IGNORE : ABI_MEMORY;
    return a;
  }
  /* a struct is never split between registers and the stack */
  if (a.kind == ABI_COERCE && need_gpr <= regs->gpr && need_sse <= regs->sse) {
    regs->gpr -= need_gpr;
    regs->sse -= need_sse;
    return a;
  }
  /* in memory; clang passes one of at most 8 bytes as an integer of its size once no integer
   * register is left (the same stack slot as byval, so gcc agrees): so does ompfe, for the
   * same call-site attributes */
  a.nparts = 0;
  if (ofe_abi_gcc_empty_type(t)) {
    a.kind = ABI_IGNORE; /* no stack bytes, as gcc-12 (see ofe_abi_gcc_empty_type) */
    return a;
  }
  if (regs->gpr == 0 && size <= 8 && ofe_natural_alignof(t) <= 8) {
    a.kind = ABI_COERCE;
    a.parts[a.nparts++] = mlirIntegerTypeGet(e->mctx, (unsigned)size * 8);
    return a;
  }
  a.kind = ABI_MEMORY;
  return a;
}

OfeAbiArg ofe_abi_vararg(OfeEmit *e, const OfeType *t, OfeAbiRegs *regs) { return classify_value(e, t, regs, false); }

MlirType ofe_abi_sse_register(OfeEmit *e) { return mlirVectorTypeGet(1, (int64_t[]){2}, e->mb.f64); }

/* An argument's attributes: none, name alone, or name with align. */
static MlirAttribute dict(OfeEmit *e, const char *name, MlirAttribute v, unsigned align) {
  MlirNamedAttribute n[2];
  intptr_t k = 0;
  if (name) n[k++] = ofe_mb_named(&e->mb, name, v);
  if (align) n[k++] = ofe_mb_named(&e->mb, "llvm.align", mlirIntegerAttrGet(e->mb.i64, align));
  return mlirDictionaryAttrGet(e->mctx, k, n);
}

/* clang-19's alignments: a byval copy is aligned to 8 at least, an sret buffer as its type.
 * A typedef's aligned below the type's own leaves the copy where gcc and clang put it (they
 * read the type without it); one above it is kept, as the callee reads the copy in place. */
static unsigned byval_align(const OfeType *t) {
  unsigned a = ofe_alignof(t) > ofe_natural_alignof(t) ? ofe_alignof(t) : ofe_natural_alignof(t);
  return a < 8 ? 8 : a;
}

const OfeAbiSig *ofe_abi_sig(OfeEmit *e, const OfeType *ft) {
  OfeAbiSig *cached = ofe_ptrmap_get(&e->sigs, ft);
  if (cached) return cached;
  OfeMB *b = &e->mb;
  OfeAbiSig *s = ofe_arena_alloc(&e->ctx->arena, sizeof *s);
  s->variadic = ft->variadic || ofe_func_params_unknown(ft); /* a K&R definition's is not */
  s->has_proto = ft->has_proto;
  s->nparams = ft->params.len;
  s->params = ofe_arena_alloc(&e->ctx->arena, (s->nparams + 1) * sizeof *s->params);
  OfeAbiRegs regs = {6, 8};
  const OfeType *rt = ft->base;
  s->ret = classify_value(e, rt, NULL, true);
  if (s->ret.kind == ABI_MEMORY) regs.gpr--;
  for (size_t i = 0; i < s->nparams; i++) s->params[i] = classify_value(e, ft->params.items[i].type, &regs, false);

  size_t cap = s->nparams * 2 + 2;
  MlirType *params = ofe_arena_alloc(&e->ctx->arena, cap * sizeof *params);
  MlirAttribute pattrs[cap];
  intptr_t n = 0;
  bool any_attr = false;
  if (s->ret.kind == ABI_MEMORY) {
    pattrs[n] = dict(e, "llvm.sret", mlirTypeAttrGet(ofe_emit_mem_type(e, rt)), ofe_alignof(rt));
    any_attr = true;
    params[n++] = b->ptr;
  }
  for (size_t i = 0; i < s->nparams; i++) {
    const OfeType *pt = ft->params.items[i].type;
    OfeAbiArg *a = &s->params[i];
    switch (a->kind) {
    case ABI_IGNORE: break;
    case ABI_DIRECT:
      pattrs[n] = dict(e, NULL, (MlirAttribute){NULL}, 0);
      params[n] = ofe_emit_type(e, pt);
      n++;
      break;
    case ABI_EXTEND:
      pattrs[n] = dict(e, a->sign ? "llvm.signext" : "llvm.zeroext", mlirUnitAttrGet(e->mctx), 0);
      any_attr = true;
      params[n] = ofe_emit_type(e, pt);
      n++;
      break;
    case ABI_COERCE:
      for (int k = 0; k < a->nparts; k++) {
        pattrs[n] = dict(e, NULL, (MlirAttribute){NULL}, 0);
        params[n] = a->parts[k];
        n++;
      }
      break;
    case ABI_MEMORY:
      pattrs[n] = dict(e, "llvm.byval", mlirTypeAttrGet(ofe_emit_mem_type(e, pt)), byval_align(pt));
      any_attr = true;
      params[n] = b->ptr;
      n++;
      break;
    }
  }
  MlirType ret;
  switch (s->ret.kind) {
  case ABI_IGNORE: case ABI_MEMORY: ret = b->void_; break;
  case ABI_COERCE:
    ret = s->ret.nparts == 1 ? s->ret.parts[0] : mlirLLVMStructTypeLiteralGet(e->mctx, 2, s->ret.parts, false);
    break;
  default: ret = ofe_emit_type(e, rt); break;
  }
  s->fn_type = ofe_mb_func_type(b, ret, params, n, s->variadic);
  if (any_attr) s->arg_attrs = mlirArrayAttrGet(e->mctx, n, pattrs);
  if (s->ret.kind == ABI_EXTEND) {
    MlirAttribute r = dict(e, s->ret.sign ? "llvm.signext" : "llvm.zeroext", mlirUnitAttrGet(e->mctx), 0);
    s->res_attrs = mlirArrayAttrGet(e->mctx, 1, &r);
  }
  s->regs_left = regs;
  if (any_attr || !mlirAttributeIsNull(s->res_attrs))
    s->call_template = ofe_arena_printf(&e->ctx->arena, OFE_ABI_TEMPLATE_PREFIX "%u", e->call_template_count++);
  ofe_ptrmap_put(&e->sigs, ft, s);
  return s;
}

void ofe_abi_init(OfeEmit *e) {
  ofe_strmap_init(&e->sigs, &e->ctx->arena);
  ofe_strmap_init(&e->unprototyped, &e->ctx->arena);
}

/* A call through a type without a prototype passes its promoted arguments as variadic ones,
 * as clang-19 calls them on x86_64 (%al set), even where the callee is a K&R definition whose
 * own signature has fixed parameters: one signature `R (...)` per return type. */
const OfeAbiSig *ofe_abi_unprototyped_call_sig(OfeEmit *e, OfeType *ret) {
  OfeType *ft = ofe_ptrmap_get(&e->unprototyped, ret);
  if (!ft) {
    ft = ofe_type_func(&e->ctx->types, ret);
    ofe_ptrmap_put(&e->unprototyped, ret, ft);
  }
  return ofe_abi_sig(e, ft);
}

/* ---- call-site attributes ------------------------------------------------------------------ */

/* MLIR 19's llvm.call carries no argument or result attributes. A direct call gets them from
 * its callee's declaration in ofe_abi_fixup; the calls below leave marks for it instead. */

MlirValue ofe_abi_byval_marker(OfeEmit *e, MlirValue addr, const OfeType *t) {
  const char *name = ofe_arena_printf(&e->ctx->arena, OFE_ABI_BYVAL_MARKER "%llu.%u", (unsigned long long)ofe_sizeof(t),
                                      byval_align(t));
  return ofe_emit_call_fn(e, name, e->mb.ptr, &addr, 1, &e->mb.ptr, false);
}

MlirValue ofe_abi_callee(OfeEmit *e, const OfeAbiSig *sig, MlirValue fnptr) {
  if (!sig->call_template) return fnptr;
  OfeMB *b = &e->mb;
  ofe_emit_sig_decl(e, sig->call_template, sig);
  MlirValue args[2] = {fnptr, ofe_mb_addressof(b, sig->call_template)};
  MlirType types[2] = {b->ptr, b->ptr};
  return ofe_emit_call_fn(e, OFE_ABI_CALLEE_MARKER, b->ptr, args, 2, types, false);
}
