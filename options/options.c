/* options: parses the compiler proper's command line. Flags follow clang -cc1 where it has
 * them (so a driver can run ompfe as it runs cc1), plus ompfe's own dump flags. As in the
 * driver (driver/options.c), one table drives both the parser and --help: each
 * argument is matched against it (options/option_table.c: the longest matching name wins),
 * then applied by one switch; the first error ends the parse. A joined value may be empty,
 * as in clang -cc1 (-passes= runs no pass), so the `name=` options are PREFIX forms. */
#include "options/options.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "options/code_targets.h"
#include "options/forwarded_options.h"
#include "options/option_table.h"

void ofe_options_defaults(OfeOptions *o) {
  memset(o, 0, sizeof *o);
  o->triple = "x86_64-pc-linux-gnu";
  o->action = ACT_EMIT_OBJ;
  o->omp_version = 51;
  o->error_limit = -1;
  o->color_diagnostics = -1;
  o->diag_line_numbers = true;
  o->pic = true; /* clang-19 on Debian links PIE executables by default */
  o->time_trace_granularity_us = 500; /* clang's */
  /* Verifying our own output is for finding our bugs: on in debug and sanitizer builds,
   * off in release ones, as clang's -disable-llvm-verifier is (it cost a fifth of the time). */
#ifdef OMPFE_VERIFY_DEFAULT
  o->verify_each = true;
#endif
}

const char *ofe_gpu_arch(const OfeOptions *opts) {
  if (opts->codegen.target_cpu) return opts->codegen.target_cpu;
  return ofe_code_target(opts->triple) == OFE_TARGET_AMDGCN ? "gfx90a" : "sm_52";
}

bool ofe_options_simd_only(const OfeOptions *o) { return o->openmp_simd && !o->openmp; }
bool ofe_options_offloading(const OfeOptions *o) { return o->openmp && (o->is_device || o->offload_targets.len > 0); }

bool ofe_options_c23(const OfeOptions *o) { return o && o->std && (strstr(o->std, "2x") || strstr(o->std, "23")); }
bool ofe_options_c90(const OfeOptions *o) {
  static const char *const names[] = {"c89", "c90", "gnu89", "gnu90", "iso9899:1990", "iso9899:199409"};
  for (size_t i = 0; o && o->std && i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(o->std, names[i])) return true;
  return false;
}

typedef enum OptionId {
  OPT_PREPROCESS_ONLY, OPT_SYNTAX_ONLY, OPT_AST_DUMP, OPT_EMIT_MLIR, OPT_EMIT_LLVM, OPT_EMIT_LLVM_BC, OPT_EMIT_OBJ,
  OPT_ASSEMBLY, OPT_LANGUAGE, OPT_TRIPLE, OPT_TARGET_CPU, OPT_OPENMP, OPT_OPENMP_SIMD, OPT_OPENMP_TARGETS, OPT_OPENMP_IS_DEVICE, OPT_HOST_IR_FILE,
  OPT_OPENMP_VERSION, OPT_EMBED_OFFLOAD_OBJECT, OPT_PREPROCESSOR, OPT_PREPROCESS_OUTPUT, OPT_DEPS_RULE_ONLY,
  OPT_DEPS_WITH_COMPILE, OPT_DEPS_FILE, OPT_DEPS_TARGET, OPT_DEPS_FLAG, OPT_CPP_FLAG, OPT_RESOURCE_DIR, OPT_OPTIMIZE, OPT_PIC,
  OPT_NO_PIC, OPT_RELOCATION_MODEL, OPT_VISIBILITY, OPT_COMMON, OPT_EXCEPTIONS, OPT_GNU89_INLINE, OPT_DEBUG_INFO,
  OPT_DWARF_VERSION, OPT_CODEGEN, OPT_PREFIX_MAP, OPT_OUTPUT, OPT_PASSES, OPT_PRINT_IR_BEFORE_ALL,
  OPT_PRINT_IR_AFTER_ALL, OPT_PRINT_IR_BEFORE, OPT_PRINT_IR_AFTER, OPT_PRINT_OFFLOAD_ENTRIES, OPT_PRINT_OFFLOAD_MAPS, OPT_TIME_REPORT, OPT_TIME_TRACE, OPT_TIME_TRACE_GRANULARITY, OPT_EXPLAIN, OPT_EXPLAIN_MODULE_CAP, OPT_PLUGIN,
  OPT_COMPILE_STACK_MB, OPT_DISABLE_FREE, OPT_VERIFY_EACH, OPT_DEVICE_COMPLEX_HELPERS, OPT_WARNING, OPT_ERROR_LIMIT, OPT_COLOR, OPT_COLOR_EQUALS,
  OPT_DIAG_FORMAT, OPT_LINE_NUMBERS, OPT_HELP, OPT_VERSION, OPT_ACCEPTED, OPT_STD,
} OptionId;

#define SECTION(title) {NULL, OFE_OPTION_SECTION, 0, NULL, title}

/* Order is --help's order; matching does not depend on it. A negative spelling (-fno-..., -no-...)
   shares its positive's id: the switch reads which one it got. */
