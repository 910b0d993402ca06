/* emit_module: the translation unit as an MLIR module: globals, functions (definitions in
 * source order, declarations on first use), string literals, and the OpenMP module and
 * declare-target attributes the passes read (omp.is_target_device, omp.host_ir_filepath,
 * #omp.declaretarget on functions and globals, as Flang writes them). */
#include <string.h>

#include "emit/emit.h"
#include "emit/ssa_vars.h"
#include "emit/tidy_blocks.h"
#include "emit/omp_attrs.h"

#define MB (&e->mb)

/* ---- types -------------------------------------------------------------------------------- */

MlirType ofe_emit_type(OfeEmit *e, const OfeType *t) {
  switch (t->kind) {
  case TY_VOID: return MB->void_;
  case TY_BOOL: case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return MB->i8;
  case TY_SHORT: case TY_USHORT: return MB->i16;
  case TY_INT: case TY_UINT: return MB->i32;
  case TY_LONG: case TY_ULONG: case TY_LLONG: case TY_ULLONG: return MB->i64;
  case TY_INT128: case TY_UINT128: return MB->i128;
  case TY_FLOAT16: return MB->f16;
  case TY_FLOAT: return MB->f32;
  case TY_DOUBLE: return MB->f64;
  case TY_LDOUBLE: return MB->f80;
  case TY_FLOAT128: return MB->f128;
  case TY_ENUM: return ofe_emit_type(e, t->base);
  case TY_PTR: return MB->ptr;
  case TY_ERROR: return MB->i32;
  case TY_COMPLEX: return ofe_emit_complex_type(e, t);
  case TY_VECTOR: return mlirVectorTypeGet(1, &t->array_len, ofe_emit_type(e, t->base));
  default: return ofe_emit_mem_type(e, t);
  }
}

MlirType ofe_emit_mem_type(OfeEmit *e, const OfeType *t) {
  if (ofe_type_is_scalar(t)) return ofe_emit_type(e, t);
  uint64_t size = t->kind == TY_FUNC || t->kind == TY_VOID ? 1 : ofe_sizeof(t);
  return ofe_mb_array(MB, MB->i8, size);
}

/* ---- locations ---------------------------------------------------------------------------- */

MlirLocation ofe_emit_loc(OfeEmit *e, OfeLoc loc) {
  if (!loc.file) return mlirLocationUnknownGet(e->mctx);
  return ofe_mb_file_loc(MB, ofe_diag_file_name(&e->ctx->diag, loc.file), loc.line, loc.col);
}

void ofe_emit_set_loc(OfeEmit *e, OfeLoc loc) {
  if (loc.file) ofe_mb_set_position(MB, ofe_diag_file_name(&e->ctx->diag, loc.file), loc.line, loc.col);
}

/* ---- symbols ------------------------------------------------------------------------------ */

const char *ofe_emit_symbol(OfeEmit *e, OfeDecl *d) {
  (void)e;
  OfeDecl *c = d->canonical;
  return c->asm_name;
}

static MlirOperation symbol(OfeEmit *e, const char *name) { return (MlirOperation){ofe_strmap_get(&e->symbols, name, strlen(name))}; }

static void add_symbol(OfeEmit *e, const char *name, MlirOperation op) {
  ofe_strmap_put(&e->symbols, name, strlen(name), op.ptr);
}

unsigned ofe_emit_decl_align(const OfeDecl *d) {
  unsigned align = ofe_alignof(d->type);
  /* The x86-64 psABI aligns an array variable of 16 bytes or more to 16, and code compiled
     by gcc and clang counts on it (a vector store into a global double[4]); _Alignof keeps
     the type's alignment. */
  if (d->type->kind == TY_ARRAY && ofe_sizeof(d->type) >= 16 && align < 16) align = 16;
  return d->user_align > align ? d->user_align : align;
}

unsigned ofe_emit_alloc_align(const OfeDecl *d, unsigned asked) {
  unsigned own = ofe_emit_decl_align(d);
  if (own <= 8) return asked; /* what __kmpc_alloc gives anyway */
  return asked > own ? asked : own;
}

static void set_attr(MlirOperation op, const char *name, MlirAttribute a) {
  if (!mlirAttributeIsNull(a)) mlirOperationSetInherentAttributeByName(op, ofe_str(name), a);
}

/* A symbol's visibility: its attribute's, else -fvisibility='s for a definition in a host
   compile (the device image must keep exporting what the runtime looks up). LLVM wants local
   symbols at default visibility. */
