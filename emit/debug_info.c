/* debug_info: the subprogram rides on the function's location because the translation takes
 * it from there (and an op's location cannot be changed through the C API once the op exists:
 * so a function is created with it, also when its first use comes before its definition). An
 * op's plain file:line:col inside a function with a subprogram becomes a DILocation in it; one
 * inside a `{}` that declares locals is fused with that block's DILexicalBlock (OfeMB.scope),
 * which the translation takes as the DILocation's scope: the MLIR attributes keep the whole
 * description in one place, where the types are known (the AST is gone by the LLVM stage). */
#include "emit/debug_info.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "emit/emit.h"
#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/LLVM.h"
#include "llvm-c/DebugInfo.h"

/* DWARF's numbers (DWARF 5, section 7) that the C API takes as plain integers */
enum {
  DEFAULT_DWARF_VERSION = 5, /* clang-19's on Linux; LLVM's own default, without the flag, is 4 */
  DW_LANG_C11 = 0x1d,
  DW_TAG_array_type = 0x01,
  DW_TAG_enumeration_type = 0x04,
  DW_TAG_member = 0x0d,
  DW_TAG_pointer_type = 0x0f,
  DW_TAG_typedef = 0x16,
  DW_TAG_structure_type = 0x13,
  DW_TAG_union_type = 0x17,
  DW_TAG_base_type = 0x24,
  DW_TAG_const_type = 0x26,
  DW_TAG_volatile_type = 0x35,
  DW_TAG_restrict_type = 0x37,
  DI_FLAG_FWD_DECL = 1 << 2,
  DI_SP_FLAG_LOCAL_TO_UNIT = 1 << 2,
  DI_SP_FLAG_DEFINITION = 1 << 3,
  DI_SP_FLAG_OPTIMIZED = 1 << 4,
};

static MlirAttribute string_attr(OfeEmit *e, const char *s) { return mlirStringAttrGet(e->mctx, ofe_str(s)); }

/* A path as -fdebug-prefix-map/-ffile-prefix-map ask it written: the last map whose old prefix
   it starts with, as in clang-19. */
static const char *mapped_path(OfeEmit *e, const char *path) {
  const OfeOptions *o = e->ctx->opts;
  for (size_t i = o->debug_prefix_maps.len; i-- > 0;) {
    const char *map = o->debug_prefix_maps.items[i], *eq = strchr(map, '=');
    size_t old_len = (size_t)(eq - map);
    if (strncmp(path, map, old_len) == 0)
      return ofe_arena_printf(&e->ctx->arena, "%s%s", eq + 1, path + old_len);
  }
  return path;
}

static MlirAttribute file_attr(OfeEmit *e, const char *name) {
  OfeDebugInfo *di = &e->debug;
  void *known = ofe_strmap_get(&di->files, name, strlen(name));
  if (known) return (MlirAttribute){known};
  /* relative names are relative to the compile's directory, as clang records them */
  MlirAttribute file = mlirLLVMDIFileAttrGet(e->mctx, string_attr(e, mapped_path(e, name)),
                                             string_attr(e, name[0] == '/' ? "" : di->directory));
  ofe_strmap_put(&di->files, name, strlen(name), (void *)file.ptr);
  return file;
}

void ofe_debug_init(OfeEmit *e) {
  OfeDebugInfo *di = &e->debug;
  const OfeOptions *o = e->ctx->opts;
  di->enabled = o->debug_info != OFE_DEBUG_NONE;
  if (!di->enabled) return;
  ofe_strmap_init(&di->files, &e->ctx->arena);
  ofe_strmap_init(&di->subprograms, &e->ctx->arena);
  ofe_strmap_init(&di->types, &e->ctx->arena);
  di->lowest_open_ref = UINT_MAX;
  char cwd[PATH_MAX];
  di->directory = mapped_path(e, ofe_arena_strdup(&e->ctx->arena, getcwd(cwd, sizeof cwd) ? cwd : "."));
  di->empty_string = string_attr(e, "");
  MlirAttribute producer = string_attr(e, "ompfe version " OMPFE_VERSION);
  const char *main_file = e->ctx->main_file;
  di->compile_unit = mlirLLVMDICompileUnitAttrGet(
      e->mctx, mlirDisctinctAttrCreate(mlirUnitAttrGet(e->mctx)), DW_LANG_C11, file_attr(e, main_file), producer,
      o->opt_level > 0, o->debug_info == OFE_DEBUG_LINE_TABLES        ? MlirLLVMDIEmissionKindLineTablesOnly
      : o->debug_info == OFE_DEBUG_LINE_DIRECTIVES ? MlirLLVMDIEmissionKindDebugDirectivesOnly
                                                   : MlirLLVMDIEmissionKindFull,
      MlirLLVMDINameTableKindNone); /* as clang-19 for gdb: no .debug_names, which gdb 13 rejects once linked */
  di->subroutine_type = mlirLLVMDISubroutineTypeAttrGet(e->mctx, 0, 0, NULL);
}

