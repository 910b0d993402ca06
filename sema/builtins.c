/* builtins: a table of built-in names. Each call is checked here and becomes an E_BUILTIN
 * (or E_VA_*) node; `__builtin_foo` for a library function foo is a call of foo, declared
 * with the C library's prototype when the program has not declared it. */
#include "sema/builtins.h"

#include <math.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

#include "sema/builtins_atomic.h"
#include "sema/const_eval.h"
#include "sema/object_size.h"
#include "sema/sema.h"
#include "sema/x86_builtins.h"
#include "sema/x86_cpu.h"

#define TY (&ctx->types)

typedef enum { RT_INT, RT_LONG, RT_ULONG, RT_U16, RT_U32, RT_U64, RT_DOUBLE, RT_FLOAT, RT_LDOUBLE, RT_FLOAT128,
               RT_VOID, RT_VOIDPTR, RT_ARG0, RT_SIZE, RT_BOOL, RT_UINT, RT_LLONG, RT_ULLONG, RT_U128, RT_U8 } ResultKind;

typedef struct BuiltinInfo {
  const char *name;
  int id; /* OfeBuiltin, or -1..-3 for va_start/va_end/va_copy */
  int nargs; /* -1: variable */
  ResultKind result;
} BuiltinInfo;

/* The overflow built-ins: `operands` is the type of both operands and of the result (RT_VOID:
 * each its own); predicate: the *_overflow_p form, whose third argument gives the result's
 * type (GCC evaluates it, but stores nothing). */
typedef struct OverflowInfo {
  const char *name;
  OfeBuiltin id;
  ResultKind operands;
  bool predicate;
} OverflowInfo;

static const OverflowInfo overflow_table[] = {
  {"__builtin_add_overflow", BI_ADD_OVERFLOW, RT_VOID, false},
  {"__builtin_sub_overflow", BI_SUB_OVERFLOW, RT_VOID, false},
  {"__builtin_mul_overflow", BI_MUL_OVERFLOW, RT_VOID, false},
  {"__builtin_add_overflow_p", BI_ADD_OVERFLOW, RT_VOID, true},
  {"__builtin_sub_overflow_p", BI_SUB_OVERFLOW, RT_VOID, true},
  {"__builtin_mul_overflow_p", BI_MUL_OVERFLOW, RT_VOID, true},
  {"__builtin_sadd_overflow", BI_ADD_OVERFLOW, RT_INT, false},
  {"__builtin_saddl_overflow", BI_ADD_OVERFLOW, RT_LONG, false},
  {"__builtin_saddll_overflow", BI_ADD_OVERFLOW, RT_LLONG, false},
  {"__builtin_uadd_overflow", BI_ADD_OVERFLOW, RT_UINT, false},
  {"__builtin_uaddl_overflow", BI_ADD_OVERFLOW, RT_ULONG, false},
  {"__builtin_uaddll_overflow", BI_ADD_OVERFLOW, RT_ULLONG, false},
  {"__builtin_ssub_overflow", BI_SUB_OVERFLOW, RT_INT, false},
  {"__builtin_ssubl_overflow", BI_SUB_OVERFLOW, RT_LONG, false},
  {"__builtin_ssubll_overflow", BI_SUB_OVERFLOW, RT_LLONG, false},
  {"__builtin_usub_overflow", BI_SUB_OVERFLOW, RT_UINT, false},
  {"__builtin_usubl_overflow", BI_SUB_OVERFLOW, RT_ULONG, false},
  {"__builtin_usubll_overflow", BI_SUB_OVERFLOW, RT_ULLONG, false},
  {"__builtin_smul_overflow", BI_MUL_OVERFLOW, RT_INT, false},
  {"__builtin_smull_overflow", BI_MUL_OVERFLOW, RT_LONG, false},
  {"__builtin_smulll_overflow", BI_MUL_OVERFLOW, RT_LLONG, false},
  {"__builtin_umul_overflow", BI_MUL_OVERFLOW, RT_UINT, false},
  {"__builtin_umull_overflow", BI_MUL_OVERFLOW, RT_ULONG, false},
  {"__builtin_umulll_overflow", BI_MUL_OVERFLOW, RT_ULLONG, false},
};

/* OfeDecl.builtin numbers each table's entries from its base */
enum { TABLE_BASE = 1, OVERFLOW_BASE = 1001, CHECKED_BASE = 1501, ATOMIC_BASE = 2001, /* atomic numbers go on past 2001 */
       X86_UNKNOWN = 1000000, X86_BASE = 1000001 }; /* a __builtin_ia32_ name ompfe lacks; x86_builtins.c's entries */

/* built-ins that sema folds away, with no OfeBuiltin of their own */
enum { VA_START_ID = -1, VA_END_ID = -2, VA_COPY_ID = -3, CHOOSE_EXPR_ID = -4, CLASSIFY_TYPE_ID = -5, GNU_SHUFFLE_ID = -6,
       FMIN_FMAX_ID = -7 };

