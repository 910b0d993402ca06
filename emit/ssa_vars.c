/* ssa_vars: see ssa_vars.h. As the body is emitted, each branch is recorded (OfeMB.on_edge).
 * A block the emitter has entered has all its predecessors ("sealed" in Braun et al.'s
 * terms), except the open ones, which a later branch may still reach: loop heads before
 * their back edge, and labels (a goto may come from anywhere). A read in a sealed block with
 * one predecessor takes that block's value; anywhere else it makes a phi, whose incoming
 * values wait until the function is finished. A branch into a block whose predecessors a
 * read has relied on is an internal error, never a wrong value. The tables live in
 * OfeEmit.ssa_arena, reset once the function is finished. */
#include "emit/ssa_vars.h"

#include <stdint.h>

#define MB (&e->mb)

/* The value variable `var` has at the end of `block` (so far). */
typedef struct Def {
  const void *block;
  const OfeDecl *var;
  MlirValue value;
} Def;

typedef struct Phi Phi;
typedef OFE_VEC(Phi *) PhiVec;

struct Phi {
  MlirBlock block;
  OfeDecl *var;
  MlirValue arg;   /* the block argument that stands for it */
  MlirValue same;  /* found trivial: the one value it equals (null while it is a real phi) */
  MlirValue *ins;  /* per predecessor of block (Preds order), once completed */
  PhiVec users;    /* phis with this one among their incoming values */
};

/* The predecessors of each block, from the terminators (a block reached twice by one
 * terminator is listed twice). */
typedef OFE_VEC(MlirBlock) BlockVec;
typedef struct Preds {
  BlockVec blocks;
  OfeStrMap index; /* block -> its number + 1 */
  BlockVec *of;
  bool *reached;   /* from the entry: a branch from anywhere else carries nothing that matters */
  unsigned *walk;  /* per block: the single-predecessor walk that last passed it */
  unsigned walks;
} Preds;

/* What the emission knows of a block so far. */
typedef struct BlockInfo {
  BlockVec preds;
  bool open;      /* may get predecessors after the emitter entered it */
  bool relied_on; /* a read took its value from its predecessors: it may get no more */
  unsigned walk;  /* the read_chain walk that last passed it */
} BlockInfo;

struct OfeSsaVars {
  OfeArena *arena; /* OfeEmit.ssa_arena */
  bool tracking;   /* begun with the function: every branch recorded (else every block is open) */
  OfeStrMap info;  /* block -> BlockInfo */
  unsigned walks;  /* numbering of read_chain's walks, against cycles */
  Def *defs;
  size_t cap, len;
  OfeStrMap phi_of; /* block argument -> its Phi */
  PhiVec phis;
  OfeStrMap undef;  /* MLIR type -> its undefined value at the entry */
  Preds preds;
};

bool ofe_ssa_holds(const OfeEmit *e, const OfeDecl *d) { return d->ssa_value && !e->debug.enabled; }

static OfeSsaVars *state(OfeEmit *e) {
  OfeFuncEmit *f = e->fn;
  if (!f->ssa) {
    f->ssa = ofe_arena_alloc(&e->ssa_arena, sizeof *f->ssa);
    f->ssa->arena = &e->ssa_arena;
    e->ssa_live++;
    ofe_strmap_init(&f->ssa->phi_of, f->ssa->arena);
    ofe_strmap_init(&f->ssa->undef, f->ssa->arena);
    ofe_strmap_init(&f->ssa->info, f->ssa->arena);
  }
  return f->ssa;
}

static BlockInfo *block_info(OfeSsaVars *s, MlirBlock b) {
  BlockInfo *i = ofe_ptrmap_get(&s->info, b.ptr);
  if (!i) {
    i = ofe_arena_alloc(s->arena, sizeof *i);
    ofe_ptrmap_put(&s->info, b.ptr, i);
  }
  return i;
}

static void record_edge(void *user, MlirBlock from, MlirBlock to) {
  OfeEmit *e = user;
  OfeSsaVars *s = e->fn ? e->fn->ssa : NULL;
  if (!s || !s->tracking) return;
  BlockInfo *i = block_info(s, to);
  if (i->relied_on && !i->open)
    ofe_error(&e->ctx->diag, e->fn->decl ? e->fn->decl->loc : (OfeLoc){0},
              "internal error: a branch into a block whose predecessors a local's value was taken from");
  ofe_vec_push(s->arena, &i->preds, from);
}

