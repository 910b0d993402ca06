/* emit_stmt: statements and block-scope declarations. Control flow becomes blocks and
 * branches; after a jump the emitter continues in a fresh unreachable block, so every block
 * ends in exactly one terminator. Scopes that declare variable length arrays save the stack
 * pointer on entry and restore it on every way out (fall through, break, continue, return);
 * a goto restores the stack saved at the outermost VLA declaration it leaves (sema marks it).
 * Every way out of a scope also calls the cleanup functions of the variables it leaves
 * (__attribute__((cleanup))): sema worked out which for each jump and block end. */
#include <stdlib.h>
#include <string.h>

#include "emit/emit.h"
#include "emit/asm_fixup.h"
#include "emit/label_addr.h"
#include "emit/ssa_vars.h"
#include "sema/const_eval.h"

#define MB (&e->mb)

static void dead_block(OfeEmit *e) { ofe_mb_set_block(MB, ofe_mb_new_block(MB)); }

/* Falls through into blk if the current block is still open, then continues in blk. */
static void enter_block(OfeEmit *e, MlirBlock blk) {
  if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, blk);
  ofe_mb_set_block(MB, blk);
}

/* ---- VLAs ---------------------------------------------------------------------------------- */

/* Evaluates the length expressions of the variably modified type t that this function has
 * not evaluated yet, storing them in their hidden size variables. A length runs where the
 * declaration or type name that wrote it is reached (at each iteration of a loop around it);
 * a later use of the type (an object of a VLA typedef, a pointer to it) reads the stored
 * value (C11 6.7.8p3, as clang does). In an outlined region, the lengths written outside
 * came in with the region's variables. */
static void eval_vla_sizes(OfeEmit *e, const OfeType *t) {
  for (; t->kind == TY_PTR || t->kind == TY_ARRAY; t = t->base) {
    if (t->kind != TY_ARRAY || !t->vla_len) continue;
    OfeDecl *v = t->vla_var;
    OfeStrMap *done = &e->fn->vla_lengths_done;
    if (!done->arena) ofe_strmap_init(done, &e->ctx->arena);
    if (ofe_ptrmap_get(done, v) || (e->kernel_vars && ofe_ptrmap_get(e->kernel_vars, v))) continue;
    ofe_ptrmap_put(done, v, v);
    if (mlirValueIsNull(v->addr)) v->addr = ofe_mb_alloca(MB, MB->i64, 8);
    ofe_mb_store(MB, ofe_emit_rvalue(e, t->vla_len), v->addr, 8, false);
  }
}

void ofe_emit_vla_sizes(OfeEmit *e, const OfeType *t) { eval_vla_sizes(e, t); }

static bool declares_vla(const OfeStmt *s) {
  if (s->kind != S_DECL) return false;
  for (size_t i = 0; i < s->decl.decls.len; i++)
    if (!s->decl.decls.items[i]->is_global && ofe_type_is_vla(s->decl.decls.items[i]->type)) return true;
  return false;
}

static void restore_stack_to(OfeEmit *e, size_t depth) {
  OfeFuncEmit *f = e->fn;
  if (f->vla_saves.len > depth) {
    MlirValue sp = ofe_mb_load(MB, MB->ptr, f->vla_saves.items[depth], 8, false);
    ofe_mb_op(MB, "llvm.intr.stackrestore", (OfeOpSpec){.nops = 1, .ops = &sp});
  }
}

/* The cleanup calls of a way out of scopes, innermost variable first. */
static void run_cleanups(OfeEmit *e, OfeCleanupRun run) {
  for (const OfeCleanup *c = run.from; c && c != run.to; c = c->outer) ofe_emit_rvalue(e, c->call);
}

/* ---- declarations -------------------------------------------------------------------------- */

/* Whether any part of an object of type t is volatile (its stores must stay one by one). */
static bool has_volatile_part(const OfeType *t) {
  while (t->kind == TY_ARRAY && !(t->quals & OFE_QUAL_VOLATILE)) t = t->base;
  if (t->quals & OFE_QUAL_VOLATILE) return true;
  if (!ofe_type_is_record(t)) return false;
  for (size_t i = 0; i < t->record->members.len; i++)
    if (has_volatile_part(t->record->members.items[i].type)) return true;
  return false;
}

/* The allocate directive's storage for d, `bytes` long: libomp's memory from its allocator,
 * freed by the cleanup sema put in the chain. */
static MlirValue omp_allocated(OfeEmit *e, OfeDecl *d, MlirValue bytes) {
  d->omp_allocator_value = ofe_omp_allocator_handle(e, d->omp_allocator);
  return ofe_omp_alloc(e, bytes, ofe_emit_alloc_align(d, d->omp_align), d->omp_allocator_value);
}

