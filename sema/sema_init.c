/* sema_init: initializers (C11 §6.7.9). A brace list is walked with a cursor over the object
 * being initialized: a stack of (aggregate, position) levels. Designators reposition the
 * cursor from the braced object; an expression meeting an aggregate descends into it (brace
 * elision) unless it initializes the aggregate whole (a struct value, a string for a char
 * array). The result is flat: (offset, scalar type, converted expression) elements, where a
 * later initializer of the same bits replaces an earlier one (C11 6.7.9p19): a brace list
 * replaces all of its sub-object, a designator into a string only its character, another
 * member of a union all of the union. Designators may come in any order, so what a new element
 * overrides is found through an interval index over the live elements' bits, and overridden
 * elements are only marked dead until the end, which keeps the survivors in the order they came
 * (emission relies on a struct value coming before what overrides part of it). */
#include <stdlib.h>
#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"
#include "support/interval_index.h"

#define TY (&ctx->types)
#define MAX_DEPTH 64

typedef struct Level {
  OfeType *t;
  uint64_t off;
  int64_t idx;  /* array index or member index */
  bool elided;  /* entered by brace elision, at `first` (-Wmissing-braces) */
  OfeLoc first;
} Level;

typedef struct Cursor {
  Level lv[MAX_DEPTH];
  int depth;
  int64_t *max_index; /* arrays of unknown size at the top level: the largest index seen */
} Cursor;

/* The member a designator or list last chose in the union at off: choosing another one
 * replaces what the union held, all of it (as gcc and clang-19 do). */
typedef struct UnionPick {
  const OfeType *t;
  uint64_t off;
  int64_t idx;
} UnionPick;

typedef struct Builder {
  OfeCtx *ctx;
  OfeInit *init;
  /* kept from the first element that starts before the end of those before it on (an
   * initializer in order never needs them): */
  bool indexed;
  OFE_VEC(bool) dead;    /* per element of init: overridden, dropped by compact() at the end */
  OfeIntervalIndex live; /* the bits of the live elements, by index in init */
  OFE_VEC(UnionPick) unions;
  OfeIntervalIndex picks; /* the live picks, as bits [off * 8, off * 8 + 1), by index in unions */
  OfeIdVec found;         /* what the last search of an index found */
  uint64_t end_bits; /* end of the furthest element so far: a new element past it overlaps none */
  bool constant;
  bool failed;
  bool counting; /* sizing an unsized array: conversions and checks wait for the real layout */
  /* The GNU range designator being laid out (OfeInitElem.range_group, 0: none) and the slot
   * the next element takes; each pass over the range starts again at the same slot. */
  uint32_t range_group, range_slot, range_groups;
} Builder;

/* ---- initializer syntax constructors --------------------------------------------------- */

OfeInitSyntax *ofe_init_expr(OfeCtx *ctx, OfeExpr *e) {
  OfeInitSyntax *s = ofe_arena_alloc(&ctx->decl_scratch, sizeof *s);
  s->expr = e;
  s->loc = e->loc;
  return s;
}

OfeInitSyntax *ofe_init_list(OfeCtx *ctx, OfeLoc loc) {
  OfeInitSyntax *s = ofe_arena_alloc(&ctx->decl_scratch, sizeof *s);
  s->loc = loc;
  return s;
}

void ofe_init_list_add(OfeCtx *ctx, OfeInitSyntax *list, OfeInitItem *item) {
  ofe_vec_push(&ctx->decl_scratch, &list->items, *item);
}

OfeInitItem *ofe_init_item(OfeCtx *ctx, OfeInitSyntax *init) {
  OfeInitItem *it = ofe_arena_alloc(&ctx->decl_scratch, sizeof *it);
  it->init = init;
  return it;
}

void ofe_init_item_designator(OfeCtx *ctx, OfeInitItem *item, OfeDesignator d) {
  ofe_vec_push(&ctx->decl_scratch, &item->designators, d);
}

/* ---- elements ---------------------------------------------------------------------------- */

static uint64_t elem_bits_begin(const OfeInitElem *e) {
  return e->offset * 8 + (e->bitfield ? e->bitfield->bit_offset : 0);
}
static uint64_t elem_bits_end(const OfeInitElem *e) {
  return elem_bits_begin(e) + (e->bitfield ? e->bitfield->bit_width : ofe_sizeof(e->type) * 8);
}

