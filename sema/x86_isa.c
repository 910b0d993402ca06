/* x86_isa: see the header. The implications are gcc-12's (its OPTION_MASK_ISA_*_SET), which
 * clang-19's feature dependencies follow for these ISAs. */
#include "sema/x86_isa.h"

#include <string.h>

typedef struct Isa {
  const char *gcc, *llvm;
  const char *implies; /* the gcc names it enables too, by a comma-separated list of direct ones */
} Isa;

static const Isa isas[] = {
    {"mmx", "mmx", ""}, {"sse", "sse", ""}, {"sse2", "sse2", "sse"}, {"sse3", "sse3", "sse2"},
    {"ssse3", "ssse3", "sse3"}, {"sse4.1", "sse4.1", "ssse3"}, {"sse4.2", "sse4.2", "sse4.1,crc32,popcnt"},
    {"sse4", "sse4.2", "sse4.2"}, {"sse4a", "sse4a", "sse3"}, {"avx", "avx", "sse4.2"}, {"avx2", "avx2", "avx"},
    {"fma", "fma", "avx"}, {"f16c", "f16c", "avx"}, {"fma4", "fma4", "avx,sse4a"}, {"xop", "xop", "fma4"},
    {"avx512f", "avx512f", "avx2,fma,f16c"}, {"avx512cd", "avx512cd", "avx512f"}, {"avx512bw", "avx512bw", "avx512f"},
    {"avx512dq", "avx512dq", "avx512f"}, {"avx512vl", "avx512vl", "avx512f"}, {"avx512ifma", "avx512ifma", "avx512f"},
    {"avx512vbmi", "avx512vbmi", "avx512bw"}, {"avx512vbmi2", "avx512vbmi2", "avx512bw"},
    {"avx512vnni", "avx512vnni", "avx512f"}, {"avx512bitalg", "avx512bitalg", "avx512bw"},
    {"avx512vpopcntdq", "avx512vpopcntdq", "avx512f"}, {"avx512bf16", "avx512bf16", "avx512bw"},
    {"avx512fp16", "avx512fp16", "avx512bw,avx512vl,avx512dq"}, {"avx512vp2intersect", "avx512vp2intersect", "avx512f"},
    {"avxvnni", "avxvnni", "avx2"}, {"bmi", "bmi", ""}, {"bmi2", "bmi2", ""}, {"lzcnt", "lzcnt", ""},
    {"popcnt", "popcnt", ""}, {"aes", "aes", "sse2"}, {"pclmul", "pclmul", "sse2"}, {"sha", "sha", "sse2"},
    {"rdrnd", "rdrnd", ""}, {"rdseed", "rdseed", ""}, {"adx", "adx", ""}, {"movbe", "movbe", ""},
    {"xsave", "xsave", ""}, {"xsaveopt", "xsaveopt", "xsave"}, {"xsavec", "xsavec", "xsave"},
    {"xsaves", "xsaves", "xsave"}, {"fxsr", "fxsr", ""}, {"crc32", "crc32", ""}, {"vaes", "vaes", "aes,avx"},
    {"vpclmulqdq", "vpclmulqdq", "pclmul,avx"}, {"gfni", "gfni", "sse2"}, {"rtm", "rtm", ""},
    {"3dnow", "3dnow", "mmx"}, {"3dnowa", "3dnowa", "3dnow"}, {"cx16", "cx16", ""},
    {"clflushopt", "clflushopt", ""}, {"clwb", "clwb", ""}, {"fsgsbase", "fsgsbase", ""}, {"lwp", "lwp", ""},
    {"tbm", "tbm", ""}, {"mwaitx", "mwaitx", ""}, {"clzero", "clzero", ""}, {"pku", "pku", ""},
    {"rdpid", "rdpid", ""}, {"waitpkg", "waitpkg", ""}, {"cldemote", "cldemote", ""}, {"serialize", "serialize", ""},
};
enum { ISA_COUNT = sizeof isas / sizeof *isas, ISA_UNKNOWN = ISA_COUNT }; /* ISA_COUNT < 128 */

static int isa_index(const char *name, size_t len) {
  for (int i = 0; i < ISA_COUNT; i++)
    if (strlen(isas[i].gcc) == len && !strncmp(isas[i].gcc, name, len)) return i;
  return -1;
}

static void set_bit(OfeIsaSet *s, int i) { s->bits[i / 64] |= (uint64_t)1 << (i % 64); }
static bool has_bit(OfeIsaSet s, int i) { return (s.bits[i / 64] >> (i % 64)) & 1; }

/* i and what it implies; the implication chains are short and acyclic */
static void add_with_implied(OfeIsaSet *s, int i) {
  if (has_bit(*s, i)) return;
  set_bit(s, i);
  const char *p = isas[i].implies;
  while (*p) {
    size_t n = strcspn(p, ",");
    int k = isa_index(p, n);
    if (k >= 0) add_with_implied(s, k);
    p += n + (p[n] == ',');
  }
}

OfeIsaSet ofe_isa_of(const char *name) {
  OfeIsaSet s = {{0, 0}};
  int i = isa_index(name, strlen(name));
  if (i >= 0) add_with_implied(&s, i);
  return s;
}

