/* sema_omp: OpenMP directives in the front end: clause checking, target regions and their
 * captures (what a kernel receives, in order of first use), data directives, declare target
 * (all clause forms, begin/end blocks, deferred marks), begin declare variant and requires. */
#ifndef OFE_SEMA_OMP_H
#define OFE_SEMA_OMP_H

#include "frontend/ast.h"
#include "frontend/context.h"
#include "frontend/parse.h"

typedef enum OfeOmpClauseName {
  OCN_MAP, OCN_TO, OCN_FROM, OCN_LINK, OCN_ENTER, OCN_DEVICE_TYPE, OCN_INDIRECT, OCN_IF,
  OCN_DEVICE, OCN_NOWAIT, OCN_DEPEND, OCN_FIRSTPRIVATE, OCN_PRIVATE, OCN_IS_DEVICE_PTR,
  OCN_HAS_DEVICE_ADDR, OCN_DEFAULTMAP, OCN_USE_DEVICE_PTR, OCN_USE_DEVICE_ADDR, OCN_NUM_TEAMS,
  OCN_THREAD_LIMIT, OCN_REDUCTION, OCN_MATCH, OCN_UNIFIED_SHARED_MEMORY, OCN_UNIFIED_ADDRESS,
  OCN_REVERSE_OFFLOAD, OCN_DYNAMIC_ALLOCATORS, OCN_ATOMIC_DEFAULT_MEM_ORDER, OCN_DEFAULT,
  OCN_SHARED, OCN_IGNORED, /* clauses of ignored construct parts (schedule, collapse ...) */
} OfeOmpClauseName;

typedef struct OfeOmpClauseSyntax {
  OfeOmpClauseName name;
  const char *spelling;
  OfeLoc loc;
  bool has_parens;
  OfeTokenVec mods;  /* words before ':' (or all words for keyword-only arguments) */
  OfeTokenVec mods2; /* words after ':' when they are keywords too (defaultmap) */
  OfeExprList args;
  const char *selector;    /* match(...): the context selector text */
} OfeOmpClauseSyntax;

typedef struct OfeOmpClauseList {
  OFE_VEC(OfeOmpClauseSyntax *) items;
} OfeOmpClauseList;

/* The clause table shared with the token classifier. */
bool ofe_omp_clause_lookup(const char *name, OfeOmpClauseName *out);
const char *ofe_omp_clause_spelling(OfeOmpClauseName n);
const char *ofe_omp_directive_name(OfeOmpDirKind k);

OfeOmpDirective *ofe_omp_region_begin(OfeCtx *ctx, OfeOmpDirKind kind, OfeOmpClauseList *cl,
                                      OfeLoc loc, bool combined);
OfeStmt *ofe_omp_region_end(OfeCtx *ctx, OfeOmpDirective *dir, OfeStmt *body);
OfeStmt *ofe_omp_standalone(OfeCtx *ctx, OfeOmpDirKind kind, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_declare_target(OfeCtx *ctx, OfeExprList *names, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_begin_declare_target(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_end_declare_target(OfeCtx *ctx, OfeLoc loc);
void ofe_omp_begin_declare_variant(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_end_declare_variant(OfeCtx *ctx, OfeLoc loc);
void ofe_omp_requires(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc);

/* Hooks called by the C sema. */
void ofe_omp_on_declare(OfeCtx *ctx, OfeDecl *d);              /* open declare target blocks */
void ofe_omp_on_reference(OfeCtx *ctx, OfeDecl *d, OfeLoc loc); /* captures of target regions */
bool ofe_omp_skipping(const OfeCtx *ctx); /* inside a declare variant that does not apply */
void ofe_omp_finish_unit(OfeCtx *ctx);    /* unterminated blocks, deferred checks */

#endif
