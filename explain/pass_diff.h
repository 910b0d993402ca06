/* pass_diff: the explorer's view of what one pass of the pipeline changed (pass_diff.c). */
#ifndef OFE_PASS_DIFF_H
#define OFE_PASS_DIFF_H

#include <stddef.h>
#include <stdio.h>

/* One <div class="pass"> for pass `pass`: the top-level operations of the MLIR module text
 * `after` that it added or changed (a line diff) against `before`, and those it removed. */
void ofe_explain_write_pass_diff(FILE *out, const char *pass, const char *before, size_t blen, const char *after,
                                 size_t alen);

#endif