void ofe_emit_local_decl(OfeEmit *e, OfeDecl *d) {
  ofe_emit_set_loc(e, d->loc);
  if (d->vm_scope && d->vm_scope->save_stack) {
    /* a goto leaves its scope outermost: the stack it goes back to, before d's storage */
    OfeVmScope *v = d->vm_scope;
    v->stack = ofe_mb_alloca(MB, MB->ptr, 8); /* this emission's: a body may be emitted more than once */
    MlirValue sp = ofe_mb_result(ofe_mb_op(MB, "llvm.intr.stacksave", (OfeOpSpec){.nres = 1, .res = &MB->ptr}));
    ofe_mb_store(MB, sp, v->stack, 8, false);
  }
  if (d->kind == D_TYPEDEF) {
    eval_vla_sizes(e, d->type);
    return;
  }
  if (d->kind != D_VAR) return;
  if (d->is_global) {
    ofe_emit_global(e, d);
    return;
  }
  unsigned align = ofe_emit_decl_align(d);
  if (ofe_type_is_vla(d->type)) {
    eval_vla_sizes(e, d->type);
    MlirValue bytes = ofe_emit_sizeof(e, d->type);
    d->addr = d->omp_allocate ? omp_allocated(e, d, bytes) : ofe_mb_alloca_dynamic(MB, MB->i8, bytes, align < 16 ? 16 : align);
    ofe_debug_declare(e, ofe_debug_scope(e), d, d->addr, 0);
    return;
  }
  /* pointers to VLAs; an __auto_type one's lengths ran in its initializer, which may declare
   * them (`__auto_type p = ({ int n = 2; (int (*)[n])q; });`) */
  if (!d->type_from_init) eval_vla_sizes(e, d->type);
  if (ofe_ssa_holds(e, d)) {
    /* no slot: the initializer (if any) is its value from here on */
    if (d->init)
      ofe_ssa_write(e, d, d->init->elems.len ? ofe_emit_rvalue(e, d->init->elems.items[0].expr)
                                             : ofe_mb_zero(MB, ofe_emit_type(e, d->type)));
    return;
  }
  if (d->omp_allocate) {
    d->addr = omp_allocated(e, d, ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(d->type)));
  } else if (mlirValueIsNull(d->addr)) {
    d->addr = ofe_mb_alloca(MB, ofe_emit_mem_type(e, d->type), align);
  }
  ofe_debug_declare(e, ofe_debug_scope(e), d, d->addr, 0);
  ofe_emit_set_loc(e, d->loc);
  bool zero;
  /* a memset and at most this many stores, as clang-19 does, for an object over 32 bytes: a
   * copy of a constant would put all its zeros in the object file */
  enum { FEW_STORES = 6 };
  bool few = ofe_sizeof(d->type) > 32 && d->init && d->init->elems.len <= FEW_STORES;
  if (d->init && (ofe_type_is_array(d->type) || ofe_type_is_record(d->type)) &&
      ofe_emit_init_is_literal(e, d->init, &zero) && !(few && !zero && !has_volatile_part(d->type))) {
    /* as clang-19 does: a memset for all zeros, else a copy of a constant (one op, not one
     * store per element), a volatile copy when part of the object is volatile */
    MlirValue bytes = ofe_emit_sizeof(e, d->type);
    bool vol = has_volatile_part(d->type);
    if (zero && !vol) ofe_mb_memset(MB, d->addr, ofe_mb_const_int(MB, MB->i8, 0), bytes);
    else ofe_mb_memcpy(MB, d->addr, ofe_mb_addressof(MB, ofe_emit_const_copy(e, d)), bytes, vol);
    return;
  }
  if (d->init) ofe_emit_local_init(e, d->addr, d->type, d->init);
}

/* The alignment of an element at offset in an object of type t: a packed record's members
 * may have less than their type's. */
static unsigned elem_align(const OfeType *t, const OfeType *et, uint64_t offset) {
  unsigned a = ofe_alignof(et) < ofe_alignof(t) ? ofe_alignof(et) : ofe_alignof(t);
  while (a > 1 && offset % a) a /= 2;
  return a;
}

/* The values of the GNU range designators computed so far, by group (numbered from 1 in an
 * initializer) and slot: the elements of different groups may come in any order (layout_order). */
typedef struct RangeSlots {
  OFE_VEC(MlirValue) by_slot;
} RangeSlots;
typedef OFE_VEC(RangeSlots) RangeValues;

/* An element's value: a range's initializer is evaluated once, by the first of its elements
 * stored (gcc's rule; the others of the same slot store that value). */
static MlirValue elem_value(OfeEmit *e, RangeValues *r, const OfeInitElem *el) {
  if (!el->range_group) return ofe_emit_rvalue(e, el->expr);
  while (r->len < el->range_group) ofe_vec_push(&e->ctx->arena, r, (RangeSlots){0});
  RangeSlots *g = &r->items[el->range_group - 1];
  while (g->by_slot.len <= el->range_slot) ofe_vec_push(&e->ctx->arena, &g->by_slot, (MlirValue){0});
  MlirValue *v = &g->by_slot.items[el->range_slot];
  if (mlirValueIsNull(*v)) *v = ofe_emit_rvalue(e, el->expr);
  return *v;
}

