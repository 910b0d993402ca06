/* x86_builtins: the `__builtin_ia32_*` built-ins that gcc-12's intrinsics headers
 * (mmintrin.h ... tmmintrin.h, smmintrin.h) call, as one table: gcc's name, the ISA it needs,
 * its type signature and the LLVM IR clang-19's CGBuiltin makes of it (an llvm.x86.*
 * intrinsic or generic IR: a shufflevector, an fcmp, an element inserted). Sema checks calls
 * against the table (immediate operands as clang-19 checks them); emit/emit_x86.c emits the shapes. */
#ifndef OFE_X86_BUILTINS_H
#define OFE_X86_BUILTINS_H

#include "sema/ast.h"
#include "sema/context.h"

typedef enum OfeX86Shape {
  X86_CALL,          /* the intrinsic `llvm` of the operands */
  X86_CALL_IMM,      /* the same with `imm` appended as an i8 (cmp.ss's predicate) */
  X86_CALL_IMM8,     /* the intrinsic `llvm` of the operands, the last (an immediate) as an i8 */
  X86_BITWISE,       /* the instruction `llvm` (llvm.and ...) on the operands' bits as i64 elements */
  X86_ANDNOT,        /* ~a & b, on the bits */
  X86_SCALAR,        /* the instruction `llvm` (llvm.fadd ...) on element 0; the others are a's */
  X86_SCALAR_CALL,   /* the intrinsic `llvm` of element 0 (sqrtss), the others kept */
  X86_FCMP,          /* fcmp predicate `imm` element-wise, all ones where true */
  X86_SHUFFLE,       /* a fixed shuffle of a and b, by kind `imm` (OfeX86Shuffle) */
  X86_SHUFFLE_IMM,   /* a shuffle the last operand (an immediate) chooses, by kind `imm` */
  X86_LOAD,          /* the result's bits from the pointer, unaligned */
  X86_STORE,         /* (pointer, value): the value's bits to the pointer, unaligned */
  X86_LOAD_HALF,     /* (v, pointer): 8 bytes from the pointer into v's low (imm 0) or high half */
  X86_STORE_HALF,    /* (pointer, v): v's low (imm 0) or high half to the pointer */
  X86_EXTRACT,       /* (v, index): an element */
  X86_INSERT,        /* (v, x, index): v with element index replaced */
  X86_CONVERT,       /* the cast `llvm` of the operand's first elements, as many as the result has */
  X86_SCALAR_CONVERT,/* (a, x): a with element 0 the cast `llvm` of x (a scalar, or element 0 of a vector) */
  X86_ABS,           /* llvm.abs */
  X86_MULUDQ,        /* the even 32-bit elements' unsigned 64-bit products */
  X86_LDMXCSR,       /* llvm.x86.sse.ldmxcsr of a slot holding the operand */
  X86_STMXCSR,       /* llvm.x86.sse.stmxcsr into a slot, its value */
  X86_BSR,           /* imm - the intrinsic `llvm` (ctlz, zero poison): the highest set bit */
  X86_ROTATE,        /* the funnel shift `llvm` of the operand with itself, by the count */
} OfeX86Shape;

typedef enum OfeX86Shuffle {
  SH_UNPACK_LO, SH_UNPACK_HI, SH_MOVE_LOW, /* b's element 0 into a (movss, movsd) */
  SH_MOVE_HL, SH_MOVE_LH, SH_DUP_ODD, SH_DUP_EVEN, SH_MOVQ, /* low 64 bits, the rest zero */
  SH_SHUFPS, SH_SHUFPD, SH_PSHUFD, SH_PSHUFLW, SH_PSHUFHW, SH_PSLLDQ, SH_PSRLDQ, SH_PALIGNR,
  SH_BLEND, /* element i from b where bit i (mod 8) of the immediate is set */
  /* AVX: halves of 256 bits (128-bit lanes) */
  SH_LOW_HALF, SH_WIDEN, /* the low half; a 128-bit vector as the low half, the rest undefined */
  SH_EXTRACT128, SH_INSERT128, SH_PERM2X128, SH_PERMQ, SH_BROADCAST128,
} OfeX86Shuffle;

typedef struct OfeX86Builtin {
  const char *name; /* after __builtin_ia32_ */
  const char *isa;  /* gcc's name of the ISA it needs */
  const char *sig;  /* the result, then each operand: v void, i int, u unsigned, l long long,
                       c char, s short, b unsigned char, w unsigned short, L unsigned long
                       long, f float, d double, p void *, P const void *, a vector
                       as <count><element letter> (4f, 16c), and I before an operand that
                       must be an integer constant */
  OfeX86Shape shape;
  const char *llvm;
  int imm;
} OfeX86Builtin;

/* The entry of __builtin_ia32_<name>, or -1. */
int ofe_x86_builtin_index(const char *name);
const OfeX86Builtin *ofe_x86_builtin(int index);
void ofe_x86_builtin_each_name(void (*each)(void *data, const char *name), void *data);
/* A checked call of entry `index`: an E_BUILTIN of id BI_X86. index -1: a __builtin_ia32_
 * name ompfe does not implement, an error at the call, or in an inline-only definition (gcc's
 * intrinsics) a mark that sets the definition aside (OfeDecl.unusable_builtin). */
OfeExpr *ofe_x86_builtin_call(OfeCtx *ctx, int index, const char *name, OfeExprList *args, OfeLoc loc);
/* Whether a call of `callee` from the function being defined may be made: false after an
 * error (or, in an inline-only definition, after marking it unusable too). An always_inline
 * callee with ISAs of its own (OfeDecl.target_isa) needs them in the caller. */
bool ofe_x86_call_allowed(OfeCtx *ctx, OfeDecl *callee, OfeLoc loc);

#endif
