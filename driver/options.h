/* options: the driver's command line, parsed the way the clang driver reads it, into one
   struct that says what to build (phase, inputs, OpenMP offload targets, flags to pass on). */
#ifndef OFE_DRIVER_OPTIONS_H
#define OFE_DRIVER_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "driver/pool.h"
#include "driver/strlist.h"
#include "options/code_targets.h"

/* The last phase to run; -E beats -S beats -c whatever their order, as in clang. */
typedef enum OfeStopAfter {
  OFE_STOP_AFTER_LINK,
  OFE_STOP_AFTER_OBJECT,     /* -c */
  OFE_STOP_AFTER_ASSEMBLY,   /* -S */
  OFE_STOP_AFTER_PREPROCESS, /* -E */
  OFE_STOP_AFTER_SYNTAX,     /* -fsyntax-only: check, write nothing */
} OfeStopAfter;

typedef enum OfeInputKind {
  OFE_INPUT_C,                 /* .c, or anything after -x c */
  OFE_INPUT_PREPROCESSED_C,    /* .i */
  OFE_INPUT_LLVM_IR,           /* .ll, .bc: back end only */
  OFE_INPUT_ASSEMBLY,          /* .s: assembled by clang-19 */
  OFE_INPUT_ASSEMBLY_WITH_CPP, /* .S */
  OFE_INPUT_LINKER,            /* .o, .a, .so and any other name: handed to the linker */
} OfeInputKind;

/* Which sides of an offloading compile to build (--offload-host-only / --offload-device-only). */
typedef enum OfeOffloadSides {
  OFE_OFFLOAD_HOST_AND_DEVICE,
  OFE_OFFLOAD_HOST_ONLY,
  OFE_OFFLOAD_DEVICE_ONLY,
} OfeOffloadSides;

typedef enum OfeSaveTemps {
  OFE_SAVE_TEMPS_NONE,
  OFE_SAVE_TEMPS_CWD, /* -save-temps, -save-temps=cwd */
  OFE_SAVE_TEMPS_OBJ, /* -save-temps=obj: beside the -o output */
} OfeSaveTemps;

typedef struct OfeInput {
  const char *path; /* "-" for standard input until the driver has copied it to a file */
  OfeInputKind kind;
  bool from_stdin;  /* "-": outputs are named "-.o" ... as gcc and clang name them */
} OfeInput;

/* One item of the link line in command-line order: an input (by index) or a linker flag. */
typedef struct OfeLinkItem {
  const char *flag; /* NULL: the item is inputs[input_index] (or the object compiled from it) */
  size_t input_index;
} OfeLinkItem;

/* The -M family, as gcc and clang-19 read it; the host compile's preprocessor writes the rule. */
typedef struct OfeDependencyOptions {
  bool rule_only;       /* -M, -MM: the rule is the output instead of the preprocessed text (implies -E) */
  bool with_compile;    /* -MD, -MMD: the rule goes to a file while compiling */
  bool user_headers;    /* -MM, -MMD: system headers are left out */
  bool target_given;    /* an -MT or -MQ: no default target */
  const char *file;     /* -MF, or NULL: <output>.d, else <stem>.d */
  OfeStrList flags;     /* -MT, -MQ (with their values), -MP, -MG, in the user's order */
} OfeDependencyOptions;

/* Questions about the compiler that need no input (configure scripts and libtool ask them). */
typedef enum OfeQuery {
  OFE_QUERY_NONE,
  OFE_QUERY_VERSION, /* -dumpversion, -dumpfullversion */
  OFE_QUERY_MACHINE, /* -dumpmachine */
  OFE_QUERY_LINKER,  /* -print-*: answered by clang-19, which links ompcc's programs */
} OfeQuery;

