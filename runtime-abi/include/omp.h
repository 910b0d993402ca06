/* omp.h shipped with ompfe: the OpenMP 5.2 API (chapter 18 of the specification, in its order)
 * as libomp 19 and libomptarget 19 export it, for host and device code. Types and enumerator
 * values are those of LLVM 19's omp.h, in value and size, so objects built by ompfe and by
 * clang-19 agree; the handles made 8 bytes wide by an UINTPTR_MAX enumerator are GNU C
 * (hence __extension__). libomp's own extensions (kmp_*, ompx_*, llvm_omp_*) are at the end.
 * The one routine that must answer differently on the device, omp_is_initial_device, has a
 * nohost variant (as clang's does), selected at compile time in device compiles. */
#ifndef __OMPFE_OMP_H
#define __OMPFE_OMP_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h> /* LLVM's omp.h includes it; programs written against it may rely on that */

#ifdef __cplusplus
extern "C" {
#endif

/* ---- 18.2 parallel region and thread team routines -------------------------------------- */

/* schedule kinds for omp_set_schedule; omp_sched_monotonic is or-ed into one */
__extension__ typedef enum omp_sched_t {
  omp_sched_static = 1,
  omp_sched_dynamic = 2,
  omp_sched_guided = 3,
  omp_sched_auto = 4,
  omp_sched_monotonic = 0x80000000u /* makes the enum unsigned int, as in LLVM's */
} omp_sched_t;

extern void omp_set_num_threads(int num_threads);
extern int omp_get_num_threads(void);
extern int omp_get_max_threads(void);
extern int omp_get_thread_num(void);
extern int omp_in_parallel(void);
extern void omp_set_dynamic(int dynamic_threads);
extern int omp_get_dynamic(void);
extern int omp_get_cancellation(void);
extern void omp_set_nested(int nested); /* deprecated in 5.0 */
extern int omp_get_nested(void);        /* deprecated in 5.0 */
extern void omp_set_schedule(omp_sched_t kind, int chunk_size);
extern void omp_get_schedule(omp_sched_t *kind, int *chunk_size);
extern int omp_get_thread_limit(void);
extern int omp_get_supported_active_levels(void);
extern void omp_set_max_active_levels(int max_levels);
extern int omp_get_max_active_levels(void);
extern int omp_get_level(void);
extern int omp_get_ancestor_thread_num(int level);
extern int omp_get_team_size(int level);
extern int omp_get_active_level(void);

/* ---- 18.3 thread affinity routines ------------------------------------------------------- */

typedef enum omp_proc_bind_t {
  omp_proc_bind_false = 0,
  omp_proc_bind_true = 1,
  omp_proc_bind_master = 2, /* deprecated in 5.1 for primary */
  omp_proc_bind_close = 3,
  omp_proc_bind_spread = 4
} omp_proc_bind_t;

extern omp_proc_bind_t omp_get_proc_bind(void);
extern int omp_get_num_places(void);
extern int omp_get_place_num_procs(int place_num);
extern void omp_get_place_proc_ids(int place_num, int *ids);
extern int omp_get_place_num(void);
extern int omp_get_partition_num_places(void);
extern void omp_get_partition_place_nums(int *place_nums);
/* libomp's omp_* names of these four take Fortran strings; C calls its ompc_* entry points */
extern void omp_set_affinity_format(const char *format) __asm__("ompc_set_affinity_format");
extern size_t omp_get_affinity_format(char *buffer, size_t size) __asm__("ompc_get_affinity_format");
extern void omp_display_affinity(const char *format) __asm__("ompc_display_affinity");
extern size_t omp_capture_affinity(char *buffer, size_t size, const char *format)
    __asm__("ompc_capture_affinity");

/* ---- 18.4 teams region routines ---------------------------------------------------------- */

extern int omp_get_num_teams(void);
extern int omp_get_team_num(void);
extern void omp_set_num_teams(int num_teams);
extern int omp_get_max_teams(void);
extern void omp_set_teams_thread_limit(int thread_limit);
extern int omp_get_teams_thread_limit(void);

/* ---- 18.5 tasking routines --------------------------------------------------------------- */

extern int omp_get_max_task_priority(void);
extern int omp_in_explicit_task(void);
extern int omp_in_final(void);

/* ---- 18.6 resource relinquishing routines ------------------------------------------------ */

typedef enum omp_pause_resource_t {
  omp_pause_resume = 0, /* libomp's: undoes a pause */
  omp_pause_soft = 1,
  omp_pause_hard = 2
} omp_pause_resource_t;

extern int omp_pause_resource(omp_pause_resource_t kind, int device_num);
extern int omp_pause_resource_all(omp_pause_resource_t kind);

/* ---- 18.7 device information routines ---------------------------------------------------- */

extern int omp_get_num_procs(void);
extern void omp_set_default_device(int device_num);
extern int omp_get_default_device(void);
extern int omp_get_num_devices(void);
extern int omp_get_device_num(void);
extern int omp_is_initial_device(void);
extern int omp_get_initial_device(void);

/* ---- 18.8 device memory routines (libomptarget) ------------------------------------------ */

typedef void *omp_depend_t; /* a depend object, for the _async routines' dependences */

extern void *omp_target_alloc(size_t size, int device_num);
extern void omp_target_free(void *device_ptr, int device_num);
extern int omp_target_is_present(const void *ptr, int device_num);
/* declared as LLVM 19's omp.h does, but neither libomp 19 nor libomptarget 19 defines it */
extern int omp_target_is_accessible(const void *ptr, size_t size, int device_num);
extern int omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_offset,
                             size_t src_offset, int dst_device_num, int src_device_num);
