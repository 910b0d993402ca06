/* types: construction and queries of C types; record layout follows the x86_64 SysV ABI
 * (GCC's bit-field rules), so structs match what gcc and clang lay out. */
#include "sema/types.h"

#include <string.h>

static OfeType *new_type(OfeTypes *t, OfeTypeKind kind, uint64_t size, unsigned align) {
  OfeType *ty = ofe_arena_alloc(t->arena, sizeof *ty);
  ty->kind = kind;
  ty->size = size;
  ty->align = align;
  ty->unqual = ty;
  return ty;
}

void ofe_types_init(OfeTypes *t, OfeArena *arena) {
  memset(t, 0, sizeof *t);
  t->arena = arena;
  t->void_ = new_type(t, TY_VOID, 1, 1);
  t->bool_ = new_type(t, TY_BOOL, 1, 1);
  t->char_ = new_type(t, TY_CHAR, 1, 1);
  t->schar = new_type(t, TY_SCHAR, 1, 1);
  t->uchar = new_type(t, TY_UCHAR, 1, 1);
  t->short_ = new_type(t, TY_SHORT, 2, 2);
  t->ushort = new_type(t, TY_USHORT, 2, 2);
  t->int_ = new_type(t, TY_INT, 4, 4);
  t->uint = new_type(t, TY_UINT, 4, 4);
  t->long_ = new_type(t, TY_LONG, 8, 8);
  t->ulong = new_type(t, TY_ULONG, 8, 8);
  t->llong = new_type(t, TY_LLONG, 8, 8);
  t->ullong = new_type(t, TY_ULLONG, 8, 8);
  t->int128 = new_type(t, TY_INT128, 16, 16);
  t->uint128 = new_type(t, TY_UINT128, 16, 16);
  t->float16 = new_type(t, TY_FLOAT16, 2, 2);
  t->float_ = new_type(t, TY_FLOAT, 4, 4);
  t->double_ = new_type(t, TY_DOUBLE, 8, 8);
  t->ldouble = new_type(t, TY_LDOUBLE, 16, 16);
  t->float128 = new_type(t, TY_FLOAT128, 16, 16);
  t->error = new_type(t, TY_ERROR, 1, 1);
  OfeType *elems[3] = {t->float_, t->double_, t->ldouble}, **cplx[3] = {&t->cfloat, &t->cdouble, &t->cldouble};
  for (int i = 0; i < 3; i++) {
    *cplx[i] = new_type(t, TY_COMPLEX, 2 * elems[i]->size, elems[i]->align);
    (*cplx[i])->base = elems[i];
  }
  OfeType *ints[] = {t->char_, t->schar, t->uchar, t->short_, t->ushort, t->int_, t->uint, t->long_, t->ulong, t->llong, t->ullong, t->int128, t->uint128};
  for (size_t i = 0; i < sizeof ints / sizeof *ints; i++) {
    OfeType *c = new_type(t, TY_COMPLEX, 2 * ints[i]->size, ints[i]->align);
    c->base = ints[i];
    t->cint[ints[i]->kind - TY_CHAR] = c;
  }
  t->auto_type = new_type(t, TY_VOID, 0, 1);
  t->char_ptr = ofe_type_pointer(t, t->char_);
  t->void_ptr = ofe_type_pointer(t, t->void_);
  t->size_t_ = t->ulong;
  t->ptrdiff_t_ = t->long_;
  /* __builtin_va_list: struct __va_list_tag { unsigned gp_offset, fp_offset; void *overflow_arg_area,
   * *reg_save_area; }[1] (SysV ABI §3.5.7). */
  OfeType *tag = ofe_type_record(t, false, "__va_list_tag", (OfeLoc){0});
  OfeType *fields[] = {t->uint, t->uint, t->void_ptr, t->void_ptr};
  const char *names[] = {"gp_offset", "fp_offset", "overflow_arg_area", "reg_save_area"};
  for (int i = 0; i < 4; i++) {
    ofe_record_push_member(t, tag, (OfeMember){.name = names[i], .type = fields[i]});
  }
  ofe_record_layout(t, tag, false);
  t->va_list_ = ofe_type_array(t, tag, 1);
}

