/* ast_dump: `ompfe -ast-dump` prints the checked tree: one node per line, indented by depth,
 * with types in quotes and locations in <file:line:col>; implicit conversions show as
 * ImplicitCast, OpenMP directives with their clauses, captures and kernel names. */
#include "sema/ast_dump.h"

#include <inttypes.h>
#include <string.h>

typedef struct Dumper {
  OfeCtx *ctx;
  FILE *out;
  int depth;
} Dumper;

static void line(Dumper *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void line(Dumper *d, const char *fmt, ...) {
  for (int i = 0; i < d->depth; i++) fputs("  ", d->out);
  va_list ap;
  va_start(ap, fmt);
  vfprintf(d->out, fmt, ap);
  va_end(ap);
  fputc('\n', d->out);
}

static const char *ty(Dumper *d, const OfeType *t) { return ofe_type_str(&d->ctx->types, t); }

static const char *where(Dumper *d, OfeLoc l) {
  if (!l.file) return "<builtin>";
  const char *f = ofe_diag_file_name(&d->ctx->diag, l.file);
  const char *slash = strrchr(f, '/');
  return ofe_arena_printf(&d->ctx->arena, "<%s:%u:%u>", slash ? slash + 1 : f, l.line, l.col);
}

/* A string's bytes as C source would spell them: one dump line per node. */
static const char *escaped(Dumper *d, const char *bytes, size_t len) {
  char *out = ofe_arena_alloc(&d->ctx->arena, len * 4 + 1), *o = out;
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)bytes[i];
    const char *esc = c == '\n' ? "\\n" : c == '\t' ? "\\t" : c == '\r' ? "\\r" : c == '"' ? "\\\"" : c == '\\' ? "\\\\" : NULL;
    if (esc) o += sprintf(o, "%s", esc);
    else if (c < 32 || c >= 127) o += sprintf(o, "\\%03o", c);
    else *o++ = (char)c;
  }
  *o = 0;
  return out;
}

static void expr(Dumper *d, const OfeExpr *e);
static void stmt(Dumper *d, const OfeStmt *s);

static void child(Dumper *d, const OfeExpr *e) {
  d->depth++;
  if (e) expr(d, e);
  else line(d, "<null>");
  d->depth--;
}

static void dump_init(Dumper *d, const OfeInit *in) {
  d->depth++;
  for (size_t i = 0; i < in->elems.len; i++) {
    const OfeInitElem *el = &in->elems.items[i];
    if (el->bitfield) line(d, "InitElem offset=%" PRIu64 " bits=%u:%u '%s'", el->offset, el->bitfield->bit_offset, el->bitfield->bit_width, ty(d, el->type));
    else line(d, "InitElem offset=%" PRIu64 " '%s'", el->offset, ty(d, el->type));
    child(d, el->expr);
  }
  d->depth--;
}

