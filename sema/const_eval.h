/* const_eval: evaluation of constant expressions: integer constant expressions (array sizes,
 * case labels, bit-field widths, enumerators), arithmetic constants, and the address constants
 * of static initializers (&global + offset, string literals, functions). */
#ifndef OFE_CONST_EVAL_H
#define OFE_CONST_EVAL_H

#include "sema/ast.h"
#include "sema/context.h"

typedef enum OfeConstKind { CONST_NONE, CONST_INT, CONST_FLOAT, CONST_ADDR } OfeConstKind;

typedef struct OfeConst {
  OfeConstKind kind;
  OfeWide i;         /* CONST_INT: the value, already converted to the expression's type */
  long double f;     /* CONST_FLOAT */
  OfeDecl *decl;     /* CONST_ADDR: a global object or function, or */
  OfeExpr *literal;  /* a string or compound literal */
  int64_t offset;    /* bytes added to the address */
  OfeDecl *minus;    /* CONST_ADDR of a label difference, &&a - &&b: b's placeholder (decl is
                        a's); an integer as wide as an address, or */
  unsigned size;     /* bytes, when converted to a narrower integer (truncated, as gcc and
                        clang-19 emit gcc's manual's `static const int array[] = { &&foo -
                        &&foo, &&bar - &&foo }`); 0: 8 */
  bool tls;          /* CONST_ADDR of a _Thread_local (or threadprivate) object: its address
                        differs in each thread, so it is nonzero but no link-time constant (a
                        static initializer refuses it, as gcc and clang-19 do) */
} OfeConst;

/* Whether d is weak: declared so, or named by a `#pragma weak` read so far (another unit may
 * then give its definition). */
bool ofe_const_weak_so_far(const OfeCtx *ctx, const OfeDecl *d);
/* Evaluates e; returns false if it is not a constant of any kind. */
bool ofe_const_eval(OfeCtx *ctx, const OfeExpr *e, OfeConst *out);
/* The same for a static object's initializer, which may also read a string literal's character
 * at a constant index and compare an address with null (ctx->folding_initializer). */
bool ofe_const_eval_initializer(OfeCtx *ctx, const OfeExpr *e, OfeConst *out);
/* Whether e is a constant and nonzero, into *truth (an address is, but a weak symbol's this
 * unit does not define); false if that is not known here. */
bool ofe_const_truth(OfeCtx *ctx, const OfeExpr *e, bool *truth);
/* Evaluates e of complex type: its parts, of the element type; false if it is no constant
 * that ompfe folds (complex * complex and / complex are left to run time, as libgcc computes
 * them; gcc's own folding of those may round differently). */
bool ofe_const_eval_complex(OfeCtx *ctx, const OfeExpr *e, long double *re, long double *im);
/* The same for a GNU complex integer: its parts, wrapped to the element type (sign- or
 * zero-extended to 128 bits); division is left to run time. */
bool ofe_const_eval_complex_int(OfeCtx *ctx, const OfeExpr *e, OfeWide *re, OfeWide *im);
/* v converted to integer type t as clang-19 folds it: toward zero, saturated at the type's
 * bounds (NaN is 0), where C leaves it undefined. *exact: the value is unchanged; *in_range:
 * its whole part fits (always, for _Bool). */
OfeWide ofe_const_from_float(const OfeType *t, long double v, bool *exact, bool *in_range);
/* Truncates v to the width of integer type t, sign- or zero-extending back to 128 bits. */
OfeWide ofe_const_wrap(const OfeType *t, OfeWide v);
/* A value of integer type t (as ofe_const_wrap leaves it) as a key whose unsigned order is
 * t's order: a signed value has its sign bit flipped, so comparisons and differences of keys
 * work alike for every width and signedness, unsigned __int128 included. */
OfeWide ofe_const_order_key(const OfeType *t, OfeWide v);

#endif
