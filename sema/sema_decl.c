/* sema_decl: scopes, declaration specifiers, declarators, declarations and redeclarations,
 * struct/union/enum definitions, attributes, and function definitions.
 *
 * One entity, one OfeDecl: a redeclaration of a global or function returns the decl made
 * the first time (its type becomes the composite type), so every reference in the AST points
 * at the same object, which carries the definition, the asm label and the declare-target
 * marks wherever they were written. */
#include <stdlib.h>
#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "support/spelling.h"
#include "support/text_marks.h"
#include "sema/warn.h"

struct OfeScope {
  OfeScope *parent;
  OfeStrMap names; /* ordinary identifiers -> OfeDecl */
  OfeStrMap tags;  /* struct/union/enum tags -> OfeType */
  OfeStrMap *mappers; /* declare mapper: "id type" -> OfeOmpMapper, made at the first one */
  OFE_VEC(OfeOmpUdr *) udrs; /* declare reduction: one per identifier and (compatible) type */
  unsigned depth;
  OfeCleanup *cleanups_at_entry; /* the function's cleanup chain when the scope opened */
  OfeVmScope *vm_scopes_at_entry; /* and its variably modified declarations */
  OFE_VEC(OfeLabel *) local_labels; /* GNU __label__ declarations of the block */
};

/* ---- scopes ----------------------------------------------------------------------------- */

void ofe_sema_init(OfeCtx *ctx) {
  ofe_strmap_init(&ctx->idents, &ctx->arena);
  ofe_strmap_init(&ctx->region_lines, &ctx->arena);
  ofe_strmap_init(&ctx->warned, &ctx->arena);
  ofe_types_init(&ctx->types, &ctx->arena);
  ctx->scope = NULL;
  ctx->scope_depth = 0;
  ofe_scope_push(ctx);
  ctx->file_scope = ctx->scope;
  ctx->scope_depth = 0;
  ctx->scope->depth = 0;
  /* __builtin_va_list is a predeclared typedef, as in GCC and clang; so are the _FloatN types,
   * which glibc's headers use as GCC keywords and typedef themselves for clang, and GCC's
   * __float80, x86's name for the 80-bit long double (clang-19 has no such name in C) */
  static const struct {
    const char *name;
    int which;
  } builtin_types[] = {{"__builtin_va_list", 0}, {"_Float32", 1}, {"_Float64", 2}, {"_Float32x", 2},
                       {"_Float64x", 3}, {"_Float128", 4}, {"_Float16", 5},
                       {"__float80", 3}};
  for (size_t i = 0; i < sizeof builtin_types / sizeof *builtin_types; i++) {
    OfeTypes *t = &ctx->types;
    OfeType *ty[] = {t->va_list_, t->float_, t->double_, t->ldouble, t->float128, t->float16};
    const char *n = builtin_types[i].name;
    OfeDecl *td = ofe_decl_new(&ctx->arena, D_TYPEDEF, ofe_intern(ctx, n, strlen(n)), ty[builtin_types[i].which], (OfeLoc){0});
    ofe_strmap_put(&ctx->scope->names, td->name, strlen(td->name), td);
  }
}

const char *ofe_intern(OfeCtx *ctx, const char *s, size_t len) {
  return ofe_strmap_intern(&ctx->idents, s, len);
}

void ofe_scope_push(OfeCtx *ctx) {
  /* the file scope lives as long as the tree; the others end with their external declaration */
  OfeArena *a = ctx->file_scope ? &ctx->decl_scratch : &ctx->arena;
  OfeScope *s = ofe_arena_alloc(a, sizeof *s);
  s->parent = ctx->scope;
  s->depth = ++ctx->scope_depth;
  s->cleanups_at_entry = ctx->func ? ctx->func->cleanups : NULL;
  s->vm_scopes_at_entry = ctx->func ? ctx->func->vm_scopes : NULL;
  ofe_strmap_init(&s->names, a);
  ofe_strmap_init(&s->tags, a);
  ctx->scope = s;
}

void ofe_scope_pop(OfeCtx *ctx) {
  if (ctx->scope->local_labels.len) ofe_sema_local_labels_end(ctx, ctx->scope->local_labels.items, ctx->scope->local_labels.len);
  if (ctx->func) { /* its variables' scope ends */
    ctx->func->cleanups = ctx->scope->cleanups_at_entry;
    ctx->func->vm_scopes = ctx->scope->vm_scopes_at_entry;
  }
  if (ctx->scope->parent) {
    ctx->scope = ctx->scope->parent;
    ctx->scope_depth--;
  }
}

void ofe_scope_add_local_label(OfeCtx *ctx, OfeLabel *l) { ofe_vec_push(&ctx->arena, &ctx->scope->local_labels, l); }

OfeCleanupRun ofe_scope_leave(OfeCtx *ctx) {
  return (OfeCleanupRun){ctx->func ? ctx->func->cleanups : NULL, ctx->scope->cleanups_at_entry};
}

static OfeDecl *lookup_in(OfeScope *s, const char *name) {
  return ofe_strmap_get(&s->names, name, strlen(name));
}

/* As clang's -fspell-checking-limit: later misspellings get no hint, which bounds the cost. */
enum { SPELL_CHECK_LIMIT = 50 };

const OfeDecl *ofe_scope_similar(OfeCtx *ctx, const char *name) {
  if (ctx->spell_checks >= SPELL_CHECK_LIMIT) return NULL;
  ctx->spell_checks++;
  OfeSpelling s;
  ofe_spelling_init(&s, name);
  for (OfeScope *sc = ctx->scope; sc; sc = sc->parent) /* innermost first: it wins ties */
    for (size_t i = 0; i < sc->names.cap; i++) {
      const OfeDecl *d = sc->names.slots[i].key ? sc->names.slots[i].value : NULL;
      if (d && d->loc.file && (d->kind == D_VAR || d->kind == D_FUNC || d->kind == D_ENUM_CONST))
        ofe_spelling_consider(&s, d->name, d);
    }
  return s.item;
}

OfeDecl *ofe_scope_lookup(OfeCtx *ctx, const char *name) {
  size_t len = strlen(name);
  for (OfeScope *s = ctx->scope; s; s = s->parent) {
    OfeDecl *d = ofe_strmap_get(&s->names, name, len);
    if (d) return d;
  }
  return NULL;
}

bool ofe_scope_is_typedef(OfeCtx *ctx, const char *name) {
  OfeDecl *d = ofe_scope_lookup(ctx, name);
  return d && d->kind == D_TYPEDEF;
}

/* A mapper's key: its identifier and the (unqualified) structure type it maps. */
static const char *mapper_key(OfeCtx *ctx, const OfeType *t, const char *id) {
  return ofe_arena_printf(&ctx->arena, "%s %p", id, (const void *)t->unqual);
}

OfeOmpMapper *ofe_scope_lookup_mapper(OfeCtx *ctx, const OfeType *t, const char *id, bool current_only) {
  const char *key = mapper_key(ctx, t, id);
  size_t len = strlen(key);
  for (OfeScope *s = ctx->scope; s; s = s->parent) {
    OfeOmpMapper *m = s->mappers ? ofe_strmap_get(s->mappers, key, len) : NULL;
    if (m || current_only) return m;
  }
  return NULL;
}

void ofe_scope_put_mapper(OfeCtx *ctx, OfeOmpMapper *m) {
  OfeScope *s = ctx->scope;
  if (!s->mappers) {
    s->mappers = ofe_arena_alloc(&ctx->arena, sizeof *s->mappers);
    ofe_strmap_init(s->mappers, &ctx->arena);
  }
  const char *key = mapper_key(ctx, m->type, m->id);
  ofe_strmap_put(s->mappers, key, strlen(key), m);
}

OfeOmpUdr *ofe_scope_lookup_udr(OfeCtx *ctx, const OfeType *t, const char *id, bool current_only) {
  for (OfeScope *s = ctx->scope; s; s = s->parent) {
    for (size_t i = 0; i < s->udrs.len; i++) {
      OfeOmpUdr *u = s->udrs.items[i];
      if (!strcmp(u->id, id) && ofe_type_compatible(u->type->unqual, t->unqual)) return u;
    }
    if (current_only) return NULL;
  }
  return NULL;
}

void ofe_scope_put_udr(OfeCtx *ctx, OfeOmpUdr *u) { ofe_vec_push(&ctx->arena, &ctx->scope->udrs, u); }

static void scope_put(OfeCtx *ctx, OfeScope *s, OfeDecl *d);
void ofe_scope_put_decl(OfeCtx *ctx, OfeDecl *d) { scope_put(ctx, ctx->scope, d); }

static void scope_put(OfeCtx *ctx, OfeScope *s, OfeDecl *d) {
  if (s == ctx->scope) ofe_warn_shadow(ctx, d);
  ofe_strmap_put(&s->names, d->name, strlen(d->name), d);
}

static OfeType *tag_lookup(OfeCtx *ctx, const char *tag, bool current_only) {
  size_t len = strlen(tag);
  for (OfeScope *s = ctx->scope; s; s = s->parent) {
    OfeType *t = ofe_strmap_get(&s->tags, tag, len);
    if (t || current_only) return t;
  }
  return NULL;
}

/* ---- declaration specifiers ------------------------------------------------------------ */

OfeDeclSpec *ofe_spec_new(OfeCtx *ctx, OfeLoc loc) {
  OfeDeclSpec *s = ofe_arena_alloc(&ctx->decl_scratch, sizeof *s);
  s->loc = loc;
  return s;
}

static const char *storage_word(OfeStorage sc) {
  switch (sc) {
  case SC_EXTERN: return "extern";
  case SC_STATIC: return "static";
  case SC_AUTO: return "auto";
  case SC_REGISTER: return "register";
  case SC_TYPEDEF: return "typedef";
  default: return "";
  }
}

/* _Thread_local as spelled: GNU C's __thread is the same specifier (clang-19 names it so) */
static const char *thread_word(OfeCtx *ctx, OfeLoc loc) {
  return ofe_diag_spelled_at(&ctx->diag, loc, "__thread") ? "__thread" : "_Thread_local";
}

void ofe_spec_storage(OfeCtx *ctx, OfeDeclSpec *s, OfeStorage sc, OfeLoc loc) {
  if (s->storage != SC_NONE && s->storage != sc) {
    ofe_error(&ctx->diag, loc, "cannot combine with previous storage class specifier");
    s->bad = true;
  } else if (s->is_thread_local && sc != SC_EXTERN && sc != SC_STATIC) {
    /* _Thread_local goes only with static and extern (C11 6.7.1p2) */
    ofe_error(&ctx->diag, loc, "cannot combine with previous '%s' declaration specifier", thread_word(ctx, s->thread_loc));
    s->bad = true;
    return;
  }
  s->storage = sc;
}

void ofe_spec_thread_local(OfeCtx *ctx, OfeDeclSpec *s, OfeLoc loc) {
  if (s->storage != SC_NONE && s->storage != SC_EXTERN && s->storage != SC_STATIC) {
    ofe_error(&ctx->diag, loc, "cannot combine with previous '%s' declaration specifier", storage_word(s->storage));
    s->bad = true;
    return;
  }
  if (!s->is_thread_local) s->thread_loc = loc;
  s->is_thread_local = true;
}

void ofe_spec_basic(OfeCtx *ctx, OfeDeclSpec *s, OfeBasicSpec word, OfeLoc loc) {
  if (s->type) {
    ofe_error(&ctx->diag, loc, "cannot combine with previous type specifier");
    s->bad = true;
    return;
  }
  s->has_type = true;
  switch (word) {
  case BASIC_VOID: s->n_void++; break;
  case BASIC_CHAR: s->n_char++; break;
  case BASIC_SHORT: s->n_short++; break;
  case BASIC_INT: s->n_int++; break;
  case BASIC_LONG: s->n_long++; break;
  case BASIC_FLOAT: s->n_float++; break;
  case BASIC_DOUBLE: s->n_double++; break;
  case BASIC_SIGNED: s->n_signed++; break;
  case BASIC_UNSIGNED: s->n_unsigned++; break;
  case BASIC_BOOL: s->n_bool++; break;
  case BASIC_COMPLEX: s->n_complex++; break;
  case BASIC_INT128: s->n_int128++; break;
  case BASIC_UINT128: s->n_uint128++; break;
  case BASIC_FLOAT128: s->n_float128++; break;
  }
}

void ofe_spec_implicit_int(OfeCtx *ctx, OfeDeclSpec *s, OfeLoc loc) {
  s->implicit_int = true;
  ofe_spec_basic(ctx, s, BASIC_INT, loc);
}

/* -Wimplicit-int for one declarator of specifiers without a type, at its name */
static void warn_implicit_int(OfeCtx *ctx, const OfeDeclSpec *s, const OfeDeclarator *dr) {
  if (!s->implicit_int) return;
  if (ofe_options_c90(ctx->opts)) ofe_warn(&ctx->diag, OFE_W_IMPLICIT_INT_SPECIFIER_C89, dr->loc, "type specifier missing, defaults to 'int'");
  else
    ofe_warn(&ctx->diag, OFE_W_IMPLICIT_INT_SPECIFIER, dr->loc,
             "type specifier missing, defaults to 'int'; ISO C99 and later do not support implicit int");
}

void ofe_spec_type(OfeCtx *ctx, OfeDeclSpec *s, OfeType *t, OfeLoc loc) {
  if (s->type || s->n_void + s->n_char + s->n_short + s->n_int + s->n_long + s->n_float +
                     s->n_double + s->n_signed + s->n_unsigned + s->n_bool + s->n_int128 >
                 0) {
    ofe_error(&ctx->diag, loc, "cannot combine with previous type specifier");
    s->bad = true;
    return;
  }
  s->has_type = true;
  s->type = t ? t : ctx->types.error;
}

OfeType *ofe_sema_atomic_type(OfeCtx *ctx, OfeType *t, OfeLoc loc) {
  if (t->kind == TY_ERROR) return t;
  const char *what = t->kind == TY_ARRAY ? "array" : t->kind == TY_FUNC ? "function" : NULL;
  if (what || (t->quals & (OFE_QUAL_CONST | OFE_QUAL_VOLATILE | OFE_QUAL_RESTRICT))) {
    ofe_error(&ctx->diag, loc, "_Atomic cannot be applied to %s type '%s'", what ? what : "qualified", ofe_type_str(&ctx->types, t));
    return ctx->types.error;
  }
  /* the scalars with atomic instructions (clang-19 calls libatomic for the others), long double
   * (16 bytes, as gcc-12 and clang-19 through libatomic), and
   * structures and unions of 1, 2, 4 or 8 bytes (stdatomic.h's atomic_flag), which the
   * __atomic built-ins take by address; such a structure is aligned to its size, as in gcc */
  uint64_t size = ofe_type_is_record(t) && ofe_type_is_complete(t) ? ofe_sizeof(t) : 0;
  bool record = size == 1 || size == 2 || size == 4 || size == 8;
  bool ok = (ofe_type_is_integer(t) && ofe_type_bits(t) <= 64) || t->kind == TY_PTR || t->kind == TY_FLOAT ||
            t->kind == TY_DOUBLE || t->kind == TY_LDOUBLE || record;
  if (!ok) {
    ofe_error(&ctx->diag, loc,
              "_Atomic '%s' is not supported by ompfe (only integers, pointers, float, double, long double, and structures or unions of 1, 2, 4 or 8 bytes)",
              ofe_type_str(&ctx->types, t));
    return ctx->types.error;
  }
  if (record) t = ofe_type_aligned(&ctx->types, t, (unsigned)size);
  return ofe_type_qualified(&ctx->types, t, OFE_QUAL_ATOMIC);
}

