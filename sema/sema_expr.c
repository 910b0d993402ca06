/* sema_expr: expressions. Every operator is checked as C11 §6.5 says, operands go through
 * lvalue conversion, decay and the usual arithmetic conversions, and each conversion becomes
 * an explicit E_CAST, so the emitter only follows types. An erroneous operand yields E_ERROR
 * silently (the first message was enough). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sema/builtins.h"
#include "sema/const_eval.h"
#include "sema/literals.h"
#include "sema/sema.h"
#include "sema/x86_builtins.h"
#include "sema/sema_omp.h"
#include "sema/warn.h"

#define TY (&ctx->types)

static bool is_err(const OfeExpr *e) { return !e || e->type->kind == TY_ERROR; }

OfeExpr *ofe_sema_error(OfeCtx *ctx, OfeLoc loc) {
  return ofe_expr_new(&ctx->arena, E_ERROR, TY->error, loc);
}

static const char *tstr(OfeCtx *ctx, const OfeType *t) { return ofe_type_str(TY, t); }

OfeExpr *ofe_sema_int_value(OfeCtx *ctx, OfeWide v, OfeType *t, OfeLoc loc) {
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_INT, t, loc);
  e->i.value = ofe_const_wrap(t, v);
  return e;
}

/* ---- conversions ------------------------------------------------------------------------ */

static OfeExpr *cast_node(OfeCtx *ctx, OfeExpr *e, OfeType *t, bool is_explicit) {
  OfeExpr *c = ofe_expr_new(&ctx->arena, E_CAST, t, e->loc);
  c->cast.operand = e;
  c->cast.is_explicit = is_explicit;
  return c;
}

/* The bit-field whose value e is, as clang-19 finds it (Expr::getSourceBitField): a member,
   the right operand of a comma, the left of an assignment, the operand of a prefix ++/--. */
static const OfeMember *source_bitfield(const OfeExpr *e) {
  for (;;) {
    if (e->kind == E_CAST && !e->cast.is_explicit && e->type == e->cast.operand->type->unqual) e = e->cast.operand;
    else if (e->kind == E_COMMA) e = e->comma.rhs;
    else if (e->kind == E_ASSIGN) e = e->assign.lhs;
    else if (e->kind == E_COMPOUND_ASSIGN) e = e->compound_assign.lhs;
    else if (e->kind == E_INCDEC && e->incdec.is_prefix) e = e->incdec.operand;
    else break;
  }
  return e->kind == E_MEMBER && e->member.member->is_bitfield ? e->member.member : NULL;
}

/* The type the integer promotions give e's value when it is a bit-field: int when int holds
   every value of its width, else unsigned int when that does, whatever the declared integer
   or enum type (C11 6.3.1.1p2, which gcc and clang-19 apply to long and enum bit-fields too):
   with `unsigned long f:8` holding 255, f - 256 is -1. A wider one keeps its declared type,
   as in clang-19 (gcc differs; implementation-defined). NULL when e is no bit-field. */
OfeType *ofe_sema_bitfield_promoted(OfeCtx *ctx, const OfeExpr *e) {
  const OfeMember *m = source_bitfield(e);
  if (!m || !ofe_type_is_integer(m->type)) return NULL;
  unsigned int_bits = ofe_type_bits(TY->int_);
  if (m->bit_width < int_bits) return TY->int_;
  if (m->bit_width == int_bits) return ofe_type_is_unsigned(m->type->unqual) ? TY->uint : TY->int_;
  return NULL;
}

/* Whether e names a register array, whose conversion to a pointer takes its address. */
static bool is_register_array(const OfeExpr *e) {
  return e->kind == E_VAR && e->var.decl && e->var.decl->kind == D_VAR && e->var.decl->storage == SC_REGISTER &&
         e->type->kind == TY_ARRAY;
}

/* An array's or a function's decay: a pointer to its first element, or to it. */
static OfeExpr *decay(OfeCtx *ctx, OfeExpr *e) {
  OfeType *to = e->type->kind == TY_ARRAY ? e->type->base : e->type;
  OfeExpr *a = ofe_expr_new(&ctx->arena, E_ADDR, ofe_type_pointer(TY, to), e->loc);
  a->unary_ptr.operand = e;
  return a;
}

/* Lvalue conversion and decay, without the promotion of bit-fields (_Generic's controlling
   expression, the result of a comma, C11 6.5.1.1p2). */
static OfeExpr *lvalue_convert(OfeCtx *ctx, OfeExpr *e) {
  if (is_err(e)) return e;
  OfeType *t = e->type;
  if (is_register_array(e)) {
    /* gcc-12 and clang-19 refuse it (gcc allows subscripting one: ofe_sema_index) */
    ofe_error(&ctx->diag, e->loc, "address of register variable requested");
    return ofe_sema_error(ctx, e->loc);
  }
  if (t->kind == TY_ARRAY || t->kind == TY_FUNC) return decay(ctx, e);
  if (t->quals && e->lvalue) return cast_node(ctx, e, t->unqual, false);
  return e;
}

OfeExpr *ofe_sema_rvalue(OfeCtx *ctx, OfeExpr *e) {
  if (is_err(e)) return e;
  if (e->kind == E_SECTION && e->type->kind != TY_ARRAY) {
    /* a section names storage for a clause to map or depend on; it has no value (clang-19's
     * error: num_threads(p[0:2]) was taken as p[0] before) */
    ofe_error(&ctx->diag, e->loc, "OpenMP array %s is not allowed here", e->section.shape ? "shaping operation" : "section");
    return ofe_sema_error(ctx, e->loc);
  }
  OfeType *bt = ofe_sema_bitfield_promoted(ctx, e);
  if (bt && bt != e->type->unqual) return cast_node(ctx, e, bt, false);
  return lvalue_convert(ctx, e);
}

/* A floating literal's digits as clang-19 shows them in diagnostics: APFloat::toString with
 * the significant digits of the type's precision, trailing zeros cut, exponent form when
 * more than three zeros would pad. */
static const char *float_text(OfeCtx *ctx, const OfeType *t, long double v) {
  int prec = t->kind == TY_FLOAT16 ? 11 : t->kind == TY_FLOAT ? 24 : t->kind == TY_DOUBLE ? 53 : t->kind == TY_LDOUBLE ? 64 : 113;
  int ndig = (prec * 59 + 195) / 196;
  if (isnan(v) || isinf(v)) return isnan(v) ? "NaN" : v < 0 ? "-Inf" : "+Inf";
  char buf[64], digits[64];
  snprintf(buf, sizeof buf, "%.*Le", ndig - 1, fabsl(v));
  int n = 0, exp10 = atoi(strchr(buf, 'e') + 1);
  for (const char *p = buf; *p != 'e'; p++)
    if (*p >= '0' && *p <= '9') digits[n++] = *p;
  while (n > 1 && digits[n - 1] == '0') n--;
  digits[n] = 0;
  int exp = exp10 - (n - 1); /* the power of ten of the last digit */
  bool sci = exp >= 0 ? exp > 3 || n + exp > ndig : exp10 < 0 && -exp10 > 3;
  const char *sign = signbit(v) ? "-" : "";
  if (sci)
    return ofe_arena_printf(&ctx->arena, "%s%c.%sE%c%d", sign, digits[0], n == 1 ? "0" : digits + 1, exp10 < 0 ? '-' : '+',
                            abs(exp10));
  if (exp >= 0) return ofe_arena_printf(&ctx->arena, "%s%s%.*s", sign, digits, exp, "000");
  int whole = n + exp;
  if (whole > 0) return ofe_arena_printf(&ctx->arena, "%s%.*s.%s", sign, whole, digits, digits + whole);
  return ofe_arena_printf(&ctx->arena, "%s0.%.*s%s", sign, -whole, "000", digits);
}

/* clang-19's -Wliteral-conversion: a floating literal that an implicit conversion to an
 * integer changes, or whose whole part the type cannot hold. */
static void warn_literal_conversion(OfeCtx *ctx, const OfeExpr *e, const OfeType *to) {
  if (e->kind != E_FLOAT || !e->f.literal) return;
  bool exact, in_range;
  char digits[48];
  OfeWide v = ofe_const_from_float(to, e->f.value, &exact, &in_range);
  if (!in_range)
    ofe_warn(&ctx->diag, OFE_W_LITERAL_CONVERSION, e->loc, "implicit conversion of out of range value from '%s' to '%s' is undefined",
                tstr(ctx, e->type), tstr(ctx, to));
  else if (!exact)
    ofe_warn(&ctx->diag, OFE_W_LITERAL_CONVERSION, e->loc, "implicit conversion from '%s' to '%s' changes value from %s to %s",
                tstr(ctx, e->type), tstr(ctx, to), float_text(ctx, e->type, e->f.value),
                to->kind == TY_BOOL ? (v ? "true" : "false") : ofe_arena_strdup(&ctx->arena, ofe_wide_format(digits, v, !ofe_type_is_unsigned(to))));
}

/* A _Float16 result computed in float (operand of type float), held in excess precision as
 * gcc-12 does on x86_64: rounded only where it is assigned, cast, returned or passed. */
static OfeExpr *float16_excess(OfeCtx *ctx, OfeExpr *in_float) {
  OfeExpr *c = cast_node(ctx, in_float, TY->float16, false);
  c->cast.excess = true;
  return c;
}

/* The float an operand of _Float16 arithmetic contributes: an excess result's own float. */
static OfeExpr *float16_operand(OfeCtx *ctx, OfeExpr *e) {
  e = ofe_sema_rvalue(ctx, e);
  if (e->kind == E_CAST && e->cast.excess) return e->cast.operand;
  return ofe_sema_convert(ctx, e, TY->float_);
}

OfeExpr *ofe_sema_convert(OfeCtx *ctx, OfeExpr *e, OfeType *t) {
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e) || t->kind == TY_ERROR) return e;
  t = t->unqual;
  if (e->type->unqual == t) return e;
  /* converted to another type, an excess _Float16 result converts from its float value */
  if (e->kind == E_CAST && e->cast.excess) return ofe_sema_convert(ctx, e->cast.operand, t);
  if (ofe_type_is_integer(t)) warn_literal_conversion(ctx, e, t);
  if (ofe_type_is_record(t) && e->type->unqual->record == t->record) return e;
  /* fold conversions of constants right away, so they stay E_INT/E_FLOAT */
  if (e->kind == E_INT && ofe_type_is_integer(t) && ofe_type_is_integer(e->type))
    return ofe_sema_int_value(ctx, e->i.value, t, e->loc);
  return cast_node(ctx, e, t, false);
}

bool ofe_sema_is_null_pointer_constant(OfeCtx *ctx, OfeExpr *e) {
  if (is_err(e)) return false;
  OfeExpr *x = e;
  if (x->kind == E_CAST && x->type->kind == TY_PTR && x->type->base->kind == TY_VOID && !x->type->base->quals)
    x = x->cast.operand;
  if (!ofe_type_is_integer(x->type)) return false;
  int64_t v;
  return ofe_eval_int(ctx, x, &v) && v == 0;
}

/* Pointer conversions allowed by assignment (C11 6.5.16.1), with GCC's warnings. */
static bool pointers_assignable(OfeCtx *ctx, OfeType *to, OfeType *from, OfeLoc loc, const char *what) {
  OfeType *tb = to->base, *fb = from->base;
  if ((fb->quals & ~tb->quals) != 0)
    ofe_warn(&ctx->diag, OFE_W_DISCARDS_QUALIFIERS, loc, "%s discards qualifiers: '%s' to '%s'", what, tstr(ctx, from), tstr(ctx, to));
  if (tb->kind == TY_VOID || fb->kind == TY_VOID) return true;
  if (!ofe_type_compatible(tb->unqual, fb->unqual) &&
      !(ofe_type_is_integer(tb) && ofe_type_is_integer(fb) && tb->size == fb->size))
    ofe_warn(&ctx->diag, OFE_W_INCOMPATIBLE_POINTER_TYPES, loc, "incompatible pointer types: %s '%s' to '%s'", what, tstr(ctx, from), tstr(ctx, to));
  return true;
}

