/* builtins_atomic: the __atomic_* and __sync_* built-ins as GCC defines them. A call is
 * checked here and becomes one BI_ATOMIC node whose OfeAtomicInfo says what to emit: the
 * operation, the LLVM orderings (a constant memory order maps to one; any other order is
 * seq_cst, as in GCC), and the form (values by pointer, old or new value, __sync's compare
 * and swap). Arithmetic on a pointer object is on its address in bytes, not scaled by the
 * element size (GCC's rule, which clang follows). */
#include "sema/builtins_atomic.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sema/const_eval.h"
#include "sema/sema.h"

#define TY (&ctx->types)

enum {
  F_REF = 1,     /* the generic form: values through pointers */
  F_NEW = 2,     /* op_fetch: the value after the operation */
  F_SYNC = 4,    /* __sync_*: seq_cst, at least nargs arguments (the rest are ignored) */
  F_OLD = 8,     /* __sync_val_compare_and_swap: returns the value found */
  F_RELEASE = 16, /* __sync_lock_release */
  F_ALWAYS = 32, /* __atomic_always_lock_free: a constant */
};

typedef struct AtomicName {
  const char *name;
  OfeAtomicOp op;
  int nargs;
  unsigned flags;
} AtomicName;

#define RMW(op, name)                                                                                       \
  {"__atomic_fetch_" name, op, 3, 0}, {"__atomic_" name "_fetch", op, 3, F_NEW},                          \
  {"__sync_fetch_and_" name, op, 2, F_SYNC}, {"__sync_" name "_and_fetch", op, 2, F_SYNC | F_NEW}

static const AtomicName names[] = {
  {"__atomic_load_n", AO_LOAD, 2, 0},
  {"__atomic_load", AO_LOAD, 3, F_REF},
  {"__atomic_store_n", AO_STORE, 3, 0},
  {"__atomic_store", AO_STORE, 3, F_REF},
  {"__atomic_exchange_n", AO_XCHG, 3, 0},
  {"__atomic_exchange", AO_XCHG, 4, F_REF},
  {"__atomic_compare_exchange_n", AO_CMPXCHG, 6, 0},
  {"__atomic_compare_exchange", AO_CMPXCHG, 6, F_REF},
  RMW(AO_ADD, "add"), RMW(AO_SUB, "sub"), RMW(AO_AND, "and"), RMW(AO_OR, "or"), RMW(AO_XOR, "xor"),
  RMW(AO_NAND, "nand"),
  {"__atomic_test_and_set", AO_TEST_AND_SET, 2, 0},
  {"__atomic_clear", AO_CLEAR, 2, 0},
  {"__atomic_thread_fence", AO_FENCE, 1, 0},
  {"__atomic_signal_fence", AO_SIGNAL_FENCE, 1, 0},
  {"__atomic_always_lock_free", AO_IS_LOCK_FREE, 2, F_ALWAYS},
  {"__atomic_is_lock_free", AO_IS_LOCK_FREE, 2, 0},
  {"__sync_bool_compare_and_swap", AO_CMPXCHG, 3, F_SYNC},
  {"__sync_val_compare_and_swap", AO_CMPXCHG, 3, F_SYNC | F_OLD},
  /* GCC promises an acquire barrier; seq_cst, as clang-19 makes it, is one */
  {"__sync_lock_test_and_set", AO_XCHG, 2, F_SYNC},
  {"__sync_lock_release", AO_STORE, 1, F_SYNC | F_RELEASE},
  {"__sync_synchronize", AO_FENCE, 0, F_SYNC},
};

/* The sized forms (__sync_fetch_and_add_4, __atomic_load_8 ...) number as their generic
 * form's index + SIZED * bytes. */
enum { SIZED = 1000 };

/* Whether the sized forms <name>_1 ... <name>_16 exist: not for the generic forms, the
 * fences, test_and_set, clear, the lock-free queries and __sync_synchronize. */