/* Where an element starts, in bits from the start of the object. */
static uint64_t elem_start_bit(const OfeInitElem *el) {
  return el->offset * 8 + (el->bitfield ? el->bitfield->bit_offset : 0);
}

typedef struct ElemPlace {
  uint64_t bit;
  size_t index;
} ElemPlace;

static int by_place(const void *x, const void *y) {
  const ElemPlace *a = x, *b = y;
  if (a->bit != b->bit) return (a->bit > b->bit) - (a->bit < b->bit);
  return (a->index > b->index) - (a->index < b->index);
}

/* The order to evaluate and store init's elements in: the object's layout, as gcc-12 and
 * clang-19 evaluate `{ .b = f(), .a = g() }` (g first; C11 6.7.9p23 leaves it unspecified).
 * Elements that overlap (a struct value, then a designator into it) keep the order they came
 * in: the later one never starts before the earlier. NULL when the elements are in order. */
static size_t *layout_order(OfeEmit *e, const OfeInit *init) {
  size_t n = init->elems.len, i = 1;
  while (i < n && elem_start_bit(&init->elems.items[i - 1]) <= elem_start_bit(&init->elems.items[i])) i++;
  if (i >= n) return NULL;
  ElemPlace *places = malloc(n * sizeof *places);
  size_t *order = ofe_arena_alloc(&e->ctx->arena, n * sizeof *order);
  for (i = 0; i < n; i++) places[i] = (ElemPlace){elem_start_bit(&init->elems.items[i]), i};
  qsort(places, n, sizeof *places, by_place);
  for (i = 0; i < n; i++) order[i] = places[i].index;
  free(places);
  return order;
}

void ofe_emit_local_init(OfeEmit *e, MlirValue addr, const OfeType *t, const OfeInit *init) {
  if (!init) return;
  bool scalar_whole = init->elems.len == 1 && !init->elems.items[0].bitfield && init->elems.items[0].offset == 0 &&
                      ofe_sizeof(init->elems.items[0].type) == ofe_sizeof(t) && !ofe_type_is_array(init->elems.items[0].type);
  if (!scalar_whole) ofe_mb_memset(MB, addr, ofe_mb_const_int(MB, MB->i8, 0), ofe_emit_sizeof(e, t));
  bool vol = has_volatile_part(t); /* the elements of a volatile object are stored as volatile */
  RangeValues range = {0};
  const size_t *order = layout_order(e, init);
  for (size_t k = 0; k < init->elems.len; k++) {
    const OfeInitElem *el = &init->elems.items[order ? order[k] : k];
    MlirValue dst = ofe_mb_gep_bytes(MB, addr, (int64_t)el->offset);
    const OfeType *et = el->type;
    if (et->kind == TY_ARRAY && el->expr->kind == E_STRING) {
      uint64_t n = el->expr->str.len * el->expr->str.char_size, cap = ofe_sizeof(et);
      ofe_mb_memcpy(MB, dst, ofe_emit_string(e, el->expr), ofe_mb_const_int(MB, MB->i64, (int64_t)(n < cap ? n : cap)), false);
    } else if (ofe_type_is_record(et)) {
      ofe_emit_copy(e, dst, elem_value(e, &range, el), et);
    } else if (el->bitfield) {
      ofe_emit_store_bitfield(e, dst, el->bitfield, elem_value(e, &range, el), elem_align(t, et, el->offset));
    } else {
      ofe_mb_store(MB, elem_value(e, &range, el), dst, elem_align(t, et, el->offset), vol || (et->quals & OFE_QUAL_VOLATILE));
    }
  }
}

/* ---- statements ---------------------------------------------------------------------------- */

static void push_loop(OfeEmit *e, MlirBlock brk, MlirBlock cont) {
  OfeLoopTargets t = {brk, cont, e->fn->vla_saves.len};
  ofe_vec_push(&e->ctx->arena, &e->fn->loops, t);
}

/* A block; with a result (a statement expression's last expression), the result's value,
 * taken before the block's cleanups run, as GCC does: a struct is copied out first. */
/* Whether statement s declares a variable that lives in the function's frame. */
static bool declares_locals(const OfeStmt *s) {
  if (!s || s->kind != S_DECL) return false;
  for (size_t i = 0; i < s->decl.decls.len; i++)
    if (s->decl.decls.items[i]->kind == D_VAR && !s->decl.decls.items[i]->is_global) return true;
  return false;
}

/* -g: a statement that declares locals is a lexical block of its own, as in clang-19 (the
   function's body is the function's scope). Returns the scope to go back to at its end. */
static MlirAttribute open_debug_block(OfeEmit *e, const OfeStmt *s, bool declares) {
  MlirAttribute outer = MB->scope;
  if (declares && !(e->fn->decl && e->fn->decl->body == s)) {
    MlirAttribute block = ofe_debug_lexical_block(e, s->loc);
    if (!mlirAttributeIsNull(block)) ofe_mb_set_scope(MB, block);
  }
  return outer;
}

