/* sema_omp: the OpenMP side of semantic analysis: regions and their captures.
 *
 * Target regions: while the body is parsed, every reference to a variable declared outside
 * it is recorded in order of first use (clang-19 orders kernel parameters the same way). At
 * the end of the unit, when every declare target directive has been seen, each use becomes
 * a capture: mapped by address, firstprivate by value, private, or is_device_ptr. Variables
 * named in map clauses but not used in the body are mapped without being kernel parameters.
 * Clauses are checked in sema_omp_clauses.c, declare target and requires in
 * sema_omp_declare.c. */
#include <string.h>
#include <sys/stat.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "sema/omp_loop_transform.h"
#include "sema/map_items.h"
#include "runtime-abi/abi.h"

#define TY (&ctx->types)

/* ---- target regions --------------------------------------------------------------------- */

/* clang-19's kernel identity: st_dev/st_ino of the presumed file, the pragma's line, the
 * enclosing function, and a count of earlier regions on the same line. */
static void name_kernel(OfeCtx *ctx, OfeOmpDirective *d) {
  const char *file = ofe_diag_file_name(&ctx->diag, d->loc.file);
  uint32_t line = d->loc.line;
  struct stat st;
  if (stat(file, &st) != 0) {
    /* a #line naming a file that is not there: clang-19 then names the region after the
     * file and line it really is on, and so must we for the two compilers to agree */
    const char *phys;
    uint32_t phys_line;
    if (ofe_diag_physical_position(&ctx->diag, &ctx->arena, d->loc.offset, &phys, &phys_line) && stat(phys, &st) == 0) {
      line = phys_line;
    } else if (stat(ctx->main_file, &st) != 0) {
      ofe_error(&ctx->diag, d->loc, "cannot name the kernel: the source file '%s' cannot be found (a target region needs a unique file ID)", file);
      return;
    }
  }
  d->dev_id = (unsigned)st.st_dev;
  d->file_id = (unsigned)st.st_ino;
  d->line = line;
  const char *key = ofe_arena_printf(&ctx->arena, "%x_%x_%u", d->dev_id, d->file_id, d->line);
  uintptr_t n = (uintptr_t)ofe_strmap_get(&ctx->region_lines, key, strlen(key));
  ofe_strmap_put(&ctx->region_lines, key, strlen(key), (void *)(n + 1));
  d->count = (unsigned)n;
  const char *parent = d->parent ? d->parent->name : "";
  d->kernel_name = ofe_arena_printf(&ctx->arena, OFE_KERNEL_NAME_FORMAT, d->dev_id, d->file_id, parent, d->line);
  if (d->count) d->kernel_name = ofe_arena_printf(&ctx->arena, "%s_%u", d->kernel_name, d->count);
}

/* The directive's name as written: its leaves' names joined ("target teams distribute ..."). */
static const char *leaves_name(OfeCtx *ctx, unsigned leaves) {
  const char *name = NULL;
  for (int k = 0; k < 32; k++)
    if (leaves & OFE_OMP_LEAF(k))
      name = name ? ofe_arena_printf(&ctx->arena, "%s %s", name, ofe_omp_directive_name((OfeOmpDirKind)k))
                  : ofe_omp_directive_name((OfeOmpDirKind)k);
  return name ? name : "?";
}

static OfeOmpDirective *new_directive(OfeCtx *ctx, OfeOmpDirKind kind, OfeLoc loc) {
  OfeOmpDirective *d = ofe_arena_alloc(&ctx->arena, sizeof *d);
  d->kind = kind;
  d->loc = loc;
  d->spelled = ofe_omp_directive_name(kind);
  d->parent = ctx->func ? ctx->func->decl : NULL;
  d->scope_depth = ctx->scope_depth;
  return d;
}

/* Leaves whose body becomes a function of its own that libomp runs (teams, parallel, task). */
static bool outlined_leaf(OfeOmpDirKind k) {
  return k == OMPD_TEAMS || k == OMPD_PARALLEL || k == OMPD_TASK || k == OMPD_TASKLOOP;
}

/* A loop bound to a teams region takes no reduction clause: clang-19 refuses each one in these
 * words, at the directive; the clauses are dropped so that distribute does not refuse them again. */
static void refuse_teams_loop_reduction(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc) {
  size_t w = 0;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name == OMPC_REDUCTION) {
      ofe_error(&ctx->diag, loc, "'reduction' clause not allowed with '#pragma omp loop bind(teams)'");
      continue;
    }
    cl->items.items[w++] = s;
  }
  if (cl) cl->items.len = w;
}