/* clang-19's -Wconstant-conversion: an integer constant that an implicit conversion to a
 * narrower integer type changes. The bits of a negative value count as fitting an unsigned
 * type of the same width (`unsigned char c = -1` is the idiom), and a conversion between types
 * of one width only reinterprets (that is -Wsign-conversion, off by default). */
static void warn_constant_conversion(OfeCtx *ctx, OfeExpr *e, const OfeType *to, const OfeType *from) {
  if (!ofe_type_is_integer(to) || to->kind == TY_BOOL || !ofe_type_is_integer(from) || to->size >= from->size) return;
  int64_t v;
  if (!ofe_eval_int(ctx, e, &v)) return;
  unsigned w = (unsigned)to->size * 8;
  bool from_unsigned = ofe_type_is_unsigned(from), negative = !from_unsigned && v < 0;
  uint64_t mag = negative ? 0 - (uint64_t)v : (uint64_t)v;
  bool fits = negative ? mag <= (uint64_t)1 << (w - 1)
                       : mag <= (ofe_type_is_unsigned(to) ? ((uint64_t)1 << w) - 1 : ((uint64_t)1 << (w - 1)) - 1);
  if (fits) return;
  char a[48], b[48];
  OfeWide converted = ofe_const_wrap(to, (OfeWide)(uint64_t)v);
  ofe_warn(&ctx->diag, OFE_W_CONSTANT_CONVERSION, e->loc, "implicit conversion from '%s' to '%s' changes value from %s to %s",
           tstr(ctx, from), tstr(ctx, to), ofe_wide_format(a, from_unsigned ? (OfeWide)(uint64_t)v : (OfeWide)v, !from_unsigned),
           ofe_wide_format(b, converted, !ofe_type_is_unsigned(to)));
}

OfeExpr *ofe_sema_assign_convert(OfeCtx *ctx, OfeExpr *e, OfeType *t, const char *what, OfeLoc loc) {
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e) || t->kind == TY_ERROR) return e;
  OfeType *to = t->unqual, *from = e->type->unqual;
  if (ofe_type_is_arith(to) && ofe_type_is_arith(from)) {
    warn_constant_conversion(ctx, e, to, from);
    return ofe_sema_convert(ctx, e, to);
  }
  if (ofe_type_is_arith_or_complex(to) && ofe_type_is_arith_or_complex(from)) return ofe_sema_convert(ctx, e, to);
  if (to->kind == TY_BOOL && from->kind == TY_PTR) return ofe_sema_convert(ctx, e, to);
  if (to->kind == TY_PTR) {
    if (ofe_sema_is_null_pointer_constant(ctx, e)) return ofe_sema_convert(ctx, e, to);
    if (from->kind == TY_PTR) {
      pointers_assignable(ctx, to, from, loc, what);
      return ofe_sema_convert(ctx, e, to);
    }
    if (ofe_type_is_integer(from)) {
      ofe_warn(&ctx->diag, OFE_W_INT_CONVERSION, loc, "incompatible integer to pointer conversion %s '%s' to '%s'", what,
                  tstr(ctx, from), tstr(ctx, to));
      return ofe_sema_convert(ctx, e, to);
    }
  }
  if (ofe_type_is_integer(to) && from->kind == TY_PTR) {
    ofe_warn(&ctx->diag, OFE_W_INT_CONVERSION, loc, "incompatible pointer to integer conversion %s '%s' to '%s'", what,
                tstr(ctx, from), tstr(ctx, to));
    return ofe_sema_convert(ctx, e, to);
  }
  if (ofe_type_is_record(to) && ofe_type_compatible(to, from)) return e;
  if (to->kind == TY_VECTOR && ofe_type_compatible(to, from)) return ofe_sema_convert(ctx, e, to);
  if (ofe_sema_vector_mask_converts(e, to)) return ofe_sema_vector_cast(ctx, to, e, loc);
  ofe_error(&ctx->diag, loc, "incompatible types %s '%s' to '%s'", what, tstr(ctx, from), tstr(ctx, to));
  return ofe_sema_error(ctx, loc);
}

/* The compound literal whose hidden object d (of type t, a global one listed with the unit's
 * globals) is initialized by `in`: an lvalue. */
static OfeExpr *compound_literal_of(OfeCtx *ctx, OfeDecl *d, OfeType *t, OfeInit *in, OfeLoc loc) {
  d->type = t;
  d->init = in;
  d->is_defined = true;
  if (d->is_global) ofe_vec_push(&ctx->arena, &ctx->unit.globals, d);
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_COMPOUND_LIT, t, loc);
  e->compound.decl = d;
  e->lvalue = true;
  return e;
}

OfeExpr *ofe_sema_temporary(OfeCtx *ctx, OfeExpr *e) {
  e = ofe_sema_rvalue(ctx, e);
  OfeInit *in = ofe_arena_alloc(&ctx->arena, sizeof *in);
  OfeInitElem el = {.offset = 0, .type = e->type->unqual, .expr = e};
  ofe_vec_push(&ctx->arena, &in->elems, el);
  OfeDecl *d = ofe_sema_hidden_local(ctx, e->type->unqual, "temporary", e->loc);
  return compound_literal_of(ctx, d, e->type->unqual, in, e->loc);
}

/* Whether an argument of type `from` (e its value) initializes a transparent union's member of
 * type `to`, by GCC's rule (the attribute is GCC's): a member of the argument's type, or a
 * pointer member for a null pointer constant, a void pointer, or a pointer to a compatible type
 * with no qualifier lost. No arithmetic conversion: GCC refuses them, and clang-19, which takes
 * the first member they allow, would pick another member than GCC where one has the type. */
static bool transparent_member_takes(OfeCtx *ctx, OfeExpr *e, const OfeType *to, const OfeType *from) {
  to = to->unqual;
  if (ofe_type_compatible(to, from)) return true;
  if (to->kind != TY_PTR) return false;
  if (ofe_sema_is_null_pointer_constant(ctx, e)) return true;
  return from->kind == TY_PTR && (from->base->quals & ~to->base->quals) == 0 &&
         (to->base->kind == TY_VOID || from->base->kind == TY_VOID || ofe_type_compatible(to->base->unqual, from->base->unqual));
}

/* An argument for a parameter of a transparent union type (GCC's transparent_union): the union,
 * as a compound literal, with the first member the argument can initialize; NULL when none can
 * (the plain conversion then reports it). */
static OfeExpr *transparent_union_arg(OfeCtx *ctx, OfeExpr *a, OfeType *u) {
  a = ofe_sema_rvalue(ctx, a);
  if (is_err(a) || !ctx->func || ofe_type_compatible(u->unqual, a->type->unqual)) return NULL;
  const OfeRecord *r = u->unqual->record;
  for (size_t i = 0; i < r->members.len; i++) {
    const OfeMember *m = &r->members.items[i];
    if (m->is_bitfield || !transparent_member_takes(ctx, a, m->type, a->type->unqual)) continue;
    OfeInit *in = ofe_arena_alloc(&ctx->arena, sizeof *in);
    in->zero_fill = true;
    OfeInitElem el = {.offset = m->offset, .type = m->type->unqual, .expr = ofe_sema_convert(ctx, a, m->type)};
    ofe_vec_push(&ctx->arena, &in->elems, el);
    OfeDecl *d = ofe_sema_hidden_local(ctx, u->unqual, "transparent_union", a->loc);
    return ofe_sema_rvalue(ctx, compound_literal_of(ctx, d, u->unqual, in, a->loc));
  }
  return NULL;
}

/* A condition as written: a scalar rvalue (GNU `x ?: y` also yields it as its value). */
static OfeExpr *checked_condition(OfeCtx *ctx, OfeExpr *e) {
  ofe_warn_condition(ctx, e);
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e)) return e;
  if (!ofe_type_is_scalar(e->type) && e->type->kind != TY_COMPLEX) {
    ofe_error(&ctx->diag, e->loc, "statement requires expression of scalar type ('%s' invalid)", tstr(ctx, e->type));
    return ofe_sema_error(ctx, e->loc);
  }
  return e;
}

OfeExpr *ofe_sema_condition(OfeCtx *ctx, OfeExpr *e) {
  e = checked_condition(ctx, e);
  /* an excess _Float16 result is tested as its float, as gcc-12 tests it (`if (t * t)` holds
   * where the product is no zero in float, though it rounds to 0 as a _Float16) */
  return e->kind == E_CAST && e->cast.excess ? e->cast.operand : e;
}

static bool eval_wide(OfeCtx *ctx, OfeExpr *e, OfeWide *out) {
  OfeConst c;
  if (is_err(e) || !ofe_type_is_integer(e->type)) return false;
  if (!ofe_const_eval(ctx, e, &c) || c.kind != CONST_INT) return false;
  *out = c.i;
  return true;
}

bool ofe_eval_int(OfeCtx *ctx, OfeExpr *e, int64_t *out) {
  OfeWide v;
  if (!eval_wide(ctx, e, &v)) return false;
  *out = (int64_t)v;
  return true;
}

bool ofe_sema_const_wide(OfeCtx *ctx, OfeExpr *e, OfeWide *out, const char *what) {
  if (is_err(e)) return false;
  OfeExpr *r = ofe_sema_rvalue(ctx, e);
  bool outer = ctx->constant_context;
  ctx->constant_context = true;
  bool ok = ofe_type_is_integer(r->type) && eval_wide(ctx, r, out);
  ctx->constant_context = outer;
  if (!ok) {
    ofe_error(&ctx->diag, e->loc, "%s is not an integer constant expression", what);
    return false;
  }
  return true;
}

bool ofe_sema_const_int(OfeCtx *ctx, OfeExpr *e, int64_t *out, const char *what) {
  OfeWide v;
  if (!ofe_sema_const_wide(ctx, e, &v, what)) return false;
  *out = (int64_t)v;
  return true;
}

bool ofe_sema_is_modifiable_lvalue(OfeCtx *ctx, OfeExpr *e, const char *what) {
  if (is_err(e)) return false;
  if (!e->lvalue) {
    ofe_error(&ctx->diag, e->loc, "expression is not assignable (%s requires an lvalue)", what);
    return false;
  }
  if (e->type->kind == TY_ARRAY) {
    ofe_error(&ctx->diag, e->loc, "array type '%s' is not assignable", tstr(ctx, e->type));
    return false;
  }
  if (e->type->quals & OFE_QUAL_CONST) {
    if (e->kind == E_VAR) ofe_error(&ctx->diag, e->loc, "cannot assign to variable '%s' with const-qualified type '%s'", e->var.decl->name, tstr(ctx, e->type));
    else ofe_error(&ctx->diag, e->loc, "cannot assign to an lvalue of const-qualified type '%s'", tstr(ctx, e->type));
    return false;
  }
  if (ofe_type_is_record(e->type)) {
    const OfeRecord *r = e->type->record;
    for (size_t i = 0; i < r->members.len; i++)
      if (r->members.items[i].type->quals & OFE_QUAL_CONST) {
        ofe_error(&ctx->diag, e->loc, "cannot assign to a struct with a const-qualified member");
        return false;
      }
  }
  if (!ofe_type_is_complete(e->type)) {
    ofe_error(&ctx->diag, e->loc, "incomplete type '%s' is not assignable", tstr(ctx, e->type));
    return false;
  }
  return true;
}

/* ---- primary expressions --------------------------------------------------------------- */

bool ofe_sema_names_nothing(OfeCtx *ctx, const char *name) {
  return !ofe_scope_lookup(ctx, name) && !ofe_builtin_lookup(ctx, name);
}

