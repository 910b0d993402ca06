/* backend: translation of the finished MLIR module to LLVM IR and everything after it:
 * target machine, optimization, the embedded offload image, and the output file. */
#ifndef OFE_BACKEND_H
#define OFE_BACKEND_H

#include "sema/context.h"
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Types.h"
#include "mlir-c/IR.h"

void ofe_backend_init(void);
LLVMTargetMachineRef ofe_target_machine(OfeCtx *ctx, const char *triple);
void ofe_set_target(LLVMModuleRef m, LLVMTargetMachineRef tm, const char *triple);
/* Translates under tm's data layout (set on the MLIR module as llvm.data_layout). */
LLVMModuleRef ofe_translate(OfeCtx *ctx, MlirModule module, LLVMContextRef lctx, LLVMTargetMachineRef tm);
bool ofe_verify_llvm(OfeCtx *ctx, LLVMModuleRef m);
bool ofe_optimize(OfeCtx *ctx, LLVMModuleRef m, LLVMTargetMachineRef tm);
bool ofe_embed_offload_object(OfeCtx *ctx, LLVMModuleRef m, const char *path);
LLVMModuleRef ofe_read_ir(OfeCtx *ctx, const char *path, LLVMContextRef lctx);
bool ofe_write_output(OfeCtx *ctx, LLVMModuleRef m, LLVMTargetMachineRef tm, OfeAction action, const char *path);
bool ofe_write_text(OfeCtx *ctx, const char *path, const char *text, size_t len);

#endif