OfeType *ofe_type_pointer(OfeTypes *t, OfeType *base) {
  if (!base->quals && base->pointer_cache) return base->pointer_cache;
  OfeType *p = new_type(t, TY_PTR, 8, 8);
  p->base = base;
  if (!base->quals) base->pointer_cache = p;
  return p;
}

OfeType *ofe_type_vector(OfeTypes *t, OfeType *elem, int64_t n) {
  uint64_t size = ofe_sizeof(elem) * (uint64_t)n;
  OfeType *v = new_type(t, TY_VECTOR, size, (unsigned)size);
  v->base = elem->unqual;
  v->array_len = n;
  return v;
}

bool ofe_type_has_wide_vector(const OfeType *t) {
  if (t->kind == TY_VECTOR) return t->size > 16;
  if (t->kind == TY_ARRAY) return ofe_type_has_wide_vector(t->base);
  if (!ofe_type_is_record(t) || !t->record->complete) return false;
  for (size_t i = 0; i < t->record->members.len; i++)
    if (ofe_type_has_wide_vector(t->record->members.items[i].type)) return true;
  return false;
}

OfeType *ofe_type_vector_mask(OfeTypes *t, const OfeType *vec) {
  OfeType *by_size[] = {NULL, t->schar, t->short_, NULL, t->int_, NULL, NULL, NULL, t->llong}; /* clang-19 spells them so */
  return ofe_type_vector(t, by_size[ofe_sizeof(vec->base)], vec->array_len);
}

OfeType *ofe_type_array(OfeTypes *t, OfeType *elem, int64_t len) {
  uint64_t n = len < 0 ? 0 : (uint64_t)len;
  OfeType *a = new_type(t, TY_ARRAY, ofe_sizeof(elem) * n, ofe_alignof(elem));
  a->base = elem;
  a->array_len = len;
  return a;
}

char *ofe_wide_format(char *buf, OfeWide v, bool is_signed) {
  bool neg = is_signed && (v >> 127);
  OfeWide m = neg ? 0 - v : v;
  char digits[40];
  int n = 0;
  do {
    digits[n++] = (char)('0' + (int)(m % 10));
    m /= 10;
  } while (m);
  char *p = buf;
  if (neg) *p++ = '-';
  while (n) *p++ = digits[--n];
  *p = 0;
  return buf;
}

bool ofe_array_too_large(const OfeType *elem, uint64_t n) {
  uint64_t size = ofe_sizeof(elem);
  return size && n >= (OFE_OBJECT_SIZE_LIMIT + size - 1) / size;
}

OfeType *ofe_type_vla(OfeTypes *t, OfeType *elem, OfeExpr *len) {
  OfeType *a = ofe_type_array(t, elem, -1);
  a->vla_len = len;
  return a;
}

OfeType *ofe_type_func(OfeTypes *t, OfeType *ret) {
  OfeType *f = new_type(t, TY_FUNC, 1, 1);
  f->base = ret;
  return f;
}

OfeType *ofe_type_qualified(OfeTypes *t, OfeType *ty, unsigned quals) {
  if (ty->kind == TY_ERROR) return ty;
  unsigned q = ty->quals | quals;
  if (q == ty->quals) return ty;
  /* Qualifiers on an array type apply to its elements (C11 6.7.3p9). */
  if (ty->kind == TY_ARRAY) {
    OfeType *elem = ofe_type_qualified(t, ty->base, quals);
    OfeType *a = ty->vla_len ? ofe_type_vla(t, elem, ty->vla_len) : ofe_type_array(t, elem, ty->array_len);
    a->vla_var = ty->vla_var;
    a->vla_star = ty->vla_star;
    return a;
  }
  OfeType *c = ofe_arena_alloc(t->arena, sizeof *c);
  *c = *ty;
  c->quals = q;
  c->pointer_cache = NULL;
  c->unqual = ty->unqual;
  return c;
}

OfeType *ofe_type_aligned(OfeTypes *t, OfeType *ty, unsigned align) {
  if (align <= ofe_alignof(ty)) return ty;
  return ofe_type_typedef_aligned(t, ty, align);
}

