/* backend: from MLIR to the output file. Translation (mlirTranslateModuleToLLVMIR), the
 * triple and data layout, LLVM's default<On> pipeline, the embedded device image on the host,
 * and writing .ll / .bc / .s / .o through a temporary file renamed on success. */
#include "backend/backend.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "llvm-c/Analysis.h"
#include "llvm-c/BitReader.h"
#include "llvm-c/BitWriter.h"
#include "llvm-c/Core.h"
#include "llvm-c/IRReader.h"
#include "llvm-c/Target.h"
#include "llvm-c/TargetMachine.h"
#include "llvm-c/Transforms/PassBuilder.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Target/LLVMIR.h"
#include "options/code_targets.h"

void ofe_backend_init(void) {
  /* registering a target twice is harmless, so no flag (and no global) is needed */
  LLVMInitializeX86TargetInfo();
  LLVMInitializeX86Target();
  LLVMInitializeX86TargetMC();
  LLVMInitializeX86AsmPrinter();
  LLVMInitializeX86AsmParser();
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
  LLVMInitializeAMDGPUTargetInfo();
  LLVMInitializeAMDGPUTarget();
  LLVMInitializeAMDGPUTargetMC();
  LLVMInitializeAMDGPUAsmPrinter();
}

LLVMTargetMachineRef ofe_target_machine(OfeCtx *ctx, const char *triple) {
  LLVMTargetRef target;
  char *err = NULL;
  const OfeOptions *o = ctx->opts;
  if (!ofe_code_target_supported(triple, o->is_device)) {
    ofe_error_plain(&ctx->diag, "unsupported target triple '%s' (%s); ompfe generates code for %s", triple,
                    ofe_code_target_gap(triple, o->is_device), OFE_SUPPORTED_TARGETS_TEXT);
    return NULL;
  }
  if (LLVMGetTargetFromTriple(triple, &target, &err)) {
    ofe_error_plain(&ctx->diag, "unknown target triple '%s': %s", triple, err ? err : "");
    LLVMDisposeMessage(err);
    return NULL;
  }
  LLVMCodeGenOptLevel level = o->opt_level == 0 ? LLVMCodeGenLevelNone : o->opt_level == 1 ? LLVMCodeGenLevelLess
                              : o->opt_level == 2 ? LLVMCodeGenLevelDefault : LLVMCodeGenLevelAggressive;
  const char *cpu = ofe_code_target_is_gpu(triple) ? ofe_gpu_arch(o) : "x86-64";
  return LLVMCreateTargetMachine(target, triple, cpu, "", level,
                                 o->pic ? LLVMRelocPIC : LLVMRelocStatic, LLVMCodeModelDefault);
}

void ofe_set_target(LLVMModuleRef m, LLVMTargetMachineRef tm, const char *triple) {
  LLVMSetTarget(m, triple);
  LLVMTargetDataRef dl = LLVMCreateTargetDataLayout(tm);
  LLVMSetModuleDataLayout(m, dl);
  LLVMDisposeTargetData(dl);
}

LLVMModuleRef ofe_translate(OfeCtx *ctx, MlirModule module, LLVMContextRef lctx, LLVMTargetMachineRef tm) {
  /* The translation creates loads, stores and allocas under the target's data layout: the
   * emitter leaves out alignments that are the type's ABI alignment (see mlir_build.c). */
  LLVMTargetDataRef dl = LLVMCreateTargetDataLayout(tm);
  char *layout = LLVMCopyStringRepOfTargetData(dl);
  MlirContext mctx = mlirModuleGetContext(module);
  mlirOperationSetAttributeByName(mlirModuleGetOperation(module), mlirStringRefCreateFromCString("llvm.data_layout"),
                                  mlirStringAttrGet(mctx, mlirStringRefCreateFromCString(layout)));
  LLVMDisposeMessage(layout);
  LLVMDisposeTargetData(dl);
  LLVMModuleRef m = mlirTranslateModuleToLLVMIR(mlirModuleGetOperation(module), lctx);
  if (!m) ofe_error_plain(&ctx->diag, "internal error: the MLIR module could not be translated to LLVM IR");
  else if (ctx->main_file) {
    /* named after the source as clang-19 names it (the translation says "LLVMDialectModule"):
     * the object's file symbol, which linker errors and tools show, is the source file name.
     * source_filename is the one the first line marker presents, as in gcc's .file: a .i
     * compiled elsewhere (ccache, distcc) makes the object a direct compile makes. */
    const char *source = ctx->diag.presumed_main ? ofe_diag_file_name(&ctx->diag, ctx->diag.presumed_main) : ctx->main_file;
    LLVMSetModuleIdentifier(m, ctx->main_file, strlen(ctx->main_file));
    LLVMSetSourceFileName(m, source, strlen(source));
  }
  return m;
}

bool ofe_verify_llvm(OfeCtx *ctx, LLVMModuleRef m) {
  char *msg = NULL;
  if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
    ofe_error_plain(&ctx->diag, "internal error: the LLVM module is invalid:\n%s", msg ? msg : "");
    LLVMDisposeMessage(msg);
    return false;
  }
  LLVMDisposeMessage(msg);
  return true;
}

