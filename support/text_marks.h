/* text_marks: facts that hold from a place in the preprocessed text on (the system headers'
 * spans, the diagnostic pragmas, `#pragma pack` and `GCC visibility`), kept in vectors in
 * text order whose elements each begin with their uint32_t offset. */
#ifndef OFE_TEXT_MARKS_H
#define OFE_TEXT_MARKS_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "support/arena.h"

/* How many of the n marks, each `stride` bytes from the last and starting with its offset,
 * lie at or before offset (a binary search: they are in text order). */
static inline size_t ofe_marks_upto(const void *marks, size_t n, size_t stride, uint32_t offset) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    uint32_t at;
    memcpy(&at, (const char *)marks + mid * stride, sizeof at);
    if (at <= offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
#define OFE_MARKS_UPTO(v, offset) ofe_marks_upto((v).items, (v).len, sizeof *(v).items, (offset))

/* Appends the mark m to the vector *v, or replaces *v's last mark when that one is at m's
 * offset: of two pragmas at one place, the later holds. */
#define ofe_marks_put(arena, v, m)                                                               \
  do {                                                                                           \
    if ((v)->len && (v)->items[(v)->len - 1].offset == (m).offset) (v)->items[(v)->len - 1] = (m); \
    else ofe_vec_push(arena, v, m);                                                              \
  } while (0)

#endif
