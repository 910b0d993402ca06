/* sema_omp_clauses: OpenMP clauses, from the parser's syntax to checked clauses.
 *
 * Each clause's words and list items are checked here (list items read as access paths by
 * map_items.c, their shape kept in the AST), a combined construct's clauses are given to its
 * leaves (OpenMP 5.2 §17.2), and the directive x clause table says which clause each
 * directive takes. */
#include <stdlib.h>
#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "support/spelling.h"
#include "sema/map_items.h"
#include "runtime-abi/abi.h"

#define TY (&ctx->types)

/* ---- names ------------------------------------------------------------------------------ */

/* Each word of a clause list and the clause kind it reads as, in omp_clauses.def's order. */
static const struct {
  const char *name;
  OfeOmpClauseKind id;
} clause_names[] = {
#define OFE_OMPC(kind, spelling) {spelling, OMPC_##kind},
#define OFE_OMPC_GROUP(kind, what)
#define OFE_OMPC_WORD(kind, word) {word, OMPC_##kind},
#include "sema/omp_clauses.def"
};

bool ofe_omp_clause_lookup(const char *name, OfeOmpClauseKind *out) {
  for (size_t i = 0; i < sizeof clause_names / sizeof *clause_names; i++)
    if (strcmp(clause_names[i].name, name) == 0) {
      *out = clause_names[i].id;
      return true;
    }
  return false;
}

const char *ofe_omp_clause_similar(const char *name) {
  OfeSpelling s;
  ofe_spelling_init(&s, name);
  for (size_t i = 0; i < sizeof clause_names / sizeof *clause_names; i++)
    ofe_spelling_consider(&s, clause_names[i].name, NULL);
  return s.name;
}

const char *ofe_omp_directive_name(OfeOmpDirKind k) {
  switch (k) {
#define OFE_OMP_CLAUSE(name)
#define OFE_OMP_DIRECTIVE(kind, spelling, node, clauses) case OMPD_##kind: return spelling;
#include "sema/omp_clause_table.inc"
#undef OFE_OMP_DIRECTIVE
#undef OFE_OMP_CLAUSE
  }
  return "?";
}

void ofe_omp_clause_not_allowed(OfeCtx *ctx, const OfeOmpClauseSyntax *c, const char *dir) {
  ofe_error(&ctx->diag, c->loc, "unexpected OpenMP clause '%s' in directive '#pragma omp %s'", c->spelling, dir);
}

/* ---- list items ------------------------------------------------------------------------- */

/* The variable at the bottom of a list item (a, a[1:2], s.p[0:n], p->x ...), or NULL. */
/* One step from a list item towards the variable it is part of: a section's, member's or
 * element's base, through casts and & / *; NULL past the variable or off the chain. */
static const OfeExpr *item_inner(const OfeExpr *e) {
  switch (e->kind) {
  case E_SECTION: return e->section.base;
  case E_MEMBER: return e->member.base;
  case E_DEREF: case E_ADDR: return e->unary_ptr.operand;
  case E_BINARY: return e->binary.op == OP_PTR_ADD ? e->binary.lhs : NULL;
  case E_CAST: return e->cast.operand;
  default: return NULL;
  }
}

static OfeDecl *item_base(const OfeExpr *e) {
  for (; e; e = item_inner(e))
    if (e->kind == E_VAR) return e->var.decl;
  return NULL;
}

static bool check_item(OfeCtx *ctx, OfeExpr *e, bool variables_only, const char *clause, OfeDecl **base) {
  if (e->kind == E_VAR && !e->var.decl) {
    if (!e->var.reported) ofe_error(&ctx->diag, e->loc, "use of undeclared identifier '%s'", e->var.name);
    return false;
  }
  if (e->type->kind == TY_ERROR) return false;
  OfeDecl *d = item_base(e);
  if (!d || d->kind != D_VAR || (variables_only && e->kind != E_VAR)) {
    ofe_error(&ctx->diag, e->loc, "expected variable name%s in '%s' clause", variables_only ? "" : ", array element, array section or member", clause);
    return false;
  }
  if (!e->lvalue && e->kind != E_SECTION) {
    ofe_error(&ctx->diag, e->loc, "list item in '%s' clause is not an lvalue", clause);
    return false;
  }
  /* an array shaping is a whole list item of the clauses that take it (clang-19's): its result
   * is not subscripted, sectioned or taken a member of */
  static const char *const shaping_clauses[] = {"depend", "affinity", "map", "to", "from"};
  bool shaping_here = false;
  for (size_t i = 0; i < sizeof shaping_clauses / sizeof *shaping_clauses; i++) shaping_here |= strcmp(clause, shaping_clauses[i]) == 0;
  for (const OfeExpr *x = shaping_here ? item_inner(e) : e; x; x = item_inner(x))
    if (x->kind == E_SECTION && x->section.shape) {
      ofe_error(&ctx->diag, x->loc, "OpenMP array shaping operation is not allowed here");
      return false;
    }
  *base = d;
  return true;
}

/* Section bounds that are constants must not be negative (clang-19's wording), nor the
 * section 2^61 bytes or more. */
static bool check_section_bounds(OfeCtx *ctx, const OfeExpr *e) {
  for (; e; e = item_inner(e)) {
    if (e->kind != E_SECTION) continue;
    int64_t v;
    if (ofe_item_const(ctx, e->section.lower, &v) && v < 0) {
      ofe_error(&ctx->diag, e->loc, "section lower bound is evaluated to a negative value %lld", (long long)v);
      return false;
    }
    if (ofe_item_const(ctx, e->section.length, &v) && v < 0) {
      ofe_error(&ctx->diag, e->loc, "section length is evaluated to a negative value %lld", (long long)v);
      return false;
    }
    /* the limit of array types: the section's byte size must fit with room to spare */
    if (ofe_item_const(ctx, e->section.length, &v) && ofe_array_too_large(e->type, (uint64_t)v)) {
      ofe_error(&ctx->diag, e->loc, "array section is too large (%lld elements)", (long long)v);
      return false;
    }
  }
  return true;
}

/* Where a list item's text begins: a section's and a subscript's own location is its '['. */
static OfeLoc item_begin(const OfeExpr *e) {
  for (;;) {
    e = ofe_expr_peel_implicit_casts(e);
    const OfeExpr *op = e->kind == E_DEREF ? ofe_expr_peel_implicit_casts(e->unary_ptr.operand) : NULL;
    if (e->kind == E_SECTION) e = e->section.base;
    else if (e->kind == E_MEMBER) e = e->member.base;
    else if (op && op->kind == E_BINARY && op->binary.op == OP_PTR_ADD) e = op->binary.lhs;
    else return e->loc;
  }
}

/* A dependence on no storage orders nothing: a section of constant length 0 in a depend
 * clause is an error (clang-19's words at the item; gcc-12 refuses it too, an inner
 * dimension's as well, which clang-19 lets pass). */
static bool check_depend_lengths(OfeCtx *ctx, const OfeOmpClause *c) {
  bool ok = true;
  for (size_t i = 0; i < c->items.len; i++)
    for (const OfeExpr *x = c->items.items[i].expr; x; x = item_inner(x)) {
      int64_t v;
      if (x->kind == E_SECTION && ofe_item_const(ctx, x->section.length, &v) && v == 0) {
        ofe_error(&ctx->diag, item_begin(c->items.items[i].expr), "zero-length array section is not allowed in 'depend' clause");
        ok = false;
        break;
      }
    }
  return ok;
}

/* The storage a list item names must have a size: a whole variable's type and the pointee
 * of each pointer it takes a section of must be complete (a section of an incomplete array
 * has one). */
static bool check_item_complete(OfeCtx *ctx, const OfeExpr *e) {
  for (const OfeExpr *x = e; x; x = item_inner(x)) {
    if (x->kind == E_SECTION) {
      const OfeType *b = x->section.base->type;
      if (b->kind == TY_PTR && !ofe_type_is_complete(b->base)) {
        ofe_error(&ctx->diag, x->loc, "section of pointer to incomplete type '%s'", ofe_type_str(TY, b->base));
        return false;
      }
    } else if (x->kind == E_VAR && x == e && !ofe_type_is_complete(x->type)) {
      ofe_error(&ctx->diag, e->loc, "incomplete type '%s' where a complete type is required", ofe_type_str(TY, x->type));
      return false;
    }
  }
  return true;
}

/* target update's to and from (the only clauses of those kinds with sections) move a
 * non-contiguous item, sections of several dimensions or strided ones (`m[1:2][1:3]`,
 * `a[0:2][0:2:2]`), by libomptarget's non-contiguous transfer (offload_arrays.c): an element or
 * section of a variable's array or through a pointer variable, of scalars. */
static bool update_noncontiguous(OfeCtx *ctx, const OfeExpr *e, OfeOmpClauseKind k, OfeItemShape *out) {
  OfeItemBlock blk;
  const OfeExpr *bad;
  if (!(k == OMPC_TO || k == OMPC_FROM) || !ofe_item_block_strided(ctx, e, &blk, &bad) || !ofe_type_is_scalar(blk.elem))
    return false;
  out->strided = e;
  return true;
}

/* Whether the storage a list item names can be mapped as one piece (map_items.h). */
static bool check_item_shape(OfeCtx *ctx, const OfeExpr *e, OfeOmpClauseKind k, const char *clause, OfeItemShape *out) {
  OfeItemShape shape;
  OfeItemProblem problem = ofe_item_shape(ctx, e, &shape);
  *out = shape;
  switch (problem) {
  case ITEM_OK:
    /* use_device_addr and has_device_addr name addresses: no size needed */
    return check_section_bounds(ctx, e) &&
           (!(k == OMPC_MAP || k == OMPC_TO || k == OMPC_FROM) || check_item_complete(ctx, e));
  case ITEM_NOT_CONTIGUOUS:
    if (update_noncontiguous(ctx, e, k, out)) return check_section_bounds(ctx, e);
    if (k == OMPC_TO || k == OMPC_FROM)
      ofe_error(&ctx->diag, e->loc, "non-contiguous array sections in '%s' clause are not supported", clause);
    else
      ofe_error(&ctx->diag, e->loc, "array section does not specify contiguous storage");
    return false;
  case ITEM_TWO_POINTERS:
    ofe_error(&ctx->diag, shape.problem_at->loc,
              "mapping through more than one pointer stored in memory is not supported in '%s' clause", clause);
    return false;
  case ITEM_BAD_POINTER:
    ofe_error(&ctx->diag, shape.problem_at->loc,
              "expected a variable, member, array element or array section as the base of the list item in '%s' clause", clause);
    return false;
  case ITEM_UNION_MEMBER:
    ofe_error(&ctx->diag, shape.problem_at->loc, "mapping of union members is not allowed");
    return false;
  case ITEM_BIT_FIELD:
    ofe_error(&ctx->diag, shape.problem_at->loc, "bit fields cannot be used to specify storage in a '%s' clause", clause);
    return false;
  case ITEM_STRIDED:
    /* target update's to/from (the only clauses of those kinds with sections) move a strided
     * section of a variable's scalars element by element (offload_arrays.c) */
    if (update_noncontiguous(ctx, e, k, out)) return check_section_bounds(ctx, e);
    ofe_error(&ctx->diag, shape.problem_at->loc,
              k == OMPC_TO || k == OMPC_FROM
                  ? "a strided array section in '%s' clause is supported by ompfe only in an element or section of a variable's array or pointer, with elements of scalar type"
                  : "a strided array section in '%s' clause is not supported by ompfe (only in 'to' and 'from' of '#pragma omp target update')",
              clause);
    return false;
  }
  return false;
}

/* A strided section anywhere in e (the clauses that do not check their items' shape). */
static const OfeExpr *strided_section_in(const OfeExpr *e) {
  for (const OfeExpr *x = e; x; x = item_inner(x))
    if (x->kind == E_SECTION && x->section.stride) return x;
  return NULL;
}

/* The enumerator (from 0) whose name `name_of` gives as `w`, or -1. */
static int enumerator_named(const char *w, const char *(*name_of)(int)) {
  const char *n;
  for (int k = 0; (n = name_of(k)); k++)
    if (strcmp(n, w) == 0) return k;
  return -1;
}

/* name_of's parameters are the enumerations; walked through ints */
static const char *map_type_at(int k) { return ofe_map_type_name((OfeMapType)k); }
static const char *depend_kind_at(int k) { return ofe_depend_kind_name((OfeDependKind)k); }
int ofe_omp_depend_kind_named(const char *w) { return enumerator_named(w, depend_kind_at); }
static const char *behaviour_at(int k) { return ofe_defaultmap_behaviour_name((OfeDefaultmapBehaviour)k); }
static const char *category_at(int k) { return ofe_defaultmap_category_name((OfeDefaultmapCategory)k); }

static bool map_type_named(const char *w, OfeMapType *t) {
  int k = enumerator_named(w, map_type_at);
  if (k >= 0) *t = (OfeMapType)k;
  return k >= 0;
}

/* A const object, or an array of them. */
static bool is_const_object(const OfeType *t) {
  while (t->kind == TY_ARRAY && !(t->quals & OFE_QUAL_CONST)) t = t->base;
  return (t->quals & OFE_QUAL_CONST) != 0;
}

static OfeOmpClause *new_clause(OfeCtx *ctx, OfeOmpClauseKind k, OfeLoc loc) {
  OfeOmpClause *c = ofe_arena_alloc(&ctx->arena, sizeof *c);
  c->kind = k;
  c->loc = loc;
  return c;
}

