/* abi: what libomptarget 19 defines and clang-19 emits, in one place: map-type bits, offload
 * entry flags, the layout of __tgt_kernel_arguments (version 3) and __tgt_offload_entry, and
 * the names of the runtime's entry points (offload-abi.md §2-§3). */
#ifndef OFE_RUNTIME_ABI_H
#define OFE_RUNTIME_ABI_H

#include <stdint.h>

/* map-type bits (offload-abi.md §2.4, test/e2e/data/MAPTYPES.md §1) */
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
#define OFE_MAP_MEMBER_OF(n) ((uint64_t)(n) << 48)

/* __tgt_offload_entry flags (offload-abi.md §3.1) */
enum {
  OFE_ENTRY_TO = 0,
  OFE_ENTRY_LINK = 1,
  OFE_ENTRY_INDIRECT = 8,
  OFE_ENTRY_REQUIRES = 16,
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

/* libomp's tasks (offload-abi.md §2.3): a kmp_task_t { ptr shareds, ptr routine, i32 part_id,
 * ptr data1, ptr data2 } is followed by the compiler's privates; the task's entry is
 * `i32 (i32 gtid, ptr task)`. A dependence is a kmp_depend_info { i64 base_addr, i64 len,
 * i8 flags }. */
enum {
  OFE_KMP_TASK_SIZE = 40,
  OFE_KMP_TASK_TIED = 1, /* the flags clang-19 passes (libomp makes target tasks untied itself) */
  OFE_KMP_DEPEND_SIZE = 24,
  OFE_KMP_DEPEND_OFF_ADDR = 0,
  OFE_KMP_DEPEND_OFF_LEN = 8,
  OFE_KMP_DEPEND_OFF_FLAGS = 16,
  OFE_KMP_DEP_IN = 0x1,
  OFE_KMP_DEP_OUT = 0x3, /* out and inout: in|out */
  OFE_KMP_DEP_MUTEXINOUTSET = 0x4,
  OFE_KMP_DEP_INOUTSET = 0x8,
};

#define OFE_ENTRY_SECTION "omp_offloading_entries"
#define OFE_RTL_TARGET_KERNEL "__tgt_target_kernel"
#define OFE_RTL_DATA_BEGIN "__tgt_target_data_begin_mapper"
#define OFE_RTL_DATA_END "__tgt_target_data_end_mapper"
#define OFE_RTL_DATA_UPDATE "__tgt_target_data_update_mapper"
#define OFE_RTL_DATA_BEGIN_NOWAIT "__tgt_target_data_begin_nowait_mapper"
#define OFE_RTL_DATA_END_NOWAIT "__tgt_target_data_end_nowait_mapper"
#define OFE_RTL_DATA_UPDATE_NOWAIT "__tgt_target_data_update_nowait_mapper"
#define OFE_RTL_GLOBAL_THREAD_NUM "__kmpc_global_thread_num"
#define OFE_RTL_TARGET_TASK_ALLOC "__kmpc_omp_target_task_alloc"
#define OFE_RTL_TASK "__kmpc_omp_task"
#define OFE_RTL_TASK_WITH_DEPS "__kmpc_omp_task_with_deps"
#define OFE_RTL_TASKWAIT "__kmpc_omp_taskwait"
#define OFE_RTL_TASKWAIT_DEPS "__kmpc_omp_taskwait_deps_51"
#define OFE_RTL_TRANSLATE_FPTR "__kmpc_target_translate_fptr"
#define OFE_FPTR_MAP_P "__omp_offloading_fptr_map_p"
#define OFE_FPTR_MAP_SIZE "__omp_offloading_fptr_map_size"

#endif
