/* compile: the stages of one compilation, in order:
 *   preprocess -> parse + sema -> emit MLIR -> passes -> record offload entries (and strip
 *   the omp attributes) -> translate -> finish (entries, !omp_offload.info, host-IR check)
 *   -> optimize -> embed device image -> write.
 * Each stage reports through diag; the first stage with errors stops the compilation, and
 * nothing is written then. ompfe's main runs them all and writes the output; the C API
 * (api.c) runs them up to a stage of its choosing and keeps the modules. */
#include "cc1/compile.h"
#include "options/codegen_flags.h"
#include "emit/debug_info.h"

#include <errno.h>
#include <malloc.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "emit/abi_fixup.h"
#include "emit/alias_fixup.h"
#include "emit/asm_fixup.h"
#include "emit/label_addr.h"
#include "sema/ast_dump.h"
#include "backend/backend.h"
#include "emit/emit.h"
#include "explain/explain.h"
#include "parse/parse.h"
#include "preprocess/preprocess.h"
#include "sema/sema.h"
#include "llvm-c/Core.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/OpenMP.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"
#include "offload-info/device_complex.h"
#include "offload-info/gpu_device.h"
#include "options/code_targets.h"
#include "offload-info/host_ir.h"
#include "offload-info/registry.h"
#include "passes/device_reach.h"
#include "passes/function_facts.h"
#include "passes/pipeline.h"
#include "support/clock.h"
#include "support/time_trace.h"
#include "offload-info/entries.h"
#include "offload-info/fptr_table.h"

void ofe_ctx_init(OfeCtx *ctx, OfeOptions *opts, const char *program) {
  memset(ctx, 0, sizeof *ctx);
  ofe_arena_init(&ctx->arena);
  ofe_arena_init(&ctx->lasting);
  ofe_diag_init(&ctx->diag, &ctx->lasting, program);
  ofe_facts_init(&ctx->facts, &ctx->lasting);
  ctx->opts = opts;
  /* the C API compiler's extension clauses (the API sets them before); -fplugin='s come at the compile */
  ofe_extensions_init_from(&ctx->extensions, &ctx->lasting, &ctx->diag, opts->clause_extensions);
  ofe_sema_init(ctx);
}

/* The ompx_ clauses of each -fplugin=, in order, after the C API compiler's (ofe_ctx_init). */
static bool load_plugins(OfeCtx *ctx) {
  const OfeOptions *o = ctx->opts;
  for (size_t i = 0; i < o->plugins.len; i++)
    if (!ofe_extensions_load_plugin(&ctx->extensions, o->plugins.items[i])) return false;
  return true;
}

void ofe_ctx_free(OfeCtx *ctx) {
  ofe_extensions_free(&ctx->extensions);
  ofe_diag_drop_sources(&ctx->diag);
  free(ctx->diag.pp_owned);
  ctx->diag.pp_owned = NULL;
  ofe_arena_free(&ctx->arena);
  ofe_arena_free(&ctx->lasting);
  ofe_arena_free(&ctx->decl_scratch);
}

/* What the stages after emission need of the tree, copied out of it into the lasting arena. */
typedef struct TreeLeftovers {
  OfeAsmPlan *asms; /* asm_fixup's, indexed as OfeUnit.asms */
  size_t nasms;
  OfeAliasPlan *aliases; /* alias_fixup's */
  size_t naliases;
  OFE_VEC(const char *) file_asm;
  OfeDebugPlan debug_plan; /* -g: what debug_info describes on the LLVM side */
} TreeLeftovers;

/* Frees the tree (the arena) once the MLIR module is emitted: alive beside the MLIR module and
 * the LLVM module being translated, it made the host compile's peak memory. The arena starts
 * afresh for the later stages. */
