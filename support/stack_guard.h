/* stack_guard: the tree walkers (emission, constant evaluation, the AST dump) recurse as
 * deep as the tree, and input can make the tree as deep as it is long (x+x+...+x a million
 * times, ten thousand nested ifs). Rather than run off the end of the thread's stack, each
 * walker asks here before going deeper and, near the end, reports an error and stops. */
#ifndef OFE_STACK_GUARD_H
#define OFE_STACK_GUARD_H

#include <stdbool.h>
#include <stdint.h>

#include "support/diag.h"

typedef struct OfeStackGuard {
  uintptr_t limit; /* deeper than this address is too deep; 0: unknown, no check */
  bool reported;
} OfeStackGuard;

/* Measures the calling thread's stack: call it on the thread that compiles. */
void ofe_stack_guard_init(OfeStackGuard *g);
/* True (with one error, at loc) when the walker calling it must not go deeper. */
bool ofe_stack_exhausted(OfeStackGuard *g, OfeDiag *diag, OfeLoc loc);

#endif
