/* simd_only: the one place deciding what -fopenmp-simd keeps (see simd_only.h). gcc-12 is the
 * model: its -fopenmp-simd handles simd, declare simd, declare reduction, assume, ordered simd,
 * scan and loop, and the simd part of combined constructs; `ordered` without simd, parallel,
 * for, target ... are skipped. clang-19 differs on `loop` (it ignores it); gcc is followed. */
#include "parse/simd_only.h"

#include <string.h>

#include "sema/ast.h"

static bool one_of(const char *w, const char *const *list, size_t n) {
  for (size_t i = 0; i < n; i++)
    if (strcmp(w, list[i]) == 0) return true;
  return false;
}

OfeSimdOnly ofe_simd_only_directive(const char *words, unsigned leaves, bool simd_clause) {
  if (!words) return OFE_SIMD_ONLY_DROP;
  if (leaves) {
    /* simd alone is itself; with other leaves (parallel for simd, target teams distribute simd,
     * taskloop simd ...) only its simd part runs, on one thread. A loop construct may run its
     * iterations in any order, so it runs as simd too, as in gcc (bound to no team). */
    if (leaves == OFE_OMP_LEAF(OMPD_SIMD)) return OFE_SIMD_ONLY_KEEP;
    if (leaves & (OFE_OMP_LEAF(OMPD_SIMD) | OFE_OMP_LEAF(OMPD_LOOP))) return OFE_SIMD_ONLY_REDUCE;
    return OFE_SIMD_ONLY_DROP;
  }
  if (strcmp(words, "loop") == 0) return OFE_SIMD_ONLY_REDUCE;
  if (strcmp(words, "ordered") == 0) return simd_clause ? OFE_SIMD_ONLY_KEEP : OFE_SIMD_ONLY_DROP;
  static const char *const kept[] = {"declare simd", "declare reduction", "scan", "assume", "assumes",
                                     "begin assumes", "end assumes", "nothing"};
  return one_of(words, kept, sizeof kept / sizeof *kept) ? OFE_SIMD_ONLY_KEEP : OFE_SIMD_ONLY_DROP;
}

bool ofe_simd_only_clause(const char *name, const char *modifier) {
  /* simd's clauses (OpenMP 5.2 §10.4); an if clause counts when it names simd or no leaf */
  if (strcmp(name, "if") == 0) return !modifier || strcmp(modifier, "simd") == 0;
  static const char *const simd[] = {"private", "lastprivate", "linear", "reduction", "collapse", "safelen",
                                     "simdlen", "aligned", "nontemporal", "order"};
  return one_of(name, simd, sizeof simd / sizeof *simd);
}

bool ofe_simd_only_drops_clause(const char *words, const char *name) {
  return words && strcmp(words, "ordered") == 0 && strcmp(name, "threads") == 0;
}