static void release_tree(OfeCtx *ctx, TreeLeftovers *left) {
  const OfeUnit *u = &ctx->unit;
  left->asms = ofe_asm_plan(&ctx->lasting, u->asms.items, u->asms.len);
  left->nasms = u->asms.len;
  left->aliases = ofe_alias_plan(&ctx->lasting, u, ctx->opts->is_device ? OFE_VISIBILITY_UNSET : ctx->opts->default_visibility);
  left->naliases = u->aliases.len;
  for (size_t i = 0; i < u->file_asm.len; i++)
    ofe_vec_push(&ctx->lasting, &left->file_asm, ofe_arena_strdup(&ctx->lasting, u->file_asm.items[i]));
  ofe_arena_free(&ctx->arena);
  /* nothing of the tree is left to reach */
  memset(&ctx->types, 0, sizeof ctx->types);
  memset(&ctx->idents, 0, sizeof ctx->idents);
  memset(&ctx->unit, 0, sizeof ctx->unit);
  ctx->scope = ctx->file_scope = NULL;
  ctx->func = NULL;
  ctx->region = NULL;
  memset(&ctx->outlines, 0, sizeof ctx->outlines);
  memset(&ctx->declare_target_blocks, 0, sizeof ctx->declare_target_blocks);
  memset(&ctx->pending_variants, 0, sizeof ctx->pending_variants);
  memset(&ctx->region_lines, 0, sizeof ctx->region_lines);
  memset(&ctx->warned, 0, sizeof ctx->warned);
  memset(&ctx->pragmas, 0, sizeof ctx->pragmas);
}

/* ---- timing (-ftime-report) ------------------------------------------------------------------ */

/* Every stage's time is kept in the job (the explorer draws them); -ftime-report prints it. */
static void report_stage(const OfeCtx *ctx, OfeCompileJob *job, const char *stage, double ms) {
  ofe_stage_times_add(&job->times, stage, ms);
  if (ctx->opts->time_report) fprintf(stderr, "ompfe: %-26s %8.2f ms\n", stage, ms);
}

static void stage_done(OfeCtx *ctx, OfeCompileJob *job, const char *stage, double *t) {
  double n = ofe_now_ms();
  report_stage(ctx, job, stage, n - *t);
  *t = n;
}

/* ---- MLIR --------------------------------------------------------------------------------- */

typedef struct MlirDiagState {
  OfeCtx *ctx;
  MlirDiagnosticHandlerID id;
} MlirDiagState;

/* MLIR's diagnostics (pass errors, verifier failures) become ompfe diagnostics at the source
 * location their op carries. */
static MlirLogicalResult on_mlir_diag(MlirDiagnostic d, void *user) {
  MlirDiagState *st = user;
  OfeCtx *ctx = st->ctx;
  OfeText msg = {{0}, 0}, loc = {{0}, 0};
  mlirDiagnosticPrint(d, ofe_text_append, &msg);
  mlirLocationPrint(mlirDiagnosticGetLocation(d), ofe_text_append, &loc);
  OfeLoc l = {0};
  const char *q = strchr(loc.text, '"'), *q2 = q ? strchr(q + 1, '"') : NULL;
  if (q && q2) {
    l.file = ofe_diag_file(&ctx->diag, q + 1, (size_t)(q2 - q - 1));
    sscanf(q2 + 1, ":%u:%u", &l.line, &l.col);
    l.offset = UINT32_MAX;
  }
  MlirDiagnosticSeverity sev = mlirDiagnosticGetSeverity(d);
  OfeDiagLevel level = sev == MlirDiagnosticError ? OFE_DIAG_ERROR : sev == MlirDiagnosticWarning ? OFE_DIAG_WARNING : OFE_DIAG_NOTE;
  ofe_diag_report(&ctx->diag, level, l, msg.text);
  return mlirLogicalResultSuccess();
}

MlirContext ofe_mlir_context(void) {
  MlirContext ctx = mlirContextCreateWithThreading(false);
  MlirDialectRegistry reg = mlirDialectRegistryCreate();
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__llvm__(), reg);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__omp__(), reg);
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), reg);
  mlirContextAppendDialectRegistry(ctx, reg);
  mlirDialectRegistryDestroy(reg);
  mlirContextLoadAllAvailableDialects(ctx);
  mlirRegisterAllLLVMTranslations(ctx);
  return ctx;
}

static void print_to_file(MlirStringRef s, void *user) { fwrite(s.data, 1, s.length, (FILE *)user); }

static bool write_mlir(OfeCtx *ctx, MlirModule m, const char *path) {
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return false;
  mlirOperationPrint(mlirModuleGetOperation(m), print_to_file, f);
  fputc('\n', f);
  fclose(f);
  bool ok = ofe_write_text(ctx, path, buf, len);
  free(buf);
  return ok;
}

/* ---- outputs ------------------------------------------------------------------------------ */