void ofe_spec_qual(OfeCtx *ctx, OfeDeclSpec *s, unsigned q) {
  (void)ctx;
  s->quals |= q;
}

void ofe_spec_attrs(OfeCtx *ctx, OfeDeclSpec *s, const OfeAttrs *a) {
  (void)ctx;
  ofe_attrs_merge(&s->attrs, a);
}

OfeAttrs *ofe_sema_declaration_attrs(OfeCtx *ctx, const OfeAttrs *a) {
  if (!a) return NULL;
  OfeAttrs *rest = ofe_arena_alloc(&ctx->decl_scratch, sizeof *rest);
  *rest = *a;
  /* the type's layout and kind, not the declaration's: a typedef's aligned would otherwise lower
   * it, and transparent_union is marked once, when the record ends */
  rest->packed = rest->has_aligned_default = rest->transparent_union = false;
  rest->aligned = 0;
  rest->mode = 0;
  return rest;
}

void ofe_spec_alignas(OfeCtx *ctx, OfeDeclSpec *s, OfeType *t, OfeExpr *e, OfeLoc loc) {
  int64_t a = 0;
  if (t) a = ofe_alignof(t);
  else if (e && !ofe_sema_const_int(ctx, e, &a, "alignment")) return;
  if (a < 0 || (a & (a - 1))) {
    ofe_error(&ctx->diag, loc, "requested alignment is not a power of 2");
    return;
  }
  if ((unsigned)a > s->alignas) {
    s->alignas = (unsigned)a;
    s->alignas_loc = loc;
  }
}

/* A floating mode's type: its real or complex type, for a base type of that class (gcc and
 * clang-19 refuse `int __attribute__((mode(SF)))`). */
static OfeType *float_mode_type(OfeCtx *ctx, OfeType *t, int mode, OfeLoc loc) {
  OfeTypes *ty = &ctx->types;
  bool complex = mode >= OFE_MODE_SC;
  int which = complex ? mode - OFE_MODE_SC : mode - OFE_MODE_SF;
  OfeType *reals[] = {ty->float_, ty->double_, ty->ldouble, ty->float128};
  bool fits = complex ? t->kind == TY_COMPLEX && ofe_type_is_float(t->base) : ofe_type_is_float(t) && t->kind != TY_COMPLEX;
  if (!fits) {
    ofe_error(&ctx->diag, loc, "type of machine mode does not match type of base type");
    return ty->error;
  }
  return complex ? ofe_type_complex_of(ty, reals[which]) : reals[which];
}

/* __attribute__((mode(...))): the integer type of `bytes` bytes, of t's signedness (QI ... TI,
 * byte, word, pointer, unwind_word), or a floating mode's type. */
static OfeType *mode_type(OfeCtx *ctx, OfeType *t, int bytes, OfeLoc loc) {
  if (t->kind == TY_ERROR) return t;
  if (bytes >= OFE_MODE_SF) return float_mode_type(ctx, t, bytes, loc);
  if (!ofe_type_is_integer(t)) {
    ofe_error(&ctx->diag, loc, "integer machine mode on non-integer type '%s'",
              ofe_type_str(&ctx->types, t));
    return ctx->types.error;
  }
  bool u = ofe_type_is_unsigned(t);
  OfeTypes *ty = &ctx->types;
  switch (bytes) {
  case 1: return u ? ty->uchar : ty->schar;
  case 2: return u ? ty->ushort : ty->short_;
  case 4: return u ? ty->uint : ty->int_;
  case 8: return u ? ty->ulong : ty->long_;
  case 16: return u ? ty->uint128 : ty->int128;
  default: return t;
  }
}

/* __attribute__((vector_size(bytes))) on t: a GNU vector of t. Its elements are integers
 * (not _Bool) or float/double, as many as fit in bytes, a power of two (gcc's rule; clang-19
 * also takes three or a long double element, gcc does not). */
static OfeType *vector_type(OfeCtx *ctx, OfeType *t, int64_t bytes, OfeLoc loc) {
  if (t->kind == TY_ERROR || bytes < 0) return ctx->types.error;
  OfeType *elem = t->unqual;
  bool elem_ok = (ofe_type_is_integer(elem) && elem->kind != TY_BOOL && elem->kind != TY_ENUM && ofe_sizeof(elem) <= 8) ||
                 elem->kind == TY_FLOAT || elem->kind == TY_DOUBLE;
  if (!elem_ok || (t->quals & OFE_QUAL_ATOMIC)) {
    bool ompfe_only = elem->kind == TY_LDOUBLE || elem->kind == TY_FLOAT128 || elem->kind == TY_ENUM || elem->kind == TY_FLOAT16 ||
                      elem->kind == TY_INT128 || elem->kind == TY_UINT128;
    ofe_error(&ctx->diag, loc, "%s vector element type '%s'%s", ompfe_only ? "unsupported" : "invalid", ofe_type_str(&ctx->types, t),
              ompfe_only ? " (ompfe takes integers up to 8 bytes, float and double)" : "");
    return ctx->types.error;
  }
  uint64_t es = ofe_sizeof(elem);
  if (bytes == 0 || (uint64_t)bytes % es) {
    ofe_error(&ctx->diag, loc, "vector size not an integral multiple of component size");
    return ctx->types.error;
  }
  uint64_t n = (uint64_t)bytes / es;
  if (n & (n - 1)) {
    ofe_error(&ctx->diag, loc, "number of vector components %llu not a power of two", (unsigned long long)n);
    return ctx->types.error;
  }
  if (bytes > OFE_VECTOR_SIZE_LIMIT) {
    ofe_error(&ctx->diag, loc, "vector size of %lld bytes is too large (ompfe takes up to %d)", (long long)bytes, OFE_VECTOR_SIZE_LIMIT);
    return ctx->types.error;
  }
  OfeType *v = ofe_type_vector(&ctx->types, elem, (int64_t)n);
  return t->quals ? ofe_type_qualified(&ctx->types, v, t->quals) : v;
}

OfeType *ofe_spec_base_type(OfeCtx *ctx, OfeDeclSpec *s) {
  OfeTypes *ty = &ctx->types;
  OfeType *t;
  if (s->type) {
    t = s->type;
  } else if (!s->has_type) {
    if (!s->bad) ofe_error(&ctx->diag, s->loc, "type specifier missing (C99 has no implicit int)");
    s->bad = true;
    t = ty->error;
  } else {
    int longs = s->n_long, n = s->n_void + s->n_char + s->n_short + s->n_int + s->n_float +
                                s->n_double + s->n_bool + s->n_int128 + s->n_uint128 + s->n_float128;
    bool sign = s->n_signed > 0, uns = s->n_unsigned > 0;
    t = NULL;
    /* GNU: the _Complex of an integer type, which the specifiers without _Complex name */
    bool complex_int = s->n_complex == 1 && (s->n_char || s->n_short || s->n_int || s->n_int128 || longs || sign || uns) &&
                       n == s->n_char + s->n_short + s->n_int + s->n_int128;
    if (s->n_complex && !complex_int) {
      /* float, double or long double _Complex; `_Complex` alone is double's, as in GCC */
      if (s->n_complex == 1 && !sign && !uns && s->n_float == 1 && n == 1 && !longs) t = ty->cfloat;
      else if (s->n_complex == 1 && !sign && !uns && n == s->n_double && (s->n_double ? longs <= 1 : !longs)) t = longs ? ty->cldouble : ty->cdouble;
    } else if ((sign && uns) || s->n_signed > 1 || s->n_unsigned > 1 || longs > 2) {
      t = NULL;
    } else if (s->n_void == 1 && n == 1 && !longs && !sign && !uns) t = ty->void_;
    else if (s->n_bool == 1 && n == 1 && !longs && !sign && !uns) t = ty->bool_;
    else if (s->n_char == 1 && n == 1 && !longs) t = uns ? ty->uchar : sign ? ty->schar : ty->char_;
    else if (s->n_short == 1 && n - s->n_int == 1 && s->n_int <= 1 && !longs) t = uns ? ty->ushort : ty->short_;
    else if (s->n_float == 1 && n == 1 && !longs && !sign && !uns) t = ty->float_;
    else if (s->n_double == 1 && n == 1 && longs <= 1 && !sign && !uns) t = longs ? ty->ldouble : ty->double_;
    else if (s->n_float128 == 1 && n == 1 && !longs && !sign && !uns) t = ty->float128;
    else if (s->n_int128 == 1 && n == 1 && !longs) t = uns ? ty->uint128 : ty->int128;
    else if (s->n_uint128 == 1 && n == 1 && !longs && !sign && !uns) t = ty->uint128;
    else if (n == s->n_int && s->n_int <= 1) {
      if (longs == 0) t = uns ? ty->uint : ty->int_;
      else if (longs == 1) t = uns ? ty->ulong : ty->long_;
      else t = uns ? ty->ullong : ty->llong;
    }
    if (!t) {
      ofe_error(&ctx->diag, s->loc, "invalid combination of type specifiers");
      s->bad = true;
      t = ty->error;
    } else if (complex_int) {
      t = ofe_type_complex_of(ty, t);
    }
  }
  if (s->attrs.mode) t = mode_type(ctx, t, s->attrs.mode, s->loc);
  if (s->attrs.vector_size) t = vector_type(ctx, t, s->attrs.vector_size, s->attrs.vector_size_loc);
  if (s->quals & OFE_QUAL_ATOMIC) t = ofe_sema_atomic_type(ctx, t, s->loc);
  if (s->quals) t = ofe_type_qualified(ty, t, s->quals);
  return t;
}

/* ---- declarators ----------------------------------------------------------------------- */

OfeDeclarator *ofe_declarator_new(OfeCtx *ctx, const char *name, OfeLoc loc) {
  OfeDeclarator *d = ofe_arena_alloc(&ctx->decl_scratch, sizeof *d);
  d->name = name;
  d->loc = loc;
  return d;
}

OfeDeclOp *ofe_declop_pointer(OfeCtx *ctx, unsigned quals, OfeLoc loc) {
  OfeDeclOp *op = ofe_arena_alloc(&ctx->decl_scratch, sizeof *op);
  op->kind = DOP_POINTER;
  op->quals = quals;
  op->loc = loc;
  return op;
}

OfeDeclOp *ofe_declop_array(OfeCtx *ctx, OfeExpr *size, unsigned quals, bool star, OfeLoc loc) {
  OfeDeclOp *op = ofe_arena_alloc(&ctx->decl_scratch, sizeof *op);
  op->kind = DOP_ARRAY;
  op->size = size;
  op->quals = quals;
  op->star = star;
  op->loc = loc;
  return op;
}

OfeDeclOp *ofe_declop_func(OfeCtx *ctx, OfeLoc loc) {
  OfeDeclOp *op = ofe_arena_alloc(&ctx->decl_scratch, sizeof *op);
  op->kind = DOP_FUNC;
  op->loc = loc;
  return op;
}

OfeDeclOp *ofe_declop_chain(OfeDeclOp *first, OfeDeclOp *then) {
  OfeDeclOp *last = first;
  while (last->next) last = last->next;
  last->next = then;
  return first;
}

void ofe_declarator_prepend(OfeDeclarator *d, OfeDeclOp *op) {
  op->next = d->ops;
  d->ops = op;
}

void ofe_declarator_pointers(OfeDeclarator *d, OfeDeclOp *ptrs) {
  /* `extern __inline void * __attribute__((__gnu_inline__, __always_inline__)) f (void)`, as
     gcc's headers write it: the function's attributes, not the pointer's */
  for (const OfeDeclOp *op = ptrs; op; op = op->next) {
    if (!op->attrs) continue;
    d->attrs.gnu_inline |= op->attrs->gnu_inline;
    d->attrs.always_inline |= op->attrs->always_inline;
    d->attrs.noinline |= op->attrs->noinline;
    d->attrs.target = ofe_isa_union(d->attrs.target, op->attrs->target);
  }
  d->ops = d->ops ? ofe_declop_chain(ptrs, d->ops) : ptrs;
}

/* Parameter types are adjusted: arrays to pointers, functions to function pointers. */
static OfeType *adjust_param_type(OfeCtx *ctx, OfeType *t) {
  if (t->kind == TY_ARRAY) return ofe_type_qualified(&ctx->types, ofe_type_pointer(&ctx->types, t->base), t->param_quals);
  if (t->kind == TY_FUNC) return ofe_type_pointer(&ctx->types, t);
  return t;
}

void ofe_declop_add_param(OfeCtx *ctx, OfeDeclOp *f, OfeDeclSpec *spec, OfeDeclarator *d, OfeLoc loc) {
  if (spec->storage != SC_NONE && spec->storage != SC_REGISTER)
    ofe_error(&ctx->diag, loc, "invalid storage class for a parameter");
  else if (spec->is_thread_local)
    ofe_error(&ctx->diag, spec->thread_loc, "'%s' is only allowed on variable declarations", thread_word(ctx, spec->thread_loc));
  if (spec->attrs.cleanup || (d && d->attrs.cleanup)) /* as GCC: only for local variables */
    ofe_warn(&ctx->diag, OFE_W_IGNORED_ATTRIBUTES, spec->attrs.cleanup ? spec->attrs.cleanup_loc : d->attrs.cleanup_loc, "'cleanup' attribute ignored");
  OfeType *base = ofe_spec_base_type(ctx, spec);
  OfeType *t = d ? ofe_declarator_type(ctx, base, d) : base;
  if (t->kind == TY_VOID && !t->quals && !(d && d->name)) {
    if (f->params.len || f->variadic) ofe_error(&ctx->diag, loc, "'void' must be the only parameter");
    f->has_proto = true;
    return;
  }
  if (t->kind == TY_VOID) {
    ofe_error(&ctx->diag, loc, "parameter has incomplete type 'void'");
    t = ctx->types.error;
  }
  OfeType *declared = t;
  t = adjust_param_type(ctx, t);
  OfeParam prm = {.name = d ? d->name : NULL, .type = t, .loc = d ? d->loc : loc};
  OfeDecl *pd = ofe_decl_new(&ctx->arena, D_VAR, prm.name, t, prm.loc);
  pd->is_param = true;
  if (declared->kind == TY_ARRAY && declared->vla_len) pd->param_vla = declared;
  pd->attr_unused = spec->attrs.unused || (d && d->attrs.unused);
  pd->scope_depth = ctx->scope_depth;
  pd->storage = spec->storage;
  if (prm.name) {
    OfeDecl *prev = lookup_in(ctx->scope, prm.name);
    if (prev) ofe_error(&ctx->diag, prm.loc, "redefinition of parameter '%s'", prm.name);
    scope_put(ctx, ctx->scope, pd);
  }
  prm.decl = pd;
  ofe_vec_push(&ctx->arena, &f->params, prm);
}

void ofe_declop_add_knr_name(OfeCtx *ctx, OfeDeclOp *f, const char *name, OfeLoc loc) {
  f->is_knr = true;
  for (size_t i = 0; i < f->knr.len; i++) {
    if (f->knr.items[i].name == name) { /* interned */
      ofe_error(&ctx->diag, loc, "multiple parameters named '%s'", name);
      return;
    }
  }
  OfeKnrParam k = {.name = name, .loc = loc};
  ofe_vec_push(&ctx->decl_scratch, &f->knr, k);
}

