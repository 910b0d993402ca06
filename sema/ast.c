/* ast: node constructors and queries. */
#include "sema/ast.h"

#include <string.h>

OfeExpr *ofe_expr_new(OfeArena *a, OfeExprKind kind, OfeType *type, OfeLoc loc) {
  OfeExpr *e = ofe_arena_alloc(a, sizeof *e);
  e->kind = kind;
  e->type = type;
  e->loc = loc;
  if (kind == E_BUILTIN) e->builtin = ofe_arena_alloc(a, sizeof *e->builtin);
  return e;
}

const OfeExpr *ofe_expr_peel_implicit_casts(const OfeExpr *e) {
  while (e && e->kind == E_CAST && !e->cast.is_explicit) e = e->cast.operand;
  return e;
}

OfeStmt *ofe_stmt_new(OfeArena *a, OfeStmtKind kind, OfeLoc loc) {
  OfeStmt *s = ofe_arena_alloc(a, sizeof *s);
  s->kind = kind;
  s->loc = loc;
  return s;
}

OfeDecl *ofe_decl_new(OfeArena *a, OfeDeclKind kind, const char *name, OfeType *type, OfeLoc loc) {
  OfeDecl *d = ofe_arena_alloc(a, sizeof *d);
  d->kind = kind;
  d->name = name;
  d->asm_name = name;
  d->type = type;
  d->loc = loc;
  d->canonical = d;
  return d;
}

void ofe_expr_list_push(OfeArena *a, OfeExprList *l, OfeExpr *e) { ofe_vec_push(a, l, e); }
void ofe_stmt_list_push(OfeArena *a, OfeStmtList *l, OfeStmt *s) { ofe_vec_push(a, l, s); }

const OfeOmpClause *ofe_omp_find_clause(const OfeOmpDirective *d, OfeOmpClauseKind k) {
  for (size_t i = 0; i < d->clauses.len; i++)
    if (d->clauses.items[i]->kind == k) return d->clauses.items[i];
  return NULL;
}

const OfeMapItem *ofe_omp_clauses_item(const OfeOmpDirective *d, OfeOmpClauseSet kinds, const OfeDecl *v,
                                       const OfeOmpClause **clause) {
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (!ofe_omp_clause_set_has(kinds, c->kind)) continue;
    for (size_t j = 0; j < c->items.len; j++)
      if (c->items.items[j].var && c->items.items[j].var->canonical == v->canonical) {
        if (clause) *clause = c;
        return &c->items.items[j];
      }
  }
  return NULL;
}

bool ofe_omp_clauses_name(const OfeOmpDirective *d, OfeOmpClauseSet kinds, const OfeDecl *v) {
  return ofe_omp_clauses_item(d, kinds, v, NULL) != NULL;
}

bool ofe_omp_loop_nest_declares(const OfeOmpLoopNest *nest, const OfeDecl *v) {
  for (size_t k = 0; nest && v && k < nest->loops.len; k++)
    if (nest->loops.items[k].var->canonical == v->canonical) return true;
  return false;
}

const char *ofe_binop_spelling(OfeBinOp op) {
  switch (op) {
  case OP_ADD: return "+";
  case OP_SUB: return "-";
  case OP_MUL: return "*";
  case OP_DIV: return "/";
  case OP_MOD: return "%";
  case OP_SHL: return "<<";
  case OP_SHR: return ">>";
  case OP_AND: return "&";
  case OP_OR: return "|";
  case OP_XOR: return "^";
  case OP_EQ: return "==";
  case OP_NE: return "!=";
  case OP_LT: return "<";
  case OP_LE: return "<=";
  case OP_GT: return ">";
  case OP_GE: return ">=";
  case OP_PTR_ADD: return "ptr+";
  case OP_PTR_SUB: return "ptr-";
  case OP_PTR_DIFF: return "ptrdiff";
  }
  return NULL;
}

const char *ofe_map_type_name(OfeMapType t) {
  switch (t) {
  case MAP_TOFROM: return "tofrom";
  case MAP_TO: return "to";
  case MAP_FROM: return "from";
  case MAP_ALLOC: return "alloc";
  case MAP_RELEASE: return "release";
  case MAP_DELETE: return "delete";
  }
  return NULL;
}

const char *ofe_omp_clause_kind_name(OfeOmpClauseKind k) {
  switch (k) {
#define OFE_OMPC(kind, spelling) case OMPC_##kind: return spelling;
#define OFE_OMPC_GROUP(kind, what) case OMPC_##kind: return what;
#define OFE_OMPC_WORD(kind, word)
#include "sema/omp_clauses.def"
  case OMPC_COUNT: break;
  }
  return NULL;
}

const char *ofe_reduction_op_name(OfeReductionOp op) {
  switch (op) {
  case RED_ADD: return "+";
  case RED_MUL: return "*";
  case RED_SUB: return "-";
  case RED_AND: return "&";
  case RED_OR: return "|";
  case RED_XOR: return "^";
  case RED_LAND: return "&&";
  case RED_LOR: return "||";
  case RED_MIN: return "min";
  case RED_MAX: return "max";
  }
  return NULL;
}

const char *ofe_schedule_kind_name(OfeScheduleKind k) {
  switch (k) {
  case SCHED_STATIC: return "static";
  case SCHED_DYNAMIC: return "dynamic";
  case SCHED_GUIDED: return "guided";
  case SCHED_RUNTIME: return "runtime";
  case SCHED_AUTO: return "auto";
  }
  return NULL;
}