MlirLocation ofe_debug_function_loc(OfeEmit *e, const char *name, OfeLoc loc, bool local) {
  MlirLocation plain = ofe_emit_loc(e, loc);
  OfeDebugInfo *di = &e->debug;
  if (!di->enabled || !loc.file) return plain;
  MlirAttribute file = file_attr(e, ofe_diag_file_name(&e->ctx->diag, loc.file));
  uint64_t flags = DI_SP_FLAG_DEFINITION | (local ? DI_SP_FLAG_LOCAL_TO_UNIT : 0) |
                   (e->ctx->opts->opt_level > 0 ? DI_SP_FLAG_OPTIMIZED : 0);
  MlirAttribute subprogram = mlirLLVMDISubprogramAttrGet(
      e->mctx, mlirDisctinctAttrCreate(mlirUnitAttrGet(e->mctx)), di->compile_unit, file, string_attr(e, name),
      di->empty_string, file, loc.line, loc.line, flags, di->subroutine_type);
  ofe_strmap_put(&di->subprograms, name, strlen(name), (void *)subprogram.ptr);
  return mlirLocationFusedGet(e->mctx, 1, &plain, subprogram);
}

MlirAttribute ofe_debug_subprogram(OfeEmit *e, const char *name) {
  if (!e->debug.enabled) return (MlirAttribute){NULL};
  return (MlirAttribute){ofe_strmap_get(&e->debug.subprograms, name, strlen(name))};
}

/* ---- types --------------------------------------------------------------------------------- */

/* The C API's attribute constructors take a null attribute for an absent optional parameter. */
#define ABSENT ((MlirAttribute){NULL})

static MlirAttribute di_type(OfeEmit *e, const OfeType *t);
static MlirAttribute enum_type(OfeEmit *e, const OfeType *t);

static MlirAttribute basic_type(OfeEmit *e, const char *name, const OfeType *t, MlirLLVMTypeEncoding encoding) {
  return mlirLLVMDIBasicTypeAttrGet(e->mctx, DW_TAG_base_type, string_attr(e, name), 8 * ofe_sizeof(t), encoding);
}

static MlirAttribute derived_type(OfeEmit *e, unsigned tag, MlirAttribute base, uint64_t bits) {
  return mlirLLVMDIDerivedTypeAttrGet(e->mctx, tag, e->debug.empty_string, base, bits, 0, 0,
                                      MLIR_CAPI_DWARF_ADDRESS_SPACE_NULL, mlirLLVMDINullTypeAttrGet(e->mctx));
}

/* Members in declaration order; an anonymous struct or union member is one member of its
   type, as in clang. A bit-field is a member of its width at its bit offset, which the LLVM
   side flags as a bit-field (the C API cannot); unnamed ones are left out, as clang does. */
static MlirAttribute record_type(OfeEmit *e, const OfeType *t) {
  OfeDebugInfo *di = &e->debug;
  const OfeRecord *r = t->record;
  unsigned tag = r->is_union ? DW_TAG_union_type : DW_TAG_structure_type;
  MlirAttribute name = string_attr(e, r->tag ? r->tag : "");
  MlirAttribute file = r->loc.file ? file_attr(e, ofe_diag_file_name(&e->ctx->diag, r->loc.file)) : ABSENT;
  if (!r->complete) /* declared only: a declaration the debugger completes from elsewhere */
    return mlirLLVMDICompositeTypeAttrGet(e->mctx, tag, ABSENT, name, file, r->loc.line, ABSENT, ABSENT,
                                          DI_FLAG_FWD_DECL, 0, 0, 0, NULL, ABSENT, ABSENT, ABSENT, ABSENT);
  /* a record reached again through its own members is a reference to the one being made */
  MlirAttribute rec_id = mlirDisctinctAttrCreate(mlirIntegerAttrGet(mlirIntegerTypeGet(e->mctx, 32), di->next_record_id++));
  MlirAttribute self = mlirLLVMDICompositeTypeAttrGet(e->mctx, 0, rec_id, ABSENT, ABSENT, 0, ABSENT, ABSENT, 0, 0, 0, 0,
                                                      NULL, ABSENT, ABSENT, ABSENT, ABSENT);
  struct OfeDebugOpenRecord open = {r, self, di->next_record_id};
  ofe_vec_push(&e->ctx->arena, &di->open, open);
  OFE_VEC(MlirAttribute) members = {0};
  OFE_VEC(OfeDebugBitField) bit_fields = {0};
  OfeArena *lasting = &e->ctx->lasting;
  for (size_t i = 0; i < r->members.len; i++) {
    const OfeMember *m = &r->members.items[i];
    if (m->is_bitfield && !m->name) continue;
    uint64_t size = m->is_bitfield ? m->bit_width : 8 * ofe_sizeof(m->type);
    uint64_t offset = 8 * m->offset + (m->is_bitfield ? m->bit_offset : 0);
    if (m->is_bitfield)
      ofe_vec_push(lasting, &bit_fields, ((OfeDebugBitField){members.len, ofe_arena_strdup(lasting, m->name), size, offset, 8 * m->offset}));
    MlirAttribute member = mlirLLVMDIDerivedTypeAttrGet(
        e->mctx, DW_TAG_member, string_attr(e, m->name ? m->name : ""), di_type(e, m->type), size, 0, offset,
        MLIR_CAPI_DWARF_ADDRESS_SPACE_NULL, mlirLLVMDINullTypeAttrGet(e->mctx));
    ofe_vec_push(&e->ctx->arena, &members, member);
  }
  MlirAttribute full = mlirLLVMDICompositeTypeAttrGet(e->mctx, tag, rec_id, name, file, r->loc.line, ABSENT, ABSENT, 0,
                                                      8 * r->size, 8 * ofe_alignof(t), (intptr_t)members.len,
                                                      members.items, ABSENT, ABSENT, ABSENT, ABSENT);
  di->open.len--;
  /* the carrier takes a description valid everywhere: one that refers to a record still open
   * around it is planned when the record is described again outside (di_type remakes it) */
  bool self_contained = di->lowest_open_ref >= di->open.len;
  if (bit_fields.len && self_contained && di->plan && e->ctx->opts->debug_info == OFE_DEBUG_FULL) {
    ofe_vec_push(lasting, &di->plan->records, ((OfeDebugRecord){bit_fields.items, bit_fields.len}));
    ofe_vec_push(&e->ctx->arena, &di->record_types, full);
  }
  return full;
}