static MlirValue compound(OfeEmit *e, const OfeStmt *s, const OfeExpr *result) {
  OfeFuncEmit *f = e->fn;
  bool declares = false;
  for (size_t i = 0; i < s->compound.items.len && !declares; i++) declares = declares_locals(s->compound.items.items[i]);
  MlirAttribute outer_scope = open_debug_block(e, s, declares && e->debug.enabled);
  bool has_vla = false;
  for (size_t i = 0; i < s->compound.items.len; i++) has_vla |= declares_vla(s->compound.items.items[i]);
  size_t depth = f->vla_saves.len;
  if (has_vla) {
    MlirValue slot = ofe_mb_alloca(MB, MB->ptr, 8);
    MlirValue sp = ofe_mb_result(ofe_mb_op(MB, "llvm.intr.stacksave", (OfeOpSpec){.nres = 1, .res = &MB->ptr}));
    ofe_mb_store(MB, sp, slot, 8, false);
    ofe_vec_push(&e->ctx->arena, &f->vla_saves, slot);
  }
  for (size_t i = 0; i < s->compound.items.len; i++) ofe_emit_stmt(e, s->compound.items.items[i]);
  MlirValue value = result ? ofe_emit_rvalue(e, result) : (MlirValue){NULL};
  bool cleanups = s->leave.from != s->leave.to;
  if (cleanups && result && ofe_type_is_record(result->type) && !mlirValueIsNull(value)) {
    MlirValue copy = ofe_emit_temp(e, result->type);
    ofe_emit_copy(e, copy, value, result->type);
    value = copy;
  }
  if (cleanups && !ofe_mb_block_terminated(MB->block)) run_cleanups(e, s->leave);
  if (has_vla) {
    if (!ofe_mb_block_terminated(MB->block)) restore_stack_to(e, depth);
    f->vla_saves.len = depth;
  }
  ofe_mb_set_scope(MB, outer_scope);
  return value;
}

MlirValue ofe_emit_stmt_expr(OfeEmit *e, const OfeStmt *body, const OfeExpr *result) {
  if (ofe_stack_exhausted(&e->ctx->stack, &e->ctx->diag, body->loc)) return (MlirValue){NULL};
  ofe_emit_set_loc(e, body->loc);
  return compound(e, body, result);
}

typedef struct WideCase {
  uint64_t hi, lo; /* the value's halves */
  MlirBlock dest;
} WideCase;

static int by_high_half(const void *a, const void *b) {
  const WideCase *x = a, *y = b;
  return x->hi < y->hi ? -1 : x->hi > y->hi;
}

/* A switch on 128-bit v. MLIR 19's llvm.switch cuts case values to 64 bits on translation
 * (getLimitedValue: -1 becomes 2^64 - 1), so this is a switch on v's high half to a switch on
 * its low half for each high half the values have. */
static void wide_switch(OfeEmit *e, MlirValue v, MlirBlock dflt, size_t n, const OfeWide *vals, const MlirBlock *dests) {
  WideCase *cs = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *cs);
  for (size_t i = 0; i < n; i++) cs[i] = (WideCase){(uint64_t)(vals[i] >> 64), (uint64_t)vals[i], dests[i]};
  qsort(cs, n, sizeof *cs, by_high_half);
  int64_t *keys = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *keys);
  MlirBlock *blocks = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *blocks);
  size_t ngroups = 0;
  for (size_t i = 0; i < n; i++)
    if (!i || cs[i].hi != cs[i - 1].hi) {
      keys[ngroups] = (int64_t)cs[i].hi;
      blocks[ngroups++] = ofe_mb_new_block(MB);
    }
  MlirValue high = ofe_mb_cast(MB, "llvm.trunc", ofe_mb_binop(MB, "llvm.lshr", v, ofe_mb_const_int(MB, MB->i128, 64)), MB->i64);
  MlirValue low = ofe_mb_cast(MB, "llvm.trunc", v, MB->i64);
  ofe_mb_switch(MB, high, dflt, (intptr_t)ngroups, keys, blocks);
  MlirBlock *to = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *to);
  for (size_t g = 0, i = 0; g < ngroups; g++) {
    size_t m = 0;
    for (uint64_t h = cs[i].hi; i < n && cs[i].hi == h; i++, m++) {
      keys[m] = (int64_t)cs[i].lo;
      to[m] = cs[i].dest;
    }
    ofe_mb_set_block(MB, blocks[g]);
    ofe_mb_switch(MB, low, dflt, (intptr_t)m, keys, to);
  }
}

/* The switch's dispatch: one llvm.switch over every case value (small GNU ranges expanded),
 * larger ranges checked on the way to the default. Values are kept in 128 bits, an __int128
 * switch's in full; ranges are measured in order keys, so an empty one (hi < lo) is skipped
 * and none wraps. */