static void index_elem(Builder *b, size_t i) {
  const OfeInitElem *e = &b->init->elems.items[i];
  ofe_vec_push(&b->ctx->decl_scratch, &b->dead, false);
  ofe_interval_insert(&b->live, elem_bits_begin(e), elem_bits_end(e), i);
}

static void push_elem(Builder *b, OfeInitElem el) {
  ofe_vec_push(&b->ctx->arena, &b->init->elems, el);
  if (b->indexed) index_elem(b, b->init->elems.len - 1);
}

static void kill_elem(Builder *b, size_t i) {
  b->dead.items[i] = true;
  ofe_interval_remove(&b->live, elem_bits_begin(&b->init->elems.items[i]), i);
}

/* Drops the dead elements, keeping the others in the order they came. */
static void compact(Builder *b) {
  if (!b->indexed) return;
  size_t w = 0;
  for (size_t i = 0; i < b->init->elems.len; i++)
    if (!b->dead.items[i]) b->init->elems.items[w++] = b->init->elems.items[i];
  b->init->elems.len = w;
}

static int by_id(const void *x, const void *y) {
  size_t a = *(const size_t *)x, c = *(const size_t *)y;
  return (a > c) - (a < c);
}

/* The ids of what overlaps bits [lo, hi) in ix, into b->found in the order they came (the
 * order a scan of everything would meet them in). */
static void search(Builder *b, const OfeIntervalIndex *ix, uint64_t lo, uint64_t hi) {
  b->found.len = 0;
  ofe_interval_overlapping(ix, lo, hi, &b->ctx->decl_scratch, &b->found);
  if (b->found.len > 1) qsort(b->found.items, b->found.len, sizeof *b->found.items, by_id);
}

/* The characters of string element x outside bits [lo, hi), as elements of their own: a
 * designator into a char array overrides one character of its string, not all of them. */
static void split_string(Builder *b, const OfeInitElem *x, uint64_t lo, uint64_t hi) {
  const OfeExpr *str = x->expr;
  OfeType *ct = x->type->base->unqual;
  unsigned cs = str->str.char_size;
  size_t len = str->str.len;
  if (x->type->array_len >= 0 && (int64_t)len > x->type->array_len) len = (size_t)x->type->array_len;
  for (size_t k = 0; k < len; k++) {
    uint64_t off = x->offset + k * cs;
    if (off * 8 + cs * 8 > lo && off * 8 < hi) continue;
    OfeWide v = 0;
    for (unsigned j = 0; j < cs; j++) v |= (OfeWide)(unsigned char)str->str.bytes[k * cs + j] << (8 * j);
    push_elem(b, (OfeInitElem){.offset = off, .type = ct, .expr = ofe_sema_int_value(b->ctx, v, ct, str->loc)});
  }
}

/* A struct or union value that initializes a sub-object whole (a copy at run time). */
static bool is_copy(const OfeInitElem *x) { return x->expr && !x->bitfield && ofe_type_is_record(x->type); }

/* Drops what lies in bits [lo, hi): a later initializer of those bits replaces it. A copy
 * that extends past them stays, and what comes after it overrides part of it, as clang-19
 * does (gcc drops the copy); bits [zlo, hi) the new initializer leaves alone are then zeroed
 * with bytes of their own, since the copy would otherwise show through. */
static void clear_bits(Builder *b, uint64_t lo, uint64_t hi, uint64_t zlo) {
  if (lo >= b->end_bits || lo >= hi) return;
  if (!b->indexed) { /* the first element out of order: index them all from now on */
    b->indexed = true;
    for (size_t i = 0; i < b->init->elems.len; i++) index_elem(b, i);
  }
  uint64_t clo = UINT64_MAX, chi = 0; /* the kept copies' bits */
  OfeLoc loc = {0};
  search(b, &b->live, lo, hi);
  for (size_t i = 0; i < b->found.len; i++) {
    OfeInitElem x = b->init->elems.items[b->found.items[i]]; /* a copy: split_string pushes */
    uint64_t xlo = elem_bits_begin(&x), xhi = elem_bits_end(&x);
    bool partial = xlo < lo || xhi > hi;
    if (partial && is_copy(&x)) {
      if (xlo < clo) clo = xlo;
      if (xhi > chi) chi = xhi;
      loc = x.expr->loc;
      continue;
    }
    kill_elem(b, b->found.items[i]);
    if (partial && x.expr && x.expr->kind == E_STRING && x.type->kind == TY_ARRAY) split_string(b, &x, lo, hi);
  }
  OfeType *byte = b->ctx->types.uchar;
  for (uint64_t at = (zlo > clo ? zlo : clo) / 8, end = (hi < chi ? hi : chi) / 8; at < end; at++)
    push_elem(b, (OfeInitElem){.offset = at, .type = byte, .expr = ofe_sema_int_value(b->ctx, 0, byte, loc)});
}

