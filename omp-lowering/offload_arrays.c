/* offload_arrays: from list items and captures to (base, begin, size, map type) entries and
 * the arrays that carry them to the runtime. What clang-19 emits for each form is in
 * test/e2e/data/MAPTYPES.md; the rules, in short:
 *  - the list items of one variable form a group, each kind in clause order: `present` ones
 *    first, then those that copy, then `alloc` (on exit data: `release`/`delete` first), so
 *    that the entry that creates (or removes) the mapping is the one that copies (§3);
 *  - the base pointer is the variable's address, or its value when the item goes through the
 *    pointer variable (p[0:n], ps->x); a pointer variable that is global or mapped itself is
 *    attached instead: {&p, p + lo, size} PTR_AND_OBJ (§5);
 *  - members of a structure (several, or any with a section or a pointee) get a parent entry
 *    from the lowest to the end of the highest (the correct span, also for nested structures,
 *    where clang-19 is wrong: §8) and follow it with MEMBER_OF(parent); a pointer member's
 *    pointee is PTR_AND_OBJ based at the pointer (§5), after the copies of the structure or
 *    the pointer, whatever the clause order (where clang-19 is wrong on target: §5);
 *  - the first entry of a captured variable is the kernel parameter (TARGET_PARAM), preceded
 *    by the lengths of its variable-length dimensions as literals;
 *  - sizes known only at run time go into a local copy of the constant size array (§4). */
#include "omp-lowering/offload_arrays.h"

#include "sema/map_items.h"
#include "omp-lowering/mapper.h"
#include "omp-lowering/rtl.h"
#include "runtime-abi/abi.h"

#define MB (&e->mb)

/* The map-type bits of a map item (type and modifiers). */
static uint64_t map_type_bits(const OfeMapItem *m) {
  uint64_t bits = 0;
  switch (m->type) {
  case MAP_TO: bits = OFE_MAP_TO; break;
  case MAP_FROM: bits = OFE_MAP_FROM; break;
  case MAP_TOFROM: bits = OFE_MAP_TO | OFE_MAP_FROM; break;
  case MAP_ALLOC: case MAP_RELEASE: bits = 0; break;
  case MAP_DELETE: bits = OFE_MAP_DELETE; break;
  }
  if (m->modifiers & MAPMOD_ALWAYS) bits |= OFE_MAP_ALWAYS;
  if (m->modifiers & MAPMOD_CLOSE) bits |= OFE_MAP_CLOSE;
  if (m->modifiers & MAPMOD_PRESENT) bits |= OFE_MAP_PRESENT;
  if (m->modifiers & MAPMOD_OMPX_HOLD) bits |= OFE_MAP_OMPX_HOLD;
  if (m->implicit) bits |= OFE_MAP_IMPLICIT;
  return bits;
}

/* ---- host values ----------------------------------------------------------------------- */

MlirValue ofe_offload_var_address(OfeEmit *e, OfeDecl *v) {
  if (e->kernel_vars) {
    MlirValue *slot = ofe_ptrmap_get(e->kernel_vars, v->canonical);
    if (slot) return *slot;
  }
  if (v->is_global) return ofe_emit_global_addr(e, v);
  if (mlirValueIsNull(v->addr)) v->addr = ofe_mb_alloca(MB, ofe_emit_mem_type(e, v->type), ofe_alignof(v->type));
  return v->addr;
}

/* A variable-length array's hidden length variable lives in the function that evaluated it,
 * also when sema declared it with a parameter (at file scope). */
static MlirValue vla_length_address(OfeEmit *e, OfeDecl *len) {
  MlirValue *slot = e->kernel_vars ? ofe_ptrmap_get(e->kernel_vars, len) : NULL;
  if (slot) return *slot;
  if (mlirValueIsNull(len->addr)) len->addr = ofe_mb_alloca(MB, MB->i64, 8);
  return len->addr;
}

static MlirValue load_var(OfeEmit *e, OfeDecl *v) {
  return ofe_emit_load_scalar(e, ofe_offload_var_address(e, v), v->type->unqual);
}

static MlirValue const_i64(OfeEmit *e, int64_t v) { return ofe_mb_const_int(MB, MB->i64, v); }

/* A scalar passed by value travels as the bits of its value in an i64 (LITERAL). */
static MlirValue literal_bits(OfeEmit *e, MlirValue v, const OfeType *t) {
  if (t->kind == TY_PTR) return ofe_mb_cast(MB, "llvm.ptrtoint", v, MB->i64);
  if (t->kind == TY_FLOAT16) return ofe_mb_cast(MB, "llvm.zext", ofe_mb_cast(MB, "llvm.bitcast", v, MB->i16), MB->i64);
  if (t->kind == TY_FLOAT) return ofe_mb_cast(MB, "llvm.zext", ofe_mb_cast(MB, "llvm.bitcast", v, MB->i32), MB->i64);
  if (t->kind == TY_DOUBLE) return ofe_mb_cast(MB, "llvm.bitcast", v, MB->i64);
  if (t->kind == TY_COMPLEX) return ofe_mb_load(MB, MB->i64, ofe_emit_spill(e, v, t), ofe_alignof(t), false);
  if (mlirIntegerTypeGetWidth(mlirValueGetType(v)) == 64) return v;
  return ofe_mb_cast(MB, "llvm.zext", v, MB->i64);
}

