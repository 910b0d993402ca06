/* object_size: __builtin_object_size's answer where the front end knows it, as clang-19's
 * does: a pointer into a named object, a string or a compound literal at a constant offset. */
#ifndef OFE_OBJECT_SIZE_H
#define OFE_OBJECT_SIZE_H

#include "sema/ast.h"
#include "sema/context.h"

/* The bytes from `ptr` to the end of the object it points into (kind 0, 2) or of the innermost
 * member it points into (kind 1, 3); 0 when it points outside. False: unknown here. */
bool ofe_object_size_fold(OfeCtx *ctx, const OfeExpr *ptr, int kind, uint64_t *size);

#endif