OfeExpr *ofe_sema_implicit_function(OfeCtx *ctx, const char *name, OfeLoc loc) {
  if (strncmp(name, "__builtin_", 10) == 0) {
    ofe_error(&ctx->diag, loc, "use of unknown builtin '%s'", name);
    OfeExpr *e = ofe_sema_ident(ctx, name, loc, true);
    e->var.reported = true;
    return e;
  }
  bool c89 = ofe_options_c90(ctx->opts);
  OfeDecl *library = ofe_builtin_library_function(ctx, name);
  OfeType *type = library ? library->type : ofe_type_func(TY, TY->int_); /* `int name()`, no prototype */
  if (library) {
    const char *noreturn = library->is_noreturn ? " __attribute__((noreturn))" : "";
    if (c89)
      ofe_warn(&ctx->diag, OFE_W_IMPLICIT_LIBRARY_DECLARATION_C89, loc, "implicitly declaring library function '%s' with type '%s%s'",
               name, tstr(ctx, type), noreturn);
    else
      ofe_warn(&ctx->diag, OFE_W_IMPLICIT_FUNCTION_DECLARATION, loc,
               "call to undeclared library function '%s' with type '%s%s'; ISO C99 and later do not support implicit function declarations",
               name, tstr(ctx, type), noreturn);
  } else {
    if (c89) ofe_warn(&ctx->diag, OFE_W_IMPLICIT_FUNCTION_DECLARATION_C89, loc, "implicit declaration of function '%s'", name);
    else
      ofe_warn(&ctx->diag, OFE_W_IMPLICIT_FUNCTION_DECLARATION, loc,
               "call to undeclared function '%s'; ISO C99 and later do not support implicit function declarations", name);
    const OfeDecl *near = c89 ? NULL : ofe_scope_similar(ctx, name); /* C89's call is valid: no hint */
    if (near) {
      ofe_note(&ctx->diag, loc, "did you mean '%s'?", near->name);
      ofe_note(&ctx->diag, near->loc, "'%s' declared here", near->name);
    }
  }
  ofe_sema_declare_implicit_function(ctx, name, type, library && library->is_noreturn, loc);
  return ofe_sema_ident(ctx, name, loc, false);
}

OfeExpr *ofe_sema_ident(OfeCtx *ctx, const char *name, OfeLoc loc, bool lenient) {
  OfeDecl *d = ofe_scope_lookup(ctx, name);
  if (!d) d = ofe_builtin_lookup(ctx, name);
  if (!d) {
    /* a directive inside a begin declare variant that does not apply names what was skipped */
    bool quiet = lenient || (ctx->in_pragma && ofe_omp_skipping(ctx));
    const OfeDecl *near = quiet ? NULL : ofe_scope_similar(ctx, name);
    if (near) {
      ofe_diag_fixit(&ctx->diag, OFE_DIAG_ERROR, loc, near->name, "use of undeclared identifier '%s'; did you mean '%s'?",
                     name, near->name);
      ofe_note(&ctx->diag, near->loc, "'%s' declared here", near->name);
    } else if (!quiet) {
      ofe_error(&ctx->diag, loc, "use of undeclared identifier '%s'", name);
    }
    OfeExpr *e = ofe_expr_new(&ctx->arena, E_VAR, TY->error, loc);
    e->var.name = name;
    e->var.reported = !lenient;
    return e;
  }
  if (d->kind == D_ENUM_CONST) return ofe_sema_int_value(ctx, (uint64_t)d->enum_value, d->type, loc);
  if (d->kind == D_TYPEDEF) {
    ofe_error(&ctx->diag, loc, "unexpected type name '%s': expected expression", name);
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_VAR, d->type, loc);
  e->var.decl = d;
  e->var.name = name;
  e->lvalue = d->kind == D_VAR;
  /* gcc's intrinsics headers: thousands of inline-only functions naming each other, of
     which only those a program reaches are emitted (emit_module.c follows inline_refs) */
  if (d->kind == D_FUNC && ctx->func && ofe_sema_inline_only(ctx, d) && ofe_sema_inline_only(ctx, ctx->func->decl))
    ofe_vec_push(&ctx->arena, &ctx->func->decl->inline_refs, d);
  else
    d->referenced = true;
  d->ref_count++;
  if (!ctx->unevaluated) ofe_omp_on_reference(ctx, d, loc);
  if (ctx->udr_reading) ofe_omp_udr_check_name(ctx, d, loc);
  return e;
}

OfeExpr *ofe_sema_int_const(OfeCtx *ctx, const char *text, size_t len, OfeLoc loc) {
  OfeIntLit lit = ofe_parse_int_lit(text, len);
  if (lit.bad_suffix) {
    ofe_error(&ctx->diag, loc, "invalid integer constant '%.*s'", (int)len, text);
    return ofe_sema_error(ctx, loc);
  }
  if (lit.overflow) {
    ofe_error(&ctx->diag, loc, "integer literal is too large to be represented in any integer type");
    return ofe_sema_error(ctx, loc);
  }
  uint64_t v = lit.value;
  /* C11 6.4.4.1p5: the first type in the list that can represent the value */
  OfeType *cands[6];
  int n = 0;
  bool dec = lit.is_decimal;
  if (!lit.u) {
    if (lit.longs == 0) cands[n++] = TY->int_;
    if (lit.longs == 0 && !dec) cands[n++] = TY->uint;
    if (lit.longs <= 1) cands[n++] = TY->long_;
    if (lit.longs <= 1 && !dec) cands[n++] = TY->ulong;
    cands[n++] = TY->llong;
    if (!dec) cands[n++] = TY->ullong;
  } else {
    if (lit.longs == 0) cands[n++] = TY->uint;
    if (lit.longs <= 1) cands[n++] = TY->ulong;
    cands[n++] = TY->ullong;
  }
  for (int i = 0; i < n; i++) {
    OfeType *t = cands[i];
    uint64_t max = ofe_type_is_unsigned(t) ? (t->size == 8 ? UINT64_MAX : 0xffffffffu)
                                           : (t->size == 8 ? (uint64_t)INT64_MAX : 0x7fffffffu);
    if (v <= max) return lit.imaginary ? ofe_sema_imaginary(ctx, ofe_sema_int_value(ctx, v, t, loc)) : ofe_sema_int_value(ctx, v, t, loc);
  }
  ofe_warn(&ctx->diag, OFE_W_IMPLICITLY_UNSIGNED_LITERAL, loc, "integer literal is too large to be represented in a signed integer type, interpreting as unsigned");
  return lit.imaginary ? ofe_sema_imaginary(ctx, ofe_sema_int_value(ctx, v, TY->ulong, loc)) : ofe_sema_int_value(ctx, v, TY->ulong, loc);
}

OfeExpr *ofe_sema_float_const(OfeCtx *ctx, const char *text, size_t len, OfeLoc loc) {
  OfeFloatLit lit = ofe_parse_float_lit(text, len);
  if (lit.bad_suffix) {
    ofe_error(&ctx->diag, loc, "invalid floating constant '%.*s'", (int)len, text);
    return ofe_sema_error(ctx, loc);
  }
  if (lit.inexact) { /* constants are held as long double: a rounded one would be a wrong value */
    ofe_error(&ctx->diag, loc, "'__float128' constant '%.*s' is not supported: ompfe takes one whose value long double holds exactly",
              (int)len, text);
    return ofe_sema_error(ctx, loc);
  }
  if (lit.suffix == 'h' && lit.imaginary) {
    ofe_error(&ctx->diag, loc, "'_Complex _Float16' is not supported by ompfe");
    return ofe_sema_error(ctx, loc);
  }
  OfeType *t = lit.suffix == 'f' || lit.suffix == 'h' ? TY->float_
               : lit.suffix == 'l'                    ? TY->ldouble
               : lit.suffix == 'q'                    ? TY->float128
                                                      : TY->double_;
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_FLOAT, t, loc);
  e->f.value = lit.value; /* already of its type: ofe_parse_float_lit rounds once */
  e->f.literal = true;
  /* gcc-12 (x86_64) evaluates a _Float16 constant in float: 1.1f16 is 1.1f until rounded */
  if (lit.suffix == 'h') return float16_excess(ctx, e);
  return lit.imaginary ? ofe_sema_imaginary(ctx, e) : e;
}

void ofe_sema_literal_problem(OfeCtx *ctx, OfeLoc loc, const OfeLitError *err, const char *literal) {
  if (err->unknown_escape_at >= 0) {
    OfeLoc at = loc;
    at.col += (uint32_t)err->unknown_escape_at;
    ofe_warn(&ctx->diag, OFE_W_UNKNOWN_ESCAPE_SEQUENCE, at, "unknown escape sequence '\\%c'", err->unknown_escape);
  }
  if (err->problem == OFE_LIT_OK) return;
  loc.col += (uint32_t)err->at;
  if (err->problem == OFE_LIT_BAD_ESCAPE) ofe_error(&ctx->diag, loc, "invalid escape sequence in %s", literal);
  else if (err->problem == OFE_LIT_UCN_BASIC)
    ofe_error(&ctx->diag, loc, "character '%c' cannot be specified by a universal character name", (char)err->ucn);
  else if (err->problem == OFE_LIT_ID_NOT_ALLOWED || err->problem == OFE_LIT_ID_NOT_INITIAL)
    ofe_error(&ctx->diag, loc, "character <U+%04X> not allowed %s an identifier", (unsigned)err->ucn,
              err->problem == OFE_LIT_ID_NOT_ALLOWED ? "in" : "at the start of");
  else ofe_error(&ctx->diag, loc, "%s", ofe_lit_problem_text(err->problem));
}

OfeExpr *ofe_sema_char_const(OfeCtx *ctx, const char *text, size_t len, OfeLoc loc) {
  const char *q = memchr(text, '\'', len);
  bool wide = q != text;
  unsigned char_size = !wide || text[1] == '8' ? 1 : text[0] == 'u' ? 2 : 4;
  OfeLitError err;
  int nchars;
  int64_t v = ofe_decode_char(q + 1, len - (size_t)(q - text) - 2, char_size, &err, &nchars);
  err.at = 0; /* clang-19 points at the constant */
  ofe_sema_literal_problem(ctx, loc, &err, "character constant");
  if (nchars == 0) {
    ofe_error(&ctx->diag, loc, "empty character constant");
    return ofe_sema_error(ctx, loc);
  }
  if (wide && text[1] == '8') {
    /* C23's; in C17, as gcc and clang-19 read it, u8 is an identifier before 'a' */
    ofe_error(&ctx->diag, loc, "UTF-8 character constants (u8'...') are C23; ompfe compiles C17, where u8 is an identifier");
    return ofe_sema_error(ctx, loc);
  }
  if (nchars > 1 && wide) { /* clang-19's errors; gcc warns and keeps one of the characters */
    ofe_error(&ctx->diag, loc, "%s character literals may not contain multiple characters", text[0] == 'L' ? "wide" : "Unicode");
    return ofe_sema_error(ctx, loc);
  }
  if (nchars > 1) ofe_warn(&ctx->diag, OFE_W_MULTICHAR, loc, "multi-character character constant");
  OfeType *t = TY->int_;
  if (wide && text[0] == 'u' && text[1] != '8') t = TY->ushort;
  else if (wide && text[0] == 'U') t = TY->uint;
  return ofe_sema_int_value(ctx, (uint64_t)v, t, loc);
}

OfeExpr *ofe_sema_string(OfeCtx *ctx, const char *bytes, size_t nchars, unsigned char_size, OfeLoc loc) {
  OfeType *elem = char_size == 4 ? TY->int_ : char_size == 2 ? TY->ushort : TY->char_;
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_STRING, ofe_type_array(TY, elem, (int64_t)nchars), loc);
  e->str.bytes = bytes;
  e->str.len = nchars;
  e->str.char_size = char_size ? char_size : 1;
  e->lvalue = true;
  return e;
}