static const OfeOptionSpec option_table[] = {
  SECTION("Actions (one; the default is -emit-obj):"),
  {"-E", OFE_OPTION_FLAG, OPT_PREPROCESS_ONLY, NULL, "preprocess only, print the result"},
  {"-fsyntax-only", OFE_OPTION_FLAG, OPT_SYNTAX_ONLY, NULL, "check the source and stop"},
  {"-ast-dump", OFE_OPTION_FLAG, OPT_AST_DUMP, NULL, "print the checked syntax tree"},
  {"-emit-mlir", OFE_OPTION_FLAG, OPT_EMIT_MLIR, NULL, "print the MLIR module after the passes"},
  {"-emit-llvm", OFE_OPTION_FLAG, OPT_EMIT_LLVM, NULL, "write textual LLVM IR (.ll)"},
  {"-emit-llvm-bc", OFE_OPTION_FLAG, OPT_EMIT_LLVM_BC, NULL, "write LLVM bitcode (.bc)"},
  {"-emit-obj", OFE_OPTION_FLAG, OPT_EMIT_OBJ, NULL, "write an object file (.o)"},
  {"-c", OFE_OPTION_FLAG, OPT_ACCEPTED, NULL, NULL}, /* for driver-style command lines: -emit-obj is the default */
  {"-S", OFE_OPTION_FLAG, OPT_ASSEMBLY, NULL, "write assembly (.s); with -emit-llvm, textual IR"},
  {"-x", OFE_OPTION_JOINED_OR_SEPARATE, OPT_LANGUAGE, "<language>", NULL},
  SECTION("Target and OpenMP:"),
  {"-triple", OFE_OPTION_SEPARATE, OPT_TRIPLE, "<triple>", "target triple (default x86_64-pc-linux-gnu)"},
  {"-triple=", OFE_OPTION_PREFIX, OPT_TRIPLE, NULL, NULL},
  {"-target", OFE_OPTION_SEPARATE, OPT_TRIPLE, NULL, NULL},
  {"-target-cpu", OFE_OPTION_SEPARATE, OPT_TARGET_CPU, "<cpu>",
   "the processor: an x86-64 CPU, or the GPU's architecture (sm_52 for nvptx64, gfx90a for amdgcn unless given)"},
  {"--target=", OFE_OPTION_PREFIX, OPT_TRIPLE, NULL, NULL},
  {"-fopenmp", OFE_OPTION_FLAG, OPT_OPENMP, NULL, "enable OpenMP directives (otherwise they are ignored)"},
  {"-fopenmp-simd", OFE_OPTION_FLAG, OPT_OPENMP_SIMD, NULL, "only OpenMP's simd directives (the others are ignored); -fopenmp wins"},
  {"-fopenmp-targets=", OFE_OPTION_PREFIX, OPT_OPENMP_TARGETS, "<t1,...>",
   "host: offload triples that get kernels and offload entries"},
  {"-fopenmp-is-target-device", OFE_OPTION_FLAG, OPT_OPENMP_IS_DEVICE, NULL,
   "compile for an offload device (needs the host IR)"},
  {"-fopenmp-is-device", OFE_OPTION_FLAG, OPT_OPENMP_IS_DEVICE, NULL, NULL},
  {"-fopenmp-host-ir-file-path", OFE_OPTION_SEPARATE, OPT_HOST_IR_FILE, "<f>",
   "device: the host compile's IR (bitcode or text)"},
  {"-fopenmp-host-ir-file-path=", OFE_OPTION_PREFIX, OPT_HOST_IR_FILE, NULL, NULL},
  {"-fopenmp-version=", OFE_OPTION_PREFIX, OPT_OPENMP_VERSION, "<n>", "OpenMP version (45, 50, 51, 52; default 51)"},
  {"-fembed-offload-object=", OFE_OPTION_PREFIX, OPT_EMBED_OFFLOAD_OBJECT, "<f>",
   "embed a packaged device image into the host object"},
  SECTION("Preprocessor:"),
  {"-D", OFE_OPTION_JOINED_OR_SEPARATE, OPT_PREPROCESSOR, "<m>[=<v>]", "define a macro"},
  {"-U", OFE_OPTION_JOINED_OR_SEPARATE, OPT_PREPROCESSOR, "<m>", "undefine a macro"},
  {"-I", OFE_OPTION_JOINED_OR_SEPARATE, OPT_PREPROCESSOR, "<dir>", "add an include directory"},
  {"-isystem", OFE_OPTION_SEPARATE, OPT_PREPROCESSOR, "<dir>", "add a system include directory"},
  {"-idirafter", OFE_OPTION_SEPARATE, OPT_PREPROCESSOR, "<dir>", NULL},
  {"-iquote", OFE_OPTION_SEPARATE, OPT_PREPROCESSOR, "<dir>", NULL},
  {"-include", OFE_OPTION_SEPARATE, OPT_PREPROCESSOR, "<file>", "include a file before the source"},
  {"-P", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "with -E: no line markers"},
  {"-C", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "with -E: keep comments"},
  {"-dM", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "with -E: the macros instead of the text"},
  {"-dD", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "with -E: the macros as well"},
  {"-M", OFE_OPTION_FLAG, OPT_DEPS_RULE_ONLY, NULL, "with -E: write a make rule of the dependencies instead of the text"},
  {"-MM", OFE_OPTION_FLAG, OPT_DEPS_RULE_ONLY, NULL, "the same without system headers"},
  {"-MD", OFE_OPTION_FLAG, OPT_DEPS_WITH_COMPILE, NULL, "also write the rule to -MF's file while compiling"},
  {"-MMD", OFE_OPTION_FLAG, OPT_DEPS_WITH_COMPILE, NULL, "the same without system headers"},
  {"-MF", OFE_OPTION_JOINED_OR_SEPARATE, OPT_DEPS_FILE, "<f>", "the file of -MD's rule (ompcc names it)"},
  {"-MT", OFE_OPTION_JOINED_OR_SEPARATE, OPT_DEPS_TARGET, "<t>", "the rule's target"},
  {"-MQ", OFE_OPTION_JOINED_OR_SEPARATE, OPT_DEPS_TARGET, "<t>", "the rule's target, quoted for make"},
  {"-MP", OFE_OPTION_FLAG, OPT_DEPS_FLAG, NULL, "a phony target for each header"},
  {"-MG", OFE_OPTION_FLAG, OPT_DEPS_FLAG, NULL, "missing headers taken for generated ones"},
  {"-resource-dir", OFE_OPTION_SEPARATE, OPT_RESOURCE_DIR, "<dir>",
   "ompfe's headers (omp.h); default <bindir>/../lib/ompfe/include"},
  {"-resource-dir=", OFE_OPTION_PREFIX, OPT_RESOURCE_DIR, NULL, NULL},
  SECTION("Code generation:"),
  {"-O", OFE_OPTION_PREFIX, OPT_OPTIMIZE, "<level>", "optimization level 0, 1, 2, 3, s or z (-O: 2; LLVM's default<On> pipeline)"},
  {"-fPIC", OFE_OPTION_FLAG, OPT_PIC, NULL, "position-independent code (the default; also -fpic, -fPIE, -fpie)"},
  {"-fpic", OFE_OPTION_FLAG, OPT_PIC, NULL, NULL},
  {"-fPIE", OFE_OPTION_FLAG, OPT_PIC, NULL, NULL},
  {"-fpie", OFE_OPTION_FLAG, OPT_PIC, NULL, NULL},
  {"-fno-pic", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, "no position-independent code (also -fno-PIC, -fno-pie, -fno-PIE)"},
  {"-fno-PIC", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, NULL},
  {"-fno-pie", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, NULL},
  {"-fno-PIE", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, NULL},
  {"-mrelocation-model", OFE_OPTION_SEPARATE, OPT_RELOCATION_MODEL, "<model>", NULL},
  {"-fvisibility=", OFE_OPTION_PREFIX, OPT_VISIBILITY, "<v>",
   "default, hidden or protected: host definitions without a visibility attribute"},
  {"-fcommon", OFE_OPTION_FLAG, OPT_COMMON, NULL, "tentative definitions as common symbols (-fno-common: not, the default)"},
  {"-fno-common", OFE_OPTION_FLAG, OPT_COMMON, NULL, NULL},
  {"-g", OFE_OPTION_FLAG, OPT_DEBUG_INFO, NULL, "full DWARF debug information (also -g2, -g3, -ggdb)"},
  {"-g2", OFE_OPTION_FLAG, OPT_DEBUG_INFO, NULL, NULL},
  {"-g3", OFE_OPTION_FLAG, OPT_DEBUG_INFO, NULL, NULL},
  {"-ggdb", OFE_OPTION_FLAG, OPT_DEBUG_INFO, NULL, NULL},
  {"-gline-tables-only", OFE_OPTION_FLAG, OPT_DEBUG_INFO, NULL, "DWARF line tables only (also -g1)"},
  {"-g1", OFE_OPTION_FLAG, OPT_DEBUG_INFO, NULL, NULL},
  {"-g0", OFE_OPTION_FLAG, OPT_DEBUG_INFO, NULL, "no debug information (the default)"},
  {"-gdwarf-4", OFE_OPTION_FLAG, OPT_DWARF_VERSION, NULL, "DWARF version 4 (-gdwarf-5: 5, LLVM's default)"},
  {"-gdwarf-5", OFE_OPTION_FLAG, OPT_DWARF_VERSION, NULL, NULL},
  /* OPT_CODEGEN: codegen_flags.c reads these (and knows the instruction sets of -m<isa>) */
  {"-m", OFE_OPTION_PREFIX, OPT_CODEGEN, "[no-]<isa>", "an instruction set on or off (-mavx2, -mno-sse4a, ...)"},
#define OFE_FORWARDED_OPTION(name, form, metavar, cc1_id, help) {name, form, OPT_##cc1_id, metavar, help},
  OFE_FORWARDED_OPTIONS /* the ones ompcc passes on: options/forwarded_options.h */
#undef OFE_FORWARDED_OPTION
  {"-o", OFE_OPTION_JOINED_OR_SEPARATE, OPT_OUTPUT, "<file>", "output file ('-' for stdout)"},
  SECTION("Stages for teaching and debugging:"),
  {"-passes=", OFE_OPTION_PREFIX, OPT_PASSES, "<p1,p2>",
   "run these MLIR passes instead of the default pipeline (mark-declare-target, function-filtering, "
   "indirect-calls; '' for none)"},
  {"-mlir-print-ir-before-all", OFE_OPTION_FLAG, OPT_PRINT_IR_BEFORE_ALL, NULL, "print the MLIR module before each pass"},
  {"-mlir-print-ir-after-all", OFE_OPTION_FLAG, OPT_PRINT_IR_AFTER_ALL, NULL, "print the MLIR module after each pass"},
  {"-mlir-print-ir-before=", OFE_OPTION_PREFIX, OPT_PRINT_IR_BEFORE, "<pass>", "print the MLIR module before one pass"},
  {"-mlir-print-ir-after=", OFE_OPTION_PREFIX, OPT_PRINT_IR_AFTER, "<pass>", "print the MLIR module after one pass"},
  {"-print-offload-entries", OFE_OPTION_FLAG, OPT_PRINT_OFFLOAD_ENTRIES, NULL, "print the module's offload entry table"},
  {"-print-offload-maps", OFE_OPTION_FLAG, OPT_PRINT_OFFLOAD_MAPS, NULL, "print each offload construct's map entries with their map types decoded"},
  {"-ftime-report", OFE_OPTION_FLAG, OPT_TIME_REPORT, NULL, "print the time each stage took"},
  {"-ftime-trace", OFE_OPTION_FLAG, OPT_TIME_TRACE, NULL,
   "write the stage times as a Chrome trace (JSON, as clang's) beside the output: <output less its extension>.json"},
  {"-ftime-trace=", OFE_OPTION_PREFIX, OPT_TIME_TRACE, "<file.json>", "the same, into <file.json>"},
  {"-ftime-trace-granularity=", OFE_OPTION_PREFIX, OPT_TIME_TRACE_GRANULARITY, "<us>",
   "leave per-function events shorter than <us> microseconds out of the trace (default 500, as clang's)"},
  {"-fexplain=", OFE_OPTION_PREFIX, OPT_EXPLAIN, "<file.html>",
   "also write the offload explorer: one self-contained HTML page of what each offload construct became"},
  {"-fexplain-module-cap=", OFE_OPTION_PREFIX, OPT_EXPLAIN_MODULE_CAP, "<bytes>",
   "the explorer page shows a whole module (and the pass pipeline) only under this size (2097152: 2 MiB)"},
  {"-compile-stack-mb=", OFE_OPTION_PREFIX, OPT_COMPILE_STACK_MB, "<n>",
   "stack of the compile thread, in MiB (512): how deep sources may nest"},
  {"-no-disable-free", OFE_OPTION_FLAG, OPT_DISABLE_FREE, NULL, "free everything before exiting (the default under ASan)"},
  {"-disable-free", OFE_OPTION_FLAG, OPT_DISABLE_FREE, NULL, NULL},
  {"-verify-each", OFE_OPTION_FLAG, OPT_VERIFY_EACH, NULL,
   "verify the IR after every stage (on in debug builds, or OMPFE_VERIFY_EACH=1; -no-verify-each: off)"},
  {"-no-verify-each", OFE_OPTION_FLAG, OPT_VERIFY_EACH, NULL, NULL},
  {"-fompfe-device-complex-helpers", OFE_OPTION_FLAG, OPT_DEVICE_COMPLEX_HELPERS, NULL,
   "complex * and / call the GPU devices' own helpers instead of libgcc's __mul?c3/__div?c3, in any module "
   "(to test them on x86_64)"},
  SECTION("Diagnostics:"),
  {"-W", OFE_OPTION_PREFIX, OPT_WARNING, "<group>",
   "enable a group of warnings (clang-19's groups: -Wall, -Wextra, -Wunused, ...; -Wno-<group>: disable)"},
  {"-Werror", OFE_OPTION_PREFIX, OPT_WARNING, "[=<group>]", "treat warnings (of a group) as errors (-Wno-error=<group>: not)"},
  {"-w", OFE_OPTION_FLAG, OPT_WARNING, NULL, "suppress warnings"},
  {"-Wfatal-errors", OFE_OPTION_FLAG, OPT_WARNING, NULL, "stop at the first error"},
  {"-ferror-limit=", OFE_OPTION_PREFIX, OPT_ERROR_LIMIT, "<n>", "stop after n errors (0: never)"},
  {"-fcolor-diagnostics", OFE_OPTION_FLAG, OPT_COLOR, NULL,
   "colour diagnostics (also -fdiagnostics-color; -fno-color-diagnostics, -fno-diagnostics-color: not)"},
  {"-fdiagnostics-color", OFE_OPTION_FLAG, OPT_COLOR, NULL, NULL},
  {"-fno-color-diagnostics", OFE_OPTION_FLAG, OPT_COLOR, NULL, NULL},
  {"-fno-diagnostics-color", OFE_OPTION_FLAG, OPT_COLOR, NULL, NULL},
  {"-fdiagnostics-color=", OFE_OPTION_PREFIX, OPT_COLOR_EQUALS, "<when>", "always, never or auto (on a terminal, the default)"},
  {"-fdiagnostics-format=", OFE_OPTION_PREFIX, OPT_DIAG_FORMAT, "<f>",
   "clang, msvc or vi: file:line:col, file(line,col) or file +line:col"},
  {"-fdiagnostics-show-line-numbers", OFE_OPTION_FLAG, OPT_LINE_NUMBERS, NULL,
   "the line-number gutter before source lines (on; -fno-diagnostics-show-line-numbers: off)"},
  {"-fno-diagnostics-show-line-numbers", OFE_OPTION_FLAG, OPT_LINE_NUMBERS, NULL, NULL},
  {"--help", OFE_OPTION_FLAG, OPT_HELP, NULL, "print this help"},
  {"-help", OFE_OPTION_FLAG, OPT_HELP, NULL, NULL},
  {"-h", OFE_OPTION_FLAG, OPT_HELP, NULL, NULL},
  {"--version", OFE_OPTION_FLAG, OPT_VERSION, NULL, "print the version"},
  {"-version", OFE_OPTION_FLAG, OPT_VERSION, NULL, NULL},
  /* accepted for compatibility; ompfe has one dialect (C11 with GNU extensions) */
  {"-std=", OFE_OPTION_JOINED, OPT_STD, "<standard>", NULL},
  {"-pedantic", OFE_OPTION_FLAG, OPT_ACCEPTED, NULL, NULL},
};