/* The C API has no subrange: it is parsed. A variable length has no count. */
/* flags: 0, or DIFlagVector (LLVM's 1 << 11) for a GNU vector, an array to DWARF with
 * DW_AT_GNU_vector, as clang-19 describes it */
enum { DI_FLAG_VECTOR = 1 << 11 };
static MlirAttribute array_of(OfeEmit *e, const OfeType *t, MlirAttribute element, uint64_t flags) {
  char text[64];
  if (t->array_len >= 0) snprintf(text, sizeof text, "#llvm.di_subrange<count = %lld : i64>", (long long)t->array_len);
  else snprintf(text, sizeof text, "#llvm.di_subrange<>");
  MlirAttribute subrange = mlirAttributeParseGet(e->mctx, ofe_str(text));
  uint64_t bits = t->array_len >= 0 ? 8 * ofe_sizeof(t) : 0;
  return mlirLLVMDICompositeTypeAttrGet(e->mctx, DW_TAG_array_type, ABSENT, e->debug.empty_string, ABSENT, 0, ABSENT,
                                        element, flags, bits, t->kind == TY_VECTOR ? 8 * ofe_alignof(t) : 0, 1, &subrange, ABSENT,
                                        ABSENT, ABSENT, ABSENT);
}

static MlirAttribute array_type(OfeEmit *e, const OfeType *t) { return array_of(e, t, di_type(e, t->base), 0); }

/* An enumeration, its enumerators left to the LLVM side (the C API makes none): planned with
   its type, which the carrier takes through the translation. */
static MlirAttribute enum_type(OfeEmit *e, const OfeType *t) {
  OfeDebugInfo *di = &e->debug;
  const OfeEnum *en = t->enumeration;
  if (!en || !en->complete) return di_type(e, t->base);
  MlirAttribute file = en->loc.file ? file_attr(e, ofe_diag_file_name(&e->ctx->diag, en->loc.file)) : ABSENT;
  MlirAttribute made = mlirLLVMDICompositeTypeAttrGet(e->mctx, DW_TAG_enumeration_type, ABSENT, string_attr(e, en->tag ? en->tag : ""),
                                                      file, en->loc.line, ABSENT, di_type(e, t->base), 0, 8 * ofe_sizeof(t),
                                                      8 * ofe_alignof(t), 0, NULL, ABSENT, ABSENT, ABSENT, ABSENT);
  if (!di->plan || e->ctx->opts->debug_info != OFE_DEBUG_FULL) return made;
  OfeArena *lasting = &e->ctx->lasting;
  OfeDebugEnum planned = {ofe_arena_alloc(lasting, (en->constants.len + 1) * sizeof *planned.names),
                          ofe_arena_alloc(lasting, (en->constants.len + 1) * sizeof *planned.values), en->constants.len,
                          ofe_type_is_unsigned(t->base)};
  for (size_t i = 0; i < en->constants.len; i++) {
    planned.names[i] = ofe_arena_strdup(lasting, en->constants.items[i]->name);
    planned.values[i] = en->constants.items[i]->enum_value;
  }
  ofe_vec_push(lasting, &di->plan->enums, planned);
  ofe_vec_push(&e->ctx->arena, &di->enum_types, made);
  return made;
}

/* One qualifier of t around the type with the others. */
static MlirAttribute qualified(OfeEmit *e, const OfeType *t, unsigned qual, unsigned tag) {
  OfeType *rest = ofe_type_qualified(&e->ctx->types, t->unqual, t->quals & ~qual);
  return derived_type(e, tag, di_type(e, rest), 0);
}

