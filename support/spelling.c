/* spelling: bounded Levenshtein distance. Each comparison costs O(length * bound) and
 * candidates whose length alone rules them out cost nothing, so a hint stays cheap even
 * against the few thousand names a file's headers declare. */
#include "support/spelling.h"

#include <string.h>

enum { MAX_NAME = 64 }; /* longer names are not corrected */

/* Edits from a to b, or max + 1 when more than max. */
static unsigned edit_distance(const char *a, size_t an, const char *b, size_t bn, unsigned max) {
  if ((an > bn ? an - bn : bn - an) > max) return max + 1;
  unsigned row[MAX_NAME + 1];
  for (size_t j = 0; j <= bn; j++) row[j] = (unsigned)j;
  for (size_t i = 1; i <= an; i++) {
    unsigned diag = row[0], lowest;
    row[0] = (unsigned)i;
    lowest = row[0];
    for (size_t j = 1; j <= bn; j++) {
      unsigned up = row[j];
      unsigned best = diag + (a[i - 1] != b[j - 1]);
      if (up + 1 < best) best = up + 1;
      if (row[j - 1] + 1 < best) best = row[j - 1] + 1;
      row[j] = best;
      diag = up;
      if (best < lowest) lowest = best;
    }
    if (lowest > max) return max + 1; /* every path is already too long */
  }
  return row[bn];
}

void ofe_spelling_init(OfeSpelling *s, const char *typo) {
  memset(s, 0, sizeof *s);
  s->typo = typo;
  s->len = strlen(typo);
  s->best = (unsigned)(s->len + 2) / 3 + 1; /* clang's bound, exclusive */
}

void ofe_spelling_consider(OfeSpelling *s, const char *name, const void *item) {
  size_t n = strlen(name);
  if (s->len > MAX_NAME || n > MAX_NAME || s->best == 0) return;
  unsigned d = edit_distance(s->typo, s->len, name, n, s->best - 1);
  if (d == 0 || d >= s->best || s->len / d < 3) return;
  s->best = d;
  s->name = name;
  s->item = item;
}
