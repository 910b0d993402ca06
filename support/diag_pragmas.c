/* diag_pragmas: where `#pragma GCC diagnostic` holds. Each warning keeps its own changes as
 * marks at text offsets, so a warning given after the parse has moved on (at the end of a
 * function or of the unit) is judged by the pragmas around its location, as clang judges it. */
#include <string.h>

#include "support/diag.h"
#include "support/text_marks.h"

static void mark(OfeDiag *d, OfeWarn w, uint32_t offset, uint8_t state) {
  OfeDiagPragmas *p = &d->pragmas;
  OfeDiagMark m = {offset, state};
  ofe_marks_put(d->arena, &p->marks[w], m);
  p->now[w] = state;
}

bool ofe_diag_pragma_set(OfeDiag *d, uint32_t offset, const char *group, OfeDiagPragmaState state) {
  bool in_group[OFE_WARN_COUNT];
  if (!ofe_warn_group_members(group, in_group)) return false;
  for (int w = 0; w < OFE_WARN_COUNT; w++)
    if (in_group[w]) mark(d, (OfeWarn)w, offset, (uint8_t)state);
  return true;
}

void ofe_diag_pragma_push(OfeDiag *d) {
  uint8_t *saved = ofe_arena_alloc(d->arena, sizeof d->pragmas.now);
  memcpy(saved, d->pragmas.now, sizeof d->pragmas.now);
  ofe_vec_push(d->arena, &d->pragmas.pushed, saved);
}

bool ofe_diag_pragma_pop(OfeDiag *d, uint32_t offset) {
  OfeDiagPragmas *p = &d->pragmas;
  if (!p->pushed.len) return false;
  const uint8_t *saved = p->pushed.items[--p->pushed.len];
  for (int w = 0; w < OFE_WARN_COUNT; w++)
    if (p->now[w] != saved[w]) mark(d, (OfeWarn)w, offset, saved[w]);
  return true;
}

OfeDiagPragmaState ofe_diag_pragma_at(const OfeDiag *d, OfeWarn w, uint32_t offset) {
  /* a location with no place in the preprocessed text (a byte inside a format string) is
   * judged by the state now: such a warning is given as its call is read */
  if (offset == UINT32_MAX) return (OfeDiagPragmaState)d->pragmas.now[w];
  size_t n = OFE_MARKS_UPTO(d->pragmas.marks[w], offset);
  return n ? (OfeDiagPragmaState)d->pragmas.marks[w].items[n - 1].state : OFE_DP_FLAGS;
}
