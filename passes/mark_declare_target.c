/* MarkDeclareTarget: a function that device code reaches is device code too.
 *
 * Roots are what is already marked: outlined kernels (nohost), explicit declare target
 * functions, and declare target variables (but link ones, whose device copy has no
 * initializer). A worklist takes one of them, and every function it calls or takes the
 * address of gets its device type (reached with two different types: any). Variables are
 * nodes of the graph too: a variable that device code reaches lives on the device with its
 * initializer, so the functions the initializer names (a table of function pointers) must be
 * there as well, as clang-19 emits them; such a variable is reached, not marked (clang-19
 * gives it no offload entry either). A node is queued again only when its type changes, and
 * the types only climb unmarked -> host|nohost -> any, so each body or initializer is read
 * at most three times: linear in the size of the call graph. (flang-19's recursive walk
 * copies its visited set per call and is exponential on chains of diamonds.)
 *
 * In the device compile, a reference from device code to a function declared
 * device_type(host) is an error at its location: clang-19 only fails at device link time. */
#include <string.h>

#include "mlir-c/Diagnostics.h"
#include "facts/construct_facts.h"
#include "passes/pass_util.h"
#include "passes/passes.h"

typedef struct Mark {
  OfePassEnv *env;
  OfeFuncIndex index;             /* functions: nodes 0 .. nfuncs-1 */
  OfeStrMap global_by_name;       /* variables: nodes nfuncs .., name -> node + 1 */
  OFE_VEC(MlirOperation) globals;
  OFE_VEC(const char *) global_names;
  size_t nfuncs;
  OfeDeviceType *dt;  /* per node: the device type it is reached with */
  OfeCapture *cap;    /* per function: its capture clause */
  bool *explicit_host;
  OFE_VEC(size_t) worklist;
  size_t current; /* the node whose body or initializer is being read */
  bool failed;
} Mark;

static OfeDeviceType merge(OfeDeviceType have, OfeDeviceType caller) {
  if (have == DT_NONE) return caller;
  return have == caller ? have : DT_ANY;
}

static const char *where_text(Mark *m) {
  if (m->current >= m->nfuncs)
    return ofe_arena_printf(m->env->arena, "the initializer of '%s'", m->global_names.items[m->current - m->nfuncs]);
  OfeKernelInfo k;
  if (ofe_omp_get_kernel(m->index.funcs.items[m->current], &k, m->env->arena))
    return ofe_arena_printf(m->env->arena, "a target region in '%s'", k.parent);
  return ofe_arena_printf(m->env->arena, "'%s', which runs on the device", m->index.names.items[m->current]);
}

static void visit(MlirOperation op, void *user) {
  Mark *m = user;
  MlirStringRef target;
  if (!ofe_op_symbol_ref(op, &target)) return;
  OfeDeviceType caller = m->dt[m->current];
  long f = ofe_func_index_find(&m->index, target);
  size_t node;
  if (f >= 0) {
    /* only the device compile can tell: on the host, a region's body is the host fallback,
     * and a declare variant may give the device compile another callee */
    if (m->explicit_host[f] && caller != DT_HOST && m->env->is_device) {
      char msg[640];
      snprintf(msg, sizeof msg, "function '%s' is declared device_type(host) and cannot be %s from device code (from %s)",
               m->index.names.items[f], ofe_op_is(op, "llvm.call") ? "called" : "referenced", where_text(m));
      /* an initializer's reference is reported at the variable's definition */
      MlirOperation at = m->current >= m->nfuncs ? m->globals.items[m->current - m->nfuncs] : op;
      mlirEmitError(mlirOperationGetLocation(at), msg);
      m->failed = true;
      return;
    }
    node = (size_t)f;
  } else {
    uintptr_t g = (uintptr_t)ofe_strmap_get(&m->global_by_name, target.data, target.length);
    if (!g) return;
    node = m->nfuncs + g - 1;
  }
  OfeDeviceType now = merge(m->dt[node], caller);
  if (now == m->dt[node]) return;
  if (node < m->nfuncs && m->dt[node] == DT_NONE && ofe_pass_records_functions(m->env)) /* why it is device code */
    ofe_facts_function(m->env->facts, m->index.names.items[node])->marked_from =
        ofe_arena_strdup(m->env->facts->arena, m->current < m->nfuncs ? m->index.names.items[m->current]
                                                                       : m->global_names.items[m->current - m->nfuncs]);
  m->dt[node] = now;
  if (node < m->nfuncs) ofe_omp_set_declare_target(m->env->attrs, m->index.funcs.items[node], now, m->cap[node]);
  ofe_vec_push(m->env->arena, &m->worklist, node);
}

bool ofe_mark_declare_target(OfePassEnv *env, MlirModule module) {
  Mark m = {.env = env};
  ofe_func_index_build(&m.index, env->arena, module);
  m.nfuncs = m.index.funcs.len;
  ofe_strmap_init(&m.global_by_name, env->arena);
  MlirBlock body = mlirModuleGetBody(module);
  for (MlirOperation op = mlirBlockGetFirstOperation(body); !mlirOperationIsNull(op); op = mlirOperationGetNextInBlock(op)) {
    if (!ofe_op_is(op, "llvm.mlir.global")) continue;
    MlirStringRef n = ofe_omp_op_name(op);
    const char *name = ofe_arena_strndup(env->arena, n.data, n.length);
    ofe_vec_push(env->arena, &m.globals, op);
    ofe_vec_push(env->arena, &m.global_names, name);
    ofe_strmap_put(&m.global_by_name, name, n.length, (void *)(uintptr_t)m.globals.len);
  }
  size_t n = m.nfuncs + m.globals.len;
  m.dt = ofe_arena_alloc(env->arena, (n + 1) * sizeof *m.dt);
  m.cap = ofe_arena_alloc(env->arena, (m.nfuncs + 1) * sizeof *m.cap);
  m.explicit_host = ofe_arena_alloc(env->arena, m.nfuncs + 1);
  for (size_t i = 0; i < n; i++) {
    OfeDeviceType dt;
    OfeCapture cap;
    MlirOperation op = i < m.nfuncs ? m.index.funcs.items[i] : m.globals.items[i - m.nfuncs];
    if (!ofe_omp_get_declare_target(env->attrs, op, &dt, &cap)) continue;
    if (i >= m.nfuncs) {
      /* a link variable's device copy has no initializer; a host one is not on the device */
      if (cap != CAP_LINK && dt != DT_HOST) {
        m.dt[i] = dt;
        ofe_vec_push(env->arena, &m.worklist, i);
      }
      continue;
    }
    m.dt[i] = dt;
    m.cap[i] = cap;
    m.explicit_host[i] = dt == DT_HOST;
    if (ofe_pass_records_functions(env)) { /* declared (a kernel, too, is marked nohost when made) */
      OfeFunctionFact *f = ofe_facts_function(env->facts, m.index.names.items[i]);
      f->declared = ofe_device_type_name(dt);
      f->indirect = ofe_omp_get_indirect(m.index.funcs.items[i], env->arena) != NULL;
    }
    ofe_vec_push(env->arena, &m.worklist, i);
  }
  while (m.worklist.len) {
    m.current = m.worklist.items[--m.worklist.len];
    if (m.current >= m.nfuncs) ofe_walk(m.globals.items[m.current - m.nfuncs], visit, &m);
    else if (ofe_func_has_body(m.index.funcs.items[m.current])) ofe_walk(m.index.funcs.items[m.current], visit, &m);
  }
  return !m.failed;
}