extern int omp_target_memcpy_rect(void *dst, const void *src, size_t element_size, int num_dims,
                                  const size_t *volume, const size_t *dst_offsets,
                                  const size_t *src_offsets, const size_t *dst_dimensions,
                                  const size_t *src_dimensions, int dst_device_num, int src_device_num);
extern int omp_target_memcpy_async(void *dst, const void *src, size_t length, size_t dst_offset,
                                   size_t src_offset, int dst_device_num, int src_device_num,
                                   int depobj_count, omp_depend_t *depobj_list);
extern int omp_target_memcpy_rect_async(void *dst, const void *src, size_t element_size, int num_dims,
                                        const size_t *volume, const size_t *dst_offsets,
                                        const size_t *src_offsets, const size_t *dst_dimensions,
                                        const size_t *src_dimensions, int dst_device_num,
                                        int src_device_num, int depobj_count, omp_depend_t *depobj_list);
/* OpenMP 6.0, exported by libomptarget 19; the pointer returned is ptr */
extern void *omp_target_memset(void *ptr, int value, size_t count, int device_num);
extern void *omp_target_memset_async(void *ptr, int value, size_t count, int device_num,
                                     int depobj_count, omp_depend_t *depobj_list);
extern int omp_target_associate_ptr(const void *host_ptr, const void *device_ptr, size_t size,
                                    size_t device_offset, int device_num);
extern int omp_target_disassociate_ptr(const void *ptr, int device_num);
extern void *omp_get_mapped_ptr(const void *ptr, int device_num);

/* ---- 18.9 lock routines ------------------------------------------------------------------ */

typedef struct omp_lock_t { void *_lk; } omp_lock_t;
typedef struct omp_nest_lock_t { void *_lk; } omp_nest_lock_t;