static void add_elem(Builder *b, uint64_t off, OfeType *t, OfeExpr *e, const OfeMember *bf) {
  OfeCtx *ctx = b->ctx;
  OfeInitElem el = {.offset = off, .type = t, .expr = e, .bitfield = bf};
  if (b->range_group) {
    el.range_group = b->range_group;
    el.range_slot = b->range_slot++;
  }
  uint64_t lo = elem_bits_begin(&el), hi = elem_bits_end(&el);
  if (b->constant && !b->counting && e && !(e->kind == E_STRING && t->kind == TY_ARRAY)) {
    OfeConst c = {0};
    long double re, im;
    OfeWide ire, iim;
    const OfeType *et = e->type->unqual;
    bool complex_ok = et->kind == TY_COMPLEX && (ofe_type_is_integer(et->base) ? ofe_const_eval_complex_int(ctx, e, &ire, &iim)
                                                                              : ofe_const_eval_complex(ctx, e, &re, &im));
    if (!complex_ok && !ofe_const_eval_initializer(ctx, e, &c) && e->type->kind != TY_ERROR) {
      /* const_eval's quad_fits: __float128 arithmetic that long double cannot hold is not folded */
      ofe_error(&ctx->diag, e->loc, "initializer element is not a compile-time constant%s",
                e->type->unqual->kind == TY_FLOAT128 ? " (ompfe folds '__float128' arithmetic only where long double holds the result exactly)" : "");
      b->failed = true;
      return;
    }
    if (c.kind == CONST_ADDR && (bf || c.tls || ofe_sizeof(t) != (c.size ? c.size : 8))) {
      ofe_error(&ctx->diag, e->loc, "initializer element is not a compile-time constant");
      b->failed = true;
      return;
    }
  }
  uint64_t zlo = hi; /* a string writes only its characters */
  if (e && e->kind == E_STRING && t->kind == TY_ARRAY) {
    uint64_t n = e->str.len * e->str.char_size * 8;
    if (lo + n < hi) zlo = lo + n;
  }
  clear_bits(b, lo, hi, zlo);
  if (hi > b->end_bits) b->end_bits = hi;
  push_elem(b, el);
}

/* A brace list (or a GNU compound literal's elements) for the object (t at off) initializes
 * all of it: what earlier initializers put there goes (C11 6.7.9p19). */
static void clear_object(Builder *b, const OfeType *t, uint64_t off) {
  clear_bits(b, off * 8, (off + ofe_sizeof(t)) * 8, off * 8);
}

/* Member idx of the union (t at off) is the one initialized now; if another one was, the
 * union's earlier contents go. */
static void pick_union_member(Builder *b, const OfeType *t, uint64_t off, int64_t idx) {
  UnionPick *p = NULL;
  if (off * 8 < b->end_bits) { /* else nothing there yet: no pick to look up */
    search(b, &b->picks, off * 8, off * 8 + 1);
    for (size_t i = b->found.len; i-- > 0 && !p;)
      if (b->unions.items[b->found.items[i]].t == t) p = &b->unions.items[b->found.items[i]];
  }
  if (!p) {
    ofe_vec_push(&b->ctx->decl_scratch, &b->unions, ((UnionPick){t, off, idx}));
    ofe_interval_insert(&b->picks, off * 8, off * 8 + 1, b->unions.len - 1);
    return;
  }
  if (p->idx != idx) clear_object(b, t, off);
  p->idx = idx;
}

/* A struct or union value for the object (t at off): the members picked in its unions before
 * are no longer the ones it holds, and a later pick overrides the value only in part. */