OfeExpr *ofe_sema_func_name(OfeCtx *ctx, OfeLoc loc) {
  const char *n = ctx->func ? ctx->func->decl->name : "";
  if (!ctx->func) ofe_warn(&ctx->diag, OFE_W_PREDEFINED_OUTSIDE_FUNCTION, loc, "predefined identifier is only valid inside function");
  OfeExpr *e = ofe_sema_string(ctx, n, strlen(n) + 1, 1, loc);
  e->type = ofe_type_array(TY, ofe_type_qualified(TY, TY->char_, OFE_QUAL_CONST), (int64_t)strlen(n) + 1);
  return e;
}

/* ---- postfix ------------------------------------------------------------------------------ */

static OfeExpr *default_promote(OfeCtx *ctx, OfeExpr *e) {
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e)) return e;
  if (e->type->kind == TY_FLOAT) return ofe_sema_convert(ctx, e, TY->double_);
  if (ofe_type_is_integer(e->type)) return ofe_sema_convert(ctx, e, ofe_type_promote(TY, e->type));
  return e;
}

/* creal, cimag and conj (and their f and l forms) declared as the C library declares them
 * are gcc's built-ins: the part or conjugate, with no call (nor -lm) needed. */
static OfeDecl *complex_library_builtin(OfeCtx *ctx, const OfeDecl *fn) {
  static const char *const names[] = {"creal", "crealf", "creall", "cimag", "cimagf", "cimagl", "conj", "conjf", "conjl"};
  const OfeType *ft = fn->type;
  if (!fn->is_global || fn->is_defined || !ft->has_proto || ft->params.len != 1 || ft->variadic) return NULL;
  const OfeType *p = ft->params.items[0].type->unqual, *r = ft->base->unqual;
  if (p->kind != TY_COMPLEX || (r != p && r != p->base)) return NULL;
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    if (strcmp(fn->name, names[i]) != 0) continue;
    OfeTypeKind elem = i % 3 == 0 ? TY_DOUBLE : i % 3 == 1 ? TY_FLOAT : TY_LDOUBLE;
    bool is_conj = i >= 6;
    if (p->base->kind != elem || r != (is_conj ? p : p->base)) return NULL; /* not the library's */
    char builtin[32];
    snprintf(builtin, sizeof builtin, "__builtin_%s", names[i]);
    return ofe_builtin_lookup(ctx, ofe_intern(ctx, builtin, strlen(builtin)));
  }
  return NULL;
}

OfeExpr *ofe_sema_decl_ref(OfeCtx *ctx, OfeDecl *d, OfeLoc loc) {
  OfeExpr *v = ofe_expr_new(&ctx->arena, E_VAR, d->type, loc);
  v->var.decl = d;
  v->var.name = d->name;
  d->referenced = true;
  return v;
}

static OfeExpr *call_expr(OfeCtx *ctx, OfeExpr *callee, OfeExprList *args, OfeLoc loc);

OfeExpr *ofe_sema_call(OfeCtx *ctx, OfeExpr *callee, OfeExprList *args, OfeLoc loc) {
  OfeExpr *call = call_expr(ctx, callee, args, loc);
  /* `__builtin_ffs (8)`: the library function's call, folded as clang-19 folds it */
  if (callee->kind == E_VAR && callee->var.decl && !callee->var.decl->builtin && callee->var.name &&
      strncmp(callee->var.name, "__builtin_", 10) == 0)
    return ofe_builtin_fold_library(ctx, callee->var.name + 10, call);
  return call;
}

static OfeExpr *call_expr(OfeCtx *ctx, OfeExpr *callee, OfeExprList *args, OfeLoc loc) {
  if (callee->kind == E_VAR && callee->var.decl && callee->var.decl->builtin)
    return ofe_builtin_call(ctx, callee->var.decl, args, loc);
  OfeDecl *named = callee->kind == E_VAR && callee->var.decl && callee->var.decl->kind == D_FUNC ? callee->var.decl : NULL;
  OfeDecl *as_builtin = named ? complex_library_builtin(ctx, named) : NULL;
  if (as_builtin) return ofe_builtin_call(ctx, as_builtin, args, loc);
  if (named && !ofe_x86_call_allowed(ctx, named, loc)) return ofe_sema_error(ctx, loc);
  if (named) {
    /* declare variant: the function the context selects */
    OfeDecl *fn = ofe_omp_variant_to_call(ctx, callee->var.decl, callee->loc);
    if (fn != callee->var.decl) callee = ofe_sema_decl_ref(ctx, fn, callee->loc);
  }
  bool bad = is_err(callee);
  for (size_t i = 0; i < args->len; i++) bad |= is_err(args->items[i]);
  if (bad) return ofe_sema_error(ctx, loc);
  OfeExpr *f = ofe_sema_rvalue(ctx, callee);
  if (f->type->kind != TY_PTR || f->type->base->kind != TY_FUNC) {
    ofe_error(&ctx->diag, callee->loc, "called object type '%s' is not a function or function pointer", tstr(ctx, callee->type));
    return ofe_sema_error(ctx, loc);
  }
  OfeType *ft = f->type->base;
  if (ft->empty_definition && args->len) {
    /* a call with arguments of `T f() {}` goes through the type without a prototype: a
     * variadic call of the promoted arguments, which the callee ignores */
    OfeType *unprototyped = ofe_type_func(TY, ft->base);
    f = cast_node(ctx, f, ofe_type_pointer(TY, unprototyped), false);
    ft = unprototyped;
  }
  const char *fname = callee->kind == E_VAR && callee->var.decl ? callee->var.decl->name : NULL;
  size_t np = ft->params.len;
  if (ft->has_proto && (args->len < np || (args->len > np && !ft->variadic))) {
    ofe_error(&ctx->diag, loc, "too %s arguments to function call%s%s%s, expected %s%zu, have %zu",
              args->len < np ? "few" : "many", fname ? " '" : "", fname ? fname : "", fname ? "'" : "",
              ft->variadic ? "at least " : "", np, (size_t)args->len);
    return ofe_sema_error(ctx, loc);
  }
  if (callee->kind == E_VAR && callee->var.decl) {
    ofe_warn_format_call(ctx, callee->var.decl, args);
    ofe_warn_memaccess_call(ctx, callee->var.decl, args);
  }
  OfeExpr *call = ofe_expr_new(&ctx->arena, E_CALL, ft->base->unqual, loc);
  call->call.callee = f;
  call->call.named = named;
  if (named && ctx->func && ofe_decl_returns_twice(named)) ctx->func->returns_twice = true;
  for (size_t i = 0; i < args->len; i++) {
    OfeExpr *a = args->items[i];
    if (ft->has_proto && i < np) {
      const char *what = "passing";
      OfeType *pt = ft->params.items[i].type;
      OfeExpr *as_union = pt->unqual->kind == TY_UNION && pt->unqual->record->transparent ? transparent_union_arg(ctx, a, pt) : NULL;
      a = as_union ? as_union : ofe_sema_assign_convert(ctx, a, pt, what, a->loc);
    } else {
      a = default_promote(ctx, a);
      if (!is_err(a) && !ofe_sema_vector_by_value_ok(ctx, a->type, "passing", a->loc)) return ofe_sema_error(ctx, loc);
    }
    /* a void argument (to `...` or an unprototyped function) has no value to pass */
    if (!is_err(a) && ((ofe_type_is_record(a->type) && !ofe_type_is_complete(a->type)) || a->type->kind == TY_VOID)) {
      ofe_error(&ctx->diag, a->loc, "argument type '%s' is incomplete", tstr(ctx, a->type));
      return ofe_sema_error(ctx, loc);
    }
    ofe_expr_list_push(&ctx->arena, &call->call.args, a);
  }
  if (!ofe_type_is_complete(call->type) && call->type->kind != TY_VOID) {
    ofe_error(&ctx->diag, loc, "calling function with incomplete return type '%s'", tstr(ctx, call->type));
    return ofe_sema_error(ctx, loc);
  }
  return call;
}

OfeExpr *ofe_sema_deref(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e)) return e;
  if (e->type->kind != TY_PTR) {
    ofe_error(&ctx->diag, loc, "indirection requires pointer operand ('%s' invalid)", tstr(ctx, e->type));
    return ofe_sema_error(ctx, loc);
  }
  OfeType *t = e->type->base;
  if (t->kind == TY_VOID) {
    ofe_error(&ctx->diag, loc, "indirection of a 'void *' pointer");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *d = ofe_expr_new(&ctx->arena, E_DEREF, t, loc);
  d->unary_ptr.operand = e;
  d->lvalue = t->kind != TY_FUNC;
  return d;
}