/* Whether t (or what it points to) is a `[*]` array, which only a prototype may declare. */
static bool has_star_vla(const OfeType *t) {
  for (; t->kind == TY_PTR || t->kind == TY_ARRAY; t = t->base)
    if (t->vla_star) return true;
  return false;
}

/* An array of elem whose length is len, evaluated at run time into a hidden local of the
 * function (also for a parameter, declared before the function's body opens). */
static OfeType *vla_type(OfeCtx *ctx, OfeType *elem, OfeExpr *len, OfeLoc loc) {
  OfeType *t = ofe_type_vla(&ctx->types, elem, len);
  t->vla_var = ofe_sema_hidden_local(ctx, ctx->types.ulong, "vla", loc);
  t->vla_var->is_vla_size = true;
  t->vla_var->is_global = false;
  ofe_omp_on_vla_created(ctx, t->vla_var);
  return t;
}

OfeType *ofe_declarator_type(OfeCtx *ctx, OfeType *base, const OfeDeclarator *d) {
  OfeTypes *ty = &ctx->types;
  OfeType *t = base;
  /* `typedef int i8 __attribute__((mode(QI)));`: the mode is the declared integer's */
  if (d && d->attrs.mode) {
    if (!d->ops) {
      t = mode_type(ctx, t->unqual, d->attrs.mode, d->loc);
      if (base->quals & OFE_QUAL_ATOMIC) t = ofe_sema_atomic_type(ctx, t, d->loc);
      t = ofe_type_qualified(ty, t, base->quals);
    } else {
      ofe_error(&ctx->diag, d->loc, "mode attribute on a pointer, array or function declarator is not supported");
      return ty->error;
    }
  }
  /* `typedef int v4si __attribute__((vector_size(16)));`: a vector of the declared type */
  if (d && d->attrs.vector_size) {
    if (d->ops) {
      ofe_error(&ctx->diag, d->attrs.vector_size_loc, "vector_size attribute on a pointer, array or function declarator: invalid vector element type");
      return ty->error;
    }
    t = vector_type(ctx, t, d->attrs.vector_size, d->attrs.vector_size_loc);
  }
  for (const OfeDeclOp *op = d ? d->ops : NULL; op; op = op->next) {
    if (t->kind == TY_ERROR) return t;
    switch (op->kind) {
    case DOP_POINTER:
      t = ofe_type_pointer(ty, t);
      if (op->quals) t = ofe_type_qualified(ty, t, op->quals);
      break;
    case DOP_ARRAY: {
      if (t->kind == TY_FUNC) {
        ofe_error(&ctx->diag, op->loc, "declaration as an array of functions");
        return ty->error;
      }
      if (!ofe_type_is_complete(t) && t->kind != TY_ERROR) {
        ofe_error(&ctx->diag, op->loc, "array has incomplete element type '%s'", ofe_type_str(ty, t));
        return ty->error;
      }
      /* an element aligned above its size (a typedef's aligned, an enum's) would leave the next
       * one misaligned: an error in gcc and clang */
      if (t->kind != TY_ERROR && ofe_sizeof(t) % ofe_alignof(t)) {
        ofe_error(&ctx->diag, op->loc, "size of array element of type '%s' (%llu bytes) isn't a multiple of its alignment (%u bytes)",
                  ofe_type_str(ty, t), (unsigned long long)ofe_sizeof(t), ofe_alignof(t));
        return ty->error;
      }
      if (op->star) {
        /* `[*]`, in a prototype: a VLA whose length no code evaluates */
        t = vla_type(ctx, t, ofe_sema_int_value(ctx, 0, ty->ulong, op->loc), op->loc);
        t->vla_star = true;
        t->param_quals = op->quals;
        break;
      }
      if (!op->size) {
        t = ofe_type_array(ty, t, -1);
        t->param_quals = op->quals;
        break;
      }
      OfeExpr *sz = ofe_sema_rvalue(ctx, op->size);
      if (sz->type->kind == TY_ERROR) return ty->error;
      if (!ofe_type_is_integer(sz->type)) {
        ofe_error(&ctx->diag, op->size->loc, "size of array has non-integer type '%s'", ofe_type_str(ty, sz->type));
        return ty->error;
      }
      int64_t n;
      if (ofe_eval_int(ctx, sz, &n)) {
        if (n < 0 && !ofe_type_is_unsigned(sz->type)) {
          ofe_error(&ctx->diag, op->size->loc, "array size is negative");
          return ty->error;
        }
        if (ofe_array_too_large(t, (uint64_t)n)) {
          ofe_error(&ctx->diag, op->size->loc, "array is too large (%llu elements)", (unsigned long long)n);
          return ty->error;
        }
        t = ofe_type_array(ty, t, n);
      } else {
        if (ctx->scope_depth == 0) {
          ofe_error(&ctx->diag, op->size->loc, "variable length array declaration not allowed at file scope");
          return ty->error;
        }
        t = vla_type(ctx, t, ofe_sema_convert(ctx, sz, ty->ulong), op->loc);
      }
      t->param_quals = op->quals;
      break;
    }
    case DOP_FUNC: {
      if (t->kind == TY_FUNC || t->kind == TY_ARRAY) {
        ofe_error(&ctx->diag, op->loc, "function cannot return %s type '%s'",
                  t->kind == TY_FUNC ? "function" : "array", ofe_type_str(ty, t));
        return ty->error;
      }
      if (op->is_knr && !op->knr_done) {
        /* names without types outside a definition: as GCC, the list is dropped, `f()` */
        ofe_warn(&ctx->diag, OFE_W_DEPRECATED_NON_PROTOTYPE, op->loc, "parameter names (without types) in function declaration");
        ((OfeDeclOp *)op)->knr_done = true;
      }
      OfeType *f = ofe_type_func(ty, t->quals ? t->unqual : t);
      /* reported, and the type made all the same: the body still reads its parameters. gcc's
         intrinsics headers declare always_inline functions of __m256: their calls are checked */
      if (!ofe_diag_is_system(&ctx->diag, op->loc.file)) {
        ofe_sema_vector_by_value_ok(ctx, t, "returning", op->loc);
        for (size_t i = 0; i < op->params.len; i++)
          ofe_sema_vector_by_value_ok(ctx, op->params.items[i].type, "passing", op->params.items[i].loc);
      }
      f->params = op->params;
      f->variadic = op->variadic;
      f->has_proto = op->has_proto;
      t = f;
      break;
    }
    }
  }
  return t;
}

OfeType *ofe_sema_type_name(OfeCtx *ctx, OfeDeclSpec *spec, OfeDeclarator *abstract) {
  if (spec->storage != SC_NONE || spec->is_thread_local) ofe_error(&ctx->diag, spec->loc, "storage class in a type name");
  OfeType *t = ofe_declarator_type(ctx, ofe_spec_base_type(ctx, spec), abstract);
  if (has_star_vla(t)) {
    ofe_error(&ctx->diag, abstract->loc, "star modifier used outside of function prototype");
    return ctx->types.error;
  }
  return t;
}

/* ---- attributes ------------------------------------------------------------------------ */

/* visibility("..."): an unknown name is ignored, with clang-19's warning. */
static OfeVisibility visibility_named(OfeCtx *ctx, OfeLoc loc, const char *name) {
  OfeVisibility v = ofe_visibility_from_name(name);
  if (!v) ofe_warn(&ctx->diag, OFE_W_IGNORED_ATTRIBUTES, loc, "'visibility' attribute argument not supported: %s", name);
  return v;
}

/* `aligned` and `__aligned__` name the same attribute. */
static bool attr_is(const char *name, const char *want) {
  size_t n = strlen(name), w = strlen(want);
  if (n == w) return strcmp(name, want) == 0;
  return n == w + 4 && name[0] == '_' && name[1] == '_' && strncmp(name + 2, want, w) == 0 &&
         name[n - 1] == '_' && name[n - 2] == '_';
}

/* The OfeFloatMode a mode name spells (SF, __DF__, ...), 0 for another name. */
static int float_mode_named(const char *m) {
  static const char *const names[] = {"SF", "DF", "XF", "TF", "SC", "DC", "XC", "TC"};
  for (int i = 0; i < 8; i++)
    if (attr_is(m, names[i])) return OFE_MODE_SF + i;
  return 0;
}

void ofe_attrs_merge(OfeAttrs *into, const OfeAttrs *from) {
  if (!from) return;
  if (from->aligned > into->aligned) into->aligned = from->aligned;
  into->packed |= from->packed;
  into->noinline |= from->noinline;
  into->always_inline |= from->always_inline;
  into->target = ofe_isa_union(into->target, from->target);
  into->gnu_inline |= from->gnu_inline;
  into->used |= from->used;
  into->unused |= from->unused;
  if (from->warn_unused_result) into->warn_unused_result = from->warn_unused_result;
  into->weak |= from->weak;
  into->noreturn |= from->noreturn;
  into->returns_twice |= from->returns_twice;
  into->transparent_union |= from->transparent_union;
  into->has_aligned_default |= from->has_aligned_default;
  if (from->section) into->section = from->section;
  if (from->visibility) into->visibility = from->visibility;
  if (from->alias) into->alias = from->alias;
  if (from->mode) into->mode = from->mode;
  if (from->vector_size) {
    into->vector_size = from->vector_size;
    into->vector_size_loc = from->vector_size_loc;
  }
  if (from->cleanup) {
    into->cleanup = from->cleanup;
    into->cleanup_loc = from->cleanup_loc;
  }
  if (from->constructor) into->constructor = from->constructor;
  if (from->destructor) into->destructor = from->destructor;
  if (from->fallthrough && !into->fallthrough) {
    into->fallthrough = true;
    into->fallthrough_loc = from->fallthrough_loc;
  }
  if (from->decl_only && !into->decl_only) {
    into->decl_only = from->decl_only;
    into->decl_only_loc = from->decl_only_loc;
  }
  if (from->format.kind) into->format = from->format;
  if (from->format_arg) into->format_arg = from->format_arg;
}

static bool string_arg_is(const OfeExpr *a, const char *want) {
  size_t n = strlen(want);
  return a->kind == E_STRING && a->str.char_size == 1 && a->str.len == n + 1 && memcmp(a->str.bytes, want, n) == 0;
}

/* GNU attributes that change what the program does in ways ompfe does not implement: refused
 * rather than ignored (the calling convention, the code, the symbol or the layout would
 * differ; copy would bring attributes such as aligned from another declaration). */
