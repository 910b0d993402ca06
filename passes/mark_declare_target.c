/* MarkDeclareTarget: a function that device code reaches is device code too.
 *
 * Roots are the functions already marked: outlined kernels (nohost) and explicit declare
 * target functions. A worklist takes a function, and every function it calls or takes the
 * address of gets the caller's device type (reached with two different types: any). A
 * function is queued again only when its type changes, and the types only climb
 * unmarked -> host|nohost -> any, so each function body is read at most three times:
 * linear in the size of the call graph. (flang-19's recursive walk copies its visited set per
 * call and is exponential on chains of diamonds.)
 *
 * In the device compile, a call from device code to a function declared device_type(host)
 * is an error at the call's location: clang-19 only fails at device link time. */
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "passes/pass_util.h"
#include "passes/passes.h"

typedef struct Mark {
  OfePassEnv *env;
  OfeFuncIndex index;
  OfeDeviceType *dt;
  OfeCapture *cap;
  bool *explicit_host;
  OFE_VEC(size_t) worklist;
  size_t current; /* the function whose body is being read */
  bool failed;
} Mark;

static OfeDeviceType merge(OfeDeviceType have, OfeDeviceType caller) {
  if (have == DT_NONE) return caller;
  return have == caller ? have : DT_ANY;
}

static void visit(MlirOperation op, void *user) {
  Mark *m = user;
  MlirStringRef target;
  if (!ofe_op_symbol_ref(op, &target)) return;
  long g = ofe_func_index_find(&m->index, target);
  if (g < 0) return; /* a global variable */
  OfeDeviceType caller = m->dt[m->current];
  /* only the device compile can tell: on the host, a region's body is the host fallback, and
   * a declare variant may give the device compile another callee */
  if (m->explicit_host[g] && caller != DT_HOST && m->env->is_device) {
    char msg[512], where[300];
    OfeKernelInfo k;
    if (ofe_omp_get_kernel(m->index.funcs.items[m->current], &k, m->env->arena))
      snprintf(where, sizeof where, "a target region in '%s'", k.parent);
    else
      snprintf(where, sizeof where, "'%s', which runs on the device", m->index.names.items[m->current]);
    snprintf(msg, sizeof msg, "function '%s' is declared device_type(host) and cannot be %s from device code (from %s)",
             m->index.names.items[g], ofe_op_is(op, "llvm.call") ? "called" : "referenced", where);
    mlirEmitError(mlirOperationGetLocation(op), msg);
    m->failed = true;
    return;
  }
  OfeDeviceType now = merge(m->dt[g], caller);
  if (now == m->dt[g]) return;
  m->dt[g] = now;
  ofe_omp_set_declare_target(m->env->attrs, m->index.funcs.items[g], now, m->cap[g]);
  ofe_vec_push(m->env->arena, &m->worklist, (size_t)g);
}

bool ofe_mark_declare_target(OfePassEnv *env, MlirModule module) {
  Mark m = {.env = env};
  ofe_func_index_build(&m.index, env->arena, module);
  size_t n = m.index.funcs.len;
  m.dt = ofe_arena_alloc(env->arena, (n + 1) * sizeof *m.dt);
  m.cap = ofe_arena_alloc(env->arena, (n + 1) * sizeof *m.cap);
  m.explicit_host = ofe_arena_alloc(env->arena, n + 1);
  for (size_t i = 0; i < n; i++) {
    OfeDeviceType dt;
    OfeCapture cap;
    if (!ofe_omp_get_declare_target(env->attrs, m.index.funcs.items[i], &dt, &cap)) continue;
    m.dt[i] = dt;
    m.cap[i] = cap;
    m.explicit_host[i] = dt == DT_HOST;
    ofe_vec_push(env->arena, &m.worklist, i);
  }
  while (m.worklist.len) {
    m.current = m.worklist.items[--m.worklist.len];
    MlirOperation fn = m.index.funcs.items[m.current];
    if (ofe_func_has_body(fn)) ofe_walk(fn, visit, &m);
  }
  return !m.failed;
}

MlirPass ofe_create_mark_declare_target_pass(OfePassEnv *env) {
  return ofe_create_module_pass(env, "MarkDeclareTarget", "mark-declare-target",
                                "Mark functions reached from device code as declare target", ofe_mark_declare_target);
}