static void set_visibility(OfeEmit *e, MlirOperation op, const OfeDecl *d, bool definition, const char *linkage) {
  OfeVisibility v = d->visibility;
  if (!v && definition && !e->device) v = e->ctx->opts->default_visibility;
  bool local = strcmp(linkage, "internal") == 0 || strcmp(linkage, "private") == 0;
  /* the llvm dialect's Visibility enum: 0 default, 1 hidden, 2 protected */
  int64_t value = local || v <= OFE_VISIBILITY_DEFAULT ? 0 : v == OFE_VISIBILITY_HIDDEN ? 1 : 2;
  MlirStringRef name = ofe_str("visibility_");
  if (value || !mlirAttributeIsNull(mlirOperationGetInherentAttributeByName(op, name))) /* a declaration's, now local */
    mlirOperationSetInherentAttributeByName(op, name, mlirIntegerAttrGet(mlirIntegerTypeGet(e->mctx, 64), value));
}

/* Declares name with sig's type and ABI attributes, at loc. */
static MlirOperation sig_decl(OfeEmit *e, const char *name, const OfeAbiSig *sig, MlirLocation loc) {
  OfeMBWhere saved = MB->where;
  ofe_mb_set_loc(MB, loc);
  MlirOperation op = ofe_mb_func(MB, name, sig->fn_type, "external", 0, NULL);
  MB->where = saved;
  set_attr(op, "arg_attrs", sig->arg_attrs);
  set_attr(op, "res_attrs", sig->res_attrs);
  add_symbol(e, name, op);
  return op;
}

static void set_passthrough(OfeEmit *e, MlirOperation fn, const OfeDecl *d);

/* Whether a symbol this unit declares without defining it is extern_weak: a weak one defined
 * nowhere is null, as with gcc and clang (its definition sets its own linkage), and an alias's
 * stand-in is weak until alias_fixup makes the alias, or LLVM would fold &alias == &target. */
static bool declared_weak(const OfeDecl *d) { return d->is_weak || d->alias_target; }

MlirOperation ofe_emit_func_decl(OfeEmit *e, OfeDecl *d) {
  d = d->canonical;
  const char *name = ofe_emit_symbol(e, d);
  MlirOperation op = symbol(e, name);
  if (!mlirOperationIsNull(op)) return op;
  /* a function defined here is created with its subprogram (-g), even by a use before its definition */
  MlirLocation loc = d->is_defined ? ofe_debug_function_loc(e, d->name, d->def_loc.file ? d->def_loc : d->loc,
                                                            d->storage == SC_STATIC)
                                   : ofe_emit_loc(e, d->loc);
  op = sig_decl(e, name, ofe_abi_sig(e, d->type), loc);
  if (declared_weak(d)) mlirOperationSetInherentAttributeByName(op, ofe_str("linkage"), ofe_mb_linkage(MB, "extern_weak"));
  set_visibility(e, op, d, false, "external");
  set_passthrough(e, op, d);
  ofe_omp_mark_decl(e, d, op);
  return op;
}

MlirOperation ofe_emit_sig_decl(OfeEmit *e, const char *name, const OfeAbiSig *sig) {
  MlirOperation op = symbol(e, name);
  return mlirOperationIsNull(op) ? sig_decl(e, name, sig, mlirLocationUnknownGet(e->mctx)) : op;
}

static const char *global_linkage(const OfeDecl *d) {
  if (d->storage == SC_STATIC || d->local_symbol || (d->is_global && !d->name[0])) return "internal";
  if (d->is_weak) return "weak";
  return "external";
}

