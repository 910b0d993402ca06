/* codegen_flags: the code-generation flags that gcc and clang builds pass (-march=, -m<isa>,
 * -fstack-protector*, -fstack-clash-protection, -fcf-protection, -fno-omit-frame-pointer,
 * -fno-builtin, -ffreestanding, -fno-inline, -mno-red-zone, -ffunction-sections, -fdata-sections,
 * -ffp-contract=), read by ompfe as clang-19 reads
 * them and honoured as clang-19 honours them: function attributes and module flags on the
 * translated module, and the same flag to the preprocessor for the macros gcc's cpp defines
 * with it (__AVX2__, __SSP_STRONG__, __CET__, __STDC_HOSTED__). */
#ifndef OFE_CODEGEN_FLAGS_H
#define OFE_CODEGEN_FLAGS_H

#include <stdbool.h>

#include "support/arena.h"
#include "llvm-c/Core.h"

typedef enum OfeStackProtector { OFE_SSP_NONE, OFE_SSP_ON, OFE_SSP_STRONG, OFE_SSP_ALL } OfeStackProtector;

/* Whether a*b+c may be computed with one rounding (-ffp-contract=, #pragma STDC FP_CONTRACT),
 * as clang-19 decides it: the results differ wherever the back end fuses (a target with FMA:
 * -mfma, -march=native) or LLVM folds constants. */
typedef enum OfeFpContract {
  OFE_FP_CONTRACT_ON,   /* within an expression: llvm.fmuladd (clang-19's default for C) */
  OFE_FP_CONTRACT_OFF,  /* never */
  OFE_FP_CONTRACT_FAST, /* across expressions too: `contract` flags, which the back end fuses */
} OfeFpContract;

typedef struct OfeCodegenFlags {
  const char *target_cpu, *tune_cpu; /* -march=, -mtune= (LLVM's names; "native" resolved) */
  bool target_cpu_native;            /* -march=native: target_features lists all the host's */
  char *target_features;             /* "+avx2,-sse4a,...": -march=native's, then -m<isa>/-mno-<isa> */
  OfeStackProtector stack_protector;
  bool stack_clash_protection;
  bool cf_branch, cf_return;         /* -fcf-protection=branch/return/full */
  bool frame_pointer_set, keep_frame_pointer; /* -f[no-]omit-frame-pointer */
  bool no_builtins, no_inline;
  bool no_red_zone;
  bool function_sections, data_sections; /* each definition in a section of its own */
  OfeFpContract fp_contract;
  bool fp_contract_over_pragmas; /* -ffp-contract=fast, not fast-honor-pragmas: pragmas change nothing */
} OfeCodegenFlags;

/* Reads `flag` if it is one of the above: true, and *for_cpp says whether the preprocessor
   gets it too. False for any other flag. */
bool ofe_codegen_flag(OfeCodegenFlags *f, OfeArena *arena, const char *flag, bool *for_cpp);

/* Gives every function defined in m the attributes the flags ask for, and m the module flags. */
void ofe_codegen_apply(const OfeCodegenFlags *f, LLVMModuleRef m);

#endif
