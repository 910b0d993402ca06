/* parallel: the constructs that libomp runs on a team of threads or a league of teams
 * (`parallel`, `teams`), each outlined into a microtask `void (ptr gtid, ptr bound_tid,
 * ptr var...)` that receives the address of every variable it uses from the encountering
 * function; and the data environment every construct gives its body (private, firstprivate,
 * lastprivate and reduction copies, bound in place of the variables while the body is
 * emitted). */
#ifndef OFE_OMP_PARALLEL_H
#define OFE_OMP_PARALLEL_H

#include "emit/emit.h"

/* One variable a construct gives its own copy. */
typedef struct OfeOmpPrivate {
  OfeDecl *var;
  OfeOmpClauseKind kind; /* PRIVATE, FIRSTPRIVATE, LASTPRIVATE, REDUCTION; PRIVATE for loop variables */
  OfeReductionOp op;
  OfeOmpUdr *udr;        /* reduction: the declare reduction that reduces its elements, or NULL */
  MlirValue outer;       /* the variable's address outside the construct */
  MlirValue *copy;       /* where the body finds it */
  MlirValue *previous;   /* its binding before the construct */
  /* reduction: `count` elements of type `elem` (1 for a scalar) from `orig` and `mine`, the
   * first reduced element of the variable outside and of the copy */
  const OfeType *elem;
  MlirValue count, orig, mine;
  /* a section that is not one run (m[1:2][1:3]): element i of the count lies at
   * sum(k_d * strides[d]) scalars from orig and mine, its indices k_d (innermost last) the
   * digits of i in the mixed radix of lengths; ndims 0: at i. A dimension over
   * variable-length rows has its stride in row_strides[d] (i64), else that is null */
  size_t ndims;
  MlirValue *lengths;
  const uint64_t *strides;
  const MlirValue *row_strides;
  MlirValue stack;       /* a pointer section's buffer or a variable-length array's copy: the stack
                          * pointer before it, restored at the end */
  void *was_private;     /* its omp_private mark before the construct */
  MlirValue allocator;   /* the allocate clause: the copy came from this allocator (freed at the end) */
  bool inscan;           /* an inscan reduction: the scan lowering (scan.c) gives the variable its value */
} OfeOmpPrivate;

typedef struct OfeOmpDataEnv {
  OFE_VEC(OfeOmpPrivate) vars;
  bool reduction_tasks;             /* reduction(task, ...): the tasks' copies to fold in at the end */
  bool reduction_tasks_worksharing; /* ... of a worksharing construct (else a parallel region) */
  /* a declare reduction's initializer reads omp_orig in a construct the whole team runs: no
   * thread combines into the variable before every thread has made its copy from it */
  bool initializers_read_originals;
} OfeOmpDataEnv;

/* Makes the copies the clauses of d ask for (firstprivate ones initialized, reduction ones
 * set to the operator's identity) and binds the variables to them. */
void ofe_omp_privatize(OfeEmit *e, const OfeOmpDirective *d, OfeOmpDataEnv *env);
/* Gives var a fresh copy (a loop variable); returns its address. */
MlirValue ofe_omp_private_copy(OfeEmit *e, OfeOmpDataEnv *env, OfeDecl *var);
/* The same, written back like a lastprivate one when kind is OMPC_LASTPRIVATE (linear). */
MlirValue ofe_omp_copy(OfeEmit *e, OfeOmpDataEnv *env, OfeDecl *var, OfeOmpClauseKind kind);
/* The copy of var made by ofe_omp_privatize or ofe_omp_private_copy, or null. */
MlirValue ofe_omp_find_copy(const OfeOmpDataEnv *env, const OfeDecl *var);
/* The environment has lastprivate (or linear) copies to write back. */
bool ofe_omp_any_lastprivate(const OfeOmpDataEnv *env);
/* Writes the lastprivate copies back to their variables (the caller knows this thread ran the
 * last iteration). */
void ofe_omp_write_back_lastprivates(OfeEmit *e, const OfeOmpDataEnv *env);
/* Ends the data environment: when `last` (an i1; null: never) the lastprivate copies go back to
 * their variables; reductions are combined into theirs under a lock; bindings are restored. */
void ofe_omp_privates_end(OfeEmit *e, OfeOmpDataEnv *env, MlirValue last);

/* A reduction's element or section (sema/map_items.h's OfeItemBlock) at run time: `count`
 * scalars of type elem, over `span` scalars from the first to the last (count, when
 * contiguous), indexed in `ndims` dimensions of `lengths` and `strides` (the rows of a
 * section like m[1:2] one more; a dimension over variable-length rows, pa[1] of
 * int (*pa)[m], has its stride in scalars at run time in row_strides[d], else that is
 * null); and (start_bytes not NULL) the first element's offset, in bytes, from the array
 * (or the pointer's value), every index times its dimension's stride. */