static const BuiltinInfo table[] = {
  {"__builtin_expect", BI_EXPECT, 2, RT_LONG},
  {"__builtin_expect_with_probability", BI_EXPECT, 3, RT_LONG},
  {"__builtin_constant_p", BI_CONSTANT_P, 1, RT_INT},
  {"__builtin_bswap16", BI_BSWAP16, 1, RT_U16},
  {"__builtin_bswap32", BI_BSWAP32, 1, RT_U32},
  {"__builtin_bswap64", BI_BSWAP64, 1, RT_U64},
  {"__builtin_clz", BI_CLZ, 1, RT_INT}, {"__builtin_ctz", BI_CTZ, 1, RT_INT},
  {"__builtin_popcount", BI_POPCOUNT, 1, RT_INT},
  {"__builtin_clzl", BI_CLZL, 1, RT_INT}, {"__builtin_ctzl", BI_CTZL, 1, RT_INT},
  {"__builtin_popcountl", BI_POPCOUNTL, 1, RT_INT},
  {"__builtin_clzll", BI_CLZL, 1, RT_INT}, {"__builtin_ctzll", BI_CTZL, 1, RT_INT},
  {"__builtin_popcountll", BI_POPCOUNTL, 1, RT_INT},
  {"__builtin_abs", BI_ABS, 1, RT_INT}, {"__builtin_labs", BI_LABS, 1, RT_LONG},
  {"__builtin_llabs", BI_LABS, 1, RT_LLONG},
  {"__builtin_fabs", BI_FABS, 1, RT_DOUBLE}, {"__builtin_fabsf", BI_FABSF, 1, RT_FLOAT},
  {"__builtin_fabsl", BI_FABSL, 1, RT_LDOUBLE},
  {"__builtin_huge_val", BI_HUGE_VAL, 0, RT_DOUBLE}, {"__builtin_huge_valf", BI_HUGE_VALF, 0, RT_FLOAT},
  {"__builtin_huge_vall", BI_HUGE_VALL, 0, RT_LDOUBLE},
  {"__builtin_inf", BI_INF, 0, RT_DOUBLE}, {"__builtin_inff", BI_INFF, 0, RT_FLOAT},
  {"__builtin_infl", BI_INFL, 0, RT_LDOUBLE},
  {"__builtin_nan", BI_NAN, 1, RT_DOUBLE}, {"__builtin_nanf", BI_NANF, 1, RT_FLOAT},
  {"__builtin_nanl", BI_NANL, 1, RT_LDOUBLE},
  {"__builtin_nans", BI_NANS, 1, RT_DOUBLE}, {"__builtin_nansf", BI_NANSF, 1, RT_FLOAT},
  {"__builtin_nansl", BI_NANSL, 1, RT_LDOUBLE},
  {"__builtin_huge_valq", BI_HUGE_VALQ, 0, RT_FLOAT128}, {"__builtin_infq", BI_INFQ, 0, RT_FLOAT128},
  {"__builtin_nanq", BI_NANQ, 1, RT_FLOAT128},
  {"__builtin_isnan", BI_ISNAN, 1, RT_INT}, {"__builtin_isinf", BI_ISINF, 1, RT_INT},
  {"__builtin_isinf_sign", BI_ISINF_SIGN, 1, RT_INT}, {"__builtin_isfinite", BI_ISFINITE, 1, RT_INT},
  {"__builtin_finite", BI_ISFINITE, 1, RT_INT},
  {"__builtin_isnormal", BI_ISNORMAL, 1, RT_INT}, {"__builtin_signbit", BI_SIGNBIT, 1, RT_INT},
  {"__builtin_signbitf", BI_SIGNBIT, 1, RT_INT}, {"__builtin_signbitl", BI_SIGNBIT, 1, RT_INT},
  {"__builtin_fpclassify", BI_FPCLASSIFY, 6, RT_INT},
  {"__builtin_isgreater", BI_ISGREATER, 2, RT_INT}, {"__builtin_isgreaterequal", BI_ISGREATEREQUAL, 2, RT_INT},
  {"__builtin_isless", BI_ISLESS, 2, RT_INT}, {"__builtin_islessequal", BI_ISLESSEQUAL, 2, RT_INT},
  {"__builtin_islessgreater", BI_ISLESSGREATER, 2, RT_INT}, {"__builtin_isunordered", BI_ISUNORDERED, 2, RT_INT},
  {"__builtin_parity", BI_PARITY, 1, RT_INT}, {"__builtin_parityl", BI_PARITYL, 1, RT_INT},
  {"__builtin_parityll", BI_PARITYL, 1, RT_INT},
  {"__builtin_clrsb", BI_CLRSB, 1, RT_INT}, {"__builtin_clrsbl", BI_CLRSBL, 1, RT_INT},
  {"__builtin_clrsbll", BI_CLRSBL, 1, RT_INT},
  {"__builtin_bswap128", BI_BSWAP128, 1, RT_U128},
  /* clang's (64: uint64_t, unsigned long) */
  {"__builtin_bitreverse8", BI_BITREVERSE, 1, RT_U8}, {"__builtin_bitreverse16", BI_BITREVERSE, 1, RT_U16},
  {"__builtin_bitreverse32", BI_BITREVERSE, 1, RT_U32}, {"__builtin_bitreverse64", BI_BITREVERSE, 1, RT_U64},
  {"__builtin_rotateleft8", BI_ROTATE_LEFT, 2, RT_U8}, {"__builtin_rotateleft16", BI_ROTATE_LEFT, 2, RT_U16},
  {"__builtin_rotateleft32", BI_ROTATE_LEFT, 2, RT_U32}, {"__builtin_rotateleft64", BI_ROTATE_LEFT, 2, RT_U64},
  {"__builtin_rotateright8", BI_ROTATE_RIGHT, 2, RT_U8}, {"__builtin_rotateright16", BI_ROTATE_RIGHT, 2, RT_U16},
  {"__builtin_rotateright32", BI_ROTATE_RIGHT, 2, RT_U32}, {"__builtin_rotateright64", BI_ROTATE_RIGHT, 2, RT_U64},
  {"__builtin_powi", BI_POWI, 2, RT_DOUBLE}, {"__builtin_powif", BI_POWI, 2, RT_FLOAT},
  {"__builtin_powil", BI_POWI, 2, RT_LDOUBLE},
  {"__builtin_frame_address", BI_FRAME_ADDRESS, 1, RT_VOIDPTR},
  {"__builtin_return_address", BI_RETURN_ADDRESS, 1, RT_VOIDPTR},
  {"__builtin_extract_return_addr", BI_IDENTITY, 1, RT_VOIDPTR}, /* x86_64: the address itself */
  {"__builtin_frob_return_addr", BI_IDENTITY, 1, RT_VOIDPTR},
  /* GCC on x86_64: the value, with no barrier (the target has no speculation barrier pattern) */
  {"__builtin_speculation_safe_value", BI_IDENTITY, -1, RT_ARG0},
  {"__builtin_va_arg_pack", BI_VA_ARG_PACK, 0, RT_INT}, {"__builtin_va_arg_pack_len", BI_VA_ARG_PACK_LEN, 0, RT_INT},
  {"__builtin_LINE", BI_LINE, 0, RT_INT}, {"__builtin_FILE", BI_FILE, 0, RT_VOIDPTR},
  {"__builtin_FUNCTION", BI_FUNCTION, 0, RT_VOIDPTR},
  {"__builtin_unreachable", BI_UNREACHABLE, 0, RT_VOID}, {"__builtin_trap", BI_TRAP, 0, RT_VOID},
  {"__builtin_alloca", BI_ALLOCA, 1, RT_VOIDPTR},
  {"__builtin_alloca_with_align", BI_ALLOCA_ALIGN, 2, RT_VOIDPTR},
  {"__builtin_ia32_pause", BI_PAUSE, 0, RT_VOID},
  {"__builtin_object_size", BI_OBJECT_SIZE, 2, RT_SIZE},
  {"__builtin_dynamic_object_size", BI_DYNAMIC_OBJECT_SIZE, 2, RT_SIZE},
  {"__builtin_prefetch", BI_PREFETCH, -1, RT_VOID},
  /* x86_64's instruction cache follows stores: nothing to flush, as in GCC (emitted as prefetch is) */
  {"__builtin___clear_cache", BI_PREFETCH, 2, RT_VOID},
  {"__builtin_assume_aligned", BI_ASSUME_ALIGNED, -1, RT_ARG0},
  /* complex: the result kind is the element type (conj's result is complex of it) */
  {"__builtin_complex", BI_COMPLEX, 2, RT_VOID},
  {"__builtin_creal", BI_REAL, 1, RT_DOUBLE}, {"__builtin_crealf", BI_REAL, 1, RT_FLOAT},
  {"__builtin_creall", BI_REAL, 1, RT_LDOUBLE},
  {"__builtin_cimag", BI_IMAG, 1, RT_DOUBLE}, {"__builtin_cimagf", BI_IMAG, 1, RT_FLOAT},
  {"__builtin_cimagl", BI_IMAG, 1, RT_LDOUBLE},
  {"__builtin_conj", BI_CONJ, 1, RT_DOUBLE}, {"__builtin_conjf", BI_CONJ, 1, RT_FLOAT},
  {"__builtin_conjl", BI_CONJ, 1, RT_LDOUBLE},
  {"__builtin_shufflevector", BI_SHUFFLEVECTOR, -1, RT_VOID}, /* sema_vector.c */
  {"__builtin_shuffle", GNU_SHUFFLE_ID, -1, RT_VOID},         /* gcc's, sema_vector.c too */
  {"__builtin_cpu_init", BI_CPU_INIT, 0, RT_VOID}, {"__builtin_cpu_supports", BI_CPU_SUPPORTS, 1, RT_INT}, /* x86_cpu.c */
  {"__builtin_cpu_is", BI_CPU_IS, 1, RT_INT},
  {"__builtin_setjmp", BI_SETJMP, 1, RT_INT}, {"__builtin_longjmp", BI_LONGJMP, 2, RT_VOID},
  {"__builtin_stack_save", BI_STACK_SAVE, 0, RT_VOIDPTR}, {"__builtin_stack_restore", BI_STACK_RESTORE, 1, RT_VOID},
  {"__builtin_va_start", VA_START_ID, 2, RT_VOID},
  {"__builtin_va_end", VA_END_ID, 1, RT_VOID},
  {"__builtin_va_copy", VA_COPY_ID, 2, RT_VOID},
  {"__builtin___va_copy", VA_COPY_ID, 2, RT_VOID},
  {"__builtin_choose_expr", CHOOSE_EXPR_ID, 3, RT_VOID},
  {"__builtin_classify_type", CLASSIFY_TYPE_ID, 1, RT_INT},
  /* folded where both operands are constants (clang-19 takes them in static initializers),
   * else calls of the library functions */
  {"__builtin_fmax", FMIN_FMAX_ID, 2, RT_DOUBLE}, {"__builtin_fmaxf", FMIN_FMAX_ID, 2, RT_FLOAT},
  {"__builtin_fmaxl", FMIN_FMAX_ID, 2, RT_LDOUBLE}, {"__builtin_fmin", FMIN_FMAX_ID, 2, RT_DOUBLE},
  {"__builtin_fminf", FMIN_FMAX_ID, 2, RT_FLOAT}, {"__builtin_fminl", FMIN_FMAX_ID, 2, RT_LDOUBLE},
  /* GCC's names of the classification functions, which are macros in <math.h> */
  {"__builtin_isnanf", BI_ISNAN, 1, RT_INT}, {"__builtin_isnanl", BI_ISNAN, 1, RT_INT},
  {"__builtin_isinff", BI_ISINF, 1, RT_INT}, {"__builtin_isinfl", BI_ISINF, 1, RT_INT},
  {"__builtin_finitef", BI_ISFINITE, 1, RT_INT}, {"__builtin_finitel", BI_ISFINITE, 1, RT_INT},
  /* intmax_t is long */
  {"__builtin_clzimax", BI_CLZL, 1, RT_INT}, {"__builtin_ctzimax", BI_CTZL, 1, RT_INT},
  {"__builtin_popcountimax", BI_POPCOUNTL, 1, RT_INT}, {"__builtin_parityimax", BI_PARITYL, 1, RT_INT},
  {"__builtin_clrsbimax", BI_CLRSBL, 1, RT_INT}, {"__builtin_imaxabs", BI_LABS, 1, RT_LONG},
};