static const char *default_output(OfeCtx *ctx) {
  const OfeOptions *o = ctx->opts;
  if (o->output) return o->output;
  const char *ext;
  switch (o->action) {
  case ACT_EMIT_OBJ: ext = ".o"; break;
  case ACT_EMIT_ASM: ext = ".s"; break;
  case ACT_EMIT_LLVM: ext = ".ll"; break;
  case ACT_EMIT_BC: ext = ".bc"; break;
  default: return "-";
  }
  const char *base = strrchr(o->input, '/');
  base = base ? base + 1 : o->input;
  const char *dot = strrchr(base, '.');
  size_t n = dot ? (size_t)(dot - base) : strlen(base);
  return ofe_arena_printf(&ctx->arena, "%.*s%s", (int)n, base, ext);
}

/* ---- the stages after translation ------------------------------------------------------------ */

/* Host: entries and !omp_offload.info as recorded. Device: the host IR's entries (from the
 * file, or from the module in memory that the C API was given), checked against this
 * module's, decide the order. */
static bool finish_offload(OfeCtx *ctx, const OfeCompileJob *job, LLVMModuleRef m, OfeOffloadRegistry *reg) {
  const OfeOptions *o = ctx->opts;
  if (!ofe_options_offloading(o)) return true;
  if (o->is_device) {
    OfeOffloadRegistry host;
    ofe_registry_init(&host, &ctx->arena, false);
    const char *host_name = job->host_ir_module ? "<host IR module in memory>" : o->host_ir_path;
    bool read = job->host_ir_module ? ofe_offload_info_read_module(job->host_ir_module, host_name, &host, &ctx->diag)
                                    : ofe_offload_info_read(o->host_ir_path, &host, &ctx->diag);
    if (!read) return false;
    if (!ofe_offload_info_match(reg, &host, host_name, &ctx->diag)) return false;
  }
  if (!ofe_entries_emit(reg, m, &ctx->diag)) return false;
  ofe_offload_info_write(reg, m, (unsigned)o->omp_version);
  return true;
}

static int backend_only(OfeCtx *ctx, OfeCompileJob *job) {
  const OfeOptions *o = ctx->opts;
  double t = ofe_now_ms();
  ofe_backend_init();
  LLVMContextRef lctx = LLVMContextCreate();
  LLVMModuleRef m = ofe_read_ir(ctx, o->input, lctx);
  LLVMTargetMachineRef tm = m ? ofe_target_machine(ctx, o->triple) : NULL;
  bool ok = m && tm;
  stage_done(ctx, job, "read IR", &t);
  if (ok && o->embed_offload_object) {
    ok = ofe_embed_offload_object(ctx, m, o->embed_offload_object);
    stage_done(ctx, job, "embed offload object", &t);
  }
  if (ok) {
    ofe_set_target(m, tm, o->triple);
    ok = ofe_write_output(ctx, m, tm, o->action, default_output(ctx));
    stage_done(ctx, job, "write", &t);
  }
  if (tm) LLVMDisposeTargetMachine(tm);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(lctx);
  return ok ? 0 : 1;
}

/* ---- the source ---------------------------------------------------------------------------- */

static bool read_whole_file(OfeCtx *ctx, const char *path, char **text, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    ofe_error_plain(&ctx->diag, "cannot read '%s': %s", path, strerror(errno));
    return false;
  }
  fseek(f, 0, SEEK_END);
  long n = ftell(f);
  rewind(f);
  *text = malloc(n > 0 ? (size_t)n + 1 : 1);
  *len = n > 0 ? fread(*text, 1, (size_t)n, f) : 0;
  (*text)[*len] = 0;
  fclose(f);
  return true;
}

/* A buffer reaches the preprocessor as a file in a private temporary directory (so that no
 * stray header beside it is found), behind `#line 1 "<name>"`: line markers, diagnostics and
 * __FILE__ then name the buffer, and kernels are named after the file `name` names. Quoted
 * includes are looked up in name's directory, as for the file itself. */