static void forget_union_picks(Builder *b, const OfeType *t, uint64_t off) {
  if (off * 8 >= b->end_bits) return;
  search(b, &b->picks, off * 8, (off + ofe_sizeof(t)) * 8);
  for (size_t i = 0; i < b->found.len; i++) {
    size_t k = b->found.items[i];
    ofe_interval_remove(&b->picks, b->unions.items[k].off * 8, k);
  }
}

/* ---- the cursor -------------------------------------------------------------------------- */

static bool is_char_array(const OfeType *t) {
  return t->kind == TY_ARRAY && ofe_type_is_integer(t->base) && t->base->size <= 4 &&
         (t->base->size == 1 || t->base->kind != TY_BOOL);
}

static const OfeMember *member_at(const OfeType *rec, int64_t idx) {
  const OfeRecord *r = rec->record;
  return idx >= 0 && (size_t)idx < r->members.len ? &r->members.items[idx] : NULL;
}

/* Skips unnamed bit-fields, which take no initializer. */
static int64_t next_member(const OfeType *rec, int64_t idx) {
  const OfeRecord *r = rec->record;
  while ((size_t)idx < r->members.len && r->members.items[idx].is_bitfield && !r->members.items[idx].name) idx++;
  return idx;
}

/* A type whose brace list lists sub-objects: an aggregate, or a GNU vector, whose elements a
 * list gives in order as an array's (brace elision included, as gcc and clang-19 do). */
static bool has_elements(const OfeType *t) { return ofe_type_is_aggregate(t) || t->kind == TY_VECTOR; }

/* An initializer expression of t's own type: a struct or vector value initializes it whole. */
static bool initializes_whole(const OfeType *t, const OfeExpr *e) {
  return (ofe_type_is_record(t) || t->kind == TY_VECTOR) && ofe_type_compatible(t->unqual, e->type->unqual);
}

/* The sub-object at the cursor's top level; false when that level is full. */
static bool current(Cursor *c, OfeType **t, uint64_t *off, const OfeMember **bf) {
  Level *l = &c->lv[c->depth - 1];
  *bf = NULL;
  if (l->t->kind == TY_ARRAY || l->t->kind == TY_VECTOR) {
    if (l->t->array_len >= 0 && l->idx >= l->t->array_len) return false;
    *t = l->t->base;
    *off = l->off + (uint64_t)l->idx * ofe_sizeof(l->t->base);
    return true;
  }
  if (ofe_type_is_record(l->t)) {
    const OfeMember *m = member_at(l->t, l->idx);
    if (!m) return false;
    *t = m->type;
    *off = l->off + m->offset;
    if (m->is_bitfield) *bf = m;
    return true;
  }
  return false;
}

static void advance(Cursor *c) {
  Level *l = &c->lv[c->depth - 1];
  if (ofe_type_is_record(l->t)) {
    if (l->t->kind == TY_UNION) l->idx = (int64_t)l->t->record->members.len; /* full */
    else l->idx = next_member(l->t, l->idx + 1);
  } else {
    l->idx++;
  }
  if (c->depth == 1 && c->max_index && l->t->kind == TY_ARRAY && l->idx > *c->max_index) *c->max_index = l->idx;
}

static void push_level(Cursor *c, OfeType *t, uint64_t off) {
  Level *l = &c->lv[c->depth++];
  l->t = t;
  l->off = off;
  l->idx = ofe_type_is_record(t) ? next_member(t, 0) : 0;
  l->elided = false;
}

/* The cursor's sub-object is about to be initialized: so are the members it lies in, of the
 * unions on its path. */
static void pick_path(Builder *b, const Cursor *c) {
  for (int i = 0; i < c->depth; i++)
    if (c->lv[i].t->kind == TY_UNION) pick_union_member(b, c->lv[i].t, c->lv[i].off, c->lv[i].idx);
}

/* ---- the walk ---------------------------------------------------------------------------- */

static void init_object(Builder *b, OfeType *t, uint64_t off, const OfeMember *bf, OfeInitSyntax *s);
static void init_braced(Builder *b, OfeType *t, uint64_t off, OfeInitSyntax *list, int64_t *max_index);

