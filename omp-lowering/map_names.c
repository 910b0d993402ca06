/* map_names: clang-19's map names (CGOpenMPRuntime's emitMappingInformation): the list item
 * pretty-printed, the file, and the line and column of its declaration. */
#include "omp-lowering/map_names.h"

#include <string.h>

#include "omp-lowering/rtl.h"
#include "support/diag.h"

#define MB (&e->mb)

static const char *const UNKNOWN = ";unknown;unknown;0;0;;";

/* As the source writes it: the pointer forms are plain + and - there. */
static const char *binop_spelling(OfeBinOp op) {
  switch (op) {
  case OP_PTR_ADD: return "+";
  case OP_PTR_SUB: case OP_PTR_DIFF: return "-";
  default: return ofe_binop_spelling(op);
  }
}

/* An integer literal as clang's printer writes it: in decimal, with the suffix of its type
 * (10l and 10L are 10L, 0x10u is 16U). A subscript's index was converted to long in place,
 * so it is printed without one, as the int it almost always was. */
static const char *int_text(OfeEmit *e, const OfeExpr *x, bool suffixed) {
  static const char *const suffixes[] = {[TY_UINT] = "U", [TY_LONG] = "L", [TY_ULONG] = "UL", [TY_LLONG] = "LL",
                                         [TY_ULLONG] = "ULL"};
  unsigned kind = x->type ? (unsigned)x->type->unqual->kind : TY_INT;
  const char *suffix = suffixed && kind < sizeof suffixes / sizeof *suffixes && suffixes[kind] ? suffixes[kind] : "";
  if (x->type && ofe_type_is_unsigned(x->type))
    return ofe_arena_printf(&e->ctx->arena, "%llu%s", (unsigned long long)x->i.value, suffix);
  return ofe_arena_printf(&e->ctx->arena, "%lld%s", (long long)(__int128)x->i.value, suffix);
}

/* x as clang's Stmt printer writes it: implicit conversions are invisible, binary operators
 * spaced, sema's `*(a + i)` and `(*p).m` written back as a[i] and p->m. */
static const char *expr_text(OfeEmit *e, const OfeExpr *x) {
  OfeArena *a = &e->ctx->arena;
  const char *s;
  switch (x->kind) {
  case E_VAR: s = x->var.decl ? x->var.decl->name : x->var.name; break;
  case E_INT: s = int_text(e, x, true); break;
  case E_CAST: s = expr_text(e, x->cast.operand); break;
  case E_MEMBER: {
    const OfeExpr *base = x->member.base;
    bool arrow = base->kind == E_DEREF && !base->parenthesized;
    const char *name = x->member.member->name ? x->member.member->name : "";
    s = arrow ? ofe_arena_printf(a, "%s->%s", expr_text(e, base->unary_ptr.operand), name)
              : ofe_arena_printf(a, "%s.%s", expr_text(e, base), name);
    break;
  }
  case E_DEREF: {
    /* a subscript a[i] is sema's *(a + i): written back as a[i] */
    const OfeExpr *p = x->unary_ptr.operand;
    if (p->kind == E_BINARY && p->binary.op == OP_PTR_ADD && !p->parenthesized) {
      const OfeExpr *index = p->binary.rhs;
      s = ofe_arena_printf(a, "%s[%s]", expr_text(e, p->binary.lhs),
                           index->kind == E_INT && !index->parenthesized ? int_text(e, index, false) : expr_text(e, index));
    }
    else
      s = ofe_arena_printf(a, "*%s", expr_text(e, p));
    break;
  }
  case E_ADDR: {
    /* an array's decay to a pointer to its first element is sema's &array: not written */
    const OfeExpr *o = x->unary_ptr.operand;
    bool decay = o->type->kind == TY_ARRAY && x->type->base != o->type;
    s = decay ? expr_text(e, o) : ofe_arena_printf(a, "&%s", expr_text(e, o));
    break;
  }
  case E_UNARY: {
    static const char *const ops[] = {[OP_NEG] = "-", [OP_BITNOT] = "~", [OP_NOT] = "!"};
    s = ofe_arena_printf(a, "%s%s", ops[x->unary.op], expr_text(e, x->unary.operand));
    break;
  }
  case E_BINARY:
    s = ofe_arena_printf(a, "%s %s %s", expr_text(e, x->binary.lhs), binop_spelling(x->binary.op),
                         expr_text(e, x->binary.rhs));
    break;
  case E_SECTION: {
    /* clang-19 prints a section of a section as the inner one: t[1][0:2][0:6] is t[1][0:2] */
    const OfeExpr *base = x->section.base;
    while (base->kind == E_CAST && !base->cast.is_explicit) base = base->cast.operand;
    if (base->kind == E_SECTION) {
      s = expr_text(e, base);
      break;
    }
    if (x->section.shape) {
      /* ([d1][d2])p, as written */
      s = "(";
      for (uint32_t i = 0; i < x->section.shape->len; i++) s = ofe_arena_printf(a, "%s[%s]", s, expr_text(e, x->section.shape->items[i]));
      s = ofe_arena_printf(a, "%s)%s", s, expr_text(e, x->section.base));
      break;
    }
    s = ofe_arena_printf(a, "%s[%s:%s%s%s]", expr_text(e, x->section.base),
                         x->section.lower_src ? expr_text(e, x->section.lower_src) : "",
                         x->section.length_src ? expr_text(e, x->section.length_src) : "",
                         x->section.stride_src ? ":" : "", x->section.stride_src ? expr_text(e, x->section.stride_src) : "");
    break;
  }
  default: s = "";
  }
  return x->parenthesized ? ofe_arena_printf(a, "(%s)", s) : s;
}

const char *ofe_map_name_item(OfeEmit *e, OfeMapName name) {
  if (!name.expr && !name.var) return NULL;
  return name.expr ? expr_text(e, name.expr) : name.var->name;
}

const char *ofe_map_name_text(OfeEmit *e, OfeMapName name) {
  const char *text = ofe_map_name_item(e, name);
  if (!text) return UNKNOWN;
  OfeLoc at = name.var_loc.file ? name.var_loc : name.var ? name.var->loc : name.expr->loc;
  const OfeExpr *x = name.expr;
  while (x && x->kind == E_CAST && !x->cast.is_explicit) x = x->cast.operand;
  if (x && x->kind == E_MEMBER) at = x->member.member->loc;
  return ofe_arena_printf(&e->ctx->arena, ";%s;%s;%u;%u;;", text, ofe_diag_file_name(&e->ctx->diag, at.file), at.line,
                          at.col);
}

MlirValue ofe_map_name_global(OfeEmit *e, OfeMapName name) {
  const char *text = ofe_map_name_text(e, name);
  return ofe_emit_const_string(e, ofe_arena_printf(&e->ctx->arena, ".omp.mapname%s", text), text, true);
}

static MlirValue map_name_item(OfeEmit *e, size_t i, const void *names) {
  return ofe_map_name_global(e, ((const OfeMapName *)names)[i]);
}

const char *ofe_map_names_array(OfeEmit *e, const OfeMapName *names, size_t n, int64_t id) {
  if (!e->debug.enabled || e->device || !n) return NULL;
  return ofe_rtl_pointer_table(e, ".offload_mapnames", id, n, map_name_item, names);
}
