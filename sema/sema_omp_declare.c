/* sema_omp_declare: declare target and requires.
 *
 * Declare target: every clause form marks the named functions and variables with a device
 * type and capture clause (and `indirect`, evaluated), merging repeated marks; begin/end
 * blocks mark what is declared inside. Misuse is an error here, at the directive. At the end
 * of the unit the marks are final: indirect functions get their names and target regions
 * their captures. */
#include <string.h>
#include <sys/stat.h>

#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "runtime-abi/abi.h"

#define TY (&ctx->types)

/* ---- declare target --------------------------------------------------------------------- */

/* Applies one mark to a declaration, merging with earlier marks. */
static void mark(OfeCtx *ctx, OfeDecl *d, OfeDeclareTarget dt, OfeLoc loc) {
  OfeDecl *c = d->canonical;
  if (c->kind == D_VAR && !c->is_global) {
    ofe_error(&ctx->diag, loc, "local variable '%s' cannot appear in a declare target directive", c->name);
    return;
  }
  if (c->kind == D_VAR && c->is_thread_local) {
    ofe_error(&ctx->diag, loc, "threadprivate variable '%s' cannot appear in a declare target directive", c->name);
    return;
  }
  if (c->dt.device_type == DT_NONE) {
    c->dt = dt;
    c->dt.loc = loc;
    ofe_vec_push(&ctx->arena, &ctx->unit.declare_target, c);
    return;
  }
  bool old_link = c->dt.capture == CAP_LINK, new_link = dt.capture == CAP_LINK;
  if (old_link != new_link) {
    ofe_error(&ctx->diag, loc, "'%s' appears in both a '%s' and a '%s' clause of declare target directives", c->name,
              ofe_declare_target_capture_name(c->dt.capture), ofe_declare_target_capture_name(dt.capture));
    ofe_note(&ctx->diag, c->dt.loc, "the earlier directive is here");
    return;
  }
  if (c->dt.device_type != dt.device_type) {
    /* host and nohost from different directives: the entity exists on both sides */
    c->dt.device_type = DT_ANY;
  }
  c->dt.indirect |= dt.indirect;
  if (c->dt.indirect && c->dt.device_type == DT_HOST) {
    ofe_error(&ctx->diag, loc, "'indirect' function '%s' cannot have 'device_type(host)'", c->name);
  }
}

/* Reads device_type(...) and indirect[(expr)] from a clause list. */
/* lists_follow: the names come in to/enter/link lists, which report misuse per name */
static bool common_dt_clauses(OfeCtx *ctx, OfeOmpClauseList *cl, OfeDeclareTarget *dt, bool *has_indirect,
                              OfeLoc *indirect_loc, bool lists_follow) {
  bool ok = true, seen_dt = false;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name == OMPC_DEVICE_TYPE) {
      OfeDeviceType t = DT_NONE;
      if (s->mods.len == 1) {
        const char *w = s->mods.items[0].text;
        t = strcmp(w, "host") == 0 ? DT_HOST : strcmp(w, "nohost") == 0 ? DT_NOHOST : strcmp(w, "any") == 0 ? DT_ANY : DT_NONE;
      }
      if (t == DT_NONE || s->args.len) {
        ofe_error(&ctx->diag, s->loc, "expected 'host', 'nohost', or 'any' in OpenMP clause 'device_type'");
        ok = false;
        continue;
      }
      if (seen_dt && dt->device_type != t) {
        ofe_error(&ctx->diag, s->loc, "contradicting 'device_type' clauses: '%s' after '%s'", ofe_device_type_name(t),
                  ofe_device_type_name(dt->device_type));
        ok = false;
        continue;
      }
      seen_dt = true;
      dt->device_type = t;
    } else if (s->name == OMPC_INDIRECT) {
      if (*has_indirect) {
        ofe_error(&ctx->diag, s->loc, "directive cannot contain more than one 'indirect' clause");
        ok = false;
        continue;
      }
      *has_indirect = true;
      *indirect_loc = s->loc;
      int64_t v = 1;
      if (s->args.len > 1) {
        ofe_error(&ctx->diag, s->loc, "expected one expression in 'indirect' clause");
        ok = false;
      } else if (s->args.len == 1) {
        OfeExpr *e = ofe_sema_rvalue(ctx, s->args.items[0]);
        if (e->type->kind == TY_ERROR || !ofe_type_is_scalar(e->type) || !ofe_eval_int(ctx, ofe_sema_convert(ctx, e, TY->int_), &v)) {
          if (e->type->kind != TY_ERROR)
            ofe_error(&ctx->diag, s->args.items[0]->loc, "the 'indirect' clause requires a constant boolean expression");
          ok = false;
        }
      }
      dt->indirect = v != 0;
    }
  }
  if (ok && *has_indirect && dt->indirect && dt->device_type == DT_HOST && !lists_follow) {
    ofe_error(&ctx->diag, *indirect_loc, "'indirect' cannot be used together with 'device_type(host)': an indirect function must exist on the device");
    ok = false;
  }
  return ok;
}