static bool preprocess_buffer(OfeCtx *ctx, const OfeCompileJob *job, char **text, size_t *len) {
  OfeOptions *o = ctx->opts;
  const char *name = o->input;
  const char *tmp = getenv("TMPDIR");
  char *dir = ofe_arena_printf(&ctx->arena, "%s/ompfe-buffer-XXXXXX", tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp(dir)) {
    ofe_error_plain(&ctx->diag, "cannot create a temporary directory to preprocess the buffer '%s': %s", name, strerror(errno));
    return false;
  }
  char *path = ofe_arena_printf(&ctx->arena, "%s/source.c", dir);
  FILE *f = fopen(path, "wb");
  bool ok = f != NULL;
  if (f) {
    fputs("#line 1 \"", f);
    for (const char *c = name; *c; c++) {
      if (*c == '"' || *c == '\\') fputc('\\', f);
      fputc(*c, f);
    }
    fputs("\"\n", f);
    ok = fwrite(job->buffer, 1, job->buffer_len, f) == job->buffer_len;
    if (job->buffer_len && job->buffer[job->buffer_len - 1] != '\n') fputc('\n', f);
    ok = fclose(f) == 0 && ok;
  }
  if (!ok) {
    ofe_error_plain(&ctx->diag, "cannot write the buffer '%s' to '%s': %s", name, path, strerror(errno));
  } else {
    const char *slash = strrchr(name, '/');
    /* the options' arena: they outlive the tree */
    const char *name_dir = slash ? ofe_arena_strndup(&ctx->lasting, name, slash == name ? 1 : (size_t)(slash - name)) : ".";
    ofe_vec_push(&ctx->lasting, &o->cpp_args, "-iquote");
    ofe_vec_push(&ctx->lasting, &o->cpp_args, name_dir);
    o->input = path;
    ok = ofe_preprocess(ctx, text, len);
    o->input = name;
    o->cpp_args.len -= 2;
  }
  unlink(path);
  rmdir(dir);
  return ok;
}

/* The preprocessed text (malloc'd) of the file or buffer the job names. */
static bool read_source(OfeCtx *ctx, const OfeCompileJob *job, char **text, size_t *len) {
  const OfeOptions *o = ctx->opts;
  if (job->buffer) {
    /* caret lines of diagnostics come from the buffer, not from a file of the same name */
    uint32_t file = ofe_diag_file(&ctx->diag, o->input, strlen(o->input));
    OfeSourceFile *sf = &ctx->diag.files.items[file];
    sf->text = ofe_arena_strndup(&ctx->lasting, job->buffer, job->buffer_len);
    sf->len = job->buffer_len;
    sf->loaded = true;
    if (!o->input_is_preprocessed) return preprocess_buffer(ctx, job, text, len);
    *text = malloc(job->buffer_len + 1);
    memcpy(*text, job->buffer, job->buffer_len);
    (*text)[job->buffer_len] = 0;
    *len = job->buffer_len;
    return true;
  }
  if (o->input_is_preprocessed) return read_whole_file(ctx, o->input, text, len);
  return ofe_preprocess(ctx, text, len);
}

/* ---- running the stages -------------------------------------------------------------------- */

/* The last stage an action needs. */
static OfeStage last_stage_of(OfeAction action) {
  switch (action) {
  case ACT_PREPROCESS: return OFE_STAGE_PREPROCESS;
  case ACT_AST_DUMP: case ACT_SYNTAX_ONLY: return OFE_STAGE_PARSE;
  case ACT_EMIT_MLIR: return OFE_STAGE_PASSES;
  default: return OFE_STAGE_OPTIMIZE;
  }
}

/* Records that `stage` completed and shows the observer the modules as they are now. */
static void reached(OfeCompileJob *job, OfeStage stage) {
  job->reached = stage;
  job->reached_any = true;
  if (!job->observer) return;
  MlirModule none = {NULL};
  job->observer(job->observer_user, stage, NULL, stage >= OFE_STAGE_EMIT_MLIR ? job->mlir_module : none,
                stage >= OFE_STAGE_TRANSLATE ? job->llvm_module : NULL);
}

static void after_pass(void *user, const char *pass, MlirModule module) {
  OfeCompileJob *job = user;
  if (job->explain) ofe_explain_capture_pass(job->explain, pass, module);
  if (job->observer) job->observer(job->observer_user, OFE_STAGE_PASS, pass, module, NULL);
}

/* The parse of a file reads the preprocessor's output while it is written, so that the two run
 * side by side. What the parse reports is held until the preprocessor has ended: shown if it
 * succeeded, dropped if it failed (it printed its own errors). -ftime-report's "preprocess" is
 * then the time spent waiting for its output. */
static bool more_text(void *stream, const char **text, size_t *len) {
  OfePPStream *s = stream;
  if (!ofe_preprocess_more(s)) return false;
  *text = s->text;
  *len = s->len;
  return true;
}

