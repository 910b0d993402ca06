/* ast: the checked syntax tree. Sema builds it with every implicit conversion made explicit
 * (E_CAST nodes), lvalues marked, and OpenMP regions annotated with their captures, so the
 * emitters never re-derive C semantics. Kinds are enums, nodes are tagged unions. */
#ifndef OFE_AST_H
#define OFE_AST_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/diag.h"
#include "options/options.h"
#include "sema/types.h"
#include "sema/x86_isa.h"
#include "mlir-c/IR.h"

typedef struct OfeStmt OfeStmt;
typedef struct OfeInit OfeInit;
typedef struct OfeOmpDirective OfeOmpDirective;

/* ---- expressions ---------------------------------------------------------------------- */

typedef enum OfeExprKind {
  E_ERROR,
  E_INT,         /* integer constant (also char constants, enumerators after folding) */
  E_FLOAT,       /* floating constant */
  E_STRING,      /* string literal: an array lvalue */
  E_VAR,         /* reference to an object or function */
  E_COMPOUND_LIT,/* (T){...}: an lvalue */
  E_STMT_EXPR,   /* GNU ({ ... }) */
  E_CALL,
  E_MEMBER,      /* base.member (base is a record lvalue or rvalue); p->m is (*p).m */
  E_DEREF,       /* *p: an lvalue */
  E_ADDR,        /* &lvalue */
  E_UNARY,       /* -x, ~x, !x (operand already converted) */
  E_BINARY,      /* arithmetic/bitwise/comparison on converted operands, and pointer arithmetic */
  E_LOGICAL,     /* && || */
  E_COND,        /* c ? a : b */
  E_ASSIGN,      /* lvalue = value (value converted to the lvalue's type) */
  E_COMPOUND_ASSIGN, /* lvalue op= value, computed in `compute_type` */
  E_INCDEC,      /* ++/-- prefix or postfix */
  E_COMMA,
  E_CAST,        /* conversion to `type` (explicit or implicit) */
  E_SIZEOF_VLA,  /* run-time sizeof of a variably modified type */
  E_VA_START,
  E_VA_ARG,
  E_VA_END,
  E_VA_COPY,
  E_BUILTIN,     /* other compiler built-ins, by id */
  E_SECTION,     /* OpenMP array section base[lower:length] (only inside clauses) */
  E_NAME,        /* a bare member name, only in __builtin_offsetof paths */
} OfeExprKind;

enum { OFE_FOLDED_ADDR_DEREF = 0xff }; /* OfeExpr.folded_op */

typedef enum OfeBinOp {
  OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_MOD, OP_SHL, OP_SHR, OP_AND, OP_OR, OP_XOR,
  OP_EQ, OP_NE, OP_LT, OP_LE, OP_GT, OP_GE,
  OP_PTR_ADD,  /* pointer + integer (scaled by the pointee size) */
  OP_PTR_SUB,  /* pointer - integer */
  OP_PTR_DIFF, /* pointer - pointer, in elements */
} OfeBinOp;

typedef enum OfeUnOp { OP_NEG, OP_BITNOT, OP_NOT } OfeUnOp;

typedef enum OfeBuiltin {
  BI_EXPECT, BI_CONSTANT_P, BI_BSWAP16, BI_BSWAP32, BI_BSWAP64, BI_CLZ, BI_CTZ, BI_POPCOUNT,
  BI_CLZL, BI_CTZL, BI_POPCOUNTL, BI_ABS, BI_LABS, BI_FABS, BI_FABSF, BI_FABSL,
  BI_HUGE_VAL, BI_HUGE_VALF, BI_HUGE_VALL, BI_INF, BI_INFF, BI_INFL, BI_NAN, BI_NANF, BI_NANL,
  BI_NANS, BI_NANSF, BI_NANSL, /* signalling NaNs: folded by sema, the payload a constant string */
  BI_HUGE_VALQ, BI_INFQ, BI_NANQ, /* GCC's __float128 forms: folded by sema */
  BI_ISNAN, BI_ISINF, BI_ISINF_SIGN, BI_ISFINITE, BI_ISNORMAL, BI_SIGNBIT, BI_FPCLASSIFY,
  BI_ISGREATER, BI_ISGREATEREQUAL, BI_ISLESS, BI_ISLESSEQUAL, BI_ISLESSGREATER, BI_ISUNORDERED,
  BI_UNREACHABLE, BI_TRAP, BI_ALLOCA, BI_MEMCPY, BI_MEMSET, BI_MEMMOVE, BI_MEMCMP, BI_STRLEN,
  BI_OBJECT_SIZE, BI_DYNAMIC_OBJECT_SIZE, BI_FRAME_ADDRESS, BI_PREFETCH, BI_ASSUME_ALIGNED,
  BI_ADD_OVERFLOW, BI_SUB_OVERFLOW, BI_MUL_OVERFLOW, /* (a, b, result pointer): a bool */
  BI_PARITY, BI_PARITYL, BI_CLRSB, BI_CLRSBL, BI_BSWAP128,
  BI_BITREVERSE, BI_ROTATE_LEFT, BI_ROTATE_RIGHT, /* clang's, on the unsigned type of their result */
  BI_RETURN_ADDRESS, BI_POWI,
  BI_IDENTITY, /* the argument converted to the result type */
  BI_ALLOCA_ALIGN, /* (size, alignment in bits: an E_INT) */
  BI_PAUSE,
  BI_SETJMP, BI_LONGJMP, /* GCC's light-weight pair: (void **buffer of 5 words) and (buffer, 1) */
  BI_STACK_SAVE, BI_STACK_RESTORE,
  BI_LINE, BI_FILE, BI_FUNCTION, /* folded by sema */
  BI_VA_ARG_PACK, BI_VA_ARG_PACK_LEN, /* folded by sema: their function's definition is dropped */
  BI_ATOMIC, /* __atomic_* and __sync_*: builtin->atomic says which operation */
  BI_COMPLEX,  /* (re, im): the complex value; imaginary constants are (0, value) */
  BI_REAL, BI_IMAG, /* (z): a complex rvalue's part (an lvalue's is an E_MEMBER) */
  BI_CONJ,     /* (z): the complex conjugate (conj, GNU ~z) */
  BI_SHUFFLEVECTOR, /* (v1, v2, E_INT indices): the elements of v1 then v2 the indices pick */
  BI_CONVERTVECTOR, /* (v): each element converted to the result's element type */
  BI_SHUFFLE,       /* gcc's __builtin_shuffle(v1, [v2,] mask) with a mask known at run time:
                       element i is element mask[i] mod 2N of v1 then v2 (mod N of v1 alone) */
  BI_OMP_FREE, /* (&var): frees a local of the allocate directive (__kmpc_free) where its scope ends */
  BI_OMP_MAPPED_PTR,   /* (p): omp_get_mapped_ptr(p, omp_get_default_device()), dispatch's need_device_ptr */
  BI_X86,      /* a __builtin_ia32_* of sema/x86_builtins.c's table: builtin->x86 says which */
  BI_CPU_INIT,     /* (): __cpu_indicator_init() (sema/x86_cpu.c) */
  BI_CPU_SUPPORTS, /* (E_INT bit): whether libgcc's CPU description has feature `bit` */
  BI_CPU_IS,       /* (E_INT field, E_INT value): whether __cpu_model's field is value */
  BI_OMP_WITH_DEVICE,  /* (device, statement expression): the expression evaluated with the default
                          device set to `device` (dispatch's device clause), then set back */
} OfeBuiltin;