static void switch_stmt(OfeEmit *e, const OfeStmt *s) {
  OfeFuncEmit *f = e->fn;
  MlirValue v = ofe_emit_rvalue(e, s->switch_.cond);
  const OfeType *ct = s->switch_.cond->type;
  MlirBlock end = ofe_mb_new_block(MB);
  MlirBlock dflt = s->switch_.default_ ? ofe_mb_new_block(MB) : end;
  if (s->switch_.default_) s->switch_.default_->case_.block = dflt;
  OFE_VEC(OfeWide) vals = {0};
  OFE_VEC(MlirBlock) dests = {0};
  OFE_VEC(OfeStmt *) big_ranges = {0};
  for (size_t i = 0; i < s->switch_.cases.len; i++) {
    OfeStmt *c = s->switch_.cases.items[i];
    c->case_.block = ofe_mb_new_block(MB);
    OfeWide lo = ofe_const_order_key(ct, c->case_.lo), hi = ofe_const_order_key(ct, c->case_.hi);
    if (hi < lo) continue; /* matches nothing; its block is reached by falling through only */
    if (hi - lo > 255) {
      ofe_vec_push(&e->ctx->arena, &big_ranges, c);
      continue;
    }
    for (OfeWide k = 0; k <= hi - lo; k++) {
      ofe_vec_push(&e->ctx->arena, &vals, c->case_.lo + k);
      ofe_vec_push(&e->ctx->arena, &dests, c->case_.block);
    }
  }
  MlirBlock fallback = dflt;
  if (big_ranges.len) {
    /* default → range checks → real default; v in [lo, hi] is v - lo <= hi - lo unsigned,
     * for either signedness */
    MlirBlock check = ofe_mb_new_block(MB);
    MlirBlock saved = MB->block;
    ofe_mb_set_block(MB, check);
    MlirType t = mlirValueGetType(v);
    for (size_t i = 0; i < big_ranges.len; i++) {
      OfeStmt *c = big_ranges.items[i];
      MlirValue off = ofe_mb_binop(MB, "llvm.sub", v, ofe_mb_const_wide(MB, t, c->case_.lo));
      MlirValue in = ofe_mb_icmp(MB, ICMP_ULE, off, ofe_mb_const_wide(MB, t, c->case_.hi - c->case_.lo));
      MlirBlock next = i + 1 < big_ranges.len ? ofe_mb_new_block(MB) : dflt;
      ofe_mb_cond_br(MB, in, c->case_.block, next);
      if (i + 1 < big_ranges.len) ofe_mb_set_block(MB, next);
    }
    ofe_mb_set_block(MB, saved);
    fallback = check;
  }
  if (mlirIntegerTypeGetWidth(mlirValueGetType(v)) > 64) {
    wide_switch(e, v, fallback, vals.len, vals.items, dests.items);
  } else {
    int64_t *narrow = ofe_arena_alloc(&e->ctx->arena, (vals.len + 1) * sizeof *narrow);
    for (size_t i = 0; i < vals.len; i++) narrow[i] = (int64_t)vals.items[i];
    ofe_mb_switch(MB, v, fallback, (intptr_t)vals.len, narrow, dests.items);
  }
  dead_block(e);
  OfeLoopTargets outer = f->loops.len ? f->loops.items[f->loops.len - 1] : (OfeLoopTargets){0};
  /* break leaves the switch; continue still belongs to the enclosing loop */
  OfeLoopTargets t = {end, outer.cont, f->vla_saves.len};
  ofe_vec_push(&e->ctx->arena, &f->loops, t);
  ofe_emit_stmt(e, s->switch_.body);
  f->loops.len--;
  enter_block(e, end);
}

static void jump_out(OfeEmit *e, bool is_break, const OfeStmt *s) {
  OfeFuncEmit *f = e->fn;
  OfeLoc loc = s->loc;
  /* the innermost loop (for continue) or loop/switch (for break) */
  for (size_t i = f->loops.len; i-- > 0;) {
    OfeLoopTargets *t = &f->loops.items[i];
    MlirBlock dest = is_break ? t->brk : t->cont;
    if (mlirBlockIsNull(dest)) continue;
    run_cleanups(e, s->leave);
    restore_stack_to(e, t->vla_depth);
    ofe_mb_br(MB, dest);
    dead_block(e);
    return;
  }
  ofe_error(&e->ctx->diag, loc, "'%s' outside of a loop", is_break ? "break" : "continue");
}

static void return_stmt(OfeEmit *e, const OfeStmt *s) {
  OfeFuncEmit *f = e->fn;
  const OfeExpr *v = s->ret.value;
  if (f->direct_return) {
    /* `return;` in a function with a result (C89 allows it): its value is undefined */
    MlirValue r = v ? ofe_emit_rvalue(e, v) : ofe_mb_undef(MB, f->sig->fn_type.ret);
    run_cleanups(e, s->leave); /* after the value is taken */
    restore_stack_to(e, 0);
    ofe_mb_return(MB, r);
    dead_block(e);
    return;
  }
  if (v) {
    MlirValue r = ofe_emit_rvalue(e, v);
    const OfeType *t = v->type;
    if (t->kind != TY_VOID && !mlirValueIsNull(r)) {
      if (!mlirValueIsNull(f->sret)) ofe_emit_copy(e, f->sret, r, t);
      else if (ofe_type_is_record(t)) ofe_emit_copy(e, f->ret_slot, r, t);
      else if (!mlirValueIsNull(f->ret_slot)) ofe_emit_store_scalar(e, r, f->ret_slot, t->unqual);
    }
  }
  run_cleanups(e, s->leave); /* after the value is taken */
  restore_stack_to(e, 0);
  ofe_mb_br(MB, f->ret_block);
  dead_block(e);
}

