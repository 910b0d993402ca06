/* simd_only: what -fopenmp-simd (without -fopenmp) keeps of a `#pragma omp` line, as gcc does.
 * The simd-related directives are compiled as with -fopenmp; a combined or composite construct
 * with a simd (or loop) leaf is its simd part alone, with the clauses simd takes; every other
 * directive is ignored, as without -fopenmp, so no libomp call is ever emitted. */
#ifndef OFE_PARSE_SIMD_ONLY_H
#define OFE_PARSE_SIMD_ONLY_H

#include <stdbool.h>

typedef enum {
  OFE_SIMD_ONLY_DROP,   /* ignored: its statement runs as plain code */
  OFE_SIMD_ONLY_KEEP,   /* compiled as with -fopenmp */
  OFE_SIMD_ONLY_REDUCE, /* compiled as `simd` with the clauses ofe_simd_only_clause() keeps */
} OfeSimdOnly;

/* `words`: the directive's name as tokens.c's table spells it (NULL: none); `leaves`: the
 * OFE_OMP_LEAF set of a construct made of leaf words (0 otherwise); `simd_clause`: whether
 * the line has a clause named simd (ordered simd). */
OfeSimdOnly ofe_simd_only_directive(const char *words, unsigned leaves, bool simd_clause);

/* Whether the simd a construct is reduced to keeps the clause `name`; `modifier`: the
 * directive-name modifier of if(modifier: ...), or NULL. */
bool ofe_simd_only_clause(const char *name, const char *modifier);

/* Whether a kept directive `words` loses its clause `name`: ordered's threads, since no team
 * runs the loop (ordered threads simd orders the simd lanes alone, as gcc and clang-19 do). */
bool ofe_simd_only_drops_clause(const char *words, const char *name);

#endif
