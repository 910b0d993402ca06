/* pragmas: the marks of `#pragma pack`, `#pragma GCC visibility` and `#pragma STDC FP_CONTRACT`,
 * looked up by offset. */
#include "sema/pragmas.h"

#include <string.h>

#include "support/text_marks.h"

OfePragmaMark ofe_pragma_now(const OfePragmaState *s) {
  return s->marks.len ? s->marks.items[s->marks.len - 1] : (OfePragmaMark){0};
}

void ofe_pragma_mark(OfeArena *arena, OfePragmaState *s, uint32_t offset, unsigned pack, OfeVisibility visibility) {
  OfePragmaMark m = {offset, pack, visibility};
  ofe_marks_put(arena, &s->marks, m);
}

static OfePragmaMark mark_at(const OfePragmaState *s, uint32_t offset) {
  size_t n = OFE_MARKS_UPTO(s->marks, offset);
  return n ? s->marks.items[n - 1] : (OfePragmaMark){0};
}

bool ofe_pragma_pack_changed(const OfePragmaState *s, uint32_t from, uint32_t to) {
  unsigned pack = mark_at(s, from).pack;
  for (size_t i = OFE_MARKS_UPTO(s->marks, from); i < s->marks.len && s->marks.items[i].offset <= to; i++)
    if (s->marks.items[i].pack != pack) return true;
  return false;
}

unsigned ofe_pragma_pack_at(const OfePragmaState *s, uint32_t offset) { return mark_at(s, offset).pack; }

OfeVisibility ofe_pragma_visibility_at(const OfePragmaState *s, uint32_t offset) {
  return mark_at(s, offset).visibility;
}

OfeFpContract ofe_pragma_fp_contract_at(const OfePragmaState *s, uint32_t offset, const OfeCodegenFlags *flags) {
  size_t n = flags->fp_contract_over_pragmas ? 0 : OFE_MARKS_UPTO(s->fp_contract, offset);
  const OfeFpContractMark *m = n ? &s->fp_contract.items[n - 1] : NULL;
  return m && !m->command_line ? m->mode : flags->fp_contract;
}
