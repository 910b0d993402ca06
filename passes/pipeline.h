/* pipeline: the MLIR pass pipeline between emission and translation. By default
 * mark-declare-target, function-filtering, indirect-calls; -passes= chooses another list,
 * and -mlir-print-ir-{before,after}[-all|=pass] prints the module around passes. The
 * C API's hooks insert a prototype's own passes before or after any of these. */
#ifndef OFE_PIPELINE_H
#define OFE_PIPELINE_H

#include <stdio.h>

#include "sema/context.h"
#include "passes/passes.h"

typedef enum OfeHookWhere { OFE_HOOK_BEFORE, OFE_HOOK_AFTER, OFE_HOOK_REPLACE } OfeHookWhere;

/* A pass a client adds: `create` is called each time the pipeline runs. */
typedef struct OfePassHook {
  const char *anchor;   /* a built-in pass argument (mark-declare-target ...), or NULL: the end */
  OfeHookWhere where;
  const char *name;     /* for dumps */
  MlirPass (*create)(void *user);
  void *user;
} OfePassHook;

typedef struct OfePipelineOptions {
  const char *passes; /* NULL: the default list */
  bool print_before_all, print_after_all;
  const char *print_before, *print_after;
  FILE *dump; /* where dumps go (stderr) */
  const OfePassHook *hooks;
  size_t nhooks;
  /* When set, called after each pass that succeeded, with its argument name (the C API's
   * stage callback shows the module between passes this way). */
  void (*after_pass)(void *user, const char *pass_name, MlirModule module);
  void *after_pass_user;
  bool verify_each; /* verify after every pass, built-in ones too (hooks' passes always are) */
} OfePipelineOptions;

/* The built-in passes by argument name; NULL when unknown. */
const char *const *ofe_builtin_pass_names(void);
bool ofe_pipeline_check(const char *passes, OfeDiag *diag); /* -passes= names known passes */
/* Runs the pipeline; false when a pass failed (its diagnostics are already reported). */
bool ofe_pipeline_run(OfePassEnv *env, MlirModule module, const OfePipelineOptions *o);

#endif
