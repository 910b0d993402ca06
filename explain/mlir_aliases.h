/* mlir_aliases: whether MLIR text printed in local scope could differ from the plain print of
 * the same module. The plain print first walks the module in a dummy print to find the
 * attributes and types a dialect gives an alias (`#di_file = ...` before the module, `#di_file`
 * where used), which local scope writes in full; without such an attribute or type the two
 * texts are the same but for the plain print's last newline. The text is read as it is printed,
 * piece by piece, past the explorer's cap too. */
#ifndef OFE_EXPLAIN_MLIR_ALIASES_H
#define OFE_EXPLAIN_MLIR_ALIASES_H

#include <stdbool.h>
#include <stddef.h>

typedef struct OfeAliasScan {
  bool found;           /* an attribute or type that may have an alias was seen */
  bool in_string, escaped;
  char word[24];        /* the word being read (its first 23 characters) */
  size_t word_len;
} OfeAliasScan;

/* Reads the next piece of the text. */
void ofe_alias_scan(OfeAliasScan *s, const char *text, size_t len);
/* Ends the text: s->found is the answer. */
void ofe_alias_scan_end(OfeAliasScan *s);

#endif