static void init_string(Builder *b, OfeType *t, uint64_t off, OfeExpr *str) {
  OfeCtx *ctx = b->ctx;
  unsigned csize = (unsigned)t->base->size;
  if (str->str.char_size != csize) {
    ofe_error(&ctx->diag, str->loc, "initializing '%s' with a string literal of another character width", ofe_type_str(TY, t));
    b->failed = true;
    return;
  }
  if (t->array_len >= 0 && (int64_t)str->str.len - 1 > t->array_len)
    ofe_warn(&ctx->diag, OFE_W_EXCESS_INITIALIZERS, str->loc, "initializer-string for char array is too long");
  add_elem(b, off, t, str, NULL);
}

/* A string literal, possibly parenthesized, as the whole initializer of a char array. */
static OfeExpr *string_for(OfeType *t, OfeInitSyntax *s) {
  if (!is_char_array(t)) return NULL;
  if (s->expr && s->expr->kind == E_STRING) return s->expr;
  if (!s->expr && s->items.len == 1 && !s->items.items[0].designators.len && s->items.items[0].init->expr &&
      s->items.items[0].init->expr->kind == E_STRING)
    return s->items.items[0].init->expr;
  return NULL;
}

static void init_scalar(Builder *b, OfeType *t, uint64_t off, const OfeMember *bf, OfeExpr *e) {
  OfeExpr *v = b->counting ? e : ofe_sema_assign_convert(b->ctx, e, t, "initializing", e->loc);
  if (v->type->kind == TY_ERROR) {
    b->failed = true;
    return;
  }
  add_elem(b, off, t->unqual, v, bf);
}

/* Initializes the object (t at off) from one initializer that is not part of an enclosing
 * elided list: a brace list, a string, a struct value, or a scalar. */
static void init_object(Builder *b, OfeType *t, uint64_t off, const OfeMember *bf, OfeInitSyntax *s) {
  OfeCtx *ctx = b->ctx;
  OfeExpr *str = string_for(t, s);
  if (str) {
    init_string(b, t, off, str);
    return;
  }
  if (!s->expr) {
    if (has_elements(t)) {
      clear_object(b, t, off);
      init_braced(b, t, off, s, NULL);
    } else if (s->items.len == 0) {
      add_elem(b, off, t->unqual, ofe_sema_convert(ctx, ofe_sema_int_value(ctx, 0, TY->int_, s->loc), t), bf);
    } else {
      if (s->items.len > 1) ofe_warn(&ctx->diag, OFE_W_EXCESS_INITIALIZERS, s->items.items[1].init->loc, "excess elements in scalar initializer");
      init_object(b, t, off, bf, s->items.items[0].init);
    }
    return;
  }
  OfeExpr *e = ofe_sema_rvalue(ctx, s->expr);
  if (initializes_whole(t, e)) {
    if (b->constant && e->kind == E_COMPOUND_LIT && e->compound.decl->init) {
      /* GNU: a static object initialized from a compound literal takes its elements */
      const OfeInit *src = e->compound.decl->init;
      clear_object(b, t, off);
      for (size_t i = 0; i < src->elems.len; i++) {
        const OfeInitElem *el = &src->elems.items[i];
        add_elem(b, off + el->offset, el->type, el->expr, el->bitfield);
      }
      return;
    }
    forget_union_picks(b, t, off);
    add_elem(b, off, t->unqual, e, NULL);
    return;
  }
  if (t->kind == TY_ARRAY) {
    ofe_error(&ctx->diag, s->loc, "array initializer must be an initializer list%s", is_char_array(t) ? " or string literal" : "");
    b->failed = true;
    return;
  }
  if (ofe_type_is_record(t)) {
    ofe_error(&ctx->diag, s->loc, "initializing '%s' with an expression of incompatible type '%s'", ofe_type_str(TY, t),
              ofe_type_str(TY, e->type));
    b->failed = true;
    return;
  }
  init_scalar(b, t, off, bf, s->expr);
}

static bool init_designated(Builder *b, Cursor *c, OfeInitItem *it);

/* A GNU range [lo ... hi]'s hi, lo being the index the level l is at: an empty range or one
 * past the array's end is an error (as in gcc and clang-19). */