void ofe_ssa_begin(OfeEmit *e) {
  e->mb.on_edge = record_edge;
  e->mb.edge_user = e;
  if (!e->fn->decl || !e->fn->decl->has_value_locals || e->debug.enabled) return;
  state(e)->tracking = true;
}

void ofe_ssa_open(OfeEmit *e, MlirBlock b) {
  OfeSsaVars *s = e->fn ? e->fn->ssa : NULL;
  if (s && s->tracking) block_info(s, b)->open = true;
}

/* ---- the table of values at block ends ----------------------------------------------------- */

static size_t def_hash(const void *block, const OfeDecl *var, size_t cap) {
  uint64_t h = (uint64_t)(uintptr_t)block * 0x9E3779B97F4A7C15u ^ (uint64_t)(uintptr_t)var * 0xC2B2AE3D27D4EB4Fu;
  return (size_t)(h ^ h >> 29) & (cap - 1);
}

static Def *def_slot(OfeSsaVars *s, const void *block, const OfeDecl *var) {
  for (size_t i = def_hash(block, var, s->cap);; i = (i + 1) & (s->cap - 1))
    if (!s->defs[i].block || (s->defs[i].block == block && s->defs[i].var == var)) return &s->defs[i];
}

static MlirValue def_get(OfeSsaVars *s, MlirBlock block, const OfeDecl *var) {
  if (!s->cap) return (MlirValue){NULL};
  Def *d = def_slot(s, block.ptr, var);
  return d->block ? d->value : (MlirValue){NULL};
}

static void def_put(OfeSsaVars *s, MlirBlock block, const OfeDecl *var, MlirValue v) {
  if (2 * (s->len + 1) > s->cap) {
    Def *old = s->defs;
    size_t oldcap = s->cap;
    s->cap = oldcap ? 2 * oldcap : 256;
    s->defs = ofe_arena_alloc(s->arena, s->cap * sizeof *s->defs);
    for (size_t i = 0; i < oldcap; i++)
      if (old[i].block) *def_slot(s, old[i].block, old[i].var) = old[i];
  }
  Def *d = def_slot(s, block.ptr, var);
  if (!d->block) s->len++;
  *d = (Def){block.ptr, var, v};
}

/* ---- values -------------------------------------------------------------------------------- */

/* What a variable holds before anything is stored in it: one undefined value per type, at the
 * entry (which dominates every block). */
static MlirValue undef_of(OfeEmit *e, OfeSsaVars *s, MlirType t) {
  MlirValue *known = ofe_ptrmap_get(&s->undef, t.ptr);
  if (known) return *known;
  MlirBlock at = MB->block;
  MB->block = (MlirBlock){NULL};
  MlirValue v = ofe_mb_undef(MB, t);
  MB->block = at;
  mlirBlockInsertOwnedOperationAfter(MB->entry, MB->alloca_anchor, mlirOpResultGetOwner(v));
  known = ofe_arena_alloc(s->arena, sizeof *known);
  *known = v;
  ofe_ptrmap_put(&s->undef, t.ptr, known);
  return v;
}

static Phi *new_phi(OfeEmit *e, OfeSsaVars *s, MlirBlock block, OfeDecl *var) {
  Phi *p = ofe_arena_alloc(s->arena, sizeof *p);
  p->block = block;
  p->var = var;
  p->arg = mlirBlockAddArgument(block, ofe_emit_type(e, var->type), MB->unknown_loc);
  ofe_ptrmap_put(&s->phi_of, p->arg.ptr, p);
  ofe_vec_push(s->arena, &s->phis, p);
  def_put(s, block, var, p->arg);
  return p;
}

/* Up the chain of sealed blocks with one predecessor from the current block: the value found
 * (undefined at the entry or where nothing leads in), or a phi where the chain meets a join or
 * an open block. Each block of the chain remembers the answer and is relied on. */
