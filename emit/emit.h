/* emit: lowering of the checked AST to the MLIR llvm dialect. Locals live in allocas (as
 * clang -O0 does) unless held as SSA values (ssa_vars.h), aggregates are byte arrays addressed with byte offsets, and calls follow
 * the x86_64 SysV ABI (emit_abi.c) so objects link with gcc- and clang-compiled code. The
 * OpenMP constructs are lowered by omp-lowering/, which uses the same state. */
#ifndef OFE_EMIT_H
#define OFE_EMIT_H

#include "sema/ast.h"
#include "sema/context.h"
#include "emit/debug_info.h"
#include "emit/mlir_build.h"
#include "support/strmap.h"
#include "emit/omp_attrs.h"

/* How one C parameter or return value crosses a call (x86_64 SysV ABI). */
typedef enum OfeAbiKind {
  ABI_DIRECT,  /* as its MLIR scalar type */
  ABI_EXTEND,  /* small integer: natural type plus signext/zeroext */
  ABI_COERCE,  /* struct/union in one or two registers: i64/double parts */
  ABI_MEMORY,  /* struct/union passed byval / returned through sret */
  ABI_IGNORE,  /* empty struct */
} OfeAbiKind;

typedef struct OfeAbiArg {
  OfeAbiKind kind;
  MlirType parts[2]; /* ABI_COERCE: the register parts */
  int nparts;
  bool sign;         /* ABI_EXTEND: signext rather than zeroext */
} OfeAbiArg;

/* Argument registers not yet taken, as the parameters (then variadic arguments) are assigned
 * left to right. */
typedef struct OfeAbiRegs {
  int gpr, sse;
} OfeAbiRegs;

typedef struct OfeAbiSig {
  OfeAbiArg ret;
  OfeAbiArg *params;
  size_t nparams;
  bool variadic, has_proto;
  OfeFnType fn_type;       /* the LLVM function type */
  MlirAttribute arg_attrs, res_attrs; /* ArrayAttr or null */
  OfeAbiRegs regs_left;    /* after the named parameters: where variadic arguments start */
  const char *call_template; /* declaration carrying the attributes to calls through pointers;
                              * NULL when the signature has none */
} OfeAbiSig;

typedef struct OfeLoopTargets {
  MlirBlock brk, cont;
  size_t vla_depth; /* VLA scopes open when the loop started */
} OfeLoopTargets;

/* Per-function emission state. */
typedef struct OfeSsaVars OfeSsaVars; /* ssa_vars.c */

typedef struct OfeFuncEmit {
  OfeDecl *decl;
  const OfeAbiSig *sig;
  MlirValue sret;       /* the caller's result buffer (ABI_MEMORY returns) */
  MlirValue ret_slot;   /* where `return x` stores x */
  MlirBlock ret_block;  /* the single exit block */
  /* a plain-value result (ofe_type_is_plain_value) returned by each return statement itself,
   * without ret_slot and ret_block */
  bool direct_return;
  OFE_VEC(OfeLoopTargets) loops;
  OFE_VEC(MlirValue) vla_saves; /* stack pointers saved at entry of scopes with VLAs */
  /* the VLA length variables this function has evaluated: a later use of their type reads
   * them (ofe_emit_vla_sizes) */
  OfeStrMap vla_lengths_done;
  OfeStmt *cur_switch;
  OFE_VEC(MlirBlock) case_blocks; /* of the innermost switch, parallel to its cases */
  MlirBlock default_block;
  bool is_kernel;
  MlirValue omp_gtid_addr;  /* a libomp microtask's gtid argument (null elsewhere) */
  MlirAttribute subprogram; /* -g: the scope of its variables (null without) */
  OfeSsaVars *ssa;          /* the locals held as values (ssa_vars.c; null until one is) */
} OfeFuncEmit;

/* A construct that a cancel can end: where a cancel or cancellation point that fired goes,
 * and (parallel) where a cancel barrier that saw the cancellation goes. */
