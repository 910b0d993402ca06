/* interval_index: a treap of intervals keyed by (lo, id), each node augmented with the largest
 * hi in its subtree, so that a search skips every subtree ending at or before the range. */
#include "support/interval_index.h"

#include <stdbool.h>

struct OfeIntervalNode {
  uint64_t lo, hi, max_hi;
  size_t id;
  uint64_t prio;
  OfeIntervalNode *l, *r;
};

void ofe_interval_index_init(OfeIntervalIndex *ix, OfeArena *arena) {
  *ix = (OfeIntervalIndex){.arena = arena, .rng = 0x9e3779b97f4a7c15u};
}

static bool before(const OfeIntervalNode *n, uint64_t lo, size_t id) { return n->lo < lo || (n->lo == lo && n->id < id); }

static void update(OfeIntervalNode *n) {
  n->max_hi = n->hi;
  if (n->l && n->l->max_hi > n->max_hi) n->max_hi = n->l->max_hi;
  if (n->r && n->r->max_hi > n->max_hi) n->max_hi = n->r->max_hi;
}

/* Splits t into the nodes before (lo, id) and the rest. */
static void split(OfeIntervalNode *t, uint64_t lo, size_t id, OfeIntervalNode **a, OfeIntervalNode **b) {
  if (!t) {
    *a = *b = NULL;
    return;
  }
  if (before(t, lo, id)) {
    split(t->r, lo, id, &t->r, b);
    *a = t;
  } else {
    split(t->l, lo, id, a, &t->l);
    *b = t;
  }
  update(t);
}

/* Joins a and b, every node of a before every node of b. */
static OfeIntervalNode *merge(OfeIntervalNode *a, OfeIntervalNode *b) {
  if (!a || !b) return a ? a : b;
  if (a->prio > b->prio) {
    a->r = merge(a->r, b);
    update(a);
    return a;
  }
  b->l = merge(a, b->l);
  update(b);
  return b;
}

void ofe_interval_insert(OfeIntervalIndex *ix, uint64_t lo, uint64_t hi, size_t id) {
  OfeIntervalNode *n = ix->free;
  if (n) ix->free = n->r;
  else n = ofe_arena_alloc(ix->arena, sizeof *n);
  ix->rng ^= ix->rng << 13, ix->rng ^= ix->rng >> 7, ix->rng ^= ix->rng << 17; /* xorshift64 */
  *n = (OfeIntervalNode){.lo = lo, .hi = hi, .max_hi = hi, .id = id, .prio = ix->rng};
  OfeIntervalNode *a, *b;
  split(ix->root, lo, id, &a, &b);
  ix->root = merge(merge(a, n), b);
}

void ofe_interval_remove(OfeIntervalIndex *ix, uint64_t lo, size_t id) {
  OfeIntervalNode *a, *m, *b;
  split(ix->root, lo, id, &a, &b);
  split(b, lo, id + 1, &m, &b); /* m: the node (lo, id), or none */
  if (m) {
    m->r = ix->free;
    ix->free = m;
  }
  ix->root = merge(a, b);
}

static void overlapping(const OfeIntervalNode *n, uint64_t lo, uint64_t hi, OfeArena *scratch, OfeIdVec *out) {
  for (; n && n->max_hi > lo; n = n->r) {
    overlapping(n->l, lo, hi, scratch, out);
    if (n->lo >= hi) return; /* so do all after it */
    if (n->hi > lo) ofe_vec_push(scratch, out, n->id);
  }
}

void ofe_interval_overlapping(const OfeIntervalIndex *ix, uint64_t lo, uint64_t hi, OfeArena *scratch, OfeIdVec *out) {
  overlapping(ix->root, lo, hi, scratch, out);
}