/* GCC's object-size-checking built-ins, which glibc's _FORTIFY_SOURCE headers call:
 * __builtin___<name>_chk calls the C library's __<name>_chk (prototype `proto', in the letters
 * of `library' below), whose argument `size' is the destination's size and `flag' (-1: none)
 * the fortify level's flag. As GCC folds it, the call is of <name> itself, without those two,
 * where the size is unknown ((size_t)-1) and the flag 0. */
static const struct { const char *name, *proto; int flag, size; } checked[] = {
  {"memcpy", "ppPzz", -1, 3}, {"memmove", "ppPzz", -1, 3}, {"mempcpy", "ppPzz", -1, 3},
  {"memset", "ppizz", -1, 3}, {"strcpy", "ssSz", -1, 2}, {"stpcpy", "ssSz", -1, 2},
  {"strcat", "ssSz", -1, 2}, {"strncpy", "ssSzz", -1, 3}, {"stpncpy", "ssSzz", -1, 3},
  {"strncat", "ssSzz", -1, 3},
  {"sprintf", "isizS.", 1, 2}, {"snprintf", "iszizS.", 2, 3}, {"vsprintf", "isizSV", 1, 2},
  {"vsnprintf", "iszizSV", 2, 3}, {"printf", "iiS.", 0, -1}, {"fprintf", "ipiS.", 1, -1},
  {"vprintf", "iiSV", 0, -1}, {"vfprintf", "ipiSV", 1, -1},
};

/* Library functions that `__builtin_<name>` calls where <name> is not declared, with their
 * prototypes, one letter a type, the result first: v void, i int, l long, L long long,
 * z size_t, p void * (FILE * too), P const void *, s char *, S const char *, n int *,
 * V va_list, d double (in math_library: the function's floating type), q a pointer to it,
 * '.' variadic. */
static const struct { const char *name, *proto; } library[] = {
  {"abort", "v"}, {"exit", "vi"}, {"_exit", "vi"}, {"_Exit", "vi"},
  {"memcpy", "ppPz"}, {"memmove", "ppPz"}, {"memset", "ppiz"}, {"memcmp", "iPPz"}, {"memchr", "pPiz"},
  {"strlen", "zS"}, {"strnlen", "zSz"}, {"strcmp", "iSS"}, {"strncmp", "iSSz"}, {"strcpy", "ssS"},
  {"strncpy", "ssSz"}, {"strcat", "ssS"}, {"strncat", "ssSz"}, {"strchr", "sSi"}, {"strrchr", "sSi"},
  {"strstr", "sSS"}, {"strdup", "sS"}, {"strndup", "sSz"}, {"strspn", "zSS"}, {"strcspn", "zSS"},
  {"strpbrk", "sSS"},
  {"malloc", "pz"}, {"calloc", "pzz"}, {"realloc", "ppz"}, {"free", "vp"},
  {"printf", "iS."}, {"fprintf", "ipS."}, {"sprintf", "isS."}, {"snprintf", "iszS."}, {"puts", "iS"},
  {"vprintf", "iSV"}, {"vfprintf", "ipSV"}, {"vsprintf", "isSV"}, {"vsnprintf", "iszSV"},
  {"scanf", "iS."}, {"fscanf", "ipS."}, {"sscanf", "iSS."}, {"vscanf", "iSV"}, {"vfscanf", "ipSV"},
  {"vsscanf", "iSSV"}, {"mempcpy", "ppPz"}, {"stpcpy", "ssS"}, {"stpncpy", "ssSz"},
  {"index", "sSi"}, {"rindex", "sSi"}, {"bcmp", "iPPz"}, {"bcopy", "vPpz"},
  {"aligned_alloc", "pzz"}, {"posix_memalign", "ipzz"},
  {"fork", "i"}, {"execl", "iSS."}, {"execlp", "iSS."}, {"execle", "iSS."}, {"execv", "iSp"},
  {"execvp", "iSp"}, {"execve", "iSpp"}, {"gettext", "sS"}, {"dgettext", "sSS"}, {"dcgettext", "sSSi"},
  {"fputc_unlocked", "iip"}, {"putc_unlocked", "iip"}, {"putchar_unlocked", "ii"},
  {"fputs_unlocked", "iSp"}, {"fwrite_unlocked", "zPzzp"}, {"strftime", "zszSP"}, {"strfmon", "lszS."},
  {"feclearexcept", "ii"}, {"feraiseexcept", "ii"}, {"fetestexcept", "ii"}, {"fegetround", "i"},
  {"fesetround", "ii"}, {"fegetenv", "ip"}, {"fesetenv", "iP"}, {"feholdexcept", "ip"},
  {"feupdateenv", "iP"}, {"fegetexceptflag", "ipi"}, {"fesetexceptflag", "iPi"},
  {"putchar", "ii"}, {"fputs", "iSp"}, {"fputc", "iip"}, {"putc", "iip"}, {"fwrite", "zPzzp"},
  {"ffs", "ii"}, {"ffsl", "il"}, {"ffsll", "iL"},
  {"bzero", "vpz"}, {"strcasecmp", "iSS"}, {"strncasecmp", "iSSz"},
  {"isalnum", "ii"}, {"isalpha", "ii"}, {"isascii", "ii"}, {"isblank", "ii"}, {"iscntrl", "ii"},
  {"isdigit", "ii"}, {"isgraph", "ii"}, {"islower", "ii"}, {"isprint", "ii"}, {"ispunct", "ii"},
  {"isspace", "ii"}, {"isupper", "ii"}, {"isxdigit", "ii"}, {"toascii", "ii"}, {"tolower", "ii"},
  {"toupper", "ii"},
};

/* The math functions, in double; <name>f and <name>l are their float and long double forms. */
static const struct { const char *name, *proto; } math_library[] = {
  {"sqrt", "dd"}, {"cbrt", "dd"}, {"floor", "dd"}, {"ceil", "dd"}, {"trunc", "dd"}, {"round", "dd"},
  {"rint", "dd"}, {"nearbyint", "dd"}, {"sin", "dd"}, {"cos", "dd"}, {"tan", "dd"}, {"asin", "dd"},
  {"acos", "dd"}, {"atan", "dd"}, {"atan2", "ddd"}, {"sinh", "dd"}, {"cosh", "dd"}, {"tanh", "dd"},
  {"exp", "dd"}, {"exp2", "dd"}, {"expm1", "dd"}, {"log", "dd"}, {"log2", "dd"}, {"log10", "dd"},
  {"log1p", "dd"}, {"pow", "ddd"}, {"fmod", "ddd"}, {"hypot", "ddd"}, {"fmin", "ddd"}, {"fmax", "ddd"},
  {"copysign", "ddd"}, {"ldexp", "ddi"}, {"erf", "dd"}, {"lround", "ld"}, {"llround", "Ld"},
  {"fma", "dddd"}, {"lrint", "ld"}, {"llrint", "Ld"}, {"scalbn", "ddi"}, {"logb", "dd"}, {"ilogb", "id"},
  {"remainder", "ddd"}, {"fdim", "ddd"}, {"nextafter", "ddd"}, {"asinh", "dd"}, {"acosh", "dd"},
  {"atanh", "dd"}, {"erfc", "dd"}, {"tgamma", "dd"}, {"lgamma", "dd"}, {"modf", "ddq"}, {"frexp", "ddn"},
  {"sincos", "vdqq"}, {"exp10", "dd"}, {"roundeven", "dd"}, {"significand", "dd"}, {"scalbln", "ddl"},
  {"drem", "ddd"}, {"remquo", "dddn"}, {"j0", "dd"}, {"j1", "dd"}, {"jn", "did"}, {"y0", "dd"}, {"y1", "dd"},
  {"yn", "did"}, {"nan", "dS"}, {"scalb", "ddd"}, {"gamma", "dd"},
};

static OfeType *proto_type(OfeCtx *ctx, char c, OfeType *floating) {
  switch (c) {
  case 'v': return TY->void_;
  case 'i': return TY->int_;
  case 'l': return TY->long_;
  case 'L': return TY->llong;
  case 'z': return TY->size_t_;
  case 'p': return TY->void_ptr;
  case 'P': return ofe_type_pointer(TY, ofe_type_qualified(TY, TY->void_, OFE_QUAL_CONST));
  case 's': return TY->char_ptr;
  case 'S': return ofe_type_pointer(TY, ofe_type_qualified(TY, TY->char_, OFE_QUAL_CONST));
  case 'n': return ofe_type_pointer(TY, TY->int_);
  case 'q': return ofe_type_pointer(TY, floating);
  case 'V': return ofe_type_pointer(TY, TY->va_list_->base); /* the array parameter's type */
  default: return floating; /* 'd' */
  }
}