/* map([modifiers,] type: items), to(items), from(items), with motion modifiers for to/from. */
static OfeOmpClause *map_clause(OfeCtx *ctx, OfeOmpDirKind dir, const OfeOmpClauseSyntax *s) {
  OfeOmpClauseKind k = s->name;
  OfeOmpClause *c = new_clause(ctx, k, s->loc);
  OfeMapType type = k == OMPC_TO ? MAP_TO : k == OMPC_FROM ? MAP_FROM : MAP_TOFROM;
  unsigned mods = 0;
  bool have_type = false;
  const OfeOmpWord *mapper = NULL;
  for (size_t i = 0; i < s->mods.len; i++) {
    const OfeOmpWord *m = &s->mods.items[i];
    OfeMapType t;
    if (!strncmp(m->text, "mapper(", 7)) {
      if (mapper) {
        ofe_error(&ctx->diag, m->loc, "more than one 'mapper' modifier in a '%s' clause", s->spelling);
        return NULL;
      }
      mapper = m;
    } else if (k == OMPC_MAP && map_type_named(m->text, &t)) {
      if (have_type) {
        ofe_error(&ctx->diag, m->loc, "more than one map type in a 'map' clause");
        return NULL;
      }
      type = t;
      have_type = true;
    } else if (k == OMPC_MAP && strcmp(m->text, "always") == 0) mods |= MAPMOD_ALWAYS;
    else if (k == OMPC_MAP && strcmp(m->text, "close") == 0) mods |= MAPMOD_CLOSE;
    else if (strcmp(m->text, "present") == 0) mods |= MAPMOD_PRESENT;
    else if (k == OMPC_MAP && strcmp(m->text, "ompx_hold") == 0) mods |= MAPMOD_OMPX_HOLD;
    else {
      ofe_error(&ctx->diag, m->loc, "incorrect %s modifier '%s'; expected one of %s", k == OMPC_MAP ? "map type" : "motion",
                m->text, k == OMPC_MAP ? "'to', 'from', 'tofrom', 'alloc', 'release', 'delete', 'always', 'close', 'present'" : "'present'");
      return NULL;
    }
  }
  if (k == OMPC_MAP && s->mods.len > (mapper != NULL) && !have_type) {
    ofe_error(&ctx->diag, s->loc, "missing map type after map-type modifiers");
    return NULL;
  }
  if (k == OMPC_MAP) {
    bool enter = dir == OMPD_TARGET_ENTER_DATA, exit = dir == OMPD_TARGET_EXIT_DATA;
    /* OpenMP 5.2 §5.8.3: without a map type, target enter data maps `to`, exit data `from`
     * (clang-19 with -fopenmp-version=52; an error in its default 5.1) */
    if ((enter || exit) && !have_type) type = enter ? MAP_TO : MAP_FROM;
    bool ok = enter ? (type == MAP_TO || type == MAP_ALLOC)
              : exit ? (type == MAP_FROM || type == MAP_RELEASE || type == MAP_DELETE)
                     : (type == MAP_TO || type == MAP_FROM || type == MAP_TOFROM || type == MAP_ALLOC);
    if (!ok) {
      ofe_error(&ctx->diag, s->loc, "map type '%s' is not allowed for '#pragma omp %s'", ofe_map_type_name(type),
                ofe_omp_directive_name(dir));
      return NULL;
    }
  }
  if (!s->args.len) {
    ofe_error(&ctx->diag, s->loc, "expected at least one list item in '%s' clause", s->spelling);
    return NULL;
  }
  for (size_t i = 0; i < s->args.len; i++) {
    OfeExpr *e = s->args.items[i];
    OfeDecl *base;
    OfeMapItem it = {.expr = e, .type = type, .modifiers = mods, .loc = e->loc};
    if (!check_item(ctx, e, false, s->spelling, &base) || !check_item_shape(ctx, e, k, s->spelling, &it.shape)) return NULL;
    it.var = base;
    const char *id = mapper ? ofe_arena_strndup(&ctx->arena, mapper->text + 7, strlen(mapper->text) - 8) : NULL;
    if (!ofe_omp_item_mapper(ctx, &it, id, mapper ? mapper->loc : e->loc)) return NULL;
    ofe_vec_push(&ctx->arena, &c->items, it);
  }
  return c;
}

OfeOmpClause *ofe_omp_map_clause(OfeCtx *ctx, OfeOmpDirKind dir, const OfeOmpClauseSyntax *s) {
  return map_clause(ctx, dir, s);
}

static OfeOmpClause *list_clause(OfeCtx *ctx, OfeOmpClauseKind k, const OfeOmpClauseSyntax *s, bool variables_only) {
  OfeOmpClause *c = new_clause(ctx, k, s->loc);
  if (s->mods.len) {
    ofe_error(&ctx->diag, s->mods.items[0].loc, "unexpected modifier in '%s' clause", s->spelling);
    return NULL;
  }
  for (size_t i = 0; i < s->args.len; i++) {
    OfeExpr *e = s->args.items[i];
    OfeDecl *base;
    if (!check_item(ctx, e, variables_only, s->spelling, &base)) return NULL;
    OfeMapItem it = {.expr = e, .var = base, .loc = e->loc};
    if (variables_only || k == OMPC_DEPEND) ofe_item_shape(ctx, e, &it.shape);
    else if (!check_item_shape(ctx, e, k, s->spelling, &it.shape)) return NULL;
    ofe_vec_push(&ctx->arena, &c->items, it);
  }
  return c;
}

/* Whether t is omp.h's omp_allocator_handle_t (or one of the enum types named alike). */
static bool is_named_enum(const OfeType *t, const char *tag) {
  return t && t->kind == TY_ENUM && t->enumeration && t->enumeration->tag && strcmp(t->enumeration->tag, tag) == 0;
}

/* One allocator of uses_allocators (tokens.c gives each its own clause: the allocator, then
 * the expressions its modifiers `traits` and `memspace` name). A predefined allocator needs
 * nothing (NULL, *ok stays true); another is a variable of type omp_allocator_handle_t that is
 * private to the region and initialized from its traits there (as clang-19 does it, with
 * __kmpc_init_allocator), its traits array firstprivate: the clause and those two clauses are
 * added to d. */
static OfeOmpClause *uses_allocators_clause(OfeCtx *ctx, OfeOmpDirective *d, const OfeOmpClauseSyntax *s, bool *ok) {
  *ok = false;
  if (s->args.len != s->mods.len + 1) {
    ofe_error(&ctx->diag, s->loc, "expected an allocator in the 'uses_allocators' clause");
    return NULL;
  }
  OfeExpr *a = s->args.items[0], *traits = NULL, *memspace = NULL;
  for (size_t i = 0; i < s->mods.len; i++) {
    const OfeOmpWord *m = &s->mods.items[i];
    OfeExpr **slot = !strcmp(m->text, "traits") ? &traits : !strcmp(m->text, "memspace") ? &memspace : NULL;
    if (!slot) {
      ofe_error(&ctx->diag, m->loc, "unexpected modifier '%s' in the 'uses_allocators' clause: expected 'memspace' or 'traits'", m->text);
      return NULL;
    }
    if (*slot) {
      ofe_error(&ctx->diag, m->loc, "more than one '%s' modifier in the 'uses_allocators' clause", m->text);
      return NULL;
    }
    *slot = s->args.items[i + 1];
  }
  if (a->type->kind == TY_ERROR || (traits && traits->type->kind == TY_ERROR) || (memspace && memspace->type->kind == TY_ERROR))
    return NULL;
  if (a->kind != E_VAR || !a->var.decl || a->var.decl->kind != D_VAR) {
    /* a predefined allocator: omp.h's enumerators omp_default_mem_alloc ... omp_thread_mem_alloc
     * and llvm_omp_target_*_mem_alloc */
    OfeConst v;
    if (!ofe_const_eval(ctx, a, &v) || v.kind != CONST_INT || !((v.i >= 1 && v.i <= 8) || (v.i >= 100 && v.i <= 102))) {
      ofe_error(&ctx->diag, a->loc, "expected a variable or predefined allocator of type 'omp_allocator_handle_t' in the 'uses_allocators' clause");
      return NULL;
    }
    if (traits || memspace) {
      ofe_error(&ctx->diag, (traits ? traits : memspace)->loc, "a predefined allocator cannot have %s specified",
                traits ? "traits" : "a memory space");
      return NULL;
    }
    *ok = true; /* the runtime knows it already */
    return NULL;
  }
  OfeDecl *av = a->var.decl;
  if (!is_named_enum(a->type, "omp_allocator_handle_t")) {
    ofe_error(&ctx->diag, a->loc, "expected a variable or predefined allocator of type 'omp_allocator_handle_t' in the 'uses_allocators' clause");
    return NULL;
  }
  if (av->is_global) {
    ofe_error(&ctx->diag, a->loc, "the allocator '%s' of a 'uses_allocators' clause must be a local variable", av->name);
    return NULL;
  }
  OfeDecl *tv = NULL;
  if (traits) {
    const OfeType *tt = traits->type;
    tv = traits->kind == E_VAR ? traits->var.decl : NULL;
    if (!tv || tv->kind != D_VAR || tt->kind != TY_ARRAY || tt->array_len < 0 || !tt->base || tt->base->kind != TY_STRUCT ||
        !tt->base->record || !tt->base->record->tag || strcmp(tt->base->record->tag, "omp_alloctrait_t") != 0) {
      ofe_error(&ctx->diag, traits->loc, "expected a constant-size array of 'omp_alloctrait_t' as the allocator's traits");
      return NULL;
    }
  }
  int64_t space = 0;
  if (memspace) {
    OfeConst v;
    /* omp.h's omp_default_mem_space ... omp_low_lat_mem_space, llvm_omp_target_*_mem_space */
    if (!ofe_const_eval(ctx, memspace, &v) || v.kind != CONST_INT || !(v.i <= 4 || (v.i >= 100 && v.i <= 102))) {
      ofe_error(&ctx->diag, memspace->loc, "expected a predefined memory space of type 'omp_memspace_handle_t'");
      return NULL;
    }
    space = (int64_t)v.i;
  }
  OfeOmpClause *c = new_clause(ctx, OMPC_USES_ALLOCATORS, s->loc);
  OfeMapItem it = {.expr = a, .var = av, .loc = a->loc};
  ofe_vec_push(&ctx->arena, &c->items, it);
  c->expr = traits;
  c->value = space;
  if (!d->combined) {
    /* private; on a combined construct clang-19 passes it as an implicit firstprivate value
     * where the body uses it (the kernel then overwrites it), so ompfe does too: the kernels
     * take the same parameters */
    OfeOmpClause *priv = new_clause(ctx, OMPC_PRIVATE, s->loc);
    ofe_vec_push(&ctx->arena, &priv->items, it);
    ofe_vec_push(&ctx->arena, &d->clauses, priv);
  }
  if (tv) {
    /* firstprivate, implicitly as clang-19 marks it */
    OfeOmpClause *fp = new_clause(ctx, OMPC_FIRSTPRIVATE, s->loc);
    OfeMapItem ti = {.expr = traits, .var = tv, .loc = traits->loc, .implicit = true};
    ofe_vec_push(&ctx->arena, &fp->items, ti);
    ofe_vec_push(&ctx->arena, &d->clauses, fp);
  }
  *ok = true;
  return c;
}

/* The clauses whose argument OpenMP 5.2 bounds below, the one statement of which must be
 * strictly positive (> 0) and which non-negative (>= 0); checked where the argument is an
 * integer constant expression, as clang-19 checks it (with its words), a run-time value being
 * the program's to keep so. collapse, ordered(n) and simdlen also need a constant (and collapse
 * at most 64: collapse_clause); a schedule's or dist_schedule's chunk size is the argument after
 * the kind. */
static const struct {
  OfeOmpClauseKind kind;
  bool positive; /* false: non-negative */
} bounded_args[] = {
    {OMPC_NUM_THREADS, true}, {OMPC_NUM_TEAMS, true}, {OMPC_THREAD_LIMIT, true}, {OMPC_GRAINSIZE, true},
    {OMPC_NUM_TASKS, true},   {OMPC_SCHEDULE, true},  {OMPC_DIST_SCHEDULE, true}, {OMPC_COLLAPSE, true},
    {OMPC_ORDERED, true},     {OMPC_SIMDLEN, true},   {OMPC_PRIORITY, false},
    {OMPC_DEVICE, false},     {OMPC_HINT, false},     {OMPC_SAFELEN, true},
    {OMPC_ALIGNED, true}, /* its alignment, after the ':' */
};

/* False, after the error, when e (an integer expression, the argument of clause k spelled
 * `spelling`) is a constant outside the bounds bounded_args gives k. An unsigned constant is
 * its value (clang-19 lets an unsigned 0 through; it is no more a valid count than 0). */
static bool bounded_arg_ok(OfeCtx *ctx, OfeOmpClauseKind k, const char *spelling, const OfeExpr *e) {
  size_t i = 0;
  while (i < sizeof bounded_args / sizeof *bounded_args && bounded_args[i].kind != k) i++;
  OfeConst v;
  if (i == sizeof bounded_args / sizeof *bounded_args || !ofe_const_eval(ctx, e, &v) || v.kind != CONST_INT) return true;
  bool negative = !ofe_type_is_unsigned(e->type) && (int64_t)v.i < 0;
  if (!negative && !(bounded_args[i].positive && v.i == 0)) return true;
  ofe_error(&ctx->diag, e->loc, "argument to '%s' clause must be a %s integer value", spelling,
            bounded_args[i].positive ? "strictly positive" : "non-negative");
  return false;
}