OfeType *ofe_type_typedef_aligned(OfeTypes *t, OfeType *ty, unsigned align) {
  if (align == ofe_alignof(ty) || ty->kind == TY_ERROR) return ty;
  OfeType *c = ofe_arena_alloc(t->arena, sizeof *c);
  *c = *ty;
  c->align = align;
  c->user_align = align;
  /* a record's alignment is read through its layout, which a lower one must override */
  c->align_exact = ofe_type_is_record(ty) && (ty->align_exact || align < ofe_alignof(ty));
  c->pointer_cache = NULL;
  if (!ty->quals) c->unqual = c;
  return c;
}

unsigned ofe_natural_alignof(const OfeType *t) {
  switch (t->kind) {
  case TY_STRUCT: case TY_UNION: return t->record->align ? t->record->align : 1;
  case TY_ARRAY: case TY_COMPLEX: return ofe_natural_alignof(t->base);
  case TY_ENUM: return t->enumeration->align ? t->enumeration->align : ofe_natural_alignof(t->base);
  case TY_VOID: case TY_FUNC: case TY_ERROR: return 1;
  default: return t->size ? (unsigned)t->size : 1; /* x86_64 aligns every scalar and vector to its size */
  }
}

OfeType *ofe_type_record(OfeTypes *t, bool is_union, const char *tag, OfeLoc loc) {
  OfeType *r = new_type(t, is_union ? TY_UNION : TY_STRUCT, 0, 1);
  r->record = ofe_arena_alloc(t->arena, sizeof *r->record);
  r->record->tag = tag;
  r->record->is_union = is_union;
  r->record->loc = loc;
  return r;
}

OfeType *ofe_type_enum(OfeTypes *t, const char *tag, OfeLoc loc) {
  OfeType *e = new_type(t, TY_ENUM, 4, 4);
  e->base = t->uint;
  e->enumeration = ofe_arena_alloc(t->arena, sizeof *e->enumeration);
  e->enumeration->tag = tag;
  e->enumeration->loc = loc;
  return e;
}

static uint64_t align_up(uint64_t x, uint64_t a) { return a ? (x + a - 1) / a * a : x; }

/* Where a bit-field is read and written: the unit of its type's size that holds it, or, where
 * packing moved it across such a unit, or that unit would reach outside the bytes [lo, hi)
 * between the record's other members (C11 §3.14: separate memory locations, which another
 * thread may write meanwhile), the bytes it touches. */
static void bitfield_unit(OfeMember *m, uint64_t bit, bool contiguous, uint64_t lo, uint64_t hi) {
  uint64_t size = ofe_sizeof(m->type), unit = size * 8;
  uint64_t start = contiguous ? bit / 8 : bit / unit * size;
  if (bit - start * 8 + m->bit_width > unit || start < lo || start + size > hi) {
    start = bit / 8;
    size = (bit % 8 + m->bit_width + 7) / 8;
  }
  m->offset = start;
  m->bit_offset = (unsigned)(bit - start * 8);
  m->unit_size = (unsigned)size;
}

static bool is_packed(bool packed, const OfeMember *m) { return (packed || m->packed) && !m->user_align; }

/* The SysV layout, with gcc's and clang's packing: `packed` (the attribute) byte-aligns every
 * member, whatever its type's alignment (a typedef's or a record's aligned too), but for what
 * aligned or _Alignas on the member itself asks; `#pragma pack(n)` (max_field_align) caps
 * every member's alignment at n. Either way bit-fields follow each other with no padding. A
 * zero-width bit-field still moves the next member to its type's alignment. */