static OfeDecl *library_decl(OfeCtx *ctx, const char *name, const char *proto, OfeType *floating) {
  OfeType *f = ofe_type_func(TY, proto_type(ctx, proto[0], floating));
  f->has_proto = true;
  for (const char *c = proto + 1; *c; c++) {
    if (*c == '.') f->variadic = true;
    else ofe_vec_push(&ctx->arena, &f->params, ((OfeParam){.type = proto_type(ctx, *c, floating)}));
  }
  OfeDecl *d = ofe_decl_new(&ctx->arena, D_FUNC, ofe_intern(ctx, name, strlen(name)), f, (OfeLoc){0});
  d->is_global = true;
  return d;
}

/* <name> declared with the library's prototype, or NULL. */
static OfeDecl *library_prototype(OfeCtx *ctx, const char *name) {
  for (size_t i = 0; i < sizeof library / sizeof *library; i++)
    if (strcmp(library[i].name, name) == 0) return library_decl(ctx, name, library[i].proto, NULL);
  size_t n = strlen(name);
  for (size_t i = 0; i < sizeof math_library / sizeof *math_library; i++) {
    const char *m = math_library[i].name;
    size_t mn = strlen(m);
    if (strncmp(m, name, mn) != 0) continue;
    if (n == mn) return library_decl(ctx, name, math_library[i].proto, TY->double_);
    if (n == mn + 1 && (name[mn] == 'f' || name[mn] == 'l'))
      return library_decl(ctx, name, math_library[i].proto, name[mn] == 'f' ? TY->float_ : TY->ldouble);
  }
  return NULL;
}

/* `__builtin_<name>` for library function <name>: the declared function, else one declared
 * here with the library's prototype; NULL if <name> is no library function we know. */
static OfeDecl *library_function(OfeCtx *ctx, const char *name) {
  OfeDecl *declared = ofe_scope_lookup(ctx, name);
  if (declared && declared->kind == D_FUNC) return declared;
  return library_prototype(ctx, name);
}

OfeDecl *ofe_builtin_library_function(OfeCtx *ctx, const char *name) {
  OfeDecl *d = library_prototype(ctx, name);
  if (d) d->is_noreturn = !strcmp(name, "abort") || !strcmp(name, "exit") || !strcmp(name, "_exit") || !strcmp(name, "_Exit");
  return d;
}

/* The built-ins the grammar takes as keywords (lexer.l), for __has_builtin's answers. */
static const char *const keyword_builtins[] = {"__builtin_va_arg", "__builtin_offsetof", "__builtin_types_compatible_p",
                                              "__builtin_convertvector"};

static void each_prefixed(void (*each)(void *data, const char *name), void *data, const char *name, const char *suffix) {
  char full[128];
  snprintf(full, sizeof full, "__builtin_%s%s", name, suffix);
  each(data, full);
}

void ofe_builtin_each_name(void (*each)(void *data, const char *name), void *data) {
  for (size_t i = 0; i < sizeof keyword_builtins / sizeof *keyword_builtins; i++) each(data, keyword_builtins[i]);
  for (size_t i = 0; i < sizeof table / sizeof *table; i++) each(data, table[i].name);
  for (size_t i = 0; i < sizeof overflow_table / sizeof *overflow_table; i++) each(data, overflow_table[i].name);
  for (size_t i = 0; i < sizeof library / sizeof *library; i++) each_prefixed(each, data, library[i].name, "");
  for (size_t i = 0; i < sizeof checked / sizeof *checked; i++) {
    char chk[40];
    snprintf(chk, sizeof chk, "__%s_chk", checked[i].name);
    each_prefixed(each, data, chk, "");
  }
  for (size_t i = 0; i < sizeof math_library / sizeof *math_library; i++) {
    each_prefixed(each, data, math_library[i].name, "");
    each_prefixed(each, data, math_library[i].name, "f");
    each_prefixed(each, data, math_library[i].name, "l");
  }
  ofe_atomic_builtin_each_name(each, data);
  ofe_x86_builtin_each_name(each, data);
}

static OfeDecl *builtin_decl(OfeCtx *ctx, const char *name, int number) {
  OfeDecl *d = ofe_decl_new(&ctx->arena, D_FUNC, name, ofe_type_func(TY, TY->int_), (OfeLoc){0});
  d->builtin = number;
  d->is_global = true;
  return d;
}

OfeDecl *ofe_builtin_lookup(OfeCtx *ctx, const char *name) {
  int atomic = ofe_atomic_builtin_index(name);
  if (atomic >= 0) return builtin_decl(ctx, name, ATOMIC_BASE + atomic);
  if (strncmp(name, "__builtin_", 10) != 0) return NULL;
  for (size_t i = 0; i < sizeof table / sizeof *table; i++)
    if (strcmp(table[i].name, name) == 0) return builtin_decl(ctx, name, TABLE_BASE + (int)i);
  for (size_t i = 0; i < sizeof overflow_table / sizeof *overflow_table; i++)
    if (strcmp(overflow_table[i].name, name) == 0) return builtin_decl(ctx, name, OVERFLOW_BASE + (int)i);
  if (strncmp(name, "__builtin_ia32_", 15) == 0) {
    int x86 = ofe_x86_builtin_index(name + 15);
    return builtin_decl(ctx, name, x86 < 0 ? X86_UNKNOWN : X86_BASE + x86);
  }
  size_t n = strlen(name);
  if (n > 16 && strncmp(name + 10, "__", 2) == 0 && strcmp(name + n - 4, "_chk") == 0)
    for (size_t i = 0; i < sizeof checked / sizeof *checked; i++)
      if (strlen(checked[i].name) == n - 16 && strncmp(name + 12, checked[i].name, n - 16) == 0)
        return builtin_decl(ctx, name, CHECKED_BASE + (int)i);
  return library_function(ctx, name + 10);
}

static OfeExpr *builtin_node(OfeCtx *ctx, OfeBuiltin id, OfeType *t, OfeLoc loc) {
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, t, loc);
  e->builtin->id = id;
  return e;
}

static OfeExpr *float_const(OfeCtx *ctx, OfeType *t, long double v, OfeLoc loc) {
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_FLOAT, t, loc);
  e->f.value = v;
  return e;
}

static OfeExpr *va_list_arg(OfeCtx *ctx, OfeExpr *a, const char *fn) {
  OfeExpr *r = ofe_sema_rvalue(ctx, a);
  if (r->type->kind == TY_ERROR) return r;
  if (r->type->kind != TY_PTR || r->type->base->unqual != TY->va_list_->base) {
    ofe_error(&ctx->diag, a->loc, "argument to '%s' is of type '%s' and not 'va_list'", fn, ofe_type_str(TY, a->type));
    return ofe_sema_error(ctx, a->loc);
  }
  return r;
}

static OfeType *result_type(OfeCtx *ctx, ResultKind k, OfeExprList *args) {
  switch (k) {
  case RT_INT: return TY->int_;
  case RT_LONG: return TY->long_;
  case RT_ULONG: case RT_SIZE: return TY->ulong;
  case RT_U8: return TY->uchar;
  case RT_U16: return TY->ushort;
  case RT_U32: return TY->uint;
  case RT_U64: return TY->ulong;
  case RT_DOUBLE: return TY->double_;
  case RT_FLOAT: return TY->float_;
  case RT_LDOUBLE: return TY->ldouble;
  case RT_FLOAT128: return TY->float128;
  case RT_VOID: return TY->void_;
  case RT_VOIDPTR: return TY->void_ptr;
  case RT_ARG0: return args->len ? ofe_sema_rvalue(ctx, args->items[0])->type : TY->void_ptr;
  case RT_BOOL: return TY->bool_;
  case RT_UINT: return TY->uint;
  case RT_LLONG: return TY->llong;
  case RT_ULLONG: return TY->ullong;
  case RT_U128: return TY->uint128;
  }
  return TY->int_;
}

/* ---- __builtin_{add,sub,mul}_overflow[_p] and the typed forms ---------------------------- */

/* Integer types an overflow result may have: not _Bool or an enum (GCC refuses those). */
static bool overflow_result_ok(const OfeType *t) {
  return ofe_type_is_integer(t) && t->kind != TY_BOOL && t->kind != TY_ENUM;
}

/* A constant integer operand as a sign and a magnitude (up to 2^128 - 1, or 2^127 for the
 * most negative __int128), so that sums and products are exact. */
static bool sign_magnitude(OfeCtx *ctx, const OfeExpr *e, bool *neg, OfeWide *mag) {
  OfeConst c;
  if (!ofe_const_eval(ctx, e, &c) || c.kind != CONST_INT) return false;
  *neg = !ofe_type_is_unsigned(e->type) && (__int128)c.i < 0;
  *mag = *neg ? 0 - c.i : c.i;
  return true;
}

