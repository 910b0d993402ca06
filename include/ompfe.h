/* ompfe.h: the public C API of libompfe, the OpenMP C compiler front end behind `ompfe`.
 *
 * A research prototype or a course exercise can compile C with `#pragma omp target` in its
 * own process: from a file or from text in memory, for the host or for an offload device,
 * and look at every stage on the way (the MLIR module as emitted and after each pass, the
 * LLVM module), read the offload entry table as data, put its own MLIR passes into the
 * pipeline, and get the diagnostics through a callback.
 *
 * A typical use:
 *
 *     OmpfeCompiler *c = ompfe_compiler_create();
 *     const char *args[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu"};
 *     if (ompfe_compiler_add_args(c, 2, args) == OMPFE_OK &&
 *         ompfe_compile_file(c, "saxpy.c") == OMPFE_OK) {
 *       for (size_t i = 0; i < ompfe_compiler_entry_count(c); i++)
 *         printf("%s\n", ompfe_compiler_entry(c, i)->name);
 *       LLVMDumpModule(ompfe_compiler_llvm_module(c));
 *     }
 *     ompfe_compiler_destroy(c);
 *
 * Conventions that hold for every function below:
 *  - Errors are return values (OmpfeStatus, or NULL); nothing here exits or aborts, except
 *    when memory runs out. What went wrong is told through the diagnostic handler (or on
 *    stderr, as `ompfe` prints it, when none is set).
 *  - Strings and arrays passed in are copied when they are needed later: the caller may free
 *    them as soon as the call returns.
 *  - Everything the API returns belongs to the compiler and stays valid until the next
 *    compile on the same compiler or until ompfe_compiler_destroy, unless a function says
 *    that it hands ownership over (ompfe_compiler_take_llvm_module).
 *  - Call the library from one thread at a time. Compilers keep no state in common, but LLVM's
 *    target registry and the preprocessor's temporary files have not been tested under
 *    concurrent compiles.
 *
 * Link with libompfe.a, the MLIR C API archives, libMLIR.so, libLLVM.so and -lstdc++: the
 * CMake package (find_package(ompfe) → ompfe::ompfe) and the pkg-config file (ompfe.pc) say
 * all of it. docs/api.md walks through the API, the pass hooks, and installing. */
#ifndef OMPFE_H
#define OMPFE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "llvm-c/Types.h"
#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Bumped whenever a declaration in this header changes incompatibly. */
#define OMPFE_API_VERSION 1

/* ---- status and diagnostics ------------------------------------------------------------- */

typedef enum OmpfeStatus {
  OMPFE_OK = 0,
  /* A call that cannot be honoured as made: an unknown or malformed flag, a NULL where a value
   * is needed, a pass hook anchored to an unknown pass, a result asked for before it exists.
   * Nothing was changed. */
  OMPFE_ERROR_INVALID_ARGUMENT = 1,
  /* The compilation reported errors (bad source, a missing file or host IR, a failing pass,
   * an unwritable output). The diagnostics say which; results of the stages that completed
   * are still available. */
  OMPFE_ERROR_COMPILE = 2,
} OmpfeStatus;

/* A short name for a status ("ok", "invalid argument", "compile error"); never NULL. */
const char *ompfe_status_name(OmpfeStatus status);

typedef enum OmpfeDiagnosticLevel {
  OMPFE_DIAGNOSTIC_ERROR = 0,
  OMPFE_DIAGNOSTIC_WARNING = 1,
  OMPFE_DIAGNOSTIC_NOTE = 2,
} OmpfeDiagnosticLevel;

/* One diagnostic. `file` is the source file as the preprocessor names it (a buffer's name for
 * buffers), NULL for messages about the invocation or the environment (then line and column
 * are 0). Lines and columns are 1-based. The strings live only during the callback. */
typedef struct OmpfeDiagnostic {
  OmpfeDiagnosticLevel level;
  const char *file;
  unsigned line, column;
  const char *message;
} OmpfeDiagnostic;

typedef void (*OmpfeDiagnosticHandler)(const OmpfeDiagnostic *diagnostic, void *user_data);

/* ---- the compiler --------------------------------------------------------------------------- */

