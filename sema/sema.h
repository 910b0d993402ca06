/* sema: semantic analysis, called by the parser's actions as it reduces. It resolves names,
 * builds types from declaration specifiers and declarators, checks and converts expressions
 * (making every implicit conversion an explicit E_CAST), lays out initializers, and records
 * OpenMP directives with their captures and declare-target marks. */
#ifndef OFE_SEMA_H
#define OFE_SEMA_H

#include "sema/ast.h"
#include "sema/context.h"
#include "sema/literals.h"

/* ---- syntax pieces handed over by the parser ----------------------------------------- */

/* __attribute__((...)) contents that matter to code generation. */
/* __mode__'s floating modes: real (SF float, DF double, XF long double, TF __float128) and
 * complex (SC ... TC), numbered past the integer modes' sizes. */
typedef enum OfeFloatMode { OFE_MODE_SF = 32, OFE_MODE_DF, OFE_MODE_XF, OFE_MODE_TF, OFE_MODE_SC, OFE_MODE_DC, OFE_MODE_XC, OFE_MODE_TC } OfeFloatMode;

typedef struct OfeAttrs {
  unsigned aligned;      /* aligned(N) */
  bool packed, noinline, always_inline, gnu_inline, used, unused, weak, noreturn, transparent_union;
  bool returns_twice; /* a function that may return again after a later longjmp (setjmp's kind) */
  bool has_aligned_default; /* aligned without argument */
  OfeUnusedResult warn_unused_result; /* warn_unused_result, [[nodiscard]] */
  const char *section;
  OfeVisibility visibility;
  const char *alias;
  int mode; /* 0, bytes for an integer __mode__ (QI/HI/SI/DI/TI), or an OfeFloatMode */
  int64_t vector_size; /* vector_size(N): N bytes (0 when absent, -1 when its argument was bad) */
  OfeLoc vector_size_loc;
  int constructor, destructor; /* constructor/destructor(priority): priority + 1; 0 when none */
  OfeExpr *cleanup; /* cleanup(fn): the name, an E_VAR (lenient: maybe undeclared) */
  OfeLoc cleanup_loc;
  /* statement attributes: fallthrough is the only one; `decl_only` names the first other
   * attribute (they belong to declarations, so a statement refuses them) */
  bool fallthrough;
  OfeLoc fallthrough_loc;
  const char *decl_only;
  OfeLoc decl_only_loc;
  OfeFormatAttr format; /* format(printf|scanf, fmt, first): for -Wformat */
  unsigned format_arg;  /* format_arg(n): the result is argument n's format (gettext) */
  OfeIsaSet target;     /* target("avx2,..."): the ISAs a function has beyond the command line's */
} OfeAttrs;

/* The words of a basic type specifier (C11 6.7.2p2), which together name one type: the
 * parser hands each to ofe_spec_basic, which counts them. */
typedef enum OfeBasicSpec {
  BASIC_VOID, BASIC_CHAR, BASIC_SHORT, BASIC_INT, BASIC_LONG, BASIC_FLOAT, BASIC_DOUBLE, BASIC_SIGNED,
  BASIC_UNSIGNED, BASIC_BOOL, BASIC_COMPLEX, BASIC_INT128, BASIC_UINT128, BASIC_FLOAT128,
} OfeBasicSpec;

typedef struct OfeDeclSpec {
  OfeLoc loc;
  OfeStorage storage;
  int n_void, n_char, n_short, n_int, n_long, n_float, n_double, n_signed, n_unsigned, n_bool,
      n_complex, n_int128, n_uint128, n_float128;
  OfeType *type;  /* a typedef name, struct/union/enum, or typeof */
  const OfeDecl *typedef_decl; /* the typedef name that gave type, if one did (debug info names it) */
  unsigned quals;
  bool is_inline, is_noreturn, is_thread_local;
  OfeLoc thread_loc; /* where _Thread_local (or __thread) is, when is_thread_local */
  unsigned alignas;
  OfeLoc alignas_loc; /* the _Alignas that asked for it */
  OfeAttrs attrs;
  bool has_type;  /* any type specifier seen */
  bool bad;       /* an error was already reported */
  bool implicit_int; /* C89's: each declarator is warned about, at its name (as clang-19 does) */
} OfeDeclSpec;

typedef enum OfeDeclOpKind { DOP_POINTER, DOP_ARRAY, DOP_FUNC } OfeDeclOpKind;

typedef struct OfeParamSyntax {
  OfeDeclSpec *spec;
  struct OfeDeclarator *decl; /* may have no name */
  OfeLoc loc;
} OfeParamSyntax;

/* One name of a K&R identifier list, `f(a, b)`, and its declaration before the '{' (NULL
 * until one is read; an undeclared parameter is an int). */