static OfeOmpClause *expr_clause(OfeCtx *ctx, OfeOmpClauseKind k, const OfeOmpClauseSyntax *s, OfeOmpDirKind dir) {
  if (s->args.len != 1) {
    ofe_error(&ctx->diag, s->loc, "expected one expression in '%s' clause", s->spelling);
    return NULL;
  }
  if (k == OMPC_IF && s->mods.len) {
    const char *m = s->mods.items[0].text;
    const char *want = ofe_omp_directive_name(dir);
    /* `if(target: c)` names the construct the condition applies to */
    if (s->mods.len > 1 || !(strcmp(m, want) == 0 || (strncmp(want, "target ", 7) == 0 && strcmp(m, "target") == 0) ||
                             strcmp(m, want + (strncmp(want, "target ", 7) == 0 ? 7 : 0)) == 0)) {
      ofe_error(&ctx->diag, s->mods.items[0].loc, "directive name modifier '%s' is incorrect for '#pragma omp %s'", m, want);
      return NULL;
    }
  } else if (s->mods.len) {
    const char *m = s->mods.items[0].text;
    bool taskloop = k == OMPC_GRAINSIZE || k == OMPC_NUM_TASKS;
    if (taskloop && (s->mods.len > 1 || strcmp(m, "strict") != 0)) {
      ofe_error(&ctx->diag, s->mods.items[0].loc, "expected 'strict' in OpenMP clause '%s'", s->spelling);
      return NULL;
    }
    if (!taskloop && (s->mods.len > 1 || !(k == OMPC_DEVICE && strcmp(m, "device_num") == 0))) {
      ofe_error(&ctx->diag, s->mods.items[0].loc, "unexpected modifier '%s' in '%s' clause", m, s->spelling);
      return NULL;
    }
  }
  OfeOmpClause *c = new_clause(ctx, k, s->loc);
  if (s->mods.len && (k == OMPC_GRAINSIZE || k == OMPC_NUM_TASKS)) c->flags = TASKLOOP_STRICT;
  OfeExpr *e = s->args.items[0];
  if (e->type->kind == TY_ERROR) return NULL;
  if (k == OMPC_IF || k == OMPC_FINAL || k == OMPC_NOWAIT) { /* nowait(c): OpenMP 6.0 */
    c->expr = ofe_sema_condition(ctx, e);
  } else {
    OfeExpr *r = ofe_sema_rvalue(ctx, e);
    if (r->type->kind == TY_ERROR) return NULL;
    if (!ofe_type_is_integer(r->type)) {
      ofe_error(&ctx->diag, e->loc, "expression in '%s' clause must have integer type ('%s' invalid)", s->spelling,
                ofe_type_str(TY, r->type));
      return NULL;
    }
    OfeConst v;
    if (k == OMPC_HINT && (!ofe_const_eval(ctx, r, &v) || v.kind != CONST_INT)) {
      /* a synchronization hint is fixed where the program is compiled (OpenMP 5.2 §15.1) */
      ofe_error(&ctx->diag, e->loc, "expression is not an integer constant expression");
      return NULL;
    }
    if (!bounded_arg_ok(ctx, k, s->spelling, r)) return NULL;
    c->expr = ofe_sema_convert(ctx, r, k == OMPC_DEVICE ? TY->long_ : TY->int_);
  }
  return c->expr->type->kind == TY_ERROR ? NULL : c;
}

/* has_device_addr and use_device_addr redirect a whole variable: an item may select part of
 * an array (or of what a pointer variable points to), but not a member. */
static bool items_name_whole_variables(OfeCtx *ctx, const OfeOmpClause *c, const char *clause) {
  for (size_t j = 0; j < c->items.len; j++) {
    const OfeItemShape *shape = &c->items.items[j].shape;
    if (shape->object_members || shape->pointer) {
      ofe_error(&ctx->diag, c->items.items[j].loc, "a structure member in '%s' clause is not supported; name the structure", clause);
      return false;
    }
  }
  return true;
}

/* ---- one variable in several clauses -------------------------------------------------------- */

typedef struct ListUse {
  OfeOmpClauseSet kinds;   /* the kinds of the clauses naming the variable */
  bool maps_pointer;       /* a map of the pointer variable itself */
  bool maps_through_members; /* a map of members of what the pointer variable points to */
  OfeOmpClauseKind sharing; /* the first data-sharing clause that named it as written, or 0 */
  OfeLoc sharing_at;
  bool in_reduction;       /* an in_reduction clause named it, at in_reduction_at */
  OfeLoc in_reduction_at;
  bool mapped;             /* a map clause named it (not a map implied by another clause) */
  bool motion, motion_whole; /* a to or from clause named it (the whole variable), first at motion_at */
  OfeLoc motion_at;
} ListUse;

/* What the clauses seen so far say of variable v (made empty at its first clause). */
static ListUse *list_use(OfeCtx *ctx, OfeStrMap *uses, const OfeDecl *v) {
  ListUse *u = ofe_ptrmap_get(uses, v->canonical);
  if (!u) {
    u = ofe_arena_alloc(&ctx->arena, sizeof *u);
    *u = (ListUse){0};
    ofe_ptrmap_put(uses, v->canonical, u);
  }
  return u;
}

static bool is_data_sharing(OfeOmpClauseKind k) {
  return k == OMPC_SHARED || k == OMPC_PRIVATE || k == OMPC_FIRSTPRIVATE || k == OMPC_LASTPRIVATE || k == OMPC_REDUCTION ||
         k == OMPC_TASK_REDUCTION || k == OMPC_LINEAR;
}

/* One data-sharing attribute per variable and construct, firstprivate with lastprivate being
 * the one pair OpenMP allows (clang-19's words, with a note at the first clause). */
static bool check_sharing_conflict(OfeCtx *ctx, ListUse *u, OfeOmpClauseKind k, const OfeMapItem *m) {
  /* a variable reduced by the construct's tasks (reduction) and taking part in an enclosing
   * reduction (in_reduction) is one of the two only (clang-19's words; gcc-12 refuses it too) */
  if ((k == OMPC_IN_REDUCTION || k == OMPC_REDUCTION) && !m->implicit &&
      (u->in_reduction || (k == OMPC_IN_REDUCTION && u->sharing == OMPC_REDUCTION))) {
    ofe_error(&ctx->diag, m->loc, "variable can appear only once in OpenMP '%s' clause", ofe_omp_clause_kind_name(k));
    ofe_note(&ctx->diag, u->in_reduction ? u->in_reduction_at : u->sharing_at, "previously referenced here");
    return false;
  }
  if (k == OMPC_IN_REDUCTION && !m->implicit) {
    u->in_reduction = true;
    u->in_reduction_at = m->loc;
    return true;
  }
  if (!is_data_sharing(k) || m->implicit) return true;
  if (!u->sharing) {
    u->sharing = k;
    u->sharing_at = m->loc;
    return true;
  }
  OfeOmpClauseKind was = u->sharing;
  bool pair = (was == OMPC_FIRSTPRIVATE && k == OMPC_LASTPRIVATE) || (was == OMPC_LASTPRIVATE && k == OMPC_FIRSTPRIVATE);
  /* a variable is reduced once per construct: two reduction (or task_reduction) clauses
   * would each combine into it, in no order (clang-19's words; gcc-12 refuses it too) */
  bool reduces = k == OMPC_REDUCTION || k == OMPC_TASK_REDUCTION;
  if (pair || (was == k && !reduces)) return true;
  if (was == k) {
    ofe_error(&ctx->diag, m->loc, "variable can appear only once in OpenMP '%s' clause", ofe_omp_clause_kind_name(k));
    ofe_note(&ctx->diag, u->sharing_at, "previously referenced here");
    return false;
  }
  ofe_error(&ctx->diag, m->loc, "%s variable cannot be %s", ofe_omp_clause_kind_name(was), ofe_omp_clause_kind_name(k));
  ofe_note(&ctx->diag, u->sharing_at, "defined as %s", ofe_omp_clause_kind_name(was));
  return false;
}

/* A variable that a target task reduces into (in_reduction) cannot be mapped by it too: a map
 * clause gives it a second attribute (OpenMP 5.2 §5.4). clang-19's words at the map, with a note
 * at the in_reduction item; the other order, which clang-19 lets pass and gcc-12 refuses, at the
 * in_reduction item, as clang-19 reports a private variable mapped first. Before
 * check_sharing_conflict, which marks the in_reduction. */
static bool check_reduction_map(OfeCtx *ctx, ListUse *u, OfeOmpClauseKind k, const OfeMapItem *m) {
  if (m->implicit) return true;
  if ((k == OMPC_MAP && u->in_reduction) || (k == OMPC_IN_REDUCTION && u->mapped)) {
    ofe_error(&ctx->diag, item_begin(m->expr), "reduction variable cannot be in a map clause in '#pragma omp target' directive");
    if (k == OMPC_MAP) ofe_note(&ctx->diag, u->in_reduction_at, "defined as reduction");
    return false;
  }
  u->mapped |= k == OMPC_MAP;
  return true;
}

/* One item of a combined construct's clauses, for the check across its leaves. */
typedef struct SharingItem {
  const OfeMapItem *item;
  OfeOmpClauseKind kind;
  size_t order; /* leaf by leaf, clause by clause: ties of location keep it */
} SharingItem;

static int by_location(const void *a, const void *b) {
  const SharingItem *x = a, *y = b;
  if (x->item->loc.offset != y->item->loc.offset) return x->item->loc.offset < y->item->loc.offset ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

/* The rule above across the leaves of a combined construct, which is one directive (OpenMP
 * 5.2 §5.4): `parallel for shared(t) private(t)` gives shared to the parallel leaf and private
 * to the for leaf, where each leaf's own check sees one clause. The items are taken in source
 * order; a clause given to several leaves is one clause (one location). */
void ofe_omp_check_combined_sharing(OfeCtx *ctx, const OfeOmpDirective *first) {
  OFE_VEC(SharingItem) items = {0};
  for (const OfeOmpDirective *d = first; d; d = d->inner)
    for (size_t i = 0; i < d->clauses.len; i++) {
      const OfeOmpClause *c = d->clauses.items[i];
      if (!is_data_sharing(c->kind)) continue;
      for (size_t j = 0; j < c->items.len; j++)
        if (c->items.items[j].var && !c->items.items[j].implicit) {
          SharingItem it = {&c->items.items[j], c->kind, items.len};
          ofe_vec_push(&ctx->arena, &items, it);
        }
    }
  if (items.len) qsort(items.items, items.len, sizeof *items.items, by_location);
  OfeStrMap uses;
  ofe_strmap_init(&uses, &ctx->arena);
  for (size_t i = 0; i < items.len; i++) {
    const OfeMapItem *m = items.items[i].item;
    ListUse *u = list_use(ctx, &uses, m->var);
    if (u->sharing == items.items[i].kind && u->sharing_at.offset == m->loc.offset) continue; /* the same clause */
    if (!check_sharing_conflict(ctx, u, items.items[i].kind, m)) return;
  }
}

static const char *data_sharing_name(OfeOmpClauseSet kinds) {
  return ofe_omp_clause_set_has(kinds, OMPC_PRIVATE) ? "private" : "firstprivate";
}

/* The error for naming the variable in clause `k` after the clauses in `u`, or NULL. On the
 * target leaf of a combined construct, private may go with a map: private belongs to the
 * innermost leaf (OpenMP 5.2 §17.2), the target leaf's copy only stands for it there, and the
 * variable is mapped, not passed to the kernel (clang-19's map entry without TARGET_PARAM). */
static const char *list_conflict(const ListUse *u, OfeOmpClauseKind k, const OfeItemShape *shape, bool combined_target,
                                 const char **what) {
  bool dsa = ofe_omp_clause_sets_meet(u->kinds, OFE_OMPC_SET(OMPC_PRIVATE, OMPC_FIRSTPRIVATE));
  bool device = ofe_omp_clause_sets_meet(u->kinds, OFE_OMPC_SET(OMPC_IS_DEVICE_PTR, OMPC_HAS_DEVICE_ADDR));
  bool use = ofe_omp_clause_sets_meet(u->kinds, OFE_OMPC_SET(OMPC_USE_DEVICE_PTR, OMPC_USE_DEVICE_ADDR));
  switch (k) {
  case OMPC_PRIVATE:
    if (ofe_omp_clause_set_has(u->kinds, OMPC_FIRSTPRIVATE)) return "firstprivate variable cannot be private";
    /* fallthrough */
  case OMPC_FIRSTPRIVATE:
    if (k == OMPC_FIRSTPRIVATE && ofe_omp_clause_set_has(u->kinds, OMPC_PRIVATE)) return "private variable cannot be firstprivate";
    *what = k == OMPC_PRIVATE ? "private" : "firstprivate";
    if (ofe_omp_clause_set_has(u->kinds, OMPC_MAP) && !(combined_target && k == OMPC_PRIVATE))
      return "%s variable cannot be in a map clause in '#pragma omp target' directive";
    if (device) return "%s variable cannot be in an is_device_ptr or has_device_addr clause";
    return NULL;
  case OMPC_MAP:
    *what = data_sharing_name(u->kinds);
    if (dsa && !(combined_target && !ofe_omp_clause_set_has(u->kinds, OMPC_FIRSTPRIVATE)))
      return "%s variable cannot be in a map clause in '#pragma omp target' directive";
    if (device)
      return shape->whole ? "variable already marked as mapped in current construct"
                          : "pointer cannot be mapped along with a section derived from itself";
    if ((shape->whole && u->maps_through_members) ||
        (shape->through_var && (shape->object_members || shape->pointer) && u->maps_pointer))
      return "mapping a pointer variable together with members of what it points to is not supported";
    return NULL;
  case OMPC_IS_DEVICE_PTR: case OMPC_HAS_DEVICE_ADDR:
    *what = data_sharing_name(u->kinds);
    if (dsa) return "%s variable cannot be in an is_device_ptr or has_device_addr clause";
    if (device) return "variable already marked as a device address in current construct";
    if (ofe_omp_clause_set_has(u->kinds, OMPC_MAP)) return "variable already marked as mapped in current construct";
    return NULL;
  case OMPC_USE_DEVICE_PTR: case OMPC_USE_DEVICE_ADDR:
    return use ? "variable appears in more than one use_device_ptr or use_device_addr clause" : NULL;
  case OMPC_TO: case OMPC_FROM:
    if ((shape->whole && u->maps_through_members) ||
        (shape->through_var && (shape->object_members || shape->pointer) && u->maps_pointer))
      return "mapping a pointer variable together with members of what it points to is not supported";
    return NULL;
  default: return NULL;
  }
}

static bool is_explicit_map(const OfeMapItem *m) { return !m->implicit; }
static bool maps_whole_variable(const OfeMapItem *m) { return m->shape.whole; }

/* The variables that the directive's map items for which `counts` holds name. */
static void collect_mapped(OfeCtx *ctx, OfeOmpDirective *d, bool (*counts)(const OfeMapItem *),
                           OfeStrMap *mapped) {
  ofe_strmap_init(mapped, &ctx->arena);
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_MAP) continue;
    for (size_t j = 0; j < c->items.len; j++)
      if (c->items.items[j].var && counts(&c->items.items[j])) ofe_ptrmap_put(mapped, c->items.items[j].var->canonical, d);
  }
}

