/* tidy_blocks: see tidy_blocks.h. Every table below is indexed by the blocks' numbers in the
 * OfeBlockGraph. */
#include "emit/tidy_blocks.h"

#include <stdint.h>

#include "emit/mlir_build.h"

/* The block an unconditional, argument-free branch at the end of `blk` goes to; null when
 * it ends otherwise. */
static MlirBlock plain_branch_target(MlirBlock blk) {
  MlirOperation t = mlirBlockGetTerminator(blk);
  if (mlirOperationIsNull(t) || !ofe_op_is(t, "llvm.br") || mlirOperationGetNumOperands(t) != 0) return (MlirBlock){NULL};
  MlirBlock to = mlirOperationGetSuccessor(t, 0);
  return mlirBlockGetNumArguments(to) == 0 ? to : (MlirBlock){NULL};
}

/* The one operation of block blk (not the entry, no arguments) when it is a branch that
 * passes values on, `llvm.br ^T(v...)` (a `continue` or the end of a loop body once the SSA
 * locals are complete); else null. */
static MlirOperation passing_branch(const OfeBlockGraph *g, MlirBlock blk) {
  if (ofe_block_graph_number(g, blk) == 0 || mlirBlockGetNumArguments(blk) != 0) return (MlirOperation){NULL};
  MlirOperation t = mlirBlockGetTerminator(blk);
  if (mlirOperationIsNull(t) || mlirBlockGetFirstOperation(blk).ptr != t.ptr || !ofe_op_is(t, "llvm.br") ||
      mlirOperationGetNumOperands(t) == 0)
    return (MlirOperation){NULL};
  return t;
}

/* Makes successor s of terminator t (a block with no arguments, so t passes it nothing) the
 * target of `pass`, with pass's values: they are defined in blocks that dominate pass's block,
 * hence t's too. A conditional branch whose other successor is that target keeps its edge
 * (two edges to one block with different values would need a block of their own again). */
static void thread_passing(MlirOperation t, intptr_t s, MlirOperation pass, OfeArena *arena) {
  MlirBlock target = mlirOperationGetSuccessor(pass, 0);
  intptr_t n = mlirOperationGetNumOperands(pass), nt = mlirOperationGetNumOperands(t);
  bool is_cond = ofe_op_is(t, "llvm.cond_br");
  if (!is_cond && !(ofe_op_is(t, "llvm.br") && nt == 0)) return;
  if (is_cond && mlirOperationGetSuccessor(t, 1 - s).ptr == target.ptr) return;
  /* successor s's values (none yet) sit after the condition, or after the other one's */
  intptr_t at = !is_cond ? 0 : s == 0 ? 1 : nt, k = 0;
  MlirValue *ops = ofe_arena_alloc(arena, (size_t)(nt + n) * sizeof *ops);
  for (intptr_t i = 0; i < at; i++) ops[k++] = mlirOperationGetOperand(t, i);
  for (intptr_t i = 0; i < n; i++) ops[k++] = mlirOperationGetOperand(pass, i);
  for (intptr_t i = at; i < nt; i++) ops[k++] = mlirOperationGetOperand(t, i);
  mlirOperationSetOperands(t, k, ops);
  mlirOperationSetSuccessor(t, s, target);
  if (is_cond) {
    int32_t passed = (int32_t)n, other = (int32_t)(nt - 1);
    ofe_mb_set_cond_br_segments(t, s == 0 ? passed : other, s == 0 ? other : passed);
  }
}

/* Where a branch to block i really goes: past blocks that hold nothing but a plain branch.
 * Each chain is walked once: its blocks remember the answer (final[], done[]). A loop of
 * such blocks (an empty `for (;;);`) keeps its branches. */
typedef struct Chains {
  size_t *final;
  bool *done;
  size_t *path;     /* the chain being walked (room for every block) */
  size_t *walk_id;  /* per block: the walk that put it on the path (0: none) */
  size_t walks;
} Chains;

