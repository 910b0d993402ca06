/* api: the public C API (include/ompfe.h) over the same stages ompfe's main runs
 * (compile.c). A compiler keeps its flags (checked as they are added), pass hooks and
 * callbacks; each compile gets a fresh OfeCtx and OfeCompileJob, whose results stay alive
 * until the next compile or the compiler's destruction. */
#include "ompfe.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cc1/compile.h"
#include "mlir-c/Support.h"

/* The public numbering of stages is compile.c's. */
_Static_assert((int)OMPFE_STAGE_PREPROCESS == (int)OFE_STAGE_PREPROCESS && (int)OMPFE_STAGE_PARSE == (int)OFE_STAGE_PARSE &&
                   (int)OMPFE_STAGE_EMIT_MLIR == (int)OFE_STAGE_EMIT_MLIR && (int)OMPFE_STAGE_PASS == (int)OFE_STAGE_PASS &&
                   (int)OMPFE_STAGE_PASSES == (int)OFE_STAGE_PASSES && (int)OMPFE_STAGE_TRANSLATE == (int)OFE_STAGE_TRANSLATE &&
                   (int)OMPFE_STAGE_FINISH == (int)OFE_STAGE_FINISH && (int)OMPFE_STAGE_OPTIMIZE == (int)OFE_STAGE_OPTIMIZE,
               "OmpfeStage and OfeStage must agree");
_Static_assert((int)OMPFE_DIAGNOSTIC_ERROR == (int)OFE_DIAG_ERROR && (int)OMPFE_DIAGNOSTIC_WARNING == (int)OFE_DIAG_WARNING &&
                   (int)OMPFE_DIAGNOSTIC_NOTE == (int)OFE_DIAG_NOTE,
               "OmpfeDiagnosticLevel and OfeDiagLevel must agree");

/* A client's pass hook: the pipeline calls create_hook_pass with this as user data. */
typedef struct HookRecord {
  OmpfeCompiler *compiler;
  OmpfePassFactory factory;
  void *user_data;
  const char *name;
} HookRecord;

struct OmpfeCompiler {
  OfeArena arena; /* flags, hooks: as long as the compiler lives */
  OfeDiag diag;   /* errors in flags and hooks, before any compile */
  OFE_VEC(const char *) args;
  OFE_VEC(OfePassHook) hooks;
  OmpfeExtensions extensions; /* ompx_ clauses added by the client (each compile starts with them) */
  MlirTypeIDAllocator type_ids; /* for the stand-in pass of a hook that made none */
  OmpfeDiagnosticHandler diagnostic_handler;
  void *diagnostic_user_data;
  OmpfeStageCallback stage_callback;
  void *stage_user_data;
  OfeStage stop_after;
  LLVMModuleRef host_ir_module;
  LLVMContextRef llvm_context;
  /* the latest compile */
  bool compiled;
  OfeOptions opts;
  OfeCtx ctx;
  OfeCompileJob job;
  OmpfeOffloadEntry *entries;
  size_t entry_count;
  OmpfeConstruct *constructs; /* ctx.facts as the API states it, remade as the compile goes */
  size_t construct_count;
  OfeStrMap construct_of_kernel; /* kernel name -> its OmpfeConstruct */
};

const char *ompfe_status_name(OmpfeStatus status) {
  switch (status) {
  case OMPFE_OK: return "ok";
  case OMPFE_ERROR_INVALID_ARGUMENT: return "invalid argument";
  case OMPFE_ERROR_COMPILE: return "compile error";
  }
  return "unknown status";
}

const char *ompfe_stage_name(OmpfeStage stage) {
  switch (stage) {
  case OMPFE_STAGE_PREPROCESS: return "preprocess";
  case OMPFE_STAGE_PARSE: return "parse";
  case OMPFE_STAGE_EMIT_MLIR: return "emit-mlir";
  case OMPFE_STAGE_PASS: return "pass";
  case OMPFE_STAGE_PASSES: return "passes";
  case OMPFE_STAGE_TRANSLATE: return "translate";
  case OMPFE_STAGE_FINISH: return "finish";
  case OMPFE_STAGE_OPTIMIZE: return "optimize";
  }
  return "unknown stage";
}