typedef struct OfeKnrParam {
  const char *name;
  OfeLoc loc;
  OfeDecl *decl;
} OfeKnrParam;

typedef struct OfeDeclOp {
  OfeDeclOpKind kind;
  unsigned quals;        /* pointer qualifiers, or array [const] qualifiers */
  OfeExpr *size;         /* array size; NULL for [] */
  bool star;             /* [*] */
  OfeParamVec params;    /* function: checked parameters */
  bool variadic, has_proto;
  /* function written with an identifier list: its names; knr_done once they are dealt with
   * (made `params` by a definition; dropped, with a warning, by a declaration: `()`) */
  OFE_VEC(OfeKnrParam) knr;
  bool is_knr, knr_done;
  OfeLoc loc;
  const OfeAttrs *attrs;  /* pointer: `* __attribute__((...))`, whose function attributes
                             (gnu_inline, always_inline ...) gcc gives the declaration */
  struct OfeDeclOp *next; /* the op applied after this one */
} OfeDeclOp;

typedef struct OfeDeclarator {
  const char *name; /* NULL in abstract declarators */
  OfeLoc loc;
  OfeDeclOp *ops;   /* applied to the base type in list order */
  OfeAttrs attrs;
  const char *asm_label;
  bool reported; /* an error was reported on it as a whole: not again */
  bool defines;  /* a function definition's: its body follows */
} OfeDeclarator;

/* Initializer syntax before layout. */
typedef struct OfeDesignator {
  bool is_field;
  const char *field;
  OfeExpr *index, *index_hi; /* [i] or GNU [lo ... hi] */
  OfeLoc loc;
} OfeDesignator;

typedef struct OfeInitSyntax OfeInitSyntax;
typedef struct OfeInitItem {
  OFE_VEC(OfeDesignator) designators;
  OfeInitSyntax *init;
} OfeInitItem;

struct OfeInitSyntax {
  OfeLoc loc;
  OfeLoc end_loc;  /* a brace list: its closing brace */
  OfeExpr *expr; /* a single expression, or NULL for a brace list */
  OFE_VEC(OfeInitItem) items;
};

/* asm statements as written: GCC's template and constraint strings, operand expressions. */
typedef struct OfeAsmOperandSyntax {
  const char *name;       /* [name], or NULL */
  const char *constraint;
  OfeExpr *expr;
  OfeLoc loc;             /* the constraint string */
} OfeAsmOperandSyntax;

typedef struct OfeAsmOperandList {
  OfeAsmOperandSyntax *items;
  size_t len, cap;
} OfeAsmOperandList;

typedef struct OfeAsmNames {
  const char **items;
  size_t len, cap;
  OFE_VEC(OfeLoc) locs;
} OfeAsmNames;

typedef struct OfeAsmSyntax {
  const char *text;       /* the template, NUL-terminated */
  OfeLoc text_loc;
  bool is_volatile, is_inline, is_goto;
  OfeLoc goto_loc;
  bool extended;          /* has a ':' (operands are written, if only empty lists) */
  OfeAsmOperandList outputs, inputs;
  OfeAsmNames clobbers, labels;
} OfeAsmSyntax;

/* ---- scopes --------------------------------------------------------------------------- */

void ofe_sema_init(OfeCtx *ctx);
void ofe_scope_push(OfeCtx *ctx);
void ofe_scope_pop(OfeCtx *ctx);
/* A GNU local label of the current block, whose name is given back when the block ends. */
void ofe_scope_add_local_label(OfeCtx *ctx, OfeLabel *l);
OfeDecl *ofe_scope_lookup(OfeCtx *ctx, const char *name);
/* The visible variable, function or enumerator whose name is closest to a misspelled one
 * (spelling.h's bounds), or NULL; only for the first few dozen misspellings of a file. */
const OfeDecl *ofe_scope_similar(OfeCtx *ctx, const char *name);
bool ofe_scope_is_typedef(OfeCtx *ctx, const char *name);
/* declare mapper's scoped names: the mapper `id` of structure type t visible here (in the
 * current scope only, when asked), and declaring one in the current scope. */
OfeOmpMapper *ofe_scope_lookup_mapper(OfeCtx *ctx, const OfeType *t, const char *id, bool current_only);
void ofe_scope_put_mapper(OfeCtx *ctx, OfeOmpMapper *m);
/* declare reduction's scoped names: the reduction `id` for type t (compatible, unqualified)
 * visible here (in the innermost scope only: current_only), or NULL */
