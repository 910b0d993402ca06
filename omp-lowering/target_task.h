/* target_task: `nowait` target constructs become libomp target tasks, as with clang-19: what
 * the launch reads is captured into the task's privates now, the launch runs later in the
 * task's entry function, and `depend` clauses order the tasks; plus `taskwait`. */
#ifndef OFE_TARGET_TASK_H
#define OFE_TARGET_TASK_H

#include "emit/emit.h"
#include "omp-lowering/offload_arrays.h"

/* Where the privates lie, in bytes from the start of the kmp_task_t: slots at constant
 * offsets, then copies whose sizes are known only at run time. */
typedef struct OfeTaskLayout {
  int64_t fixed;   /* the end of the constant-offset slots */
  MlirValue extra; /* i64: the bytes of run-time-sized copies after them; null when none */
} OfeTaskLayout;

/* The offload arrays' places in the privates (sizes: -1 when the constant array serves). */
typedef struct OfeTaskArrays {
  int64_t baseptrs, ptrs, sizes;
} OfeTaskArrays;

/* A target task being built: made in the encountering function, its entry emitted next. */
typedef struct OfeTargetTask {
  const char *entry; /* the entry function's name */
  MlirValue gtid;    /* the encountering thread, there */
  MlirValue task;    /* the kmp_task_t, there */
  OfeEmitSaved outer; /* the encountering function's state while the entry is emitted */
} OfeTargetTask;

/* The construct has `nowait` (a target construct: and no in_reduction): on the host with a
 * device, it runs as a deferred target task. */
bool ofe_target_task_deferred(const OfeOmpDirective *d);

void ofe_task_layout_init(OfeTaskLayout *l);
/* A slot of `size` bytes at a constant offset (8-aligned); all come before any copy. */
int64_t ofe_task_slot(OfeTaskLayout *l, int64_t size);
/* ... aligned to `align` as well (a copy of a variable whose type needs more than 8) */
int64_t ofe_task_slot_aligned(OfeTaskLayout *l, int64_t size, int64_t align);
/* Room for a copy of `size` bytes (an i64) after the slots; returns its offset (an i64). */
MlirValue ofe_task_copy_room(OfeEmit *e, OfeTaskLayout *l, MlirValue size);
void ofe_task_plan_arrays(OfeTaskLayout *l, const OfeOffloadArrays *a, OfeTaskArrays *at);

/* The next free task entry name (`.omp_task_entry.`, `.omp_task_entry..1`, ...); the bytes of a
 * task with this layout (an i64). */
const char *ofe_task_entry_name(OfeEmit *e);
MlirValue ofe_task_size(OfeEmit *e, const OfeTaskLayout *l);
/* Allocates the task for the layout (__kmpc_omp_target_task_alloc on `device`). */
void ofe_target_task_alloc(OfeEmit *e, const OfeTaskLayout *l, MlirValue device, OfeTargetTask *t);
/* The address of a slot: in the encountering function on t->task, in the entry on its task. */
MlirValue ofe_task_at(OfeEmit *e, MlirValue task, int64_t offset);
/* Copies the offload arrays into the task (in the encountering function). */
void ofe_task_store_arrays(OfeEmit *e, const OfeTargetTask *t, const OfeOffloadArrays *a, const OfeTaskArrays *at);
/* The same arrays read from the task in its entry (the constant arrays' symbols as before). */
OfeOffloadArrays ofe_task_arrays(OfeEmit *e, MlirValue task, const OfeOffloadArrays *a, const OfeTaskArrays *at);

/* Starts emitting the entry function; returns its task pointer. The end returns 0 from it and
 * goes back to the encountering function. */
MlirValue ofe_target_task_entry_begin(OfeEmit *e, OfeTargetTask *t);
void ofe_target_task_entry_end(OfeEmit *e, OfeTargetTask *t);
/* Hands the task to libomp with the construct's dependences. */
void ofe_target_task_submit(OfeEmit *e, const OfeTargetTask *t, const OfeOmpDirective *d);

/* A construct that runs here and now waits first for the tasks its `depend` clauses name
 * (nothing without them). */
void ofe_target_task_wait_deps(OfeEmit *e, const OfeOmpDirective *d);
/* `taskwait`: for the tasks made so far, or with `depend`, for those it names (with `nowait`
 * too, OpenMP 5.1: for none; a task without code gets the dependences). */
void ofe_target_task_taskwait(OfeEmit *e, const OfeOmpDirective *d);
/* affinity(list) on a task (OpenMP 5.0): the ranges its items cover, handed to libomp with the
 * task (__kmpc_omp_reg_task_with_affinity, a hint: libomp 19 does nothing with them). */
void ofe_task_register_affinity(OfeEmit *e, const OfeOmpDirective *d, MlirValue gtid, MlirValue task);
/* depobj(o): depend(kind: list) makes o, clang-19's layout (libomp memory: a header entry
 * counting the kmp_depend_info entries after it, o pointing at the first); update(kind) sets
 * every entry's type; destroy frees it. depend(depobj: o) copies o's entries into a construct's
 * dependences. */
void ofe_omp_emit_depobj(OfeEmit *e, const OfeOmpDirective *d);

#endif