/* Whether m defines an always_inline function: -O0 inlines those, as clang-19's -O0 pipeline
   does (gcc's intrinsics are inline-only definitions, whose calls would not link). */
static bool has_always_inline(LLVMModuleRef m) {
  unsigned kind = LLVMGetEnumAttributeKindForName("alwaysinline", 12);
  for (LLVMValueRef fn = LLVMGetFirstFunction(m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && LLVMGetEnumAttributeAtIndex(fn, LLVMAttributeFunctionIndex, kind)) return true;
  return false;
}

bool ofe_optimize(OfeCtx *ctx, LLVMModuleRef m, LLVMTargetMachineRef tm) {
  int level = ctx->opts->opt_level;
  if (level <= 0 && !has_always_inline(m)) return true;
  char pipeline[32];
  if (level <= 0) snprintf(pipeline, sizeof pipeline, "always-inline");
  else snprintf(pipeline, sizeof pipeline, "default<O%d>", level > 3 ? 3 : level);
  LLVMPassBuilderOptionsRef po = LLVMCreatePassBuilderOptions();
  LLVMErrorRef err = LLVMRunPasses(m, pipeline, tm, po);
  LLVMDisposePassBuilderOptions(po);
  if (err) {
    char *msg = LLVMGetErrorMessage(err);
    ofe_error_plain(&ctx->diag, "internal error: LLVM's %s pipeline failed: %s", pipeline, msg);
    LLVMDisposeErrorMessage(msg);
    return false;
  }
  return true;
}

/* The file's bytes, or NULL after "cannot read <what>'path'". */
static LLVMMemoryBufferRef read_file(OfeCtx *ctx, const char *path, const char *what) {
  char *msg = NULL;
  LLVMMemoryBufferRef buf;
  if (!LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) return buf;
  ofe_error_plain(&ctx->diag, "cannot read %s'%s': %s", what, path, msg ? msg : "");
  LLVMDisposeMessage(msg);
  return NULL;
}

bool ofe_embed_offload_object(OfeCtx *ctx, LLVMModuleRef m, const char *path) {
  /* what clang -fembed-offload-object produces (docs/offload-abi.md §6): the packaged image in
   * section .llvm.offloading, excluded from the final link, kept by llvm.compiler.used */
  LLVMMemoryBufferRef buf = read_file(ctx, path, "the offload object ");
  if (!buf) return false;
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMValueRef init = LLVMConstStringInContext(c, LLVMGetBufferStart(buf), (unsigned)LLVMGetBufferSize(buf), true);
  LLVMDisposeMemoryBuffer(buf);
  LLVMValueRef g = LLVMAddGlobal(m, LLVMTypeOf(init), "llvm.embedded.object");
  LLVMSetInitializer(g, init);
  LLVMSetLinkage(g, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(g, true);
  LLVMSetSection(g, ".llvm.offloading");
  LLVMSetAlignment(g, 8);
  LLVMGlobalSetMetadata(g, LLVMGetMDKindIDInContext(c, "exclude", 7), LLVMMDNodeInContext2(c, NULL, 0));
  LLVMTypeRef ptr = LLVMPointerTypeInContext(c, 0);
  LLVMValueRef used_arr = LLVMConstArray2(ptr, &g, 1);
  LLVMValueRef used = LLVMAddGlobal(m, LLVMTypeOf(used_arr), "llvm.compiler.used");
  LLVMSetInitializer(used, used_arr);
  LLVMSetLinkage(used, LLVMAppendingLinkage);
  LLVMSetSection(used, "llvm.metadata");
  LLVMMetadataRef ops[] = {LLVMValueAsMetadata(g), LLVMMDStringInContext2(c, ".llvm.offloading", 16)};
  LLVMAddNamedMetadataOperand(m, "llvm.embedded.objects", LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, ops, 2)));
  return true;
}

LLVMModuleRef ofe_read_ir(OfeCtx *ctx, const char *path, LLVMContextRef lctx) {
  LLVMMemoryBufferRef buf = read_file(ctx, path, "");
  if (!buf) return NULL;
  char *msg = NULL;
  LLVMModuleRef m = NULL;
  if (LLVMParseIRInContext(lctx, buf, &m, &msg)) {
    ofe_error_plain(&ctx->diag, "'%s' is not valid LLVM IR: %s", path, msg ? msg : "");
    LLVMDisposeMessage(msg);
    return NULL;
  }
  return m;
}

/* Whether path is a regular file or a new one, which is replaced through a temporary file;
 * stdout ("-"), /dev/null or a pipe is written in place (renaming over a device would
 * replace it). */
static bool replaced_through_temp(const char *path, struct stat *st, bool *exists) {
  if (!path || strcmp(path, "-") == 0) return false;
  *exists = stat(path, st) == 0;
  return !*exists || S_ISREG(st->st_mode);
}

