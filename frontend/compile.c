/* compile: the stages of one compilation, in order:
 *   preprocess -> parse + sema -> emit MLIR -> passes -> record offload entries (and strip
 *   the omp attributes) -> translate -> finish (entries, !omp_offload.info, host-IR check)
 *   -> optimize -> embed device image -> write.
 * Each stage reports through diag; the first stage with errors stops the compilation, and
 * nothing is written then. */
#include "frontend/compile.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "frontend/abi_fixup.h"
#include "frontend/ast_dump.h"
#include "frontend/backend.h"
#include "frontend/emit.h"
#include "frontend/parse.h"
#include "frontend/preprocess.h"
#include "frontend/sema.h"
#include "llvm-c/Core.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/Dialect/OpenMP.h"
#include "mlir-c/RegisterEverything.h"
#include "mlir-c/Support.h"
#include "offload-info/host_ir.h"
#include "offload-info/registry.h"
#include "passes/pipeline.h"
#include "runtime-abi/entries.h"
#include "runtime-abi/fptr_table.h"

void ofe_ctx_init(OfeCtx *ctx, OfeOptions *opts, const char *program) {
  memset(ctx, 0, sizeof *ctx);
  ofe_arena_init(&ctx->arena);
  ofe_diag_init(&ctx->diag, &ctx->arena, program);
  ctx->opts = opts;
  ofe_sema_init(ctx);
}

void ofe_ctx_free(OfeCtx *ctx) { ofe_arena_free(&ctx->arena); }

/* ---- timing (-ftime-report) ------------------------------------------------------------------ */

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void stage_done(OfeCtx *ctx, const char *stage, double *t) {
  double n = now_ms();
  if (ctx->opts->time_report) fprintf(stderr, "ompfe: %-26s %8.2f ms\n", stage, n - *t);
  *t = n;
}

/* ---- MLIR --------------------------------------------------------------------------------- */

typedef struct MlirDiagState {
  OfeCtx *ctx;
} MlirDiagState;

typedef struct StrBuf {
  char text[4096];
  size_t len;
} StrBuf;

static void to_buf(MlirStringRef s, void *user) {
  StrBuf *b = user;
  size_t n = s.length < sizeof b->text - 1 - b->len ? s.length : sizeof b->text - 1 - b->len;
  memcpy(b->text + b->len, s.data, n);
  b->len += n;
  b->text[b->len] = 0;
}

/* MLIR's diagnostics (pass errors, verifier failures) become ompfe diagnostics at the source
 * location their op carries. */
