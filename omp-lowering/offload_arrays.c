/* offload_arrays: from list items to (base, begin, size, map type) entries and the arrays
 * that carry them to the runtime (offload-abi.md §2.4 lists what clang-19 produces). */
#include "omp-lowering/offload_arrays.h"

#include "runtime-abi/abi.h"

#define MB (&e->mb)

uint64_t ofe_map_type_bits(const OfeMapItem *m) {
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

static MlirValue host_addr(OfeEmit *e, OfeDecl *v) {
  if (v->is_global) return ofe_emit_global_addr(e, v);
  if (mlirValueIsNull(v->addr)) v->addr = ofe_mb_alloca(MB, ofe_emit_mem_type(e, v->type), ofe_alignof(v->type));
  return v->addr;
}

/* A link variable is mapped as {&ref_ptr, &var} PTR_AND_OBJ: the runtime allocates the
 * device copy and points the device's reference pointer at it (never a kernel parameter). */
static bool link_entry(OfeEmit *e, const OfeMapItem *m, OfeMapEntry *en) {
  if (!ofe_emit_is_link(m->var) || (m->expr && m->expr->kind != E_VAR)) return false;
  en->base = ofe_emit_link_ref_ptr(e, m->var);
  en->begin = ofe_emit_global_addr(e, m->var);
  en->size_const = (int64_t)ofe_sizeof(m->var->type);
  en->size = ofe_mb_const_int(MB, MB->i64, en->size_const);
  en->maptype = ofe_map_type_bits(m) | OFE_MAP_PTR_AND_OBJ;
  en->is_param = false;
  return true;
}

static void set_size(OfeEmit *e, OfeMapEntry *en, const OfeType *t) {
  if (ofe_type_is_vla(t)) {
    en->size = ofe_emit_sizeof(e, t);
    en->size_const = -1;
  } else {
    en->size_const = (int64_t)ofe_sizeof(t);
    en->size = ofe_mb_const_int(MB, MB->i64, en->size_const);
  }
}

/* The entry for one list item (a variable, or a section of an array or pointer). */
static void item_entry(OfeEmit *e, const OfeMapItem *m, OfeMapEntry *en) {
  const OfeExpr *x = m->expr;
  en->size_const = -1;
  if (link_entry(e, m, en)) return;
  en->maptype = ofe_map_type_bits(m);
  if (!x || x->kind == E_VAR) {
    OfeDecl *v = m->var;
    en->base = en->begin = host_addr(e, v);
    set_size(e, en, v->type);
    return;
  }
  if (x->kind == E_SECTION) {
    const OfeExpr *sb = x->section.base;
    const OfeType *elem = x->type;
    MlirValue lo = ofe_emit_rvalue(e, x->section.lower);
    MlirValue len = ofe_emit_rvalue(e, x->section.length);
    MlirValue esz = ofe_emit_sizeof(e, elem);
    if (sb->type->kind == TY_ARRAY) {
      en->base = ofe_emit_lvalue(e, sb);
    } else {
      /* a pointer's section: the pointer's value is the base (clang-19: {p, &p[lo], n*size}) */
      en->base = ofe_emit_rvalue(e, sb);
      en->param_is_value = true;
    }
    en->begin = ofe_mb_gep_dyn(MB, en->base, MB->i8, ofe_mb_binop(MB, "llvm.mul", lo, esz));
    en->size = ofe_mb_binop(MB, "llvm.mul", len, esz);
    if (x->section.length->kind == E_INT && !ofe_type_is_vla(elem))
      en->size_const = (int64_t)x->section.length->i.value * (int64_t)ofe_sizeof(elem);
    return;
  }
  /* other list items (members, element references): their address, their size */
  en->base = en->begin = ofe_emit_lvalue(e, x);
  set_size(e, en, x->type);
}

/* A firstprivate scalar travels as the bits of its value in an i64 (LITERAL). */
static MlirValue literal_bits(OfeEmit *e, MlirValue v, const OfeType *t) {
  MlirType vt = mlirValueGetType(v);
  if (t->kind == TY_PTR) return ofe_mb_cast(MB, "llvm.ptrtoint", v, MB->i64);
  if (t->kind == TY_FLOAT) return ofe_mb_cast(MB, "llvm.zext", ofe_mb_cast(MB, "llvm.bitcast", v, MB->i32), MB->i64);
  if (t->kind == TY_DOUBLE) return ofe_mb_cast(MB, "llvm.bitcast", v, MB->i64);
  if (mlirIntegerTypeGetWidth(vt) == 64) return v;
  return ofe_mb_cast(MB, "llvm.zext", v, MB->i64);
}

void ofe_map_entries_for_target(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out) {
  for (size_t i = 0; i < d->captures.len; i++) {
    const OfeCaptureInfo *c = &d->captures.items[i];
    OfeDecl *v = c->var;
    OfeMapEntry en = {.capture = c, .is_param = true, .size_const = -1};
    switch (c->kind) {
    case CAPK_PRIVATE: continue; /* nothing crosses */
    case CAPK_FIRSTPRIVATE: {
      if (ofe_sizeof(v->type) > 8 || !ofe_type_is_scalar(v->type)) {
        /* too wide for a literal: map a copy in, the kernel copies it again */
        en.base = en.begin = host_addr(e, v);
        set_size(e, &en, v->type);
        en.maptype = OFE_MAP_TO | OFE_MAP_TARGET_PARAM;
        break;
      }
      MlirValue val = ofe_emit_load_scalar(e, host_addr(e, v), v->type->unqual);
      en.arg = literal_bits(e, val, v->type);
      en.base = en.begin = ofe_mb_cast(MB, "llvm.inttoptr", en.arg, MB->ptr);
      en.literal = true;
      en.size_const = (int64_t)ofe_sizeof(v->type);
      en.size = ofe_mb_const_int(MB, MB->i64, en.size_const);
      /* clang-19: 800 for an implicit firstprivate, 288 for a firstprivate clause */
      bool explicit_fp = false;
      for (size_t k = 0; k < d->clauses.len; k++)
        if (d->clauses.items[k]->kind == OMPC_FIRSTPRIVATE)
          for (size_t j = 0; j < d->clauses.items[k]->items.len; j++) explicit_fp |= d->clauses.items[k]->items.items[j].var == v;
      en.maptype = OFE_MAP_LITERAL | OFE_MAP_TARGET_PARAM | (explicit_fp ? 0 : OFE_MAP_IMPLICIT);
      break;
    }
    case CAPK_DEVICE_PTR: {
      MlirValue p = v->type->kind == TY_ARRAY ? host_addr(e, v) : ofe_emit_load_scalar(e, host_addr(e, v), v->type->unqual);
      en.base = en.begin = p;
      en.size_const = 8;
      en.size = ofe_mb_const_int(MB, MB->i64, 8);
      en.maptype = OFE_MAP_LITERAL | OFE_MAP_TARGET_PARAM;
      en.param_is_value = v->type->kind == TY_PTR;
      break;
    }
    case CAPK_MAP:
      if (v->type->kind == TY_PTR && c->map.implicit && !c->map.expr) {
        /* a pointer used in the region: a zero-length section at its value (544) */
        MlirValue p = ofe_emit_load_scalar(e, host_addr(e, v), v->type->unqual);
        en.base = en.begin = p;
        en.size_const = 0;
        en.size = ofe_mb_const_int(MB, MB->i64, 0);
        en.maptype = OFE_MAP_TARGET_PARAM | OFE_MAP_IMPLICIT;
        en.param_is_value = true;
        break;
      }
      item_entry(e, &c->map, &en);
      if (ofe_emit_is_link(v)) break; /* reached through its reference pointer, no parameter */
      en.maptype |= OFE_MAP_TARGET_PARAM;
      break;
    }
    if (mlirValueIsNull(en.arg)) en.arg = en.base;
    ofe_vec_push(&e->ctx->arena, out, en);
  }
  /* variables in map clauses that the body never uses: mapped, but no kernel parameter */
  for (size_t k = 0; k < d->clauses.len; k++) {
    const OfeOmpClause *cl = d->clauses.items[k];
    if (cl->kind != OMPC_MAP) continue;
    for (size_t j = 0; j < cl->items.len; j++) {
      const OfeMapItem *m = &cl->items.items[j];
      bool captured = false;
      for (size_t i = 0; i < d->captures.len; i++) captured |= d->captures.items[i].var == m->var;
      if (captured) continue;
      OfeMapEntry en = {.size_const = -1};
      item_entry(e, m, &en);
      en.arg = en.base;
      ofe_vec_push(&e->ctx->arena, out, en);
    }
  }
}

void ofe_map_entries_for_data(OfeEmit *e, const OfeOmpDirective *d, OfeMapEntries *out) {
  for (size_t k = 0; k < d->clauses.len; k++) {
    const OfeOmpClause *cl = d->clauses.items[k];
    if (cl->kind != OMPC_MAP && cl->kind != OMPC_TO && cl->kind != OMPC_FROM) continue;
    for (size_t j = 0; j < cl->items.len; j++) {
      OfeMapEntry en = {.size_const = -1};
      item_entry(e, &cl->items.items[j], &en);
      en.arg = en.base;
      ofe_vec_push(&e->ctx->arena, out, en);
    }
  }
}

static int64_t next_array_id(OfeEmit *e) { return e->offload_array_count++; }

static const char *array_name(OfeEmit *e, const char *base, int64_t id) {
  return id ? ofe_arena_printf(&e->ctx->arena, "%s.%lld", base, (long long)id) : base;
}

/* A private constant [n x i64] global. */
static MlirValue const_i64_array(OfeEmit *e, const char *name, const int64_t *vals, size_t n) {
  MlirType t = mlirLLVMArrayTypeGet(MB->i64, (unsigned)n);
  MlirAttribute elems[n];
  for (size_t i = 0; i < n; i++) elems[i] = mlirIntegerAttrGet(MB->i64, vals[i]);
  int64_t shape[] = {(int64_t)n};
  MlirAttribute dense = mlirDenseElementsAttrGet(mlirRankedTensorTypeGet(1, shape, MB->i64, mlirAttributeGetNull()), n, elems);
  MlirOperation g = ofe_mb_global(MB, name, t, "private", true, 8, dense, false);
  mlirOperationSetInherentAttributeByName(g, ofe_str("unnamed_addr"), mlirAttributeParseGet(e->mctx, ofe_str("2 : i64")));
  return ofe_mb_addressof(MB, name);
}

void ofe_offload_arrays_build(OfeEmit *e, const OfeMapEntries *entries, OfeOffloadArrays *out) {
  size_t n = entries->len;
  out->n = n;
  if (!n) {
    out->baseptrs = out->ptrs = out->sizes = out->maptypes = ofe_mb_zero(MB, MB->ptr);
    return;
  }
  MlirType arr = mlirLLVMArrayTypeGet(MB->ptr, (unsigned)n);
  out->baseptrs = ofe_mb_alloca(MB, arr, 8);
  out->ptrs = ofe_mb_alloca(MB, arr, 8);
  int64_t id = next_array_id(e);
  int64_t types[n], sizes[n];
  bool const_sizes = true;
  for (size_t i = 0; i < n; i++) {
    const OfeMapEntry *en = &entries->items[i];
    types[i] = (int64_t)en->maptype;
    sizes[i] = en->size_const;
    const_sizes &= en->size_const >= 0;
    MlirValue bslot = ofe_mb_gep_bytes(MB, out->baseptrs, (int64_t)(8 * i));
    MlirValue pslot = ofe_mb_gep_bytes(MB, out->ptrs, (int64_t)(8 * i));
    if (en->literal) {
      ofe_mb_store(MB, en->arg, bslot, 8, false);
      ofe_mb_store(MB, en->arg, pslot, 8, false);
    } else {
      ofe_mb_store(MB, en->base, bslot, 8, false);
      ofe_mb_store(MB, en->begin, pslot, 8, false);
    }
  }
  out->maptypes = const_i64_array(e, array_name(e, ".offload_maptypes", id), types, n);
  if (const_sizes) {
    out->sizes = const_i64_array(e, array_name(e, ".offload_sizes", id), sizes, n);
  } else {
    /* some size is known only at run time: the sizes live in a local array */
    out->sizes = ofe_mb_alloca(MB, mlirLLVMArrayTypeGet(MB->i64, (unsigned)n), 8);
    for (size_t i = 0; i < n; i++)
      ofe_mb_store(MB, entries->items[i].size, ofe_mb_gep_bytes(MB, out->sizes, (int64_t)(8 * i)), 8, false);
  }
}
