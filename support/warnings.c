/* warnings: -W flags to per-warning settings, walking clang-19's group tree. */
#include "support/warnings.h"

#include <stdint.h>
#include <string.h>

static const char *const warning_groups[OFE_WARN_COUNT] = {
#define OFE_WARN_GROUP(id, group, on) [id] = group,
    OFE_WARNINGS(OFE_WARN_GROUP)
#undef OFE_WARN_GROUP
};

static const char *const group_names[] = {
#define OFE_WARN_GROUP_NAME(name) name,
#include "support/warn_groups.inc"
#undef OFE_WARN_GROUP_NAME
};

typedef struct GroupEdge {
  const char *parent, *child;
} GroupEdge;

static const GroupEdge group_edges[] = {
#define OFE_WARN_GROUP_EDGE(parent, child) {parent, child},
#include "support/warn_groups.inc"
#undef OFE_WARN_GROUP_EDGE
};

static const bool warning_on[OFE_WARN_COUNT] = {
#define OFE_WARN_ON(id, group, on) [id] = (on) != false,
    OFE_WARNINGS(OFE_WARN_ON)
#undef OFE_WARN_ON
};

static const bool warning_default_error[OFE_WARN_COUNT] = {
#define OFE_WARN_DEFAULT_ERROR_OF(id, group, on) [id] = (on) == OFE_WARN_DEFAULT_ERROR,
    OFE_WARNINGS(OFE_WARN_DEFAULT_ERROR_OF)
#undef OFE_WARN_DEFAULT_ERROR_OF
};

const char *ofe_warn_group(OfeWarn w) { return w < OFE_WARN_COUNT ? warning_groups[w] : "?"; }

/* A group clang knows, or one of ompfe's own (gcc's names for warnings clang lacks). */
static bool known_group(const char *name) {
  if (!strcmp(name, "everything")) return true;
  for (size_t i = 0; i < sizeof group_names / sizeof *group_names; i++)
    if (!strcmp(group_names[i], name)) return true;
  for (int w = 0; w < OFE_WARN_COUNT; w++)
    if (!strcmp(warning_groups[w], name)) return true;
  return false;
}

/* Does -Wouter set the warnings of group `inner`? The tree is clang's, a few levels deep. */
static bool group_contains(const char *outer, const char *inner) {
  if (!strcmp(outer, inner) || !strcmp(outer, "everything")) return true;
  for (size_t i = 0; i < sizeof group_edges / sizeof *group_edges; i++)
    if (!strcmp(group_edges[i].parent, outer) && group_contains(group_edges[i].child, inner)) return true;
  return false;
}

bool ofe_warn_group_members(const char *name, bool in_group[OFE_WARN_COUNT]) {
  if (!known_group(name)) return false;
  for (int w = 0; w < OFE_WARN_COUNT; w++) in_group[w] = group_contains(name, warning_groups[w]);
  return true;
}

bool ofe_warn_is_flag(const char *arg) {
  if (!strcmp(arg, "-w")) return true;
  if (strncmp(arg, "-W", 2) != 0) return false;
  return !(arg[2] && arg[3] == ',' && (arg[2] == 'l' || arg[2] == 'a' || arg[2] == 'p'));
}

typedef enum ErrorMapping { MAP_UNSET, MAP_ERROR, MAP_NO_ERROR } ErrorMapping;

/* Sets every warning in `group`: enables (or disables) it, and maps it to an error (or not). */
static void set_group(const char *group, int enable, ErrorMapping map, bool *enabled, ErrorMapping *mapping) {
  for (int w = 0; w < OFE_WARN_COUNT; w++) {
    if (!group_contains(group, warning_groups[w])) continue;
    if (enable >= 0) enabled[w] = enable;
    if (map != MAP_UNSET) mapping[w] = map;
  }
}

/* A flag with a group name; false when clang does not know the name. */
static bool apply_flag(const char *flag, bool *enabled, ErrorMapping *mapping, bool *werror, OfeWarnSettings *s) {
  const char *name = flag + 2;
  if (!strcmp(flag, "-w")) s->none = true;
  else if (!strcmp(name, "")) set_group("extra", 1, MAP_UNSET, enabled, mapping);
  else if (!strcmp(name, "error")) *werror = true;
  else if (!strcmp(name, "no-error")) *werror = false;
  else if (!strcmp(name, "fatal-errors")) s->fatal_errors = true;
  else if (!strcmp(name, "no-fatal-errors")) s->fatal_errors = false;
  else if (!strcmp(name, "system-headers") || !strcmp(name, "no-system-headers")) {
    /* accepted: warnings stay quiet in system headers */
  } else if (!strncmp(name, "format=", 7)) {
    set_group("format", strcmp(name + 7, "0") != 0, MAP_UNSET, enabled, mapping);
  } else if (!strncmp(name, "error=", 6)) {
    if (!known_group(name + 6)) return false;
    set_group(name + 6, 1, MAP_ERROR, enabled, mapping);
  } else if (!strncmp(name, "no-error=", 9)) {
    if (!known_group(name + 9)) return false;
    set_group(name + 9, -1, MAP_NO_ERROR, enabled, mapping);
  } else {
    bool off = !strncmp(name, "no-", 3);
    if (off) name += 3;
    const char *eq = strchr(name, '=');
    if (eq) { /* -Wframe-larger-than=N and the like: gcc's thresholds, accepted when clang knows them */
      char base[128];
      size_t len = (size_t)(eq - name);
      if (len >= sizeof base) return false;
      memcpy(base, name, len);
      base[len] = 0;
      return known_group(base);
    }
    if (!known_group(name)) return false;
    set_group(name, !off, MAP_UNSET, enabled, mapping);
  }
  return true;
}

void ofe_warn_settings(OfeWarnSettings *s, const char *const *flags, size_t n, const char **unknown, size_t *n_unknown) {
  memset(s, 0, sizeof *s);
  ErrorMapping mapping[OFE_WARN_COUNT] = {MAP_UNSET};
  for (int w = 0; w < OFE_WARN_COUNT; w++) s->enabled[w] = warning_on[w];
  *n_unknown = 0;
  for (size_t i = 0; i < n; i++)
    if (!apply_flag(flags[i], s->enabled, mapping, &s->werror, s)) unknown[(*n_unknown)++] = flags[i];
  /* -Werror and -Wno-error=X do not depend on their order, as in clang */
  for (int w = 0; w < OFE_WARN_COUNT; w++) {
    s->default_error[w] = warning_default_error[w] && mapping[w] != MAP_NO_ERROR;
    s->as_error[w] = mapping[w] == MAP_ERROR || s->default_error[w] || (mapping[w] == MAP_UNSET && s->werror);
  }
}
