/* An OMPT tool (OMP_TOOL_LIBRARIES) that prints, for the initial thread, each worksharing
 * construct's work type and each synchronization region's kind as libomp reports them: libomp
 * reads both from the ident_t flags the compiler passes (ompt_idents.c). */
#include <omp-tools.h>
#include <stdio.h>

static ompt_get_thread_data_t get_thread_data;

static const char *work_name(ompt_work_t w) {
  switch (w) {
  case ompt_work_loop: return "loop";
  case ompt_work_sections: return "sections";
  /* which thread runs a single is not deterministic */
  case ompt_work_single_executor: case ompt_work_single_other: return "single";
  case ompt_work_workshare: return "workshare";
  case ompt_work_distribute: return "distribute";
  case ompt_work_taskloop: return "taskloop";
  case ompt_work_scope: return "scope";
  case ompt_work_loop_static: return "loop_static";
  case ompt_work_loop_dynamic: return "loop_dynamic";
  case ompt_work_loop_guided: return "loop_guided";
  case ompt_work_loop_other: return "loop_other";
  }
  return "?";
}

static const char *sync_name(ompt_sync_region_t k) {
  switch (k) {
  case ompt_sync_region_barrier: return "barrier";
  case ompt_sync_region_barrier_implicit: return "barrier_implicit";
  case ompt_sync_region_barrier_explicit: return "barrier_explicit";
  case ompt_sync_region_barrier_implementation: return "barrier_implementation";
  case ompt_sync_region_taskwait: return "taskwait";
  case ompt_sync_region_taskgroup: return "taskgroup";
  case ompt_sync_region_reduction: return "reduction";
  case ompt_sync_region_barrier_implicit_workshare: return "barrier_implicit_workshare";
  case ompt_sync_region_barrier_implicit_parallel: return "barrier_implicit_parallel";
  case ompt_sync_region_barrier_teams: return "barrier_teams";
  }
  return "?";
}

static int initial_thread(void) { return get_thread_data()->value == 1; }

static void on_thread_begin(ompt_thread_t type, ompt_data_t *data) { data->value = type == ompt_thread_initial ? 1 : 2; }

static void on_work(ompt_work_t w, ompt_scope_endpoint_t endpoint, ompt_data_t *parallel, ompt_data_t *task, uint64_t count,
                    const void *ra) {
  (void)parallel, (void)task, (void)count, (void)ra;
  if (endpoint == ompt_scope_begin && initial_thread()) printf("work %s\n", work_name(w));
}

static void on_sync(ompt_sync_region_t kind, ompt_scope_endpoint_t endpoint, ompt_data_t *parallel, ompt_data_t *task,
                    const void *ra) {
  (void)parallel, (void)task, (void)ra;
  if (endpoint == ompt_scope_begin && initial_thread()) printf("sync %s\n", sync_name(kind));
}

static int init(ompt_function_lookup_t lookup, int device, ompt_data_t *data) {
  (void)device, (void)data;
  ompt_set_callback_t set = (ompt_set_callback_t)lookup("ompt_set_callback");
  get_thread_data = (ompt_get_thread_data_t)lookup("ompt_get_thread_data");
  set(ompt_callback_thread_begin, (ompt_callback_t)on_thread_begin);
  set(ompt_callback_work, (ompt_callback_t)on_work);
  set(ompt_callback_sync_region, (ompt_callback_t)on_sync);
  return 1;
}

static void fini(ompt_data_t *data) { (void)data; }

ompt_start_tool_result_t *ompt_start_tool(unsigned version, const char *runtime) {
  (void)version, (void)runtime;
  static ompt_start_tool_result_t result = {init, fini, {0}};
  return &result;
}