typedef struct OmpfeCompiler OmpfeCompiler;

/* A new compiler with ompfe's defaults: host compile for x86_64-pc-linux-gnu, OpenMP off
 * (add "-fopenmp"), -O0, no output file. Returns NULL only when memory runs out. Destroy it
 * with ompfe_compiler_destroy. */
OmpfeCompiler *ompfe_compiler_create(void);

/* Destroys the compiler and everything it still owns (modules, contexts, entry table,
 * diagnostics state). A module taken with ompfe_compiler_take_llvm_module is not affected.
 * NULL is accepted and ignored. */
void ompfe_compiler_destroy(OmpfeCompiler *compiler);

/* Sends every later diagnostic of this compiler (argument errors included) to `handler`
 * instead of stderr; NULL restores stderr. `user_data` is passed back untouched. */
void ompfe_compiler_set_diagnostic_handler(OmpfeCompiler *compiler, OmpfeDiagnosticHandler handler,
                                           void *user_data);

/* Adds command-line flags, exactly those `ompfe --help` lists, without the program name:
 * e.g. {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", "-O2", "-DN=4", "-I", "inc"}.
 * Flags accumulate over calls, as if all were given on one command line. The flags are
 * checked now: on a bad flag the error is reported, OMPFE_ERROR_INVALID_ARGUMENT returned and
 * none of this call's flags is kept. Useful ones beyond the obvious:
 *   -fopenmp-is-target-device with -fopenmp-host-ir-file-path <f> (or a module given to
 *     ompfe_compiler_set_host_ir_module): a device compile;
 *   -passes=a,b, -mlir-print-ir-before=<pass>, -mlir-print-ir-after-all ...: the pipeline
 *     and its dumps (to stderr);
 *   -resource-dir <dir>: where ompfe's omp.h is (see ompfe_compiler_create's defaults in
 *     docs/api.md: $OMPFE_RESOURCE_DIR, <exe dir>/../lib/ompfe/include, the install prefix);
 *   -o <file> (with -emit-llvm, -emit-llvm-bc, -S, -emit-obj, -emit-mlir, -E): also write
 *     the output file as ompfe would. Without -o nothing is written.
 * An input file among the flags is allowed; then compile it with ompfe_compile_file(c, NULL).
 * "--help" and "--version" print what ompfe prints to stdout and are not kept. */
OmpfeStatus ompfe_compiler_add_args(OmpfeCompiler *compiler, int argc, const char *const *argv);

/* A device compile's host IR as a module already in memory (for example one taken from a host
 * compile with ompfe_compiler_take_llvm_module), used instead of -fopenmp-host-ir-file-path.
 * Only its !omp_offload.info is read. The module is borrowed: it must stay alive until the
 * compiles that use it have returned. NULL forgets it. */
void ompfe_compiler_set_host_ir_module(OmpfeCompiler *compiler, LLVMModuleRef host_module);

/* Compiles with an LLVM context of the caller's instead of one of the compiler's own (for
 * example to link the result with other modules of that context). The compiler never disposes
 * of it; it must outlive the compiler's LLVM module. NULL: the compiler creates a fresh
 * context per compile. */
void ompfe_compiler_set_llvm_context(OmpfeCompiler *compiler, LLVMContextRef context);

/* ---- stages --------------------------------------------------------------------------------- */

typedef enum OmpfeStage {
  OMPFE_STAGE_PREPROCESS = 0, /* the preprocessor ran */
  OMPFE_STAGE_PARSE = 1,      /* parsed and checked (sema) */
  OMPFE_STAGE_EMIT_MLIR = 2,  /* the MLIR module as emitted (llvm dialect + omp attributes) */
  OMPFE_STAGE_PASS = 3,       /* after one pass of the pipeline (stage callbacks only) */
  OMPFE_STAGE_PASSES = 4,     /* after the whole pass pipeline */
  OMPFE_STAGE_TRANSLATE = 5,  /* translated to LLVM IR, before the offload entries */
  OMPFE_STAGE_FINISH = 6,     /* offload entries and !omp_offload.info in, host IR checked,
                                 LLVM module verified */
  OMPFE_STAGE_OPTIMIZE = 7,   /* after LLVM's default<On> pipeline (-O1..-O3; nothing at -O0) */
} OmpfeStage;