static bool parse_while_preprocessing(OfeCtx *ctx, OfeCompileJob *job, double *t) {
  OfePPStream s;
  if (!ofe_preprocess_start(ctx, &s)) return false;
  ofe_diag_hold(&ctx->diag);
  bool ok = ofe_parse(ctx, "", 0, more_text, &s);
  bool preprocessed = ofe_preprocess_finish(&s);
  ofe_diag_release(&ctx->diag, preprocessed);
  ctx->diag.pp_text = ctx->diag.pp_owned = s.text; /* diagnostics show its lines after the tree is gone */
  ctx->diag.pp_len = s.len;
  double n = ofe_now_ms();
  report_stage(ctx, job, "preprocess", s.wait_ms);
  report_stage(ctx, job, "parse + sema", n - *t - s.wait_ms);
  *t = n;
  if (!preprocessed) return false;
  reached(job, OFE_STAGE_PREPROCESS);
  return ok;
}

/* The MLIR half: emit, free the tree, verify, run the pass pipeline. */
static bool run_mlir_stages(OfeCtx *ctx, OfeCompileJob *job, OfePassEnv *env, TreeLeftovers *left, double *t) {
  const OfeOptions *o = ctx->opts;
  bool ok = ofe_emit_module(ctx, job->mlir_context, &job->mlir_module, &left->debug_plan);
  stage_done(ctx, job, "emit MLIR", t);
  release_tree(ctx, left);
  if (ok && o->verify_each && !mlirOperationVerify(mlirModuleGetOperation(job->mlir_module))) {
    ofe_error_plain(&ctx->diag, "internal error: the emitted MLIR module does not verify");
    ok = false;
  }
  if (!ok) return false;
  if (job->explain) {
    ofe_explain_capture_emitted(job->explain, job->mlir_module);
    stage_done(ctx, job, "capture MLIR (-fexplain)", t);
  }
  reached(job, OFE_STAGE_EMIT_MLIR);
  if (job->stop_after == OFE_STAGE_EMIT_MLIR) return true;
  if (o->openmp || ofe_options_simd_only(o) || o->passes || job->nhooks) { /* simd too needs the omp lowering */
    OfePipelineOptions po = {.passes = o->passes, .print_before_all = o->print_ir_before_all,
                             .print_after_all = o->print_ir_after_all, .print_before = o->print_ir_before,
                             .print_after = o->print_ir_after, .dump = stderr, .hooks = job->hooks,
                             .nhooks = job->nhooks, .after_pass = after_pass, .after_pass_user = job,
                             .verify_each = o->verify_each};
    if (!ofe_pipeline_run(env, job->mlir_module, &po)) return false;
    if (o->openmp) ofe_device_reach(&ctx->facts, job->mlir_module, &ctx->arena);
    if (ctx->facts.record_functions) ofe_function_facts_record(&ctx->facts, env->attrs, job->mlir_module, &ctx->arena);
    stage_done(ctx, job, "passes", t);
  }
  if (job->explain) {
    ofe_explain_capture_passed(job->explain, job->mlir_module, &ctx->facts);
    stage_done(ctx, job, "capture MLIR (-fexplain)", t);
  }
  reached(job, OFE_STAGE_PASSES);
  return true;
}

/* Destroys the translated MLIR module and hands the memory it freed back to the system: the
 * bitcode writer's and the optimizer's tables are large blocks of their own, which the freed
 * ops' small ones cannot serve, so otherwise they came on top of both modules (a generated
 * 40k-line file's host compile peaked 15 MB higher, at the writer). Costs ~0.3 us an op. */
static void drop_mlir_module(OfeCompileJob *job) {
  mlirModuleDestroy(job->mlir_module);
  job->mlir_module = (MlirModule){NULL};
  malloc_trim(0);
}

/* What -fexplain's page is about. */
static OfeExplainPage explain_page(OfeCtx *ctx, const OfeCompileJob *job) {
  const OfeOptions *o = ctx->opts;
  return (OfeExplainPage){.path = o->explain, .source = o->input, .triple = o->triple, .is_device = o->is_device,
                          .offload_targets = o->offload_targets.items, .noffload_targets = o->offload_targets.len,
                          .facts = &ctx->facts, .entries = job->entries_ready ? &job->entries : NULL,
                          .times = &job->times, .diag = &ctx->diag};
}

