/* isa_flags: the instruction-set flags gcc and clang share (-mavx2, -mno-avx2), by gcc's name
 * and LLVM's feature name: read by ompcc (which passes them on) and ompfe (which honours them). */
#ifndef OFE_ISA_FLAGS_H
#define OFE_ISA_FLAGS_H

#include <stddef.h>
#include <string.h>

typedef struct OfeIsaFlag {
  const char *gcc, *llvm;
} OfeIsaFlag;

/* The entry for `name` (the flag less "-m" and any "no-"), or NULL. */
static inline const OfeIsaFlag *ofe_isa_flag(const char *name) {
  static const OfeIsaFlag flags[] = {
      {"mmx", "mmx"},           {"sse", "sse"},           {"sse2", "sse2"},           {"sse3", "sse3"},
      {"ssse3", "ssse3"},       {"sse4.1", "sse4.1"},     {"sse4.2", "sse4.2"},       {"sse4", "sse4.2"},
      {"sse4a", "sse4a"},       {"avx", "avx"},           {"avx2", "avx2"},           {"avx512f", "avx512f"},
      {"avx512cd", "avx512cd"}, {"avx512bw", "avx512bw"}, {"avx512dq", "avx512dq"},   {"avx512vl", "avx512vl"},
      {"fma", "fma"},           {"f16c", "f16c"},         {"bmi", "bmi"},             {"bmi2", "bmi2"},
      {"lzcnt", "lzcnt"},       {"popcnt", "popcnt"},     {"aes", "aes"},             {"pclmul", "pclmul"},
      {"sha", "sha"},           {"rdrnd", "rdrnd"},       {"rdseed", "rdseed"},       {"adx", "adx"},
      {"movbe", "movbe"},       {"xsave", "xsave"},       {"fxsr", "fxsr"},           {"cx16", "cx16"},
      {"crc32", "crc32"},       {"vaes", "vaes"},         {"vpclmulqdq", "vpclmulqdq"}, {"gfni", "gfni"},
  };
  for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
    if (strcmp(name, flags[i].gcc) == 0) return &flags[i];
  return NULL;
}

#endif