enum { OPTION_COUNT = sizeof option_table / sizeof option_table[0] };

/* What the parse has seen so far that is settled only at the end of the line. */
typedef struct Parser {
  OfeOptions *options;
  OfeArena *arena;
  OfeDiag *diag;
  const char *language; /* -x */
  bool action_set;
  bool emit_llvm, assembly, bitcode;
  bool deps_rule_only, deps_file_needed, deps_file_given; /* the -M family */
  const char *preprocess_output_flag;                     /* -P, -C, -dM, -dD */
  bool exit_now;                                          /* --help, --version */
} Parser;

void ofe_options_help(FILE *out) {
  fputs("OVERVIEW: ompfe, an OpenMP C compiler front end (compiler proper, like clang -cc1)\n\n"
        "USAGE: ompfe [options] <file.c | file.i | file.ll | file.bc>\n",
        out);
  ofe_option_print_help(out, option_table, OPTION_COUNT, 32, false);
}

bool ofe_options_is_help_or_version(const char *arg) {
  const OfeOptionSpec *spec = ofe_option_find(option_table, OPTION_COUNT, arg);
  return spec && (spec->id == OPT_HELP || spec->id == OPT_VERSION);
}

const char *ofe_default_resource_dir(OfeArena *arena) {
  char exe[PATH_MAX];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return NULL;
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  if (!slash) return NULL;
  *slash = 0;
  return ofe_arena_printf(arena, "%s/../lib/ompfe/include", exe);
}

