/* extension_clauses: the lowering's side of ompx_ clauses, and the helpers their hooks emit
 * code with (include/ompfe.h, "extension clauses"). */
#include "omp-lowering/extension_clauses.h"

#include <string.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"

#define MB (&e->mb)

struct OmpfeClauseLowering {
  OfeEmit *e;
  const OfeOmpDirective *d;
  OmpfeClauseUse *use;
  OfeLoc loc;
};

void ofe_omp_lower_extension_clauses(OfeEmit *e, const OfeOmpDirective *d) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_EXTENSION) continue;
    const OfeClauseExtension *ext = ofe_omp_extension_of(c->extension);
    if (!ext->def.lower) continue;
    OmpfeClauseLowering l = {e, d, c->extension, c->loc};
    ext->def.lower(&l, ext->def.user_data);
  }
}

OmpfeClauseUse *ompfe_lowering_clause(OmpfeClauseLowering *l) { return l->use; }
bool ompfe_lowering_is_device(const OmpfeClauseLowering *l) { return l->e->device; }
const char *ompfe_lowering_kernel(const OmpfeClauseLowering *l) {
  return l->d->kind == OMPD_TARGET ? l->d->kernel_name : NULL;
}
const char *ompfe_lowering_function(const OmpfeClauseLowering *l) {
  return l->d->parent ? l->d->parent->name : NULL;
}
/* A target construct's fact: recorded before its kernel is outlined (target_region.c) */
static const OfeConstructFact *fact_of(const OmpfeClauseLowering *l) {
  return l->d->kind == OMPD_TARGET && l->d->kernel_name ? ofe_facts_find_kernel(&l->e->ctx->facts, l->d->kernel_name) : NULL;
}

const char *ompfe_lowering_directive(const OmpfeClauseLowering *l) {
  const OfeConstructFact *f = fact_of(l);
  return f ? f->directive : ofe_omp_directive_name(l->d->kind);
}

size_t ompfe_lowering_map_count(const OmpfeClauseLowering *l) {
  const OfeConstructFact *f = fact_of(l);
  return f ? f->maps.len : 0;
}

bool ompfe_lowering_map(const OmpfeClauseLowering *l, size_t index, OmpfeMapEntry *entry) {
  const OfeConstructFact *f = fact_of(l);
  if (!f || index >= f->maps.len) return false;
  const OfeMapFact *m = &f->maps.items[index];
  *entry = (OmpfeMapEntry){m->item, m->map_type, m->size, m->mapper};
  return true;
}

MlirContext ompfe_lowering_mlir_context(const OmpfeClauseLowering *l) { return l->e->mctx; }
MlirBlock ompfe_lowering_block(const OmpfeClauseLowering *l) { return l->e->mb.block; }
MlirLocation ompfe_lowering_location(const OmpfeClauseLowering *l) { return ofe_emit_loc(l->e, l->loc); }

MlirValue ompfe_lowering_string(OmpfeClauseLowering *l, const char *text) {
  OfeEmit *e = l->e;
  /* one global per text, numbered in the order the hooks asked for them */
  size_t len = strlen(text);
  const char *name = ofe_strmap_get(&e->extension_strings, text, len);
  if (!name) {
    name = ofe_arena_printf(&e->ctx->arena, ".ompx.str.%zu", e->extension_strings.len);
    ofe_strmap_put(&e->extension_strings, ofe_arena_strdup(&e->ctx->arena, text), len, (void *)name);
  }
  return ofe_emit_const_string(e, name, text, true);
}

MlirValue ompfe_lowering_int(OmpfeClauseLowering *l, unsigned bits, long long value) {
  OfeEmit *e = l->e;
  MlirType t = bits == 1 ? MB->i1 : bits == 8 ? MB->i8 : bits == 16 ? MB->i16 : bits == 64 ? MB->i64 : MB->i32;
  return ofe_mb_const_int(MB, t, value);
}

MlirValue ompfe_lowering_call(OmpfeClauseLowering *l, const char *callee, bool returns_int, size_t fixed,
                              const MlirValue *arguments, size_t count) {
  OfeEmit *e = l->e;
  MlirType ret = returns_int ? MB->i32 : MB->void_;
  if (fixed >= count) return ofe_emit_call_fn(e, callee, ret, arguments, (intptr_t)count, NULL, false);
  MlirType *types = ofe_arena_alloc(&e->ctx->arena, fixed * sizeof *types);
  for (size_t i = 0; i < fixed; i++) types[i] = mlirValueGetType(arguments[i]);
  return ofe_emit_call_varargs(e, callee, ret, types, (intptr_t)fixed, arguments, (intptr_t)count);
}