MlirValue ofe_offload_param_arg(OfeEmit *e, const OfeMapEntry *en) {
  switch (en->binding) {
  case PARAM_LITERAL: return literal_bits(e, load_var(e, en->var), en->var->type->unqual);
  case PARAM_VLA_LENGTH: return ofe_mb_load(MB, MB->i64, vla_length_address(e, en->var), 8, false);
  case PARAM_POINTER_VALUE: return load_var(e, en->var);
  case PARAM_ADDRESS: case PARAM_PRIVATE_COPY: case PARAM_NONE: break;
  }
  return ofe_offload_var_address(e, en->var);
}

/* ---- entries ----------------------------------------------------------------------------- */

typedef struct Builder {
  OfeEmit *e;
  OfeMapEntries *out;
} Builder;

static size_t push(Builder *b, MlirValue base, MlirValue begin, MlirValue size, int64_t size_const, uint64_t maptype) {
  OfeMapEntry en = {.base = base, .begin = begin, .size = size, .size_const = size_const, .maptype = maptype};
  ofe_vec_push(&b->e->ctx->arena, b->out, en);
  return b->out->len - 1;
}

static void make_param(Builder *b, size_t at, OfeParamBinding binding, OfeDecl *v) {
  OfeMapEntry *en = &b->out->items[at];
  en->maptype |= OFE_MAP_TARGET_PARAM;
  en->binding = binding;
  en->var = v;
}

/* The entry at `at` is named after the variable v. */
static void name_after_var(Builder *b, size_t at, const OfeDecl *v) { b->out->items[at].name = (OfeMapName){.var = v}; }

static void type_size(OfeEmit *e, const OfeType *t, MlirValue *size, int64_t *size_const) {
  if (ofe_type_is_vla(t)) {
    *size = ofe_emit_sizeof(e, t);
    *size_const = -1;
  } else {
    *size_const = (int64_t)ofe_sizeof(t);
    *size = const_i64(e, *size_const);
  }
}

/* An entry for the whole variable, by address. */
static size_t whole_var(Builder *b, OfeDecl *v, uint64_t maptype) {
  OfeEmit *e = b->e;
  MlirValue addr = ofe_offload_var_address(e, v), size;
  int64_t k;
  type_size(e, v->type, &size, &k);
  size_t at = push(b, addr, addr, size, k, maptype);
  name_after_var(b, at, v);
  return at;
}

/* The kernel sizes a variably modified type from its lengths: each is a literal parameter
 * before the variable's own (clang-19 passes them the same way, outermost first). */
static void vla_lengths(Builder *b, const OfeType *t) {
  OfeEmit *e = b->e;
  for (; t->kind == TY_ARRAY || t->kind == TY_PTR; t = t->base) {
    if (t->kind != TY_ARRAY || !t->vla_len) continue;
    MlirValue n = ofe_mb_load(MB, MB->i64, vla_length_address(e, t->vla_var), 8, false);
    MlirValue bits = ofe_mb_cast(MB, "llvm.inttoptr", n, MB->ptr);
    size_t at = push(b, bits, bits, const_i64(e, 8), 8, OFE_MAP_LITERAL | OFE_MAP_IMPLICIT);
    make_param(b, at, PARAM_VLA_LENGTH, t->vla_var);
  }
}

/* One list item, evaluated on the host. */
typedef struct Item {
  const OfeMapItem *m;
  OfeItemShape shape;
  uint64_t bits;
  MlirValue begin, size; /* the item's storage */
  int64_t size_const;
  MlirValue pointer_addr; /* shape.pointer: where that pointer is stored */
} Item;

/* An item's own storage: the entry its declare mapper (if any) maps. */
static size_t push_item(Builder *b, MlirValue base, const Item *it, uint64_t maptype) {
  size_t at = push(b, base, it->begin, it->size, it->size_const, maptype);
  b->out->items[at].mapper = it->m->mapper;
  b->out->items[at].name = (OfeMapName){.expr = it->m->expr, .var = it->m->var};
  return at;
}

static void eval_item(OfeEmit *e, const OfeMapItem *m, Item *it) {
  it->m = m;
  it->bits = map_type_bits(m);
  it->shape = m->shape; /* sema rejected the problems */
  it->begin = ofe_emit_lvalue(e, m->expr);
  const OfeExpr *s = it->shape.size_section;
  if (s) {
    MlirValue len = ofe_emit_rvalue(e, s->section.length);
    it->size = ofe_mb_binop(MB, "llvm.mul", len, ofe_emit_sizeof(e, s->type));
    int64_t n;
    it->size_const = ofe_item_const(e->ctx, s->section.length, &n) && !ofe_type_is_vla(s->type)
                         ? n * (int64_t)ofe_sizeof(s->type) : -1; /* below 2^61: sema checked */
  } else {
    type_size(e, m->expr->type, &it->size, &it->size_const);
  }
  if (it->shape.pointer) it->pointer_addr = ofe_emit_lvalue(e, it->shape.pointer);
}

static const OfeExpr *strip_casts(const OfeExpr *x) {
  while (x->kind == E_CAST) x = x->cast.operand;
  return x;
}