static OfeExpr *pointer_add(OfeCtx *ctx, OfeExpr *ptr, OfeExpr *n, bool subtract, OfeLoc loc) {
  OfeType *pt = ptr->type->base;
  /* GNU: a void or function pointer steps by 1 byte (gcc-12 and clang-19) */
  if (!ofe_type_is_complete(pt) && pt->kind != TY_VOID && pt->kind != TY_FUNC) {
    ofe_error(&ctx->diag, loc, "arithmetic on a pointer to an incomplete type '%s'", tstr(ctx, pt));
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *b = ofe_expr_new(&ctx->arena, E_BINARY, ptr->type, loc);
  b->binary.op = subtract ? OP_PTR_SUB : OP_PTR_ADD;
  b->binary.lhs = ptr;
  b->binary.rhs = ofe_sema_convert(ctx, n, TY->long_);
  return b;
}

/* An array shaping's result is a whole list item, never subscripted (clang-19's rule). */
static bool shaping_subscripted(OfeCtx *ctx, const OfeExpr *base) {
  if (is_err(base) || base->kind != E_SECTION || !base->section.shape) return false;
  ofe_error(&ctx->diag, base->loc, "OpenMP array shaping operation is not allowed here");
  return true;
}

OfeExpr *ofe_sema_index(OfeCtx *ctx, OfeExpr *base, OfeExpr *index, OfeLoc loc) {
  if (shaping_subscripted(ctx, base)) return ofe_sema_error(ctx, loc);
  if (!is_err(base) && !is_err(index) && base->type->kind == TY_VECTOR) return ofe_sema_vector_index(ctx, base, index, loc);
  bool past_end = false, swapped = false;
  if (!is_err(base) && !is_err(index)) {
    swapped = base->type->kind != TY_ARRAY && base->type->kind != TY_PTR; /* 2[a] */
    past_end = ofe_warn_subscript(ctx, swapped ? index : base, swapped ? base : index, loc);
  }
  /* a register array may be subscripted (gcc-12; clang-19 refuses it) */
  OfeExpr *a = is_register_array(base) ? decay(ctx, base) : ofe_sema_rvalue(ctx, base);
  OfeExpr *i = is_register_array(index) ? decay(ctx, index) : ofe_sema_rvalue(ctx, index);
  if (is_err(a) || is_err(i)) return ofe_sema_error(ctx, loc);
  if (a->type->kind != TY_PTR && i->type->kind == TY_PTR) {
    OfeExpr *t = a;
    a = i;
    i = t;
  }
  if (a->type->kind != TY_PTR) {
    ofe_error(&ctx->diag, loc, "subscripted value is not an array or pointer");
    return ofe_sema_error(ctx, loc);
  }
  if (!ofe_type_is_integer(i->type)) {
    ofe_error(&ctx->diag, index->loc, "array subscript is not an integer");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *sum = pointer_add(ctx, a, i, false, loc);
  if (is_err(sum)) return sum;
  OfeExpr *d = ofe_sema_deref(ctx, sum, loc);
  if (past_end && !is_err(d)) ofe_warn_note_past_end(ctx, swapped ? index : base, d);
  return d;
}

OfeExpr *ofe_sema_member(OfeCtx *ctx, OfeExpr *base, const char *name, bool arrow, OfeLoc loc) {
  if (is_err(base)) return base;
  if (arrow) {
    OfeExpr *p = ofe_sema_rvalue(ctx, base);
    if (p->type->kind != TY_PTR || !ofe_type_is_record(p->type->base)) {
      ofe_error(&ctx->diag, loc, "member reference type '%s' is not a pointer to a structure or union", tstr(ctx, base->type));
      return ofe_sema_error(ctx, loc);
    }
    base = ofe_sema_deref(ctx, p, loc);
  }
  OfeType *rt = base->type;
  if (ofe_type_is_record(rt) && (rt->quals & OFE_QUAL_ATOMIC)) {
    ofe_error(&ctx->diag, loc, "accessing a member of an atomic structure or union is undefined behavior");
    return ofe_sema_error(ctx, loc);
  }
  if (!ofe_type_is_record(rt)) {
    ofe_error(&ctx->diag, loc, "member reference base type '%s' is not a structure or union", tstr(ctx, rt));
    return ofe_sema_error(ctx, loc);
  }
  if (!rt->record->complete) {
    ofe_error(&ctx->diag, loc, "incomplete definition of type '%s'", tstr(ctx, rt));
    return ofe_sema_error(ctx, loc);
  }
  uint64_t off = 0;
  const OfeMember *m = ofe_record_find(rt, name, &off);
  if (!m) {
    ofe_error(&ctx->diag, loc, "no member named '%s' in '%s'", name, tstr(ctx, rt));
    return ofe_sema_error(ctx, loc);
  }
  OfeType *mt = rt->quals ? ofe_type_qualified(TY, m->type, rt->quals) : m->type;
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_MEMBER, mt, loc);
  e->member.base = base;
  e->member.member = m;
  e->member.offset = off;
  e->lvalue = base->lvalue;
  return e;
}

static bool scalar_operand(OfeCtx *ctx, OfeExpr *e, const char *what) {
  if (ofe_type_is_arith_or_complex(e->type)) return true; /* GNU: ++z steps the real part */
  if (e->type->kind == TY_PTR) {
    OfeType *b = e->type->base;
    if (!ofe_type_is_complete(b) && b->kind != TY_VOID && b->kind != TY_FUNC) {
      ofe_error(&ctx->diag, e->loc, "arithmetic on a pointer to an incomplete type '%s'", tstr(ctx, b));
      return false;
    }
    return true;
  }
  ofe_error(&ctx->diag, e->loc, "cannot %s value of type '%s'", what, tstr(ctx, e->type));
  return false;
}

OfeExpr *ofe_sema_incdec(OfeCtx *ctx, OfeExpr *e, bool inc, bool prefix, OfeLoc loc) {
  if (is_err(e)) return e;
  const char *what = inc ? "increment" : "decrement";
  if (!ofe_sema_is_modifiable_lvalue(ctx, e, what) || !scalar_operand(ctx, e, what))
    return ofe_sema_error(ctx, loc);
  OfeExpr *r = ofe_expr_new(&ctx->arena, E_INCDEC, e->type->unqual, loc);
  r->incdec.is_inc = inc;
  r->incdec.is_prefix = prefix;
  r->incdec.operand = e;
  return r;
}

/* ---- unary ---------------------------------------------------------------------------- */

OfeExpr *ofe_sema_addr(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  if (is_err(e)) return e;
  if (e->kind == E_DEREF && e->type->kind != TY_FUNC) {
    ofe_warn_note_address_taken(ctx, e); /* &a[n] of int a[n] is fine */
    /* &*p is p (C11 6.5.3.2p3), as an rvalue of the right type */
    OfeExpr *p = e->unary_ptr.operand;
    OfeExpr *r = p->type->base == e->type ? p : cast_node(ctx, p, ofe_type_pointer(TY, e->type), false);
    r->folded_op = OFE_FOLDED_ADDR_DEREF;
    return r;
  }
  if (e->type->kind != TY_FUNC && !e->lvalue) {
    ofe_error(&ctx->diag, loc, "cannot take the address of an rvalue of type '%s'", tstr(ctx, e->type));
    return ofe_sema_error(ctx, loc);
  }
  if (e->kind == E_MEMBER && e->member.member->is_bitfield) {
    ofe_error(&ctx->diag, loc, "address of bit-field requested");
    return ofe_sema_error(ctx, loc);
  }
  if (e->kind == E_VAR && e->var.decl->storage == SC_REGISTER) {
    ofe_error(&ctx->diag, loc, "address of register variable requested");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *a = ofe_expr_new(&ctx->arena, E_ADDR, ofe_type_pointer(TY, e->type), loc);
  a->unary_ptr.operand = e;
  return a;
}

/* e, or the E_INT / E_FLOAT node of its value when it is an arithmetic constant: sema folds
 * operators and casts of constants bottom-up, as they are made. */
static OfeExpr *folded(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  OfeConst c;
  if (!ofe_type_is_arith(e->type) || !ofe_const_eval(ctx, e, &c)) return e;
  if (c.kind == CONST_INT) return ofe_sema_int_value(ctx, c.i, e->type, loc);
  if (c.kind != CONST_FLOAT) return e;
  OfeExpr *f = ofe_expr_new(&ctx->arena, E_FLOAT, e->type, loc);
  f->f.value = c.f;
  return f;
}

OfeExpr *ofe_sema_unary(OfeCtx *ctx, OfeUnaryOperator op, OfeExpr *e, OfeLoc loc) {
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e)) return e;
  OfeType *t = e->type;
  if (t->kind == TY_VECTOR) return ofe_sema_vector_unary(ctx, op, e, loc);
  if (t->kind == TY_COMPLEX && op != UNARY_NOT) {
    if (op == UNARY_BITNOT) return ofe_sema_conj(ctx, e, loc); /* GNU */
    if (op == UNARY_PLUS) return e;
    OfeExpr *r = ofe_expr_new(&ctx->arena, E_UNARY, t->unqual, loc);
    r->unary.op = OP_NEG;
    r->unary.operand = e;
    return r;
  }
  if (op == UNARY_NOT) {
    if (!ofe_type_is_scalar(t) && t->kind != TY_COMPLEX) {
      ofe_error(&ctx->diag, loc, "invalid argument type '%s' to unary expression", tstr(ctx, t));
      return ofe_sema_error(ctx, loc);
    }
    OfeExpr *r = ofe_expr_new(&ctx->arena, E_UNARY, TY->int_, loc);
    r->unary.op = OP_NOT;
    r->unary.operand = e->kind == E_CAST && e->cast.excess ? e->cast.operand : e; /* its float, as gcc-12 */
    return r;
  }
  bool ok = op == UNARY_BITNOT ? ofe_type_is_integer(t) : ofe_type_is_arith(t);
  if (!ok) {
    ofe_error(&ctx->diag, loc, "invalid argument type '%s' to unary expression", tstr(ctx, t));
    return ofe_sema_error(ctx, loc);
  }
  OfeType *pt = ofe_type_promote(TY, t);
  if (pt->kind == TY_FLOAT16 && op == UNARY_MINUS) /* in float, as gcc-12 computes it */
    return float16_excess(ctx, ofe_sema_unary(ctx, op, float16_operand(ctx, e), loc));
  e = ofe_sema_convert(ctx, e, pt);
  /* +x is a value, not the lvalue x: sizeof(+s.f) of a bit-field is the promoted type's size,
     and &+x or +x = 1 are errors */
  if (op == UNARY_PLUS) return e->lvalue ? cast_node(ctx, e, pt, false) : e;
  OfeExpr *r = ofe_expr_new(&ctx->arena, E_UNARY, pt, loc);
  r->unary.op = op == UNARY_MINUS ? OP_NEG : OP_BITNOT;
  r->unary.operand = e;
  OfeExpr *f = folded(ctx, r, loc);
  if (f->kind == E_FLOAT) f->f.literal = op == UNARY_MINUS && e->kind == E_FLOAT && e->f.literal; /* -1.0 is one to clang */
  return f;
}

