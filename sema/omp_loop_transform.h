/* omp_loop_transform: OpenMP 5.1's loop transformations, tile and unroll, as loop nests built
 * in the AST, so that emission and a loop construct around them see ordinary canonical loops. */
#ifndef OFE_OMP_LOOP_TRANSFORM_H
#define OFE_OMP_LOOP_TRANSFORM_H

#include "sema/sema.h"
#include "sema/sema_omp.h"

/* `#pragma omp tile sizes(...)` or `#pragma omp unroll [full | partial[(n)]]` (directive: "tile"
 * or "unroll") applied to body, the pragma at loc. The result is what runs where no loop
 * construct associates with it; ofe_omp_generated_loop gives the loop such a construct does. */
OfeStmt *ofe_omp_loop_transform(OfeCtx *ctx, const char *directive, OfeOmpClauseList *cl, OfeStmt *body, OfeLoc loc);

/* The loop a loop construct applied to s associates with: the outermost loop that a loop
 * transformation generated, or s itself. */
OfeStmt *ofe_omp_generated_loop(OfeStmt *s);

#endif
