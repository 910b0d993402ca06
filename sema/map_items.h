/* map_items: the shape of a list item of the data-mapping clauses (map, to/from,
 * use_device_addr, has_device_addr): how it reaches its storage from its variable (directly,
 * through the variable's pointer value, through one pointer member), which array section
 * gives its size, and whether that storage is contiguous. Sema checks items with it; the
 * offload arrays build their entries from it (the forms of test/e2e/data/MAPTYPES.md §2). */
#ifndef OFE_MAP_ITEMS_H
#define OFE_MAP_ITEMS_H

#include <stdbool.h>

#include "sema/ast.h"
#include "sema/context.h"

typedef enum OfeItemProblem {
  ITEM_OK,
  ITEM_NOT_CONTIGUOUS, /* a dimension inside a section does not cover its whole array */
  ITEM_TWO_POINTERS,   /* the item goes through more than one pointer stored in memory */
  ITEM_BAD_POINTER,    /* a pointer that is a computed value rather than a variable or member */
  ITEM_UNION_MEMBER,   /* a member of a union */
  ITEM_BIT_FIELD,      /* a bit-field: no storage of its own */
  ITEM_STRIDED,        /* a strided section (shape.strided when it is the item itself, of a variable) */
} OfeItemProblem;


/* Analyses a list item (already checked to be based on a variable). */
OfeItemProblem ofe_item_shape(OfeCtx *ctx, const OfeExpr *item, OfeItemShape *out);
/* The expression's value when it is an integer constant expression. */
bool ofe_item_const(OfeCtx *ctx, const OfeExpr *x, int64_t *out);

#endif