static bool has_sized_forms(const AtomicName *an) {
  return !(an->flags & F_REF) && an->op <= AO_NAND && an->nargs > 0;
}

int ofe_atomic_builtin_index(const char *name) {
  if (strncmp(name, "__atomic_", 9) != 0 && strncmp(name, "__sync_", 7) != 0) return -1;
  const char *suffix = strrchr(name, '_');
  int bytes = atoi(suffix + 1);
  bool sized = bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8 || bytes == 16;
  size_t n = (size_t)(suffix - name);
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    if (strcmp(names[i].name, name) == 0) return (int)i;
    /* __atomic_load_4 is the sized __atomic_load_n */
    size_t base = strlen(names[i].name);
    if (base > 2 && strcmp(names[i].name + base - 2, "_n") == 0) base -= 2;
    if (sized && has_sized_forms(&names[i]) && base == n && strncmp(names[i].name, name, n) == 0)
      return (int)i + SIZED * bytes;
  }
  return -1;
}

void ofe_atomic_builtin_each_name(void (*each)(void *data, const char *name), void *data) {
  static const int sizes[] = {1, 2, 4, 8, 16};
  for (size_t i = 0; i < sizeof names / sizeof *names; i++) {
    each(data, names[i].name);
    if (!has_sized_forms(&names[i])) continue;
    size_t base = strlen(names[i].name);
    if (base > 2 && strcmp(names[i].name + base - 2, "_n") == 0) base -= 2;
    for (size_t k = 0; k < sizeof sizes / sizeof *sizes; k++) {
      char sized[64];
      snprintf(sized, sizeof sized, "%.*s_%d", (int)base, names[i].name, sizes[k]);
      each(data, sized);
    }
  }
}

static bool is_rmw(OfeAtomicOp op) { return op >= AO_ADD && op <= AO_NAND; }

static OfeType *sized_unsigned(OfeCtx *ctx, int bytes) {
  switch (bytes) {
  case 1: return TY->uchar;
  case 2: return TY->ushort;
  case 4: return TY->uint;
  case 8: return TY->ulong;
  default: return TY->uint128;
  }
}

/* How many trailing arguments are memory orders. */
static int order_count(const AtomicName *an) {
  if (an->flags & F_SYNC || an->op == AO_IS_LOCK_FREE) return 0;
  return an->op == AO_CMPXCHG ? 2 : 1;
}

/* GCC's __ATOMIC_* number (the low 16 bits; the rest are HLE hints) as an LLVM ordering. */
static int llvm_order(int64_t v) {
  switch (v & 0xffff) {
  case 0: return OFE_ORDER_RELAXED;
  case 1: case 2: return OFE_ORDER_ACQUIRE; /* consume is acquire */
  case 3: return OFE_ORDER_RELEASE;
  case 4: return OFE_ORDER_ACQ_REL;
  case 5: return OFE_ORDER_SEQ_CST;
  default: return -1;
  }
}

/* An order argument: a constant one's LLVM ordering if `op` allows it, else seq_cst (GCC
 * makes an invalid constant seq_cst with a warning, and any other order seq_cst). */
static int order_arg(OfeCtx *ctx, OfeExpr **arg, OfeAtomicOp op, bool failure) {
  OfeExpr *o = ofe_sema_rvalue(ctx, *arg);
  if (!ofe_type_is_integer(o->type)) {
    ofe_error(&ctx->diag, o->loc, "memory order argument to atomic operation must be an integer ('%s' invalid)",
              ofe_type_str(TY, o->type));
    *arg = ofe_sema_error(ctx, o->loc);
    return OFE_ORDER_SEQ_CST;
  }
  *arg = o;
  int64_t v;
  if (!ofe_eval_int(ctx, o, &v)) return OFE_ORDER_SEQ_CST;
  int order = llvm_order(v);
  bool load_like = op == AO_LOAD || failure, store_like = op == AO_STORE || op == AO_CLEAR;
  bool valid = order >= 0 && !(load_like && (order == OFE_ORDER_RELEASE || order == OFE_ORDER_ACQ_REL)) &&
               !(store_like && (order == OFE_ORDER_ACQUIRE || order == OFE_ORDER_ACQ_REL));
  if (valid) return order;
  ofe_warning(&ctx->diag, o->loc, "memory order argument to atomic operation is invalid");
  return OFE_ORDER_SEQ_CST;
}