const char *const *ompfe_builtin_pass_names(void) { return ofe_builtin_pass_names(); }

/* ---- diagnostics ---------------------------------------------------------------------------- */

static void forward_diagnostic(void *user, OfeDiagLevel level, const char *file, unsigned line, unsigned col,
                               const char *message) {
  const OmpfeCompiler *c = user;
  OmpfeDiagnostic d = {(OmpfeDiagnosticLevel)level, file, line, col, message};
  c->diagnostic_handler(&d, c->diagnostic_user_data);
}

static void route_diagnostics(OmpfeCompiler *c, OfeDiag *diag) {
  diag->handler = c->diagnostic_handler ? forward_diagnostic : NULL;
  diag->handler_user = c;
}

/* ---- lifetime ------------------------------------------------------------------------------- */

OmpfeCompiler *ompfe_compiler_create(void) {
  OmpfeCompiler *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  ofe_arena_init(&c->arena);
  ofe_diag_init(&c->diag, &c->arena, "ompfe");
  ofe_extensions_init(&c->extensions, &c->arena, &c->diag);
  c->stop_after = OFE_STAGE_OPTIMIZE;
  return c;
}

OmpfeExtensions *ompfe_compiler_extensions(OmpfeCompiler *c) { return c ? &c->extensions : NULL; }

static void release_results(OmpfeCompiler *c) {
  if (!c->compiled) return;
  ofe_compile_job_release(&c->job);
  ofe_ctx_free(&c->ctx);
  memset(&c->job, 0, sizeof c->job); /* no stage reached, no entries: nothing left of it */
  c->compiled = false;
  c->entries = NULL;
  c->entry_count = 0;
  c->constructs = NULL;
  c->construct_count = 0;
}

void ompfe_compiler_destroy(OmpfeCompiler *c) {
  if (!c) return;
  release_results(c);
  if (c->type_ids.ptr) mlirTypeIDAllocatorDestroy(c->type_ids);
  ofe_arena_free(&c->arena);
  free(c);
}

void ompfe_compiler_set_diagnostic_handler(OmpfeCompiler *c, OmpfeDiagnosticHandler handler, void *user_data) {
  if (!c) return;
  c->diagnostic_handler = handler;
  c->diagnostic_user_data = user_data;
  route_diagnostics(c, &c->diag);
  if (c->compiled) route_diagnostics(c, &c->ctx.diag); /* MLIR may still report, e.g. on verify */
}

void ompfe_compiler_set_host_ir_module(OmpfeCompiler *c, LLVMModuleRef host_module) {
  if (c) c->host_ir_module = host_module;
}

void ompfe_compiler_set_llvm_context(OmpfeCompiler *c, LLVMContextRef context) {
  if (c) c->llvm_context = context;
}

void ompfe_compiler_set_stage_callback(OmpfeCompiler *c, OmpfeStageCallback callback, void *user_data) {
  if (!c) return;
  c->stage_callback = callback;
  c->stage_user_data = user_data;
}

