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

/* A reduction's list item that is an array element or section (of any number of dimensions)
 * of a variable's array, or through a pointer variable: the scalars it names, as index ranges
 * over the variable's storage. Element (k_0, ..., k_n-1, b) of the item, k_i below dims[i]'s
 * length and b below `inner`, lies sum((lower_i + k_i) * stride_i) + b scalars into the array
 * (or past the pointer's value); a dimension over variable-length rows (vla_row) has its
 * stride at run time only. */
typedef struct OfeItemDim {
  const OfeExpr *lower;  /* the first index; NULL: 0 */
  const OfeExpr *length; /* the number of indices; NULL: 1 (a subscript) */
  int64_t extent;        /* the elements of the array it indexes; -1 through the pointer */
  uint64_t stride;       /* scalars one index moves (0 when vla_row is set) */
  const OfeType *vla_row; /* a variable-length row (pa[1] of int (*pa)[m], b[1] of int b[n][m]):
                             one index moves its size, known at run time (ofe_emit_sizeof);
                             NULL: `stride` scalars */
  const OfeExpr *step;   /* a strided section's stride, in indices (ofe_item_block_strided);
                            NULL: 1 */
} OfeItemDim;

typedef struct OfeItemBlock {
  const OfeType *elem;      /* the scalars (arrays stripped) */
  const OfeExpr *var;       /* the variable, an array or (through_pointer) a pointer */
  bool through_pointer;
  bool contiguous;          /* the scalars are provably one run (inner dimensions whole, outer of length 1) */
  uint64_t inner;           /* scalars one element of the innermost dimension holds (a row of m[1:2]) */
  OFE_VEC(OfeItemDim) dims; /* outermost first */
} OfeItemBlock;

/* false when the item is no such element or section (a strided one, one whose own type is a
 * variable-length array (pa[1]), a member, a pointer other than a variable's): *problem_at
 * says where. */
bool ofe_item_block(OfeCtx *ctx, const OfeExpr *item, OfeItemBlock *out, const OfeExpr **problem_at);
/* The same, strided sections (a[lo:len:st]) taken too: target update's non-contiguous items. */
bool ofe_item_block_strided(OfeCtx *ctx, const OfeExpr *item, OfeItemBlock *out, const OfeExpr **problem_at);
/* Whether a reduction's list item (a variable, or an element or section that ofe_item_block
 * takes) names one run of scalars. */
bool ofe_item_one_run(OfeCtx *ctx, const OfeExpr *item);

#endif