static bool has_suffix(const char *s, const char *suf) {
  size_t n = strlen(s), m = strlen(suf);
  return n >= m && strcmp(s + n - m, suf) == 0;
}

static bool unknown_argument(Parser *p, const char *arg) {
  ofe_error_plain(p->diag, "unknown argument: '%s' (see 'ompfe --help')", arg);
  return false;
}

/* -fno-..., -no-...: the negative of a flag that shares its entry's id. */
static bool negative(const char *flag) { return !strncmp(flag, "-fno-", 5) || !strncmp(flag, "-no-", 4); }

static void set_action(Parser *p, OfeAction action) {
  p->options->action = action;
  p->action_set = true;
}

/* -D X as two arguments for cpp, -DX as one, as written. */
static void push_preprocessor_arg(Parser *p, const OfeOptionSpec *spec, const char *arg, const char *value) {
  OfeOptions *o = p->options;
  ofe_vec_push(p->arena, &o->cpp_args, arg);
  if (!strcmp(arg, spec->name)) ofe_vec_push(p->arena, &o->cpp_args, value);
}

static bool set_openmp_version(Parser *p, const char *value) {
  char *end;
  long v = strtol(value, &end, 10);
  if (*end || (v != 45 && v != 50 && v != 51 && v != 52 && v != 60)) {
    ofe_error_plain(p->diag, "invalid value '%s' in '-fopenmp-version=' (expected 45, 50, 51, 52 or 60)", value);
    return false;
  }
  p->options->omp_version = (int)v;
  return true;
}

