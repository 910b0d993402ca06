/* mapper: declare mapper functions (see mapper.h). The components of one element are the
 * entries offload_arrays.c makes for the mapper's clauses with its variable bound to the
 * element, so a mapper maps members, sections and pointees exactly as a construct would. */
#include "omp-lowering/mapper.h"

#include <string.h>

#include "omp-lowering/offload_arrays.h"
#include "runtime-abi/abi.h"

#define MB (&e->mb)

enum { MAPPER_HANDLE, MAPPER_BASE, MAPPER_BEGIN, MAPPER_BYTES, MAPPER_TYPE, MAPPER_NAME, MAPPER_PARAMS };

static MlirType *mapper_params(OfeEmit *e) {
  MlirType *p = ofe_arena_alloc(&e->ctx->arena, MAPPER_PARAMS * sizeof *p);
  p[MAPPER_HANDLE] = p[MAPPER_BASE] = p[MAPPER_BEGIN] = p[MAPPER_NAME] = MB->ptr;
  p[MAPPER_BYTES] = p[MAPPER_TYPE] = MB->i64;
  return p;
}

/* clang-19's name: .omp_mapper.<the type's _ZTS typeinfo-name>.<id>; an untagged structure
 * goes by its typedef name, as C++ names it for linkage. Numbered when taken (two local
 * structures of one name). */
static const char *mapper_name(OfeEmit *e, const OfeOmpMapper *m) {
  const OfeRecord *r = m->type->record;
  const char *tag = r->tag ? r->tag : r->typedef_name ? r->typedef_name : "anon";
  const char *name = ofe_arena_printf(&e->ctx->arena, OFE_MAPPER_PREFIX "_ZTS%zu%s.%s", strlen(tag), tag, m->id);
  for (unsigned k = 1; ofe_strmap_get(&e->symbols, name, strlen(name)); k++)
    name = ofe_arena_printf(&e->ctx->arena, OFE_MAPPER_PREFIX "_ZTS%zu%s.%s.%u", strlen(tag), tag, m->id, k);
  return name;
}

static MlirValue i64c(OfeEmit *e, int64_t v) { return ofe_mb_const_int(MB, MB->i64, v); }

static void push_component(OfeEmit *e, const MlirValue *arg, MlirValue base, MlirValue begin, MlirValue bytes,
                           MlirValue type, MlirValue name) {
  MlirValue args[] = {arg[MAPPER_HANDLE], base, begin, bytes, type, name};
  MlirType *types = mapper_params(e);
  ofe_emit_call_fn(e, OFE_RTL_PUSH_MAPPER_COMPONENT, MB->void_, args, MAPPER_PARAMS, types, false);
}

/* What the runtime's messages call a component (-g); null without -g, as clang-19 passes. */
static MlirValue component_name(OfeEmit *e, const OfeMapEntry *en) {
  return e->debug.enabled ? ofe_map_name_global(e, en->name) : ofe_mb_zero(MB, MB->ptr);
}

/* The array itself, allocated before its elements' components (init) or deleted after them:
 * clang-19 pushes it for more than one element, or (init) for a range reached through a
 * pointer, never when deleting at init or when not deleting at the end. */
static void array_component(OfeEmit *e, const MlirValue *arg, MlirValue count, bool init) {
  MlirValue type = arg[MAPPER_TYPE];
  MlirValue is_array = ofe_mb_icmp(MB, ICMP_SGT, count, i64c(e, 1));
  MlirValue deleting = ofe_mb_icmp(MB, ICMP_NE, ofe_mb_binop(MB, "llvm.and", type, i64c(e, OFE_MAP_DELETE)), i64c(e, 0));
  MlirValue cond;
  if (init) {
    MlirValue attached = ofe_mb_binop(MB, "llvm.and", ofe_mb_icmp(MB, ICMP_NE, arg[MAPPER_BASE], arg[MAPPER_BEGIN]),
                                      ofe_mb_icmp(MB, ICMP_NE, ofe_mb_binop(MB, "llvm.and", type, i64c(e, OFE_MAP_PTR_AND_OBJ)), i64c(e, 0)));
    MlirValue not_deleting = ofe_mb_icmp(MB, ICMP_EQ, ofe_mb_binop(MB, "llvm.and", type, i64c(e, OFE_MAP_DELETE)), i64c(e, 0));
    cond = ofe_mb_binop(MB, "llvm.and", ofe_mb_binop(MB, "llvm.or", is_array, attached), not_deleting);
  } else {
    cond = ofe_mb_binop(MB, "llvm.and", is_array, deleting);
  }
  MlirBlock push = ofe_mb_new_block(MB), after = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, cond, push, after);
  ofe_mb_set_block(MB, push);
  /* the range without to/from: only allocated (or deleted), as an implicit map */
  MlirValue t = ofe_mb_binop(MB, "llvm.or", ofe_mb_binop(MB, "llvm.and", type, i64c(e, ~(int64_t)(OFE_MAP_TO | OFE_MAP_FROM))),
                             i64c(e, OFE_MAP_IMPLICIT));
  push_component(e, arg, arg[MAPPER_BASE], arg[MAPPER_BEGIN], arg[MAPPER_BYTES], t, arg[MAPPER_NAME]);
  ofe_mb_br(MB, after);
  ofe_mb_set_block(MB, after);
}

