// RUN: %cmp-clang %s %t
// A broad sample of omp.h's routines, as clang-19's build runs them: allocators (traits,
// predefined ones, the default allocator, alloc/calloc/realloc/free), simple, nested and hinted
// locks, schedule and other ICVs, teams ICVs, places, pause, device information, the device
// memory routines (memcpy_rect both ways and _async, memset, get_mapped_ptr) and interop names.
// omp_target_is_accessible is declared, as in LLVM 19's omp.h, but no LLVM 19 library defines it.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static void allocators(void) {
  omp_alloctrait_t traits[] = {{omp_atk_alignment, 64}, {omp_atk_fallback, omp_atv_null_fb},
                               {omp_atk_pool_size, 4096}, {omp_atk_sync_hint, omp_atv_default}};
  omp_allocator_handle_t a = omp_init_allocator(omp_default_mem_space, 4, traits);
  printf("init_allocator null=%d\n", a == omp_null_allocator);
  double *p = omp_alloc(100 * sizeof(double), a);
  printf("alloc ok=%d aligned64=%d\n", p != NULL, ((uintptr_t)p & 63) == 0);
  for (int i = 0; i < 100; i++)
    p[i] = i * 0.5;
  /* a pool of 4096 bytes with a null fallback cannot give 8192 */
  void *big = omp_alloc(8192, a);
  printf("over pool null=%d\n", big == NULL);
  p = omp_realloc(p, 200 * sizeof(double), a, a);
  printf("realloc keeps p[99]=%g\n", p[99]);
  omp_free(p, a);
  omp_destroy_allocator(a);

  printf("default allocator is default_mem=%d\n", omp_get_default_allocator() == omp_default_mem_alloc);
  omp_set_default_allocator(omp_low_lat_mem_alloc);
  printf("default allocator now low_lat=%d\n", omp_get_default_allocator() == omp_low_lat_mem_alloc);
  omp_set_default_allocator(omp_default_mem_alloc);
  int *z = omp_calloc(16, sizeof(int), omp_null_allocator); /* null: the default allocator */
  int sum = 0;
  for (int i = 0; i < 16; i++)
    sum += z[i];
  printf("calloc zeroed=%d\n", sum == 0);
  omp_free(z, omp_null_allocator);
  char *c = omp_aligned_alloc(256, 100, omp_default_mem_alloc);
  printf("aligned_alloc 256=%d\n", c && ((uintptr_t)c & 255) == 0);
  omp_free(c, omp_default_mem_alloc);
  long *q = omp_aligned_calloc(128, 10, sizeof(long), omp_default_mem_alloc);
  printf("aligned_calloc ok=%d\n", q && ((uintptr_t)q & 127) == 0 && q[9] == 0);
  omp_free(q, omp_default_mem_alloc);
  printf("handles %d %d %d %d\n", (int)omp_thread_mem_alloc, (int)llvm_omp_target_device_mem_alloc,
         (int)omp_low_lat_mem_space, (int)llvm_omp_target_shared_mem_space);
}

static void locks(void) {
  omp_lock_t l;
  omp_init_lock(&l);
  omp_set_lock(&l);
  printf("test held lock=%d\n", omp_test_lock(&l));
  omp_unset_lock(&l);
  printf("test free lock=%d\n", omp_test_lock(&l));
  omp_unset_lock(&l);
  omp_destroy_lock(&l);

  omp_nest_lock_t n;
  omp_init_nest_lock(&n);
  omp_set_nest_lock(&n);
  int depth = omp_test_nest_lock(&n);
  printf("nest depth=%d\n", depth);
  omp_unset_nest_lock(&n);
  omp_unset_nest_lock(&n);
  omp_destroy_nest_lock(&n);

  omp_lock_t h;
  omp_init_lock_with_hint(&h, omp_sync_hint_contended | omp_sync_hint_nonspeculative);
  printf("hinted lock=%d\n", omp_test_lock(&h));
  omp_unset_lock(&h);
  omp_destroy_lock(&h);
  omp_nest_lock_t hn;
  omp_init_nest_lock_with_hint(&hn, omp_lock_hint_uncontended);
  printf("hinted nest lock=%d\n", omp_test_nest_lock(&hn));
  omp_unset_nest_lock(&hn);
  omp_destroy_nest_lock(&hn);
}