/* The operation of an atomic built-in. AO_ADD..AO_NAND are read-modify-write operations. */
typedef enum OfeAtomicOp {
  AO_LOAD, AO_STORE, AO_XCHG, AO_CMPXCHG, AO_ADD, AO_SUB, AO_AND, AO_OR, AO_XOR, AO_NAND,
  AO_TEST_AND_SET, AO_CLEAR, AO_FENCE, AO_SIGNAL_FENCE, AO_IS_LOCK_FREE,
} OfeAtomicOp;

/* An atomic built-in's operation and orderings (LLVM's, OFE_ORDER_*); its arguments are the
 * object's address, the operands, then the orders (evaluated, not used: a constant order is
 * in `order`, any other is seq_cst). by_ref: the generic forms, whose values are passed
 * through pointers; new_value: op_fetch, the value after; sync_cas: __sync's compare and
 * swap (expected by value), old_result: returning the value found, not whether it swapped;
 * is_volatile: on a volatile object; weak: a compare-exchange whose weak argument is a
 * constant other than 0 (as clang-19: a non-constant one is strong). */
typedef struct OfeAtomicInfo {
  OfeAtomicOp op;
  int order, fail_order;
  bool by_ref, new_value, sync_cas, old_result, is_volatile, weak;
} OfeAtomicInfo;

/* 32-bit counts: a call's argument list is part of the largest expression kinds, and every
 * expression is as large as they are */
typedef struct OfeExprList {
  OfeExpr **items;
  uint32_t len, cap;
} OfeExprList;

/* The flags sit beside `kind`, in what would be padding: the union is 16-byte aligned (long
 * double), so after them the header takes 32 bytes rather than 48. */
/* A call of a compiler built-in (E_BUILTIN), checked (builtins.c). */
typedef struct OfeBuiltinCall {
  OfeBuiltin id;
  OfeExprList args;
  OfeAtomicInfo atomic;
  bool no_store; /* *_overflow_p */
  int x86;       /* BI_X86: the entry of x86_builtins.c's table */
} OfeBuiltinCall;

/* 64 bytes, and the most numerous node (SQLite: 372k of them): whatever makes one kind
 * larger than the union's 32 bytes goes apart, as OfeBuiltinCall does. */
struct OfeExpr {
  OfeExprKind kind;
  bool lvalue;
  bool parenthesized; /* written in parentheses: `if ((x = f()))` asks for no warning */
  bool not_constant; /* const_eval failed on it once: it will again (sema folds bottom-up) */
  /* E_INT folded from a binary operation: its OfeBinOp + 1, so that `a & 1 == 0` still shows
   * its precedence (-Wparentheses); 0 for other constants. Other kinds: OFE_FOLDED_ADDR_DEREF
   * on the p that `&*p` became, which is not a plain `p` (-Wtautological-compare) */
  uint8_t folded_op;
  OfeType *type;
  OfeLoc loc;
  union {
    /* sizeof_of: the pointer variable v of a `sizeof v` folded to this (-Wsizeof-pointer-memaccess) */
    struct { OfeWide value; const OfeExpr *sizeof_of; } i;
    struct { long double value; bool literal; } f; /* literal: as written, maybe negated */
    struct { const char *bytes; size_t len; unsigned char_size; OfeDecl *global; } str; /* len incl. NUL, in chars */
    /* decl NULL: an undeclared name, reported unless it was parsed where names need no declaration */
    struct { OfeDecl *decl; const char *name; bool reported; } var;
    struct { OfeDecl *decl; } compound; /* the hidden object, with its initializer */
    struct { OfeStmt *body; OfeExpr *result; } stmt_expr;
    /* callee: a function pointer value; named: the function the source names, before a
     * declare variant replaced it (NULL for calls through pointers) */
    struct { OfeExpr *callee; OfeExprList args; struct OfeDecl *named; } call;
    struct { OfeExpr *base; const OfeMember *member; uint64_t offset; } member;
    struct { OfeExpr *operand; } unary_ptr; /* E_DEREF, E_ADDR */
    struct { OfeUnOp op; OfeExpr *operand; } unary;
    /* of_float16: _Float16 arithmetic computed in float, as gcc-12 computes it (it then also
     * fuses no product into a sum, where clang-19's contraction would) */
    struct { OfeBinOp op; OfeExpr *lhs, *rhs; bool of_float16; } binary;
    struct { bool is_and; OfeExpr *lhs, *rhs; } logical;
    struct { OfeExpr *cond, *then, *els; } cond;
    struct { OfeExpr *lhs, *rhs; } assign;
    struct { OfeBinOp op; OfeExpr *lhs, *rhs; OfeType *compute_type; } compound_assign;
    struct { bool is_inc, is_prefix; OfeExpr *operand; } incdec;
    struct { OfeExpr *lhs, *rhs; } comma;
    /* excess: an implicit _Float16 view of a float operand that keeps float's range and
     * precision until it is converted (gcc-12's evaluation of _Float16 arithmetic on x86_64);
     * as a _Float16 value it is rounded, converted to another type it is the float */
    struct { OfeExpr *operand; bool is_explicit, excess; } cast;
    struct { OfeType *vla; bool eval_sizes; } sizeof_vla; /* elements * element size, at run time;
                                          eval_sizes: evaluates the lengths not evaluated yet */
    struct { OfeExpr *ap, *src; } va;    /* va_start/va_end/va_arg(ap)/va_copy(ap, src) */
    struct OfeBuiltinCall *builtin; /* apart: it would make every expression half as large again */
    /* lower/length may be NULL; written: given in the source (sema fills in the others) */
    /* lower, length, stride converted to long; *_src: as written, before that (for the
     * runtime's map names, printed as clang-19 prints them), NULL when left out; shape: the
     * dimensions of an array shaping ([d1]...[dn])base, which is the section base[0:d1*...*dn] */
    struct { OfeExpr *base, *lower, *length, *stride; const OfeExpr *lower_src, *length_src, *stride_src; const OfeExprList *shape; } section;
  };
};

/* ---- declarations --------------------------------------------------------------------- */

typedef enum OfeDeclKind { D_VAR, D_FUNC, D_TYPEDEF, D_ENUM_CONST } OfeDeclKind;
typedef enum OfeStorage { SC_NONE, SC_EXTERN, SC_STATIC, SC_AUTO, SC_REGISTER, SC_TYPEDEF } OfeStorage;

/* OpenMP declare target, as recorded from the directives (sema) and the passes' input. */
typedef enum OfeDeviceType { DT_NONE = 0, DT_ANY, DT_HOST, DT_NOHOST } OfeDeviceType;
typedef enum OfeCapture { CAP_TO, CAP_LINK, CAP_ENTER } OfeCapture;

/* __attribute__((format(printf, 2, 3))): argument 2 is a printf format for the arguments
 * from 3 on (first 0: a va_list). kind 0: none. */
typedef enum OfeFormatKind { OFE_FORMAT_NONE, OFE_FORMAT_PRINTF, OFE_FORMAT_SCANF } OfeFormatKind;
typedef struct OfeFormatAttr {
  OfeFormatKind kind;
  unsigned format_arg, first_arg;
} OfeFormatAttr;

