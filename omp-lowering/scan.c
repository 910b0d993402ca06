/* scan: loops with inscan reductions.
 *
 * In iteration i the scan phase reads each inscan variable as the original value combined
 * with the input phases of iterations 0..i (inclusive) or 0..i-1 (exclusive); the variable
 * outside ends as the original combined with every input phase.
 *
 * A simd loop (one thread) runs the body once per iteration with a running value: the input
 * phase starts from the identity and is folded into it, the scan phase reads it.
 * A worksharing loop runs each thread's one block of iterations (static schedule, blocks in
 * the order of thread numbers) in two passes over the body: the first runs only the input
 * phases and keeps each iteration's value in a buffer of the thread's own; the thread's total
 * then goes into the variable outside, thread after thread (one barrier per thread), each
 * taking the value before its own as its start; the second pass runs only the scan phases,
 * from that start and the buffer. The phase a pass leaves out is jumped over: the scan
 * directive is a branch to the iteration's end, or the place the iteration's start jumps to. */
#include "omp-lowering/scan.h"

#include "omp-lowering/rtl.h"
#include "omp-lowering/worksharing.h"
#include "runtime-abi/abi.h"

#define MB (&e->mb)

typedef struct ScanItem {
  const OfeType *type; /* the variable's: a scalar, a struct (a declare reduction's) or an array */
  const OfeType *elem; /* what the operator reduces: type, or the array's scalars */
  MlirValue count;     /* an array: the number of its scalars (else null) */
  OfeReductionOp op;
  OfeOmpUdr *udr;    /* the declare reduction that reduces it, or NULL */
  MlirValue copy;    /* the private copy the body reads and updates */
  MlirValue outer;   /* the variable outside */
  MlirValue running; /* the value so far (a simd loop; a thread's start in the second pass) */
  MlirValue start;   /* a worksharing loop: the variable outside before this thread's total */
  MlirValue buf;     /* a worksharing loop: where the pointer to the thread's buffer is */
} ScanItem;

enum { PASS_ONE_THREAD, PASS_INPUT, PASS_SCAN };

struct OfeOmpScanRun {
  OFE_VEC(ScanItem) items;
  bool inclusive;
  bool team;        /* a worksharing loop */
  int pass;
  MlirValue first;  /* the thread's first iteration (the buffer's element 0) */
  MlirBlock point;  /* where the scan directive is, when the iteration's start jumps there */
  MlirBlock cont;   /* the iteration's end */
};

static MlirValue i64(OfeEmit *e, int64_t v) { return ofe_mb_const_int(MB, MB->i64, v); }

static void set_identity(OfeEmit *e, const ScanItem *it, MlirValue at) {
  ofe_omp_reduce_elements(e, it->elem, it->op, it->udr, it->count, it->outer, at, false);
}

/* *into = *into op *from (an array's element by element) */
static void fold(OfeEmit *e, const ScanItem *it, MlirValue into, MlirValue from) {
  ofe_omp_reduce_elements(e, it->elem, it->op, it->udr, it->count, into, from, true);
}

/* Iteration iv's element of the thread's buffer. */
static MlirValue element(OfeEmit *e, const OfeOmpScanRun *s, const ScanItem *it, MlirValue iv) {
  MlirValue k = ofe_mb_binop(MB, "llvm.sub", iv, s->first);
  MlirValue at = ofe_mb_binop(MB, "llvm.mul", k, i64(e, (int64_t)ofe_sizeof(it->type)));
  return ofe_mb_gep_dyn(MB, ofe_mb_load(MB, MB->ptr, it->buf, 8, false), MB->i8, at);
}

OfeOmpScanRun *ofe_omp_scan_begin(OfeEmit *e, const OfeOmpDirective *d, const OfeOmpDataEnv *env) {
  if (!d->scan || !d->scan->clauses.len) return NULL;
  OfeOmpScanRun *s = ofe_arena_alloc(&e->ctx->arena, sizeof *s);
  *s = (OfeOmpScanRun){.inclusive = d->scan->clauses.items[0]->kind == OMPC_INCLUSIVE, .team = d->kind == OMPD_FOR};
  for (size_t i = 0; i < env->vars.len; i++) {
    const OfeOmpPrivate *p = &env->vars.items[i];
    if (!p->inscan) continue;
    ScanItem it = {.type = p->var->type, .elem = p->var->type, .op = p->op, .udr = p->udr, .copy = *p->copy, .outer = p->outer};
    if (it.type->kind == TY_ARRAY) { /* a whole array of fixed size (sema) */
      while (it.elem->kind == TY_ARRAY) it.elem = it.elem->base;
      it.count = i64(e, (int64_t)(ofe_sizeof(it.type) / ofe_sizeof(it.elem)));
    }
    it.running = ofe_emit_temp(e, it.type);
    if (s->team) {
      it.start = ofe_emit_temp(e, it.type);
      it.buf = ofe_mb_alloca(MB, MB->ptr, 8);
    }
    ofe_vec_push(&e->ctx->arena, &s->items, it);
  }
  return s;
}

