/* options: parses the compiler proper's command line. Flags follow clang -cc1 where it has
 * them (so a driver can run ompfe as it runs cc1), plus ompfe's own dump flags. */
#include "frontend/options.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void ofe_options_defaults(OfeOptions *o) {
  memset(o, 0, sizeof *o);
  o->triple = "x86_64-pc-linux-gnu";
  o->action = ACT_EMIT_OBJ;
  o->omp_version = 51;
  o->error_limit = -1;
  o->color_diagnostics = -1;
  o->diag_line_numbers = true;
  o->pic = true; /* clang-19 on Debian links PIE executables by default */
  /* Verifying our own output is for finding our bugs: on in debug and sanitizer builds,
   * off in release ones, as clang's -disable-llvm-verifier is (it cost a fifth of the time). */
#ifdef OMPFE_VERIFY_DEFAULT
  o->verify_each = true;
#endif
}

bool ofe_options_offloading(const OfeOptions *o) { return o->openmp && (o->is_device || o->offload_targets.len > 0); }

typedef struct OptionHelp {
  const char *flag, *help;
} OptionHelp;

static const OptionHelp help_table[] = {
  {"", "Actions (one; the default is -emit-obj):"},
  {"-E", "preprocess only, print the result"},
  {"-fsyntax-only", "check the source and stop"},
  {"-ast-dump", "print the checked syntax tree"},
  {"-emit-mlir", "print the MLIR module after the passes"},
  {"-emit-llvm", "write textual LLVM IR (.ll)"},
  {"-emit-llvm-bc", "write LLVM bitcode (.bc)"},
  {"-emit-obj", "write an object file (.o)"},
  {"-S", "write assembly (.s); with -emit-llvm, textual IR"},
  {"", "Target and OpenMP:"},
  {"-triple <triple>", "target triple (default x86_64-pc-linux-gnu)"},
  {"-fopenmp", "enable OpenMP directives (otherwise they are ignored)"},
  {"-fopenmp-targets=<t1,...>", "host: offload triples that get kernels and offload entries"},
  {"-fopenmp-is-target-device", "compile for an offload device (needs the host IR)"},
  {"-fopenmp-host-ir-file-path <f>", "device: the host compile's IR (bitcode or text)"},
  {"-fopenmp-version=<n>", "OpenMP version (45, 50, 51, 52; default 51)"},
  {"-fembed-offload-object=<f>", "embed a packaged device image into the host object"},
  {"", "Preprocessor:"},
  {"-D <m>[=<v>], -U <m>", "define / undefine a macro"},
  {"-I <dir>, -isystem <dir>", "add an include directory"},
  {"-include <file>", "include a file before the source"},
  {"-P, -C, -dM, -dD (with -E)", "no line markers, keep comments, the macros instead / as well"},
  {"-M, -MM (with -E)", "write a make rule of the dependencies instead of the text"},
  {"-MD, -MMD -MF <f>", "also write the rule to <f> while compiling (-MM, -MMD: no system headers)"},
  {"-MT, -MQ <t>, -MP, -MG", "the rule's target (quoted), phony header targets, missing headers"},
  {"-resource-dir <dir>", "ompfe's headers (omp.h); default <bindir>/../lib/ompfe/include"},
  {"", "Code generation:"},
  {"-O0 -O1 -O2 -O3 -Os -Oz", "optimization level (LLVM's default<On> pipeline)"},
  {"-fPIC, -fno-pic", "position-independent code (the default) or not"},
  {"-fvisibility=<v>", "default, hidden or protected: host definitions without a visibility attribute"},
  {"-fcommon, -fno-common", "tentative definitions as common symbols, or not (the default)"},
  {"-fexceptions, -fno-exceptions", "C frames that exceptions unwind through (cleanup attributes refused), or not"},
  {"-fgnu89-inline, -fno-gnu89-inline", "GNU89's meaning of inline and extern inline, or C99's (the default)"},
  {"-g, -gline-tables-only, -g0", "DWARF debug information: full, line tables only, none"},
  {"-gdwarf-4, -gdwarf-5", "the DWARF version (default: LLVM's, 5)"},
  {"-march=<cpu>, -mtune=<cpu>, -m[no-]<isa>", "the processor and instruction sets (-mavx2, -mno-sse4a, ...)"},
  {"-fstack-protector[-strong|-all]", "stack canaries (-fno-stack-protector: none)"},
  {"-fstack-clash-protection, -fcf-protection[=full|branch|return|none]", "hardening as gcc and clang-19 do it"},
  {"-f[no-]omit-frame-pointer, -mno-red-zone", "frame pointers kept (or not); no red zone"},
  {"-fno-builtin[-<name>], -ffreestanding, -fno-inline", "no library calls recognised as builtins; no inlining"},
  {"-ffile-prefix-map=<old>=<new>", "paths under <old> written as under <new> in __FILE__ and debug information"},
  {"-fdebug-prefix-map=, -fmacro-prefix-map=", "the same for debug information alone, for __FILE__ alone"},
  {"-o <file>", "output file ('-' for stdout)"},
  {"", "Stages for teaching and debugging:"},
  {"-passes=<p1,p2>", "run these MLIR passes instead of the default pipeline"},
  {"", "  (mark-declare-target, function-filtering, indirect-calls; '' for none)"},
  {"-mlir-print-ir-before-all", "print the MLIR module before each pass"},
  {"-mlir-print-ir-after-all", "print the MLIR module after each pass"},
  {"-mlir-print-ir-before=<pass>", "print the MLIR module before one pass"},
  {"-mlir-print-ir-after=<pass>", "print the MLIR module after one pass"},
  {"-print-offload-entries", "print the module's offload entry table"},
  {"-ftime-report", "print the time each stage took"},
  {"-compile-stack-mb=<n>", "stack of the compile thread, in MiB (512): how deep sources may nest"},
  {"-no-disable-free", "free everything before exiting (the default under ASan)"},
  {"-verify-each, -no-verify-each", "verify the IR after every stage (on in debug builds, or OMPFE_VERIFY_EACH=1)"},
  {"", "Diagnostics:"},
  {"-W<group>, -Wno-<group>", "enable or disable a group of warnings (clang-19's groups: -Wall, -Wextra, -Wunused, ...)"},
  {"-Werror, -Werror=<group>, -Wno-error=<group>", "treat warnings (of a group) as errors, or not"},
  {"-w", "suppress warnings"},
  {"-Wfatal-errors, -ferror-limit=<n>", "stop at the first error; after n errors (0: never)"},
  {"-f[no-]color-diagnostics, -fdiagnostics-color[=always|never|auto]", "colour diagnostics (auto: on a terminal)"},
  {"-fdiagnostics-format=clang|msvc|vi", "file:line:col, file(line,col) or file +line:col"},
  {"-f[no-]diagnostics-show-line-numbers", "the line-number gutter before source lines (on)"},
  {"--help, --version", "print this help / the version"},
};