MlirOperation ofe_emit_global(OfeEmit *e, OfeDecl *d) {
  d = d->canonical;
  const char *name = ofe_emit_symbol(e, d);
  MlirOperation op = symbol(e, name);
  if (mlirOperationIsNull(op)) {
    OfeMBWhere saved = MB->where;
    ofe_mb_set_loc(MB, ofe_emit_loc(e, d->loc));
    bool definition = d->is_defined || d->init;
    /* the device has no copy of a link variable of its own: the runtime maps one in */
    if (e->device && e->ctx->opts->openmp && ofe_emit_is_link(d)) definition = false;
    bool hidden_object = d->name && (strncmp(d->name, ".compoundliteral", 16) == 0);
    const char *linkage = hidden_object ? "internal" : definition                          ? global_linkage(d)
                          : declared_weak(d) ? "extern_weak"
                                             : "external";
    /* -fcommon: `int x;` at file scope is a common symbol, merged with others at link time */
    if (definition && !d->init && e->ctx->opts->common && strcmp(linkage, "external") == 0 && !d->is_thread_local &&
        !d->section)
      linkage = "common";
    op = ofe_mb_global(MB, name, ofe_emit_mem_type(e, d->type), linkage, (d->type->quals & OFE_QUAL_CONST) != 0, ofe_emit_decl_align(d),
                       (MlirAttribute){NULL}, false);
    MB->where = saved;
    add_symbol(e, name, op);
    set_visibility(e, op, d, definition && !hidden_object, linkage);
    if (d->is_thread_local) mlirOperationSetInherentAttributeByName(op, ofe_str("thread_local_"), mlirUnitAttrGet(e->mctx));
    if (d->section) mlirOperationSetInherentAttributeByName(op, ofe_str("section"), ofe_mb_str_attr(MB, d->section));
    if (definition) {
      if (d->init) {
        ofe_emit_global_init(e, d, op);
      } else {
        ofe_emit_global_zero(e, d->type, op); /* tentative definitions included */
      }
    }
    ofe_omp_mark_decl(e, d, op);
    if (definition && !hidden_object)
      ofe_debug_global(e, d, name, !strcmp(linkage, "internal") || !strcmp(linkage, "private"));
  }
  return op;
}

bool ofe_emit_is_link(const OfeDecl *d) {
  d = d->canonical;
  return d->kind == D_VAR && d->is_global && d->dt.device_type != DT_NONE && d->dt.capture == CAP_LINK;
}

/* A link variable's reference pointer: on the host it points at the variable; on the device
 * the runtime fills it in when the variable is mapped, and device code reaches the variable
 * only through it (docs/offload-abi.md §3.2). */
MlirValue ofe_emit_link_ref_ptr(OfeEmit *e, OfeDecl *d) {
  d = d->canonical;
  const char *name = d->static_entry_name ? d->static_entry_name
                                          : ofe_arena_printf(&e->ctx->arena, "%s_decl_tgt_ref_ptr", ofe_emit_symbol(e, d));
  if (mlirOperationIsNull(symbol(e, name))) {
    ofe_emit_global(e, d);
    MlirOperation g = ofe_mb_global(MB, name, MB->ptr, "weak", false, 8, (MlirAttribute){NULL}, true);
    add_symbol(e, name, g);
    MlirBlock saved = MB->block;
    ofe_mb_set_block(MB, mlirRegionGetFirstBlock(mlirOperationGetRegion(g, 0)));
    ofe_mb_return(MB, e->device ? ofe_mb_zero(MB, MB->ptr) : ofe_mb_addressof(MB, ofe_emit_symbol(e, d)));
    ofe_mb_set_block(MB, saved);
  }
  return ofe_mb_addressof(MB, name);
}

/* A private `unnamed_addr` constant: a string literal's bytes, a local initializer's copy. */
static MlirOperation private_constant(OfeEmit *e, const char *name, MlirType t, unsigned align, MlirAttribute value) {
  MlirOperation g = ofe_mb_global(MB, name, t, "private", true, align, value, false);
  mlirOperationSetInherentAttributeByName(g, ofe_str("unnamed_addr"), ofe_mb_i64_attr(MB, 2)); /* global unnamed_addr */
  add_symbol(e, name, g);
  return g;
}

const char *ofe_emit_const_copy(OfeEmit *e, OfeDecl *d) {
  const char *fn = e->fn && e->fn->decl ? ofe_emit_symbol(e, e->fn->decl) : "global";
  const char *base = ofe_arena_printf(&e->ctx->arena, "__const.%s.%s", fn, d->name), *name = base;
  for (unsigned n = 1; !mlirOperationIsNull(symbol(e, name)); n++) name = ofe_arena_printf(&e->ctx->arena, "%s.%u", base, n);
  MlirOperation g = private_constant(e, name, ofe_emit_mem_type(e, d->type), ofe_emit_decl_align(d), (MlirAttribute){NULL});
  ofe_emit_global_init(e, d, g);
  return name;
}

MlirValue ofe_emit_global_addr(OfeEmit *e, OfeDecl *d) {
  if (e->device && e->ctx->opts->openmp && ofe_emit_is_link(d))
    return ofe_mb_load(MB, MB->ptr, ofe_emit_link_ref_ptr(e, d), 8, false);
  ofe_emit_global(e, d);
  return ofe_mb_addressof(MB, ofe_emit_symbol(e, d));
}