/* A short name for a stage ("preprocess", "parse", "emit-mlir", "pass", "passes",
 * "translate", "finish", "optimize"); never NULL. */
const char *ompfe_stage_name(OmpfeStage stage);

/* Makes compiles stop after `stage` (the default is OMPFE_STAGE_OPTIMIZE: all of them).
 * Stopping after OMPFE_STAGE_PASSES keeps the MLIR module with its omp attributes, which the
 * later stages strip. An action flag stops earlier on its own (-E, -fsyntax-only, -ast-dump,
 * -emit-mlir). OMPFE_STAGE_PASS and values out of range give OMPFE_ERROR_INVALID_ARGUMENT. */
OmpfeStatus ompfe_compiler_set_stop_after(OmpfeCompiler *compiler, OmpfeStage stage);

/* What a stage callback sees. `pass` names the pass for OMPFE_STAGE_PASS (a built-in's
 * argument name such as "mark-declare-target", or a hook's name), NULL otherwise. The modules
 * are the compiler's, borrowed for the duration of the callback: null/NULL before the stage
 * that creates them; from OMPFE_STAGE_TRANSLATE on, `mlir_module` is the module that was
 * translated (its omp attributes already recorded in the entry table and removed). A callback
 * may read, print or verify them; changing them changes what the next stages get. */
typedef struct OmpfeStageEvent {
  OmpfeStage stage;
  const char *pass;
  MlirModule mlir_module;
  LLVMModuleRef llvm_module;
} OmpfeStageEvent;

typedef void (*OmpfeStageCallback)(const OmpfeStageEvent *event, void *user_data);

/* Calls `callback` after every stage that completes, and after every pass. NULL removes it. */
void ompfe_compiler_set_stage_callback(OmpfeCompiler *compiler, OmpfeStageCallback callback, void *user_data);

/* ---- pass hooks ----------------------------------------------------------------------------- */

/* The built-in passes, by argument name, in pipeline order, NULL-terminated:
 * "mark-declare-target", "function-filtering", "indirect-calls". Static storage. */
const char *const *ompfe_builtin_pass_names(void);

typedef enum OmpfePassPosition {
  OMPFE_PASS_BEFORE = 0,  /* run just before the anchor pass */
  OMPFE_PASS_AFTER = 1,   /* run just after it (anchor NULL: at the end of the pipeline) */
  OMPFE_PASS_REPLACE = 2, /* run instead of it */
} OmpfePassPosition;

/* Makes a new pass each time the pipeline runs (once per compile). The pass is typically made
 * with mlirCreateExternalPass on op name "builtin.module"; the pipeline takes ownership of it
 * (it is destroyed with its pass manager, which calls the external pass's destruct callback).
 * Returning a null pass makes the compile fail with an error naming the hook. */
typedef MlirPass (*OmpfePassFactory)(void *user_data);

/* Puts a pass of the caller's into the pipeline, before, after or instead of the built-in
 * pass `anchor` (one of ompfe_builtin_pass_names()), or with anchor NULL and
 * OMPFE_PASS_AFTER at the end. `name` (copied) shows in dumps, in stage callbacks, and is
 * accepted by -mlir-print-ir-before=/-after=. Several hooks at one place run in the order
 * they were added. A hook whose anchor is not in the pipeline being run (see -passes=) does
 * not run. A hook also makes the pipeline run in a compile without -fopenmp. Errors
 * (unknown anchor, NULL factory or name, BEFORE/REPLACE without an anchor):
 * OMPFE_ERROR_INVALID_ARGUMENT, reported through the diagnostics. */
OmpfeStatus ompfe_compiler_add_pass(OmpfeCompiler *compiler, OmpfePassPosition position, const char *anchor,
                                    const char *name, OmpfePassFactory factory, void *user_data);

/* ---- compiling ------------------------------------------------------------------------------ */

/* Compiles the C file at `path` (NULL: the input given among the flags) with the flags added
 * so far. Results of an earlier compile on this compiler are released first. Returns
 * OMPFE_OK, OMPFE_ERROR_COMPILE (diagnostics were reported) or OMPFE_ERROR_INVALID_ARGUMENT
 * (no input, or flags that do not go together, e.g. a device compile without host IR).
 * LLVM IR inputs (.ll, .bc) only go through the `ompfe` program's back end, not here. */