/* A loop construct by itself is a worksharing loop, distribute or simd by its binding: its
 * bind clause, else the construct it is closely nested in (parallel: the team shares the
 * iterations; teams: the league does; otherwise the encountering thread runs them all). The
 * bind clause is consumed. */
static unsigned loop_binding(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc) {
  const char *bind = NULL;
  size_t w = 0;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name == OMPC_BIND) {
      bind = s->mods.len == 1 ? s->mods.items[0].text : "";
      if (strcmp(bind, "thread") != 0 && strcmp(bind, "parallel") != 0 && strcmp(bind, "teams") != 0)
        ofe_error(&ctx->diag, s->loc, "expected 'teams', 'parallel' or 'thread' in 'bind' clause");
      continue;
    }
    cl->items.items[w++] = s;
  }
  if (cl) cl->items.len = w;
  if (!bind && ctx->func && !ctx->func->constructs.len) /* OpenMP 5.2 §11.7.1: no binding region to take */
    ofe_error(&ctx->diag, loc, "expected 'bind' clause for 'loop' construct without an enclosing OpenMP construct");
  if (!bind && ctx->func && ctx->func->constructs.len) {
    const OfeOmpDirective *d = ctx->func->constructs.items[ctx->func->constructs.len - 1];
    while (d->inner) d = d->inner;
    bind = d->kind == OMPD_PARALLEL ? "parallel" : d->kind == OMPD_TEAMS ? "teams" : "thread";
  }
  if (bind && strcmp(bind, "parallel") == 0) return OFE_OMP_LEAF(OMPD_FOR);
  if (bind && strcmp(bind, "teams") == 0) {
    refuse_teams_loop_reduction(ctx, cl, loc);
    return OFE_OMP_LEAF(OMPD_DISTRIBUTE);
  }
  return OFE_OMP_LEAF(OMPD_SIMD);
}

/* A construct written with the loop directive: the leaves before it (target, teams, or
 * parallel, which stands for itself only without teams), then "loop". */
static const char *loop_construct_name(OfeCtx *ctx, unsigned leaves) {
  unsigned before = leaves & (OFE_OMP_LEAF(OMPD_TARGET) | OFE_OMP_LEAF(OMPD_TEAMS));
  if (!(leaves & OFE_OMP_LEAF(OMPD_TEAMS))) before |= leaves & OFE_OMP_LEAF(OMPD_PARALLEL);
  return before ? ofe_arena_printf(&ctx->arena, "%s loop", leaves_name(ctx, before)) : "loop";
}