static MlirAttribute make_type(OfeEmit *e, const OfeType *t) {
  if (t->quals & OFE_QUAL_CONST) return qualified(e, t, OFE_QUAL_CONST, DW_TAG_const_type);
  if (t->quals & OFE_QUAL_VOLATILE) return qualified(e, t, OFE_QUAL_VOLATILE, DW_TAG_volatile_type);
  if (t->quals & OFE_QUAL_RESTRICT) return qualified(e, t, OFE_QUAL_RESTRICT, DW_TAG_restrict_type);
  switch (t->kind) {
  case TY_BOOL: return basic_type(e, "_Bool", t, MlirLLVMTypeEncodingBoolean);
  case TY_CHAR: return basic_type(e, "char", t, MlirLLVMTypeEncodingSignedChar);
  case TY_SCHAR: return basic_type(e, "signed char", t, MlirLLVMTypeEncodingSignedChar);
  case TY_UCHAR: return basic_type(e, "unsigned char", t, MlirLLVMTypeEncodingUnsignedChar);
  case TY_SHORT: return basic_type(e, "short", t, MlirLLVMTypeEncodingSigned);
  case TY_USHORT: return basic_type(e, "unsigned short", t, MlirLLVMTypeEncodingUnsigned);
  case TY_INT: return basic_type(e, "int", t, MlirLLVMTypeEncodingSigned);
  case TY_UINT: return basic_type(e, "unsigned int", t, MlirLLVMTypeEncodingUnsigned);
  case TY_LONG: return basic_type(e, "long", t, MlirLLVMTypeEncodingSigned);
  case TY_ULONG: return basic_type(e, "unsigned long", t, MlirLLVMTypeEncodingUnsigned);
  case TY_LLONG: return basic_type(e, "long long", t, MlirLLVMTypeEncodingSigned);
  case TY_ULLONG: return basic_type(e, "unsigned long long", t, MlirLLVMTypeEncodingUnsigned);
  case TY_INT128: return basic_type(e, "__int128", t, MlirLLVMTypeEncodingSigned);
  case TY_UINT128: return basic_type(e, "unsigned __int128", t, MlirLLVMTypeEncodingUnsigned);
  case TY_FLOAT16: return basic_type(e, "_Float16", t, MlirLLVMTypeEncodingFloatT);
  case TY_FLOAT: return basic_type(e, "float", t, MlirLLVMTypeEncodingFloatT);
  case TY_DOUBLE: return basic_type(e, "double", t, MlirLLVMTypeEncodingFloatT);
  case TY_LDOUBLE: return basic_type(e, "long double", t, MlirLLVMTypeEncodingFloatT);
  case TY_FLOAT128: return basic_type(e, "__float128", t, MlirLLVMTypeEncodingFloatT);
  case TY_COMPLEX: /* DW_ATE_complex_float is 3 (the C API's enumerator says 0x31); a complex
                     integer is clang-19's "complex" of DW_ATE_lo_user (0x80) */
    if (ofe_type_is_integer(t->base)) return basic_type(e, "complex", t, (MlirLLVMTypeEncoding)0x80);
    return basic_type(e, t->base->kind == TY_FLOAT ? "complex float" : t->base->kind == TY_DOUBLE ? "complex double" : "complex long double",
                      t, (MlirLLVMTypeEncoding)0x3);
  case TY_ENUM: return enum_type(e, t);
  case TY_PTR: return derived_type(e, DW_TAG_pointer_type, di_type(e, t->base), 64);
  case TY_ARRAY: return array_type(e, t);
  case TY_VECTOR: return array_of(e, t, di_type(e, t->base), DI_FLAG_VECTOR);
  case TY_FUNC: return e->debug.subroutine_type;
  case TY_STRUCT: case TY_UNION: return record_type(e, t);
  default: return mlirLLVMDINullTypeAttrGet(e->mctx); /* void */
  }
}

/* A described type, and the open record (depth, id) it refers to, if any: it is valid while
 * that record is open. */
typedef struct OfeDebugCachedType {
  MlirAttribute attr;
  unsigned open_depth, open_id; /* open_id 0: refers to no open record, valid everywhere */
} OfeDebugCachedType;

static void note_open_ref(OfeDebugInfo *di, unsigned depth) {
  if (depth < di->lowest_open_ref) di->lowest_open_ref = depth;
}

/* Each type is described once; a record once however many of its types (qualified) name it
 * (again only where one it refers to was open when it was made and is closed now). */
static MlirAttribute di_type(OfeEmit *e, const OfeType *t) {
  OfeDebugInfo *di = &e->debug;
  bool is_record = (t->kind == TY_STRUCT || t->kind == TY_UNION) && !t->quals;
  const void *key = is_record ? (const void *)t->record : (const void *)t;
  for (size_t depth = 0; is_record && depth < di->open.len; depth++)
    if (di->open.items[depth].record == t->record) {
      note_open_ref(di, (unsigned)depth);
      return di->open.items[depth].self;
    }
  const OfeDebugCachedType *known = ofe_ptrmap_get(&di->types, key);
  if (known && (!known->open_id || (known->open_depth < di->open.len && di->open.items[known->open_depth].id == known->open_id))) {
    if (known->open_id) note_open_ref(di, known->open_depth);
    return known->attr;
  }
  unsigned outer_ref = di->lowest_open_ref;
  di->lowest_open_ref = UINT_MAX;
  MlirAttribute made = make_type(e, t);
  unsigned ref = di->lowest_open_ref; /* records at depth open.len and deeper closed around their references */
  OfeDebugCachedType *cached = ofe_arena_alloc(&e->ctx->arena, sizeof *cached);
  *cached = (OfeDebugCachedType){made, 0, 0};
  if (ref < di->open.len) *cached = (OfeDebugCachedType){made, ref, di->open.items[ref].id};
  ofe_ptrmap_put(&di->types, key, cached);
  di->lowest_open_ref = outer_ref;
  if (ref < di->open.len) note_open_ref(di, ref);
  return made;
}

/* Qualifiers around `inner`, const outermost as make_type nests them. */
static MlirAttribute with_quals(OfeEmit *e, MlirAttribute inner, unsigned quals) {
  if (quals & OFE_QUAL_RESTRICT) inner = derived_type(e, DW_TAG_restrict_type, inner, 0);
  if (quals & OFE_QUAL_VOLATILE) inner = derived_type(e, DW_TAG_volatile_type, inner, 0);
  if (quals & OFE_QUAL_CONST) inner = derived_type(e, DW_TAG_const_type, inner, 0);
  return inner;
}

