/* rtl: calls into libomptarget 19 and libomp from emitted code (the ident_t, the kernel
 * arguments struct, region ids, __tgt_target_kernel, the data mappers, target tasks),
 * declared on first use. */
#ifndef OFE_RTL_H
#define OFE_RTL_H

#include "emit/emit.h"
#include "omp-lowering/offload_arrays.h"

/* the ident_t of the runtime calls for the directive being lowered (see OfeEmit.omp_loc) */
MlirValue ofe_rtl_ident(OfeEmit *e);
/* the same with OFE_KMP_IDENT_* flags besides KMPC (a barrier's kind, a static schedule's work) */
MlirValue ofe_rtl_ident_flags(OfeEmit *e, int32_t flags);
/* an ident_t that names a place in the source, ";file;function;line;column;;", which libomp
 * prints in its messages (__kmpc_error) */
MlirValue ofe_rtl_ident_at(OfeEmit *e, OfeLoc loc);
MlirValue ofe_rtl_region_id(OfeEmit *e, const char *kernel_name);
/* A private constant [n x ptr] table a runtime call reads (a construct's mappers, its map
 * names): named `prefix`, or `prefix.<id>` when id is not 0; element i is item(e, i, arg),
 * made inside the table's initializer. Returns the name. */
typedef MlirValue (*OfeRtlTableItem)(OfeEmit *e, size_t i, const void *arg);
const char *ofe_rtl_pointer_table(OfeEmit *e, const char *prefix, int64_t id, size_t n, OfeRtlTableItem item, const void *arg);
/* Fills a __tgt_kernel_arguments (version 3) in a local and returns its address. */
MlirValue ofe_rtl_kernel_args(OfeEmit *e, const OfeOffloadArrays *a, MlirValue num_teams, MlirValue thread_limit,
                              int64_t flags);
MlirValue ofe_rtl_target_kernel(OfeEmit *e, MlirValue device, MlirValue num_teams, MlirValue thread_limit,
                                MlirValue region_id, MlirValue kargs);
/* Before a launch: have libompfe_rt fill this device's indirect-function table (a weak call:
 * nothing happens when the program is linked without it). */
void ofe_rtl_register_fptrs(OfeEmit *e, MlirValue device);
/* __tgt_target_data_{begin,end,update}_mapper; with `nowait`, the *_nowait_mapper form a target
 * task calls, whose dependence arguments stay empty (the task's were met before it ran). */
typedef enum OfeDataCall { OFE_DATA_BEGIN, OFE_DATA_END, OFE_DATA_UPDATE } OfeDataCall;
void ofe_rtl_target_data(OfeEmit *e, OfeDataCall call, bool nowait, MlirValue device, const OfeOffloadArrays *a);

/* Tasks: the encountering thread's id (i32); a target task of task_size bytes (kmp_task_t and
 * privates, no shareds) run by the function `entry`; handing it to libomp with ndeps
 * kmp_depend_info at deps (__kmpc_omp_task when none; ndeps an i32 value); waiting for the current task's
 * children (ndeps 0) or for the dependences at deps. */
MlirValue ofe_rtl_global_thread_num(OfeEmit *e);
MlirValue ofe_rtl_task_alloc(OfeEmit *e, MlirValue gtid, MlirValue flags, MlirValue task_size, const char *entry);
MlirValue ofe_rtl_target_task_alloc(OfeEmit *e, MlirValue gtid, MlirValue task_size, const char *entry, MlirValue device);
void ofe_rtl_task(OfeEmit *e, MlirValue gtid, MlirValue task, MlirValue ndeps, MlirValue deps); /* ndeps: i32, null: none */
void ofe_rtl_taskwait(OfeEmit *e, MlirValue gtid, MlirValue ndeps, MlirValue deps);
/* The encountering thread runs task now, in place (if(false)): begin before, complete after. */
void ofe_rtl_task_begin_if0(OfeEmit *e, MlirValue gtid, MlirValue task);
void ofe_rtl_task_complete_if0(OfeEmit *e, MlirValue gtid, MlirValue task);
/* An undeferred task around code the encountering thread runs next, inline: what it sets in
 * its ICVs ends with it. begin returns the task, end completes it. */
MlirValue ofe_rtl_undeferred_task_begin(OfeEmit *e, MlirValue gtid);
void ofe_rtl_undeferred_task_end(OfeEmit *e, MlirValue gtid, MlirValue task);
/* Sets the current task's thread-limit-var to limit (an i32; OpenMP 5.1's thread_limit on a
 * target construct). */
void ofe_rtl_set_thread_limit(OfeEmit *e, MlirValue gtid, MlirValue limit);

#endif
