/* mlir_build: the one place that creates MLIR operations. A thin layer over the MLIR C API's
 * generic operation state: one small function per llvm-dialect op the front end emits, so
 * call sites read `v = ofe_mb_load(b, i32, addr, 4)`. Every op name is checked against the
 * context's registered operations (the llvm dialect accepts unknown ops until translation). */
#ifndef OFE_MLIR_BUILD_H
#define OFE_MLIR_BUILD_H

#include <stdbool.h>
#include <stdint.h>

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/BuiltinTypes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "mlir-c/IR.h"

typedef struct OfeOpSpec {
  intptr_t nres;
  const MlirType *res;
  intptr_t nops;
  const MlirValue *ops;
  intptr_t nattrs;
  const MlirNamedAttribute *attrs;
  intptr_t nsucc;
  const MlirBlock *succ;
  intptr_t nregions;
  MlirRegion *regions;
  bool located; /* carries its source location even without all_locations (see OfeMB) */
  bool detached; /* not appended to the current block: the caller puts it elsewhere */
} OfeOpSpec;

/* The source position of the ops being built. MlirLocations are made only for the ops that
 * need one (a FileLineColLoc costs as much as the op): calls and symbol references (the
 * passes report errors at them), functions and globals (the entry table's locations), or
 * every op when OfeMB.all_locations is set (-g, the C API). */
typedef struct OfeMBWhere {
  MlirLocation loc; /* made for file:line:col, unless stale */
  bool stale;
  const char *file; /* the diagnostics' interned name, by address */
  unsigned line, col;
} OfeMBWhere;

/* icmp predicates (llvm dialect numbering) */
enum { ICMP_EQ, ICMP_NE, ICMP_SLT, ICMP_SLE, ICMP_SGT, ICMP_SGE, ICMP_ULT, ICMP_ULE, ICMP_UGT, ICMP_UGE };
/* fcmp predicates */
enum { FCMP_FALSE, FCMP_OEQ, FCMP_OGT, FCMP_OGE, FCMP_OLT, FCMP_OLE, FCMP_ONE, FCMP_ORD, FCMP_UEQ, FCMP_UGT,
       FCMP_UGE, FCMP_ULT, FCMP_ULE, FCMP_UNE, FCMP_UNO, FCMP_TRUE };

typedef struct OfeMB {
  MlirContext ctx;
  MlirModule module;
  MlirBlock module_body;
  MlirBlock block;       /* where ops are appended */
  OfeMBWhere where;      /* source position of the ops being built */
  MlirAttribute scope;   /* -g: the lexical block of the ops being built, fused into their
                            locations (the translation's DILocation scope); null: the function */
  MlirLocation unknown_loc;
  bool all_locations;    /* every op gets its location, not just those OfeOpSpec.located */
  bool implicit_align;   /* leave out load/store alignments the data layout implies (x86_64) */
  MlirRegion func_body;  /* region of the function being built */
  MlirBlock entry;       /* its entry block: allocas go here */
  MlirOperation alloca_anchor; /* allocas are inserted after this op */
  MlirValue one_i64;     /* the alloca count operand */
  MlirOperation const_anchor; /* the function's first op: shared constants go before it */
  /* Integer constants of the function being built, made once in its entry block: a quarter
   * of all ops were constants, and every op costs in emission, translation and verification.
   * Direct-mapped (a collision only costs a second op); a kernel's builder has its own. */
  struct {
    MlirType type;
    int64_t value;
    MlirValue v;
  } consts[128];
  MlirValue null_ptr;    /* the function's null pointer, made once beside its constants */
  bool bad_op;           /* an unregistered op name was requested (a bug in ompfe) */
  /* told of each branch as it is made (from the current block to a successor): the SSA
   * construction of locals keeps the predecessors (emit/ssa_vars.c) */
  void (*on_edge)(void *user, MlirBlock from, MlirBlock to);
  void *edge_user;
  /* cached types and attributes (parsing an attribute costs more than building an op) */
  MlirType i1, i8, i16, i32, i64, i128, f16, f32, f64, f80, f128, ptr, void_;
  MlirAttribute fastmath_none;
  MlirAttribute fastmath_contract; /* -ffp-contract=fast's flag */
  MlirAttribute i8_attr;        /* the element type of byte GEPs */
  MlirAttribute one_dynamic_index; /* rawConstantIndices of a GEP whose one index is an operand */
  MlirAttribute bools[2];
  MlirAttribute small_i64[17];  /* alignments and other small i64 attributes */
  struct {
    const char *name; /* a string literal: compared by address */
    MlirIdentifier id;
  } ids[40];
  int nids;
  const char *registered[64]; /* op names (literals, by address) known to be registered */
  struct {
    const char *file; /* the diagnostics' interned file name, by address */
    unsigned line, col;
    MlirLocation loc;
  } locs[256]; /* a location is asked for by each node of a statement: made once */
} OfeMB;