const char *ofe_emit_string_symbol(OfeEmit *e, const OfeExpr *s) {
  size_t nbytes = s->str.len * s->str.char_size;
  char *key = ofe_arena_alloc(&e->ctx->arena, nbytes + 1);
  memcpy(key, s->str.bytes, nbytes);
  key[nbytes] = (char)s->str.char_size;
  const char *name = ofe_strmap_get(&e->strings, key, nbytes + 1);
  if (name) return name;
  name = e->string_count ? ofe_arena_printf(&e->ctx->arena, ".str.%u", e->string_count) : ".str";
  e->string_count++;
  MlirType t = ofe_mb_array(MB, MB->i8, nbytes);
  private_constant(e, name, t, s->str.char_size, mlirStringAttrGet(e->mctx, mlirStringRefCreate(s->str.bytes, nbytes)));
  ofe_strmap_put(&e->strings, key, nbytes + 1, (void *)name);
  return name;
}

MlirValue ofe_emit_string(OfeEmit *e, const OfeExpr *s) { return ofe_mb_addressof(MB, ofe_emit_string_symbol(e, s)); }

const char *ofe_emit_const_string_symbol(OfeEmit *e, const char *name, const char *text, bool unnamed_addr) {
  if (mlirOperationIsNull(symbol(e, name))) {
    size_t size = strlen(text) + 1;
    MlirType t = ofe_mb_array(MB, MB->i8, size);
    MlirAttribute value = mlirStringAttrGet(e->mctx, mlirStringRefCreate(text, size));
    if (unnamed_addr) private_constant(e, name, t, 1, value);
    else add_symbol(e, name, ofe_mb_global(MB, name, t, "private", true, 1, value, false));
  }
  return name;
}

MlirValue ofe_emit_const_string(OfeEmit *e, const char *name, const char *text, bool unnamed_addr) {
  return ofe_mb_addressof(MB, ofe_emit_const_string_symbol(e, name, text, unnamed_addr));
}

MlirValue ofe_emit_call_fn(OfeEmit *e, const char *name, MlirType ret, const MlirValue *args, intptr_t n,
                           const MlirType *types, bool variadic) {
  MlirType *copy = ofe_arena_alloc(&e->ctx->arena, (size_t)(n + 1) * sizeof *copy);
  for (intptr_t i = 0; i < n; i++) copy[i] = types ? types[i] : mlirValueGetType(args[i]);
  OfeFnType ft = ofe_mb_func_type(MB, ret, copy, n, variadic);
  MlirOperation fn = symbol(e, name);
  if (mlirOperationIsNull(fn)) {
    fn = ofe_mb_func(MB, name, ft, "external", 0, NULL);
    add_symbol(e, name, fn);
  }
  MlirOperation call = ofe_mb_call(MB, name, ft, args, n);
  return ofe_type_is_llvm_void(ret) ? (MlirValue){NULL} : ofe_mb_result(call);
}

MlirValue ofe_emit_call_varargs(OfeEmit *e, const char *name, MlirType ret, const MlirType *fixed, intptr_t nfixed,
                                const MlirValue *args, intptr_t n) {
  MlirType *copy = ofe_arena_alloc(&e->ctx->arena, (size_t)(nfixed + 1) * sizeof *copy);
  for (intptr_t i = 0; i < nfixed; i++) copy[i] = fixed[i];
  OfeFnType ft = ofe_mb_func_type(MB, ret, copy, nfixed, true);
  if (mlirOperationIsNull(symbol(e, name))) add_symbol(e, name, ofe_mb_func(MB, name, ft, "external", 0, NULL));
  MlirOperation call = ofe_mb_call(MB, name, ft, args, n);
  return ofe_type_is_llvm_void(ret) ? (MlirValue){NULL} : ofe_mb_result(call);
}

/* ---- functions ---------------------------------------------------------------------------- */

/* What an `inline` function's definition is. C99 (C11 6.7.4p7): the external definition when
 * some file-scope declaration says `extern` or lacks `inline`, else an inline definition.
 * GNU89 (__attribute__((gnu_inline))): `extern inline` is for inlining only, plain `inline` the
 * external definition. */
typedef enum { INLINE_NONE, INLINE_EXTERNAL_DEF, INLINE_ONLY, INLINE_GNU_EXTERN } InlineDef;