typedef struct OfeDeclareTarget {
  OfeDeviceType device_type; /* DT_NONE: not declare target */
  OfeCapture capture;
  bool indirect;
  OfeLoc loc; /* the directive that marked it */
} OfeDeclareTarget;

/* A parameter named in adjust_args: need_device_ptr or nothing. */
typedef struct OfeOmpAdjustedParam {
  const char *name;
  OfeLoc loc;
  bool need_device_ptr;
} OfeOmpAdjustedParam;

/* declare variant(fn) match(selector): fn is called for the base function where the selector holds. */
typedef struct OfeOmpVariant {
  struct OfeDecl *fn;
  const char *selector;
  OfeLoc loc;
  /* adjust_args(need_device_ptr: ...) and append_args(interop(...), ...) (OpenMP 5.1), which
   * apply where a dispatch construct calls the variant */
  OFE_VEC(OfeOmpAdjustedParam) adjusted; /* by name, until the base function is declared */
  OFE_VEC(unsigned) device_ptr_params;   /* then the positions of the need_device_ptr ones */
  unsigned appended_interops;
} OfeOmpVariant;

/* A function whose result must be used (-Wunused-result), and how its attribute is spelled. */
typedef enum OfeUnusedResult { OFE_UNUSED_RESULT_NONE, OFE_UNUSED_RESULT_GNU, OFE_UNUSED_RESULT_NODISCARD } OfeUnusedResult;

struct OfeDecl {
  OfeDeclKind kind;
  const char *name;     /* C name */
  const char *asm_name; /* symbol name: the __asm__ label, or name */
  const char *reg_name; /* a block-scope `register T v asm("reg")`: reg (its asm operands use it) */
  OfeType *type;
  const OfeDecl *typedef_decl; /* the typedef name its specifiers used, if any: -g names its type so */
  OfeStorage storage;
  OfeLoc loc;
  bool is_global;       /* file scope or static local: a module-level symbol */
  unsigned scope_depth; /* 0 = file scope */
  bool is_param;
  bool value_only;      /* a parameter the body only reads (value_vars.c): emitted as its value */
  bool ssa_value;       /* a local only read and assigned by name (value_vars.c): an SSA value, no slot */
  bool has_value_locals; /* a function with ssa_value locals */
  bool is_defined;      /* has a body (functions) or an initializer / tentative definition (vars) */
  int ctor_priority, dtor_priority; /* __attribute__((constructor/destructor)): priority + 1, or 0 */
  bool is_inline, is_noreturn, is_thread_local, is_used, is_weak, attr_used, attr_noinline,
      attr_always_inline, is_builtin_va, is_vla_size,
      type_from_init, /* __auto_type: the initializer's type, whose lengths the initializer evaluates */
      is_artificial, /* made by the compiler (ofe_sema_hidden_local): the source names it nowhere */
      attr_unused,   /* __attribute__((unused)): no -Wunused warning */
      /* functions: some file-scope declaration says `extern` or lacks `inline`, which makes an
       * inline definition the external one (C11 6.7.4p7) */
      declared_external,
      attr_gnu_inline, /* __attribute__((gnu_inline)): GNU89 meaning of `inline`, `extern inline` */
      attr_returns_twice; /* __attribute__((returns_twice)) */
  OfeVisibility visibility; /* __attribute__((visibility)), UNSET when none */
  bool referenced;      /* used somewhere: static inline functions are emitted only then */
  unsigned ref_count;   /* how many times the source names it (-Wunused-but-set-variable) */
  OfeFormatAttr format; /* functions: __attribute__((format)) */
  OfeUnusedResult warn_unused_result;
  unsigned format_arg;  /* functions: __attribute__((format_arg(n))), 0 when none */
  int builtin;          /* compiler built-ins: OfeBuiltin + 1; 0 for ordinary functions */
  unsigned user_align;
  const char *section;
  /* __attribute__((alias("target"))) or `#pragma weak name = target`: the symbol is target's
   * address under another name (emit/alias_fixup.c makes it); target is a C name */
  const char *alias_target;
  /* variables */
  OfeExpr *cleanup_fn; /* __attribute__((cleanup(fn))): fn as written, checked at the end of
                        * the declarator */
  OfeLoc cleanup_loc;
  OfeInit *init;
  /* parameters declared as a variable length array (`int a[n++]`): that type, whose
   * length the function still evaluates on entry, though the parameter is a pointer */
  OfeType *param_vla;
  OfeDecl *canonical; /* first declaration of the same entity; definitions point to it too */
  OfeDecl *def;       /* on the canonical decl: the one carrying the definition */
  /* functions */
  OfeStmt *body;
  OFE_VEC(struct OfeLabel *) addr_labels; /* labels whose address (&&label) is taken, in order */
  OFE_VEC(OfeDecl *) params; /* parameter objects of a definition */
  OfeDecl *variant_of;       /* begin declare variant: the base function this one replaces */
  OfeDecl *device_variant;   /* on the base: the nohost variant to call in device code */
  OFE_VEC(OfeOmpVariant) omp_variants; /* on the canonical base: declare variant's functions */
  const char *func_name_global; /* __func__ string */
  /* enum constants */
  int64_t enum_value;
  /* OpenMP */
  OfeDeclareTarget dt;
  OfeLoc threadprivate_loc; /* on the canonical variable: its name in #pragma omp threadprivate
                             * (line 0: none, or a _Thread_local one) */
  const char *indirect_name; /* indirect functions: the offload entry name */
  /* static (internal) variables: the offload entry name, which a to/enter one's device copy
   * is exported under and a link one's reference pointer has; it names the file, so
   * same-named statics of two units stay apart */
  const char *static_entry_name;
  OfeLoc def_loc; /* where a function was defined (indirect entry names use this line) */
  /* the allocate directive on a local: libomp allocates it from omp_allocator (NULL:
   * omp_null_allocator) aligned to omp_align (0: as its type) */
  bool omp_allocate;
  OfeExpr *omp_allocator;
  unsigned omp_align;
  /* emission state: the address of a local in the function being emitted; a value_only
   * parameter's value (its address only if something asks for one) */
  MlirValue addr, value;
  MlirValue omp_allocator_value; /* omp_allocate: the allocator it came from, for the free */
  unsigned static_local_id;
  /* functions: the ISAs `#pragma GCC target` or __attribute__((target)) gives them beyond the
   * command line's; an always_inline one can only be called where they are enabled */
  OfeIsaSet target_isa;
  /* an inline-only definition (gcc's intrinsics) that uses a built-in ompfe does not
   * implement: its definition is set aside, and a call of it is an error naming the built-in */
  const char *unusable_builtin;
  OfeLoc unusable_loc;
  /* an inline-only definition: the inline-only functions its body names, which are wanted
   * (emitted, to be inlined) only once it is: `referenced` is not set by those names */
  OFE_VEC(OfeDecl *) inline_refs;
  const char *local_symbol; /* static locals: the module symbol */
  OfeDecl *local_function;  /* static locals: the function that declares it (-g's scope) */
  struct OfeVmScope *vm_scope; /* a local of a variably modified type: its scope (ast.h) */
};

/* ---- initializers --------------------------------------------------------------------- */

typedef enum OfeInitKind { INIT_EXPR, INIT_LIST } OfeInitKind;