OfeOmpUdr *ofe_scope_lookup_udr(OfeCtx *ctx, const OfeType *t, const char *id, bool current_only);
void ofe_scope_put_udr(OfeCtx *ctx, OfeOmpUdr *u);
/* Declares d (made by the caller, not from syntax) in the current scope. */
void ofe_scope_put_decl(OfeCtx *ctx, OfeDecl *d);
const char *ofe_intern(OfeCtx *ctx, const char *s, size_t len);
/* Leaving the current scope: the cleanups declared in it (at a block's or a for's end). */
OfeCleanupRun ofe_scope_leave(OfeCtx *ctx);

/* ---- declarations --------------------------------------------------------------------- */

OfeDeclSpec *ofe_spec_new(OfeCtx *ctx, OfeLoc loc);
void ofe_spec_storage(OfeCtx *ctx, OfeDeclSpec *s, OfeStorage sc, OfeLoc loc);
void ofe_spec_thread_local(OfeCtx *ctx, OfeDeclSpec *s, OfeLoc loc);
void ofe_spec_basic(OfeCtx *ctx, OfeDeclSpec *s, OfeBasicSpec word, OfeLoc loc);
/* C89's implicit int: specifiers with no type specifier (`static x;`), or none at all before
 * a function definition (`main() {}`), declare an int, with clang-19's -Wimplicit-int (an
 * error by default in C99 and later) at each declarator that uses them. */
void ofe_spec_implicit_int(OfeCtx *ctx, OfeDeclSpec *s, OfeLoc loc);
void ofe_spec_type(OfeCtx *ctx, OfeDeclSpec *s, OfeType *t, OfeLoc loc);
void ofe_spec_qual(OfeCtx *ctx, OfeDeclSpec *s, unsigned q);
void ofe_spec_attrs(OfeCtx *ctx, OfeDeclSpec *s, const OfeAttrs *a);
/* Attributes right after a struct, union or enum's '}' belong to that type; what of them the
 * declaration also takes (all but packed, aligned and mode, which shaped the type). */
OfeAttrs *ofe_sema_declaration_attrs(OfeCtx *ctx, const OfeAttrs *a);
void ofe_spec_alignas(OfeCtx *ctx, OfeDeclSpec *s, OfeType *t, OfeExpr *e, OfeLoc loc);
OfeType *ofe_spec_base_type(OfeCtx *ctx, OfeDeclSpec *s);

OfeDeclarator *ofe_declarator_new(OfeCtx *ctx, const char *name, OfeLoc loc);
OfeDeclOp *ofe_declop_pointer(OfeCtx *ctx, unsigned quals, OfeLoc loc);
OfeDeclOp *ofe_declop_array(OfeCtx *ctx, OfeExpr *size, unsigned quals, bool star, OfeLoc loc);
OfeDeclOp *ofe_declop_func(OfeCtx *ctx, OfeLoc loc);
void ofe_declop_add_param(OfeCtx *ctx, OfeDeclOp *f, OfeDeclSpec *spec, OfeDeclarator *d, OfeLoc loc);
/* declarator ops: `d` gets `op` applied before its existing ops (a suffix [] or ()) */
void ofe_declarator_prepend(OfeDeclarator *d, OfeDeclOp *op);
/* pointer ops (in source order) applied first, then d's ops */
void ofe_declarator_pointers(OfeDeclarator *d, OfeDeclOp *ptrs);
OfeDeclOp *ofe_declop_chain(OfeDeclOp *first, OfeDeclOp *then);
OfeType *ofe_declarator_type(OfeCtx *ctx, OfeType *base, const OfeDeclarator *d);
OfeType *ofe_sema_type_name(OfeCtx *ctx, OfeDeclSpec *spec, OfeDeclarator *abstract);

/* Declares the name of `d` (with specifiers `s`) in the current scope. */
OfeDecl *ofe_sema_declare(OfeCtx *ctx, OfeDeclSpec *s, OfeDeclarator *d);
/* C89's implicit declaration of a function that a call names before any declaration: `extern
 * type name` in the block of the call (C90 6.3.2.2), also visible at file scope for the
 * redeclarations that follow, as any block-scope function declaration is. */
OfeDecl *ofe_sema_declare_implicit_function(OfeCtx *ctx, const char *name, OfeType *type, bool noreturn, OfeLoc loc);
/* `at`: the declarator being initialized (a redefinition is reported there). */
void ofe_sema_initialize(OfeCtx *ctx, OfeDecl *decl, OfeInitSyntax *init, OfeLoc at);
/* End of one init-declarator: completes tentative arrays, checks incomplete objects. */
void ofe_sema_declarator_done(OfeCtx *ctx, OfeDecl *decl);
/* A declaration with no declarators (`struct S;`, `struct S { ... };`). */
void ofe_sema_empty_declaration(OfeCtx *ctx, OfeDeclSpec *s);
void ofe_sema_static_assert(OfeCtx *ctx, OfeExpr *cond, OfeExpr *msg, OfeLoc loc);