void ofe_record_layout(OfeTypes *t, OfeType *rec, bool packed) {
  (void)t;
  OfeRecord *r = rec->record;
  unsigned cap = r->max_field_align;
  uint64_t bits = 0, size = 0;
  unsigned align = 1;
  for (size_t i = 0; i < r->members.len; i++) {
    OfeMember *m = &r->members.items[i];
    OfeType *ty = m->type;
    unsigned natural = ofe_alignof(ty), a = natural;
    if (packed || m->packed) a = m->user_align ? m->user_align : 1;
    if (cap && a > cap) a = cap;
    if (r->is_union) bits = 0;
    if (m->is_bitfield) {
      if (m->bit_width == 0) {
        /* to its type's alignment, or an aligned attribute's if larger; the padding counts in
         * the size even at the end (gcc and clang-19: 8 for `struct { char c; long long :0; }`),
         * but not in the record's alignment */
        bits = align_up(bits, (uint64_t)(m->user_align > natural ? m->user_align : natural) * 8);
        m->offset = bits / 8;
        if (bits / 8 > size) size = bits / 8;
        continue;
      }
      uint64_t unit = (uint64_t)a * 8;
      bool contiguous = is_packed(packed, m) || cap;
      /* aligned(N) on the bit-field, capped by #pragma pack(n) as gcc does (clang-19 ignores it there) */
      if (m->user_align) bits = align_up(bits, (uint64_t)(cap && m->user_align > cap ? cap : m->user_align) * 8);
      /* gcc's rule: moved to its type's alignment if it would reach past its type's size from
       * the last such unit, and always when a typedef raised that alignment above the size
       * (`typedef int aint __attribute__((aligned(8)))`: gcc-12 puts `aint x : 3` after a char
       * at byte 8; clang-19 at byte 1, ompfe follows gcc) -- but never one of 8, 16, 32 or 64
       * bits where it would start at a multiple of its width, which gcc lays out as an ordinary
       * field (`aint x : 8` stays at byte 1) */
      uint64_t type_bits = ofe_sizeof(ty) * 8;
      unsigned w = m->bit_width;
      bool plain_field = (w == 8 || w == 16 || w == 32 || w == 64) && bits % w == 0;
      if (!contiguous && !plain_field && (unit > type_bits || bits % unit + w > type_bits)) bits = align_up(bits, unit);
      m->offset = bits; /* the first bit, until the record's size is known */
      bits += m->bit_width;
      /* under #pragma pack(n) a packed bit-field still aligns the record to its type's
       * alignment capped at n, as in gcc and clang-19 (a packed member of another kind: 1) */
      unsigned holds = cap && a < cap && natural > a ? (natural < cap ? natural : cap) : a;
      /* and aligned(N) on it aligns the record to N (capped by the pragma), as for other members */
      if (m->user_align > holds) holds = cap && m->user_align > cap ? (cap > holds ? cap : holds) : m->user_align;
      if (m->name && holds > align) align = holds;
    } else {
      bits = align_up(bits, (uint64_t)a * 8);
      m->offset = bits / 8;
      if (ty->kind == TY_ARRAY && ty->array_len < 0 && !ty->vla_len) r->has_flexible_array = true;
      else bits += ofe_sizeof(ty) * 8;
      if (a > align) align = a;
    }
    if (align_up(bits, 8) / 8 > size) size = align_up(bits, 8) / 8;
  }
  if (rec->user_align > align) align = rec->user_align;
  r->size = align_up(size, align);
  r->align = align;
  r->complete = true;
  rec->size = r->size;
  rec->align = align;
  /* the end of the members before each bit-field and the start of the next one after it
   * (a union's members all share their bytes) */
  uint64_t before = 0;
  size_t next = 0;
  for (size_t i = 0; i < r->members.len; i++) {
    OfeMember *m = &r->members.items[i];
    if (!m->is_bitfield) {
      uint64_t end = m->offset + ofe_sizeof(m->type);
      if (!r->is_union && end > before) before = end;
      continue;
    }
    if (!m->bit_width) continue;
    while (next < r->members.len && (next <= i || r->members.items[next].is_bitfield)) next++;
    uint64_t after = next < r->members.len && !r->is_union && r->members.items[next].offset < r->size
                         ? r->members.items[next].offset : r->size;
    bitfield_unit(m, m->offset, is_packed(packed, m) || cap, before, after);
  }
}

/* Fewer members than this are found by a scan, which costs less than hashing the name. */
enum { MEMBER_INDEX_MIN = 16 };

/* Indexes the names member `at` of r brings: its own, or those of the anonymous record it is
 * (the first of a name wins, as in the scan; a duplicate was refused). */