/* The LLVM half: record the entries, translate, finish, optimize. */
static bool run_llvm_stages(OfeCtx *ctx, OfeCompileJob *job, OfeOmpAttrs *attrs, const TreeLeftovers *left,
                            LLVMTargetMachineRef *tm, double *t) {
  const OfeOptions *o = ctx->opts;
  MlirModule module = job->mlir_module;
  bool offloading = ofe_options_offloading(o);
  bool fptr_table = offloading && ofe_fptr_table_needed(attrs, module);
  OfeOffloadRegistry *reg = &job->entries;
  ofe_registry_init(reg, &ctx->arena, o->is_device);
  reg->requires_flags = ctx->requires_flags;
  ofe_registry_collect(reg, attrs, module); /* also takes the OpenMP attributes off */
  if (!offloading) reg->entries.len = 0;   /* nothing to offload: no table */
  if (fptr_table) ofe_fptr_table_add_entries(reg);
  job->entries_ready = true;

  ofe_backend_init();
  if (!job->llvm_context) {
    job->llvm_context = LLVMContextCreate();
    job->owns_llvm_context = true;
  }
  *tm = ofe_target_machine(ctx, o->triple);
  if (!*tm) return false;
  job->llvm_module = ofe_translate(ctx, module, job->llvm_context, *tm);
  stage_done(ctx, job, "translate", t);
  if (!job->llvm_module) return false;
  if (job->drop_mlir_after_translation) {
    drop_mlir_module(job);
    stage_done(ctx, job, "free the MLIR module", t);
  }
  if (job->explain) ofe_explain_print_beside(job->explain); /* nothing below uses the MLIR context */
  LLVMModuleRef lm = job->llvm_module;
  ofe_abi_fixup(lm);
  ofe_label_addr_fixup(lm);
  if (left->nasms) ofe_asm_fixup(lm, left->asms, left->nasms);
  if (left->naliases && !ofe_alias_fixup(lm, left->aliases, left->naliases, o->is_device, &ctx->diag)) return false;
  for (size_t i = 0; i < left->file_asm.len; i++) /* MLIR 19 has no module asm */
    LLVMAppendModuleInlineAsm(lm, left->file_asm.items[i], strlen(left->file_asm.items[i]));
  ofe_debug_finish_llvm(o, lm, &left->debug_plan);
  ofe_codegen_apply(&o->codegen, lm);
  ofe_set_target(lm, *tm, o->triple);
  reached(job, OFE_STAGE_TRANSLATE);
  if (job->stop_after == OFE_STAGE_TRANSLATE) return true;
  if (fptr_table) {
    if (o->is_device) ofe_fptr_table_device(lm, !ofe_code_target_is_gpu(o->triple));
    else ofe_fptr_table_host(lm);
  }
  if (!finish_offload(ctx, job, lm, reg)) return false;
  if (o->device_complex_helpers) ofe_device_complex_helpers(lm); /* a GPU's finish does it anyway */
  if (o->is_device && ofe_code_target_is_gpu(o->triple) &&
      !ofe_gpu_device_finish(lm, reg, o->triple, ofe_gpu_arch(o), &ctx->diag, &ctx->facts))
    return false;
  if (o->print_offload_entries)
    ofe_registry_print(reg, stdout, o->is_device ? "device module" : "host module");
  if (o->print_offload_maps)
    ofe_facts_print_maps(&ctx->facts, &ctx->diag, stdout, o->is_device ? "device module" : "host module");
  /* translation verified what it made; this checks what finishing added */
  if (o->verify_each && !ofe_verify_llvm(ctx, lm)) return false;
  stage_done(ctx, job, "finish", t);
  if (job->explain) {
    ofe_explain_capture_llvm(job->explain, lm, &ctx->facts);
    stage_done(ctx, job, "capture LLVM IR (-fexplain)", t);
    OfeExplainPage page = explain_page(ctx, job);
    ofe_explain_render_beside(job->explain, &page); /* the page is rendered while the back end runs */
  }
  reached(job, OFE_STAGE_FINISH);
  if (job->stop_after == OFE_STAGE_FINISH) return true;
  if (!ofe_optimize(ctx, lm, *tm)) return false;
  if (o->embed_offload_object && !ofe_embed_offload_object(ctx, lm, o->embed_offload_object)) return false;
  stage_done(ctx, job, "optimize", t);
  if (ctx->diag.errors) return false;
  reached(job, OFE_STAGE_OPTIMIZE);
  return true;
}

/* -fexplain: the page, once the compile has succeeded. */
static bool write_explain_page(OfeCtx *ctx, const OfeCompileJob *job) {
  OfeExplainPage page = explain_page(ctx, job);
  return ofe_explain_write(job->explain, &page);
}

