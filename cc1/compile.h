/* compile: one compilation from source (or IR) to the requested output, stage by stage:
 * preprocess, parse + sema, emit MLIR, passes, translate, finish, optimize, write. The one
 * implementation of the stages, used by ompfe's main and by the public C API (api.c). */
#ifndef OFE_COMPILE_H
#define OFE_COMPILE_H

#include "sema/context.h"
#include "llvm-c/Types.h"
#include "mlir-c/IR.h"
#include "offload-info/registry.h"
#include "passes/pipeline.h"
#include "support/clock.h"

struct OfeExplain;

/* The stages in order; a compilation can stop after any of them. The numbering is the public
 * API's OmpfeStage (include/ompfe.h). */
typedef enum OfeStage {
  OFE_STAGE_PREPROCESS,
  OFE_STAGE_PARSE,     /* parse + sema */
  OFE_STAGE_EMIT_MLIR, /* the module as emitted, verified */
  OFE_STAGE_PASS,      /* after one pass of the pipeline (observers only) */
  OFE_STAGE_PASSES,    /* after the whole pass pipeline */
  OFE_STAGE_TRANSLATE, /* LLVM IR straight out of the MLIR translation */
  OFE_STAGE_FINISH,    /* offload entries, !omp_offload.info, host-IR check, verified */
  OFE_STAGE_OPTIMIZE,  /* LLVM's default<On> pipeline, embedded offload image */
} OfeStage;

typedef void (*OfeStageObserver)(void *user, OfeStage stage, const char *pass, MlirModule mlir_module,
                                 LLVMModuleRef llvm_module);

/* What to compile and how far, and what the compilation leaves behind. ofe_compile fills the
 * results; ofe_compile_job_release disposes of what the job still owns. */
typedef struct OfeCompileJob {
  /* the source: ctx->opts->input names a file, or names `buffer` when it is set */
  const char *buffer;
  size_t buffer_len;
  LLVMModuleRef host_ir_module; /* device: the host IR in memory (borrowed), instead of the file */
  OfeStage stop_after;
  bool write_output;            /* write the output file the options ask for */
  const OfePassHook *hooks;
  size_t nhooks;
  OfeStageObserver observer;
  void *observer_user;
  LLVMContextRef llvm_context;  /* NULL: the job creates (and owns) one */
  /* destroy the MLIR module once it is translated (nothing after reads it), before the
   * optimizer and the writer make their tables beside the LLVM module */
  bool drop_mlir_after_translation;
  /* -fexplain: what the explorer's page needs is captured here as the stages run (NULL: the
   * compile captures nothing); ofe_compile sets it for a compile that writes its output */
  struct OfeExplain *explain;
  /* results */
  OfeStage reached;      /* the last stage that completed */
  bool reached_any;
  MlirContext mlir_context;
  MlirModule mlir_module;
  bool owns_llvm_context;
  LLVMModuleRef llvm_module;
  OfeOffloadRegistry entries; /* valid once entries_ready; lives in the context's arena */
  bool entries_ready;
  void *mlir_diag_state; /* routes MLIR's diagnostics into ctx->diag while the context lives */
  OfeStageTimes times;   /* each stage's time, as -ftime-report prints them */
} OfeCompileJob;

/* Runs the stages the job asks for; returns 0 on success, 1 when an error was reported. */
int ofe_compile(OfeCtx *ctx, OfeCompileJob *job);
/* Disposes of the modules and contexts the job still owns (safe on a job never run). */
void ofe_compile_job_release(OfeCompileJob *job);

/* Runs the whole compilation the options describe and writes its output; returns the
 * process exit status (ompfe's main). */
int ofe_compile_main(OfeCtx *ctx);

/* Sets up a context (arenas, diagnostics, types, scopes) for options `opts`. */
void ofe_ctx_init(OfeCtx *ctx, OfeOptions *opts, const char *program);
void ofe_ctx_free(OfeCtx *ctx);

/* A new MLIR context with the llvm, omp and func dialects and the LLVM IR translations. */
MlirContext ofe_mlir_context(void);

#endif
