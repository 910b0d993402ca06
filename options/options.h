/* options: the compiler proper's command line (clang -cc1 spellings where they exist) and
 * the settings struct every stage reads. */
#ifndef OFE_OPTIONS_H
#define OFE_OPTIONS_H

#include <stdbool.h>

#include "support/arena.h"
#include "options/codegen_flags.h"
#include "support/diag.h"

/* A symbol's visibility: from __attribute__((visibility)) on a declaration, else, for
   definitions in a host compile, from -fvisibility= (UNSET: LLVM's default). */
typedef enum OfeVisibility {
  OFE_VISIBILITY_UNSET,
  OFE_VISIBILITY_DEFAULT,
  OFE_VISIBILITY_HIDDEN,
  OFE_VISIBILITY_PROTECTED,
} OfeVisibility;

/* How much debug information: -g0, -gline-tables-only (-g1), -g (-g2, -g3, -ggdb). */
/* LINE_DIRECTIVES: the lines as the assembler's .loc directives, with no DWARF section of
 * the compiler's (what an nvptx64 device takes of -g) */
typedef enum OfeDebugKind { OFE_DEBUG_NONE, OFE_DEBUG_LINE_DIRECTIVES, OFE_DEBUG_LINE_TABLES, OFE_DEBUG_FULL } OfeDebugKind;

/* "default", "hidden", "protected", or "internal" (hidden, as in clang); UNSET for others. */
OfeVisibility ofe_visibility_from_name(const char *name);

typedef enum OfeAction {
  ACT_EMIT_OBJ,     /* -emit-obj (default) */
  ACT_EMIT_ASM,     /* -S */
  ACT_EMIT_LLVM,    /* -emit-llvm (text; -S is implied) */
  ACT_EMIT_BC,      /* -emit-llvm-bc */
  ACT_EMIT_MLIR,    /* -emit-mlir: after the passes */
  ACT_AST_DUMP,     /* -ast-dump */
  ACT_PREPROCESS,   /* -E */
  ACT_SYNTAX_ONLY,  /* -fsyntax-only */
} OfeAction;

