/* emit_expr: expressions. An rvalue is an MLIR value of the C type's scalar MLIR type, or,
 * for a struct or union, the address of memory that holds it (a temporary when needed). An
 * lvalue is an address plus what loads and stores need to know: bit-field placement,
 * alignment and volatility. Conversions follow the explicit E_CAST nodes sema made. */
#include <string.h>

#include "emit/emit.h"
#include "emit/ssa_vars.h"
#include "sema/const_eval.h"

#define MB (&e->mb)

typedef struct LValue {
  MlirValue addr;
  const OfeMember *bf; /* a bit-field: addr is its storage unit */
  const OfeType *type;
  unsigned align;
  bool vol;
  bool atomic;         /* an _Atomic object: sequentially consistent loads and stores */
  OfeDecl *value;      /* a local held as SSA values (ssa_vars.h): no address */
} LValue;

static LValue lvalue(OfeEmit *e, const OfeExpr *x);

static bool is_signed_int(const OfeType *t) { return ofe_type_is_integer(t) && !ofe_type_is_unsigned(t); }

static unsigned int_width(MlirType t) { return mlirIntegerTypeGetWidth(t); }

/* A bit-field is read and written as an integer of its unit's bytes (types.c): its type's
 * size unless packing moved it. */
static MlirType bitfield_unit_type(OfeEmit *e, const OfeMember *m) { return mlirIntegerTypeGet(e->mctx, m->unit_size * 8); }
unsigned __int128 ofe_emit_low_bits(unsigned n) { return n >= 128 ? ~(unsigned __int128)0 : ((unsigned __int128)1 << n) - 1; }
static MlirValue unit_const(OfeEmit *e, MlirType t, unsigned __int128 v) {
  return int_width(t) > 64 ? ofe_mb_const_wide(MB, t, v) : ofe_mb_const_int(MB, t, (int64_t)(uint64_t)v);
}

bool ofe_emit_travels_in_parts(const OfeType *t) { return ofe_type_is_record(t) || t->kind == TY_COMPLEX || t->kind == TY_VECTOR; }

MlirValue ofe_emit_temp_aligned(OfeEmit *e, const OfeType *t, unsigned at_least) {
  uint64_t size = ofe_sizeof(t);
  /* two-register struct returns are stored as two 8-byte parts: keep 16 bytes at least */
  bool in_parts = ofe_emit_travels_in_parts(t);
  if (in_parts && size < 16) size = 16;
  unsigned align = ofe_alignof(t) < 8 && in_parts ? 8 : ofe_alignof(t);
  return ofe_mb_alloca(MB, ofe_mb_array(MB, MB->i8, size ? size : 1), align > at_least ? align : at_least);
}

MlirValue ofe_emit_temp(OfeEmit *e, const OfeType *t) { return ofe_emit_temp_aligned(e, t, 0); }

static MlirValue const_i64(OfeEmit *e, int64_t v) { return ofe_mb_const_int(MB, MB->i64, v); }

MlirValue ofe_emit_sizeof(OfeEmit *e, const OfeType *t) {
  if (t->kind == TY_ARRAY && t->vla_len) {
    /* the length's hidden variable; in a kernel, the copy its parameter brought */
    MlirValue *in_kernel = e->kernel_vars ? ofe_ptrmap_get(e->kernel_vars, t->vla_var) : NULL;
    MlirValue n = ofe_mb_load(MB, MB->i64, in_kernel ? *in_kernel : t->vla_var->addr, 8, false);
    return ofe_mb_binop(MB, "llvm.mul", n, ofe_emit_sizeof(e, t->base));
  }
  if (t->kind == TY_ARRAY && ofe_type_is_vla(t->base))
    return ofe_mb_binop(MB, "llvm.mul", const_i64(e, t->array_len), ofe_emit_sizeof(e, t->base));
  return const_i64(e, (int64_t)(t->kind == TY_VOID || t->kind == TY_FUNC ? 1 : ofe_sizeof(t)));
}

void ofe_emit_copy(OfeEmit *e, MlirValue dst, MlirValue src, const OfeType *t) {
  ofe_mb_memcpy(MB, dst, src, ofe_emit_sizeof(e, t), (t->quals & OFE_QUAL_VOLATILE) != 0);
}

/* An _Atomic long double is read and written as the 16 bytes it occupies, an i128 (LLVM has
 * no atomic x86_fp80; without cmpxchg16b that is libatomic's __atomic_*_16, as gcc-12 calls
 * it), its 6 bytes of padding written as 0. */
static MlirValue ldouble_from_bits(OfeEmit *e, MlirValue bits) {
  MlirValue low = ofe_mb_cast(MB, "llvm.trunc", bits, mlirIntegerTypeGet(e->mctx, 80));
  return ofe_mb_cast(MB, "llvm.bitcast", low, MB->f80);
}

static MlirValue atomic_load_value(OfeEmit *e, const OfeType *t, MlirValue addr, unsigned align) {
  if (t->kind != TY_LDOUBLE) return ofe_mb_atomic_load(MB, ofe_emit_type(e, t), addr, align, OFE_ORDER_SEQ_CST);
  return ldouble_from_bits(e, ofe_mb_atomic_load(MB, MB->i128, addr, align, OFE_ORDER_SEQ_CST));
}

static void atomic_store_value(OfeEmit *e, const OfeType *t, MlirValue v, MlirValue addr, unsigned align) {
  ofe_mb_atomic_store(MB, ofe_emit_atomic_bits(e, v, t), addr, align, OFE_ORDER_SEQ_CST);
}

MlirValue ofe_emit_load_scalar(OfeEmit *e, MlirValue addr, const OfeType *t) {
  if (t->quals & OFE_QUAL_ATOMIC) return atomic_load_value(e, t, addr, ofe_alignof(t));
  return ofe_mb_load(MB, ofe_emit_type(e, t), addr, ofe_alignof(t), (t->quals & OFE_QUAL_VOLATILE) != 0);
}

void ofe_emit_store_scalar(OfeEmit *e, MlirValue v, MlirValue addr, const OfeType *t) {
  if (t->quals & OFE_QUAL_ATOMIC) atomic_store_value(e, t, v, addr, ofe_alignof(t));
  else ofe_mb_store(MB, v, addr, ofe_alignof(t), (t->quals & OFE_QUAL_VOLATILE) != 0);
}

MlirValue ofe_emit_atomic_bits(OfeEmit *e, MlirValue v, const OfeType *t) {
  if (t->kind == TY_FLOAT) return ofe_mb_cast(MB, "llvm.bitcast", v, MB->i32);
  if (t->kind == TY_DOUBLE) return ofe_mb_cast(MB, "llvm.bitcast", v, MB->i64);
  if (t->kind == TY_LDOUBLE) {
    MlirValue low = ofe_mb_cast(MB, "llvm.bitcast", v, mlirIntegerTypeGet(e->mctx, 80));
    return ofe_mb_cast(MB, "llvm.zext", low, MB->i128);
  }
  return v;
}

/* ---- conversions -------------------------------------------------------------------------- */

static MlirValue to_bool_i1(OfeEmit *e, MlirValue v, const OfeType *from) {
  if (from->unqual->kind == TY_COMPLEX) return ofe_emit_complex_is_nonzero(e, v, from->unqual);
  if (ofe_type_is_float(from)) return ofe_mb_fcmp(MB, FCMP_UNE, v, ofe_mb_const_float(MB, mlirValueGetType(v), 0));
  if (from->kind == TY_PTR) return ofe_mb_icmp(MB, ICMP_NE, v, ofe_mb_zero(MB, MB->ptr));
  return ofe_mb_icmp(MB, ICMP_NE, v, ofe_mb_const_int(MB, mlirValueGetType(v), 0));
}

/* A floating type's width in LLVM: long double's is x87's 80 bits. */
static unsigned float_width(const OfeType *t) {
  switch (t->kind) {
  case TY_FLOAT16: return 16;
  case TY_FLOAT: return 32;
  case TY_DOUBLE: return 64;
  case TY_LDOUBLE: return 80;
  default: return 128;
  }
}