static void expr(Dumper *d, const OfeExpr *e) {
  if (ofe_stack_exhausted(&d->ctx->stack, &d->ctx->diag, e->loc)) return;
  const char *t = ty(d, e->type);
  const char *lv = e->lvalue ? " lvalue" : "";
  switch (e->kind) {
  case E_ERROR: line(d, "ErrorExpr"); break;
  case E_INT: {
    char digits[48];
    /* 64-bit values as signed, as always; wider ones whole */
    line(d, "IntegerLiteral '%s' %s", t, ofe_wide_format(digits, ofe_type_bits(e->type) > 64 ? e->i.value : (OfeWide)(__int128)(int64_t)e->i.value, true));
    break;
  }
  case E_FLOAT: line(d, "FloatingLiteral '%s' %Lg", t, e->f.value); break;
  case E_STRING:
    if (e->str.char_size == 1) line(d, "StringLiteral '%s'%s \"%s\"", t, lv, escaped(d, e->str.bytes, e->str.len - 1));
    else line(d, "StringLiteral '%s'%s (wide)", t, lv);
    break;
  case E_VAR:
    if (!e->var.decl) line(d, "DeclRef <unresolved %s>", e->var.name);
    else line(d, "DeclRef '%s'%s %s %s", t, lv, e->var.decl->kind == D_FUNC ? "Function" : "Var", e->var.decl->name);
    break;
  case E_NAME: line(d, "Name %s", e->var.name); break;
  case E_COMPOUND_LIT:
    line(d, "CompoundLiteral '%s'%s", t, lv);
    if (e->compound.decl->init) dump_init(d, e->compound.decl->init);
    break;
  case E_STMT_EXPR:
    line(d, "StmtExpr '%s'", t);
    d->depth++;
    stmt(d, e->stmt_expr.body);
    d->depth--;
    if (e->stmt_expr.result) child(d, e->stmt_expr.result);
    break;
  case E_CALL:
    line(d, "Call '%s'", t);
    child(d, e->call.callee);
    for (size_t i = 0; i < e->call.args.len; i++) child(d, e->call.args.items[i]);
    break;
  case E_MEMBER:
    line(d, "Member '%s'%s .%s offset=%" PRIu64 "%s", t, lv, e->member.member->name ? e->member.member->name : "<anon>",
         e->member.offset, e->member.member->is_bitfield ? " bitfield" : "");
    child(d, e->member.base);
    break;
  case E_DEREF: line(d, "Deref '%s'%s", t, lv); child(d, e->unary_ptr.operand); break;
  case E_ADDR: line(d, "AddrOf '%s'", t); child(d, e->unary_ptr.operand); break;
  case E_UNARY:
    line(d, "Unary '%s' %s", t, e->unary.op == OP_NEG ? "-" : e->unary.op == OP_BITNOT ? "~" : "!");
    child(d, e->unary.operand);
    break;
  case E_BINARY:
    line(d, "Binary '%s' %s", t, ofe_binop_spelling(e->binary.op));
    child(d, e->binary.lhs);
    child(d, e->binary.rhs);
    break;
  case E_LOGICAL:
    line(d, "Logical '%s' %s", t, e->logical.is_and ? "&&" : "||");
    child(d, e->logical.lhs);
    child(d, e->logical.rhs);
    break;
  case E_COND:
    line(d, "Conditional '%s'", t);
    child(d, e->cond.cond);
    if (e->cond.then) child(d, e->cond.then);
    child(d, e->cond.els);
    break;
  case E_ASSIGN: line(d, "Assign '%s'", t); child(d, e->assign.lhs); child(d, e->assign.rhs); break;
  case E_COMPOUND_ASSIGN:
    line(d, "CompoundAssign '%s' %s= compute='%s'", t, ofe_binop_spelling(e->compound_assign.op), ty(d, e->compound_assign.compute_type));
    child(d, e->compound_assign.lhs);
    child(d, e->compound_assign.rhs);
    break;
  case E_INCDEC:
    line(d, "%s%s '%s'", e->incdec.is_prefix ? "Pre" : "Post", e->incdec.is_inc ? "Inc" : "Dec", t);
    child(d, e->incdec.operand);
    break;
  case E_COMMA: line(d, "Comma '%s'", t); child(d, e->comma.lhs); child(d, e->comma.rhs); break;
  case E_CAST:
    line(d, "%s '%s'", e->cast.is_explicit ? "Cast" : "ImplicitCast", t);
    child(d, e->cast.operand);
    break;
  case E_SIZEOF_VLA: line(d, "SizeofVLA '%s' of '%s'", t, ty(d, e->sizeof_vla.vla)); break;
  case E_VA_START: line(d, "VaStart"); child(d, e->va.ap); break;
  case E_VA_END: line(d, "VaEnd"); child(d, e->va.ap); break;
  case E_VA_COPY: line(d, "VaCopy"); child(d, e->va.ap); child(d, e->va.src); break;
  case E_VA_ARG: line(d, "VaArg '%s'", t); child(d, e->va.ap); break;
  case E_BUILTIN:
    line(d, "Builtin '%s' #%d", t, (int)e->builtin->id);
    for (size_t i = 0; i < e->builtin->args.len; i++) child(d, e->builtin->args.items[i]);
    break;
  case E_SECTION:
    line(d, "ArraySection '%s'", t);
    child(d, e->section.base);
    child(d, e->section.lower);
    child(d, e->section.length);
    break;
  }
}