static MlirLogicalResult on_mlir_diag(MlirDiagnostic d, void *user) {
  MlirDiagState *st = user;
  OfeCtx *ctx = st->ctx;
  StrBuf msg = {{0}, 0}, loc = {{0}, 0};
  mlirDiagnosticPrint(d, to_buf, &msg);
  mlirLocationPrint(mlirDiagnosticGetLocation(d), to_buf, &loc);
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

/* Host: entries and !omp_offload.info as recorded. Device: the host IR's entries, checked
 * against this module's, decide the order. */
static bool finish_offload(OfeCtx *ctx, LLVMModuleRef m, OfeOffloadRegistry *reg) {
  const OfeOptions *o = ctx->opts;
  if (!o->openmp) return true;
  if (o->is_device) {
    OfeOffloadRegistry host;
    ofe_registry_init(&host, &ctx->arena, false);
    if (!ofe_offload_info_read(o->host_ir_path, &host, &ctx->diag)) return false;
    if (!ofe_offload_info_match(reg, &host, o->host_ir_path, &ctx->diag)) return false;
  }
  if (!ofe_entries_emit(reg, m, &ctx->diag)) return false;
  ofe_offload_info_write(reg, m, (unsigned)o->omp_version);
  return true;
}

static int backend_only(OfeCtx *ctx) {
  const OfeOptions *o = ctx->opts;
  ofe_backend_init();
  LLVMContextRef lctx = LLVMContextCreate();
  LLVMModuleRef m = ofe_read_ir(ctx, o->input, lctx);
  LLVMTargetMachineRef tm = m ? ofe_target_machine(ctx, o->triple) : NULL;
  bool ok = m && tm;
  if (ok && o->embed_offload_object) ok = ofe_embed_offload_object(ctx, m, o->embed_offload_object);
  if (ok) {
    ofe_set_target(m, tm, o->triple);
    ok = ofe_write_output(ctx, m, tm, o->action, default_output(ctx));
  }
  if (tm) LLVMDisposeTargetMachine(tm);
  if (m) LLVMDisposeModule(m);
  LLVMContextDispose(lctx);
  return ok ? 0 : 1;
}

int ofe_compile_main(OfeCtx *ctx) {
  OfeOptions *o = ctx->opts;
  ctx->diag.warnings_as_errors = o->werror;
  ctx->diag.no_warnings = o->no_warnings;
  ctx->main_file = o->input;
  if (o->passes && !ofe_pipeline_check(o->passes, &ctx->diag)) return 1;
  if (o->input_is_ir) return backend_only(ctx);
  struct stat st;
  if (strcmp(o->input, "-") != 0 && stat(o->input, &st) != 0) {
    ofe_error_plain(&ctx->diag, "no such file or directory: '%s'", o->input);
    return 1;
  }
  if (o->is_device && o->host_ir_path && o->action != ACT_PREPROCESS && stat(o->host_ir_path, &st) != 0) {
    ofe_error_plain(&ctx->diag, "the host IR file '%s' given by -fopenmp-host-ir-file-path cannot be found", o->host_ir_path);
    return 1;
  }
  double t = now_ms();
  char *text = NULL;
  size_t len = 0;
  if (o->input_is_preprocessed) {
    FILE *f = fopen(o->input, "rb");
    if (!f) {
      ofe_error_plain(&ctx->diag, "cannot read '%s': %s", o->input, strerror(errno));
      return 1;
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    rewind(f);
    text = malloc((size_t)n + 1);
    len = fread(text, 1, (size_t)n, f);
    text[len] = 0;
    fclose(f);
  } else if (!ofe_preprocess(ctx, &text, &len)) {
    return 1;
  }
  stage_done(ctx, "preprocess", &t);
  if (o->action == ACT_PREPROCESS) {
    bool ok = ofe_write_text(ctx, o->output, text, len);
    free(text);
    return ok ? 0 : 1;
  }
  char *copy = ofe_arena_strndup(&ctx->arena, text, len);
  free(text);
  bool ok = ofe_parse(ctx, copy, len);
  stage_done(ctx, "parse + sema", &t);
  if (!ok) return 1;
  if (o->action == ACT_AST_DUMP) {
    ofe_ast_dump(ctx, stdout);
    return 0;
  }
  if (o->action == ACT_SYNTAX_ONLY) return 0;

  MlirContext mctx = ofe_mlir_context();
  MlirDiagState dstate = {ctx};
  MlirDiagnosticHandlerID hid = mlirContextAttachDiagnosticHandler(mctx, on_mlir_diag, &dstate, NULL);
  MlirModule module = {NULL};
  LLVMContextRef lctx = NULL;
  LLVMModuleRef lm = NULL;
  LLVMTargetMachineRef tm = NULL;
  int status = 1;
  OfeOmpAttrs attrs;
  ofe_omp_attrs_init(&attrs, mctx);
  OfePassEnv env = {.attrs = &attrs, .arena = &ctx->arena, .is_device = o->is_device, .ids = mlirTypeIDAllocatorCreate()};

  ok = ofe_emit_module(ctx, mctx, &module);
  stage_done(ctx, "emit MLIR", &t);
  if (ok && !mlirOperationVerify(mlirModuleGetOperation(module))) {
    ofe_error_plain(&ctx->diag, "internal error: the emitted MLIR module does not verify");
    ok = false;
  }
  if (!ok) goto done;
  if (o->openmp || o->passes) {
    OfePipelineOptions po = {.passes = o->passes, .print_before_all = o->print_ir_before_all,
                             .print_after_all = o->print_ir_after_all, .print_before = o->print_ir_before,
                             .print_after = o->print_ir_after, .dump = stderr};
    if (!ofe_pipeline_run(&env, module, &po)) goto done;
    stage_done(ctx, "passes", &t);
  }
  if (o->action == ACT_EMIT_MLIR) {
    status = write_mlir(ctx, module, o->output) ? 0 : 1;
    goto done;
  }
  bool fptr_table = o->openmp && ofe_fptr_table_needed(&attrs, module);
  OfeOffloadRegistry reg;
  ofe_registry_init(&reg, &ctx->arena, o->is_device);
  reg.requires_flags = ctx->requires_flags;
  ofe_registry_collect(&reg, &attrs, module);
  if (fptr_table) ofe_fptr_table_add_entries(&reg);

  ofe_backend_init();
  lctx = LLVMContextCreate();
  lm = ofe_translate(ctx, module, lctx);
  stage_done(ctx, "translate", &t);
  if (!lm) goto done;
  ofe_abi_fixup(lm);
  tm = ofe_target_machine(ctx, o->triple);
  if (!tm) goto done;
  ofe_set_target(lm, tm, o->triple);
  if (fptr_table) {
    if (o->is_device) ofe_fptr_table_device(lm);
    else ofe_fptr_table_host(lm);
  }
  if (!finish_offload(ctx, lm, &reg)) goto done;
  if (o->print_offload_entries)
    ofe_registry_print(&reg, stdout, o->is_device ? "device module" : "host module");
  if (!ofe_verify_llvm(ctx, lm)) goto done;
  stage_done(ctx, "finish", &t);
  if (!ofe_optimize(ctx, lm, tm)) goto done;
  if (o->embed_offload_object && !ofe_embed_offload_object(ctx, lm, o->embed_offload_object)) goto done;
  stage_done(ctx, "optimize", &t);
  if (ctx->diag.errors) goto done;
  if (ofe_write_output(ctx, lm, tm, o->action, default_output(ctx))) status = 0;
  stage_done(ctx, "write", &t);

done:
  if (tm) LLVMDisposeTargetMachine(tm);
  if (lm) LLVMDisposeModule(lm);
  if (lctx) LLVMContextDispose(lctx);
  if (!mlirModuleIsNull(module)) mlirModuleDestroy(module);
  mlirTypeIDAllocatorDestroy(env.ids);
  mlirContextDetachDiagnosticHandler(mctx, hid);
  mlirContextDestroy(mctx);
  if (ctx->diag.errors) status = 1;
  return status;
}