/* fptosi of v to a signed integer of type it and width w as x86-64 converts (cvttsd2si,
 * x87's fistp): a value out of range or a NaN gives the "integer indefinite" INT_MIN of w
 * bits. Only at -O0 on x86-64: there, locals live as SSA values and LLVM folds fptosi of an
 * out-of-range constant to poison (a different number in each run), where gcc-12 and
 * clang-19 -O0 convert at run time. Elsewhere a plain fptosi (no extra instructions at -O1
 * and up, where the conversion is as undefined as C11 6.3.1.4p1 says, and on GPUs, whose
 * conversions saturate). To __int128 too: no instruction converts to 128 bits, both
 * compilers call the run-time library (__fixxfti and the like), whose own values out of range
 * are not x86's indefinite value. */
static MlirValue fptosi_as_x86(OfeEmit *e, MlirValue v, const OfeType *from, MlirType it, unsigned w) {
  MlirValue plain = ofe_mb_cast(MB, "llvm.fptosi", v, it);
  if (e->ctx->opts->opt_level > 0 || strncmp(e->ctx->opts->triple, "x86_64", 6) != 0 || from->kind == TY_FLOAT16 ||
      from->kind == TY_FLOAT128 || w > 64)
    return plain;
  /* in range: [-2^(w-1), 2^(w-1)), both powers of two, exact in every floating type here;
   * (-2^(w-1)-1, -2^(w-1)) truncates to INT_MIN, the indefinite value anyway */
  MlirType ft = mlirValueGetType(v);
  long double half = (long double)((uint64_t)1 << (w - 1));
  MlirValue in_range = ofe_mb_binop(MB, "llvm.and", ofe_mb_fcmp(MB, FCMP_OGE, v, ofe_mb_const_float(MB, ft, -half)),
                                    ofe_mb_fcmp(MB, FCMP_OLT, v, ofe_mb_const_float(MB, ft, half)));
  return ofe_mb_select(MB, in_range, plain, ofe_mb_const_int(MB, it, w == 64 ? INT64_MIN : -((int64_t)1 << (w - 1))));
}

/* fptoui to 64 bits as LLVM lowers it on x86-64 (clang-19's values): [0, 2^64) exactly,
 * a negative value from -2^63 on as its signed conversion, anything else (NaN too) 2^63.
 * Guarded, as fptosi_as_x86 says, only at -O0 on x86-64 and from float or double, and
 * never to unsigned __int128 (a library call, as there). */
static MlirValue fptoui64_as_x86(OfeEmit *e, MlirValue v, const OfeType *from, MlirType it) {
  MlirValue plain = ofe_mb_cast(MB, "llvm.fptoui", v, it);
  if (e->ctx->opts->opt_level > 0 || strncmp(e->ctx->opts->triple, "x86_64", 6) != 0 ||
      (from->kind != TY_FLOAT && from->kind != TY_DOUBLE) || int_width(it) > 64)
    return plain;
  MlirType ft = mlirValueGetType(v);
  MlirValue in_range = ofe_mb_binop(MB, "llvm.and", ofe_mb_fcmp(MB, FCMP_OGE, v, ofe_mb_const_float(MB, ft, 0)),
                                    ofe_mb_fcmp(MB, FCMP_OLT, v, ofe_mb_const_float(MB, ft, 18446744073709551616.0L)));
  return ofe_mb_select(MB, in_range, plain, fptosi_as_x86(e, v, from, it, 64));
}

MlirValue ofe_emit_convert(OfeEmit *e, MlirValue v, const OfeType *from, const OfeType *to) {
  from = from->unqual;
  to = to->unqual;
  if (to->kind == TY_VOID || mlirValueIsNull(v)) return (MlirValue){NULL};
  if (ofe_type_is_record(to) || ofe_type_is_record(from)) return v;
  if (to->kind == TY_COMPLEX || from->kind == TY_COMPLEX) return ofe_emit_complex_convert(e, v, from, to);
  if (to->kind == TY_VECTOR || from->kind == TY_VECTOR) return ofe_emit_vector_convert(e, v, from, to);
  MlirType mt = ofe_emit_type(e, to), ft = mlirValueGetType(v);
  if (to->kind == TY_BOOL) return ofe_mb_cast(MB, "llvm.zext", to_bool_i1(e, v, from), MB->i8);
  if (ofe_type_is_integer(to)) {
    if (ofe_type_is_integer(from)) {
      unsigned fw = int_width(ft), tw = int_width(mt);
      if (fw == tw) return v;
      /* a constant's conversion is a constant, as LLVM's IRBuilder would fold the cast anyway:
       * the same IR from fewer ops (SQLite's `(char *)0` and the like) */
      int64_t c;
      if (tw <= 64 && ofe_mb_int_constant(v, &c))
        return ofe_mb_const_int(MB, mt, fw < tw && !is_signed_int(from) ? (int64_t)((uint64_t)c & (uint64_t)ofe_emit_low_bits(fw)) : c);
      if (fw > tw) return ofe_mb_cast(MB, "llvm.trunc", v, mt);
      return ofe_mb_cast(MB, is_signed_int(from) ? "llvm.sext" : "llvm.zext", v, mt);
    }
    if (ofe_type_is_float(from)) {
      /* to an unsigned int, a short or a char through the wider signed conversion x86-64
       * makes (cvttsd2si to 32 or 64 bits; x87's fistp to 16, 32 or 64 for long double),
       * then the low bits: the same for every value in range, and a value out of range
       * (C11 6.3.1.4p1: undefined), -1.0 for unsigned short or 200.0 for signed char, gets
       * what gcc-12 and clang-19 give at -O0, where a plain fptoui or fptosi of a constant
       * folds to poison (a different number in each run) */
      unsigned tw = int_width(mt);
      bool x87 = from->kind == TY_LDOUBLE, sig = is_signed_int(to);
      MlirType via = tw == 32 && !sig ? MB->i64 : tw == 16 && !(sig && x87) ? MB->i32 : tw == 8 ? (x87 ? MB->i16 : MB->i32) : (MlirType){NULL};
      if (from->kind == TY_FLOAT128) return ofe_mb_cast(MB, sig ? "llvm.fptosi" : "llvm.fptoui", v, mt);
      if (mlirTypeIsNull(via)) return sig ? fptosi_as_x86(e, v, from, mt, tw) : fptoui64_as_x86(e, v, from, mt);
      MlirValue wide = fptosi_as_x86(e, v, from, via, int_width(via));
      return ofe_mb_cast(MB, "llvm.trunc", wide, mt);
    }
    if (from->kind == TY_PTR) {
      MlirValue i = ofe_mb_cast(MB, "llvm.ptrtoint", v, MB->i64);
      return int_width(mt) == 64 ? i : ofe_emit_convert(e, i, e->ctx->types.ulong, to);
    }
  }
  if (ofe_type_is_float(to)) {
    /* from a variable's value at run time at -O0, as gcc-12 and clang-19 convert it (a
     * conversion of a constant is folded in sema) */
    if (ofe_type_is_integer(from))
      return ofe_mb_cast(MB, is_signed_int(from) ? "llvm.sitofp" : "llvm.uitofp", ofe_ssa_run_time(e, v), mt);
    if (ofe_type_is_float(from)) {
      unsigned fw = float_width(from), tw = float_width(to);
      if (fw == tw) return v;
      return ofe_mb_cast(MB, fw < tw ? "llvm.fpext" : "llvm.fptrunc", v, mt);
    }
  }
  if (to->kind == TY_PTR) {
    if (from->kind == TY_PTR) return v;
    if (ofe_type_is_integer(from)) {
      int64_t c;
      if (ofe_mb_int_constant(v, &c) && c == 0) return ofe_mb_zero(MB, MB->ptr); /* null, as LLVM folds it */
      MlirValue w = int_width(ft) == 64 ? v : ofe_emit_convert(e, v, from, is_signed_int(from) ? e->ctx->types.long_ : e->ctx->types.ulong);
      return ofe_mb_cast(MB, "llvm.inttoptr", w, MB->ptr);
    }
  }
  return v;
}

MlirValue ofe_emit_cond(OfeEmit *e, const OfeExpr *x) {
  if (x->kind == E_BINARY && x->binary.op >= OP_EQ && x->binary.op <= OP_GE) {
    /* a comparison already is an i1: skip the int round trip */
    MlirValue v = ofe_emit_rvalue(e, x);
    if (mlirValueIsAOpResult(v)) {
      MlirOperation op = mlirOpResultGetOwner(v);
      if (ofe_op_is(op, "llvm.zext") &&
          mlirOpOperandIsNull(mlirValueGetFirstUse(v))) {
        /* and drop the zext nothing uses (one op fewer to build, translate and read) */
        MlirValue i1 = mlirOperationGetOperand(op, 0);
        mlirOperationRemoveFromParent(op);
        mlirOperationDestroy(op);
        return i1;
      }
    }
    return to_bool_i1(e, v, x->type);
  }
  return to_bool_i1(e, ofe_emit_rvalue(e, x), x->type);
}