static int compile_stages(OfeCtx *ctx, OfeCompileJob *job) {
  OfeOptions *o = ctx->opts;
  ofe_stack_guard_init(&ctx->stack);
  if (o->error_limit >= 0) ctx->diag.max_errors = (unsigned)o->error_limit;
  ctx->diag.color = o->color_diagnostics < 0 ? isatty(STDERR_FILENO) : o->color_diagnostics;
  ctx->diag.format = o->diag_format;
  ctx->diag.show_line_numbers = o->diag_line_numbers;
  ofe_diag_set_warnings(&ctx->diag, o->warning_flags.items, o->warning_flags.len);
  ctx->main_file = o->input;
  OfeStage last = last_stage_of(o->action);
  bool writes = job->write_output && job->stop_after >= last;
  if (job->stop_after < last) last = job->stop_after;
  job->stop_after = last;
  if (o->passes && !ofe_pipeline_check(o->passes, &ctx->diag)) return 1;
  if (!load_plugins(ctx)) return 1;
  if (o->input_is_ir) {
    if (job->buffer || !job->write_output) {
      ofe_error_plain(&ctx->diag, "'%s' is LLVM IR, which only goes through ompfe's back end: compile C source", o->input);
      return 1;
    }
    return backend_only(ctx, job);
  }
  struct stat st;
  if (!job->buffer && strcmp(o->input, "-") != 0 && stat(o->input, &st) != 0) {
    ofe_error_plain(&ctx->diag, "no such file or directory: '%s'", o->input);
    return 1;
  }
  if (o->is_device && !job->host_ir_module && o->host_ir_path && o->action != ACT_PREPROCESS &&
      stat(o->host_ir_path, &st) != 0) {
    ofe_error_plain(&ctx->diag, "the host IR file '%s' given by -fopenmp-host-ir-file-path cannot be found", o->host_ir_path);
    return 1;
  }
  double t = ofe_now_ms();
  if (o->time_trace) {
    ctx->trace_events = ofe_arena_alloc(&ctx->lasting, sizeof *ctx->trace_events);
    *ctx->trace_events = (OfeTraceEvents){.arena = &ctx->lasting, .origin_ms = t, .granularity_ms = o->time_trace_granularity_us / 1000.0};
  }
  bool ok;
  if (!job->buffer && !o->input_is_preprocessed && last > OFE_STAGE_PREPROCESS) {
    ok = parse_while_preprocessing(ctx, job, &t);
  } else {
    char *text = NULL;
    size_t len = 0;
    if (!read_source(ctx, job, &text, &len)) return 1;
    stage_done(ctx, job, "preprocess", &t);
    reached(job, OFE_STAGE_PREPROCESS);
    if (last == OFE_STAGE_PREPROCESS) {
      ok = !writes || o->action != ACT_PREPROCESS || ofe_write_text(ctx, o->output, text, len);
      free(text);
      return ok ? 0 : 1;
    }
    ctx->diag.pp_owned = text; /* diagnostics show its lines after the tree is gone */
    ok = ofe_parse(ctx, text, len, NULL, NULL);
    stage_done(ctx, job, "parse + sema", &t);
  }
  ofe_diag_drop_sources(&ctx->diag);
  if (!ok) return 1;
  reached(job, OFE_STAGE_PARSE);
  if (o->action == ACT_AST_DUMP) ofe_ast_dump(ctx, stdout);
  if (last == OFE_STAGE_PARSE) return ctx->diag.errors ? 1 : 0; /* the dump can fail too (too deep) */

  OfeExplain explain;
  if (o->explain && writes) {
    ofe_explain_init(&explain, o->explain_module_cap);
    job->explain = &explain;
    ctx->facts.record_functions = true; /* the page's call graph */
  }
  job->mlir_context = ofe_mlir_context();
  MlirDiagState *dstate = ofe_arena_alloc(&ctx->lasting, sizeof *dstate);
  dstate->ctx = ctx;
  dstate->id = mlirContextAttachDiagnosticHandler(job->mlir_context, on_mlir_diag, dstate, NULL);
  job->mlir_diag_state = dstate;
  OfeOmpAttrs attrs;
  ofe_omp_attrs_init(&attrs, job->mlir_context);
  OfePassEnv env = {.attrs = &attrs, .arena = &ctx->arena, .is_device = o->is_device, .facts = &ctx->facts,
                    .ids = mlirTypeIDAllocatorCreate()};
  LLVMTargetMachineRef tm = NULL;
  TreeLeftovers left = {0};
  ok = run_mlir_stages(ctx, job, &env, &left, &t);
  if (ok && last == OFE_STAGE_PASSES && writes && o->action == ACT_EMIT_MLIR) ok = write_mlir(ctx, job->mlir_module, o->output);
  if (ok && last > OFE_STAGE_PASSES) ok = run_llvm_stages(ctx, job, &attrs, &left, &tm, &t);
  if (ok && writes && last == OFE_STAGE_OPTIMIZE) {
    ok = ofe_write_output(ctx, job->llvm_module, tm, o->action, default_output(ctx));
    stage_done(ctx, job, "write", &t);
  }
  if (tm) LLVMDisposeTargetMachine(tm);
  mlirTypeIDAllocatorDestroy(env.ids);
  ok = ok && !ctx->diag.errors;
  if (job->explain) {
    if (ok) ok = write_explain_page(ctx, job); /* no page for a compile that failed */
    ofe_explain_free(job->explain);
    job->explain = NULL;
  }
  return ok ? 0 : 1;
}

