/* types: C types for x86_64 Linux (LP64, SysV layout): constructors, queries, the usual
 * arithmetic conversions, struct/union layout and compatibility. */
#ifndef OFE_TYPES_H
#define OFE_TYPES_H

#include <stdbool.h>
#include <stdint.h>

#include "support/arena.h"
#include "support/diag.h"
#include "support/strmap.h"

typedef struct OfeType OfeType;
typedef struct OfeExpr OfeExpr;
typedef struct OfeDecl OfeDecl;

typedef enum OfeTypeKind {
  TY_VOID,
  TY_BOOL,
  TY_CHAR, /* plain char: signed on x86_64, but a distinct type */
  TY_SCHAR,
  TY_UCHAR,
  TY_SHORT,
  TY_USHORT,
  TY_INT,
  TY_UINT,
  TY_LONG,
  TY_ULONG,
  TY_LLONG,
  TY_ULLONG,
  TY_INT128,
  TY_UINT128,
  TY_FLOAT16, /* _Float16: IEEE half; arithmetic is done in float (sema's excess precision) */
  TY_FLOAT,
  TY_DOUBLE,
  TY_LDOUBLE, /* x87 80-bit, stored in 16 bytes */
  TY_FLOAT128,
  TY_COMPLEX, /* C99 _Complex: base is the element (float, double or long double; GNU: an integer type) */
  TY_VECTOR,  /* GNU vector_size: base is the element (an integer type or float/double), array_len the count */
  TY_ENUM,
  TY_PTR,
  TY_ARRAY,
  TY_FUNC,
  TY_STRUCT,
  TY_UNION,
  TY_ERROR, /* the type of an expression that already produced a diagnostic */
} OfeTypeKind;

enum { OFE_QUAL_CONST = 1, OFE_QUAL_VOLATILE = 2, OFE_QUAL_RESTRICT = 4, OFE_QUAL_ATOMIC = 8 };

typedef struct OfeMember {
  const char *name; /* NULL for an anonymous struct/union member or unnamed bit-field */
  OfeType *type;
  uint64_t offset; /* bytes from the start of the record (of the storage unit for bit-fields) */
  unsigned bit_offset, bit_width;
  unsigned unit_size; /* bit-fields: the bytes read and written at offset to reach it */
  bool is_bitfield;
  bool packed; /* __attribute__((packed)) on the member: byte aligned */
  unsigned user_align; /* aligned or _Alignas written on the member itself: what packing leaves it */
  OfeLoc loc;
} OfeMember;

typedef struct OfeRecord {
  const char *tag;
  const char *typedef_name; /* an untagged one's first typedef name (its name for linkage in C++) */
  OFE_VEC(OfeMember) members;
  uint64_t size;
  unsigned align;
  bool complete, is_union, has_flexible_array;
  bool packed; /* __attribute__((packed)) on the record, before or after the members */
  /* __attribute__((transparent_union)) (GCC): a parameter of this union type takes an argument
   * of a member's type (sema_expr.c); passed as its first member is (sema_decl.c's checks) */
  bool transparent;
  unsigned max_field_align; /* `#pragma pack(n)` in effect at its '{': n, else 0 */
  OfeLoc loc;
  /* for a record of many members: each name to the position + 1 of the member that holds it
   * (the anonymous record, for a name inside one), so that finding a member is not a scan;
   * kept by ofe_record_push_member */
  OfeStrMap *by_name;
} OfeRecord;

typedef struct OfeEnum {
  const char *tag;
  bool complete;
  OfeLoc loc;
  int64_t next, min, max; /* while its list is open: the next value and the range so far */
  OfeType *next_type;     /* the type the next implicit value takes: the last enumerator's */
  bool any;
  bool above_int64; /* a value above INT64_MAX (UINTPTR_MAX, say): read min/max as unsigned */
  /* attributes on its definition: packed (the smallest integer type that holds the values),
   * mode (that size, signed as in clang-19), aligned (exactly that alignment, as in clang-19) */
  bool packed;
  unsigned mode, align;
  OFE_VEC(OfeDecl *) constants; /* in declaration order (-Wswitch names the ones not handled) */
} OfeEnum;

typedef struct OfeParam {
  const char *name;
  OfeType *type; /* adjusted: arrays and functions become pointers */
  OfeLoc loc;
  OfeDecl *decl; /* the parameter object (declared in the prototype scope) */
} OfeParam;

typedef OFE_VEC(OfeParam) OfeParamVec;