void ofe_emit_branch(OfeEmit *e, const OfeExpr *x, MlirBlock tb, MlirBlock fb) {
  if (ofe_stack_exhausted(&e->ctx->stack, &e->ctx->diag, x->loc)) return;
  if (x->kind == E_LOGICAL) {
    MlirBlock rhs = ofe_mb_new_block_next(MB); /* read in source order in the dump */
    if (x->logical.is_and) ofe_emit_branch(e, x->logical.lhs, rhs, fb);
    else ofe_emit_branch(e, x->logical.lhs, tb, rhs);
    ofe_mb_set_block(MB, rhs);
    ofe_emit_branch(e, x->logical.rhs, tb, fb);
  } else if (x->kind == E_UNARY && x->unary.op == OP_NOT) {
    ofe_emit_branch(e, x->unary.operand, fb, tb);
  } else {
    ofe_mb_cond_br(MB, ofe_emit_cond(e, x), tb, fb);
  }
}

/* ---- lvalues ------------------------------------------------------------------------------ */

static MlirValue load_lv(OfeEmit *e, LValue lv) {
  if (lv.value) return ofe_ssa_read(e, lv.value);
  if (lv.atomic) return atomic_load_value(e, lv.type, lv.addr, lv.align);
  if (!lv.bf) return ofe_mb_load(MB, ofe_emit_type(e, lv.type), lv.addr, lv.align, lv.vol);
  const OfeMember *m = lv.bf;
  MlirType ut = ofe_emit_type(e, m->type), at = bitfield_unit_type(e, m);
  unsigned w = int_width(at);
  MlirValue unit = ofe_mb_load(MB, at, lv.addr, lv.align, lv.vol), v;
  bool sign = m->type->kind != TY_BOOL && is_signed_int(m->type);
  if (!sign) {
    v = m->bit_offset ? ofe_mb_binop(MB, "llvm.lshr", unit, unit_const(e, at, m->bit_offset)) : unit;
    if (m->bit_width != w) v = ofe_mb_binop(MB, "llvm.and", v, unit_const(e, at, ofe_emit_low_bits(m->bit_width)));
  } else {
    unsigned left = w - m->bit_offset - m->bit_width;
    v = left ? ofe_mb_binop(MB, "llvm.shl", unit, unit_const(e, at, left)) : unit;
    if (w != m->bit_width) v = ofe_mb_binop(MB, "llvm.ashr", v, unit_const(e, at, w - m->bit_width));
  }
  if (w == int_width(ut)) return v;
  return ofe_mb_cast(MB, w > int_width(ut) ? "llvm.trunc" : sign ? "llvm.sext" : "llvm.zext", v, ut);
}

/* Stores v; returns the value the lvalue now holds (a bit-field truncates it). */
static MlirValue store_lv(OfeEmit *e, LValue lv, MlirValue v) {
  if (lv.value) {
    ofe_ssa_write(e, lv.value, v);
    return v;
  }
  if (lv.atomic) {
    atomic_store_value(e, lv.type, v, lv.addr, lv.align);
    return v;
  }
  if (!lv.bf) {
    ofe_mb_store(MB, v, lv.addr, lv.align, lv.vol);
    return v;
  }
  const OfeMember *m = lv.bf;
  MlirType ut = ofe_emit_type(e, m->type), at = bitfield_unit_type(e, m);
  unsigned w = int_width(at), uw = int_width(ut);
  unsigned __int128 mask = ofe_emit_low_bits(m->bit_width);
  MlirValue field = ofe_mb_binop(MB, "llvm.and", v, unit_const(e, ut, mask));
  MlirValue in_unit = w == uw ? field : ofe_mb_cast(MB, w > uw ? "llvm.zext" : "llvm.trunc", field, at);
  MlirValue shifted = m->bit_offset ? ofe_mb_binop(MB, "llvm.shl", in_unit, unit_const(e, at, m->bit_offset)) : in_unit;
  MlirValue unit = ofe_mb_load(MB, at, lv.addr, lv.align, lv.vol);
  MlirValue kept = ofe_mb_binop(MB, "llvm.and", unit, unit_const(e, at, ~(mask << m->bit_offset) & ofe_emit_low_bits(w)));
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.or", kept, shifted), lv.addr, lv.align, lv.vol);
  if (m->type->kind == TY_BOOL || !is_signed_int(m->type) || m->bit_width == uw) return field;
  MlirValue sh = ofe_mb_const_int(MB, ut, uw - m->bit_width);
  return ofe_mb_binop(MB, "llvm.ashr", ofe_mb_binop(MB, "llvm.shl", field, sh), sh);
}

void ofe_emit_store_bitfield(OfeEmit *e, MlirValue unit_addr, const OfeMember *m, MlirValue v, unsigned align) {
  LValue lv = {.addr = unit_addr, .bf = m, .type = m->type, .align = align};
  store_lv(e, lv, v);
}

MlirValue ofe_emit_load_bitfield(OfeEmit *e, MlirValue unit_addr, const OfeMember *m, unsigned align) {
  LValue lv = {.addr = unit_addr, .bf = m, .type = m->type, .align = align};
  return load_lv(e, lv);
}

MlirValue ofe_emit_var_addr(OfeEmit *e, OfeDecl *d) {
  if (e->kernel_vars) {
    /* in a kernel, captured variables come in as its arguments; in a target data body,
     * use_device_ptr/addr variables are the device's */
    MlirValue *v = ofe_ptrmap_get(e->kernel_vars, d->canonical);
    if (v) return *v;
  }
  if (d->kind == D_FUNC) {
    ofe_emit_func_decl(e, d);
    return ofe_mb_addressof(MB, ofe_emit_symbol(e, d));
  }
  if (d->is_global) return ofe_emit_global_addr(e, d);
  if (ofe_ssa_holds(e, d)) {
    /* sema's walk (value_vars.c) saw every use of d read or assign it by name */
    ofe_error(&e->ctx->diag, d->loc, "internal error: the address of '%s', held as a value", d->name);
    return ofe_mb_undef(MB, MB->ptr);
  }
  if (mlirValueIsNull(d->addr) && !mlirValueIsNull(d->value)) {
    /* a parameter the body only reads, whose address something asks for after all: a slot
       that holds its value from the function's entry on */
    d->addr = ofe_mb_alloca(MB, ofe_emit_type(e, d->type), ofe_alignof(d->type));
    ofe_mb_store_at_entry(MB, d->value, d->addr, ofe_alignof(d->type));
  }
  if (mlirValueIsNull(d->addr)) {
    /* a local the emitter has not met yet (a jump over its declaration): give it storage */
    d->addr = ofe_mb_alloca(MB, ofe_emit_mem_type(e, d->type), ofe_alignof(d->type));
  }
  return d->addr;
}

static unsigned decl_align(const OfeDecl *d) {
  unsigned a = ofe_alignof(d->type);
  return d->user_align > a ? d->user_align : a;
}

/* The alignment an lvalue is known to have where the type alone says more: inside a packed
 * structure (members, members of members, elements of member arrays). */
static unsigned known_align(const OfeExpr *x) {
  unsigned a = ofe_alignof(x->type);
  switch (x->kind) {
  case E_VAR: return x->var.decl->kind == D_VAR ? decl_align(x->var.decl) : a;
  case E_MEMBER: {
    const OfeExpr *base = x->member.base;
    if (!ofe_type_is_record(base->type)) return a;
    unsigned outer = base->lvalue ? known_align(base) : ofe_alignof(base->type);
    if (a > outer) a = outer;
    while (a > 1 && x->member.offset % a) a /= 2;
    return a;
  }
  case E_DEREF: {
    /* `s.arr[i]` is *(&s.arr[0] + i): an element is as aligned as the array at most */
    const OfeExpr *p = x->unary_ptr.operand;
    if (p->kind == E_BINARY && (p->binary.op == OP_PTR_ADD || p->binary.op == OP_PTR_SUB))
      p = p->binary.lhs->type->kind == TY_PTR ? p->binary.lhs : p->binary.rhs;
    if (p->kind != E_ADDR || p->unary_ptr.operand->type->kind != TY_ARRAY) return a;
    unsigned outer = known_align(p->unary_ptr.operand);
    return a < outer ? a : outer;
  }
  default: return a;
  }
}