/* A checked initializer, flattened to what each byte range receives: a list of
 * (offset, scalar expression) plus bit-field info; zero elsewhere. */
typedef struct OfeInitElem {
  uint64_t offset;
  OfeType *type;     /* scalar type stored there (or a record/array type for a whole-object copy) */
  OfeExpr *expr;     /* converted to `type` */
  const OfeMember *bitfield;
  /* Given by a GNU range designator ([lo ... hi] = x, group > 0): gcc evaluates x once for the
   * whole range, so the elements of one group with the same slot hold one value, computed by
   * the first of them that is emitted. */
  uint32_t range_group, range_slot;
} OfeInitElem;

struct OfeInit {
  OFE_VEC(OfeInitElem) elems;
  bool zero_fill; /* bytes not covered are zero (always true for brace lists) */
};

/* ---- statements ----------------------------------------------------------------------- */

/* A local variable with __attribute__((cleanup(fn))). Those in scope at a point of a function
 * form a chain, innermost first (the chains of a function form a tree); control leaving
 * scopes calls fn(&var) for each variable it leaves behind, innermost first, as GCC does. */
typedef struct OfeCleanup {
  OfeDecl *var;
  OfeExpr *call; /* fn(&var), checked */
  struct OfeCleanup *outer;
  unsigned depth; /* 1 for the outermost */
} OfeCleanup;

/* A local declaration of a variably modified type (a VLA, a pointer to one, a typedef of
 * one). Those in scope form a chain as cleanups do: no jump may enter one's scope (C11
 * 6.8.6.1p1, 6.8.4.2p2), and a goto that leaves some restores the stack saved where the
 * outermost of them was declared. `jump` is a skew-binary jump pointer (Myers 1983), so the
 * checks cost O(log depth) per jump, not the length of the chain. */
typedef struct OfeVmScope {
  OfeDecl *decl;
  struct OfeVmScope *outer, *jump;
  unsigned depth; /* 1 for the outermost */
  bool save_stack; /* a goto leaves it outermost: its declaration saves the stack in `stack` */
  MlirValue stack; /* emission: the slot holding that stack pointer */
} OfeVmScope;

/* What a way out of scopes runs: the chain from `from` up to, not including, `to`. */
typedef struct OfeCleanupRun {
  OfeCleanup *from, *to;
} OfeCleanupRun;

typedef enum OfeStmtKind {
  S_NULL, S_COMPOUND, S_DECL, S_EXPR, S_IF, S_WHILE, S_DO, S_FOR, S_RETURN, S_BREAK, S_CONTINUE,
  S_SWITCH, S_CASE, S_DEFAULT, S_LABEL, S_GOTO, S_OMP, S_ASM,
} OfeStmtKind;

/* One operand of an asm statement's llvm.inline_asm: an address (indirect: a memory
 * constraint, typed by elementtype) or a value. */
typedef struct OfeAsmOperand {
  OfeExpr *expr; /* indirect: an lvalue; else a value (converted as the asm needs it) */
  bool indirect;
  /* A "+" output's input, 1-based: the result (or, indirect, the operand) whose lvalue it
   * reads, which is evaluated once for both (gcc: `"+r"(*f())` calls f once); 0 for others. */
  int inout_of;
} OfeAsmOperand;

/* A GNU asm statement in LLVM's terms, as clang-19 lowers it (sema_asm.c): the template and
 * constraint string in LLVM syntax; the outputs in registers become the op's results (a
 * struct when there are several) stored into their lvalues; the operands list the indirect
 * ones first (MLIR 19 can put elementtype on a prefix of the operands only). */
typedef struct OfeAsm {
  const char *templ, *constraints;
  bool side_effects;
  unsigned id;                     /* its index in OfeUnit.asms */
  OFE_VEC(OfeExpr *) results;      /* the lvalues that receive the results, in order */
  OFE_VEC(OfeAsmOperand) operands;
  OFE_VEC(OfeStmt *) gotos;        /* asm goto: a checked S_GOTO per label, in order */
} OfeAsm;

typedef struct OfeStmtList {
  OfeStmt **items;
  size_t len, cap;
} OfeStmtList;

/* The names of the marks a label's address leaves for emit/label_addr.c: sema names the
 * placeholder globals, the emitter writes the anchor and the indirect gotos. */
#define OFE_LABEL_ADDR_PREFIX "ompfe.label."
#define OFE_LABEL_ANCHOR "ompfe.label.anchor"
#define OFE_LABEL_INDIRECT_GOTO "ompfe.indirect.goto"

typedef struct OfeLabel {
  const char *name;
  OfeLoc loc;
  bool defined, used;
  bool attr_unused; /* `label: __attribute__((unused))`: no -Wunused-label */
  const OfeOmpDirective *construct; /* the innermost OpenMP structured block it is in, or NULL */
  OfeCleanup *cleanups;              /* the cleanup chain in force where it is defined */
  OfeVmScope *vm_scopes;             /* the variably modified declarations in scope there */
  OFE_VEC(OfeStmt *) forward_gotos;  /* gotos before its definition, checked there */
  /* &&label: its value is the address of this placeholder global (OFE_LABEL_ADDR_PREFIX<id>),
   * which becomes LLVM's blockaddress once the module is translated (label_addr.h) */
  OfeDecl *addr_var;
  unsigned addr_id;
  OfeLoc addr_loc;
  MlirBlock block; /* emission */
  struct OfeLabel *shadows; /* a GNU local label (__label__): the label of its name outside its block */
} OfeLabel;

struct OfeStmt {
  OfeStmtKind kind;
  OfeLoc loc;
  /* S_COMPOUND, S_FOR: the cleanups at its end; S_BREAK, S_CONTINUE, S_RETURN, S_GOTO: the
   * cleanups of the scopes the jump leaves */
  OfeCleanupRun leave;
  bool fallthrough; /* S_NULL: [[fallthrough]]; or __attribute__((fallthrough)); */
  union {
    /* end: the closing brace; generated: what a loop transformation (tile, unroll partial)
     * made of the loop nest it is applied to, the loop a loop construct around the block
     * associates with (the block itself is what runs where none does); no_loop: the block of
     * a transformation that generates no loop (unroll full or plain), where a loop construct
     * finds none */
    struct { OfeStmtList items; OfeLoc end; OfeStmt *generated; bool no_loop; } compound;
    struct { OFE_VEC(OfeDecl *) decls; } decl;
    struct { OfeExpr *expr; } expr;
    /* rparen, else_loc: the condition's `)` and the `else` (-Wempty-body, -Wdangling-else) */
    struct { OfeExpr *cond; OfeStmt *then, *els; OfeLoc rparen, else_loc; } if_;
    struct { OfeExpr *cond; OfeStmt *body; OfeLoc rparen; } loop; /* while, do */
    struct { OfeStmt *init; OfeExpr *cond, *inc; OfeStmt *body; OfeLoc rparen; } for_;
    struct { OfeExpr *value; } ret; /* converted to the return type */
    struct {
      OfeExpr *cond;
      OfeStmt *body;
      OFE_VEC(OfeStmt *) cases;
      OfeStmt *default_;
      const OfeType *enum_type; /* the condition's type before promotion, when an enum (-Wswitch) */
    } switch_;
    struct { OfeWide lo, hi; OfeStmt *body; MlirBlock block; OfeLoc value_loc; bool range; } case_; /* values in the switch's promoted type (as ofe_const_wrap leaves them); hi == lo except GNU ranges */
    struct { OfeLabel *label; OfeStmt *body; } label;
    /* construct: as in OfeLabel; target: `goto *target;` (GNU), label NULL */
    /* vm_from: the variably modified declarations in scope at the goto; vm_restore: the
     * outermost of them it leaves (its saved stack is restored), NULL if none */
    struct { OfeLabel *label; const OfeOmpDirective *construct; OfeExpr *target; OfeVmScope *vm_from, *vm_restore; } goto_;
    struct { OfeOmpDirective *dir; } omp;
    struct { OfeAsm *a; } asm_;
  };
};