struct OfeType {
  OfeTypeKind kind;
  unsigned quals;
  uint64_t size;
  unsigned align;
  OfeType *unqual; /* the same type without qualifiers (itself when quals == 0) */
  OfeType *base;   /* pointee, element type, return type, or an enum's integer type */
  OfeType *pointer_cache; /* pointer to this (unqualified) type, built once */
  /* arrays */
  int64_t array_len; /* -1: incomplete ([]) or variable length */
  OfeExpr *vla_len;  /* variable length arrays: the length expression, checked */
  OfeDecl *vla_var;  /* hidden local that holds the evaluated length (an unsigned long) */
  bool vla_star;     /* `[*]`: a VLA of unspecified length, which only prototypes may declare */
  unsigned param_quals; /* `[const 5]`: the qualifiers of the pointer a parameter of this type becomes */
  /* functions */
  OfeParamVec params;
  bool variadic, has_proto;
  bool empty_definition; /* `f() {}`: emitted as taking nothing, but calls may pass arguments */
  /* struct/union/enum */
  OfeRecord *record;
  OfeEnum *enumeration;
  /* alignment requested with __attribute__((aligned)) on a typedef or a variable */
  unsigned user_align;
  /* a typedef's aligned(N): the type's alignment is user_align, even below its natural one */
  bool align_exact;
};

typedef struct OfeTypes {
  OfeArena *arena;
  OfeType *void_, *bool_, *char_, *schar, *uchar, *short_, *ushort, *int_, *uint, *long_, *ulong,
      *llong, *ullong, *int128, *uint128, *float16, *float_, *double_, *ldouble, *float128, *error,
      *cfloat, *cdouble, *cldouble, /* float, double and long double _Complex */
      /* GNU _Complex of each integer type, char to unsigned __int128 (by kind - TY_CHAR) */
      *cint[TY_UINT128 - TY_CHAR + 1],
      *char_ptr, *void_ptr, *size_t_, *ptrdiff_t_, *va_list_;
  OfeType *auto_type; /* __auto_type until the initializer gives the type (a void of its own) */
} OfeTypes;

void ofe_types_init(OfeTypes *t, OfeArena *arena);

OfeType *ofe_type_pointer(OfeTypes *t, OfeType *base);
/* An integer constant of any C type, __int128 included: its value over 128 bits, sign-extended
 * from a signed type's width, zero-extended from an unsigned one's. */
typedef unsigned __int128 OfeWide;
/* v in decimal, read as signed or unsigned, in buf (41 bytes at least); returns buf. */
char *ofe_wide_format(char *buf, OfeWide v, bool is_signed);

OfeType *ofe_type_array(OfeTypes *t, OfeType *elem, int64_t len);
/* Objects stay below 2^61 bytes, clang's limit: bit sizes and offsets then fit in 64 bits. */
#define OFE_OBJECT_SIZE_LIMIT (1ull << 61)
/* Whether n elements of elem reach the limit. Such an array type is an error. */
bool ofe_array_too_large(const OfeType *elem, uint64_t n);
OfeType *ofe_type_vla(OfeTypes *t, OfeType *elem, OfeExpr *len);
OfeType *ofe_type_func(OfeTypes *t, OfeType *ret);
/* A GNU vector of n elements of elem (n a power of two): its size n * sizeof(elem), aligned as
 * clang-19 aligns it, to its size (gcc stops at 16 bytes without AVX; see docs/user-guide.md). */
OfeType *ofe_type_vector(OfeTypes *t, OfeType *elem, int64_t n);
/* The largest vector ompfe makes, in bytes. */
#define OFE_VECTOR_SIZE_LIMIT 1024
/* A vector of more than 16 bytes, or a structure, union or array holding one: passed by value,
 * its ABI depends on AVX (clang-19 uses ymm registers with it, memory without), so ompfe
 * refuses that (sema_vector.c). */
bool ofe_type_has_wide_vector(const OfeType *t);
/* The vector of the signed integers as wide as t's elements, that a comparison of t gives. */
OfeType *ofe_type_vector_mask(OfeTypes *t, const OfeType *vec);
OfeType *ofe_type_qualified(OfeTypes *t, OfeType *ty, unsigned quals);
OfeType *ofe_type_record(OfeTypes *t, bool is_union, const char *tag, OfeLoc loc);
OfeType *ofe_type_enum(OfeTypes *t, const char *tag, OfeLoc loc);
/* ty aligned to at least align (aligned on a variable or a member only raises it) */
OfeType *ofe_type_aligned(OfeTypes *t, OfeType *ty, unsigned align);
/* ty aligned to exactly align: aligned(N) on a typedef may also lower it (GCC, clang) */
OfeType *ofe_type_typedef_aligned(OfeTypes *t, OfeType *ty, unsigned align);

/* Lays out a record's members (in .members, offsets unset) as the SysV ABI does. */
void ofe_record_layout(OfeTypes *t, OfeType *rec, bool packed);
/* Adds m after rec's members (its definition's next member); the members start empty again
 * with ofe_record_clear_members. */
