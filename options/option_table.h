/* option_table: a command line read against a table of options, for ompfe (the compiler
   proper) and ompcc (the driver) alike. Each entry gives a flag's spelling, the form of its
   value, what it does (an id that the program's own switch reads) and its --help line, so a
   flag cannot be accepted without being documented. */
#ifndef OFE_OPTION_TABLE_H
#define OFE_OPTION_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef enum OfeOptionForm {
  OFE_OPTION_FLAG,                /* the name alone: -c */
  OFE_OPTION_JOINED,              /* name immediately followed by a value that is not empty: -std=c11, -Wl,-x */
  OFE_OPTION_JOINED_OR_SEPARATE,  /* -DX or -D X */
  OFE_OPTION_SEPARATE,            /* -Xlinker X */
  OFE_OPTION_PREFIX,              /* every argument beginning with the name, the rest (even nothing) its value: -W..., -passes= */
  OFE_OPTION_JOINED_AND_SEPARATE, /* a joined value, then one more argument: -Xopenmp-target=T -march=x */
  OFE_OPTION_SECTION,             /* no option: a heading of --help (its help text) */
} OfeOptionForm;

typedef struct OfeOptionSpec {
  const char *name;
  OfeOptionForm form;
  int id;              /* what the option does, in the reading program's own enum */
  const char *metavar; /* how --help shows the value */
  const char *help;    /* NULL: a spelled-out variant, described with its first form */
} OfeOptionSpec;

/* The error of a separate value that is not there, with the option as written. */
#define OFE_OPTION_MISSING_VALUE "argument to '%s' is missing (expected 1 value)"

/* The entry for `arg`, preferring the longest name that matches (so -Wl, beats -W and
   -fopenmp-targets= beats -f); NULL when none does. */
const OfeOptionSpec *ofe_option_find(const OfeOptionSpec *table, size_t count, const char *arg);

/* The value of argv[*i], which matched `spec`: *value for every form but a flag (NULL), and
   *second the extra argument of a JOINED_AND_SEPARATE one. A separate argument moves *i past
   it; false when it is missing (the caller reports OFE_OPTION_MISSING_VALUE). */
bool ofe_option_value(const OfeOptionSpec *spec, int argc, char **argv, int *i, const char **value,
                      const char **second);

/* --help's lines in table order: "  <name><metavar>  <help>" with the first column `width`
   wide, sections as headings after a blank line; variants without help are left out.
   `capitalized`: each help text begins with a capital letter (ompcc's style, clang's; the
   texts the two programs share are written in ompfe's lower case). */
void ofe_option_print_help(FILE *out, const OfeOptionSpec *table, size_t count, int width, bool capitalized);

#endif