static InlineDef inline_def(const OfeEmit *e, const OfeDecl *d) {
  if (!d->is_inline || d->storage == SC_STATIC) return INLINE_NONE;
  if (d->attr_gnu_inline || e->ctx->opts->gnu89_inline) return d->storage == SC_EXTERN ? INLINE_GNU_EXTERN : INLINE_EXTERNAL_DEF;
  return d->declared_external ? INLINE_EXTERNAL_DEF : INLINE_ONLY;
}

static const char *func_linkage(const OfeEmit *e, const OfeDecl *d) {
  if (d->variant_of) return "internal";
  if (d->storage == SC_STATIC) return "internal";
  InlineDef def = inline_def(e, d);
  /* the external definition is elsewhere, as gcc and clang assume: calls may go there */
  if (def == INLINE_GNU_EXTERN) return "available_externally";
  if (d->is_weak) return "weak";
  /* a C99 inline definition: the external one may be elsewhere; never two at link time */
  if (def == INLINE_ONLY) return "linkonce_odr";
  return "external";
}

static void set_linkage(OfeEmit *e, MlirOperation fn, const char *linkage) {
  mlirOperationSetInherentAttributeByName(fn, ofe_str("linkage"), ofe_mb_linkage(MB, linkage));
}

static void set_passthrough(OfeEmit *e, MlirOperation fn, const OfeDecl *d) {
  MlirAttribute items[6];
  int n = 0;
  if (d->attr_noinline) items[n++] = ofe_mb_str_attr(MB, "noinline");
  if (d->attr_always_inline) items[n++] = ofe_mb_str_attr(MB, "alwaysinline");
  if (d->is_noreturn) items[n++] = ofe_mb_str_attr(MB, "noreturn");
  if (ofe_decl_returns_twice(d)) items[n++] = ofe_mb_str_attr(MB, "returns_twice");
  /* __attribute__((target)) or #pragma GCC target: its ISAs for LLVM (codegen_flags.c adds
     the command line's) */
  char *features = ofe_isa_llvm_features(d->target_isa, &e->ctx->arena);
  if (features) {
    MlirAttribute kv[] = {ofe_mb_str_attr(MB, "target-features"), ofe_mb_str_attr(MB, features)};
    items[n++] = mlirArrayAttrGet(e->mctx, 2, kv);
  }
  if (n) mlirOperationSetInherentAttributeByName(fn, ofe_str("passthrough"), mlirArrayAttrGet(e->mctx, n, items));
}

static bool is_main(const OfeDecl *d) { return strcmp(d->name, "main") == 0 && d->type->base->kind == TY_INT; }