static size_t final_target(const OfeBlockGraph *g, Chains *c, size_t i) {
  size_t len = 0, at = i, end;
  size_t id = ++c->walks;
  bool loop = false;
  for (;;) {
    if (c->done[at]) {
      end = c->final[at];
      break;
    }
    if (c->walk_id[at] == id) {
      loop = true;
      break;
    }
    c->walk_id[at] = id;
    c->path[len++] = at;
    MlirBlock blk = g->blocks.items[at];
    bool forwards = at != 0 && mlirBlockGetFirstOperation(blk).ptr == mlirBlockGetTerminator(blk).ptr;
    MlirBlock to = forwards ? plain_branch_target(blk) : (MlirBlock){NULL};
    if (mlirBlockIsNull(to)) {
      end = at;
      break;
    }
    at = ofe_block_graph_number(g, to);
  }
  for (size_t k = 0; k < len; k++) {
    c->done[c->path[k]] = true;
    c->final[c->path[k]] = loop ? c->path[k] : end;
  }
  return loop ? i : end;
}

void ofe_tidy_blocks(const OfeBlockGraph *g) {
  size_t n = g->blocks.len;
  if (!n) return;
  OfeArena *arena = g->arena;
  Chains chains = {.final = ofe_arena_alloc(arena, n * sizeof(size_t)), .done = ofe_arena_alloc(arena, n),
                   .path = ofe_arena_alloc(arena, n * sizeof(size_t)), .walk_id = ofe_arena_alloc(arena, n * sizeof(size_t))};

  /* 1. branches skip the blocks that only branch on */
  for (size_t i = 0; i < n; i++) {
    MlirOperation t = mlirBlockGetTerminator(g->blocks.items[i]);
    if (mlirOperationIsNull(t)) continue;
    for (intptr_t s = 0, ns = mlirOperationGetNumSuccessors(t); s < ns; s++) {
      MlirBlock to = mlirOperationGetSuccessor(t, s);
      if (mlirBlockGetNumArguments(to) != 0) continue;
      size_t f = final_target(g, &chains, ofe_block_graph_number(g, to));
      if (g->blocks.items[f].ptr != to.ptr) mlirOperationSetSuccessor(t, s, g->blocks.items[f]);
      MlirOperation pass = passing_branch(g, g->blocks.items[f]);
      if (!mlirOperationIsNull(pass) && pass.ptr != t.ptr) thread_passing(t, s, pass, arena);
    }
  }

  /* 2. what the entry reaches now, and by how many branches */
  size_t *preds = ofe_arena_alloc(arena, n * sizeof *preds);
  bool *reached = ofe_block_graph_reached(g, preds);

  /* 3. a block whose one predecessor ends by branching to it continues that block */
  bool *merged = ofe_arena_alloc(arena, n);
  for (size_t i = 0; i < n; i++) {
    if (!reached[i] || merged[i]) continue;
    MlirBlock into = g->blocks.items[i];
    for (MlirBlock next; !mlirBlockIsNull(next = plain_branch_target(into));) {
      size_t k = ofe_block_graph_number(g, next);
      if (k == 0 || k == i || preds[k] != 1) break;
      MlirOperation br = mlirBlockGetTerminator(into);
      mlirOperationRemoveFromParent(br);
      mlirOperationDestroy(br);
      for (MlirOperation op = mlirBlockGetFirstOperation(next), after; !mlirOperationIsNull(op); op = after) {
        after = mlirOperationGetNextInBlock(op);
        mlirOperationRemoveFromParent(op);
        mlirBlockAppendOwnedOperation(into, op);
      }
      merged[k] = true;
    }
  }

  /* the blocks left empty or unreached go together in a scratch region, whose destruction
   * drops the uses among them first */
  MlirRegion scratch = mlirRegionCreate();
  for (size_t i = 0; i < n; i++) {
    if (reached[i] && !merged[i]) continue;
    mlirBlockDetach(g->blocks.items[i]);
    mlirRegionAppendOwnedBlock(scratch, g->blocks.items[i]);
  }
  mlirRegionDestroy(scratch);
}