typedef struct OfeOmpItemBlock {
  const OfeType *elem;
  bool through_pointer, contiguous;
  MlirValue count, span;
  size_t ndims;
  MlirValue *lengths;
  const uint64_t *strides;
  const MlirValue *row_strides;
} OfeOmpItemBlock;
void ofe_omp_item_block(OfeEmit *e, const OfeExpr *item, OfeOmpItemBlock *out, MlirValue *start_bytes);

/* The `count` elements of type elem at mine (count null: one element) set to op's identity
 * (udr: by its initializer, from those at orig), or (combine) folded into those at orig: a
 * reduction's copy begins and ends so. */
void ofe_omp_reduce_elements(OfeEmit *e, const OfeType *elem, OfeReductionOp op, OfeOmpUdr *udr, MlirValue count,
                             MlirValue orig, MlirValue mine, bool combine);

/* Binds var to a private copy (its address at *copy) and marks it private here. */
void ofe_omp_bind_private(OfeEmit *e, OfeDecl *var, MlirValue *copy);
/* Binds var to the variable at *addr that the construct received from outside (shared). */
void ofe_omp_bind_shared(OfeEmit *e, OfeDecl *var, MlirValue *addr);
/* Whether var's binding here is a private copy (not a shared variable received by address). */
bool ofe_omp_is_private_here(const OfeEmit *e, const OfeDecl *var);
/* The variables a microtask or task receives from the encountering function: the uses that
 * live there (locals, and globals bound to a kernel's copy or a private copy), with the hidden
 * lengths of variable-length arrays among them, and their addresses there. */
typedef struct OfeOmpPassed {
  OFE_VEC(OfeDecl *) vars;
  OFE_VEC(OfeDecl *) copyin; /* parallel: copyin variables, whose addresses follow the others' */
  OFE_VEC(MlirValue) addrs;
} OfeOmpPassed;
void ofe_omp_passed_vars(OfeEmit *e, const OfeOmpDirective *d, OfeOmpPassed *p);
/* Whether v is bound here to a copy or an address the function received (a kernel's, a
 * microtask's or a task's), rather than reached by name. */
bool ofe_omp_bound_here(OfeEmit *e, const OfeDecl *v);

/* The encountering thread's global id (an i32). */
MlirValue ofe_omp_gtid(OfeEmit *e);
/* libomp's allocators: ofe_omp_alloc and the like, declared in emit/emit.h. */
/* fn(ident, gtid[, extra]) of libomp's, returning `ret`; extra is left out when null. */
MlirValue ofe_omp_call(OfeEmit *e, const char *fn, MlirType ret, MlirValue gtid, MlirValue extra);
/* the same, its ident with OFE_KMP_IDENT_* flags */
MlirValue ofe_omp_call_flagged(OfeEmit *e, const char *fn, MlirType ret, int32_t ident_flags, MlirValue gtid, MlirValue extra);
/* __kmpc_barrier for the current team; in a parallel region a cancel can end, a cancel barrier
 * that leaves the region once it is cancelled. `kind`: its OFE_KMP_IDENT_BARRIER_* flag. */
void ofe_omp_barrier(OfeEmit *e, int32_t kind);

/* Cancellation (OpenMP 5.2 §16): the constructs a cancel can end, as the emitter enters them
 * (kind, where a cancel that fired goes, and for parallel where a cancel barrier that saw the
 * cancellation goes), innermost last; an outlined function sees only its own. */
void ofe_omp_cancel_push(OfeEmit *e, OfeOmpDirKind kind, MlirBlock cancelled, MlirBlock end);
void ofe_omp_cancel_pop(OfeEmit *e);
size_t ofe_omp_cancel_enter_function(OfeEmit *e); /* returns what ofe_omp_cancel_leave_function restores */
void ofe_omp_cancel_leave_function(OfeEmit *e, size_t saved);
/* The barrier at the end of a loop or sections a cancel can end (it also clears their cancellation). */
void ofe_omp_cancel_barrier(OfeEmit *e, int32_t kind);
/* cancel, cancellation point */
void ofe_omp_emit_cancel(OfeEmit *e, const OfeOmpDirective *d);
/* begin(ident, gtid); body; end(ident, gtid): ordered, taskgroup. */
void ofe_omp_bracketed(OfeEmit *e, const char *begin, const OfeStmt *body, const char *end);
/* The address of the lock of the critical section `name` ("" for the unnamed one). */
MlirValue ofe_omp_critical_lock(OfeEmit *e, const char *name);

void ofe_omp_emit_parallel(OfeEmit *e, const OfeOmpDirective *d);
void ofe_omp_emit_teams(OfeEmit *e, const OfeOmpDirective *d);

#endif