void ofe_emit_function_body(OfeEmit *e, OfeDecl *d, MlirOperation fn) {
  const OfeAbiSig *sig = ofe_abi_sig(e, d->type);
  ofe_mb_set_loc(MB, ofe_emit_loc(e, d->def_loc.file ? d->def_loc : d->loc));
  MlirBlock entry = ofe_mb_func_begin_body(MB, fn, sig->fn_type.nparams, sig->fn_type.params);
  OfeFuncEmit *f = ofe_arena_alloc(&e->ctx->arena, sizeof *f);
  f->decl = d;
  f->sig = sig;
  f->subprogram = ofe_debug_subprogram(e, d->name);
  e->fn = f;
  ofe_ssa_begin(e);
  ofe_emit_complex_target_ok(e, d->type->base, d->loc, "a function result");
  for (size_t i = 0; i < d->params.len; i++) ofe_emit_complex_target_ok(e, d->params.items[i]->type, d->params.items[i]->loc, "a parameter");
  intptr_t arg = 0;
  /* with -g, storing the parameters has no line, as in clang: the debugger's breakpoint on
     the function then lands after it (the prologue's end), where the parameters are readable */
  if (e->debug.enabled) ofe_mb_set_loc(MB, mlirLocationUnknownGet(e->mctx));
  if (sig->ret.kind == ABI_MEMORY) f->sret = mlirBlockGetArgument(entry, arg++);
  for (size_t i = 0; i < d->params.len; i++) {
    OfeDecl *p = d->params.items[i];
    const OfeAbiArg *a = &sig->params[i];
    const OfeType *t = p->type;
    p->addr = p->value = (MlirValue){NULL};
    switch (a->kind) {
    case ABI_MEMORY: p->addr = mlirBlockGetArgument(entry, arg++); break;
    case ABI_COERCE:
      p->addr = ofe_emit_temp(e, t);
      for (int k = 0; k < a->nparts; k++)
        ofe_mb_store(MB, mlirBlockGetArgument(entry, arg++), ofe_mb_gep_bytes(MB, p->addr, 8 * k), 8, false);
      break;
    case ABI_IGNORE: p->addr = ofe_emit_temp(e, t); break;
    default: {
      /* a K&R parameter arrives as its promoted type (or a prototype's): converted back */
      const OfeType *passed = d->type->params.items[i].type;
      MlirValue v = mlirBlockGetArgument(entry, arg++);
      if (p->value_only && passed->unqual == t->unqual && !e->debug.enabled) {
        /* only read: the argument is its value everywhere (with -g it keeps its slot, which
           the debug information describes) */
        p->value = v;
        break;
      }
      if (passed->unqual != t->unqual) v = ofe_emit_convert(e, v, passed, t);
      if (ofe_ssa_holds(e, p)) {
        /* assigned, and otherwise only read: an SSA value from the entry on */
        ofe_ssa_write(e, p, v);
        break;
      }
      p->addr = ofe_mb_alloca(MB, ofe_emit_type(e, t), ofe_alignof(t));
      ofe_mb_store(MB, v, p->addr, ofe_alignof(t), false);
      break;
    }
    }
  }
  for (size_t i = 0; i < d->params.len; i++) ofe_debug_declare(e, f->subprogram, d->params.items[i], d->params.items[i]->addr, (unsigned)i + 1);
  /* the lengths in the parameters' declared types run on entry, in order, with their side
     effects, also those the adjustment to a pointer dropped (C11 6.9.1p10) */
  for (size_t i = 0; i < d->params.len; i++) {
    const OfeDecl *p = d->params.items[i];
    ofe_emit_vla_sizes(e, p->param_vla ? p->param_vla : p->type);
  }
  const OfeType *rt = d->type->base;
  /* a scalar result goes back from each return statement (with -g through the slot, whose
     single exit holds the function's last line, as in clang) */
  f->direct_return = sig->ret.kind == ABI_DIRECT && ofe_type_is_plain_value(rt) && !e->debug.enabled;
  if (!f->direct_return) {
    if (rt->kind != TY_VOID && sig->ret.kind != ABI_MEMORY)
      f->ret_slot = ofe_emit_travels_in_parts(rt) ? ofe_emit_temp(e, rt) : ofe_mb_alloca(MB, ofe_emit_type(e, rt), ofe_alignof(rt));
    f->ret_block = ofe_mb_new_block(MB);
  }
  MlirBlock body = ofe_mb_new_block(MB);
  ofe_mb_br(MB, body);
  ofe_mb_set_block(MB, body);
  if (is_main(d) && !f->direct_return) ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i32, 0), f->ret_slot, 4, false);
}

/* Control reaching the closing brace: back through the single exit, or, with direct returns,
 * main's 0 (C11 5.1.2.2.3) and any other function's undefined value (C11 6.9.1p12). */
static void emit_fall_off_end(OfeEmit *e) {
  OfeFuncEmit *f = e->fn;
  if (ofe_mb_block_terminated(MB->block)) return;
  if (!f->direct_return) {
    ofe_mb_br(MB, f->ret_block);
    return;
  }
  MlirType rt = f->sig->fn_type.ret;
  ofe_mb_return(MB, is_main(f->decl) ? ofe_mb_const_int(MB, rt, 0) : ofe_mb_undef(MB, rt));
}

/* The single exit: loads the result from its slot and returns it the ABI's way. */
static void emit_return_block(OfeEmit *e) {
  OfeFuncEmit *f = e->fn;
  const OfeAbiSig *sig = f->sig;
  const OfeType *rt = f->decl->type->base;
  ofe_mb_set_block(MB, f->ret_block);
  switch (sig->ret.kind) {
  case ABI_IGNORE: case ABI_MEMORY: ofe_mb_return(MB, (MlirValue){NULL}); break;
  case ABI_COERCE: {
    if (sig->ret.nparts == 1) {
      ofe_mb_return(MB, ofe_mb_load(MB, sig->ret.parts[0], f->ret_slot, 8, false));
      break;
    }
    MlirType st = sig->fn_type.ret;
    MlirValue agg = ofe_mb_undef(MB, st);
    for (int k = 0; k < 2; k++)
      agg = ofe_mb_insertvalue(MB, agg, ofe_mb_load(MB, sig->ret.parts[k], ofe_mb_gep_bytes(MB, f->ret_slot, 8 * k), 8, false), k);
    ofe_mb_return(MB, agg);
    break;
  }
  default: ofe_mb_return(MB, ofe_mb_load(MB, ofe_emit_type(e, rt), f->ret_slot, ofe_alignof(rt), false)); break;
  }
}