typedef struct OfeOmpCancelTarget {
  OfeOmpDirKind kind;
  MlirBlock cancelled, end;
} OfeOmpCancelTarget;

typedef struct OfeEmit {
  OfeCtx *ctx;
  MlirContext mctx;
  MlirModule module;
  OfeMB mb;
  OfeStrMap symbols;    /* symbol name -> MlirOperation (functions and globals made so far) */
  OfeStrMap sigs;       /* function type pointer -> OfeAbiSig */
  OfeStrMap unprototyped; /* return type pointer -> `R ()` (ofe_abi_unprototyped_call_sig) */
  unsigned call_template_count; /* ompfe.abi.sig.<n> declarations named so far */
  OfeStrMap strings;    /* literal bytes -> global symbol name */
  OfeStrMap extension_strings; /* an ompx_ hook's texts -> their global's name (omp-lowering/extension_clauses.c) */
  unsigned string_count;
  unsigned task_entry_count; /* target task entries made so far (their names' numbers) */
  unsigned microtask_count;  /* outlined parallel and teams regions made so far */
  struct OfeOmpScanRun *scan_run; /* the loop with inscan reductions whose body is being emitted (omp-lowering/scan.c) */
  struct OfeOmpDoacrossRun *doacross_run; /* the doacross loop whose body is being emitted (omp-lowering/doacross.c) */
  struct OfeOmpConditionalRun *conditional_run; /* the loop with conditional lastprivate variables whose body
                                                 * is being emitted (omp-lowering/conditional_lastprivate.c) */
  unsigned task_reduction_count; /* task reductions' initializer and combiner functions made so far */
  /* the constructs a cancel can end, innermost last; those of the function being emitted
   * are [cancel_base, len) */
  OFE_VEC(struct OfeOmpCancelTarget) cancel_targets;
  size_t cancel_base;
  OfeFuncEmit *fn;      /* the function being emitted */
  OFE_VEC(OfeDecl *) pending_statics; /* referenced internal functions not yet emitted */
  OfeStrMap emitted;    /* decls whose definitions are emitted (key: pointer) */
  bool device;          /* device compile: no host launch code */
  bool offloading;      /* a device to offload to (see ofe_options_offloading) */
  OfeOmpAttrs omp;      /* the interned OpenMP attributes */
  OfeStrMap *kernel_vars; /* variable -> its address here: captures in a kernel,
                          * use_device_ptr/addr items in a target data body, the variables a
                          * microtask or task receives, private copies */
  OfeStrMap *omp_private; /* variables whose binding is a private copy here (a task makes
                           * them firstprivate by default; shared ones stay shared) */
  OFE_VEC(MlirOperation) kernels; /* outlined target regions, in order */
  int64_t offload_array_count;  /* numbering of .offload_sizes/.offload_maptypes globals */
  MlirValue ident;              /* the default ident_t of the function being emitted */
  OfeLoc omp_loc;               /* the directive being lowered: with -g, the place the runtime
                                 * calls made for it name in their ident_t, as clang-19's do */
  OfeDebugInfo debug;           /* -g */
  /* the tables of ssa_vars.c, reset when no function being emitted has any (emitting one
   * function may begin another, an outlined region) */
  OfeArena ssa_arena;
  unsigned ssa_live;
} OfeEmit;

/* module */
/* debug_plan: where -g lists what debug_info describes after translation (its
   items go in ctx->lasting, which outlives the tree) */