static LValue lvalue(OfeEmit *e, const OfeExpr *x) {
  LValue lv = {.type = x->type, .align = ofe_alignof(x->type), .vol = (x->type->quals & OFE_QUAL_VOLATILE) != 0,
               .atomic = (x->type->quals & OFE_QUAL_ATOMIC) != 0};
  if (ofe_stack_exhausted(&e->ctx->stack, &e->ctx->diag, x->loc)) {
    lv.addr = ofe_mb_undef(MB, MB->ptr);
    return lv;
  }
  switch (x->kind) {
  case E_VAR:
    if (ofe_ssa_holds(e, x->var.decl)) {
      lv.value = x->var.decl;
      return lv;
    }
    lv.addr = ofe_emit_var_addr(e, x->var.decl);
    if (x->var.decl->kind == D_VAR) lv.align = decl_align(x->var.decl);
    return lv;
  case E_DEREF:
    lv.addr = ofe_emit_rvalue(e, x->unary_ptr.operand);
    lv.align = known_align(x);
    return lv;
  case E_STRING: lv.addr = ofe_emit_string(e, x); return lv;
  case E_COMPOUND_LIT: {
    OfeDecl *d = x->compound.decl;
    if (d->is_global) {
      lv.addr = ofe_emit_global_addr(e, d);
      return lv;
    }
    if (mlirValueIsNull(d->addr)) d->addr = ofe_mb_alloca(MB, ofe_emit_mem_type(e, d->type), ofe_alignof(d->type));
    ofe_emit_vla_sizes(e, d->type); /* `(int (*)[n]){p}`, `(typeof(i++, (int (*)[i])p)){q}`: once, here */
    ofe_emit_local_init(e, d->addr, d->type, d->init);
    lv.addr = d->addr;
    return lv;
  }
  case E_MEMBER: {
    const OfeExpr *base = x->member.base;
    MlirValue b = base->lvalue ? lvalue(e, base).addr : ofe_emit_rvalue(e, base);
    lv.addr = ofe_mb_gep_bytes(MB, b, (int64_t)x->member.offset);
    const OfeMember *m = x->member.member;
    if (m->is_bitfield) lv.bf = m;
    /* a member of a packed struct may be misaligned, and so may everything inside it
     * (`p->packed_member.i128` is only as aligned as the packed member: an access aligned
     * as an __int128 became a movdqa that faulted) */
    lv.align = known_align(x);
    return lv;
  }
  case E_CAST: return lvalue(e, x->cast.operand);
  case E_SECTION: {
    MlirValue base = x->section.base->type->kind == TY_ARRAY ? lvalue(e, x->section.base).addr
                                                              : ofe_emit_rvalue(e, x->section.base);
    MlirValue lo = ofe_emit_rvalue(e, x->section.lower);
    lv.addr = ofe_mb_gep_dyn(MB, base, MB->i8, ofe_mb_binop(MB, "llvm.mul", lo, ofe_emit_sizeof(e, x->type)));
    return lv;
  }
  default:
    /* struct rvalues (calls, assignments, conditionals) live in temporaries */
    lv.addr = ofe_emit_rvalue(e, x);
    return lv;
  }
}

MlirValue ofe_emit_lvalue(OfeEmit *e, const OfeExpr *x) { return lvalue(e, x).addr; }

struct OfeEmitPlace {
  LValue lv;
};

OfeEmitPlace *ofe_emit_place(OfeEmit *e, const OfeExpr *x) {
  OfeEmitPlace *p = ofe_arena_alloc(&e->ctx->arena, sizeof *p);
  p->lv = lvalue(e, x);
  return p;
}

MlirValue ofe_emit_place_load(OfeEmit *e, const OfeEmitPlace *p) { return load_lv(e, p->lv); }

void ofe_emit_place_store(OfeEmit *e, const OfeEmitPlace *p, MlirValue v) {
  MlirType t = ofe_emit_type(e, p->lv.type);
  if (!mlirTypeEqual(mlirValueGetType(v), t)) v = ofe_mb_cast(MB, "llvm.trunc", v, t); /* an i8 _Bool */
  store_lv(e, p->lv, v);
}

/* ---- arithmetic --------------------------------------------------------------------------- */

static MlirValue ptr_offset(OfeEmit *e, MlirValue p, const OfeType *pointee, MlirValue n) {
  if (pointee->kind == TY_VOID || pointee->kind == TY_FUNC) return ofe_mb_gep_dyn(MB, p, MB->i8, n);
  if (ofe_type_is_vla(pointee)) return ofe_mb_gep_dyn(MB, p, MB->i8, ofe_mb_binop(MB, "llvm.mul", n, ofe_emit_sizeof(e, pointee)));
  if (ofe_type_is_scalar(pointee)) return ofe_mb_gep_dyn(MB, p, ofe_emit_type(e, pointee), n);
  return ofe_mb_gep_dyn(MB, p, ofe_emit_mem_type(e, pointee), n);
}

/* A comparison's predicates for float, signed and unsigned operands. */
typedef struct Predicates {
  int fp, si, ui;
} Predicates;

static Predicates comparison_predicates(OfeBinOp op) {
  switch (op) {
  case OP_EQ: return (Predicates){FCMP_OEQ, ICMP_EQ, ICMP_EQ};
  case OP_NE: return (Predicates){FCMP_UNE, ICMP_NE, ICMP_NE};
  case OP_LT: return (Predicates){FCMP_OLT, ICMP_SLT, ICMP_ULT};
  case OP_LE: return (Predicates){FCMP_OLE, ICMP_SLE, ICMP_ULE};
  case OP_GT: return (Predicates){FCMP_OGT, ICMP_SGT, ICMP_UGT};
  default: return (Predicates){FCMP_OGE, ICMP_SGE, ICMP_UGE};
  }
}

/* ---- floating-point contraction ------------------------------------------------------------ */

/* What -ffp-contract= and the contraction pragmas say at loc (sema/pragmas.h). */
static OfeFpContract fp_contract_at(OfeEmit *e, OfeLoc loc) {
  return e->ctx->opts ? ofe_pragma_fp_contract_at(&e->ctx->pragmas, loc.offset, &e->ctx->opts->codegen) : OFE_FP_CONTRACT_ON;
}

/* The fast-math flags of a floating-point operation at loc: `contract` under -ffp-contract=fast,
 * which lets the back end fuse a product into a sum anywhere, as clang-19 marks them. */
static MlirAttribute float_flags_at(OfeEmit *e, OfeLoc loc) {
  return fp_contract_at(e, loc) == OFE_FP_CONTRACT_FAST ? MB->fastmath_contract : MB->fastmath_none;
}

static bool is_contractable_type(const OfeType *t) {
  if (t->kind == TY_VECTOR) t = t->base;
  return t->kind == TY_FLOAT || t->kind == TY_DOUBLE || t->kind == TY_LDOUBLE;
}

/* The product a * b that the operand x of a sum of type t is, where clang-19 may fuse it into
 * the sum: a * b or -(a * b) written there, of the sum's own type (a conversion between them
 * stops it); else NULL. Not a product of _Float16 values computed in float: that arithmetic is
 * gcc-12's, which fuses nothing there. */
static const OfeExpr *fusable_product(const OfeExpr *x, const OfeType *t) {
  if (x && x->kind == E_UNARY && x->unary.op == OP_NEG) x = x->unary.operand;
  if (!x || x->kind != E_BINARY || x->binary.op != OP_MUL || !is_contractable_type(x->type) ||
      !ofe_type_compatible(x->type->unqual, t->unqual) || x->binary.of_float16)
    return NULL;
  return x;
}

static bool is_constant_op(MlirValue v) {
  return mlirValueIsAOpResult(v) && ofe_op_is(mlirOpResultGetOwner(v), "llvm.mlir.constant");
}

/* Takes apart the value v emitted for the product x (fusable_product's), as clang-19 takes the
 * fmul its expression made and nothing else uses: *m0 and *m1, *negated for -(a * b), its ops
 * erased. False, v kept, where v is no such fmul, or x multiplies two constants, which
 * clang-19's builder folds (the operands' values being constants is not enough: ompfe knows
 * some variables' values, clang-19 loads them). */