OmpfeStatus ompfe_compile_file(OmpfeCompiler *compiler, const char *path);

/* Compiles `length` bytes of C at `text` (copied; need not be NUL-terminated) as if they were
 * the file `name`: diagnostics, __FILE__ and line markers say `name`, and quoted #includes
 * are looked up in name's directory. A name ending in .i is taken as already preprocessed.
 * Kernel names: clang's scheme names a target region's kernel after the device and inode of
 * its source file (__omp_offloading_<dev>_<inode>_<function>_l<line>), so that the host and
 * device compiles agree. A buffer gets the identity of the existing file `name` names (a
 * buffer holding an edited copy of a file names its kernels as the file would); a buffer
 * with a target region (or an indirect declare target function) whose name names no
 * existing file is an error at the region. Buffers without target regions may have any name.
 * Otherwise as ompfe_compile_file. */
OmpfeStatus ompfe_compile_buffer(OmpfeCompiler *compiler, const char *name, const char *text, size_t length);

/* ---- results (valid until the next compile or ompfe_compiler_destroy) --------------------- */

/* The last stage the latest compile completed; OMPFE_ERROR_INVALID_ARGUMENT if it completed
 * none (or nothing was compiled yet). */
OmpfeStatus ompfe_compiler_last_stage(const OmpfeCompiler *compiler, OmpfeStage *stage);

/* Errors and warnings the latest compile reported (argument errors not included). */
unsigned ompfe_compiler_error_count(const OmpfeCompiler *compiler);
unsigned ompfe_compiler_warning_count(const OmpfeCompiler *compiler);

/* The MLIR module of the latest compile: as emitted, after the passes, or the translated one,
 * whichever stage it reached last (see OmpfeStageEvent); after errors in emission or in a
 * pass, the module as the failing stage left it. A null module (mlirModuleIsNull) when the
 * compile stopped before emitting MLIR. Owned by the compiler, with its MLIR context. */
MlirModule ompfe_compiler_mlir_module(const OmpfeCompiler *compiler);

/* The LLVM module of the latest compile, from OMPFE_STAGE_TRANSLATE on; NULL before, or when
 * it was taken. Owned by the compiler. */
LLVMModuleRef ompfe_compiler_llvm_module(const OmpfeCompiler *compiler);

/* Hands the LLVM module over to the caller, who disposes of it with LLVMDisposeModule. When
 * the compiler created the module's LLVM context, the context is handed over too: it is
 * stored in *context_out, and the caller disposes of it (after the module) with
 * LLVMContextDispose. When the caller gave the context (ompfe_compiler_set_llvm_context),
 * *context_out receives that context, still the caller's. context_out must not be NULL.
 * Returns NULL (and stores NULL) when there is no module. */
LLVMModuleRef ompfe_compiler_take_llvm_module(OmpfeCompiler *compiler, LLVMContextRef *context_out);

typedef enum OmpfeEntryKind {
  OMPFE_ENTRY_TARGET_REGION = 0, /* a kernel (kind 0 in !omp_offload.info) */
  OMPFE_ENTRY_GLOBAL = 1,        /* a declare target variable, link pointer or indirect function */
} OmpfeEntryKind;

/* Entry flags, as the runtime reads them (__tgt_offload_entry.flags). */
enum {
  OMPFE_ENTRY_FLAG_TO = 0,        /* to / enter variable (and target regions) */
  OMPFE_ENTRY_FLAG_LINK = 1,      /* link: the entry is the <var>_decl_tgt_ref_ptr pointer */
  OMPFE_ENTRY_FLAG_INDIRECT = 8,  /* an indirect function */
};

/* One offload entry: what the module's __tgt_offload_entry table and !omp_offload.info hold.
 * Strings are the compiler's. */