static void icvs(void) {
  omp_set_schedule(omp_sched_dynamic, 7);
  omp_sched_t kind;
  int chunk;
  omp_get_schedule(&kind, &chunk);
  printf("schedule %d %d\n", (int)kind, chunk);
  omp_set_schedule((omp_sched_t)(omp_sched_guided | omp_sched_monotonic), 3);
  omp_get_schedule(&kind, &chunk);
  printf("schedule monotonic=%d kind=%d %d\n", (kind & omp_sched_monotonic) != 0,
         (int)(kind & ~omp_sched_monotonic), chunk);
  omp_set_num_threads(3);
  printf("max threads %d\n", omp_get_max_threads());
  omp_set_dynamic(0);
  omp_set_max_active_levels(2);
  printf("dynamic %d max levels %d supported>=1 %d\n", omp_get_dynamic(), omp_get_max_active_levels(),
         omp_get_supported_active_levels() >= 1);
  printf("level %d active %d ancestor %d team size %d in parallel %d in final %d explicit task %d\n",
         omp_get_level(), omp_get_active_level(), omp_get_ancestor_thread_num(0), omp_get_team_size(0),
         omp_in_parallel(), omp_in_final(), omp_in_explicit_task());
  omp_set_num_teams(4);
  omp_set_teams_thread_limit(8);
  printf("max teams %d teams thread limit %d\n", omp_get_max_teams(), omp_get_teams_thread_limit());
  printf("cancellation %d max task priority %d\n", omp_get_cancellation(), omp_get_max_task_priority());
  printf("proc bind %d places>=0 %d place num %d\n", (int)omp_get_proc_bind(), omp_get_num_places() >= 0,
         omp_get_place_num());
  omp_set_affinity_format("T%n");
  char buf[64];
  size_t len = omp_get_affinity_format(buf, sizeof buf);
  printf("affinity format '%s' %zu\n", buf, len);
  printf("pause soft rc=%d\n", omp_pause_resource_all(omp_pause_soft) != 0);
  printf("control tool %d\n", omp_control_tool(omp_control_tool_flush, 0, NULL));
  printf("wtick>0 %d\n", omp_get_wtick() > 0);
}

static void devices(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  printf("host: device num is initial %d, is initial %d, devices>0 %d\n", omp_get_device_num() == host,
         omp_is_initial_device(), omp_get_num_devices() > 0);
  int on_dev[3] = {-1, -1, -1};
#pragma omp target map(from: on_dev)
  {
    on_dev[0] = omp_is_initial_device();
    /* libomp answers the x86_64 device's calls: the device number is the host's */
    on_dev[1] = omp_get_device_num() == dev;
    on_dev[2] = omp_get_device_num() == host;
  }
  printf("device: is initial %d, device num is dev %d, is host %d\n", on_dev[0], on_dev[1], on_dev[2]);

  /* a 3x4 block out of a 5x6 host matrix to offset (1,2) of a 4x8 device matrix and back */
  int a[5][6], b[4][8];
  for (int i = 0; i < 5; i++)
    for (int j = 0; j < 6; j++)
      a[i][j] = 10 * i + j;
  memset(b, 0, sizeof b);
  int *d = omp_target_alloc(sizeof b, dev);
  int rc = omp_target_memcpy(d, b, sizeof b, 0, 0, dev, host);
  size_t volume[2] = {3, 4}, dst_off[2] = {1, 2}, src_off[2] = {2, 1};
  size_t dst_dims[2] = {4, 8}, src_dims[2] = {5, 6};
  rc |= omp_target_memcpy_rect(d, a, sizeof(int), 2, volume, dst_off, src_off, dst_dims, src_dims, dev, host);
  rc |= omp_target_memcpy(b, d, sizeof b, 0, 0, host, dev);
  printf("memcpy_rect h2d rc=%d\n", rc);
  for (int i = 0; i < 4; i++) {
    for (int j = 0; j < 8; j++)
      printf(" %2d", b[i][j]);
    printf("\n");
  }
  /* the max dimensions the runtime supports, asked with null pointers */
  printf("rect max dims>=3 %d\n",
         omp_target_memcpy_rect(NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, dev, host) >= 3);
  int back[5][6];
  memset(back, 0, sizeof back);
  size_t zero[2] = {0, 0};
  rc = omp_target_memcpy_rect_async(back, d, sizeof(int), 2, volume, zero, dst_off, src_dims, dst_dims,
                                    host, dev, 0, NULL);
#pragma omp taskwait
  printf("memcpy_rect_async d2h rc=%d row0 %d %d %d %d row2 %d\n", rc, back[0][0], back[0][1], back[0][2],
         back[0][3], back[2][3]);
  void *m = omp_target_memset(d, 0x01, 2 * sizeof(int), dev);
  int two[2];
  rc = omp_target_memcpy_async(two, d, sizeof two, 0, 0, host, dev, 0, NULL);
#pragma omp taskwait
  printf("memset returns ptr %d, values %#x %#x rc=%d\n", m == d, two[0], two[1], rc);
  omp_target_free(d, dev);

  int x[4] = {1, 2, 3, 4};
  printf("mapped before %d\n", omp_get_mapped_ptr(x, dev) != NULL);
#pragma omp target enter data map(to: x)
  int *dx = omp_get_mapped_ptr(x, dev);
  printf("mapped %d present %d host maps to itself %d\n", dx != NULL, omp_target_is_present(x, dev),
         omp_get_mapped_ptr(x, host) == x);
  int y[4];
  omp_target_memcpy(y, dx, sizeof y, 0, 0, host, dev);
  printf("through mapped ptr %d %d %d %d\n", y[0], y[1], y[2], y[3]);
#pragma omp target exit data map(delete: x)
}

static void interop(void) {
  /* libomptarget 19 dereferences the object in the property getters: ask only these of none */
  omp_interop_t none = omp_interop_none;
  printf("interop none props %d\n", omp_get_num_interop_properties(none));
  printf("names of fr_id, vendor given %d %d\n", omp_get_interop_name(none, omp_ipr_fr_id) != NULL,
         omp_get_interop_name(none, omp_ipr_vendor) != NULL);
}

int main(void) {
  allocators();
  locks();
  icvs();
  devices();
  interop();
  return 0;
}
