/* consumer: a program built outside ompfe's tree against an installed libompfe. It checks
 * that the installed resource headers are ompfe's, compiles the file it is given for the host
 * and prints the offload entries, then verifies the LLVM module it got back.
 *
 *   consumer <file.c>     (built with -DOMPFE_RESOURCE_DIR="<prefix>/lib/ompfe/include") */
#include <ompfe.h>
#include <stdio.h>
#include <string.h>

#include "llvm-c/Analysis.h"
#include "llvm-c/Core.h"

static void print_diagnostic(const OmpfeDiagnostic *d, void *user_data) {
  (void)user_data;
  fprintf(stderr, "%s:%u:%u: %s\n", d->file ? d->file : "consumer", d->line, d->column, d->message);
}

int main(int argc, char **argv) {
  if (argc != 2) {
    fprintf(stderr, "usage: consumer <file.c>\n");
    return 2;
  }
  OmpfeCompiler *c = ompfe_compiler_create();
  if (!c) return 1;
  ompfe_compiler_set_diagnostic_handler(c, print_diagnostic, NULL);
  const char *flags[] = {"-fopenmp", "-fopenmp-targets=x86_64-pc-linux-gnu", "-resource-dir", OMPFE_RESOURCE_DIR};
  int status = 1;
  static const char check[] = "#include <omp.h>\n#ifndef __OMPFE_OMP_H\n#error not ompfe's omp.h\n#endif\n";
  if (ompfe_compiler_add_args(c, 4, flags) == OMPFE_OK &&
      ompfe_compile_buffer(c, "check-omp-h.c", check, strlen(check)) == OMPFE_OK) {
    printf("omp.h: ompfe's\n");
    if (ompfe_compile_file(c, argv[1]) == OMPFE_OK) {
      printf("entries: %zu\n", ompfe_compiler_entry_count(c));
      for (size_t i = 0; i < ompfe_compiler_entry_count(c); i++)
        printf("entry %s %s\n", ompfe_compiler_entry(c, i)->kind_name, ompfe_compiler_entry(c, i)->name);
      char *message = NULL;
      bool broken = LLVMVerifyModule(ompfe_compiler_llvm_module(c), LLVMReturnStatusAction, &message);
      printf("module: %s\n", broken ? message : "verifies");
      LLVMDisposeMessage(message);
      status = broken;
    }
  }
  ompfe_compiler_destroy(c);
  return status;
}
