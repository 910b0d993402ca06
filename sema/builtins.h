/* builtins: the compiler built-ins that glibc headers and GNU C code use (__builtin_expect,
 * __builtin_isnan, __builtin_va_start, ...): their lookup and type checking. The emitter
 * lowers them in emit_builtin.c. */
#ifndef OFE_BUILTINS_H
#define OFE_BUILTINS_H

#include "sema/ast.h"
#include "sema/context.h"

/* The decl standing for built-in `name`, or NULL if `name` is no built-in. */
OfeDecl *ofe_builtin_lookup(OfeCtx *ctx, const char *name);
/* The C library function `name` with its prototype (abort and exit noreturn), as a call that
 * implicitly declares it gets it; NULL when `name` is no library function ompfe knows. */
OfeDecl *ofe_builtin_library_function(OfeCtx *ctx, const char *name);
/* Calls each(data, name) for every built-in name ompfe implements (what __has_builtin says 1 for). */
void ofe_builtin_each_name(void (*each)(void *data, const char *name), void *data);
OfeExpr *ofe_builtin_call(OfeCtx *ctx, OfeDecl *builtin, OfeExprList *args, OfeLoc loc);
/* call, a call of library function `name` spelled __builtin_<name>, or its value where
 * clang-19 folds it (ffs, strlen of a literal, copysign) */
OfeExpr *ofe_builtin_fold_library(OfeCtx *ctx, const char *name, OfeExpr *call);

#endif