static bool set_debug_info(OfeOptions *o, const char *flag) {
  o->debug_info = !strcmp(flag, "-g0")                                         ? OFE_DEBUG_NONE
                  : !strcmp(flag, "-gline-tables-only") || !strcmp(flag, "-g1") ? OFE_DEBUG_LINE_TABLES
                                                                                 : OFE_DEBUG_FULL;
  o->all_locations = o->debug_info != OFE_DEBUG_NONE; /* every op's line goes into the line table */
  return true;
}

static bool set_compile_stack(Parser *p, const char *value) {
  char *end;
  unsigned long mb = strtoul(value, &end, 10);
  if (*end || mb < 1 || mb > 65536) {
    ofe_error_plain(p->diag, "invalid value '%s' in '-compile-stack-mb=': a size in MiB from 1 to 65536", value);
    return false;
  }
  p->options->compile_stack_mb = (unsigned)mb;
  return true;
}

static bool set_color(Parser *p, const char *value) {
  if (!strcmp(value, "always")) p->options->color_diagnostics = 1;
  else if (!strcmp(value, "never")) p->options->color_diagnostics = 0;
  else if (!strcmp(value, "auto")) p->options->color_diagnostics = -1;
  else {
    ofe_error_plain(p->diag, "invalid argument '%s' to -fdiagnostics-color=", value);
    return false;
  }
  return true;
}