/* A pass over iterations lb..ub with the body's hooks in `pass`. */
static void run_pass(OfeEmit *e, OfeOmpScanRun *s, int pass, MlirValue lb, MlirValue ub, OfeOmpScanChunkFn run,
                     const void *arg) {
  OfeOmpScanRun *saved = e->scan_run;
  s->pass = pass;
  e->scan_run = s;
  run(e, lb, ub, pass != PASS_INPUT, arg);
  e->scan_run = saved;
}

/* running op= buffer element k (the thread's total) */
static void add_element(OfeEmit *e, MlirValue k, MlirBlock next, MlirBlock done, const void *arg) {
  (void)next;
  (void)done;
  const OfeOmpScanRun *s = arg;
  for (size_t i = 0; i < s->items.len; i++) {
    const ScanItem *it = &s->items.items[i];
    fold(e, it, it->running, element(e, s, it, ofe_mb_binop(MB, "llvm.add", k, s->first)));
  }
}

/* Thread after thread, in order of thread number, each takes the variables' values as its
 * start and adds its total to them; a barrier after each turn. */
static void take_turns(OfeEmit *e, const OfeOmpScanRun *s) {
  MlirValue none[1];
  MlirValue threads = ofe_emit_call_fn(e, OFE_RTL_NUM_THREADS, MB->i32, none, 0, NULL, false);
  MlirValue me = ofe_emit_call_fn(e, OFE_RTL_THREAD_NUM, MB->i32, none, 0, NULL, false);
  MlirValue turn = ofe_mb_alloca(MB, MB->i32, 4);
  ofe_mb_store(MB, ofe_mb_const_int(MB, MB->i32, 0), turn, 4, false);
  MlirBlock cond = ofe_mb_new_block(MB), body = ofe_mb_new_block(MB), mine = ofe_mb_new_block(MB);
  MlirBlock wait = ofe_mb_new_block(MB), done = ofe_mb_new_block(MB);
  ofe_mb_br(MB, cond);
  ofe_mb_set_block(MB, cond);
  MlirValue t = ofe_mb_load(MB, MB->i32, turn, 4, false);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_SLT, t, threads), body, done);
  ofe_mb_set_block(MB, body);
  ofe_mb_cond_br(MB, ofe_mb_icmp(MB, ICMP_EQ, t, me), mine, wait);
  ofe_mb_set_block(MB, mine);
  for (size_t i = 0; i < s->items.len; i++) {
    const ScanItem *it = &s->items.items[i];
    ofe_emit_copy(e, it->start, it->outer, it->type);
    fold(e, it, it->outer, it->running);
  }
  ofe_mb_br(MB, wait);
  ofe_mb_set_block(MB, wait);
  ofe_omp_barrier(e, OFE_KMP_IDENT_BARRIER_IMPL);
  ofe_mb_store(MB, ofe_mb_binop(MB, "llvm.add", ofe_mb_load(MB, MB->i32, turn, 4, false), ofe_mb_const_int(MB, MB->i32, 1)), turn, 4, false);
  ofe_mb_br(MB, cond);
  ofe_mb_set_block(MB, done);
  for (size_t i = 0; i < s->items.len; i++) ofe_emit_copy(e, s->items.items[i].running, s->items.items[i].start, s->items.items[i].type);
}

/* if (c) { then } */
static MlirBlock begin_if(OfeEmit *e, MlirValue c) {
  MlirBlock then = ofe_mb_new_block(MB), after = ofe_mb_new_block(MB);
  ofe_mb_cond_br(MB, c, then, after);
  ofe_mb_set_block(MB, then);
  return after;
}

static void end_if(OfeEmit *e, MlirBlock after) {
  ofe_mb_br(MB, after);
  ofe_mb_set_block(MB, after);
}