/* Marks each named entity; `names` holds the items of to/enter/link or of declare target(...). */
static void mark_list(OfeCtx *ctx, OfeExprList *names, OfeCapture cap, OfeDeclareTarget dt, bool has_indirect, OfeLoc loc,
                      const char *clause) {
  for (size_t i = 0; i < names->len; i++) {
    OfeExpr *e = names->items[i];
    if (e->kind != E_VAR) {
      if (e->type->kind != TY_ERROR) ofe_error(&ctx->diag, e->loc, "expected a function or variable name in '%s' clause", clause);
      continue;
    }
    if (!e->var.decl) {
      ofe_error(&ctx->diag, e->loc, "use of undeclared identifier '%s' in '%s' clause: declare target names must be declared before the directive",
                e->var.name, clause);
      continue;
    }
    OfeDecl *d = e->var.decl;
    if (d->builtin) {
      ofe_error(&ctx->diag, e->loc, "built-in function '%s' cannot be declare target", d->name);
      continue;
    }
    if (d->kind == D_FUNC && cap == CAP_LINK) {
      ofe_error(&ctx->diag, e->loc, "function name '%s' is not allowed in a 'link' clause", d->name);
      continue;
    }
    OfeDeclareTarget one = dt;
    one.capture = cap;
    if (d->kind == D_FUNC && has_indirect && dt.indirect && dt.device_type == DT_HOST) {
      ofe_error(&ctx->diag, e->loc, "function '%s' cannot be 'indirect' and 'device_type(host)': an indirect function must exist on the device", d->name);
      continue;
    }
    if (d->kind == D_VAR && has_indirect) {
      ofe_error(&ctx->diag, e->loc, "variable '%s' cannot be 'indirect': only functions can be called indirectly", d->name);
      continue;
    }
    if (d->kind == D_VAR && dt.device_type != DT_ANY && dt.device_type != DT_NONE) {
      /* OpenMP 5.2 allows device_type on variables; clang-19 treats them as any: so do we */
      ofe_warn(&ctx->diag, OFE_W_OPENMP_CLAUSES, e->loc, "device_type(%s) has no effect on variable '%s'", ofe_device_type_name(dt.device_type), d->name);
      one.device_type = DT_ANY;
    }
    if (one.device_type == DT_NONE) one.device_type = DT_ANY;
    mark(ctx, d, one, loc);
  }
}

