/* sema_omp: OpenMP directives in the front end: clause checking, target regions and their
 * captures (what a kernel receives, in order of first use), data directives, declare target
 * (all clause forms, begin/end blocks, deferred marks), begin declare variant and requires. */
#ifndef OFE_SEMA_OMP_H
#define OFE_SEMA_OMP_H

#include "sema/ast.h"
#include "sema/context.h"

/* A word of a clause's syntax (a modifier, or a keyword argument): its spelling, NUL-terminated,
 * and where it is. */
typedef struct OfeOmpWord {
  const char *text;
  OfeLoc loc;
} OfeOmpWord;
typedef OFE_VEC(OfeOmpWord) OfeOmpWordVec;

typedef struct OfeOmpClauseSyntax {
  OfeOmpClauseKind name; /* the kind its word reads as (sema/omp_clauses.def) */
  const char *spelling;
  OfeLoc loc;
  bool has_parens;
  OfeOmpWordVec mods;  /* words before ':' (or all words for keyword-only arguments) */
  OfeOmpWordVec mods2; /* words after ':' when they are keywords too (defaultmap) */
  OfeExprList args;
  const char *selector;    /* match(...): the context selector text */
  OfeOmpIteratorVec *iterators; /* depend, affinity: the iterator modifier, or NULL */
} OfeOmpClauseSyntax;

/* The iterator modifier (sema_omp_iterator.c): each `[type] name = begin : end [: step]` as it is
 * read (type NULL: none written), added to list (NULL: a new one); then, the modifier read, its variables declared in the
 * scope just opened for the clause's list items. */
OfeOmpIteratorVec *ofe_omp_iterator_add(OfeCtx *ctx, OfeOmpIteratorVec *list, OfeType *type, OfeLoc type_loc,
                                        const char *name, OfeLoc loc, OfeExpr *begin, OfeExpr *end, OfeExpr *step);
void ofe_omp_iterators_declare(OfeCtx *ctx, OfeOmpIteratorVec *list);
bool ofe_omp_iterators_ok(const OfeOmpIteratorVec *list); /* read without an error (NULL: none) */

typedef struct OfeOmpClauseList {
  OFE_VEC(OfeOmpClauseSyntax *) items;
} OfeOmpClauseList;

/* The clause kind a word of a clause list reads as (sema/omp_clauses.def), shared with the token
 * classifier; false for a word that is no clause. */
bool ofe_omp_clause_lookup(const char *name, OfeOmpClauseKind *out);
/* The clause name closest to a misspelled one (spelling.h), or NULL. */
const char *ofe_omp_clause_similar(const char *name);
const char *ofe_omp_directive_name(OfeOmpDirKind k);

/* A construct with a statement: `leaves` is the set of its leaf kinds (OFE_OMP_LEAF), `name`
 * the name of a critical section (or NULL). Returns the outermost leaf; each leaf's body is the
 * next leaf, the innermost one's the statement. */
OfeOmpDirective *ofe_omp_region_begin(OfeCtx *ctx, unsigned leaves, const char *name, OfeOmpClauseList *cl,
                                      OfeLoc loc);
OfeStmt *ofe_omp_region_end(OfeCtx *ctx, OfeOmpDirective *dir, OfeStmt *body);
/* A construct whose statement a syntax error cut short: closes what ofe_omp_region_begin opened
 * without checking or keeping the construct. */
void ofe_omp_region_abandon(OfeCtx *ctx, OfeOmpDirective *dir);
OfeStmt *ofe_omp_standalone(OfeCtx *ctx, OfeOmpDirKind kind, OfeOmpClauseList *cl, OfeLoc loc);
/* error (OpenMP 5.1): at(compilation), the default, is a warning or error now; at(execution) a
 * statement (NULL otherwise; outside a function at(execution) is an error). */
