/* data_directives: the data-mapping constructs. `target data` maps on entry (data_begin),
 * runs its body, and unmaps on exit (data_end) with the same arrays; the stand-alone
 * directives are one call each. `if` and `device` are evaluated once, before; an `if` that
 * is false skips the runtime calls. Inside a target data body, use_device_ptr(p) makes p a
 * private pointer holding the device address, and use_device_addr(a) makes `a` name the
 * device copy: the runtime writes those addresses into the base-pointer array
 * (RETURN_PARAM) and the body reads them from there, as clang-19 does. The stand-alone
 * directives with `nowait` make their call in a target task (the *_nowait_mapper entry
 * points, target_task.h); with `depend` and no `nowait` they first wait for those tasks. On
 * the device these directives do nothing (there is no device-side data environment to change). */
#include "omp-lowering/data_directives.h"

#include "omp-lowering/construct_record.h"
#include "omp-lowering/offload_arrays.h"
#include "omp-lowering/target_task.h"
#include "runtime-abi/abi.h"
#include "omp-lowering/rtl.h"

#define MB (&e->mb)

/* Where a use_device_ptr/addr item's device address lands: a slot that holds the host value
 * until the runtime has answered, so that the body sees a defined value when `if` is false. */
typedef struct DeviceAddrSlot {
  MlirValue slot;
  MlirValue *previous; /* the variable's redirection outside the body, restored after it */
} DeviceAddrSlot;

static void read_device_addresses(OfeEmit *e, const OfeDeviceAddrUses *uses, DeviceAddrSlot *slots,
                                  const OfeOffloadArrays *arrays) {
  for (size_t i = 0; i < uses->len; i++) {
    MlirValue at = ofe_mb_gep_bytes(MB, arrays->baseptrs, (int64_t)(8 * uses->items[i].entry));
    ofe_mb_store(MB, ofe_mb_load(MB, MB->ptr, at, 8, false), slots[i].slot, 8, false);
  }
}

/* The body's view: p is the slot itself (a private pointer); `a` lives at the slot's value. */
static void redirect_variables(OfeEmit *e, const OfeDeviceAddrUses *uses, DeviceAddrSlot *slots) {
  OfeArena *arena = &e->ctx->arena;
  if (uses->len && !e->kernel_vars) {
    e->kernel_vars = ofe_arena_alloc(arena, sizeof *e->kernel_vars);
    ofe_strmap_init(e->kernel_vars, arena);
  }
  for (size_t i = 0; i < uses->len; i++) {
    MlirValue *addr = ofe_arena_alloc(arena, sizeof *addr);
    *addr = uses->items[i].pointer_value ? slots[i].slot : ofe_mb_load(MB, MB->ptr, slots[i].slot, 8, false);
    OfeDecl *v = uses->items[i].var->canonical;
    slots[i].previous = ofe_ptrmap_get(e->kernel_vars, v);
    ofe_ptrmap_put(e->kernel_vars, v, addr);
  }
}

static void restore_variables(OfeEmit *e, const OfeDeviceAddrUses *uses, const DeviceAddrSlot *slots) {
  for (size_t i = uses->len; i-- > 0;) ofe_ptrmap_put(e->kernel_vars, uses->items[i].var->canonical, slots[i].previous);
}

/* nowait: the call is made in a target task, on the offload arrays and device captured now. */
static void call_in_task(OfeEmit *e, const OfeOmpDirective *d, OfeDataCall call, MlirValue device,
                         const OfeOffloadArrays *arrays) {
  OfeTaskLayout layout;
  ofe_task_layout_init(&layout);
  int64_t at_device = ofe_task_slot(&layout, 8);
  OfeTaskArrays at_arrays;
  ofe_task_plan_arrays(&layout, arrays, &at_arrays);
  OfeTargetTask task;
  ofe_target_task_alloc(e, &layout, device, &task);
  ofe_mb_store(MB, device, ofe_task_at(e, task.task, at_device), 8, false);
  ofe_task_store_arrays(e, &task, arrays, &at_arrays);
  MlirValue t = ofe_target_task_entry_begin(e, &task);
  OfeOffloadArrays in_task = ofe_task_arrays(e, t, arrays, &at_arrays);
  ofe_rtl_target_data(e, call, true, ofe_mb_load(MB, MB->i64, ofe_task_at(e, t, at_device), 8, false), &in_task);
  ofe_target_task_entry_end(e, &task);
  ofe_target_task_submit(e, &task, d);
}

