/* context: the state of one compilation, passed explicitly to every stage (no globals):
 * the arenas, diagnostics, options, the type table, the translation unit being built, and
 * sema's scopes and OpenMP bookkeeping. */
#ifndef OFE_CONTEXT_H
#define OFE_CONTEXT_H

#include "facts/construct_facts.h"
#include "support/stack_guard.h"
#include "support/arena.h"
#include "sema/ast.h"
#include "sema/pragmas.h"
#include "support/diag.h"
#include "options/options.h"
#include "options/clause_extensions.h"
#include "support/strmap.h"
#include "support/time_trace.h"
#include "sema/types.h"

typedef struct OfeScope OfeScope;

/* Where a function's labels, switches and loops are tracked while its body is checked. */
typedef struct OfePastEnd {
  const OfeExpr *deref, *array; /* the subscript (sema's *(a + n)) and its array variable */
  bool addressed;               /* an & took its address */
} OfePastEnd;

typedef struct OfeFuncState {
  OfeDecl *decl;
  OfeStrMap labels;
  OFE_VEC(OfeStmt *) switches; /* innermost last */
  unsigned loop_depth, breakable_depth;
  /* The open OpenMP structured blocks (target, target data), innermost last, and the
   * innermost one (NULL: none) each open switch, loop and breakable statement is in: no jump
   * leaves or enters a structured block (as in clang, its body is a function of its own). */
  OFE_VEC(const OfeOmpDirective *) constructs;
  OFE_VEC(const OfeOmpDirective *) switch_constructs, loop_constructs, breakable_constructs;
  OfeType *ret;
  /* the chain of cleanup variables in scope (ast.h, OfeCleanup), and the chain where each
   * open loop, breakable statement and switch began, innermost last */
  OfeCleanup *cleanups;
  OFE_VEC(OfeCleanup *) loop_cleanups, breakable_cleanups, switch_cleanups;
  /* the variably modified declarations in scope (ast.h, OfeVmScope), and where each open
   * switch began, innermost last */
  OfeVmScope *vm_scopes;
  OFE_VEC(OfeVmScope *) switch_vm_scopes;
  OFE_VEC(OfeLabel *) addr_labels;  /* &&label taken, in order */
  OFE_VEC(OfeStmt *) indirect_gotos; /* goto *p; */
  bool returns_twice, asm_goto;       /* calls setjmp (or the like); has an asm goto */
  bool forwards_va_arg_pack;          /* uses __builtin_va_arg_pack: its definition is dropped */
  /* subscripts one past the end of an array (a[n] of int a[n]): valid under &, so warned
   * about at the function's end when no & took their address (-Warray-bounds, warn_index.c) */
  OFE_VEC(OfePastEnd) past_end;
} OfeFuncState;

/* An open target (or parallel, teams) region: references to outer variables become captures
 * (uses). */
typedef struct OfeRegionState {
  OfeOmpDirective *dir;
  unsigned scope_depth; /* variables declared at or below this depth are the region's own */
  OfeStrMap captured;   /* decl pointer (as key bytes) -> capture index + 1 */
  OfeStrMap own_vlas;   /* the length variables of the variably modified types written inside
                           it (at its own scope depth too: `sizeof(int[n])` as its statement) */
} OfeRegionState;

typedef struct OfeDeclareTargetBlock {
  OfeDeclareTarget dt;
  OfeLoc loc;
} OfeDeclareTargetBlock;

typedef struct OfeCtx {
  /* The tree's: tokens, AST, types, scopes, the emitter's state. Freed once the MLIR module
   * is emitted (compile.c), with the tree fields below; the later stages then allocate in it
   * afresh. */
  OfeArena arena;
  /* What lives as long as the context: the options, the diagnostics' tables (files, the
   * preprocessed text), what the stages after emission need of the tree. */
  OfeArena lasting;
  /* What lives only while one external declaration is read, never pointed to by the tree:
   * the parser's syntax objects (sema.h's declaration specifiers, declarators, attributes,
   * initializer syntax), read by sema as each declaration is reduced, and the block and
   * prototype scopes (sema_decl.c), popped by its end. Recycled after each external
   * declaration (parser.y), freed after the parse. */
  OfeArena decl_scratch;
  OfeDiag diag;
  OfeTypes types;
  OfeOptions *opts;
  OmpfeExtensions extensions; /* the ompx_ clauses this compile accepts (cc1/compile.c loads them) */
  OfeTraceEvents *trace_events; /* -ftime-trace's per-function events, in `lasting`; NULL without it */
  OfeStrMap idents; /* interned identifiers */
  OfeUnit unit;
  /* sema */
  OfeScope *scope;
  OfeScope *file_scope;
  unsigned scope_depth;
  OfeFuncState *func;
  OfeRegionState *region; /* the open target region, if any */
  OFE_VEC(OfeRegionState *) outlines; /* the open parallel and teams regions, outermost first */
  OFE_VEC(OfeDeclareTargetBlock) declare_target_blocks; /* begin/end declare target nesting */
  int declare_variant_depth; /* open begin declare variant blocks that apply in this mode */
  int skipped_variant_depth; /* open ones whose selector does not match: contents are dropped */
  OFE_VEC(OfeOmpVariant) pending_variants; /* declare variant directives waiting for their function */
  unsigned anon_counter;
  unsigned unevaluated; /* inside sizeof/_Alignof/typeof: references are not uses */
  unsigned spell_checks; /* "did you mean" searches made (ofe_scope_similar) */
  bool in_pragma;       /* the parser is inside a `#pragma omp` line */
  /* const_eval also reads a const integer variable's constant initializer, as clang-19 folds
   * the length of a static array declared with one (-Wgnu-folding-constant) */
  bool fold_const_vars;
  /* const_eval folds a static object's initializer (ofe_const_eval_initializer): there gcc and
   * clang-19 also take a string literal's character at a constant index and an address
   * compared with null, which are no integer constant expressions */
  bool folding_initializer;
  /* an integer constant expression is required (ofe_sema_const_wide): there
   * __builtin_constant_p of what sema did not fold is 0, as clang-19 folds it */
  bool constant_context;
  /* the declare reduction whose combiner or initializer is being read: it may name no
   * variable but its own two (sema_omp_udr.c) */
  struct OfeOmpUdr *udr_reading;
  unsigned string_counter;
  unsigned requires_flags;
  /* the first atomic construct without a memory order clause: a later requires
   * atomic_default_mem_order would change what it means (sema_omp_declare.c) */
  const struct OfeOmpDirective *unordered_atomic;
  /* requires atomic_default_mem_order: LLVM's ordering it names (OFE_ORDER_*; 0: none) */
  int atomic_default_order;
  /* kernel naming: count of regions per (file, line) for the `_<count>` suffix */
  OfeStrMap region_lines;
  OfeStrMap warned; /* warnings given once per kind */
  OfePragmaState pragmas; /* pack, visibility and weak, as the lexer reads them */
  const char *main_file; /* the input as named on the command line */
  OfeStackGuard stack;   /* how deep the tree walkers may recurse (stack_guard.h) */
  OfeConstructFacts facts; /* what each offload construct became, in the lasting arena */
} OfeCtx;

#endif