typedef struct OfeDriverOptions {
  OfeStopAfter stop_after;
  bool emit_llvm;
  char optimization; /* '0'..'3': -Os/-Oz map to '2', -Og to '1', -Ofast to '3' */
  bool openmp;
  bool openmp_simd; /* -fopenmp-simd: ompfe keeps only the simd directives unless -fopenmp is given too */
  OfeStrList offload_targets; /* the triples of -fopenmp-targets=, in order, without repeats
                                 (nvptx64 spelled nvptx64-nvidia-cuda, as clang-19 normalizes it) */
  const char *gpu_archs[OFE_TARGET_AMDGCN + 1]; /* by ofe_code_target(): each GPU target's one
                                 architecture (--offload-arch=, or -Xopenmp-target[=<triple>]
                                 -march=), or NULL; read it with ofe_options_gpu_arch */
  const char *openmp_version; /* N of -fopenmp-version=N, or NULL */
  OfeOffloadSides offload_sides;
  bool position_independent; /* -fPIC/-fpic/-fPIE/-fpie, cleared by -fno-pic and friends */
  OfeStrList warning_args; /* -W..., -w, -ferror-limit=: for every compile of source, in order */
  const char *output; /* -o, or NULL */
  bool verbose, dry_run;
  OfeSaveTemps save_temps;
  const char *debug_info;    /* "-g", "-gline-tables-only", or NULL (none, -g0) */
  const char *dwarf_version; /* "-gdwarf-4", "-gdwarf-5", or NULL (LLVM's default, 5) */
  bool show_help, show_version;
  OfeStrList preprocessor_args; /* in ompfe's spelling and the user's order: -D X, -I dir, ... */
  OfeDependencyOptions dependencies;
  OfeStrList preprocess_output_args; /* -P, -C, -dM, -dD: for -E only */
  const char *std;              /* the last -std=, passed on to ompfe; NULL: none */
  bool std_gnu89;               /* the last -std= is C89/C90 or GNU89: gcc's inline is then GNU89's */
  OfeStrList codegen_args;      /* -march=, -fstack-protector, ...: for every compile of source for a CPU (ompfe honours them) */
  OfeStrList gpu_codegen_args;  /* those of codegen_args that shape the language, not the CPU's code
                                   (-fgnu89-inline, prefix maps, -fno-builtin, ...): a GPU device
                                   compile gets these instead */
  OfeStrList compiler_args;      /* -Xclang <arg>: for every ompfe run over source, as clang gives them to cc1 */
  OfeStrList host_codegen_args; /* -fvisibility=, -fcommon, -fno-common: for host code only (the
                                   device image keeps exporting what the runtime looks up) */
  const char *explain;           /* -fexplain=FILE.html: the host compile's explorer page, or NULL */
  const char *time_trace;        /* -ftime-trace[=FILE.json]: "" for the name from the output; or NULL */
  const char *time_trace_granularity; /* -ftime-trace-granularity=: its value, for the ompfe jobs; or NULL */
  OfeQuery query;
  const char *query_arg; /* the -print-* argument as written */
  OfeInput *inputs;
  size_t input_count;
  OfeLinkItem *link_items;
  size_t link_item_count;
} OfeDriverOptions;

/* A GPU offload target and how its architectures are spelled (messages name these). */
typedef struct OfeGpuTarget {
  OfeCodeTarget target;
  const char *triple;
  const char *name;      /* "nvptx64", "amdgcn": as clang-19's messages name the GPU */
  const char *arch_form; /* "sm_XX", "gfxNNN" */
  const char *example;   /* "sm_90", "gfx90a" */
  const char *prefix;    /* what its architectures start with: "sm", "gfx" */
  bool (*is_arch)(const char *arch);
} OfeGpuTarget;

/* The GPU target of `triple`, or NULL when it is not a GPU. */
const OfeGpuTarget *ofe_gpu_target(const char *triple);

/* The architecture of the GPU target `triple`, or NULL (none given, or not a GPU). */
const char *ofe_options_gpu_arch(const OfeDriverOptions *options, const char *triple);

/* Parses argv[1..argc-1]. Errors and warnings are reported here; returns false after an error
   (every error on the line is reported, not just the first). */
bool ofe_options_parse(OfeDriverOptions *options, OfePool *pool, int argc, char **argv);

/* --help: every option the driver accepts, generated from the same table the parser uses. */
void ofe_options_print_help(FILE *out);

#endif