static OfeExpr *fail(OfeCtx *ctx, OfeLoc at, OfeLoc loc, const char *fmt, const char *name, const OfeType *t) {
  ofe_error(&ctx->diag, at, fmt, name, ofe_type_str(TY, t));
  return ofe_sema_error(ctx, loc);
}

/* A pointer argument of a generic form: to an object of the atomic object's size. */
static OfeExpr *value_pointer(OfeCtx *ctx, OfeExpr *a, const OfeType *object, bool written, const AtomicName *an) {
  a = ofe_sema_rvalue(ctx, a);
  const OfeType *t = a->type;
  if (t->kind != TY_PTR || !ofe_type_is_complete(t->base) || ofe_type_is_func(t->base) || t->base->size != object->size)
    return fail(ctx, a->loc, a->loc, "argument to '%s' must be a pointer to an object of the atomic object's size ('%s' invalid)",
                an->name, t);
  if (written && (t->base->quals & OFE_QUAL_CONST))
    return fail(ctx, a->loc, a->loc, "argument to '%s' must not point to a const object ('%s' invalid)", an->name, t);
  return a;
}

/* GCC's fold of __atomic_always_lock_free(n, p) on x86_64: sizes 1, 2, 4 and 8 (16 needs
 * cmpxchg16b, which the default target lacks), at an alignment of at least n: the object's
 * type's, or encoded by an integer p (0: natural). */
static bool always_lock_free(OfeCtx *ctx, int64_t n, const OfeExpr *p) {
  if (n != 1 && n != 2 && n != 4 && n != 8) return false;
  OfeConst c;
  uint64_t align;
  if (ofe_const_eval(ctx, p, &c) && c.kind == CONST_INT) {
    uint64_t v = (uint64_t)c.i;
    v &= -v;
    align = v == 0 || v > (uint64_t)n ? (uint64_t)n : v;
  } else {
    /* GCC looks past the conversion to the parameter's `void *` */
    if (p->kind == E_CAST && p->type->kind == TY_PTR && p->type->base->kind == TY_VOID &&
        p->cast.operand->type->kind == TY_PTR)
      p = p->cast.operand;
    align = ofe_alignof(p->type->base);
  }
  return align >= (uint64_t)n;
}

static OfeExpr *lock_free_call(OfeCtx *ctx, const AtomicName *an, OfeExprList *args, OfeLoc loc) {
  OfeExpr *size = ofe_sema_rvalue(ctx, args->items[0]), *p = ofe_sema_rvalue(ctx, args->items[1]);
  if (!ofe_type_is_integer(size->type)) return fail(ctx, size->loc, loc, "size argument to '%s' must be an integer ('%s' invalid)", an->name, size->type);
  if (p->type->kind != TY_PTR && !ofe_type_is_integer(p->type))
    return fail(ctx, p->loc, loc, "pointer argument to '%s' must be a pointer ('%s' invalid)", an->name, p->type);
  size = ofe_sema_convert(ctx, size, TY->ulong);
  int64_t n;
  bool constant = ofe_eval_int(ctx, size, &n);
  if (!constant && (an->flags & F_ALWAYS)) {
    ofe_error(&ctx->diag, size->loc, "argument to '%s' must be a constant integer", an->name);
    return ofe_sema_error(ctx, loc);
  }
  bool yes = constant && always_lock_free(ctx, n, p);
  if (yes || (an->flags & F_ALWAYS)) return ofe_sema_int_value(ctx, yes, TY->bool_, loc);
  /* as GCC: libatomic answers at run time */
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, TY->bool_, loc);
  e->builtin->id = BI_ATOMIC;
  e->builtin->atomic.op = AO_IS_LOCK_FREE;
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, size);
  ofe_expr_list_push(&ctx->arena, &e->builtin->args, ofe_sema_convert(ctx, p, TY->void_ptr));
  return e;
}