/* Where an lvalue inside the variable's object starts, in bytes from the group's base
 * pointer, when that is a compile-time constant. */
static bool object_offset(OfeCtx *ctx, const OfeExpr *x, int64_t *off) {
  int64_t k = 0;
  const OfeExpr *inner;
  switch (x->kind) {
  case E_VAR: *off = 0; return true;
  case E_MEMBER:
    if (!object_offset(ctx, x->member.base, off)) return false;
    *off = (int64_t)((uint64_t)*off + x->member.offset);
    return true;
  case E_SECTION:
    if (!ofe_item_const(ctx, x->section.lower, &k)) return false;
    inner = x->section.base;
    break;
  case E_DEREF: {
    const OfeExpr *op = x->unary_ptr.operand;
    inner = op;
    if (op->kind == E_BINARY && (op->binary.op == OP_PTR_ADD || op->binary.op == OP_PTR_SUB)) {
      if (!ofe_item_const(ctx, op->binary.rhs, &k)) return false;
      if (op->binary.op == OP_PTR_SUB) k = (int64_t)(0 - (uint64_t)k);
      inner = op->binary.lhs;
    }
    inner = strip_casts(inner);
    if (inner->kind == E_ADDR) inner = inner->unary_ptr.operand;
    break;
  }
  default: return false;
  }
  if (ofe_type_is_vla(x->type)) return false;
  inner = strip_casts(inner);
  if (inner->type->kind == TY_ARRAY) {
    if (!object_offset(ctx, inner, off)) return false;
  } else if (inner->kind == E_VAR) {
    *off = 0; /* through the pointer variable: the base pointer is its value */
  } else {
    return false;
  }
  /* wrapping, as the program's address arithmetic does: no overflow in ompfe, whatever the source */
  *off = (int64_t)((uint64_t)*off + (uint64_t)k * ofe_sizeof(x->type));
  return true;
}

/* An item's part of its parent: the item's storage, or the pointer its pointee hangs from. */
typedef struct Part {
  MlirValue begin;
  int64_t size_const;
  MlirValue size;
  bool offset_known;
  int64_t offset;
} Part;

static Part item_part(OfeEmit *e, const Item *it) {
  Part p;
  const OfeExpr *at = it->shape.pointer ? it->shape.pointer : it->m->expr;
  if (it->shape.pointer) {
    p.begin = it->pointer_addr;
    p.size_const = 8;
    p.size = const_i64(e, 8);
  } else {
    p.begin = it->begin;
    p.size_const = it->size_const;
    p.size = it->size;
  }
  p.offset_known = p.size_const >= 0 && object_offset(e->ctx, at, &p.offset);
  return p;
}

static MlirValue part_end(OfeEmit *e, const Part *p) {
  return p->size_const >= 0 ? ofe_mb_gep_bytes(MB, p->begin, p->size_const) : ofe_mb_gep_dyn(MB, p->begin, MB->i8, p->size);
}

/* The parent's begin and size: from the lowest part to the end of the highest, by offset when
 * they are constants, else by comparing the addresses at run time. */
static void parent_extent(OfeEmit *e, const Item *items, size_t n, MlirValue *begin, MlirValue *size) {
  Part parts[n];
  bool known = true;
  for (size_t i = 0; i < n; i++) {
    parts[i] = item_part(e, &items[i]);
    known &= parts[i].offset_known;
  }
  MlirValue lo, hi;
  if (known) {
    size_t low = 0, high = 0;
    for (size_t i = 1; i < n; i++) {
      if (parts[i].offset < parts[low].offset) low = i;
      if (parts[i].offset + parts[i].size_const > parts[high].offset + parts[high].size_const) high = i;
    }
    lo = parts[low].begin;
    hi = part_end(e, &parts[high]);
  } else {
    lo = parts[0].begin;
    hi = part_end(e, &parts[0]);
    for (size_t i = 1; i < n; i++) {
      MlirValue end = part_end(e, &parts[i]);
      lo = ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_ULT, parts[i].begin, lo), parts[i].begin, lo);
      hi = ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_UGT, end, hi), end, hi);
    }
  }
  *begin = lo;
  *size = ofe_mb_binop(MB, "llvm.sub", ofe_mb_cast(MB, "llvm.ptrtoint", hi, MB->i64), ofe_mb_cast(MB, "llvm.ptrtoint", lo, MB->i64));
}

/* Whether the storage of an item that is no pointee may hold the pointer that the item `ptr`'s
 * pointee is attached to: by constant offsets, or always when they are unknown. */
static bool may_hold_pointer(OfeCtx *ctx, const Item *it, const Item *ptr) {
  int64_t off, poff;
  if (it->size_const < 0 || !object_offset(ctx, it->m->expr, &off) || !object_offset(ctx, ptr->shape.pointer, &poff))
    return true;
  return (uint64_t)poff - (uint64_t)off < (uint64_t)it->size_const; /* the pointer starts inside */
}