bool ofe_emit_module(OfeCtx *ctx, MlirContext mctx, MlirModule *out, OfeDebugPlan *debug_plan);
MlirType ofe_emit_type(OfeEmit *e, const OfeType *t);          /* scalar type, or byte array */
MlirType ofe_emit_mem_type(OfeEmit *e, const OfeType *t);      /* in memory: [size x i8] for aggregates */
MlirOperation ofe_emit_global(OfeEmit *e, OfeDecl *d);         /* declares/defines the global once */
MlirValue ofe_emit_global_addr(OfeEmit *e, OfeDecl *d);        /* its address, in the current block */
MlirValue ofe_emit_link_ref_ptr(OfeEmit *e, OfeDecl *d);       /* address of <var>_decl_tgt_ref_ptr */
bool ofe_emit_is_link(const OfeDecl *d);                       /* a declare target link variable */
MlirOperation ofe_emit_func_decl(OfeEmit *e, OfeDecl *d);      /* declares the function if needed */
MlirOperation ofe_emit_sig_decl(OfeEmit *e, const char *name, const OfeAbiSig *sig); /* name with sig, once */
MlirValue ofe_emit_string(OfeEmit *e, const OfeExpr *str);     /* address of a literal's global */
void ofe_emit_set_loc(OfeEmit *e, OfeLoc loc);
MlirLocation ofe_emit_loc(OfeEmit *e, OfeLoc loc);
/* Starts a function body: entry block, params into allocas; returns its entry block. */
void ofe_emit_function_body(OfeEmit *e, OfeDecl *d, MlirOperation fn);
void ofe_emit_finish_blocks(OfeEmit *e); /* terminate blocks left open */
/* The emitter's per-function state (builder, function, variable bindings), saved while another
 * function is emitted in the midst of one: an outlined region, a task's entry, a mapper. */
typedef struct OfeEmitSaved {
  OfeMB mb;
  OfeFuncEmit *fn;
  OfeStrMap *kernel_vars, *omp_private;
} OfeEmitSaved;
void ofe_emit_save(OfeEmit *e, OfeEmitSaved *saved);
void ofe_emit_restore(OfeEmit *e, const OfeEmitSaved *saved);
/* A void internal function made while another is being emitted (a mapper, a reduction's
 * initializer): begin saves the state, makes the function (noted in e->symbols) with its entry
 * block and a fresh OfeFuncEmit (the enclosing decl's), with no variable bindings; end
 * returns, finishes its blocks and restores the state. */
MlirBlock ofe_emit_nested_begin(OfeEmit *e, OfeEmitSaved *saved, const char *name, MlirType *params, intptr_t n);
void ofe_emit_nested_end(OfeEmit *e, const OfeEmitSaved *saved);
const char *ofe_emit_symbol(OfeEmit *e, OfeDecl *d);

/* ABI */
const OfeAbiSig *ofe_abi_sig(OfeEmit *e, const OfeType *fn_type);
const OfeAbiSig *ofe_abi_unprototyped_call_sig(OfeEmit *e, OfeType *ret);
/* A variadic argument of type t, given the registers its call has left (which it takes). */
OfeAbiArg ofe_abi_vararg(OfeEmit *e, const OfeType *t, OfeAbiRegs *regs);
/* gcc-12's "empty" type (only unnamed bit-fields, arrays of no elements): no stack bytes */
bool ofe_abi_gcc_empty_type(const OfeType *t);
/* A whole 16-byte SSE register as one coerced part (<2 x double>): a 16-byte vector, or a
 * structure that is one. */
MlirType ofe_abi_sse_register(OfeEmit *e);
MlirValue ofe_abi_byval_marker(OfeEmit *e, MlirValue addr, const OfeType *t);
/* The callee to call fnptr through: marked with sig's call template when it has one. */
MlirValue ofe_abi_callee(OfeEmit *e, const OfeAbiSig *sig, MlirValue fnptr);
void ofe_abi_init(OfeEmit *e);

/* statements */
void ofe_emit_stmt(OfeEmit *e, const OfeStmt *s);
/* At the start of a body: the switch that names the blocks of its address-taken labels
 * (label_addr.h). */
void ofe_emit_label_anchor(OfeEmit *e, const OfeDecl *fn);
/* A statement expression's block and its result's value (taken before the block's cleanups). */
MlirValue ofe_emit_stmt_expr(OfeEmit *e, const OfeStmt *body, const OfeExpr *result);
void ofe_emit_local_decl(OfeEmit *e, OfeDecl *d);
void ofe_emit_local_init(OfeEmit *e, MlirValue addr, const OfeType *t, const OfeInit *init);