void ofe_emit_finish_blocks(OfeEmit *e) {
  OfeArena scratch; /* its tables are dead once the body is tidied */
  ofe_arena_init(&scratch);
  OfeBlockGraph g;
  ofe_block_graph_build(&g, &scratch, MB->func_body);
  MlirBlock saved = MB->block;
  for (size_t i = 0; i < g.blocks.len; i++) {
    if (ofe_mb_block_terminated(g.blocks.items[i])) continue;
    ofe_mb_set_block(MB, g.blocks.items[i]);
    ofe_mb_unreachable(MB);
  }
  ofe_mb_set_block(MB, saved);
  ofe_ssa_finish(e, &g);
  ofe_tidy_blocks(&g);
  ofe_arena_free(&scratch);
}

void ofe_emit_save(OfeEmit *e, OfeEmitSaved *saved) { *saved = (OfeEmitSaved){e->mb, e->fn, e->kernel_vars, e->omp_private}; }

void ofe_emit_restore(OfeEmit *e, const OfeEmitSaved *saved) {
  e->mb = saved->mb;
  e->fn = saved->fn;
  e->kernel_vars = saved->kernel_vars;
  e->omp_private = saved->omp_private;
}

MlirBlock ofe_emit_nested_begin(OfeEmit *e, OfeEmitSaved *saved, const char *name, MlirType *params, intptr_t n) {
  ofe_emit_save(e, saved);
  MlirOperation fn = ofe_mb_func(MB, name, ofe_mb_func_type(MB, MB->void_, params, n, false), "internal", 0, NULL);
  ofe_strmap_put(&e->symbols, name, strlen(name), fn.ptr);
  MlirBlock entry = ofe_mb_func_begin_body(MB, fn, n, params);
  OfeFuncEmit *f = ofe_arena_alloc(&e->ctx->arena, sizeof *f);
  f->decl = saved->fn ? saved->fn->decl : NULL;
  e->fn = f;
  e->kernel_vars = e->omp_private = NULL;
  return entry;
}

void ofe_emit_nested_end(OfeEmit *e, const OfeEmitSaved *saved) {
  ofe_mb_return(MB, (MlirValue){NULL});
  ofe_emit_finish_blocks(e);
  ofe_emit_restore(e, saved);
}

static void emit_function(OfeEmit *e, OfeDecl *d) {
  MlirOperation fn = ofe_emit_func_decl(e, d);
  if (mlirRegionGetFirstBlock(mlirOperationGetRegion(fn, 0)).ptr) return; /* already has a body */
  double start = e->ctx->trace_events ? ofe_now_ms() : 0;
  set_linkage(e, fn, func_linkage(e, d));
  set_visibility(e, fn, d, true, func_linkage(e, d));
  set_passthrough(e, fn, d);
  ofe_facts_note_function(&e->ctx->facts, ofe_emit_symbol(e, d), d->loc);
  ofe_emit_function_body(e, d, fn);
  ofe_emit_label_anchor(e, d);
  ofe_emit_stmt(e, d->body);
  emit_fall_off_end(e);
  if (!e->fn->direct_return) emit_return_block(e);
  ofe_emit_finish_blocks(e);
  e->fn = NULL;
  MB->block = (MlirBlock){NULL};
  /* clang-19's name for the event of a function's IR generation */
  if (e->ctx->trace_events) ofe_trace_event_end(e->ctx->trace_events, "CodeGen Function", d->name, start);
}

/* ---- the module ----------------------------------------------------------------------------- */

static bool wanted(const OfeEmit *e, const OfeDecl *d) {
  if (d->storage != SC_STATIC && !d->variant_of &&
      (!d->is_inline || (d->is_defined && inline_def(e, d) == INLINE_EXTERNAL_DEF)))
    return true;
  return d->referenced || d->attr_used || d->ctor_priority || d->dtor_priority || d->dt.device_type != DT_NONE;
}

/* The inline-only functions that wanted ones name, and those they name, are referenced:
   wanted, so that they can be inlined. Each is followed once. */