/* synchronization hints (critical, atomic, locks); the kmp_ ones are libomp's */
typedef enum omp_sync_hint_t {
  omp_sync_hint_none = 0,
  omp_sync_hint_uncontended = 1,
  omp_sync_hint_contended = 1 << 1,
  omp_sync_hint_nonspeculative = 1 << 2,
  omp_sync_hint_speculative = 1 << 3,
  omp_lock_hint_none = omp_sync_hint_none, /* the 4.5 names, deprecated in 5.0 */
  omp_lock_hint_uncontended = omp_sync_hint_uncontended,
  omp_lock_hint_contended = omp_sync_hint_contended,
  omp_lock_hint_nonspeculative = omp_sync_hint_nonspeculative,
  omp_lock_hint_speculative = omp_sync_hint_speculative,
  kmp_lock_hint_hle = 1 << 16,
  kmp_lock_hint_rtm = 1 << 17,
  kmp_lock_hint_adaptive = 1 << 18
} omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;

extern void omp_init_lock(omp_lock_t *lock);
extern void omp_init_lock_with_hint(omp_lock_t *lock, omp_lock_hint_t hint);
extern void omp_destroy_lock(omp_lock_t *lock);
extern void omp_set_lock(omp_lock_t *lock);
extern void omp_unset_lock(omp_lock_t *lock);
extern int omp_test_lock(omp_lock_t *lock);
extern void omp_init_nest_lock(omp_nest_lock_t *lock);
extern void omp_init_nest_lock_with_hint(omp_nest_lock_t *lock, omp_lock_hint_t hint);
extern void omp_destroy_nest_lock(omp_nest_lock_t *lock);
extern void omp_set_nest_lock(omp_nest_lock_t *lock);
extern void omp_unset_nest_lock(omp_nest_lock_t *lock);
extern int omp_test_nest_lock(omp_nest_lock_t *lock);

/* ---- 18.10 timing routines --------------------------------------------------------------- */

extern double omp_get_wtime(void);
extern double omp_get_wtick(void);

/* ---- 18.11 event routine ----------------------------------------------------------------- */

/* an 8-byte handle (libomp passes a task pointer) */
__extension__ typedef enum omp_event_handle_t { KMP_EVENT_MAX_HANDLE = UINTPTR_MAX } omp_event_handle_t;

extern void omp_fulfill_event(omp_event_handle_t event);

/* ---- 18.12 interoperability routines ----------------------------------------------------- */

typedef intptr_t omp_intptr_t;
typedef void *omp_interop_t;
#define omp_interop_none 0

/* properties: negative ones are the specification's, 0..n-1 the implementation's */
typedef enum omp_interop_property {
  omp_ipr_fr_id = -1,
  omp_ipr_fr_name = -2,
  omp_ipr_vendor = -3,
  omp_ipr_vendor_name = -4,
  omp_ipr_device_num = -5,
  omp_ipr_platform = -6,
  omp_ipr_device = -7,
  omp_ipr_device_context = -8,
  omp_ipr_targetsync = -9,
  omp_ipr_first = -9
} omp_interop_property_t;

typedef enum omp_interop_rc {
  omp_irc_no_value = 1,
  omp_irc_success = 0,
  omp_irc_empty = -1,
  omp_irc_out_of_range = -2,
  omp_irc_type_int = -3,
  omp_irc_type_ptr = -4,
  omp_irc_type_str = -5,
  omp_irc_other = -6
} omp_interop_rc_t;

/* foreign runtime ids (omp_ipr_fr_id) */
typedef enum omp_interop_fr {
  omp_ifr_cuda = 1,
  omp_ifr_cuda_driver = 2,
  omp_ifr_opencl = 3,
  omp_ifr_sycl = 4,
  omp_ifr_hip = 5,
  omp_ifr_level_zero = 6,
  omp_ifr_last = 7
} omp_interop_fr_t;

extern int omp_get_num_interop_properties(const omp_interop_t interop);
extern omp_intptr_t omp_get_interop_int(const omp_interop_t interop, omp_interop_property_t property_id,
                                        int *ret_code);
extern void *omp_get_interop_ptr(const omp_interop_t interop, omp_interop_property_t property_id, int *ret_code);
extern const char *omp_get_interop_str(const omp_interop_t interop, omp_interop_property_t property_id,
                                       int *ret_code);