/* -ftime-trace's file: the one named, or the output's name with .json for its extension (the
 * source's, in the current directory, when the output is stdout or there is none). */
static const char *time_trace_path(OfeCtx *ctx) {
  const OfeOptions *o = ctx->opts;
  if (*o->time_trace) return o->time_trace;
  const char *out = default_output(ctx);
  if (!strcmp(out, "-")) {
    out = strrchr(o->input, '/') ? strrchr(o->input, '/') + 1 : o->input;
    if (!strcmp(out, "-")) out = "stdin";
  }
  return ofe_arena_printf(&ctx->lasting, "%.*s.json", (int)ofe_time_trace_stem_len(out), out);
}

static bool write_time_trace(OfeCtx *ctx, const OfeCompileJob *job, double begin_us) {
  const char *path = time_trace_path(ctx);
  FILE *f = fopen(path, "w");
  if (!f) {
    ofe_error_plain(&ctx->diag, "cannot write the time trace '%s': %s", path, strerror(errno));
    return false;
  }
  ofe_time_trace_write(f, &job->times, ctx->trace_events, "ompfe", ctx->opts->input, (long)getpid(), begin_us);
  if (fclose(f) != 0) {
    ofe_error_plain(&ctx->diag, "cannot write the time trace '%s': %s", path, strerror(errno));
    remove(path);
    return false;
  }
  return true;
}

int ofe_compile(OfeCtx *ctx, OfeCompileJob *job) {
  struct timespec start;
  clock_gettime(CLOCK_REALTIME, &start);
  int status = compile_stages(ctx, job);
  /* like the other outputs, written only by a compile that succeeded */
  if (status == 0 && ctx->opts->time_trace &&
      !write_time_trace(ctx, job, (double)start.tv_sec * 1e6 + (double)start.tv_nsec / 1e3))
    status = 1;
  return status;
}

void ofe_compile_job_release(OfeCompileJob *job) {
  if (job->llvm_module) LLVMDisposeModule(job->llvm_module);
  if (job->llvm_context && job->owns_llvm_context) LLVMContextDispose(job->llvm_context);
  job->llvm_module = NULL;
  if (job->owns_llvm_context) job->llvm_context = NULL;
  job->owns_llvm_context = false;
  if (!mlirModuleIsNull(job->mlir_module)) mlirModuleDestroy(job->mlir_module);
  job->mlir_module = (MlirModule){NULL};
  if (!mlirContextIsNull(job->mlir_context)) {
    MlirDiagState *dstate = job->mlir_diag_state;
    if (dstate) mlirContextDetachDiagnosticHandler(job->mlir_context, dstate->id);
    mlirContextDestroy(job->mlir_context);
  }
  job->mlir_context = (MlirContext){NULL};
  job->mlir_diag_state = NULL;
  job->entries_ready = false;
}

int ofe_compile_main(OfeCtx *ctx) {
  /* The MLIR module is freed after translation when the optimizer runs, whose tables are far
   * larger than the module and reuse its memory. At -O0 only the bitcode writer follows: the
   * free cost ~100 ms of gen40k's 1.3 s compile to lower its peak, at the writer, by ~15 MB
   * (to 0.87 of clang-19's; kept, 0.95: docs/performance.md) */
  OfeCompileJob job = {.stop_after = OFE_STAGE_OPTIMIZE, .write_output = true,
                       .drop_mlir_after_translation = ctx->opts->opt_level > 0};
  int status = ofe_compile(ctx, &job);
  /* tearing down the MLIR and LLVM modules took a twentieth of a compile */
  if (!ctx->opts->disable_free) ofe_compile_job_release(&job);
  return status;
}