/* ---- asm ------------------------------------------------------------------------------------ */

static MlirBlock label_block(OfeEmit *e, OfeLabel *l);

/* llvm.inline_asm as sema laid it out (OfeAsm): the indirect operands first, each typed by an
 * elementtype entry of operand_attrs; the results stored into the outputs' lvalues. */
/* An asm goto's outputs, fields 1.. of its marker's result r, stored into their lvalues. */
static void store_asm_results(OfeEmit *e, const OfeAsm *a, MlirValue r, OfeEmitPlace *const *dests, const MlirType *res_types) {
  for (size_t i = 0; i < a->results.len; i++)
    ofe_emit_place_store(e, dests[i], ofe_mb_extractvalue(MB, r, res_types[i], (int64_t)i + 1));
}

static void asm_stmt(OfeEmit *e, const OfeAsm *a) {
  MlirContext c = MB->ctx;
  size_t nres = a->results.len, nops = a->operands.len;
  OfeEmitPlace **dests = ofe_arena_alloc(&e->ctx->arena, (nres + 1) * sizeof *dests);
  MlirType *res_types = ofe_arena_alloc(&e->ctx->arena, (nres + 1) * sizeof *res_types);
  for (size_t i = 0; i < nres; i++) {
    dests[i] = ofe_emit_place(e, a->results.items[i]);
    res_types[i] = ofe_emit_mem_type(e, a->results.items[i]->type);
  }
  MlirValue *ops = ofe_arena_alloc(&e->ctx->arena, (nops + 1) * sizeof *ops);
  MlirAttribute *elem_attrs = ofe_arena_alloc(&e->ctx->arena, (nops + 1) * sizeof *elem_attrs);
  size_t nindirect = 0;
  for (size_t i = 0; i < nops; i++) {
    const OfeAsmOperand *o = &a->operands.items[i];
    if (o->indirect) {
      ops[i] = o->inout_of ? ops[o->inout_of - 1] : ofe_emit_lvalue(e, o->expr);
      MlirNamedAttribute et = ofe_mb_named(MB, "elementtype", ofe_mb_type_attr(ofe_emit_mem_type(e, o->expr->type)));
      elem_attrs[nindirect++] = mlirDictionaryAttrGet(c, 1, &et);
      continue;
    }
    ops[i] = o->inout_of ? ofe_emit_place_load(e, dests[o->inout_of - 1]) : ofe_emit_rvalue(e, o->expr);
    if (mlirTypeEqual(mlirValueGetType(ops[i]), MB->i1)) ops[i] = ofe_mb_cast(MB, "llvm.zext", ops[i], MB->i8);
  }
  MlirNamedAttribute attrs[4];
  intptr_t nattrs = 0;
  attrs[nattrs++] = ofe_mb_named(MB, "asm_string", ofe_mb_str_attr(MB, a->templ));
  attrs[nattrs++] = ofe_mb_named(MB, "constraints", ofe_mb_str_attr(MB, a->constraints));
  if (a->side_effects) attrs[nattrs++] = ofe_mb_named(MB, "has_side_effects", mlirUnitAttrGet(c));
  /* MLIR 19's translation needs an elementtype in every entry it is given: the entries cover
   * the indirect operands, which come first */
  if ((nindirect && !nres) || a->gotos.len) {
    /* MLIR 19 puts the elementtypes of an asm without results one place early, and has no
     * callbr for asm goto: a marker call that asm_fixup makes the asm (asm_fixup.h) */
    MlirType *types = ofe_arena_alloc(&e->ctx->arena, (nops + 1) * sizeof *types);
    for (size_t i = 0; i < nops; i++) types[i] = mlirValueGetType(ops[i]);
    const char *marker = ofe_arena_printf(&e->ctx->arena, OFE_ASM_MARKER "%u", a->id);
    if (!a->gotos.len) {
      ofe_emit_call_fn(e, marker, MB->void_, ops, (intptr_t)nops, types, false);
      return;
    }
    /* asm goto: a switch on the marker's result, case i+1 to label i, default the statement
     * after. With outputs the marker returns { selector, outputs... }, and each way out
     * (the fallthrough, a block per label) stores them first, as clang-19 does: the callbr's
     * results are defined on every edge it leaves by */
    MlirType *parts = ofe_arena_alloc(&e->ctx->arena, (nres + 1) * sizeof *parts);
    parts[0] = MB->i32;
    for (size_t i = 0; i < nres; i++) parts[i + 1] = res_types[i];
    MlirType mt = nres ? mlirLLVMStructTypeLiteralGet(c, (intptr_t)nres + 1, parts, false) : MB->i32;
    MlirValue r = ofe_emit_call_fn(e, marker, mt, ops, (intptr_t)nops, types, false);
    MlirValue k = nres ? ofe_mb_extractvalue(MB, r, MB->i32, 0) : r;
    size_t n = a->gotos.len;
    int64_t *vals = ofe_arena_alloc(&e->ctx->arena, n * sizeof *vals);
    MlirBlock *targets = ofe_arena_alloc(&e->ctx->arena, n * sizeof *targets);
    MlirBlock *labels = ofe_arena_alloc(&e->ctx->arena, n * sizeof *labels);
    MlirBlock next = ofe_mb_new_block(MB);
    for (size_t i = 0; i < n; i++) {
      const OfeStmt *g = a->gotos.items[i];
      /* gcc skips the cleanups such a jump leaves, clang-19 refuses it: so does ompfe */
      if (g->leave.from != g->leave.to)
        ofe_error(&e->ctx->diag, g->loc, "cannot jump from this asm goto statement to one of its possible targets (it leaves the scope of a variable with a cleanup attribute)");
      vals[i] = (int64_t)i + 1;
      labels[i] = label_block(e, g->goto_.label);
      targets[i] = nres ? ofe_mb_new_block(MB) : labels[i];
    }
    ofe_mb_switch(MB, k, next, (intptr_t)n, vals, targets);
    for (size_t i = 0; nres && i < n; i++) {
      ofe_mb_set_block(MB, targets[i]);
      store_asm_results(e, a, r, dests, res_types);
      ofe_mb_br(MB, labels[i]);
    }
    ofe_mb_set_block(MB, next);
    if (nres) store_asm_results(e, a, r, dests, res_types);
    return;
  }
  if (nindirect) attrs[nattrs++] = ofe_mb_named(MB, "operand_attrs", mlirArrayAttrGet(c, (intptr_t)nindirect, elem_attrs));
  MlirType rt = nres == 1 ? res_types[0] : mlirLLVMStructTypeLiteralGet(c, (intptr_t)nres, res_types, false);
  MlirOperation op = ofe_mb_op(MB, "llvm.inline_asm", (OfeOpSpec){.nres = nres ? 1 : 0, .res = &rt, .nops = (intptr_t)nops, .ops = ops,
                                                                  .nattrs = nattrs, .attrs = attrs});
  for (size_t i = 0; i < nres; i++)
    ofe_emit_place_store(e, dests[i], nres == 1 ? ofe_mb_result(op) : ofe_mb_extractvalue(MB, ofe_mb_result(op), res_types[i], (int64_t)i));
}