/* The object's type: integers and pointers for the _n, __sync and arithmetic forms (no
 * _Bool for arithmetic, only + and - on pointers), any type for the generic forms; sizes 1
 * to 16 that the type's alignment reaches (LLVM would call libatomic for less). */
static bool object_type_ok(OfeCtx *ctx, const AtomicName *an, const OfeType *pointer, OfeLoc at) {
  const OfeType *t = pointer->base;
  const char *why = NULL;
  bool scalar = ofe_type_is_integer(t) || t->kind == TY_PTR;
  if (!ofe_type_is_complete(t) || ofe_type_is_func(t)) why = "a pointer to a complete object type";
  else if (!(an->flags & F_REF) && !scalar) why = "a pointer to integer or pointer";
  else if (is_rmw(an->op) && t->kind == TY_BOOL) why = "a pointer to integer or pointer other than _Bool";
  else if (is_rmw(an->op) && t->kind == TY_PTR && an->op != AO_ADD && an->op != AO_SUB)
    why = "a pointer to integer (pointers only with add and sub)";
  else if (an->op != AO_LOAD && (t->quals & OFE_QUAL_CONST)) why = "a pointer to a non-const object";
  if (why) {
    ofe_error(&ctx->diag, at, "address argument to '%s' must be %s ('%s' invalid)", an->name, why, ofe_type_str(TY, pointer));
    return false;
  }
  if ((t->size != 1 && t->size != 2 && t->size != 4 && t->size != 8 && t->size != 16) || ofe_alignof(t) < t->size) {
    ofe_error(&ctx->diag, at, "'%s' on an object of type '%s' (size %llu, alignment %u) is not supported",
              an->name, ofe_type_str(TY, t), (unsigned long long)t->size, ofe_alignof(t));
    return false;
  }
  return true;
}