static bool take_product(OfeEmit *e, const OfeExpr *x, MlirValue v, MlirValue *m0, MlirValue *m1, bool *negated) {
  *negated = false;
  if (!x || !mlirValueIsAOpResult(v) || !mlirOpOperandIsNull(mlirValueGetFirstUse(v))) return false;
  MlirOperation neg = mlirOpResultGetOwner(v), mul = neg;
  if (ofe_op_is(neg, "llvm.fneg")) {
    MlirValue p = mlirOperationGetOperand(neg, 0);
    if (!mlirValueIsAOpResult(p)) return false;
    mul = mlirOpResultGetOwner(p);
    *negated = true;
  }
  if (!ofe_op_is(mul, "llvm.fmul")) return false;
  *m0 = mlirOperationGetOperand(mul, 0);
  *m1 = mlirOperationGetOperand(mul, 1);
  OfeConst c;
  if (is_constant_op(*m0) && is_constant_op(*m1) && ofe_const_eval(e->ctx, x->binary.lhs, &c) &&
      ofe_const_eval(e->ctx, x->binary.rhs, &c))
    return false;
  if (*negated) mlirOperationDestroy(neg);
  mlirOperationDestroy(mul);
  return true;
}

/* l + r (l - r where sub) as one llvm.fmuladd where -ffp-contract=on lets a product operand fuse
 * into it, the left one first, as clang-19 does; null where none does. lx, rx: the operands'
 * expressions (lx NULL: a compound assignment's old value). */
static MlirValue fused_sum(OfeEmit *e, OfeLoc loc, const OfeExpr *lx, MlirValue l, const OfeExpr *rx, MlirValue r, bool sub,
                           const OfeType *t) {
  if (!is_contractable_type(t) || fp_contract_at(e, loc) != OFE_FP_CONTRACT_ON) return (MlirValue){NULL};
  MlirValue m0, m1, addend;
  bool negated, negate_product;
  if (take_product(e, fusable_product(lx, t), l, &m0, &m1, &negated)) {
    negate_product = negated;
    addend = sub ? ofe_mb_unop(MB, "llvm.fneg", r) : r;
  } else if (take_product(e, fusable_product(rx, t), r, &m0, &m1, &negated)) {
    negate_product = negated != sub;
    addend = l;
  } else {
    return (MlirValue){NULL};
  }
  if (negate_product) m0 = ofe_mb_unop(MB, "llvm.fneg", m0);
  return ofe_mb_fmuladd(MB, m0, m1, addend);
}

/* loc: the operator's, where -ffp-contract=fast may flag a floating-point operation */
static MlirValue arith(OfeEmit *e, OfeBinOp op, MlirValue a, MlirValue b, const OfeType *t, const OfeType *lt, OfeLoc loc) {
  /* a GNU vector's operation is its elements' */
  if (t->kind == TY_VECTOR) t = t->base;
  if (lt->kind == TY_VECTOR) lt = lt->base;
  bool f = ofe_type_is_float(t);
  bool s = is_signed_int(t);
  MlirAttribute fast = f ? float_flags_at(e, loc) : MB->fastmath_none;
  switch (op) {
  case OP_ADD: return f ? ofe_mb_binop_fmf(MB, "llvm.fadd", a, b, fast) : ofe_mb_binop(MB, "llvm.add", a, b);
  case OP_SUB: return f ? ofe_mb_binop_fmf(MB, "llvm.fsub", a, b, fast) : ofe_mb_binop(MB, "llvm.sub", a, b);
  case OP_MUL: return f ? ofe_mb_binop_fmf(MB, "llvm.fmul", a, b, fast) : ofe_mb_binop(MB, "llvm.mul", a, b);
  case OP_DIV: return f ? ofe_mb_binop_fmf(MB, "llvm.fdiv", a, b, fast) : ofe_mb_binop(MB, s ? "llvm.sdiv" : "llvm.udiv", a, b);
  case OP_MOD: return ofe_mb_binop(MB, s ? "llvm.srem" : "llvm.urem", a, b);
  case OP_SHL: return ofe_mb_binop(MB, "llvm.shl", a, b);
  case OP_SHR: return ofe_mb_binop(MB, s ? "llvm.ashr" : "llvm.lshr", a, b);
  case OP_AND: return ofe_mb_binop(MB, "llvm.and", a, b);
  case OP_OR: return ofe_mb_binop(MB, "llvm.or", a, b);
  case OP_XOR: return ofe_mb_binop(MB, "llvm.xor", a, b);
  case OP_PTR_ADD: return ptr_offset(e, a, lt->base, b);
  case OP_PTR_SUB: return ptr_offset(e, a, lt->base, ofe_mb_binop(MB, "llvm.sub", const_i64(e, 0), b));
  default: break;
  }
  /* comparisons of lhs-typed operands: i1 */
  Predicates p = comparison_predicates(op);
  if (ofe_type_is_float(lt)) return ofe_mb_fcmp(MB, p.fp, a, b);
  return ofe_mb_icmp(MB, is_signed_int(lt) ? p.si : p.ui, a, b);
}

static MlirValue binary(OfeEmit *e, const OfeExpr *x) {
  OfeBinOp op = x->binary.op;
  const OfeType *lt = x->binary.lhs->type;
  MlirValue a = ofe_emit_rvalue(e, x->binary.lhs), b = ofe_emit_rvalue(e, x->binary.rhs);
  const OfeType *rt = x->binary.rhs->type;
  if (lt->unqual->kind == TY_COMPLEX || rt->unqual->kind == TY_COMPLEX) {
    MlirValue r = ofe_emit_complex_binary(e, op, a, lt, b, rt, x->loc);
    return op == OP_EQ || op == OP_NE ? ofe_mb_cast(MB, "llvm.zext", r, MB->i32) : r;
  }
  if (op == OP_PTR_DIFF) {
    MlirValue ia = ofe_mb_cast(MB, "llvm.ptrtoint", a, MB->i64), ib = ofe_mb_cast(MB, "llvm.ptrtoint", b, MB->i64);
    MlirValue d = ofe_mb_binop(MB, "llvm.sub", ia, ib);
    const OfeType *pt = lt->base;
    if (pt->kind == TY_VOID || pt->kind == TY_FUNC) return d;
    return ofe_mb_binop(MB, "llvm.sdiv", d, ofe_emit_sizeof(e, pt));
  }
  if ((op == OP_ADD || op == OP_SUB) && !x->binary.of_float16) {
    MlirValue fused = fused_sum(e, x->loc, x->binary.lhs, a, x->binary.rhs, b, op == OP_SUB, x->type);
    if (fused.ptr) return fused;
  }
  MlirValue r = arith(e, op, a, b, x->type, lt, x->loc);
  /* a vector comparison's elements are -1 where it holds */
  if (op >= OP_EQ && op <= OP_GE) return ofe_mb_cast(MB, x->type->kind == TY_VECTOR ? "llvm.sext" : "llvm.zext", r, ofe_emit_type(e, x->type));
  return r;
}

/* The value of a logical or conditional operator, made in two blocks: a scalar is the join
 * block's argument (a phi: no slot, store or load), a struct goes through a temporary. */