static void index_names(OfeStrMap *map, const OfeMember *m, size_t at) {
  if (m->name) {
    if (!ofe_strmap_get(map, m->name, strlen(m->name))) ofe_strmap_put(map, m->name, strlen(m->name), (void *)(uintptr_t)(at + 1));
  } else if (!m->is_bitfield && ofe_type_is_record(m->type)) {
    const OfeRecord *inner = m->type->record;
    for (size_t i = 0; i < inner->members.len; i++) index_names(map, &inner->members.items[i], at);
  }
}

void ofe_record_push_member(OfeTypes *t, OfeType *rec, OfeMember m) {
  OfeRecord *r = rec->record;
  ofe_vec_push(t->arena, &r->members, m);
  if (!r->by_name && r->members.len >= MEMBER_INDEX_MIN) {
    r->by_name = ofe_arena_alloc(t->arena, sizeof *r->by_name);
    ofe_strmap_init(r->by_name, t->arena);
    for (size_t i = 0; i + 1 < r->members.len; i++) index_names(r->by_name, &r->members.items[i], i);
  }
  if (r->by_name) index_names(r->by_name, &r->members.items[r->members.len - 1], r->members.len - 1);
}

void ofe_record_clear_members(OfeType *rec) {
  rec->record->members.len = 0;
  rec->record->by_name = NULL;
}

long ofe_record_holder(const OfeType *rec, const char *name) {
  const OfeRecord *r = rec->record;
  if (r->by_name) return (long)(uintptr_t)ofe_strmap_get(r->by_name, name, strlen(name)) - 1;
  for (size_t i = 0; i < r->members.len; i++) {
    const OfeMember *m = &r->members.items[i];
    if (m->name ? strcmp(m->name, name) == 0 : !m->is_bitfield && ofe_type_is_record(m->type) && ofe_record_holder(m->type, name) >= 0)
      return (long)i;
  }
  return -1;
}

const OfeMember *ofe_record_find(const OfeType *rec, const char *name, uint64_t *offset) {
  long at = ofe_record_holder(rec, name);
  if (at < 0) return NULL;
  const OfeMember *m = &rec->record->members.items[at];
  *offset += m->offset;
  return m->name ? m : ofe_record_find(m->type, name, offset);
}

bool ofe_type_is_integer(const OfeType *t) {
  return (t->kind >= TY_BOOL && t->kind <= TY_UINT128) || t->kind == TY_ENUM;
}
bool ofe_type_is_unsigned(const OfeType *t) {
  switch (t->kind) {
  case TY_BOOL: case TY_UCHAR: case TY_USHORT: case TY_UINT: case TY_ULONG: case TY_ULLONG:
  case TY_UINT128: case TY_PTR:
    return true;
  case TY_ENUM: return ofe_type_is_unsigned(t->base);
  default: return false;
  }
}
bool ofe_type_is_float(const OfeType *t) { return t->kind >= TY_FLOAT16 && t->kind <= TY_FLOAT128; }
bool ofe_type_is_arith(const OfeType *t) { return ofe_type_is_integer(t) || ofe_type_is_float(t); }
bool ofe_type_is_complex(const OfeType *t) { return t->kind == TY_COMPLEX; }
bool ofe_type_is_arith_or_complex(const OfeType *t) { return ofe_type_is_arith(t) || t->kind == TY_COMPLEX; }
OfeType *ofe_type_complex_of(OfeTypes *t, const OfeType *r) {
  switch (r->unqual->kind) {
  case TY_FLOAT: return t->cfloat;
  case TY_LDOUBLE: return t->cldouble;
  case TY_COMPLEX: return r->unqual;
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT: case TY_INT: case TY_UINT:
  case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG: case TY_INT128: case TY_UINT128:
    return t->cint[r->unqual->kind - TY_CHAR];
  default: return t->cdouble;
  }
}
OfeType *ofe_type_real_of(OfeType *t) { return t->kind == TY_COMPLEX ? t->base : t; }
bool ofe_type_is_scalar(const OfeType *t) { return ofe_type_is_arith(t) || t->kind == TY_PTR; }
bool ofe_type_is_plain_value(const OfeType *t) {
  if (t->quals & (OFE_QUAL_VOLATILE | OFE_QUAL_ATOMIC)) return false;
  switch (t->kind) {
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR: case TY_SHORT: case TY_USHORT: case TY_INT: case TY_UINT:
  case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG: case TY_ENUM: case TY_PTR: case TY_FLOAT:
  case TY_DOUBLE:
    return true;
  default: return false;
  }
}
bool ofe_type_is_record(const OfeType *t) { return t->kind == TY_STRUCT || t->kind == TY_UNION; }
bool ofe_type_is_aggregate(const OfeType *t) { return ofe_type_is_record(t) || t->kind == TY_ARRAY; }
bool ofe_type_is_func(const OfeType *t) { return t->kind == TY_FUNC; }
bool ofe_type_is_array(const OfeType *t) { return t->kind == TY_ARRAY; }
bool ofe_type_is_vm(const OfeType *t) {
  for (; t->kind == TY_PTR || t->kind == TY_ARRAY; t = t->base)
    if (t->kind == TY_ARRAY && t->vla_len) return true;
  return false;
}