static OfeExpr *size_of_type(OfeCtx *ctx, OfeType *t, OfeLoc loc, const char *op) {
  if (t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  if (ofe_type_is_vla(t)) {
    OfeExpr *e = ofe_expr_new(&ctx->arena, E_SIZEOF_VLA, TY->ulong, loc);
    e->sizeof_vla.vla = t;
    return e;
  }
  if (!ofe_type_is_complete(t) && t->kind != TY_VOID && t->kind != TY_FUNC) {
    ofe_error(&ctx->diag, loc, "invalid application of '%s' to an incomplete type '%s'", op, tstr(ctx, t));
    return ofe_sema_error(ctx, loc);
  }
  /* GNU: void and function types have size 1 (gcc-12 and clang-19) */
  return ofe_sema_int_value(ctx, t->kind == TY_VOID || t->kind == TY_FUNC ? 1 : ofe_sizeof(t), TY->ulong, loc);
}

OfeExpr *ofe_sema_sizeof_expr(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  if (is_err(e)) return ofe_sema_error(ctx, loc);
  if (e->kind == E_MEMBER && e->member.member->is_bitfield) {
    ofe_error(&ctx->diag, loc, "invalid application of 'sizeof' to bit-field");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *r = size_of_type(ctx, e->type, loc, "sizeof");
  if (r->kind == E_INT && e->kind == E_VAR && e->type->kind == TY_PTR) r->i.sizeof_of = e;
  if (r->kind != E_SIZEOF_VLA) return r;
  /* the operand's type may carry lengths that no code evaluated: they run here; those
   * evaluated before (by the operand, an object's declaration) are only read */
  r->sizeof_vla.eval_sizes = true;
  if (ctx->unevaluated) return r; /* `sizeof(sizeof a[i++])`: the outer one evaluates nothing */
  ofe_omp_on_vla_type(ctx, e->type, loc);
  if (e->kind == E_VAR) return r; /* naming it has no effect */
  /* C11 6.5.3.4p2: an operand of VLA type is evaluated (`sizeof a[i++]` runs i++, as gcc and
   * clang do); parsed as unevaluated, its variables become uses of the regions around now */
  OfeExpr *operand = ofe_sema_cast(ctx, TY->void_, e, loc);
  ofe_omp_record_expr_uses(ctx, operand);
  return ofe_sema_comma(ctx, operand, r, loc);
}

OfeExpr *ofe_sema_sizeof_type(OfeCtx *ctx, OfeType *t, OfeLoc loc) {
  OfeExpr *e = size_of_type(ctx, t, loc, "sizeof");
  if (e->kind == E_SIZEOF_VLA) {
    e->sizeof_vla.eval_sizes = true; /* C11 6.5.3.4p2: the size expression runs (once: ofe_emit_vla_sizes) */
    ofe_omp_on_vla_type(ctx, t, loc);
  }
  return e;
}

OfeExpr *ofe_sema_alignof_type(OfeCtx *ctx, OfeType *t, OfeLoc loc) {
  if (t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  if (!ofe_type_is_complete(t) && t->kind != TY_VOID && t->kind != TY_ARRAY && t->kind != TY_FUNC) {
    ofe_error(&ctx->diag, loc, "invalid application of '_Alignof' to type '%s'", tstr(ctx, t));
    return ofe_sema_error(ctx, loc);
  }
  /* GNU: a function type's alignment is 1, as gcc-12 has it (clang-19 says 4) */
  return ofe_sema_int_value(ctx, t->kind == TY_FUNC ? 1 : ofe_alignof(t), TY->ulong, loc);
}

OfeExpr *ofe_sema_alignof_expr(OfeCtx *ctx, OfeExpr *e, OfeLoc loc) {
  if (is_err(e)) return ofe_sema_error(ctx, loc);
  if (e->kind == E_MEMBER && e->member.member->is_bitfield) {
    ofe_error(&ctx->diag, loc, "invalid application of 'alignof' to bit-field");
    return ofe_sema_error(ctx, loc);
  }
  if (e->kind == E_VAR && e->var.decl && e->var.decl->user_align)
    return ofe_sema_int_value(ctx, e->var.decl->user_align, TY->ulong, loc);
  return ofe_sema_alignof_type(ctx, e->type, loc);
}

/* GNU's cast to a union, `(union u)x`: the union with the first member of x's type (no
 * conversion: gcc and clang-19 take only a member's own type) initialized to x, as the
 * compound literal `(union u){.member = x}` but no lvalue. */
static OfeExpr *cast_to_union(OfeCtx *ctx, OfeType *u, OfeExpr *e, OfeLoc loc) {
  const OfeRecord *r = u->record;
  for (size_t i = 0; r && i < r->members.len; i++) {
    const OfeMember *m = &r->members.items[i];
    if (!m->name || !ofe_type_compatible(m->type->unqual, e->type->unqual)) continue;
    OfeInitSyntax *list = ofe_init_list(ctx, loc);
    OfeInitItem *item = ofe_init_item(ctx, ofe_init_expr(ctx, e));
    ofe_init_item_designator(ctx, item, (OfeDesignator){.is_field = true, .field = m->name, .loc = e->loc});
    ofe_init_list_add(ctx, list, item);
    list->end_loc = e->loc;
    OfeExpr *value = ofe_sema_compound_literal(ctx, u, list, loc);
    value->lvalue = false; /* a cast's result, though a compound literal holds it */
    return value;
  }
  ofe_error(&ctx->diag, loc, "cast to union type from type '%s' not present in union", tstr(ctx, e->type));
  return ofe_sema_error(ctx, loc);
}

OfeExpr *ofe_sema_cast(OfeCtx *ctx, OfeType *t, OfeExpr *e, OfeLoc loc) {
  e = ofe_sema_rvalue(ctx, e);
  if (is_err(e) || t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  OfeType *to = t->unqual;
  /* cast to another type, an excess _Float16 result converts from its float value (gcc-12) */
  if (e->kind == E_CAST && e->cast.excess && to->kind != TY_FLOAT16) e = e->cast.operand;
  OfeType *from = e->type;
  ofe_omp_on_vla_type(ctx, to, loc);
  if (to->kind == TY_VOID) return cast_node(ctx, e, to, true);
  if (ofe_type_is_record(to) && ofe_type_compatible(to, from)) return e; /* GNU: a no-op cast */
  if (to->kind == TY_UNION) return cast_to_union(ctx, to, e, loc);
  if (to->kind == TY_VECTOR || from->kind == TY_VECTOR) return ofe_sema_vector_cast(ctx, to, e, loc);
  if (to->kind == TY_COMPLEX || from->kind == TY_COMPLEX) {
    if (!ofe_type_is_arith_or_complex(to) || !ofe_type_is_arith_or_complex(from)) {
      ofe_error(&ctx->diag, loc, "cannot cast '%s' to '%s'", tstr(ctx, from), tstr(ctx, t));
      return ofe_sema_error(ctx, loc);
    }
    return cast_node(ctx, e, to, true);
  }
  if (!ofe_type_is_scalar(to)) {
    ofe_error(&ctx->diag, loc, "used type '%s' where arithmetic or pointer type is required", tstr(ctx, t));
    return ofe_sema_error(ctx, loc);
  }
  if (!ofe_type_is_scalar(from)) {
    ofe_error(&ctx->diag, loc, "operand of type '%s' where arithmetic or pointer type is required", tstr(ctx, from));
    return ofe_sema_error(ctx, loc);
  }
  if ((to->kind == TY_PTR && ofe_type_is_float(from)) || (from->kind == TY_PTR && ofe_type_is_float(to))) {
    ofe_error(&ctx->diag, loc, "operand of type '%s' cannot be cast to a %s type", tstr(ctx, from),
              to->kind == TY_PTR ? "pointer" : "floating");
    return ofe_sema_error(ctx, loc);
  }
  return folded(ctx, cast_node(ctx, e, to, true), loc);
}

/* ---- binary ----------------------------------------------------------------------------- */

static OfeExpr *binary_node(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeType *t, OfeLoc loc) {
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BINARY, t, loc);
  e->binary.op = op;
  e->binary.lhs = a;
  e->binary.rhs = b;
  OfeExpr *f = folded(ctx, e, loc);
  if (f != e && f->kind == E_INT) f->folded_op = (uint8_t)(op + 1);
  return f;
}

static OfeExpr *invalid_operands(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  ofe_error(&ctx->diag, loc, "invalid operands to binary expression ('%s' %s '%s')", tstr(ctx, a->type),
            ofe_binop_spelling(op), tstr(ctx, b->type));
  return ofe_sema_error(ctx, loc);
}

/* The checked form of a op b (op not a comparison of pointers, which callers handle). */
static OfeExpr *arith_binary(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  OfeType *ta = a->type, *tb = b->type;
  if (ta->kind == TY_VECTOR || tb->kind == TY_VECTOR) return ofe_sema_vector_binary(ctx, op, a, b, loc);
  if (ta->kind == TY_COMPLEX || tb->kind == TY_COMPLEX) return ofe_sema_complex_binary(ctx, op, a, b, loc);
  bool cmp = op >= OP_EQ && op <= OP_GE;
  if (op == OP_SHL || op == OP_SHR) {
    if (!ofe_type_is_integer(ta) || !ofe_type_is_integer(tb)) return invalid_operands(ctx, op, a, b, loc);
    OfeType *pt = ofe_type_promote(TY, ta);
    OfeExpr *r = ofe_sema_convert(ctx, b, ofe_type_promote(TY, tb));
    int64_t n;
    if (ofe_eval_int(ctx, r, &n) && (n < 0 || (uint64_t)n >= ofe_type_bits(pt)))
      ofe_warn(&ctx->diag, n < 0 ? OFE_W_SHIFT_COUNT_NEGATIVE : OFE_W_SHIFT_COUNT_OVERFLOW, b->loc, "shift count %s",
               n < 0 ? "is negative" : ">= width of type");
    return binary_node(ctx, op, ofe_sema_convert(ctx, a, pt), ofe_sema_convert(ctx, r, pt), pt, loc);
  }
  bool int_only = op == OP_MOD || op == OP_AND || op == OP_OR || op == OP_XOR;
  if (int_only ? !(ofe_type_is_integer(ta) && ofe_type_is_integer(tb)) : !(ofe_type_is_arith(ta) && ofe_type_is_arith(tb)))
    return invalid_operands(ctx, op, a, b, loc);
  OfeType *ct = ofe_type_common(TY, ta, tb);
  if (ct->kind == TY_FLOAT16) { /* computed in float, as gcc-12 does on x86_64 */
    OfeExpr *r = binary_node(ctx, op, float16_operand(ctx, a), float16_operand(ctx, b), cmp ? TY->int_ : TY->float_, loc);
    r->binary.of_float16 = true;
    return cmp ? r : float16_excess(ctx, r);
  }
  OfeExpr *ca = ofe_sema_convert(ctx, a, ct), *cb = ofe_sema_convert(ctx, b, ct);
  if ((op == OP_DIV || op == OP_MOD) && ofe_type_is_integer(ct)) {
    int64_t z;
    if (ofe_eval_int(ctx, cb, &z) && z == 0) {
      ofe_warn(&ctx->diag, OFE_W_DIVISION_BY_ZERO, loc, "%s by zero is undefined", op == OP_DIV ? "division" : "remainder");
      OfeExpr *e = ofe_expr_new(&ctx->arena, E_BINARY, ct, loc);
      e->binary.op = op;
      e->binary.lhs = ca;
      e->binary.rhs = cb;
      return e;
    }
  }
  return binary_node(ctx, op, ca, cb, cmp ? TY->int_ : ct, loc);
}

static OfeExpr *pointer_compare(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  bool pa = a->type->kind == TY_PTR, pb = b->type->kind == TY_PTR;
  bool eq = op == OP_EQ || op == OP_NE;
  if (pa && pb) {
    OfeType *x = a->type->base, *y = b->type->base;
    if (!ofe_type_compatible(x->unqual, y->unqual) && x->kind != TY_VOID && y->kind != TY_VOID)
      ofe_warn(&ctx->diag, OFE_W_COMPARE_DISTINCT_POINTER_TYPES, loc, "comparison of distinct pointer types ('%s' and '%s')", tstr(ctx, a->type), tstr(ctx, b->type));
    return binary_node(ctx, op, a, ofe_sema_convert(ctx, b, a->type), TY->int_, loc);
  }
  OfeExpr *p = pa ? a : b, *n = pa ? b : a;
  if (!ofe_type_is_integer(n->type)) return invalid_operands(ctx, op, a, b, loc);
  if (!ofe_sema_is_null_pointer_constant(ctx, n) || !eq)
    ofe_warn(&ctx->diag, OFE_W_POINTER_INTEGER_COMPARE, loc, "comparison between pointer and integer ('%s' and '%s')", tstr(ctx, a->type), tstr(ctx, b->type));
  n = ofe_sema_convert(ctx, n, p->type);
  return binary_node(ctx, op, pa ? p : n, pa ? n : p, TY->int_, loc);
}

OfeExpr *ofe_sema_binary(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  a = ofe_sema_rvalue(ctx, a);
  b = ofe_sema_rvalue(ctx, b);
  if (is_err(a) || is_err(b)) return ofe_sema_error(ctx, loc);
  if (op >= OP_EQ && op <= OP_GE) {
    ofe_warn_comparison(ctx, op, a, b, loc);
    ofe_warn_tautology(ctx, op, a, b, loc);
  }
  ofe_warn_precedence(ctx, op, a, b, loc);
  bool pa = a->type->kind == TY_PTR, pb = b->type->kind == TY_PTR;
  if (op == OP_ADD && (pa || pb)) {
    if (pa && pb) return invalid_operands(ctx, op, a, b, loc);
    OfeExpr *p = pa ? a : b, *n = pa ? b : a;
    if (!ofe_type_is_integer(n->type)) return invalid_operands(ctx, op, a, b, loc);
    return pointer_add(ctx, p, n, false, loc);
  }
  if (op == OP_SUB && pa) {
    if (pb) {
      OfeType *x = a->type->base, *y = b->type->base;
      if (!ofe_type_compatible(x->unqual, y->unqual)) return invalid_operands(ctx, op, a, b, loc);
      if (!ofe_type_is_complete(x) && x->kind != TY_VOID && x->kind != TY_FUNC) return invalid_operands(ctx, op, a, b, loc);
      OfeExpr *e = ofe_expr_new(&ctx->arena, E_BINARY, TY->long_, loc);
      e->binary.op = OP_PTR_DIFF;
      e->binary.lhs = a;
      e->binary.rhs = b;
      return e;
    }
    if (!ofe_type_is_integer(b->type)) return invalid_operands(ctx, op, a, b, loc);
    return pointer_add(ctx, a, b, true, loc);
  }
  if ((op >= OP_EQ && op <= OP_GE) && (pa || pb)) return pointer_compare(ctx, op, a, b, loc);
  return arith_binary(ctx, op, a, b, loc);
}

OfeExpr *ofe_sema_logical(OfeCtx *ctx, bool is_and, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  a = ofe_sema_condition(ctx, a);
  b = ofe_sema_condition(ctx, b);
  if (is_err(a) || is_err(b)) return ofe_sema_error(ctx, loc);
  ofe_warn_logical_precedence(ctx, is_and, a, b);
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_LOGICAL, TY->int_, loc);
  e->logical.is_and = is_and;
  e->logical.lhs = a;
  e->logical.rhs = b;
  OfeConst c;
  if (ofe_const_eval(ctx, e, &c) && c.kind == CONST_INT) return ofe_sema_int_value(ctx, c.i, TY->int_, loc);
  return e;
}

OfeExpr *ofe_sema_conditional(OfeCtx *ctx, OfeExpr *c, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  c = a ? ofe_sema_condition(ctx, c) : checked_condition(ctx, c); /* `x ?: y` yields x as it is */
  if (!a && c->kind == E_CAST && c->cast.excess) {
    /* an excess _Float16 x is tested and yielded as its float, as in gcc-12 */
    OfeExpr *rb = ofe_sema_rvalue(ctx, b);
    if (!is_err(rb) && ofe_type_is_arith(rb->type) && ofe_type_common(TY, c->type, rb->type)->kind == TY_FLOAT16) {
      OfeExpr *r = ofe_sema_conditional(ctx, c->cast.operand, NULL, float16_operand(ctx, rb), loc);
      return is_err(r) ? r : float16_excess(ctx, r);
    }
  }
  OfeExpr *ra = a ? ofe_sema_rvalue(ctx, a) : c, *rb = ofe_sema_rvalue(ctx, b);
  if (is_err(c) || is_err(ra) || is_err(rb)) return ofe_sema_error(ctx, loc);
  OfeType *ta = ra->type, *tb = rb->type, *t = NULL;
  if (ofe_type_is_arith(ta) && ofe_type_is_arith(tb)) {
    t = ofe_type_common(TY, ta, tb);
    if (t->kind == TY_FLOAT16 && ((ra->kind == E_CAST && ra->cast.excess) || (rb->kind == E_CAST && rb->cast.excess))) {
      /* an arm in excess precision keeps it through ?:, as in gcc-12 */
      OfeExpr *r = ofe_sema_conditional(ctx, c, a ? float16_operand(ctx, ra) : NULL, float16_operand(ctx, rb), loc);
      return is_err(r) ? r : float16_excess(ctx, r);
    }
  } else if (ofe_type_is_arith_or_complex(ta) && ofe_type_is_arith_or_complex(tb)) {
    t = ofe_type_complex_of(TY, ofe_type_common_real(TY, ta, tb));
  } else if (ta->kind == TY_VOID && tb->kind == TY_VOID) {
    t = TY->void_;
  } else if (ta->kind == TY_VOID || tb->kind == TY_VOID) {
    /* GNU (and clang): one void arm makes the result void, the other's value is dropped
     * (`c ? (void)0 : ({ x = 1; })`) */
    t = TY->void_;
    if (ta->kind != TY_VOID) ra = ofe_sema_cast(ctx, t, ra, ra->loc);
    if (tb->kind != TY_VOID) rb = ofe_sema_cast(ctx, t, rb, rb->loc);
  } else if ((ofe_type_is_record(ta) || ta->kind == TY_VECTOR) && ofe_type_compatible(ta->unqual, tb->unqual)) {
    t = ta->unqual;
  } else if (ta->kind == TY_PTR && ofe_sema_is_null_pointer_constant(ctx, rb)) {
    /* before two pointers: `p ? q : (void *)0` has q's type (C11 6.5.15p6), not void * */
    t = ta;
  } else if (tb->kind == TY_PTR && ofe_sema_is_null_pointer_constant(ctx, ra)) {
    t = tb;
  } else if (ta->kind == TY_PTR && tb->kind == TY_PTR) {
    OfeType *x = ta->base, *y = tb->base;
    unsigned q = x->quals | y->quals;
    if (x->kind == TY_VOID || y->kind == TY_VOID) t = ofe_type_pointer(TY, ofe_type_qualified(TY, TY->void_, q));
    else if (ofe_type_compatible(x->unqual, y->unqual)) t = ofe_type_pointer(TY, ofe_type_qualified(TY, x->unqual, q));
    else {
      ofe_warn(&ctx->diag, OFE_W_POINTER_TYPE_MISMATCH, loc, "pointer type mismatch ('%s' and '%s')", tstr(ctx, ta), tstr(ctx, tb));
      t = ofe_type_pointer(TY, TY->void_);
    }
  } else if ((ta->kind == TY_PTR && ofe_type_is_integer(tb)) || (tb->kind == TY_PTR && ofe_type_is_integer(ta))) {
    ofe_warn(&ctx->diag, OFE_W_CONDITIONAL_TYPE_MISMATCH, loc, "pointer/integer type mismatch in conditional expression ('%s' and '%s')", tstr(ctx, ta), tstr(ctx, tb));
    t = ta->kind == TY_PTR ? ta : tb;
  } else {
    ofe_error(&ctx->diag, loc, "incompatible operand types ('%s' and '%s')", tstr(ctx, ta), tstr(ctx, tb));
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_COND, t, loc);
  e->cond.cond = c;
  e->cond.then = a ? (t->kind == TY_VOID || ofe_type_is_record(t) ? ra : ofe_sema_convert(ctx, ra, t)) : NULL;
  e->cond.els = t->kind == TY_VOID || ofe_type_is_record(t) ? rb : ofe_sema_convert(ctx, rb, t);
  if (!a && ta != t && t->kind != TY_VOID) {
    /* GNU c ?: b: the condition's value is reused, so convert it where it is used */
    e->cond.then = NULL;
  }
  OfeConst k;
  if (ofe_type_is_arith(t) && a && ofe_const_eval(ctx, e, &k)) {
    if (k.kind == CONST_INT) return ofe_sema_int_value(ctx, k.i, t, loc);
  }
  return e;
}

OfeExpr *ofe_sema_assign(OfeCtx *ctx, OfeAssignOp assign, OfeExpr *lhs, OfeExpr *rhs, OfeLoc loc) {
  if (is_err(lhs) || is_err(rhs)) return ofe_sema_error(ctx, loc);
  if (!ofe_sema_is_modifiable_lvalue(ctx, lhs, "assignment")) return ofe_sema_error(ctx, loc);
  if (ofe_type_is_record(lhs->type) && ((lhs->type->quals | rhs->type->quals) & OFE_QUAL_ATOMIC)) {
    /* a structure is copied byte by byte, which is not one atomic access */
    ofe_error(&ctx->diag, loc, "assigning an _Atomic structure or union is not supported by ompfe");
    return ofe_sema_error(ctx, loc);
  }
  OfeType *lt = lhs->type->unqual;
  if (!assign.compound) {
    OfeExpr *r = ofe_sema_assign_convert(ctx, rhs, lt, "assigning", loc);
    if (is_err(r)) return r;
    ofe_warn_self_assign(ctx, lhs, r, loc);
    OfeExpr *e = ofe_expr_new(&ctx->arena, E_ASSIGN, lt, loc);
    e->assign.lhs = lhs;
    e->assign.rhs = r;
    return e;
  }
  OfeBinOp op = assign.op;
  OfeExpr *r = ofe_sema_rvalue(ctx, rhs);
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_COMPOUND_ASSIGN, lt, loc);
  e->compound_assign.lhs = lhs;
  if (lt->kind == TY_PTR && (op == OP_ADD || op == OP_SUB)) {
    if (!ofe_type_is_integer(r->type)) return invalid_operands(ctx, op, lhs, r, loc);
    if (!scalar_operand(ctx, lhs, "modify")) return ofe_sema_error(ctx, loc);
    e->compound_assign.op = op == OP_ADD ? OP_PTR_ADD : OP_PTR_SUB;
    e->compound_assign.rhs = ofe_sema_convert(ctx, r, TY->long_);
    e->compound_assign.compute_type = lt;
    return e;
  }
  if (lt->kind == TY_VECTOR || r->type->kind == TY_VECTOR) {
    if (is_err(r)) return r;
    e->compound_assign.op = op;
    e->compound_assign.compute_type = ofe_sema_vector_compute_type(ctx, op, lhs, &r, loc);
    e->compound_assign.rhs = r;
    return e->compound_assign.compute_type->kind == TY_ERROR ? ofe_sema_error(ctx, loc) : e;
  }
  bool int_only = op == OP_MOD || op == OP_AND || op == OP_OR || op == OP_XOR || op == OP_SHL || op == OP_SHR;
  if (!int_only && (lt->kind == TY_COMPLEX || r->type->kind == TY_COMPLEX) && ofe_type_is_arith_or_complex(lt) &&
      ofe_type_is_arith_or_complex(r->type)) {
    e->compound_assign.op = op;
    e->compound_assign.compute_type = ofe_sema_complex_compute_type(ctx, &r, lt);
    e->compound_assign.rhs = r;
    return e;
  }
  if (int_only ? !(ofe_type_is_integer(lt) && ofe_type_is_integer(r->type))
               : !(ofe_type_is_arith(lt) && ofe_type_is_arith(r->type)))
    return invalid_operands(ctx, op, lhs, r, loc);
  /* computed in the promoted type, a bit-field's too (`unsigned long f:8; f /= 2u` divides an int) */
  OfeType *pt = ofe_sema_bitfield_promoted(ctx, lhs);
  if (!pt) pt = ofe_type_promote(TY, lt);
  OfeType *ct = (op == OP_SHL || op == OP_SHR) ? pt : ofe_type_common(TY, pt, r->type);
  if (ct->kind == TY_FLOAT16) ct = TY->float_; /* `h += a * b` rounds once, as gcc-12 computes it */
  e->compound_assign.op = op;
  e->compound_assign.compute_type = ct;
  e->compound_assign.rhs = ofe_sema_convert(ctx, r, ct);
  return e;
}

OfeExpr *ofe_sema_comma(OfeCtx *ctx, OfeExpr *a, OfeExpr *b, OfeLoc loc) {
  if (is_err(a) || is_err(b)) return ofe_sema_error(ctx, loc);
  OfeExpr *rb = lvalue_convert(ctx, b); /* a bit-field keeps its type, promoted where used */
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_COMMA, rb->type, loc);
  e->comma.lhs = a;
  e->comma.rhs = rb;
  return e;
}