/* The order of a structure's member entries. libomptarget writes the device address of a
 * pointee into the device copy of its pointer when it meets the PTR_AND_OBJ entry, and copies a
 * member entry (TO) when it meets it while the structure's mapping is new: a copy of the
 * structure, or of the pointer member, after the attachment put the host pointer back
 * (`map(tofrom: s.p[0:3]) map(to: s)` wrote to the host pointee, and the device copy of the
 * pointee came back over it). When an item that may hold an attached pointer follows a
 * pointee, those items go first, then the others, each in list order: clang-19's order on data
 * directives for the whole variable; on target, and for a pointer member, it keeps the list
 * order (MAPTYPES.md §5). Otherwise the list order stays. Exit data attaches nothing, and its
 * copies back of different storage do not depend on their order: the same rule serves. */
static void attach_last(OfeCtx *ctx, const Item *items, size_t n, size_t *order) {
  bool holds[n];
  bool seen_ptr = false, late = false;
  for (size_t i = 0; i < n; i++) {
    order[i] = i;
    holds[i] = false;
    if (items[i].shape.pointer) {
      seen_ptr = true;
      continue;
    }
    for (size_t j = 0; j < n && !holds[i]; j++)
      holds[i] = items[j].shape.pointer && may_hold_pointer(ctx, &items[i], &items[j]);
    late |= holds[i] && seen_ptr;
  }
  if (!late) return;
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (holds[i]) order[k++] = i;
  for (size_t i = 0; i < n; i++)
    if (!holds[i]) order[k++] = i;
}

/* The entries of one variable's list items; returns the index of the first item's entry. */
static size_t emit_group(Builder *b, OfeDecl *v, const OfeMapItem *const *list, size_t n, bool param) {
  OfeEmit *e = b->e;
  Item items[n];
  for (size_t i = 0; i < n; i++) eval_item(e, list[i], &items[i]);

  /* a pointer that is global or mapped itself: its pointee is attached to it */
  bool any_whole = false, any_deref = false, plain_deref = true;
  for (size_t i = 0; i < n; i++) {
    const OfeItemShape *s = &items[i].shape;
    if (s->whole) any_whole = true;
    else if (s->through_var && !s->pointer && !s->object_members) any_deref = true;
    else plain_deref = false;
  }
  if (v->type->kind == TY_PTR && any_deref && plain_deref && (v->is_global || any_whole)) {
    MlirValue addr = ofe_offload_var_address(e, v);
    size_t first = b->out->len;
    for (size_t i = 0; i < n; i++) {
      if (items[i].shape.whole) continue;
      size_t at = push_item(b, addr, &items[i], items[i].bits | OFE_MAP_PTR_AND_OBJ);
      if (param && at == first) make_param(b, at, PARAM_POINTER_VALUE, v);
    }
    return first;
  }

  bool through_var = items[0].shape.through_var;
  MlirValue base = through_var ? load_var(e, v) : ofe_offload_var_address(e, v);
  OfeParamBinding binding = through_var ? PARAM_POINTER_VALUE : PARAM_ADDRESS;
  if (ofe_emit_is_link(v) && !through_var) {
    /* reached through the device's reference pointer, which the runtime points at the copy */
    MlirValue ref = ofe_emit_link_ref_ptr(e, v);
    size_t first = b->out->len;
    for (size_t i = 0; i < n; i++)
      push_item(b, ref, &items[i], items[i].bits | OFE_MAP_PTR_AND_OBJ);
    return first;
  }

  bool parent = false;
  if (n == 1) {
    const OfeItemShape *s = &items[0].shape;
    parent = s->pointer || (s->object_members && s->member_section);
  } else {
    for (size_t i = 0; i < n; i++) parent |= items[i].shape.object_members || items[i].shape.pointer;
  }
  if (!parent) {
    size_t first = b->out->len;
    for (size_t i = 0; i < n; i++) push_item(b, base, &items[i], items[i].bits);
    if (param) make_param(b, first, binding, v);
    return first;
  }

  /* `present` and `ompx_hold` of any member hold for the whole structure */
  uint64_t shared = 0;
  for (size_t i = 0; i < n; i++) shared |= items[i].bits & (OFE_MAP_PRESENT | OFE_MAP_OMPX_HOLD);
  MlirValue begin, span;
  parent_extent(e, items, n, &begin, &span);
  size_t at = push(b, base, begin, span, -1, shared);
  if (param) make_param(b, at, binding, v);
  else name_after_var(b, at, v); /* clang-19 leaves a kernel parameter's parent unnamed */
  uint64_t member = OFE_MAP_MEMBER_OF(at + 1) | (shared & OFE_MAP_OMPX_HOLD);
  size_t order[n];
  attach_last(e->ctx, items, n, order);
  size_t first = b->out->len;
  for (size_t k = 0; k < n; k++) {
    const Item *it = &items[order[k]];
    if (!it->shape.pointer) {
      push_item(b, base, it, it->bits | member);
      continue;
    }
    /* clang-19 gives a pointer inside a nested structure an entry of its own */
    if (it->shape.object_members >= 2) push(b, base, it->pointer_addr, const_i64(e, 8), 8, it->bits | member);
    push_item(b, it->pointer_addr, it, it->bits | OFE_MAP_PTR_AND_OBJ | member);
  }
  return first;
}

/* ---- groups of list items ------------------------------------------------------------------ */