MlirValue ofe_ssa_read(OfeEmit *e, OfeDecl *d) {
  OfeSsaVars *s = state(e);
  MlirBlock b = MB->block;
  MlirValue v = def_get(s, b, d);
  if (!mlirValueIsNull(v)) return v;
  unsigned walk = ++s->walks;
  BlockVec chain = {0};
  for (;;) {
    v = def_get(s, b, d);
    if (!mlirValueIsNull(v)) break;
    if (mlirBlockEqual(b, MB->entry)) {
      v = undef_of(e, s, ofe_emit_type(e, d->type));
      break;
    }
    BlockInfo *i = s->tracking ? ofe_ptrmap_get(&s->info, b.ptr) : NULL;
    if (!s->tracking || (i && (i->open || i->preds.len > 1 || i->walk == walk))) {
      v = new_phi(e, s, b, d)->arg;
      break;
    }
    if (!i) i = block_info(s, b);
    i->relied_on = true;
    if (!i->preds.len) {
      v = undef_of(e, s, ofe_emit_type(e, d->type));
      break;
    }
    i->walk = walk;
    ofe_vec_push(s->arena, &chain, b);
    b = i->preds.items[0];
  }
  for (size_t k = 0; k < chain.len; k++) def_put(s, chain.items[k], d, v);
  return v;
}

void ofe_ssa_write(OfeEmit *e, OfeDecl *d, MlirValue v) { def_put(state(e), MB->block, d, v); }

/* ---- finishing ------------------------------------------------------------------------------ */

static size_t block_number(const Preds *p, MlirBlock b) { return (size_t)(uintptr_t)ofe_ptrmap_get(&p->index, b.ptr) - 1; }

static void find_preds(OfeEmit *e, OfeSsaVars *s) {
  Preds *p = &s->preds;
  ofe_strmap_init(&p->index, s->arena);
  for (MlirBlock b = mlirRegionGetFirstBlock(MB->func_body); !mlirBlockIsNull(b); b = mlirBlockGetNextInRegion(b)) {
    ofe_vec_push(s->arena, &p->blocks, b);
    ofe_ptrmap_put(&p->index, b.ptr, (void *)(uintptr_t)p->blocks.len);
  }
  size_t n = p->blocks.len;
  p->of = ofe_arena_alloc(s->arena, n * sizeof *p->of);
  p->walk = ofe_arena_alloc(s->arena, n * sizeof *p->walk);
  p->reached = ofe_arena_alloc(s->arena, n);
  for (size_t i = 0; i < n; i++) {
    MlirOperation t = mlirBlockGetTerminator(p->blocks.items[i]);
    if (mlirOperationIsNull(t)) continue;
    for (intptr_t k = 0, nk = mlirOperationGetNumSuccessors(t); k < nk; k++)
      ofe_vec_push(s->arena, &p->of[block_number(p, mlirOperationGetSuccessor(t, k))], p->blocks.items[i]);
  }
  BlockVec work = {0};
  p->reached[0] = true;
  ofe_vec_push(s->arena, &work, p->blocks.items[0]);
  while (work.len) {
    MlirOperation t = mlirBlockGetTerminator(work.items[--work.len]);
    for (intptr_t k = 0, nk = mlirOperationIsNull(t) ? 0 : mlirOperationGetNumSuccessors(t); k < nk; k++) {
      MlirBlock to = mlirOperationGetSuccessor(t, k);
      size_t i = block_number(p, to);
      if (!p->reached[i]) {
        p->reached[i] = true;
        ofe_vec_push(s->arena, &work, to);
      }
    }
  }
}

/* var's value at the end of block b, once every branch is known: its own, else through a chain
 * of single predecessors, else a new phi where the chain meets a join (undefined at the entry,
 * in a block nothing reaches, or on a cycle of single predecessors that nothing enters). Each
 * block of the chain remembers the answer. */