OfeOmpDirective *ofe_omp_region_begin(OfeCtx *ctx, unsigned leaves, const char *name, OfeOmpClauseList *cl, OfeLoc loc) {
  bool loop_construct = leaves & OFE_OMP_LEAF(OMPD_LOOP);
  if (leaves == OFE_OMP_LEAF(OMPD_LOOP)) leaves = loop_binding(ctx, cl, loc);
  leaves &= ~OFE_OMP_LEAF(OMPD_LOOP);
  const char *dn = loop_construct ? loop_construct_name(ctx, leaves) : leaves_name(ctx, leaves);
  /* the chain of leaves, outermost first */
  OfeOmpDirective *first = NULL, **link = &first;
  size_t nleaves = 0;
  for (int k = 0; k < 32; k++)
    if (leaves & OFE_OMP_LEAF(k)) {
      *link = new_directive(ctx, (OfeOmpDirKind)k, loc);
      link = &(*link)->inner;
      nleaves++;
    }
  for (OfeOmpDirective *d = first; d; d = d->inner) d->combined = nleaves > 1;
  first->loop_construct = loop_construct;
  first->spelled = dn;
  if (!ctx->func) ofe_error(&ctx->diag, loc, "'#pragma omp %s' must be inside a function", dn);
  if (name) first->critical_name = name;
  else if (first->kind == OMPD_CRITICAL) first->critical_name = "";
  if (first->kind == OMPD_SECTION) ofe_omp_check_section(ctx, first);
  OfeOmpClauseList *lists = ofe_omp_split_clauses(ctx, first, cl, dn);
  size_t i = 0;
  bool clauses_ok = true;
  for (OfeOmpDirective *d = first; d; d = d->inner, i++) clauses_ok &= ofe_omp_directive_clauses(ctx, d, &lists[i], dn);
  if (clauses_ok && nleaves > 1) ofe_omp_check_combined_sharing(ctx, first);
  ofe_omp_check_order_ordered(ctx, first);
  /* in a region with order(concurrent), that error alone (clang-19's) */
  if (ofe_omp_order_allows(ctx, first, dn, loc)) {
    bool nested_ok = ofe_omp_check_nesting(ctx, first);
    if (first->kind == OMPD_ORDERED && nested_ok) ofe_omp_check_ordered(ctx, first); /* with its threads and simd clauses */
  }
  ofe_sema_construct_begin(ctx, first);
  if (first->kind == OMPD_TARGET_DATA && ctx->region) {
    /* the data environment is the host's to change (like the stand-alone directives) */
    ofe_error(&ctx->diag, loc, "'#pragma omp target data' inside a target region is not supported");
    ofe_note(&ctx->diag, ctx->region->dir->loc, "the enclosing target region is here");
  }
  if (first->kind == OMPD_TARGET) {
    if (ctx->region) {
      ofe_error(&ctx->diag, loc, "target construct nested inside a target region is not supported");
      ofe_note(&ctx->diag, ctx->region->dir->loc, "the enclosing target region is here");
      return first;
    }
    OfeRegionState *rs = ofe_arena_alloc(&ctx->arena, sizeof *rs);
    rs->dir = first;
    rs->scope_depth = ctx->scope_depth;
    ofe_strmap_init(&rs->captured, &ctx->arena);
    ofe_strmap_init(&rs->own_vlas, &ctx->arena);
    ctx->region = rs;
  }
  for (OfeOmpDirective *d = first; d; d = d->inner)
    if (outlined_leaf(d->kind)) {
      OfeRegionState *rs = ofe_arena_alloc(&ctx->arena, sizeof *rs);
      rs->dir = d;
      rs->scope_depth = ctx->scope_depth;
      ofe_strmap_init(&rs->captured, &ctx->arena);
      ofe_strmap_init(&rs->own_vlas, &ctx->arena);
      ofe_vec_push(&ctx->arena, &ctx->outlines, rs);
    }
  return first;
}

OfeStmt *ofe_omp_region_end(OfeCtx *ctx, OfeOmpDirective *first, OfeStmt *body) {
  /* each leaf's body is the next leaf; the innermost one's is the statement */
  OfeOmpDirective *last = first;
  bool loops = false;
  for (OfeOmpDirective *d = first; d; d = d->inner) {
    last = d;
    loops |= d->kind == OMPD_FOR || d->kind == OMPD_DISTRIBUTE || d->kind == OMPD_SIMD || d->kind == OMPD_TASKLOOP;
  }
  /* a loop construct over a transformed loop runs the loops the transformation generated */
  if (loops) body = ofe_omp_generated_loop(body);
  last->body = body;
  for (OfeOmpDirective *d = first; d->inner; d = d->inner) {
    OfeStmt *s = ofe_stmt_new(&ctx->arena, S_OMP, d->inner->loc);
    s->omp.dir = d->inner;
    d->body = s;
  }
  ofe_omp_check_construct(ctx, first, body);
  ofe_omp_check_target_teams(ctx, first, body);
  /* what the leaves inside the target region or an outlined leaf evaluate there (num_threads,
   * chunk sizes, the variables of their clauses) is used there, after what the body uses:
   * clang-19 orders a kernel's parameters so, and a host and a device compile by the two
   * compilers must agree on them */
  for (OfeOmpDirective *d = first; d; d = d->inner) d->body_uses = d->uses.len;
  for (OfeOmpDirective *d = first; d; d = d->inner)
    if (d->kind != OMPD_TARGET) ofe_omp_record_clause_uses(ctx, d, d == first);
  ofe_omp_default_none_inner_clauses(ctx, first);
  for (OfeOmpDirective *d = first; d; d = d->inner)
    if (outlined_leaf(d->kind) && ctx->outlines.len) ctx->outlines.len--;
  ofe_sema_construct_end(ctx, first);
  if (first->kind == OMPD_TARGET && ctx->region && ctx->region->dir == first) {
    ctx->region = NULL;
    if (ctx->func) {
      name_kernel(ctx, first);
      ofe_vec_push(&ctx->arena, &ctx->unit.regions, first);
    }
  }
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_OMP, first->loc);
  s->omp.dir = first;
  return s;
}

void ofe_omp_region_abandon(OfeCtx *ctx, OfeOmpDirective *first) {
  for (OfeOmpDirective *d = first; d; d = d->inner)
    if (outlined_leaf(d->kind) && ctx->outlines.len) ctx->outlines.len--;
  ofe_sema_construct_end(ctx, first);
  if (ctx->region && ctx->region->dir == first) ctx->region = NULL;
}