/* The order of one variable's list items. libomptarget copies to the device only for the
 * entry that creates the mapping (it walks the entries first to last), and back only for the
 * one that drops its last reference (last to first); a later entry for the same storage just
 * counts a reference. So `present` goes first (its check must see the mapping as it was
 * before the construct), and the items that copy go ahead of `alloc`: clang-19 does so for a
 * variable the region uses, but not on data directives, where its `map(alloc: x) map(to: x)`
 * never copies x. On exit data the entries are walked last to first: `release` and `delete`
 * go first, so `from` still copies. */
enum { BUCKET_PRESENT, BUCKET_PRESENT_NO_COPY, BUCKET_UNMAP, BUCKET_COPY, BUCKET_NO_COPY, BUCKETS };

static int bucket_of(const OfeOmpDirective *d, OfeOmpClauseKind kind, const OfeMapItem *m) {
  bool no_copy = kind == OMPC_MAP && (m->type == MAP_ALLOC || m->type == MAP_RELEASE || m->type == MAP_DELETE);
  if (m->modifiers & MAPMOD_PRESENT) return no_copy ? BUCKET_PRESENT_NO_COPY : BUCKET_PRESENT;
  if (!no_copy) return BUCKET_COPY;
  return d->kind == OMPD_TARGET_EXIT_DATA ? BUCKET_UNMAP : BUCKET_NO_COPY;
}

typedef struct Group {
  OfeDecl *var;
  OFE_VEC(const OfeMapItem *) buckets[BUCKETS];
  bool emitted;
  size_t first_entry;
} Group;

typedef struct Groups {
  OFE_VEC(Group *) list; /* in order of first appearance */
  OfeStrMap by_var;
} Groups;

static void groups_init(OfeEmit *e, Groups *g) {
  *g = (Groups){0};
  ofe_strmap_init(&g->by_var, &e->ctx->arena);
}

static Group *group_of(const Groups *g, const OfeDecl *v) { return ofe_ptrmap_get(&g->by_var, v->canonical); }

static void collect(OfeEmit *e, Groups *g, const OfeOmpDirective *d, OfeOmpClauseKind kind) {
  OfeArena *arena = &e->ctx->arena;
  for (size_t k = 0; k < d->clauses.len; k++) {
    const OfeOmpClause *cl = d->clauses.items[k];
    if (cl->kind != kind) continue;
    for (size_t j = 0; j < cl->items.len; j++) {
      const OfeMapItem *m = &cl->items.items[j];
      if (m->shape.strided) continue; /* strided_entries' */
      Group *grp = group_of(g, m->var);
      if (!grp) {
        grp = ofe_arena_alloc(arena, sizeof *grp);
        *grp = (Group){.var = m->var};
        ofe_ptrmap_put(&g->by_var, m->var->canonical, grp);
        ofe_vec_push(arena, &g->list, grp);
      }
      ofe_vec_push(arena, &grp->buckets[bucket_of(d, kind, m)], m);
    }
  }
}

static void emit_collected(Builder *b, Group *grp, bool param) {
  size_t n = 0;
  for (int k = 0; k < BUCKETS; k++) n += grp->buckets[k].len;
  const OfeMapItem *list[n];
  size_t i = 0;
  for (int k = 0; k < BUCKETS; k++)
    for (size_t j = 0; j < grp->buckets[k].len; j++) list[i++] = grp->buckets[k].items[j];
  grp->first_entry = emit_group(b, grp->var, list, n, param);
  grp->emitted = true;
}

/* ---- target -------------------------------------------------------------------------------- */

static void firstprivate_entries(Builder *b, const OfeCaptureInfo *c) {
  OfeEmit *e = b->e;
  OfeDecl *v = c->var;
  uint64_t implicit = c->map.implicit ? OFE_MAP_IMPLICIT : 0;
  if (v->type->kind == TY_PTR) {
    /* the pointer's value, translated when it points into mapped data (32; implicit 544) */
    MlirValue p = load_var(e, v);
    size_t at = push(b, p, p, const_i64(e, 0), 0, implicit);
    make_param(b, at, PARAM_POINTER_VALUE, v);
    name_after_var(b, at, v);
  } else if ((ofe_type_is_scalar(v->type) && ofe_sizeof(v->type) <= 8) || (v->type->kind == TY_COMPLEX && ofe_sizeof(v->type) == 8)) {
    /* by value, as clang-19 passes a scalar that fits (a complex float or int too: a smaller
     * complex integer would leave part of the i64 unwritten) */
    MlirValue bits = ofe_mb_cast(MB, "llvm.inttoptr", literal_bits(e, load_var(e, v), v->type->unqual), MB->ptr);
    int64_t size = (int64_t)ofe_sizeof(v->type);
    size_t at = push(b, bits, bits, const_i64(e, size), size, OFE_MAP_LITERAL | implicit);
    make_param(b, at, PARAM_LITERAL, v);
    name_after_var(b, at, v);
  } else {
    /* the runtime makes a private device copy of the host data, even when it is mapped */
    size_t at = whole_var(b, v, OFE_MAP_TO | OFE_MAP_PRIVATE | implicit);
    make_param(b, at, PARAM_PRIVATE_COPY, v);
  }
}

/* A variable used in the region without a clause of its own, mapped whole. */
static void implicit_map_entries(Builder *b, const OfeCaptureInfo *c) {
  size_t at = whole_var(b, c->var, map_type_bits(&c->map));
  b->out->items[at].mapper = c->map.mapper;
  make_param(b, at, PARAM_ADDRESS, c->var);
}