static bool unsupported_attr(const char *name) {
  static const char *const names[] = {"naked", "ms_abi", "ifunc", "weakref", "symver", "interrupt",
                                      "ms_struct", "no_caller_saved_registers", "copy"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (attr_is(name, names[i])) return true;
  return false;
}

/* GNU attributes that only inform optimizers and warnings, or that ompfe does not need to act
 * on for a correct program: accepted without effect. A name in none of the lists is ignored
 * with clang-19's warning. */
static const char *const no_effect_attrs[] = {
      "access", "alloc_align", "alloc_size", "artificial", "assume_aligned", "cold", "const",
      "deprecated", "designated_init", "error", "externally_visible",
      "fd_arg", "fd_arg_read", "fd_arg_write", "flatten", "format", "format_arg", "hot",
      "leaf", "malloc", "may_alias", "maybe_unused", "no_instrument_function", "no_reorder",
      "no_sanitize", "no_sanitize_address", "no_sanitize_undefined", "no_stack_protector", "nodiscard",
      "noclone", "noipa", "nonnull", "nonstring", "noplt", "nothrow", "null_terminated_string_arg",
      "optimize", "pure", "returns_nonnull", "sentinel",
      "tls_model", "unavailable", "warn_unused_result", "warning", "zero_call_used_regs",
      "fallthrough", "retain", "nocommon", "common", "no_icf", "no_profile_instrument_function",
      "no_split_stack", "stack_protect", "sysv_abi", "regparm", "cdecl", "stdcall",
      "fastcall", "noinit", "persistent", "nonnull_if_nonzero", "counted_by",
      "strict_flex_array", "hardbool", "expected_throw", "mode", "ext_vector_type",
};

/* GNU attributes whose meaning ompfe implements (below) */
static const char *const implemented_attrs[] = {
    "aligned", "packed", "noinline", "always_inline", "gnu_inline", "used", "unused", "weak", "noreturn",
    "returns_twice", "transparent_union", "section", "visibility", "alias", "cleanup", "constructor",
    "destructor", "scalar_storage_order", "vector_size", "target",
};

static bool attr_in(const char *name, const char *const *list, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (attr_is(name, list[i])) return true;
  return false;
}

static bool attr_known_no_effect(const char *name) {
  return attr_in(name, no_effect_attrs, sizeof no_effect_attrs / sizeof *no_effect_attrs);
}

void ofe_attribute_each_name(void (*each)(void *data, const char *name, long value), void *data) {
  /* GCC's answers for the standard attributes are their C2x versions */
  static const struct { const char *name; long value; } versions[] = {
      {"deprecated", 201904}, {"fallthrough", 201904}, {"maybe_unused", 201904}, {"nodiscard", 202003}};
  for (size_t i = 0; i < sizeof implemented_attrs / sizeof *implemented_attrs; i++) each(data, implemented_attrs[i], 1);
  for (size_t i = 0; i < sizeof no_effect_attrs / sizeof *no_effect_attrs; i++) {
    const char *n = no_effect_attrs[i];
    if (attr_is(n, "ext_vector_type")) continue; /* an error: no OpenCL vector types */
    long value = 1;
    for (size_t k = 0; k < sizeof versions / sizeof *versions; k++)
      if (strcmp(n, versions[k].name) == 0) value = versions[k].value;
    each(data, n, value);
  }
}

void ofe_sema_attribute(OfeCtx *ctx, OfeAttrs *into, const char *name, OfeExprList *args, OfeLoc loc) {
  OfeExpr *a0 = args && args->len ? args->items[0] : NULL;
  if (attr_is(name, "fallthrough")) {
    if (args && args->len) ofe_error(&ctx->diag, loc, "'fallthrough' attribute takes no arguments");
    if (!into->fallthrough) into->fallthrough_loc = loc;
    into->fallthrough = true;
    return;
  }
  bool known = !strchr(name, ':') &&
               (attr_known_no_effect(name) ||
                attr_in(name, implemented_attrs, sizeof implemented_attrs / sizeof *implemented_attrs) ||
                unsupported_attr(name));
  if (!known) {
    ofe_warning(&ctx->diag, loc, "unknown attribute '%s' ignored", name);
    return;
  }
  if (!into->decl_only) {
    into->decl_only = name;
    into->decl_only_loc = loc;
  }
  if (unsupported_attr(name)) {
    ofe_error(&ctx->diag, loc, "'%s' attribute is not supported by ompfe", name);
    return;
  }
  if (attr_is(name, "constructor") || attr_is(name, "destructor")) {
    int64_t priority = 65535; /* gcc's and clang's default: after every explicit one */
    if (a0 && !ofe_sema_const_int(ctx, a0, &priority, "priority")) return;
    if (priority < 0 || priority > 65535) {
      ofe_error(&ctx->diag, loc, "'%s' attribute requires a priority between 0 and 65535", name);
      return;
    }
    if (attr_is(name, "constructor")) into->constructor = (int)priority + 1;
    else into->destructor = (int)priority + 1;
    return;
  }
  if (attr_is(name, "aligned")) {
    int64_t v = 16;
    if (a0) {
      if (!ofe_sema_const_int(ctx, a0, &v, "alignment")) return;
      if (v <= 0 || (v & (v - 1))) {
        ofe_error(&ctx->diag, loc, "requested alignment is not a power of 2");
        return;
      }
    } else {
      into->has_aligned_default = true;
    }
    if ((unsigned)v > into->aligned) into->aligned = (unsigned)v;
  } else if (attr_is(name, "packed")) into->packed = true;
  else if (attr_is(name, "noinline")) into->noinline = true;
  else if (attr_is(name, "always_inline")) into->always_inline = true;
  else if (attr_is(name, "gnu_inline")) into->gnu_inline = true;
  else if (attr_is(name, "used")) into->used = true;
  else if (attr_is(name, "warn_unused_result")) into->warn_unused_result = OFE_UNUSED_RESULT_GNU;
  else if (attr_is(name, "nodiscard")) into->warn_unused_result = OFE_UNUSED_RESULT_NODISCARD;
  else if (attr_is(name, "unused")) into->unused = true;
  else if (attr_is(name, "weak")) into->weak = true;
  else if (attr_is(name, "noreturn")) into->noreturn = true;
  else if (attr_is(name, "returns_twice")) into->returns_twice = true;
  else if (attr_is(name, "transparent_union")) into->transparent_union = true;
  else if (attr_is(name, "target")) {
    /* target("avx2", "popcnt"): the function's instruction sets; arch= and tune= choose no ISA
       and are taken without effect, as before */
    for (size_t i = 0; args && i < args->len; i++) {
      OfeExpr *a = args->items[i];
      if (a->kind != E_STRING) {
        ofe_error(&ctx->diag, a->loc, "'target' attribute requires a string");
        return;
      }
      ofe_isa_add_list(&into->target, a->str.bytes, a->str.len - 1);
    }
  } else if (attr_is(name, "section") || attr_is(name, "visibility") || attr_is(name, "alias")) {
    if (!a0 || a0->kind != E_STRING) {
      ofe_error(&ctx->diag, loc, "attribute '%s' takes one string argument", name);
      return;
    }
    const char *s = ofe_arena_strndup(&ctx->arena, a0->str.bytes, a0->str.len - 1);
    if (attr_is(name, "section")) into->section = s;
    else if (attr_is(name, "visibility")) into->visibility = visibility_named(ctx, loc, s);
    else into->alias = s;
  } else if (attr_is(name, "mode")) {
    const char *m = a0 && a0->kind == E_VAR ? a0->var.name : "";
    if (attr_is(m, "QI") || attr_is(m, "byte")) into->mode = 1;
    else if (attr_is(m, "HI")) into->mode = 2;
    else if (attr_is(m, "SI")) into->mode = 4;
    else if (attr_is(m, "DI")) into->mode = 8;
    else if (attr_is(m, "TI")) into->mode = 16;
    else if (attr_is(m, "word") || attr_is(m, "pointer") || attr_is(m, "unwind_word")) into->mode = 8; /* x86_64 */
    else if (float_mode_named(m)) into->mode = float_mode_named(m);
    else ofe_error(&ctx->diag, loc, "unsupported machine mode '%s'", m);
  } else if (attr_is(name, "scalar_storage_order")) {
    /* x86_64's own order changes nothing; the other one would reverse every scalar's bytes */
    if (!a0 || (!string_arg_is(a0, "little-endian") && !string_arg_is(a0, "big-endian")))
      ofe_error(&ctx->diag, loc, "'scalar_storage_order' attribute takes \"big-endian\" or \"little-endian\"");
    else if (string_arg_is(a0, "big-endian"))
      ofe_error(&ctx->diag, loc, "'scalar_storage_order' attribute with big-endian order is not supported by ompfe");
  } else if (attr_is(name, "vector_size")) {
    int64_t n = -1;
    if (!args || args->len != 1) ofe_error(&ctx->diag, loc, "'vector_size' attribute takes one argument");
    else if (ofe_sema_const_int(ctx, a0, &n, "vector size") && n <= 0) {
      ofe_error(&ctx->diag, a0->loc, "zero or negative vector size");
      n = -1;
    }
    into->vector_size = n;
    into->vector_size_loc = loc;
  } else if (attr_is(name, "ext_vector_type")) {
    ofe_error(&ctx->diag, loc, "OpenCL vector types (ext_vector_type) are not supported by ompfe; vector_size types are");
  } else if (attr_is(name, "cleanup")) {
    /* checked where the variable is declared (ofe_sema_declarator_done) */
    if (!args || args->len != 1) ofe_error(&ctx->diag, loc, "wrong number of arguments specified for 'cleanup' attribute");
    else if (a0->kind != E_VAR) ofe_error(&ctx->diag, a0->loc, "cleanup argument not an identifier");
    else {
      into->cleanup = a0;
      into->cleanup_loc = loc;
    }
  }
  else if (attr_is(name, "format")) {
    /* format(printf, m, n): checked at calls (-Wformat); an archetype ompfe does not check
     * (strftime, strfmon) is accepted and ignored */
    const char *kind = a0 && a0->kind == E_VAR ? a0->var.name : "";
    int64_t m = 0, n = 0;
    if (!args || args->len != 3 || !ofe_sema_const_int(ctx, args->items[1], &m, "format string index") ||
        !ofe_sema_const_int(ctx, args->items[2], &n, "first argument index") || m < 1 || n < 0 || (n && n <= m))
      return;
    OfeFormatKind k = attr_is(kind, "printf") || attr_is(kind, "gnu_printf") ? OFE_FORMAT_PRINTF
                      : attr_is(kind, "scanf") || attr_is(kind, "gnu_scanf") ? OFE_FORMAT_SCANF
                                                                              : OFE_FORMAT_NONE;
    into->format = (OfeFormatAttr){k, (unsigned)m, (unsigned)n};
  }
  else if (attr_is(name, "format_arg")) {
    int64_t m = 0;
    if (args && args->len == 1 && ofe_sema_const_int(ctx, a0, &m, "format string index") && m >= 1 && m < 1000)
      into->format_arg = (unsigned)m;
  }
  /* Every other known attribute (format, nonnull, nothrow, leaf, pure, const, malloc,
   * deprecated, warn_unused_result, access, ...) only informs optimizers and warnings. */
}

/* A C2x attribute's optional string argument (deprecated("why"), nodiscard("why")). */
static void std_attr_message_arg(OfeCtx *ctx, const char *name, OfeExprList *args, OfeLoc loc) {
  if (!args || !args->len) return;
  if (args->len > 1 || args->items[0]->kind != E_STRING)
    ofe_error(&ctx->diag, loc, "'%s' attribute takes at most one string argument", name);
}

void ofe_sema_std_attribute(OfeCtx *ctx, OfeAttrs *into, const char *scope, const char *name, OfeExprList *args,
                            OfeLoc loc) {
  if (scope && (attr_is(scope, "gnu") || strcmp(scope, "clang") == 0 || strcmp(scope, "_Clang") == 0)) {
    /* clang spells GNU attributes in both scopes */
    ofe_sema_attribute(ctx, into, name, args, loc);
    return;
  }
  if (scope && strcmp(scope, "omp") == 0 && (ctx->opts->openmp || ofe_options_simd_only(ctx->opts))) {
    /* ignoring it would run the statement without its directive */
    ofe_error(&ctx->diag, loc, "OpenMP directives written as attributes ('[[omp::%s]]') are not supported by ompfe", name);
    return;
  }
  if (scope) {
    ofe_warning(&ctx->diag, loc, "unknown attribute '%s' ignored", name);
    return;
  }
  if (attr_is(name, "fallthrough")) {
    ofe_sema_attribute(ctx, into, name, args, loc);
  } else if (attr_is(name, "noreturn") || strcmp(name, "_Noreturn") == 0) {
    if (args && args->len) ofe_error(&ctx->diag, loc, "'%s' attribute takes no arguments", name);
    ofe_sema_attribute(ctx, into, "noreturn", NULL, loc);
  } else if (attr_is(name, "maybe_unused")) {
    if (args && args->len) ofe_error(&ctx->diag, loc, "'%s' attribute takes no arguments", name);
    ofe_sema_attribute(ctx, into, "unused", NULL, loc);
  } else if (attr_is(name, "deprecated") || attr_is(name, "nodiscard")) {
    std_attr_message_arg(ctx, name, args, loc);
    ofe_sema_attribute(ctx, into, name, NULL, loc);
  } else {
    ofe_warning(&ctx->diag, loc, "unknown attribute '%s' ignored", name);
  }
}

/* ---- declarations ---------------------------------------------------------------------- */

OfeDecl *ofe_sema_hidden_local(OfeCtx *ctx, OfeType *t, const char *prefix, OfeLoc loc) {
  const char *name = ofe_arena_printf(&ctx->arena, "%s.%u", prefix, ctx->anon_counter++);
  OfeDecl *d = ofe_decl_new(&ctx->arena, D_VAR, name, t, loc);
  d->scope_depth = ctx->scope_depth;
  d->is_global = ctx->scope_depth == 0 || !ctx->func;
  d->is_artificial = true;
  return d;
}

static bool is_file_scope(OfeCtx *ctx) { return ctx->scope == ctx->file_scope; }

static void check_object_type(OfeCtx *ctx, OfeDecl *d) {
  if (d->type == ctx->types.auto_type) return; /* the initializer gives the type */
  /* `extern void v;` declares without defining: gcc-12 and clang-19 take it at any scope */
  if (d->type->kind == TY_VOID && d->storage != SC_EXTERN) {
    ofe_error(&ctx->diag, d->loc, "variable has incomplete type 'void'");
    d->type = ctx->types.error;
  }
}

/* A name with linkage declared again: must agree in type; becomes the composite. */
static OfeDecl *redeclare(OfeCtx *ctx, OfeDecl *prev, OfeDecl *d) {
  if (prev->kind != d->kind) {
    ofe_error(&ctx->diag, d->loc, "redefinition of '%s' as a different kind of symbol", d->name);
    ofe_note(&ctx->diag, prev->loc, "previous definition is here");
    return d;
  }
  if (!ofe_type_compatible(prev->type, d->type)) {
    ofe_error(&ctx->diag, d->loc, "conflicting types for '%s'", d->name);
    ofe_note(&ctx->diag, prev->loc, "previous declaration is here");
    return prev;
  }
  prev->type = ofe_type_composite(&ctx->types, prev->type, d->type);
  if (d->storage == SC_STATIC && prev->storage != SC_STATIC) {
    ofe_error(&ctx->diag, d->loc, "static declaration of '%s' follows non-static declaration", d->name);
    bool def = prev->is_defined || (prev->kind == D_VAR && prev->storage != SC_EXTERN); /* a tentative one too */
    ofe_note(&ctx->diag, prev->is_defined && prev->def_loc.line ? prev->def_loc : prev->loc, "previous %s is here",
             def ? "definition" : "declaration");
  }
  if (d->asm_name != d->name) prev->asm_name = d->asm_name;
  prev->is_inline |= d->is_inline;
  prev->is_noreturn |= d->is_noreturn;
  prev->attr_noinline |= d->attr_noinline;
  prev->attr_always_inline |= d->attr_always_inline;
  prev->target_isa = ofe_isa_union(prev->target_isa, d->target_isa);
  prev->attr_gnu_inline |= d->attr_gnu_inline;
  prev->attr_returns_twice |= d->attr_returns_twice;
  if (!prev->warn_unused_result) prev->warn_unused_result = d->warn_unused_result;
  if (!d->warn_unused_result) d->warn_unused_result = prev->warn_unused_result;
  prev->declared_external |= d->declared_external;
  prev->attr_used |= d->attr_used;
  if (d->ctor_priority) prev->ctor_priority = d->ctor_priority;
  if (d->dtor_priority) prev->dtor_priority = d->dtor_priority;
  prev->attr_unused |= d->attr_unused;
  if (d->format.kind) prev->format = d->format;
  if (d->format_arg) prev->format_arg = d->format_arg;
  prev->is_weak |= d->is_weak;
  if (d->user_align > prev->user_align) prev->user_align = d->user_align;
  if (d->section) prev->section = d->section;
  if (d->visibility && !prev->visibility) prev->visibility = d->visibility; /* the first one holds, as in clang */
  if (d->alias_target) prev->alias_target = d->alias_target;
  if (prev->storage == SC_EXTERN && d->storage == SC_NONE) prev->storage = SC_NONE;
  return prev;
}

static void apply_decl_attrs(OfeDecl *d, const OfeDeclSpec *s, const OfeAttrs *a) {
  OfeAttrs all = s->attrs;
  ofe_attrs_merge(&all, a);
  d->attr_noinline = all.noinline;
  d->attr_always_inline = all.always_inline;
  d->target_isa = all.target;
  d->attr_gnu_inline = all.gnu_inline;
  d->attr_returns_twice = all.returns_twice;
  d->warn_unused_result = all.warn_unused_result;
  d->attr_used = all.used;
  d->ctor_priority = all.constructor;
  d->dtor_priority = all.destructor;
  d->attr_unused = all.unused;
  d->format = all.format;
  d->format_arg = all.format_arg;
  d->is_weak = all.weak;
  d->is_noreturn = s->is_noreturn || all.noreturn;
  d->is_inline = s->is_inline;
  d->is_thread_local = s->is_thread_local;
  d->section = all.section;
  d->user_align = all.aligned > s->alignas ? all.aligned : s->alignas;
  d->visibility = all.visibility;
  d->alias_target = all.alias;
  d->cleanup_fn = all.cleanup;
  d->cleanup_loc = all.cleanup_loc;
}

static void add_global(OfeCtx *ctx, OfeDecl *d) {
  ofe_vec_push(&ctx->arena, &ctx->unit.globals, d);
}

/* transparent_union on a union's definition or on a typedef of one. Where gcc or clang-19
 * ignores it (with a warning), so does ompfe: on what is no complete union, on one whose first
 * member is not an integer or a pointer (clang: a floating one; gcc: a union whose machine mode
 * is not its first member's), or whose members differ in size (clang). So a transparent union
 * is passed as its first member is without a rule of its own: it classifies as that integer. */
static void mark_transparent(OfeCtx *ctx, OfeType *t, OfeLoc loc) {
  const char *why = NULL;
  if (t->kind != TY_UNION || !t->record->complete) why = "it only applies to complete unions";
  else if (!t->record->members.len) why = "the union has no member";
  else {
    const OfeMember *first = &t->record->members.items[0];
    if (first->is_bitfield || !(ofe_type_is_integer(first->type) || first->type->kind == TY_PTR))
      why = "its first member is not an integer or a pointer";
    for (size_t i = 1; !why && i < t->record->members.len; i++)
      if (ofe_sizeof(t->record->members.items[i].type) != ofe_sizeof(first->type))
        why = "its members differ in size";
  }
  if (why) {
    ofe_warn(&ctx->diag, OFE_W_IGNORED_ATTRIBUTES, loc, "'transparent_union' attribute ignored: %s", why);
    return;
  }
  t->record->transparent = true;
}

static OfeDecl *declare(OfeCtx *ctx, OfeDeclSpec *s, OfeDeclarator *dr);

/* C11 6.7.5p4: _Alignas cannot ask for less than the type's own alignment (gcc-12 and
 * clang-19 refuse it; __attribute__((aligned)) may be lower and is then ignored). */
static void alignas_not_below(OfeCtx *ctx, const OfeDeclSpec *s, const OfeType *t) {
  if (!s->alignas || t->kind == TY_ERROR || t->kind == TY_FUNC || !ofe_type_is_complete(t)) return;
  uint64_t natural = ofe_alignof(t);
  if (s->alignas < natural)
    ofe_error(&ctx->diag, s->alignas_loc, "requested alignment is less than minimum alignment of %llu for type '%s'",
              (unsigned long long)natural, ofe_type_str(&ctx->types, t));
}

/* A variable length array type with the lengths folded, as clang-19 folds them where a VLA
 * may not be (a static or extern array at block scope): reading const integer variables'
 * constant initializers (`const int c = 3; static int a[c];`); NULL when one is not
 * constant. */
static OfeType *fold_vla(OfeCtx *ctx, OfeType *t) {
  if (t->kind != TY_ARRAY) return t;
  OfeType *base = fold_vla(ctx, t->base);
  if (!base) return NULL;
  if (!t->vla_len) return base == t->base ? t : ofe_type_array(&ctx->types, base, t->array_len);
  int64_t n;
  ctx->fold_const_vars = true;
  bool ok = ofe_eval_int(ctx, t->vla_len, &n);
  ctx->fold_const_vars = false;
  if (!ok || n < 0 || ofe_array_too_large(base, (uint64_t)n)) return NULL;
  return ofe_type_array(&ctx->types, base, n);
}

OfeDecl *ofe_sema_declare_implicit_function(OfeCtx *ctx, const char *name, OfeType *type, bool noreturn, OfeLoc loc) {
  OfeDecl *d = ofe_decl_new(&ctx->arena, D_FUNC, name, type, loc);
  d->storage = SC_EXTERN;
  d->scope_depth = ctx->scope_depth;
  d->is_global = true;
  d->is_noreturn = noreturn;
  d->declared_external = is_file_scope(ctx);
  ofe_strmap_put(&ctx->scope->names, name, strlen(name), d);
  if (!lookup_in(ctx->file_scope, name)) ofe_strmap_put(&ctx->file_scope->names, name, strlen(name), d);
  ofe_vec_push(&ctx->arena, &ctx->unit.decls, d);
  ofe_omp_on_declare(ctx, d);
  return d;
}

OfeDecl *ofe_sema_declare(OfeCtx *ctx, OfeDeclSpec *s, OfeDeclarator *dr) {
  warn_implicit_int(ctx, s, dr);
  OfeDecl *d = declare(ctx, s, dr);
  ofe_omp_variants_on_declare(ctx, d); /* a declare variant directive before it */
  return d;
}

static OfeDecl *declare(OfeCtx *ctx, OfeDeclSpec *s, OfeDeclarator *dr) {
  OfeType *base = ofe_spec_base_type(ctx, s);
  OfeType *t = ofe_declarator_type(ctx, base, dr);
  if (base == ctx->types.auto_type && (t != base || is_file_scope(ctx) || s->storage == SC_TYPEDEF)) {
    ofe_error(&ctx->diag, dr->loc, "'__auto_type' may only be used with a plain identifier in a block-scope variable declaration");
    t = ctx->types.error;
  }
  OfeDeclKind kind = s->storage == SC_TYPEDEF ? D_TYPEDEF : t->kind == TY_FUNC ? D_FUNC : D_VAR;
  if (kind != D_FUNC && !is_file_scope(ctx)) ofe_omp_on_vla_type(ctx, t, dr->loc);
  if (kind != D_FUNC && has_star_vla(t)) {
    ofe_error(&ctx->diag, dr->loc, "star modifier used outside of function prototype");
    t = ctx->types.error;
  }
  OfeDecl *d = ofe_decl_new(&ctx->arena, kind, dr->name, t, dr->loc);
  d->typedef_decl = s->typedef_decl;
  d->storage = s->storage;
  d->scope_depth = ctx->scope_depth;
  if (dr->asm_label) d->asm_name = dr->asm_label;
  if (dr->asm_label && s->storage == SC_REGISTER && ctx->scope_depth > 0 && kind == D_VAR)
    d->reg_name = ofe_sema_asm_register(ctx, dr->asm_label, dr->loc);
  apply_decl_attrs(d, s, &dr->attrs);
  /* `#pragma GCC visibility push(v)` gives what the attribute would to a name with linkage */
  if (kind != D_TYPEDEF && !d->visibility && s->storage != SC_STATIC &&
      (is_file_scope(ctx) || kind == D_FUNC || s->storage == SC_EXTERN))
    d->visibility = ofe_pragma_visibility_at(&ctx->pragmas, dr->loc.offset);
  if (ofe_omp_skipping(ctx)) {
    /* inside a begin declare variant that does not apply nothing is kept, but a block's names
     * still hide outer ones in the rest of the (dropped) body: `for (int i ...)` is not a
     * global `i` there, and `T x;` after a local typedef T still parses */
    if (!is_file_scope(ctx)) scope_put(ctx, ctx->scope, d);
    return d;
  }

  if (kind == D_TYPEDEF) {
    /* aligned on a typedef gives the type that alignment, a lower one too (GCC, clang);
     * _Alignas is only for objects */
    if (s->alignas) ofe_error(&ctx->diag, dr->loc, "'_Alignas' attribute only applies to variables and fields");
    else if (d->user_align) d->type = ofe_type_typedef_aligned(&ctx->types, d->type, d->user_align);
    if (s->attrs.transparent_union || dr->attrs.transparent_union) mark_transparent(ctx, d->type->unqual, d->loc);
    OfeDecl *prev = lookup_in(ctx->scope, d->name);
    if (prev && (prev->kind != D_TYPEDEF || !ofe_type_compatible(prev->type, d->type))) {
      ofe_error(&ctx->diag, d->loc, "redefinition of '%s'%s", d->name,
                prev->kind == D_TYPEDEF ? " with a different type" : " as a different kind of symbol");
      ofe_note(&ctx->diag, prev->loc, "previous definition is here");
    }
    scope_put(ctx, ctx->scope, d);
    if (is_file_scope(ctx)) ofe_vec_push(&ctx->arena, &ctx->unit.decls, d); /* for -ast-dump */
    if (ofe_type_is_record(d->type) && !d->type->record->tag && !d->type->record->typedef_name)
      d->type->record->typedef_name = d->name;
    return d;
  }

  if (kind == D_FUNC) {
    if (s->storage == SC_AUTO || s->storage == SC_REGISTER)
      ofe_error(&ctx->diag, d->loc, "illegal storage class on function");
    if (s->is_thread_local)
      ofe_error(&ctx->diag, s->thread_loc, "'%s' is only allowed on variable declarations", thread_word(ctx, s->thread_loc));
    if (!is_file_scope(ctx) && s->storage == SC_STATIC)
      ofe_error(&ctx->diag, d->loc, "function declared in block scope cannot have 'static' storage class");
    d->is_global = true;
    d->declared_external = is_file_scope(ctx) && (s->storage == SC_EXTERN || !s->is_inline);
    if (ctx->declare_variant_depth && is_file_scope(ctx) && dr->defines) {
      /* begin declare variant that applies here: this definition replaces the base
       * function for the rest of the unit, under a name of its own (a declaration there
       * is an ordinary one of the base name, as in clang-19) */
      OfeDecl *base_fn = lookup_in(ctx->file_scope, d->name);
      d->variant_of = base_fn;
      d->asm_name = ofe_arena_printf(&ctx->arena, "%s$ompvariant$%s", d->asm_name, ctx->opts->is_device ? "device" : "host");
      if (base_fn) base_fn->device_variant = d;
      scope_put(ctx, ctx->file_scope, d);
      ofe_vec_push(&ctx->arena, &ctx->unit.decls, d);
      return d;
    }
    /* functions always have linkage: find the file-scope entity */
    OfeDecl *prev = lookup_in(ctx->file_scope, d->name);
    if (!prev && !is_file_scope(ctx)) prev = ofe_scope_lookup(ctx, d->name);
    if (prev && prev->is_global) {
      OfeDecl *c = redeclare(ctx, prev, d);
      if (c != d) {
        if (!is_file_scope(ctx)) scope_put(ctx, ctx->scope, c);
        return c;
      }
    }
    if (prev && !prev->is_global && lookup_in(ctx->scope, d->name)) {
      ofe_error(&ctx->diag, d->loc, "redefinition of '%s' as a different kind of symbol", d->name);
    }
    scope_put(ctx, is_file_scope(ctx) ? ctx->file_scope : ctx->scope, d);
    if (!is_file_scope(ctx) && !lookup_in(ctx->file_scope, d->name)) {
      /* visible at file scope for later redeclarations, as C's linkage rules require */
      ofe_strmap_put(&ctx->file_scope->names, d->name, strlen(d->name), d);
    }
    ofe_vec_push(&ctx->arena, &ctx->unit.decls, d);
    ofe_omp_on_declare(ctx, d);
    return d;
  }

  /* objects */
  if (!is_file_scope(ctx) && s->is_thread_local && !s->bad && s->storage != SC_STATIC && s->storage != SC_EXTERN) {
    /* C11 6.7.1p3: at block scope _Thread_local needs static or extern */
    ofe_error(&ctx->diag, s->thread_loc, "'%s' variables must have global storage", thread_word(ctx, s->thread_loc));
    d->is_thread_local = false;
  }
  if (!is_file_scope(ctx) && (s->storage == SC_STATIC || s->storage == SC_EXTERN) && ofe_type_is_vla(d->type)) {
    /* C11 6.7.6.2p2: no static storage or linkage for a VLA; clang-19 folds what it can */
    OfeType *folded = fold_vla(ctx, d->type);
    if (folded) {
      ofe_warn(&ctx->diag, OFE_W_GNU_FOLDING_CONSTANT, d->loc, "variable length array folded to constant array as an extension");
      d->type = folded;
    } else {
      ofe_error(&ctx->diag, d->loc, "variable length array declaration cannot have '%s' %s",
                s->storage == SC_STATIC ? "static" : "extern", s->storage == SC_STATIC ? "storage duration" : "linkage");
      d->type = ctx->types.error;
    }
  }
  check_object_type(ctx, d);
  alignas_not_below(ctx, s, d->type);
  if (d->user_align) d->type = ofe_type_aligned(&ctx->types, d->type, d->user_align);
  if (is_file_scope(ctx)) {
    if (s->storage == SC_AUTO || s->storage == SC_REGISTER)
      ofe_error(&ctx->diag, d->loc, "illegal storage class on file-scoped variable");
    d->is_global = true;
    OfeDecl *prev = lookup_in(ctx->file_scope, d->name);
    if (prev) {
      OfeDecl *c = redeclare(ctx, prev, d);
      if (c != d) return c;
    }
    scope_put(ctx, ctx->file_scope, d);
    ofe_vec_push(&ctx->arena, &ctx->unit.decls, d);
    add_global(ctx, d);
    ofe_omp_on_declare(ctx, d);
    return d;
  }
  /* block scope */
  OfeDecl *prev = lookup_in(ctx->scope, d->name);
  if (s->storage == SC_EXTERN) {
    /* a name with no linkage in this block (a parameter in the function's outermost one)
     * cannot be redeclared with linkage (C11 6.7p3) */
    OfeDecl *local = prev;
    if (!local) {
      OfeDecl *param = ofe_scope_lookup(ctx, d->name);
      if (param && param->is_param && param->scope_depth + 1 == ctx->scope_depth) local = param;
    }
    if (local && local->kind == D_VAR && local->storage != SC_EXTERN) {
      if (local->storage == SC_STATIC)
        ofe_error(&ctx->diag, d->loc, "non-static declaration of '%s' follows static declaration", d->name);
      else
        ofe_error(&ctx->diag, d->loc, "extern declaration of '%s' follows non-extern declaration", d->name);
      ofe_note(&ctx->diag, local->loc, "previous definition is here");
      return local;
    }
    d->is_global = true;
    OfeDecl *global = lookup_in(ctx->file_scope, d->name);
    if (global && global->is_global) {
      OfeDecl *c = redeclare(ctx, global, d);
      scope_put(ctx, ctx->scope, c);
      return c;
    }
    scope_put(ctx, ctx->scope, d);
    ofe_strmap_put(&ctx->file_scope->names, d->name, strlen(d->name), d);
    ofe_vec_push(&ctx->arena, &ctx->unit.decls, d);
    add_global(ctx, d);
    return d;
  }
  /* a function body's outermost block is the parameters' scope (C11 6.2.1p4) */
  OfeDecl *param = prev ? NULL : ofe_scope_lookup(ctx, d->name);
  if (param && param->is_param && param->scope_depth + 1 == ctx->scope_depth) prev = param;
  if (prev) {
    ofe_error(&ctx->diag, d->loc, "redefinition of '%s'", d->name);
    ofe_note(&ctx->diag, prev->loc, "previous definition is here");
  }
  if (s->storage == SC_STATIC) {
    d->is_global = true;
    const char *fn = ctx->func ? ctx->func->decl->name : "static";
    d->local_symbol = ofe_arena_printf(&ctx->arena, "%s.%s", fn, d->name);
    d->local_function = ctx->func ? ctx->func->decl : NULL;
    /* two statics of one name in one function: clang's numbering */
    for (unsigned i = 1; ofe_strmap_get(&ctx->idents, d->local_symbol, strlen(d->local_symbol)); i++)
      d->local_symbol = ofe_arena_printf(&ctx->arena, "%s.%s.%u", fn, d->name, i);
    ofe_strmap_intern(&ctx->idents, d->local_symbol, strlen(d->local_symbol));
    d->asm_name = d->local_symbol;
    add_global(ctx, d);
  }
  scope_put(ctx, ctx->scope, d);
  ofe_omp_on_declare(ctx, d);
  return d;
}

void ofe_sema_initialize(OfeCtx *ctx, OfeDecl *d, OfeInitSyntax *init, OfeLoc at) {
  if (!d || d->kind != D_VAR) {
    if (d && d->kind == D_FUNC) ofe_error(&ctx->diag, init->loc, "illegal initializer (only variables can be initialized)");
    else if (d) ofe_error(&ctx->diag, init->loc, "illegal initializer for a typedef");
    return;
  }
  if (d->type->kind == TY_ERROR) return;
  if (d->is_global && d->storage == SC_EXTERN && !is_file_scope(ctx)) {
    ofe_error(&ctx->diag, init->loc, "declaration of block scope identifier with linkage cannot have an initializer");
    return;
  }
  if (d->type == ctx->types.auto_type) {
    /* __auto_type x = e: the type of e after lvalue conversion, unqualified (GNU C) */
    if (!init->expr) {
      ofe_error(&ctx->diag, init->loc, "'__auto_type' needs a single expression as its initializer");
      d->type = ctx->types.error;
      return;
    }
    if (init->expr->kind == E_MEMBER && init->expr->member.member->is_bitfield) { /* as gcc and clang-19 */
      ofe_error(&ctx->diag, init->loc, "cannot pass bit-field as __auto_type initializer in C");
      d->type = ctx->types.error;
      return;
    }
    OfeExpr *v = ofe_sema_rvalue(ctx, init->expr);
    d->type = v->type->kind == TY_ERROR ? v->type : v->type->unqual;
    d->type_from_init = true;
    if (d->type->kind == TY_VOID) {
      ofe_error(&ctx->diag, init->loc, "variable has incomplete type 'void'");
      d->type = ctx->types.error;
      return;
    }
  }
  if (d->is_defined && d->init) {
    ofe_error(&ctx->diag, at, "redefinition of '%s'", d->name);
    if (d->def_loc.file) ofe_note(&ctx->diag, d->def_loc, "previous definition is here");
    return;
  }
  if (ofe_type_is_vla(d->type)) {
    ofe_error(&ctx->diag, init->loc, "variable-sized object may not be initialized");
    return;
  }
  OfeType *t = d->type;
  OfeInit *in = ofe_sema_layout_init(ctx, &t, init, d->is_global);
  if (!in) {
    d->type = ctx->types.error; /* reported: no tentative-definition warning on top */
    return;
  }
  d->type = t;
  d->init = in;
  d->is_defined = true;
  d->def_loc = at; /* a variable's definition too: a second one is reported against it */
  if (d->storage == SC_EXTERN) d->storage = SC_NONE;
}

/* __attribute__((cleanup(fn))) on a local variable: from here to the end of its scope, the
 * variable is in the function's cleanup chain, to be passed to fn when control leaves. GCC
 * ignores the attribute, with a warning, on other variables. */
static void add_cleanup(OfeCtx *ctx, OfeDecl *d) {
  if (d->is_global || d->is_param || !ctx->func) {
    ofe_warn(&ctx->diag, OFE_W_IGNORED_ATTRIBUTES, d->cleanup_loc, "'cleanup' attribute ignored");
    return;
  }
  OfeExpr *fn = d->cleanup_fn;
  if (!fn->var.decl || fn->var.decl->kind != D_FUNC) {
    ofe_error(&ctx->diag, fn->loc, "cleanup argument not a function");
    return;
  }
  if (ctx->opts->exceptions) { /* gcc runs it when an exception unwinds through too */
    ofe_error(&ctx->diag, d->cleanup_loc,
              "'cleanup' attribute with -fexceptions is not supported by ompfe: it would not run when an exception unwinds through the function");
    return;
  }
  OfeExpr *var = ofe_expr_new(&ctx->arena, E_VAR, d->type, d->loc);
  var->var.decl = d;
  var->var.name = d->name;
  var->lvalue = true;
  OfeExprList args = {0};
  ofe_expr_list_push(&ctx->arena, &args, ofe_sema_addr(ctx, var, d->cleanup_loc));
  OfeExpr *call = ofe_sema_call(ctx, fn, &args, d->cleanup_loc);
  if (call->kind == E_ERROR) return;
  OfeCleanup *c = ofe_arena_alloc(&ctx->arena, sizeof *c);
  c->var = d;
  c->call = call;
  c->outer = ctx->func->cleanups;
  c->depth = c->outer ? c->outer->depth + 1 : 1;
  ctx->func->cleanups = c;
}

/* A local declaration of a variably modified type: from here to the end of its scope, it is
 * in the function's chain of them (ast.h, OfeVmScope), which jumps are checked against. */
static void add_vm_scope(OfeCtx *ctx, OfeDecl *d) {
  OfeVmScope *c = ofe_arena_alloc(&ctx->arena, sizeof *c);
  OfeVmScope *p = ctx->func->vm_scopes, *j = p ? p->jump : NULL;
  c->decl = d;
  c->outer = p;
  c->depth = p ? p->depth + 1 : 1;
  /* Myers' skew-binary rule: jump two jumps' worth when the parent's two jumps are equal */
  unsigned dj = j ? j->depth : 0, djj = j && j->jump ? j->jump->depth : 0;
  c->jump = p && j && p->depth - dj == dj - djj ? j->jump : p;
  d->vm_scope = c;
  ctx->func->vm_scopes = c;
}

void ofe_sema_declarator_done(OfeCtx *ctx, OfeDecl *d) {
  if (d && (d->kind == D_VAR || d->kind == D_TYPEDEF) && ctx->func && !d->is_global && !d->is_param &&
      !ofe_omp_skipping(ctx) && ofe_type_is_vm(d->type))
    add_vm_scope(ctx, d);
  if (!d || d->kind != D_VAR || ofe_omp_skipping(ctx)) return;
  if (d->type == ctx->types.auto_type) {
    ofe_error(&ctx->diag, d->loc, "declaration of variable '%s' with deduced type '__auto_type' requires an initializer", d->name);
    d->type = ctx->types.error;
    return;
  }
  if (d->cleanup_fn && d->type->kind != TY_ERROR) add_cleanup(ctx, d);
  OfeType *t = d->type;
  if (t->kind == TY_ERROR) return;
  bool definition = d->storage != SC_EXTERN;
  if (!d->is_global && !d->is_param) {
    if (!ofe_type_is_complete(t)) {
      ofe_error(&ctx->diag, d->loc, "variable has incomplete type '%s'", ofe_type_str(&ctx->types, t));
      d->type = ctx->types.error;
    }
    return;
  }
  if (d->is_global && definition && !d->init && !is_file_scope(ctx) && !ofe_type_is_complete(t)) {
    ofe_error(&ctx->diag, d->loc, "variable has incomplete type '%s'", ofe_type_str(&ctx->types, t));
    d->type = ctx->types.error;
  }
  if (d->is_global && definition) d->is_defined = true; /* a tentative definition at least */
}

void ofe_sema_empty_declaration(OfeCtx *ctx, OfeDeclSpec *s) {
  if (s->type && (ofe_type_is_record(s->type) || s->type->kind == TY_ENUM)) return;
  if (s->bad) return;
  ofe_warn(&ctx->diag, OFE_W_MISSING_DECLARATIONS, s->loc, "declaration does not declare anything");
}

void ofe_sema_static_assert(OfeCtx *ctx, OfeExpr *cond, OfeExpr *msg, OfeLoc loc) {
  int64_t v;
  if (!ofe_sema_const_int(ctx, cond, &v, "static assertion")) return;
  if (!v) {
    if (msg && msg->kind == E_STRING)
      ofe_error(&ctx->diag, loc, "static assertion failed: %.*s", (int)msg->str.len - 1, msg->str.bytes);
    else
      ofe_error(&ctx->diag, loc, "static assertion failed");
  }
}

/* ---- functions ------------------------------------------------------------------------- */

/* The op that makes a declarator's name a function (or not): the last one applied. */
static OfeDeclOp *outermost_op(const OfeDeclarator *d) {
  OfeDeclOp *op = d->ops;
  while (op && op->next) op = op->next;
  return op;
}

OfeDeclOp *ofe_sema_knr_begin(OfeCtx *ctx, OfeDeclarator *fn) {
  ofe_scope_push(ctx); /* the parameters' declarations see each other (`int n; int a[n];`) */
  OfeDeclOp *f = outermost_op(fn);
  if (f && f->kind == DOP_FUNC && !f->has_proto) return f;
  if (f && f->kind == DOP_FUNC)
    ofe_error(&ctx->diag, fn->loc, "old-style parameter declarations in prototyped function definition");
  else
    ofe_error(&ctx->diag, fn->loc, "expected ';' after top level declarator");
  fn->reported = true;
  return NULL;
}

void ofe_sema_knr_param(OfeCtx *ctx, OfeDeclOp *list, OfeDeclSpec *s, OfeDeclarator *d, OfeInitSyntax *init) {
  if (!list) return; /* reported by ofe_sema_knr_begin */
  OfeKnrParam *k = NULL;
  for (size_t i = 0; i < list->knr.len && !k; i++)
    if (list->knr.items[i].name == d->name) k = &list->knr.items[i];
  if (!k) {
    ofe_error(&ctx->diag, d->loc, "declaration for parameter '%s' but no such parameter", d->name);
    return;
  }
  if (k->decl) {
    ofe_error(&ctx->diag, d->loc, "redefinition of parameter '%s'", d->name);
    ofe_note(&ctx->diag, k->decl->loc, "previous definition is here");
    return;
  }
  if ((s->storage != SC_NONE && s->storage != SC_REGISTER) || s->is_thread_local)
    ofe_error(&ctx->diag, d->loc, "storage class specified for parameter '%s'", d->name);
  if (init) ofe_error(&ctx->diag, d->loc, "parameter '%s' is initialized", d->name);
  OfeType *t = ofe_declarator_type(ctx, ofe_spec_base_type(ctx, s), d);
  if (t->kind == TY_VOID) {
    ofe_error(&ctx->diag, d->loc, "parameter has incomplete type 'void'");
    t = ctx->types.error;
  }
  OfeDecl *pd = ofe_decl_new(&ctx->arena, D_VAR, d->name, adjust_param_type(ctx, t), d->loc);
  pd->is_param = true;
  if (t->kind == TY_ARRAY && t->vla_len) pd->param_vla = t;
  pd->attr_unused = s->attrs.unused || d->attrs.unused;
  pd->scope_depth = ctx->scope_depth;
  pd->storage = s->storage == SC_REGISTER ? SC_REGISTER : SC_NONE;
  scope_put(ctx, ctx->scope, pd);
  k->decl = pd;
}

void ofe_sema_knr_end(OfeCtx *ctx) { ofe_scope_pop(ctx); }

/* What a caller without a prototype passes for a parameter declared t: the default argument
 * promotions (C11 6.5.2.2p6). */
static OfeType *knr_passed_type(OfeCtx *ctx, OfeType *t) {
  t = t->unqual;
  if (t->kind == TY_FLOAT) return ctx->types.double_;
  if (ofe_type_is_integer(t)) return ofe_type_promote(&ctx->types, t);
  return t;
}

/* A K&R definition's identifier list becomes its parameters: each an object of its declared
 * type (int when undeclared), passed as the promoted type, or, after a prototype, as the
 * prototype's type. That type must be compatible with the declared or the promoted type:
 * ISO C asks the latter (`int f(int); int f(c) char c;`), GNU C also allows the former, so a
 * prototype overrides the promotion (`int f(float); int f(x) float x;` passes a float). The
 * callee converts each passed value to its declared type on entry (emit_module.c). */
static void knr_define(OfeCtx *ctx, OfeDeclarator *dr) {
  OfeDeclOp *f = outermost_op(dr);
  if (!f || f->kind != DOP_FUNC || !f->is_knr || f->knr_done) return;
  f->knr_done = true;
  OfeDecl *prev = dr->name ? lookup_in(ctx->file_scope, dr->name) : NULL;
  const OfeType *proto = prev && prev->kind == D_FUNC && prev->type->kind == TY_FUNC && prev->type->has_proto ? prev->type : NULL;
  if (proto && proto->params.len != f->knr.len) {
    ofe_error(&ctx->diag, dr->loc, "number of arguments doesn't match prototype");
    ofe_note(&ctx->diag, prev->loc, "prototype declaration");
    proto = NULL;
  }
  for (size_t i = 0; i < f->knr.len; i++) {
    OfeKnrParam *k = &f->knr.items[i];
    if (!k->decl) {
      ofe_warn(&ctx->diag, OFE_W_IMPLICIT_INT, k->loc, "type of '%s' defaults to 'int'", k->name);
      k->decl = ofe_decl_new(&ctx->arena, D_VAR, k->name, ctx->types.int_, k->loc);
      k->decl->is_param = true;
    }
    OfeType *declared = k->decl->type, *passed = knr_passed_type(ctx, declared);
    if (proto) {
      OfeType *want = proto->params.items[i].type->unqual;
      if (!ofe_type_compatible(want, declared->unqual) && !ofe_type_compatible(want, passed)) {
        ofe_error(&ctx->diag, k->decl->loc, "argument '%s' doesn't match prototype", k->name);
        ofe_note(&ctx->diag, prev->loc, "prototype declaration");
      }
      passed = want; /* after an error too: the redeclaration is not reported again */
    }
    OfeParam prm = {.name = k->name, .type = passed, .loc = k->decl->loc, .decl = k->decl};
    ofe_vec_push(&ctx->arena, &f->params, prm);
  }
  f->has_proto = proto != NULL;
  if (proto && proto->variadic) {
    ofe_warn(&ctx->diag, OFE_W_DEPRECATED_NON_PROTOTYPE, dr->loc, "'%s' defined as variadic function without prototype", dr->name);
    f->variadic = true;
  }
}

/* A GNU `extern inline` definition (gnu_inline, or -fgnu89-inline) is only for inlining: a
 * later definition of the function is its external one and replaces it, as clang-19 allows
 * (Sema::canRedefineFunction) and gcc-12 when the later one is no such definition itself. */
static bool gnu_extern_inline(OfeCtx *ctx, const OfeDecl *d) {
  return d && d->kind == D_FUNC && d->is_inline && d->storage == SC_EXTERN &&
         (d->attr_gnu_inline || (ctx->opts && ctx->opts->gnu89_inline));
}

static bool gnu_inline_only(OfeCtx *ctx, const OfeDecl *d) { return gnu_extern_inline(ctx, d) && d->body; }

bool ofe_sema_inline_only(OfeCtx *ctx, const OfeDecl *d) { return gnu_extern_inline(ctx, d); }

bool ofe_sema_forwards_va_arg_pack(OfeCtx *ctx) {
  const OfeDecl *d = ctx->func ? ctx->func->decl : NULL;
  if (!gnu_extern_inline(ctx, d) || !d->type->variadic) return false;
  ctx->func->forwards_va_arg_pack = true;
  return true;
}

/* d's inline-only definition is set aside: no body, parameters or label addresses, and not
 * inline (a later definition's own `inline` counts) */
static void forget_definition(OfeDecl *d) {
  d->body = NULL;
  d->params.len = 0;
  d->addr_labels.len = 0;
  d->is_inline = false;
}

static void drop_definition(OfeCtx *ctx, OfeDecl *d) {
  size_t kept = 0;
  for (size_t i = 0; i < ctx->unit.functions.len; i++)
    if (ctx->unit.functions.items[i] != d) ctx->unit.functions.items[kept++] = ctx->unit.functions.items[i];
  ctx->unit.functions.len = kept;
  forget_definition(d);
}

OfeDecl *ofe_sema_function_begin(OfeCtx *ctx, OfeDeclSpec *s, OfeDeclarator *dr) {
  warn_implicit_int(ctx, s, dr);
  knr_define(ctx, dr);
  if (dr->name && is_file_scope(ctx) && s->storage != SC_TYPEDEF) {
    OfeDecl *old = lookup_in(ctx->file_scope, dr->name);
    if (gnu_inline_only(ctx, old)) drop_definition(ctx, old);
  }
  OfeType *base = ofe_spec_base_type(ctx, s);
  OfeType *def_type = ofe_declarator_type(ctx, base, dr);
  OfeDecl *d;
  if (def_type->kind != TY_FUNC) {
    if (def_type->kind != TY_ERROR && !dr->reported) ofe_error(&ctx->diag, dr->loc, "expected a function declarator before '{'");
    d = ofe_decl_new(&ctx->arena, D_FUNC, dr->name ? dr->name : "<error>", ofe_type_func(&ctx->types, ctx->types.error), dr->loc);
    def_type = d->type;
  } else if (s->storage == SC_TYPEDEF) {
    ofe_error(&ctx->diag, dr->loc, "function definition declared 'typedef'");
    d = ofe_decl_new(&ctx->arena, D_FUNC, dr->name, def_type, dr->loc);
  } else {
    dr->defines = true;
    d = ofe_sema_declare(ctx, s, dr);
  }
  if (d->kind == D_FUNC && d->body) {
    ofe_error(&ctx->diag, dr->loc, "redefinition of '%s'", d->name);
    ofe_note(&ctx->diag, d->def_loc, "previous definition is here");
  }
  bool had_proto = d->kind == D_FUNC && d->type->kind == TY_FUNC && d->type->has_proto;
  if (d->kind == D_FUNC) {
    d->type = def_type; /* the definition's parameter list names the parameter objects */
    d->def_loc = dr->loc;
    d->is_defined = true;
    if (s->storage == SC_STATIC) d->storage = SC_STATIC;
    if (s->is_inline) d->is_inline = true;
    d->target_isa = ofe_isa_union(d->target_isa, ctx->pragmas.target);
  }
  OfeFuncState *fs = ofe_arena_alloc(&ctx->arena, sizeof *fs);
  fs->decl = d;
  fs->ret = def_type->kind == TY_FUNC ? def_type->base : ctx->types.error;
  ofe_strmap_init(&fs->labels, &ctx->arena);
  ctx->func = fs;
  d->func_name_global = NULL;
  ofe_scope_push(ctx);
  if (def_type->kind == TY_FUNC) {
    if (!def_type->has_proto && def_type->params.len == 0) { /* f() {} */
      /* takes nothing, but gives no prototype unless a declaration before did: calls may pass
       * arguments, as gcc and clang-19 take them (ofe_sema_call) */
      def_type->has_proto = true;
      def_type->empty_definition = !had_proto;
    }
    for (size_t i = 0; i < def_type->params.len; i++) {
      OfeParam *prm = &def_type->params.items[i];
      if (!prm->name) {
        /* C23 allows it; clang-19 warns in earlier modes, gcc-12 only with -pedantic */
        if (!ofe_options_c23(ctx->opts))
          ofe_warn(&ctx->diag, OFE_W_C23_EXTENSIONS, prm->loc,
                   "omitting the parameter name in a function definition is a C23 extension");
        if (prm->decl) {
          prm->decl->scope_depth = ctx->scope_depth;
          ofe_vec_push(&ctx->arena, &d->params, prm->decl);
        }
        continue;
      }
      OfeType *declared = prm->decl->type; /* a K&R parameter's may differ from the passed type */
      if (has_star_vla(prm->decl->param_vla ? prm->decl->param_vla : declared))
        ofe_error(&ctx->diag, prm->loc, "variable length array must be bound in function definition");
      if (!ofe_type_is_complete(declared) && declared->kind != TY_ERROR)
        ofe_error(&ctx->diag, prm->loc, "parameter has incomplete type '%s'", ofe_type_str(&ctx->types, declared));
      prm->decl->scope_depth = ctx->scope_depth;
      scope_put(ctx, ctx->scope, prm->decl);
      ofe_vec_push(&ctx->arena, &d->params, prm->decl);
    }
    if (!ofe_type_is_complete(fs->ret) && fs->ret->kind != TY_VOID && fs->ret->kind != TY_ERROR)
      ofe_error(&ctx->diag, dr->loc, "incomplete result type '%s' in function definition", ofe_type_str(&ctx->types, fs->ret));
  }
  return d;
}

/* A contraction pragma in a function body holds to the end of its block in clang-19; ompfe's
 * marks hold to the next pragma, so there it is an error rather than a scope left open. */
static void refuse_fp_contract_pragmas_in(OfeCtx *ctx, const OfeStmt *body) {
  const OfePragmaState *s = &ctx->pragmas;
  for (size_t i = OFE_MARKS_UPTO(s->fp_contract, body->loc.offset);
       i < s->fp_contract.len && s->fp_contract.items[i].offset < body->compound.end.offset; i++)
    ofe_error(&ctx->diag, s->fp_contract.items[i].loc,
              "floating-point contraction pragmas inside a function are not supported by ompfe; put them at file scope");
}

void ofe_sema_function_end(OfeCtx *ctx, OfeDecl *d, OfeStmt *body) {
  OfeFuncState *fs = ctx->func;
  if (body && body->kind == S_COMPOUND) refuse_fp_contract_pragmas_in(ctx, body);
  for (size_t i = 0; i < fs->labels.cap; i++) {
    OfeLabel *l = fs->labels.slots[i].key ? fs->labels.slots[i].value : NULL;
    if (l && !l->defined) ofe_error(&ctx->diag, l->loc, "use of undeclared label '%s'", l->name);
  }
  ofe_sema_label_addrs_end(ctx, d);
  ofe_warn_past_end(ctx);
  bool hidden_flow = fs->returns_twice || fs->asm_goto || fs->addr_labels.len || fs->indirect_gotos.len;
  ofe_scope_pop(ctx);
  ctx->func = NULL;
  if (d->kind != D_FUNC || ofe_omp_skipping(ctx)) return;
  if (d->unusable_builtin) { /* only for inlining, and it cannot be: calls of it are errors */
    forget_definition(d);
    d->is_defined = false;
    return;
  }
  if (fs->forwards_va_arg_pack) { /* only for inlining: calls go to the external definition */
    forget_definition(d);
    d->is_defined = false; /* no definition follows */
    return;
  }
  d->body = body;
  ofe_vec_push(&ctx->arena, &ctx->unit.functions, d);
  ofe_warn_function(ctx, d, body);
  ofe_sema_value_vars(ctx, d, body, hidden_flow);
}

/* ---- struct, union, enum --------------------------------------------------------------- */

OfeType *ofe_sema_record_ref(OfeCtx *ctx, bool is_union, const char *tag, OfeLoc loc, bool fwd) {
  OfeType *t = tag_lookup(ctx, tag, fwd);
  if (t) {
    if (!ofe_type_is_record(t) || (t->kind == TY_UNION) != is_union) {
      ofe_error(&ctx->diag, loc, "use of '%s' with tag type that does not match previous declaration", tag);
      return ctx->types.error;
    }
    return t;
  }
  t = ofe_type_record(&ctx->types, is_union, tag, loc);
  ofe_strmap_put(&ctx->scope->tags, tag, strlen(tag), t);
  return t;
}

OfeType *ofe_sema_record_begin(OfeCtx *ctx, bool is_union, const char *tag, OfeLoc loc) {
  OfeType *t = NULL;
  if (tag) {
    t = tag_lookup(ctx, tag, true);
    if (t && (!ofe_type_is_record(t) || (t->kind == TY_UNION) != is_union)) {
      ofe_error(&ctx->diag, loc, "use of '%s' with tag type that does not match previous declaration", tag);
      t = NULL;
    } else if (t && t->record->complete) {
      ofe_error(&ctx->diag, loc, "redefinition of '%s %s'", is_union ? "union" : "struct", tag);
      t = NULL;
    }
  }
  if (!t) {
    t = ofe_type_record(&ctx->types, is_union, tag, loc);
    if (tag) ofe_strmap_put(&ctx->scope->tags, tag, strlen(tag), t);
  }
  ofe_record_clear_members(t);
  return t;
}

/* The names an anonymous struct or union brings into rec must be new there (C11 6.7.2.1p13,
 * 6.7.2.1p2's constraint through it); worded as clang-19 words it, `what` the anonymous
 * member's kind. */
static void check_anonymous_names(OfeCtx *ctx, const OfeType *rec, const OfeType *anon, const char *what) {
  const OfeRecord *a = anon->record;
  for (size_t i = 0; i < a->members.len; i++) {
    const OfeMember *m = &a->members.items[i];
    if (!m->name) {
      if (!m->is_bitfield && ofe_type_is_record(m->type)) check_anonymous_names(ctx, rec, m->type, what);
      continue;
    }
    uint64_t off = 0;
    const OfeMember *before = ofe_record_find(rec, m->name, &off);
    if (before) {
      ofe_error(&ctx->diag, m->loc, "member of anonymous %s redeclares '%s'", what, m->name);
      ofe_note(&ctx->diag, before->loc, "previous declaration is here");
    }
  }
}

void ofe_sema_record_member(OfeCtx *ctx, OfeType *rec, OfeDeclSpec *s, OfeDeclarator *d, OfeExpr *bits, OfeLoc loc) {
  if (s->storage != SC_NONE || s->is_thread_local) ofe_error(&ctx->diag, loc, "storage class in a struct member");
  OfeType *base = ofe_spec_base_type(ctx, s);
  OfeType *t = d ? ofe_declarator_type(ctx, base, d) : base;
  OfeMember m = {.name = d ? d->name : NULL, .type = t, .loc = d ? d->loc : loc};
  if (!d && !bits) {
    /* an anonymous struct/union member (C11), or a pointless declaration */
    if (!ofe_type_is_record(t) || t->record->tag) {
      if (t->kind != TY_ERROR) ofe_warn(&ctx->diag, OFE_W_MISSING_DECLARATIONS, loc, "declaration does not declare anything");
      return;
    }
  }
  if (t->kind == TY_FUNC) {
    ofe_error(&ctx->diag, m.loc, "field '%s' declared as a function", m.name ? m.name : "");
    return;
  }
  unsigned align = s->attrs.aligned;
  if (d && d->attrs.aligned > align) align = d->attrs.aligned;
  m.packed = s->attrs.packed || (d && d->attrs.packed);
  if (s->alignas && bits) {
    ofe_error(&ctx->diag, s->alignas_loc, "'_Alignas' attribute cannot be applied to a bit-field");
    return;
  }
  if (t->kind != TY_FUNC) alignas_not_below(ctx, s, t);
  if (s->alignas > align) align = s->alignas;
  m.user_align = align;
  if (align) m.type = ofe_type_aligned(&ctx->types, m.type, align);
  if (bits) {
    int64_t w;
    if (!ofe_sema_const_int(ctx, bits, &w, "bit-field width")) return;
    if (!ofe_type_is_integer(t)) {
      ofe_error(&ctx->diag, bits->loc, "bit-field '%s' has non-integral type '%s'", m.name ? m.name : "",
                ofe_type_str(&ctx->types, t));
      return;
    }
    if (w < 0 || (uint64_t)w > ofe_type_bits(t) * (t->kind == TY_BOOL ? 1u : 1u) ||
        (t->kind == TY_BOOL && w > 1)) {
      if (w < 0) ofe_error(&ctx->diag, bits->loc, "bit-field '%s' has negative width", m.name ? m.name : "");
      else ofe_error(&ctx->diag, bits->loc, "width of bit-field '%s' (%lld bits) exceeds the width of its type",
                     m.name ? m.name : "", (long long)w);
      return;
    }
    if (w == 0 && m.name) {
      ofe_error(&ctx->diag, bits->loc, "named bit-field '%s' has zero width", m.name);
      return;
    }
    m.is_bitfield = true;
    m.bit_width = (unsigned)w;
    if (t->kind == TY_BOOL) m.type = t; /* _Bool bit-fields keep their type */
  } else if (t->kind != TY_ERROR && !ofe_type_is_complete(t)) {
    bool flexible = t->kind == TY_ARRAY && t->array_len < 0 && !t->vla_len;
    if (!flexible) {
      ofe_error(&ctx->diag, m.loc, "field has incomplete type '%s'", ofe_type_str(&ctx->types, t));
      return;
    }
  } else if (ofe_type_is_vm(t)) {
    /* also a pointer to a VLA: gcc evaluates its lengths where the record is defined, which
     * no declaration here runs (clang-19 refuses both, in these words) */
    ofe_error(&ctx->diag, m.loc, "fields must have a constant size");
    return;
  }
  OfeRecord *r = rec->record;
  if (m.name) {
    uint64_t off = 0;
    const OfeMember *before = ofe_record_find(rec, m.name, &off);
    if (before) {
      ofe_error(&ctx->diag, m.loc, "duplicate member '%s'", m.name);
      ofe_note(&ctx->diag, before->loc, "previous declaration is here");
      return;
    }
  } else if (!m.is_bitfield && ofe_type_is_record(m.type) && !m.type->record->tag) {
    check_anonymous_names(ctx, rec, m.type, m.type->record->is_union ? "union" : "struct");
  }
  if (r->members.len && !r->is_union) {
    OfeMember *last = &r->members.items[r->members.len - 1];
    if (last->type->kind == TY_ARRAY && last->type->array_len < 0 && !last->is_bitfield)
      ofe_error(&ctx->diag, last->loc, "flexible array member '%s' not at the end of struct", last->name);
  }
  ofe_record_push_member(&ctx->types, rec, m);
}

void ofe_sema_record_attrs(OfeCtx *ctx, OfeType *rec, const OfeAttrs *attrs) {
  if (!attrs) return;
  if (attrs->transparent_union) rec->record->transparent = true; /* checked when the members are known */
  if (attrs->packed) rec->record->packed = true;
  if (attrs->aligned > rec->user_align) rec->user_align = attrs->aligned;
}

/* Lays the record out; a bit-field that packing spread over more than 16 bytes (an __int128
 * one at an odd bit) is beyond the arithmetic that reads and writes bit-fields. */
static void layout_record(OfeCtx *ctx, OfeType *rec, bool packed) {
  ofe_record_layout(&ctx->types, rec, packed);
  for (size_t i = 0; i < rec->record->members.len; i++) {
    const OfeMember *m = &rec->record->members.items[i];
    if (m->is_bitfield && m->unit_size > 16)
      ofe_error(&ctx->diag, m->loc, "bit-field '%s' is packed across more than 16 bytes, which ompfe does not support", m->name ? m->name : "");
  }
}

void ofe_sema_record_end(OfeCtx *ctx, OfeType *rec, const OfeAttrs *attrs, OfeLoc open_brace, OfeLoc close_brace) {
  bool packed = (attrs && attrs->packed) || rec->record->packed;
  rec->record->packed = packed; /* `struct s {...} __attribute__((packed))` too: classification reads it */
  if (attrs && attrs->aligned > rec->user_align) rec->user_align = attrs->aligned;
  if (attrs && attrs->transparent_union) rec->record->transparent = true; /* `union u {...} __attribute__((transparent_union));` */
  rec->record->max_field_align = ofe_pragma_pack_at(&ctx->pragmas, open_brace.offset);
  /* gcc packs the members after the pragma, clang the records after it */
  if (ofe_pragma_pack_changed(&ctx->pragmas, open_brace.offset, close_brace.offset))
    ofe_error(&ctx->diag, open_brace, "a '#pragma pack' inside a record's braces is not supported: gcc and clang lay the record out differently");
  layout_record(ctx, rec, packed);
  if (rec->record->transparent) {
    rec->record->transparent = false;
    mark_transparent(ctx, rec, rec->record->loc);
  }
}

static OfeType *enum_tag(OfeCtx *ctx, const char *tag, OfeLoc loc, bool current_only) {
  OfeType *t = tag_lookup(ctx, tag, current_only);
  if (t && t->kind != TY_ENUM) {
    ofe_error(&ctx->diag, loc, "use of '%s' with tag type that does not match previous declaration", tag);
    return ctx->types.error;
  }
  return t;
}

/* packed, mode and aligned on an enum, kept until its list ends (ofe_sema_enum_end). On a
 * complete one they are ignored, with gcc's and clang's warning; on a forward declaration
 * they stay for the definition, as in clang-19 (gcc drops them). */
static void enum_attrs(OfeCtx *ctx, OfeType *en, const OfeAttrs *a, OfeLoc loc) {
  if (!a || en->kind != TY_ENUM) return;
  OfeEnum *st = en->enumeration;
  const char *layout = a->packed ? "packed" : a->mode ? "mode" : a->aligned ? "aligned" : NULL;
  if (layout && st->complete) {
    ofe_warn(&ctx->diag, OFE_W_IGNORED_ATTRIBUTES, loc, "'%s' attribute ignored", layout);
    return;
  }
  st->packed |= a->packed;
  if (a->mode >= OFE_MODE_SF) ofe_error(&ctx->diag, loc, "type of machine mode does not match type of base type");
  else if (a->mode) st->mode = (unsigned)a->mode;
  if (a->aligned > st->align) st->align = a->aligned;
}

OfeType *ofe_sema_enum_ref(OfeCtx *ctx, const char *tag, const OfeAttrs *attrs, OfeLoc loc) {
  OfeType *t = enum_tag(ctx, tag, loc, false);
  if (!t) {
    t = ofe_type_enum(&ctx->types, tag, loc); /* GNU: a forward reference to an enum */
    ofe_strmap_put(&ctx->scope->tags, tag, strlen(tag), t);
  }
  enum_attrs(ctx, t, attrs, loc);
  return t;
}

OfeType *ofe_sema_enum_begin(OfeCtx *ctx, const char *tag, const OfeAttrs *attrs, OfeLoc loc) {
  OfeType *t = tag ? enum_tag(ctx, tag, loc, true) : NULL;
  if (t && t->kind == TY_ENUM && t->enumeration->complete) {
    ofe_error(&ctx->diag, loc, "redefinition of 'enum %s'", tag);
    t = NULL;
  }
  if (!t || t->kind != TY_ENUM) {
    t = ofe_type_enum(&ctx->types, tag, loc);
    if (tag) ofe_strmap_put(&ctx->scope->tags, tag, strlen(tag), t);
  }
  enum_attrs(ctx, t, attrs, loc);
  return t;
}

/* Does the value (bits v, read as type t) fit int? */
static bool enum_value_fits_int(int64_t v, const OfeType *t) {
  return ofe_type_is_unsigned(t) ? (uint64_t)v <= INT32_MAX : v >= INT32_MIN && v <= INT32_MAX;
}

/* The value and type of an enumerator written without `= value`: the last one's plus one, in
 * the last one's type (clang-19: int stays int only while the value fits; gcc turns a value
 * that fits back into int). Past INT_MAX or UINT_MAX clang widens to long or unsigned long and
 * warns, where gcc stops; past 64 bits both give up. False when there is no such value. */
static bool enum_next_value(OfeCtx *ctx, const OfeEnum *st, OfeLoc loc, int64_t *v, OfeType **type) {
  OfeType *t = st->next_type ? st->next_type : ctx->types.int_;
  int64_t last = (int64_t)((uint64_t)st->next - 1);
  bool wraps = ofe_type_is_unsigned(t) ? (t->size == 8 ? (uint64_t)last == UINT64_MAX : (uint64_t)last == UINT32_MAX)
                                       : (t->size == 8 ? last == INT64_MAX : last == INT32_MAX);
  *v = (int64_t)((uint64_t)last + 1);
  *type = t;
  if (!wraps) return true;
  if (t->size == 8) {
    ofe_error(&ctx->diag, loc, "overflow in enumeration values");
    return false;
  }
  ofe_warning(&ctx->diag, loc, "overflow in enumeration value");
  *type = ofe_type_is_unsigned(t) ? ctx->types.ulong : ctx->types.long_;
  return true;
}

void ofe_sema_enum_constant(OfeCtx *ctx, OfeType *en, const char *name, OfeExpr *value, OfeLoc loc) {
  OfeEnum *st = en->enumeration;
  int64_t v = 0;
  /* Inside the list an enumerator whose value fits int is an int; another one (a GNU extension,
   * C23) has the type of its value, until the list ends (ofe_sema_enum_end). */
  OfeType *vt = ctx->types.int_;
  if (value && ofe_sema_const_int(ctx, value, &v, "enumerator value")) {
    vt = value->type->unqual->kind == TY_ENUM ? value->type->unqual->base : ofe_type_promote(&ctx->types, value->type->unqual);
  } else if (value || !enum_next_value(ctx, st, loc, &v, &vt)) {
    v = st->next; /* already reported: go on as if there were no value */
    vt = st->next_type ? st->next_type : ctx->types.int_;
  }
  OfeDecl *prev = lookup_in(ctx->scope, name);
  if (prev) {
    ofe_error(&ctx->diag, loc, "redefinition of enumerator '%s'", name);
    return;
  }
  OfeType *ct = enum_value_fits_int(v, vt) ? ctx->types.int_ : vt;
  OfeDecl *d = ofe_decl_new(&ctx->arena, D_ENUM_CONST, name, ct, loc);
  d->enum_value = v;
  d->scope_depth = ctx->scope_depth;
  scope_put(ctx, ctx->scope, d);
  ofe_vec_push(&ctx->arena, &st->constants, d);
  /* an unsigned 64-bit value above INT64_MAX reads back negative: keep it unsigned (GNU C,
   * as omp.h's allocator and event handles use UINTPTR_MAX to make an 8-byte enum) */
  if (v < 0 && ofe_type_is_unsigned(ct)) {
    st->above_int64 = true;
  } else {
    if (!st->any || v < st->min) st->min = v;
    if (!st->any || v > st->max) st->max = v;
    st->any = true;
  }
  st->next = (int64_t)((uint64_t)v + 1);
  st->next_type = ct;
}

/* Whether the enumerator's value (read as unsigned above INT64_MAX) fits integer type t. */
static bool enum_value_fits(const OfeDecl *c, bool above_int64, const OfeType *t) {
  unsigned bits = ofe_type_bits(t);
  if (bits >= 128) return true;
  if (above_int64 && c->enum_value < 0) return ofe_type_is_unsigned(t) && bits == 64;
  int64_t v = c->enum_value;
  if (ofe_type_is_unsigned(t)) return v >= 0 && (bits == 64 || (uint64_t)v >> bits == 0);
  return bits == 64 || (v >= -(INT64_C(1) << (bits - 1)) && v < (INT64_C(1) << (bits - 1)));
}

/* mode on an enum: the signed integer of that size, as clang-19 makes it (gcc makes it
 * unsigned when no value is negative); a value it cannot hold is an error, as in clang. */
static OfeType *enum_mode_type(OfeCtx *ctx, OfeEnum *st) {
  OfeTypes *ty = &ctx->types;
  OfeType *t = st->mode == 1 ? ty->schar : st->mode == 2 ? ty->short_ : st->mode == 4 ? ty->int_ : st->mode == 8 ? ty->long_ : ty->int128;
  for (size_t i = 0; i < st->constants.len; i++) {
    const OfeDecl *c = st->constants.items[i];
    if (!enum_value_fits(c, st->above_int64, t))
      ofe_error(&ctx->diag, c->loc, "enumerator value is not representable in the underlying type '%s'", ofe_type_str(ty, t));
  }
  return t;
}

void ofe_sema_enum_end(OfeCtx *ctx, OfeType *en, const OfeAttrs *attrs, OfeLoc close_brace) {
  OfeEnum *st = en->enumeration;
  OfeTypes *ty = &ctx->types;
  enum_attrs(ctx, en, attrs, close_brace);
  /* GCC: unsigned int if no value is negative, else int; wider when the values need it */
  if (st->above_int64) en->base = ty->ulong; /* GCC errors if a value is also negative; we take ulong */
  else if (st->min < 0) en->base = (st->min >= INT32_MIN && st->max <= INT32_MAX) ? ty->int_ : ty->long_;
  else en->base = st->max <= (int64_t)UINT32_MAX ? ty->uint : ty->ulong;
  /* packed: the smallest integer type that holds the values, unsigned when none is negative
   * (GCC, clang) */
  if (st->packed && !st->above_int64 && en->base->size > 1) {
    bool u = st->min >= 0;
    if (u ? st->max <= UINT8_MAX : st->min >= INT8_MIN && st->max <= INT8_MAX) en->base = u ? ty->uchar : ty->schar;
    else if (u ? st->max <= UINT16_MAX : st->min >= INT16_MIN && st->max <= INT16_MAX) en->base = u ? ty->ushort : ty->short_;
  }
  if (st->mode) en->base = enum_mode_type(ctx, st);
  en->size = en->base->size;
  en->align = st->align ? st->align : en->base->align;
  en->enumeration->complete = true;
  /* Once the list ends, an enumerator whose value does not fit int has the enumeration's
   * integer type, as in clang-19 (gcc gives it the enumerated type, which is compatible with
   * that and converts the same): `enum { A = -1, B = 0x80000000 }` makes B a long. */
  for (size_t i = 0; i < st->constants.len; i++) {
    OfeDecl *d = st->constants.items[i];
    if (d->type != ty->int_) d->type = en->base;
  }
}

static bool variably_modified(const OfeType *t) {
  for (; t->kind == TY_PTR || t->kind == TY_ARRAY; t = t->base)
    if (t->kind == TY_ARRAY && t->vla_len) return true;
  return false;
}

/* t, whose outermost run-time length first evaluates operand and then reads the length it
 * had: where the type is evaluated (a declaration, a cast), so is the operand. */
static OfeType *evaluating_operand(OfeCtx *ctx, OfeType *t, OfeExpr *operand, OfeLoc loc) {
  OfeTypes *ty = &ctx->types;
  if (t->kind == TY_PTR)
    return ofe_type_qualified(ty, ofe_type_pointer(ty, evaluating_operand(ctx, t->base, operand, loc)), t->quals);
  if (t->kind != TY_ARRAY) return t;
  if (!t->vla_len) return ofe_type_array(ty, evaluating_operand(ctx, t->base, operand, loc), t->array_len);
  OfeExpr *length = ofe_sema_decl_ref(ctx, t->vla_var, loc);
  length->lvalue = true;
  return vla_type(ctx, t->base, ofe_sema_comma(ctx, operand, length, loc), loc);
}

OfeType *ofe_sema_typeof_expr(OfeCtx *ctx, OfeExpr *e) {
  if (e->kind == E_MEMBER && e->member.member->is_bitfield) { /* a constraint in gcc and clang-19 */
    ofe_error(&ctx->diag, e->loc, "invalid application of 'typeof' to bit-field");
    return ctx->types.error;
  }
  if ((ctx->unevaluated && !ofe_type_is_vla(e->type)) || e->kind == E_VAR || !variably_modified(e->type)) return e->type;
  /* an operand of variably modified type is evaluated, as gcc does (`typeof(a[i++]) x;` runs
   * i++ at the declaration), and so is a VLA one in sizeof's type name, whose size runs
   * (`sizeof(typeof(*(++i, (char (*)[i])p)))`); parsed as unevaluated, its variables become
   * uses only now */
  OfeExpr *operand = ofe_sema_cast(ctx, ctx->types.void_, e, e->loc);
  ofe_omp_record_expr_uses(ctx, operand);
  return evaluating_operand(ctx, e->type, operand, e->loc);
}

/* ---- the end of the unit ---------------------------------------------------------------- */

/* `#pragma weak name` makes name weak, wherever it is declared in the unit (or nothing, when it
 * is not: gcc and clang agree); `#pragma weak name = target` makes name a weak alias of target,
 * declared like target when the unit does not declare it. */
static void apply_pragma_weak(OfeCtx *ctx) {
  for (size_t i = 0; i < ctx->pragmas.weak.len; i++) {
    const OfePragmaWeak *w = &ctx->pragmas.weak.items[i];
    OfeDecl *d = lookup_in(ctx->file_scope, w->name);
    if (d && d->kind != D_FUNC && d->kind != D_VAR) {
      ofe_warn(&ctx->diag, OFE_W_IGNORED_PRAGMAS, w->loc, "'#pragma weak' names '%s', which is neither a function nor a variable - ignored", w->name);
      continue;
    }
    if (w->alias_of) {
      OfeDecl *target = lookup_in(ctx->file_scope, w->alias_of);
      if (!target || (target->kind != D_FUNC && target->kind != D_VAR)) {
        ofe_error(&ctx->diag, w->loc, "'#pragma weak %s = %s': '%s' is not a function or variable declared in this unit", w->name,
                  w->alias_of, w->alias_of);
        continue;
      }
      if (!d) {
        d = ofe_decl_new(&ctx->arena, target->kind, w->name, target->type, w->loc);
        d->is_global = true;
        scope_put(ctx, ctx->file_scope, d);
        ofe_vec_push(&ctx->arena, &ctx->unit.decls, d);
      }
      d->canonical->alias_target = w->alias_of;
    }
    if (d) d->canonical->is_weak = true;
  }
}

static bool has_definition(const OfeDecl *d) { return d->canonical->is_defined || d->canonical->init; }

/* An alias names a function or variable defined in this unit (which is then emitted, even if
 * static and unused) and is no definition of its own. */
static void check_aliases(OfeCtx *ctx) {
  for (size_t i = 0; i < ctx->unit.decls.len; i++) {
    OfeDecl *d = ctx->unit.decls.items[i];
    if (!d->alias_target || d->canonical != d || (d->kind != D_FUNC && d->kind != D_VAR)) continue;
    OfeDecl *target = lookup_in(ctx->file_scope, d->alias_target);
    if (!target || target->kind != d->kind || !has_definition(target) || target->canonical->alias_target) {
      ofe_error(&ctx->diag, d->loc, "alias '%s' must point to a %s defined in this unit", d->name,
                d->kind == D_FUNC ? "function" : "variable");
      continue;
    }
    if ((d->kind == D_FUNC && d->is_defined) || d->init) {
      ofe_error(&ctx->diag, d->loc, "definition '%s' cannot also be an alias", d->name);
      continue;
    }
    d->is_defined = false; /* `int a __attribute__((alias("b")));` is no tentative definition */
    target->canonical->referenced = true;
    ofe_vec_push(&ctx->arena, &ctx->unit.aliases, d);
  }
}

void ofe_sema_finish_unit(OfeCtx *ctx) {
  apply_pragma_weak(ctx);
  check_aliases(ctx);
  for (size_t i = 0; i < ctx->unit.globals.len; i++) {
    OfeDecl *d = ctx->unit.globals.items[i];
    if (d->kind != D_VAR || !d->is_defined || d->init) continue;
    /* a tentative definition of `T x[];` becomes `T x[1];` (C11 6.9.2p5) */
    if (d->type->kind == TY_ARRAY && d->type->array_len < 0 && !d->type->vla_len) {
      ofe_warn(&ctx->diag, OFE_W_TENTATIVE_DEFINITION_ARRAY, d->loc, "tentative array definition assumed to have one element");
      d->type = ofe_type_array(&ctx->types, d->type->base, 1);
    } else if (!ofe_type_is_complete(d->type) && d->type->kind != TY_ERROR) {
      ofe_error(&ctx->diag, d->loc, "tentative definition has type '%s' that is never completed",
                ofe_type_str(&ctx->types, d->type));
    }
  }
  ofe_omp_finish_unit(ctx);
  ofe_warn_unit(ctx);
}