OfeDecl *ofe_sema_function_begin(OfeCtx *ctx, OfeDeclSpec *s, OfeDeclarator *d);
/* K&R definitions: the identifier list's names, then the declarations between ')' and '{'.
 * knr_begin returns the identifier list the declarations name (NULL after an error) and
 * opens their scope; knr_end closes it, before ofe_sema_function_begin. */
void ofe_declop_add_knr_name(OfeCtx *ctx, OfeDeclOp *f, const char *name, OfeLoc loc);
OfeDeclOp *ofe_sema_knr_begin(OfeCtx *ctx, OfeDeclarator *fn);
void ofe_sema_knr_param(OfeCtx *ctx, OfeDeclOp *list, OfeDeclSpec *s, OfeDeclarator *d, OfeInitSyntax *init);
void ofe_sema_knr_end(OfeCtx *ctx);
/* Marks the parameters of fn that its body only reads (OfeDecl.value_only) and the locals the
 * emitter may hold as SSA values (OfeDecl.ssa_value); value_vars.c. hidden_flow: fn calls a
 * function that returns twice, or jumps where its MLIR branches do not say (asm goto,
 * labels as values), so no local may leave memory. */
void ofe_sema_value_vars(OfeCtx *ctx, OfeDecl *fn, const OfeStmt *body, bool hidden_flow);
void ofe_sema_function_end(OfeCtx *ctx, OfeDecl *fn, OfeStmt *body);
/* __builtin_va_arg_pack() is used in the function being defined: true, and its definition
 * will be dropped, when that is an extern inline gnu_inline variadic one (only for inlining). */
bool ofe_sema_forwards_va_arg_pack(OfeCtx *ctx);

OfeType *ofe_sema_record_ref(OfeCtx *ctx, bool is_union, const char *tag, OfeLoc loc, bool is_forward_decl);
OfeType *ofe_sema_record_begin(OfeCtx *ctx, bool is_union, const char *tag, OfeLoc loc);
void ofe_sema_record_member(OfeCtx *ctx, OfeType *rec, OfeDeclSpec *s, OfeDeclarator *d, OfeExpr *bits, OfeLoc loc);
/* open_brace, close_brace: where its braces are (`#pragma pack` is read at the '{') */
void ofe_sema_record_end(OfeCtx *ctx, OfeType *rec, const OfeAttrs *attrs, OfeLoc open_brace, OfeLoc close_brace);
void ofe_sema_record_attrs(OfeCtx *ctx, OfeType *rec, const OfeAttrs *attrs); /* struct __attribute__((...)) S */
/* attrs: those written after `enum` (packed, mode and aligned shape the enum's type) */
OfeType *ofe_sema_enum_ref(OfeCtx *ctx, const char *tag, const OfeAttrs *attrs, OfeLoc loc);
OfeType *ofe_sema_enum_begin(OfeCtx *ctx, const char *tag, const OfeAttrs *attrs, OfeLoc loc);
void ofe_sema_enum_constant(OfeCtx *ctx, OfeType *en, const char *name, OfeExpr *value, OfeLoc loc);
/* attrs: those written right after the '}', which belong to the enum as well */
void ofe_sema_enum_end(OfeCtx *ctx, OfeType *en, const OfeAttrs *attrs, OfeLoc close_brace);
OfeType *ofe_sema_typeof_expr(OfeCtx *ctx, OfeExpr *e);
/* _Atomic(t) (and the _Atomic qualifier on t): t made atomic, or an error at loc. */
OfeType *ofe_sema_atomic_type(OfeCtx *ctx, OfeType *t, OfeLoc loc);

/* attribute syntax: name and arguments, folded into an OfeAttrs */
void ofe_sema_attribute(OfeCtx *ctx, OfeAttrs *into, const char *name, OfeExprList *args, OfeLoc loc);
/* Calls each(data, name, value) for every GNU attribute ompfe implements or accepts without
 * effect, with what __has_attribute says for it (1, or a standard attribute's version). */
void ofe_attribute_each_name(void (*each)(void *data, const char *name, long value), void *data);
/* C2x [[scope::name(args)]] (scope NULL when none): the standard attributes, and the gnu and
 * clang scopes as GNU attributes; others are ignored with a warning, as clang-19 does. */
void ofe_sema_std_attribute(OfeCtx *ctx, OfeAttrs *into, const char *scope, const char *name, OfeExprList *args,
                            OfeLoc loc);
void ofe_attrs_merge(OfeAttrs *into, const OfeAttrs *from);

