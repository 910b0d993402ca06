/* options: a table of the accepted options drives both the parser and --help, so a flag
   cannot be accepted without being documented. Each argument is matched against the table
   (options/option_table.c: the longest matching name wins, so -Wl, beats -W and
   -fopenmp-targets= beats -f), then applied by one switch. Unknown -f/-m flags only warn, so that builds passing harmless
   flags keep working; any other unknown flag is an error. */
#include "driver/options.h"

#include <ctype.h>
#include <string.h>
#include <sys/stat.h>

#include "driver/messages.h"
#include "options/code_targets.h"
#include "options/forwarded_options.h"
#include "options/isa_flags.h"
#include "options/option_table.h"

typedef enum OptionId {
  OPT_OUTPUT, OPT_COMPILE_ONLY, OPT_ASSEMBLY_ONLY, OPT_PREPROCESS_ONLY, OPT_EMIT_LLVM,
  OPT_OPTIMIZE, OPT_DEFINE, OPT_UNDEFINE, OPT_INCLUDE_DIR, OPT_SYSTEM_INCLUDE_DIR,
  OPT_INCLUDE_FILE, OPT_STD, OPT_DEBUG_INFO,
  OPT_WARNING, OPT_PEDANTIC, OPT_OPENMP, OPT_OPENMP_EQUALS, OPT_NO_OPENMP, OPT_OPENMP_SIMD, OPT_NO_OPENMP_SIMD, OPT_OPENMP_TARGETS,
  OPT_OPENMP_VERSION, OPT_OFFLOAD_HOST_ONLY, OPT_OFFLOAD_DEVICE_ONLY, OPT_PIC, OPT_NO_PIC,
  OPT_LIBRARY_DIR, OPT_LIBRARY, OPT_LINKER_COMMA, OPT_XLINKER, OPT_LINK_FLAG, OPT_LANGUAGE,
  OPT_VERBOSE, OPT_DRY_RUN, OPT_SAVE_TEMPS, OPT_SAVE_TEMPS_EQUALS, OPT_PIPE, OPT_HELP,
  OPT_VERSION, OPT_COMPILER_ARG, OPT_UNUSED_WITH_VALUE, OPT_UNKNOWN_F, OPT_UNKNOWN_M,
  OPT_DEPS_RULE_ONLY, OPT_DEPS_USER_RULE_ONLY, OPT_DEPS_WITH_COMPILE, OPT_DEPS_USER_WITH_COMPILE,
  OPT_DEPS_FILE, OPT_DEPS_TARGET, OPT_DEPS_FLAG, OPT_DUMP_VERSION, OPT_DUMP_MACHINE, OPT_PRINT_QUERY,
  OPT_HOST_CODEGEN, OPT_HONOURED_BY_DESIGN, OPT_SYNTAX_ONLY, OPT_PREPROCESS_OUTPUT, OPT_REMARKS,
  OPT_EXPLAIN, OPT_TIME_TRACE, OPT_TIME_TRACE_GRANULARITY, OPT_DEVICE_ARG, OPT_DEVICE_ARG_FOR_TRIPLE, OPT_OFFLOAD_ARCH, OPT_OFFLOAD_LTO, OPT_CODEGEN, OPT_UNSUPPORTED, OPT_CHARSET, OPT_LINK_FLAG_WITH_VALUE, OPT_LINK_FLAG_JOINED_WITH_VALUE,
} OptionId;