static MlirAttribute named_type(OfeEmit *e, const OfeType *t, const OfeDecl *typedef_decl);

/* A typedef's DW_TAG_typedef, made once (variables are described outside any open record). */
static MlirAttribute typedef_type(OfeEmit *e, const OfeDecl *td) {
  OfeDebugInfo *di = &e->debug;
  const OfeDebugCachedType *known = ofe_ptrmap_get(&di->types, td);
  if (known) return known->attr;
  MlirAttribute base = named_type(e, td->type, td->typedef_decl); /* a typedef of a typedef names it */
  MlirAttribute made = mlirLLVMDIDerivedTypeAttrGet(e->mctx, DW_TAG_typedef, string_attr(e, td->name), base, 0, 0, 0,
                                                    MLIR_CAPI_DWARF_ADDRESS_SPACE_NULL, mlirLLVMDINullTypeAttrGet(e->mctx));
  OfeDebugCachedType *cached = ofe_arena_alloc(&e->ctx->arena, sizeof *cached);
  *cached = (OfeDebugCachedType){made, 0, 0};
  ofe_ptrmap_put(&di->types, td, cached);
  return made;
}

/* Type t of something declared with typedef name `typedef_decl` in its specifiers: the typedef
 * where t reaches that name's type (qualified, through pointers and arrays of the declarator),
 * as clang describes it, so the debugger prints the name the source wrote. */
static MlirAttribute named_type(OfeEmit *e, const OfeType *t, const OfeDecl *typedef_decl) {
  if (!typedef_decl || typedef_decl->kind != D_TYPEDEF || !typedef_decl->name) return di_type(e, t);
  const OfeType *named = typedef_decl->type;
  if (t == named) return typedef_type(e, typedef_decl);
  if (t->quals) {
    if (t->unqual == named->unqual && !(named->quals & ~t->quals))
      return with_quals(e, typedef_type(e, typedef_decl), t->quals & ~named->quals);
    return with_quals(e, named_type(e, t->unqual, typedef_decl), t->quals);
  }
  if (t->kind == TY_PTR) return derived_type(e, DW_TAG_pointer_type, named_type(e, t->base, typedef_decl), 64);
  if (t->kind == TY_ARRAY && t->array_len >= 0) return array_of(e, t, named_type(e, t->base, typedef_decl), 0);
  return di_type(e, t);
}

MlirAttribute ofe_debug_scope(OfeEmit *e) {
  return mlirAttributeIsNull(e->mb.scope) && e->fn ? e->fn->subprogram : e->mb.scope;
}

MlirAttribute ofe_debug_lexical_block(OfeEmit *e, OfeLoc loc) {
  MlirAttribute parent = ofe_debug_scope(e);
  if (mlirAttributeIsNull(parent) || e->ctx->opts->debug_info != OFE_DEBUG_FULL || !loc.file) return ABSENT;
  MlirAttribute file = file_attr(e, ofe_diag_file_name(&e->ctx->diag, loc.file));
  return mlirLLVMDILexicalBlockAttrGet(e->mctx, parent, file, loc.line, loc.col);
}

/* Lower bounds far from any C array's, which mark a VLA's subrange until the LLVM side gives
   it its count. */
enum { VLA_MARKER_BASE = 1 << 30 };

static void declare_variable(OfeEmit *e, MlirAttribute variable, OfeLoc loc, MlirValue addr) {
  OfeMB *b = &e->mb;
  MlirNamedAttribute info = ofe_mb_named(b, "varInfo", variable);
  ofe_emit_set_loc(e, loc);
  ofe_mb_op(b, "llvm.intr.dbg.declare", (OfeOpSpec){.nops = 1, .ops = &addr, .nattrs = 1, .attrs = &info});
}

/* A local VLA's type, its length a variable as clang makes it: the hidden variable that holds
   the length is declared __vla_exprN, and the subrange, marked for the LLVM side, gets it as
   its count there. A null attribute when t is no VLA with its length stored. */
static MlirAttribute vla_type(OfeEmit *e, MlirAttribute scope, MlirAttribute file, const OfeDecl *d) {
  OfeDebugInfo *di = &e->debug;
  const OfeType *t = d->type;
  if (t->kind != TY_ARRAY || !t->vla_len || !t->vla_var || mlirValueIsNull(t->vla_var->addr) || !di->plan || !e->fn) return ABSENT;
  /* only a length this function stored: one that came into an outlined region is another's */
  const OfeStrMap *done = &e->fn->vla_lengths_done;
  if (!done->arena || !ofe_ptrmap_get(done, t->vla_var)) return ABSENT;
  unsigned id = di->next_vla_id++;
  const char *length_name = ofe_arena_printf(&e->ctx->lasting, "__vla_expr%u", id);
  MlirAttribute length = mlirLLVMDILocalVariableAttrGet(e->mctx, scope, string_attr(e, length_name), file, d->loc.line, 0, 0,
                                                        di_type(e, e->ctx->types.ulong));
  declare_variable(e, length, d->loc, t->vla_var->addr);
  int64_t marker = (int64_t)VLA_MARKER_BASE + id;
  char text[64];
  snprintf(text, sizeof text, "#llvm.di_subrange<lowerBound = %lld : i64>", (long long)marker);
  MlirAttribute subrange = mlirAttributeParseGet(e->mctx, ofe_str(text));
  ofe_vec_push(&e->ctx->lasting, &di->plan->vlas, ((OfeDebugVla){marker, length_name}));
  return mlirLLVMDICompositeTypeAttrGet(e->mctx, DW_TAG_array_type, ABSENT, di->empty_string, ABSENT, 0, ABSENT,
                                        named_type(e, t->base, d->typedef_decl), 0, 0, 0, 1, &subrange, ABSENT, ABSENT,
                                        ABSENT, ABSENT);
}

