/* block_graph: see block_graph.h. */
#include "emit/block_graph.h"

#include <stdint.h>

void ofe_block_graph_build(OfeBlockGraph *g, OfeArena *arena, MlirRegion body) {
  *g = (OfeBlockGraph){.arena = arena};
  ofe_strmap_init(&g->number, arena);
  for (MlirBlock b = mlirRegionGetFirstBlock(body); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) {
    ofe_vec_push(arena, &g->blocks, b);
    ofe_ptrmap_put(&g->number, b.ptr, (void *)(uintptr_t)g->blocks.len);
  }
}

size_t ofe_block_graph_number(const OfeBlockGraph *g, MlirBlock b) {
  return (size_t)(uintptr_t)ofe_ptrmap_get(&g->number, b.ptr) - 1;
}

bool *ofe_block_graph_reached(const OfeBlockGraph *g, size_t *branches_in) {
  size_t n = g->blocks.len;
  bool *reached = ofe_arena_alloc(g->arena, n ? n : 1);
  if (!n) return reached;
  OFE_VEC(size_t) work = {0};
  reached[0] = true;
  ofe_vec_push(g->arena, &work, (size_t)0);
  while (work.len) {
    MlirOperation t = mlirBlockGetTerminator(g->blocks.items[work.items[--work.len]]);
    for (intptr_t k = 0, nk = mlirOperationIsNull(t) ? 0 : mlirOperationGetNumSuccessors(t); k < nk; k++) {
      size_t to = ofe_block_graph_number(g, mlirOperationGetSuccessor(t, k));
      if (branches_in) branches_in[to]++;
      if (!reached[to]) {
        reached[to] = true;
        ofe_vec_push(g->arena, &work, to);
      }
    }
  }
  return reached;
}
