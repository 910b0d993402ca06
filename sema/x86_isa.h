/* x86_isa: sets of x86 instruction-set extensions (sse4.1, avx2, ...) by gcc's names, with
 * what each implies (-mavx2 enables avx, sse4.2 ...): what `#pragma GCC target`,
 * __attribute__((target)) and the command line enable, and what a built-in needs. */
#ifndef OFE_X86_ISA_H
#define OFE_X86_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"

typedef struct OfeIsaSet {
  uint64_t bits[2];
} OfeIsaSet;

/* Adds the ISAs of a comma-separated list ("avx2", "sse4.1,popcnt"; gcc's spellings, "no-x"
 * removes x), each with what it implies. A name ompfe does not know counts as an ISA no
 * command line enables. Words that name no ISA (arch=, tune=, general-regs-only) add nothing. */
void ofe_isa_add_list(OfeIsaSet *set, const char *list, size_t len);
/* The set of one ISA (with what it implies); empty for an unknown name. */
OfeIsaSet ofe_isa_of(const char *name);
/* Whether LLVM 19's x86 target knows feature `name` (so clang-19 decides isa(name) by it)
 * though the sets here do not hold it (amx-tile, avx10.1-256, sahf, ...). */
bool ofe_isa_llvm_only(const char *name);
/* What the command line enables: x86-64's baseline (mmx, sse, sse2, fxsr), then the -m<isa>
 * flags and -march=native's features in order (OfeCodegenFlags.target_features, LLVM's
 * "+avx2,-sse4a" or NULL). */
OfeIsaSet ofe_isa_command_line(const char *target_features);
bool ofe_isa_empty(OfeIsaSet s);
OfeIsaSet ofe_isa_union(OfeIsaSet a, OfeIsaSet b);
/* Whether every ISA of `need` is in `have`; else *missing is the first one missing (gcc's name). */
bool ofe_isa_covers(OfeIsaSet have, OfeIsaSet need, const char **missing);
/* The LLVM features of the ISAs of s: "+avx2,+avx,..." (in arena), or NULL when s is empty. */
char *ofe_isa_llvm_features(OfeIsaSet s, OfeArena *arena);

#endif