/* A link variable used without a clause: the runtime allocates its device copy and points the
 * device's reference pointer at it ({&ref_ptr, &var} PTR_AND_OBJ, never a parameter). */
static void implicit_link_entry(Builder *b, const OfeCaptureInfo *c) {
  OfeEmit *e = b->e;
  MlirValue size;
  int64_t k;
  type_size(e, c->var->type, &size, &k);
  size_t at = push(b, ofe_emit_link_ref_ptr(e, c->var), ofe_emit_global_addr(e, c->var), size, k,
                   map_type_bits(&c->map) | OFE_MAP_PTR_AND_OBJ);
  name_after_var(b, at, c->var);
}

void ofe_map_entries_for_target(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out) {
  Builder b = {e, out};
  Groups g;
  groups_init(e, &g);
  collect(e, &g, d, OMPC_MAP);
  for (size_t i = 0; i < d->captures.len; i++) {
    const OfeCaptureInfo *c = &d->captures.items[i];
    OfeDecl *v = c->var;
    if (ofe_emit_is_link(v)) continue; /* declare target: no capture, mapped after them */
    vla_lengths(&b, v->type);
    switch (c->kind) {
    case CAPK_PRIVATE: break; /* the kernel allocates it */
    case CAPK_FIRSTPRIVATE: firstprivate_entries(&b, c); break;
    case CAPK_DEVICE_PTR: {
      MlirValue p = load_var(e, v);
      size_t at = push(&b, p, p, const_i64(e, 8), 8, OFE_MAP_LITERAL);
      make_param(&b, at, PARAM_POINTER_VALUE, v);
      name_after_var(&b, at, v);
      break;
    }
    case CAPK_DEVICE_ADDR: {
      MlirValue a = ofe_offload_var_address(e, v);
      size_t at = push(&b, a, a, const_i64(e, 8), 8, OFE_MAP_LITERAL);
      make_param(&b, at, PARAM_ADDRESS, v);
      name_after_var(&b, at, v);
      break;
    }
    case CAPK_MAP: {
      Group *grp = group_of(&g, v); /* also an implied map (reduction's), which is implicit */
      if (!grp) {
        implicit_map_entries(&b, c);
        break;
      }
      emit_collected(&b, grp, true);
      break;
    }
    }
  }
  /* variables in map clauses that the body never uses, and link variables: mapped, but no
   * kernel parameter; then the link variables the body uses without a clause */
  for (size_t i = 0; i < g.list.len; i++)
    if (!g.list.items[i]->emitted) emit_collected(&b, g.list.items[i], false);
  for (size_t i = 0; i < d->captures.len; i++) {
    const OfeCaptureInfo *c = &d->captures.items[i];
    if (ofe_emit_is_link(c->var) && !group_of(&g, c->var)) implicit_link_entry(&b, c);
  }
}

/* ---- data directives ----------------------------------------------------------------------- */

void ofe_device_addr_uses(OfeEmit *e, const OfeOmpDirective *d, OfeDeviceAddrUses *uses) {
  for (size_t k = 0; k < d->clauses.len; k++) {
    const OfeOmpClause *cl = d->clauses.items[k];
    if (cl->kind != OMPC_USE_DEVICE_PTR && cl->kind != OMPC_USE_DEVICE_ADDR) continue;
    for (size_t j = 0; j < cl->items.len; j++) {
      const OfeMapItem *m = &cl->items.items[j];
      OfeDeviceAddrUse use = {.var = m->var, .clause = cl->kind,
                              .pointer_value = cl->kind == OMPC_USE_DEVICE_PTR || m->shape.through_var};
      ofe_vec_push(&e->ctx->arena, uses, use);
    }
  }
}

/* The non-contiguous items of target update's `kind` clauses (sections of several dimensions,
 * strided ones: a[lo:len:st], m[1:2][1:3]): libomptarget 19's non-contiguous transfer
 * (targetDataNonContiguous), element by element. The base is the item's first element, the
 * begin a descriptor of dimensions {offset, count, stride in bytes}, the size their number,
 * the map type NON_CONTIG as well. Each dimension of the item, outermost first, is {0, length,
 * step * its row's bytes}, followed by {0, 1, 0}; the last is the element, {0, 1, its bytes}.
 * libomptarget leaves out of its walk one trailing dimension per dimension whose count times
 * stride is the stride of the one before (meaning to merge it), yet still copies only the last
 * dimension's count times stride at each place: {0, 5, 4}, {0, 1, 4} for a[2:5:1] copied one
 * element, and clang-19's build of `from(m[1:2][1:3])` copies one element per row. The
 * zero-stride dimensions between make that test fail but for a count of 0, which leaves an
 * empty dimension in the walk: nothing is copied, as nothing should be. */