/* Folds a _p form whose arguments are constants, so that it is a constant expression as in
 * GCC (gnulib's intprops.h uses it in static contexts): the result is computed in infinite
 * precision, then checked against rt's range. */
static bool fold_overflow(OfeCtx *ctx, OfeBuiltin op, OfeExpr *const ops[2], const OfeType *rt, bool *overflow) {
  bool na, nb, neg;
  OfeWide a, b, mag;
  if (!sign_magnitude(ctx, ops[0], &na, &a) || !sign_magnitude(ctx, ops[1], &nb, &b)) return false;
  bool huge = false; /* past 128 bits: out of any result type's range */
  if (op == BI_SUB_OVERFLOW) nb = !nb && b != 0;
  if (op == BI_MUL_OVERFLOW) {
    huge = a != 0 && b > ~(OfeWide)0 / a;
    mag = a * b;
    neg = na != nb && mag != 0;
  } else if (na == nb) {
    mag = a + b;
    huge = mag < a;
    neg = na && mag != 0;
  } else {
    mag = a >= b ? a - b : b - a;
    neg = (a >= b ? na : nb) && mag != 0;
  }
  unsigned bits = ofe_type_bits(rt);
  OfeWide max = bits >= 128 ? ~(OfeWide)0 : ((OfeWide)1 << bits) - 1;
  if (ofe_type_is_unsigned(rt)) *overflow = huge || neg || mag > max;
  else *overflow = huge || mag > (max >> 1) + neg; /* -2^(bits-1) .. 2^(bits-1) - 1 */
  return true;
}

/* The operands keep their own types (typed forms: converted to theirs); emission computes in
 * a type wide enough for both and the result, as clang does. */
static OfeExpr *overflow_call(OfeCtx *ctx, const OverflowInfo *bi, OfeExprList *args, OfeLoc loc) {
  if (args->len != 3) {
    ofe_error(&ctx->diag, loc, "too %s arguments to function call '%s', expected 3, have %zu",
              args->len < 3 ? "few" : "many", bi->name, (size_t)args->len);
    return ofe_sema_error(ctx, loc);
  }
  OfeType *fixed = bi->operands == RT_VOID ? NULL : result_type(ctx, bi->operands, args);
  OfeExpr *ops[2];
  for (int i = 0; i < 2; i++) {
    OfeExpr *a = ofe_sema_rvalue(ctx, args->items[i]);
    if (fixed) a = ofe_sema_assign_convert(ctx, a, fixed, "passing", a->loc);
    else if (!ofe_type_is_integer(a->type)) {
      ofe_error(&ctx->diag, a->loc, "operand argument to overflow builtin must be an integer ('%s' invalid)",
                ofe_type_str(TY, a->type));
      return ofe_sema_error(ctx, loc);
    }
    if (a->type->kind == TY_ERROR) return a;
    ops[i] = a;
  }
  OfeExpr *r = ofe_sema_rvalue(ctx, args->items[2]);
  if (fixed) r = ofe_sema_assign_convert(ctx, r, ofe_type_pointer(TY, fixed), "passing", r->loc);
  if (r->type->kind == TY_ERROR) return r;
  OfeType *rt = bi->predicate ? r->type : r->type->kind == TY_PTR ? r->type->base : NULL;
  if (!rt || !overflow_result_ok(rt) || (!bi->predicate && (rt->quals & OFE_QUAL_CONST))) {
    ofe_error(&ctx->diag, r->loc, bi->predicate ? "result argument to '%s' must be an integer ('%s' invalid)"
                                                : "result argument to '%s' must be a pointer to a non-const integer ('%s' invalid)",
              bi->name, ofe_type_str(TY, r->type));
    return ofe_sema_error(ctx, loc);
  }
  bool overflow;
  OfeConst third;
  if (bi->predicate && ofe_const_eval(ctx, r, &third) && fold_overflow(ctx, bi->id, ops, rt, &overflow))
    return ofe_sema_int_value(ctx, overflow, TY->bool_, loc);
  OfeExpr *e = builtin_node(ctx, bi->id, TY->bool_, loc);
  e->builtin->no_store = bi->predicate;
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, ops[0]);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, ops[1]);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, r); /* the _p form's is evaluated too, as in GCC */
  return e;
}

/* ---- __builtin___<name>_chk ------------------------------------------------------------- */

static OfeExpr *call_decl(OfeCtx *ctx, OfeDecl *fn, OfeExprList *args, OfeLoc loc) {
  OfeExpr *callee = ofe_expr_new(&ctx->arena, E_VAR, fn->type, loc);
  callee->var.decl = fn;
  callee->var.name = fn->name;
  fn->referenced = true;
  fn->ref_count++;
  return ofe_sema_call(ctx, callee, args, loc);
}

/* Whether argument i is the constant `want' (the size: all ones in any integer type). */
static bool constant_arg(OfeCtx *ctx, OfeExprList *args, int i, int64_t want) {
  int64_t v;
  return i < 0 || ((size_t)i < args->len && ofe_eval_int(ctx, ofe_sema_rvalue(ctx, args->items[i]), &v) && v == want);
}

static OfeExpr *checked_call(OfeCtx *ctx, int index, OfeExprList *args, OfeLoc loc) {
  const char *name = checked[index].name;
  if (constant_arg(ctx, args, checked[index].size, -1) && constant_arg(ctx, args, checked[index].flag, 0)) {
    OfeExprList plain = {0};
    for (size_t i = 0; i < args->len; i++)
      if ((int)i != checked[index].size && (int)i != checked[index].flag)
        ofe_expr_list_push(&ctx->arena, &plain, args->items[i]);
    return call_decl(ctx, library_function(ctx, name), &plain, loc);
  }
  const char *chk = ofe_arena_printf(&ctx->arena, "__%s_chk", name);
  OfeDecl *declared = ofe_scope_lookup(ctx, chk);
  OfeDecl *fn = declared && declared->kind == D_FUNC ? declared : library_decl(ctx, chk, checked[index].proto, NULL);
  return call_decl(ctx, fn, args, loc);
}

/* The payload a __builtin_nan string names, as gcc-12 and clang-19 read it: empty is 0, else
 * an unsigned decimal, octal (0...) or hex (0x...) number, its bits above 64 dropped (they are
 * dropped anyway: no NaN holds so many); false when it is no constant string of that form. */
static bool nan_payload(const OfeExpr *a, uint64_t *payload) {
  if (a->kind != E_STRING || a->str.char_size != 1 || a->str.len == 0) return false;
  const char *s = a->str.bytes, *end = a->str.bytes + a->str.len - 1; /* the terminating 0 */
  unsigned base = 10;
  if (end - s >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) base = 16, s += 2;
  else if (s < end && s[0] == '0') base = 8;
  if (base == 16 && s == end) return false;
  uint64_t v = 0;
  for (; s < end; s++) {
    unsigned d = *s >= '0' && *s <= '9' ? (unsigned)(*s - '0')
               : *s >= 'a' && *s <= 'f' ? (unsigned)(*s - 'a' + 10)
               : *s >= 'A' && *s <= 'F' ? (unsigned)(*s - 'A' + 10) : 16;
    if (d >= base) return false;
    v = v * base + d;
  }
  *payload = v;
  return true;
}

/* Whether the argument of __builtin_nan is a literal naming the default NaN: "" or a 0. */
static bool default_nan_string(const OfeExpr *a) {
  uint64_t payload;
  return nan_payload(a, &payload) && payload == 0;
}

/* The NaN of a type with `precision` significand bits (24, 53, 64) and the given payload, as
 * gcc-12 and clang-19 build it: the payload cut to the bits below the quiet bit's, the quiet
 * bit set (quiet) or clear, with the next bit set if nothing else is (a signalling NaN's
 * fraction may not be 0). It is held as a long double whose fraction has the type's bits at
 * its top, so that narrowing it (ofe_float_bits) gives exactly them. */
static long double nan_of_precision(int precision, bool quiet, uint64_t payload) {
  int quiet_bit = precision - 2;
  uint64_t fraction = payload & (((uint64_t)1 << quiet_bit) - 1);
  if (quiet) fraction |= (uint64_t)1 << quiet_bit;
  else if (fraction == 0) fraction = (uint64_t)1 << (quiet_bit - 1);
  uint64_t mantissa = (uint64_t)1 << 63 | fraction << (64 - precision); /* x87's explicit integer bit */
  unsigned char bytes[sizeof(long double)] = {0};
  memcpy(bytes, &mantissa, 8);
  bytes[8] = 0xff, bytes[9] = 0x7f;
  long double v;
  memcpy(&v, bytes, sizeof v);
  return v;
}