void ofe_omp_declare_target(OfeCtx *ctx, OfeExprList *names, OfeOmpClauseList *cl, OfeLoc loc) {
  /* inside a begin declare variant that does not apply, the names a list form marks were not
   * declared (a block form still pairs with its end) */
  bool list_form = names != NULL;
  for (size_t i = 0; cl && i < cl->items.len; i++)
    list_form |= cl->items.items[i]->name == OMPC_TO || cl->items.items[i]->name == OMPC_ENTER || cl->items.items[i]->name == OMPC_LINK;
  if (ofe_omp_skipping(ctx) && list_form) return;
  if (ctx->func && !names && (!cl || !cl->items.len)) {
    ofe_error(&ctx->diag, loc, "'#pragma omp declare target' blocks must be at file scope");
    return;
  }
  OfeDeclareTarget dt = {.device_type = DT_ANY, .capture = CAP_TO};
  bool has_indirect = false, has_list = names != NULL, ok = true;
  OfeLoc indirect_loc = loc;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name == OMPC_TO || s->name == OMPC_ENTER || s->name == OMPC_LINK) {
      has_list = true;
      if (s->mods.len) {
        ofe_error(&ctx->diag, s->mods.items[0].loc, "unexpected modifier in '%s' clause of '#pragma omp declare target'", s->spelling);
        ok = false;
      }
    } else if (s->name != OMPC_DEVICE_TYPE && s->name != OMPC_INDIRECT) {
      ofe_omp_clause_not_allowed(ctx, s, "declare target");
      ok = false;
    }
  }
  if (!common_dt_clauses(ctx, cl, &dt, &has_indirect, &indirect_loc, has_list) || !ok) {
    if (!has_list && has_indirect && !ctx->func) { /* the block still opens: its end is no error */
      OfeDeclareTargetBlock b = {.dt = {.device_type = DT_ANY, .capture = CAP_TO}, .loc = loc};
      ofe_vec_push(&ctx->arena, &ctx->declare_target_blocks, b);
    }
    return;
  }
  if (!has_list) {
    /* OpenMP 5.1: with 'indirect' and no list the directive opens a block, as 'begin declare
     * target' does (clang-19 too); 'device_type' alone names nothing and opens nothing */
    if (cl && cl->items.len && !has_indirect) {
      ofe_error(&ctx->diag, loc, "'#pragma omp declare target' with clauses needs a list ('to', 'enter' or 'link') or 'indirect'; use 'begin declare target' for a block");
      return;
    }
    if (ctx->func) {
      ofe_error(&ctx->diag, loc, "'#pragma omp declare target' blocks must be at file scope");
      return;
    }
    /* OpenMP 4.5 form: `declare target` ... `end declare target` */
    OfeDeclareTargetBlock b = {.dt = dt, .loc = loc};
    ofe_vec_push(&ctx->arena, &ctx->declare_target_blocks, b);
    return;
  }
  if (names) mark_list(ctx, names, CAP_TO, dt, has_indirect, loc, "declare target");
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name == OMPC_TO || s->name == OMPC_ENTER || s->name == OMPC_LINK) {
      OfeCapture cap = s->name == OMPC_LINK ? CAP_LINK : s->name == OMPC_ENTER ? CAP_ENTER : CAP_TO;
      mark_list(ctx, &s->args, cap, dt, has_indirect, loc, s->spelling);
    }
  }
}

void ofe_omp_begin_declare_target(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc) {
  if (ctx->func) {
    ofe_error(&ctx->diag, loc, "'#pragma omp begin declare target' must be at file scope");
    return;
  }
  OfeDeclareTarget dt = {.device_type = DT_ANY, .capture = CAP_TO};
  bool has_indirect = false, ok = true;
  OfeLoc indirect_loc = loc;
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    if (s->name != OMPC_DEVICE_TYPE && s->name != OMPC_INDIRECT) {
      ofe_omp_clause_not_allowed(ctx, s, "begin declare target");
      ok = false;
    }
  }
  if (!common_dt_clauses(ctx, cl, &dt, &has_indirect, &indirect_loc, false) || !ok)
    dt = (OfeDeclareTarget){.device_type = DT_ANY, .capture = CAP_TO}; /* the block still opens:
                                                                          its end is no error */
  OfeDeclareTargetBlock b = {.dt = dt, .loc = loc};
  ofe_vec_push(&ctx->arena, &ctx->declare_target_blocks, b);
}

void ofe_omp_end_declare_target(OfeCtx *ctx, OfeLoc loc) {
  if (!ctx->declare_target_blocks.len) {
    ofe_error(&ctx->diag, loc, "unexpected '#pragma omp end declare target' without a matching 'begin declare target' or 'declare target'");
    return;
  }
  ctx->declare_target_blocks.len--;
}