static void strided_entries(Builder *b, const OfeOmpDirective *d, OfeOmpClauseKind kind) {
  OfeEmit *e = b->e;
  for (size_t k = 0; k < d->clauses.len; k++) {
    const OfeOmpClause *cl = d->clauses.items[k];
    if (cl->kind != kind) continue;
    for (size_t j = 0; j < cl->items.len; j++) {
      const OfeMapItem *m = &cl->items.items[j];
      if (!m->shape.strided) continue;
      OfeItemBlock blk;
      const OfeExpr *bad;
      ofe_item_block_strided(e->ctx, m->expr, &blk, &bad); /* sema took the item */
      int64_t scalar = (int64_t)ofe_sizeof(blk.elem);
      size_t ndims = 2 * blk.dims.len + 1;
      MlirValue desc = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i64, (unsigned)(3 * ndims)), 8);
      int64_t at_byte = 0;
      for (size_t i = 0; i < blk.dims.len; i++) {
        const OfeItemDim *dim = &blk.dims.items[i];
        MlirValue row = dim->vla_row ? ofe_emit_sizeof(e, dim->vla_row) : const_i64(e, (int64_t)dim->stride * scalar);
        MlirValue step = dim->step ? ofe_mb_binop(MB, "llvm.mul", ofe_emit_rvalue(e, dim->step), row) : row;
        MlirValue fields[6] = {const_i64(e, 0), dim->length ? ofe_emit_rvalue(e, dim->length) : const_i64(e, 1), step,
                               const_i64(e, 0), const_i64(e, 1), const_i64(e, 0)};
        for (int f = 0; f < 6; f++, at_byte += 8) ofe_mb_store(MB, fields[f], ofe_mb_gep_bytes(MB, desc, at_byte), 8, false);
      }
      MlirValue element[3] = {const_i64(e, 0), const_i64(e, 1), const_i64(e, (int64_t)blk.inner * scalar)};
      for (int f = 0; f < 3; f++, at_byte += 8) ofe_mb_store(MB, element[f], ofe_mb_gep_bytes(MB, desc, at_byte), 8, false);
      MlirValue first = ofe_emit_lvalue(e, m->expr);
      size_t at = push(b, first, desc, const_i64(e, (int64_t)ndims), (int64_t)ndims, map_type_bits(m) | OFE_MAP_NON_CONTIG);
      b->out->items[at].name = (OfeMapName){.expr = m->expr, .var = m->var};
    }
  }
}

void ofe_map_entries_for_data(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out, OfeDeviceAddrUses *uses) {
  Builder b = {e, out};
  Groups g;
  groups_init(e, &g);
  /* clang-19 takes the map clauses, then the to clauses, then the from clauses */
  collect(e, &g, d, OMPC_MAP);
  collect(e, &g, d, OMPC_TO);
  collect(e, &g, d, OMPC_FROM);
  for (size_t i = 0; i < g.list.len; i++) emit_collected(&b, g.list.items[i], false);
  strided_entries(&b, d, OMPC_TO);
  strided_entries(&b, d, OMPC_FROM);
  for (size_t i = 0; i < uses->len; i++) {
    OfeDeviceAddrUse *use = &uses->items[i];
    Group *grp = group_of(&g, use->var);
    /* clang-19 looks up an attached pointer's value with an entry of its own */
    uint64_t first = grp ? out->items[grp->first_entry].maptype : 0;
    bool attached = (first & OFE_MAP_PTR_AND_OBJ) && !(first & OFE_MAP_MEMBER_OF(0xffff));
    if (grp && !(attached && use->clause == OMPC_USE_DEVICE_PTR)) {
      use->entry = grp->first_entry;
      out->items[use->entry].maptype |= OFE_MAP_RETURN_PARAM;
    } else {
      /* not mapped here: a zero-length lookup of data mapped before */
      MlirValue p = use->pointer_value ? load_var(e, use->var) : ofe_offload_var_address(e, use->var);
      use->entry = push(&b, p, p, const_i64(e, 0), 0, OFE_MAP_RETURN_PARAM);
      name_after_var(&b, use->entry, use->var);
    }
  }
}

void ofe_map_entries_for_mapper(OfeEmit *e, const OfeOmpMapper *m, OfeMapEntries *out) {
  Builder b = {e, out};
  Groups g;
  groups_init(e, &g);
  OfeOmpDirective d = {.kind = OMPD_TARGET};
  d.clauses.items = m->clauses.items;
  d.clauses.len = m->clauses.len;
  collect(e, &g, &d, OMPC_MAP);
  for (size_t i = 0; i < g.list.len; i++) emit_collected(&b, g.list.items[i], false);
  for (size_t i = 0; i < out->len; i++)
    if (out->items[i].name.var == m->var) out->items[i].name.var_loc = m->loc;
}

/* ---- the arrays ---------------------------------------------------------------------------- */

/* A private constant [n x i64] global named base, base.1, ... (by construct, as clang-19's
 * first ones are named); returns its symbol. */
static const char *const_i64_array(OfeEmit *e, const char *base, int64_t id, const int64_t *vals, size_t n) {
  const char *name = id ? ofe_arena_printf(&e->ctx->arena, "%s.%lld", base, (long long)id) : base;
  MlirType t = mlirLLVMArrayTypeGet(MB->i64, (unsigned)n);
  MlirAttribute elems[n];
  for (size_t i = 0; i < n; i++) elems[i] = mlirIntegerAttrGet(MB->i64, vals[i]);
  int64_t shape[] = {(int64_t)n};
  MlirAttribute dense = mlirDenseElementsAttrGet(mlirRankedTensorTypeGet(1, shape, MB->i64, mlirAttributeGetNull()), (intptr_t)n, elems);
  MlirOperation g = ofe_mb_global(MB, name, t, "private", true, 8, dense, false);
  mlirOperationSetInherentAttributeByName(g, ofe_str("unnamed_addr"), mlirAttributeParseGet(e->mctx, ofe_str("2 : i64")));
  return name;
}

