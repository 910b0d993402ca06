/* udr: declare reduction's functions (see udr.h). Each is made once per module, at its first
 * use, with the directive's two variables bound to its parameters, so the combiner or
 * initializer expression is emitted as sema checked it; the device module keeps those its
 * kernels call like any other function they reach (passes/mark_declare_target.c). */
#include "omp-lowering/udr.h"

#include <string.h>

#include "omp-lowering/parallel.h"

#define MB (&e->mb)

/* The function of u's combiner or initializer, made at the first call. */
static const char *udr_function(OfeEmit *e, OfeOmpUdr *u, bool combiner) {
  const char **symbol = combiner ? &u->combiner_symbol : &u->init_symbol;
  if (*symbol) return *symbol;
  const char *base = combiner ? ".omp_combiner." : ".omp_initializer.", *name = base;
  for (unsigned k = 1; ofe_strmap_get(&e->symbols, name, strlen(name)); k++) name = ofe_arena_printf(&e->ctx->arena, "%s%u", base, k);
  *symbol = name;
  MlirType *params = ofe_arena_alloc(&e->ctx->arena, 2 * sizeof *params);
  params[0] = params[1] = MB->ptr;
  OfeEmitSaved saved;
  MlirBlock entry = ofe_emit_nested_begin(e, &saved, name, params, 2);
  MlirValue *args = ofe_arena_alloc(&e->ctx->arena, 2 * sizeof *args);
  args[0] = mlirBlockGetArgument(entry, 0);
  args[1] = mlirBlockGetArgument(entry, 1);
  ofe_omp_bind_shared(e, combiner ? u->out : u->priv, &args[0]);
  ofe_omp_bind_shared(e, combiner ? u->in : u->orig, &args[1]);
  if (combiner) ofe_emit_rvalue(e, u->combiner);
  else if (u->init_expr) ofe_emit_rvalue(e, u->init_expr);
  else ofe_emit_local_init(e, args[0], u->type, u->priv->init);
  ofe_emit_nested_end(e, &saved);
  return name;
}

static void call_udr(OfeEmit *e, OfeOmpUdr *u, bool combiner, MlirValue a, MlirValue b) {
  MlirType params[] = {MB->ptr, MB->ptr};
  MlirValue args[] = {a, b};
  ofe_emit_call_fn(e, udr_function(e, u, combiner), MB->void_, args, 2, params, false);
}

void ofe_omp_udr_combine(OfeEmit *e, OfeOmpUdr *u, MlirValue out, MlirValue in) { call_udr(e, u, true, out, in); }

void ofe_omp_udr_init(OfeEmit *e, OfeOmpUdr *u, MlirValue priv, MlirValue orig) {
  if (u->has_initializer) call_udr(e, u, false, priv, orig);
  else ofe_mb_memset(MB, priv, ofe_mb_const_int(MB, MB->i8, 0), ofe_mb_const_int(MB, MB->i64, (int64_t)ofe_sizeof(u->type)));
}