void ofe_omp_emit_data(OfeEmit *e, const OfeOmpDirective *d) {
  if (e->device || !e->offloading) {
    /* no data environment to change but the host's own */
    if (d->kind == OMPD_TARGET_DATA) ofe_emit_stmt(e, d->body);
    return;
  }
  /* target data takes neither nowait nor depend */
  bool deferred = ofe_target_task_deferred(d);
  if (!deferred) ofe_target_task_wait_deps(e, d);
  const OfeOmpClause *if_c = ofe_omp_find_clause(d, OMPC_IF), *dev_c = ofe_omp_find_clause(d, OMPC_DEVICE);
  MlirValue device = dev_c ? ofe_emit_rvalue(e, dev_c->expr) : ofe_mb_const_int(MB, MB->i64, -1);
  MlirValue cond = if_c ? ofe_emit_cond(e, if_c->expr) : (MlirValue){NULL};
  OfeMapEntries entries = {0};
  OfeDeviceAddrUses uses = {0};
  ofe_device_addr_uses(e, d, &uses);
  DeviceAddrSlot slots[uses.len + 1];
  for (size_t i = 0; i < uses.len; i++) {
    /* the host value first: an `if` that is false leaves it */
    OfeDecl *v = uses.items[i].var;
    MlirValue host = ofe_offload_var_address(e, v);
    if (uses.items[i].pointer_value) host = ofe_emit_load_scalar(e, host, v->type->unqual);
    slots[i] = (DeviceAddrSlot){.slot = ofe_mb_alloca(MB, MB->ptr, 8)};
    ofe_mb_store(MB, host, slots[i].slot, 8, false);
  }
  MlirBlock go = ofe_mb_new_block(MB), after = ofe_mb_new_block(MB);
  /* a deferred directive whose `if` is false still waits for its dependences */
  MlirBlock skip = if_c && deferred ? ofe_mb_new_block(MB) : after;
  if (if_c) ofe_mb_cond_br(MB, cond, go, skip);
  else ofe_mb_br(MB, go);
  ofe_mb_set_block(MB, go);
  ofe_map_entries_for_data(e, d, &entries, &uses);
  ofe_record_construct(e, d, &entries);
  OfeOffloadArrays arrays;
  ofe_offload_arrays_build(e, &entries, &arrays);
  OfeDataCall call = d->kind == OMPD_TARGET_EXIT_DATA ? OFE_DATA_END
                   : d->kind == OMPD_TARGET_UPDATE ? OFE_DATA_UPDATE : OFE_DATA_BEGIN;
  if (deferred) call_in_task(e, d, call, device, &arrays);
  else ofe_rtl_target_data(e, call, false, device, &arrays);
  read_device_addresses(e, &uses, slots, &arrays);
  ofe_mb_br(MB, after);
  if (skip.ptr != after.ptr) {
    ofe_mb_set_block(MB, skip);
    ofe_target_task_wait_deps(e, d);
    ofe_mb_br(MB, after);
  }
  ofe_mb_set_block(MB, after);
  if (d->kind != OMPD_TARGET_DATA) return;
  redirect_variables(e, &uses, slots);
  ofe_emit_stmt(e, d->body);
  restore_variables(e, &uses, slots);
  MlirBlock end = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  if (if_c) ofe_mb_cond_br(MB, cond, end, done);
  else ofe_mb_br(MB, end);
  ofe_mb_set_block(MB, end);
  /* the end checks no `present`: the data was there at the begin */
  OfeOffloadArrays at_end = arrays;
  at_end.maptypes = ofe_offload_maptypes_without(e, &entries, &arrays, OFE_MAP_PRESENT);
  ofe_rtl_target_data(e, OFE_DATA_END, false, device, &at_end);
  ofe_mb_br(MB, done);
  ofe_mb_set_block(MB, done);
}