OfeInitSyntax *ofe_init_expr(OfeCtx *ctx, OfeExpr *e);
OfeInitSyntax *ofe_init_list(OfeCtx *ctx, OfeLoc loc);
void ofe_init_list_add(OfeCtx *ctx, OfeInitSyntax *list, OfeInitItem *item);
OfeInitItem *ofe_init_item(OfeCtx *ctx, OfeInitSyntax *init);
void ofe_init_item_designator(OfeCtx *ctx, OfeInitItem *item, OfeDesignator d);
/* Lays out `init` for an object of type *type (completing `T[]`); NULL after an error. */
OfeInit *ofe_sema_layout_init(OfeCtx *ctx, OfeType **type, OfeInitSyntax *init, bool constant_required);

/* ---- expressions ---------------------------------------------------------------------- */

OfeExpr *ofe_sema_error(OfeCtx *ctx, OfeLoc loc);
OfeExpr *ofe_sema_ident(OfeCtx *ctx, const char *name, OfeLoc loc, bool lenient);
/* Whether `name` names nothing visible and no built-in. */
bool ofe_sema_names_nothing(OfeCtx *ctx, const char *name);
/* The function that a call of undeclared `name` declares, with clang-19's diagnostic: an
 * error unless -Wno-error=implicit-function-declaration (a warning under -std=c89/gnu89); an
 * unknown __builtin_ name declares nothing and is an error. */
OfeExpr *ofe_sema_implicit_function(OfeCtx *ctx, const char *name, OfeLoc loc);
OfeExpr *ofe_sema_int_const(OfeCtx *ctx, const char *text, size_t len, OfeLoc loc);
OfeExpr *ofe_sema_float_const(OfeCtx *ctx, const char *text, size_t len, OfeLoc loc);
/* Reports what decoding a literal found wrong (nothing when it found nothing), at loc moved by
 * the problem's offset; `literal` names the kind ("string literal"). */
void ofe_sema_literal_problem(OfeCtx *ctx, OfeLoc loc, const OfeLitError *err, const char *literal);
OfeExpr *ofe_sema_char_const(OfeCtx *ctx, const char *text, size_t len, OfeLoc loc);
/* Adjacent string literals are concatenated by the parser before this. */
OfeExpr *ofe_sema_string(OfeCtx *ctx, const char *bytes, size_t nchars, unsigned char_size, OfeLoc loc);
OfeExpr *ofe_sema_func_name(OfeCtx *ctx, OfeLoc loc);
/* A reference to d that the source does not spell (a declare variant's callee, a variable
 * default(firstprivate) privatizes). */
OfeExpr *ofe_sema_decl_ref(OfeCtx *ctx, OfeDecl *d, OfeLoc loc);
OfeExpr *ofe_sema_call(OfeCtx *ctx, OfeExpr *callee, OfeExprList *args, OfeLoc loc);
OfeExpr *ofe_sema_index(OfeCtx *ctx, OfeExpr *base, OfeExpr *index, OfeLoc loc);
OfeExpr *ofe_sema_member(OfeCtx *ctx, OfeExpr *base, const char *name, bool arrow, OfeLoc loc);
OfeExpr *ofe_sema_incdec(OfeCtx *ctx, OfeExpr *e, bool inc, bool prefix, OfeLoc loc);
OfeExpr *ofe_sema_addr(OfeCtx *ctx, OfeExpr *e, OfeLoc loc);
OfeExpr *ofe_sema_deref(OfeCtx *ctx, OfeExpr *e, OfeLoc loc);
/* The unary arithmetic operators + - ~ ! (C11 6.5.3.3): unary plus has no OfeUnOp, as it
 * only promotes. */
typedef enum OfeUnaryOperator { UNARY_PLUS, UNARY_MINUS, UNARY_BITNOT, UNARY_NOT } OfeUnaryOperator;
OfeExpr *ofe_sema_unary(OfeCtx *ctx, OfeUnaryOperator op, OfeExpr *e, OfeLoc loc);
OfeExpr *ofe_sema_sizeof_expr(OfeCtx *ctx, OfeExpr *e, OfeLoc loc);
OfeExpr *ofe_sema_sizeof_type(OfeCtx *ctx, OfeType *t, OfeLoc loc);
OfeExpr *ofe_sema_alignof_type(OfeCtx *ctx, OfeType *t, OfeLoc loc);
OfeExpr *ofe_sema_alignof_expr(OfeCtx *ctx, OfeExpr *e, OfeLoc loc);
OfeExpr *ofe_sema_cast(OfeCtx *ctx, OfeType *t, OfeExpr *e, OfeLoc loc);
/* Whether d is a GNU `extern inline` function (gnu_inline, or -fgnu89-inline): its definition
   is only for inlining (gcc's intrinsics headers are made of them) */