static bool is_implied_map(const OfeMapItem *m) { return m->implicit; }

/* Takes out of d's `kind` clauses the items for which `which` holds (every item when NULL)
 * whose variable is one of `mapped`. */
static void drop_items_of_mapped(OfeOmpDirective *d, OfeOmpClauseKind kind, bool (*which)(const OfeMapItem *),
                                 const OfeStrMap *mapped) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != kind) continue;
    size_t kept = 0;
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeMapItem *m = &c->items.items[j];
      if ((which && !which(m)) || !m->var || !ofe_ptrmap_get(mapped, m->var->canonical)) c->items.items[kept++] = *m;
    }
    c->items.len = kept;
  }
}

/* What reduction, lastprivate and linear imply on a combined target construct, a map(tofrom)
 * of the variable, holds only when no map clause names the same base variable (OpenMP 5.2
 * §17.2): with map(to: s), s does not come back. The implied items are implicit (clang-19's
 * 0x200 bit), which tells them from the explicit ones here. */
static void drop_implied_maps(OfeCtx *ctx, OfeOmpDirective *d) {
  OfeStrMap mapped;
  collect_mapped(ctx, d, is_explicit_map, &mapped);
  drop_items_of_mapped(d, OMPC_MAP, is_implied_map, &mapped);
}

/* firstprivate on a combined target construct applies to its target leaf only when no map
 * (explicit, or lastprivate's or reduction's) names the variable (OpenMP 5.2 §5.4.4; gcc and
 * clang-19 accept both): the variable is mapped, and the inner leaf's copy starts from it. */
static void drop_mapped_firstprivates(OfeCtx *ctx, OfeOmpDirective *d) {
  OfeStrMap mapped;
  collect_mapped(ctx, d, maps_whole_variable, &mapped);
  drop_items_of_mapped(d, OMPC_FIRSTPRIVATE, NULL, &mapped);
}

/* A variable may appear in one data-sharing or device-address role per construct (one pass). */
static bool check_list_conflicts(OfeCtx *ctx, const OfeOmpDirective *d) {
  OfeStrMap uses;
  ofe_strmap_init(&uses, &ctx->arena);
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind == OMPC_DEPEND) continue;
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeMapItem *m = &c->items.items[j];
      if (!m->var || !m->expr) continue;
      ListUse *u = list_use(ctx, &uses, m->var);
      const OfeItemShape shape = m->shape;
      const char *what = "";
      const char *err = list_conflict(u, c->kind, &shape, d->kind == OMPD_TARGET && d->combined, &what);
      if (err) {
        ofe_error(&ctx->diag, m->loc, err, what);
        return false;
      }
      if (d->kind == OMPD_TARGET && !check_reduction_map(ctx, u, c->kind, m)) return false;
      if (!check_sharing_conflict(ctx, u, c->kind, m)) return false;
      if (c->kind == OMPC_TO || c->kind == OMPC_FROM) {
        /* target update moves a variable one way: the whole of it in one item, or parts in
         * several (`to(a[0:2]) from(a[4:2])`, which gcc-12 accepts) */
        if (u->motion && (u->motion_whole || shape.whole)) {
          ofe_error(&ctx->diag, m->loc, "variable can appear only once in OpenMP 'target update' construct");
          ofe_note(&ctx->diag, u->motion_at, "used here");
          return false;
        }
        if (!u->motion) u->motion_at = m->loc;
        u->motion = true;
        u->motion_whole |= shape.whole;
      }
      ofe_omp_clause_set_add(&u->kinds, c->kind);
      if (m->var->type->kind == TY_PTR && (c->kind == OMPC_MAP || c->kind == OMPC_TO || c->kind == OMPC_FROM)) {
        u->maps_pointer |= shape.whole;
        u->maps_through_members |= shape.through_var && (shape.object_members || shape.pointer);
      }
    }
  }
  return true;
}

/* OpenMP 6.0's nowait(do_not_synchronize): a scalar condition; where it is false the construct
 * is as if written without nowait (*dropped). A condition known only at run time decides a
 * worksharing construct's closing barrier, and whether a target construct's launch is a
 * deferred target task (the lowering tests it there); elsewhere (the target data constructs,
 * taskwait, dispatch) it is refused. */
static OfeOmpClause *nowait_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s, OfeOmpDirKind k, const char *dn, bool *dropped) {
  OfeOmpClause *c = expr_clause(ctx, OMPC_NOWAIT, s, k);
  if (!c || !c->expr || c->expr->type->kind == TY_ERROR) return NULL;
  OfeConst v;
  if (ofe_const_eval(ctx, c->expr, &v) && v.kind == CONST_INT) {
    *dropped = v.i == 0;
    c->expr = NULL; /* plain nowait */
    return v.i == 0 ? NULL : c;
  }
  if (k != OMPD_FOR && k != OMPD_SECTIONS && k != OMPD_SINGLE && k != OMPD_SCOPE && k != OMPD_TARGET) {
    ofe_error(&ctx->diag, s->args.items[0]->loc,
              "a 'nowait' condition that is not a constant is not supported by ompfe on '#pragma omp %s'", dn);
    return NULL;
  }
  return c;
}

/* ---- the directive x clause table ------------------------------------------------------ */

/* Whether directive k (or a leaf of a combined construct) takes clause n, by
 * sema/omp_clause_table.inc. The clauses of one directive only (error's at, severity, message
 * ...) are in no row: no leaf of a combined construct takes them. */
static bool takes_clause(OfeOmpDirKind k, OfeOmpClauseKind n) {
  switch (k) {
#define OFE_OMP_CLAUSE(name) || n == OMPC_##name
#define OFE_OMP_DIRECTIVE(kind, spelling, node, clauses) case OMPD_##kind: return false clauses;
#include "sema/omp_clause_table.inc"
#undef OFE_OMP_DIRECTIVE
#undef OFE_OMP_CLAUSE
  }
  return false;
}

/* The same for a written clause: an ompx_ clause by its registration (sema_omp_extension.c). */
static bool takes(const OfeCtx *ctx, OfeOmpDirKind k, const OfeOmpClauseSyntax *s) {
  /* ordered's threads and simd, which it checks itself (omp_clause_table.inc lists none) */
  if (s->name == OMPC_THREADS || s->name == OMPC_SIMD) return k == OMPD_ORDERED;
  return s->name == OMPC_EXTENSION ? ofe_omp_extension_takes(ctx, k, s) : takes_clause(k, s->name);
}

/* The words of a reduction identifier, a schedule kind, a proc_bind or default kind. */
static const char *reduction_op_at(int k) { return ofe_reduction_op_name((OfeReductionOp)k); }
static const char *schedule_kind_at(int k) { return ofe_schedule_kind_name((OfeScheduleKind)k); }
static const char *proc_bind_at(int k) { return ofe_proc_bind_name((OfeProcBind)k); }
static const char *default_kind_at(int k) { return ofe_default_kind_name((OfeDefaultKind)k); }

/* fail(...)'s memory orders (OpenMP 5.2 §15.8.4: no release part) */
static const char *fail_order_at(int k) {
  static const char *const words[] = {"seq_cst", "acquire", "relaxed"};
  return k >= 0 && k < 3 ? words[k] : NULL;
}

/* detach(event) (OpenMP 5.0): a variable of type omp_event_handle_t, which the task construct
 * sets to the task's completion event (the task ends when the event is fulfilled) and the
 * task itself receives as a firstprivate copy. */
static OfeOmpClause *detach_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s) {
  if (s->args.len != 1 || s->mods.len) {
    ofe_error(&ctx->diag, s->loc, "expected one variable in the 'detach' clause");
    return NULL;
  }
  const OfeExpr *e = s->args.items[0];
  if (e->type->kind == TY_ERROR) return NULL;
  if (e->kind != E_VAR || !is_named_enum(e->type, "omp_event_handle_t") || (e->type->quals & OFE_QUAL_CONST)) {
    ofe_error(&ctx->diag, e->loc, "expected variable of the 'omp_event_handle_t' type, not '%s'", ofe_type_str(TY, e->type));
    return NULL;
  }
  return list_clause(ctx, OMPC_DETACH, s, true);
}

/* The keyword argument of proc_bind(...) or default(...), or -1 after an error. */
/* A clause that may appear once on a directive: true the first time (noted in `seen`), else
 * clang-19's error and false. */
static bool first_of_kind(OfeCtx *ctx, OfeOmpClauseSet *seen, const OfeOmpClauseSyntax *s, const char *dn) {
  if (ofe_omp_clause_set_has(*seen, s->name)) {
    ofe_error(&ctx->diag, s->loc, "directive '#pragma omp %s' cannot contain more than one '%s' clause", dn, s->spelling);
    return false;
  }
  ofe_omp_clause_set_add(seen, s->name);
  return true;
}

static int keyword_arg(OfeCtx *ctx, const OfeOmpClauseSyntax *s, const char *(*name_of)(int), const char *expected) {
  int v = s->mods.len == 1 && !s->mods2.len && !s->args.len ? enumerator_named(s->mods.items[0].text, name_of) : -1;
  if (v < 0) ofe_error(&ctx->diag, s->loc, "expected %s in '%s' clause", expected, s->spelling);
  return v;
}

/* reduction's modifier (OpenMP 5.2 §5.5.8) as REDMOD_* flags: `default` is what no modifier
 * means, `task` lets the region's tasks take part, `inscan` makes it a scan reduction (with
 * the scan directive, sema_omp_scan.c). -1 after an error at it. Where `task` and `inscan` may
 * stand is checked with the leaves (split_clauses). */
static int reduction_modifier(OfeCtx *ctx, const OfeOmpWord *modifier) {
  if (!strcmp(modifier->text, "default")) return 0;
  if (!strcmp(modifier->text, "task")) return REDMOD_TASK;
  if (!strcmp(modifier->text, "inscan")) return REDMOD_INSCAN;
  ofe_error(&ctx->diag, modifier->loc, "expected 'default', 'inscan' or 'task' in OpenMP clause 'reduction'");
  return -1;
}

/* The indices an element or section of a reduction selects lie in their arrays, where the
 * bounds are constants (gcc refuses those that do not; clang-19 takes them). */
static bool check_section_in_bounds(OfeCtx *ctx, const OfeExpr *e, const OfeItemBlock *blk) {
  for (size_t i = 0; i < blk->dims.len; i++) {
    const OfeItemDim *d = &blk->dims.items[i];
    int64_t lo = 0, len = 1;
    if (d->extent < 0 || (d->lower && !ofe_item_const(ctx, d->lower, &lo)) || (d->length && !ofe_item_const(ctx, d->length, &len)))
      continue;
    if (lo < 0 || len < 0 || lo > d->extent || len > d->extent - lo || (!d->length && lo == d->extent)) {
      if (d->length)
        ofe_error(&ctx->diag, e->loc, "array section [%lld:%lld] of dimension %zu lies outside its array of %lld elements",
                  (long long)lo, (long long)len, i + 1, (long long)d->extent);
      else
        ofe_error(&ctx->diag, e->loc, "array element [%lld] of dimension %zu lies outside its array of %lld elements",
                  (long long)lo, i + 1, (long long)d->extent);
      return false;
    }
  }
  return true;
}

/* reduction([modifier,] op: list), task_reduction and in_reduction (kind k; no modifier):
 * variables, whole arrays, array elements and sections (not with the task modifier), whose elements a
 * declare reduction of the identifier visible here reduces, else the built-in operator:
 * arithmetic elements only, bitwise operators on integers only. */