static bool set_diag_format(Parser *p, const char *f) {
  OfeOptions *o = p->options;
  if (!strcmp(f, "clang")) o->diag_format = OFE_DIAG_FORMAT_CLANG;
  else if (!strcmp(f, "msvc")) o->diag_format = OFE_DIAG_FORMAT_MSVC;
  else if (!strcmp(f, "vi")) o->diag_format = OFE_DIAG_FORMAT_VI;
  else {
    ofe_error_plain(p->diag, "invalid value '%s' in '-fdiagnostics-format %s'%s", f, f,
                    !strcmp(f, "sarif") ? " (clang's SARIF output is not implemented: clang, msvc or vi)" : "");
    return false;
  }
  return true;
}

static bool set_error_limit(Parser *p, const char *value) {
  char *end;
  unsigned long n = strtoul(value, &end, 10);
  if (*end || !value[0] || n > 1000000) {
    ofe_error_plain(p->diag, "invalid value '%s' in '-ferror-limit='", value);
    return false;
  }
  p->options->error_limit = (int)n;
  return true;
}

static bool add_prefix_map(Parser *p, const char *arg, const char *map) {
  OfeOptions *o = p->options;
  if (!strchr(map, '=')) {
    ofe_error_plain(p->diag, "invalid argument '%s': expected OLD=NEW", arg);
    return false;
  }
  if (arg[2] != 'm') ofe_vec_push(p->arena, &o->debug_prefix_maps, map);
  if (arg[2] != 'd') ofe_vec_push(p->arena, &o->cpp_args, arg); /* __FILE__ (gcc's cpp maps it) */
  return true;
}