OfeExpr *ofe_atomic_builtin_call(OfeCtx *ctx, int index, const char *name, OfeExprList *args, OfeLoc loc) {
  AtomicName self = names[index % SIZED];
  self.name = name; /* the sized form's own name in errors */
  const AtomicName *an = &self;
  int sized_bytes = index / SIZED;
  bool sync = an->flags & F_SYNC;
  if (sync ? args->len < (size_t)an->nargs : args->len != (size_t)an->nargs) {
    ofe_error(&ctx->diag, loc, "too %s arguments to function call '%s', expected %s%d, have %zu",
              args->len < (size_t)an->nargs ? "few" : "many", an->name, sync ? "at least " : "", an->nargs, (size_t)args->len);
    return ofe_sema_error(ctx, loc);
  }
  if (an->op == AO_IS_LOCK_FREE) return lock_free_call(ctx, an, args, loc);
  OfeExpr *e = ofe_expr_new(&ctx->arena, E_BUILTIN, TY->void_, loc);
  e->builtin->id = BI_ATOMIC;
  OfeAtomicInfo *info = &e->builtin->atomic;
  *info = (OfeAtomicInfo){.op = an->op, .order = OFE_ORDER_SEQ_CST, .fail_order = OFE_ORDER_SEQ_CST,
                          .by_ref = an->flags & F_REF, .new_value = an->flags & F_NEW,
                          .sync_cas = sync && an->op == AO_CMPXCHG, .old_result = an->flags & F_OLD};
  if (an->flags & F_RELEASE) info->order = OFE_ORDER_RELEASE;
  int norders = order_count(an), nvalues = an->nargs - norders;
  OfeExprList *out = &e->builtin->args;
  if (an->op == AO_FENCE || an->op == AO_SIGNAL_FENCE) {
    if (norders) {
      OfeExpr *o = args->items[0];
      info->order = order_arg(ctx, &o, an->op, false);
      if (o->type->kind == TY_ERROR) return o;
      ofe_expr_list_push(&ctx->arena, out, o);
    }
    return e;
  }
  OfeExpr *p = ofe_sema_rvalue(ctx, args->items[0]);
  if (p->type->kind != TY_PTR) return fail(ctx, p->loc, loc, "address argument to '%s' must be a pointer ('%s' invalid)", an->name, p->type);
  if (sized_bytes) /* GCC: a `volatile void *` to an unsigned integer of that size */
    p = ofe_sema_convert(ctx, p, ofe_type_pointer(TY, ofe_type_qualified(TY, sized_unsigned(ctx, sized_bytes), p->type->base->quals)));
  OfeType *t = p->type->base, *value_type = t->unqual;
  bool byte_flag = an->op == AO_TEST_AND_SET || an->op == AO_CLEAR; /* any pointer: the flag is its first byte */
  if (!byte_flag && !object_type_ok(ctx, an, p->type, p->loc)) return ofe_sema_error(ctx, loc);
  info->is_volatile = t->quals & OFE_QUAL_VOLATILE;
  ofe_expr_list_push(&ctx->arena, out, p);
  for (int i = 1; i < nvalues; i++) {
    OfeExpr *a = args->items[i];
    bool is_weak = an->op == AO_CMPXCHG && i == 3;
    /* the pointers the operation writes through: load's and exchange's last, the expected value's */
    bool written = an->op == AO_CMPXCHG ? i == 1 : i == nvalues - 1 && (an->op == AO_LOAD || an->op == AO_XCHG);
    if (is_weak) {
      int64_t weak;
      a = ofe_sema_rvalue(ctx, a);
      info->weak = ofe_eval_int(ctx, a, &weak) && weak != 0;
    } else if (info->by_ref) a = value_pointer(ctx, a, t, written, an);
    else if (an->op == AO_CMPXCHG && i == 1 && !sync) {
      a = ofe_sema_rvalue(ctx, a);
      if (a->type->kind == TY_PTR && (a->type->base->quals & OFE_QUAL_CONST))
        return fail(ctx, a->loc, loc, "argument to '%s' must not point to a const object ('%s' invalid)", an->name, a->type);
      if (sized_bytes && a->type->kind == TY_PTR) a = ofe_sema_convert(ctx, a, TY->void_ptr); /* GCC's `void *` */
      a = ofe_sema_assign_convert(ctx, a, ofe_type_pointer(TY, value_type), "passing", a->loc);
    } else if (is_rmw(an->op) && t->kind == TY_PTR)
      a = ofe_sema_assign_convert(ctx, ofe_sema_rvalue(ctx, a), TY->ptrdiff_t_, "passing", a->loc);
    else a = ofe_sema_assign_convert(ctx, ofe_sema_rvalue(ctx, a), value_type, "passing", a->loc);
    if (a->type->kind == TY_ERROR) return a;
    ofe_expr_list_push(&ctx->arena, out, a);
  }
  for (int i = 0; i < norders; i++) {
    OfeExpr *o = args->items[nvalues + i];
    int order = order_arg(ctx, &o, an->op, i == 1);
    if (o->type->kind == TY_ERROR) return o;
    if (i == 0) info->order = order;
    else info->fail_order = order;
    ofe_expr_list_push(&ctx->arena, out, o);
  }
  /* GCC: a failure order stronger than the success order makes the success order seq_cst */
  if (an->op == AO_CMPXCHG && info->fail_order > info->order) info->order = OFE_ORDER_SEQ_CST;
  switch (an->op) {
  case AO_LOAD: case AO_XCHG: e->type = info->by_ref ? TY->void_ : value_type; break;
  case AO_CMPXCHG: e->type = info->old_result ? value_type : TY->bool_; break;
  case AO_TEST_AND_SET: e->type = TY->bool_; break;
  default: e->type = is_rmw(an->op) ? value_type : TY->void_; break;
  }
  return e;
}