void ofe_options_help(FILE *out) {
  fputs("OVERVIEW: ompfe, an OpenMP C compiler front end (compiler proper, like clang -cc1)\n\n"
        "USAGE: ompfe [options] <file.c | file.i | file.ll | file.bc>\n",
        out);
  for (size_t i = 0; i < sizeof help_table / sizeof *help_table; i++) {
    if (!help_table[i].flag[0]) fprintf(out, "\n%s\n", help_table[i].help);
    else fprintf(out, "  %-32s %s\n", help_table[i].flag, help_table[i].help);
  }
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

bool ofe_options_parse(OfeOptions *o, OfeArena *arena, OfeDiag *diag, int argc, char **argv, bool *exit_now, int *status) {
  *exit_now = false;
  const char *lang = NULL;
  bool emit_llvm = false, assembly = false, bc = false;
  bool for_cpp = false;
  bool deps_rule_only = false, deps_file_needed = false, deps_file_given = false; /* -M family */
  const char *preprocess_output_flag = NULL;
  bool action_set = false;
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i];
#define NEXT_ARG()                                                              \
  (i + 1 < argc ? argv[++i]                                                      \
                : (ofe_error_plain(diag, "argument to '%s' is missing (expected 1 value)", a), (char *)NULL))
#define ACTION(act)                                                             \
  do {                                                                          \
    o->action = (act);                                                          \
    action_set = true;                                                          \
  } while (0)
    if (a[0] != '-' || strcmp(a, "-") == 0) {
      if (o->input) {
        ofe_error_plain(diag, "only one input file is accepted ('%s' and '%s')", o->input, a);
        return false;
      }
      o->input = a;
    } else if (!strcmp(a, "--help") || !strcmp(a, "-help") || !strcmp(a, "-h")) {
      ofe_options_help(stdout);
      *exit_now = true;
      *status = 0;
      return true;
    } else if (!strcmp(a, "--version") || !strcmp(a, "-version")) {
      printf("ompfe version %s (OpenMP C front end on LLVM/MLIR 19)\n", OMPFE_VERSION);
      *exit_now = true;
      *status = 0;
      return true;
    } else if (!strcmp(a, "-o")) {
      if (!(o->output = NEXT_ARG())) return false;
    } else if (!strncmp(a, "-o", 2)) {
      o->output = a + 2;
    } else if (!strcmp(a, "-triple") || !strcmp(a, "-target")) {
      if (!(o->triple = NEXT_ARG())) return false;
    } else if (!strncmp(a, "-triple=", 8) || !strncmp(a, "--target=", 9)) {
      o->triple = strchr(a, '=') + 1;
    } else if (!strcmp(a, "-fopenmp")) {
      o->openmp = true;
    } else if (!strncmp(a, "-fopenmp-targets=", 17)) {
      o->openmp = true;
      char *list = ofe_arena_strdup(arena, a + 17);
      for (char *save = NULL, *t = strtok_r(list, ",", &save); t; t = strtok_r(NULL, ",", &save)) ofe_vec_push(arena, &o->offload_targets, t);
    } else if (!strcmp(a, "-fopenmp-is-target-device") || !strcmp(a, "-fopenmp-is-device")) {
      o->is_device = true;
      o->openmp = true;
    } else if (!strcmp(a, "-fopenmp-host-ir-file-path")) {
      if (!(o->host_ir_path = NEXT_ARG())) return false;
    } else if (!strncmp(a, "-fopenmp-host-ir-file-path=", 27)) {
      o->host_ir_path = a + 27;
    } else if (!strncmp(a, "-fopenmp-version=", 17)) {
      char *end;
      long v = strtol(a + 17, &end, 10);
      if (*end || (v != 45 && v != 50 && v != 51 && v != 52 && v != 60)) {
        ofe_error_plain(diag, "invalid value '%s' in '-fopenmp-version=' (expected 45, 50, 51, 52 or 60)", a + 17);
        return false;
      }
      o->omp_version = (int)v;
    } else if (!strcmp(a, "-E")) {
      ACTION(ACT_PREPROCESS);
    } else if (!strcmp(a, "-fsyntax-only")) {
      ACTION(ACT_SYNTAX_ONLY);
    } else if (!strcmp(a, "-ast-dump")) {
      ACTION(ACT_AST_DUMP);
    } else if (!strcmp(a, "-emit-mlir")) {
      ACTION(ACT_EMIT_MLIR);
    } else if (!strcmp(a, "-emit-llvm")) {
      emit_llvm = true;
    } else if (!strcmp(a, "-emit-llvm-bc")) {
      bc = true;
    } else if (!strcmp(a, "-emit-obj")) {
      ACTION(ACT_EMIT_OBJ);
    } else if (!strcmp(a, "-S")) {
      assembly = true;
    } else if (!strcmp(a, "-c")) {
      /* accepted for driver-style invocations: -emit-obj is the default */
    } else if (a[1] == 'O' && (a[2] == 0 || (strchr("0123sz", a[2]) && a[3] == 0))) {
      o->opt_level = a[2] == 0 ? 2 : a[2] == 's' || a[2] == 'z' ? 2 : a[2] - '0';
    } else if (!strcmp(a, "-D") || !strcmp(a, "-U") || !strcmp(a, "-I") || !strcmp(a, "-isystem") ||
               !strcmp(a, "-include") || !strcmp(a, "-idirafter") || !strcmp(a, "-iquote")) {
      const char *v = NEXT_ARG();
      if (!v) return false;
      ofe_vec_push(arena, &o->cpp_args, a);
      ofe_vec_push(arena, &o->cpp_args, v);
    } else if (a[1] == 'D' || a[1] == 'U' || a[1] == 'I') {
      ofe_vec_push(arena, &o->cpp_args, a);
    } else if (!strcmp(a, "-P") || !strcmp(a, "-C") || !strcmp(a, "-dM") || !strcmp(a, "-dD")) {
      preprocess_output_flag = a; /* they change what -E writes; a compile could not read it */
      ofe_vec_push(arena, &o->cpp_args, a);
    } else if (!strcmp(a, "-M") || !strcmp(a, "-MM") || !strcmp(a, "-MD") || !strcmp(a, "-MMD") ||
               !strcmp(a, "-MP") || !strcmp(a, "-MG")) {
      /* the preprocessor writes the rule; ompfe only checks that it has somewhere to go */
      if (a[2] == 'M' ? a[3] == 'D' : a[2] == 'D') deps_file_needed = true;
      if (!strcmp(a, "-M") || !strcmp(a, "-MM")) deps_rule_only = true;
      ofe_vec_push(arena, &o->cpp_args, a);
    } else if (!strncmp(a, "-MF", 3) || !strncmp(a, "-MT", 3) || !strncmp(a, "-MQ", 3)) {
      const char *v = a[3] ? a + 3 : NEXT_ARG();
      if (!v) return false;
      if (a[2] == 'F') deps_file_given = true;
      ofe_vec_push(arena, &o->cpp_args, ofe_arena_printf(arena, "%.3s%s", a, v));
    } else if (!strcmp(a, "-resource-dir")) {
      if (!(o->resource_dir = NEXT_ARG())) return false;
    } else if (!strncmp(a, "-resource-dir=", 14)) {
      o->resource_dir = a + 14;
    } else if (!strncmp(a, "-fembed-offload-object=", 23)) {
      o->embed_offload_object = a + 23;
    } else if (!strcmp(a, "-fPIC") || !strcmp(a, "-fpic") || !strcmp(a, "-fPIE") || !strcmp(a, "-fpie")) {
      o->pic = true;
    } else if (!strcmp(a, "-fcommon") || !strcmp(a, "-fno-common")) {
      o->common = a[2] == 'c';
    } else if (!strcmp(a, "-fexceptions") || !strcmp(a, "-fno-exceptions")) {
      /* ompfe's functions are never nounwind, and have unwind tables: what C needs, bar cleanups */
      o->exceptions = a[2] == 'e';
    } else if (!strcmp(a, "-fgnu89-inline") || !strcmp(a, "-fno-gnu89-inline")) {
      o->gnu89_inline = a[2] == 'g';
      ofe_vec_push(arena, &o->cpp_args, a); /* gcc's cpp: __GNUC_GNU_INLINE__ or __GNUC_STDC_INLINE__ */
    } else if (!strncmp(a, "-fvisibility=", 13)) {
      if (!(o->default_visibility = ofe_visibility_from_name(a + 13))) {
        ofe_error_plain(diag, "invalid value '%s' in '-fvisibility=' (expected default, hidden, protected or internal)", a + 13);
        return false;
      }
    } else if (!strcmp(a, "-fno-pic") || !strcmp(a, "-fno-PIC") || !strcmp(a, "-fno-pie") || !strcmp(a, "-fno-PIE")) {
      o->pic = false;
    } else if (!strcmp(a, "-mrelocation-model")) {
      const char *v = NEXT_ARG();
      if (!v) return false;
      o->pic = strcmp(v, "static") != 0;
    } else if (!strcmp(a, "-mlir-print-ir-after-all")) {
      o->print_ir_after_all = true;
    } else if (!strcmp(a, "-mlir-print-ir-before-all")) {
      o->print_ir_before_all = true;
    } else if (!strncmp(a, "-mlir-print-ir-before=", 22)) {
      o->print_ir_before = a + 22;
    } else if (!strncmp(a, "-mlir-print-ir-after=", 21)) {
      o->print_ir_after = a + 21;
    } else if (!strncmp(a, "-passes=", 8)) {
      o->passes = a + 8;
    } else if (!strcmp(a, "-print-offload-entries")) {
      o->print_offload_entries = true;
    } else if (!strcmp(a, "-ftime-report")) {
      o->time_report = true;
    } else if (!strcmp(a, "-verify-each")) {
      o->verify_each = true;
    } else if (!strcmp(a, "-no-verify-each")) {
      o->verify_each = false;
    } else if (!strncmp(a, "-compile-stack-mb=", 18)) {
      char *end;
      unsigned long mb = strtoul(a + 18, &end, 10);
      if (*end || mb < 1 || mb > 65536) {
        ofe_error_plain(diag, "invalid value '%s' in '-compile-stack-mb=': a size in MiB from 1 to 65536", a + 18);
        return false;
      }
      o->compile_stack_mb = (unsigned)mb;
    } else if (!strcmp(a, "-disable-free")) {
      o->disable_free = true;
    } else if (!strcmp(a, "-no-disable-free")) {
      o->disable_free = false;
    } else if (ofe_warn_is_flag(a)) {
      ofe_vec_push(arena, &o->warning_flags, a);
    } else if (!strcmp(a, "-fcolor-diagnostics") || !strcmp(a, "-fdiagnostics-color") ||
               !strcmp(a, "-fdiagnostics-color=always")) {
      o->color_diagnostics = 1;
    } else if (!strcmp(a, "-fno-color-diagnostics") || !strcmp(a, "-fno-diagnostics-color") ||
               !strcmp(a, "-fdiagnostics-color=never")) {
      o->color_diagnostics = 0;
    } else if (!strcmp(a, "-fdiagnostics-color=auto")) {
      o->color_diagnostics = -1;
    } else if (!strncmp(a, "-fdiagnostics-color=", 20)) {
      ofe_error_plain(diag, "invalid argument '%s' to -fdiagnostics-color=", a + 20);
      return false;
    } else if (!strncmp(a, "-fdiagnostics-format=", 21)) {
      const char *f = a + 21;
      if (!strcmp(f, "clang")) o->diag_format = OFE_DIAG_FORMAT_CLANG;
      else if (!strcmp(f, "msvc")) o->diag_format = OFE_DIAG_FORMAT_MSVC;
      else if (!strcmp(f, "vi")) o->diag_format = OFE_DIAG_FORMAT_VI;
      else {
        ofe_error_plain(diag, "invalid value '%s' in '-fdiagnostics-format %s'%s", f, f,
                        !strcmp(f, "sarif") ? " (clang's SARIF output is not implemented: clang, msvc or vi)" : "");
        return false;
      }
    } else if (!strcmp(a, "-fdiagnostics-show-line-numbers")) {
      o->diag_line_numbers = true;
    } else if (!strcmp(a, "-fno-diagnostics-show-line-numbers")) {
      o->diag_line_numbers = false;
    } else if (!strncmp(a, "-ferror-limit=", 14)) {
      char *end;
      unsigned long n = strtoul(a + 14, &end, 10);
      if (*end || !a[14] || n > 1000000) {
        ofe_error_plain(diag, "invalid value '%s' in '-ferror-limit='", a + 14);
        return false;
      }
      o->error_limit = (int)n;
    } else if (!strcmp(a, "-x")) {
      if (!(lang = NEXT_ARG())) return false;
    } else if (!strncmp(a, "-x", 2)) {
      lang = a + 2;
    } else if (!strcmp(a, "-g") || !strcmp(a, "-g2") || !strcmp(a, "-g3") || !strcmp(a, "-ggdb") ||
               !strcmp(a, "-gline-tables-only") || !strcmp(a, "-g1") || !strcmp(a, "-g0")) {
      o->debug_info = !strcmp(a, "-g0") ? OFE_DEBUG_NONE
                      : !strcmp(a, "-gline-tables-only") || !strcmp(a, "-g1") ? OFE_DEBUG_LINE_TABLES
                                                                               : OFE_DEBUG_FULL;
      o->all_locations = o->debug_info != OFE_DEBUG_NONE; /* every op's line goes into the line table */
    } else if (!strcmp(a, "-gdwarf-4") || !strcmp(a, "-gdwarf-5")) {
      o->dwarf_version = a[8] - '0';
      if (!o->debug_info) o->debug_info = OFE_DEBUG_FULL;
      o->all_locations = true;
    } else if (!strncmp(a, "-ffile-prefix-map=", 18) || !strncmp(a, "-fdebug-prefix-map=", 19) ||
               !strncmp(a, "-fmacro-prefix-map=", 19)) {
      const char *map = strchr(a, '=') + 1;
      if (!strchr(map, '=')) {
        ofe_error_plain(diag, "invalid argument '%s': expected OLD=NEW", a);
        return false;
      }
      if (a[2] != 'm') ofe_vec_push(arena, &o->debug_prefix_maps, map);
      if (a[2] != 'd') ofe_vec_push(arena, &o->cpp_args, a); /* __FILE__ (gcc's cpp maps it) */
    } else if (ofe_codegen_flag(&o->codegen, arena, a, &for_cpp)) {
      if (for_cpp) ofe_vec_push(arena, &o->cpp_args, a); /* the macros gcc's cpp defines for it */
    } else if (!strncmp(a, "-std=", 5) || !strcmp(a, "-pedantic")) {
      /* accepted for compatibility; ompfe has one dialect (C11 with GNU extensions) */
    } else {
      ofe_error_plain(diag, "unknown argument: '%s' (see 'ompfe --help')", a);
      return false;
    }
  }
  if (!o->input && !o->input_given_later) {
    ofe_error_plain(diag, "no input file");
    return false;
  }
  /* -emit-llvm writes text (as cc1 does), -emit-llvm-bc bitcode, -S assembly */
  if (!action_set || o->action == ACT_EMIT_OBJ) {
    if (bc) o->action = ACT_EMIT_BC;
    else if (emit_llvm) o->action = ACT_EMIT_LLVM;
    else if (assembly) o->action = ACT_EMIT_ASM;
  }
  if (lang) {
    if (!strcmp(lang, "c")) o->input_is_preprocessed = false;
    else if (!strcmp(lang, "cpp-output")) o->input_is_preprocessed = true;
    else if (!strcmp(lang, "ir")) o->input_is_ir = true;
    else {
      ofe_error_plain(diag, "language '%s' is not supported (expected c, cpp-output or ir)", lang);
      return false;
    }
  } else if (o->input && has_suffix(o->input, ".i")) {
    o->input_is_preprocessed = true;
  } else if (o->input && (has_suffix(o->input, ".ll") || has_suffix(o->input, ".bc"))) {
    o->input_is_ir = true;
  }
  if (o->input_is_ir && o->action != ACT_EMIT_OBJ && o->action != ACT_EMIT_ASM && o->action != ACT_EMIT_LLVM &&
      o->action != ACT_EMIT_BC) {
    ofe_error_plain(diag, "LLVM IR input only goes through the back end (-emit-obj, -S, -emit-llvm, -emit-llvm-bc)");
    return false;
  }
  if (o->is_device && !o->host_ir_path && !o->host_ir_in_memory && o->action != ACT_PREPROCESS && o->action != ACT_AST_DUMP &&
      o->action != ACT_SYNTAX_ONLY) {
    ofe_error_plain(diag, "-fopenmp-is-target-device needs the host IR: add -fopenmp-host-ir-file-path <host.bc>");
    return false;
  }
  if (preprocess_output_flag && o->action != ACT_PREPROCESS) {
    ofe_error_plain(diag, "%s is for -E only: it changes the preprocessed text", preprocess_output_flag);
    return false;
  }
  if (deps_rule_only && o->action != ACT_PREPROCESS) {
    ofe_error_plain(diag, "-M and -MM need -E: the rule takes the place of the preprocessed text");
    return false;
  }
  if (deps_file_needed && !deps_file_given && !deps_rule_only) {
    ofe_error_plain(diag, "-MD and -MMD need -MF <file> (ompcc names it)");
    return false;
  }
  if (o->is_device && o->offload_targets.len) {
    ofe_error_plain(diag, "-fopenmp-targets= is for the host compile; a device compile takes -triple");
    return false;
  }
  if (!o->resource_dir) o->resource_dir = ofe_default_resource_dir(arena);
  return true;
#undef NEXT_ARG
#undef ACTION
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
