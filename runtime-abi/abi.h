/* abi: what libomptarget 19 defines and clang-19 emits, in one place: map-type bits, offload
 * entry flags, the layout of __tgt_kernel_arguments (version 3) and __tgt_offload_entry, and
 * the names of the runtime's entry points (docs/offload-abi.md §2-§3). */
#ifndef OFE_RUNTIME_ABI_H
#define OFE_RUNTIME_ABI_H

#include <stdint.h>

/* map-type bits (docs/offload-abi.md §2.4, test/e2e/data/MAPTYPES.md §1) */
enum {
  OFE_MAP_TO = 0x1,
  OFE_MAP_FROM = 0x2,
  OFE_MAP_ALWAYS = 0x4,
  OFE_MAP_DELETE = 0x8,
  OFE_MAP_PTR_AND_OBJ = 0x10,
  OFE_MAP_TARGET_PARAM = 0x20,
  OFE_MAP_RETURN_PARAM = 0x40,
  OFE_MAP_PRIVATE = 0x80, /* firstprivate aggregates: a private device copy of the host data */
  OFE_MAP_LITERAL = 0x100,
  OFE_MAP_IMPLICIT = 0x200,
  OFE_MAP_CLOSE = 0x400,
  OFE_MAP_PRESENT = 0x1000,
  OFE_MAP_OMPX_HOLD = 0x2000,
};
/* a non-contiguous `target update` (its entries describe dimensions): bit 44, not 0x800 */
#define OFE_MAP_NON_CONTIG ((uint64_t)1 << 44)
#define OFE_MAP_MEMBER_OF_SHIFT 48
#define OFE_MAP_MEMBER_OF(n) ((uint64_t)(n) << OFE_MAP_MEMBER_OF_SHIFT)

/* __tgt_offload_entry flags (docs/offload-abi.md §3.1) */
enum {
  OFE_ENTRY_TO = 0,
  OFE_ENTRY_LINK = 1,
  OFE_ENTRY_INDIRECT = 8,
  OFE_ENTRY_REQUIRES = 16,
};

/* libomptarget's requires flags (omptarget.h): what `requires` asks of the devices; the unit's
 * set is the data of its requires entry */
enum {
  OFE_REQ_UNIFIED_ADDRESS = 0x002,
  OFE_REQ_UNIFIED_SHARED_MEMORY = 0x008,
  OFE_REQ_DYNAMIC_ALLOCATORS = 0x010,
};

/* __tgt_kernel_arguments, version 3: { i32 Version, i32 NumArgs, ptr BasePtrs, ptr Ptrs,
 * ptr Sizes, ptr MapTypes, ptr MapNames, ptr Mappers, i64 Tripcount, i64 Flags,
 * [3 x i32] NumTeams, [3 x i32] ThreadLimit, i32 DynCGroupMem } */
enum {
  OFE_KARGS_VERSION = 3,
  OFE_KARGS_OFF_VERSION = 0,
  OFE_KARGS_OFF_NUMARGS = 4,
  OFE_KARGS_OFF_BASEPTRS = 8,
  OFE_KARGS_OFF_PTRS = 16,
  OFE_KARGS_OFF_SIZES = 24,
  OFE_KARGS_OFF_MAPTYPES = 32,
  OFE_KARGS_OFF_MAPNAMES = 40,
  OFE_KARGS_OFF_MAPPERS = 48,
  OFE_KARGS_OFF_TRIPCOUNT = 56,
  OFE_KARGS_OFF_FLAGS = 64,
  OFE_KARGS_OFF_NUMTEAMS = 72,
  OFE_KARGS_OFF_THREADLIMIT = 84,
  OFE_KARGS_OFF_DYNCGROUPMEM = 96,
  OFE_KARGS_SIZE = 104,
  OFE_KARGS_FLAG_NOWAIT = 1, /* Flags: the launch belongs to a target task and may complete later */
};