typedef struct OmpfeOffloadEntry {
  OmpfeEntryKind kind;
  const char *kind_name;   /* "region", "variable", "link", "indirect" */
  const char *name;        /* the entry's name: kernel, variable, <var>_decl_tgt_ref_ptr, ... */
  const char *symbol;      /* the symbol the entry's address points to in this module */
  const char *target;      /* link and indirect entries: the variable or function; else NULL */
  uint32_t flags;          /* OMPFE_ENTRY_FLAG_* */
  uint64_t size;           /* bytes for variables (from OMPFE_STAGE_FINISH on) and link pointers; 0 for regions */
  unsigned order;          /* position in !omp_offload.info (the host's, in a device compile) */
  bool has_table_entry;    /* false: numbered in !omp_offload.info only (static variables) */
  const char *file;        /* where it comes from in the source (NULL if unknown) */
  unsigned line, column;
  /* target regions: the kernel's identity, as its name spells it */
  unsigned device_id, file_id, region_line, count;
  const char *parent;      /* the function holding the region */
} OmpfeOffloadEntry;

/* The number of offload entries of the latest compile (0 before OMPFE_STAGE_TRANSLATE, and
 * without -fopenmp). The table is final from OMPFE_STAGE_FINISH on: in a device compile, the
 * orders come from the host IR then. */
size_t ompfe_compiler_entry_count(const OmpfeCompiler *compiler);

/* Entry `index`, in table order (0 ≤ index < count); NULL when out of range. */
const OmpfeOffloadEntry *ompfe_compiler_entry(const OmpfeCompiler *compiler, size_t index);

/* ---- what each offload construct became ------------------------------------------------- */
/* The compiler's own model of its offload constructs (facts/construct_facts.h, also behind
 * `-print-offload-maps` and the explorer): each target construct and data directive the
 * lowering made, with the entries of its offload arrays as the runtime receives them. Ready
 * from OMPFE_STAGE_EMIT_MLIR on (a stage callback or a pass may read it, before the OpenMP
 * attributes are taken off); OMPFE_HAS_CONSTRUCT_FACTS says a header has it. */
#define OMPFE_HAS_CONSTRUCT_FACTS 1

/* One entry of the offload arrays (docs/offload-abi.md §2.4 has the words' bits). */
typedef struct OmpfeMapEntry {
  const char *item;    /* the list item or variable as written ("a[0:n]", "s.x"); NULL for a
                        * structure's parent entry */
  uint64_t map_type;   /* the map-type word: ompfe_map_type_describe spells its flags */
  int64_t size;        /* bytes when known at compile time, else -1 */
  const char *mapper;  /* the declare mapper's identifier ("default"), or NULL */
} OmpfeMapEntry;

typedef struct OmpfeConstruct {
  const char *directive;      /* as spelled: "target teams distribute parallel for", "target update" */
  const char *file;           /* where the directive is */
  unsigned line, column;
  unsigned body_line, body_column; /* the statement it applies to; 0 when it has none */
  const char *function;       /* the enclosing function */
  const char *kernel;         /* target constructs: the kernel's name; NULL for data directives */
  bool deferred;              /* nowait or depend: it runs as a target task */
  size_t clause_count;
  const char *const *clauses; /* the clauses' names in source order, every leaf's */
  size_t map_count;
  const OmpfeMapEntry *maps;  /* in the arrays' order */
  const char *kernel_mode;    /* GPU device compiles, from OMPFE_STAGE_FINISH on: "generic" */
  const OmpfeOffloadEntry *entry; /* the kernel's offload entry once the compile is over; else NULL */
  /* the functions the kernel calls or takes the address of, directly or not, that are device
   * code (ompfe's outlined helpers left out), in the order first reached; from
   * OMPFE_STAGE_PASSES on (MarkDeclareTarget and FunctionFiltering decide them) */
  size_t device_function_count;
  const char *const *device_functions;
} OmpfeConstruct;

/* The number of offload constructs recorded by the latest compile (so far, during one). */
size_t ompfe_compiler_construct_count(const OmpfeCompiler *compiler);
/* Construct `index`, in the order they were lowered (source order); NULL when out of range. */
const OmpfeConstruct *ompfe_compiler_construct(const OmpfeCompiler *compiler, size_t index);
/* The construct whose kernel is `kernel`, or NULL. */
const OmpfeConstruct *ompfe_compiler_construct_of_kernel(const OmpfeCompiler *compiler, const char *kernel);
/* Spells a map-type word's flags as the runtime names them ("TO | FROM | TARGET_PARAM",
 * "PTR_AND_OBJ | MEMBER_OF(2)", "NONE"), into buf as snprintf does: returns the length the
 * whole text needs. */
