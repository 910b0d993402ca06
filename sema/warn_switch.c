/* warn_switch: -Wswitch on a switch whose condition is an enum (before promotion), worded as
 * clang-19 words it: a case value that is no enumerator's value, and (without default) the
 * enumerators whose values no case covers, in value order. Sorting the case ranges
 * keeps it O((cases + enumerators) log cases). */
#include "sema/warn.h"

#include <stdlib.h>
#include <string.h>

#include "sema/const_eval.h"
#include "support/diag.h"
#include "sema/sema.h"

/* Values are compared as ofe_const_order_key makes them. */
typedef struct Range {
  OfeWide lo, hi;
} Range;

static int by_lo(const void *a, const void *b) {
  const Range *x = a, *y = b;
  return x->lo < y->lo ? -1 : x->lo > y->lo;
}

static int by_value(const void *a, const void *b) {
  OfeWide x = *(const OfeWide *)a, y = *(const OfeWide *)b;
  return x < y ? -1 : x > y;
}

typedef struct Named {
  OfeWide value;
  size_t order;
  const char *name;
} Named;

static int by_value_then_order(const void *a, const void *b) {
  const Named *x = a, *y = b;
  if (x->value != y->value) return x->value < y->value ? -1 : 1;
  return x->order < y->order ? -1 : x->order > y->order;
}

/* Whether v lies in one of the n ranges sorted by lo (they do not overlap: sema refused that). */
static bool covered(const Range *r, size_t n, OfeWide v) {
  size_t lo = 0, hi = n;
  while (lo < hi) {
    size_t mid = lo + (hi - lo) / 2;
    if (r[mid].hi < v) lo = mid + 1;
    else hi = mid;
  }
  return lo < n && r[lo].lo <= v;
}

static bool is_value(const OfeWide *values, size_t n, OfeWide v) {
  return bsearch(&v, values, n, sizeof *values, by_value) != NULL;
}

/* an enumerator's value wrapped as the case values were (to the promoted type), as a key */
static OfeWide enum_key(const OfeType *ct, int64_t v) { return ofe_const_order_key(ct, ofe_const_wrap(ct, (OfeWide)(__int128)v)); }

void ofe_warn_switch(OfeCtx *ctx, const OfeStmt *sw) {
  const OfeType *et = sw->switch_.enum_type;
  if (!et) return;
  const OfeEnum *en = et->enumeration;
  size_t ne = en->constants.len, nc = sw->switch_.cases.len;
  const OfeType *ct = sw->switch_.cond->type;
  OfeWide *values = ofe_arena_alloc(&ctx->arena, (ne + 1) * sizeof *values);
  for (size_t i = 0; i < ne; i++) values[i] = enum_key(ct, en->constants.items[i]->enum_value);
  qsort(values, ne, sizeof *values, by_value);
  Range *ranges = ofe_arena_alloc(&ctx->arena, (nc + 1) * sizeof *ranges);
  size_t nr = 0;
  for (size_t i = 0; i < nc; i++) {
    const OfeStmt *c = sw->switch_.cases.items[i];
    Range r = {ofe_const_order_key(ct, c->case_.lo), ofe_const_order_key(ct, c->case_.hi)};
    if (r.lo <= r.hi) ranges[nr++] = r; /* an empty range covers nothing */
    if (!c->case_.range && !is_value(values, ne, r.lo))
      ofe_warn(&ctx->diag, OFE_W_SWITCH, c->case_.value_loc, "case value not in enumerated type '%s'", ofe_type_str(&ctx->types, et));
  }
  if (sw->switch_.default_) return;
  qsort(ranges, nr, sizeof *ranges, by_lo);
  /* the unhandled enumerators in value order, each value once (the first name that has it) */
  Named *byval = ofe_arena_alloc(&ctx->arena, (ne + 1) * sizeof *byval);
  for (size_t i = 0; i < ne; i++)
    byval[i] = (Named){enum_key(ct, en->constants.items[i]->enum_value), i, en->constants.items[i]->name};
  qsort(byval, ne, sizeof *byval, by_value_then_order);
  const char *names[4];
  size_t missing = 0;
  for (size_t i = 0; i < ne; i++) {
    if (covered(ranges, nr, byval[i].value) || (i > 0 && byval[i - 1].value == byval[i].value)) continue;
    if (missing < 4) names[missing] = byval[i].name;
    missing++;
  }
  OfeLoc at = sw->switch_.cond->loc;
  switch (missing) {
  case 0: break;
  case 1: ofe_warn(&ctx->diag, OFE_W_SWITCH, at, "enumeration value '%s' not handled in switch", names[0]); break;
  case 2: ofe_warn(&ctx->diag, OFE_W_SWITCH, at, "enumeration values '%s' and '%s' not handled in switch", names[0], names[1]); break;
  case 3:
    ofe_warn(&ctx->diag, OFE_W_SWITCH, at, "enumeration values '%s', '%s', and '%s' not handled in switch", names[0], names[1], names[2]);
    break;
  default:
    ofe_warn(&ctx->diag, OFE_W_SWITCH, at, "%zu enumeration values not handled in switch: '%s', '%s', '%s'...", missing, names[0],
             names[1], names[2]);
  }
}