static OfeOmpClause *reduction_clause(OfeCtx *ctx, OfeOmpClauseKind k, const OfeOmpClauseSyntax *s) {
  size_t op_at = k == OMPC_REDUCTION && s->mods.len == 2 ? 1 : 0;
  int flags = op_at ? reduction_modifier(ctx, &s->mods.items[0]) : 0;
  if (flags < 0) return NULL;
  const OfeOmpWord *id = s->mods.len == op_at + 1 ? &s->mods.items[op_at] : NULL;
  if (!id || !*id->text) {
    ofe_error(&ctx->diag, s->mods.len ? s->mods.items[op_at].loc : s->loc,
              "expected a reduction identifier ('+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max') in '%s' clause", s->spelling);
    return NULL;
  }
  int op = enumerator_named(id->text, reduction_op_at);
  OfeOmpClause *c = new_clause(ctx, k, s->loc);
  c->modifier = op < 0 ? 0 : (unsigned)op; /* each item names its declare reduction then */
  c->flags = (unsigned)flags;
  for (size_t i = 0; i < s->args.len; i++) {
    OfeExpr *e = s->args.items[i];
    OfeDecl *base;
    if (!check_item(ctx, e, false, s->spelling, &base)) return NULL;
    /* a variable, or an element or section (of any dimensions) of an array or pointer
     * variable: a block of its scalars (OfeItemBlock) */
    OfeItemBlock blk;
    const OfeExpr *bad;
    bool part = e->kind != E_VAR;
    /* reduction(task, ...): the team's copies are handed to libomp whole */
    if (part && (flags & REDMOD_TASK)) {
      ofe_error(&ctx->diag, e->loc, "array sections and elements in task reductions are not supported by ompfe; reduce the whole array");
      return NULL;
    }
    if (part && !ofe_item_block(ctx, e, &blk, &bad)) {
      if (bad->type->kind == TY_ARRAY && ofe_type_is_vla(bad->type))
        ofe_error(&ctx->diag, e->loc, "a variable-length array in '%s' is not supported by ompfe", s->spelling);
      else
        ofe_error(&ctx->diag, e->loc, "only variables, and array elements and sections (not strided) of array and pointer variables, are supported in '%s' by ompfe", s->spelling);
      return NULL;
    }
    /* task_reduction and in_reduction hand libomp one run of bytes (a taskloop's reduction:
     * task.c) */
    if (part && !blk.contiguous && k != OMPC_REDUCTION) {
      ofe_error(&ctx->diag, e->loc, "a non-contiguous array section in '%s' is not supported by ompfe", s->spelling);
      return NULL;
    }
    if (part && !check_section_in_bounds(ctx, e, &blk)) return NULL;
    /* a variable-length array: its copy is sized at run time where the construct privatizes;
     * a task reduction's record and a section's elements have sizes fixed where they are
     * compiled (a taskloop's reduction: check_task_reductions) */
    if (ofe_type_is_vla(base->type) && (k != OMPC_REDUCTION || (flags & REDMOD_TASK))) {
      ofe_error(&ctx->diag, e->loc, "a variable-length array in '%s' is not supported by ompfe", s->spelling);
      return NULL;
    }
    if ((flags & REDMOD_INSCAN) && (part || ofe_type_is_vla(base->type))) {
      ofe_error(&ctx->diag, e->loc, "array sections and variable-length arrays in inscan reductions are not supported by ompfe; use scalars or whole arrays");
      return NULL;
    }
    OfeMapItem it = {.expr = e, .var = base, .loc = e->loc};
    ofe_item_shape(ctx, e, &it.shape);
    ofe_vec_push(&ctx->arena, &c->items, it);
  }
  for (size_t j = 0; j < c->items.len; j++) {
    const OfeExpr *item = c->items.items[j].expr;
    const OfeType *t = c->items.items[j].var->type;
    if (item->kind != E_VAR) t = item->type;                     /* an element's or section's scalars */
    while (t->kind == TY_ARRAY) t = t->base;                     /* a whole array's elements */
    c->items.items[j].udr = ofe_omp_item_udr(ctx, t, id->text);
    if (!c->items.items[j].udr && op < 0) {
      ofe_error(&ctx->diag, id->loc,
                "incorrect reduction identifier, expected one of '+', '-', '*', '&', '|', '^', '&&', '||', 'min' or 'max' or declare reduction for type '%s'",
                ofe_type_str(TY, t));
      return NULL;
    }
    bool bitwise = op == RED_AND || op == RED_OR || op == RED_XOR;
    if ((t->quals | c->items.items[j].var->type->quals) & OFE_QUAL_ATOMIC) {
      /* gcc-12 refuses it too; the private copies would not be atomic objects */
      ofe_error(&ctx->diag, c->items.items[j].loc,
                "list item of type '%s' is not valid for specified reduction operation: unable to provide default initialization value",
                ofe_type_str(TY, t));
      ofe_note(&ctx->diag, c->items.items[j].var->loc, "'%s' defined here", c->items.items[j].var->name);
      return NULL;
    }
    if (c->items.items[j].udr) {
      /* the declare reduction's combiner and initializer say what happens */
    } else if (ofe_type_is_record(t)) {
      ofe_error(&ctx->diag, c->items.items[j].loc,
                "list item of type '%s' is not valid for specified reduction operation: unable to provide default initialization value",
                ofe_type_str(TY, t));
      ofe_note(&ctx->diag, c->items.items[j].var->loc, "'%s' defined here", c->items.items[j].var->name);
      return NULL;
    } else if (t->kind == TY_COMPLEX && (bitwise || op == RED_MIN || op == RED_MAX)) {
      /* complex values have no order and no bits: clang-19's words for each */
      if (bitwise)
        ofe_error(&ctx->diag, id->loc, "invalid operands to binary expression ('%s' and '%s')",
                  ofe_type_str(TY, t), ofe_type_str(TY, t));
      else
        ofe_error(&ctx->diag, c->items.items[j].loc,
                  "list item of type '%s' is not valid for specified reduction operation: unable to provide default initialization value",
                  ofe_type_str(TY, t));
      return NULL;
    } else if (t->kind == TY_PTR && op != RED_MIN && op != RED_MAX) {
      /* a pointer has an order but no sum or bits (clang-19 takes min and max, gcc-12 neither) */
      ofe_error(&ctx->diag, id->loc, "invalid operands to binary expression ('%s' and '%s')", ofe_type_str(TY, t),
                ofe_type_str(TY, t));
      return NULL;
    } else if ((!ofe_type_is_arith(t) && t->kind != TY_COMPLEX && t->kind != TY_PTR) || t->kind == TY_FLOAT128 ||
               (bitwise && !ofe_type_is_integer(t))) {
      ofe_error(&ctx->diag, c->items.items[j].loc, "a reduction over a variable of type '%s' is not supported by ompfe",
                ofe_type_str(TY, t));
      return NULL;
    }
    if ((t->quals | c->items.items[j].var->type->quals) & OFE_QUAL_CONST) {
      ofe_error(&ctx->diag, c->items.items[j].loc, "const-qualified variable cannot be reduction");
      ofe_note(&ctx->diag, c->items.items[j].var->loc, "'%s' defined here", c->items.items[j].var->name);
      return NULL;
    }
  }
  return c;
}

/* schedule([modifiers:] kind[, chunk]) and dist_schedule(static[, chunk]). */
static OfeOmpClause *schedule_clause(OfeCtx *ctx, OfeOmpClauseKind k, const OfeOmpClauseSyntax *s) {
  int kind = s->mods.len ? enumerator_named(s->mods.items[s->mods.len - 1].text, schedule_kind_at) : -1;
  if (kind < 0 || (k == OMPC_DIST_SCHEDULE && (kind != SCHED_STATIC || s->mods.len > 1))) {
    ofe_error(&ctx->diag, s->loc, k == OMPC_DIST_SCHEDULE ? "expected 'static' in 'dist_schedule' clause"
                                                          : "expected 'static', 'dynamic', 'guided', 'auto' or 'runtime' in 'schedule' clause");
    return NULL;
  }
  OfeOmpClause *c = new_clause(ctx, k, s->loc);
  c->modifier = (unsigned)kind;
  for (size_t i = 0; i + 1 < s->mods.len; i++) {
    const char *m = s->mods.items[i].text;
    if (strcmp(m, "monotonic") == 0) c->flags |= SCHEDMOD_MONOTONIC;
    else if (strcmp(m, "nonmonotonic") == 0) c->flags |= SCHEDMOD_NONMONOTONIC;
    else if (strcmp(m, "simd") == 0) c->flags |= SCHEDMOD_SIMD;
    else {
      ofe_error(&ctx->diag, s->mods.items[i].loc, "expected 'monotonic', 'nonmonotonic' or 'simd' as a schedule modifier");
      return NULL;
    }
  }
  if ((c->flags & SCHEDMOD_MONOTONIC) && (c->flags & SCHEDMOD_NONMONOTONIC)) {
    ofe_error(&ctx->diag, s->loc, "'monotonic' and 'nonmonotonic' modifiers cannot be both present");
    return NULL;
  }
  if ((c->flags & SCHEDMOD_NONMONOTONIC) && kind != SCHED_DYNAMIC && kind != SCHED_GUIDED) {
    ofe_error(&ctx->diag, s->loc, "'nonmonotonic' modifier can only be specified with 'dynamic' or 'guided' schedule kind");
    return NULL;
  }
  if (s->args.len > 1) {
    ofe_error(&ctx->diag, s->loc, "expected at most one chunk size in '%s' clause", s->spelling);
    return NULL;
  }
  if (s->args.len) {
    if (kind == SCHED_RUNTIME || kind == SCHED_AUTO) {
      ofe_error(&ctx->diag, s->args.items[0]->loc, "%s schedule kind does not support chunk size", schedule_kind_at(kind));
      return NULL;
    }
    OfeExpr *r = ofe_sema_rvalue(ctx, s->args.items[0]);
    if (r->type->kind == TY_ERROR) return NULL;
    if (!ofe_type_is_integer(r->type)) {
      ofe_error(&ctx->diag, r->loc, "expression in '%s' clause must have integer type ('%s' invalid)", s->spelling,
                ofe_type_str(TY, r->type));
      return NULL;
    }
    if (!bounded_arg_ok(ctx, k, s->spelling, r)) return NULL;
    c->expr = ofe_sema_convert(ctx, r, TY->long_);
  }
  return c;
}

/* linear(list[: step]): integer or pointer variables, each the loop's step times the
 * iteration number past its value before the loop; the words before ':' are the names. */
static OfeOmpClause *linear_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s) {
  OfeOmpClause *c = new_clause(ctx, OMPC_LINEAR, s->loc);
  OfeExprList names = s->args;
  if (s->mods.len) {
    names = (OfeExprList){0};
    for (size_t i = 0; i < s->mods.len; i++) {
      const OfeOmpWord *t = &s->mods.items[i];
      if (strcmp(t->text, "val") == 0 || strcmp(t->text, "ref") == 0 || strcmp(t->text, "uval") == 0 ||
          strcmp(t->text, "step") == 0) {
        ofe_error(&ctx->diag, t->loc, "linear modifier '%s' is not supported by ompfe", t->text);
        return NULL;
      }
      ofe_expr_list_push(&ctx->arena, &names, ofe_sema_ident(ctx, t->text, t->loc, false));
    }
    if (s->args.len != 1) {
      ofe_error(&ctx->diag, s->loc, "expected one step expression after ':' in 'linear' clause");
      return NULL;
    }
    OfeExpr *step = ofe_sema_rvalue(ctx, s->args.items[0]);
    if (step->type->kind == TY_ERROR) return NULL;
    if (!ofe_type_is_integer(step->type)) {
      ofe_error(&ctx->diag, step->loc, "expression in 'linear' clause must have integer type ('%s' invalid)", ofe_type_str(TY, step->type));
      return NULL;
    }
    c->expr = ofe_sema_convert(ctx, step, TY->llong);
  } else {
    OfeExpr *one = ofe_expr_new(&ctx->arena, E_INT, TY->llong, s->loc);
    one->i.value = 1;
    c->expr = one;
  }
  for (size_t i = 0; i < names.len; i++) {
    OfeExpr *e = names.items[i];
    OfeDecl *base;
    if (!check_item(ctx, e, true, s->spelling, &base)) return NULL;
    const OfeType *t = base->type;
    if ((!ofe_type_is_integer(t) && t->kind != TY_PTR) || t->kind == TY_BOOL || (t->quals & OFE_QUAL_CONST)) {
      ofe_error(&ctx->diag, e->loc, "argument of a linear clause should be of integral or pointer type, not '%s'", ofe_type_str(TY, t));
      return NULL;
    }
    OfeMapItem it = {.expr = e, .var = base, .loc = e->loc};
    ofe_item_shape(ctx, e, &it.shape);
    ofe_vec_push(&ctx->arena, &c->items, it);
  }
  return c;
}

/* collapse(n) (at most 64 loops), ordered(n), simdlen(n), safelen(n): a positive integer constant. */
static OfeOmpClause *collapse_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s) {
  OfeConst v;
  if (s->args.len != 1 || s->mods.len || !ofe_const_eval(ctx, s->args.items[0], &v) || v.kind != CONST_INT) {
    ofe_error(&ctx->diag, s->loc, "expected an integer constant expression in '%s' clause", s->spelling);
    return NULL;
  }
  if (!bounded_arg_ok(ctx, s->name, s->spelling, s->args.items[0])) return NULL;
  int64_t most = s->name == OMPC_COLLAPSE ? 64 : INT32_MAX;
  if (v.i > (OfeWide)most) { /* past the check above, not negative */
    ofe_error(&ctx->diag, s->args.items[0]->loc, "argument to '%s' clause must be a strictly positive integer value", s->spelling);
    return NULL;
  }
  OfeOmpClause *c = new_clause(ctx, s->name, s->loc);
  c->value = (int64_t)v.i;
  return c;
}

/* An lvalue of omp.h's omp_depend_t (a `void *`). */
bool ofe_omp_is_depend_object(const OfeExpr *e) {
  const OfeType *t = e->type;
  return e->lvalue && t->kind == TY_PTR && t->base && t->base->kind == TY_VOID;
}

/* ---- combined constructs: which leaf gets which clause (OpenMP 5.2 §17.2) ---------------- */

static void give(OfeCtx *ctx, OfeOmpClauseList *lists, size_t leaf, OfeOmpClauseSyntax *s) {
  ofe_vec_push(&ctx->arena, &lists[leaf].items, s);
}

/* reduction(task, ...) belongs on a parallel or worksharing leaf (body_leaf: the one that
 * privatizes, which gets the clause), none of the construct's leaves a simd (clang-19's rule).
 * False after the error. */
static bool task_modifier_fits(OfeCtx *ctx, OfeOmpDirective **leaf, size_t n, size_t body_leaf,
                               const OfeOmpClauseSyntax *s) {
  if (s->name != OMPC_REDUCTION || s->mods.len != 2 || strcmp(s->mods.items[0].text, "task")) return true;
  if (body_leaf == n) return true; /* no leaf takes reduction: the admission check says so */
  /* nor with a loop leaf (OpenMP 5.2 §5.5.8), which `parallel loop` already made a for leaf:
   * gcc-12 refuses it, clang-19 crashes */
  bool simd = leaf[0]->loop_construct;
  for (size_t j = 0; j < n; j++) simd |= leaf[j]->kind == OMPD_SIMD;
  OfeOmpDirKind k = leaf[body_leaf]->kind;
  if (!simd && (k == OMPD_PARALLEL || k == OMPD_FOR || k == OMPD_SECTIONS)) return true;
  ofe_error(&ctx->diag, s->mods.items[0].loc,
            "'reduction' clause with 'task' modifier allowed only on non-simd parallel or worksharing constructs");
  return false;
}