extern const char *omp_get_interop_name(const omp_interop_t interop, omp_interop_property_t property_id);
extern const char *omp_get_interop_type_desc(const omp_interop_t interop, omp_interop_property_t property_id);
extern const char *omp_get_interop_rc_desc(const omp_interop_t interop, omp_interop_rc_t ret_code);

/* ---- 18.13 memory management routines ---------------------------------------------------- */

typedef uintptr_t omp_uintptr_t;

typedef enum omp_alloctrait_key_t {
  omp_atk_sync_hint = 1,
  omp_atk_alignment = 2,
  omp_atk_access = 3,
  omp_atk_pool_size = 4,
  omp_atk_fallback = 5,
  omp_atk_fb_data = 6,
  omp_atk_pinned = 7,
  omp_atk_partition = 8
} omp_alloctrait_key_t;

typedef enum omp_alloctrait_value_t {
  omp_atv_false = 0,
  omp_atv_true = 1,
  omp_atv_contended = 3,
  omp_atv_uncontended = 4,
  omp_atv_serialized = 5,
  omp_atv_sequential = omp_atv_serialized, /* deprecated name */
  omp_atv_private = 6,
  omp_atv_all = 7,
  omp_atv_thread = 8,
  omp_atv_pteam = 9,
  omp_atv_cgroup = 10,
  omp_atv_default_mem_fb = 11,
  omp_atv_null_fb = 12,
  omp_atv_abort_fb = 13,
  omp_atv_allocator_fb = 14,
  omp_atv_environment = 15,
  omp_atv_nearest = 16,
  omp_atv_blocked = 17,
  omp_atv_interleaved = 18
} omp_alloctrait_value_t;
#define omp_atv_default ((omp_uintptr_t)-1)

typedef struct omp_alloctrait_t {
  omp_alloctrait_key_t key;
  omp_uintptr_t value;
} omp_alloctrait_t;

/* predefined allocators; handles from omp_init_allocator are pointers, hence 8 bytes */
__extension__ typedef enum omp_allocator_handle_t {
  omp_null_allocator = 0,
  omp_default_mem_alloc = 1,
  omp_large_cap_mem_alloc = 2,
  omp_const_mem_alloc = 3,
  omp_high_bw_mem_alloc = 4,
  omp_low_lat_mem_alloc = 5,
  omp_cgroup_mem_alloc = 6,
  omp_pteam_mem_alloc = 7,
  omp_thread_mem_alloc = 8,
  llvm_omp_target_host_mem_alloc = 100, /* libomptarget's host, shared and device memory */
  llvm_omp_target_shared_mem_alloc = 101,
  llvm_omp_target_device_mem_alloc = 102,
  KMP_ALLOCATOR_MAX_HANDLE = UINTPTR_MAX
} omp_allocator_handle_t;

/* predefined memory spaces */
__extension__ typedef enum omp_memspace_handle_t {
  omp_default_mem_space = 0,
  omp_large_cap_mem_space = 1,
  omp_const_mem_space = 2,
  omp_high_bw_mem_space = 3,
  omp_low_lat_mem_space = 4,
  llvm_omp_target_host_mem_space = 100,
  llvm_omp_target_shared_mem_space = 101,
  llvm_omp_target_device_mem_space = 102,
  KMP_MEMSPACE_MAX_HANDLE = UINTPTR_MAX
} omp_memspace_handle_t;

extern omp_allocator_handle_t omp_init_allocator(omp_memspace_handle_t memspace, int ntraits,
                                                 omp_alloctrait_t traits[]);