/* expressions */
MlirValue ofe_emit_rvalue(OfeEmit *e, const OfeExpr *x); /* aggregates: an address */
MlirValue ofe_emit_lvalue(OfeEmit *e, const OfeExpr *x); /* an address */
/* An lvalue evaluated once, then read and written as an assignment would (a bit-field, a
 * volatile or _Atomic object): an asm's outputs and their "+" inputs. The value stored may
 * be in the type's memory form (an asm's _Bool result is an i8). */
typedef struct OfeEmitPlace OfeEmitPlace;
OfeEmitPlace *ofe_emit_place(OfeEmit *e, const OfeExpr *x);
MlirValue ofe_emit_place_load(OfeEmit *e, const OfeEmitPlace *p);
void ofe_emit_place_store(OfeEmit *e, const OfeEmitPlace *p, MlirValue v);
MlirValue ofe_emit_cond(OfeEmit *e, const OfeExpr *x);   /* an i1 */
/* Branches to tb when x is true, else to fb, as clang's EmitBranchOnBoolExpr does: the operands
 * of &&, || and ! are branches themselves, not a 0 or 1 that is then tested (a block, a zext
 * and a compare fewer for each). */
void ofe_emit_branch(OfeEmit *e, const OfeExpr *x, MlirBlock tb, MlirBlock fb);
MlirValue ofe_emit_convert(OfeEmit *e, MlirValue v, const OfeType *from, const OfeType *to);
MlirValue ofe_emit_sizeof(OfeEmit *e, const OfeType *t);  /* an i64, run time for VLAs */
MlirValue ofe_emit_load_scalar(OfeEmit *e, MlirValue addr, const OfeType *t);
void ofe_emit_store_scalar(OfeEmit *e, MlirValue v, MlirValue addr, const OfeType *t);
/* A value as the integer a compare-exchange compares: float and double by their bits. */
MlirValue ofe_emit_atomic_bits(OfeEmit *e, MlirValue v, const OfeType *t);
MlirValue ofe_emit_builtin(OfeEmit *e, const OfeExpr *x);
/* A direct call of fabs, copysign, fmin or fmax (and forms) as its LLVM intrinsic, as clang-19
 * emits it; false for any other call. */
bool ofe_emit_library_intrinsic(OfeEmit *e, const OfeExpr *x, const OfeDecl *fn, MlirValue *out);
void ofe_emit_store_bitfield(OfeEmit *e, MlirValue unit_addr, const OfeMember *m, MlirValue v, unsigned align);
MlirValue ofe_emit_load_bitfield(OfeEmit *e, MlirValue unit_addr, const OfeMember *m, unsigned align);
void ofe_emit_vla_sizes(OfeEmit *e, const OfeType *t); /* evaluates a variably modified type's lengths */
const char *ofe_emit_string_symbol(OfeEmit *e, const OfeExpr *str);
/* The mask of a bit-field n bits wide (every bit for 128 and more). */
unsigned __int128 ofe_emit_low_bits(unsigned n);
unsigned ofe_emit_decl_align(const OfeDecl *d); /* its type's, or the larger one asked by aligned(N) */
/* The alignment to ask an OpenMP allocator for d's storage (an allocate clause's copy, the
 * allocate directive's variable): `asked` (the align modifier or clause, 0: none), or d's own
 * when larger, since libomp's __kmpc_alloc guarantees only 8 bytes and an _Alignas(256) or
 * 16-byte vector variable is accessed as aligned. 0: nothing to ask. */
unsigned ofe_emit_alloc_align(const OfeDecl *d, unsigned asked);
MlirValue ofe_emit_temp(OfeEmit *e, const OfeType *t); /* an alloca for a value of type t */
/* The same, aligned to at least `at_least` (a variable's _Alignas above its type's). */
MlirValue ofe_emit_temp_aligned(OfeEmit *e, const OfeType *t, unsigned at_least);
/* Whether a value of type t may cross a call as 8-byte register parts (its temporaries then
 * hold 16 bytes at least, 8-aligned): a struct, union, complex or vector. */