bool ofe_sema_inline_only(OfeCtx *ctx, const OfeDecl *d);
/* complex types (sema_complex.c) */
/* value times i: a complex constant of value's type with a zero real part (2.0i, 4i) */
OfeExpr *ofe_sema_imaginary(OfeCtx *ctx, OfeExpr *value);
OfeExpr *ofe_sema_builtin_complex(OfeCtx *ctx, OfeExpr *re, OfeExpr *im, OfeLoc loc);
OfeExpr *ofe_sema_complex_part(OfeCtx *ctx, bool imag, OfeExpr *e, OfeLoc loc); /* __real__, __imag__ */
OfeExpr *ofe_sema_conj(OfeCtx *ctx, OfeExpr *e, OfeLoc loc);
/* a op b where a or b is complex (the other complex or real) */
OfeExpr *ofe_sema_complex_binary(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc);
/* lt op= *rhs with a complex side: the complex type it is computed in; *rhs converted (a
 * real one stays real) */
OfeType *ofe_sema_complex_compute_type(OfeCtx *ctx, OfeExpr **rhs, OfeType *lt);
/* GNU vector types (sema_vector.c): a op b where a or b is a vector; -v, ~v; v[i]; casts
 * from or to a vector (same size: the bits reinterpreted); lhs op= *rhs, giving the type it
 * is computed in (lhs's) and *rhs converted, or the error type */
OfeExpr *ofe_sema_vector_binary(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc);
OfeExpr *ofe_sema_vector_unary(OfeCtx *ctx, OfeUnaryOperator op, OfeExpr *e, OfeLoc loc);
OfeExpr *ofe_sema_vector_index(OfeCtx *ctx, OfeExpr *v, OfeExpr *index, OfeLoc loc);
OfeExpr *ofe_sema_vector_cast(OfeCtx *ctx, OfeType *to, OfeExpr *e, OfeLoc loc);
OfeType *ofe_sema_vector_compute_type(OfeCtx *ctx, OfeBinOp op, OfeExpr *lhs, OfeExpr **rhs, OfeLoc loc);
/* Whether e, a vector comparison's mask (or -, ~, a comma or an operator whose first operand
 * is one), may be assigned to a vector of another type of its size, as gcc-12 gives such a
 * value an opaque type and clang-19 converts integer vectors of a size; the bits are kept. */
bool ofe_sema_vector_mask_converts(const OfeExpr *e, const OfeType *to);
/* __builtin_shufflevector(v1, v2, i...): a vector of the picked elements (BI_SHUFFLEVECTOR) */
OfeExpr *ofe_sema_vector_shuffle(OfeCtx *ctx, OfeExprList *args, OfeLoc loc);
/* gcc's __builtin_shuffle(a, [b,] mask): a shufflevector for a constant mask, else BI_SHUFFLE */
OfeExpr *ofe_sema_gnu_shuffle(OfeCtx *ctx, OfeExprList *args, OfeLoc loc);
/* __builtin_convertvector(v, T): v's elements converted to T's (BI_CONVERTVECTOR) */
OfeExpr *ofe_sema_vector_convert(OfeCtx *ctx, OfeExpr *v, OfeType *t, OfeLoc loc);
/* Whether a value of type t may be passed, returned or read by va_arg (`what`) by value: not
 * a vector of more than 16 bytes, nor a record holding one (else an error, false). */
bool ofe_sema_vector_by_value_ok(OfeCtx *ctx, const OfeType *t, const char *what, OfeLoc loc);
/* An lvalue temporary of the current function holding e's value (a compound literal). */
OfeExpr *ofe_sema_temporary(OfeCtx *ctx, OfeExpr *e);
/* a op b for the operators the source spells, OP_ADD to OP_GE (not the OP_PTR_* forms, which
 * sema chooses itself) */