extern void omp_destroy_allocator(omp_allocator_handle_t allocator);
extern void omp_set_default_allocator(omp_allocator_handle_t allocator);
extern omp_allocator_handle_t omp_get_default_allocator(void);
extern void *omp_alloc(size_t size, omp_allocator_handle_t allocator);
extern void *omp_aligned_alloc(size_t alignment, size_t size, omp_allocator_handle_t allocator);
extern void *omp_calloc(size_t nmemb, size_t size, omp_allocator_handle_t allocator);
extern void *omp_aligned_calloc(size_t alignment, size_t nmemb, size_t size, omp_allocator_handle_t allocator);
extern void *omp_realloc(void *ptr, size_t size, omp_allocator_handle_t allocator,
                         omp_allocator_handle_t free_allocator);
extern void omp_free(void *ptr, omp_allocator_handle_t allocator);

/* ---- 18.14 tool control routine ---------------------------------------------------------- */

typedef enum omp_control_tool_t {
  omp_control_tool_start = 1,
  omp_control_tool_pause = 2,
  omp_control_tool_flush = 3,
  omp_control_tool_end = 4
} omp_control_tool_t;

typedef enum omp_control_tool_result_t {
  omp_control_tool_notool = -2,
  omp_control_tool_nocallback = -1,
  omp_control_tool_success = 0,
  omp_control_tool_ignored = 1
} omp_control_tool_result_t;

extern int omp_control_tool(int command, int modifier, void *arg);

/* ---- 18.15 environment display routine --------------------------------------------------- */

extern void omp_display_env(int verbose);

/* ---- libomp's and libomptarget's extensions (declared by LLVM 19's omp.h too) ------------ */

typedef int omp_int_t;      /* deprecated */
typedef double omp_wtime_t; /* deprecated */

extern int kmp_get_stacksize(void);
extern void kmp_set_stacksize(int size);
extern size_t kmp_get_stacksize_s(void);
extern void kmp_set_stacksize_s(size_t size);
extern int kmp_get_blocktime(void);
extern void kmp_set_blocktime(int msec);
extern int kmp_get_library(void);
extern void kmp_set_library(int mode);
extern void kmp_set_library_serial(void);
extern void kmp_set_library_turnaround(void);
extern void kmp_set_library_throughput(void);
extern void kmp_set_defaults(const char *str);
extern void kmp_set_disp_num_buffers(int num);

typedef void *kmp_affinity_mask_t;
extern int kmp_set_affinity(kmp_affinity_mask_t *mask);
extern int kmp_get_affinity(kmp_affinity_mask_t *mask);
extern int kmp_get_affinity_max_proc(void);
extern void kmp_create_affinity_mask(kmp_affinity_mask_t *mask);
extern void kmp_destroy_affinity_mask(kmp_affinity_mask_t *mask);
extern int kmp_set_affinity_mask_proc(int proc, kmp_affinity_mask_t *mask);
extern int kmp_unset_affinity_mask_proc(int proc, kmp_affinity_mask_t *mask);
extern int kmp_get_affinity_mask_proc(int proc, kmp_affinity_mask_t *mask);

extern void *kmp_malloc(size_t size);
extern void *kmp_aligned_malloc(size_t size, size_t alignment);
extern void *kmp_calloc(size_t nelem, size_t elsize);
extern void *kmp_realloc(void *ptr, size_t size);
extern void kmp_free(void *ptr);
extern void kmp_set_warnings_on(void);
extern void kmp_set_warnings_off(void);

extern void ompx_dump_mapping_tables(void);          /* libomptarget: prints every device's mappings */
extern void *llvm_omp_target_dynamic_shared_alloc(void); /* GPU devices' dynamic shared memory */

#ifdef __cplusplus
}
#endif

/* On an offload device the program runs on a non-initial device: answer at compile time
 * there (libomp's entry point would answer 1 inside a region on the x86_64 device). Without
 * -fopenmp the directives are not read, and the definition would clash with the declaration. */
#ifdef _OPENMP
#pragma omp begin declare variant match(device = {kind(nohost)})
static inline int omp_is_initial_device(void) { return 0; }
#pragma omp end declare variant
#endif

#endif
