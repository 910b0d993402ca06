/* x86_cpu: the names __builtin_cpu_supports and __builtin_cpu_is take, with their places in
 * the CPU description libgcc (and compiler-rt) keep: __cpu_model = { vendor, type, subtype,
 * features[1] } and __cpu_features2[3], each feature a bit of the four 32-bit words, each
 * vendor, type and subtype a number from 1. The numbers are that library interface's, the
 * names clang-19's (llvm/TargetParser/X86TargetParser.def; gcc-12 numbers alike and knows
 * fewer names); checked against clang-19's IR for every name. */
#include "sema/x86_cpu.h"

#include <string.h>

#include "sema/sema.h"
#include "support/diag.h"

typedef struct CpuFeature {
  const char *name;
  unsigned bit;
} CpuFeature;

/* The features clang-19 takes: bit 0-31 in __cpu_model.features[0], then __cpu_features2. The
 * gaps are features of the interface that the built-in does not name (fxsr, cx8, ...). */
static const CpuFeature features[] = {
  {"cmov", 0}, {"mmx", 1}, {"popcnt", 2}, {"sse", 3}, {"sse2", 4}, {"sse3", 5}, {"ssse3", 6},
  {"sse4.1", 7}, {"sse4.2", 8}, {"avx", 9}, {"avx2", 10}, {"sse4a", 11}, {"fma4", 12}, {"xop", 13},
  {"fma", 14}, {"avx512f", 15}, {"bmi", 16}, {"bmi2", 17}, {"aes", 18}, {"pclmul", 19},
  {"avx512vl", 20}, {"avx512bw", 21}, {"avx512dq", 22}, {"avx512cd", 23}, {"avx512vbmi", 26},
  {"avx512ifma", 27}, {"avx5124vnniw", 28}, {"avx5124fmaps", 29}, {"avx512vpopcntdq", 30},
  {"avx512vbmi2", 31}, {"gfni", 32}, {"vpclmulqdq", 33}, {"avx512vnni", 34}, {"avx512bitalg", 35},
  {"avx512bf16", 36}, {"avx512vp2intersect", 37}, {"adx", 40}, {"cldemote", 42}, {"clflushopt", 43},
  {"clwb", 44}, {"clzero", 45}, {"cx16", 46}, {"enqcmd", 48}, {"f16c", 49}, {"fsgsbase", 50},
  {"lwp", 56}, {"lzcnt", 57}, {"movbe", 58}, {"movdir64b", 59}, {"movdiri", 60}, {"mwaitx", 61},
  {"pconfig", 63}, {"pku", 64}, {"prfchw", 66}, {"ptwrite", 67}, {"rdpid", 68}, {"rdrnd", 69},
  {"rdseed", 70}, {"rtm", 71}, {"serialize", 72}, {"sgx", 73}, {"sha", 74}, {"shstk", 75},
  {"tbm", 76}, {"tsxldtrk", 77}, {"vaes", 78}, {"waitpkg", 79}, {"wbnoinvd", 80}, {"xsave", 81},
  {"xsavec", 82}, {"xsaveopt", 83}, {"xsaves", 84}, {"amx-tile", 85}, {"amx-int8", 86},
  {"amx-bf16", 87}, {"uintr", 88}, {"hreset", 89}, {"kl", 90}, {"widekl", 92}, {"avxvnni", 93},
  {"avx512fp16", 94}, {"avxifma", 99}, {"avxvnniint8", 100}, {"avxneconvert", 101},
  {"cmpccxadd", 102}, {"amx-fp16", 103}, {"prefetchi", 104}, {"raoint", 105}, {"amx-complex", 106},
  {"avxvnniint16", 107}, {"sm3", 108}, {"sha512", 109}, {"sm4", 110}, {"usermsr", 112},
  {"avx10.1-256", 113}, {"avx10.1-512", 114},
  /* the micro-architecture levels */
  {"x86-64", 95}, {"x86-64-v2", 96}, {"x86-64-v3", 97}, {"x86-64-v4", 98}, {"apxf", 111},
};