static bool range_end(Builder *b, const Level *l, const OfeDesignator *d, int64_t *hi) {
  OfeCtx *ctx = b->ctx;
  if (!ofe_sema_const_int(ctx, d->index_hi, hi, "array designator")) return false;
  if (*hi < l->idx) {
    ofe_error(&ctx->diag, d->index_hi->loc, "array designator range [%lld, %lld] is empty", (long long)l->idx, (long long)*hi);
    return false;
  }
  if (l->t->array_len >= 0 && *hi >= l->t->array_len) {
    ofe_error(&ctx->diag, d->index_hi->loc, "array designator index (%lld) exceeds array bounds", (long long)*hi);
    return false;
  }
  return true;
}

/* Sets the range level (at depth) to index k, for one pass over the range: the elements it
 * gives take the slots the first pass took. */
static void range_pass(Builder *b, Cursor *c, int depth, int64_t k, uint32_t first_slot) {
  c->depth = depth;
  c->lv[depth - 1].idx = k;
  b->range_slot = first_slot;
  if (depth == 1 && c->max_index && k + 1 > *c->max_index) *c->max_index = k + 1;
}

/* Moves the cursor to the object designators [from, end) of the item name (from 0: relative
 * to level 0). A range before other designators ([0 ... 2].x) names an object in each of its
 * elements: all but the last are initialized here, the cursor is left at the last. */
static bool designate(Builder *b, Cursor *c, OfeInitItem *it, size_t from) {
  OfeCtx *ctx = b->ctx;
  if (from == 0) c->depth = 1;
  for (size_t i = from; i < it->designators.len; i++) {
    const OfeDesignator *d = &it->designators.items[i];
    Level *l = &c->lv[c->depth - 1];
    if (i > 0) {
      OfeType *t;
      uint64_t off;
      const OfeMember *bf;
      if (!current(c, &t, &off, &bf)) return false;
      if (!ofe_type_is_aggregate(t)) {
        ofe_error(&ctx->diag, d->loc, "designator into a non-aggregate type '%s'", ofe_type_str(TY, t));
        return false;
      }
      push_level(c, t, off);
      l = &c->lv[c->depth - 1];
    }
    if (d->is_field) {
      if (!ofe_type_is_record(l->t)) {
        ofe_error(&ctx->diag, d->loc, "field designator '%s' used for non-struct type '%s'", d->field, ofe_type_str(TY, l->t));
        return false;
      }
      /* find the member, descending through anonymous members */
      for (;;) {
        long at = ofe_record_holder(l->t, d->field);
        if (at < 0) {
          ofe_error(&ctx->diag, d->loc, "field designator '%s' does not refer to any field in type '%s'", d->field,
                    ofe_type_str(TY, l->t));
          return false;
        }
        l->idx = at;
        const OfeMember *am = member_at(l->t, at);
        if (am->name) break; /* else the anonymous member that holds it */
        push_level(c, am->type, l->off + am->offset);
        l = &c->lv[c->depth - 1];
      }
    } else {
      if (l->t->kind != TY_ARRAY) {
        ofe_error(&ctx->diag, d->loc, "array designator used for non-array type '%s'", ofe_type_str(TY, l->t));
        return false;
      }
      int64_t idx;
      if (!ofe_sema_const_int(ctx, d->index, &idx, "array designator")) return false;
      if (idx < 0 || (l->t->array_len >= 0 && idx >= l->t->array_len)) {
        ofe_error(&ctx->diag, d->loc, "array designator index (%lld) exceeds array bounds", (long long)idx);
        return false;
      }
      l->idx = idx;
      /* the array holds idx + 1 elements, also when a member designator follows ([2].x) */
      if (c->depth == 1 && c->max_index && idx + 1 > *c->max_index) *c->max_index = idx + 1;
      if (d->index_hi && i + 1 < it->designators.len) {
        int64_t hi;
        if (!range_end(b, l, d, &hi)) return false;
        int depth = c->depth;
        uint32_t first_slot = b->range_slot;
        for (int64_t k = idx; k < hi; k++) {
          range_pass(b, c, depth, k, first_slot);
          if (!designate(b, c, it, i + 1) || !init_designated(b, c, it)) return false;
        }
        range_pass(b, c, depth, hi, first_slot);
      }
    }
  }
  return true;
}

/* Initializes the object the cursor is at, which the item's designators name, from the
 * item's initializer, in each element when the last designator is a GNU range [lo ... hi]
 * (the cursor left at hi). */
