/* api_probe: exercises the public C API (include/ompfe.h) one scenario at a time and prints
 * what it sees, for the lit tests in test/api/ to check with FileCheck.
 *
 *   api_probe <scenario> [file.c]
 *
 * Scenarios: args, diagnostics, buffer, stages, stop, hooks, hook-errors, device-in-memory,
 * take, write, no-openmp-hook, extensions. Each prints lines starting with a keyword the tests match. */
#include <ompfe.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llvm-c/Analysis.h"
#include "llvm-c/Core.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Diagnostics.h"
#include "mlir-c/Support.h"

static const char *const level_names[] = {"error", "warning", "note"};

static void print_diagnostic(const OmpfeDiagnostic *d, void *user_data) {
  (void)user_data;
  printf("DIAG %s %s:%u:%u %s\n", level_names[d->level], d->file ? d->file : "-", d->line, d->column, d->message);
}

static OmpfeCompiler *new_compiler(void) {
  OmpfeCompiler *c = ompfe_compiler_create();
  if (!c) {
    printf("FAIL cannot create a compiler\n");
    exit(1);
  }
  ompfe_compiler_set_diagnostic_handler(c, print_diagnostic, NULL);
  return c;
}

static OmpfeStatus add(OmpfeCompiler *c, const char *a, const char *b) {
  const char *args[] = {a, b};
  return ompfe_compiler_add_args(c, b ? 2 : 1, args);
}

static void status(const char *what, OmpfeStatus s) { printf("STATUS %s %s\n", what, ompfe_status_name(s)); }

static const char *base_name(const char *path) {
  const char *slash = path ? strrchr(path, '/') : NULL;
  return slash ? slash + 1 : path ? path : "?";
}

static void print_entries(const char *who, const OmpfeCompiler *c) {
  for (size_t i = 0; i < ompfe_compiler_entry_count(c); i++) {
    const OmpfeOffloadEntry *e = ompfe_compiler_entry(c, i);
    printf("ENTRY %s %u %s %s flags=%u size=%llu %s:%u\n", who, e->order, e->kind_name, e->name, (unsigned)e->flags,
           (unsigned long long)e->size, base_name(e->file), e->line);
  }
}

/* ---- args: flags are checked when added, nothing kept from a bad call ------------------------ */

static int scenario_args(const char *file) {
  OmpfeCompiler *c = new_compiler();
  status("unknown-flag", add(c, "-fopenmp", "-fno-such-flag"));
  status("missing-value", add(c, "-o", NULL));
  status("bad-version", add(c, "-fopenmp-version=99", NULL));
  status("null-argv", ompfe_compiler_add_args(c, 1, NULL));
  status("good", add(c, "-fopenmp", "-DVALUE=42"));
  status("no-input", ompfe_compile_file(c, NULL));
  status("missing-file", ompfe_compile_file(c, "/nonexistent/dir/file.c"));
  printf("ERRORS %u\n", ompfe_compiler_error_count(c));
  status("input-twice", add(c, file, NULL) == OMPFE_OK ? ompfe_compile_file(c, file) : OMPFE_ERROR_INVALID_ARGUMENT);
  status("input-among-flags", ompfe_compile_file(c, NULL));
  OmpfeStage stage;
  if (ompfe_compiler_last_stage(c, &stage) == OMPFE_OK) printf("LAST %s\n", ompfe_stage_name(stage));
  status("input-twice-again", ompfe_compile_file(c, file)); /* fails before any stage */
  printf("LAST %s\n", ompfe_compiler_last_stage(c, &stage) == OMPFE_OK ? ompfe_stage_name(stage) : "none");
  printf("MODULES %s %s\n", mlirModuleIsNull(ompfe_compiler_mlir_module(c)) ? "no-mlir" : "mlir",
         ompfe_compiler_llvm_module(c) ? "llvm" : "no-llvm");
  ompfe_compiler_destroy(c);

  c = new_compiler();
  status("device-without-host-ir", add(c, "-fopenmp-is-target-device", NULL));
  status("device-compile", ompfe_compile_file(c, file));
  status("stop-after-pass", ompfe_compiler_set_stop_after(c, OMPFE_STAGE_PASS));
  status("stop-after-99", ompfe_compiler_set_stop_after(c, (OmpfeStage)99));
  ompfe_compiler_destroy(c);

  c = new_compiler();
  status("ir-input", ompfe_compile_buffer(c, "module.ll", "", 0));
  status("buffer-without-name", ompfe_compile_buffer(c, NULL, "int x;", 6));
  status("help", add(c, "--version", NULL));
  ompfe_compiler_destroy(c);
  ompfe_compiler_destroy(NULL);
  printf("DONE\n");
  return 0;
}