bool ofe_type_is_vla(const OfeType *t) {
  return t->kind == TY_ARRAY && (t->vla_len || ofe_type_is_vla(t->base));
}
bool ofe_type_is_complete(const OfeType *t) {
  switch (t->kind) {
  case TY_VOID: return false;
  case TY_ARRAY: return (t->array_len >= 0 || t->vla_len) && ofe_type_is_complete(t->base);
  case TY_STRUCT: case TY_UNION: return t->record->complete;
  case TY_ENUM: return !t->enumeration || t->enumeration->complete; /* `enum E;` (GNU C) is incomplete until its list */
  case TY_FUNC: return false;
  default: return true;
  }
}

int ofe_type_rank(const OfeType *t) {
  switch (t->kind) {
  case TY_BOOL: return 1;
  case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return 2;
  case TY_SHORT: case TY_USHORT: return 3;
  case TY_INT: case TY_UINT: return 4;
  case TY_LONG: case TY_ULONG: return 5;
  case TY_LLONG: case TY_ULLONG: return 6;
  case TY_INT128: case TY_UINT128: return 7;
  case TY_ENUM: return ofe_type_rank(t->base);
  default: return 0;
  }
}

unsigned ofe_type_bits(const OfeType *t) {
  if (t->kind == TY_BOOL) return 1;
  if (t->kind == TY_ENUM) return ofe_type_bits(t->base);
  return (unsigned)t->size * 8;
}

OfeType *ofe_type_promote(OfeTypes *t, OfeType *ty) {
  ty = ty->unqual;
  if (ty->kind == TY_ENUM) ty = ty->base;
  if (ofe_type_is_integer(ty) && ofe_type_rank(ty) < 4) return t->int_;
  return ty;
}

static OfeType *unsigned_of(OfeTypes *t, OfeType *ty) {
  switch (ty->kind) {
  case TY_INT: return t->uint;
  case TY_LONG: return t->ulong;
  case TY_LLONG: return t->ullong;
  case TY_INT128: return t->uint128;
  default: return ty;
  }
}

OfeType *ofe_type_common(OfeTypes *t, OfeType *a, OfeType *b) {
  a = a->unqual;
  b = b->unqual;
  if (a->kind == TY_ERROR || b->kind == TY_ERROR) return t->error;
  if (ofe_type_is_float(a) || ofe_type_is_float(b)) {
    OfeTypeKind k = a->kind > b->kind ? a->kind : b->kind;
    if (!ofe_type_is_float(a)) k = b->kind;
    else if (!ofe_type_is_float(b)) k = a->kind;
    switch (k) {
    case TY_FLOAT16: return t->float16;
    case TY_FLOAT: return t->float_;
    case TY_DOUBLE: return t->double_;
    case TY_LDOUBLE: return t->ldouble;
    default: return t->float128;
    }
  }
  a = ofe_type_promote(t, a);
  b = ofe_type_promote(t, b);
  if (a == b) return a;
  bool ua = ofe_type_is_unsigned(a), ub = ofe_type_is_unsigned(b);
  int ra = ofe_type_rank(a), rb = ofe_type_rank(b);
  if (ua == ub) return ra >= rb ? a : b;
  OfeType *u = ua ? a : b, *s = ua ? b : a;
  int ru = ua ? ra : rb, rs = ua ? rb : ra;
  if (ru >= rs) return u;
  if (s->size > u->size) return s;
  return unsigned_of(t, s);
}