OfeStmt *ofe_omp_standalone(OfeCtx *ctx, OfeOmpDirKind kind, OfeOmpClauseList *cl, OfeLoc loc) {
  if (kind == OMPD_SCAN) return ofe_omp_scan(ctx, cl, loc);
  OfeOmpDirective *d = new_directive(ctx, kind, loc);
  if (!ctx->func) ofe_error(&ctx->diag, loc, "'#pragma omp %s' must be inside a function", ofe_omp_directive_name(kind));
  bool data = kind == OMPD_TARGET_ENTER_DATA || kind == OMPD_TARGET_EXIT_DATA || kind == OMPD_TARGET_UPDATE;
  if (ctx->region && data)
    ofe_error(&ctx->diag, loc, "'#pragma omp %s' inside a target region is not supported", ofe_omp_directive_name(kind));
  if (kind == OMPD_CANCEL || kind == OMPD_CANCELLATION_POINT) d->cancel_kind = OMPD_TARGET; /* none yet */
  if (!ofe_omp_order_allows(ctx, NULL, ofe_omp_directive_name(kind), loc)) return NULL;
  bool clauses_ok = ofe_omp_directive_clauses(ctx, d, cl, ofe_omp_directive_name(kind));
  if (kind == OMPD_ORDERED) return clauses_ok ? ofe_omp_doacross(ctx, d) : NULL; /* ordered depend(...) */
  if (kind == OMPD_CANCEL || kind == OMPD_CANCELLATION_POINT) ofe_omp_check_cancel(ctx, d);
  /* (cancel's own check says where it may stand) */
  if (kind == OMPD_BARRIER || kind == OMPD_TASKWAIT || kind == OMPD_TASKYIELD || kind == OMPD_FLUSH) ofe_omp_check_nesting(ctx, d);
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_OMP, loc);
  s->omp.dir = d;
  return s;
}

OfeStmt *ofe_omp_error(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc) {
  if (ofe_omp_skipping(ctx)) return NULL; /* inside a begin declare variant that does not apply */
  if (!ofe_omp_order_allows(ctx, NULL, "error", loc)) return NULL;
  const OfeOmpClauseSyntax *at = NULL, *severity = NULL, *message = NULL;
  bool ok = true;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    const OfeOmpClauseSyntax *s = cl->items.items[i];
    const OfeOmpClauseSyntax **slot = s->name == OMPC_AT ? &at : s->name == OMPC_SEVERITY ? &severity : s->name == OMPC_MESSAGE ? &message : NULL;
    if (!slot) {
      ofe_omp_clause_not_allowed(ctx, s, "error");
      ok = false;
      continue;
    }
    if (*slot) {
      ofe_error(&ctx->diag, s->loc, "directive '#pragma omp error' cannot contain more than one '%s' clause", s->spelling);
      ok = false;
      continue;
    }
    *slot = s;
  }
  const char *at_kind = at && at->mods.len == 1 && !at->args.len ? at->mods.items[0].text : NULL;
  if (at && (!at_kind || (strcmp(at_kind, "compilation") && strcmp(at_kind, "execution")))) {
    ofe_error(&ctx->diag, at->loc, "expected 'compilation' or 'execution' in OpenMP clause 'at'");
    return NULL;
  }
  const char *sev_kind = severity && severity->mods.len == 1 && !severity->args.len ? severity->mods.items[0].text : NULL;
  if (severity && (!sev_kind || (strcmp(sev_kind, "fatal") && strcmp(sev_kind, "warning")))) {
    ofe_error(&ctx->diag, severity->loc, "expected 'fatal' or 'warning' in OpenMP clause 'severity'");
    return NULL;
  }
  if (message && (message->args.len != 1 || message->mods.len)) {
    ofe_error(&ctx->diag, message->loc, "expected one string in OpenMP clause 'message'");
    return NULL;
  }
  if (!ok) return NULL;
  bool execution = at_kind && !strcmp(at_kind, "execution"), fatal = !sev_kind || !strcmp(sev_kind, "fatal");
  OfeExpr *msg = message ? message->args.items[0] : NULL;
  if (msg && msg->type->kind == TY_ERROR) return NULL;
  if (!execution) {
    /* at(compilation): the message must be known now, a string literal */
    if (msg && (msg->kind != E_STRING || msg->str.char_size != 1)) {
      ofe_error(&ctx->diag, msg->loc, "expected a string literal in the 'message' clause of '#pragma omp error at(compilation)'");
      return NULL;
    }
    const char *text = msg ? msg->str.bytes : fatal ? "ERROR" : "WARNING";
    if (fatal) ofe_error(&ctx->diag, loc, "%s", text);
    else ofe_warn(&ctx->diag, OFE_W_USER_DEFINED_WARNINGS, loc, "%s", text);
    return NULL;
  }
  if (!ctx->func) {
    ofe_error(&ctx->diag, at->loc, "'#pragma omp error at(execution)' must be inside a function");
    return NULL;
  }
  OfeOmpDirective *d = new_directive(ctx, OMPD_ERROR, loc);
  d->fatal = fatal;
  if (msg) {
    /* OpenMP 5.2: any expression of type const char * */
    OfeType *cchar = ofe_type_pointer(TY, ofe_type_qualified(TY, TY->char_, OFE_QUAL_CONST));
    OfeExpr *v = ofe_sema_rvalue(ctx, msg);
    if (v->type->kind != TY_PTR || !v->type->base || (v->type->base->unqual->kind != TY_CHAR && v->type->base->unqual->kind != TY_SCHAR &&
                                                      v->type->base->unqual->kind != TY_UCHAR)) {
      ofe_error(&ctx->diag, msg->loc, "expected a string ('const char *') in the 'message' clause, not '%s'", ofe_type_str(TY, msg->type));
      return NULL;
    }
    d->message = ofe_sema_assign_convert(ctx, v, cchar, "message", msg->loc);
    if (!d->message || d->message->type->kind == TY_ERROR) return NULL;
  }
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_OMP, loc);
  s->omp.dir = d;
  return s;
}