/* ---- OpenMP ---------------------------------------------------------------------------- */

/* The leaves of a combined construct come in this order (target teams distribute parallel for
 * simd), so a set of leaves is a bit mask over the kinds (OFE_OMP_LEAF) and its chain is
 * built by walking the bits upwards. */
typedef enum OfeOmpDirKind {
  /* the leaves of combined constructs come in the order they nest (simd last: for simd,
   * taskloop simd) */
  OMPD_TARGET, OMPD_TEAMS, OMPD_DISTRIBUTE, OMPD_PARALLEL, OMPD_FOR,
  OMPD_TARGET_DATA, OMPD_TARGET_ENTER_DATA, OMPD_TARGET_EXIT_DATA, OMPD_TARGET_UPDATE, OMPD_TASKWAIT,
  OMPD_SINGLE, OMPD_MASTER, OMPD_MASKED, OMPD_CRITICAL, OMPD_BARRIER, OMPD_FLUSH, OMPD_ATOMIC,
  OMPD_SECTIONS, OMPD_SECTION, /* sections: a leaf after parallel (parallel sections) */
  OMPD_TASK, OMPD_TASKGROUP, OMPD_TASKYIELD, OMPD_ORDERED, OMPD_TASKLOOP, OMPD_SIMD, OMPD_SCOPE,
  OMPD_CANCEL, OMPD_CANCELLATION_POINT,
  OMPD_ERROR, /* error at(execution): a message from the runtime */
  OMPD_DEPOBJ, /* depobj(o): makes, updates or destroys a depend object */
  OMPD_LOOP, /* only while parsing: a loop construct becomes for, distribute or simd by its binding */
  OMPD_DISPATCH, /* only in context selectors (construct={dispatch}): dispatch is no construct of its own */
  OMPD_SCAN, /* scan inclusive(list) / exclusive(list): divides the body of a loop with inscan reductions */
} OfeOmpDirKind;
#define OFE_OMP_LEAF(k) (1u << (k))
/* scan, never a leaf of a combined construct, is the one kind past the mask */
_Static_assert(OMPD_DISPATCH < 32, "a set of leaves is a 32-bit mask");

typedef enum OfeMapType {
  MAP_TOFROM, MAP_TO, MAP_FROM, MAP_ALLOC, MAP_RELEASE, MAP_DELETE,
} OfeMapType;

enum { MAPMOD_ALWAYS = 1, MAPMOD_CLOSE = 2, MAPMOD_PRESENT = 4, MAPMOD_OMPX_HOLD = 8 };

typedef struct OfeOmpMapper OfeOmpMapper;
typedef struct OfeOmpUdr OfeOmpUdr;

/* How a list item reaches its storage from its variable (sema/map_items.c works it
 * out once, in sema; the offload arrays build their entries from it). */
typedef struct OfeItemShape {
  bool whole;                  /* the variable itself */
  bool through_var;            /* reached through the pointer variable's value: p[lo:n], p->m */
  const OfeExpr *pointer;      /* the pointer lvalue inside the object whose pointee holds the
                                  item (s.p in s.p[0:n]); NULL when there is none */
  unsigned object_members;     /* member accesses inside the variable's object, up to `pointer` */
  bool member_section;         /* an array section of a member inside the object: s.arr[1:3] */
  const OfeExpr *size_section; /* the section whose length times its element size is the size
                                  of the item's storage; NULL: the size of the item's type */
  const OfeExpr *problem_at;   /* where the problem is (for diagnostics) */
  const OfeExpr *strided;      /* a strided section of a variable (a[lo:len:st], p[lo:len:st]) that
                                  is the whole item: target update moves it element by element */
} OfeItemShape;

typedef struct OfeMapItem {
  OfeExpr *expr;     /* the list item as written: a variable, member path and/or sections */
  OfeDecl *var;      /* the base variable */
  OfeMapType type;
  unsigned modifiers;
  bool implicit;
  OfeItemShape shape;   /* items with an expression */
  OfeOmpMapper *mapper; /* map/to/from: the declare mapper that maps the item's structures, or NULL */
  OfeOmpUdr *udr;       /* reduction clauses: the declare reduction that reduces the item's
                           elements, or NULL for the clause's built-in operator */
  OfeDecl *best;        /* lastprivate(conditional:) on a for: a hidden variable of the team
                           (the enclosing parallel region's), the number of the latest iteration
                           that assigned the item, plus one, of those the team has reported */
  OfeLoc loc;
} OfeMapItem;

/* The OpenMP clauses: one kind per row of sema/omp_clauses.def, the words the parser reads as
 * clauses included (link, match, read ...). Those that last into the AST as an OfeOmpClause:
 * map, to, from, if, device, nowait, depend, firstprivate, private, is_device_ptr,
 * has_device_addr, defaultmap, use_device_ptr, use_device_addr, num_teams, thread_limit, shared,
 * default, lastprivate, reduction, num_threads, proc_bind, schedule, dist_schedule, collapse,
 * filter, hint, final, untied, mergeable, priority, ordered, copyin, copyprivate, linear,
 * grainsize, num_tasks, nogroup, simdlen, task_reduction, in_reduction, and
 *   allocate: expr: the allocator (NULL: omp_null_allocator), value: align (0: none);
 *   uses_allocators: target: one allocator that is not predefined; expr: its traits array
 *     (NULL: none), value: its memory space;
 *   inclusive, exclusive: scan: the inscan reduction items it divides the body for. */
typedef enum OfeOmpClauseKind {
#define OFE_OMPC(kind, spelling) OMPC_##kind,
#define OFE_OMPC_GROUP(kind, what) OMPC_##kind,
#define OFE_OMPC_WORD(kind, word)
#include "sema/omp_clauses.def"
  OMPC_COUNT
} OfeOmpClauseKind;

/* A set of clause kinds: a bit per kind, in as many words as the kinds need (it grows with
 * omp_clauses.def). OFE_OMPC_SET(OMPC_PRIVATE, OMPC_FIRSTPRIVATE) is the set of those kinds. */
