/* fuzz_source: libFuzzer target over ompfe's source path. The input's first byte picks the
 * mode, the rest is preprocessed C (-x cpp-output: no preprocessor process per input). The
 * mode is the byte XOR '0', so that a seed led by '0' is a plain host compile and one led by
 * '1' a host and device compile; its bits:
 *   1    after the host compile, a device compile of the same text that reads the host
 *        module's !omp_offload.info from memory (the C API's path)
 *   2    -ast-dump (the host compile stops after sema; the dump goes to /dev/null); with 1,
 *        the device compile is for nvptx64-nvidia-cuda (sm_90: the GPU flavour) instead
 *   4    -O1: LLVM's pipeline after finishing
 *   8    no -fopenmp: the pragmas are ignored
 *   16, 32  -fopenmp-version= 51 (neither), 45, 50, 52
 *   64   -g -print-offload-entries (the table goes to /dev/null)
 *   128  -fcommon -fvisibility=hidden
 * A host compile goes through sema, MLIR emission, the pass pipeline, translation and
 * finishing, every stage verified (-verify-each). Nothing is written. Compilers are created
 * and destroyed per input, so nothing carries over from one input to the next. Defects the
 * target turns into crashes besides the sanitizers' are fuzz_common.h's: an internal error,
 * a verifier failure, a device compile that disagrees with the host IR of the same text. */
#include <fcntl.h>
#include <stdint.h>
#include <unistd.h>

#include "fuzz/fuzz_common.h"
#include "llvm-c/Core.h"

/* Kernels are named after the device and inode of the source file (ompfe.h,
 * ompfe_compile_buffer): the buffer borrows the identity of the running program. */
#define FUZZ_NAME "/proc/self/exe"

enum {
  MODE_DEVICE = 1,
  MODE_GPU = 2 | 1, /* MODE_AST_DUMP with MODE_DEVICE: the device is a GPU */
  MODE_AST_DUMP = 2,
  MODE_OPTIMIZE = 4,
  MODE_NO_OPENMP = 8,
  MODE_VERSION_SHIFT = 4,
  MODE_LOCATIONS = 64,
  MODE_LINKAGE = 128,
};

typedef struct FuzzInput {
  const char *text;
  size_t len;
  unsigned mode;
} FuzzInput;

enum { MAX_FLAGS = 20 };

/* The flags of the host (device false) or device compile for `mode`. */
static int mode_flags(unsigned mode, bool device, const char **flags) {
  static const char *const versions[] = {NULL, "-fopenmp-version=45", "-fopenmp-version=50", "-fopenmp-version=52"};
  int n = 0;
  flags[n++] = "-x";
  flags[n++] = "cpp-output";
  flags[n++] = "-verify-each";
  if (!(mode & MODE_NO_OPENMP)) flags[n++] = "-fopenmp";
  if (device) {
    flags[n++] = "-fopenmp-is-target-device";
    flags[n++] = "-triple";
    flags[n++] = (mode & MODE_GPU) == MODE_GPU ? "nvptx64-nvidia-cuda" : "x86_64-pc-linux-gnu";
    if ((mode & MODE_GPU) == MODE_GPU) {
      flags[n++] = "-target-cpu";
      flags[n++] = "sm_90";
    }
  } else {
    flags[n++] = "-fopenmp-targets=x86_64-pc-linux-gnu";
    if ((mode & MODE_AST_DUMP) && !(mode & MODE_DEVICE)) flags[n++] = "-ast-dump";
  }
  const char *version = versions[(mode >> MODE_VERSION_SHIFT) & 3];
  if (version) flags[n++] = version;
  if (mode & MODE_OPTIMIZE) flags[n++] = "-O1";
  if (mode & MODE_LOCATIONS) {
    flags[n++] = "-g";
    flags[n++] = "-print-offload-entries";
  }
  if (mode & MODE_LINKAGE) {
    flags[n++] = "-fcommon";
    flags[n++] = "-fvisibility=hidden";
  }
  return n;
}

static OmpfeCompiler *new_compiler(unsigned mode, bool device) {
  const char *flags[MAX_FLAGS];
  int n = mode_flags(mode, device, flags);
  OmpfeCompiler *c = ompfe_compiler_create();
  if (!c) abort();
  ompfe_compiler_set_diagnostic_handler(c, fuzz_diagnostic, device ? (void *)"device" : NULL);
  if (ompfe_compiler_add_args(c, n, flags) != OMPFE_OK) {
    fprintf(stderr, "fuzz: the flags were refused\n");
    abort();
  }
  return c;
}

static void compile_input(void *arg) {
  const FuzzInput *in = arg;
  OmpfeCompiler *host = new_compiler(in->mode, false);
  OmpfeStatus status = ompfe_compile_buffer(host, FUZZ_NAME, in->text, in->len);
  if (status == OMPFE_OK && (in->mode & MODE_DEVICE)) {
    LLVMContextRef host_context = NULL;
    LLVMModuleRef host_module = ompfe_compiler_take_llvm_module(host, &host_context);
    OmpfeCompiler *device = new_compiler(in->mode, true);
    ompfe_compiler_set_host_ir_module(device, host_module);
    ompfe_compile_buffer(device, FUZZ_NAME, in->text, in->len);
    ompfe_compiler_destroy(device);
    LLVMDisposeModule(host_module);
    LLVMContextDispose(host_context);
  }
  ompfe_compiler_destroy(host);
}

/* libFuzzer only: what the compiles print on stdout (AST dumps, entry tables) is not
 * looked at, and would cost more than they do. libFuzzer itself reports on stderr. */
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  int null = open("/dev/null", O_WRONLY);
  if (null >= 0) dup2(null, 1);
  return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size < 1) return 0;
  FuzzInput in = {(const char *)data + 1, size - 1, data[0] ^ (unsigned)'0'};
  fuzz_on_big_stack(compile_input, &in);
  return 0;
}