/* ---- diagnostics: through the callback, with locations, counted ---------------------------- */

static int scenario_diagnostics(const char *file) {
  OmpfeCompiler *c = new_compiler();
  status("compile", ompfe_compile_file(c, file));
  printf("ERRORS %u WARNINGS %u\n", ompfe_compiler_error_count(c), ompfe_compiler_warning_count(c));
  OmpfeStage stage;
  if (ompfe_compiler_last_stage(c, &stage) == OMPFE_OK) printf("LAST %s\n", ompfe_stage_name(stage));
  else printf("LAST none\n");
  printf("MLIR %s\n", mlirModuleIsNull(ompfe_compiler_mlir_module(c)) ? "null" : "present");
  ompfe_compiler_destroy(c);
  return 0;
}

/* ---- buffers: names, errors, kernel identity ------------------------------------------------- */

static int scenario_buffer(const char *file) {
  OmpfeCompiler *c = new_compiler();
  add(c, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu");
  static const char plain[] = "#include <stdio.h>\nint answer(void) { return 42; }\n";
  status("plain", ompfe_compile_buffer(c, "virtual/plain.c", plain, sizeof plain - 1));
  LLVMModuleRef m = ompfe_compiler_llvm_module(c);
  printf("FUNCTION answer %s\n", m && LLVMGetNamedFunction(m, "answer") ? "defined" : "missing");

  static const char broken[] = "int f(void) {\n  return 1 +;\n}\n";
  status("broken", ompfe_compile_buffer(c, "virtual/broken.c", broken, sizeof broken - 1));

  static const char file_macro[] = "const char *name = __FILE__;\nint line = __LINE__;\n";
  status("file-macro", ompfe_compile_buffer(c, "virtual/named.c", file_macro, sizeof file_macro - 1));
  char *ir = LLVMPrintModuleToString(ompfe_compiler_llvm_module(c));
  printf("FILE-MACRO %s\n", strstr(ir, "c\"virtual/named.c\\00\"") ? "names the buffer" : ir);
  LLVMDisposeMessage(ir);

  static const char region[] = "int main(void) {\n  int x = 0;\n#pragma omp target map(tofrom: x)\n  x = 1;\n  return x;\n}\n";
  status("region-no-file", ompfe_compile_buffer(c, "virtual/region.c", region, sizeof region - 1));

  /* the same text as the file, compiled as a buffer named after it, names its kernels alike */
  FILE *f = fopen(file, "rb");
  static char text[1 << 16];
  size_t n = f ? fread(text, 1, sizeof text, f) : 0;
  if (f) fclose(f);
  status("file", ompfe_compile_file(c, file));
  print_entries("file", c);
  status("buffer-named-as-file", ompfe_compile_buffer(c, file, text, n));
  print_entries("buffer", c);
  status("empty", ompfe_compile_buffer(c, "empty.c", NULL, 0));
  ompfe_compiler_destroy(c);
  return 0;
}

/* ---- stages: the callback sees each stage and each pass, with the modules ------------------ */

static void print_stage(const OmpfeStageEvent *e, void *user_data) {
  (void)user_data;
  printf("STAGE %s%s%s mlir=%s llvm=%s\n", ompfe_stage_name(e->stage), e->pass ? " " : "", e->pass ? e->pass : "",
         mlirModuleIsNull(e->mlir_module) ? "no" : "yes", e->llvm_module ? "yes" : "no");
}

static int scenario_stages(const char *file) {
  OmpfeCompiler *c = new_compiler();
  add(c, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu");
  ompfe_compiler_set_stage_callback(c, print_stage, NULL);
  status("compile", ompfe_compile_file(c, file));
  OmpfeStage stage;
  ompfe_compiler_last_stage(c, &stage);
  printf("LAST %s\n", ompfe_stage_name(stage));
  ompfe_compiler_destroy(c);
  return 0;
}

/* ---- stop after a stage: what is there ------------------------------------------------------ */

static bool mlir_mentions(MlirModule m, const char *text);

static int scenario_stop(const char *file) {
  static const OmpfeStage stops[] = {OMPFE_STAGE_PREPROCESS, OMPFE_STAGE_PARSE, OMPFE_STAGE_EMIT_MLIR, OMPFE_STAGE_PASSES,
                                     OMPFE_STAGE_TRANSLATE, OMPFE_STAGE_FINISH, OMPFE_STAGE_OPTIMIZE};
  for (size_t i = 0; i < sizeof stops / sizeof *stops; i++) {
    OmpfeCompiler *c = new_compiler();
    add(c, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu");
    ompfe_compiler_set_stop_after(c, stops[i]);
    OmpfeStatus s = ompfe_compile_file(c, file);
    OmpfeStage last;
    ompfe_compiler_last_stage(c, &last);
    MlirModule mm = ompfe_compiler_mlir_module(c);
    LLVMModuleRef lm = ompfe_compiler_llvm_module(c);
    printf("STOP %s: %s last=%s mlir=%s declare_target=%s llvm=%s offload_info=%s entries=%zu\n", ompfe_stage_name(stops[i]),
           ompfe_status_name(s), ompfe_stage_name(last), mlirModuleIsNull(mm) ? "no" : "yes",
           !mlirModuleIsNull(mm) && mlir_mentions(mm, "omp.declare_target") ? "yes" : "no", lm ? "yes" : "no",
           lm && LLVMGetNamedMetadataNumOperands(lm, "omp_offload.info") ? "yes" : "no", ompfe_compiler_entry_count(c));
    ompfe_compiler_destroy(c);
  }
  return 0;
}

typedef struct Found {
  const char *text;
  bool found;
} Found;

static void find_in(MlirStringRef s, void *user_data) {
  Found *f = user_data;
  /* printed in pieces: an attribute name is never split across them */
  if (!f->found && s.length >= strlen(f->text)) {
    for (size_t i = 0; i + strlen(f->text) <= s.length; i++)
      if (memcmp(s.data + i, f->text, strlen(f->text)) == 0) f->found = true;
  }
}

static bool mlir_mentions(MlirModule m, const char *text) {
  Found f = {text, false};
  mlirOperationPrint(mlirModuleGetOperation(m), find_in, &f);
  return f.found;
}

/* ---- hooks: before / after / replace / at the end, in order --------------------------------- */

typedef struct Probe {
  const char *name;
  MlirTypeIDAllocator *ids;
  bool fail;
} Probe;

static void nothing(void *user_data) { (void)user_data; }
static void *same(void *user_data) { return user_data; }

static void run_probe(MlirOperation op, MlirExternalPass pass, void *user_data) {
  Probe *p = user_data;
  printf("RUN %s on %s\n", p->name, mlirOperationIsNull(op) ? "nothing" : "the module");
  if (p->fail) {
    mlirEmitError(mlirOperationGetLocation(op), "the probe pass was told to fail");
    mlirExternalPassSignalFailure(pass);
  }
}

static MlirPass make_probe(void *user_data) {
  Probe *p = user_data;
  MlirExternalPassCallbacks cb = {.construct = nothing, .destruct = nothing, .initialize = NULL, .clone = same, .run = run_probe};
  MlirStringRef name = mlirStringRefCreateFromCString(p->name);
  return mlirCreateExternalPass(mlirTypeIDAllocatorAllocateTypeID(*p->ids), name, name, mlirStringRefCreateFromCString(""),
                                mlirStringRefCreateFromCString("builtin.module"), 0, NULL, cb, p);
}

static MlirPass make_nothing(void *user_data) {
  (void)user_data;
  return (MlirPass){NULL};
}

static int scenario_hooks(const char *file) {
  MlirTypeIDAllocator ids = mlirTypeIDAllocatorCreate();
  Probe before = {"probe-before-mark", &ids, false}, after = {"probe-after-filtering", &ids, false},
        replace = {"probe-instead-of-indirect", &ids, false}, end = {"probe-at-end", &ids, false},
        second = {"probe-before-mark-2", &ids, false};
  OmpfeCompiler *c = new_compiler();
  add(c, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu");
  for (const char *const *n = ompfe_builtin_pass_names(); *n; n++) printf("BUILTIN %s\n", *n);
  status("add-end", ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, NULL, end.name, make_probe, &end));
  status("add-before", ompfe_compiler_add_pass(c, OMPFE_PASS_BEFORE, "mark-declare-target", before.name, make_probe, &before));
  status("add-before-2", ompfe_compiler_add_pass(c, OMPFE_PASS_BEFORE, "mark-declare-target", second.name, make_probe, &second));
  status("add-after", ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, "function-filtering", after.name, make_probe, &after));
  status("add-replace", ompfe_compiler_add_pass(c, OMPFE_PASS_REPLACE, "indirect-calls", replace.name, make_probe, &replace));
  ompfe_compiler_set_stage_callback(c, print_stage, NULL);
  ompfe_compiler_set_stop_after(c, OMPFE_STAGE_PASSES);
  status("compile", ompfe_compile_file(c, file));
  /* a hook that fails stops the compile with its diagnostic */
  after.fail = true;
  status("compile-failing-hook", ompfe_compile_file(c, file));
  ompfe_compiler_destroy(c);
  mlirTypeIDAllocatorDestroy(ids);
  return 0;
}

static int scenario_hook_errors(const char *file) {
  OmpfeCompiler *c = new_compiler();
  add(c, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu");
  status("unknown-anchor", ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, "no-such-pass", "p", make_nothing, NULL));
  status("before-nothing", ompfe_compiler_add_pass(c, OMPFE_PASS_BEFORE, NULL, "p", make_nothing, NULL));
  status("no-factory", ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, "indirect-calls", "p", NULL, NULL));
  status("no-name", ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, "indirect-calls", NULL, make_nothing, NULL));
  status("null-pass-hook", ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, "mark-declare-target", "makes-nothing", make_nothing, NULL));
  status("compile", ompfe_compile_file(c, file));
  ompfe_compiler_destroy(c);
  return 0;
}