/* libomp's tasks (docs/offload-abi.md §2.3): a kmp_task_t { ptr shareds, ptr routine, i32 part_id,
 * ptr data1, ptr data2 } is followed by the compiler's privates; the task's entry is
 * `i32 (i32 gtid, ptr task)`. A dependence is a kmp_depend_info { i64 base_addr, i64 len,
 * i8 flags }. */
enum {
  OFE_KMP_TASK_SIZE = 40,
  OFE_KMP_TASK_TIED = 1, /* the flags clang-19 passes (libomp makes target tasks untied itself) */
  OFE_KMP_TASK_FINAL = 2,
  OFE_KMP_TASK_PRIORITY_SPECIFIED = 0x20,
  OFE_KMP_TASK_DETACHABLE = 0x40, /* detach(event): complete once the event is fulfilled too */
  OFE_KMP_TASK_OFF_PRIORITY = 32, /* kmp_task_t.data2: the priority, an i32 */
  /* a taskloop's task: kmp_task_t then the bounds of its share (u64 lb, ub; i64 stride; i32
   * last-iteration flag; ptr reductions) as clang-19 lays them out; __kmpc_taskloop splits
   * [lb, ub] into tasks (sched 0: its choice, 1: grainsize, 2: num_tasks) */
  OFE_KMP_TASKLOOP_OFF_LB = 40,
  OFE_KMP_TASKLOOP_OFF_UB = 48,
  OFE_KMP_TASKLOOP_OFF_ST = 56,
  OFE_KMP_TASKLOOP_SIZE = 80,
  OFE_KMP_TASKLOOP_SCHED_NONE = 0,
  OFE_KMP_TASKLOOP_SCHED_GRAINSIZE = 1,
  OFE_KMP_TASKLOOP_SCHED_NUM_TASKS = 2,
  /* task reductions: one kmp_taskred_input_t { ptr shared, ptr orig, i64 size, ptr init,
   * ptr fini, ptr comb, i32 flags } per variable, given to __kmpc_taskred_init; init(priv,
   * orig) sets a thread's copy to the identity, comb(shared, priv) folds one in */
  OFE_KMP_TASKRED_SIZE = 56,
  OFE_KMP_TASKRED_OFF_SHARED = 0,
  OFE_KMP_TASKRED_OFF_ORIG = 8,
  OFE_KMP_TASKRED_OFF_BYTES = 16,
  OFE_KMP_TASKRED_OFF_INIT = 24,
  OFE_KMP_TASKRED_OFF_FINI = 32,
  OFE_KMP_TASKRED_OFF_COMB = 40,
  OFE_KMP_TASKRED_OFF_FLAGS = 48,
  /* what a cancel names, as __kmpc_cancel and __kmpc_cancellationpoint take it */
  OFE_KMP_CANCEL_PARALLEL = 1,
  OFE_KMP_CANCEL_LOOP = 2,
  OFE_KMP_CANCEL_SECTIONS = 3,
  OFE_KMP_CANCEL_TASKGROUP = 4,
  OFE_KMP_DEPEND_SIZE = 24,
  OFE_KMP_DEPEND_OFF_ADDR = 0,
  OFE_KMP_DEPEND_OFF_LEN = 8,
  OFE_KMP_DEPEND_OFF_FLAGS = 16,
  OFE_KMP_DEP_IN = 0x1,
  OFE_KMP_DEP_OUT = 0x3, /* out and inout: in|out */
  OFE_KMP_DEP_MUTEXINOUTSET = 0x4,
  OFE_KMP_DEP_INOUTSET = 0x8,
  OFE_KMP_DEP_ALL_MEMORY = 0x80, /* omp_all_memory, with address and length 0 */
  /* affinity(list): a kmp_task_affinity_info_t { i64 base_addr, i64 len, i32 flags } per item,
   * whose address and length lie where a kmp_depend_info's do (OFE_KMP_DEPEND_OFF_ADDR/LEN) */
  OFE_KMP_AFFINITY_SIZE = 24,
  /* doacross loops: a kmp_dim { i64 lo, up, st } per loop of the nest (up inclusive) */
  OFE_KMP_DIM_SIZE = 24,
  OFE_KMP_DIM_OFF_LO = 0,
  OFE_KMP_DIM_OFF_UP = 8,
  OFE_KMP_DIM_OFF_ST = 16,
  OFE_KMP_ERROR_WARNING = 1, /* __kmpc_error's severity */
  OFE_KMP_ERROR_FATAL = 2,
};