OfeStmt *ofe_omp_depobj(OfeCtx *ctx, OfeExprList *obj, OfeOmpClauseList *cl, OfeLoc loc) {
  if (!ctx->func) {
    ofe_error(&ctx->diag, loc, "'#pragma omp depobj' must be inside a function");
    return NULL;
  }
  if (!ofe_omp_order_allows(ctx, NULL, "depobj", loc)) return NULL;
  if (!obj || obj->len != 1) {
    ofe_error(&ctx->diag, loc, "expected one depend object in '#pragma omp depobj(...)'");
    return NULL;
  }
  OfeExpr *o = obj->items[0];
  if (o->type->kind == TY_ERROR) return NULL;
  if (!ofe_omp_is_depend_object(o)) {
    ofe_error(&ctx->diag, o->loc, "expected an lvalue expression of 'omp_depend_t' type, not '%s'", ofe_type_str(TY, o->type));
    return NULL;
  }
  OfeOmpDirective *d = new_directive(ctx, OMPD_DEPOBJ, loc);
  d->depobj = o;
  const OfeOmpClauseSyntax *action = NULL;
  bool ok = true;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    bool update = s->name == OMPC_ATOMIC_KIND && !strcmp(s->spelling, "update");
    if (s->name != OMPC_DEPEND && s->name != OMPC_DESTROY && !update) {
      ofe_omp_clause_not_allowed(ctx, s, "depobj");
      ok = false;
      continue;
    }
    if (action) {
      ofe_error(&ctx->diag, s->loc, "exactly one of 'depend', 'destroy', or 'update' clauses is expected");
      ok = false;
      continue;
    }
    action = s;
    if (s->name == OMPC_DEPEND) {
      OfeOmpClauseList one = {0};
      ofe_vec_push(&ctx->arena, &one.items, s);
      ok &= ofe_omp_directive_clauses(ctx, d, &one, "depobj");
      d->depobj_action = DEPOBJ_INIT;
    } else if (update) {
      int dk = s->mods.len == 1 && !s->args.len ? ofe_omp_depend_kind_named(s->mods.items[0].text) : -1;
      if (dk < 0 || dk == DEP_DEPOBJ) {
        ofe_error(&ctx->diag, s->loc, "expected dependence type 'in', 'out', 'inout', 'mutexinoutset' or 'inoutset' in the 'update' clause");
        ok = false;
        continue;
      }
      d->depobj_action = DEPOBJ_UPDATE;
      d->depobj_kind = (OfeDependKind)dk;
    } else {
      /* OpenMP 5.2: destroy(o) names the object again */
      const OfeExpr *again = s->args.len == 1 ? s->args.items[0] : NULL;
      if (s->args.len > 1 || s->mods.len ||
          (again && (again->kind != E_VAR || o->kind != E_VAR || again->var.decl != o->var.decl))) {
        ofe_error(&ctx->diag, s->loc, "the 'destroy' clause must name the depend object of '#pragma omp depobj'");
        ok = false;
        continue;
      }
      d->depobj_action = DEPOBJ_DESTROY;
    }
  }
  if (!action && ok) {
    ofe_error(&ctx->diag, loc, "expected one of 'depend', 'destroy', or 'update' clauses on '#pragma omp depobj'");
    ok = false;
  }
  if (!ok) return NULL;
  OfeStmt *st = ofe_stmt_new(&ctx->arena, S_OMP, loc);
  st->omp.dir = d;
  return st;
}

