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
#include <string.h>

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

/* The predecessors of each block of the finished body, from the terminators (a block reached
 * twice by one terminator is listed twice), indexed by the blocks' numbers in the graph. */
typedef OFE_VEC(MlirBlock) BlockVec;
typedef struct Preds {
  const OfeBlockGraph *graph;
  BlockVec *of;
  bool *reached;   /* from the entry: a branch from anywhere else carries nothing that matters */
  unsigned *walk;  /* per block: the chain walk that last passed it */
} Preds;

/* What the emission knows of a block so far. */
typedef struct BlockInfo {
  BlockVec preds;
  bool open;      /* may get predecessors after the emitter entered it */
  bool relied_on; /* a read took its value from its predecessors: it may get no more */
  unsigned walk;  /* the chain walk that last passed it */
} BlockInfo;

struct OfeSsaVars {
  OfeArena *arena; /* OfeEmit.ssa_arena */
  bool tracking;   /* begun with the function: every branch recorded (else every block is open) */
  OfeStrMap info;  /* block -> BlockInfo */
  unsigned walks;  /* numbering of the chain walks, against cycles */
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

void ofe_ssa_attach(OfeEmit *e) {
  e->mb.on_edge = record_edge;
  e->mb.edge_user = e;
}

void ofe_ssa_begin(OfeEmit *e) {
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
  MlirValue v = ofe_mb_op_at_entry(MB, "llvm.mlir.undef", (OfeOpSpec){.nres = 1, .res = &t});
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

/* Where a chain walk goes from block b (not the entry): on to *pred, its one predecessor, or
 * it stops with a phi (a join) or with the undefined value (nothing leads in). */
typedef enum { CHAIN_ON, CHAIN_PHI, CHAIN_UNDEF } ChainStep;
typedef ChainStep (*ChainStepFn)(OfeSsaVars *s, MlirBlock b, unsigned walk, MlirBlock *pred);

/* var's value at the end of block b: its own, else up the chain of blocks with one
 * predecessor (step says how), each block of which remembers the answer. A block met twice
 * in one walk is a cycle of single predecessors that nothing enters: `step` stops there. */
static MlirValue chain_value(OfeEmit *e, OfeSsaVars *s, MlirBlock b, OfeDecl *var, ChainStepFn step) {
  MlirValue v = def_get(s, b, var);
  if (!mlirValueIsNull(v)) return v;
  unsigned walk = ++s->walks;
  BlockVec chain = {0};
  for (;;) {
    v = def_get(s, b, var);
    if (!mlirValueIsNull(v)) break;
    MlirBlock pred = {NULL};
    ChainStep next = mlirBlockEqual(b, MB->entry) ? CHAIN_UNDEF : step(s, b, walk, &pred);
    if (next == CHAIN_UNDEF) {
      v = undef_of(e, s, ofe_emit_type(e, var->type));
      break;
    }
    if (next == CHAIN_PHI) {
      v = new_phi(e, s, b, var)->arg;
      break;
    }
    ofe_vec_push(s->arena, &chain, b);
    b = pred;
  }
  for (size_t k = 0; k < chain.len; k++) def_put(s, chain.items[k], var, v);
  return v;
}

/* While the body is emitted: the branches recorded so far. A sealed block with one
 * predecessor passes the read on and is relied on from then on; an open block or a join
 * (or, untracked, any block) takes a phi. */
static ChainStep step_recorded(OfeSsaVars *s, MlirBlock b, unsigned walk, MlirBlock *pred) {
  if (!s->tracking) return CHAIN_PHI;
  BlockInfo *i = block_info(s, b);
  if (i->open || i->preds.len > 1 || i->walk == walk) return CHAIN_PHI;
  i->relied_on = true;
  if (!i->preds.len) return CHAIN_UNDEF;
  i->walk = walk;
  *pred = i->preds.items[0];
  return CHAIN_ON;
}

MlirValue ofe_ssa_read(OfeEmit *e, OfeDecl *d) { return chain_value(e, state(e), MB->block, d, step_recorded); }

/* Whether v is a number computed from constants alone: LLVM's IR builder folds it (and what
 * uses it) when the module is translated. Unknown operations count as run-time values. At most
 * *budget operations are looked at (values are shared, so a walk by depth alone could visit
 * exponentially many); past it the answer is yes, for which a slot too many costs nothing. */
static bool folds_to_constant(MlirValue v, unsigned *budget) {
  static const char *const pure[] = {
      "llvm.add",    "llvm.sub",    "llvm.mul",    "llvm.sdiv",  "llvm.udiv",   "llvm.srem",   "llvm.urem",
      "llvm.and",    "llvm.or",     "llvm.xor",    "llvm.shl",   "llvm.lshr",   "llvm.ashr",   "llvm.fadd",
      "llvm.fsub",   "llvm.fmul",   "llvm.fdiv",   "llvm.frem",  "llvm.fneg",   "llvm.sext",   "llvm.zext",
      "llvm.trunc",  "llvm.sitofp", "llvm.uitofp", "llvm.fptosi", "llvm.fptoui", "llvm.fpext", "llvm.fptrunc",
      "llvm.bitcast", "llvm.icmp",  "llvm.fcmp",   "llvm.select"};
  if (!mlirValueIsAOpResult(v)) return false;
  MlirOperation op = mlirOpResultGetOwner(v);
  if (ofe_op_is(op, "llvm.mlir.constant")) return true;
  if (*budget == 0) return true;
  --*budget;
  bool known = false;
  for (size_t i = 0; i < sizeof pure / sizeof *pure && !known; i++) known = ofe_op_is(op, pure[i]);
  if (!known) return false;
  for (intptr_t i = 0, n = mlirOperationGetNumOperands(op); i < n; i++)
    if (!folds_to_constant(mlirOperationGetOperand(op, i), budget)) return false;
  return true;
}

/* Whether the code being emitted is a function's at -O0 for x86-64, where gcc-12 and clang-19
 * keep every variable in memory, so that its operations run as written. */
static bool in_o0_x86_function(const OfeEmit *e) {
  return e->fn && e->ctx->opts->opt_level == 0 && strncmp(e->ctx->opts->triple, "x86_64", 6) == 0;
}

/* The size and alignment of a slot for a value of type t: an integer's bytes (at most 16), a
 * float's, a double's, 16 for x87's and binary128's; 0 for a type no slot is made for. */
static unsigned slot_bytes(const OfeEmit *e, MlirType t) {
  if (mlirTypeIsAInteger(t)) {
    unsigned n = (mlirIntegerTypeGetWidth(t) + 7) / 8;
    return n > 16 ? 16 : n;
  }
  if (mlirTypeIsAF32(t)) return 4;
  if (mlirTypeIsAF64(t)) return 8;
  return mlirTypeEqual(t, e->mb.f80) || mlirTypeEqual(t, e->mb.f128) ? 16 : 0;
}

MlirValue ofe_ssa_run_time(OfeEmit *e, MlirValue v) {
  if (!in_o0_x86_function(e)) return v;
  bool phi = mlirValueIsABlockArgument(v) && !mlirBlockEqual(mlirBlockArgumentGetOwner(v), MB->entry);
  unsigned budget = 64;
  if (!phi && !folds_to_constant(v, &budget)) return v;
  MlirType t = mlirValueGetType(v);
  unsigned bytes = slot_bytes(e, t); /* an integer, a float or a double (its callers') */
  MlirValue slot = ofe_mb_alloca(MB, t, bytes);
  ofe_mb_store(MB, v, slot, bytes, false);
  return ofe_mb_load(MB, t, slot, bytes, false);
}

/* Whether v is computed by a floating-point operation that may raise an exception (through a
 * few casts of its result, `_Bool b = d;`, and the select fptosi_as_x86 guards an fptosi
 * with, `int i = (int)d;`). */
static bool from_fp_operation(MlirValue v) {
  static const char *const raising[] = {"llvm.fadd",   "llvm.fsub",   "llvm.fmul",   "llvm.fdiv",   "llvm.frem",
                                        "llvm.fptrunc", "llvm.fpext", "llvm.fptosi", "llvm.fptoui", "llvm.sitofp",
                                        "llvm.uitofp", "llvm.fcmp"};
  static const char *const casts[] = {"llvm.zext", "llvm.sext", "llvm.trunc", "llvm.bitcast", "llvm.fneg"};
  for (int depth = 0; depth < 3 && mlirValueIsAOpResult(v); depth++) {
    MlirOperation op = mlirOpResultGetOwner(v);
    for (size_t i = 0; i < sizeof raising / sizeof *raising; i++)
      if (ofe_op_is(op, raising[i])) return true;
    bool cast = false;
    for (size_t i = 0; i < sizeof casts / sizeof *casts && !cast; i++) cast = ofe_op_is(op, casts[i]);
    bool select = !cast && ofe_op_is(op, "llvm.select");
    if (!cast && !select) return false;
    v = mlirOperationGetOperand(op, select ? 1 : 0);
  }
  return false;
}

/* At -O0 on x86-64, a floating-point operation whose result a variable holds runs even when
 * nothing reads the variable again: gcc-12 and clang-19 -O0 store it to the variable's slot,
 * so its exceptions reach fetestexcept, where an SSA value no one reads is an instruction
 * LLVM's -O0 instruction selection drops. Such a value is stored to a slot of its own. */
static void keep_fp_operation(OfeEmit *e, MlirValue v) {
  if (!in_o0_x86_function(e)) return;
  MlirType t = mlirValueGetType(v);
  unsigned bytes = slot_bytes(e, t);
  if (!bytes || !from_fp_operation(v)) return;
  ofe_mb_store(MB, v, ofe_mb_alloca(MB, t, bytes), bytes, false);
}

void ofe_ssa_write(OfeEmit *e, OfeDecl *d, MlirValue v) {
  MlirType t = mlirValueGetType(v);
  if (mlirTypeIsAF32(t) || mlirTypeIsAF64(t)) v = ofe_ssa_run_time(e, v);
  keep_fp_operation(e, v);
  def_put(state(e), MB->block, d, v);
}

/* ---- finishing ------------------------------------------------------------------------------ */

static size_t block_number(const Preds *p, MlirBlock b) { return ofe_block_graph_number(p->graph, b); }

static void find_preds(OfeSsaVars *s, const OfeBlockGraph *g) {
  Preds *p = &s->preds;
  size_t n = g->blocks.len;
  p->graph = g;
  p->of = ofe_arena_alloc(s->arena, n * sizeof *p->of);
  p->walk = ofe_arena_alloc(s->arena, n * sizeof *p->walk);
  for (size_t i = 0; i < n; i++) {
    MlirOperation t = mlirBlockGetTerminator(g->blocks.items[i]);
    if (mlirOperationIsNull(t)) continue;
    for (intptr_t k = 0, nk = mlirOperationGetNumSuccessors(t); k < nk; k++)
      ofe_vec_push(s->arena, &p->of[block_number(p, mlirOperationGetSuccessor(t, k))], g->blocks.items[i]);
  }
  p->reached = ofe_block_graph_reached(g, NULL);
}

/* Once every branch is known: the terminators' predecessors. A join takes a phi; a block
 * nothing leads into, or a cycle of single predecessors, gives the undefined value. */
static ChainStep step_finished(OfeSsaVars *s, MlirBlock b, unsigned walk, MlirBlock *pred) {
  Preds *p = &s->preds;
  size_t i = block_number(p, b);
  size_t npreds = p->of[i].len;
  if (npreds == 0 || p->walk[i] == walk) return CHAIN_UNDEF;
  if (npreds > 1) return CHAIN_PHI;
  p->walk[i] = walk;
  *pred = p->of[i].items[0];
  return CHAIN_ON;
}

static MlirValue value_at_end(OfeEmit *e, OfeSsaVars *s, MlirBlock b, OfeDecl *var) {
  return chain_value(e, s, b, var, step_finished);
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

/* Gives terminator t the incoming values of the phis of each block it branches to, after the
 * operands it has. The emitter's conditional branches and switches carry no operands but a
 * condition or selector, its plain branches at most the join argument of a logical or
 * conditional operator, which comes before the phis (checked). */
static bool add_branch_operands(OfeEmit *e, OfeSsaVars *s, MlirOperation t, MlirBlock from, PhiVec *per_block) {
  intptr_t nsucc = mlirOperationGetNumSuccessors(t);
  bool any = false;
  for (intptr_t k = 0; k < nsucc; k++) any |= block_phis(s, per_block, mlirOperationGetSuccessor(t, k)) != NULL;
  if (!any) return true;
  bool is_br = ofe_op_is(t, "llvm.br"), is_cond = ofe_op_is(t, "llvm.cond_br"), is_switch = ofe_op_is(t, "llvm.switch");
  intptr_t base = is_br ? mlirOperationGetNumOperands(t) : 1;
  if ((!is_br && !is_cond && !is_switch) || mlirOperationGetNumOperands(t) != base) return false;
  if (is_br && base != (intptr_t)mlirBlockGetNumArguments(mlirOperationGetSuccessor(t, 0)) -
                           (intptr_t)block_phis(s, per_block, mlirOperationGetSuccessor(t, 0))->len)
    return false;
  OFE_VEC(MlirValue) ops = {0};
  for (intptr_t i = 0; i < base; i++) ofe_vec_push(s->arena, &ops, mlirOperationGetOperand(t, i));
  int32_t *counts = ofe_arena_alloc(s->arena, (size_t)nsucc * sizeof *counts);
  bool reached = s->preds.reached[block_number(&s->preds, from)];
  for (intptr_t k = 0; k < nsucc; k++) {
    PhiVec *phis = block_phis(s, per_block, mlirOperationGetSuccessor(t, k));
    for (size_t i = 0; phis && i < phis->len; i++) {
      Phi *p = phis->items[i];
      ofe_vec_push(s->arena, &ops, reached ? resolve(s, value_at_end(e, s, from, p->var)) : undef_of(e, s, mlirValueGetType(p->arg)));
    }
    counts[k] = phis ? (int32_t)phis->len : 0;
  }
  mlirOperationSetOperands(t, (intptr_t)ops.len, ops.items);
  MlirContext c = MB->ctx;
  if (is_cond) {
    ofe_mb_set_cond_br_segments(t, counts[0], counts[1]);
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

bool ofe_ssa_finish(OfeEmit *e, const OfeBlockGraph *g) {
  OfeSsaVars *s = e->fn->ssa;
  if (!s) return true;

  e->fn->ssa = NULL;
  bool ok = true;
  if (s->phis.len) {
    find_preds(s, g);
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
    PhiVec *per_block = ofe_arena_alloc(s->arena, g->blocks.len * sizeof *per_block);
    for (size_t i = nphis; i-- > 0;) {
      Phi *p = s->phis.items[i];
      if (!mlirValueIsNull(p->same)) mlirBlockEraseArgument(p->block, (unsigned)mlirBlockArgumentGetArgNumber(p->arg));
    }
    for (size_t i = 0; i < nphis; i++) {
      Phi *p = s->phis.items[i];
      if (mlirValueIsNull(p->same)) ofe_vec_push(s->arena, &per_block[block_number(&s->preds, p->block)], p);
    }
    /* 3. the branches carry the real ones' incoming values */
    for (size_t i = 0; i < g->blocks.len && ok; i++) {
      MlirBlock b = g->blocks.items[i];
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