void ofe_debug_declare(OfeEmit *e, MlirAttribute scope, const OfeDecl *d, MlirValue addr, unsigned arg) {
  if (mlirAttributeIsNull(scope) || e->ctx->opts->debug_info != OFE_DEBUG_FULL || !d->name || !d->loc.file) return;
  MlirAttribute file = file_attr(e, ofe_diag_file_name(&e->ctx->diag, d->loc.file));
  MlirAttribute type = arg ? ABSENT : vla_type(e, scope, file, d);
  if (mlirAttributeIsNull(type)) type = named_type(e, d->type, d->typedef_decl);
  MlirAttribute variable = mlirLLVMDILocalVariableAttrGet(e->mctx, scope, string_attr(e, d->name), file, d->loc.line,
                                                          arg, 0, type);
  declare_variable(e, variable, d->loc, addr);
}

/* ---- global variables ----------------------------------------------------------------------- */

/* The function whose signature carries the described variables' types through the translation. */
static const char GLOBALS_CARRIER[] = "ompfe.debug.globals";

void ofe_debug_global(OfeEmit *e, const OfeDecl *d, const char *symbol, bool local) {
  OfeDebugInfo *di = &e->debug;
  if (e->ctx->opts->debug_info != OFE_DEBUG_FULL || !di->plan || !d->name || !d->loc.file || d->is_artificial) return;
  const char *function = NULL;
  if (d->local_symbol) { /* a static local: in its function's scope */
    if (!d->local_function) return;
    function = ofe_emit_symbol(e, d->local_function);
  }
  OfeArena *lasting = &e->ctx->lasting;
  const char *file = ofe_diag_file_name(&e->ctx->diag, d->loc.file);
  OfeDebugGlobal g = {ofe_arena_strdup(lasting, symbol), ofe_arena_strdup(lasting, d->name),
                      ofe_arena_strdup(lasting, mapped_path(e, file)), ofe_arena_strdup(lasting, file[0] == '/' ? "" : di->directory),
                      d->loc.line, function ? ofe_arena_strdup(lasting, function) : NULL, local};
  ofe_vec_push(lasting, &di->plan->globals, g);
  ofe_vec_push(&e->ctx->arena, &di->global_types, named_type(e, d->type, d->typedef_decl));
}

void ofe_debug_finish_module(OfeEmit *e) {
  OfeDebugInfo *di = &e->debug;
  size_t ntypes = di->global_types.len + di->enum_types.len + di->record_types.len;
  if (!ntypes) return;
  MlirAttribute *types = ofe_arena_alloc(&e->ctx->arena, (ntypes + 1) * sizeof *types);
  types[0] = mlirLLVMDINullTypeAttrGet(e->mctx);
  size_t n = 1; /* element by element: an empty list's items may be null, which memcpy may not take */
  for (size_t i = 0; i < di->global_types.len; i++) types[n++] = di->global_types.items[i];
  for (size_t i = 0; i < di->enum_types.len; i++) types[n++] = di->enum_types.items[i];
  for (size_t i = 0; i < di->record_types.len; i++) types[n++] = di->record_types.items[i];
  MlirAttribute signature = mlirLLVMDISubroutineTypeAttrGet(e->mctx, 0, (intptr_t)ntypes + 1, types);
  MlirAttribute file = file_attr(e, e->ctx->main_file);
  MlirAttribute carrier = mlirLLVMDISubprogramAttrGet(
      e->mctx, mlirDisctinctAttrCreate(mlirUnitAttrGet(e->mctx)), di->compile_unit, file, string_attr(e, GLOBALS_CARRIER),
      di->empty_string, file, 0, 0, DI_SP_FLAG_DEFINITION | DI_SP_FLAG_LOCAL_TO_UNIT, signature);
  MlirLocation plain = mlirLocationUnknownGet(e->mctx);
  ofe_mb_set_loc(&e->mb, mlirLocationFusedGet(e->mctx, 1, &plain, carrier));
  OfeEmitSaved saved; /* a definition: the translation gives only those their subprogram */
  ofe_emit_nested_begin(e, &saved, GLOBALS_CARRIER, NULL, 0);
  ofe_emit_nested_end(e, &saved);
}

/* Operand i of node `node` as the C API gives it: a constant's value itself (null when absent). */
static LLVMValueRef md_raw_operand(LLVMContextRef c, LLVMMetadataRef node, unsigned i) {
  LLVMValueRef v = LLVMMetadataAsValue(c, node);
  unsigned n = LLVMGetMDNodeNumOperands(v);
  if (i >= n) return NULL;
  LLVMValueRef *ops = malloc(n * sizeof *ops);
  LLVMGetMDNodeOperands(v, ops);
  LLVMValueRef op = ops[i];
  free(ops);
  return op;
}