static const char *storage_name(OfeStorage s) {
  switch (s) {
  case SC_EXTERN: return " extern";
  case SC_STATIC: return " static";
  case SC_AUTO: return " auto";
  case SC_REGISTER: return " register";
  case SC_TYPEDEF: return " typedef";
  default: return "";
  }
}

static const char *dt_text(Dumper *d, const OfeDecl *v) {
  if (v->dt.device_type == DT_NONE) return "";
  return ofe_arena_printf(&d->ctx->arena, " declare_target(device_type=%s, %s%s)", ofe_device_type_name(v->dt.device_type),
                          ofe_declare_target_capture_name(v->dt.capture), v->dt.indirect ? ", indirect" : "");
}

static void decl(Dumper *d, const OfeDecl *v) {
  switch (v->kind) {
  case D_VAR:
    line(d, "VarDecl %s %s '%s'%s%s%s", where(d, v->loc), v->name, ty(d, v->type), storage_name(v->storage),
         v->asm_name != v->name ? ofe_arena_printf(&d->ctx->arena, " asm(\"%s\")", v->asm_name) : "", dt_text(d, v));
    if (v->init) dump_init(d, v->init);
    break;
  case D_TYPEDEF: line(d, "TypedefDecl %s %s '%s'", where(d, v->loc), v->name, ty(d, v->type)); break;
  case D_ENUM_CONST: line(d, "EnumConstant %s %lld", v->name, (long long)v->enum_value); break;
  case D_FUNC:
    line(d, "FunctionDecl %s %s '%s'%s%s%s%s", where(d, v->loc), v->name, ty(d, v->type), storage_name(v->storage),
         v->asm_name != v->name ? ofe_arena_printf(&d->ctx->arena, " asm(\"%s\")", v->asm_name) : "",
         v->variant_of ? " variant" : "", dt_text(d, v));
    if (v->body) {
      d->depth++;
      for (size_t i = 0; i < v->params.len; i++)
        line(d, "ParmVarDecl %s '%s'", v->params.items[i]->name, ty(d, v->params.items[i]->type));
      stmt(d, v->body);
      d->depth--;
    }
    break;
  }
}

/* clang's node names, for -ast-dump readers used to clang's (sema/omp_clause_table.inc) */
static const char *directive_node_name(OfeOmpDirKind k) {
  switch (k) {
#define OFE_OMP_CLAUSE(name)
#define OFE_OMP_DIRECTIVE(kind, spelling, node, clauses) case OMPD_##kind: return node;
#include "sema/omp_clause_table.inc"
#undef OFE_OMP_DIRECTIVE
#undef OFE_OMP_CLAUSE
  }
  return "OMPDirective";
}