/* ---- __builtin_ffs, __builtin_strlen, __builtin_copysign ----------------------------------- */

/* The length of the string constant c points into; false when it is no literal's bytes. */
static bool literal_strlen(const OfeConst *c, uint64_t *len) {
  if (c->kind != CONST_ADDR || c->decl || c->minus || !c->literal || c->literal->kind != E_STRING) return false;
  const OfeExpr *s = c->literal;
  if (s->str.char_size != 1 || c->offset < 0 || (uint64_t)c->offset >= s->str.len) return false;
  const char *start = s->str.bytes + c->offset, *nul = memchr(start, 0, s->str.len - (size_t)c->offset);
  if (!nul) return false;
  *len = (uint64_t)(nul - start);
  return true;
}

/* The length of the string in a const char array c points into, as gcc-12 and clang-19 fold
 * `static const char s[] = "abc"; strlen(s)`: an object this unit defines with a string
 * literal, neither volatile nor weak (another unit's definition would win); false otherwise. */
static bool const_array_strlen(OfeCtx *ctx, const OfeConst *c, uint64_t *len) {
  if (c->kind != CONST_ADDR || !c->decl || c->minus || c->tls || c->offset < 0 || c->decl->kind != D_VAR) return false;
  const OfeDecl *d = c->decl->canonical ? c->decl->canonical : c->decl;
  const OfeDecl *def = d->def ? d->def : d;
  const OfeType *t = def->type;
  if (!def->init || ofe_const_weak_so_far(ctx, d) || ofe_const_weak_so_far(ctx, def) || t->kind != TY_ARRAY ||
      ofe_sizeof(t->base) != 1 || !ofe_type_is_integer(t->base) || !(t->base->quals & OFE_QUAL_CONST) ||
      ((t->quals | t->base->quals) & OFE_QUAL_VOLATILE))
    return false;
  const OfeInit *in = def->init;
  if (in->elems.len != 1 || in->elems.items[0].offset != 0 || !in->elems.items[0].expr) return false;
  const OfeExpr *s = in->elems.items[0].expr;
  if (s->kind != E_STRING || s->str.char_size != 1) return false;
  uint64_t size = ofe_sizeof(t), held = s->str.len < size ? s->str.len : size, at = (uint64_t)c->offset;
  if (at >= size) return false;
  const char *nul = at < held ? memchr(s->str.bytes + at, 0, held - at) : NULL;
  if (nul) *len = (uint64_t)(nul - (s->str.bytes + at));
  else if (in->zero_fill && held < size) *len = held > at ? held - at : 0; /* the zero bytes after it */
  else return false;
  return true;
}

OfeExpr *ofe_builtin_fold_library(OfeCtx *ctx, const char *name, OfeExpr *call) {
  if (call->kind != E_CALL) return call;
  const OfeExprList *args = &call->call.args;
  OfeConst a, b;
  if (args->len < 1 || !ofe_const_eval(ctx, args->items[0], &a)) return call;
  bool ffs = !strcmp(name, "ffs") || !strcmp(name, "ffsl") || !strcmp(name, "ffsll");
  if (ffs && args->len == 1 && a.kind == CONST_INT && ofe_type_is_integer(call->type)) {
    unsigned bits = ofe_type_bits(args->items[0]->type), n = 0;
    OfeWide v = bits >= 128 ? a.i : a.i & (((OfeWide)1 << bits) - 1);
    if (v)
      for (n = 1; !(v & 1); v >>= 1) n++;
    return ofe_sema_int_value(ctx, n, call->type, call->loc);
  }
  uint64_t len;
  if (!strcmp(name, "strlen") && args->len == 1 && ofe_type_is_integer(call->type) &&
      (literal_strlen(&a, &len) || const_array_strlen(ctx, &a, &len)))
    return ofe_sema_int_value(ctx, len, call->type, call->loc);
  bool copysign_ = !strcmp(name, "copysign") || !strcmp(name, "copysignf") || !strcmp(name, "copysignl");
  if (copysign_ && args->len == 2 && a.kind == CONST_FLOAT && ofe_type_is_float(call->type) &&
      call->type->kind != TY_FLOAT128 && ofe_const_eval(ctx, args->items[1], &b) && b.kind == CONST_FLOAT)
    return float_const(ctx, call->type, copysignl(a.f, b.f), call->loc);
  return call;
}

/* ---- __builtin_classify_type ---------------------------------------------------------------- */

/* GCC's type classes (its typeclass.h) of the argument after the default argument promotions */
static int type_class(const OfeType *t) {
  if (t->kind == TY_VOID) return 0;
  if (ofe_type_is_integer(t)) return 1;
  if (t->kind == TY_PTR) return 5;
  if (ofe_type_is_float(t)) return 8;
  if (t->kind == TY_COMPLEX) return 9; /* floating or GNU integer complex alike */
  if (t->kind == TY_STRUCT) return 12;
  if (t->kind == TY_UNION) return 13;
  return -1;
}

/* The classification forms whose prototype takes a float: the operand is converted first (a
 * double 1e300 is then an infinity). */
static bool takes_float(const char *name) {
  return strcmp(name, "__builtin_isnanf") == 0 || strcmp(name, "__builtin_isinff") == 0 ||
         strcmp(name, "__builtin_finitef") == 0;
}

/* __builtin_constant_p(e) by clang-19's rules (which follow gcc's): a value of integer,
 * floating, complex or pointer type that folds to a constant without side effects, where a
 * pointer (also one cast to an integer) counts only as a null pointer, an integer cast to a
 * pointer, or the start of a string literal ("abc", (char *)"x"; not "abc" + 1, &global, an
 * array, a function or a compound literal); a structure or union is never one. */
static bool constant_p(OfeCtx *ctx, OfeExpr *e) {
  if (e->type->kind == TY_ERROR) return false;
  const OfeType *t = e->type->unqual;
  if (t->kind == TY_COMPLEX) {
    long double re, im;
    OfeWide wre, wim;
    return ofe_type_is_integer(t->base) ? ofe_const_eval_complex_int(ctx, e, &wre, &wim) : ofe_const_eval_complex(ctx, e, &re, &im);
  }
  OfeConst c;
  if (!ofe_type_is_scalar(t) || !ofe_const_eval(ctx, e, &c)) return false;
  switch (c.kind) {
  case CONST_INT: case CONST_FLOAT: return true;
  case CONST_ADDR: return !c.decl && !c.minus && c.literal && c.literal->kind == E_STRING && c.offset == 0;
  default: return false;
  }
}

/* Whether evaluating e has no side effects (conservatively: no call, store, volatile read,
 * statement expression or other built-in), as clang-19 asks before it emits llvm.is.constant. */
static bool without_side_effects(OfeCtx *ctx, const OfeExpr *e) {
  if (ofe_stack_exhausted(&ctx->stack, &ctx->diag, e->loc)) return false;
  if ((e->type->quals & OFE_QUAL_VOLATILE) && e->lvalue) return false;
  switch (e->kind) {
  case E_INT: case E_FLOAT: case E_STRING: case E_VAR: return true;
  case E_MEMBER: return without_side_effects(ctx, e->member.base);
  case E_DEREF: case E_ADDR: return without_side_effects(ctx, e->unary_ptr.operand);
  case E_UNARY: return without_side_effects(ctx, e->unary.operand);
  case E_BINARY: return without_side_effects(ctx, e->binary.lhs) && without_side_effects(ctx, e->binary.rhs);
  case E_LOGICAL: return without_side_effects(ctx, e->logical.lhs) && without_side_effects(ctx, e->logical.rhs);
  case E_COND:
    return without_side_effects(ctx, e->cond.cond) && (!e->cond.then || without_side_effects(ctx, e->cond.then)) &&
           without_side_effects(ctx, e->cond.els);
  case E_CAST: return without_side_effects(ctx, e->cast.operand);
  default: return false;
  }
}

/* __builtin_constant_p(e): 1 where sema folds e (constant_p); for an integer or floating e
 * without side effects that it does not fold (`const int x = 3;` then x, a parameter of an
 * inline function), a BI_CONSTANT_P node that the optimiser answers (llvm.is.constant, as
 * clang-19 emits it), 0 in a constant context (const_eval); anything else 0. */
static OfeExpr *constant_p_call(OfeCtx *ctx, OfeExpr *arg, OfeLoc loc) {
  arg = ofe_sema_rvalue(ctx, arg);
  if (constant_p(ctx, arg)) return ofe_sema_int_value(ctx, 1, TY->int_, loc);
  if ((!ofe_type_is_integer(arg->type) && !ofe_type_is_float(arg->type)) || !without_side_effects(ctx, arg))
    return ofe_sema_int_value(ctx, 0, TY->int_, loc);
  OfeExpr *e = builtin_node(ctx, BI_CONSTANT_P, TY->int_, loc);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, arg);
  return e;
}

