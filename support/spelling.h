/* spelling: the closest of some names to a misspelled one, for "did you mean" hints, with
 * clang's bounds: at most (length + 2) / 3 edits, and at least three characters per edit. */
#ifndef OFE_SPELLING_H
#define OFE_SPELLING_H

#include <stdbool.h>
#include <stddef.h>

typedef struct OfeSpelling {
  const char *typo;
  size_t len;
  unsigned best;    /* edits of the best candidate so far */
  const char *name; /* the best candidate (NULL: none close enough) */
  const void *item; /* what the caller attached to it */
} OfeSpelling;

void ofe_spelling_init(OfeSpelling *s, const char *typo);
/* Keeps name if it is closer than the best so far (the first of equally close ones stays). */
void ofe_spelling_consider(OfeSpelling *s, const char *name, const void *item);

#endif