void ofe_mb_init(OfeMB *b, MlirContext ctx, MlirModule module);
MlirStringRef ofe_str(const char *s);
/* What an MLIR print callback writes, kept (truncated at the buffer's end): messages,
 * locations. Pass ofe_text_append as the callback and the buffer as its user data. */
typedef struct OfeText {
  char text[4096];
  size_t len;
} OfeText;
void ofe_text_append(MlirStringRef s, void *text);
/* Whether op is the operation `name` ("llvm.br", say). */
bool ofe_op_is(MlirOperation op, const char *name);
MlirNamedAttribute ofe_mb_named(OfeMB *b, const char *name, MlirAttribute a);
MlirAttribute ofe_mb_i64_attr(OfeMB *b, int64_t v);
MlirAttribute ofe_mb_str_attr(OfeMB *b, const char *s);
MlirAttribute ofe_mb_symref(OfeMB *b, const char *sym);
MlirAttribute ofe_mb_type_attr(MlirType t);
/* !llvm.array<n x elem> for any 64-bit n (mlirLLVMArrayTypeGet's count is 32 bits). */
MlirType ofe_mb_array(OfeMB *b, MlirType elem, uint64_t n);
MlirLocation ofe_mb_file_loc(OfeMB *b, const char *file, unsigned line, unsigned col);
void ofe_mb_set_position(OfeMB *b, const char *file, unsigned line, unsigned col); /* made lazily */
void ofe_mb_set_loc(OfeMB *b, MlirLocation loc);
MlirLocation ofe_mb_loc(OfeMB *b); /* the current position's location, made now if needed */
/* Puts the ops built from now on in debug scope `scope` (a DILexicalBlock; null: the function's
   subprogram). A function's body starts in its function's scope. */
void ofe_mb_set_scope(OfeMB *b, MlirAttribute scope);
MlirAttribute ofe_mb_linkage(OfeMB *b, const char *linkage); /* "internal", "weak_odr", ... */

/* generic creation; appended to b->block when it is set */
MlirOperation ofe_mb_op(OfeMB *b, const char *name, OfeOpSpec s);
MlirValue ofe_mb_result(MlirOperation op);
bool ofe_type_is_llvm_void(MlirType t);

/* blocks */
MlirBlock ofe_mb_new_block(OfeMB *b);               /* appended to the current function */
MlirBlock ofe_mb_new_block_next(OfeMB *b);          /* placed right after the current block */
void ofe_mb_set_block(OfeMB *b, MlirBlock blk);
bool ofe_mb_block_terminated(MlirBlock blk);

/* constants and addresses */
MlirValue ofe_mb_const_int(OfeMB *b, MlirType t, int64_t v); /* v sign-extended to t's width */
/* Whether v is an integer constant of at most 64 bits made by llvm.mlir.constant, and its value
 * (sign-extended from its width). */
bool ofe_mb_int_constant(MlirValue v, int64_t *value);
/* Says how the operands of the llvm.cond_br t divide: its condition, then ntrue values for its
 * first successor and nfalse for its second (after its operands were set). */
void ofe_mb_set_cond_br_segments(MlirOperation t, int32_t ntrue, int32_t nfalse);
/* An integer constant of up to 128 bits, v in two's complement. */
MlirValue ofe_mb_const_wide(OfeMB *b, MlirType t, unsigned __int128 v);
MlirAttribute ofe_mb_int_attr(OfeMB *b, MlirType t, unsigned __int128 v);
MlirValue ofe_mb_const_float(OfeMB *b, MlirType t, long double v);
/* A floating-point attribute of `type` ("f32", "f64", "f80", "f128") from its n bytes,
 * little-endian, in MLIR's hex form: every bit kept, a NaN's payload and kind too. */