/* Operand i of metadata node `node` (null when absent). */
static LLVMMetadataRef md_operand(LLVMContextRef c, LLVMMetadataRef node, unsigned i) {
  LLVMValueRef op = md_raw_operand(c, node, i);
  return op ? LLVMValueAsMetadata(op) : NULL;
}

/* LLVM 19's operand numbers (DebugInfoMetadata.h), which the C API has no getters for */
enum { SUBPROGRAM_TYPE = 4, SUBPROGRAM_UNIT = 5, SUBROUTINE_TYPE_TYPES = 3, COMPILE_UNIT_GLOBALS = 6, COMPOSITE_ELEMENTS = 4,
       DERIVED_TYPE_BASE = 3 };

/* Record `type`'s planned members remade as bit-fields (DIFlagBitField, the storage offset),
   as clang makes them, so the debugger reads their bits. */
static void flag_bit_fields(LLVMDIBuilderRef b, LLVMContextRef c, LLVMMetadataRef type, const OfeDebugRecord *planned) {
  LLVMMetadataRef elements = md_operand(c, type, COMPOSITE_ELEMENTS);
  if (!elements) return;
  LLVMValueRef elements_value = LLVMMetadataAsValue(c, elements);
  for (size_t i = 0; i < planned->count; i++) {
    const OfeDebugBitField *f = &planned->bit_fields[i];
    LLVMMetadataRef member = md_operand(c, elements, (unsigned)f->element);
    if (!member || LLVMDITypeGetFlags(member) & LLVMDIFlagBitField) continue; /* a record carried twice */
    LLVMMetadataRef remade = LLVMDIBuilderCreateBitFieldMemberType(b, type, f->name, strlen(f->name), NULL, 0, f->size, f->offset,
                                                                   f->storage_offset, LLVMDIFlagZero,
                                                                   md_operand(c, member, DERIVED_TYPE_BASE));
    LLVMReplaceMDNodeOperandWith(elements_value, (unsigned)f->element, remade);
  }
}

/* Enumeration `type` given the enumerators of `planned` (once: an enumeration described twice is
   one node). */
static void add_enumerators(LLVMDIBuilderRef b, LLVMContextRef c, LLVMMetadataRef type, const OfeDebugEnum *planned) {
  LLVMMetadataRef known = md_operand(c, type, COMPOSITE_ELEMENTS); /* the translation's empty list */
  if (known && LLVMGetMDNodeNumOperands(LLVMMetadataAsValue(c, known))) return;
  LLVMMetadataRef *enumerators = malloc((planned->count + 1) * sizeof *enumerators);
  for (size_t i = 0; i < planned->count; i++)
    enumerators[i] = LLVMDIBuilderCreateEnumerator(b, planned->names[i], strlen(planned->names[i]), planned->values[i],
                                                   planned->is_unsigned);
  LLVMReplaceMDNodeOperandWith(LLVMMetadataAsValue(c, type), COMPOSITE_ELEMENTS,
                               LLVMMDNodeInContext2(c, enumerators, planned->count));
  free(enumerators);
}


enum { VARIABLE_NAME = 1, VARIABLE_TYPE = 3, SUBRANGE_COUNT = 0, SUBRANGE_LOWER_BOUND = 1 };

/* Each marked VLA subrange's count: the variable that holds the length, found by its name
   among the module's declared variables (one walk over the llvm.dbg.declare calls, in the
   intrinsics' form for the while). */
static void count_vlas(LLVMModuleRef m, const OfeDebugPlan *plan) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMBool records = LLVMIsNewDbgInfoFormat(m);
  if (records) LLVMSetIsNewDbgInfoFormat(m, 0);
  LLVMValueRef declare = LLVMGetNamedFunction(m, "llvm.dbg.declare");
  OFE_VEC(LLVMMetadataRef) variables = {0};
  size_t capacity = 0;
  for (LLVMUseRef u = declare ? LLVMGetFirstUse(declare) : NULL; u; u = LLVMGetNextUse(u)) {
    LLVMValueRef call = LLVMGetUser(u);
    if (!LLVMIsACallInst(call) || LLVMGetNumArgOperands(call) < 2) continue;
    if (variables.len == capacity) {
      capacity = capacity ? 2 * capacity : 16;
      variables.items = realloc(variables.items, capacity * sizeof *variables.items);
    }
    variables.items[variables.len++] = LLVMValueAsMetadata(LLVMGetOperand(call, 1));
  }
  for (size_t i = 0; i < variables.len; i++) {
    LLVMMetadataRef type = md_operand(c, variables.items[i], VARIABLE_TYPE);
    if (!type || LLVMGetMetadataKind(type) != LLVMDICompositeTypeMetadataKind) continue;
    LLVMMetadataRef elements = md_operand(c, type, COMPOSITE_ELEMENTS);
    LLVMMetadataRef subrange = elements ? md_operand(c, elements, 0) : NULL;
    if (!subrange || LLVMGetMetadataKind(subrange) != LLVMDISubrangeMetadataKind) continue;
    LLVMValueRef lower = md_raw_operand(c, subrange, SUBRANGE_LOWER_BOUND);
    if (!lower || !LLVMIsAConstantInt(lower)) continue;
    long long marker = LLVMConstIntGetSExtValue(lower);
    for (size_t v = 0; v < plan->vlas.len; v++) {
      if (plan->vlas.items[v].marker != marker) continue;
      for (size_t j = 0; j < variables.len; j++) {
        LLVMMetadataRef name = md_operand(c, variables.items[j], VARIABLE_NAME);
        unsigned len = 0;
        const char *text = name ? LLVMGetMDString(LLVMMetadataAsValue(c, name), &len) : NULL;
        if (!text || len != strlen(plan->vlas.items[v].length_name) || memcmp(text, plan->vlas.items[v].length_name, len)) continue;
        LLVMValueRef subrange_value = LLVMMetadataAsValue(c, subrange);
        LLVMReplaceMDNodeOperandWith(subrange_value, SUBRANGE_COUNT, variables.items[j]);
        LLVMReplaceMDNodeOperandWith(subrange_value, SUBRANGE_LOWER_BOUND, NULL);
        break;
      }
    }
  }
  free(variables.items);
  if (records) LLVMSetIsNewDbgInfoFormat(m, 1);
}