static MlirValue value_at_end(OfeEmit *e, OfeSsaVars *s, MlirBlock b, OfeDecl *var) {
  Preds *p = &s->preds;
  unsigned walk = ++p->walks;
  BlockVec chain = {0};
  MlirValue v;
  for (;;) {
    v = def_get(s, b, var);
    if (!mlirValueIsNull(v)) break;
    size_t i = block_number(p, b);
    size_t npreds = p->of[i].len;
    if (mlirBlockEqual(b, MB->entry) || npreds == 0 || p->walk[i] == walk) {
      v = undef_of(e, s, ofe_emit_type(e, var->type));
      break;
    }
    if (npreds > 1) {
      v = new_phi(e, s, b, var)->arg;
      break;
    }
    p->walk[i] = walk;
    ofe_vec_push(s->arena, &chain, b);
    b = p->of[i].items[0];
  }
  for (size_t k = 0; k < chain.len; k++) def_put(s, chain.items[k], var, v);
  return v;
}

static Phi *phi_of(OfeSsaVars *s, MlirValue v) { return mlirValueIsNull(v) ? NULL : ofe_ptrmap_get(&s->phi_of, v.ptr); }

/* v, or what the trivial phi v stands for */
static MlirValue resolve(OfeSsaVars *s, MlirValue v) {
  for (Phi *p; (p = phi_of(s, v)) && !mlirValueIsNull(p->same);) v = p->same;
  return v;
}

/* A phi whose incoming values are itself and one other value is that value (Braun et al.'s
 * tryRemoveTrivialPhi); then the phis that use it may have become trivial too. */
static void try_trivial(OfeEmit *e, OfeSsaVars *s, Phi *p, PhiVec *work) {
  if (!mlirValueIsNull(p->same)) return;
  MlirValue same = {NULL};
  size_t n = s->preds.of[block_number(&s->preds, p->block)].len;
  for (size_t k = 0; k < n; k++) {
    if (mlirValueIsNull(p->ins[k])) continue; /* from a block nothing reaches */
    MlirValue v = resolve(s, p->ins[k]);
    if (mlirValueEqual(v, p->arg) || (!mlirValueIsNull(same) && mlirValueEqual(v, same))) continue;
    if (!mlirValueIsNull(same)) return; /* a real phi */
    same = v;
  }
  p->same = mlirValueIsNull(same) ? undef_of(e, s, mlirValueGetType(p->arg)) : same;
  for (size_t k = 0; k < p->users.len; k++) ofe_vec_push(s->arena, work, p->users.items[k]);
}

/* The real phis of block b, in argument order (null when it has none). */
static PhiVec *block_phis(OfeSsaVars *s, PhiVec *per_block, MlirBlock b) {
  size_t i = block_number(&s->preds, b);
  return per_block[i].len ? &per_block[i] : NULL;
}

/* Gives terminator t the incoming values of the phis of each block it branches to. The
 * emitter's branches carry no operands but a condition or selector (checked). */
static bool add_branch_operands(OfeEmit *e, OfeSsaVars *s, MlirOperation t, MlirBlock from, PhiVec *per_block) {
  intptr_t nsucc = mlirOperationGetNumSuccessors(t);
  bool any = false;
  for (intptr_t k = 0; k < nsucc; k++) any |= block_phis(s, per_block, mlirOperationGetSuccessor(t, k)) != NULL;
  if (!any) return true;
  bool is_br = ofe_op_is(t, "llvm.br"), is_cond = ofe_op_is(t, "llvm.cond_br"), is_switch = ofe_op_is(t, "llvm.switch");
  intptr_t base = is_br ? 0 : 1;
  if ((!is_br && !is_cond && !is_switch) || mlirOperationGetNumOperands(t) != base) return false;
  OFE_VEC(MlirValue) ops = {0};
  if (base) ofe_vec_push(s->arena, &ops, mlirOperationGetOperand(t, 0));
  int32_t *counts = ofe_arena_alloc(s->arena, (size_t)nsucc * sizeof *counts);
  for (intptr_t k = 0; k < nsucc; k++) {
    PhiVec *phis = block_phis(s, per_block, mlirOperationGetSuccessor(t, k));
    bool reached = s->preds.reached[block_number(&s->preds, from)];
    for (size_t i = 0; phis && i < phis->len; i++) {
      Phi *p = phis->items[i];
      ofe_vec_push(s->arena, &ops, reached ? resolve(s, value_at_end(e, s, from, p->var)) : undef_of(e, s, mlirValueGetType(p->arg)));
    }
    counts[k] = phis ? (int32_t)phis->len : 0;
  }
  mlirOperationSetOperands(t, (intptr_t)ops.len, ops.items);
  MlirContext c = MB->ctx;
  if (is_cond) {
    int32_t seg[3] = {1, counts[0], counts[1]};
    mlirOperationSetInherentAttributeByName(t, ofe_str("operandSegmentSizes"), mlirDenseI32ArrayGet(c, 3, seg));
  } else if (is_switch) {
    /* successor 0 is the default destination, the cases follow */
    int32_t cases = 0;
    for (intptr_t k = 1; k < nsucc; k++) cases += counts[k];
    int32_t seg[3] = {1, counts[0], cases};
    mlirOperationSetInherentAttributeByName(t, ofe_str("operandSegmentSizes"), mlirDenseI32ArrayGet(c, 3, seg));
    mlirOperationSetInherentAttributeByName(t, ofe_str("case_operand_segments"), mlirDenseI32ArrayGet(c, nsucc - 1, counts + 1));
  }
  return true;
}