MlirAttribute ofe_mb_float_bits_attr(OfeMB *b, const unsigned char *bytes, int n, const char *type);
MlirValue ofe_mb_zero(OfeMB *b, MlirType t);  /* llvm.mlir.zero (null for pointers) */
MlirValue ofe_mb_undef(OfeMB *b, MlirType t);
/* A constant-like op (one result, no operands) built at the top of the function's entry
 * block, where it dominates every use the function will make of it. */
MlirValue ofe_mb_op_at_entry(OfeMB *b, const char *name, OfeOpSpec s);
MlirValue ofe_mb_addressof(OfeMB *b, const char *sym);

/* memory */
MlirValue ofe_mb_alloca(OfeMB *b, MlirType t, unsigned align);
/* A store placed after the entry block's allocas, before everything else the function does:
 * a slot filled at entry with a value defined there (an argument). */
void ofe_mb_store_at_entry(OfeMB *b, MlirValue v, MlirValue addr, unsigned align);
MlirValue ofe_mb_alloca_dynamic(OfeMB *b, MlirType elem, MlirValue count, unsigned align);
MlirValue ofe_mb_load(OfeMB *b, MlirType t, MlirValue addr, unsigned align, bool is_volatile);
void ofe_mb_store(OfeMB *b, MlirValue v, MlirValue addr, unsigned align, bool is_volatile);
/* Atomic accesses; `ordering` is LLVM's AtomicOrdering (OFE_ORDER_* in ast.h); `flags` are
 * OFE_ATOMIC_* (weak: cmpxchg only). cmpxchg returns the i1 that says whether `addr` held
 * `expected` (and now holds `desired`); _old also gives the value it found in *old. */
enum { OFE_ATOMIC_VOLATILE = 1, OFE_ATOMIC_WEAK = 2 };
MlirValue ofe_mb_atomic_load(OfeMB *b, MlirType t, MlirValue addr, unsigned align, int ordering);
MlirValue ofe_mb_atomic_load_flags(OfeMB *b, MlirType t, MlirValue addr, unsigned align, int ordering, unsigned flags);
void ofe_mb_atomic_store(OfeMB *b, MlirValue v, MlirValue addr, unsigned align, int ordering);
void ofe_mb_atomic_store_flags(OfeMB *b, MlirValue v, MlirValue addr, unsigned align, int ordering, unsigned flags);
MlirValue ofe_mb_cmpxchg(OfeMB *b, MlirValue addr, MlirValue expected, MlirValue desired, int success, int failure);
MlirValue ofe_mb_cmpxchg_old(OfeMB *b, MlirValue addr, MlirValue expected, MlirValue desired, int success, int failure,
                             unsigned flags, MlirValue *old);
/* atomicrmw: bin_op is MLIR's AtomicBinOp (OFE_RMW_*); returns the old value */
enum { OFE_RMW_XCHG = 0, OFE_RMW_ADD = 1, OFE_RMW_SUB = 2, OFE_RMW_AND = 3, OFE_RMW_NAND = 4, OFE_RMW_OR = 5, OFE_RMW_XOR = 6 };
MlirValue ofe_mb_atomicrmw(OfeMB *b, int bin_op, MlirValue addr, MlirValue v, unsigned align, int ordering, unsigned flags);
void ofe_mb_fence(OfeMB *b, int ordering, const char *syncscope); /* syncscope NULL: the system */
MlirValue ofe_mb_gep_bytes(OfeMB *b, MlirValue base, int64_t offset);           /* base + offset */
MlirValue ofe_mb_gep_dyn(OfeMB *b, MlirValue base, MlirType elem, MlirValue idx); /* &base[idx] */
void ofe_mb_memcpy(OfeMB *b, MlirValue dst, MlirValue src, MlirValue len, bool is_volatile);
void ofe_mb_memset(OfeMB *b, MlirValue dst, MlirValue byte, MlirValue len);