/* Order is --help's order; matching does not depend on it. */
static const OfeOptionSpec option_table[] = {
  {"-o", OFE_OPTION_JOINED_OR_SEPARATE, OPT_OUTPUT, "<file>", "Write the output to <file> (\"-\": stdout with -E)"},
  {"-c", OFE_OPTION_FLAG, OPT_COMPILE_ONLY, NULL, "Compile each input to an object file (<stem>.o), do not link"},
  {"-S", OFE_OPTION_FLAG, OPT_ASSEMBLY_ONLY, NULL, "Compile each input to assembly (<stem>.s), or LLVM IR with -emit-llvm"},
  {"-E", OFE_OPTION_FLAG, OPT_PREPROCESS_ONLY, NULL, "Preprocess only, to stdout or -o"},
  {"-emit-llvm", OFE_OPTION_FLAG, OPT_EMIT_LLVM, NULL,
   "With -S write LLVM IR text (.ll), with -c bitcode (.bc); offloading also writes the device IR "
   "to <stem>-openmp-<triple>.ll/.bc beside the output"},
  {"-O", OFE_OPTION_PREFIX, OPT_OPTIMIZE, "<level>", "Optimization level: -O0 -O1 -O2 -O3 -O (=-O1) -Os -Oz (=-O2) -Og (=-O1) -Ofast (=-O3)"},
  {"-D", OFE_OPTION_JOINED_OR_SEPARATE, OPT_DEFINE, "<macro>[=<value>]", "Define a macro"},
  {"-U", OFE_OPTION_JOINED_OR_SEPARATE, OPT_UNDEFINE, "<macro>", "Undefine a macro"},
  {"-I", OFE_OPTION_JOINED_OR_SEPARATE, OPT_INCLUDE_DIR, "<dir>", "Add a directory to the include search path"},
  {"-isystem", OFE_OPTION_JOINED_OR_SEPARATE, OPT_SYSTEM_INCLUDE_DIR, "<dir>", "Add a directory to the system include search path"},
  {"-include", OFE_OPTION_JOINED_OR_SEPARATE, OPT_INCLUDE_FILE, "<file>", "Include <file> before the source"},
  {"-P", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "With -E: no line markers"},
  {"-C", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "With -E: keep comments"},
  {"-dM", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "With -E: print the macro definitions instead"},
  {"-dD", OFE_OPTION_FLAG, OPT_PREPROCESS_OUTPUT, NULL, "With -E: print the macro definitions too"},
  {"-M", OFE_OPTION_FLAG, OPT_DEPS_RULE_ONLY, NULL,
   "Write a make rule of the source's dependencies instead of preprocessing (implies -E)"},
  {"-MM", OFE_OPTION_FLAG, OPT_DEPS_USER_RULE_ONLY, NULL, "Like -M, without system headers"},
  {"-MD", OFE_OPTION_FLAG, OPT_DEPS_WITH_COMPILE, NULL,
   "Also write the rule while compiling, to -MF or <output>.d (else <stem>.d), for target <output> (else <stem>.o)"},
  {"-MMD", OFE_OPTION_FLAG, OPT_DEPS_USER_WITH_COMPILE, NULL, "Like -MD, without system headers"},
  {"-MF", OFE_OPTION_JOINED_OR_SEPARATE, OPT_DEPS_FILE, "<file>", "Write the dependency rule to <file>"},
  {"-MT", OFE_OPTION_JOINED_OR_SEPARATE, OPT_DEPS_TARGET, "<target>", "The rule's target (repeatable)"},
  {"-MQ", OFE_OPTION_JOINED_OR_SEPARATE, OPT_DEPS_TARGET, "<target>", "The rule's target, quoted for make"},
  {"-MP", OFE_OPTION_FLAG, OPT_DEPS_FLAG, NULL, "Add a phony target for each header"},
  {"-MG", OFE_OPTION_FLAG, OPT_DEPS_FLAG, NULL, "Take missing headers for generated files"},
  {"-std=", OFE_OPTION_JOINED, OPT_STD, "<standard>",
   "The dialect: an ISO one (c99, c11, ...) gives trigraphs, __STRICT_ANSI__ and typeof and asm as identifiers, as gcc does; c89, gnu89 and the like imply -fgnu89-inline"},
  {"-ansi", OFE_OPTION_FLAG, OPT_STD, NULL, "-std=c90"},
  {"-g", OFE_OPTION_PREFIX, OPT_DEBUG_INFO, "[<kind>]",
   "DWARF debug information for host and device code: -g (-g2, -g3, -ggdb), -gline-tables-only (-g1), "
   "-gdwarf-4, -gdwarf-5, -g0 (none); other -g flags: accepted with a warning"},
  {"-w", OFE_OPTION_FLAG, OPT_WARNING, NULL, "Suppress all warnings (passed to ompfe)"},
  {"-W", OFE_OPTION_PREFIX, OPT_WARNING, "<warning>",
   "Warning flags, passed to ompfe in order: -Wall, -Wextra, -W<group>, -Wno-<group>, -Werror[=<group>], "
   "-Wno-error=<group>, -Wfatal-errors (clang-19's groups)"},
  {"-ferror-limit=", OFE_OPTION_JOINED, OPT_WARNING, "<n>", "Stop after <n> errors (0: never; passed to ompfe)"},
  {"-fcolor-diagnostics", OFE_OPTION_FLAG, OPT_WARNING, NULL,
   "Colour diagnostics (-fno-color-diagnostics, -fdiagnostics-color[=always|never|auto]; the default: on a "
   "terminal; passed to ompfe)"},
  {"-fno-color-diagnostics", OFE_OPTION_FLAG, OPT_WARNING, NULL, NULL},
  {"-fdiagnostics-color", OFE_OPTION_FLAG, OPT_WARNING, NULL, NULL},
  {"-fdiagnostics-color=", OFE_OPTION_JOINED, OPT_WARNING, "always|never|auto", NULL},
  {"-fno-diagnostics-color", OFE_OPTION_FLAG, OPT_WARNING, NULL, NULL},
  {"-fdiagnostics-format=", OFE_OPTION_JOINED, OPT_WARNING, "clang|msvc|vi",
   "Where diagnostics put locations: file:line:col, file(line,col), file +line:col (passed to ompfe)"},
  {"-fdiagnostics-show-line-numbers", OFE_OPTION_FLAG, OPT_WARNING, NULL,
   "The line-number gutter before source lines (the default; -fno-diagnostics-show-line-numbers; passed to ompfe)"},
  {"-fno-diagnostics-show-line-numbers", OFE_OPTION_FLAG, OPT_WARNING, NULL, NULL},
  {"-pedantic", OFE_OPTION_FLAG, OPT_PEDANTIC, NULL, "Accepted and ignored"},
  {"-pedantic-errors", OFE_OPTION_FLAG, OPT_PEDANTIC, NULL, "Accepted and ignored"},
  {"-fopenmp", OFE_OPTION_FLAG, OPT_OPENMP, NULL, "Compile OpenMP directives"},
  {"-fopenmp=", OFE_OPTION_JOINED, OPT_OPENMP_EQUALS, "libomp", "Same as -fopenmp (other runtimes are not supported)"},
  {"-fno-openmp", OFE_OPTION_FLAG, OPT_NO_OPENMP, NULL, "Cancel an earlier -fopenmp"},
  {"-fopenmp-simd", OFE_OPTION_FLAG, OPT_OPENMP_SIMD, NULL,
   "Compile only OpenMP's simd directives (the others are ignored, no runtime is linked); -fopenmp wins"},
  {"-fno-openmp-simd", OFE_OPTION_FLAG, OPT_NO_OPENMP_SIMD, NULL, "Cancel an earlier -fopenmp-simd"},
  {"-fopenmp-targets=", OFE_OPTION_JOINED, OPT_OPENMP_TARGETS, "<triple>[,<triple>...]",
   "Offload target regions to these devices: x86_64-pc-linux-gnu (the host CPU as a device), "
   "nvptx64-nvidia-cuda (or nvptx64: an NVIDIA GPU, with --offload-arch=; linking needs CUDA's ptxas on PATH), "
   "amdgcn-amd-amdhsa (an AMD GPU, with --offload-arch=; linking needs lld-19)"},
  {"--offload-arch=", OFE_OPTION_JOINED, OPT_OFFLOAD_ARCH, "<arch>[,<arch>...]",
   "The GPUs' architectures, one per GPU target: sm_XX for nvptx64-nvidia-cuda (sm_90 ...), gfxNNN for "
   "amdgcn-amd-amdhsa (gfx90a, gfx942, gfx1030 ...); with -fopenmp and no -fopenmp-targets= they make "
   "those GPUs the offload targets"},
  {"-fopenmp-version=", OFE_OPTION_JOINED, OPT_OPENMP_VERSION, "<N>", "OpenMP version (e.g. 51, 52), passed to ompfe"},
  {"-foffload-lto", OFE_OPTION_FLAG, OPT_OFFLOAD_LTO, NULL,
   "Accepted with a note: the x86_64 device image is linked from objects, without LTO"},
  {"-foffload-lto=", OFE_OPTION_JOINED, OPT_OFFLOAD_LTO, "full|thin", NULL},
  {"-fno-offload-lto", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, "Accepted: what ompcc does anyway"},
  {"--offload-host-only", OFE_OPTION_FLAG, OPT_OFFLOAD_HOST_ONLY, NULL, "Build only the host side of an offloading compile"},
  {"--offload-device-only", OFE_OPTION_FLAG, OPT_OFFLOAD_DEVICE_ONLY, NULL,
   "Build only the device side (<stem>-openmp-<triple>.<ext>, or -o with one target); never links"},
  {"-fPIC", OFE_OPTION_FLAG, OPT_PIC, NULL, "Position-independent host code (also -fpic, -fPIE, -fpie)"},
  {"-fpic", OFE_OPTION_FLAG, OPT_PIC, NULL, NULL},
  {"-fPIE", OFE_OPTION_FLAG, OPT_PIC, NULL, NULL},
  {"-fpie", OFE_OPTION_FLAG, OPT_PIC, NULL, NULL},
  {"-fno-pic", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, "Cancel -fPIC (also -fno-PIC, -fno-pie, -fno-PIE)"},
  {"-fvisibility=", OFE_OPTION_JOINED, OPT_HOST_CODEGEN, "default|hidden|protected",
   "Visibility of host definitions without a visibility attribute"},
  {"-fcommon", OFE_OPTION_FLAG, OPT_HOST_CODEGEN, NULL, "Tentative definitions (int x;) are common symbols"},
  {"-fno-common", OFE_OPTION_FLAG, OPT_HOST_CODEGEN, NULL, "Tentative definitions are ordinary definitions (the default)"},
  {"-fno-strict-aliasing", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL,
   "Accepted: ompfe emits no type-based alias information (also -fstrict-aliasing)"},
  {"-fstrict-aliasing", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-fsyntax-only", OFE_OPTION_FLAG, OPT_SYNTAX_ONLY, NULL, "Check the source and write nothing"},
  {"-ftime-trace", OFE_OPTION_FLAG, OPT_TIME_TRACE, NULL,
   "Write each compile's stage times as a Chrome trace (JSON, as clang's): <object or source stem>.json, "
   "<stem>.<triple>.json for a device, <stem>.backend.json for the host's code generation"},
  {"-ftime-trace=", OFE_OPTION_JOINED, OPT_TIME_TRACE, "<file.json>",
   "The same, named <file.json> (and <file>.<triple>.json, <file>.backend.json beside it); one source file"},
  {"-ftime-trace-granularity=", OFE_OPTION_JOINED, OPT_TIME_TRACE_GRANULARITY, "<us>",
   "Leave per-function events shorter than <us> microseconds out of the traces (default 500, as clang's)"},
  {"-fexplain=", OFE_OPTION_JOINED, OPT_EXPLAIN, "<file.html>",
   "Also write the offload explorer: <file.html> for the host compile, <file>.<triple>.html for each device's"},
#define OFE_FORWARDED_OPTION(name, form, metavar, cc1_id, help) {name, form, OPT_CODEGEN, metavar, help},
  OFE_FORWARDED_OPTIONS /* passed to ompfe as written: options/forwarded_options.h */
#undef OFE_FORWARDED_OPTION
  {"-fsigned-char", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL,
   "Accepted: plain char is signed, as on x86_64 (also -fno-unsigned-char); so are plain int bit-fields "
   "(-fsigned-bitfields, -fno-unsigned-bitfields), enums int-sized (-fno-short-enums), wchar_t int (-fno-short-wchar)"},
  {"-fno-unsigned-char", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-fsigned-bitfields", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-fno-unsigned-bitfields", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-fno-short-enums", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-fno-short-wchar", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-m64", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL,
   "Accepted: ompfe generates x86_64 code (so are -mlong-double-80, -mfpmath=sse, -mpc80 and -mabi=sysv, its defaults)"},
  {"-mlong-double-80", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-mfpmath=sse", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-mpc80", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-mabi=sysv", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-fwrapv", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL,
   "Accepted: ompfe marks no arithmetic as not overflowing, so signed overflow wraps (also -fno-strict-overflow)"},
  {"-fno-strict-overflow", OFE_OPTION_FLAG, OPT_HONOURED_BY_DESIGN, NULL, NULL},
  {"-funsigned-char", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL,
   "Refused, as are -fno-signed-char, -fshort-enums, -funsigned-bitfields, -fshort-wchar, -fsingle-precision-constant, "
   "-fpcc-struct-return, -fleading-underscore, -mlong-double-64, -mlong-double-128, -mfpmath=387, -mpc32, -mpc64, -mabi=ms, -m32, -mx32, -ftrapv, -fpack-struct, -fsanitize=, --coverage, -fprofile-arcs, -fprofile-generate: "
   "ompfe cannot honour them and would build something else than asked"},
  {"-fshort-enums", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  /* spellings of the same changes of meaning, which the catch-all -f would accept with a mere warning */
  {"-fno-signed-char", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-funsigned-bitfields", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fno-signed-bitfields", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fshort-wchar", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fsingle-precision-constant", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fpcc-struct-return", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fleading-underscore", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fexec-charset=", OFE_OPTION_JOINED, OPT_CHARSET, "UTF-8",
   "Accepted for ompfe's encodings only (UTF-8; UTF-32LE for -fwide-exec-charset=, UTF-8 for -finput-charset=): "
   "another would need the literals re-encoded, and is refused"},
  {"-fwide-exec-charset=", OFE_OPTION_JOINED, OPT_CHARSET, "UTF-32LE", NULL},
  {"-finput-charset=", OFE_OPTION_JOINED, OPT_CHARSET, "UTF-8", NULL},
  /* -m flags that change the floating types' format or evaluation, or the calling convention,
   which the catch-all -m would accept with a mere warning */
  {"-mlong-double-64", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mlong-double-128", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mfpmath=387", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mfpmath=both", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mfpmath=sse+387", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mfpmath=387+sse", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mpc32", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mpc64", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mabi=ms", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-m32", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-mx32", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-m16", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-ftrapv", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fpack-struct", OFE_OPTION_PREFIX, OPT_UNSUPPORTED, NULL, NULL},
  {"-fsanitize=", OFE_OPTION_JOINED, OPT_UNSUPPORTED, NULL, NULL},
  {"--coverage", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fprofile-arcs", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fprofile-generate", OFE_OPTION_PREFIX, OPT_UNSUPPORTED, NULL, NULL},
  {"-fprofile-instr-generate", OFE_OPTION_PREFIX, OPT_UNSUPPORTED, NULL, NULL},
  {"-ftest-coverage", OFE_OPTION_FLAG, OPT_UNSUPPORTED, NULL, NULL},
  {"-fno-PIC", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, NULL},
  {"-fno-pie", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, NULL},
  {"-fno-PIE", OFE_OPTION_FLAG, OPT_NO_PIC, NULL, NULL},
  {"-L", OFE_OPTION_JOINED_OR_SEPARATE, OPT_LIBRARY_DIR, "<dir>", "Add a directory to the library search path"},
  {"-l", OFE_OPTION_JOINED_OR_SEPARATE, OPT_LIBRARY, "<name>", "Link with lib<name>"},
  {"-Wl,", OFE_OPTION_JOINED, OPT_LINKER_COMMA, "<arg>[,<arg>...]", "Pass arguments to the linker"},
  {"-Xlinker", OFE_OPTION_SEPARATE, OPT_XLINKER, "<arg>", "Pass one argument to the linker"},
  {"-shared", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, "Link a shared library"},
  {"-static", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, "Link statically"},
  {"-pthread", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, "Link with POSIX threads"},
  {"-rdynamic", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, "Export all symbols from the executable"},
  {"-pie", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, "Link a position-independent executable (-no-pie: not)"},
  {"-no-pie", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, NULL},
  {"-nostdlib", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, "Link without the C library and start files (also -nostartfiles, -nodefaultlibs)"},
  {"-nostartfiles", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, NULL},
  {"-nodefaultlibs", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, NULL},
  {"-static-libgcc", OFE_OPTION_FLAG, OPT_LINK_FLAG, NULL, "Link libgcc statically"},
  {"-z", OFE_OPTION_SEPARATE, OPT_LINK_FLAG_WITH_VALUE, "<keyword>", "Pass -z <keyword> to the linker"},
  {"-Xoffload-linker", OFE_OPTION_SEPARATE, OPT_LINK_FLAG_WITH_VALUE, "<arg>",
   "Pass <arg> to the offload devices' linker (clang-linker-wrapper's, at the link)"},
  {"-Xoffload-linker-", OFE_OPTION_JOINED_AND_SEPARATE, OPT_LINK_FLAG_JOINED_WITH_VALUE, "<triple> <arg>",
   "The same for one offload target's linker"},
  {"-x", OFE_OPTION_JOINED_OR_SEPARATE, OPT_LANGUAGE, "<language>",
   "Treat the following inputs as: c, cpp-output, ir, assembler, assembler-with-cpp, or none (by extension)"},
  {"-v", OFE_OPTION_FLAG, OPT_VERBOSE, NULL, "Print each command before running it"},
  {"-###", OFE_OPTION_FLAG, OPT_DRY_RUN, NULL, "Print the commands, run nothing"},
  {"-save-temps", OFE_OPTION_FLAG, OPT_SAVE_TEMPS, NULL,
   "Keep intermediate files in the current directory (<stem>-host.bc, <stem>-openmp-<triple>.o, <stem>.pkg, <stem>.o)"},
  {"-save-temps=", OFE_OPTION_JOINED, OPT_SAVE_TEMPS_EQUALS, "cwd|obj", "Keep intermediates in the current directory or beside the -o output"},
  {"-pipe", OFE_OPTION_FLAG, OPT_PIPE, NULL, "Accepted and ignored"},
  {"--help", OFE_OPTION_FLAG, OPT_HELP, NULL, "Print this list"},
  {"--version", OFE_OPTION_FLAG, OPT_VERSION, NULL, "Print the version"},
  {"-dumpversion", OFE_OPTION_FLAG, OPT_DUMP_VERSION, NULL, "Print ompfe's version alone"},
  {"-dumpfullversion", OFE_OPTION_FLAG, OPT_DUMP_VERSION, NULL, NULL},
  {"-dumpmachine", OFE_OPTION_FLAG, OPT_DUMP_MACHINE, NULL, "Print the host target triple"},
  {"-print-", OFE_OPTION_PREFIX, OPT_PRINT_QUERY, "<query>",
   "-print-prog-name=, -print-file-name=, -print-search-dirs, ...: answered by clang-19, ompcc's linker"},
  {"-R", OFE_OPTION_PREFIX, OPT_REMARKS, "<remark>", "-Rpass=, -Rpass-missed=, ...: accepted with a note (ompfe writes no remarks)"},
  {"-Xopenmp-target", OFE_OPTION_SEPARATE, OPT_DEVICE_ARG, "<arg>",
   "An argument for the device compile of the one offload target: -march=sm_XX gives the GPU's "
   "architecture; others are accepted with a note (none applies to the x86_64 device)"},
  {"-Xopenmp-target=", OFE_OPTION_JOINED_AND_SEPARATE, OPT_DEVICE_ARG_FOR_TRIPLE, "<triple> <arg>", "The same for one offload target"},
  {"-Xclang", OFE_OPTION_SEPARATE, OPT_COMPILER_ARG, "<arg>",
   "Pass <arg> to every ompfe compile of source, host and device (ompfe --help lists them: stage dumps, -print-offload-entries ...)"},
  {"-mllvm", OFE_OPTION_SEPARATE, OPT_UNUSED_WITH_VALUE, "<arg>", "Accepted with a warning (argument unused)"},
  {"-f", OFE_OPTION_PREFIX, OPT_UNKNOWN_F, "<flag>", "Other -f flags: accepted with a warning (argument unused)"},
  {"-m", OFE_OPTION_PREFIX, OPT_UNKNOWN_M, "<flag>",
   "-m<isa>, -mno-<isa>: instruction sets (-mavx2, -msse4.2, -mfma, -mbmi2, ...); other -m flags: accepted with a warning (argument unused)"},
};

enum { OPTION_COUNT = sizeof option_table / sizeof option_table[0] };

/* An -Xopenmp-target argument or a --offload-arch= value, read once the offload targets are
   known (they may come later). */
typedef struct DeviceArg {
  const char *shown;  /* as written, for notes: "-Xopenmp-target -march=sm_90" */
  const char *triple; /* normalized; NULL: the one offload target (for --offload-arch=, the
                         architecture's name says whose it is) */
  const char *arg;    /* "-march=sm_90"; for --offload-arch=, one architecture of its list */
} DeviceArg;

typedef struct DeviceArgs {
  DeviceArg *items;
  size_t count, capacity;
} DeviceArgs;

typedef struct Parser {
  OfeDriverOptions *options;
  OfePool *pool;
  bool failed;
  bool language_forced;     /* an -x other than "-x none" is in effect, */
  OfeInputKind forced_kind; /* giving this kind to the inputs after it */
  bool saw_compile_only, saw_assembly_only, saw_preprocess_only, saw_syntax_only;
  bool stdin_without_language; /* "-" before any -x */
  OfeStrList warned; /* each unused flag is warned about once */
  size_t input_capacity, link_item_capacity;
  DeviceArgs offload_archs; /* each architecture of each --offload-arch=, in order */
  DeviceArgs device_args;   /* -Xopenmp-target[=<triple>] <arg>, in order */
} Parser;

static bool starts_with(const char *text, const char *prefix) {
  return strncmp(text, prefix, strlen(prefix)) == 0;
}

/* Whether -f[wide-]exec-charset= or -finput-charset= names the encoding ompfe uses anyway (any
 * spelling of it): UTF-8 for narrow literals and the source, UTF-32LE for wide literals. Another
 * would silently keep ompfe's bytes where gcc re-encodes them. */
static bool charset_is_ompfes(const char *option, const char *charset) {
  char canonical[16];
  size_t n = 0;
  for (const char *c = charset; *c && n + 1 < sizeof canonical; c++)
    if (*c != '-' && *c != '_') canonical[n++] = (char)toupper((unsigned char)*c);
  canonical[n] = '\0';
  if (strcmp(option, "-fwide-exec-charset=") == 0) return !strcmp(canonical, "UTF32LE"); /* gcc's UTF-32 has a BOM */
  return !strcmp(canonical, "UTF8");
}

static void add_input(Parser *parser, const char *path, OfeInputKind kind) {
  OfeDriverOptions *options = parser->options;
  if (options->input_count == parser->input_capacity) {
    parser->input_capacity = parser->input_capacity ? parser->input_capacity * 2 : 8;
    options->inputs = ofe_pool_realloc(parser->pool, options->inputs,
                                       parser->input_capacity * sizeof *options->inputs);
  }
  options->inputs[options->input_count] = (OfeInput){path, kind, strcmp(path, "-") == 0};
  options->input_count++;
}

static void add_link_item(Parser *parser, const char *flag, size_t input_index) {
  OfeDriverOptions *options = parser->options;
  if (options->link_item_count == parser->link_item_capacity) {
    parser->link_item_capacity = parser->link_item_capacity ? parser->link_item_capacity * 2 : 8;
    options->link_items = ofe_pool_realloc(parser->pool, options->link_items,
                                           parser->link_item_capacity * sizeof *options->link_items);
  }
  options->link_items[options->link_item_count] = (OfeLinkItem){flag, input_index};
  options->link_item_count++;
}

static OfeInputKind kind_from_extension(const char *path) {
  const char *slash = strrchr(path, '/');
  const char *dot = strrchr(slash ? slash + 1 : path, '.');
  if (!dot)
    return OFE_INPUT_LINKER;
  if (strcmp(dot, ".c") == 0)
    return OFE_INPUT_C;
  if (strcmp(dot, ".i") == 0)
    return OFE_INPUT_PREPROCESSED_C;
  if (strcmp(dot, ".ll") == 0 || strcmp(dot, ".bc") == 0)
    return OFE_INPUT_LLVM_IR;
  if (strcmp(dot, ".s") == 0)
    return OFE_INPUT_ASSEMBLY;
  if (strcmp(dot, ".S") == 0)
    return OFE_INPUT_ASSEMBLY_WITH_CPP;
  return OFE_INPUT_LINKER; /* .o, .a, .so, .so.1, ...: as clang, the linker decides */
}

static void add_device_arg(Parser *parser, DeviceArgs *list, const char *shown, const char *triple, const char *arg) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 4;
    list->items = ofe_pool_realloc(parser->pool, list->items, list->capacity * sizeof *list->items);
  }
  list->items[list->count++] = (DeviceArg){shown, triple, arg};
}

static void handle_input(Parser *parser, const char *path) {
  if (strcmp(path, "-") == 0) {
    /* the language cannot come from a name: -x, or -E, which reads C (checked at the end) */
    parser->stdin_without_language |= !parser->language_forced;
    add_link_item(parser, NULL, parser->options->input_count);
    add_input(parser, path, parser->language_forced ? parser->forced_kind : OFE_INPUT_C);
    return;
  }
  struct stat info;
  if (stat(path, &info) != 0) {
    ofe_driver_error("no such file or directory: '%s'", path);
    parser->failed = true;
    return;
  }
  if (S_ISDIR(info.st_mode)) {
    ofe_driver_error("input '%s' is a directory", path);
    parser->failed = true;
    return;
  }
  OfeInputKind kind = parser->language_forced ? parser->forced_kind : kind_from_extension(path);
  add_link_item(parser, NULL, parser->options->input_count);
  add_input(parser, path, kind);
}

static void warn_unused_once(Parser *parser, const char *shown) {
  if (ofe_strlist_contains(&parser->warned, shown))
    return;
  ofe_strlist_push(&parser->warned, shown);
  ofe_driver_warning("argument unused: %s", shown);
}

static bool set_language(Parser *parser, const char *language) {
  static const struct {
    const char *name;
    OfeInputKind kind;
  } languages[] = {
    {"c", OFE_INPUT_C},
    {"cpp-output", OFE_INPUT_PREPROCESSED_C},
    {"ir", OFE_INPUT_LLVM_IR},
    {"assembler", OFE_INPUT_ASSEMBLY},
    {"assembler-with-cpp", OFE_INPUT_ASSEMBLY_WITH_CPP},
  };
  if (strcmp(language, "none") == 0) {
    parser->language_forced = false;
    return true;
  }
  for (size_t i = 0; i < sizeof languages / sizeof languages[0]; i++) {
    if (strcmp(language, languages[i].name) == 0) {
      parser->language_forced = true;
      parser->forced_kind = languages[i].kind;
      return true;
    }
  }
  ofe_driver_error("language not recognized: '%s'", language);
  return false;
}

/* -g and its variants as gcc and clang read them: the last kind wins, and -gdwarf-N gives a
   version on top of it (and turns debug information on, as in clang). */
static bool set_debug_info(Parser *parser, const char *flag) {
  OfeDriverOptions *options = parser->options;
  static const char *const full[] = {"-g", "-g2", "-g3", "-ggdb", "-ggdb2", "-ggdb3"};
  for (size_t i = 0; i < sizeof full / sizeof *full; i++)
    if (strcmp(flag, full[i]) == 0) {
      options->debug_info = "-g";
      return true;
    }
  if (strcmp(flag, "-gline-tables-only") == 0 || strcmp(flag, "-g1") == 0 || strcmp(flag, "-ggdb1") == 0)
    options->debug_info = "-gline-tables-only";
  else if (strcmp(flag, "-g0") == 0 || strcmp(flag, "-ggdb0") == 0)
    options->debug_info = NULL;
  else if (strcmp(flag, "-gdwarf-4") == 0 || strcmp(flag, "-gdwarf-5") == 0) {
    options->dwarf_version = flag;
    if (!options->debug_info)
      options->debug_info = "-g";
  } else
    warn_unused_once(parser, flag);
  return true;
}

/* -O<level> as clang spells it, folded onto the four levels ompfe knows. */
static bool set_optimization(Parser *parser, const char *level) {
  char *chosen = &parser->options->optimization;
  if (level[0] == '\0' || strcmp(level, "g") == 0)
    *chosen = '1';
  else if (strcmp(level, "s") == 0 || strcmp(level, "z") == 0)
    *chosen = '2';
  else if (strcmp(level, "fast") == 0)
    *chosen = '3';
  else if (strspn(level, "0123456789") == strlen(level))
    *chosen = strlen(level) > 1 || level[0] > '3' ? '3' : level[0];
  else {
    ofe_driver_error("invalid integral value '%s' in '-O%s'", level, level);
    return false;
  }
  return true;
}

/* A triple becomes part of file names (<stem>-openmp-<triple>.o), so keep it to plain characters. */
static bool is_plausible_triple(const char *triple) {
  return triple[0] != '\0' && triple[0] != '.' &&
         strspn(triple, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-") == strlen(triple);
}

/* clang-19 reads nvptx64 as nvptx64-nvidia-cuda, in -fopenmp-targets= and -Xopenmp-target=. */
static const char *normalized_triple(const char *triple) {
  return strcmp(triple, "nvptx64") == 0 ? OFE_NVPTX_TRIPLE : triple;
}

static bool set_offload_targets(Parser *parser, const char *list) {
  OfeStrList *targets = &parser->options->offload_targets;
  targets->count = 0; /* the last -fopenmp-targets= wins, as in clang */
  for (const char *start = list;;) {
    size_t length = strcspn(start, ",");
    const char *triple = ofe_pool_strndup(parser->pool, start, length);
    if (!is_plausible_triple(triple)) {
      ofe_driver_error("invalid target triple '%s' in '-fopenmp-targets=%s'", triple, list);
      return false;
    }
    triple = normalized_triple(triple);
    if (!ofe_code_target_supported(triple, true)) {
      ofe_driver_error("unsupported offload target '%s' in '-fopenmp-targets=%s' (%s); ompcc offloads to %s",
                       triple, list, ofe_code_target_gap(triple, true), OFE_SUPPORTED_TARGETS_TEXT);
      return false;
    }
    if (!ofe_strlist_contains(targets, triple))
      ofe_strlist_push(targets, triple);
    if (start[length] == '\0')
      break;
    start += length + 1;
  }
  return true;
}

/* sm_NN or sm_NNa, as clang-19's nvptx64 toolchain names them (the DeviceRTL has sm_35 .. sm_90). */
static bool is_nvptx_arch(const char *arch) {
  if (!starts_with(arch, "sm_"))
    return false;
  size_t digits = strspn(arch + 3, "0123456789");
  const char *rest = arch + 3 + digits;
  return digits >= 2 && digits <= 3 && (rest[0] == '\0' || strcmp(rest, "a") == 0);
}

/* gfx and three or four digits or hex letters, the first a digit (gfx90a, gfx942, gfx1030), as
   AMD names its processors. clang-19's generic targets (gfx9-generic) and feature suffixes
   (gfx90a:xnack+) are refused: LLVM 19's DeviceRTL has neither (one file per processor). */
static bool is_amdgcn_arch(const char *arch) {
  if (!starts_with(arch, "gfx"))
    return false;
  const char *id = arch + 3;
  size_t length = strspn(id, "0123456789abcdef");
  return (length == 3 || length == 4) && id[length] == '\0' && id[0] >= '0' && id[0] <= '9';
}

static const OfeGpuTarget gpu_targets[] = {
  {OFE_TARGET_NVPTX64, OFE_NVPTX_TRIPLE, "nvptx64", "sm_XX", "sm_90", "sm", is_nvptx_arch},
  {OFE_TARGET_AMDGCN, OFE_AMDGCN_TRIPLE, "amdgcn", "gfxNNN", "gfx90a", "gfx", is_amdgcn_arch},
};

const OfeGpuTarget *ofe_gpu_target(const char *triple) {
  OfeCodeTarget target = ofe_code_target(triple);
  for (size_t i = 0; i < sizeof gpu_targets / sizeof *gpu_targets; i++)
    if (gpu_targets[i].target == target)
      return &gpu_targets[i];
  return NULL;
}

const char *ofe_options_gpu_arch(const OfeDriverOptions *options, const char *triple) {
  const OfeGpuTarget *gpu = ofe_gpu_target(triple);
  return gpu ? options->gpu_archs[gpu->target] : NULL;
}

/* The GPU target an architecture's name belongs to, as clang-19 deduces the triple of
   --offload-arch= (sm_* nvptx64, gfx* amdgcn), or NULL. */
static const OfeGpuTarget *gpu_target_of_arch(const char *arch) {
  for (size_t i = 0; i < sizeof gpu_targets / sizeof *gpu_targets; i++)
    if (starts_with(arch, gpu_targets[i].prefix))
      return &gpu_targets[i];
  return NULL;
}

/* Takes `arch` (from `shown`, as written) as the architecture of `gpu`. One image per target is
   built, so a second, different architecture for the same target is an error rather than
   silently dropped; each GPU target has its own. */
static bool set_gpu_arch(Parser *parser, const OfeGpuTarget *gpu, const char *arch, const char *shown) {
  const char **chosen = &parser->options->gpu_archs[gpu->target];
  if (!gpu->is_arch(arch)) {
    ofe_driver_error("invalid GPU architecture '%s' in '%s' (expected one %s, such as %s)", arch, shown,
                     gpu->arch_form, gpu->example);
    return false;
  }
  if (*chosen && strcmp(*chosen, arch) != 0) {
    ofe_driver_error("two %s architectures, %s and %s ('%s'): ompcc builds one image per offload target",
                     gpu->name, *chosen, arch, shown);
    return false;
  }
  *chosen = arch;
  return true;
}

static bool has_gpu_target(const OfeDriverOptions *options) {
  for (size_t i = 0; i < options->offload_targets.count; i++)
    if (ofe_code_target_is_gpu(options->offload_targets.items[i]))
      return true;
  return false;
}

/* A note said once however many architectures of one flag it is about. */
static void note_once(Parser *parser, const char *shown, const char *why) {
  const char *note = ofe_pool_printf(parser->pool, "'%s' ignored: %s", shown, why);
  if (ofe_strlist_contains(&parser->warned, note))
    return;
  ofe_strlist_push(&parser->warned, note);
  ofe_driver_note("%s", note);
}

/* One architecture of --offload-arch=: its name says which GPU it is for. With -fopenmp alone
   it makes that GPU an offload target, as in clang-19 (--offload-arch=gfx90a,sm_90 offloads
   to amdgcn-amd-amdhsa and nvptx64-nvidia-cuda, in that order). */
static bool apply_offload_arch(Parser *parser, const DeviceArg *offload_arch, bool implies_targets,
                               bool gpu_targets_given) {
  OfeDriverOptions *options = parser->options;
  const OfeGpuTarget *gpu = gpu_target_of_arch(offload_arch->arg);
  /* a note names the architecture it is about when the flag lists several */
  const char *value = strchr(offload_arch->shown, '=') + 1;
  const char *noted = strcmp(value, offload_arch->arg) == 0
                          ? offload_arch->shown
                          : ofe_pool_printf(parser->pool, "%s' in '%s", offload_arch->arg, offload_arch->shown);
  if (!gpu) {
    ofe_driver_error("invalid GPU architecture '%s' in '%s' (expected one sm_XX, such as sm_90, or gfxNNN, "
                     "such as gfx90a)", offload_arch->arg, offload_arch->shown);
    return false;
  }
  if (implies_targets) {
    if (!ofe_strlist_contains(&options->offload_targets, gpu->triple))
      ofe_strlist_push(&options->offload_targets, gpu->triple);
  } else if (!gpu_targets_given) {
    note_once(parser, noted, "no offload target is a GPU");
    return true;
  } else if (!ofe_strlist_contains(&options->offload_targets, gpu->triple)) {
    note_once(parser, noted,
              ofe_pool_printf(parser->pool, "%s is not an offload target (-fopenmp-targets=)", gpu->triple));
    return true;
  }
  return set_gpu_arch(parser, gpu, offload_arch->arg, offload_arch->shown);
}

/* One -Xopenmp-target argument: -march= is a GPU target's architecture; nothing else is read. */
static bool apply_device_arg(Parser *parser, const DeviceArg *device_arg) {
  const OfeStrList *targets = &parser->options->offload_targets;
  const char *triple = device_arg->triple;
  if (!triple && targets->count == 1)
    triple = targets->items[0];
  if (!triple && has_gpu_target(parser->options)) {
    ofe_driver_error("cannot deduce implicit triple value for -Xopenmp-target, specify triple using "
                     "-Xopenmp-target=<triple> ('%s')", device_arg->shown);
    return false;
  }
  const OfeGpuTarget *gpu = triple ? ofe_gpu_target(triple) : NULL;
  if (!gpu) {
    ofe_driver_note("'%s' ignored: no device argument applies to the x86_64 device", device_arg->shown);
    return true;
  }
  if (!ofe_strlist_contains(targets, triple)) {
    ofe_driver_note("'%s' ignored: %s is not an offload target (-fopenmp-targets=)", device_arg->shown, triple);
    return true;
  }
  if (starts_with(device_arg->arg, "-march="))
    return set_gpu_arch(parser, gpu, device_arg->arg + strlen("-march="), device_arg->shown);
  ofe_driver_note("'%s' ignored: only -march= applies to the %s device", device_arg->shown, triple);
  return true;
}

/* --offload-arch= and -Xopenmp-target, once the whole line says what the offload targets are. */
static bool resolve_device_options(Parser *parser) {
  OfeDriverOptions *options = parser->options;
  bool implies_targets = options->offload_targets.count == 0;
  bool gpu_targets_given = has_gpu_target(options);
  bool resolved = true;
  for (size_t i = 0; i < parser->offload_archs.count; i++) {
    if (!options->openmp)
      warn_unused_once(parser, parser->offload_archs.items[i].shown);
    else
      resolved &= apply_offload_arch(parser, &parser->offload_archs.items[i], implies_targets, gpu_targets_given);
  }
  for (size_t i = 0; i < parser->device_args.count; i++)
    resolved &= apply_device_arg(parser, &parser->device_args.items[i]);
  return resolved;
}

/* --offload-arch=<arch>[,<arch>...]: each architecture is read once the targets are known. */
static void add_offload_archs(Parser *parser, const char *shown, const char *list) {
  for (const char *start = list;;) {
    size_t length = strcspn(start, ",");
    add_device_arg(parser, &parser->offload_archs, shown, NULL, ofe_pool_strndup(parser->pool, start, length));
    if (start[length] == '\0')
      break;
    start += length + 1;
  }
}

/* The forwarded options that shape the language rather than the CPU's code: a GPU device
   compile gets these (the source must mean the same on both sides) and none of the host CPU's
   (-march=, -m<isa>, -fstack-protector, -fcf-protection, frame pointers, sections). */
static bool applies_to_gpu(const char *arg) {
  static const char *const prefixes[] = {"-fgnu89-inline", "-fno-gnu89-inline", "-ffile-prefix-map=",
                                         "-fdebug-prefix-map=", "-fmacro-prefix-map=", "-fno-builtin",
                                         "-ffreestanding", "-fno-inline"};
  for (size_t i = 0; i < sizeof prefixes / sizeof *prefixes; i++)
    if (starts_with(arg, prefixes[i]))
      return true;
  return false;
}

static void push_preprocessor_arg(Parser *parser, const char *flag, const char *value) {
  ofe_strlist_push(&parser->options->preprocessor_args, flag);
  ofe_strlist_push(&parser->options->preprocessor_args, value);
}

/* Applies one matched option; `value` is its value (NULL for flags), `second` the separate
   argument of a OFE_OPTION_JOINED_AND_SEPARATE option, `arg` the argument as written. */
static bool apply_option(Parser *parser, const OfeOptionSpec *spec, const char *arg, const char *value,
                         const char *second) {
  OfeDriverOptions *options = parser->options;
  switch ((OptionId)spec->id) {
  case OPT_OUTPUT:
    options->output = value;
    return true;
  case OPT_COMPILE_ONLY:
    parser->saw_compile_only = true;
    return true;
  case OPT_ASSEMBLY_ONLY:
    parser->saw_assembly_only = true;
    return true;
  case OPT_PREPROCESS_ONLY:
    parser->saw_preprocess_only = true;
    return true;
  case OPT_EMIT_LLVM:
    options->emit_llvm = true;
    return true;
  case OPT_OPTIMIZE:
    return set_optimization(parser, value);
  case OPT_DEFINE:
    push_preprocessor_arg(parser, "-D", value);
    return true;
  case OPT_UNDEFINE:
    push_preprocessor_arg(parser, "-U", value);
    return true;
  case OPT_INCLUDE_DIR:
    push_preprocessor_arg(parser, "-I", value);
    return true;
  case OPT_SYSTEM_INCLUDE_DIR:
    push_preprocessor_arg(parser, "-isystem", value);
    return true;
  case OPT_INCLUDE_FILE:
    push_preprocessor_arg(parser, "-include", value);
    return true;
  case OPT_DEBUG_INFO:
    return set_debug_info(parser, arg);
  case OPT_WARNING:
    if (strncmp(arg, "-Wa,", 4) == 0 || strncmp(arg, "-Wp,", 4) == 0)
      return true; /* assembler and preprocessor arguments: accepted and ignored, as before */
    ofe_strlist_push(&options->warning_args, arg);
    return true;
  case OPT_STD:
    if (!value) value = "c90"; /* -ansi, as in gcc and clang-19 */
    options->std = value;
    /* ompfe compiles one dialect, but gcc gives C89/C90 GNU89's inline (as -fgnu89-inline) */
    options->std_gnu89 = !strcmp(value, "c89") || !strcmp(value, "c90") || !strcmp(value, "gnu89") ||
                         !strcmp(value, "gnu90") || !strcmp(value, "iso9899:1990") ||
                         !strcmp(value, "iso9899:199409");
    return true;
  case OPT_PEDANTIC:
  case OPT_PIPE:
    return true;
  case OPT_OPENMP:
    options->openmp = true;
    return true;
  case OPT_OPENMP_EQUALS:
    if (strcmp(value, "libomp") == 0)
      options->openmp = true;
    else
      warn_unused_once(parser, arg);
    return true;
  case OPT_NO_OPENMP:
    options->openmp = false;
    return true;
  case OPT_OPENMP_SIMD:
    options->openmp_simd = true;
    return true;
  case OPT_NO_OPENMP_SIMD:
    options->openmp_simd = false;
    return true;
  case OPT_OPENMP_TARGETS:
    return set_offload_targets(parser, value);
  case OPT_OPENMP_VERSION:
    if (strspn(value, "0123456789") != strlen(value)) {
      ofe_driver_error("invalid value '%s' in '%s'", value, arg);
      return false;
    }
    options->openmp_version = value;
    return true;
  case OPT_OFFLOAD_HOST_ONLY:
    options->offload_sides = OFE_OFFLOAD_HOST_ONLY;
    return true;
  case OPT_OFFLOAD_DEVICE_ONLY:
    options->offload_sides = OFE_OFFLOAD_DEVICE_ONLY;
    return true;
  case OPT_PIC:
    options->position_independent = true;
    return true;
  case OPT_NO_PIC:
    options->position_independent = false;
    return true;
  case OPT_LIBRARY_DIR:
    add_link_item(parser, ofe_pool_printf(parser->pool, "-L%s", value), 0);
    return true;
  case OPT_LIBRARY:
    add_link_item(parser, ofe_pool_printf(parser->pool, "-l%s", value), 0);
    return true;
  case OPT_LINKER_COMMA:
  case OPT_LINK_FLAG:
    add_link_item(parser, arg, 0);
    return true;
  case OPT_XLINKER:
    add_link_item(parser, "-Xlinker", 0);
    add_link_item(parser, value, 0);
    return true;
  case OPT_LANGUAGE:
    return set_language(parser, value);
  case OPT_VERBOSE:
    options->verbose = true;
    return true;
  case OPT_DRY_RUN:
    options->dry_run = true;
    return true;
  case OPT_SAVE_TEMPS:
    options->save_temps = OFE_SAVE_TEMPS_CWD;
    return true;
  case OPT_SAVE_TEMPS_EQUALS:
    if (strcmp(value, "cwd") == 0)
      options->save_temps = OFE_SAVE_TEMPS_CWD;
    else if (strcmp(value, "obj") == 0)
      options->save_temps = OFE_SAVE_TEMPS_OBJ;
    else {
      ofe_driver_error("invalid value '%s' in '%s' (expected cwd or obj)", value, arg);
      return false;
    }
    return true;
  case OPT_HELP:
    options->show_help = true;
    return true;
  case OPT_VERSION:
    options->show_version = true;
    return true;
  case OPT_COMPILER_ARG:
    ofe_strlist_push(&options->compiler_args, value);
    return true;
  case OPT_UNUSED_WITH_VALUE:
    warn_unused_once(parser, ofe_pool_printf(parser->pool, "%s %s", arg, value));
    return true;
  case OPT_UNKNOWN_M: /* an instruction set's flag is passed on; others are not */
    if (ofe_isa_flag(arg + (starts_with(arg, "-mno-") ? 5 : 2))) {
      ofe_strlist_push(&options->codegen_args, arg);
      return true;
    }
    warn_unused_once(parser, arg);
    return true;
  case OPT_UNKNOWN_F:
    warn_unused_once(parser, arg);
    return true;
  case OPT_DEPS_RULE_ONLY:
  case OPT_DEPS_USER_RULE_ONLY:
    options->dependencies.rule_only = true;
    options->dependencies.user_headers = spec->id == OPT_DEPS_USER_RULE_ONLY;
    return true;
  case OPT_DEPS_WITH_COMPILE:
  case OPT_DEPS_USER_WITH_COMPILE:
    options->dependencies.with_compile = true;
    options->dependencies.user_headers = spec->id == OPT_DEPS_USER_WITH_COMPILE;
    return true;
  case OPT_DEPS_FILE:
    options->dependencies.file = value;
    return true;
  case OPT_DEPS_TARGET:
    options->dependencies.target_given = true;
    ofe_strlist_push(&options->dependencies.flags, spec->name);
    ofe_strlist_push(&options->dependencies.flags, value);
    return true;
  case OPT_DEPS_FLAG:
    ofe_strlist_push(&options->dependencies.flags, arg);
    return true;
  case OPT_DUMP_VERSION:
    options->query = OFE_QUERY_VERSION;
    return true;
  case OPT_DUMP_MACHINE:
    options->query = OFE_QUERY_MACHINE;
    return true;
  case OPT_HOST_CODEGEN:
    ofe_strlist_push(&options->host_codegen_args, arg);
    return true;
  case OPT_PREPROCESS_OUTPUT: /* shapes -E's output; a compile has none (gcc and clang ignore them there) */
    ofe_strlist_push(&options->preprocess_output_args, arg);
    return true;
  case OPT_REMARKS:
    ofe_driver_note("'%s' ignored: ompfe writes no optimization remarks", arg);
    return true;
  case OPT_OFFLOAD_LTO: /* clang-19 links GPU images as bitcode; ompfe's device compile writes an object */
    ofe_driver_note("'%s' ignored: the x86_64 device image is linked from objects, without LTO", arg);
    return true;
  case OPT_DEVICE_ARG:
    add_device_arg(parser, &parser->device_args, ofe_pool_printf(parser->pool, "%s %s", arg, value), NULL, value);
    return true;
  case OPT_DEVICE_ARG_FOR_TRIPLE:
    add_device_arg(parser, &parser->device_args, ofe_pool_printf(parser->pool, "%s %s", arg, second),
                   normalized_triple(value), second);
    return true;
  case OPT_OFFLOAD_ARCH:
    add_offload_archs(parser, arg, value);
    return true;
  case OPT_HONOURED_BY_DESIGN:
    return true;
  case OPT_CODEGEN:
    ofe_strlist_push(&options->codegen_args, arg);
    if (applies_to_gpu(arg))
      ofe_strlist_push(&options->gpu_codegen_args, arg);
    return true;
  case OPT_UNSUPPORTED:
    ofe_driver_error("unsupported option '%s': ompfe cannot honour it", arg);
    return false;
  case OPT_CHARSET:
    if (charset_is_ompfes(spec->name, value)) return true;
    ofe_driver_error("unsupported option '%s': ompfe cannot honour it", arg);
    return false;
  case OPT_LINK_FLAG_WITH_VALUE:
    add_link_item(parser, arg, 0);
    add_link_item(parser, value, 0);
    return true;
  case OPT_LINK_FLAG_JOINED_WITH_VALUE: /* -Xoffload-linker-<triple> <arg>: both as written */
    add_link_item(parser, arg, 0);
    add_link_item(parser, second, 0);
    return true;
  case OPT_SYNTAX_ONLY:
    parser->saw_syntax_only = true;
    return true;
  case OPT_EXPLAIN:
    options->explain = value;
    return true;
  case OPT_TIME_TRACE:
    options->time_trace = value ? value : "";
    return true;
  case OPT_TIME_TRACE_GRANULARITY: /* each ompfe job checks the value */
    options->time_trace_granularity = value;
    return true;
  case OPT_PRINT_QUERY:
    options->query = OFE_QUERY_LINKER;
    options->query_arg = arg;
    return true;
  }
  return false;
}

/* Checks that need the whole command line. */
static void check_combinations(Parser *parser) {
  OfeDriverOptions *options = parser->options;
  if (parser->saw_preprocess_only || options->dependencies.rule_only)
    options->stop_after = OFE_STOP_AFTER_PREPROCESS;
  else if (parser->saw_syntax_only)
    options->stop_after = OFE_STOP_AFTER_SYNTAX;
  else if (parser->saw_assembly_only)
    options->stop_after = OFE_STOP_AFTER_ASSEMBLY;
  else if (parser->saw_compile_only)
    options->stop_after = OFE_STOP_AFTER_OBJECT;

  if (parser->stdin_without_language && options->stop_after != OFE_STOP_AFTER_PREPROCESS) {
    ofe_driver_error("-E or -x required when input is from standard input");
    parser->failed = true;
  }
  if (options->offload_targets.count > 0 && !options->openmp) {
    ofe_driver_error("'-fopenmp-targets' must be used in conjunction with '-fopenmp'");
    parser->failed = true;
  }
  if (!resolve_device_options(parser))
    parser->failed = true;
  if (options->emit_llvm && options->stop_after == OFE_STOP_AFTER_LINK &&
      options->offload_sides != OFE_OFFLOAD_DEVICE_ONLY) {
    ofe_driver_error("-emit-llvm cannot be used when linking");
    parser->failed = true;
  }
  /* one page is one translation unit: a second source would overwrite the first's */
  size_t sources = 0;
  for (size_t i = 0; i < options->input_count; i++)
    sources += options->inputs[i].kind == OFE_INPUT_C || options->inputs[i].kind == OFE_INPUT_PREPROCESSED_C;
  if (options->explain && sources > 1) {
    ofe_driver_error("'-fexplain=' writes the page of one translation unit: give one source file");
    parser->failed = true;
  }
  if (options->time_trace && *options->time_trace && sources > 1) {
    ofe_driver_error("'-ftime-trace=' names the trace of one translation unit: give one source file, or -ftime-trace");
    parser->failed = true;
  }
  if (options->output && options->output[0] == '\0') {
    ofe_driver_error("empty output file name after '-o'");
    parser->failed = true;
  }
}

bool ofe_options_parse(OfeDriverOptions *options, OfePool *pool, int argc, char **argv) {
  memset(options, 0, sizeof *options);
  options->optimization = '0';
  ofe_strlist_init(&options->offload_targets, pool);
  ofe_strlist_init(&options->preprocessor_args, pool);
  ofe_strlist_init(&options->dependencies.flags, pool);
  ofe_strlist_init(&options->host_codegen_args, pool);
  ofe_strlist_init(&options->compiler_args, pool);
  ofe_strlist_init(&options->codegen_args, pool);
  ofe_strlist_init(&options->gpu_codegen_args, pool);
  ofe_strlist_init(&options->warning_args, pool);
  ofe_strlist_init(&options->preprocess_output_args, pool);
  Parser parser = {.options = options, .pool = pool};
  ofe_strlist_init(&parser.warned, pool);

  for (int i = 1; i < argc; i++) {
    const char *arg = argv[i];
    if (arg[0] != '-' || arg[1] == '\0') {
      handle_input(&parser, arg);
      continue;
    }
    const OfeOptionSpec *spec = ofe_option_find(option_table, OPTION_COUNT, arg);
    if (!spec) {
      ofe_driver_error("unknown argument: '%s'", arg);
      parser.failed = true;
      continue;
    }
    const char *value, *second;
    if (!ofe_option_value(spec, argc, argv, &i, &value, &second)) {
      ofe_driver_error(OFE_OPTION_MISSING_VALUE, arg);
      parser.failed = true;
      continue;
    }
    if (!apply_option(&parser, spec, arg, value, second))
      parser.failed = true;
  }
  check_combinations(&parser);
  return !parser.failed;
}

void ofe_options_print_help(FILE *out) {
  fputs("OVERVIEW: ompcc, the driver of the ompfe OpenMP C compiler (a stand-in for clang-19)\n\n"
        "USAGE: ompcc [options] file...   (@file: the arguments written in file)\n\n"
        "Inputs: .c (compile), .i (preprocessed C), .ll/.bc (back end only), .s/.S (assembled by\n"
        "clang-19), anything else (.o, .a, .so) goes to the linker.\n\n"
        "OPTIONS:\n",
        out);
  ofe_option_print_help(out, option_table, OPTION_COUNT, 28, true);
  fputs("\nENVIRONMENT:\n"
        "  OMPFE            the compiler proper (default: ompfe beside ompcc)\n"
        "  OMPFE_PACKAGER   the offload packager (default: clang-offload-packager-19)\n"
        "  OMPFE_CLANG      the assembler and linker driver (default: clang-19)\n"
        "  OMPFE_LLVM_DIR   LLVM 19: libomptarget and the linker wrapper (default: /usr/lib/llvm-19)\n"
        "  TMPDIR           where intermediate files go (default: /tmp)\n",
        out);
}
