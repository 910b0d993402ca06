/* block_graph: the blocks of one emitted function body, numbered once in region order (the
 * entry is 0), for the steps that finish the body: the SSA construction's completion
 * (ssa_vars.c) and the clean-up (tidy_blocks.c). Their tables are indexed by the number. */
#ifndef OFE_BLOCK_GRAPH_H
#define OFE_BLOCK_GRAPH_H

#include <stdbool.h>
#include <stddef.h>

#include <mlir-c/IR.h>

#include "support/arena.h"
#include "support/strmap.h"

typedef struct OfeBlockGraph {
  OfeArena *arena; /* the tables' memory, this graph's and its users' */
  OFE_VEC(MlirBlock) blocks;
  OfeStrMap number; /* block -> its number + 1 */
} OfeBlockGraph;

void ofe_block_graph_build(OfeBlockGraph *g, OfeArena *arena, MlirRegion body);
size_t ofe_block_graph_number(const OfeBlockGraph *g, MlirBlock b);
/* What the entry reaches through the terminators as they are now: a table of g->blocks.len
 * flags. When branches_in is given, branches_in[i] counts the branches into block i from
 * the blocks reached (a terminator naming it twice counts twice). */
bool *ofe_block_graph_reached(const OfeBlockGraph *g, size_t *branches_in);

#endif
