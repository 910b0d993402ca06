/* pipeline: runs the passes one at a time (each in its own pass manager, which verifies the
 * module after it), so that dumps can be taken between any two of them. */
#include "passes/pipeline.h"

#include <stdio.h>
#include <string.h>

typedef struct Builtin {
  const char *argument, *name, *description;
  bool (*run)(OfePassEnv *, MlirModule);
} Builtin;

#define AS_BUILTIN(argument, name, description, run) {argument, name, description, run},
#define AS_ARGUMENT(argument, name, description, run) argument,
static const Builtin builtins[] = {OFE_BUILTIN_PASSES(AS_BUILTIN)};
enum { NBUILTINS = sizeof builtins / sizeof *builtins };

const char *const *ofe_builtin_pass_names(void) {
  static const char *const names[] = {OFE_BUILTIN_PASSES(AS_ARGUMENT) NULL};
  return names;
}

static const Builtin *builtin_named(const char *s, size_t n) {
  for (int i = 0; i < NBUILTINS; i++)
    if (strlen(builtins[i].argument) == n && strncmp(builtins[i].argument, s, n) == 0) return &builtins[i];
  return NULL;
}

bool ofe_pipeline_check(const char *passes, OfeDiag *diag) {
  for (const char *p = passes; p && *p;) {
    const char *end = strchr(p, ',');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    if (n && !builtin_named(p, n)) {
      char known[256] = "";
      for (int i = 0; i < NBUILTINS; i++)
        snprintf(known + strlen(known), sizeof known - strlen(known), "%s%s", i ? ", " : "", builtins[i].argument);
      ofe_error_plain(diag, "unknown pass '%.*s' in -passes= (known: %s)", (int)n, p, known);
      return false;
    }
    p = end ? end + 1 : p + n;
  }
  return true;
}

/* ---- external passes --------------------------------------------------------------------- */

typedef struct PassData {
  OfePassEnv *env;
  bool (*run)(OfePassEnv *, MlirModule);
} PassData;

static void noop(void *user) { (void)user; }
static void *clone_data(void *user) { return user; }

static void run_pass(MlirOperation op, MlirExternalPass pass, void *user) {
  PassData *d = user;
  if (!d->run(d->env, mlirModuleFromOperation(op))) mlirExternalPassSignalFailure(pass);
}

MlirPass ofe_create_module_pass(OfePassEnv *env, const char *name, const char *argument, const char *description,
                                bool (*run)(OfePassEnv *, MlirModule)) {
  PassData *d = ofe_arena_alloc(env->arena, sizeof *d);
  d->env = env;
  d->run = run;
  MlirExternalPassCallbacks cb = {.construct = noop, .destruct = noop, .initialize = NULL, .clone = clone_data, .run = run_pass};
  return mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(env->ids), mlirStringRefCreateFromCString(name),
                                mlirStringRefCreateFromCString(argument), mlirStringRefCreateFromCString(description),
                                mlirStringRefCreateFromCString("builtin.module"), 0, NULL, cb, d);
}

/* ---- running ------------------------------------------------------------------------------ */

typedef struct Step {
  const char *argument, *name;
  const Builtin *builtin;
  const OfePassHook *hook;
} Step;

typedef OFE_VEC(Step) StepVec;

static void print_cb(MlirStringRef s, void *user) { fwrite(s.data, 1, s.length, (FILE *)user); }

static void dump(const OfePipelineOptions *o, MlirModule m, const char *when, const Step *s) {
  FILE *f = o->dump ? o->dump : stderr;
  fprintf(f, "// -----// IR Dump %s %s (%s) //----- //\n", when, s->name, s->argument);
  mlirOperationPrint(mlirModuleGetOperation(m), print_cb, f);
  fputc('\n', f);
  fflush(f);
}

static bool wants(const char *one, bool all, const Step *s) {
  return all || (one && (strcmp(one, s->argument) == 0 || strcmp(one, s->name) == 0));
}

static void add_hooks(OfePassEnv *env, StepVec *steps, const OfePipelineOptions *o, const char *anchor, OfeHookWhere where) {
  for (size_t i = 0; i < o->nhooks; i++) {
    const OfePassHook *h = &o->hooks[i];
    bool match = anchor ? (h->anchor && strcmp(h->anchor, anchor) == 0 && h->where == where) : !h->anchor;
    if (!match) continue;
    Step s = {.argument = h->name, .name = h->name, .hook = h};
    ofe_vec_push(env->arena, steps, s);
  }
}

bool ofe_pipeline_run(OfePassEnv *env, MlirModule module, const OfePipelineOptions *o) {
  StepVec steps = {0};
  const char *list = o->passes ? o->passes : "mark-declare-target,function-filtering,indirect-calls";
  for (const char *p = list; *p;) {
    const char *end = strchr(p, ',');
    size_t n = end ? (size_t)(end - p) : strlen(p);
    const Builtin *b = n ? builtin_named(p, n) : NULL;
    if (b) {
      add_hooks(env, &steps, o, b->argument, OFE_HOOK_BEFORE);
      bool replaced = false;
      for (size_t i = 0; i < o->nhooks; i++) replaced |= o->hooks[i].anchor && !strcmp(o->hooks[i].anchor, b->argument) && o->hooks[i].where == OFE_HOOK_REPLACE;
      if (replaced) add_hooks(env, &steps, o, b->argument, OFE_HOOK_REPLACE);
      else {
        Step s = {b->argument, b->name, b, NULL};
        ofe_vec_push(env->arena, &steps, s);
      }
      add_hooks(env, &steps, o, b->argument, OFE_HOOK_AFTER);
    }
    p = end ? end + 1 : p + n;
  }
  add_hooks(env, &steps, o, NULL, OFE_HOOK_AFTER);
  MlirContext ctx = mlirModuleGetContext(module);
  for (size_t i = 0; i < steps.len; i++) {
    const Step *s = &steps.items[i];
    if (wants(o->print_before, o->print_before_all, s)) dump(o, module, "Before", s);
    MlirPassManager pm = mlirPassManagerCreate(ctx);
    /* The built-in passes only delete ops, move attributes and insert calls they type-check
     * themselves: verifying after each cost more than the passes. A hook's pass is someone
     * else's code: always verify it. */
    mlirPassManagerEnableVerifier(pm, o->verify_each || s->hook != NULL);
    MlirPass pass = s->hook ? s->hook->create(s->hook->user)
                            : ofe_create_module_pass(env, s->name, s->argument, s->builtin->description, s->builtin->run);
    mlirPassManagerAddOwnedPass(pm, pass);
    MlirLogicalResult r = mlirPassManagerRunOnOp(pm, mlirModuleGetOperation(module));
    mlirPassManagerDestroy(pm);
    if (mlirLogicalResultIsFailure(r)) return false;
    if (wants(o->print_after, o->print_after_all, s)) dump(o, module, "After", s);
    if (o->after_pass) o->after_pass(o->after_pass_user, s->argument, module);
  }
  return true;
}