void ofe_record_push_member(OfeTypes *t, OfeType *rec, OfeMember m);
void ofe_record_clear_members(OfeType *rec);
/* Finds a member by name, looking into anonymous members; *offset accumulates their offsets.
 * Returns NULL if absent. The path of anonymous members is not needed: offsets are absolute. */
const OfeMember *ofe_record_find(const OfeType *rec, const char *name, uint64_t *offset);
/* The position of the member that has the name, or of the anonymous member that holds it; -1 if none. */
long ofe_record_holder(const OfeType *rec, const char *name);

/* Size and alignment; records are read through their (possibly later completed) layout. */
static inline uint64_t ofe_sizeof(const OfeType *t) {
  return (t->kind == TY_STRUCT || t->kind == TY_UNION) ? t->record->size : t->size;
}
static inline unsigned ofe_alignof(const OfeType *t) {
  if (t->kind == TY_STRUCT || t->kind == TY_UNION) {
    if (t->align_exact) return t->user_align;
    unsigned a = t->record->align ? t->record->align : 1;
    return t->user_align > a ? t->user_align : a;
  }
  return t->align;
}
/* The alignment without any typedef's aligned attribute (gcc's main variant, clang's canonical
 * type): what the ABI reads to find misaligned fields and to align a byval copy. */
unsigned ofe_natural_alignof(const OfeType *t);
static inline OfeType *ofe_unqual(OfeType *t) { return t->unqual; }
bool ofe_type_is_integer(const OfeType *t);  /* includes _Bool, char, enums */
bool ofe_type_is_unsigned(const OfeType *t);
bool ofe_type_is_float(const OfeType *t);
/* Real arithmetic types: integers and real floating types (complex ones are apart, handled
 * where C allows them; see ofe_type_is_complex). */
bool ofe_type_is_arith(const OfeType *t);
bool ofe_type_is_scalar(const OfeType *t); /* real arithmetic or pointer */
/* A scalar the emitter can hold as an MLIR value instead of in a stack slot: one whose slot
 * gives back on a load exactly what was stored (not _Bool, kept as a byte; not volatile or
 * _Atomic; not long double, __int128 or complex, which the ABI passes apart). */
bool ofe_type_is_plain_value(const OfeType *t);
bool ofe_type_is_complex(const OfeType *t);
/* Arithmetic in C's sense: real arithmetic or complex. */
bool ofe_type_is_arith_or_complex(const OfeType *t);
/* The complex type whose element is real floating type r; the real type of a complex one
 * (its element), and t itself for a real one. */
OfeType *ofe_type_complex_of(OfeTypes *t, const OfeType *r);
OfeType *ofe_type_real_of(OfeType *t);
bool ofe_type_is_record(const OfeType *t);
bool ofe_type_is_aggregate(const OfeType *t); /* struct, union or array */
bool ofe_type_is_complete(const OfeType *t);
bool ofe_type_is_vla(const OfeType *t); /* a VLA, or an array of VLAs */
bool ofe_type_is_vm(const OfeType *t);  /* variably modified: a VLA, a pointer to one, ... */
bool ofe_type_is_func(const OfeType *t);
bool ofe_type_is_array(const OfeType *t);
/* Integer conversion rank (C11 6.3.1.1); enums rank as their underlying type. */
int ofe_type_rank(const OfeType *t);
OfeType *ofe_type_promote(OfeTypes *t, OfeType *ty);          /* integer promotions */
OfeType *ofe_type_common(OfeTypes *t, OfeType *a, OfeType *b); /* usual arithmetic conversions */
/* The usual arithmetic conversions' real type of operands one of which may be complex (the
 * result is complex of it when either is): GCC keeps a real operand real. */
OfeType *ofe_type_common_real(OfeTypes *t, OfeType *a, OfeType *b);
/* A function type without a prototype: `R ()` says nothing of the parameters, and calls pass
 * promoted arguments (as variadic ones on x86_64); a K&R definition's type knows them, as the
 * promoted types its callers pass. */
static inline bool ofe_func_params_unknown(const OfeType *f) { return !f->has_proto && !f->params.len; }
static inline bool ofe_func_is_knr(const OfeType *f) { return !f->has_proto && f->params.len; }
bool ofe_type_compatible(const OfeType *a, const OfeType *b);
OfeType *ofe_type_composite(OfeTypes *t, OfeType *a, OfeType *b);
/* The C spelling of a type, for diagnostics ("int *", "struct S", "int (*)(double)"). */
const char *ofe_type_str(OfeTypes *t, const OfeType *ty);
/* Bits in an integer type's value representation. */
unsigned ofe_type_bits(const OfeType *t);

#endif