/* __builtin_fmax and the others of two constants: the constant (a NaN operand gives the other
 * one, and of zeros of both signs the max is +0, the min -0, as the C library answers);
 * otherwise a call of the library function. */
static OfeExpr *fmin_fmax_call(OfeCtx *ctx, const BuiltinInfo *bi, OfeExprList *args, OfeLoc loc) {
  OfeType *t = result_type(ctx, bi->result, args);
  long double v[2];
  for (int i = 0; i < 2; i++) {
    OfeExpr *a = ofe_sema_rvalue(ctx, args->items[i]);
    OfeConst c;
    if (!ofe_type_is_arith(a->type) || ofe_type_is_complex(a->type) || !ofe_const_eval(ctx, ofe_sema_convert(ctx, a, t), &c) ||
        c.kind != CONST_FLOAT)
      return call_decl(ctx, library_function(ctx, bi->name + 10), args, loc);
    v[i] = c.f;
  }
  bool max = strncmp(bi->name + 10, "fmax", 4) == 0;
  long double r;
  if (isnan(v[0]) || isnan(v[1])) r = isnan(v[0]) ? v[1] : v[0];
  else if (v[0] == v[1]) r = (signbit(v[0]) != 0) == max ? v[1] : v[0];
  else r = (v[0] > v[1]) == max ? v[0] : v[1];
  return float_const(ctx, t, r, loc);
}

/* __builtin_object_size(p, kind) as clang-19 answers it: what the front end knows (a pointer
 * into a named object or literal at a constant offset), else a BI_OBJECT_SIZE node that LLVM's
 * llvm.objectsize answers at -O2 (emit_builtin.c); a pointer with side effects is not
 * evaluated, and the answer is unknown: (size_t)-1 for kinds 0 and 1, 0 for 2 and 3. */
static OfeExpr *object_size_call(OfeCtx *ctx, OfeBuiltin id, OfeExprList *args, OfeLoc loc) {
  int64_t kind;
  if (!ofe_sema_const_int(ctx, args->items[1], &kind, "object size type")) return ofe_sema_error(ctx, loc);
  if (kind < 0 || kind > 3) {
    ofe_error(&ctx->diag, args->items[1]->loc, "argument value %lld is outside the valid range [0, 3]", (long long)kind);
    return ofe_sema_error(ctx, loc);
  }
  OfeExpr *p = ofe_sema_rvalue(ctx, args->items[0]);
  if (p->type->kind != TY_PTR) {
    p = ofe_sema_assign_convert(ctx, p, TY->void_ptr, "passing", p->loc);
    if (p->type->kind == TY_ERROR) return p;
  }
  uint64_t size;
  if (ofe_object_size_fold(ctx, p, (int)kind, &size)) return ofe_sema_int_value(ctx, size, TY->ulong, loc);
  if (!without_side_effects(ctx, p)) return ofe_sema_int_value(ctx, kind & 2 ? 0 : UINT64_MAX, TY->ulong, loc);
  OfeExpr *e = builtin_node(ctx, id, TY->ulong, loc);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, p);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_int_value(ctx, (OfeWide)kind, TY->int_, loc));
  return e;
}

