/* entries: compiles a C file for the host through libompfe, as `ompfe -fopenmp
 * -fopenmp-targets=x86_64-pc-linux-gnu` would, and prints its offload entry table, read as
 * data: one line per target region, declare target variable, link pointer or indirect
 * function, in the order the runtime numbers them.
 *
 *   usage: entries <file.c> [ompfe flags...]      e.g. entries saxpy.c -DN=64 */
#include <ompfe.h>
#include <stdio.h>
#include <string.h>

/* Diagnostics arrive as data; this example prints them as a compiler would. */
static void print_diagnostic(const OmpfeDiagnostic *d, void *user_data) {
  (void)user_data;
  static const char *const level[] = {"error", "warning", "note"};
  if (d->file) fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->column, level[d->level], d->message);
  else fprintf(stderr, "entries: %s: %s\n", level[d->level], d->message);
}

static const char *base_name(const char *path) {
  const char *slash = path ? strrchr(path, '/') : NULL;
  return slash ? slash + 1 : path ? path : "?";
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s <file.c> [ompfe flags...]\n", argv[0]);
    return 2;
  }
  OmpfeCompiler *compiler = ompfe_compiler_create();
  if (!compiler) return 1;
  ompfe_compiler_set_diagnostic_handler(compiler, print_diagnostic, NULL);
  /* the table is complete once the entries are emitted: no need to optimize */
  ompfe_compiler_set_stop_after(compiler, OMPFE_STAGE_FINISH);
  const char *host_flags[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu"};
  int status = 1;
  if (ompfe_compiler_add_args(compiler, 2, host_flags) == OMPFE_OK &&
      ompfe_compiler_add_args(compiler, argc - 2, (const char *const *)argv + 2) == OMPFE_OK &&
      ompfe_compile_file(compiler, argv[1]) == OMPFE_OK) {
    size_t count = ompfe_compiler_entry_count(compiler);
    printf("%s: %zu offload entr%s\n", base_name(argv[1]), count, count == 1 ? "y" : "ies");
    printf("%-5s %-8s %-5s %-4s %-44s %s\n", "order", "kind", "flags", "size", "name", "source");
    for (size_t i = 0; i < count; i++) {
      const OmpfeOffloadEntry *e = ompfe_compiler_entry(compiler, i);
      printf("%-5u %-8s %-5u %-4llu %-44s %s:%u:%u", e->order, e->kind_name, (unsigned)e->flags,
             (unsigned long long)e->size, e->name, base_name(e->file), e->line, e->column);
      if (e->kind == OMPFE_ENTRY_TARGET_REGION)
        printf("  (kernel of %s, line %u, #%u)", e->parent, e->region_line, e->count);
      else if (e->target && strcmp(e->target, e->name) != 0)
        printf("  (for %s)", e->target);
      if (!e->has_table_entry) printf("  (metadata only)");
      putchar('\n');
    }
    status = 0;
  }
  ompfe_compiler_destroy(compiler);
  return status;
}