static void omp(Dumper *d, const OfeOmpDirective *dir) {
  const char *name = directive_node_name(dir->kind);
  if (dir->kernel_name) line(d, "%s %s kernel=%s", name, where(d, dir->loc), dir->kernel_name);
  else line(d, "%s %s", name, where(d, dir->loc));
  d->depth++;
  for (size_t i = 0; i < dir->clauses.len; i++) {
    const OfeOmpClause *c = dir->clauses.items[i];
    if (c->kind == OMPC_DEPEND)
      line(d, "Clause depend(%s)", ofe_depend_kind_name((OfeDependKind)c->modifier));
    else if (c->kind == OMPC_DEFAULTMAP)
      line(d, "Clause defaultmap(%s: %s)", ofe_defaultmap_behaviour_name((OfeDefaultmapBehaviour)c->modifier),
           ofe_defaultmap_category_name(c->category));
    else if (c->kind == OMPC_REDUCTION || c->kind == OMPC_TASK_REDUCTION || c->kind == OMPC_IN_REDUCTION)
      line(d, "Clause %s(%s%s)", ofe_omp_clause_kind_name(c->kind), c->flags & REDMOD_TASK ? "task, " : "",
           c->items.len && c->items.items[0].udr ? c->items.items[0].udr->id : ofe_reduction_op_name((OfeReductionOp)c->modifier));
    else if (c->kind == OMPC_SCHEDULE || c->kind == OMPC_DIST_SCHEDULE)
      line(d, "Clause %s(%s%s%s)", ofe_omp_clause_kind_name(c->kind), c->flags & SCHEDMOD_MONOTONIC ? "monotonic: " : "",
           c->flags & SCHEDMOD_NONMONOTONIC ? "nonmonotonic: " : "", ofe_schedule_kind_name((OfeScheduleKind)c->modifier));
    else if (c->kind == OMPC_PROC_BIND) line(d, "Clause proc_bind(%s)", ofe_proc_bind_name((OfeProcBind)c->modifier));
    else if (c->kind == OMPC_DEFAULT) line(d, "Clause default(%s)", ofe_default_kind_name((OfeDefaultKind)c->modifier));
    else if (c->kind == OMPC_COLLAPSE) line(d, "Clause collapse(%lld)", (long long)c->value);
    else line(d, "Clause %s", ofe_omp_clause_kind_name(c->kind));
    d->depth++;
    for (size_t j = 0; j < c->iterators.len; j++) { /* then its range's begin, end and step */
      const OfeOmpIterator *x = &c->iterators.items[j];
      line(d, "Iterator %s '%s'", x->var->name, ty(d, x->var->type));
      d->depth++;
      expr(d, x->begin);
      expr(d, x->end);
      if (x->step) expr(d, x->step);
      d->depth--;
    }
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeMapItem *it = &c->items.items[j];
      if (c->kind == OMPC_MAP) line(d, "%s%s%s%s", ofe_map_type_name(it->type), it->modifiers & MAPMOD_ALWAYS ? " always" : "",
                                    it->modifiers & MAPMOD_CLOSE ? " close" : "", it->modifiers & MAPMOD_PRESENT ? " present" : "");
      if (it->udr) line(d, "DeclareReduction %s '%s'", it->udr->id, ofe_type_str(&d->ctx->types, it->udr->type));
      expr(d, it->expr);
    }
    if (c->expr) expr(d, c->expr);
    d->depth--;
  }
  for (size_t i = 0; i < dir->captures.len; i++) {
    const OfeCaptureInfo *c = &dir->captures.items[i];
    if (c->kind == CAPK_MAP)
      line(d, "Capture %s: %s %s%s", c->var->name, ofe_capture_kind_name(c->kind), ofe_map_type_name(c->map.type), c->map.implicit ? " (implicit)" : "");
    else line(d, "Capture %s: %s", c->var->name, ofe_capture_kind_name(c->kind));
  }
  if (dir->critical_name && *dir->critical_name) line(d, "Name %s", dir->critical_name);
  for (size_t i = 0; i < dir->uses.len; i++) line(d, "Uses %s", dir->uses.items[i]->name);
  if (dir->dist_lb) line(d, "DistributeBounds %s %s", dir->dist_lb->name, dir->dist_ub->name);
  if (dir->chunk_before_teams) line(d, "ChunkBeforeTeams %s", dir->chunk_before_teams->name);
  for (size_t i = 0; dir->loop && i < dir->loop->loops.len; i++) {
    const OfeOmpLoop *l = &dir->loop->loops.items[i];
    line(d, "Loop %s %s '%s'", l->var->name, ofe_binop_spelling(l->cmp), ty(d, l->iter_type));
    d->depth++;
    expr(d, l->lb);
    expr(d, l->ub);
    expr(d, l->step);
    d->depth--;
  }
  if (dir->body) stmt(d, dir->body);
  d->depth--;
}

