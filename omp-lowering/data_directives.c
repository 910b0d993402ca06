/* data_directives: the data-mapping constructs. `target data` maps on entry (data_begin),
 * runs its body, and unmaps on exit (data_end) with the same arrays; the stand-alone
 * directives are one call each. An `if` clause that is false skips the runtime call; on the
 * device these directives do nothing (there is no device-side data environment to change). */
#include "omp-lowering/data_directives.h"

#include "omp-lowering/offload_arrays.h"
#include "runtime-abi/abi.h"
#include "runtime-abi/rtl.h"

#define MB (&e->mb)

static const OfeOmpClause *find(const OfeOmpDirective *d, OfeOmpClauseKind k) {
  for (size_t i = 0; i < d->clauses.len; i++)
    if (d->clauses.items[i]->kind == k) return d->clauses.items[i];
  return NULL;
}

void ofe_omp_emit_data(OfeEmit *e, const OfeOmpDirective *d) {
  if (e->device) {
    if (d->kind == OMPD_TARGET_DATA) ofe_emit_stmt(e, d->body);
    return;
  }
  const OfeOmpClause *if_c = find(d, OMPC_IF), *dev_c = find(d, OMPC_DEVICE);
  MlirValue device = dev_c ? ofe_emit_rvalue(e, dev_c->expr) : ofe_mb_const_int(MB, MB->i64, -1);
  MlirValue cond = if_c ? ofe_emit_cond(e, if_c->expr) : (MlirValue){NULL};
  OfeMapEntries entries = {0};
  ofe_map_entries_for_data(e, d, &entries);
  MlirBlock go = ofe_mb_new_block(MB), after = ofe_mb_new_block(MB);
  if (if_c) ofe_mb_cond_br(MB, cond, go, after);
  else ofe_mb_br(MB, go);
  ofe_mb_set_block(MB, go);
  OfeOffloadArrays arrays;
  ofe_offload_arrays_build(e, &entries, &arrays);
  const char *fn = d->kind == OMPD_TARGET_EXIT_DATA ? OFE_RTL_DATA_END
                 : d->kind == OMPD_TARGET_UPDATE ? OFE_RTL_DATA_UPDATE : OFE_RTL_DATA_BEGIN;
  ofe_rtl_target_data(e, fn, device, &arrays);
  ofe_mb_br(MB, after);
  ofe_mb_set_block(MB, after);
  if (d->kind != OMPD_TARGET_DATA) return;
  ofe_emit_stmt(e, d->body);
  MlirBlock end = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  if (if_c) ofe_mb_cond_br(MB, cond, end, done);
  else ofe_mb_br(MB, end);
  ofe_mb_set_block(MB, end);
  ofe_rtl_target_data(e, OFE_RTL_DATA_END, device, &arrays);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
}
