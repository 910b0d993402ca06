/* map_names: the names libomptarget prints for map entries ("Name=a[0:100]") and the array of
 * them passed beside the map types, as clang-19 makes them under -g (any kind). */
#ifndef OFE_MAP_NAMES_H
#define OFE_MAP_NAMES_H

#include "emit/emit.h"

/* What one entry is named after: the list item as written (expr), else the variable (var);
 * neither: clang-19's ";unknown;unknown;0;0;;" (a structure's parent entry). */
typedef struct OfeMapName {
  const OfeExpr *expr;
  const OfeDecl *var;
  OfeLoc var_loc; /* where clang-19 places var when not at its name (a declare mapper's
                   * variable: at the type), else no location */
} OfeMapName;

/* The item as clang-19 prints it (`a[lo + 1:n]`, `s.x`, `ps->p[2:3]`); NULL for neither. */
const char *ofe_map_name_item(OfeEmit *e, OfeMapName name);
/* ";name;file;line;column;;": ofe_map_name_item at the declaration of the member a member path
 * ends in, else of the variable. */
const char *ofe_map_name_text(OfeEmit *e, OfeMapName name);
/* The address of a private constant string global holding ofe_map_name_text, one per text. */
MlirValue ofe_map_name_global(OfeEmit *e, OfeMapName name);
/* The .offload_mapnames constant array for n entries' names (host code under -g only; NULL
 * otherwise, which the runtime reads as no names). */
const char *ofe_map_names_array(OfeEmit *e, const OfeMapName *names, size_t n, int64_t id);

#endif