/* ---- GNU and C11 extras ------------------------------------------------------------------- */

OfeExpr *ofe_sema_compound_literal(OfeCtx *ctx, OfeType *t, OfeInitSyntax *init, OfeLoc loc) {
  if (t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  if (ofe_type_is_vla(t)) {
    ofe_error(&ctx->diag, loc, "compound literal has variable-length array type");
    return ofe_sema_error(ctx, loc);
  }
  bool global = ctx->func == NULL;
  OfeDecl *d = ofe_sema_hidden_local(ctx, t, global ? ".compoundliteral" : "compoundliteral", loc);
  d->is_global = global;
  if (global) d->storage = SC_STATIC;
  OfeType *ty = t;
  OfeInit *in = ofe_sema_layout_init(ctx, &ty, init, global);
  if (!in) return ofe_sema_error(ctx, loc);
  return compound_literal_of(ctx, d, ty, in, loc);
}

OfeExpr *ofe_sema_stmt_expr(OfeCtx *ctx, OfeStmt *body, OfeLoc loc) {
  if (!ctx->func) {
    ofe_error(&ctx->diag, loc, "statement expression not allowed at file scope");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_STMT_EXPR, TY->void_, loc);
  e->stmt_expr.body = body;
  OfeStmtList *items = &body->compound.items;
  if (!items->len) return e;
  /* the last statement, also under labels (`out: r;`, as gcc and clang-19): its expression is
   * the value, evaluated after the labels, which then label an empty statement */
  OfeStmt *labeled = NULL, *last = items->items[items->len - 1];
  while (last->kind == S_LABEL && last->label.body) {
    labeled = last;
    last = last->label.body;
  }
  if (last->kind != S_EXPR || !last->expr.expr) return e;
  OfeExpr *value = ofe_sema_rvalue(ctx, last->expr.expr);
  if (labeled) labeled->label.body = ofe_sema_expr_stmt(ctx, NULL, last->loc);
  else items->len--;
  e->stmt_expr.result = value;
  e->type = value->type;
  return e;
}

OfeExpr *ofe_sema_va_arg(OfeCtx *ctx, OfeExpr *ap, OfeType *t, OfeLoc loc) {
  OfeExpr *a = ofe_sema_rvalue(ctx, ap);
  if (is_err(a) || t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  if (a->type->kind != TY_PTR || a->type->base->unqual != TY->va_list_->base) {
    ofe_error(&ctx->diag, ap->loc, "first argument to 'va_arg' is of type '%s' and not 'va_list'", tstr(ctx, ap->type));
    return ofe_sema_error(ctx, loc);
  }
  if (!ofe_type_is_complete(t)) {
    ofe_error(&ctx->diag, loc, "second argument to 'va_arg' is of incomplete type '%s'", tstr(ctx, t));
    return ofe_sema_error(ctx, loc);
  }
  OfeType *pt = t->unqual;
  if (!ofe_sema_vector_by_value_ok(ctx, pt, "va_arg of", loc)) return ofe_sema_error(ctx, loc);
  if (ofe_type_is_integer(pt) && ofe_type_rank(pt) < 4)
    ofe_warn(&ctx->diag, OFE_W_VARARGS, loc, "second argument to 'va_arg' is of promotable type '%s'", tstr(ctx, pt));
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_VA_ARG, pt, loc);
  e->va.ap = a;
  return e;
}

OfeExpr *ofe_sema_offsetof(OfeCtx *ctx, OfeType *t, OfeExprList *path, OfeExprList *unused, OfeLoc loc) {
  (void)unused;
  if (t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  uint64_t off = 0;
  OfeExpr *dynamic = NULL; /* the run-time subscripts' part of the offset */
  OfeType *cur = t;
  for (size_t i = 0; i < path->len; i++) {
    OfeExpr *p = path->items[i];
    if (p->kind == E_NAME) {
      if (!ofe_type_is_record(cur) || !cur->record->complete) {
        ofe_error(&ctx->diag, p->loc, "offsetof requires struct, union, or class type, '%s' invalid", tstr(ctx, cur));
        return ofe_sema_error(ctx, loc);
      }
      uint64_t moff = 0;
      const OfeMember *m = ofe_record_find(cur, p->var.name, &moff);
      if (!m) {
        ofe_error(&ctx->diag, p->loc, "no member named '%s' in '%s'", p->var.name, tstr(ctx, cur));
        return ofe_sema_error(ctx, loc);
      }
      if (m->is_bitfield) {
        ofe_error(&ctx->diag, p->loc, "cannot compute offset of bit-field '%s'", p->var.name);
        return ofe_sema_error(ctx, loc);
      }
      off += moff;
      cur = m->type;
    } else {
      int64_t n;
      if (cur->kind != TY_ARRAY) {
        ofe_error(&ctx->diag, p->loc, "subscripted value is not an array");
        return ofe_sema_error(ctx, loc);
      }
      if (is_err(p)) return ofe_sema_error(ctx, loc);
      OfeExpr *r = ofe_sema_rvalue(ctx, p);
      if (!ofe_type_is_integer(r->type)) {
        ofe_error(&ctx->diag, p->loc, "array subscript is not an integer");
        return ofe_sema_error(ctx, loc);
      }
      if (ofe_eval_int(ctx, r, &n)) {
        off += (uint64_t)n * ofe_sizeof(cur->base);
      } else {
        /* a subscript known only at run time: gcc-12 and clang-19 compute the offset then
         * (no constant expression); the index times the element size, in size_t */
        OfeExpr *scaled = ofe_sema_binary(ctx, OP_MUL, ofe_sema_convert(ctx, r, TY->ulong),
                                          ofe_sema_int_value(ctx, ofe_sizeof(cur->base), TY->ulong, p->loc), p->loc);
        dynamic = dynamic ? ofe_sema_binary(ctx, OP_ADD, dynamic, scaled, p->loc) : scaled;
      }
      cur = cur->base;
    }
  }
  OfeExpr *constant = ofe_sema_int_value(ctx, off, TY->ulong, loc);
  if (dynamic) return ofe_sema_binary(ctx, OP_ADD, constant, dynamic, loc);
  return constant;
}

OfeExpr *ofe_sema_name(OfeCtx *ctx, const char *name, OfeLoc loc) {
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_NAME, TY->void_, loc);
  e->var.name = name;
  return e;
}

void ofe_sema_generic_add(OfeCtx *ctx, OfeGenericAssocs *g, OfeType *t, OfeExpr *e, OfeLoc loc) {
  ofe_vec_push(&ctx->arena, &g->types, t);
  ofe_expr_list_push(&ctx->arena, &g->exprs, e);
  ofe_vec_push(&ctx->arena, &g->locs, loc);
}

/* C11 6.5.1.1: the association whose type is compatible with the controlling expression's
 * type after lvalue conversion (qualifiers dropped, arrays and functions decayed). */
OfeExpr *ofe_sema_generic(OfeCtx *ctx, OfeExpr *control, OfeGenericAssocs *g, OfeLoc loc) {
  OfeExpr *c = lvalue_convert(ctx, control); /* not promoted: `unsigned f:3` selects unsigned, as in clang-19 */
  if (is_err(c)) return ofe_sema_error(ctx, loc);
  OfeType *ct = c->type->unqual;
  OfeExpr *chosen = NULL, *dflt = NULL;
  for (size_t i = 0; i < g->types.len; i++) {
    OfeType *t = g->types.items[i];
    if (!t) {
      if (dflt) ofe_error(&ctx->diag, g->locs.items[i], "duplicate default generic association");
      dflt = g->exprs.items[i];
      continue;
    }
    if (t->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
    /* C11 6.5.1.1p2: a complete object type, not variably modified */
    const char *bad = t->kind == TY_FUNC ? "not an object type" : !ofe_type_is_complete(t) ? "incomplete" : NULL;
    if (bad) {
      ofe_error(&ctx->diag, g->locs.items[i], "type '%s' in generic association %s", tstr(ctx, t), bad);
      return ofe_sema_error(ctx, loc);
    }
    if (ofe_type_compatible(ct, t)) {
      if (chosen) ofe_error(&ctx->diag, g->locs.items[i], "type '%s' in generic association compatible with previously specified type", tstr(ctx, t));
      chosen = g->exprs.items[i];
    }
  }
  if (!chosen) chosen = dflt;
  if (!chosen) {
    ofe_error(&ctx->diag, control->loc, "controlling expression type '%s' not compatible with any generic association type", tstr(ctx, ct));
    return ofe_sema_error(ctx, loc);
  }
  return chosen;
}

OfeExpr *ofe_sema_types_compatible(OfeCtx *ctx, OfeType *a, OfeType *b, OfeLoc loc) {
  return ofe_sema_int_value(ctx, ofe_type_compatible(a->unqual, b->unqual), TY->int_, loc);
}

OfeExpr *ofe_sema_strided_section(OfeCtx *ctx, OfeExpr *base, OfeExpr *lower, OfeExpr *length, OfeExpr *stride, OfeLoc loc,
                                  OfeLoc stride_at) {
  OfeExpr *e = ofe_sema_section(ctx, base, lower, length, true, loc);
  if (e->kind != E_SECTION) return e;
  if (!stride || !length) {
    ofe_error(&ctx->diag, stride_at, !length ? "a strided array section needs its length" : "expected the stride after ':' in the array section");
    return ofe_sema_error(ctx, loc);
  }
  if (is_err(stride)) return ofe_sema_error(ctx, loc);
  if (!ofe_type_is_integer(stride->type)) {
    ofe_error(&ctx->diag, stride->loc, "array section bounds must be integers");
    return ofe_sema_error(ctx, loc);
  }
  OfeConst k;
  if (ofe_const_eval(ctx, stride, &k) && k.kind == CONST_INT && (int64_t)k.i <= 0) {
    ofe_error(&ctx->diag, stride->loc, "section stride is evaluated to a non-positive value %lld", (long long)(int64_t)k.i);
    return ofe_sema_error(ctx, loc);
  }
  e->section.stride = ofe_sema_convert(ctx, stride, ctx->types.long_);
  e->section.stride_src = stride;
  return e;
}

OfeExpr *ofe_sema_array_shaping(OfeCtx *ctx, const OfeExprList *dims, OfeExpr *base, OfeLoc loc) {
  if (!ctx->in_pragma) {
    ofe_error(&ctx->diag, loc, "array shaping is only allowed in OpenMP clauses");
    return ofe_sema_error(ctx, loc);
  }
  if (is_err(base)) return ofe_sema_error(ctx, loc);
  OfeExpr *count = NULL;
  for (uint32_t i = 0; i < dims->len; i++) {
    OfeExpr *d = dims->items[i];
    if (is_err(d)) return ofe_sema_error(ctx, loc);
    if (!ofe_type_is_integer(d->type)) {
      ofe_error(&ctx->diag, d->loc, "expression must have integral or unscoped enumeration type, not '%s'", tstr(ctx, d->type));
      return ofe_sema_error(ctx, loc);
    }
    OfeConst k;
    if (ofe_const_eval(ctx, d, &k) && k.kind == CONST_INT && (int64_t)k.i <= 0) {
      ofe_error(&ctx->diag, d->loc, "array shaping dimension is evaluated to a non-positive value %lld", (long long)(int64_t)k.i);
      return ofe_sema_error(ctx, loc);
    }
    OfeExpr *n = ofe_sema_convert(ctx, d, TY->long_);
    count = count ? ofe_sema_binary(ctx, OP_MUL, count, n, d->loc) : n;
  }
  /* clang-19's rule: the base is a pointer (not an array) to a complete object type */
  const OfeType *bt = base->type;
  if (bt->kind != TY_PTR || bt->base->kind == TY_VOID || bt->base->kind == TY_FUNC || !ofe_type_is_complete(bt->base)) {
    ofe_error(&ctx->diag, base->loc, "expected expression with a pointer to a complete type as a base of an array shaping operation");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_sema_section(ctx, base, NULL, count, true, loc);
  if (e->kind == E_SECTION) e->section.shape = dims;
  return e;
}

OfeExpr *ofe_sema_section(OfeCtx *ctx, OfeExpr *base, OfeExpr *lower, OfeExpr *length, bool has_colon, OfeLoc loc) {
  (void)has_colon;
  if (!ctx->in_pragma) {
    ofe_error(&ctx->diag, loc, "array sections are only allowed in OpenMP clauses");
    return ofe_sema_error(ctx, loc);
  }
  if (is_err(base) || (lower && is_err(lower)) || (length && is_err(length)) || shaping_subscripted(ctx, base)) return ofe_sema_error(ctx, loc);
  OfeType *bt = base->type;
  if (bt->kind != TY_ARRAY && bt->kind != TY_PTR) {
    ofe_error(&ctx->diag, loc, "subscripted value is not an array or pointer");
    return ofe_sema_error(ctx, loc);
  }
  if (bt->kind == TY_PTR && !length) {
    ofe_error(&ctx->diag, loc, "section length is unspecified and cannot be inferred because subscripted value is not an array");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *lo = lower ? ofe_sema_convert(ctx, lower, TY->long_) : ofe_sema_int_value(ctx, 0, TY->long_, loc);
  OfeExpr *len = length ? ofe_sema_convert(ctx, length, TY->long_) : NULL;
  if (!len) {
    /* a[lo:] covers the rest of the array (a variable-length one: its length where it was
     * declared) */
    OfeExpr *n = bt->vla_len ? ofe_sema_convert(ctx, ofe_sema_decl_ref(ctx, bt->vla_var, loc), TY->long_)
                             : ofe_sema_int_value(ctx, (uint64_t)bt->array_len, TY->long_, loc);
    len = ofe_sema_binary(ctx, OP_SUB, n, lo, loc);
  }
  if ((lower && !ofe_type_is_integer(lower->type)) || (length && !ofe_type_is_integer(length->type))) {
    ofe_error(&ctx->diag, loc, "array section bounds must be integers");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_SECTION, bt->base, loc);
  e->section.base = base;
  e->section.lower = lo;
  e->section.length = len;
  e->section.lower_src = lower;
  e->section.length_src = length;
  e->lvalue = true;
  return e;
}