/* ---- labels as values ---------------------------------------------------------------------- */

/* A label's block: open, a goto may reach it from anywhere. */
static MlirBlock label_block(OfeEmit *e, OfeLabel *l) {
  if (mlirBlockIsNull(l->block)) {
    l->block = ofe_mb_new_block(MB);
    ofe_ssa_open(e, l->block);
  }
  return l->block;
}

/* A switch on `selector` with one case per address-taken label (its id), default `dflt`. */
static void label_switch(OfeEmit *e, const OfeDecl *fn, MlirValue selector, MlirBlock dflt) {
  size_t n = fn->addr_labels.len;
  int64_t *ids = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *ids);
  MlirBlock *dests = ofe_arena_alloc(&e->ctx->arena, (n + 1) * sizeof *dests);
  for (size_t i = 0; i < n; i++) {
    ids[i] = fn->addr_labels.items[i]->addr_id;
    dests[i] = label_block(e, fn->addr_labels.items[i]);
  }
  ofe_mb_switch(MB, selector, dflt, (intptr_t)n, ids, dests);
}

void ofe_emit_label_anchor(OfeEmit *e, const OfeDecl *fn) {
  if (!fn->addr_labels.len) return;
  MlirValue k = ofe_emit_call_fn(e, OFE_LABEL_ANCHOR, MB->i32, NULL, 0, NULL, false);
  MlirBlock body = ofe_mb_new_block(MB);
  label_switch(e, fn, k, body);
  ofe_mb_set_block(MB, body);
}

static void indirect_goto(OfeEmit *e, const OfeStmt *s) {
  MlirValue p = ofe_emit_rvalue(e, s->goto_.target);
  MlirValue k = ofe_emit_call_fn(e, OFE_LABEL_INDIRECT_GOTO, MB->i32, &p, 1, &MB->ptr, false);
  MlirBlock nowhere = ofe_mb_new_block(MB); /* not a label of this function: undefined */
  label_switch(e, e->fn->decl, k, nowhere);
  ofe_mb_set_block(MB, nowhere);
  ofe_mb_op(MB, "llvm.unreachable", (OfeOpSpec){0});
  dead_block(e);
}

