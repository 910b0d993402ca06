/* tidy_blocks: see tidy_blocks.h. Blocks are numbered once; every table below is indexed by
 * that number. */
#include "emit/tidy_blocks.h"

#include <stdint.h>

#include "emit/mlir_build.h"
#include "support/strmap.h"

typedef struct Blocks {
  OFE_VEC(MlirBlock) list;
  OfeStrMap index; /* block -> its number + 1 */
} Blocks;

static size_t number_of(const Blocks *b, MlirBlock blk) {
  return (size_t)(uintptr_t)ofe_ptrmap_get(&b->index, blk.ptr) - 1;
}

/* The block an unconditional, argument-free branch at the end of `blk` goes to; null when
 * it ends otherwise. */
static MlirBlock plain_branch_target(MlirBlock blk) {
  MlirOperation t = mlirBlockGetTerminator(blk);
  if (mlirOperationIsNull(t) || !ofe_op_is(t, "llvm.br") || mlirOperationGetNumOperands(t) != 0) return (MlirBlock){NULL};
  MlirBlock to = mlirOperationGetSuccessor(t, 0);
  return mlirBlockGetNumArguments(to) == 0 ? to : (MlirBlock){NULL};
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

static size_t final_target(const Blocks *b, Chains *c, size_t i) {
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
    MlirBlock blk = b->list.items[at];
    bool forwards = at != 0 && mlirBlockGetFirstOperation(blk).ptr == mlirBlockGetTerminator(blk).ptr;
    MlirBlock to = forwards ? plain_branch_target(blk) : (MlirBlock){NULL};
    if (mlirBlockIsNull(to)) {
      end = at;
      break;
    }
    at = number_of(b, to);
  }
  for (size_t k = 0; k < len; k++) {
    c->done[c->path[k]] = true;
    c->final[c->path[k]] = loop ? c->path[k] : end;
  }
  return loop ? i : end;
}

void ofe_tidy_blocks(OfeArena *arena, MlirRegion body) {
  Blocks b = {0};
  ofe_strmap_init(&b.index, arena);
  for (MlirBlock blk = mlirRegionGetFirstBlock(body); !mlirBlockIsNull(blk); blk = mlirBlockGetNextInRegion(blk)) {
    ofe_vec_push(arena, &b.list, blk);
    ofe_ptrmap_put(&b.index, blk.ptr, (void *)(uintptr_t)b.list.len);
  }
  size_t n = b.list.len;
  if (!n) return;
  Chains chains = {.final = ofe_arena_alloc(arena, n * sizeof(size_t)), .done = ofe_arena_alloc(arena, n),
                   .path = ofe_arena_alloc(arena, n * sizeof(size_t)), .walk_id = ofe_arena_alloc(arena, n * sizeof(size_t))};
  size_t *preds = ofe_arena_alloc(arena, n * sizeof *preds);
  bool *reached = ofe_arena_alloc(arena, n);

  /* 1. branches skip the blocks that only branch on */
  for (size_t i = 0; i < n; i++) {
    MlirOperation t = mlirBlockGetTerminator(b.list.items[i]);
    if (mlirOperationIsNull(t)) continue;
    for (intptr_t s = 0, ns = mlirOperationGetNumSuccessors(t); s < ns; s++) {
      MlirBlock to = mlirOperationGetSuccessor(t, s);
      if (mlirBlockGetNumArguments(to) != 0) continue;
      size_t f = final_target(&b, &chains, number_of(&b, to));
      if (b.list.items[f].ptr != to.ptr) mlirOperationSetSuccessor(t, s, b.list.items[f]);
    }
  }

  /* 2. what the entry reaches, and by how many branches */
  OFE_VEC(size_t) work = {0};
  reached[0] = true;
  ofe_vec_push(arena, &work, (size_t)0);
  while (work.len) {
    MlirOperation t = mlirBlockGetTerminator(b.list.items[work.items[--work.len]]);
    for (intptr_t s = 0, ns = mlirOperationGetNumSuccessors(t); s < ns; s++) {
      size_t to = number_of(&b, mlirOperationGetSuccessor(t, s));
      preds[to]++;
      if (!reached[to]) {
        reached[to] = true;
        ofe_vec_push(arena, &work, to);
      }
    }
  }

  /* 3. a block whose one predecessor ends by branching to it continues that block */
  bool *merged = ofe_arena_alloc(arena, n);
  for (size_t i = 0; i < n; i++) {
    if (!reached[i] || merged[i]) continue;
    MlirBlock into = b.list.items[i];
    for (MlirBlock next; !mlirBlockIsNull(next = plain_branch_target(into));) {
      size_t k = number_of(&b, next);
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
    mlirBlockDetach(b.list.items[i]);
    mlirRegionAppendOwnedBlock(scratch, b.list.items[i]);
  }
  mlirRegionDestroy(scratch);
}