bool ofe_emit_travels_in_parts(const OfeType *t);
/* GNU vectors (emit_vector.c): a conversion from or to a vector type. A scalar of the element
 * type is spread over the elements; anything else of the same size is reinterpreted. */
MlirValue ofe_emit_vector_convert(OfeEmit *e, MlirValue v, const OfeType *from, const OfeType *to);
/* __builtin_shufflevector (BI_SHUFFLEVECTOR): LLVM's shufflevector of its two vectors. */
MlirValue ofe_emit_vector_shuffle(OfeEmit *e, const OfeExpr *x);
/* gcc's __builtin_shuffle with a run-time mask (BI_SHUFFLE): element by element. */
MlirValue ofe_emit_vector_gnu_shuffle(OfeEmit *e, const OfeExpr *x);
/* a __builtin_ia32_* call (BI_X86): emit_x86.c */
MlirValue ofe_emit_x86_builtin(OfeEmit *e, const OfeExpr *x);
/* __builtin_cpu_init, _supports, _is (BI_CPU_*): emit_x86.c */
MlirValue ofe_emit_x86_cpu_builtin(OfeEmit *e, const OfeExpr *x);
/* __builtin_convertvector (BI_CONVERTVECTOR): each element converted as C converts it. */
MlirValue ofe_emit_vector_elements_convert(OfeEmit *e, const OfeExpr *x);
void ofe_emit_copy(OfeEmit *e, MlirValue dst, MlirValue src, const OfeType *t);
/* Calls the runtime or libc function `name` (the module declares it external at the first call,
 * as `ret (types...)`; a symbol of that name made before stays) with the n values of args, and
 * returns the call's result (a null value for void). types NULL: the arguments' own types. */
MlirValue ofe_emit_call_fn(OfeEmit *e, const char *name, MlirType ret, const MlirValue *args, intptr_t n,
                           const MlirType *types, bool variadic);
/* The same for a variadic function, declared with its `nfixed` fixed parameters: all n args are
 * passed, and the call's result returned (a null value for void). */
MlirValue ofe_emit_call_varargs(OfeEmit *e, const char *name, MlirType ret, const MlirType *fixed, intptr_t nfixed,
                                const MlirValue *args, intptr_t n);
/* The module's constant string global `name`: a private [strlen(text)+1 x i8] holding text and
 * its NUL, aligned to 1 (unnamed_addr: marked `unnamed_addr`, as clang-19 marks most of its
 * strings). Made at the first ask; asked again by the same name, the same global (the text is
 * not compared). For the strings of runtime calls and tables, where a C literal's is
 * ofe_emit_string. ..._symbol returns the name (for an initializer made elsewhere), the other
 * the global's address here. */
const char *ofe_emit_const_string_symbol(OfeEmit *e, const char *name, const char *text, bool unnamed_addr);
MlirValue ofe_emit_const_string(OfeEmit *e, const char *name, const char *text, bool unnamed_addr);
/* The address of a variable here: its binding in kernel_vars (a capture, a private copy), a
 * global's symbol, or a local's alloca. */
MlirValue ofe_emit_var_addr(OfeEmit *e, OfeDecl *d);