static void run_team(OfeEmit *e, OfeOmpScanRun *s, MlirValue lo, MlirValue hi, OfeOmpScanChunkFn run, const void *arg) {
  /* this thread's block of iterations */
  OfeOmpStaticShare share = ofe_omp_static_init(e, OFE_KMP_IDENT_WORK_LOOP, OFE_KMP_SCH_STATIC, (MlirValue){NULL}, lo, hi);
  MlirValue gtid = share.gtid, plb = share.lb, pub = share.ub;
  ofe_omp_call_flagged(e, OFE_RTL_FOR_STATIC_FINI, MB->void_, OFE_KMP_IDENT_WORK_LOOP, gtid, (MlirValue){NULL});
  MlirValue lb = ofe_mb_load(MB, MB->i64, plb, 8, false), ub = ofe_mb_load(MB, MB->i64, pub, 8, false);
  ub = ofe_mb_select(MB, ofe_mb_icmp(MB, ICMP_UGT, ub, hi), hi, ub);
  MlirValue has = ofe_mb_binop(MB, "llvm.and", ofe_mb_icmp(MB, ICMP_ULE, lb, ub), ofe_mb_icmp(MB, ICMP_UGE, lb, lo));
  MlirValue count = ofe_mb_select(MB, has, ofe_mb_binop(MB, "llvm.add", ofe_mb_binop(MB, "llvm.sub", ub, lb), i64(e, 1)), i64(e, 0));
  s->first = lb;
  /* the buffers: one element per iteration of the block (at least one, for malloc's sake) */
  MlirValue elems = ofe_mb_select(MB, has, count, i64(e, 1));
  MlirValue allocator = ofe_mb_zero(MB, MB->ptr);
  for (size_t i = 0; i < s->items.len; i++) {
    const ScanItem *it = &s->items.items[i];
    MlirValue bytes = ofe_mb_binop(MB, "llvm.mul", elems, i64(e, (int64_t)ofe_sizeof(it->type)));
    ofe_mb_store(MB, ofe_omp_alloc(e, bytes, 0, allocator), it->buf, 8, false);
    set_identity(e, it, it->running);
  }
  MlirBlock after = begin_if(e, has);
  run_pass(e, s, PASS_INPUT, lb, ub, run, arg);
  ofe_omp_count_up(e, i64(e, 0), ofe_mb_binop(MB, "llvm.sub", count, i64(e, 1)), false, add_element, s);
  end_if(e, after);
  take_turns(e, s);
  after = begin_if(e, has);
  run_pass(e, s, PASS_SCAN, lb, ub, run, arg);
  end_if(e, after);
  for (size_t i = 0; i < s->items.len; i++) ofe_omp_free(e, ofe_mb_load(MB, MB->ptr, s->items.items[i].buf, 8, false), allocator);
}

void ofe_omp_scan_run(OfeEmit *e, OfeOmpScanRun *s, MlirValue lo, MlirValue hi, OfeOmpScanChunkFn run, const void *arg) {
  if (s->team) {
    run_team(e, s, lo, hi, run, arg);
    return;
  }
  for (size_t i = 0; i < s->items.len; i++) ofe_emit_copy(e, s->items.items[i].running, s->items.items[i].outer, s->items.items[i].type);
  run_pass(e, s, PASS_ONE_THREAD, lo, hi, run, arg);
  for (size_t i = 0; i < s->items.len; i++) ofe_emit_copy(e, s->items.items[i].outer, s->items.items[i].running, s->items.items[i].type);
}

/* Whether this pass leaves out the phase before the scan directive (else the one after it). */
static bool skips_before(const OfeOmpScanRun *s) {
  return (s->pass == PASS_INPUT && !s->inclusive) || (s->pass == PASS_SCAN && s->inclusive);
}

/* Code that no path reaches, where the phase a pass leaves out is emitted. */
static void unreachable_block(OfeEmit *e) { ofe_mb_set_block(MB, ofe_mb_new_block(MB)); }

void ofe_omp_scan_iteration_begin(OfeEmit *e, OfeOmpScanRun *s, MlirValue iv, MlirBlock cont) {
  s->cont = cont;
  for (size_t i = 0; i < s->items.len; i++) {
    const ScanItem *it = &s->items.items[i];
    switch (s->pass) {
    case PASS_ONE_THREAD:
      if (s->inclusive) set_identity(e, it, it->copy);
      else ofe_emit_copy(e, it->copy, it->running, it->type);
      break;
    case PASS_INPUT: set_identity(e, it, it->copy); break;
    case PASS_SCAN:
      if (s->inclusive) fold(e, it, it->running, element(e, s, it, iv));
      ofe_emit_copy(e, it->copy, it->running, it->type);
      if (!s->inclusive) fold(e, it, it->running, element(e, s, it, iv));
      break;
    }
  }
  if (s->pass != PASS_ONE_THREAD && skips_before(s)) {
    s->point = ofe_mb_new_block(MB);
    ofe_mb_br(MB, s->point);
    unreachable_block(e);
  }
}

void ofe_omp_scan_iteration_end(OfeEmit *e, OfeOmpScanRun *s, MlirValue iv) {
  for (size_t i = 0; i < s->items.len; i++) {
    const ScanItem *it = &s->items.items[i];
    if (s->pass == PASS_ONE_THREAD && !s->inclusive) fold(e, it, it->running, it->copy);
    if (s->pass == PASS_INPUT) ofe_emit_copy(e, element(e, s, it, iv), it->copy, it->type);
  }
}

void ofe_omp_emit_scan(OfeEmit *e, const OfeOmpDirective *d) {
  (void)d;
  OfeOmpScanRun *s = e->scan_run;
  if (!s) return;
  if (s->pass == PASS_ONE_THREAD) {
    for (size_t i = 0; i < s->items.len; i++) {
      const ScanItem *it = &s->items.items[i];
      if (s->inclusive) {
        fold(e, it, it->running, it->copy);
        ofe_emit_copy(e, it->copy, it->running, it->type);
      } else {
        set_identity(e, it, it->copy);
      }
    }
    return;
  }
  if (skips_before(s)) {
    if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, s->point);
    ofe_mb_set_block(MB, s->point);
  } else {
    if (!ofe_mb_block_terminated(MB->block)) ofe_mb_br(MB, s->cont);
    unreachable_block(e);
  }
}