/* Vendors, types and subtypes: entry i is the value i + 1. */
static const char *const vendors[] = {"intel", "amd"};
static const char *const types[] = {
  "bonnell", "core2", "corei7", "amdfam10h", "amdfam15h", "silvermont", "knl", "btver1", "btver2",
  "amdfam17h", "knm", "goldmont", "goldmont-plus", "tremont", "amdfam19h", "zhaoxin_fam7h",
  "sierraforest", "grandridge", "clearwaterforest", "amdfam1ah",
};
static const char *const subtypes[] = {
  "nehalem", "westmere", "sandybridge", "barcelona", "shanghai", "istanbul", "bdver1", "bdver2",
  "bdver3", "bdver4", "znver1", "ivybridge", "haswell", "broadwell", "skylake", "skylake-avx512",
  "cannonlake", "icelake-client", "icelake-server", "znver2", "cascadelake", "tigerlake",
  "cooperlake", "sapphirerapids", "alderlake", "znver3", "rocketlake", "zhaoxin_fam7h_lujiazui",
  "znver4", "graniterapids", "graniterapids-d", "arrowlake", "arrowlake-s", "pantherlake", "znver5",
};

typedef struct CpuAlias {
  const char *name, *same_as;
} CpuAlias;

static const CpuAlias aliases[] = {
  {"atom", "bonnell"}, {"amdfam10", "amdfam10h"}, {"amdfam15", "amdfam15h"}, {"amdfam1a", "amdfam1ah"},
  {"slm", "silvermont"}, {"raptorlake", "alderlake"}, {"meteorlake", "alderlake"}, {"gracemont", "alderlake"},
  {"emeraldrapids", "sapphirerapids"}, {"lunarlake", "arrowlake-s"},
};

#define COUNT(a) (sizeof(a) / sizeof *(a))

static bool find_name(const char *const *names, size_t n, const char *name, unsigned *value) {
  for (size_t i = 0; i < n; i++)
    if (strcmp(names[i], name) == 0) return *value = (unsigned)i + 1, true;
  return false;
}

static bool cpu_model_place(const char *name, unsigned *field, unsigned *value) {
  for (size_t i = 0; i < COUNT(aliases); i++)
    if (strcmp(aliases[i].name, name) == 0) name = aliases[i].same_as;
  if (find_name(vendors, COUNT(vendors), name, value)) return *field = OFE_CPU_VENDOR, true;
  if (find_name(types, COUNT(types), name, value)) return *field = OFE_CPU_TYPE, true;
  if (find_name(subtypes, COUNT(subtypes), name, value)) return *field = OFE_CPU_SUBTYPE, true;
  return false;
}

static bool feature_bit(const char *name, unsigned *bit) {
  for (size_t i = 0; i < COUNT(features); i++)
    if (strcmp(features[i].name, name) == 0) return *bit = features[i].bit, true;
  return false;
}

/* The argument's text: a narrow string literal without an embedded null, else NULL. */
static const char *literal_text(OfeCtx *ctx, const OfeExpr *a) {
  a = ofe_expr_peel_implicit_casts(a);
  if (a->kind != E_STRING || a->str.char_size != 1 || a->str.len == 0 || memchr(a->str.bytes, 0, a->str.len - 1)) return NULL;
  return ofe_arena_strndup(&ctx->arena, a->str.bytes, a->str.len - 1);
}

OfeExpr *ofe_x86_cpu_builtin_call(OfeCtx *ctx, OfeBuiltin id, OfeExprList *args, OfeLoc loc) {
  if (strncmp(ctx->opts->triple, "x86_64", 6) != 0) {
    ofe_error(&ctx->diag, loc, "builtin is not supported on this target");
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, id == BI_CPU_INIT ? ctx->types.void_ : ctx->types.int_, loc);
  e->builtin->id = id;
  if (id == BI_CPU_INIT) return e;
  const char *name = literal_text(ctx, args->items[0]);
  if (!name) {
    ofe_error(&ctx->diag, args->items[0]->loc, "expression is not a string literal");
    return ofe_sema_error(ctx, loc);
  }
  unsigned field = 0, value = 0;
  if (id == BI_CPU_SUPPORTS ? !feature_bit(name, &value) : !cpu_model_place(name, &field, &value)) {
    /* clang-19 warns and answers 0 for an unknown feature; gcc-12 refuses both */
    ofe_error(&ctx->diag, args->items[0]->loc, id == BI_CPU_SUPPORTS ? "invalid cpu feature string for builtin" : "invalid cpu name for builtin");
    return ofe_sema_error(ctx, loc);
  }
  if (id == BI_CPU_IS) ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_int_value(ctx, field, ctx->types.int_, loc));
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_int_value(ctx, value, ctx->types.int_, loc));
  return e;
}