typedef struct OfeOmpClauseSet {
  uint64_t bits[(OMPC_COUNT + 63) / 64];
} OfeOmpClauseSet;
#define OFE_OMPC_SET(...) ofe_omp_clause_set((const OfeOmpClauseKind[]){__VA_ARGS__, OMPC_COUNT})
/* The set of the kinds before the first OMPC_COUNT in `kinds`. */
static inline OfeOmpClauseSet ofe_omp_clause_set(const OfeOmpClauseKind *kinds) {
  OfeOmpClauseSet s = {{0}};
  for (; *kinds != OMPC_COUNT; kinds++) s.bits[*kinds / 64] |= (uint64_t)1 << (*kinds % 64);
  return s;
}
static inline bool ofe_omp_clause_set_has(OfeOmpClauseSet s, OfeOmpClauseKind k) {
  return (s.bits[k / 64] >> (k % 64)) & 1;
}
static inline void ofe_omp_clause_set_add(OfeOmpClauseSet *s, OfeOmpClauseKind k) {
  s->bits[k / 64] |= (uint64_t)1 << (k % 64);
}
/* Whether a and b have a kind in common. */
static inline bool ofe_omp_clause_sets_meet(OfeOmpClauseSet a, OfeOmpClauseSet b) {
  for (size_t i = 0; i < sizeof a.bits / sizeof *a.bits; i++)
    if (a.bits[i] & b.bits[i]) return true;
  return false;
}
/* Every kind but those of s. */
static inline OfeOmpClauseSet ofe_omp_clause_set_others(OfeOmpClauseSet s) {
  for (size_t i = 0; i < sizeof s.bits / sizeof *s.bits; i++) s.bits[i] = ~s.bits[i];
  return s;
}

/* reduction identifiers; schedules and their modifiers; proc_bind and default kinds */
typedef enum OfeReductionOp {
  RED_ADD, RED_MUL, RED_SUB, RED_AND, RED_OR, RED_XOR, RED_LAND, RED_LOR, RED_MIN, RED_MAX,
} OfeReductionOp;
typedef enum OfeScheduleKind { SCHED_STATIC, SCHED_DYNAMIC, SCHED_GUIDED, SCHED_RUNTIME, SCHED_AUTO } OfeScheduleKind;
enum { SCHEDMOD_MONOTONIC = 1, SCHEDMOD_NONMONOTONIC = 2, SCHEDMOD_SIMD = 4 };
enum { REDMOD_TASK = 1, /* reduction(task, ...): tasks made in the region take part (in_reduction) */
       REDMOD_INSCAN = 2 /* reduction(inscan, ...): a scan directive divides the loop body (prefix reduction) */ };
/* depend(out: omp_all_memory) (OpenMP 5.1): the clause has no items; the task depends on every
 * earlier sibling task with a dependence, and every later one on it */
enum { DEPEND_ALL_MEMORY = 1 };
/* doacross (and an ordered directive's depend): the modifier. source: this iteration's
 * dependences are met; sink: wait for the iteration the items name (one expression per loop
 * of the doacross nest, sema_omp_doacross.c) */
enum { DOACROSS_SOURCE, DOACROSS_SINK,
       DOACROSS_SINK_PREVIOUS /* doacross(sink: omp_cur_iteration - 1): the lexicographically previous iteration */ };
/* doacross's flags: the clause was spelled doacross (OpenMP 5.2), not depend, as messages say */
enum { DOACROSS_SPELLED_DOACROSS = 1 };
/* grainsize(strict: n), num_tasks(strict: n) (OpenMP 5.1): exactly n iterations per task (the
 * last may have fewer), exactly n tasks */
enum { TASKLOOP_STRICT = 1 };
/* lastprivate(conditional: list) (OpenMP 5.0): the value from the sequentially last iteration
 * that assigned the variable, if any did */
enum { LASTPRIVATE_CONDITIONAL = 1 };
/* if on a simd leaf whose combined construct has another leaf with an if clause: that leaf
 * evaluates the condition; the simd leaf only reads a constant one */
enum { IF_EVALUATED_BY_OTHER_LEAF = 1 };
typedef enum OfeProcBind { PB_PRIMARY, PB_MASTER, PB_CLOSE, PB_SPREAD } OfeProcBind;
typedef enum OfeDefaultKind { DEFAULT_SHARED, DEFAULT_NONE, DEFAULT_PRIVATE, DEFAULT_FIRSTPRIVATE } OfeDefaultKind;

typedef enum OfeDependKind { DEP_IN, DEP_OUT, DEP_INOUT, DEP_MUTEXINOUTSET, DEP_INOUTSET,
  DEP_DEPOBJ, /* depend(depobj: o): the dependences of an omp_depend_t made by the depobj directive */
} OfeDependKind;

typedef enum OfeDefaultmapBehaviour {
  DM_ALLOC, DM_TO, DM_FROM, DM_TOFROM, DM_FIRSTPRIVATE, DM_NONE, DM_DEFAULT, DM_PRESENT,
} OfeDefaultmapBehaviour;

typedef enum OfeDefaultmapCategory { CAT_SCALAR, CAT_AGGREGATE, CAT_POINTER, CAT_ALL } OfeDefaultmapCategory;

/* One iterator of a clause's iterator modifier (OpenMP 5.2 §3.2.6): var takes begin, begin +
 * step, ... while it is before end (after it, for a negative step). */
typedef struct OfeOmpIterator {
  OfeDecl *var;                /* of the iterator's type, int when none is written */
  OfeExpr *begin, *end, *step; /* begin and end converted to that type; step (NULL: 1) an integer
                                  of its own type */
} OfeOmpIterator;
typedef OFE_VEC(OfeOmpIterator) OfeOmpIteratorVec;

typedef struct OfeOmpClause {
  OfeOmpClauseKind kind;
  OfeLoc loc;
  OFE_VEC(OfeMapItem) items; /* map, to, from, depend, private, firstprivate, is_device_ptr ... lists */
  OfeExpr *expr;             /* if, device, num_teams, thread_limit; linear: the step (long long) */
  unsigned modifier;         /* OfeDependKind, OfeDefaultmapBehaviour, OfeReductionOp, OfeScheduleKind,
                              OfeProcBind, OfeDefaultKind */
  unsigned flags;            /* schedule: SCHEDMOD_*; reduction: REDMOD_*; depend: DEPEND_ALL_MEMORY;
                              doacross: DOACROSS_SPELLED_DOACROSS;
                              grainsize, num_tasks: TASKLOOP_STRICT; lastprivate: LASTPRIVATE_CONDITIONAL;
                              if: IF_EVALUATED_BY_OTHER_LEAF */
  int64_t value;             /* collapse: the constant */
  OfeDefaultmapCategory category;
  struct OmpfeClauseUse *extension; /* an ompx_ clause: the extension and its arguments */
  OfeOmpIteratorVec iterators; /* depend, affinity: the iterator modifier's, outermost first; the
                                  items are read once per iteration */
} OfeOmpClause;

/* One loop of a worksharing, distribute or simd construct, in OpenMP's canonical form:
 * `for (var = lb; var cmp ub; var += step)`, with cmp one of < <= > >= (!= becomes < or >
 * by the sign of its constant step). Bounds and step are converted to `iter_type`, the type
 * the comparison is made in; the iteration count is computed in it too. */
typedef struct OfeOmpLoop {
  OfeDecl *var;
  OfeExpr *lb, *ub, *step; /* of type iter_type; step is positive for < <= and negative for > >= */
  OfeBinOp cmp;            /* OP_LT, OP_LE, OP_GT, OP_GE */
  OfeType *iter_type;
  OfeLoc loc;
  OfeStmt *init;           /* the loop's first clause as written (a loop transformation keeps it) */
} OfeOmpLoop;

