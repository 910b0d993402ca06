/* compile_cycles: creates a compiler, compiles, reads the results and destroys it, N times in
 * one process, so that valgrind (test/api/valgrind-cycles.test) can show that a cycle leaks
 * nothing. The cycles take turns through the API's paths: a host compile of a file with a
 * pass hook and a stage callback, a device compile with the host IR in memory, a buffer with
 * errors, and a module taken by the caller.
 *
 *   compile_cycles <file.c> [cycles=100] */
#include <ompfe.h>
#include <stdio.h>
#include <stdlib.h>

#include "llvm-c/Core.h"
#include "mlir-c/Support.h"

typedef struct Totals {
  unsigned passes_run, stages_seen, diagnostics, entries, map_entries;
} Totals;

static void count_diagnostic(const OmpfeDiagnostic *d, void *user_data) {
  (void)d;
  ((Totals *)user_data)->diagnostics++;
}

static void count_stage(const OmpfeStageEvent *e, void *user_data) {
  (void)e;
  ((Totals *)user_data)->stages_seen++;
}

typedef struct Hook {
  MlirTypeIDAllocator ids;
  Totals *totals;
} Hook;

static void nothing(void *user_data) { (void)user_data; }
static void *same(void *user_data) { return user_data; }
static void run_hook(MlirOperation op, MlirExternalPass pass, void *user_data) {
  (void)op;
  (void)pass;
  ((Hook *)user_data)->totals->passes_run++;
}

static MlirPass make_hook(void *user_data) {
  Hook *h = user_data;
  MlirExternalPassCallbacks cb = {.construct = nothing, .destruct = nothing, .initialize = NULL, .clone = same, .run = run_hook};
  MlirStringRef name = mlirStringRefCreateFromCString("cycle-hook");
  return mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(h->ids), name, name, mlirStringRefCreateFromCString(""),
                                mlirStringRefCreateFromCString("builtin.module"), 0, NULL, cb, h);
}

static OmpfeCompiler *new_compiler(Totals *t, int nflags, const char *const *flags) {
  OmpfeCompiler *c = ompfe_compiler_create();
  if (!c) return NULL;
  ompfe_compiler_set_diagnostic_handler(c, count_diagnostic, t);
  ompfe_compiler_set_stage_callback(c, count_stage, t);
  if (ompfe_compiler_add_args(c, nflags, flags) != OMPFE_OK) {
    ompfe_compiler_destroy(c);
    return NULL;
  }
  return c;
}

static const char *const host_flags[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu"};
static const char *const device_flags[] = {"-fopenmp", "-fopenmp-is-target-device", "-triple", "x86_64-pc-linux-gnu"};

/* Reads every construct's facts (what valgrind then checks was allocated and freed right). */
static unsigned map_entries(const OmpfeCompiler *c) {
  unsigned n = 0;
  char flags[96];
  for (size_t i = 0; i < ompfe_compiler_construct_count(c); i++) {
    const OmpfeConstruct *x = ompfe_compiler_construct(c, i);
    if (x->kernel && ompfe_compiler_construct_of_kernel(c, x->kernel) != x) return 1000000; /* counted as wrong */
    for (size_t j = 0; j < x->map_count; j++) n += ompfe_map_type_describe(x->maps[j].map_type, flags, sizeof flags) > 0;
  }
  return n;
}

/* One cycle; false when something that should have worked did not. */
static bool cycle(unsigned i, const char *file, Totals *t) {
  bool ok = true;
  OmpfeCompiler *c = new_compiler(t, 2, host_flags);
  if (!c) return false;
  switch (i % 4) {
  case 0: { /* host compile with a hook */
    Hook h = {mlirTypeIDAllocatorCreate(), t};
    ok = ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, "mark-declare-target", "cycle-hook", make_hook, &h) == OMPFE_OK &&
         ompfe_compile_file(c, file) == OMPFE_OK;
    t->entries += (unsigned)ompfe_compiler_entry_count(c);
    t->map_entries += map_entries(c);
    ompfe_compiler_destroy(c);
    mlirTypeIDAllocatorDestroy(h.ids);
    return ok;
  }
  case 1: { /* host, then device with the host IR in memory */
    ompfe_compiler_set_stop_after(c, OMPFE_STAGE_FINISH);
    LLVMContextRef host_context = NULL;
    LLVMModuleRef host = ompfe_compile_file(c, file) == OMPFE_OK ? ompfe_compiler_take_llvm_module(c, &host_context) : NULL;
    ompfe_compiler_destroy(c);
    OmpfeCompiler *d = host ? new_compiler(t, 4, device_flags) : NULL;
    if (d) {
      ompfe_compiler_set_host_ir_module(d, host);
      ok = ompfe_compile_file(d, file) == OMPFE_OK;
      t->entries += (unsigned)ompfe_compiler_entry_count(d);
      t->map_entries += map_entries(d);
    }
    ompfe_compiler_destroy(d);
    if (host) LLVMDisposeModule(host);
    if (host_context) LLVMContextDispose(host_context);
    return ok && host;
  }
  case 2: { /* a buffer with errors, then a flag error: the failure paths */
    static const char broken[] = "int f(void) { return missing + ; }\n";
    ok = ompfe_compile_buffer(c, "broken.c", broken, sizeof broken - 1) == OMPFE_ERROR_COMPILE;
    const char *bad[] = {"-fno-such-flag"};
    ok = ok && ompfe_compiler_add_args(c, 1, bad) == OMPFE_ERROR_INVALID_ARGUMENT;
    ompfe_compiler_destroy(c);
    return ok;
  }
  default: { /* two compiles on one compiler; the first one's module taken, the second kept */
    LLVMContextRef taken_context = NULL;
    ok = ompfe_compile_file(c, file) == OMPFE_OK;
    LLVMModuleRef taken = ompfe_compiler_take_llvm_module(c, &taken_context);
    ok = ok && taken && ompfe_compile_file(c, file) == OMPFE_OK && ompfe_compiler_llvm_module(c);
    ompfe_compiler_destroy(c);
    if (taken) LLVMDisposeModule(taken);
    if (taken_context) LLVMContextDispose(taken_context);
    return ok;
  }
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: compile_cycles <file.c> [cycles]\n");
    return 2;
  }
  unsigned cycles = argc > 2 ? (unsigned)strtoul(argv[2], NULL, 10) : 100;
  Totals t = {0};
  unsigned failed = 0;
  for (unsigned i = 0; i < cycles; i++)
    if (!cycle(i, argv[1], &t)) {
      fprintf(stderr, "compile_cycles: cycle %u failed\n", i);
      failed++;
    }
  printf("cycles: %u, failed: %u, hook runs: %u, stages seen: %u, diagnostics: %u, entries: %u, map entries: %u\n",
         cycles, failed, t.passes_run, t.stages_seen, t.diagnostics, t.entries, t.map_entries);
  return failed ? 1 : 0;
}
