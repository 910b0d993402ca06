/* omp.h shipped with ompfe: the OpenMP API routines and types that offloading programs use,
 * for host and device code. The routines are libomp's (libomp 19); the one that must answer
 * differently on the device, omp_is_initial_device, has a nohost variant (as clang's does),
 * selected at compile time in device compiles. */
#ifndef __OMPFE_OMP_H
#define __OMPFE_OMP_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum omp_sched_t { omp_sched_static = 1, omp_sched_dynamic = 2, omp_sched_guided = 3, omp_sched_auto = 4 } omp_sched_t;
typedef struct omp_lock_t { void *_lk; } omp_lock_t;
typedef struct omp_nest_lock_t { void *_lk; } omp_nest_lock_t;
typedef enum omp_proc_bind_t { omp_proc_bind_false = 0, omp_proc_bind_true = 1, omp_proc_bind_master = 2,
                               omp_proc_bind_close = 3, omp_proc_bind_spread = 4 } omp_proc_bind_t;
typedef unsigned long omp_uintptr_t;
typedef void *omp_depend_t;
typedef struct omp_interop_rec *omp_interop_t;

/* threads and teams */
extern void omp_set_num_threads(int);
extern int omp_get_num_threads(void);
extern int omp_get_max_threads(void);
extern int omp_get_thread_num(void);
extern int omp_get_num_procs(void);
extern int omp_in_parallel(void);
extern void omp_set_dynamic(int);
extern int omp_get_dynamic(void);
extern int omp_get_level(void);
extern int omp_get_team_num(void);
extern int omp_get_num_teams(void);
extern int omp_get_thread_limit(void);

/* devices */
extern int omp_get_num_devices(void);
extern int omp_get_default_device(void);
extern void omp_set_default_device(int);
extern int omp_get_initial_device(void);
extern int omp_get_device_num(void);
extern int omp_is_initial_device(void);

/* device memory */
extern void *omp_target_alloc(size_t, int);
extern void omp_target_free(void *, int);
extern int omp_target_is_present(const void *, int);
extern int omp_target_memcpy(void *, const void *, size_t, size_t, size_t, int, int);
extern int omp_target_memcpy_rect(void *, const void *, size_t, int, const size_t *, const size_t *, const size_t *,
                                  const size_t *, const size_t *, int, int);
extern int omp_target_associate_ptr(const void *, const void *, size_t, size_t, int);
extern int omp_target_disassociate_ptr(const void *, int);
extern void *omp_get_mapped_ptr(const void *, int);
extern int omp_target_is_accessible(const void *, size_t, int);

/* locks */
extern void omp_init_lock(omp_lock_t *);
extern void omp_destroy_lock(omp_lock_t *);
extern void omp_set_lock(omp_lock_t *);
extern void omp_unset_lock(omp_lock_t *);
extern int omp_test_lock(omp_lock_t *);

/* timing */
extern double omp_get_wtime(void);
extern double omp_get_wtick(void);

#ifdef __cplusplus
}
#endif

/* On an offload device the program runs on a non-initial device: answer at compile time
 * there (libomp's entry point would answer 1 inside a region on the x86_64 device). */
#pragma omp begin declare variant match(device = {kind(nohost)})
static inline int omp_is_initial_device(void) { return 0; }
#pragma omp end declare variant

#endif