OfeType *ofe_type_common_real(OfeTypes *t, OfeType *a, OfeType *b) {
  return ofe_type_common(t, ofe_type_real_of(a->unqual), ofe_type_real_of(b->unqual));
}

static bool params_compatible(const OfeType *a, const OfeType *b) {
  if (!a->has_proto && !b->has_proto) return true;
  if (!a->has_proto || !b->has_proto) {
    /* a K&R definition's (promoted) parameters against a prototype's (C11 6.7.6.3p15) */
    const OfeType *knr = a->has_proto ? b : a, *proto = a->has_proto ? a : b;
    if (!knr->params.len) return true;
    if (proto->variadic || proto->params.len != knr->params.len) return false;
    for (size_t i = 0; i < knr->params.len; i++)
      if (!ofe_type_compatible(proto->params.items[i].type->unqual, knr->params.items[i].type->unqual)) return false;
    return true;
  }
  if (a->params.len != b->params.len || a->variadic != b->variadic) return false;
  for (size_t i = 0; i < a->params.len; i++)
    if (!ofe_type_compatible(a->params.items[i].type->unqual, b->params.items[i].type->unqual))
      return false;
  return true;
}

bool ofe_type_compatible(const OfeType *a, const OfeType *b) {
  if (a == b) return true;
  if (a->kind == TY_ERROR || b->kind == TY_ERROR) return true;
  if (a->quals != b->quals) return false;
  a = a->unqual;
  b = b->unqual;
  if (a == b) return true;
  if (a->kind == TY_ENUM && b->kind != TY_ENUM) return ofe_type_compatible(a->base, b);
  if (b->kind == TY_ENUM && a->kind != TY_ENUM) return ofe_type_compatible(a, b->base);
  if (a->kind != b->kind) return false;
  switch (a->kind) {
  case TY_PTR: return ofe_type_compatible(a->base, b->base);
  case TY_ARRAY:
    if (!ofe_type_compatible(a->base, b->base)) return false;
    return a->array_len < 0 || b->array_len < 0 || a->array_len == b->array_len;
  case TY_FUNC: return ofe_type_compatible(a->base, b->base) && params_compatible(a, b);
  case TY_STRUCT: case TY_UNION: return a->record == b->record;
  case TY_COMPLEX: return a->base == b->base;
  case TY_VECTOR: return a->base == b->base && a->array_len == b->array_len;
  case TY_ENUM: return a->enumeration == b->enumeration;
  default: return true; /* same basic kind; user alignment does not change compatibility */
  }
}

OfeType *ofe_type_composite(OfeTypes *t, OfeType *a, OfeType *b) {
  if (a->kind == TY_ARRAY && b->kind == TY_ARRAY && a->array_len < 0 && !a->vla_len) return b;
  if (a->kind == TY_FUNC && b->kind == TY_FUNC && !a->has_proto && b->has_proto) return b;
  (void)t;
  return a;
}

static const char *basic_name(const OfeType *t) {
  switch (t->kind) {
  case TY_VOID: return "void";
  case TY_BOOL: return "_Bool";
  case TY_CHAR: return "char";
  case TY_SCHAR: return "signed char";
  case TY_UCHAR: return "unsigned char";
  case TY_SHORT: return "short";
  case TY_USHORT: return "unsigned short";
  case TY_INT: return "int";
  case TY_UINT: return "unsigned int";
  case TY_LONG: return "long";
  case TY_ULONG: return "unsigned long";
  case TY_LLONG: return "long long";
  case TY_ULLONG: return "unsigned long long";
  case TY_INT128: return "__int128";
  case TY_UINT128: return "unsigned __int128";
  case TY_FLOAT16: return "_Float16";
  case TY_FLOAT: return "float";
  case TY_DOUBLE: return "double";
  case TY_LDOUBLE: return "long double";
  case TY_FLOAT128: return "__float128";
  case TY_ERROR: return "<error>";
  default: return NULL;
  }
}