size_t ompfe_map_type_describe(uint64_t map_type, char *buf, size_t size);


/* ---- extension clauses ------------------------------------------------------------------ */
/* A tool or a plugin adds `ompx_<name>` clauses of its own to the constructs it chooses,
 * without changing ompfe: the parser reads such a clause as a name with an optional list of C
 * expressions in parentheses, sema calls the clause's `check` hook (which may report errors
 * at the clause or at one of its arguments), and the lowering calls its `lower` hook where the
 * construct's region begins, with helpers to emit calls and constant strings there. A clause
 * no tool registered is an error, as before. docs/extending.md §Plugins walks through
 * examples/plugin/ompx_trace.c. OMPFE_HAS_CLAUSE_EXTENSIONS says a header has this part. */
#define OMPFE_HAS_CLAUSE_EXTENSIONS 1

/* The set of extension clauses a compile accepts: a compiler's (ompfe_compiler_extensions),
 * which `-fplugin=` plugins add to, one compile at a time. */
typedef struct OmpfeExtensions OmpfeExtensions;
/* One written extension clause, handed to the hooks; valid during the call only. */
typedef struct OmpfeClauseUse OmpfeClauseUse;
/* Where a `lower` hook emits code; valid during the call only. */
typedef struct OmpfeClauseLowering OmpfeClauseLowering;

typedef enum OmpfeClauseArguments {
  OMPFE_CLAUSE_NO_ARGUMENTS,       /* `ompx_x` only */
  OMPFE_CLAUSE_OPTIONAL_ARGUMENTS, /* `ompx_x` or `ompx_x(e1, e2, ...)` */
  OMPFE_CLAUSE_ARGUMENTS,          /* `ompx_x(e1, ...)` only */
} OmpfeClauseArguments;

typedef struct OmpfeClauseExtension {
  const char *name;               /* "ompx_" and at least one more character of an identifier */
  /* the leaf constructs that take it, NULL-terminated: of "target", "teams", "parallel" and
   * "task" (a combined construct takes it when one of its leaves does: the outermost one gets
   * it) */
  const char *const *directives;
  OmpfeClauseArguments arguments;
  bool repeatable;                /* false: at most once per construct (an error otherwise) */
  /* Sema: called once per written clause after ompfe checked its form and its arguments as
   * C expressions; reports what the extension refuses with ompfe_clause_use_error. May be NULL. */
  void (*check)(OmpfeClauseUse *use, void *user_data);
  /* Lowering: called at the start of the construct's region in every function the region
   * becomes (the kernel and its host fallback, a parallel region's outlined function...),
   * before the region's own code. May be NULL. */
  void (*lower)(OmpfeClauseLowering *lowering, void *user_data);
  void *user_data;
} OmpfeClauseExtension;

/* The compiler's extension clauses, for ompfe_extensions_add_clause; never NULL for a
 * compiler. Plugins named by `-fplugin=` add theirs at each compile, after these. */
OmpfeExtensions *ompfe_compiler_extensions(OmpfeCompiler *compiler);
/* Adds a clause (`extension` is copied). OMPFE_ERROR_INVALID_ARGUMENT, with a diagnostic, for a
 * name that is not ompx_ and an identifier, one already added, an unknown directive, no
 * directive, or a NULL. */
OmpfeStatus ompfe_extensions_add_clause(OmpfeExtensions *extensions, const OmpfeClauseExtension *extension);

/* A plugin is a shared object that defines this function; `ompfe -fplugin=FILE` (and `ompcc
 * -fplugin=FILE`, which passes it to every compile, host and device) loads it and calls it
 * before the source is read, with api_version = OMPFE_API_VERSION of the compiler. It adds its
 * clauses and returns OMPFE_OK; another status stops the compile. Build it against the
 * installed header only: ompfe_* symbols are resolved from the program that loads it (ompfe
 * exports them; a tool linking libompfe.a links with -rdynamic to load plugins itself). */