static void reference_inline_callees(OfeCtx *ctx) {
  OFE_VEC(OfeDecl *) work = {0};
  for (size_t i = 0; i < ctx->unit.functions.len; i++) {
    OfeDecl *d = ctx->unit.functions.items[i];
    if (d->referenced && d->inline_refs.len) ofe_vec_push(&ctx->arena, &work, d);
  }
  while (work.len) {
    OfeDecl *d = work.items[--work.len];
    for (size_t i = 0; i < d->inline_refs.len; i++) {
      OfeDecl *callee = d->inline_refs.items[i];
      OfeDecl *def = callee->canonical && callee->canonical->def ? callee->canonical->def : callee;
      if (callee->referenced && def->referenced) continue;
      callee->referenced = def->referenced = true;
      ofe_vec_push(&ctx->arena, &work, def);
    }
  }
}

/* llvm.mlir.global_ctors (or _dtors): the functions with __attribute__((constructor)) (or
 * destructor) and their priorities, for the host program (the device runs none, as in
 * clang-19's offload images). */
static void emit_structors(OfeEmit *e, bool ctors) {
  OfeCtx *ctx = e->ctx;
  OFE_VEC(MlirAttribute) syms = {0}, prios = {0};
  for (size_t i = 0; i < ctx->unit.functions.len; i++) {
    OfeDecl *d = ctx->unit.functions.items[i];
    int p = ctors ? d->ctor_priority : d->dtor_priority;
    if (!p || !wanted(e, d)) continue;
    ofe_vec_push(&ctx->arena, &syms, ofe_mb_symref(MB, ofe_emit_symbol(e, d)));
    ofe_vec_push(&ctx->arena, &prios, mlirIntegerAttrGet(MB->i32, p - 1));
  }
  if (!syms.len) return;
  MlirNamedAttribute attrs[2] = {
      ofe_mb_named(MB, ctors ? "ctors" : "dtors", mlirArrayAttrGet(e->mctx, (intptr_t)syms.len, syms.items)),
      ofe_mb_named(MB, "priorities", mlirArrayAttrGet(e->mctx, (intptr_t)prios.len, prios.items))};
  MlirBlock saved = MB->block;
  MB->block = MB->module_body;
  ofe_mb_op(MB, ctors ? "llvm.mlir.global_ctors" : "llvm.mlir.global_dtors", (OfeOpSpec){.nattrs = 2, .attrs = attrs});
  MB->block = saved;
}

bool ofe_emit_module(OfeCtx *ctx, MlirContext mctx, MlirModule *out, OfeDebugPlan *debug_plan) {
  OfeEmit *e = ofe_arena_alloc(&ctx->arena, sizeof *e);
  e->ctx = ctx;
  reference_inline_callees(ctx);
  e->mctx = mctx;
  e->device = ctx->opts->is_device;
  e->offloading = ofe_options_offloading(ctx->opts);
  ofe_strmap_init(&e->symbols, &ctx->arena);
  ofe_strmap_init(&e->strings, &ctx->arena);
  ofe_strmap_init(&e->extension_strings, &ctx->arena);
  ofe_strmap_init(&e->emitted, &ctx->arena);
  ofe_abi_init(e);
  ofe_debug_init(e);
  e->debug.plan = debug_plan;
  MlirLocation loc = mlirLocationFileLineColGet(mctx, ofe_str(ctx->main_file), 1, 1);
  e->module = mlirModuleCreateEmpty(loc);
  ofe_mb_init(&e->mb, mctx, e->module);
  ofe_ssa_attach(e);
  e->mb.all_locations = ctx->opts->all_locations;
  e->mb.implicit_align = strncmp(ctx->opts->triple, "x86_64", 6) == 0;
  ofe_omp_attrs_init(&e->omp, mctx);
  ofe_omp_mark_module(e);
  for (size_t i = 0; i < ctx->unit.globals.len && !ofe_diag_too_many(&ctx->diag); i++) {
    OfeDecl *d = ctx->unit.globals.items[i];
    if (d->kind != D_VAR || d->type->kind == TY_ERROR) continue;
    if ((d->is_defined || d->init) && (d->storage != SC_STATIC || d->referenced || d->dt.device_type != DT_NONE || !d->local_symbol))
      ofe_emit_global(e, d);
  }
  for (size_t i = 0; i < ctx->unit.functions.len && !ofe_diag_too_many(&ctx->diag); i++) {
    OfeDecl *d = ctx->unit.functions.items[i];
    if (!wanted(e, d)) continue;
    emit_function(e, d);
  }
  if (!e->device) {
    emit_structors(e, true);
    emit_structors(e, false);
  }
  ofe_debug_finish_module(e);
  ofe_arena_free(&e->ssa_arena);
  *out = e->module;
  if (MB->bad_op || ctx->diag.errors) return false;
  return true;
}