/* A loop nest (collapse(n) loops), shared by the loop leaves of a combined construct. */
typedef struct OfeOmpLoopNest {
  OFE_VEC(OfeOmpLoop) loops; /* outermost first */
  OfeStmt *body;             /* the innermost loop's body */
  bool nonrect;              /* the innermost loop's bounds depend on the variables of loops around it */
} OfeOmpLoopNest;

typedef enum OfeCaptureKind {
  CAPK_MAP,          /* passed by address, with a map entry */
  CAPK_FIRSTPRIVATE, /* a private copy: scalars by value (LITERAL), aggregates copied in */
  CAPK_PRIVATE,      /* nothing passed; a fresh local in the kernel */
  CAPK_DEVICE_PTR,   /* is_device_ptr: the pointer value passed as is */
  CAPK_DEVICE_ADDR,  /* has_device_addr (or is_device_ptr of an array): its address passed as is */
} OfeCaptureKind;

/* One variable a target region uses from outside, in order of first use. */
typedef struct OfeCaptureInfo {
  OfeDecl *var;
  OfeCaptureKind kind;
  OfeMapItem map; /* CAPK_MAP: the map (implicit: by type and defaultmap); all kinds: map.implicit */
  OfeLoc first_use;
} OfeCaptureInfo;

struct OfeOmpDirective {
  OfeOmpDirKind kind;
  OfeLoc loc;                    /* the pragma */
  OFE_VEC(OfeOmpClause *) clauses;
  /* simd: the aligned and nontemporal clauses, checked and left out of `clauses` (hints LLVM's
   * vectorizer does without); only default(none) reads their names */
  OFE_VEC(OfeOmpClause *) simd_hints;
  OfeStmt *body;                 /* target, target data */
  OFE_VEC(OfeCaptureInfo) captures; /* target */
  OfeDecl *parent;               /* the enclosing function */
  /* kernel identity (target): computed by sema from the pragma's presumed location */
  const char *kernel_name;
  unsigned dev_id, file_id, line, count;
  bool combined;                 /* a leaf of a combined construct (target teams ...) */
  bool loop_construct;           /* the first leaf: written with the loop directive (`parallel
                                  * loop`), whose rules its leaves keep */
  const char *spelled;           /* the directive as written on the first leaf ("target teams
                                  * loop"), another leaf's own name: diagnostics and the facts */
  bool has_cancel;               /* parallel, for, sections, task(loop): a cancel (or cancellation
                                  * point) closely nested in it can end it */
  OfeOmpDirKind cancel_kind;     /* cancel, cancellation point: the construct it ends */
  bool has_ordered_simd;         /* simd: an `ordered simd` region closely nested in it (the loop
                                  * then runs in order, not vectorized) */
  bool order_concurrent;         /* for, simd, distribute: order(concurrent), whose kind is at
                                  * order_at (what the region may hold: sema_omp_order.c) */
  OfeLoc order_at;
  bool has_nested_teams;         /* target: a teams region closely nested in it, the last at */
  OfeLoc nested_teams_at;        /* nested_teams_at (the region may hold nothing else) */
  unsigned scope_depth;          /* sema: the scope depth at the pragma */
  /* combined constructs: the next leaf, whose statement is this one's body */
  OfeOmpDirective *inner;
  /* parallel, teams: the variables the body uses from outside, in order of first use (the
   * outlined function gets the address of those that live in the encountering function) */
  OFE_VEC(OfeDecl *) uses;
  size_t body_uses;              /* how many of `uses` the body made; the clauses of the leaves
                                  * inside the construct made the rest */
  OfeOmpLoopNest *loop;          /* for, distribute, simd, taskloop */
  OfeOmpDirective *scan;         /* for, simd with inscan reductions: the scan directive dividing the body */
  /* for with ordered(n) (a doacross loop): its n loops, of which the first `collapse` are
   * workshared and the others run in each iteration; the ordered directives with depend or
   * doacross closely nested in it, each of which names this loop (doacross_loop) */
  OfeOmpLoopNest *doacross;
  OFE_VEC(OfeOmpDirective *) doacross_points;
  OfeOmpDirective *doacross_loop;
  /* distribute followed by parallel for: the team's share of the iterations, which the
   * worksharing loop divides among the threads (hidden variables, passed like any other) */
  OfeDecl *dist_lb, *dist_ub;
  /* distribute right inside teams (or its parallel for), whose dist_schedule (schedule) chunk
   * reads a variable the construct makes private or combines: the chunk, read before the teams
   * are forked (hidden, passed) */
  OfeDecl *chunk_before_teams;
  const char *critical_name;     /* critical: "" when unnamed */
  struct OfeOmpAtomic *atomic;   /* atomic: the form, when it maps to atomic instructions */
  unsigned atomic_clause;        /* atomic: OMPA_* from the read/write/update/capture clause */
  bool atomic_compare;           /* atomic: the compare clause (a conditional update) */
  int atomic_order;              /* atomic: LLVM's ordering from the memory-order clause (2: relaxed) */
  int atomic_fail_order;         /* atomic compare: LLVM's ordering from fail(...) when the comparison fails; 0: none */
  bool atomic_weak;              /* atomic compare weak: the comparison may fail spuriously (it never does) */
  OFE_VEC(OfeStmt *) sections;   /* sections: each section's statement, in order */
  OfeStmt *atomic_stmt;          /* atomic: the expression statement */
  OfeExpr *message;              /* error: the message (a const char *), or NULL */
  bool fatal;                    /* error: severity(fatal) */
  OfeExpr *depobj;               /* depobj: the omp_depend_t object (an lvalue) */
  enum { DEPOBJ_INIT, DEPOBJ_UPDATE, DEPOBJ_DESTROY } depobj_action; /* INIT: from d's depend clause */
  OfeDependKind depobj_kind;     /* depobj update(kind) */
};

/* #pragma omp declare mapper([id :] type var) map(...)...: how a structure type is mapped
 * wherever a map item of that type (or an array of it) names this mapper or, for "default",
 * names none (OpenMP 5.2 §5.8.8). Host only: lowered as an `.omp_mapper.` function the runtime
 * calls with each mapped range of the type. */
struct OfeOmpMapper {
  const char *id;       /* "default" when unnamed */
  OfeType *type;        /* the structure or union type */
  OfeDecl *var;         /* the variable the clauses map members of */
  OFE_VEC(OfeOmpClause *) clauses; /* map clauses, all about var */
  OfeLoc loc;
  const char *symbol;   /* lowering: the function once emitted */
};

/* #pragma omp declare reduction(id : type : combiner) [initializer(...)], one per type the
 * directive lists (OpenMP 5.2 §5.5.11): how a reduction clause whose identifier is `id` reduces
 * a list item of `type` (or the elements of an array or section of it). The combiner was read
 * with omp_out and omp_in declared as variables of the type, the initializer with omp_priv and
 * omp_orig; the lowering makes each a function of the two variables' addresses
 * (omp-lowering/udr.c). With no initializer a private copy starts as zero bytes, as in clang-19. */
struct OfeOmpUdr {
  const char *id;        /* the identifier, or the operator as spelled ("+", "&&") */
  OfeType *type;
  OfeLoc loc;            /* the type in the directive (a redefinition is reported there) */
  OfeDecl *out, *in;     /* omp_out, omp_in */
  OfeExpr *combiner;     /* NULL after an error */
  OfeDecl *priv, *orig;  /* omp_priv, omp_orig; priv->init: initializer(omp_priv = init) */
  OfeExpr *init_expr;    /* initializer(expr), evaluated for its effect on omp_priv */
  bool has_initializer;
  const char *combiner_symbol, *init_symbol; /* lowering: the functions once emitted */
};