static void describe_plan(LLVMModuleRef m, const OfeDebugPlan *plan) {
  const OfeDebugGlobals *globals = &plan->globals;
  LLVMValueRef carrier = LLVMGetNamedFunction(m, GLOBALS_CARRIER);
  if (!carrier) return; /* a device compile filters it out with the host code */
  LLVMContextRef c = LLVMGetModuleContext(m);
  LLVMMetadataRef subprogram = LLVMGetSubprogram(carrier);
  LLVMMetadataRef unit = md_operand(c, subprogram, SUBPROGRAM_UNIT);
  LLVMMetadataRef types = md_operand(c, md_operand(c, subprogram, SUBPROGRAM_TYPE), SUBROUTINE_TYPE_TYPES);
  LLVMValueRef types_value = LLVMMetadataAsValue(c, types);
  LLVMValueRef *type_ops = malloc(LLVMGetMDNodeNumOperands(types_value) * sizeof *type_ops);
  LLVMGetMDNodeOperands(types_value, type_ops);
  LLVMMetadataRef *described = malloc((globals->len + 1) * sizeof *described);
  size_t ndescribed = 0;
  LLVMDIBuilderRef b = LLVMCreateDIBuilderDisallowUnresolved(m);
  unsigned dbg_kind = LLVMGetMDKindIDInContext(c, "dbg", 3);
  for (size_t i = 0; i < globals->len; i++) {
    const OfeDebugGlobal *g = &globals->items[i];
    LLVMValueRef var = LLVMGetNamedGlobal(m, g->symbol);
    LLVMValueRef function = g->function ? LLVMGetNamedFunction(m, g->function) : NULL;
    LLVMMetadataRef scope = g->function ? (function ? LLVMGetSubprogram(function) : NULL) : unit;
    if (!var || LLVMIsDeclaration(var) || !scope || !type_ops[i + 1]) continue; /* not defined here (after all) */
    LLVMMetadataRef file = LLVMDIBuilderCreateFile(b, g->file, strlen(g->file), g->directory, strlen(g->directory));
    LLVMMetadataRef expr = LLVMDIBuilderCreateGlobalVariableExpression(
        b, scope, g->name, strlen(g->name), "", 0, file, g->line, LLVMValueAsMetadata(type_ops[i + 1]), g->local,
        LLVMDIBuilderCreateExpression(b, NULL, 0), NULL, 0);
    LLVMGlobalSetMetadata(var, dbg_kind, expr);
    described[ndescribed++] = expr;
  }
  LLVMReplaceMDNodeOperandWith(LLVMMetadataAsValue(c, unit), COMPILE_UNIT_GLOBALS, LLVMMDNodeInContext2(c, described, ndescribed));
  for (size_t i = 0; i < plan->enums.len; i++) {
    LLVMValueRef type = type_ops[1 + globals->len + i];
    if (type) add_enumerators(b, c, LLVMValueAsMetadata(type), &plan->enums.items[i]);
  }
  for (size_t i = 0; i < plan->records.len; i++) {
    LLVMValueRef type = type_ops[1 + globals->len + plan->enums.len + i];
    if (type) flag_bit_fields(b, c, LLVMValueAsMetadata(type), &plan->records.items[i]);
  }
  LLVMDIBuilderFinalize(b);
  LLVMDisposeDIBuilder(b);
  free(described);
  free(type_ops);
  LLVMDeleteFunction(carrier);
}

void ofe_debug_finish_llvm(const OfeOptions *o, LLVMModuleRef m, const OfeDebugPlan *plan) {
  if (o->debug_info == OFE_DEBUG_NONE) return;
  if (plan && (plan->globals.len || plan->enums.len || plan->records.len)) describe_plan(m, plan);
  if (plan && plan->vlas.len) count_vlas(m, plan);
  unsigned dwarf = o->dwarf_version ? (unsigned)o->dwarf_version : DEFAULT_DWARF_VERSION;
  LLVMValueRef version = LLVMConstInt(LLVMInt32TypeInContext(LLVMGetModuleContext(m)), dwarf, 0);
  LLVMAddModuleFlag(m, LLVMModuleFlagBehaviorWarning, "Dwarf Version", strlen("Dwarf Version"), LLVMValueAsMetadata(version));
}
