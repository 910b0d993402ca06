/* clause_extensions: the ompx_ clauses a compile accepts beyond OpenMP's (include/ompfe.h,
 * "extension clauses"), registered through the C API or by `-fplugin=` plugins. This module
 * keeps them and loads plugins; the parser and sema read a clause through it
 * (sema/sema_omp_extension.c), the lowering calls its hook (omp-lowering/extension_clauses.c). */
#ifndef OFE_CLAUSE_EXTENSIONS_H
#define OFE_CLAUSE_EXTENSIONS_H

#include "ompfe.h"
#include "support/arena.h"
#include "support/diag.h"

/* The leaf constructs an extension clause may be given to: those whose region the lowering
 * begins with the clause's hook (omp-lowering/extension_clauses.c calls it in each). */
#define OFE_EXTENSION_DIRECTIVES "target", "teams", "parallel", "task"

typedef struct OfeClauseExtension {
  OmpfeClauseExtension def; /* name and directives copied */
  const char *origin;       /* the plugin's path, or "the C API" */
} OfeClauseExtension;

struct OmpfeExtensions {
  OfeArena *arena; /* where the definitions are copied */
  OfeDiag *diag;   /* what refuses a definition or a plugin */
  const char *origin; /* who adds clauses now (a plugin's path while its init runs) */
  OFE_VEC(const OfeClauseExtension *) clauses;
  OFE_VEC(void *) plugins; /* dlopen handles, closed by ofe_extensions_free */
};

void ofe_extensions_init(OmpfeExtensions *x, OfeArena *arena, OfeDiag *diag);
/* A compile's set: the clauses of `base` (the API compiler's; may be NULL) to start with. */
void ofe_extensions_init_from(OmpfeExtensions *x, OfeArena *arena, OfeDiag *diag, const OmpfeExtensions *base);
void ofe_extensions_free(OmpfeExtensions *x);
/* The clause named `name`, or NULL. */
const OfeClauseExtension *ofe_extensions_find(const OmpfeExtensions *x, const char *name);
/* Loads the plugin at `path` and runs its init; false after an error (reported). */
bool ofe_extensions_load_plugin(OmpfeExtensions *x, const char *path);
bool ofe_extension_takes(const OfeClauseExtension *ext, const char *leaf_directive);

#endif