/* An atomic construct as atomic instructions: x's address is taken once; a read loads x
 * atomically into v; a write stores `value`; an update evaluates `value` (the operand, into
 * the hidden `operand`) once, then loads x into the hidden `old`, computes `updated` from
 * them and compare-exchanges until x was unchanged; a capture also stores the old or the new
 * value into v. A conditional update (compare) evaluates `value` and `value2` (e and d of
 * `x == e ? d : x`) once and updates only where `cond` (over old and the operands) holds; its
 * capture may store cond into r, and old into v only where cond failed. Atomic instructions
 * serve an x that is an integer, pointer, float or double and not a bit-field; those of the
 * integer of its bytes a _Bool, _Float16 or bit-field x (`in_unit`); any other x is `locked`. */
enum { OMPA_UPDATE, OMPA_READ, OMPA_WRITE, OMPA_CAPTURE };
/* memory orders, numbered as LLVM's AtomicOrdering (the llvm dialect's `ordering` values) */
enum { OFE_ORDER_RELAXED = 2, OFE_ORDER_ACQUIRE = 4, OFE_ORDER_RELEASE = 5, OFE_ORDER_ACQ_REL = 6, OFE_ORDER_SEQ_CST = 7 };
typedef struct OfeOmpAtomic {
  unsigned op;         /* OMPA_READ, OMPA_WRITE, OMPA_UPDATE (capture: an update or write with v) */
  OfeExpr *x, *v;      /* lvalues; v NULL unless read or capture */
  bool v_gets_new;     /* capture of an update: v receives the new value, else the old */
  bool locked;         /* x's type has no atomic instructions nor an integer's bytes (long double,
                          _Complex ...): the statement runs under the lock shared by all such constructs */
  bool in_unit;        /* x is a _Bool, _Float16 or bit-field (not of a packed record): compare-exchanged
                          as the integer of its bytes (a bit-field's unit's); under the lock in a GPU's code */
  OfeExpr *value;
  OfeDecl *old, *operand;
  OfeExpr *updated;
  /* compare */
  OfeExpr *cond, *value2, *r;
  OfeDecl *operand2;
  bool v_on_fail;      /* v receives x's value only when cond fails */
} OfeOmpAtomic;

/* ---- the translation unit ------------------------------------------------------------- */

typedef struct OfeUnit {
  OFE_VEC(OfeDecl *) decls;     /* every file-scope declaration, in source order */
  OFE_VEC(OfeDecl *) globals;   /* module-level objects (incl. static locals, literals), in order */
  OFE_VEC(OfeDecl *) functions; /* function definitions in order */
  OFE_VEC(OfeOmpDirective *) regions; /* target regions in source order */
  OFE_VEC(OfeDecl *) declare_target; /* decls named by declare target, in directive order */
  OFE_VEC(const char *) file_asm;    /* file-scope asm("...") text, in order (LLVM module asm) */
  OFE_VEC(OfeAsm *) asms;            /* asm statements, for asm_fixup */
  OFE_VEC(OfeDecl *) aliases;        /* declarations with an alias_target, checked */
} OfeUnit;

/* Constructors (arena-allocated). */
OfeExpr *ofe_expr_new(OfeArena *a, OfeExprKind kind, OfeType *type, OfeLoc loc);
/* e under the conversions sema made (not the casts the source writes); NULL stays NULL. */
const OfeExpr *ofe_expr_peel_implicit_casts(const OfeExpr *e);
OfeStmt *ofe_stmt_new(OfeArena *a, OfeStmtKind kind, OfeLoc loc);
OfeDecl *ofe_decl_new(OfeArena *a, OfeDeclKind kind, const char *name, OfeType *type, OfeLoc loc);
void ofe_expr_list_push(OfeArena *a, OfeExprList *l, OfeExpr *e);
void ofe_stmt_list_push(OfeArena *a, OfeStmtList *l, OfeStmt *s);
/* Whether calls of d may return twice (setjmp, vfork ...; __attribute__((returns_twice))). */
bool ofe_decl_returns_twice(const OfeDecl *d);

/* The parts of a statement, for the walks over a body that treat most kinds alike
 * (value_vars.c, warn_unused.c, warn_uninit.c). ofe_stmt_parts hands each direct
 * sub-statement to `stmt` and each expression to `expr`, in source order, saying whether the
 * expression's value is used (a condition, a returned value, a computed goto's target) or
 * not (an expression statement, a for's step). A declaration statement goes to `decl` when
 * it is set, else each variable's initializer expressions go to `expr`. OpenMP constructs
 * and asm statements have no parts here: a walk that looks into them does so itself. */
typedef struct OfeStmtParts {
  void (*stmt)(void *walk, const OfeStmt *s);
  void (*expr)(void *walk, const OfeExpr *e, bool value_used);
  void (*decl)(void *walk, OfeDecl *d);
} OfeStmtParts;
void ofe_stmt_parts(const OfeStmt *s, const OfeStmtParts *parts, void *walk);
/* The directive's first clause of kind k; NULL when it has none. */
const OfeOmpClause *ofe_omp_find_clause(const OfeOmpDirective *d, OfeOmpClauseKind k);
/* The first item naming variable v in a clause of d whose kind is in `kinds` (its clause in
 * *clause, when given); NULL when there is none. */
const OfeMapItem *ofe_omp_clauses_item(const OfeOmpDirective *d, OfeOmpClauseSet kinds, const OfeDecl *v,
                                       const OfeOmpClause **clause);
/* Whether a clause of d whose kind is in `kinds` lists variable v. */
bool ofe_omp_clauses_name(const OfeOmpDirective *d, OfeOmpClauseSet kinds, const OfeDecl *v);
/* v is the iteration variable of one of the nest's loops (a NULL nest has none) */
bool ofe_omp_loop_nest_declares(const OfeOmpLoopNest *nest, const OfeDecl *v);

/* The names of the AST's enumerations, as OpenMP and C spell them: one switch per concept, so
   that a new enumerator without a name is a compile error (-Wswitch). Out of range: NULL, which
   ends a walk over the names from 0 (a name to enumerator lookup). */
const char *ofe_binop_spelling(OfeBinOp op); /* "+", ..., and "ptr+", "ptr-", "ptrdiff" */
const char *ofe_map_type_name(OfeMapType t);
const char *ofe_omp_clause_kind_name(OfeOmpClauseKind k);
const char *ofe_depend_kind_name(OfeDependKind k);
const char *ofe_defaultmap_behaviour_name(OfeDefaultmapBehaviour b);
const char *ofe_defaultmap_category_name(OfeDefaultmapCategory c);
const char *ofe_capture_kind_name(OfeCaptureKind k);
const char *ofe_device_type_name(OfeDeviceType t); /* DT_NONE: "none" */
const char *ofe_declare_target_capture_name(OfeCapture c);
const char *ofe_reduction_op_name(OfeReductionOp op);
const char *ofe_schedule_kind_name(OfeScheduleKind k);
const char *ofe_proc_bind_name(OfeProcBind b);
const char *ofe_default_kind_name(OfeDefaultKind k);

#endif