OmpfeStatus ompfe_compiler_set_stop_after(OmpfeCompiler *c, OmpfeStage stage) {
  if (!c) return OMPFE_ERROR_INVALID_ARGUMENT;
  if ((unsigned)stage > OMPFE_STAGE_OPTIMIZE || stage == OMPFE_STAGE_PASS) {
    ofe_error_plain(&c->diag, "cannot stop after stage %d: name one of preprocess, parse, emit-mlir, passes, translate, finish, optimize",
                    (int)stage);
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  c->stop_after = (OfeStage)stage;
  return OMPFE_OK;
}

/* ---- flags ---------------------------------------------------------------------------------- */

/* Parses "ompfe" + the kept flags + `more` into opts, reporting to diag. */
static bool parse_flags(OmpfeCompiler *c, OfeOptions *opts, OfeArena *arena, OfeDiag *diag, const char *const *more, size_t nmore) {
  size_t argc = 1 + c->args.len + nmore;
  char **argv = ofe_arena_alloc(arena, (argc + 1) * sizeof *argv);
  argv[0] = "ompfe";
  for (size_t i = 0; i < c->args.len; i++) argv[1 + i] = (char *)c->args.items[i];
  for (size_t i = 0; i < nmore; i++) argv[1 + c->args.len + i] = (char *)more[i];
  bool exit_now = false;
  int status = 0;
  return ofe_options_parse(opts, arena, diag, (int)argc, argv, &exit_now, &status) && !exit_now;
}

OmpfeStatus ompfe_compiler_add_args(OmpfeCompiler *c, int argc, const char *const *argv) {
  if (!c) return OMPFE_ERROR_INVALID_ARGUMENT;
  if (argc < 0 || (argc > 0 && !argv)) {
    ofe_error_plain(&c->diag, "ompfe_compiler_add_args: argc is %d and argv %s", argc, argv ? "set" : "NULL");
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  OfeArena scratch;
  ofe_arena_init(&scratch);
  const char **kept = ofe_arena_alloc(&scratch, ((size_t)argc + 1) * sizeof *kept);
  size_t nkept = 0;
  OmpfeStatus status = OMPFE_OK;
  for (int i = 0; i < argc; i++) {
    if (!argv[i]) {
      ofe_error_plain(&c->diag, "ompfe_compiler_add_args: argv[%d] is NULL", i);
      status = OMPFE_ERROR_INVALID_ARGUMENT;
    } else if (ofe_options_is_help_or_version(argv[i])) {
      /* what ompfe prints; nothing to keep */
      OfeOptions opts;
      ofe_options_defaults(&opts);
      char *one[] = {"ompfe", (char *)argv[i], NULL};
      bool exit_now = false;
      int st = 0;
      ofe_options_parse(&opts, &scratch, &c->diag, 2, one, &exit_now, &st);
    } else {
      kept[nkept++] = argv[i];
    }
  }
  if (status == OMPFE_OK) {
    /* checked together with the flags kept so far, as one command line */
    OfeOptions opts;
    ofe_options_defaults(&opts);
    opts.input_given_later = true;
    opts.host_ir_in_memory = true;
    unsigned errors = c->diag.errors;
    if (!parse_flags(c, &opts, &scratch, &c->diag, kept, nkept) || c->diag.errors != errors) status = OMPFE_ERROR_INVALID_ARGUMENT;
  }
  if (status == OMPFE_OK)
    for (size_t i = 0; i < nkept; i++) ofe_vec_push(&c->arena, &c->args, ofe_arena_strdup(&c->arena, kept[i]));
  c->diag.errors = 0; /* argument errors are counted per call, never toward a compile */
  ofe_arena_free(&scratch);
  return status;
}

/* ---- pass hooks ----------------------------------------------------------------------------- */

static void noop(void *user) { (void)user; }
static void *same_data(void *user) { return user; }
static void fail_run(MlirOperation op, MlirExternalPass pass, void *user) {
  (void)op;
  (void)user;
  mlirExternalPassSignalFailure(pass);
}

static MlirPass create_hook_pass(void *user) {
  HookRecord *h = user;
  MlirPass pass = h->factory(h->user_data);
  if (pass.ptr) return pass;
  /* the pipeline needs a pass: this one fails, after the error that says why */
  OmpfeCompiler *c = h->compiler;
  ofe_error_plain(&c->ctx.diag, "the pass hook '%s' made no pass (its factory returned a null MlirPass)", h->name);
  if (!c->type_ids.ptr) c->type_ids = mlirTypeIDAllocatorCreate();
  MlirExternalPassCallbacks cb = {.construct = noop, .destruct = noop, .initialize = NULL, .clone = same_data, .run = fail_run};
  return mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(c->type_ids), mlirStringRefCreateFromCString(h->name),
                                mlirStringRefCreateFromCString(h->name), mlirStringRefCreateFromCString("stands in for a missing pass"),
                                mlirStringRefCreateFromCString("builtin.module"), 0, NULL, cb, h);
}

static bool is_builtin_pass(const char *name) {
  for (const char *const *n = ofe_builtin_pass_names(); *n; n++)
    if (!strcmp(*n, name)) return true;
  return false;
}

OmpfeStatus ompfe_compiler_add_pass(OmpfeCompiler *c, OmpfePassPosition position, const char *anchor, const char *name,
                                    OmpfePassFactory factory, void *user_data) {
  if (!c) return OMPFE_ERROR_INVALID_ARGUMENT;
  const char *problem = NULL;
  if (!factory || !name || !*name) problem = "a pass hook needs a name and a factory";
  else if (position != OMPFE_PASS_BEFORE && position != OMPFE_PASS_AFTER && position != OMPFE_PASS_REPLACE) problem = "unknown position";
  else if (!anchor && position != OMPFE_PASS_AFTER) problem = "only OMPFE_PASS_AFTER goes without an anchor (the end of the pipeline)";
  else if (anchor && !is_builtin_pass(anchor))
    problem = "the anchor is not a built-in pass (mark-declare-target, function-filtering, indirect-calls)";
  if (problem) {
    ofe_error_plain(&c->diag, "cannot add the pass hook '%s'%s%s: %s", name ? name : "(null)", anchor ? " at " : "",
                    anchor ? anchor : "", problem);
    c->diag.errors = 0;
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  HookRecord *h = ofe_arena_alloc(&c->arena, sizeof *h);
  *h = (HookRecord){c, factory, user_data, ofe_arena_strdup(&c->arena, name)};
  OfeHookWhere where = position == OMPFE_PASS_BEFORE ? OFE_HOOK_BEFORE : position == OMPFE_PASS_AFTER ? OFE_HOOK_AFTER : OFE_HOOK_REPLACE;
  OfePassHook hook = {anchor ? ofe_arena_strdup(&c->arena, anchor) : NULL, where, h->name, create_hook_pass, h};
  ofe_vec_push(&c->arena, &c->hooks, hook);
  return OMPFE_OK;
}

/* ---- compiling ------------------------------------------------------------------------------ */

static bool has_omp_h(OfeArena *arena, const char *dir) {
  return dir && access(ofe_arena_printf(arena, "%s/omp.h", dir), R_OK) == 0;
}

/* Where omp.h is when no -resource-dir says: $OMPFE_RESOURCE_DIR, beside the running
 * program (<exe dir>/../lib/ompfe/include, as for an installed ompfe), the prefix the library
 * was configured to install to, the build tree it was built in. */
static const char *default_resource_dir(OfeArena *arena) {
  const char *env = getenv("OMPFE_RESOURCE_DIR");
  if (env && *env) return env;
  const char *beside = ofe_default_resource_dir(arena);
  if (has_omp_h(arena, beside)) return beside;
#ifdef OMPFE_INSTALL_RESOURCE_DIR
  if (has_omp_h(arena, OMPFE_INSTALL_RESOURCE_DIR)) return OMPFE_INSTALL_RESOURCE_DIR;
#endif
#ifdef OMPFE_BUILD_RESOURCE_DIR
  if (has_omp_h(arena, OMPFE_BUILD_RESOURCE_DIR)) return OMPFE_BUILD_RESOURCE_DIR;
#endif
  return NULL;
}

/* The facts in the API's terms, in the lasting arena (the facts live there too). Remade at each
 * stage the caller sees: later stages add to them (a GPU kernel's mode, the entries). */
static void collect_constructs(OmpfeCompiler *c) {
  const OfeConstructFacts *f = &c->ctx.facts;
  OfeArena *a = &c->ctx.lasting;
  c->construct_count = f->items.len;
  c->constructs = ofe_arena_alloc(a, (f->items.len + 1) * sizeof *c->constructs);
  ofe_strmap_init(&c->construct_of_kernel, a);
  OfeStrMap entry_of_kernel;
  ofe_strmap_init(&entry_of_kernel, a);
  for (size_t j = 0; j < c->entry_count; j++)
    if (c->entries[j].kind == OMPFE_ENTRY_TARGET_REGION)
      ofe_strmap_put(&entry_of_kernel, c->entries[j].name, strlen(c->entries[j].name), &c->entries[j]);
  for (size_t i = 0; i < f->items.len; i++) {
    const OfeConstructFact *x = f->items.items[i];
    OmpfeMapEntry *maps = ofe_arena_alloc(a, (x->maps.len + 1) * sizeof *maps);
    for (size_t j = 0; j < x->maps.len; j++) {
      const OfeMapFact *m = &x->maps.items[j];
      maps[j] = (OmpfeMapEntry){.item = m->item, .map_type = m->map_type, .size = m->size, .mapper = m->mapper};
    }
    const OmpfeOffloadEntry *entry = x->kernel ? ofe_strmap_get(&entry_of_kernel, x->kernel, strlen(x->kernel)) : NULL;
    c->constructs[i] = (OmpfeConstruct){
        .directive = x->directive,
        .file = ofe_diag_file_name(&c->ctx.diag, x->loc.file),
        .line = x->loc.line,
        .column = x->loc.col,
        .body_line = x->body.line,
        .body_column = x->body.col,
        .function = x->function,
        .kernel = x->kernel,
        .deferred = x->deferred,
        .clause_count = x->clauses.len,
        .clauses = x->clauses.items,
        .map_count = x->maps.len,
        .maps = maps,
        .kernel_mode = x->kernel_mode,
        .entry = entry,
        .device_function_count = x->device_functions.len,
        .device_functions = x->device_functions.items,
    };
    if (x->kernel) ofe_strmap_put(&c->construct_of_kernel, x->kernel, strlen(x->kernel), &c->constructs[i]);
  }
}

static void observe(void *user, OfeStage stage, const char *pass, MlirModule mlir_module, LLVMModuleRef llvm_module) {
  OmpfeCompiler *c = user;
  if (!c->stage_callback) return;
  collect_constructs(c);
  OmpfeStageEvent event = {(OmpfeStage)stage, pass, mlir_module, llvm_module};
  c->stage_callback(&event, c->stage_user_data);
}

static void collect_entries(OmpfeCompiler *c) {
  if (!c->job.entries_ready) return;
  const OfeOffloadRegistry *r = &c->job.entries;
  c->entry_count = r->entries.len;
  c->entries = ofe_arena_alloc(&c->ctx.arena, (r->entries.len + 1) * sizeof *c->entries);
  for (size_t i = 0; i < r->entries.len; i++) {
    const OfeOffloadEntry *e = &r->entries.items[i];
    bool region = e->kind == OFE_ENTRY_REGION;
    c->entries[i] = (OmpfeOffloadEntry){
      .kind = region ? OMPFE_ENTRY_TARGET_REGION : OMPFE_ENTRY_GLOBAL,
      .kind_name = ofe_entry_kind_name(e),
      .name = e->name,
      .symbol = e->symbol,
      .target = e->target,
      .flags = e->flags,
      .size = e->size,
      .order = e->order,
      .has_table_entry = e->has_entry,
      .file = e->file,
      .line = e->src_line,
      .column = e->src_col,
      .device_id = e->dev_id,
      .file_id = e->file_id,
      .region_line = e->line,
      .count = e->count,
      .parent = e->parent,
    };
  }
}

/* One compile of `path` (a file; NULL: the input among the flags) or of the buffer `text`
 * named `path`. */
static OmpfeStatus compile(OmpfeCompiler *c, const char *path, const char *text, size_t length) {
  release_results(c);
  ofe_options_defaults(&c->opts);
  c->opts.all_locations = true; /* a prototype's pass reports at ops: give every op its place */
  c->opts.clause_extensions = &c->extensions;
  ofe_ctx_init(&c->ctx, &c->opts, "ompfe");
  c->compiled = true;
  route_diagnostics(c, &c->ctx.diag);
  OfeArena *arena = &c->ctx.lasting; /* the options outlive the tree */
  c->opts.host_ir_in_memory = c->host_ir_module != NULL;
  c->opts.resource_dir = default_resource_dir(arena); /* -resource-dir among the flags wins */
  if (path) c->opts.input = ofe_arena_strdup(arena, path); /* not through argv: it may start with '-' */
  if (!parse_flags(c, &c->opts, arena, &c->ctx.diag, NULL, 0)) return OMPFE_ERROR_INVALID_ARGUMENT;
  c->job = (OfeCompileJob){
    .buffer = text,
    .buffer_len = length,
    .host_ir_module = c->host_ir_module,
    .stop_after = c->stop_after,
    .write_output = c->opts.output != NULL,
    .hooks = c->hooks.items,
    .nhooks = c->hooks.len,
    .observer = observe,
    .observer_user = c,
    .llvm_context = c->llvm_context,
  };
  int status = ofe_compile(&c->ctx, &c->job);
  c->job.buffer = NULL; /* the caller's, and only needed during the compile */
  collect_entries(c);
  collect_constructs(c);
  return status == 0 ? OMPFE_OK : OMPFE_ERROR_COMPILE;
}

OmpfeStatus ompfe_compile_file(OmpfeCompiler *c, const char *path) {
  if (!c) return OMPFE_ERROR_INVALID_ARGUMENT;
  return compile(c, path, NULL, 0);
}

OmpfeStatus ompfe_compile_buffer(OmpfeCompiler *c, const char *name, const char *text, size_t length) {
  if (!c) return OMPFE_ERROR_INVALID_ARGUMENT;
  if (!name || !*name || (!text && length)) {
    release_results(c);
    ofe_error_plain(&c->diag, "ompfe_compile_buffer: %s", !name || !*name ? "a buffer needs a name" : "the text is NULL");
    c->diag.errors = 0;
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  return compile(c, name, text ? text : "", length);
}

/* ---- results -------------------------------------------------------------------------------- */

OmpfeStatus ompfe_compiler_last_stage(const OmpfeCompiler *c, OmpfeStage *stage) {
  if (!c || !stage || !c->compiled || !c->job.reached_any) return OMPFE_ERROR_INVALID_ARGUMENT;
  *stage = (OmpfeStage)c->job.reached;
  return OMPFE_OK;
}

unsigned ompfe_compiler_error_count(const OmpfeCompiler *c) { return c && c->compiled ? c->ctx.diag.errors : 0; }
unsigned ompfe_compiler_warning_count(const OmpfeCompiler *c) { return c && c->compiled ? c->ctx.diag.warnings : 0; }

MlirModule ompfe_compiler_mlir_module(const OmpfeCompiler *c) {
  MlirModule none = {NULL};
  return c && c->compiled ? c->job.mlir_module : none;
}

LLVMModuleRef ompfe_compiler_llvm_module(const OmpfeCompiler *c) { return c && c->compiled ? c->job.llvm_module : NULL; }

LLVMModuleRef ompfe_compiler_take_llvm_module(OmpfeCompiler *c, LLVMContextRef *context_out) {
  if (!context_out) return NULL;
  *context_out = NULL;
  if (!c || !c->compiled || !c->job.llvm_module) return NULL;
  LLVMModuleRef m = c->job.llvm_module;
  c->job.llvm_module = NULL;
  *context_out = c->job.llvm_context;
  if (c->job.owns_llvm_context) {
    c->job.owns_llvm_context = false;
    c->job.llvm_context = NULL;
  }
  return m;
}

size_t ompfe_compiler_entry_count(const OmpfeCompiler *c) { return c && c->compiled ? c->entry_count : 0; }

const OmpfeOffloadEntry *ompfe_compiler_entry(const OmpfeCompiler *c, size_t index) {
  if (!c || !c->compiled || index >= c->entry_count) return NULL;
  return &c->entries[index];
}

size_t ompfe_compiler_construct_count(const OmpfeCompiler *c) { return c && c->compiled ? c->construct_count : 0; }

const OmpfeConstruct *ompfe_compiler_construct(const OmpfeCompiler *c, size_t index) {
  if (!c || !c->compiled || index >= c->construct_count) return NULL;
  return &c->constructs[index];
}

const OmpfeConstruct *ompfe_compiler_construct_of_kernel(const OmpfeCompiler *c, const char *kernel) {
  if (!c || !c->compiled || !kernel || !c->constructs) return NULL;
  return ofe_strmap_get(&c->construct_of_kernel, kernel, strlen(kernel));
}

size_t ompfe_map_type_describe(uint64_t map_type, char *buf, size_t size) {
  return ofe_map_type_text(map_type, buf, size);
}