/* A temporary file beside path, with the mode the output is to have; NULL on error. */
static char *open_temp(OfeCtx *ctx, const char *path, const struct stat *st, bool exists, int *fd) {
  char *tmp = ofe_arena_printf(&ctx->arena, "%s.tmp-XXXXXX", path);
  *fd = mkstemp(tmp);
  if (*fd < 0) {
    ofe_error_plain(&ctx->diag, "cannot open output file '%s': %s", path, strerror(errno));
    return NULL;
  }
  /* mkstemp creates the file 0600: keep the mode of the file being replaced, or give it the
   * one open(2) would have given a new file (reading the umask means setting it back) */
  mode_t mode = st->st_mode & 07777;
  if (!exists) {
    mode_t mask = umask(022);
    umask(mask);
    mode = 0666 & ~mask;
  }
  (void)fchmod(*fd, mode);
  return tmp;
}

/* How the output to path is written: through a temporary file beside it (*tmp, open as *fd),
 * renamed over it by finish_temp, or in place (*tmp NULL). False after an error. */
static bool open_output(OfeCtx *ctx, const char *path, char **tmp, int *fd) {
  struct stat st = {0};
  bool exists = false;
  *tmp = NULL;
  if (!replaced_through_temp(path, &st, &exists)) return true;
  *tmp = open_temp(ctx, path, &st, exists, fd);
  return *tmp != NULL;
}

static bool finish_temp(OfeCtx *ctx, const char *path, const char *tmp, bool ok) {
  if (ok && rename(tmp, path) != 0) ok = false;
  if (!ok) {
    ofe_error_plain(&ctx->diag, "cannot write output file '%s': %s", path, strerror(errno));
    unlink(tmp);
  }
  return ok;
}

static bool write_bytes(OfeCtx *ctx, const char *path, const char *data, size_t len) {
  char *tmp;
  int fd;
  if (!open_output(ctx, path, &tmp, &fd)) return false;
  if (!tmp) {
    if (!path || strcmp(path, "-") == 0) {
      bool ok = fwrite(data, 1, len, stdout) == len;
      fflush(stdout);
      return ok;
    }
    FILE *f = fopen(path, "wb");
    bool ok = f && fwrite(data, 1, len, f) == len;
    if (f && fclose(f) != 0) ok = false;
    if (!ok) ofe_error_plain(&ctx->diag, "cannot write output file '%s': %s", path, strerror(errno));
    return ok;
  }
  FILE *f = fdopen(fd, "wb");
  bool ok = f && fwrite(data, 1, len, f) == len;
  if (f && fclose(f) != 0) ok = false;
  return finish_temp(ctx, path, tmp, ok);
}

bool ofe_write_text(OfeCtx *ctx, const char *path, const char *text, size_t len) { return write_bytes(ctx, path, text, len); }

bool ofe_write_output(OfeCtx *ctx, LLVMModuleRef m, LLVMTargetMachineRef tm, OfeAction action, const char *path) {
  switch (action) {
  case ACT_EMIT_LLVM: {
    char *s = LLVMPrintModuleToString(m);
    bool ok = write_bytes(ctx, path, s, strlen(s));
    LLVMDisposeMessage(s);
    return ok;
  }
  case ACT_EMIT_BC: {
    char *tmp;
    int fd;
    if (!open_output(ctx, path, &tmp, &fd)) return false;
    /* straight to the file: a memory buffer holds the bitcode three times over while it is
     * made (the writer's buffer, a string, the buffer's copy), which made a host compile's
     * peak memory */
    if (tmp) return finish_temp(ctx, path, tmp, LLVMWriteBitcodeToFD(m, fd, true, false) == 0);
    LLVMMemoryBufferRef b = LLVMWriteBitcodeToMemoryBuffer(m);
    bool ok = write_bytes(ctx, path, LLVMGetBufferStart(b), LLVMGetBufferSize(b));
    LLVMDisposeMemoryBuffer(b);
    return ok;
  }
  case ACT_EMIT_OBJ: case ACT_EMIT_ASM: {
    char *err = NULL;
    LLVMCodeGenFileType kind = action == ACT_EMIT_OBJ ? LLVMObjectFile : LLVMAssemblyFile;
    char *tmp;
    int fd;
    if (!open_output(ctx, path, &tmp, &fd)) return false;
    if (tmp) {
      /* straight to the file: in memory an object is held twice, and a big array's zeros
       * (a .zero directive until then) take their full size */
      close(fd);
      if (LLVMTargetMachineEmitToFile(tm, m, tmp, kind, &err)) {
        ofe_error_plain(&ctx->diag, "code generation failed: %s", err ? err : "");
        LLVMDisposeMessage(err);
        unlink(tmp);
        return false;
      }
      return finish_temp(ctx, path, tmp, true);
    }
    LLVMMemoryBufferRef b;
    if (LLVMTargetMachineEmitToMemoryBuffer(tm, m, kind, &err, &b)) {
      ofe_error_plain(&ctx->diag, "code generation failed: %s", err ? err : "");
      LLVMDisposeMessage(err);
      return false;
    }
    bool ok = write_bytes(ctx, path, LLVMGetBufferStart(b), LLVMGetBufferSize(b));
    LLVMDisposeMemoryBuffer(b);
    return ok;
  }
  default: return false;
  }
}