void ofe_omp_on_declare(OfeCtx *ctx, OfeDecl *d) {
  if (!ctx->declare_target_blocks.len || ofe_omp_skipping(ctx)) return;
  if (d->kind == D_VAR && !d->is_global) return;
  if (d->kind == D_VAR && d->storage == SC_EXTERN && !ctx->opts->openmp) return;
  OfeDeclareTargetBlock *b = &ctx->declare_target_blocks.items[ctx->declare_target_blocks.len - 1];
  OfeDeclareTarget dt = b->dt;
  if (d->kind == D_VAR) {
    dt.indirect = false;
    if (dt.device_type != DT_ANY) dt.device_type = DT_ANY;
  }
  mark(ctx, d, dt, b->loc);
}

/* ---- requires ---------------------------------------------------------------------------- */

/* atomic_default_mem_order(seq_cst | acq_rel | relaxed): the order of the atomic constructs
 * after it that name none (sema_omp_constructs.c); a second one is clang-19's error. */
static void default_mem_order(OfeCtx *ctx, const OfeOmpClauseSyntax *s) {
  static const char *const names[] = {"seq_cst", "acq_rel", "relaxed"};
  static const int orders[] = {OFE_ORDER_SEQ_CST, OFE_ORDER_ACQ_REL, OFE_ORDER_RELAXED};
  const char *given = s->mods.len == 1 && !s->mods2.len && !s->args.len ? s->mods.items[0].text : "";
  size_t k = 0;
  while (k < 3 && strcmp(given, names[k]) != 0) k++;
  if (k == 3) {
    ofe_error(&ctx->diag, s->loc, "expected 'seq_cst', 'acq_rel' or 'relaxed' in OpenMP clause 'atomic_default_mem_order'");
    return;
  }
  if (ctx->atomic_default_order) {
    ofe_error(&ctx->diag, s->loc, "only one atomic_default_mem_order clause can appear on a requires directive in a single translation unit");
    return;
  }
  ctx->atomic_default_order = orders[k];
}

void ofe_omp_requires(OfeCtx *ctx, OfeOmpClauseList *cl, OfeLoc loc, OfeLoc name_loc) {
  if (ctx->func) {
    /* what a program requires holds for the whole translation unit: the directive is a
     * declaration at file scope (OpenMP 5.2 §10.5; clang-19's words, gcc-12 refuses it too) */
    ofe_error(&ctx->diag, name_loc, "unexpected OpenMP directive '#pragma omp requires'");
    return;
  }
  if (!cl || !cl->items.len) ofe_error(&ctx->diag, loc, "expected at least one clause on '#pragma omp requires' directive");
  for (size_t i = 0; cl && i < cl->items.len; i++) {
    OfeOmpClauseSyntax *s = cl->items.items[i];
    switch (s->name) {
    case OMPC_UNIFIED_SHARED_MEMORY: ctx->requires_flags |= OFE_REQ_UNIFIED_SHARED_MEMORY; break;
    case OMPC_UNIFIED_ADDRESS: ctx->requires_flags |= OFE_REQ_UNIFIED_ADDRESS; break;
    case OMPC_DYNAMIC_ALLOCATORS: ctx->requires_flags |= OFE_REQ_DYNAMIC_ALLOCATORS; break;
    case OMPC_ATOMIC_DEFAULT_MEM_ORDER:
      /* it gives the order of atomic constructs without one, and only of those after it
       * (OpenMP 5.2 §10.5; gcc-12 and flang count those only, clang-19 any atomic construct);
       * clang-19's words at the directive, with its note at the atomic construct */
      if (ctx->unordered_atomic) {
        ofe_error(&ctx->diag, name_loc, "'atomic' region encountered before requires directive with 'atomic_default_mem_order' clause");
        ofe_note(&ctx->diag, ctx->unordered_atomic->loc, "'atomic' previously encountered here");
      }
      default_mem_order(ctx, s);
      break;
    case OMPC_REVERSE_OFFLOAD:
      ofe_error(&ctx->diag, s->loc, "'requires reverse_offload' is not supported: libomptarget 19 has no reverse offloading on this device");
      break;
    default: ofe_omp_clause_not_allowed(ctx, s, "requires");
    }
  }
}