const char *ofe_proc_bind_name(OfeProcBind b) {
  switch (b) {
  case PB_PRIMARY: return "primary";
  case PB_MASTER: return "master";
  case PB_CLOSE: return "close";
  case PB_SPREAD: return "spread";
  }
  return NULL;
}

const char *ofe_default_kind_name(OfeDefaultKind k) {
  switch (k) {
  case DEFAULT_SHARED: return "shared";
  case DEFAULT_NONE: return "none";
  case DEFAULT_PRIVATE: return "private";
  case DEFAULT_FIRSTPRIVATE: return "firstprivate";
  }
  return NULL;
}

const char *ofe_depend_kind_name(OfeDependKind k) {
  switch (k) {
  case DEP_IN: return "in";
  case DEP_OUT: return "out";
  case DEP_INOUT: return "inout";
  case DEP_MUTEXINOUTSET: return "mutexinoutset";
  case DEP_INOUTSET: return "inoutset";
  case DEP_DEPOBJ: return "depobj";
  }
  return NULL;
}

const char *ofe_defaultmap_behaviour_name(OfeDefaultmapBehaviour b) {
  switch (b) {
  case DM_ALLOC: return "alloc";
  case DM_TO: return "to";
  case DM_FROM: return "from";
  case DM_TOFROM: return "tofrom";
  case DM_FIRSTPRIVATE: return "firstprivate";
  case DM_NONE: return "none";
  case DM_DEFAULT: return "default";
  case DM_PRESENT: return "present";
  }
  return NULL;
}

const char *ofe_defaultmap_category_name(OfeDefaultmapCategory c) {
  switch (c) {
  case CAT_SCALAR: return "scalar";
  case CAT_AGGREGATE: return "aggregate";
  case CAT_POINTER: return "pointer";
  case CAT_ALL: return "all";
  }
  return NULL;
}

const char *ofe_capture_kind_name(OfeCaptureKind k) {
  switch (k) {
  case CAPK_MAP: return "map";
  case CAPK_FIRSTPRIVATE: return "firstprivate";
  case CAPK_PRIVATE: return "private";
  case CAPK_DEVICE_PTR: return "is_device_ptr";
  case CAPK_DEVICE_ADDR: return "has_device_addr";
  }
  return NULL;
}

const char *ofe_device_type_name(OfeDeviceType t) {
  switch (t) {
  case DT_NONE: return "none";
  case DT_ANY: return "any";
  case DT_HOST: return "host";
  case DT_NOHOST: return "nohost";
  }
  return NULL;
}

const char *ofe_declare_target_capture_name(OfeCapture c) {
  switch (c) {
  case CAP_TO: return "to";
  case CAP_LINK: return "link";
  case CAP_ENTER: return "enter";
  }
  return NULL;
}

/* GCC's rule: the attribute, or one of the C library's functions known to return twice
 * (leading underscores aside), which LLVM must not optimize as returning once. */
bool ofe_decl_returns_twice(const OfeDecl *d) {
  if (d->attr_returns_twice) return true;
  if (d->storage == SC_STATIC || !d->name) return false;
  static const char *const names[] = {"setjmp", "sigsetjmp", "savectx", "vfork", "getcontext"};
  const char *n = d->name;
  for (int i = 0; i < 2 && *n == '_'; i++) n++;
  for (size_t i = 0; i < sizeof names / sizeof *names; i++)
    if (strcmp(n, names[i]) == 0) return true;
  return false;
}

void ofe_stmt_parts(const OfeStmt *s, const OfeStmtParts *p, void *walk) {
  switch (s->kind) {
  case S_COMPOUND:
    for (size_t i = 0; i < s->compound.items.len; i++) p->stmt(walk, s->compound.items.items[i]);
    return;
  case S_DECL:
    for (size_t i = 0; i < s->decl.decls.len; i++) {
      OfeDecl *d = s->decl.decls.items[i];
      if (p->decl) p->decl(walk, d);
      else if (d->kind == D_VAR && d->init)
        for (size_t k = 0; k < d->init->elems.len; k++) p->expr(walk, d->init->elems.items[k].expr, true);
    }
    return;
  case S_EXPR: p->expr(walk, s->expr.expr, false); return;
  case S_IF:
    p->expr(walk, s->if_.cond, true);
    p->stmt(walk, s->if_.then);
    p->stmt(walk, s->if_.els);
    return;
  case S_WHILE:
    p->expr(walk, s->loop.cond, true);
    p->stmt(walk, s->loop.body);
    return;
  case S_DO:
    p->stmt(walk, s->loop.body);
    p->expr(walk, s->loop.cond, true);
    return;
  case S_FOR:
    p->stmt(walk, s->for_.init);
    p->expr(walk, s->for_.cond, true);
    p->expr(walk, s->for_.inc, false);
    p->stmt(walk, s->for_.body);
    return;
  case S_RETURN: p->expr(walk, s->ret.value, true); return;
  case S_SWITCH:
    p->expr(walk, s->switch_.cond, true);
    p->stmt(walk, s->switch_.body);
    return;
  case S_CASE: case S_DEFAULT: p->stmt(walk, s->case_.body); return;
  case S_LABEL: p->stmt(walk, s->label.body); return;
  case S_GOTO: p->expr(walk, s->goto_.target, true); return;
  case S_NULL: case S_BREAK: case S_CONTINUE: case S_OMP: case S_ASM: return;
  }
}