static MlirValue branchy_value(OfeEmit *e, const OfeExpr *x) {
  const OfeType *t = x->type;
  bool has_value = t->kind != TY_VOID;
  bool agg = ofe_type_is_record(t);
  MlirValue slot = (MlirValue){NULL};
  if (agg) slot = ofe_emit_temp(e, t);
  MlirBlock tb = ofe_mb_new_block(MB), fb = ofe_mb_new_block(MB), end = ofe_mb_new_block(MB);
  MlirValue joined = has_value && !agg ? mlirBlockAddArgument(end, ofe_emit_type(e, t), MB->unknown_loc) : (MlirValue){NULL};
  const OfeExpr *then_x, *else_x;
  if (x->kind == E_LOGICAL) {
    ofe_emit_branch(e, x->logical.lhs, tb, fb);
    /* &&: true goes on to the rhs, false is 0;  ||: true is 1, false goes on to the rhs */
    ofe_mb_set_block(MB, tb);
    ofe_mb_br_value(MB, end, x->logical.is_and ? ofe_mb_cast(MB, "llvm.zext", ofe_emit_cond(e, x->logical.rhs), MB->i32)
                                               : ofe_mb_const_int(MB, MB->i32, 1));
    ofe_mb_set_block(MB, fb);
    ofe_mb_br_value(MB, end, x->logical.is_and ? ofe_mb_const_int(MB, MB->i32, 0)
                                               : ofe_mb_cast(MB, "llvm.zext", ofe_emit_cond(e, x->logical.rhs), MB->i32));
    ofe_mb_set_block(MB, end);
    return joined;
  }
  /* conditional: GNU `c ?: b` reuses the condition's value */
  MlirValue cval = (MlirValue){NULL};
  if (!x->cond.then) {
    cval = ofe_emit_rvalue(e, x->cond.cond);
    ofe_mb_cond_br(MB, to_bool_i1(e, cval, x->cond.cond->type), tb, fb);
  } else {
    ofe_emit_branch(e, x->cond.cond, tb, fb);
  }
  then_x = x->cond.then;
  else_x = x->cond.els;
  for (int arm = 0; arm < 2; arm++) {
    ofe_mb_set_block(MB, arm ? fb : tb);
    MlirValue v = arm ? ofe_emit_rvalue(e, else_x)
                      : then_x ? ofe_emit_rvalue(e, then_x) : ofe_emit_convert(e, cval, x->cond.cond->type, t);
    if (agg) ofe_emit_copy(e, slot, v, t);
    if (!mlirValueIsNull(joined)) ofe_mb_br_value(MB, end, v);
    else ofe_mb_br(MB, end);
  }
  ofe_mb_set_block(MB, end);
  return agg ? slot : joined;
}

/* After an assignment to `target`: a conditional lastprivate variable of the loop being
 * emitted notes the iteration (omp-lowering/conditional_lastprivate.c). */
static void assigned(OfeEmit *e, const OfeExpr *target) {
  if (!e->conditional_run) return;
  while (target->kind == E_CAST && !target->cast.is_explicit) target = target->cast.operand;
  if (target->kind == E_VAR && target->var.decl) ofe_omp_note_assignment(e, target->var.decl, target->loc);
}

static MlirValue assign(OfeEmit *e, const OfeExpr *x) {
  const OfeType *t = x->type;
  if (ofe_type_is_record(t)) {
    MlirValue src = ofe_emit_rvalue(e, x->assign.rhs);
    LValue lv = lvalue(e, x->assign.lhs);
    ofe_emit_copy(e, lv.addr, src, t);
    return lv.addr;
  }
  MlirValue v = ofe_emit_rvalue(e, x->assign.rhs);
  LValue lv = lvalue(e, x->assign.lhs);
  MlirValue stored = store_lv(e, lv, v);
  assigned(e, x->assign.lhs);
  return stored;
}

/* The new value of a read-modify-write from the old one. */
typedef MlirValue (*UpdateFn)(OfeEmit *e, const OfeExpr *x, MlirValue old, MlirValue operand);

/* old = x; x = update(old): on an _Atomic object a compare-exchange loop, so that no other
 * thread's write falls between the read and the write (sequentially consistent, as C11 asks
 * of compound assignment and ++/--). Returns the new value; *old_out gets the old one. */
static MlirValue read_modify_write(OfeEmit *e, const OfeExpr *x, LValue lv, MlirValue operand, UpdateFn update,
                                   MlirValue *old_out) {
  if (!lv.atomic) {
    *old_out = load_lv(e, lv);
    return store_lv(e, lv, update(e, x, *old_out, operand));
  }
  MlirBlock retry = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_ssa_open(e, retry);
  ofe_mb_br(MB, retry);
  ofe_mb_set_block(MB, retry);
  /* a long double is compared as the bytes read, padding included: another compiler's store
   * may have left it nonzero */
  bool ld = lv.type->kind == TY_LDOUBLE;
  MlirValue raw = ld ? ofe_mb_atomic_load(MB, MB->i128, lv.addr, lv.align, OFE_ORDER_SEQ_CST) : (MlirValue){NULL};
  MlirValue old = ld ? ldouble_from_bits(e, raw) : load_lv(e, lv), nv = update(e, x, old, operand);
  MlirValue ok = ofe_mb_cmpxchg(MB, lv.addr, ld ? raw : ofe_emit_atomic_bits(e, old, lv.type), ofe_emit_atomic_bits(e, nv, lv.type),
                                OFE_ORDER_SEQ_CST, OFE_ORDER_SEQ_CST);
  ofe_mb_cond_br(MB, ok, done, retry);
  ofe_mb_set_block(MB, done);
  *old_out = old;
  return nv;
}

static MlirValue compound_value(OfeEmit *e, const OfeExpr *x, MlirValue old, MlirValue rhs) {
  const OfeType *lt = x->compound_assign.lhs->type->unqual, *ct = x->compound_assign.compute_type;
  OfeBinOp op = x->compound_assign.op;
  if (op == OP_PTR_ADD || op == OP_PTR_SUB) return arith(e, op, old, rhs, lt, lt, x->loc);
  if (ct->kind == TY_COMPLEX) {
    /* a real lhs stays real in the operation, as gcc computes d *= z */
    const OfeType *at = lt->kind == TY_COMPLEX ? ct : ct->base;
    MlirValue a = ofe_emit_convert(e, old, lt, at);
    return ofe_emit_convert(e, ofe_emit_complex_binary(e, op, a, at, rhs, x->compound_assign.rhs->type, x->loc), ct, lt);
  }
  MlirValue a = ofe_emit_convert(e, old, lt, ct);
  if (op == OP_ADD || op == OP_SUB) {
    MlirValue fused = fused_sum(e, x->loc, NULL, a, x->compound_assign.rhs, rhs, op == OP_SUB, ct);
    if (fused.ptr) return ofe_emit_convert(e, fused, ct, lt);
  }
  return ofe_emit_convert(e, arith(e, op, a, rhs, ct, ct, x->loc), ct, lt);
}

static MlirValue compound_assign(OfeEmit *e, const OfeExpr *x) {
  LValue lv = lvalue(e, x->compound_assign.lhs);
  MlirValue rhs = ofe_emit_rvalue(e, x->compound_assign.rhs), old;
  MlirValue stored = read_modify_write(e, x, lv, rhs, compound_value, &old);
  assigned(e, x->compound_assign.lhs);
  return stored;
}

static MlirValue incdec_value(OfeEmit *e, const OfeExpr *x, MlirValue old, MlirValue unused) {
  (void)unused;
  const OfeType *t = x->type;
  MlirValue nv;
  bool inc = x->incdec.is_inc;
  if (t->kind == TY_PTR) {
    nv = ptr_offset(e, old, t->base, const_i64(e, inc ? 1 : -1));
  } else if (t->kind == TY_COMPLEX) {
    nv = ofe_emit_complex_step(e, old, t, inc);
  } else if (ofe_type_is_float(t)) {
    MlirValue one = ofe_mb_const_float(MB, ofe_emit_type(e, t), 1);
    nv = ofe_mb_binop_fmf(MB, inc ? "llvm.fadd" : "llvm.fsub", old, one, float_flags_at(e, x->loc));
  } else if (t->kind == TY_BOOL) {
    /* ++b sets a _Bool to 1; --b flips it (C11 6.5.3.1 via b = b + 1 / b - 1) */
    nv = inc ? ofe_mb_const_int(MB, MB->i8, 1) : ofe_mb_binop(MB, "llvm.xor", old, ofe_mb_const_int(MB, MB->i8, 1));
  } else {
    /* done in the promoted type, then truncated: char c = 127; ++c wraps as C specifies */
    const OfeType *pt = ofe_type_promote(&e->ctx->types, (OfeType *)t);
    MlirValue w = ofe_emit_convert(e, old, t, pt);
    w = ofe_mb_binop(MB, inc ? "llvm.add" : "llvm.sub", w, ofe_mb_const_int(MB, ofe_emit_type(e, pt), 1));
    nv = ofe_emit_convert(e, w, pt, t);
  }
  return nv;
}

static MlirValue incdec(OfeEmit *e, const OfeExpr *x) {
  LValue lv = lvalue(e, x->incdec.operand);
  MlirValue old, stored = read_modify_write(e, x, lv, (MlirValue){NULL}, incdec_value, &old);
  assigned(e, x->incdec.operand);
  return x->incdec.is_prefix ? stored : old;
}

/* ---- calls -------------------------------------------------------------------------------- */