/* arithmetic */
MlirValue ofe_mb_binop(OfeMB *b, const char *op, MlirValue x, MlirValue y); /* "llvm.add" ... */
MlirValue ofe_mb_unop(OfeMB *b, const char *op, MlirValue x);                 /* "llvm.fneg" */
/* the same with fast-math flags (an #llvm.fastmath attribute) */
MlirValue ofe_mb_binop_fmf(OfeMB *b, const char *op, MlirValue x, MlirValue y, MlirAttribute fastmath);
MlirValue ofe_mb_unop_fmf(OfeMB *b, const char *op, MlirValue x, MlirAttribute fastmath);
MlirValue ofe_mb_fmuladd(OfeMB *b, MlirValue x, MlirValue y, MlirValue z); /* x * y + z, fused where it pays */
MlirValue ofe_mb_icmp(OfeMB *b, int pred, MlirValue x, MlirValue y);
MlirValue ofe_mb_fcmp(OfeMB *b, int pred, MlirValue x, MlirValue y);
MlirValue ofe_mb_cast(OfeMB *b, const char *op, MlirValue v, MlirType to); /* "llvm.sext" ... */
/* vec's element at index, an integer value; vec with that element replaced by v */
MlirValue ofe_mb_extractelement(OfeMB *b, MlirValue vec, MlirValue index);
MlirValue ofe_mb_insertelement(OfeMB *b, MlirValue vec, MlirValue v, MlirValue index);
MlirValue ofe_mb_splat(OfeMB *b, MlirType vt, MlirValue scalar); /* a vector of vt with scalar in each element */
/* The elements of x then y that mask picks (-1: poison), a vector of type rt of n of them. */
MlirValue ofe_mb_shufflevector(OfeMB *b, MlirType rt, MlirValue x, MlirValue y, const int32_t *mask, intptr_t n);
MlirValue ofe_mb_select(OfeMB *b, MlirValue c, MlirValue x, MlirValue y);
MlirValue ofe_mb_insertvalue(OfeMB *b, MlirValue agg, MlirValue v, int64_t pos);
MlirValue ofe_mb_extractvalue(OfeMB *b, MlirValue agg, MlirType t, int64_t pos);

/* calls: the 19 C API cannot take an LLVM function type apart, so its pieces travel along */
typedef struct OfeFnType {
  MlirType type, ret;
  const MlirType *params; /* arena or static storage */
  intptr_t nparams;
  bool variadic;
} OfeFnType;
OfeFnType ofe_mb_func_type(OfeMB *b, MlirType ret, const MlirType *params, intptr_t n, bool variadic);
MlirOperation ofe_mb_call(OfeMB *b, const char *callee, OfeFnType ft, const MlirValue *args, intptr_t n);
MlirOperation ofe_mb_call_indirect(OfeMB *b, MlirValue fn, OfeFnType ft, const MlirValue *args, intptr_t n);
MlirValue ofe_mb_intrinsic(OfeMB *b, const char *name, MlirType result, const MlirValue *args, intptr_t n);

/* control flow */
void ofe_mb_br(OfeMB *b, MlirBlock dest);
/* to dest, whose first argument takes v */
void ofe_mb_br_value(OfeMB *b, MlirBlock dest, MlirValue v);
void ofe_mb_cond_br(OfeMB *b, MlirValue c, MlirBlock t, MlirBlock f);
void ofe_mb_switch(OfeMB *b, MlirValue v, MlirBlock dflt, intptr_t n, const int64_t *values, const MlirBlock *dests);
void ofe_mb_return(OfeMB *b, MlirValue v); /* v may be null: return void */
void ofe_mb_unreachable(OfeMB *b);

/* functions and globals (module level) */
MlirOperation ofe_mb_func(OfeMB *b, const char *name, OfeFnType fn_type, const char *linkage, intptr_t nattrs,
                          const MlirNamedAttribute *attrs);
/* Starts the body of a function: creates the entry block with its arguments. */
MlirBlock ofe_mb_func_begin_body(OfeMB *b, MlirOperation fn, intptr_t nparams, const MlirType *params);
MlirOperation ofe_mb_global(OfeMB *b, const char *name, MlirType t, const char *linkage, bool constant,
                            unsigned align, MlirAttribute value, bool with_init_region);
MlirOperation ofe_mb_lookup_symbol(OfeMB *b, const char *name);

#endif
