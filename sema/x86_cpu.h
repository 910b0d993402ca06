/* x86_cpu: __builtin_cpu_init, __builtin_cpu_supports("avx2") and __builtin_cpu_is("intel"),
 * as clang-19 checks and emits them: reads of the CPU description that libgcc's (or
 * compiler-rt's) __cpu_indicator_init fills in, __cpu_model and __cpu_features2. Sema turns
 * the name into its place there (BI_CPU_SUPPORTS: a feature bit; BI_CPU_IS: a field and its
 * value); emit/emit_x86.c loads and compares. */
#ifndef OFE_X86_CPU_H
#define OFE_X86_CPU_H

#include "sema/ast.h"
#include "sema/context.h"

/* The fields of __cpu_model: { unsigned vendor, type, subtype; unsigned features[1]; } */
enum { OFE_CPU_VENDOR, OFE_CPU_TYPE, OFE_CPU_SUBTYPE };

/* A checked call of __builtin_cpu_init (BI_CPU_INIT), __builtin_cpu_supports (BI_CPU_SUPPORTS,
 * whose argument becomes the E_INT feature bit: 0-31 in __cpu_model.features, 32 and up in
 * __cpu_features2) or __builtin_cpu_is (BI_CPU_IS: E_INT field and E_INT value). */
OfeExpr *ofe_x86_cpu_builtin_call(OfeCtx *ctx, OfeBuiltin id, OfeExprList *args, OfeLoc loc);

#endif
