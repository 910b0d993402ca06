/* interval_index: a set of half-open intervals [lo, hi), each with the caller's id, that finds
 * the ones overlapping a range in expected O(log n) time per interval found (and once more),
 * where a scan of them all would make a pass quadratic: the initializer builder's overrides,
 * whose designators may come in any order. A treap ordered by (lo, id) whose nodes carry the
 * largest hi below them; inserting and removing take expected O(log n); nodes live in an arena. */
#ifndef OFE_INTERVAL_INDEX_H
#define OFE_INTERVAL_INDEX_H

#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"

typedef struct OfeIntervalNode OfeIntervalNode;
typedef struct OfeIntervalIndex {
  OfeArena *arena;
  OfeIntervalNode *root;
  OfeIntervalNode *free; /* removed nodes, for the next insertions */
  uint64_t rng;          /* the treap's priorities: a fixed sequence, so the shape is reproducible */
} OfeIntervalIndex;

typedef OFE_VEC(size_t) OfeIdVec;

void ofe_interval_index_init(OfeIntervalIndex *ix, OfeArena *arena);
/* Adds [lo, hi) as id; (lo, id) must not be in the index already. */
void ofe_interval_insert(OfeIntervalIndex *ix, uint64_t lo, uint64_t hi, size_t id);
/* Removes the interval added as (lo, id), if there is one. */
void ofe_interval_remove(OfeIntervalIndex *ix, uint64_t lo, size_t id);
/* Appends to out (growing it in scratch) the ids of the intervals [xlo, xhi) with xlo < hi and
 * xhi > lo, in order of (xlo, id). An empty interval [x, x) overlaps when lo < x < hi. */
void ofe_interval_overlapping(const OfeIntervalIndex *ix, uint64_t lo, uint64_t hi, OfeArena *scratch, OfeIdVec *out);

#endif
