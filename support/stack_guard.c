/* stack_guard: see stack_guard.h. */
#include "support/stack_guard.h"

#include <pthread.h>

/* What the code below the last check may still need: MLIR and LLVM calls, printf, and
 * sanitizer frames, which are several times larger. */
enum { STACK_RESERVE = 1 << 20 };

void ofe_stack_guard_init(OfeStackGuard *g) {
  g->limit = 0;
  g->reported = false;
  pthread_attr_t attr;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return;
  void *low;
  size_t size;
  if (pthread_attr_getstack(&attr, &low, &size) == 0 && size > 2 * STACK_RESERVE)
    g->limit = (uintptr_t)low + STACK_RESERVE;
  pthread_attr_destroy(&attr);
}

bool ofe_stack_exhausted(OfeStackGuard *g, OfeDiag *diag, OfeLoc loc) {
  /* the stack grows down on every target ompfe runs on */
  if (!g->limit || (uintptr_t)__builtin_frame_address(0) > g->limit) return false;
  if (!g->reported) {
    ofe_error(diag, loc, "expression or statement nested too deeply for ompfe's stack (split it up)");
    g->reported = true;
  }
  return true;
}
