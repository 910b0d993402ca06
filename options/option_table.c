/* option_table: see the header. Matching is a walk over the table for each argument: the
   tables are a few hundred entries and fixed, so a command line is read in time linear in
   its length. */
#include "options/option_table.h"

#include <ctype.h>
#include <string.h>

const OfeOptionSpec *ofe_option_find(const OfeOptionSpec *table, size_t count, const char *arg) {
  const OfeOptionSpec *best = NULL;
  size_t best_length = 0;
  for (size_t i = 0; i < count; i++) {
    const OfeOptionSpec *spec = &table[i];
    if (spec->form == OFE_OPTION_SECTION)
      continue;
    size_t length = strlen(spec->name);
    bool matches = spec->form == OFE_OPTION_FLAG || spec->form == OFE_OPTION_SEPARATE
                       ? strcmp(arg, spec->name) == 0
                       : strncmp(arg, spec->name, length) == 0;
    /* A joined value must not be empty: "-std=" alone is not "-std=<something>". */
    if (matches && spec->form == OFE_OPTION_JOINED && arg[length] == '\0')
      matches = false;
    if (matches && length > best_length) {
      best = spec;
      best_length = length;
    }
  }
  return best;
}

bool ofe_option_value(const OfeOptionSpec *spec, int argc, char **argv, int *i, const char **value,
                      const char **second) {
  const char *arg = argv[*i];
  size_t name_length = strlen(spec->name);
  *value = *second = NULL;
  switch (spec->form) {
  case OFE_OPTION_FLAG:
  case OFE_OPTION_SECTION:
    return true;
  case OFE_OPTION_JOINED_AND_SEPARATE:
    *value = arg + name_length;
    if (*i + 1 == argc)
      return false;
    *second = argv[++*i];
    return true;
  case OFE_OPTION_JOINED:
  case OFE_OPTION_PREFIX:
    *value = arg + name_length;
    return true;
  case OFE_OPTION_JOINED_OR_SEPARATE:
  case OFE_OPTION_SEPARATE:
    if (arg[name_length] != '\0')
      *value = arg + name_length;
    else if (*i + 1 < argc)
      *value = argv[++*i];
    else
      return false;
    return true;
  }
  return false;
}

void ofe_option_print_help(FILE *out, const OfeOptionSpec *table, size_t count, int width, bool capitalized) {
  for (size_t i = 0; i < count; i++) {
    const OfeOptionSpec *spec = &table[i];
    if (spec->form == OFE_OPTION_SECTION) {
      fprintf(out, "\n%s\n", spec->help);
      continue;
    }
    if (!spec->help)
      continue;
    const char *separator =
        spec->form == OFE_OPTION_JOINED_OR_SEPARATE || spec->form == OFE_OPTION_SEPARATE ? " " : "";
    char shown[64];
    snprintf(shown, sizeof shown, "%s%s%s", spec->name, spec->metavar ? separator : "",
             spec->metavar ? spec->metavar : "");
    fprintf(out, "  %-*s ", width, shown);
    if (capitalized && spec->help[0])
      fprintf(out, "%c%s\n", toupper((unsigned char)spec->help[0]), spec->help + 1);
    else
      fprintf(out, "%s\n", spec->help);
  }
}