/* Loads the register parts of a struct at addr (copied into a padded temporary first). */
static void coerce_parts(OfeEmit *e, const OfeAbiArg *a, MlirValue addr, const OfeType *t, MlirValue *out) {
  MlirValue tmp = addr;
  if (ofe_sizeof(t) < (uint64_t)a->nparts * 8 || ofe_alignof(t) < 8) {
    tmp = ofe_emit_temp(e, t);
    ofe_emit_copy(e, tmp, addr, t);
  }
  for (int k = 0; k < a->nparts; k++) out[k] = ofe_mb_load(MB, a->parts[k], ofe_mb_gep_bytes(MB, tmp, 8 * k), 8, false);
}

static MlirValue call(OfeEmit *e, const OfeExpr *x) {
  const OfeExpr *callee = x->call.callee;
  const OfeType *ft = callee->type->base;
  OfeDecl *direct = NULL;
  if (callee->kind == E_ADDR && callee->unary_ptr.operand->kind == E_VAR && callee->unary_ptr.operand->var.decl->kind == D_FUNC)
    direct = callee->unary_ptr.operand->var.decl;
  MlirValue intrinsic;
  if (direct && ofe_emit_library_intrinsic(e, x, direct, &intrinsic)) return intrinsic;
  const OfeType *callee_type = direct ? direct->type : ft;
  const OfeAbiSig *sig = ofe_func_is_knr(callee_type) ? ofe_abi_unprototyped_call_sig(e, callee_type->base)
                                                       : ofe_abi_sig(e, callee_type);
  MlirValue fnptr = (MlirValue){NULL};
  if (!direct) fnptr = ofe_emit_rvalue(e, callee);
  size_t n = x->call.args.len;
  ofe_emit_complex_target_ok(e, x->type, x->loc, "a call result");
  for (size_t i = 0; i < n; i++) ofe_emit_complex_target_ok(e, x->call.args.items[i]->type, x->call.args.items[i]->loc, "an argument");
  MlirValue args[2 * n + 2];
  intptr_t na = 0;
  MlirValue sret = (MlirValue){NULL};
  if (sig->ret.kind == ABI_MEMORY) args[na++] = sret = ofe_emit_temp(e, x->type);
  OfeAbiRegs regs = sig->regs_left; /* what the variadic arguments may still take */
  for (size_t i = 0; i < n; i++) {
    const OfeExpr *arg = x->call.args.items[i];
    OfeAbiArg a = i < sig->nparams ? sig->params[i] : ofe_abi_vararg(e, arg->type, &regs);
    MlirValue v = ofe_emit_rvalue(e, arg);
    /* a complex or vector value crosses in parts or in memory, read from a temporary (so
     * does an __int128 passed byval) */
    if (!ofe_type_is_record(arg->type) && (a.kind == ABI_COERCE || a.kind == ABI_MEMORY))
      v = ofe_emit_spill(e, v, arg->type->unqual);
    switch (a.kind) {
    case ABI_IGNORE: break;
    case ABI_DIRECT: case ABI_EXTEND: args[na++] = v; break;
    case ABI_COERCE: coerce_parts(e, &a, v, arg->type, &args[na]); na += a.nparts; break;
    case ABI_MEMORY:
      /* byval: LLVM copies the object onto the stack. A named parameter's attribute comes
       * from the signature (see ofe_abi_fixup); a variadic argument's from a marker */
      args[na++] = i < sig->nparams ? v : ofe_abi_byval_marker(e, v, arg->type);
      break;
    }
  }
  MlirOperation op;
  ofe_emit_set_loc(e, x->loc); /* the arguments moved the location on */
  if (direct) {
    MlirOperation fn = ofe_emit_func_decl(e, direct);
    MlirAttribute declared = mlirOperationGetInherentAttributeByName(fn, ofe_str("function_type"));
    if (mlirTypeEqual(mlirTypeAttrGetValue(declared), sig->fn_type.type)) {
      op = ofe_mb_call(MB, ofe_emit_symbol(e, direct), sig->fn_type, args, na);
    } else {
      /* the symbol was declared with another type (two C names for one symbol): call it as
       * a pointer with this declaration's type */
      fnptr = ofe_mb_addressof(MB, ofe_emit_symbol(e, direct));
      op = ofe_mb_call_indirect(MB, ofe_abi_callee(e, sig, fnptr), sig->fn_type, args, na);
    }
  } else {
    op = ofe_mb_call_indirect(MB, ofe_abi_callee(e, sig, fnptr), sig->fn_type, args, na);
  }
  switch (sig->ret.kind) {
  case ABI_IGNORE: return ofe_type_is_record(x->type) ? ofe_emit_temp(e, x->type) : (MlirValue){NULL};
  case ABI_MEMORY: return sret;
  case ABI_COERCE: {
    MlirValue r = ofe_mb_result(op), tmp = ofe_emit_temp(e, x->type);
    if (sig->ret.nparts == 1) {
      ofe_mb_store(MB, r, tmp, 8, false);
    } else {
      for (int k = 0; k < 2; k++)
        ofe_mb_store(MB, ofe_mb_extractvalue(MB, r, sig->ret.parts[k], k), ofe_mb_gep_bytes(MB, tmp, 8 * k), 8, false);
    }
    if (x->type->unqual->kind == TY_COMPLEX || x->type->unqual->kind == TY_VECTOR)
      return ofe_mb_load(MB, ofe_emit_type(e, x->type->unqual), tmp, 8, false);
    return tmp;
  }
  default: return ofe_mb_result(op);
  }
}

/* ---- va_arg ------------------------------------------------------------------------------- */

/* va_arg as the SysV ABI defines it (§3.5.7): the value's eightbytes come from the register
 * save area while registers of their class remain, else from the overflow area. (The llvm
 * dialect of MLIR 19 has no va_arg op.) */