static bool init_designated(Builder *b, Cursor *c, OfeInitItem *it) {
  const OfeDesignator *last = &it->designators.items[it->designators.len - 1];
  int depth = c->depth;
  int64_t lo = c->lv[depth - 1].idx, hi = lo;
  if (last->index_hi && !range_end(b, &c->lv[depth - 1], last, &hi)) return false;
  uint32_t first_slot = b->range_slot;
  for (int64_t k = lo; k <= hi && !b->failed; k++) {
    range_pass(b, c, depth, k, first_slot);
    OfeType *et;
    uint64_t eo;
    const OfeMember *bf;
    if (!current(c, &et, &eo, &bf)) break;
    pick_path(b, c);
    init_object(b, et, eo, bf, it->init);
  }
  return !b->failed;
}

/* Whether a designator of the item is a GNU range [lo ... hi]. */
static bool has_range(const OfeInitItem *it) {
  for (size_t i = 0; i < it->designators.len; i++)
    if (it->designators.items[i].index_hi) return true;
  return false;
}

/* `{0}`: the idiom for "all zero", exempt from -Wmissing-braces and -Wmissing-field-initializers
 * (as in clang-19). */
static bool zero_idiom(const OfeInitSyntax *list) {
  if (list->items.len != 1 || list->items.items[0].designators.len) return false;
  const OfeExpr *x = list->items.items[0].init->expr;
  return x && x->kind == E_INT && x->i.value == 0;
}

/* A struct's (sub-)list that stops before its last field, at the list's end
 * (-Wmissing-field-initializers, as clang-19 gives it: not for designated lists). */
static void warn_missing_field(OfeCtx *ctx, const Level *l, const OfeInitSyntax *list) {
  if (l->t->kind != TY_STRUCT) return;
  const OfeMember *m = member_at(l->t, l->idx);
  if (m && m->name && !(m->type->kind == TY_ARRAY && m->type->array_len < 0))
    ofe_warn(&ctx->diag, OFE_W_MISSING_FIELD_INITIALIZERS, list->end_loc, "missing field '%s' initializer", m->name);
}

/* Leaves the innermost level, one that brace elision or a designator (.r.lo, a member of an
 * anonymous one) entered: clang-19 reports the elided braces (and, when the list ended inside
 * it, its missing field) as the sub-object ends; a designated one has no braces to elide. */
static void leave_elided(OfeCtx *ctx, Cursor *c, const OfeInitSyntax *list, bool check_field, bool zero) {
  const Level *l = &c->lv[c->depth - 1];
  if (!zero && check_field) warn_missing_field(ctx, l, list);
  /* clang-19 does not ask for a vector's braces */
  if (!zero && l->elided && l->t->kind != TY_VECTOR) ofe_warn(&ctx->diag, OFE_W_MISSING_BRACES, l->first, "suggest braces around initialization of subobject");
  c->depth--;
}