OfeExpr *ofe_sema_binary(OfeCtx *ctx, OfeBinOp op, OfeExpr *a, OfeExpr *b, OfeLoc loc);
OfeExpr *ofe_sema_logical(OfeCtx *ctx, bool is_and, OfeExpr *a, OfeExpr *b, OfeLoc loc);
OfeExpr *ofe_sema_conditional(OfeCtx *ctx, OfeExpr *c, OfeExpr *a, OfeExpr *b, OfeLoc loc);
/* An assignment operator: `=`, or `op=` for an arithmetic or bitwise op (OP_ADD to OP_XOR). */
typedef struct OfeAssignOp {
  bool compound;
  OfeBinOp op; /* when compound */
} OfeAssignOp;
OfeExpr *ofe_sema_assign(OfeCtx *ctx, OfeAssignOp op, OfeExpr *lhs, OfeExpr *rhs, OfeLoc loc);
OfeExpr *ofe_sema_comma(OfeCtx *ctx, OfeExpr *a, OfeExpr *b, OfeLoc loc);
OfeExpr *ofe_sema_compound_literal(OfeCtx *ctx, OfeType *t, OfeInitSyntax *init, OfeLoc loc);
OfeExpr *ofe_sema_stmt_expr(OfeCtx *ctx, OfeStmt *compound, OfeLoc loc);
OfeExpr *ofe_sema_va_arg(OfeCtx *ctx, OfeExpr *ap, OfeType *t, OfeLoc loc);
OfeExpr *ofe_sema_offsetof(OfeCtx *ctx, OfeType *t, OfeExprList *path_names, OfeExprList *path_indexes, OfeLoc loc);
OfeExpr *ofe_sema_name(OfeCtx *ctx, const char *name, OfeLoc loc); /* a member name in offsetof */
/* _Generic: the associations in order; a NULL type is `default` */
typedef struct OfeGenericAssocs {
  OFE_VEC(OfeType *) types;
  OfeExprList exprs;
  OFE_VEC(OfeLoc) locs;
} OfeGenericAssocs;
void ofe_sema_generic_add(OfeCtx *ctx, OfeGenericAssocs *g, OfeType *t, OfeExpr *e, OfeLoc loc);
OfeExpr *ofe_sema_generic(OfeCtx *ctx, OfeExpr *control, OfeGenericAssocs *g, OfeLoc loc);
OfeExpr *ofe_sema_types_compatible(OfeCtx *ctx, OfeType *a, OfeType *b, OfeLoc loc);
/* An OpenMP array section base[lower:length], only valid in map-like clauses. */
OfeExpr *ofe_sema_section(OfeCtx *ctx, OfeExpr *base, OfeExpr *lower, OfeExpr *length, bool has_colon, OfeLoc loc);
/* ([d1][d2]...[dn])base, OpenMP 5.0's array shaping of a pointer: the section base[0:d1*...*dn],
 * which depend, affinity and the map-like clauses take as a list item, as clang-19 does. */
OfeExpr *ofe_sema_array_shaping(OfeCtx *ctx, const OfeExprList *dims, OfeExpr *base, OfeLoc loc);
/* base[lower:length:stride] (OpenMP 5.0): a section whose elements are stride apart; stride_at
 * is its ':' (sema_omp_clauses.c admits it in target update's to and from only). */
OfeExpr *ofe_sema_strided_section(OfeCtx *ctx, OfeExpr *base, OfeExpr *lower, OfeExpr *length, OfeExpr *stride, OfeLoc loc,
                                  OfeLoc stride_at);

/* Conversions used by the parser and by the OpenMP sema. */
OfeExpr *ofe_sema_rvalue(OfeCtx *ctx, OfeExpr *e);           /* lvalue conversion + decay */
/* the type a bit-field's value promotes to (int or unsigned int), NULL for no bit-field or a wider one */
OfeType *ofe_sema_bitfield_promoted(OfeCtx *ctx, const OfeExpr *e);
OfeExpr *ofe_sema_convert(OfeCtx *ctx, OfeExpr *e, OfeType *t); /* implicit conversion, no checks */
OfeExpr *ofe_sema_assign_convert(OfeCtx *ctx, OfeExpr *e, OfeType *t, const char *what, OfeLoc loc);
OfeExpr *ofe_sema_condition(OfeCtx *ctx, OfeExpr *e); /* a scalar used as a condition */
/* Integer constant expressions: returns false (after a diagnostic) if e is not one. */
bool ofe_sema_const_int(OfeCtx *ctx, OfeExpr *e, int64_t *out, const char *what);
bool ofe_eval_int(OfeCtx *ctx, OfeExpr *e, int64_t *out); /* silent */
/* The same over 128 bits, for what __int128 reaches: the value in e's type, sign- or
 * zero-extended. */
bool ofe_sema_const_wide(OfeCtx *ctx, OfeExpr *e, OfeWide *out, const char *what);

/* ---- statements ----------------------------------------------------------------------- */

OfeStmt *ofe_sema_compound(OfeCtx *ctx, OfeStmtList *items, OfeLoc loc);
OfeStmt *ofe_sema_decl_stmt(OfeCtx *ctx, OfeLoc loc);
void ofe_sema_decl_stmt_add(OfeCtx *ctx, OfeStmt *s, OfeDecl *d);
OfeStmt *ofe_sema_expr_stmt(OfeCtx *ctx, OfeExpr *e, OfeLoc loc);
/* The empty statement a label at the end of a block labels; `close` is the block's '}'. */
OfeStmt *ofe_sema_end_label(OfeCtx *ctx, OfeLoc close);
/* A statement after attributes (`[[fallthrough]];`, `__attribute__((fallthrough));`); `spec`
 * holds the attributes before it (the grammar reads nothing else there). After a label, attributes that
 * GCC gives labels (unused, hot, cold) are accepted. */