bool ofe_ssa_finish(OfeEmit *e) {
  OfeSsaVars *s = e->fn->ssa;
  if (!s) return true;

  e->fn->ssa = NULL;
  bool ok = true;
  if (s->phis.len) {
    find_preds(e, s);
    /* 1. every phi's incoming values (which may make more phis, completed in turn) */
    for (size_t i = 0; i < s->phis.len; i++) {
      Phi *p = s->phis.items[i];
      const BlockVec *from = &s->preds.of[block_number(&s->preds, p->block)];
      p->ins = ofe_arena_alloc(s->arena, (from->len + 1) * sizeof *p->ins);
      for (size_t k = 0; k < from->len; k++) {
        if (!s->preds.reached[block_number(&s->preds, from->items[k])]) continue;
        p->ins[k] = value_at_end(e, s, from->items[k], p->var);
        Phi *q = phi_of(s, p->ins[k]);
        if (q) ofe_vec_push(s->arena, &q->users, p);
      }
    }
    /* 2. the trivial ones go */
    PhiVec work = {0};
    for (size_t i = 0; i < s->phis.len; i++) ofe_vec_push(s->arena, &work, s->phis.items[i]);
    while (work.len) try_trivial(e, s, work.items[--work.len], &work);
    size_t nphis = s->phis.len;
    for (size_t i = 0; i < nphis; i++) {
      Phi *p = s->phis.items[i];
      if (!mlirValueIsNull(p->same)) mlirValueReplaceAllUsesOfWith(p->arg, resolve(s, p->same));
    }
    /* the arguments of the trivial ones, last first so that the others' positions hold */
    PhiVec *per_block = ofe_arena_alloc(s->arena, s->preds.blocks.len * sizeof *per_block);
    for (size_t i = nphis; i-- > 0;) {
      Phi *p = s->phis.items[i];
      if (!mlirValueIsNull(p->same)) mlirBlockEraseArgument(p->block, (unsigned)mlirBlockArgumentGetArgNumber(p->arg));
    }
    for (size_t i = 0; i < nphis; i++) {
      Phi *p = s->phis.items[i];
      if (mlirValueIsNull(p->same)) ofe_vec_push(s->arena, &per_block[block_number(&s->preds, p->block)], p);
    }
    /* 3. the branches carry the real ones' incoming values */
    for (size_t i = 0; i < s->preds.blocks.len && ok; i++) {
      MlirBlock b = s->preds.blocks.items[i];
      MlirOperation t = mlirBlockGetTerminator(b);
      if (!mlirOperationIsNull(t) && !add_branch_operands(e, s, t, b, per_block)) {
        ofe_error(&e->ctx->diag, e->fn->decl ? e->fn->decl->loc : (OfeLoc){0},
                  "internal error: a branch the SSA construction of locals cannot extend");
        ok = false;
      }
    }
    if (s->phis.len != nphis) {
      ofe_error(&e->ctx->diag, e->fn->decl ? e->fn->decl->loc : (OfeLoc){0},
                "internal error: a phi made after the phis were completed");
      ok = false;
    }
  }
  if (--e->ssa_live == 0) ofe_arena_reset(&e->ssa_arena);
  return ok;
}
