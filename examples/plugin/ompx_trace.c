/* ompx_trace, as a plugin: `#pragma omp target ompx_trace` makes the kernel print its name when
 * it starts; `ompx_trace("label")` prints the label too. Built out of tree against the installed
 * header only (CMakeLists.txt here: find_package(ompfe); or `cc -shared -fPIC $(pkg-config
 * --cflags ompfe)`), loaded with `ompcc -fplugin=./libompx_trace.so ...` for every compile, host
 * and device. docs/extending.md §Plugins walks through it. */
#include <ompfe.h>

/* Sema: at most one argument, a string literal (ompfe already checked that the clause is on a
 * target construct, once, and that each argument is a C expression). */
static void check(OmpfeClauseUse *use, void *user_data) {
  (void)user_data;
  size_t n = ompfe_clause_use_argument_count(use);
  if (n > 1) ompfe_clause_use_error(use, 1, "'%s' takes one label", ompfe_clause_use_name(use));
  else if (n == 1 && !ompfe_clause_use_argument_string(use, 0))
    ompfe_clause_use_error(use, 0, "the label of '%s' is a string literal", ompfe_clause_use_name(use));
}

/* Lowering: at the kernel's start (and its host fallback's), printf("ompx_trace: %s\n", name). */
static void lower(OmpfeClauseLowering *lowering, void *user_data) {
  (void)user_data;
  OmpfeClauseUse *use = ompfe_lowering_clause(lowering);
  const char *label = ompfe_clause_use_argument_count(use) ? ompfe_clause_use_argument_string(use, 0) : NULL;
  MlirValue args[3];
  size_t n = 0;
  args[n++] = ompfe_lowering_string(lowering, label ? "ompx_trace: %s: %s\n" : "ompx_trace: %s\n");
  if (label) args[n++] = ompfe_lowering_string(lowering, label);
  args[n++] = ompfe_lowering_string(lowering, ompfe_lowering_kernel(lowering));
  ompfe_lowering_call(lowering, "printf", true, 1, args, n);
}

OmpfeStatus ompfe_plugin_init(OmpfeExtensions *extensions, int api_version) {
  if (api_version != OMPFE_API_VERSION) return OMPFE_ERROR_INVALID_ARGUMENT;
  static const char *const directives[] = {"target", NULL};
  OmpfeClauseExtension trace = {
      .name = "ompx_trace",
      .directives = directives,
      .arguments = OMPFE_CLAUSE_OPTIONAL_ARGUMENTS,
      .check = check,
      .lower = lower,
  };
  return ompfe_extensions_add_clause(extensions, &trace);
}