void ofe_omp_on_vla_created(OfeCtx *ctx, OfeDecl *length) {
  for (size_t i = 0; i < ctx->outlines.len; i++) ofe_ptrmap_put(&ctx->outlines.items[i]->own_vlas, length, length);
  if (ctx->region) ofe_ptrmap_put(&ctx->region->own_vlas, length, length);
}

/* whether the length variable was made inside the innermost open region (its length is
 * evaluated there): inside every open region, as they nest */
static bool vla_written_inside(const OfeCtx *ctx, const OfeDecl *length) {
  if (ctx->region && !ofe_ptrmap_get(&ctx->region->own_vlas, length)) return false;
  for (size_t i = 0; i < ctx->outlines.len; i++)
    if (!ofe_ptrmap_get(&ctx->outlines.items[i]->own_vlas, length)) return false;
  return true;
}

void ofe_omp_on_vla_type(OfeCtx *ctx, const OfeType *t, OfeLoc loc) {
  if (ctx->unevaluated || (!ctx->region && !ctx->outlines.len)) return;
  for (; t->kind == TY_PTR || t->kind == TY_ARRAY; t = t->base) {
    if (t->kind != TY_ARRAY || !t->vla_len) continue;
    /* a length written inside the region runs there: the variables it names are the region's
     * uses (a type name in sizeof was parsed as unevaluated, so they were not seen) */
    if (vla_written_inside(ctx, t->vla_var)) ofe_omp_record_expr_uses(ctx, t->vla_len);
    ofe_omp_on_reference(ctx, t->vla_var, loc);
  }
}

void ofe_omp_on_reference(OfeCtx *ctx, OfeDecl *d, OfeLoc loc) {
  if (d->kind != D_VAR) return;
  /* parallel and teams regions: every variable from outside, in order of first use */
  for (size_t i = 0; i < ctx->outlines.len; i++) {
    OfeRegionState *os = ctx->outlines.items[i];
    if (!d->is_global && d->scope_depth > os->scope_depth) continue;
    if (d->is_vla_size && ofe_ptrmap_get(&os->own_vlas, d)) continue;
    if (ofe_ptrmap_get(&os->captured, d->canonical)) continue;
    ofe_vec_push(&ctx->arena, &os->dir->uses, d->canonical);
    ofe_ptrmap_put(&os->captured, d->canonical, d);
  }
  OfeRegionState *rs = ctx->region;
  if (!rs) return;
  if (!d->is_global && d->scope_depth > rs->scope_depth) return; /* the region's own */
  if (d->is_vla_size && ofe_ptrmap_get(&rs->own_vlas, d)) return;
  if (ofe_ptrmap_get(&rs->captured, d)) return;
  OfeCaptureInfo c = {.var = d, .first_use = loc};
  ofe_vec_push(&ctx->arena, &rs->dir->captures, c);
  ofe_ptrmap_put(&rs->captured, d, (void *)(uintptr_t)rs->dir->captures.len);
}

/* The first list item naming each variable in the data-sharing and mapping clauses of a
 * target construct, by clause, collected in one pass. */
enum { ROLE_PRIVATE, ROLE_FIRSTPRIVATE, ROLE_IS_DEVICE_PTR, ROLE_HAS_DEVICE_ADDR, ROLE_MAP, ROLES };

typedef struct VarRoles {
  const OfeMapItem *item[ROLES];
} VarRoles;

static int role_of(OfeOmpClauseKind k) {
  switch (k) {
  case OMPC_PRIVATE: return ROLE_PRIVATE;
  case OMPC_FIRSTPRIVATE: return ROLE_FIRSTPRIVATE;
  case OMPC_IS_DEVICE_PTR: return ROLE_IS_DEVICE_PTR;
  case OMPC_HAS_DEVICE_ADDR: return ROLE_HAS_DEVICE_ADDR;
  case OMPC_MAP: return ROLE_MAP;
  default: return -1;
  }
}