static void init_braced(Builder *b, OfeType *t, uint64_t off, OfeInitSyntax *list, int64_t *max_index) {
  OfeCtx *ctx = b->ctx;
  Cursor c = {.depth = 0, .max_index = max_index};
  bool designated = false, zero = zero_idiom(list);
  for (size_t i = 0; i < list->items.len; i++) designated |= list->items.items[i].designators.len != 0;
  push_level(&c, t, off);
  if (ofe_type_is_record(t) && !t->record->complete) {
    ofe_error(&ctx->diag, list->loc, "variable has incomplete type '%s'", ofe_type_str(TY, t));
    b->failed = true;
    return;
  }
  for (size_t i = 0; i < list->items.len && !b->failed; i++) {
    OfeInitItem *it = &list->items.items[i];
    bool new_group = false;
    if (it->designators.len) {
      while (c.depth > 1) leave_elided(ctx, &c, list, false, zero);
      /* GNU [lo ... hi] = x: the same initializer for each index of the range, x evaluated
       * once (a range inside x's braces belongs to the enclosing range's group) */
      new_group = has_range(it) && !b->range_group;
      if (new_group) {
        b->range_group = ++b->range_groups;
        b->range_slot = 0;
      }
      bool ok = designate(b, &c, it, 0);
      bool last_range = it->designators.items[it->designators.len - 1].index_hi != NULL;
      if (ok && last_range) ok = init_designated(b, &c, it);
      if (!ok) {
        b->failed = true;
        return;
      }
      if (last_range) {
        if (new_group) b->range_group = 0;
        advance(&c);
        continue;
      }
      /* else the last pass of a range before other designators goes on as an item without */
    }
    /* find the sub-object for this item, descending for brace elision */
    for (;;) {
      OfeType *et;
      uint64_t eo;
      const OfeMember *bf;
      if (!current(&c, &et, &eo, &bf)) {
        if (c.depth > 1) {
          leave_elided(ctx, &c, list, false, zero);
          advance(&c);
          continue;
        }
        ofe_warn(&ctx->diag, OFE_W_EXCESS_INITIALIZERS, it->init->loc, "excess elements in %s initializer",
                    t->kind == TY_ARRAY ? "array" : t->kind == TY_VECTOR ? "vector" : t->kind == TY_UNION ? "union" : "struct");
        if (new_group) b->range_group = 0;
        return;
      }
      if (has_elements(et) && it->init->expr && !string_for(et, it->init)) {
        OfeExpr *e = ofe_sema_rvalue(ctx, it->init->expr);
        bool whole = initializes_whole(et, e);
        if (!whole) {
          if (c.depth == MAX_DEPTH) {
            ofe_error(&ctx->diag, it->init->loc, "initializer nesting too deep");
            b->failed = true;
            return;
          }
          if (ofe_type_is_record(et) && !et->record->members.len) { /* empty struct: nothing to fill */
            advance(&c);
            continue;
          }
          push_level(&c, et, eo);
          c.lv[c.depth - 1].elided = true;
          c.lv[c.depth - 1].first = it->init->loc;
          continue;
        }
      }
      pick_path(b, &c);
      init_object(b, et, eo, bf, it->init);
      advance(&c);
      break;
    }
    if (new_group) b->range_group = 0;
  }
  if (b->failed) return;
  while (c.depth > 1) {
    leave_elided(ctx, &c, list, !designated, zero);
    advance(&c);
  }
  if (!zero && !designated && list->items.len) warn_missing_field(ctx, &c.lv[0], list);
}

/* A builder for init, with nothing laid out yet. */
static Builder builder(OfeCtx *ctx, OfeInit *init, bool constant) {
  Builder b = {.ctx = ctx, .init = init, .constant = constant};
  init->elems.len = 0;
  ofe_interval_index_init(&b.live, &ctx->decl_scratch);
  ofe_interval_index_init(&b.picks, &ctx->decl_scratch);
  return b;
}

OfeInit *ofe_sema_layout_init(OfeCtx *ctx, OfeType **type, OfeInitSyntax *init, bool constant) {
  OfeType *t = *type;
  Builder b = builder(ctx, ofe_arena_alloc(&ctx->arena, sizeof(OfeInit)), constant);
  bool unsized = t->kind == TY_ARRAY && t->array_len < 0 && !t->vla_len;
  if (unsized) {
    OfeExpr *str = string_for(t, init);
    int64_t n;
    if (str) {
      n = (int64_t)str->str.len;
    } else if (init->expr) {
      ofe_error(&ctx->diag, init->loc, "array initializer must be an initializer list");
      return NULL;
    } else {
      /* count the elements with an array one longer than any can be, then lay out for real */
      int64_t max_index = 0;
      uint64_t elem_size = ofe_sizeof(t->base) ? ofe_sizeof(t->base) : 1;
      OfeType *probe = ofe_type_array(TY, t->base, (int64_t)(OFE_OBJECT_SIZE_LIMIT / elem_size + 1));
      b.counting = true;
      init_braced(&b, probe, 0, init, &max_index);
      if (b.failed) return NULL;
      n = max_index;
      b = builder(ctx, b.init, constant);
    }
    if (ofe_array_too_large(t->base, (uint64_t)n)) {
      ofe_error(&ctx->diag, init->loc, "array is too large (%lld elements)", (long long)n);
      return NULL;
    }
    t = ofe_type_array(TY, t->base, n);
    if ((*type)->quals) t = ofe_type_qualified(TY, t, (*type)->quals);
    *type = t;
  }
  if (!ofe_type_is_complete(t)) {
    ofe_error(&ctx->diag, init->loc, "variable has incomplete type '%s'", ofe_type_str(TY, t));
    return NULL;
  }
  init_object(&b, t, 0, NULL, init);
  if (b.failed) return NULL;
  compact(&b);
  b.init->zero_fill = true;
  return b.init;
}