static MlirValue mapper_item(OfeEmit *e, size_t i, const void *fns) {
  const char *fn = ((const char *const *)fns)[i];
  return fn ? ofe_mb_addressof(MB, fn) : ofe_mb_zero(MB, MB->ptr);
}

/* The mapper functions of the entries (null where none), as a private constant array: the
 * runtime only reads it, so it serves a deferred target task as well (clang-19 fills an
 * alloca instead); NULL when no entry has a mapper. */
static const char *mapper_array(OfeEmit *e, const OfeMapEntries *entries, int64_t id) {
  size_t n = entries->len;
  bool any = false;
  for (size_t i = 0; i < n; i++) any |= entries->items[i].mapper != NULL;
  if (!any || e->device) return NULL;
  const char *fns[n];
  for (size_t i = 0; i < n; i++) fns[i] = entries->items[i].mapper ? ofe_omp_mapper_function(e, entries->items[i].mapper) : NULL;
  return ofe_rtl_pointer_table(e, ".offload_mappers", id, n, mapper_item, fns);
}

void ofe_offload_arrays_build(OfeEmit *e, const OfeMapEntries *entries, OfeOffloadArrays *out) {
  size_t n = entries->len;
  *out = (OfeOffloadArrays){.n = n};
  if (!n) return;
  MlirType arr = mlirLLVMArrayTypeGet(MB->ptr, (unsigned)n);
  out->baseptrs = ofe_mb_alloca(MB, arr, 8);
  out->ptrs = ofe_mb_alloca(MB, arr, 8);
  int64_t types[n], sizes[n];
  OfeMapName names[n];
  bool const_sizes = true, any_const_size = false;
  for (size_t i = 0; i < n; i++) {
    const OfeMapEntry *en = &entries->items[i];
    types[i] = (int64_t)en->maptype;
    names[i] = en->name;
    sizes[i] = en->size_const >= 0 ? en->size_const : 0; /* filled in at run time */
    const_sizes &= en->size_const >= 0;
    any_const_size |= en->size_const >= 0;
    ofe_mb_store(MB, en->base, ofe_mb_gep_bytes(MB, out->baseptrs, (int64_t)(8 * i)), 8, false);
    ofe_mb_store(MB, en->begin, ofe_mb_gep_bytes(MB, out->ptrs, (int64_t)(8 * i)), 8, false);
  }
  int64_t id = e->offload_array_count++;
  if (any_const_size) out->sizes = const_i64_array(e, ".offload_sizes", id, sizes, n);
  out->maptypes = const_i64_array(e, ".offload_maptypes", id, types, n);
  out->mappers = mapper_array(e, entries, id);
  out->mapnames = ofe_map_names_array(e, names, n, id);
  if (const_sizes) return;
  /* as clang-19 does: a local copy of the constant sizes, with the run-time ones stored in */
  out->sizes_local = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i64, (unsigned)n), 8);
  if (any_const_size)
    ofe_mb_memcpy(MB, out->sizes_local, ofe_mb_addressof(MB, out->sizes), const_i64(e, (int64_t)(8 * n)), false);
  for (size_t i = 0; i < n; i++)
    if (entries->items[i].size_const < 0)
      ofe_mb_store(MB, entries->items[i].size, ofe_mb_gep_bytes(MB, out->sizes_local, (int64_t)(8 * i)), 8, false);
}

const char *ofe_offload_maptypes_without(OfeEmit *e, const OfeMapEntries *entries, const OfeOffloadArrays *a,
                                         uint64_t bits) {
  size_t n = entries->len;
  bool any = false;
  for (size_t i = 0; i < n; i++) any |= (entries->items[i].maptype & bits) != 0;
  if (!any) return a->maptypes;
  int64_t types[n];
  for (size_t i = 0; i < n; i++) types[i] = (int64_t)(entries->items[i].maptype & ~bits);
  return const_i64_array(e, ".offload_maptypes", e->offload_array_count++, types, n);
}

MlirValue ofe_offload_sizes_ptr(OfeEmit *e, const OfeOffloadArrays *a) {
  if (!mlirValueIsNull(a->sizes_local)) return a->sizes_local;
  return a->sizes ? ofe_mb_addressof(MB, a->sizes) : ofe_mb_zero(MB, MB->ptr);
}

MlirValue ofe_offload_mappers_ptr(OfeEmit *e, const OfeOffloadArrays *a) {
  return a->mappers ? ofe_mb_addressof(MB, a->mappers) : ofe_mb_zero(MB, MB->ptr);
}

MlirValue ofe_offload_maptypes_ptr(OfeEmit *e, const OfeOffloadArrays *a) {
  return a->maptypes ? ofe_mb_addressof(MB, a->maptypes) : ofe_mb_zero(MB, MB->ptr);
}

MlirValue ofe_offload_mapnames_ptr(OfeEmit *e, const OfeOffloadArrays *a) {
  return a->mapnames ? ofe_mb_addressof(MB, a->mapnames) : ofe_mb_zero(MB, MB->ptr);
}