/* complex values (emit_complex.c): an rvalue is a struct of the two parts */
MlirType ofe_emit_complex_type(OfeEmit *e, const OfeType *ct);
MlirValue ofe_emit_spill(OfeEmit *e, MlirValue z, const OfeType *t); /* a temporary holding z (a complex or vector value) */
MlirValue ofe_emit_complex_is_nonzero(OfeEmit *e, MlirValue z, const OfeType *ct); /* an i1 */
MlirValue ofe_emit_complex_convert(OfeEmit *e, MlirValue v, const OfeType *from, const OfeType *to);
MlirValue ofe_emit_complex_neg(OfeEmit *e, MlirValue z, const OfeType *ct, bool conj_only);
/* GNU ++z / --z: the real part steps by one */
MlirValue ofe_emit_complex_step(OfeEmit *e, MlirValue z, const OfeType *ct, bool inc);
/* an i1 as the complex value 1 or 0 */
MlirValue ofe_emit_complex_from_truth(OfeEmit *e, MlirValue bit, const OfeType *ct);
/* x op y, one of them complex, the other complex of the same type or real of its element
 * type; == and != give an i1 */
MlirValue ofe_emit_complex_binary(OfeEmit *e, OfeBinOp op, MlirValue x, const OfeType *xt, MlirValue y, const OfeType *yt,
                                  OfeLoc loc);
/* x op y for +, - and * of two complex values of type ct, with no check of the target (a
 * reduction's combiner: its directive checked it) */
MlirValue ofe_emit_complex_arith(OfeEmit *e, OfeBinOp op, MlirValue x, MlirValue y, const OfeType *ct);
/* Complex values cross calls only in code for x86_64 (the SysV ABI ompfe follows); elsewhere
 * (a GPU's device code) `what` is an error at loc. */
bool ofe_emit_complex_target_ok(OfeEmit *e, const OfeType *t, OfeLoc loc, const char *what);
/* The same for complex * and / (and a '*' reduction): a GPU's calls go to ompfe's own helpers
 * (offload-info/device_complex.h), so only long double's are refused. */
bool ofe_emit_complex_arith_target_ok(OfeEmit *e, const OfeType *ct, OfeLoc loc, const char *what);

/* globals' static initializers */
void ofe_emit_global_init(OfeEmit *e, OfeDecl *d, MlirOperation global);
MlirType ofe_emit_global_type(OfeEmit *e, const OfeType *t); /* typed like clang's where simple */
void ofe_emit_global_zero(OfeEmit *e, const OfeType *t, MlirOperation g); /* zero-initialized */
/* A local initializer made only of literal numbers (under casts and minus signs) and strings,
 * whose bytes are known now; with *zero set when they are all zero. */
bool ofe_emit_init_is_literal(OfeEmit *e, const OfeInit *init, bool *zero);
/* The private constant copy of local d's literal initializer (clang-19's
 * `__const.<function>.<variable>`), for a memcpy in place of a store per element. */
const char *ofe_emit_const_copy(OfeEmit *e, OfeDecl *d);

/* ---- what the emitter asks of omp-lowering/ (declared here, where they are used, so the
 * emitter includes nothing of the layer that builds on it) ---- */
/* An OpenMP construct or standalone directive (omp-lowering/lower.c). */
void ofe_omp_emit_directive(OfeEmit *e, const OfeOmpDirective *d);
/* The module's and each function's or global's OpenMP attributes (target_region.c). */
void ofe_omp_mark_module(OfeEmit *e);
void ofe_omp_mark_decl(OfeEmit *e, OfeDecl *d, MlirOperation op);
/* libomp's allocators (the allocate directive and clause): an allocator expression's handle
 * as a pointer (NULL: omp_null_allocator, the default allocator); `bytes` from it, aligned to
 * `align` when not 0 (__kmpc_alloc, __kmpc_aligned_alloc); and the free (__kmpc_free)
 * (parallel.c). */
MlirValue ofe_omp_allocator_handle(OfeEmit *e, const OfeExpr *allocator);
MlirValue ofe_omp_alloc(OfeEmit *e, MlirValue bytes, unsigned align, MlirValue allocator);
void ofe_omp_free(OfeEmit *e, MlirValue p, MlirValue allocator);
/* After an assignment to variable v (at `at`) while e->conditional_run is set: a conditional
 * lastprivate variable notes the iteration (conditional_lastprivate.c). */
void ofe_omp_note_assignment(OfeEmit *e, const OfeDecl *v, OfeLoc at);

#endif