/* A hook runs the pipeline even without -fopenmp (the built-ins find nothing to do). */
static int scenario_no_openmp_hook(const char *file) {
  MlirTypeIDAllocator ids = mlirTypeIDAllocatorCreate();
  Probe end = {"probe-plain-c", &ids, false};
  OmpfeCompiler *c = new_compiler();
  ompfe_compiler_add_pass(c, OMPFE_PASS_AFTER, NULL, end.name, make_probe, &end);
  status("compile", ompfe_compile_file(c, file));
  ompfe_compiler_destroy(c);
  mlirTypeIDAllocatorDestroy(ids);
  return 0;
}

/* ---- device compile with the host IR in memory ---------------------------------------------- */

static int scenario_device_in_memory(const char *file) {
  OmpfeCompiler *host = new_compiler();
  add(host, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu");
  status("host", ompfe_compile_file(host, file));
  print_entries("host", host);
  LLVMContextRef host_context = NULL;
  LLVMModuleRef host_module = ompfe_compiler_take_llvm_module(host, &host_context);
  printf("TAKEN %s, then %s\n", host_module ? "a module" : "nothing", ompfe_compiler_llvm_module(host) ? "still there" : "gone");
  ompfe_compiler_destroy(host); /* the taken module and context outlive their compiler */

  OmpfeCompiler *device = new_compiler();
  const char *device_flags[] = {"-fopenmp", "-fopenmp-is-target-device", "-triple", "x86_64-pc-linux-gnu"};
  status("device-flags", ompfe_compiler_add_args(device, 4, device_flags));
  ompfe_compiler_set_host_ir_module(device, host_module);
  status("device", ompfe_compile_file(device, file));
  print_entries("device", device);
  LLVMModuleRef dm = ompfe_compiler_llvm_module(device);
  for (LLVMValueRef fn = dm ? LLVMGetFirstFunction(dm) : NULL; fn; fn = LLVMGetNextFunction(fn)) {
    size_t len;
    const char *name = LLVMGetValueName2(fn, &len);
    if (!LLVMIsDeclaration(fn) && strncmp(name, "__omp_offloading_", 17) == 0) printf("DEVICE-KERNEL %s\n", name);
  }
  /* a host module without the entries: the device compile says what is missing */
  LLVMModuleRef empty = LLVMModuleCreateWithNameInContext("empty", host_context);
  ompfe_compiler_set_host_ir_module(device, empty);
  status("device-vs-empty-host", ompfe_compile_file(device, file));
  ompfe_compiler_set_host_ir_module(device, NULL);
  status("device-without-host", ompfe_compile_file(device, file));
  ompfe_compiler_destroy(device);
  LLVMDisposeModule(empty);
  LLVMDisposeModule(host_module);
  LLVMContextDispose(host_context);
  return 0;
}

/* ---- take, and a context of the caller's ---------------------------------------------------- */

static int scenario_take(const char *file) {
  LLVMContextRef mine = LLVMContextCreate();
  OmpfeCompiler *c = new_compiler();
  add(c, "-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu");
  ompfe_compiler_set_llvm_context(c, mine);
  status("compile", ompfe_compile_file(c, file));
  LLVMModuleRef m = ompfe_compiler_llvm_module(c);
  printf("IN-MY-CONTEXT %s\n", m && LLVMGetModuleContext(m) == mine ? "yes" : "no");
  LLVMContextRef ctx = NULL;
  LLVMModuleRef taken = ompfe_compiler_take_llvm_module(c, &ctx);
  printf("TAKE %s context=%s\n", taken ? "module" : "nothing", ctx == mine ? "mine" : "other");
  LLVMContextRef again_ctx = (LLVMContextRef)1;
  LLVMModuleRef again = ompfe_compiler_take_llvm_module(c, &again_ctx);
  printf("TAKE-AGAIN %s context=%s\n", again ? "module" : "nothing", again_ctx ? "set" : "null");
  status("compile-again", ompfe_compile_file(c, file)); /* the taken module stays valid */
  char *err = NULL;
  printf("TAKEN-VERIFIES %s\n", LLVMVerifyModule(taken, LLVMReturnStatusAction, &err) ? "no" : "yes");
  LLVMDisposeMessage(err);
  ompfe_compiler_destroy(c);
  LLVMDisposeModule(taken);
  LLVMContextDispose(mine);
  return 0;
}

/* ---- -o writes the output as ompfe does ------------------------------------------------------ */

static int scenario_write(const char *file, const char *output) {
  OmpfeCompiler *c = new_compiler();
  const char *flags[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", "-emit-llvm", "-o", output};
  status("flags", ompfe_compiler_add_args(c, 5, flags));
  status("compile", ompfe_compile_file(c, file));
  printf("LLVM-MODULE %s\n", ompfe_compiler_llvm_module(c) ? "kept" : "missing");
  ompfe_compiler_destroy(c);
  return 0;
}

/* ---- extension clauses: registration, sema's checks and the hook's, the lower hook ---------- */

/* ompx_count(n): n an integer constant from 1 to 100; the region calls ompx_count_hit(n). */
static void count_check(OmpfeClauseUse *use, void *user_data) {
  (void)user_data;
  long long n;
  printf("CHECK %s on %s at %u:%u, %zu argument(s)\n", ompfe_clause_use_name(use), ompfe_clause_use_directive(use),
         ompfe_clause_use_line(use), ompfe_clause_use_column(use), ompfe_clause_use_argument_count(use));
  if (!ompfe_clause_use_argument_int(use, 0, &n)) ompfe_clause_use_error(use, 0, "ompx_count wants an integer constant");
  else if (n < 1 || n > 100) ompfe_clause_use_error(use, 0, "ompx_count(%lld) is out of range", n);
  else if (n == 13) ompfe_clause_use_warning(use, OMPFE_CLAUSE_ITSELF, "unlucky count");
}

/* The symbol of the llvm.func the region's code begins in. */
static const char *function_name(const OmpfeClauseLowering *l) {
  static char name[256];
  MlirOperation fn = mlirBlockGetParentOperation(ompfe_lowering_block(l));
  MlirAttribute sym = mlirOperationGetAttributeByName(fn, mlirStringRefCreateFromCString("sym_name"));
  MlirStringRef s = mlirAttributeIsNull(sym) ? mlirStringRefCreateFromCString("?") : mlirStringAttrGetValue(sym);
  snprintf(name, sizeof name, "%.*s", (int)s.length, s.data);
  return name;
}

static void count_lower(OmpfeClauseLowering *l, void *user_data) {
  (void)user_data;
  OmpfeClauseUse *use = ompfe_lowering_clause(l);
  long long n = 0;
  ompfe_clause_use_argument_int(use, 0, &n);
  const char *kernel = ompfe_lowering_kernel(l);
  printf("LOWER %s on %s in %s, kernel %s, %s, construct '%s', function @%s, maps:", ompfe_clause_use_name(use),
         ompfe_clause_use_directive(use), ompfe_lowering_function(l), kernel ? kernel : "none",
         ompfe_lowering_is_device(l) ? "device" : "host", ompfe_lowering_directive(l), function_name(l));
  OmpfeMapEntry m;
  for (size_t i = 0; ompfe_lowering_map(l, i, &m); i++) printf(" %s=0x%llx", m.item ? m.item : "-", (unsigned long long)m.map_type);
  printf(" (%zu)\n", ompfe_lowering_map_count(l));
  MlirValue args[] = {ompfe_lowering_int(l, 32, n), ompfe_lowering_string(l, ompfe_clause_use_directive(use))};
  ompfe_lowering_call(l, "ompx_count_hit", false, 2, args, 2);
}

static void register_clause(OmpfeExtensions *x, const char *name, const char *const *directives) {
  OmpfeClauseExtension ext = {.name = name, .directives = directives, .arguments = OMPFE_CLAUSE_ARGUMENTS,
                              .repeatable = true, .check = count_check, .lower = count_lower};
  printf("ADD %s: %s\n", name ? name : "(null)", ompfe_status_name(ompfe_extensions_add_clause(x, &ext)));
}

static int scenario_extensions(const char *file, const char *mode) {
  OmpfeCompiler *c = new_compiler();
  OmpfeExtensions *x = ompfe_compiler_extensions(c);
  static const char *const regions[] = {"parallel", "target", "teams", "task", NULL};
  static const char *const loop[] = {"for", NULL};
  static const char *const none[] = {NULL};
  register_clause(x, "ompx_count", regions);
  register_clause(x, "ompx_count", regions);   /* twice */
  register_clause(x, "count", regions);        /* no prefix */
  register_clause(x, "ompx_", regions);        /* nothing after it */
  register_clause(x, "ompx_a-b", regions);     /* not an identifier */
  register_clause(x, "ompx_loop", loop);       /* not a region ompfe calls hooks in */
  register_clause(x, "ompx_nowhere", none);
  register_clause(x, NULL, regions);
  const char *flags[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", mode};
  status("flags", ompfe_compiler_add_args(c, mode ? 3 : 2, flags));
  OmpfeStatus st = ompfe_compile_file(c, file);
  status("compile", st);
  if (st == OMPFE_OK) {
    char *ir = LLVMPrintModuleToString(ompfe_compiler_llvm_module(c));
    for (char *line = strtok(ir, "\n"); line; line = strtok(NULL, "\n"))
      if (strstr(line, "ompx_count_hit(") || strstr(line, "@.ompx.str")) printf("IR %s\n", line + strspn(line, " "));
    LLVMDisposeMessage(ir);
    for (size_t i = 0; i < ompfe_compiler_construct_count(c); i++) {
      const OmpfeConstruct *k = ompfe_compiler_construct(c, i);
      printf("CONSTRUCT %s:", k->directive);
      for (size_t j = 0; j < k->clause_count; j++) printf(" %s", k->clauses[j]);
      printf("\n");
    }
  }
  ompfe_compiler_destroy(c);
  return 0;
}

int main(int argc, char **argv) {
  setvbuf(stdout, NULL, _IONBF, 0); /* interleave with the compiler's own dumps on stderr */
  if (argc < 2) {
    fprintf(stderr, "usage: api_probe <scenario> [file.c] [output]\n");
    return 2;
  }
  const char *s = argv[1], *file = argc > 2 ? argv[2] : "", *output = argc > 3 ? argv[3] : "out.ll";
  if (!strcmp(s, "args")) return scenario_args(file);
  if (!strcmp(s, "diagnostics")) return scenario_diagnostics(file);
  if (!strcmp(s, "buffer")) return scenario_buffer(file);
  if (!strcmp(s, "stages")) return scenario_stages(file);
  if (!strcmp(s, "stop")) return scenario_stop(file);
  if (!strcmp(s, "hooks")) return scenario_hooks(file);
  if (!strcmp(s, "hook-errors")) return scenario_hook_errors(file);
  if (!strcmp(s, "no-openmp-hook")) return scenario_no_openmp_hook(file);
  if (!strcmp(s, "device-in-memory")) return scenario_device_in_memory(file);
  if (!strcmp(s, "take")) return scenario_take(file);
  if (!strcmp(s, "write")) return scenario_write(file, output);
  if (!strcmp(s, "extensions")) return scenario_extensions(file, argc > 3 ? argv[3] : NULL);
  fprintf(stderr, "api_probe: unknown scenario '%s'\n", s);
  return 2;
}