typedef struct OfeOptions {
  const char *input;
  const char *output;  /* NULL: derived from the input; "-": stdout */
  const char *triple;
  OfeAction action;
  bool openmp;
  bool openmp_simd; /* -fopenmp-simd: only the simd directives (ofe_options_simd_only) */
  bool is_device;
  const char *host_ir_path;
  OFE_VEC(const char *) offload_targets;
  int omp_version; /* 51 unless -fopenmp-version= */
  int opt_level;
  bool pic;
  OfeVisibility default_visibility; /* -fvisibility= */
  bool common;                      /* -fcommon: tentative definitions are common symbols */
  bool exceptions;                  /* -fexceptions: C frames may be unwound through (cleanups refused) */
  const char *std; /* -std= as given (NULL: GNU C, gcc's default); cpp gets it (trigraphs, __STRICT_ANSI__) */
  bool gnu89_inline;                /* -fgnu89-inline: every `inline` means GNU89's (gnu_inline) */
  OfeDebugKind debug_info;          /* -g and its kinds */
  int dwarf_version;                /* -gdwarf-N, or 0 */
  OfeCodegenFlags codegen;          /* -march=, -fstack-protector, ... */
  OFE_VEC(const char *) debug_prefix_maps; /* "OLD=NEW" of -fdebug-prefix-map= and -ffile-prefix-map= */
  OFE_VEC(const char *) cpp_args; /* -D/-U/-I/-isystem/-include, in order, ready for cpp */
  const char *resource_dir;
  const char *embed_offload_object;
  bool print_ir_after_all, print_ir_before_all;
  const char *print_ir_before, *print_ir_after; /* one pass, by its argument name */
  const char *passes; /* -passes=a,b: the MLIR pipeline to run instead of the default */
  bool print_offload_entries;
  bool print_offload_maps;
  OFE_VEC(const char *) warning_flags; /* -W..., -w, in order: ofe_diag_set_warnings */
  int error_limit;                     /* -ferror-limit=N (0: none); -1: the default */
  int color_diagnostics;               /* 1: -fcolor-diagnostics, 0: -fno-..., -1: on a terminal */
  OfeDiagFormat diag_format;           /* -fdiagnostics-format= */
  bool diag_line_numbers;              /* -f[no-]diagnostics-show-line-numbers */
  bool input_is_ir;           /* .ll / .bc: back end only */
  bool input_is_preprocessed; /* .i: skip cpp */
  bool verify_each;
  bool device_complex_helpers; /* -fompfe-device-complex-helpers: offload-info/device_complex.h */
  bool all_locations; /* every MLIR op carries its source location (-g; the C API) */
  bool disable_free;
  unsigned compile_stack_mb; /* ompfe's compile thread's stack (0: the default) */ /* leave freeing to the exit, as clang -cc1 does (the program does) */
  bool time_report;
  const char *time_trace; /* -ftime-trace[=FILE]: the trace to write ("": beside the output), or NULL */
  unsigned time_trace_granularity_us; /* -ftime-trace-granularity=: shorter per-function events are left out */
  const char *explain; /* -fexplain=: the explorer page to write, or NULL */
  size_t explain_module_cap; /* -fexplain-module-cap=: 0, the explorer's default */
  OFE_VEC(const char *) plugins; /* -fplugin=: loaded in order (options/clause_extensions.c) */
  /* the C API compiler's extension clauses, which the compile starts with; NULL for none */
  const struct OmpfeExtensions *clause_extensions;
  /* Set by the C API before parsing: the input is named later (ompfe_compile_file/_buffer),
   * and a device compile may get its host IR as a module in memory instead of a file. */
  bool input_given_later;
  bool host_ir_in_memory;
} OfeOptions;

/* Parses argv into opts; diagnostics go to diag. Returns false on a bad command line;
 * sets *exit_now (with *status) for --help / --version. */
bool ofe_options_parse(OfeOptions *opts, OfeArena *arena, OfeDiag *diag, int argc, char **argv,
                       bool *exit_now, int *status);
void ofe_options_defaults(OfeOptions *opts);
/* OpenMP with a device to offload to: a device compile, or a host one with -fopenmp-targets.
 * Without one, as in clang-19, regions run in place and no offload entries are made. */
bool ofe_options_offloading(const OfeOptions *opts);
/* -fopenmp-simd without -fopenmp (which wins): parse/simd_only.c filters the directives. */
bool ofe_options_simd_only(const OfeOptions *opts);
/* Whether -std= names C23 (c2x, c23, gnu2x, gnu23), where what earlier ones take as extensions
 * (-Wc23-extensions) is the language. opts may be NULL (no -std=). */
bool ofe_options_c23(const OfeOptions *opts);
/* Whether -std= names C90 (c89, c90, gnu89, gnu90, iso9899:1990, iso9899:199409), where the C99
 * keyword restrict (and, in an ISO one, inline) is an identifier and a call may declare the
 * function it names (implicit int too is valid). opts may be NULL (no -std=). */
bool ofe_options_c90(const OfeOptions *opts);
/* The processor of a GPU device compile: -target-cpu (or -march=) as given, else sm_52 for
 * nvptx64 (clang-19's default) and gfx90a for amdgcn (clang-19 has none: it asks). */
const char *ofe_gpu_arch(const OfeOptions *opts);
/* --help: every option ompfe accepts, generated from the table the parser reads. */
void ofe_options_help(FILE *out);
/* Whether `arg` is one of --help's or --version's spellings (the C API answers them alone). */
bool ofe_options_is_help_or_version(const char *arg);
/* The directory of the running executable's resource headers (<bindir>/../lib/ompfe/include). */
const char *ofe_default_resource_dir(OfeArena *arena);

#endif