OfeExpr *ofe_builtin_call(OfeCtx *ctx, OfeDecl *b, OfeExprList *args, OfeLoc loc) {
  for (size_t i = 0; i < args->len; i++)
    if (args->items[i]->type->kind == TY_ERROR) return ofe_sema_error(ctx, loc);
  if (b->builtin >= X86_UNKNOWN) return ofe_x86_builtin_call(ctx, b->builtin == X86_UNKNOWN ? -1 : b->builtin - X86_BASE, b->name, args, loc);
  if (b->builtin >= ATOMIC_BASE) return ofe_atomic_builtin_call(ctx, b->builtin - ATOMIC_BASE, b->name, args, loc);
  if (b->builtin >= CHECKED_BASE) return checked_call(ctx, b->builtin - CHECKED_BASE, args, loc);
  if (b->builtin >= OVERFLOW_BASE) return overflow_call(ctx, &overflow_table[b->builtin - OVERFLOW_BASE], args, loc);
  const BuiltinInfo *bi = &table[b->builtin - TABLE_BASE];
  if (bi->nargs >= 0 && args->len != (size_t)bi->nargs) {
    ofe_error(&ctx->diag, loc, "too %s arguments to function call '%s', expected %d, have %zu",
              args->len < (size_t)bi->nargs ? "few" : "many", bi->name, bi->nargs, (size_t)args->len);
    return ofe_sema_error(ctx, loc);
  }
  if (bi->id == BI_SETJMP && ctx->func) ctx->func->returns_twice = true;
  switch (bi->id) {
  case VA_START_ID: case VA_END_ID: case VA_COPY_ID: {
    if (bi->id == VA_START_ID && (!ctx->func || !ctx->func->decl->type->variadic)) {
      ofe_error(&ctx->diag, loc, "'va_start' used in function with fixed arguments");
      return ofe_sema_error(ctx, loc);
    }
    OfeExpr *ap = va_list_arg(ctx, args->items[0], bi->name);
    if (ap->type->kind == TY_ERROR) return ap;
    OfeExprKind k = bi->id == VA_START_ID ? E_VA_START : bi->id == VA_END_ID ? E_VA_END : E_VA_COPY;
    OfeExpr *e = ofe_expr_new(&ctx->arena, k, TY->void_, loc);
    e->va.ap = ap;
    if (k == E_VA_COPY) {
      e->va.src = va_list_arg(ctx, args->items[1], bi->name);
      if (e->va.src->type->kind == TY_ERROR) return e->va.src;
    }
    return e;
  }
  case CHOOSE_EXPR_ID: {
    /* the chosen operand as it is (an lvalue stays one), the other one not evaluated */
    int64_t which;
    if (!ofe_sema_const_int(ctx, args->items[0], &which, "first argument to '__builtin_choose_expr'"))
      return ofe_sema_error(ctx, loc);
    return args->items[which ? 1 : 2];
  }
  case CLASSIFY_TYPE_ID: /* the argument is not evaluated */
    return ofe_sema_int_value(ctx, (uint64_t)(int64_t)type_class(ofe_sema_rvalue(ctx, args->items[0])->type), TY->int_, loc);
  case BI_CONSTANT_P: return constant_p_call(ctx, args->items[0], loc);
  case FMIN_FMAX_ID: return fmin_fmax_call(ctx, bi, args, loc);
  case BI_COMPLEX: return ofe_sema_builtin_complex(ctx, args->items[0], args->items[1], loc);
  case BI_CPU_INIT: case BI_CPU_SUPPORTS: case BI_CPU_IS: return ofe_x86_cpu_builtin_call(ctx, bi->id, args, loc);
  case BI_SHUFFLEVECTOR: return ofe_sema_vector_shuffle(ctx, args, loc);
  case GNU_SHUFFLE_ID: return ofe_sema_gnu_shuffle(ctx, args, loc);
  case BI_REAL: case BI_IMAG: case BI_CONJ: {
    /* as the library function: the argument converted to its complex type first */
    OfeType *ct = ofe_type_complex_of(TY, result_type(ctx, bi->result, args));
    OfeExpr *z = ofe_sema_assign_convert(ctx, args->items[0], ct, "passing", loc);
    if (z->type->kind == TY_ERROR) return z;
    return bi->id == BI_CONJ ? ofe_sema_conj(ctx, z, loc) : ofe_sema_complex_part(ctx, bi->id == BI_IMAG, z, loc);
  }
  case BI_VA_ARG_PACK: case BI_VA_ARG_PACK_LEN:
    /* an extern inline gnu_inline function passing its variable arguments on (glibc's error(),
     * its fortified printf): such a definition is only for inlining, and the external one is
     * the same function, so ompfe drops the definition and calls that one, as gcc does when it
     * does not inline */
    if (!ofe_sema_forwards_va_arg_pack(ctx)) {
      ofe_error(&ctx->diag, loc, "invalid use of '%s ()': only an extern inline gnu_inline function with variable arguments may use it", bi->name);
      return ofe_sema_error(ctx, loc);
    }
    return ofe_sema_int_value(ctx, 0, TY->int_, loc);
  case BI_LINE: return ofe_sema_int_value(ctx, loc.line, TY->int_, loc);
  case BI_FILE: case BI_FUNCTION: {
    const char *s = bi->id == BI_FILE ? ofe_diag_file_name(&ctx->diag, loc.file) : ctx->func ? ctx->func->decl->name : "";
    OfeExpr *str = ofe_sema_string(ctx, s, strlen(s) + 1, 1, loc);
    return ofe_sema_convert(ctx, ofe_sema_rvalue(ctx, str), ofe_type_pointer(TY, ofe_type_qualified(TY, TY->char_, OFE_QUAL_CONST)));
  }
  case BI_ALLOCA_ALIGN: {
    int64_t bits;
    if (!ofe_sema_const_int(ctx, args->items[1], &bits, "alignment")) return ofe_sema_error(ctx, loc);
    if (bits < 8 || (bits & (bits - 1)) || bits > (int64_t)1 << 32) {
      ofe_error(&ctx->diag, args->items[1]->loc, "requested alignment must be a power of 2 bits, from 8");
      return ofe_sema_error(ctx, loc);
    }
    OfeExpr *e = builtin_node(ctx, BI_ALLOCA_ALIGN, TY->void_ptr, loc);
    OfeExpr *size = ofe_sema_rvalue(ctx, args->items[0]);
    ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_assign_convert(ctx, size, TY->ulong, "passing", size->loc));
    ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_int_value(ctx, (OfeWide)bits, TY->ulong, loc));
    return e->builtin->args.items[0]->type->kind == TY_ERROR ? ofe_sema_error(ctx, loc) : e;
  }
  case BI_FRAME_ADDRESS: case BI_RETURN_ADDRESS: {
    int64_t level;
    if (!ofe_sema_const_int(ctx, args->items[0], &level, "frame level")) return ofe_sema_error(ctx, loc);
    if (level != 0) { /* LLVM would walk frames that -fomit-frame-pointer (the default at -O2) lacks */
      ofe_error(&ctx->diag, args->items[0]->loc, "'%s' with a level other than 0 is not supported", bi->name);
      return ofe_sema_error(ctx, loc);
    }
    break;
  }
  case BI_HUGE_VAL: case BI_INF: return float_const(ctx, TY->double_, INFINITY, loc);
  case BI_HUGE_VALF: case BI_INFF: return float_const(ctx, TY->float_, INFINITY, loc);
  case BI_HUGE_VALL: case BI_INFL: return float_const(ctx, TY->ldouble, INFINITY, loc);
  case BI_HUGE_VALQ: case BI_INFQ: return float_const(ctx, TY->float128, INFINITY, loc);
  case BI_NANQ:
    if (default_nan_string(args->items[0])) return float_const(ctx, TY->float128, NAN, loc);
    /* GCC calls libquadmath's nanq() for those, a library ompcc does not link */
    ofe_error(&ctx->diag, args->items[0]->loc, "'__builtin_nanq' with a payload or a string known only at run time is not supported by ompfe");
    return ofe_sema_error(ctx, loc);
  case BI_NAN: case BI_NANF: case BI_NANL: case BI_NANS: case BI_NANSF: case BI_NANSL: {
    bool is_float = bi->id == BI_NANF || bi->id == BI_NANSF, is_double = bi->id == BI_NAN || bi->id == BI_NANS;
    OfeType *t = is_double ? TY->double_ : is_float ? TY->float_ : TY->ldouble;
    bool quiet = bi->id == BI_NAN || bi->id == BI_NANF || bi->id == BI_NANL;
    uint64_t payload;
    if (nan_payload(args->items[0], &payload))
      return float_const(ctx, t, nan_of_precision(is_double ? 53 : is_float ? 24 : 64, quiet, payload), loc);
    if (quiet) /* a string known only at run time: the C library's nan(), as GCC calls it */
      return call_decl(ctx, library_function(ctx, bi->name + 10), args, loc);
    ofe_error(&ctx->diag, args->items[0]->loc, "argument to '%s' must be a constant string of digits", bi->name);
    return ofe_sema_error(ctx, loc);
  }
  case BI_LONGJMP: {
    int64_t value;
    if (!ofe_sema_const_int(ctx, args->items[1], &value, "second argument to '__builtin_longjmp'"))
      return ofe_sema_error(ctx, loc);
    if (value != 1) { /* GCC's rule: __builtin_setjmp then returns 1 */
      ofe_error(&ctx->diag, args->items[1]->loc, "second argument to '__builtin_longjmp' must be 1");
      return ofe_sema_error(ctx, loc);
    }
    args->len = 1;
    break;
  }
  case BI_OBJECT_SIZE: case BI_DYNAMIC_OBJECT_SIZE: return object_size_call(ctx, bi->id, args, loc);
  default: break;
  }
  OfeType *rt = result_type(ctx, bi->result, args);
  OfeExpr *e = builtin_node(ctx, (OfeBuiltin)bi->id, rt, loc);
  for (size_t i = 0; i < args->len; i++) {
    OfeExpr *a = ofe_sema_rvalue(ctx, args->items[i]);
    OfeType *want = NULL;
    switch (bi->id) {
    case BI_EXPECT: want = i == 2 ? TY->double_ : TY->long_; break; /* with_probability: a double */
    case BI_IDENTITY: want = i == 0 ? rt : NULL; break;
    case BI_PARITY: case BI_CLRSB: want = bi->id == BI_PARITY ? TY->uint : TY->int_; break;
    case BI_PARITYL: want = TY->ulong; break;
    case BI_CLRSBL: want = TY->long_; break;
    case BI_BSWAP128: want = TY->uint128; break;
    case BI_BITREVERSE: case BI_ROTATE_LEFT: case BI_ROTATE_RIGHT: want = rt; break;
    case BI_POWI: want = i == 0 ? rt : TY->int_; break;
    case BI_BSWAP16: want = TY->ushort; break;
    case BI_BSWAP32: case BI_CLZ: case BI_CTZ: case BI_POPCOUNT: want = TY->uint; break;
    case BI_BSWAP64: case BI_CLZL: case BI_CTZL: case BI_POPCOUNTL: want = TY->ulong; break;
    case BI_ABS: want = TY->int_; break;
    case BI_LABS: want = TY->long_; break;
    case BI_FABS: want = TY->double_; break;
    case BI_FABSF: want = TY->float_; break;
    case BI_FABSL: want = TY->ldouble; break;
    case BI_ALLOCA: want = TY->ulong; break;
    case BI_SETJMP: case BI_LONGJMP: want = ofe_type_pointer(TY, TY->void_ptr); break;
    case BI_STACK_RESTORE: want = TY->void_ptr; break;
    case BI_FPCLASSIFY: want = i < 5 ? TY->int_ : NULL; break;
    case BI_ISGREATER: case BI_ISGREATEREQUAL: case BI_ISLESS: case BI_ISLESSEQUAL:
    case BI_ISLESSGREATER: case BI_ISUNORDERED:
      if (i == 0) {
        OfeExpr *o = ofe_sema_rvalue(ctx, args->items[1]);
        if (!ofe_type_is_arith(a->type) || !ofe_type_is_arith(o->type)) {
          ofe_error(&ctx->diag, loc, "floating point classification requires arguments of floating point type");
          return ofe_sema_error(ctx, loc);
        }
        OfeType *ct = ofe_type_common(TY, a->type, o->type);
        if (!ofe_type_is_float(ct)) ct = TY->double_;
        e->builtin->args.len = 0;
        ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_convert(ctx, a, ct));
        ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_convert(ctx, o, ct));
        return e;
      }
      break;
    default: break;
    }
    bool classify = bi->id == BI_ISNAN || bi->id == BI_ISINF || bi->id == BI_ISINF_SIGN || bi->id == BI_ISFINITE ||
                    bi->id == BI_ISNORMAL || bi->id == BI_SIGNBIT || (bi->id == BI_FPCLASSIFY && i == 5);
    if (classify && a->type->kind == TY_FLOAT16) {
      /* classified as a _Float16 (an excess result rounded first), as in gcc-12 */
    } else if (classify && takes_float(bi->name) && ofe_type_is_arith(a->type)) {
      a = ofe_sema_convert(ctx, a, TY->float_); /* 1e300 is an infinity as a float */
    } else if (classify) {
      if (!ofe_type_is_float(a->type)) {
        if (!ofe_type_is_integer(a->type)) {
          ofe_error(&ctx->diag, a->loc, "floating point classification requires argument of floating point type (passed in '%s')",
                    ofe_type_str(TY, a->type));
          return ofe_sema_error(ctx, loc);
        }
        a = ofe_sema_convert(ctx, a, TY->double_);
      }
    } else if (want) {
      a = ofe_sema_assign_convert(ctx, a, want, "passing", a->loc);
    }
    ofe_expr_list_push(&ctx->arena, &e->builtin->args, a);
  }
  OfeConst value;
  /* gcc-12 and clang-19 fold an expect of a constant and never evaluate its hint */
  if (bi->id == BI_EXPECT && ofe_const_eval(ctx, e, &value) && value.kind == CONST_INT)
    return ofe_sema_int_value(ctx, value.i, e->type, loc);
  return e;
}