#define OFE_ENTRY_SECTION "omp_offloading_entries"
#define OFE_RTL_TARGET_KERNEL "__tgt_target_kernel"
#define OFE_RTL_DATA_BEGIN "__tgt_target_data_begin_mapper"
#define OFE_RTL_DATA_END "__tgt_target_data_end_mapper"
#define OFE_RTL_DATA_UPDATE "__tgt_target_data_update_mapper"
#define OFE_RTL_DATA_BEGIN_NOWAIT "__tgt_target_data_begin_nowait_mapper"
#define OFE_RTL_DATA_END_NOWAIT "__tgt_target_data_end_nowait_mapper"
#define OFE_RTL_DATA_UPDATE_NOWAIT "__tgt_target_data_update_nowait_mapper"
/* declare mapper functions: void (ptr handle, ptr base, ptr begin, i64 bytes, i64 type, ptr name) */
#define OFE_RTL_PUSH_MAPPER_COMPONENT "__tgt_push_mapper_component"
#define OFE_RTL_MAPPER_NUM_COMPONENTS "__tgt_mapper_num_components"
#define OFE_MAPPER_PREFIX ".omp_mapper."
#define OFE_RTL_GLOBAL_THREAD_NUM "__kmpc_global_thread_num"
#define OFE_RTL_TARGET_TASK_ALLOC "__kmpc_omp_target_task_alloc"
#define OFE_RTL_TASK "__kmpc_omp_task"
#define OFE_RTL_TASK_WITH_DEPS "__kmpc_omp_task_with_deps"
#define OFE_RTL_TASKWAIT "__kmpc_omp_taskwait"
#define OFE_RTL_TASKWAIT_DEPS "__kmpc_omp_taskwait_deps_51"
#define OFE_RTL_TRANSLATE_FPTR "__kmpc_target_translate_fptr"

/* libomp's parallel regions, worksharing and synchronization (docs/design.md): a microtask
 * is `void (ptr gtid, ptr bound_tid, ptr shared...)`, run by __kmpc_fork_call (a team of
 * threads) or __kmpc_fork_teams (a league of teams). Loops take the sched_type numbers below
 * (kmp.h) with the 64-bit unsigned entry points; a critical section's lock is a common
 * `[8 x i32]` named `.gomp_critical_user_<name>.var`, as gcc and clang name it, so that
 * critical sections of the same name exclude each other across compilers. */
enum {
  OFE_KMP_SCH_STATIC_CHUNKED = 33,
  OFE_KMP_SCH_STATIC = 34,
  OFE_KMP_SCH_DYNAMIC_CHUNKED = 35,
  OFE_KMP_SCH_GUIDED_CHUNKED = 36,
  OFE_KMP_SCH_RUNTIME = 37,
  OFE_KMP_SCH_AUTO = 38,
  OFE_KMP_ORD_OFFSET = 32, /* ordered schedules: kmp_ord_static_chunked = 65 ... kmp_ord_auto = 70 */
  OFE_KMP_DISTRIBUTE_STATIC_CHUNKED = 91,
  OFE_KMP_DISTRIBUTE_STATIC = 92,
  OFE_KMP_SCH_MODIFIER_MONOTONIC = 1 << 29,
  OFE_KMP_SCH_MODIFIER_NONMONOTONIC = 1 << 30,
  OFE_KMP_PROC_BIND_PRIMARY = 2, /* kmp_proc_bind_t: master/primary, close, spread */
  OFE_KMP_PROC_BIND_CLOSE = 3,
  OFE_KMP_PROC_BIND_SPREAD = 4,
  OFE_KMP_CRITICAL_LOCK_WORDS = 8,
};
/* ident_t's flags (kmp.h's KMP_IDENT_*), as clang-19 sets them: every ident has KMPC; a
 * barrier's says which (explicit, or the implicit one at the end of a for, sections, single or
 * elsewhere), a static schedule's init and fini what shares the work. libomp tells OMPT tools
 * the barrier's kind and the work's type from them, and warns when a static init has neither
 * ("OMPT: Cannot determine workshare type"). */
