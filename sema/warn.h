/* warn: the analyses behind the warnings a C programmer expects (-Wall, -Wextra ...): each
 * is called from one place in sema and reports through ofe_warn (diag.h), whose flags decide
 * whether it shows. */
#ifndef OFE_WARN_H
#define OFE_WARN_H

#include "sema/ast.h"
#include "sema/context.h"

/* A function definition just checked: control falling off the end of a non-void function
 * (-Wreturn-type), unused variables and parameters, variables only ever set, expression
 * statements whose value is unused, a definition without a previous prototype. */
void ofe_warn_function(OfeCtx *ctx, OfeDecl *fn, OfeStmt *body);
/* The translation unit is complete: static functions never used. */
void ofe_warn_unit(OfeCtx *ctx);
/* A controlling expression as written, before conversion: `if (x = 3)` (-Wparentheses). */
void ofe_warn_condition(OfeCtx *ctx, const OfeExpr *cond);
/* The operands of a binary operator as written: `a & b == c`, `a << b + c`, `a & b | c`
 * mix precedences that surprise (-Wparentheses and its parts). */
void ofe_warn_precedence(OfeCtx *ctx, OfeBinOp op, const OfeExpr *a, const OfeExpr *b, OfeLoc loc);
/* The same for `a && b || c` (-Wlogical-op-parentheses). */
void ofe_warn_logical_precedence(OfeCtx *ctx, bool is_and, const OfeExpr *a, const OfeExpr *b);
/* A comparison of integers as written: signed against unsigned (-Wsign-compare). */
void ofe_warn_comparison(OfeCtx *ctx, OfeBinOp op, const OfeExpr *a, const OfeExpr *b, OfeLoc loc);
/* A call of `callee` with the arguments as written: printf and scanf formats (-Wformat). */
void ofe_warn_format_call(OfeCtx *ctx, const OfeDecl *callee, const OfeExprList *args);
/* A call of memset, memcpy and the like whose length is `sizeof p` of its pointer argument p
 * (-Wsizeof-pointer-memaccess, warn_memaccess.c). */
void ofe_warn_memaccess_call(OfeCtx *ctx, const OfeDecl *callee, const OfeExprList *args);
/* A variable about to be declared in a block or as a parameter: does it hide another
 * variable (-Wshadow)? */
void ofe_warn_shadow(OfeCtx *ctx, const OfeDecl *d);
/* A local variable certainly read before it is set (warn_uninit.c)? */
void ofe_warn_uninitialized(OfeCtx *ctx, OfeStmt *body);
/* Does every way out of the function go through a call of itself (warn_recursion.c)? */
void ofe_warn_infinite_recursion(OfeCtx *ctx, const OfeDecl *fn, const OfeStmt *body);
/* Can control fall off the end of a non-void function (warn_flow.c)? */
void ofe_warn_return_type(OfeCtx *ctx, OfeDecl *fn, OfeStmt *body);
/* A switch on an enum, once its body is checked (-Wswitch, warn_switch.c): case values that
 * no enumerator has and, without default, the enumerators that no case handles. */
void ofe_warn_switch(OfeCtx *ctx, const OfeStmt *sw);
/* The value of a `return` as written, in a function that returns one: the address of the
 * function's own stack memory (-Wreturn-stack-address, warn_stack.c)? */
void ofe_warn_returned_value(OfeCtx *ctx, const OfeExpr *value);
/* A comparison as written: `x == x`, a constant the other operand's type cannot reach or only
 * at its edge (warn_tautology.c). */
void ofe_warn_tautology(OfeCtx *ctx, OfeBinOp op, const OfeExpr *a, const OfeExpr *b, OfeLoc loc);
/* `x = x` (-Wself-assign, warn_tautology.c); rhs converted. */
void ofe_warn_self_assign(OfeCtx *ctx, const OfeExpr *lhs, const OfeExpr *rhs, OfeLoc loc);
/* `array[index]` as written (warn_index.c): a char index, a constant outside the array; true
 * when the index is the array's length (one past the end: a warning only if read or written). */
bool ofe_warn_subscript(OfeCtx *ctx, const OfeExpr *array, const OfeExpr *index, OfeLoc bracket);
/* The subscript `deref` that ofe_warn_subscript found one past the end, and &'s operand. */
void ofe_warn_note_past_end(OfeCtx *ctx, const OfeExpr *array, const OfeExpr *deref);
void ofe_warn_note_address_taken(OfeCtx *ctx, const OfeExpr *operand);
/* At the function's end: the subscripts one past the end whose address no & took. */
void ofe_warn_past_end(OfeCtx *ctx);
/* An if statement just built: an empty body, a dangling else (warn_stmt.c). */
void ofe_warn_if(OfeCtx *ctx, const OfeStmt *s);
/* A block's statements: a loop with an empty body before what looks like its body. */
void ofe_warn_block_items(OfeCtx *ctx, const OfeStmtList *items);
/* A switch once its body is checked: control running from one case into the next label
 * unannotated (-Wimplicit-fallthrough, warn_flow.c). */
void ofe_warn_implicit_fallthrough(OfeCtx *ctx, const OfeStmt *sw);
/* The constant truth of a condition: 1 true, 0 false, -1 not a constant (warn_flow.c). */
int ofe_warn_constant_truth(OfeCtx *ctx, const OfeExpr *cond);
/* Does control come back from this call (abort, exit, noreturn functions do not)? */
bool ofe_warn_call_returns(const OfeExpr *call);
/* Does control come back from an expression statement: a call that does not return, or a
 * conditional, comma, && or statement expression that always ends in one, does not? */
bool ofe_warn_expr_returns(OfeCtx *ctx, const OfeExpr *e);

#endif
