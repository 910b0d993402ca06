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

#include "frontend/arena.h"
#include "mlir-c/Pass.h"
#include "omp-lowering/omp_attrs.h"

typedef struct OfePassEnv {
  const OfeOmpAttrs *attrs;
  OfeArena *arena;
  bool is_device;
  MlirTypeIDAllocator ids;
} OfePassEnv;

MlirPass ofe_create_mark_declare_target_pass(OfePassEnv *env);
MlirPass ofe_create_function_filtering_pass(OfePassEnv *env);
MlirPass ofe_create_indirect_calls_pass(OfePassEnv *env);

/* The body of each pass, callable directly (tests and the C API use them). */
bool ofe_mark_declare_target(OfePassEnv *env, MlirModule module);
bool ofe_function_filtering(OfePassEnv *env, MlirModule module);
bool ofe_indirect_calls(OfePassEnv *env, MlirModule module);

/* Wraps a run function into an external pass on builtin.module. */
MlirPass ofe_create_module_pass(OfePassEnv *env, const char *name, const char *argument, const char *description,
                                bool (*run)(OfePassEnv *, MlirModule));

#endif