OfeOmpClauseList *ofe_omp_split_clauses(OfeCtx *ctx, OfeOmpDirective *first, OfeOmpClauseList *cl, const char *dn) {
  OfeOmpDirective *leaf[32];
  size_t n = 0;
  for (OfeOmpDirective *d = first; d && n < 32; d = d->inner) leaf[n++] = d;
  OfeOmpClauseList *lists = ofe_arena_alloc(&ctx->arena, n * sizeof *lists);
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    size_t innermost = n, outermost = n, body_leaf = n;
    for (size_t j = 0; j < n; j++)
      if (takes(ctx, leaf[j]->kind, s)) {
        if (outermost == n) outermost = j;
        innermost = j;
        if (leaf[j]->kind != OMPD_TARGET && (leaf[j]->kind != OMPD_SIMD || body_leaf == n)) body_leaf = j;
      }
    if (!task_modifier_fits(ctx, leaf, n, body_leaf, s)) continue;
    unsigned leaves = 0;
    for (size_t j = 0; j < n; j++) leaves |= OFE_OMP_LEAF(leaf[j]->kind);
    if (!ofe_omp_inscan_fits(ctx, leaves, s)) continue;
    if (n == 1) {
      give(ctx, lists, 0, s);
      continue;
    }
    bool with_target = leaf[0]->kind == OMPD_TARGET;
    size_t distribute = n;
    bool simd = false;
    for (size_t j = 0; j < n; j++) {
      if (leaf[j]->kind == OMPD_DISTRIBUTE) distribute = j;
      simd |= leaf[j]->kind == OMPD_SIMD;
    }
    /* OpenMP 5.2 forbids the ordered clause on the composite distribute parallel for (its
     * teams share no order) and, but with simd, linear; the distribute leaf refuses them */
    if (distribute != n && (s->name == OMPC_ORDERED || (s->name == OMPC_LINEAR && !simd))) {
      give(ctx, lists, distribute, s);
      continue;
    }
    switch (s->name) {
    case OMPC_LINEAR:
      if (leaf[0]->kind == OMPD_TASKLOOP || (n > 1 && leaf[n - 2]->kind == OMPD_TASKLOOP)) {
        /* the simd leaf's iterations are spread over tasks, each with its own copy */
        ofe_error(&ctx->diag, s->loc, "'linear' on '#pragma omp %s' is not supported by ompfe", dn);
        break;
      }
      /* fall through */
    case OMPC_PRIVATE: case OMPC_FIRSTPRIVATE: case OMPC_LASTPRIVATE: case OMPC_REDUCTION:
      /* the innermost leaf that privatizes (a simd leaf only when it is the only one); the
       * target leaf too: it passes the variable (reduction, lastprivate: mapped tofrom) */
      if (body_leaf != n) give(ctx, lists, body_leaf, s);
      if (with_target) give(ctx, lists, 0, s);
      else if (body_leaf == n) give(ctx, lists, 0, s); /* reported there */
      break;
    case OMPC_SHARED: case OMPC_DEFAULT: case OMPC_COLLAPSE:
      for (size_t j = 0; j < n; j++)
        if (takes(ctx, leaf[j]->kind, s)) give(ctx, lists, j, s);
      if (outermost == n) give(ctx, lists, 0, s);
      break;
    case OMPC_IF:
      if (s->mods.len == 1) {
        /* if(parallel: c) names its leaf */
        size_t j = 0;
        while (j < n && strcmp(ofe_omp_directive_name(leaf[j]->kind), s->mods.items[0].text) != 0) j++;
        if (j == n) {
          ofe_error(&ctx->diag, s->mods.items[0].loc, "directive name modifier '%s' is incorrect for '#pragma omp %s'",
                    s->mods.items[0].text, dn);
          break;
        }
        OfeOmpClauseSyntax *plain = ofe_arena_alloc(&ctx->arena, sizeof *plain);
        *plain = *s;
        plain->mods.len = 0;
        give(ctx, lists, j, plain);
        break;
      }
      for (size_t j = 0; j < n; j++)
        if (takes(ctx, leaf[j]->kind, s)) give(ctx, lists, j, s);
      if (outermost == n) give(ctx, lists, 0, s);
      break;
    case OMPC_NUM_TEAMS: case OMPC_THREAD_LIMIT:
      /* teams forms the league; a target leaf launches with the same numbers */
      if (innermost != n) give(ctx, lists, innermost, s);
      if (with_target && innermost != 0) give(ctx, lists, 0, s);
      if (innermost == n && !with_target) give(ctx, lists, 0, s);
      break;
    case OMPC_NOWAIT:
      /* a parallel region ends with its own barrier: a worksharing leaf inside one takes no
       * nowait (OpenMP 5.2 §17.3; clang-19 and gcc refuse `parallel for nowait`) */
      for (size_t j = 0; j < outermost && j < n; j++)
        if (leaf[j]->kind == OMPD_PARALLEL) outermost = n;
      give(ctx, lists, outermost == n ? 0 : outermost, s);
      break;
    case OMPC_EXTENSION:
      give(ctx, lists, outermost == n ? 0 : outermost, s);
      break;
    case OMPC_BIND:
      break; /* a loop leaf's binding is its place in the combined construct */
    case OMPC_ALLOCATE:
      /* with the private copies it allocates: the innermost leaf that privatizes */
      give(ctx, lists, body_leaf != n ? body_leaf : 0, s);
      break;
    default:
      give(ctx, lists, innermost == n ? 0 : innermost, s);
      break;
    }
  }
  return lists;
}

/* A threadprivate (or _Thread_local) variable is each thread's own already: it cannot be
 * made private, shared, reduced or linear, nor mapped (OpenMP 5.2 §5.2); clang-19's words,
 * its note at the threadprivate directive's name for it (or at the declaration). False after
 * the error. */
static bool thread_local_items_ok(OfeCtx *ctx, OfeOmpClauseKind k, const OfeOmpClause *c) {
  const char *what;
  switch (k) {
  case OMPC_PRIVATE: what = "private"; break;
  case OMPC_FIRSTPRIVATE: what = "firstprivate"; break;
  case OMPC_LASTPRIVATE: what = "lastprivate"; break;
  case OMPC_SHARED: what = "shared"; break;
  case OMPC_LINEAR: what = "linear"; break;
  case OMPC_REDUCTION: case OMPC_TASK_REDUCTION: case OMPC_IN_REDUCTION: what = "reduction"; break;
  case OMPC_MAP: what = NULL; break;
  default: return true;
  }
  for (size_t j = 0; j < c->items.len; j++) {
    const OfeDecl *v = c->items.items[j].var;
    if (!v || !v->canonical || !v->canonical->is_thread_local) continue;
    if (what) ofe_error(&ctx->diag, c->items.items[j].loc, "threadprivate or thread local variable cannot be %s", what);
    else ofe_error(&ctx->diag, c->items.items[j].loc, "threadprivate variables are not allowed in 'map' clause");
    ofe_note(&ctx->diag, v->canonical->threadprivate_loc.line ? v->canonical->threadprivate_loc : v->loc,
             "defined as threadprivate or thread local");
    return false;
  }
  return true;
}

/* The variables simd's aligned and nontemporal clauses name, each in one clause of its kind
 * (clang-19's rule and words), for the directive being checked. */
typedef struct SimdHintVars {
  const OfeDecl *var[64];
  OfeLoc loc[64];
  OfeOmpClauseKind kind[64];
  size_t n;
} SimdHintVars;

/* aligned(list[: alignment]) or nontemporal(list) on a simd construct: checked as clang-19
 * checks them (variables; aligned's of pointer or array type, its alignment a positive
 * constant, a power of two or ignored with a warning), then dropped: hints that LLVM's
 * vectorizer does without, kept aside in d->simd_hints for default(none). False after the error. */
static bool simd_hint_clause(OfeCtx *ctx, OfeOmpDirective *d, const OfeOmpClauseSyntax *s, SimdHintVars *seen) {
  OfeExprList names = s->args;
  if (s->name == OMPC_ALIGNED && s->mods.len) {
    names = (OfeExprList){0};
    for (size_t i = 0; i < s->mods.len; i++)
      ofe_expr_list_push(&ctx->arena, &names, ofe_sema_ident(ctx, s->mods.items[i].text, s->mods.items[i].loc, false));
    OfeConst v;
    const OfeExpr *a = s->args.len == 1 ? s->args.items[0] : NULL;
    if (!a || !ofe_const_eval(ctx, a, &v) || v.kind != CONST_INT) {
      ofe_error(&ctx->diag, a ? a->loc : s->loc, "expression is not an integer constant expression");
      return false;
    }
    if (!bounded_arg_ok(ctx, OMPC_ALIGNED, s->spelling, a)) return false;
    if (v.i & (v.i - 1))
      ofe_warn(&ctx->diag, OFE_W_OPENMP_CLAUSES, a->loc, "aligned clause will be ignored because the requested alignment is not a power of 2");
  } else if (s->mods.len) {
    ofe_error(&ctx->diag, s->mods.items[0].loc, "unexpected modifier in '%s' clause", s->spelling);
    return false;
  }
  OfeOmpClause *kept = ofe_arena_alloc(&ctx->arena, sizeof *kept);
  *kept = (OfeOmpClause){.kind = s->name, .loc = s->loc};
  for (size_t i = 0; i < names.len; i++) {
    OfeExpr *e = names.items[i];
    OfeDecl *base;
    if (!check_item(ctx, e, true, s->spelling, &base)) return false;
    ofe_vec_push(&ctx->arena, &kept->items, ((OfeMapItem){.expr = e, .var = base, .loc = e->loc}));
    const OfeType *t = base->type;
    if (s->name == OMPC_ALIGNED && t->kind != TY_PTR && t->kind != TY_ARRAY) {
      ofe_error(&ctx->diag, e->loc, "argument of aligned clause should be array or pointer, not '%s'", ofe_type_str(TY, base->type));
      ofe_note(&ctx->diag, base->loc, "'%s' defined here", base->name);
      return false;
    }
    for (size_t j = 0; j < seen->n; j++)
      if (seen->var[j] == base->canonical && seen->kind[j] == s->name) {
        ofe_error(&ctx->diag, e->loc, "a variable cannot appear in more than one %s clause", s->spelling);
        ofe_note(&ctx->diag, seen->loc[j], "defined as %s", s->spelling);
        return false;
      }
    if (seen->n < sizeof seen->var / sizeof *seen->var) {
      seen->var[seen->n] = base->canonical;
      seen->loc[seen->n] = e->loc;
      seen->kind[seen->n++] = s->name;
    }
  }
  ofe_vec_push(&ctx->arena, &d->simd_hints, kept);
  return true;
}

/* Converts and checks the clauses of an executable directive (one leaf of a combined one:
 * `dn` names the whole directive for messages). */