OfeStmt *ofe_sema_attributed_stmt(OfeCtx *ctx, OfeDeclSpec *spec, OfeStmt *s, bool after_label);
OfeStmt *ofe_sema_if(OfeCtx *ctx, OfeExpr *c, OfeStmt *then, OfeStmt *els, OfeLoc loc, OfeLoc rparen, OfeLoc else_loc);
void ofe_sema_loop_begin(OfeCtx *ctx);
/* A loop whose statement a syntax error cut short: closes what ofe_sema_loop_begin opened. */
void ofe_sema_loop_abandon(OfeCtx *ctx);
/* An OpenMP structured block opens and closes: no jump may cross its boundary. */
void ofe_sema_construct_begin(OfeCtx *ctx, const OfeOmpDirective *d);
void ofe_sema_construct_end(OfeCtx *ctx, const OfeOmpDirective *d);
OfeStmt *ofe_sema_while(OfeCtx *ctx, OfeExpr *c, OfeStmt *body, OfeLoc loc);
OfeStmt *ofe_sema_do(OfeCtx *ctx, OfeStmt *body, OfeExpr *c, OfeLoc loc);
OfeStmt *ofe_sema_for(OfeCtx *ctx, OfeStmt *init, OfeExpr *c, OfeExpr *inc, OfeStmt *body, OfeLoc loc);
OfeStmt *ofe_sema_switch_begin(OfeCtx *ctx, OfeExpr *c, OfeLoc loc);
OfeStmt *ofe_sema_switch_end(OfeCtx *ctx, OfeStmt *sw, OfeStmt *body);
OfeStmt *ofe_sema_case(OfeCtx *ctx, OfeExpr *lo, OfeExpr *hi, OfeLoc loc);
OfeStmt *ofe_sema_default(OfeCtx *ctx, OfeLoc loc);
void ofe_sema_case_body(OfeStmt *c, OfeStmt *body);
OfeStmt *ofe_sema_label(OfeCtx *ctx, const char *name, OfeLoc loc);
void ofe_sema_label_body(OfeStmt *l, OfeStmt *body);
OfeStmt *ofe_sema_goto(OfeCtx *ctx, const char *name, OfeLoc loc);
/* GNU `__label__ name;` at the start of a block: labels of that name in the block are its own. */
void ofe_sema_local_label(OfeCtx *ctx, const char *name, OfeLoc loc);
/* The block that declared these local labels ends: the names are the outer labels again. */
void ofe_sema_local_labels_end(OfeCtx *ctx, OfeLabel *const *labels, size_t n);
/* GNU labels as values: &&label (a void *) and goto *target; */
OfeExpr *ofe_sema_label_addr(OfeCtx *ctx, const char *name, OfeLoc loc);
OfeStmt *ofe_sema_indirect_goto(OfeCtx *ctx, OfeExpr *target, OfeLoc loc);
/* At the function's end: the checks that need all its labels and computed gotos. */
void ofe_sema_label_addrs_end(OfeCtx *ctx, OfeDecl *fn);
OfeStmt *ofe_sema_break(OfeCtx *ctx, OfeLoc loc);
OfeStmt *ofe_sema_continue(OfeCtx *ctx, OfeLoc loc);
OfeStmt *ofe_sema_return(OfeCtx *ctx, OfeExpr *e, OfeLoc loc);

/* asm statements (sema_asm.c): a statement, and file-scope asm (LLVM module asm). */
OfeStmt *ofe_sema_asm(OfeCtx *ctx, OfeAsmSyntax *a, OfeLoc loc);
void ofe_sema_file_asm(OfeCtx *ctx, OfeAsmSyntax *a, OfeLoc loc);
/* A register variable's asm("reg"): the register's name as LLVM spells it; NULL after an
 * error (an unknown register). */
const char *ofe_sema_asm_register(OfeCtx *ctx, const char *reg, OfeLoc loc);

/* Finishes the translation unit: tentative definitions, unused static inline functions,
 * deferred OpenMP checks. */
void ofe_sema_finish_unit(OfeCtx *ctx);

/* Helpers shared among the sema files. */
OfeExpr *ofe_sema_int_value(OfeCtx *ctx, OfeWide v, OfeType *t, OfeLoc loc);
bool ofe_sema_is_null_pointer_constant(OfeCtx *ctx, OfeExpr *e);
bool ofe_sema_is_modifiable_lvalue(OfeCtx *ctx, OfeExpr *e, const char *what);
OfeDecl *ofe_sema_hidden_local(OfeCtx *ctx, OfeType *t, const char *prefix, OfeLoc loc);
OfeDecl *ofe_sema_builtin_decl(OfeCtx *ctx, const char *name, OfeLoc loc); /* implicit library functions */

#endif