static const char *quals_str(unsigned q) {
  /* indexed by the qualifier bits: const 1, volatile 2, restrict 4, _Atomic 8 */
  static const char *const spelled[16] = {
      "", "const ", "volatile ", "const volatile ", "restrict ", "const restrict ", "volatile restrict ",
      "const volatile restrict ", "_Atomic ", "const _Atomic ", "volatile _Atomic ", "const volatile _Atomic ",
      "_Atomic restrict ", "const _Atomic restrict ", "volatile _Atomic restrict ", "const volatile _Atomic restrict ",
  };
  return spelled[q & 15];
}

/* Builds the spelling inside out: `inner` is the declarator text accumulated so far. */
static const char *type_str(OfeTypes *t, const OfeType *ty, const char *inner) {
  OfeArena *a = t->arena;
  const char *sep = *inner ? " " : "";
  switch (ty->kind) {
  case TY_PTR: {
    const char *q = ty->quals ? ofe_arena_printf(a, " %.*s", (int)strlen(quals_str(ty->quals)) - 1, quals_str(ty->quals)) : "";
    const char *s = ofe_arena_printf(a, "*%s%s%s", q, *q && *inner ? " " : "", inner);
    if (ty->base->kind == TY_ARRAY || ty->base->kind == TY_FUNC) s = ofe_arena_printf(a, "(%s)", s);
    return type_str(t, ty->base, s);
  }
  case TY_ARRAY:
    if (ty->array_len >= 0) return type_str(t, ty->base, ofe_arena_printf(a, "%s[%lld]", inner, (long long)ty->array_len));
    return type_str(t, ty->base, ofe_arena_printf(a, "%s[%s]", inner, ty->vla_len ? "*" : ""));
  case TY_FUNC: {
    const char *ps = "";
    for (size_t i = 0; ty->has_proto && i < ty->params.len; i++) /* a K&R definition's: `int ()` */
      ps = ofe_arena_printf(a, "%s%s%s", ps, i ? ", " : "", type_str(t, ty->params.items[i].type, ""));
    if (ty->variadic) ps = ofe_arena_printf(a, "%s%s...", ps, ty->params.len ? ", " : "");
    else if (ty->has_proto && !ty->params.len) ps = "void";
    return type_str(t, ty->base, ofe_arena_printf(a, "%s(%s)", inner, ps));
  }
  case TY_STRUCT: case TY_UNION: case TY_ENUM: {
    const char *kw = ty->kind == TY_STRUCT ? "struct" : ty->kind == TY_UNION ? "union" : "enum";
    const char *tag = ty->kind == TY_ENUM ? ty->enumeration->tag : ty->record->tag;
    /* an untagged structure goes by its typedef name, as clang-19 prints it */
    if (!tag && ty->kind != TY_ENUM && ty->record->typedef_name)
      return ofe_arena_printf(a, "%s%s%s%s", quals_str(ty->quals), ty->record->typedef_name, sep, inner);
    return ofe_arena_printf(a, "%s%s %s%s%s", quals_str(ty->quals), kw, tag ? tag : "<anonymous>", sep, inner);
  }
  case TY_VECTOR: /* clang's spelling */
    return ofe_arena_printf(a, "%s__attribute__((__vector_size__(%lld * sizeof(%s)))) %s%s%s", quals_str(ty->quals),
                            (long long)ty->array_len, basic_name(ty->base), basic_name(ty->base), sep, inner);
  case TY_COMPLEX: /* clang's spelling */
    return ofe_arena_printf(a, "%s_Complex %s%s%s", quals_str(ty->quals), basic_name(ty->base), sep, inner);
  default:
    return ofe_arena_printf(a, "%s%s%s%s", quals_str(ty->quals), basic_name(ty), sep, inner);
  }
}

const char *ofe_type_str(OfeTypes *t, const OfeType *ty) { return type_str(t, ty, ""); }