static MlirValue emit_va_arg(OfeEmit *e, const OfeExpr *x) {
  MlirValue ap = ofe_emit_rvalue(e, x->va.ap);
  const OfeType *t = x->type;
  ofe_emit_vla_sizes(e, t); /* `va_arg(ap, int (*)[++i])` runs ++i, as in gcc-12 and clang-19 */
  OfeAbiArg a;
  if (ofe_type_is_record(t) || t->kind == TY_COMPLEX || t->kind == TY_VECTOR) {
    a = ofe_abi_vararg(e, t, &(OfeAbiRegs){6, 8}); /* alone: va_arg checks the registers left */
    if (a.kind == ABI_DIRECT) /* a 16-byte vector: one register's 16 bytes */
      a = (OfeAbiArg){.kind = ABI_COERCE, .nparts = 1, .parts = {ofe_abi_sse_register(e)}};
  } else if (t->kind == TY_LDOUBLE) {
    a = (OfeAbiArg){.kind = ABI_MEMORY};
  } else if (t->kind == TY_FLOAT128) { /* SSE, SSEUP: one register's 16 bytes */
    a = (OfeAbiArg){.kind = ABI_COERCE, .nparts = 1, .parts = {MB->f128}};
  } else {
    a = (OfeAbiArg){.kind = ABI_COERCE, .nparts = 1};
    a.parts[0] = ofe_type_is_float(t) ? MB->f64 : MB->i64;
    if (t->kind == TY_INT128 || t->kind == TY_UINT128) {
      a.nparts = 2;
      a.parts[1] = MB->i64;
    }
  }
  /* register parts are copied whole (8 bytes each): the temporary has room for two */
  uint64_t room = ofe_sizeof(t) < 16 ? 16 : ofe_sizeof(t);
  MlirValue tmp = ofe_mb_alloca(MB, ofe_mb_array(MB, MB->i8, room), 16);
  MlirValue gp_addr = ap, fp_addr = ofe_mb_gep_bytes(MB, ap, 4), ov_addr = ofe_mb_gep_bytes(MB, ap, 8),
            reg_addr = ofe_mb_gep_bytes(MB, ap, 16);
  MlirBlock in_regs = ofe_mb_new_block(MB), in_mem = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  /* SSE parts: a double, or a whole 16-byte register (a vector or __float128, or a structure
   * of one) */
  int ngp = 0, nfp = 0;
  for (int k = 0; k < a.nparts; k++) {
    if (mlirTypeEqual(a.parts[k], MB->f64) || mlirTypeIsAVector(a.parts[k]) || mlirTypeEqual(a.parts[k], MB->f128)) nfp++;
    else ngp++;
  }
  if (a.kind != ABI_COERCE) {
    ofe_mb_br(MB, in_mem);
  } else {
    MlirValue gp = ofe_mb_load(MB, MB->i32, gp_addr, 4, false), fp = ofe_mb_load(MB, MB->i32, fp_addr, 4, false);
    MlirValue ok_gp = ofe_mb_icmp(MB, ICMP_ULE, gp, ofe_mb_const_int(MB, MB->i32, 48 - 8 * ngp));
    MlirValue ok_fp = ofe_mb_icmp(MB, ICMP_ULE, fp, ofe_mb_const_int(MB, MB->i32, 176 - 16 * nfp));
    ofe_mb_cond_br(MB, ofe_mb_binop(MB, "llvm.and", ok_gp, ok_fp), in_regs, in_mem);
    ofe_mb_set_block(MB, in_regs);
    MlirValue save = ofe_mb_load(MB, MB->ptr, reg_addr, 8, false);
    for (int k = 0; k < a.nparts; k++) {
      bool whole = mlirTypeIsAVector(a.parts[k]) || mlirTypeEqual(a.parts[k], MB->f128),
           sse = whole || mlirTypeEqual(a.parts[k], MB->f64);
      MlirValue off_addr = sse ? fp_addr : gp_addr;
      MlirValue off = ofe_mb_load(MB, MB->i32, off_addr, 4, false);
      MlirValue src = ofe_mb_gep_dyn(MB, save, MB->i8, ofe_mb_cast(MB, "llvm.zext", off, MB->i64));
      MlirType part = whole ? a.parts[k] : MB->i64;
      ofe_mb_store(MB, ofe_mb_load(MB, part, src, 8, false), ofe_mb_gep_bytes(MB, tmp, 8 * k), 8, false);
      ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", off, ofe_mb_const_int(MB, MB->i32, sse ? 16 : 8)), off_addr, 4, false);
    }
    ofe_mb_br(MB, done);
  }
  ofe_mb_set_block(MB, in_mem);
  MlirValue ov = ofe_mb_load(MB, MB->ptr, ov_addr, 8, false);
  if (ofe_alignof(t) > 8) {
    /* the caller aligned it as its type (byval align 32 for an aligned(32) struct; gcc too) */
    int64_t align = ofe_alignof(t);
    MlirValue i = ofe_mb_cast(MB, "llvm.ptrtoint", ov, MB->i64);
    i = ofe_mb_binop(MB, "llvm.and", ofe_mb_binop(MB, "llvm.add", i, const_i64(e, align - 1)), const_i64(e, -align));
    ov = ofe_mb_cast(MB, "llvm.inttoptr", i, MB->ptr);
  }
  /* a gcc-empty record has no bytes there: its caller left none (as gcc's va_arg reads it) */
  if (!ofe_abi_gcc_empty_type(t)) {
    ofe_emit_copy(e, tmp, ov, t);
    ofe_mb_store(MB, ofe_mb_gep_bytes(MB, ov, (int64_t)((ofe_sizeof(t) + 7) / 8 * 8)), ov_addr, 8, false);
  }
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
  return ofe_type_is_record(t) ? tmp : ofe_emit_load_scalar(e, tmp, t->unqual);
}

/* ---- the rvalue dispatcher ---------------------------------------------------------------- */

MlirValue ofe_emit_rvalue(OfeEmit *e, const OfeExpr *x) {
  if (ofe_stack_exhausted(&e->ctx->stack, &e->ctx->diag, x->loc)) return ofe_mb_undef(MB, MB->i32);
  ofe_emit_set_loc(e, x->loc);
  const OfeType *t = x->type;
  switch (x->kind) {
  case E_ERROR: case E_NAME: return ofe_mb_undef(MB, MB->i32);
  case E_INT: return ofe_mb_const_wide(MB, ofe_emit_type(e, t), x->i.value);
  case E_FLOAT: return ofe_mb_const_float(MB, ofe_emit_type(e, t), x->f.value);
  case E_STRING: return ofe_emit_string(e, x);
  case E_VAR:
    if (x->var.decl && !mlirValueIsNull(x->var.decl->value)) return x->var.decl->value; /* value_only */
    /* fall through */
  case E_COMPOUND_LIT:
  case E_MEMBER:
  case E_DEREF:
  case E_SECTION: {
    if (t->kind == TY_FUNC) return x->kind == E_DEREF ? ofe_emit_rvalue(e, x->unary_ptr.operand) : lvalue(e, x).addr;
    LValue lv = lvalue(e, x);
    if (ofe_type_is_aggregate(t)) return lv.addr;
    return load_lv(e, lv);
  }
  case E_STMT_EXPR: return ofe_emit_stmt_expr(e, x->stmt_expr.body, x->stmt_expr.result);
  case E_CALL: return call(e, x);
  case E_ADDR: {
    const OfeExpr *o = x->unary_ptr.operand;
    return lvalue(e, o).addr;
  }
  case E_UNARY: {
    MlirValue v = x->unary.op == OP_NOT ? (MlirValue){NULL} : ofe_emit_rvalue(e, x->unary.operand);
    switch (x->unary.op) {
    case OP_NEG:
      if (t->kind == TY_COMPLEX) return ofe_emit_complex_neg(e, v, t->unqual, false);
      if (ofe_type_is_float(t) || (t->kind == TY_VECTOR && ofe_type_is_float(t->base))) {
        MlirAttribute fast = float_flags_at(e, x->loc);
        return ofe_mb_unop_fmf(MB, "llvm.fneg", v, mlirAttributeEqual(fast, MB->fastmath_none) ? (MlirAttribute){NULL} : fast);
      }
      return ofe_mb_binop(MB, "llvm.sub", ofe_mb_const_int(MB, mlirValueGetType(v), 0), v);
    case OP_BITNOT: return ofe_mb_binop(MB, "llvm.xor", v, ofe_mb_const_int(MB, mlirValueGetType(v), -1));
    case OP_NOT: {
      MlirValue c = ofe_emit_cond(e, x->unary.operand);
      return ofe_mb_cast(MB, "llvm.zext", ofe_mb_binop(MB, "llvm.xor", c, ofe_mb_const_int(MB, MB->i1, 1)), MB->i32);
    }
    }
    return v;
  }
  case E_BINARY: return binary(e, x);
  case E_LOGICAL: case E_COND: return branchy_value(e, x);
  case E_ASSIGN: return assign(e, x);
  case E_COMPOUND_ASSIGN: return compound_assign(e, x);
  case E_INCDEC: return incdec(e, x);
  case E_COMMA:
    ofe_emit_rvalue(e, x->comma.lhs);
    return ofe_emit_rvalue(e, x->comma.rhs);
  case E_CAST: {
    const OfeExpr *o = x->cast.operand;
    if (x->cast.is_explicit) ofe_emit_vla_sizes(e, t); /* `(int (*)[n++])p` runs n++, once */
    MlirValue v = ofe_emit_rvalue(e, o);
    return ofe_emit_convert(e, v, o->type, t);
  }
  case E_SIZEOF_VLA:
    if (x->sizeof_vla.eval_sizes) ofe_emit_vla_sizes(e, x->sizeof_vla.vla);
    return ofe_emit_sizeof(e, x->sizeof_vla.vla);
  case E_VA_START: {
    MlirValue ap = ofe_emit_rvalue(e, x->va.ap);
    ofe_mb_op(MB, "llvm.intr.vastart", (OfeOpSpec){.nops = 1, .ops = &ap});
    return (MlirValue){NULL};
  }
  case E_VA_END: {
    MlirValue ap = ofe_emit_rvalue(e, x->va.ap);
    ofe_mb_op(MB, "llvm.intr.vaend", (OfeOpSpec){.nops = 1, .ops = &ap});
    return (MlirValue){NULL};
  }
  case E_VA_COPY: {
    MlirValue ops[] = {ofe_emit_rvalue(e, x->va.ap), ofe_emit_rvalue(e, x->va.src)};
    ofe_mb_op(MB, "llvm.intr.vacopy", (OfeOpSpec){.nops = 2, .ops = ops});
    return (MlirValue){NULL};
  }
  case E_VA_ARG: return emit_va_arg(e, x);
  case E_BUILTIN: return ofe_emit_builtin(e, x);
  }
  return (MlirValue){NULL};
}