/* Applies one matched option; `value` is its value (NULL for flags), `arg` the argument as written. */
static bool apply_option(Parser *p, const OfeOptionSpec *spec, const char *arg, const char *value) {
  OfeOptions *o = p->options;
  switch ((OptionId)spec->id) {
  case OPT_PREPROCESS_ONLY: set_action(p, ACT_PREPROCESS); return true;
  case OPT_SYNTAX_ONLY: set_action(p, ACT_SYNTAX_ONLY); return true;
  case OPT_AST_DUMP: set_action(p, ACT_AST_DUMP); return true;
  case OPT_EMIT_MLIR: set_action(p, ACT_EMIT_MLIR); return true;
  case OPT_EMIT_OBJ: set_action(p, ACT_EMIT_OBJ); return true;
  case OPT_EMIT_LLVM: p->emit_llvm = true; return true;
  case OPT_EMIT_LLVM_BC: p->bitcode = true; return true;
  case OPT_ASSEMBLY: p->assembly = true; return true;
  case OPT_LANGUAGE: p->language = value; return true;
  case OPT_TRIPLE: o->triple = value; return true;
  case OPT_TARGET_CPU: o->codegen.target_cpu = value; return true;
  case OPT_OPENMP: o->openmp = true; return true;
  case OPT_OPENMP_SIMD: o->openmp_simd = true; return true;
  case OPT_OPENMP_TARGETS: {
    o->openmp = true;
    char *list = ofe_arena_strdup(p->arena, value);
    for (char *save = NULL, *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save))
      ofe_vec_push(p->arena, &o->offload_targets, t);
    return true;
  }
  case OPT_OPENMP_IS_DEVICE:
    o->is_device = true;
    o->openmp = true;
    return true;
  case OPT_HOST_IR_FILE: o->host_ir_path = value; return true;
  case OPT_OPENMP_VERSION: return set_openmp_version(p, value);
  case OPT_EMBED_OFFLOAD_OBJECT: o->embed_offload_object = value; return true;
  case OPT_PREPROCESSOR: push_preprocessor_arg(p, spec, arg, value); return true;
  case OPT_PREPROCESS_OUTPUT:
    p->preprocess_output_flag = arg; /* they change what -E writes; a compile could not read it */
    ofe_vec_push(p->arena, &o->cpp_args, arg);
    return true;
  /* the preprocessor writes the rule; ompfe only checks that it has somewhere to go */
  case OPT_DEPS_RULE_ONLY:
    p->deps_rule_only = true;
    ofe_vec_push(p->arena, &o->cpp_args, arg);
    return true;
  case OPT_DEPS_WITH_COMPILE:
    p->deps_file_needed = true;
    ofe_vec_push(p->arena, &o->cpp_args, arg);
    return true;
  case OPT_DEPS_FLAG:
  case OPT_CPP_FLAG: ofe_vec_push(p->arena, &o->cpp_args, arg); return true;
  case OPT_DEPS_FILE:
  case OPT_DEPS_TARGET:
    if (spec->id == OPT_DEPS_FILE) p->deps_file_given = true;
    ofe_vec_push(p->arena, &o->cpp_args, ofe_arena_printf(p->arena, "%s%s", spec->name, value));
    return true;
  case OPT_RESOURCE_DIR: o->resource_dir = value; return true;
  case OPT_OPTIMIZE:
    if (value[0] && !(strchr("0123sz", value[0]) && value[1] == 0)) return unknown_argument(p, arg);
    o->opt_level = value[0] == 0 || value[0] == 's' || value[0] == 'z' ? 2 : value[0] - '0';
    return true;
  case OPT_PIC: o->pic = true; return true;
  case OPT_NO_PIC: o->pic = false; return true;
  case OPT_RELOCATION_MODEL: o->pic = strcmp(value, "static") != 0; return true;
  case OPT_VISIBILITY:
    if (!(o->default_visibility = ofe_visibility_from_name(value))) {
      ofe_error_plain(p->diag, "invalid value '%s' in '-fvisibility=' (expected default, hidden, protected or internal)", value);
      return false;
    }
    return true;
  case OPT_COMMON: o->common = !negative(arg); return true;
  case OPT_EXCEPTIONS:
    /* ompfe's functions are never nounwind, and have unwind tables: what C needs, bar cleanups */
    o->exceptions = !negative(arg);
    return true;
  case OPT_GNU89_INLINE:
    o->gnu89_inline = !negative(arg);
    ofe_vec_push(p->arena, &o->cpp_args, arg); /* gcc's cpp: __GNUC_GNU_INLINE__ or __GNUC_STDC_INLINE__ */
    return true;
  case OPT_DEBUG_INFO: return set_debug_info(o, arg);
  case OPT_DWARF_VERSION:
    o->dwarf_version = arg[8] - '0';
    if (!o->debug_info) o->debug_info = OFE_DEBUG_FULL;
    o->all_locations = true;
    return true;
  case OPT_CODEGEN: {
    bool for_cpp = false;
    if (!ofe_codegen_flag(&o->codegen, p->arena, arg, &for_cpp)) return unknown_argument(p, arg);
    if (for_cpp) ofe_vec_push(p->arena, &o->cpp_args, arg); /* the macros gcc's cpp defines for it */
    return true;
  }
  case OPT_PREFIX_MAP: return add_prefix_map(p, arg, value);
  case OPT_OUTPUT: o->output = value; return true;
  case OPT_PASSES: o->passes = value; return true;
  case OPT_PRINT_IR_BEFORE_ALL: o->print_ir_before_all = true; return true;
  case OPT_PRINT_IR_AFTER_ALL: o->print_ir_after_all = true; return true;
  case OPT_PRINT_IR_BEFORE: o->print_ir_before = value; return true;
  case OPT_PRINT_IR_AFTER: o->print_ir_after = value; return true;
  case OPT_PRINT_OFFLOAD_ENTRIES: o->print_offload_entries = true; return true;
  case OPT_PRINT_OFFLOAD_MAPS: o->print_offload_maps = true; return true;
  case OPT_DEVICE_COMPLEX_HELPERS: o->device_complex_helpers = true; return true;
  case OPT_TIME_REPORT: o->time_report = true; return true;
  case OPT_TIME_TRACE: /* the flag has no value: the trace is named after the output */
    if (value && !*value) {
      ofe_error_plain(p->diag, "'-ftime-trace=' needs the name of the file to write");
      return false;
    }
    o->time_trace = value ? value : "";
    return true;
  case OPT_TIME_TRACE_GRANULARITY: {
    char *end;
    long us = strtol(value, &end, 10);
    if (!*value || *end || us < 0 || us > 3600L * 1000 * 1000) {
      ofe_error_plain(p->diag, "invalid value '%s' in '-ftime-trace-granularity=' (expected a number of microseconds)", value);
      return false;
    }
    o->time_trace_granularity_us = (unsigned)us;
    return true;
  }
  case OPT_EXPLAIN:
    if (!*value) {
      ofe_error_plain(p->diag, "'-fexplain=' needs the name of the page to write");
      return false;
    }
    o->explain = value;
    return true;
  case OPT_EXPLAIN_MODULE_CAP: {
    char *end;
    unsigned long long bytes = strtoull(value, &end, 10);
    if (!*value || *end || *value == '-' || bytes < 1 || bytes > (1ULL << 40)) {
      ofe_error_plain(p->diag, "invalid value '%s' in '-fexplain-module-cap=' (expected a number of bytes)", value);
      return false;
    }
    o->explain_module_cap = (size_t)bytes;
    return true;
  }
  case OPT_PLUGIN:
    if (!*value) {
      ofe_error_plain(p->diag, "'-fplugin=' needs the file of the plugin to load");
      return false;
    }
    ofe_vec_push(p->arena, &o->plugins, value);
    return true;
  case OPT_COMPILE_STACK_MB: return set_compile_stack(p, value);
  case OPT_DISABLE_FREE: o->disable_free = !negative(arg); return true;
  case OPT_VERIFY_EACH: o->verify_each = !negative(arg); return true;
  case OPT_WARNING:
    if (!ofe_warn_is_flag(arg)) return unknown_argument(p, arg); /* -Wl, -Wa, -Wp, are the driver's */
    ofe_vec_push(p->arena, &o->warning_flags, arg);
    return true;
  case OPT_ERROR_LIMIT: return set_error_limit(p, value);
  case OPT_COLOR: o->color_diagnostics = !negative(arg); return true;
  case OPT_COLOR_EQUALS: return set_color(p, value);
  case OPT_DIAG_FORMAT: return set_diag_format(p, value);
  case OPT_LINE_NUMBERS: o->diag_line_numbers = !negative(arg); return true;
  case OPT_HELP:
    ofe_options_help(stdout);
    p->exit_now = true;
    return true;
  case OPT_VERSION:
    printf("ompfe version %s (OpenMP C front end on LLVM/MLIR 19)\n", OMPFE_VERSION);
    p->exit_now = true;
    return true;
  case OPT_ACCEPTED: return true;
  case OPT_STD: o->std = value; return true;
  }
  return unknown_argument(p, arg);
}

