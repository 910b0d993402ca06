/* construct_record: the lowering's side of the construct-facts model (construct_record.h). */
#include "omp-lowering/construct_record.h"

#include <string.h>

#include "omp-lowering/map_names.h"
#include "omp-lowering/target_task.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"

/* sema's clauses for what other clauses imply (a reduction's map): every item implicit */
static bool implied(const OfeOmpClause *c) {
  for (size_t i = 0; i < c->items.len; i++)
    if (!c->items.items[i].implicit) return false;
  return c->items.len > 0;
}

static const char *clause_name(const OfeOmpClause *c) {
  return c->kind == OMPC_EXTENSION ? ompfe_clause_use_name(c->extension) : ofe_omp_clause_kind_name(c->kind);
}

void ofe_record_construct(OfeEmit *e, const OfeOmpDirective *d, const OfeMapEntries *entries) {
  OfeConstructFacts *facts = &e->ctx->facts;
  OfeArena *a = facts->arena; /* the facts outlive the tree: strings are copied there */
  OfeConstructFact *c = ofe_facts_add(facts);
  c->directive = ofe_arena_strdup(a, d->spelled);
  c->loc = d->loc;
  if (d->body) c->body = d->body->loc;
  if (d->parent) c->function = ofe_arena_strdup(a, d->parent->name);
  if (d->kind == OMPD_TARGET && d->kernel_name) ofe_facts_set_kernel(facts, c, d->kernel_name);
  c->deferred = ofe_target_task_deferred(d);
  for (const OfeOmpDirective *leaf = d; leaf; leaf = leaf->inner)
    for (size_t i = 0; i < leaf->clauses.len; i++)
      if (!implied(leaf->clauses.items[i]))
        ofe_vec_push(a, &c->clauses, ofe_arena_strdup(a, clause_name(leaf->clauses.items[i])));
  for (size_t i = 0; i < entries->len; i++) {
    const OfeMapEntry *en = &entries->items[i];
    const char *item = ofe_map_name_item(e, en->name);
    ofe_vec_push(a, &c->maps,
                 ((OfeMapFact){.item = item ? ofe_arena_strdup(a, item) : NULL,
                               .map_type = en->maptype,
                               .size = en->size_const,
                               .mapper = en->mapper ? ofe_arena_strdup(a, en->mapper->id) : NULL}));
  }
}
