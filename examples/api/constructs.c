/* constructs: compiles a C file for the host through libompfe and prints what each offload
 * construct became, read from the compiler's own model: its kernel, clauses, and the entries
 * of its offload arrays with their map-type words decoded. It reads the model twice: as soon
 * as the MLIR is emitted (a stage callback, while the OpenMP attributes are still on the
 * module) and once the compile is over, when each kernel also has its offload entry.
 *
 *   usage: constructs <file.c> [ompfe flags...]      e.g. constructs saxpy.c -DN=64 */
#include <ompfe.h>
#include <stdio.h>
#include <string.h>

static void print_diagnostic(const OmpfeDiagnostic *d, void *user_data) {
  (void)user_data;
  static const char *const level[] = {"error", "warning", "note"};
  if (d->file) fprintf(stderr, "%s:%u:%u: %s: %s\n", d->file, d->line, d->column, level[d->level], d->message);
  else fprintf(stderr, "constructs: %s: %s\n", level[d->level], d->message);
}

static const char *base_name(const char *path) {
  const char *slash = path ? strrchr(path, '/') : NULL;
  return slash ? slash + 1 : path ? path : "?";
}

/* At the emitted MLIR: how many constructs and map entries the model has already. */
static void on_stage(const OmpfeStageEvent *event, void *user_data) {
  const OmpfeCompiler *compiler = user_data;
  if (event->stage != OMPFE_STAGE_EMIT_MLIR) return;
  size_t maps = 0, count = ompfe_compiler_construct_count(compiler);
  for (size_t i = 0; i < count; i++) maps += ompfe_compiler_construct(compiler, i)->map_count;
  printf("at %s: %zu constructs, %zu map entries\n", ompfe_stage_name(event->stage), count, maps);
}

static void print_construct(const OmpfeConstruct *c) {
  printf("%s:%u:%u: %s in %s", base_name(c->file), c->line, c->column, c->directive, c->function);
  if (c->kernel) printf(": kernel %s", c->kernel);
  if (c->entry) printf(" (entry %u)", c->entry->order);
  if (c->deferred) printf(" (a target task)");
  if (c->kernel_mode) printf(" (%s kernel)", c->kernel_mode);
  if (c->device_function_count) {
    printf("\n  reaches:");
    for (size_t i = 0; i < c->device_function_count; i++) printf(" %s", c->device_functions[i]);
  }
  printf("\n  clauses:");
  for (size_t i = 0; i < c->clause_count; i++) printf(" %s", c->clauses[i]);
  printf("\n");
  for (size_t i = 0; i < c->map_count; i++) {
    const OmpfeMapEntry *m = &c->maps[i];
    char flags[160];
    ompfe_map_type_describe(m->map_type, flags, sizeof flags);
    printf("  %zu 0x%llx %s = %s", i, (unsigned long long)m->map_type, m->item ? m->item : "(parent)", flags);
    if (m->size >= 0) printf(", %lld bytes", (long long)m->size);
    if (m->mapper) printf(", mapper %s", m->mapper);
    printf("\n");
  }
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s <file.c> [ompfe flags...]\n", argv[0]);
    return 2;
  }
  OmpfeCompiler *compiler = ompfe_compiler_create();
  if (!compiler) return 1;
  ompfe_compiler_set_diagnostic_handler(compiler, print_diagnostic, NULL);
  ompfe_compiler_set_stage_callback(compiler, on_stage, compiler);
  ompfe_compiler_set_stop_after(compiler, OMPFE_STAGE_FINISH); /* the entries are made by then */
  const char *host_flags[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu"};
  int status = 1;
  if (ompfe_compiler_add_args(compiler, 2, host_flags) == OMPFE_OK &&
      ompfe_compiler_add_args(compiler, argc - 2, (const char *const *)argv + 2) == OMPFE_OK &&
      ompfe_compile_file(compiler, argv[1]) == OMPFE_OK) {
    size_t count = ompfe_compiler_construct_count(compiler);
    printf("%s: %zu offload constructs\n", base_name(argv[1]), count);
    for (size_t i = 0; i < count; i++) print_construct(ompfe_compiler_construct(compiler, i));
    status = 0;
  }
  ompfe_compiler_destroy(compiler);
  return status;
}