static void collect_roles(OfeCtx *ctx, const OfeOmpDirective *d, OfeStrMap *roles) {
  ofe_strmap_init(roles, &ctx->arena);
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    int r = role_of(c->kind);
    if (r < 0) continue;
    for (size_t j = 0; j < c->items.len; j++) {
      const OfeMapItem *m = &c->items.items[j];
      VarRoles *vr = ofe_ptrmap_get(roles, m->var->canonical);
      if (!vr) {
        vr = ofe_arena_alloc(&ctx->arena, sizeof *vr);
        *vr = (VarRoles){0};
        ofe_ptrmap_put(roles, m->var->canonical, vr);
      }
      if (!vr->item[r]) vr->item[r] = m;
    }
  }
}

/* defaultmap behaviours (the order of the clause's spellings) and categories */

/* The defaultmap category of a variable of type t. OpenMP's scalars are C's: arithmetic types,
 * complex ones included (clang-19 makes a complex variable firstprivate), and pointers. */
static unsigned defaultmap_category(const OfeType *t) {
  if (t->kind == TY_PTR) return CAT_POINTER;
  return ofe_type_is_scalar(t) || t->kind == TY_COMPLEX ? CAT_SCALAR : CAT_AGGREGATE;
}

/* How a variable the body uses without a clause of its own reaches the kernel: OpenMP 5.2
 * §5.8.2 with the defaultmap behaviour of its category (clang-19's choices). */
static bool implicit_capture(OfeCtx *ctx, OfeCaptureInfo *c, int behaviour, const OfeOmpClause *defaultmap) {
  OfeDecl *v = c->var;
  unsigned cat = defaultmap_category(v->type);
  c->map = (OfeMapItem){.var = v, .type = MAP_TOFROM, .implicit = true, .loc = c->first_use};
  if (behaviour == DM_NONE) {
    /* clang-19's words */
    ofe_error(&ctx->diag, c->first_use,
              "variable '%s' must have explicitly specified data sharing attributes, data mapping attributes, or in an is_device_ptr clause",
              v->name);
    ofe_note(&ctx->diag, defaultmap->loc, "explicit data sharing attribute, data mapping attribute, or is_device_ptr clause requested here");
    return false;
  }
  if (v->is_global && v->dt.capture == CAP_LINK) {
    c->kind = CAPK_MAP; /* through its reference pointer */
    return true;
  }
  if (!ofe_type_is_complete(v->type)) {
    ofe_error(&ctx->diag, c->first_use, "incomplete type '%s' where a complete type is required", ofe_type_str(TY, v->type));
    return false;
  }
  if (cat == CAT_AGGREGATE) ofe_omp_item_mapper(ctx, &c->map, NULL, c->first_use); /* its default mapper */
  if (behaviour < 0 || behaviour == DM_DEFAULT) {
    /* scalars firstprivate, pointers as zero-length sections of their pointee, aggregates tofrom */
    c->kind = cat == CAT_AGGREGATE ? CAPK_MAP : CAPK_FIRSTPRIVATE;
    return true;
  }
  switch (behaviour) {
  case DM_FIRSTPRIVATE: c->kind = CAPK_FIRSTPRIVATE; break;
  case DM_ALLOC: c->kind = CAPK_MAP; c->map.type = MAP_ALLOC; break;
  case DM_TO: c->kind = CAPK_MAP; c->map.type = MAP_TO; break;
  case DM_FROM: c->kind = CAPK_MAP; c->map.type = MAP_FROM; break;
  case DM_PRESENT: /* OpenMP 5.1: as map(present, alloc:) */
    c->kind = CAPK_MAP;
    c->map.type = MAP_ALLOC;
    c->map.modifiers = MAPMOD_PRESENT;
    break;
  default: c->kind = CAPK_MAP; break;
  }
  return true;
}

/* defaultmap(none) asks for a clause naming each variable the region uses, but for the
 * iteration variables of the loops of its combined construct and those the region uses only
 * inside nested constructs that make them private (OpenMP 5.2 §5.1.1: their attribute is
 * predetermined; clang-19 and gcc accept them unlisted). */
static bool needs_mapping(const OfeOmpDirective *target, const OfeDecl *v) {
  for (const OfeOmpDirective *d = target; d; d = d->inner)
    if (ofe_omp_loop_nest_declares(d->loop, v)) return false;
  OfeLoc unused;
  return ofe_omp_used_unprivatized(target->body, v, &unused);
}