/* Checks that need the whole command line. */
static bool check_combinations(Parser *p) {
  OfeOptions *o = p->options;
  if (!o->input && !o->input_given_later) {
    ofe_error_plain(p->diag, "no input file");
    return false;
  }
  /* -emit-llvm writes text (as cc1 does), -emit-llvm-bc bitcode, -S assembly */
  if (!p->action_set || o->action == ACT_EMIT_OBJ) {
    if (p->bitcode) o->action = ACT_EMIT_BC;
    else if (p->emit_llvm) o->action = ACT_EMIT_LLVM;
    else if (p->assembly) o->action = ACT_EMIT_ASM;
  }
  if (p->language) {
    if (!strcmp(p->language, "c")) o->input_is_preprocessed = false;
    else if (!strcmp(p->language, "cpp-output")) o->input_is_preprocessed = true;
    else if (!strcmp(p->language, "ir")) o->input_is_ir = true;
    else {
      ofe_error_plain(p->diag, "language '%s' is not supported (expected c, cpp-output or ir)", p->language);
      return false;
    }
  } else if (o->input && has_suffix(o->input, ".i")) {
    o->input_is_preprocessed = true;
  } else if (o->input && (has_suffix(o->input, ".ll") || has_suffix(o->input, ".bc"))) {
    o->input_is_ir = true;
  }
  if (o->input_is_ir && o->action != ACT_EMIT_OBJ && o->action != ACT_EMIT_ASM && o->action != ACT_EMIT_LLVM &&
      o->action != ACT_EMIT_BC) {
    ofe_error_plain(p->diag, "LLVM IR input only goes through the back end (-emit-obj, -S, -emit-llvm, -emit-llvm-bc)");
    return false;
  }
  if (o->is_device && !o->host_ir_path && !o->host_ir_in_memory && o->action != ACT_PREPROCESS && o->action != ACT_AST_DUMP &&
      o->action != ACT_SYNTAX_ONLY) {
    ofe_error_plain(p->diag, "-fopenmp-is-target-device needs the host IR: add -fopenmp-host-ir-file-path <host.bc>");
    return false;
  }
  if (p->preprocess_output_flag && o->action != ACT_PREPROCESS) {
    ofe_error_plain(p->diag, "%s is for -E only: it changes the preprocessed text", p->preprocess_output_flag);
    return false;
  }
  if (p->deps_rule_only && o->action != ACT_PREPROCESS) {
    ofe_error_plain(p->diag, "-M and -MM need -E: the rule takes the place of the preprocessed text");
    return false;
  }
  if (p->deps_file_needed && !p->deps_file_given && !p->deps_rule_only) {
    ofe_error_plain(p->diag, "-MD and -MMD need -MF <file> (ompcc names it)");
    return false;
  }
  if (o->is_device && o->offload_targets.len) {
    ofe_error_plain(p->diag, "-fopenmp-targets= is for the host compile; a device compile takes -triple");
    return false;
  }
  return true;
}

bool ofe_options_parse(OfeOptions *o, OfeArena *arena, OfeDiag *diag, int argc, char **argv, bool *exit_now, int *status) {
  *exit_now = false;
  Parser p = {.options = o, .arena = arena, .diag = diag};
  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (arg[0] != '-' || strcmp(arg, "-") == 0) {
      if (o->input) {
        ofe_error_plain(diag, "only one input file is accepted ('%s' and '%s')", o->input, arg);
        return false;
      }
      o->input = arg;
      continue;
    }
    const OfeOptionSpec *spec = ofe_option_find(option_table, OPTION_COUNT, arg);
    if (!spec) return unknown_argument(&p, arg);
    const char *value, *second;
    if (!ofe_option_value(spec, argc, argv, &i, &value, &second)) {
      ofe_error_plain(diag, OFE_OPTION_MISSING_VALUE, arg);
      return false;
    }
    if (!apply_option(&p, spec, arg, value)) return false;
    if (p.exit_now) { /* the rest of the line is not read */
      *exit_now = true;
      *status = 0;
      return true;
    }
  }
  if (!check_combinations(&p)) return false;
  /* an nvptx64 image is optimized when it is linked (clang-linker-wrapper's LTO), and ptxas
   * refuses DWARF in optimized code ("Optimized debugging not supported"): the device takes
   * -g's lines as .loc directives, as clang-19 gives an optimized CUDA device compile */
  if (o->is_device && ofe_code_target(o->triple) == OFE_TARGET_NVPTX64 && o->debug_info != OFE_DEBUG_NONE)
    o->debug_info = OFE_DEBUG_LINE_DIRECTIVES;
  if (!o->resource_dir) o->resource_dir = ofe_default_resource_dir(arena);
  return true;
}

OfeVisibility ofe_visibility_from_name(const char *name) {
  static const struct {
    const char *name;
    OfeVisibility visibility;
  } names[] = {
      {"default", OFE_VISIBILITY_DEFAULT},
      {"hidden", OFE_VISIBILITY_HIDDEN},
      {"internal", OFE_VISIBILITY_HIDDEN},
      {"protected", OFE_VISIBILITY_PROTECTED},
  };
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (strcmp(names[i].name, name) == 0) return names[i].visibility;
  return OFE_VISIBILITY_UNSET;
}
