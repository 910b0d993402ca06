/* ast_dump: prints the checked syntax tree of a translation unit (`ompfe -ast-dump`), leaving
 * out declarations from system headers. */
#ifndef OFE_AST_DUMP_H
#define OFE_AST_DUMP_H

#include <stdio.h>

#include "sema/context.h"

void ofe_ast_dump(OfeCtx *ctx, FILE *out);

#endif
