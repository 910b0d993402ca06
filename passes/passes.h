/* passes: ompfe's MLIR passes on builtin.module, each in its own file:
 *  - MarkDeclareTarget (mark-declare-target): what kernels and declare target functions
 *    reach becomes declare target, device types merged; host-only callees are an error;
 *  - FunctionFiltering (function-filtering): on the device, host-only functions go;
 *  - IndirectCalls (indirect-calls): on the device, calls through pointers translate the
 *    pointer with __kmpc_target_translate_fptr first.
 * Each is an MLIR external pass, created with a context that holds what it needs. */
#ifndef OFE_PASSES_H
#define OFE_PASSES_H

#include <stdbool.h>

#include "support/arena.h"
#include "mlir-c/Pass.h"
#include "emit/omp_attrs.h"

typedef struct OfePassEnv {
  const OfeOmpAttrs *attrs;
  OfeArena *arena;
  bool is_device;
  /* where MarkDeclareTarget and FunctionFiltering note what they do to functions, when
   * facts->record_functions (the explorer's call graph); NULL: nowhere */
  struct OfeConstructFacts *facts;
  MlirTypeIDAllocator ids;
} OfePassEnv;

/* Whether the passes note what they do to functions (env->facts, the explorer's call graph). */
bool ofe_pass_records_functions(const OfePassEnv *env);

/* The body of each pass, callable directly (tests and the C API use them). */
bool ofe_mark_declare_target(OfePassEnv *env, MlirModule module);
bool ofe_function_filtering(OfePassEnv *env, MlirModule module);
bool ofe_indirect_calls(OfePassEnv *env, MlirModule module);

/* The built-in passes in pipeline order, each stated once:
 * X(argument of -passes=, name in IR dumps, description, body). */
#define OFE_BUILTIN_PASSES(X)                                                                          \
  X("mark-declare-target", "MarkDeclareTarget", "Mark functions reached from device code as declare target", \
    ofe_mark_declare_target)                                                                            \
  X("function-filtering", "FunctionFiltering", "Remove host-only functions from the device module",          \
    ofe_function_filtering)                                                                             \
  X("indirect-calls", "IndirectCalls", "Translate function pointers before indirect calls in device code",   \
    ofe_indirect_calls)

/* Wraps a run function into an external pass on builtin.module. */
MlirPass ofe_create_module_pass(OfePassEnv *env, const char *name, const char *argument, const char *description,
                                bool (*run)(OfePassEnv *, MlirModule));

#endif
