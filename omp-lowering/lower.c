/* lower: the one entry from the statement emitter into omp-lowering/: each OpenMP directive
 * (each leaf of a combined construct in turn, since a leaf's body is the next leaf) goes to
 * the module that lowers its kind. */
#include "emit/emit.h"
#include "omp-lowering/data_directives.h"
#include "omp-lowering/doacross.h"
#include "omp-lowering/parallel.h"
#include "omp-lowering/target_region.h"
#include "omp-lowering/target_task.h"
#include "omp-lowering/task.h"
#include "omp-lowering/scan.h"
#include "omp-lowering/worksharing.h"

static void emit_directive(OfeEmit *e, const OfeOmpDirective *d) {
  switch (d->kind) {
  case OMPD_TARGET: ofe_omp_emit_target(e, d); break;
  case OMPD_TARGET_DATA: case OMPD_TARGET_ENTER_DATA: case OMPD_TARGET_EXIT_DATA: case OMPD_TARGET_UPDATE:
    ofe_omp_emit_data(e, d);
    break;
  case OMPD_TASKWAIT: ofe_target_task_taskwait(e, d); break;
  case OMPD_TASK: case OMPD_TASKLOOP: ofe_omp_emit_task(e, d); break;
  case OMPD_TASKGROUP: ofe_omp_emit_taskgroup(e, d); break;
  case OMPD_TASKYIELD: ofe_omp_emit_taskyield(e); break;
  case OMPD_PARALLEL: ofe_omp_emit_parallel(e, d); break;
  case OMPD_TEAMS: ofe_omp_emit_teams(e, d); break;
  case OMPD_FOR: case OMPD_DISTRIBUTE: case OMPD_SIMD: ofe_omp_emit_loop(e, d); break;
  case OMPD_ORDERED:
    if (d->doacross_loop) ofe_omp_emit_doacross_point(e, d); /* ordered depend(...) */
    else ofe_omp_emit_sync(e, d);
    break;
  case OMPD_SINGLE: case OMPD_MASTER: case OMPD_MASKED: case OMPD_CRITICAL: case OMPD_ATOMIC: case OMPD_BARRIER:
  case OMPD_FLUSH: case OMPD_SCOPE:
    ofe_omp_emit_sync(e, d);
    break;
  case OMPD_SECTIONS: ofe_omp_emit_sections(e, d); break;
  case OMPD_SECTION: break; /* emitted by its sections construct */
  case OMPD_LOOP: break;    /* sema made it a for, distribute or simd */
  case OMPD_DISPATCH: break; /* sema made it plain code */
  case OMPD_CANCEL: case OMPD_CANCELLATION_POINT: ofe_omp_emit_cancel(e, d); break;
  case OMPD_ERROR: ofe_omp_emit_error(e, d); break;
  case OMPD_DEPOBJ: ofe_omp_emit_depobj(e, d); break;
  case OMPD_SCAN: ofe_omp_emit_scan(e, d); break;
  }
}

void ofe_omp_emit_directive(OfeEmit *e, const OfeOmpDirective *d) {
  ofe_emit_set_loc(e, d->loc);
  /* a nested directive's calls name it; the enclosing one's later calls (a data region's end) name that one again */
  OfeLoc outer = e->omp_loc;
  e->omp_loc = d->loc;
  emit_directive(e, d);
  e->omp_loc = outer;
}