enum {
  OFE_KMP_IDENT_KMPC = 0x02,
  OFE_KMP_IDENT_BARRIER_EXPL = 0x20,
  OFE_KMP_IDENT_BARRIER_IMPL = 0x40,
  OFE_KMP_IDENT_BARRIER_IMPL_FOR = 0x40,
  OFE_KMP_IDENT_BARRIER_IMPL_SECTIONS = 0xC0,
  OFE_KMP_IDENT_BARRIER_IMPL_SINGLE = 0x140,
  OFE_KMP_IDENT_WORK_LOOP = 0x200,
  OFE_KMP_IDENT_WORK_SECTIONS = 0x400,
  OFE_KMP_IDENT_WORK_DISTRIBUTE = 0x800,
};
#define OFE_RTL_FORK_CALL "__kmpc_fork_call"
#define OFE_RTL_FORK_TEAMS "__kmpc_fork_teams"
#define OFE_RTL_PUSH_NUM_THREADS "__kmpc_push_num_threads"
#define OFE_RTL_PUSH_NUM_TEAMS "__kmpc_push_num_teams"
#define OFE_RTL_PUSH_PROC_BIND "__kmpc_push_proc_bind"
#define OFE_RTL_SERIALIZED_PARALLEL "__kmpc_serialized_parallel"
/* The DeviceRTL's (GPU device code, offload-info/gpu_device.c; docs/gpu-abi.md) */
#define OFE_RTL_PARALLEL_51 "__kmpc_parallel_51"
#define OFE_RTL_GET_SHARED_VARIABLES "__kmpc_get_shared_variables"
#define OFE_RTL_ALLOC_SHARED "__kmpc_alloc_shared"
#define OFE_RTL_FREE_SHARED "__kmpc_free_shared"
#define OFE_RTL_TARGET_INIT "__kmpc_target_init"
#define OFE_RTL_TARGET_DEINIT "__kmpc_target_deinit"
#define OFE_RTL_DISPATCH_DEINIT "__kmpc_dispatch_deinit"
#define OFE_RTL_SET_LOCK "omp_set_lock"
#define OFE_RTL_UNSET_LOCK "omp_unset_lock"
#define OFE_RTL_END_SERIALIZED_PARALLEL "__kmpc_end_serialized_parallel"
#define OFE_RTL_FOR_STATIC_INIT "__kmpc_for_static_init_8u"
#define OFE_RTL_FOR_STATIC_FINI "__kmpc_for_static_fini"
#define OFE_RTL_DISPATCH_INIT "__kmpc_dispatch_init_8u"
#define OFE_RTL_DISPATCH_NEXT "__kmpc_dispatch_next_8u"
#define OFE_RTL_DISPATCH_FINI "__kmpc_dispatch_fini_8u"
#define OFE_RTL_ORDERED "__kmpc_ordered"
#define OFE_RTL_END_ORDERED "__kmpc_end_ordered"
#define OFE_RTL_BARRIER "__kmpc_barrier"
#define OFE_RTL_THREAD_NUM "omp_get_thread_num"   /* the thread number in the team */
#define OFE_RTL_NUM_THREADS "omp_get_num_threads" /* the size of the team */
#define OFE_RTL_CRITICAL "__kmpc_critical"
#define OFE_RTL_CRITICAL_WITH_HINT "__kmpc_critical_with_hint"
#define OFE_RTL_END_CRITICAL "__kmpc_end_critical"
#define OFE_RTL_SINGLE "__kmpc_single"
#define OFE_RTL_END_SINGLE "__kmpc_end_single"
#define OFE_RTL_COPYPRIVATE "__kmpc_copyprivate"
#define OFE_RTL_MASTER "__kmpc_master"
#define OFE_RTL_END_MASTER "__kmpc_end_master"
#define OFE_RTL_MASKED "__kmpc_masked"
#define OFE_RTL_END_MASKED "__kmpc_end_masked"
#define OFE_RTL_FLUSH "__kmpc_flush"
#define OFE_RTL_TASK_ALLOC "__kmpc_omp_task_alloc"
#define OFE_RTL_TASK_BEGIN_IF0 "__kmpc_omp_task_begin_if0"
#define OFE_RTL_TASK_COMPLETE_IF0 "__kmpc_omp_task_complete_if0"
#define OFE_RTL_SET_THREAD_LIMIT "__kmpc_set_thread_limit" /* the current task's thread-limit-var */
#define OFE_RTL_TASKGROUP "__kmpc_taskgroup"
#define OFE_RTL_END_TASKGROUP "__kmpc_end_taskgroup"
#define OFE_RTL_TASKYIELD "__kmpc_omp_taskyield"
#define OFE_RTL_TASKLOOP "__kmpc_taskloop"
/* __kmpc_taskloop with one more argument before task_dup: 1 for grainsize(strict:)/num_tasks(strict:) */
#define OFE_RTL_TASKLOOP_5 "__kmpc_taskloop_5"
#define OFE_RTL_DOACROSS_INIT "__kmpc_doacross_init"
#define OFE_RTL_DOACROSS_WAIT "__kmpc_doacross_wait"
#define OFE_RTL_DOACROSS_POST "__kmpc_doacross_post"
#define OFE_RTL_DOACROSS_FINI "__kmpc_doacross_fini"
#define OFE_RTL_TASK_ALLOW_COMPLETION_EVENT "__kmpc_task_allow_completion_event"
#define OFE_RTL_REG_TASK_WITH_AFFINITY "__kmpc_omp_reg_task_with_affinity"
#define OFE_RTL_TASKRED_INIT "__kmpc_taskred_init"
#define OFE_RTL_TASKRED_MODIFIER_INIT "__kmpc_taskred_modifier_init"
#define OFE_RTL_TASKRED_MODIFIER_FINI "__kmpc_task_reduction_modifier_fini"
#define OFE_RTL_CANCEL "__kmpc_cancel"
#define OFE_RTL_CANCELLATIONPOINT "__kmpc_cancellationpoint"
#define OFE_RTL_CANCEL_BARRIER "__kmpc_cancel_barrier"
#define OFE_RTL_TASKRED_GET_TH_DATA "__kmpc_task_reduction_get_th_data"
#define OFE_RTL_ERROR "__kmpc_error"
#define OFE_RTL_ALLOC "__kmpc_alloc"
#define OFE_RTL_ALIGNED_ALLOC "__kmpc_aligned_alloc"
#define OFE_RTL_FREE "__kmpc_free"
#define OFE_RTL_INIT_ALLOCATOR "__kmpc_init_allocator"
#define OFE_RTL_DESTROY_ALLOCATOR "__kmpc_destroy_allocator"
/* the OpenMP API routines that dispatch's lowering calls (libomptarget's) */
#define OFE_API_GET_DEFAULT_DEVICE "omp_get_default_device"
#define OFE_API_SET_DEFAULT_DEVICE "omp_set_default_device"
#define OFE_API_GET_MAPPED_PTR "omp_get_mapped_ptr"
#define OFE_CRITICAL_LOCK_FORMAT ".gomp_critical_user_%s.var"
#define OFE_CRITICAL_REDUCTION_NAME ".reduction"   /* combining reduction values */
#define OFE_CRITICAL_ATOMIC_NAME ".atomic_reduction" /* atomic constructs (clang's name for its locked atomics) */
/* A target region's kernel (and an indirect function's or a static variable's entry): device
 * and file ids in hex, the enclosing function (or the symbol), the line; a second region on
 * one line adds "_<count>". */
#define OFE_KERNEL_NAME_FORMAT "__omp_offloading_%x_%x_%s_l%u"
#define OFE_FPTR_MAP_P "__omp_offloading_fptr_map_p"
#define OFE_FPTR_MAP_SIZE "__omp_offloading_fptr_map_size"

#endif