/* Decides how each used variable reaches the kernel; variables only named in firstprivate
 * are captured too (after the used ones, as clang-19 does). */
void ofe_omp_finish_captures(OfeCtx *ctx, OfeOmpDirective *d) {
  OfeStrMap roles, captured;
  collect_roles(ctx, d, &roles);
  ofe_strmap_init(&captured, &ctx->arena);
  int behaviour[CAT_ALL] = {-1, -1, -1};
  const OfeOmpClause *behaviour_from[CAT_ALL] = {NULL};
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *c = d->clauses.items[i];
    if (c->kind != OMPC_DEFAULTMAP) continue;
    for (OfeDefaultmapCategory cat = 0; cat < CAT_ALL; cat++)
      if (c->category == cat || c->category == CAT_ALL) {
        behaviour[cat] = (int)c->modifier;
        behaviour_from[cat] = c;
      }
  }
  /* the lengths the captured variables' types carry (each travels before its variable) */
  OfeStrMap carried;
  ofe_strmap_init(&carried, &ctx->arena);
  for (size_t i = 0; i < d->captures.len; i++)
    for (const OfeType *t = d->captures.items[i].var->type; t->kind == TY_ARRAY || t->kind == TY_PTR; t = t->base)
      if (t->vla_var) ofe_ptrmap_put(&carried, t->vla_var, t->vla_var);
  size_t w = 0;
  for (size_t i = 0; i < d->captures.len; i++) {
    OfeCaptureInfo c = d->captures.items[i];
    OfeDecl *v = c.var;
    const VarRoles *vr = ofe_ptrmap_get(&roles, v->canonical);
    /* declare target variables live on the device already (link ones are mapped), unless the
     * construct makes them private or firstprivate */
    if (v->is_global && v->dt.device_type != DT_NONE && v->dt.capture != CAP_LINK &&
        !(vr && (vr->item[ROLE_PRIVATE] || vr->item[ROLE_FIRSTPRIVATE])))
      continue;
    /* a length passed with the array that uses it; one only a declaration or type name in the
     * region uses (an object of a VLA typedef from outside) is a scalar of its own */
    if (v->is_vla_size && ofe_ptrmap_get(&carried, v)) continue;
    ofe_ptrmap_put(&captured, v->canonical, v);
    const OfeMapItem *m;
    c.map = (OfeMapItem){.var = v, .loc = c.first_use};
    if (vr && (m = vr->item[ROLE_PRIVATE])) {
      c.kind = CAPK_PRIVATE;
    } else if (vr && (m = vr->item[ROLE_FIRSTPRIVATE])) {
      c.kind = CAPK_FIRSTPRIVATE;
      c.map.implicit = m->implicit; /* uses_allocators' traits: implicit, as clang-19 marks them */
    } else if (vr && (m = vr->item[ROLE_IS_DEVICE_PTR])) {
      c.kind = v->type->kind == TY_PTR ? CAPK_DEVICE_PTR : CAPK_DEVICE_ADDR;
    } else if (vr && (m = vr->item[ROLE_HAS_DEVICE_ADDR])) {
      c.kind = CAPK_DEVICE_ADDR;
    } else if (vr && (m = vr->item[ROLE_MAP])) {
      c.kind = CAPK_MAP;
      c.map = *m;
    } else {
      unsigned cat = defaultmap_category(v->type);
      int b = behaviour[cat];
      if (b == DM_NONE && !needs_mapping(d, v)) b = DM_DEFAULT; /* private where it is used */
      if (!implicit_capture(ctx, &c, b, behaviour_from[cat])) continue;
    }
    d->captures.items[w++] = c;
  }
  d->captures.len = w;
  for (size_t i = 0; i < d->clauses.len; i++) {
    const OfeOmpClause *cl = d->clauses.items[i];
    if (cl->kind != OMPC_FIRSTPRIVATE) continue;
    for (size_t j = 0; j < cl->items.len; j++) {
      OfeDecl *v = cl->items.items[j].var;
      if (ofe_ptrmap_get(&captured, v->canonical)) continue;
      ofe_ptrmap_put(&captured, v->canonical, v);
      OfeCaptureInfo c = {.var = v, .kind = CAPK_FIRSTPRIVATE, .first_use = cl->items.items[j].loc,
                          .map = {.var = v, .loc = cl->items.items[j].loc, .implicit = cl->items.items[j].implicit}};
      ofe_vec_push(&ctx->arena, &d->captures, c);
    }
  }
}
