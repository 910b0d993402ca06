/* function_facts: the functions of the module after the pass pipeline, for the explorer's call
 * graph (facts/construct_facts.h, OfeFunctionFact): each user function with a body and each
 * kernel, its device type, and the user functions and kernels it calls or takes the address
 * of, looking through ompfe's helpers (a kernel's outlined parallel region, a task's entry).
 * What MarkDeclareTarget and FunctionFiltering noted while they ran is already there. The calls
 * are read for the functions the explorer's graph shows (kernels, device code, what was
 * declared) and the helpers they reach, each body once: walking every host function's body
 * was most of this for a host module of many functions and few kernels. Linear in the module
 * plus the edges. */
#include "passes/function_facts.h"

#include "passes/pass_util.h"

void ofe_function_facts_record(OfeConstructFacts *facts, const OfeOmpAttrs *attrs, MlirModule module,
                               OfeArena *scratch) {
  OfeFuncIndex index;
  ofe_func_index_build(&index, scratch, module);
  size_t n = index.funcs.len;
  OfeFuncRefs *refs = ofe_arena_alloc(scratch, (n + 1) * sizeof *refs);
  bool *read = ofe_arena_alloc(scratch, n + 1);  /* refs[i] has been read */
  bool *shown = ofe_arena_alloc(scratch, n + 1); /* a user function or kernel: a fact of its own */
  for (size_t i = 0; i < n; i++) {
    MlirOperation fn = index.funcs.items[i];
    if (!ofe_func_has_body(fn)) continue;
    OfeKernelInfo k;
    bool kernel = ofe_omp_get_kernel(fn, &k, scratch);
    shown[i] = kernel || ofe_is_user_function(index.names.items[i]);
    if (!shown[i]) continue;
    OfeFunctionFact *f = ofe_facts_function(facts, index.names.items[i]);
    f->kernel = kernel;
    OfeDeviceType dt;
    OfeCapture cap;
    f->device_type = ofe_omp_get_declare_target(attrs, fn, &dt, &cap) && dt != DT_NONE ? ofe_device_type_name(dt) : NULL;
  }
  size_t *seen_by = ofe_arena_alloc(scratch, (n + 1) * sizeof *seen_by); /* the caller's index + 1 */
  long *stack = ofe_arena_alloc(scratch, (n + 1) * sizeof *stack);
  for (size_t i = 0; i < n; i++) {
    if (!shown[i]) continue;
    OfeFunctionFact *f = ofe_facts_function(facts, index.names.items[i]);
    if (!ofe_function_fact_on_graph(f)) continue;
    size_t depth = 0;
    stack[depth++] = (long)i;
    seen_by[i] = i + 1;
    while (depth) {
      long g = stack[--depth];
      if (!read[g]) {
        ofe_func_refs(&index, index.funcs.items[g], scratch, &refs[g]);
        read[g] = true;
      }
      for (size_t j = 0; j < refs[g].len; j++) {
        long h = refs[g].items[j];
        if (seen_by[h] == i + 1) continue;
        seen_by[h] = i + 1;
        if (shown[h]) ofe_vec_push(facts->arena, &f->calls, ofe_facts_function(facts, index.names.items[h])->name);
        else if (ofe_func_has_body(index.funcs.items[h]) && !ofe_is_user_function(index.names.items[h]))
          stack[depth++] = h; /* a helper: what it calls is the caller's */
      }
    }
  }
}