OfeStmt *ofe_omp_error(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc);
/* depobj(o) with depend(kind: list), update(kind) or destroy[(o)] (OpenMP 5.0/5.2). */
OfeStmt *ofe_omp_depobj(OfeCtx *ctx, OfeExprList *obj, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_declare_target(OfeCtx *ctx, OfeExprList *names, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_begin_declare_target(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_end_declare_target(OfeCtx *ctx, OfeLoc loc);
void ofe_omp_begin_declare_variant(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_end_declare_variant(OfeCtx *ctx, OfeLoc loc);
void ofe_omp_requires(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc, OfeLoc name_loc);
/* threadprivate(list): each variable (file scope or static) becomes thread-local storage, as
 * clang-19 makes it on Linux (-fopenmp-use-tls). */
void ofe_omp_threadprivate(OfeCtx *ctx, OfeExprList *names, OfeLoc loc);
/* sema_omp_allocate.c: the allocate directive (a file-scope or static variable: its align(n),
 * the predefined allocator being the memory it has already; a local: allocated by libomp where
 * it is declared, freed where its scope ends) and the allocate clause (the private copies a
 * construct makes of its list items, allocated so). */
void ofe_omp_allocate(OfeCtx *ctx, OfeExprList *names, OfeOmpClauseList *cl, OfeLoc loc);
struct OfeOmpClause *ofe_omp_allocate_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s);
/* After the clauses of d: each allocate item is privatized by another clause of d. */
bool ofe_omp_check_allocate_items(OfeCtx *ctx, const OfeOmpDirective *d);

/* sema_omp_constructs.c: the clauses of a combined construct, one list per leaf (outermost
 * first); the variables a leaf's clauses use, as uses of the regions open around it; the
 * checks made once the statement is known (loop nests, atomic statements, default(none)). */
OfeOmpClauseList *ofe_omp_split_clauses(OfeCtx *ctx, OfeOmpDirective *first, OfeOmpClauseList *cl, const char *dn);
/* (outermost: d is the construct's first leaf, whose clauses were parsed with the regions
 * around the construct open) */
void ofe_omp_record_clause_uses(OfeCtx *ctx, const OfeOmpDirective *d, bool outermost);
/* The variables of an expression parsed where references were not uses, as uses after all. */
void ofe_omp_record_expr_uses(OfeCtx *ctx, const OfeExpr *e);
void ofe_omp_check_construct(OfeCtx *ctx, OfeOmpDirective *first, OfeStmt *body);
/* The nest of `depth` loops in canonical form that body is (a loop transformation's statement
 * stands for the loops it generated), with the errors of a construct named dn; NULL after one. */
OfeOmpLoopNest *ofe_omp_loop_nest(OfeCtx *ctx, OfeStmt *body, OfeLoc at, int64_t depth, const char *dn);
/* Whether expression e reads or writes variable v (what is not looked into counts as yes), and
 * where it first does (NULL: nowhere). */
bool ofe_omp_mentions(const OfeExpr *e, const OfeDecl *v);
/* Whether expression e reads a list item of one of d's clauses of `kinds`, other than a
 * variable of d's loops (a schedule chunk or bound that reads what the construct privatizes or
 * writes back). */
bool ofe_omp_clause_items_read_by(const OfeOmpDirective *d, OfeOmpClauseSet kinds, const OfeExpr *e);
const OfeExpr *ofe_omp_first_mention(const OfeExpr *e, const OfeDecl *v);
/* Whether the construct whose leaf (or first leaf) is `first` has a leaf of kind k from there in. */
bool ofe_omp_has_leaf(const OfeOmpDirective *first, OfeOmpDirKind k);
/* sema_omp_default.c: default(none|private|firstprivate) of the construct whose first leaf is
 * `first`, once its statement is checked (errors, and the implicit clauses it adds); the default
 * clause of leaf par by which variable v from outside is private in its region (NULL: none does);
 * whether statement body refers to v other than inside nested constructs that make it private (or
 * where that is not looked into), and where it first does (*at unchanged when no reference was
 * found but one is assumed). */
void ofe_omp_apply_default(OfeCtx *ctx, OfeOmpDirective *first);
const struct OfeOmpClause *ofe_omp_default_privatizes(const OfeOmpDirective *par, const OfeDecl *v);
bool ofe_omp_used_unprivatized(const OfeStmt *body, const OfeDecl *v, OfeLoc *at);
/* After the clause uses of a combined construct are recorded: default(none) for the variables
 * that only the clauses of the leaves inside the leaf with default(none) use. */
void ofe_omp_default_none_inner_clauses(OfeCtx *ctx, OfeOmpDirective *first);
void ofe_omp_check_section(OfeCtx *ctx, const OfeOmpDirective *section); /* directly in a sections body */
void ofe_omp_check_ordered(OfeCtx *ctx, const OfeOmpDirective *ordered);  /* in a loop with `ordered` */
/* The construct (its chain of leaves) closely nested where it stands as OpenMP allows
 * (sema_omp_nesting.c); else an error at the leaf, and false. Before the construct opens. */
bool ofe_omp_check_nesting(OfeCtx *ctx, const OfeOmpDirective *first);
/* sema_omp_order.c: the order clause. Clause s of leaf d (its count checked): the kind is
 * concurrent, which d then has, false after the error; a construct (its chain of leaves) with
 * order(concurrent) has no ordered clause, false after the error; whether the directive
 * named `name` at loc may be closely nested where it stands (a construct with order(concurrent)
 * allows parallel, simd and loop constructs only: `first` NULL for a directive that is none),
 * false after the error, checked before the directive's others; a call of the function
 * `callee` names, its '(' at lparen, made in a region with order(concurrent), is no call of
 * the OpenMP runtime. */
bool ofe_omp_order_clause(OfeCtx *ctx, OfeOmpDirective *d, const OfeOmpClauseSyntax *s);
bool ofe_omp_check_order_ordered(OfeCtx *ctx, const OfeOmpDirective *first);
bool ofe_omp_order_allows(OfeCtx *ctx, const OfeOmpDirective *first, const char *name, OfeLoc loc);
void ofe_omp_order_check_call(OfeCtx *ctx, const OfeExpr *callee, OfeLoc lparen);
/* A target region with a closely nested teams region holds nothing else (sema_omp_nesting.c). */
void ofe_omp_check_target_teams(OfeCtx *ctx, const OfeOmpDirective *target, const OfeStmt *body);
/* cancel, cancellation point: closely nested in the construct it names, which is marked. */
void ofe_omp_check_cancel(OfeCtx *ctx, OfeOmpDirective *cancel);

/* sema_omp_scan.c: scan reductions. Whether reduction clause s may have `inscan` on a construct
 * of these leaves (false after the error); the scan directive (recorded on its loop leaf); the
 * checks of a loop leaf with inscan reductions once its nest is known; whether d has them. */
bool ofe_omp_inscan_fits(OfeCtx *ctx, unsigned leaves, const OfeOmpClauseSyntax *s);
OfeStmt *ofe_omp_scan(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc);
/* sema_omp_doacross.c: doacross loops. The clause depend(source|sink: vec) of an ordered
 * directive, and doacross(...); the ordered directive d (its clauses read) closely nested in
 * its loop, recorded there (NULL after an error); a loop leaf with ordered(n): its n loops,
 * and the sink vectors of its ordered directives checked against them. */
struct OfeOmpClause *ofe_omp_doacross_clause(OfeCtx *ctx, const OfeOmpClauseSyntax *s);
OfeStmt *ofe_omp_doacross(OfeCtx *ctx, OfeOmpDirective *d);
void ofe_omp_check_doacross_loop(OfeCtx *ctx, OfeOmpDirective *loop, OfeStmt *body, const char *dn);
void ofe_omp_check_scan_loop(OfeCtx *ctx, OfeOmpDirective *d);
bool ofe_omp_has_inscan(const OfeOmpDirective *d);

/* Hooks called by the C sema. */
void ofe_omp_on_declare(OfeCtx *ctx, OfeDecl *d);              /* open declare target blocks */
void ofe_omp_on_reference(OfeCtx *ctx, OfeDecl *d, OfeLoc loc); /* captures of target regions */
/* a variably modified type a declaration or type name uses: its lengths from outside a region
 * are values the region uses, as variables are (the region reads them, never evaluates them) */
void ofe_omp_on_vla_type(OfeCtx *ctx, const OfeType *t, OfeLoc loc);
/* a variably modified type's length variable made now: inside the open regions, their own */
void ofe_omp_on_vla_created(OfeCtx *ctx, OfeDecl *length);
bool ofe_omp_skipping(const OfeCtx *ctx); /* inside a declare variant that does not apply */
/* declare variant(fn) match(...): kept for the next function declaration, to which
 * ofe_omp_variants_on_declare attaches it; a call of that function in a context where the
 * selector holds calls the variant (ofe_omp_variant_to_call). */
void ofe_omp_declare_variant(OfeCtx *ctx, OfeExprList *names, OfeOmpClauseList *cl, OfeLoc loc);
void ofe_omp_variants_on_declare(OfeCtx *ctx, OfeDecl *d);
void ofe_omp_variants_finish(OfeCtx *ctx);
/* The function a call of fn at `at` calls: a variant whose selector holds, or fn. */
OfeDecl *ofe_omp_variant_to_call(OfeCtx *ctx, OfeDecl *fn, OfeLoc at);
/* The variant of fn that a call (at `at`) directly in a dispatch construct calls, or NULL for
 * fn itself. */
const OfeOmpVariant *ofe_omp_dispatch_variant(OfeCtx *ctx, const OfeDecl *fn, OfeLoc at);
/* dispatch [clauses] followed by a call, or an assignment of a call's result (OpenMP 5.1). */
OfeStmt *ofe_omp_dispatch(OfeCtx *ctx, OfeOmpClauseList *cl, OfeStmt *body, OfeLoc loc);
/* metadirective: the `when` clauses whose context selectors may hold at the point of parsing,
 * best scored first as clang-19 scores them, into order[], up to the first that holds
 * whatever the user conditions; dynamic[k]: its user condition is decided at run time
 * (OpenMP 5.2 §7.4.1). (size_t)-1 after an error: what cannot be decided is reported at its
 * clause's loc. */
size_t ofe_omp_metadirective_rank(OfeCtx *ctx, const char *const *selectors, const OfeLoc *locs, size_t n, int *order,
                                  bool *dynamic);
/* sema_omp_mapper.c: declare mapper([id :] type var) clauses: begin opens the scope of var,
 * end checks the clauses and declares the mapper. A map item of a structure type (or an
 * array of one) takes the mapper `id` names, or the default one (id NULL); false after an
 * error at id_loc. */
OfeOmpMapper *ofe_omp_mapper_begin(OfeCtx *ctx, const char *id, OfeDeclSpec *spec, OfeDeclarator *d, OfeLoc loc);
void ofe_omp_mapper_end(OfeCtx *ctx, OfeOmpMapper *m, OfeOmpClauseList *cl);
bool ofe_omp_item_mapper(OfeCtx *ctx, OfeMapItem *it, const char *id, OfeLoc id_loc);
/* sema_omp_udr.c: declare reduction(id : type : combiner) [initializer(...)], one type at a
 * time. begin opens the combiner's scope (omp_out, omp_in), initializer_begin the
 * initializer's (omp_priv, omp_orig); close closes either (also after a syntax error); end
 * declares the reduction in the current scope. While one is read, check_name rejects any other variable the source names. */
void ofe_omp_udr_begin(OfeCtx *ctx, const char *id, OfeType *type, OfeLoc type_loc);
OfeOmpUdr *ofe_omp_udr_combiner(OfeCtx *ctx, OfeExpr *combiner);
void ofe_omp_udr_initializer_begin(OfeCtx *ctx, OfeOmpUdr *u);
void ofe_omp_udr_priv_init(OfeCtx *ctx, OfeInitSyntax *init, OfeLoc loc);
void ofe_omp_udr_init_expr(OfeCtx *ctx, OfeExpr *e);
void ofe_omp_udr_close(OfeCtx *ctx);
void ofe_omp_udr_end(OfeCtx *ctx, OfeOmpUdr *u);
void ofe_omp_udr_check_name(OfeCtx *ctx, const OfeDecl *d, OfeLoc loc);
/* The declare reduction `id` visible here for elements of type elem, or NULL. */
OfeOmpUdr *ofe_omp_item_udr(OfeCtx *ctx, const OfeType *elem, const char *id);
/* A map, to or from clause of directive `dir` (sema_omp_clauses.c). */
OfeOmpClause *ofe_omp_map_clause(OfeCtx *ctx, OfeOmpDirKind dir, const OfeOmpClauseSyntax *s);
void ofe_omp_finish_unit(OfeCtx *ctx);    /* unterminated blocks, deferred checks */

/* ---- shared by the sema_omp*.c files only ---------------------------------------------- */

/* Converts and checks the clauses of an executable directive (one leaf of a combined one:
 * `dn` names the whole directive for messages). */
bool ofe_omp_directive_clauses(OfeCtx *ctx, OfeOmpDirective *d, OfeOmpClauseList *cl, const char *dn);
/* After every leaf's clauses: a variable named by two data-sharing clauses that went to
 * different leaves of a combined construct is an error, as on one leaf. */
void ofe_omp_check_combined_sharing(OfeCtx *ctx, const OfeOmpDirective *first);
void ofe_omp_clause_not_allowed(OfeCtx *ctx, const OfeOmpClauseSyntax *c, const char *dir);
/* Extension clauses (sema_omp_extension.c): whether leaf k takes the ompx_ clause s; the
 * checked clause cl[i] on leaf k of directive dn (NULL after an error); its registration
 * (ompfe_clause_use_name gives its name). */
bool ofe_omp_extension_takes(const OfeCtx *ctx, OfeOmpDirKind k, const OfeOmpClauseSyntax *s);
OfeOmpClause *ofe_omp_extension_clause(OfeCtx *ctx, OfeOmpDirKind k, const OfeOmpClauseList *cl, size_t i, const char *dn);
const OfeClauseExtension *ofe_omp_extension_of(const struct OmpfeClauseUse *use);
/* Whether e is an lvalue of type omp_depend_t (depend(depobj: e)). */
bool ofe_omp_is_depend_object(const OfeExpr *e);
/* The OfeDependKind a dependence type word names, or -1. */
int ofe_omp_depend_kind_named(const char *w);
/* At the end of the unit: how each variable a target region uses reaches its kernel. */
void ofe_omp_finish_captures(OfeCtx *ctx, OfeOmpDirective *d);

/* Reports (at loc) and returns true when t, or its element type, is complex: such variables
 * stay out of OpenMP clauses and target regions. */

#endif
