/* device_reach: the functions each kernel reaches (device_reach.h). Each function's references
 * are read once; each kernel's walk visits what it reaches once: linear in the module plus the
 * answer. */
#include "passes/device_reach.h"

#include <string.h>

#include "passes/pass_util.h"

void ofe_device_reach(OfeConstructFacts *facts, MlirModule module, OfeArena *scratch) {
  OfeFuncIndex index;
  ofe_func_index_build(&index, scratch, module);
  size_t n = index.funcs.len;
  OfeFuncRefs *refs = ofe_arena_alloc(scratch, (n + 1) * sizeof *refs);
  for (size_t i = 0; i < n; i++) ofe_func_refs(&index, index.funcs.items[i], scratch, &refs[i]);
  size_t *seen_by = ofe_arena_alloc(scratch, (n + 1) * sizeof *seen_by); /* the kernel's number + 1 */
  long *queue = ofe_arena_alloc(scratch, (n + 1) * sizeof *queue);
  for (size_t k = 0; k < facts->items.len; k++) {
    OfeConstructFact *c = facts->items.items[k];
    long start = c->kernel ? ofe_func_index_find(&index, mlirStringRefCreateFromCString(c->kernel)) : -1;
    if (start < 0) continue;
    size_t head = 0, tail = 0;
    queue[tail++] = start;
    seen_by[start] = k + 1;
    while (head < tail) {
      long f = queue[head++];
      for (size_t j = 0; j < refs[f].len; j++) {
        long g = refs[f].items[j];
        if (seen_by[g] == k + 1) continue;
        seen_by[g] = k + 1;
        queue[tail++] = g;
        const char *name = index.names.items[g];
        if (ofe_func_has_body(index.funcs.items[g]) && ofe_is_user_function(name))
          ofe_vec_push(facts->arena, &c->device_functions, ofe_arena_strdup(facts->arena, name));
      }
    }
  }
}