bool ofe_omp_directive_clauses(OfeCtx *ctx, OfeOmpDirective *d, OfeOmpClauseList *cl, const char *dn) {
  bool ok = true, seen_if = false, seen_device = false;
  unsigned defaultmap_categories = 0; /* bits: scalar, aggregate, pointer */
  OfeOmpClauseSet seen_once = {{0}};   /* clauses that may appear once */
  const OfeOmpClauseSyntax *atomic_kind = NULL; /* atomic: the first of read, write, ... compare */
  const OfeOmpClauseSyntax *fail_clause = NULL;  /* atomic: fail(...) */
  const OfeOmpClauseSyntax *weak_clause = NULL;  /* atomic: weak */
  const OfeOmpClauseSyntax *order_clause = NULL; /* atomic, flush: the memory order */
  const OfeOmpClauseSyntax *simdlen_clause = NULL; /* simd: simdlen(n), at most safelen */
  int64_t safelen = 0;                              /* simd: safelen(n)'s n, or 0 */
  SimdHintVars simd_hint_vars = {.n = 0};
  const OfeLoc *nonmonotonic_at = NULL;             /* schedule(nonmonotonic: ...)'s modifier */
  OfeOmpDirKind k = d->kind;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    OfeOmpClause *c = NULL;
    bool allowed = takes(ctx, k, s);
    /* a combined target construct maps what its other leaves reduce or make lastprivate or
     * linear, and launches with their number of teams */
    if (k == OMPD_TARGET && d->combined &&
        (s->name == OMPC_REDUCTION || s->name == OMPC_LASTPRIVATE || s->name == OMPC_LINEAR || s->name == OMPC_NUM_TEAMS))
      allowed = true;
    if (!allowed) {
      ofe_omp_clause_not_allowed(ctx, s, dn);
      ok = false;
      continue;
    }
    if (!ofe_omp_iterators_ok(s->iterators)) { /* depend's, affinity's: reported as they were read */
      ok = false;
      continue;
    }
    switch (s->name) {
    case OMPC_EXTENSION: c = ofe_omp_extension_clause(ctx, k, cl, i, dn); break;
    case OMPC_MAP: c = map_clause(ctx, k, s); break;
    case OMPC_TO: case OMPC_FROM: c = map_clause(ctx, k, s); break;
    case OMPC_IF:
      if (seen_if) {
        ofe_error(&ctx->diag, s->loc, "directive '#pragma omp %s' cannot contain more than one 'if' clause", dn);
        ok = false;
        continue;
      }
      seen_if = true;
      c = expr_clause(ctx, OMPC_IF, s, k);
      break;
    case OMPC_DEVICE:
      if (seen_device) {
        ofe_error(&ctx->diag, s->loc, "directive '#pragma omp %s' cannot contain more than one 'device' clause", dn);
        ok = false;
        continue;
      }
      seen_device = true;
      c = expr_clause(ctx, OMPC_DEVICE, s, k);
      break;
    case OMPC_NUM_TEAMS: case OMPC_THREAD_LIMIT: case OMPC_NUM_THREADS: case OMPC_FILTER: case OMPC_HINT: case OMPC_FINAL:
    case OMPC_PRIORITY: case OMPC_GRAINSIZE: case OMPC_NUM_TASKS: {
      OfeOmpClauseKind ck = s->name;
      if (!first_of_kind(ctx, &seen_once, s, dn)) {
        ok = false;
        continue;
      }
      c = expr_clause(ctx, ck, s, k);
      /* an unnamed critical is one lock, which one hint cannot describe; hint(0), none,
       * is accepted as gcc-12 does (clang-19 refuses it too) */
      OfeConst v;
      if (c && ck == OMPC_HINT && k == OMPD_CRITICAL && !(d->critical_name && *d->critical_name) &&
          ofe_const_eval(ctx, c->expr, &v) && v.kind == CONST_INT && v.i != 0) {
        ofe_error(&ctx->diag, s->loc, "the name of the construct must be specified in presence of 'hint' clause");
        c = NULL;
      }
      break;
    }
    case OMPC_LINEAR:
      c = linear_clause(ctx, s);
      if (c && k == OMPD_TARGET) {
        /* linear on a combined target construct: the variable is mapped tofrom (OpenMP 5.2
         * §5.4.6), so the value after the last iteration comes back */
        c->kind = OMPC_MAP;
        c->expr = NULL;
        for (size_t j = 0; j < c->items.len; j++) {
          c->items.items[j].type = MAP_TOFROM;
          c->items.items[j].implicit = true;
        }
      }
      break;
    case OMPC_COPYPRIVATE:
      c = list_clause(ctx, OMPC_COPYPRIVATE, s, true);
      for (size_t j = 0; c && j < c->items.len; j++)
        if (ofe_type_is_vla(c->items.items[j].var->type)) {
          ofe_error(&ctx->diag, c->items.items[j].loc, "a variable-length array in 'copyprivate' is not supported by ompfe");
          c = NULL;
        }
      break;
    case OMPC_COPYIN:
      c = list_clause(ctx, OMPC_COPYIN, s, true);
      for (size_t j = 0; c && j < c->items.len; j++)
        if (!c->items.items[j].var->canonical->is_thread_local) {
          ofe_error(&ctx->diag, c->items.items[j].loc, "copyin variable must be threadprivate");
          c = NULL;
        }
      break;
    case OMPC_ORDERED:
      /* ordered(n): a doacross loop nest of n loops (sema_omp_doacross.c) */
      c = s->has_parens ? collapse_clause(ctx, s) : new_clause(ctx, OMPC_ORDERED, s->loc);
      break;
    case OMPC_NOWAIT: case OMPC_UNTIED: case OMPC_MERGEABLE: case OMPC_NOGROUP: case OMPC_THREADS: case OMPC_SIMD: {
      /* clauses without arguments, each at most once */
      OfeOmpClauseKind ck = s->name;
      if (ofe_omp_clause_set_has(seen_once, ck))
        ofe_error(&ctx->diag, s->loc, "directive '#pragma omp %s' cannot contain more than one '%s' clause", dn, s->spelling);
      ofe_omp_clause_set_add(&seen_once, ck);
      if (ck == OMPC_NOWAIT && s->has_parens) {
        bool dropped = false;
        c = nowait_clause(ctx, s, k, dn, &dropped);
        if (dropped) continue; /* nowait(false): as if not written */
        break;
      }
      if (s->has_parens) {
        ofe_error(&ctx->diag, s->loc, "'%s' takes no arguments", s->spelling);
        ok = false;
        continue;
      }
      c = new_clause(ctx, ck, s->loc);
      break;
    }
    case OMPC_DOACROSS: c = ofe_omp_doacross_clause(ctx, s); break;
    case OMPC_DEPEND: {
      if (s->iterators && k == OMPD_ORDERED) {
        ofe_error(&ctx->diag, s->loc, "the 'iterator' modifier of the 'depend' clause of '#pragma omp %s' is not supported by ompfe", dn);
        ok = false;
        continue;
      }
      if (k == OMPD_ORDERED) { /* depend(source), depend(sink: vec) */
        c = ofe_omp_doacross_clause(ctx, s);
        break;
      }
      int dk = s->mods.len == 1 ? enumerator_named(s->mods.items[0].text, depend_kind_at) : -1;
      if (dk < 0) {
        ofe_error(&ctx->diag, s->loc, "expected dependence type 'in', 'out', 'inout', 'mutexinoutset', 'inoutset' or 'depobj' in 'depend' clause");
        ok = false;
        continue;
      }
      if (s->mods2.len) {
        /* the reserved locator omp_all_memory (tokens.c gives it a clause of its own) */
        if (dk != DEP_OUT && dk != DEP_INOUT) {
          ofe_error(&ctx->diag, s->mods2.items[0].loc, "reserved locator 'omp_all_memory' requires 'out' or 'inout' dependency types");
          ok = false;
          continue;
        }
        if (k == OMPD_DEPOBJ) {
          ofe_error(&ctx->diag, s->mods2.items[0].loc, "'omp_all_memory' in the 'depend' clause of '#pragma omp depobj' is not supported by ompfe");
          ok = false;
          continue;
        }
        c = new_clause(ctx, OMPC_DEPEND, s->loc);
        c->modifier = (unsigned)dk;
        c->flags = DEPEND_ALL_MEMORY;
        break;
      }
      OfeOmpClauseSyntax plain = *s;
      plain.mods.len = 0;
      if (k == OMPD_TASKWAIT && dk == DEP_MUTEXINOUTSET) {
        /* a taskwait is no task that could hold the mutual exclusion */
        ofe_error(&ctx->diag, s->mods.items[0].loc, "'mutexinoutset' modifier not allowed in 'depend' clause on 'taskwait' directive");
        ok = false;
        continue;
      }
      c = list_clause(ctx, OMPC_DEPEND, &plain, false);
      if (c && !check_depend_lengths(ctx, c)) c = NULL;
      if (c) c->modifier = (unsigned)dk;
      for (size_t j = 0; c && dk == DEP_DEPOBJ && j < c->items.len; j++)
        if (!ofe_omp_is_depend_object(c->items.items[j].expr)) {
          ofe_error(&ctx->diag, c->items.items[j].loc, "expected an lvalue expression of 'omp_depend_t' type in 'depend(depobj: ...)'");
          c = NULL;
        }
      if (c && dk == DEP_DEPOBJ && k == OMPD_DEPOBJ) {
        ofe_error(&ctx->diag, s->mods.items[0].loc, "'depobj' dependence type is not allowed in the depend clause of '#pragma omp depobj'");
        c = NULL;
      }
      break;
    }
    case OMPC_DETACH:
      if (!first_of_kind(ctx, &seen_once, s, dn)) {
        ok = false;
        continue;
      }
      c = detach_clause(ctx, s);
      break;
    case OMPC_AFFINITY:
      if (s->mods.len) {
        /* tokens.c refused iterator(...) */
        ofe_error(&ctx->diag, s->mods.items[0].loc, "expected 'iterator' in 'affinity' clause modifier");
        ok = false;
        continue;
      }
      c = list_clause(ctx, OMPC_AFFINITY, s, false);
      break;
    case OMPC_FAIL: {
      int order = s->mods.len == 1 && !s->args.len ? enumerator_named(s->mods.items[0].text, fail_order_at) : -1;
      if (order < 0) {
        ofe_error(&ctx->diag, s->mods.len ? s->mods.items[0].loc : s->loc, "expected 'seq_cst', 'acquire' or 'relaxed' in 'fail' clause");
        ok = false;
        continue;
      }
      if (d->atomic_fail_order) {
        ofe_error(&ctx->diag, s->loc, "directive '#pragma omp atomic' cannot contain more than one 'fail' clause");
        ok = false;
        continue;
      }
      static const int orders[] = {OFE_ORDER_SEQ_CST, OFE_ORDER_ACQUIRE, OFE_ORDER_RELAXED};
      d->atomic_fail_order = orders[order];
      fail_clause = s;
      continue;
    }
    case OMPC_FIRSTPRIVATE: case OMPC_PRIVATE: case OMPC_IS_DEVICE_PTR: case OMPC_HAS_DEVICE_ADDR: case OMPC_SHARED:
    case OMPC_LASTPRIVATE: {
      /* lastprivate(conditional: x): the value of the sequentially last iteration that
       * assigned x (sema_omp_constructs.c's conditional_lastprivates, worksharing.c) */
      bool conditional = s->mods.len == 1 && strcmp(s->mods.items[0].text, "conditional") == 0;
      if (s->mods.len && !conditional) {
        ofe_error(&ctx->diag, s->mods.items[0].loc, "expected 'conditional' in 'lastprivate' clause modifier");
        ok = false;
        continue;
      }
      if (conditional && k != OMPD_FOR && k != OMPD_SIMD && k != OMPD_SECTIONS && k != OMPD_TARGET) {
        ofe_error(&ctx->diag, s->mods.items[0].loc, "'lastprivate(conditional: ...)' on '#pragma omp %s' is not supported by ompfe", dn);
        ok = false;
        continue;
      }
      OfeOmpClauseSyntax unmodified = *s;
      unmodified.mods.len = 0;
      s = &unmodified;
      OfeOmpClauseKind ck = s->name;
      if (k == OMPD_TARGET && ck == OMPC_LASTPRIVATE) {
        /* lastprivate on a combined target construct: the variable is mapped tofrom */
        OfeOmpClauseSyntax plain = *s;
        plain.mods.len = 0;
        c = list_clause(ctx, OMPC_MAP, &plain, false);
        for (size_t j = 0; c && j < c->items.len; j++) {
          c->items.items[j].type = MAP_TOFROM;
          c->items.items[j].implicit = true;
        }
        break;
      }
      c = list_clause(ctx, ck, s, ck != OMPC_HAS_DEVICE_ADDR);
      if (c && ck == OMPC_HAS_DEVICE_ADDR && !items_name_whole_variables(ctx, c, s->spelling)) c = NULL;
      if (c && conditional) {
        c->flags |= LASTPRIVATE_CONDITIONAL;
        for (size_t j = 0; j < c->items.len; j++)
          if (!ofe_type_is_scalar(c->items.items[j].var->type) && c->items.items[j].var->type->unqual->kind != TY_COMPLEX) {
            /* C's scalar types include the complex ones (C11 6.2.5p21) */
            ofe_error(&ctx->diag, c->items.items[j].loc, "expected list item of scalar type in 'lastprivate' clause with 'conditional' modifier");
            c = NULL;
            break;
          }
      }
      for (size_t j = 0; c && (ck == OMPC_PRIVATE || ck == OMPC_FIRSTPRIVATE || ck == OMPC_LASTPRIVATE) && j < c->items.len; j++)
        if (!ofe_type_is_complete(c->items.items[j].var->type)) {
          ofe_error(&ctx->diag, c->items.items[j].loc, "a %s variable with incomplete type '%s'", s->spelling,
                    ofe_type_str(TY, c->items.items[j].var->type));
          c = NULL;
        } else if (ck != OMPC_FIRSTPRIVATE && is_const_object(c->items.items[j].var->type)) {
          /* OpenMP 5.2 §5.4.3, 5.4.5 (clang-19 checks it; gcc privatizes uninitialized) */
          ofe_error(&ctx->diag, c->items.items[j].loc, "const-qualified variable cannot be %s", s->spelling);
          c = NULL;
        } else if ((k == OMPD_TASK || k == OMPD_TASKLOOP) && ofe_type_is_vla(c->items.items[j].var->type)) {
          /* a task's copies live in the task, of a size fixed where it is compiled */
          ofe_error(&ctx->diag, c->items.items[j].loc, "a variable-length array in a '%s' clause of '#pragma omp %s' is not supported by ompfe",
                    s->spelling, dn);
          c = NULL;
        }
      if (c && ck == OMPC_IS_DEVICE_PTR)
        for (size_t j = 0; j < c->items.len; j++)
          if (c->items.items[j].var->type->kind != TY_PTR && c->items.items[j].var->type->kind != TY_ARRAY) {
            ofe_error(&ctx->diag, c->items.items[j].loc, "expected pointer, array, reference to pointer, or reference to array in 'is_device_ptr clause'");
            c = NULL;
            break;
          }
      break;
    }
    case OMPC_USE_DEVICE_PTR: case OMPC_USE_DEVICE_ADDR:
      c = list_clause(ctx, s->name, s, s->name == OMPC_USE_DEVICE_PTR);
      if (c && s->name == OMPC_USE_DEVICE_ADDR && !items_name_whole_variables(ctx, c, s->spelling)) c = NULL;
      if (c && s->name == OMPC_USE_DEVICE_PTR)
        for (size_t j = 0; j < c->items.len; j++)
          if (c->items.items[j].var->type->kind != TY_PTR) {
            ofe_error(&ctx->diag, c->items.items[j].loc, "expected pointer or reference to pointer in 'use_device_ptr' clause");
            c = NULL;
            break;
          }
      break;
    case OMPC_DEFAULTMAP: {
      int b = s->mods.len == 1 ? enumerator_named(s->mods.items[0].text, behaviour_at) : -1, cat = CAT_ALL;
      if (s->mods2.len == 1) cat = enumerator_named(s->mods2.items[0].text, category_at);
      else if (s->mods2.len > 1 || s->args.len) cat = -1;
      if (b < 0 || cat < 0) {
        ofe_error(&ctx->diag, s->loc, "expected 'defaultmap(behaviour[: category])' with a behaviour of 'alloc', 'to', 'from', 'tofrom', 'firstprivate', 'none', 'default' or 'present' and a category of 'scalar', 'aggregate' or 'pointer'");
        ok = false;
        continue;
      }
      unsigned cats = cat == CAT_ALL ? (1u << CAT_ALL) - 1 : 1u << cat;
      if (defaultmap_categories & cats) {
        ofe_error(&ctx->diag, s->loc, "at most one defaultmap clause for each variable-category can appear on the directive");
        ok = false;
        continue;
      }
      defaultmap_categories |= cats;
      c = new_clause(ctx, OMPC_DEFAULTMAP, s->loc);
      c->modifier = (unsigned)b;
      c->category = (OfeDefaultmapCategory)cat;
      break;
    }
    case OMPC_REDUCTION:
      if (k == OMPD_TARGET) {
        /* on a combined target construct the variable is mapped tofrom for the reduction */
        OfeOmpClauseSyntax plain = *s;
        plain.mods.len = 0;
        c = list_clause(ctx, OMPC_MAP, &plain, false);
        for (size_t j = 0; c && j < c->items.len; j++) {
          c->items.items[j].type = MAP_TOFROM;
          c->items.items[j].implicit = true;
        }
      } else {
        c = reduction_clause(ctx, OMPC_REDUCTION, s);
      }
      break;
    case OMPC_TASK_REDUCTION: c = reduction_clause(ctx, OMPC_TASK_REDUCTION, s); break;
    case OMPC_ALLOCATE: c = ofe_omp_allocate_clause(ctx, s); break;
    case OMPC_USES_ALLOCATORS: {
      bool fine;
      c = uses_allocators_clause(ctx, d, s, &fine);
      if (!c) {
        ok &= fine;
        continue;
      }
      break;
    }
    case OMPC_IN_REDUCTION:
      c = reduction_clause(ctx, OMPC_IN_REDUCTION, s);
      if (c && k == OMPD_TARGET) {
        /* the region works on the encountering thread's copy, mapped tofrom in the variable's place */
        OfeOmpClause *m = new_clause(ctx, OMPC_MAP, s->loc);
        for (size_t j = 0; j < c->items.len; j++) {
          OfeMapItem it = c->items.items[j];
          it.type = MAP_TOFROM;
          it.implicit = true;
          ofe_vec_push(&ctx->arena, &m->items, it);
        }
        ofe_vec_push(&ctx->arena, &d->clauses, m);
      }
      break;
    case OMPC_DEFAULT: case OMPC_PROC_BIND: {
      OfeOmpClauseKind ck = s->name;
      if (!first_of_kind(ctx, &seen_once, s, dn)) {
        ok = false;
        continue;
      }
      int v = s->name == OMPC_DEFAULT ? keyword_arg(ctx, s, default_kind_at, "'none', 'shared', 'private' or 'firstprivate'")
                                     : keyword_arg(ctx, s, proc_bind_at, "'primary', 'master', 'close' or 'spread'");
      if (v < 0) break;
      c = new_clause(ctx, ck, s->loc);
      c->modifier = (unsigned)v;
      break;
    }
    case OMPC_SCHEDULE: case OMPC_DIST_SCHEDULE:
      c = schedule_clause(ctx, s->name, s);
      for (size_t j = 0; c && j + 1 < s->mods.len; j++)
        if (strcmp(s->mods.items[j].text, "nonmonotonic") == 0) nonmonotonic_at = &s->mods.items[j].loc;
      break;
    case OMPC_COLLAPSE: case OMPC_SIMDLEN:
      c = collapse_clause(ctx, s);
      if (s->name == OMPC_SIMDLEN) simdlen_clause = s;
      break;
    case OMPC_SAFELEN: {
      /* a hint (the vectorizer keeps dependences whatever the width): checked, then dropped */
      if (!first_of_kind(ctx, &seen_once, s, dn)) {
        ok = false;
        continue;
      }
      OfeOmpClause *len = collapse_clause(ctx, s);
      if (!len) ok = false;
      else safelen = len->value;
      continue;
    }
    case OMPC_ALIGNED: case OMPC_NONTEMPORAL:
      if (!simd_hint_clause(ctx, d, s, &simd_hint_vars)) ok = false;
      continue;
    case OMPC_ORDER:
      /* counted even when the tokenizer refused its syntax, as clang-19 counts it */
      if (!first_of_kind(ctx, &seen_once, s, dn)) {
        ok = false;
        continue;
      }
      if (!ofe_omp_order_clause(ctx, d, s)) ok = false;
      continue;
    case OMPC_CANCEL_KIND:
      if (d->cancel_kind != OMPD_TARGET) {
        ofe_error(&ctx->diag, s->loc, "one construct type (parallel, for, sections or taskgroup) in '#pragma omp %s'", dn);
        ok = false;
        continue;
      }
      d->cancel_kind = strcmp(s->spelling, "parallel") == 0 ? OMPD_PARALLEL : strcmp(s->spelling, "for") == 0 ? OMPD_FOR
                       : strcmp(s->spelling, "sections") == 0 ? OMPD_SECTIONS : OMPD_TASKGROUP;
      continue;
    case OMPC_WEAK:
      if (s->has_parens) {
        ofe_error(&ctx->diag, s->loc, "'weak' takes no arguments");
        ok = false;
      }
      weak_clause = s;
      d->atomic_weak = true;
      continue;
    case OMPC_ATOMIC_KIND: case OMPC_MEMORY_ORDER:
      /* the form and memory order of an atomic construct; flush is a full fence whatever
       * its order */
      if (s->name == OMPC_ATOMIC_KIND) {
        /* one of read, write, update, capture, compare; compare may go with capture */
        bool compare = strcmp(s->spelling, "compare") == 0;
        bool capture = strcmp(s->spelling, "capture") == 0;
        if (atomic_kind && !(compare && strcmp(atomic_kind->spelling, "capture") == 0) &&
            !(capture && strcmp(atomic_kind->spelling, "compare") == 0)) {
          ofe_error(&ctx->diag, s->loc,
                    "directive '#pragma omp atomic' cannot contain more than one 'read', 'write', 'update', 'capture', or 'compare' clause");
          ofe_note(&ctx->diag, atomic_kind->loc, "'%s' clause used here", atomic_kind->spelling);
          ok = false;
          continue;
        }
        atomic_kind = s;
        if (compare) d->atomic_compare = true;
        else
          d->atomic_clause = strcmp(s->spelling, "read") == 0 ? OMPA_READ : strcmp(s->spelling, "write") == 0 ? OMPA_WRITE
                             : capture ? OMPA_CAPTURE : OMPA_UPDATE;
      } else {
        /* one memory order; flush's is acq_rel, release or acquire, or seq_cst (OpenMP 5.2,
         * gcc-12; clang-19 refuses it): a full fence whichever */
        bool flush = k == OMPD_FLUSH;
        if (flush && strcmp(s->spelling, "relaxed") == 0) {
          ofe_omp_clause_not_allowed(ctx, s, dn);
          ok = false;
          continue;
        }
        if (flush && s->args.len) {
          /* `flush acquire (x)`, OpenMP 5.2's order of the two: the list is not allowed with
           * a memory order either way (gcc-12 refuses it; clang-19 ignores the list) */
          ofe_error(&ctx->diag, s->args.items[0]->loc, "'flush' directive with memory order clause '%s' cannot have the list", s->spelling);
          ok = false;
          continue;
        }
        if (order_clause) {
          if (strcmp(order_clause->spelling, s->spelling) == 0)
            ofe_error(&ctx->diag, s->loc, "directive '#pragma omp %s' cannot contain more than one '%s' clause", dn, s->spelling);
          else
            ofe_error(&ctx->diag, s->loc, "directive '#pragma omp %s' cannot contain more than one %s clause", dn,
                      flush ? "'acq_rel', 'acquire' or 'release'" : "'seq_cst', 'relaxed', 'acq_rel', 'acquire' or 'release'");
          if (strcmp(order_clause->spelling, s->spelling) != 0)
            ofe_note(&ctx->diag, order_clause->loc, "'%s' clause used here", order_clause->spelling);
          ok = false;
          continue;
        }
        order_clause = s;
        d->atomic_order = strcmp(s->spelling, "seq_cst") == 0 ? OFE_ORDER_SEQ_CST
                          : strcmp(s->spelling, "acq_rel") == 0 ? OFE_ORDER_ACQ_REL
                          : strcmp(s->spelling, "release") == 0 ? OFE_ORDER_RELEASE
                          : strcmp(s->spelling, "acquire") == 0 ? OFE_ORDER_ACQUIRE : OFE_ORDER_RELAXED;
      }
      continue;
    default:
      ofe_omp_clause_not_allowed(ctx, s, dn);
      ok = false;
      continue;
    }
    /* from the list's own syntax: s may point at a modifier-free copy whose scope ended */
    if (c && !thread_local_items_ok(ctx, cl->items.items[i]->name, c)) c = NULL;
    if (!c) {
      ok = false;
      continue;
    }
    if (cl->items.items[i]->iterators) c->iterators = *cl->items.items[i]->iterators;
    ofe_vec_push(&ctx->arena, &d->clauses, c);
  }
  if ((k == OMPD_TARGET_ENTER_DATA || k == OMPD_TARGET_EXIT_DATA || k == OMPD_TARGET_DATA) && ok) {
    bool has_map = false;
    for (size_t i = 0; i < d->clauses.len; i++)
      has_map |= d->clauses.items[i]->kind == OMPC_MAP || d->clauses.items[i]->kind == OMPC_USE_DEVICE_PTR ||
                 d->clauses.items[i]->kind == OMPC_USE_DEVICE_ADDR;
    if (!has_map) {
      ofe_error(&ctx->diag, d->loc, "expected at least one %s clause for '#pragma omp %s'",
                k == OMPD_TARGET_DATA ? "'map', 'use_device_ptr', or 'use_device_addr'" : "'map'", dn);
      ok = false;
    }
  }
  if (ok && safelen && simdlen_clause && ofe_omp_find_clause(d, OMPC_SIMDLEN)->value > safelen) {
    ofe_error(&ctx->diag, simdlen_clause->args.items[0]->loc,
              "the value of 'simdlen' parameter must be less than or equal to the value of the 'safelen' parameter");
    ok = false;
  }
  if (ok && nonmonotonic_at && ofe_omp_find_clause(d, OMPC_ORDERED)) {
    /* ordered regions run in iteration order, which a nonmonotonic schedule gives up */
    ofe_error(&ctx->diag, *nonmonotonic_at, "'schedule' clause with 'nonmonotonic' modifier cannot be specified if an 'ordered' clause is specified");
    ok = false;
  }
  if (ok && ofe_omp_find_clause(d, OMPC_GRAINSIZE) && ofe_omp_find_clause(d, OMPC_NUM_TASKS)) {
    ofe_error(&ctx->diag, ofe_omp_find_clause(d, OMPC_NUM_TASKS)->loc, "'num_tasks' and 'grainsize' clause are mutually exclusive and may not appear on the same directive");
    ok = false;
  }
  if (ok && k == OMPD_ATOMIC && atomic_kind && order_clause && !d->atomic_compare &&
      ((d->atomic_clause == OMPA_READ && strcmp(order_clause->spelling, "release") == 0) ||
       (d->atomic_clause == OMPA_WRITE && strcmp(order_clause->spelling, "acquire") == 0))) {
    /* a read cannot release and a write cannot acquire (clang-19 and gcc-12 refuse both; an
     * update's acquire or release, and acq_rel on any, are OpenMP 5.1's and gcc-12 takes them) */
    ofe_error(&ctx->diag, atomic_kind->loc, "directive '#pragma omp atomic %s' cannot be used with '%s' clause", atomic_kind->spelling,
              order_clause->spelling);
    ofe_note(&ctx->diag, order_clause->loc, "'%s' clause used here", order_clause->spelling);
    ok = false;
  }
  if (ok && weak_clause && !d->atomic_compare) {
    ofe_error(&ctx->diag, weak_clause->loc, "expected 'compare' clause with the 'weak' modifier");
    ok = false;
  }
  if (ok && fail_clause && !d->atomic_compare) {
    ofe_error(&ctx->diag, fail_clause->loc, "the 'fail' clause requires the 'compare' clause on '#pragma omp atomic'");
    ok = false;
  }
  if (ok && ofe_omp_find_clause(d, OMPC_DETACH) && ofe_omp_find_clause(d, OMPC_MERGEABLE)) {
    /* at the later of the two, named first, as clang-19 reports it */
    const OfeOmpClause *earlier = NULL, *later = NULL;
    for (size_t i = 0; i < d->clauses.len; i++)
      if (d->clauses.items[i]->kind == OMPC_DETACH || d->clauses.items[i]->kind == OMPC_MERGEABLE) {
        if (!earlier) earlier = d->clauses.items[i];
        later = d->clauses.items[i];
      }
    bool detach_later = later->kind == OMPC_DETACH;
    ofe_error(&ctx->diag, later->loc, "'%s' and '%s' clause are mutually exclusive and may not appear on the same directive",
              detach_later ? "detach" : "mergeable", detach_later ? "mergeable" : "detach");
    ofe_note(&ctx->diag, earlier->loc, "'%s' clause is specified here", detach_later ? "mergeable" : "detach");
    ok = false;
  }
  if (ok && k == OMPD_TASKWAIT && ofe_omp_find_clause(d, OMPC_NOWAIT) && !ofe_omp_find_clause(d, OMPC_DEPEND)) {
    ofe_error(&ctx->diag, d->loc, "directive '#pragma omp taskwait' cannot use 'nowait' clause without 'depend' clause");
    ok = false;
  }
  if (ok && ofe_omp_find_clause(d, OMPC_COPYPRIVATE) && ofe_omp_find_clause(d, OMPC_NOWAIT)) {
    ofe_error(&ctx->diag, ofe_omp_find_clause(d, OMPC_NOWAIT)->loc, "the 'copyprivate' clause must not be used with the 'nowait' clause");
    ok = false;
  }
  if (ok && k == OMPD_TARGET && d->combined) {
    drop_implied_maps(ctx, d);
    drop_mapped_firstprivates(ctx, d);
  }
  for (size_t i = 0; ok && i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind == OMPC_TO || c->kind == OMPC_FROM || c->kind == OMPC_MAP) continue; /* check_item_shape's */
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeExpr *st = c->items.items[j].expr ? strided_section_in(c->items.items[j].expr) : NULL;
      if (!st) continue;
      ofe_error(&ctx->diag, st->loc, "a strided array section in '%s' clause is not supported by ompfe (only in 'to' and 'from' of '#pragma omp target update')",
                ofe_omp_clause_kind_name(c->kind));
      ok = false;
      break;
    }
  }
  if (ok) ok = check_list_conflicts(ctx, d);
  if (ok) ok = ofe_omp_check_allocate_items(ctx, d);
  if (k == OMPD_TARGET_UPDATE && ok) {
    bool has_motion = false;
    for (size_t i = 0; i < d->clauses.len; i++)
      has_motion |= d->clauses.items[i]->kind == OMPC_TO || d->clauses.items[i]->kind == OMPC_FROM;
    if (!has_motion) {
      ofe_error(&ctx->diag, d->loc, "expected at least one 'to' clause or 'from' clause specified to '#pragma omp target update'");
      ok = false;
    }
  }
  return ok;
}
