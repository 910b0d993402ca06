/* tidy_blocks: the control-flow clean-up of one function body once it is emitted. The
 * emitter gives every statement the blocks its shape needs (a join after each `if`, a step
 * block for each loop, a block for the code after a `return`); this leaves the blocks that
 * carry code:
 *  - a branch to a block that only branches on goes straight to where that block goes, with
 *    the values that block's branch passes, if any;
 *  - blocks no branch reaches are dropped (code after return, break, goto);
 *  - a block reached only by an unconditional branch from the block before it in the
 *    control flow is merged into that block.
 * Each step visits each block and edge a bounded number of times: linear in the body. */
#ifndef OFE_TIDY_BLOCKS_H
#define OFE_TIDY_BLOCKS_H

#include "emit/block_graph.h"

/* g: the body's blocks, before any is removed (its arena takes the scratch tables) */
void ofe_tidy_blocks(const OfeBlockGraph *g);

#endif