/* A component's map type under the caller's: alloc keeps neither to nor from, to keeps only
 * to, from only from, tofrom both (the decay table of OpenMP 5.2 §5.8.8). */
static MlirValue decayed(OfeEmit *e, MlirValue component, MlirValue caller) {
  MlirValue tf = ofe_mb_binop(MB, "llvm.and", caller, i64c(e, OFE_MAP_TO | OFE_MAP_FROM));
  MlirValue t = component;
  t = ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_EQ, tf, i64c(e, OFE_MAP_FROM)),
                    ofe_mb_binop(MB, "llvm.and", component, i64c(e, ~(int64_t)OFE_MAP_TO)), t);
  t = ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_EQ, tf, i64c(e, OFE_MAP_TO)),
                    ofe_mb_binop(MB, "llvm.and", component, i64c(e, ~(int64_t)OFE_MAP_FROM)), t);
  t = ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_EQ, tf, i64c(e, 0)),
                    ofe_mb_binop(MB, "llvm.and", component, i64c(e, ~(int64_t)(OFE_MAP_TO | OFE_MAP_FROM))), t);
  return t;
}

/* The components of the element at `elem`. */
static void element_components(OfeEmit *e, OfeOmpMapper *m, const MlirValue *arg, MlirValue elem) {
  MlirValue *slot = ofe_arena_alloc(&e->ctx->arena, sizeof *slot);
  *slot = elem;
  ofe_ptrmap_put(e->kernel_vars, m->var->canonical, slot);
  OfeMapEntries entries = {0};
  ofe_map_entries_for_mapper(e, m, &entries);
  /* MEMBER_OF counts from the components pushed before this element's */
  MlirValue before = ofe_emit_call_fn(e, OFE_RTL_MAPPER_NUM_COMPONENTS, MB->i64, &arg[MAPPER_HANDLE], 1, &MB->ptr, false);
  MlirValue shift = ofe_mb_binop(MB, "llvm.shl", before, i64c(e, OFE_MAP_MEMBER_OF_SHIFT));
  for (size_t i = 0; i < entries.len; i++) {
    const OfeMapEntry *en = &entries.items[i];
    MlirValue type = decayed(e, ofe_mb_binop(MB, "llvm.add", i64c(e, (int64_t)en->maptype), shift), arg[MAPPER_TYPE]);
    MlirValue null = ofe_mb_zero(MB, MB->ptr);
    if (en->mapper) {
      const char *callee = ofe_omp_mapper_function(e, en->mapper);
      MlirValue args[] = {arg[MAPPER_HANDLE], en->base, en->begin, en->size, type, null};
      ofe_mb_call(MB, callee, ofe_mb_func_type(MB, MB->void_, mapper_params(e), MAPPER_PARAMS, false), args, MAPPER_PARAMS);
    } else {
      push_component(e, arg, en->base, en->begin, en->size, type, component_name(e, en));
    }
  }
}

const char *ofe_omp_mapper_function(OfeEmit *e, OfeOmpMapper *m) {
  if (m->symbol) return m->symbol;
  const char *name = mapper_name(e, m);
  m->symbol = name; /* a member of the same type calls this one */
  OfeEmitSaved saved;
  MlirBlock entry = ofe_emit_nested_begin(e, &saved, name, mapper_params(e), MAPPER_PARAMS);
  e->kernel_vars = ofe_arena_alloc(&e->ctx->arena, sizeof *e->kernel_vars);
  ofe_strmap_init(e->kernel_vars, &e->ctx->arena);

  MlirValue arg[MAPPER_PARAMS];
  for (int i = 0; i < MAPPER_PARAMS; i++) arg[i] = mlirBlockGetArgument(entry, i);
  MlirType elem_type = ofe_emit_mem_type(e, m->type);
  MlirValue count = ofe_mb_binop(MB, "llvm.udiv", arg[MAPPER_BYTES], i64c(e, (int64_t)ofe_sizeof(m->type)));
  MlirValue end = ofe_mb_gep_dyn(MB, arg[MAPPER_BEGIN], elem_type, count);
  array_component(e, arg, count, true);

  MlirValue cursor = ofe_mb_alloca(MB, MB->ptr, 8);
  ofe_mb_store(MB, arg[MAPPER_BEGIN], cursor, 8, false);
  MlirBlock body = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_EQ, arg[MAPPER_BEGIN], end), done, body);
  ofe_mb_set_block(MB, body);
  MlirValue elem = ofe_mb_load(MB, MB->ptr, cursor, 8, false);
  element_components(e, m, arg, elem);
  MlirValue next = ofe_mb_gep_dyn(MB, elem, elem_type, i64c(e, 1));
  ofe_mb_store(MB, next, cursor, 8, false);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_EQ, next, end), done, body);
  ofe_mb_set_block(MB, done);
  array_component(e, arg, count, false);
  ofe_emit_nested_end(e, &saved);
  return name;
}