typedef OmpfeStatus (*OmpfePluginInit)(OmpfeExtensions *extensions, int api_version);
#define OMPFE_PLUGIN_INIT_NAME "ompfe_plugin_init"

/* What a hook can ask of a written clause. */
const char *ompfe_clause_use_name(const OmpfeClauseUse *use);      /* "ompx_trace" */
const char *ompfe_clause_use_directive(const OmpfeClauseUse *use); /* the leaf it is on: "target" */
const char *ompfe_clause_use_file(const OmpfeClauseUse *use);
unsigned ompfe_clause_use_line(const OmpfeClauseUse *use);
unsigned ompfe_clause_use_column(const OmpfeClauseUse *use);
size_t ompfe_clause_use_argument_count(const OmpfeClauseUse *use);
/* Argument `index` as an integer constant expression: true and *value when it is one. */
bool ompfe_clause_use_argument_int(const OmpfeClauseUse *use, size_t index, long long *value);
/* Argument `index` when it is a string literal (of char): its contents; else NULL. */
const char *ompfe_clause_use_argument_string(const OmpfeClauseUse *use, size_t index);
/* Reports an error (the compile then fails) or a warning at the clause (`index` is
 * OMPFE_CLAUSE_ITSELF) or at its argument `index`, printf-style. */
#define OMPFE_CLAUSE_ITSELF ((size_t)-1)
void ompfe_clause_use_error(OmpfeClauseUse *use, size_t index, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
void ompfe_clause_use_warning(OmpfeClauseUse *use, size_t index, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* What a `lower` hook can ask and emit. Code goes at the end of ompfe_lowering_block, which
 * the region's code follows; raw MLIR (the llvm dialect) may be appended there too. */
OmpfeClauseUse *ompfe_lowering_clause(OmpfeClauseLowering *lowering);
bool ompfe_lowering_is_device(const OmpfeClauseLowering *lowering); /* an offload device's compile */
/* The kernel's name inside a target region (its host fallback too), else NULL. */
const char *ompfe_lowering_kernel(const OmpfeClauseLowering *lowering);
const char *ompfe_lowering_function(const OmpfeClauseLowering *lowering); /* the source function */
/* The region's facts, as ompfe_compiler_construct gives them after the compile: the construct
 * as spelled ("target teams distribute parallel for"; on a leaf of no offload construct, the
 * leaf: "parallel"), and, on a target construct, its map entries in the offload arrays' order
 * (ompfe_lowering_map copies entry `index` into *entry: false when out of range). */
const char *ompfe_lowering_directive(const OmpfeClauseLowering *lowering);
size_t ompfe_lowering_map_count(const OmpfeClauseLowering *lowering);
bool ompfe_lowering_map(const OmpfeClauseLowering *lowering, size_t index, OmpfeMapEntry *entry);
MlirContext ompfe_lowering_mlir_context(const OmpfeClauseLowering *lowering);
/* The block the region's code begins in; its parent operation is the llvm.func being made
 * (mlirBlockGetParentOperation). */
MlirBlock ompfe_lowering_block(const OmpfeClauseLowering *lowering);
MlirLocation ompfe_lowering_location(const OmpfeClauseLowering *lowering); /* the clause's */
/* A pointer to a constant NUL-terminated copy of `text`: one global per text and module. */
MlirValue ompfe_lowering_string(OmpfeClauseLowering *lowering, const char *text);
/* A constant integer of `bits` bits (1, 8, 16, 32 or 64). */
MlirValue ompfe_lowering_int(OmpfeClauseLowering *lowering, unsigned bits, long long value);
/* Calls `callee` (a C function: declared in the module when it is not yet), returning an int
 * when `returns_int`, else nothing (a null MlirValue). The first `fixed` arguments are its
 * declared parameters; any more make it variadic, as printf. Arguments are pointers or
 * integers made by the helpers above or by raw MLIR. */
MlirValue ompfe_lowering_call(OmpfeClauseLowering *lowering, const char *callee, bool returns_int, size_t fixed,
                              const MlirValue *arguments, size_t count);

#ifdef __cplusplus
}
#endif

#endif