/* clang-19 names an indirect function's entry after the line of its definition (§3.3). */
static void name_indirect(OfeCtx *ctx, OfeDecl *f) {
  OfeLoc at = f->def_loc.file ? f->def_loc : f->loc;
  struct stat st;
  const char *file = ofe_diag_file_name(&ctx->diag, at.file);
  if (stat(file, &st) != 0 && stat(ctx->main_file, &st) != 0) {
    ofe_error(&ctx->diag, at, "cannot name the indirect function '%s': its source file cannot be found", f->name);
    return;
  }
  f->indirect_name = ofe_arena_printf(&ctx->arena, OFE_KERNEL_NAME_FORMAT, (unsigned)st.st_dev,
                                      (unsigned)st.st_ino, f->asm_name, at.line);
}

/* A static to/enter variable has internal linkage, so its own name cannot reach the runtime
 * (and two translation units may each have one of that name): its device copy is exported,
 * and its entry registered, under a name made from the main file's ids, which differ between
 * translation units even when the static is declared in a header they share. */
static void name_static_entry(OfeCtx *ctx, OfeDecl *v) {
  struct stat st;
  if (stat(ctx->main_file, &st) != 0) {
    ofe_error(&ctx->diag, v->loc, "cannot give the static declare target variable '%s' an offload entry: the source file '%s' cannot be found (the entry needs a unique file ID)",
              v->name, ctx->main_file);
    return;
  }
  v->static_entry_name = ofe_arena_printf(&ctx->arena, OFE_KERNEL_NAME_FORMAT, (unsigned)st.st_dev,
                                          (unsigned)st.st_ino, v->asm_name, v->loc.line);
}

/* A static link variable's reference pointer is weak, and so would merge with another unit's
 * of the same name: clang-19 adds the declaring file's inode number, and so does ompfe, so
 * that either compiler's device half matches the other's host half. */
static void name_static_link(OfeCtx *ctx, OfeDecl *v) {
  struct stat st;
  const char *file = ofe_diag_file_name(&ctx->diag, v->loc.file);
  if (stat(file, &st) != 0 && stat(ctx->main_file, &st) != 0) {
    ofe_error(&ctx->diag, v->loc, "cannot name the reference pointer of the static link variable '%s': its source file cannot be found", v->name);
    return;
  }
  v->static_entry_name = ofe_arena_printf(&ctx->arena, "%s_%x_decl_tgt_ref_ptr", v->asm_name, (unsigned)st.st_ino);
}

static bool is_static_variable(const OfeDecl *d) {
  return d->kind == D_VAR && d->is_global && (d->storage == SC_STATIC || d->local_symbol);
}

void ofe_omp_finish_unit(OfeCtx *ctx) {
  ofe_omp_variants_finish(ctx);
  for (size_t i = 0; i < ctx->unit.declare_target.len; i++) {
    OfeDecl *d = ctx->unit.declare_target.items[i];
    if (d->kind == D_FUNC && d->dt.indirect) name_indirect(ctx, d);
    if (is_static_variable(d)) d->dt.capture == CAP_LINK ? name_static_link(ctx, d) : name_static_entry(ctx, d);
  }
  if (ctx->declare_target_blocks.len) {
    OfeDeclareTargetBlock *b = &ctx->declare_target_blocks.items[ctx->declare_target_blocks.len - 1];
    ofe_error(&ctx->diag, b->loc, "expected '#pragma omp end declare target' at the end of the file");
  }
  if (ctx->declare_variant_depth || ctx->skipped_variant_depth)
    ofe_error(&ctx->diag, (OfeLoc){0}, "expected '#pragma omp end declare variant' before the end of the file");
  for (size_t i = 0; i < ctx->unit.regions.len; i++) ofe_omp_finish_captures(ctx, ctx->unit.regions.items[i]);
}