void ofe_emit_stmt(OfeEmit *e, const OfeStmt *s) {
  if (!s || ofe_stack_exhausted(&e->ctx->stack, &e->ctx->diag, s->loc)) return;
  ofe_emit_set_loc(e, s->loc);
  OfeFuncEmit *f = e->fn;
  switch (s->kind) {
  case S_NULL: break;
  case S_COMPOUND: compound(e, s, NULL); break;
  case S_DECL:
    for (size_t i = 0; i < s->decl.decls.len; i++) ofe_emit_local_decl(e, s->decl.decls.items[i]);
    break;
  case S_EXPR: ofe_emit_rvalue(e, s->expr.expr); break;
  case S_IF: {
    MlirBlock tb = ofe_mb_new_block(MB), end = ofe_mb_new_block(MB);
    MlirBlock fb = s->if_.els ? ofe_mb_new_block(MB) : end;
    ofe_emit_branch(e, s->if_.cond, tb, fb);
    ofe_mb_set_block(MB, tb);
    ofe_emit_stmt(e, s->if_.then);
    enter_block(e, end);
    if (s->if_.els) {
      ofe_mb_set_block(MB, fb);
      ofe_emit_stmt(e, s->if_.els);
      enter_block(e, end);
    }
    ofe_mb_set_block(MB, end);
    break;
  }
  case S_WHILE: {
    MlirBlock cond = ofe_mb_new_block(MB), body = ofe_mb_new_block(MB), end = ofe_mb_new_block(MB);
    ofe_ssa_open(e, cond); /* the back edge comes after the body */
    enter_block(e, cond);
    ofe_emit_branch(e, s->loop.cond, body, end);
    ofe_mb_set_block(MB, body);
    push_loop(e, end, cond);
    ofe_emit_stmt(e, s->loop.body);
    f->loops.len--;
    enter_block(e, cond);
    ofe_mb_set_block(MB, end);
    break;
  }
  case S_DO: {
    MlirBlock body = ofe_mb_new_block(MB), cond = ofe_mb_new_block(MB), end = ofe_mb_new_block(MB);
    ofe_ssa_open(e, body);
    enter_block(e, body);
    push_loop(e, end, cond);
    ofe_emit_stmt(e, s->loop.body);
    f->loops.len--;
    enter_block(e, cond);
    ofe_emit_branch(e, s->loop.cond, body, end);
    ofe_mb_set_block(MB, end);
    break;
  }
  case S_FOR: {
    MlirAttribute outer_scope = open_debug_block(e, s, e->debug.enabled && declares_locals(s->for_.init));
    if (s->for_.init) ofe_emit_stmt(e, s->for_.init);
    MlirBlock cond = ofe_mb_new_block(MB), body = ofe_mb_new_block(MB), inc = ofe_mb_new_block(MB), end = ofe_mb_new_block(MB);
    ofe_ssa_open(e, cond);
    enter_block(e, cond);
    if (s->for_.cond) ofe_emit_branch(e, s->for_.cond, body, end);
    else ofe_mb_br(MB, body);
    ofe_mb_set_block(MB, body);
    push_loop(e, end, inc);
    ofe_emit_stmt(e, s->for_.body);
    f->loops.len--;
    enter_block(e, inc);
    if (s->for_.inc) ofe_emit_rvalue(e, s->for_.inc);
    ofe_mb_br(MB, cond);
    ofe_mb_set_block(MB, end);
    run_cleanups(e, s->leave);
    ofe_mb_set_scope(MB, outer_scope);
    break;
  }
  case S_RETURN: return_stmt(e, s); break;
  case S_BREAK: jump_out(e, true, s); break;
  case S_CONTINUE: jump_out(e, false, s); break;
  case S_SWITCH: switch_stmt(e, s); break;
  case S_CASE:
  case S_DEFAULT:
    if (mlirBlockIsNull(s->case_.block)) ((OfeStmt *)s)->case_.block = ofe_mb_new_block(MB); /* a case sema rejected */
    enter_block(e, s->case_.block);
    ofe_emit_stmt(e, s->case_.body);
    break;
  case S_LABEL: {
    OfeLabel *l = s->label.label;
    if (l) enter_block(e, label_block(e, l));
    ofe_emit_stmt(e, s->label.body);
    break;
  }
  case S_GOTO: {
    if (s->goto_.target) {
      indirect_goto(e, s);
      break;
    }
    OfeLabel *l = s->goto_.label;
    MlirBlock to = label_block(e, l);
    run_cleanups(e, s->leave);
    const OfeVmScope *v = s->goto_.vm_restore;
    if (v && !mlirValueIsNull(v->stack)) { /* the VLAs of the scopes it leaves (break and continue: vla_saves) */
      MlirValue sp = ofe_mb_load(MB, MB->ptr, v->stack, 8, false);
      ofe_mb_op(MB, "llvm.intr.stackrestore", (OfeOpSpec){.nops = 1, .ops = &sp});
    }
    ofe_mb_br(MB, to);
    dead_block(e);
    break;
  }
  case S_OMP: ofe_omp_emit_directive(e, s->omp.dir); break;
  case S_ASM: asm_stmt(e, s->asm_.a); break;
  }
}