/* LLVM 19's x86 features (llc -mattr=help) that clang-19 takes in isa(...) without a warning,
 * less those of the table above and the baseline's x87, cmov and cx8. */
static const char *const llvm_only[] = {
    "amx-bf16", "amx-complex", "amx-fp16", "amx-int8", "amx-tile", "avx10.1-256", "avx10.1-512", "avxifma",
    "avxneconvert", "avxvnniint16", "avxvnniint8", "ccmp", "cf", "cmpccxadd", "egpr", "enqcmd", "evex512",
    "hreset", "invpcid", "kl", "movdir64b", "movdiri", "ndd", "nf", "pconfig", "ppx", "prefetchi", "prfchw",
    "ptwrite", "push2pop2", "raoint", "rdpru", "sahf", "sgx", "sha512", "shstk", "sm3", "sm4", "tsxldtrk",
    "uintr", "usermsr", "wbnoinvd", "widekl", "zu",
};

bool ofe_isa_llvm_only(const char *name) {
  for (size_t i = 0; i < sizeof llvm_only / sizeof *llvm_only; i++)
    if (!strcmp(llvm_only[i], name)) return true;
  return false;
}

/* Removes i and every ISA that implies it (-mno-sse4.1 also turns avx off) */
static void remove_with_implying(OfeIsaSet *s, int i) {
  for (int k = 0; k < ISA_COUNT; k++) {
    OfeIsaSet closure = {{0, 0}};
    add_with_implied(&closure, k);
    if (has_bit(closure, i)) s->bits[k / 64] &= ~((uint64_t)1 << (k % 64));
  }
}

void ofe_isa_add_list(OfeIsaSet *set, const char *list, size_t len) {
  const char *p = list, *end = list + len;
  while (p < end) {
    const char *comma = memchr(p, ',', (size_t)(end - p));
    size_t n = (size_t)((comma ? comma : end) - p);
    while (n && *p == ' ') p++, n--;
    while (n && p[n - 1] == ' ') n--;
    bool off = n > 3 && !strncmp(p, "no-", 3);
    const char *name = off ? p + 3 : p;
    size_t nn = off ? n - 3 : n;
    int i = isa_index(name, nn);
    bool not_isa = memchr(name, '=', nn) || (nn == 17 && !strncmp(name, "general-regs-only", 17)) || nn == 0;
    if (i >= 0 && off) remove_with_implying(set, i);
    else if (i >= 0) add_with_implied(set, i);
    else if (!off && !not_isa) set_bit(set, ISA_UNKNOWN);
    p = comma ? comma + 1 : end;
  }
}

OfeIsaSet ofe_isa_command_line(const char *target_features) {
  OfeIsaSet s = {{0, 0}};
  ofe_isa_add_list(&s, "mmx,sse2,fxsr", 13);
  const char *p = target_features;
  while (p && *p) {
    size_t n = strcspn(p, ",");
    if (n > 1 && (*p == '+' || *p == '-')) {
      /* LLVM's names: those of isa_flags.h, which are gcc's but for sse4 */
      for (int i = 0; i < ISA_COUNT; i++)
        if (strlen(isas[i].llvm) == n - 1 && !strncmp(isas[i].llvm, p + 1, n - 1)) {
          if (*p == '+') add_with_implied(&s, i);
          else remove_with_implying(&s, i);
          break;
        }
    }
    p += n + (p[n] == ',');
  }
  return s;
}

bool ofe_isa_empty(OfeIsaSet s) { return !s.bits[0] && !s.bits[1]; }

OfeIsaSet ofe_isa_union(OfeIsaSet a, OfeIsaSet b) { return (OfeIsaSet){{a.bits[0] | b.bits[0], a.bits[1] | b.bits[1]}}; }

bool ofe_isa_covers(OfeIsaSet have, OfeIsaSet need, const char **missing) {
  OfeIsaSet lack = {{need.bits[0] & ~have.bits[0], need.bits[1] & ~have.bits[1]}};
  if (ofe_isa_empty(lack)) return true;
  if (has_bit(lack, ISA_UNKNOWN)) {
    *missing = "an instruction set ompfe does not know";
    return false;
  }
  /* named by the missing ISA that implies most of the others missing (avx2, not sse3) */
  int best = -1, best_count = -1;
  for (int i = 0; i < ISA_COUNT; i++) {
    if (!has_bit(lack, i)) continue;
    OfeIsaSet closure = {{0, 0}};
    add_with_implied(&closure, i);
    int count = __builtin_popcountll(closure.bits[0] & lack.bits[0]) + __builtin_popcountll(closure.bits[1] & lack.bits[1]);
    if (count > best_count) best = i, best_count = count;
  }
  *missing = isas[best].gcc;
  return false;
}

char *ofe_isa_llvm_features(OfeIsaSet s, OfeArena *arena) {
  char *out = NULL;
  for (int i = 0; i < ISA_COUNT; i++)
    if (has_bit(s, i) && strcmp(isas[i].gcc, "sse4") != 0)
      out = out ? ofe_arena_printf(arena, "%s,+%s", out, isas[i].llvm) : ofe_arena_printf(arena, "+%s", isas[i].llvm);
  return out;
}
