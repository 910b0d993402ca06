/* clause_extensions: the registry of ompx_ clauses and the loading of plugins (see the header). */
#include "options/clause_extensions.h"

#include <ctype.h>
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

static const char *const extension_directives[] = {OFE_EXTENSION_DIRECTIVES};
enum { EXTENSION_DIRECTIVE_COUNT = sizeof extension_directives / sizeof *extension_directives };

void ofe_extensions_init(OmpfeExtensions *x, OfeArena *arena, OfeDiag *diag) {
  memset(x, 0, sizeof *x);
  x->arena = arena;
  x->diag = diag;
  x->origin = "the C API";
}

void ofe_extensions_init_from(OmpfeExtensions *x, OfeArena *arena, OfeDiag *diag, const OmpfeExtensions *base) {
  ofe_extensions_init(x, arena, diag);
  for (size_t i = 0; base && i < base->clauses.len; i++) ofe_vec_push(arena, &x->clauses, base->clauses.items[i]);
}

void ofe_extensions_free(OmpfeExtensions *x) {
  for (size_t i = 0; i < x->plugins.len; i++) dlclose(x->plugins.items[i]);
  x->plugins.len = 0;
}

const OfeClauseExtension *ofe_extensions_find(const OmpfeExtensions *x, const char *name) {
  for (size_t i = 0; x && i < x->clauses.len; i++)
    if (!strcmp(x->clauses.items[i]->def.name, name)) return x->clauses.items[i];
  return NULL;
}

bool ofe_extension_takes(const OfeClauseExtension *ext, const char *leaf_directive) {
  for (const char *const *d = ext->def.directives; *d; d++)
    if (!strcmp(*d, leaf_directive)) return true;
  return false;
}

static bool identifier_after_prefix(const char *name) {
  if (strncmp(name, "ompx_", 5) != 0 || !name[5]) return false;
  for (const char *p = name; *p; p++)
    if (!isalnum((unsigned char)*p) && *p != '_') return false;
  return true;
}

static bool known_directive(const char *name) {
  for (size_t i = 0; i < EXTENSION_DIRECTIVE_COUNT; i++)
    if (!strcmp(extension_directives[i], name)) return true;
  return false;
}

OmpfeStatus ompfe_extensions_add_clause(OmpfeExtensions *x, const OmpfeClauseExtension *ext) {
  if (!x) return OMPFE_ERROR_INVALID_ARGUMENT;
  const char *who = x->origin;
  if (!ext || !ext->name || !identifier_after_prefix(ext->name)) {
    ofe_error_plain(x->diag, "%s: an extension clause's name is 'ompx_' and more of an identifier, not '%s'", who,
                    ext && ext->name ? ext->name : "(null)");
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  if (ofe_extensions_find(x, ext->name)) {
    ofe_error_plain(x->diag, "%s: the clause '%s' is already defined", who, ext->name);
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  if (ext->arguments > OMPFE_CLAUSE_ARGUMENTS) {
    ofe_error_plain(x->diag, "%s: the clause '%s' has no valid kind of arguments", who, ext->name);
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  size_t n = 0;
  for (; ext->directives && ext->directives[n]; n++)
    if (!known_directive(ext->directives[n])) {
      ofe_error_plain(x->diag, "%s: the clause '%s' names '%s', which is none of target, teams, parallel and task", who,
                      ext->name, ext->directives[n]);
      return OMPFE_ERROR_INVALID_ARGUMENT;
    }
  if (!n) {
    ofe_error_plain(x->diag, "%s: the clause '%s' names no directive", who, ext->name);
    return OMPFE_ERROR_INVALID_ARGUMENT;
  }
  OfeClauseExtension *copy = ofe_arena_alloc(x->arena, sizeof *copy);
  copy->def = *ext;
  copy->def.name = ofe_arena_strdup(x->arena, ext->name);
  const char **dirs = ofe_arena_alloc(x->arena, (n + 1) * sizeof *dirs);
  for (size_t i = 0; i < n; i++) dirs[i] = ofe_arena_strdup(x->arena, ext->directives[i]);
  dirs[n] = NULL;
  copy->def.directives = dirs;
  copy->origin = ofe_arena_strdup(x->arena, who);
  ofe_vec_push(x->arena, &x->clauses, copy);
  return OMPFE_OK;
}

bool ofe_extensions_load_plugin(OmpfeExtensions *x, const char *path) {
  void *handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    ofe_error_plain(x->diag, "unable to load plugin '%s': %s", path, dlerror());
    return false;
  }
  ofe_vec_push(x->arena, &x->plugins, handle);
  OmpfePluginInit init;
  void *symbol = dlsym(handle, OMPFE_PLUGIN_INIT_NAME);
  if (!symbol) {
    ofe_error_plain(x->diag, "plugin '%s' defines no %s function", path, OMPFE_PLUGIN_INIT_NAME);
    return false;
  }
  memcpy(&init, &symbol, sizeof init); /* object to function pointer, as POSIX allows */
  const char *saved = x->origin;
  x->origin = path;
  unsigned errors = x->diag->errors;
  OmpfeStatus status = init(x, OMPFE_API_VERSION);
  x->origin = saved;
  if (status != OMPFE_OK && x->diag->errors == errors)
    ofe_error_plain(x->diag, "plugin '%s' failed to start (its %s returned %d)", path, OMPFE_PLUGIN_INIT_NAME, (int)status);
  return status == OMPFE_OK && x->diag->errors == errors;
}