static void stmt(Dumper *d, const OfeStmt *s) {
  if (!s) {
    line(d, "<null stmt>");
    return;
  }
  if (ofe_stack_exhausted(&d->ctx->stack, &d->ctx->diag, s->loc)) return;
  switch (s->kind) {
  case S_NULL: line(d, s->fallthrough ? "NullStmt fallthrough" : "NullStmt"); break;
  case S_COMPOUND:
    line(d, "CompoundStmt");
    d->depth++;
    for (size_t i = 0; i < s->compound.items.len; i++) stmt(d, s->compound.items.items[i]);
    d->depth--;
    break;
  case S_DECL:
    line(d, "DeclStmt");
    d->depth++;
    for (size_t i = 0; i < s->decl.decls.len; i++) decl(d, s->decl.decls.items[i]);
    d->depth--;
    break;
  case S_EXPR: line(d, "ExprStmt"); child(d, s->expr.expr); break;
  case S_IF:
    line(d, "IfStmt");
    child(d, s->if_.cond);
    d->depth++;
    stmt(d, s->if_.then);
    if (s->if_.els) stmt(d, s->if_.els);
    d->depth--;
    break;
  case S_WHILE: case S_DO:
    line(d, s->kind == S_WHILE ? "WhileStmt" : "DoStmt");
    child(d, s->loop.cond);
    d->depth++;
    stmt(d, s->loop.body);
    d->depth--;
    break;
  case S_FOR:
    line(d, "ForStmt");
    d->depth++;
    if (s->for_.init) stmt(d, s->for_.init);
    else line(d, "<no init>");
    d->depth--;
    child(d, s->for_.cond);
    child(d, s->for_.inc);
    d->depth++;
    stmt(d, s->for_.body);
    d->depth--;
    break;
  case S_RETURN: line(d, "ReturnStmt"); if (s->ret.value) child(d, s->ret.value); break;
  case S_BREAK: line(d, "BreakStmt"); break;
  case S_CONTINUE: line(d, "ContinueStmt"); break;
  case S_SWITCH:
    line(d, "SwitchStmt");
    child(d, s->switch_.cond);
    d->depth++;
    stmt(d, s->switch_.body);
    d->depth--;
    break;
  case S_CASE: {
    char lo[48], hi[48];
    ofe_wide_format(lo, s->case_.lo, true);
    if (s->case_.lo == s->case_.hi) line(d, "CaseStmt %s", lo);
    else line(d, "CaseStmt %s ... %s", lo, ofe_wide_format(hi, s->case_.hi, true));
    d->depth++;
    stmt(d, s->case_.body);
    d->depth--;
    break;
  }
  case S_DEFAULT: line(d, "DefaultStmt"); d->depth++; stmt(d, s->case_.body); d->depth--; break;
  case S_LABEL:
    line(d, "LabelStmt %s", s->label.label ? s->label.label->name : "?");
    d->depth++;
    stmt(d, s->label.body);
    d->depth--;
    break;
  case S_GOTO:
    if (s->goto_.target) {
      line(d, "IndirectGotoStmt");
      d->depth++;
      expr(d, s->goto_.target);
      d->depth--;
      break;
    }
    line(d, "GotoStmt %s", s->goto_.label ? s->goto_.label->name : "?");
    break;
  case S_ASM: {
    const OfeAsm *a = s->asm_.a;
    line(d, "GCCAsmStmt \"%s\" \"%s\"%s", a->templ, a->constraints, a->side_effects ? " volatile" : "");
    d->depth++;
    for (size_t i = 0; i < a->results.len; i++) expr(d, a->results.items[i]);
    for (size_t i = 0; i < a->operands.len; i++) expr(d, a->operands.items[i].expr);
    d->depth--;
    break;
  }
  case S_OMP: omp(d, s->omp.dir); break;
  }
}

void ofe_ast_dump(OfeCtx *ctx, FILE *out) {
  Dumper d = {ctx, out, 0};
  line(&d, "TranslationUnit");
  d.depth++;
  for (size_t i = 0; i < ctx->unit.decls.len; i++) {
    const OfeDecl *v = ctx->unit.decls.items[i];
    /* declarations from system headers would drown the user's code */
    if (ofe_diag_is_system(&ctx->diag, v->loc.file) || !v->loc.file) continue;
    decl(&d, v);
  }
}
