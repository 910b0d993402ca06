/* gpu_device: host-style device code made into what LLVM 19's DeviceRTL runs on nvptx64 and
 * amdgcn (see gpu_device.h; docs/gpu-abi.md has clang-19's output this follows).
 * Works on the LLVM module after translation, in steps whose order matters: globalization
 * first (it reads the forks' arguments as escaping addresses), then the runtime calls, then
 * the kernels (whose new entry block only the main thread leaves for the user code), then
 * AMDGPU's address spaces (which every alloca and global made before must reach). */
#include "offload-info/gpu_device.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "llvm-c/Core.h"
#include "llvm-c/Target.h"
#include "offload-info/device_complex.h"
#include "options/code_targets.h"
#include "runtime-abi/abi.h"
#include "support/strmap.h"

/* clang-19's threads per block of a kernel without thread_limit, per GPU. */
enum { NVPTX_DEFAULT_THREADS = 128, AMDGCN_DEFAULT_THREADS = 256 };

/* AMDGPU's address spaces (docs/gpu-abi.md §1.2): globals live in the global one, locals in the
 * private one, and every pointer the code passes around is flat (0). */
enum { AMDGPU_GLOBAL_AS = 1, AMDGPU_CONSTANT_AS = 4, AMDGPU_PRIVATE_AS = 5 };

/* The code object version clang-19 builds (COV5): the module flag and the DeviceRTL's
 * __oclc_ABI_version must agree. */
enum { AMDHSA_CODE_OBJECT_VERSION = 500 };

/* The kernel environment's execution modes and the ident flags of clang-19's kernels. */
enum { EXEC_MODE_GENERIC = 1, IDENT_KMPC = 2 };

typedef struct Gpu {
  LLVMModuleRef m;
  LLVMContextRef c;
  LLVMBuilderRef b;
  LLVMTargetDataRef dl;
  LLVMTypeRef ptr, i8, i16, i32, i64, void_;
  OfeDiag *diag;
  const OfeConstructFacts *facts; /* where each function comes from, for the errors */
  const char *triple;
  bool amdgcn;              /* else nvptx64 */
  unsigned default_threads; /* per block, without thread_limit */
  OfeArena *arena;
  OfeStrMap parallel_microtasks; /* functions a fork_call runs (by value): their locals stay private */
  OfeStrMap teams_kernels;       /* kernels that fork teams (by value), to their push_num_teams call or the fork */
  bool ok;
} Gpu;

/* ---- helpers -------------------------------------------------------------------------------- */

static LLVMValueRef runtime_fn(Gpu *g, const char *name, LLVMTypeRef ret, LLVMTypeRef *params, unsigned n) {
  LLVMValueRef fn = LLVMGetNamedFunction(g->m, name);
  if (!fn) fn = LLVMAddFunction(g->m, name, LLVMFunctionType(ret, params, n, false));
  return fn;
}

static LLVMValueRef call(Gpu *g, const char *name, LLVMTypeRef ret, LLVMTypeRef *params, LLVMValueRef *args, unsigned n) {
  LLVMValueRef fn = runtime_fn(g, name, ret, params, n);
  return LLVMBuildCall2(g->b, LLVMGlobalGetValueType(fn), fn, args, n, "");
}

static const char *value_name(LLVMValueRef v) {
  size_t len;
  return LLVMGetValueName2(v, &len);
}

static const char *callee_name(LLVMValueRef inst) {
  if (!LLVMIsACallInst(inst)) return NULL;
  LLVMValueRef callee = LLVMGetCalledValue(inst);
  return LLVMIsAFunction(callee) ? value_name(callee) : NULL;
}

static bool is_call_to(LLVMValueRef inst, const char *name) {
  const char *callee = callee_name(inst);
  return callee && strcmp(callee, name) == 0;
}

/* The builder just before the first instruction of fn's entry block that is not an alloca. */
static void position_after_allocas(Gpu *g, LLVMValueRef fn) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMValueRef i = LLVMGetFirstInstruction(entry);
  while (i && LLVMIsAAllocaInst(i)) i = LLVMGetNextInstruction(i);
  if (i) LLVMPositionBuilderBefore(g->b, i);
  else LLVMPositionBuilderAtEnd(g->b, entry);
}

static void position_at_entry(Gpu *g, LLVMValueRef fn) {
  LLVMBasicBlockRef entry = LLVMGetEntryBasicBlock(fn);
  LLVMValueRef first = LLVMGetFirstInstruction(entry);
  if (first) LLVMPositionBuilderBefore(g->b, first);
  else LLVMPositionBuilderAtEnd(g->b, entry);
}

typedef OFE_VEC(LLVMValueRef) Values;

/* A local at the builder, as a flat pointer: where allocas have an address space of their
 * own (AMDGPU's private one), its address cast right after it, as everywhere else. */
static LLVMValueRef local(Gpu *g, LLVMTypeRef type, const char *name) {
  LLVMValueRef slot = LLVMBuildAlloca(g->b, type, name);
  if (LLVMGetPointerAddressSpace(LLVMTypeOf(slot)) == 0) return slot;
  return LLVMBuildAddrSpaceCast(g->b, slot, g->ptr, "");
}

/* Every call in the module to `name`. */
static Values calls_to(Gpu *g, const char *name) {
  Values found = {0};
  LLVMValueRef fn = LLVMGetNamedFunction(g->m, name);
  if (!fn) return found;
  for (LLVMUseRef u = LLVMGetFirstUse(fn); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    if (LLVMIsACallInst(user) && LLVMGetCalledValue(user) == fn) ofe_vec_push(g->arena, &found, user);
  }
  return found;
}

static Values returns_of(Gpu *g, LLVMValueRef fn) {
  Values found = {0};
  for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
    LLVMValueRef t = LLVMGetBasicBlockTerminator(bb);
    if (t && LLVMGetInstructionOpcode(t) == LLVMRet) ofe_vec_push(g->arena, &found, t);
  }
  return found;
}

/* ---- globalization --------------------------------------------------------------------------- */

/* The memory intrinsics, and the loop entry points, which only write through the bounds'
 * addresses for the calling thread. */
static bool keeps_address(LLVMValueRef inst) {
  const char *name = callee_name(inst);
  return name && (strncmp(name, "__kmpc_for_static_init", 22) == 0 || strncmp(name, "__kmpc_dispatch_next", 20) == 0 ||
                  strncmp(name, "llvm.memcpy", 11) == 0 || strncmp(name, "llvm.memmove", 12) == 0 ||
                  strncmp(name, "llvm.memset", 11) == 0 || strncmp(name, "llvm.lifetime", 13) == 0 ||
                  strncmp(name, "llvm.dbg", 8) == 0);
}

/* Whether the address v may reach another thread: anything but loading, storing into,
 * offsetting, comparing and the memory intrinsics. Linear in v's uses (a GEP chain is a tree). */
static bool escapes(LLVMValueRef v) {
  for (LLVMUseRef u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
    LLVMValueRef user = LLVMGetUser(u);
    switch (LLVMGetInstructionOpcode(user)) {
    case LLVMLoad: case LLVMICmp: break;
    case LLVMStore:
      if (LLVMGetOperand(user, 0) == v) return true; /* the address itself is stored */
      break;
    case LLVMGetElementPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
      if (escapes(user)) return true;
      break;
    case LLVMCall:
      if (!keeps_address(user)) return true;
      break;
    default: return true;
    }
  }
  return false;
}

/* A local of fn whose address escapes lives in the runtime's shared memory, allocated where
 * the locals are and freed (in the reverse order, as the runtime's stack needs) at each return. */
static void globalize_function(Gpu *g, LLVMValueRef fn) {
  Values shared = {0};
  for (LLVMValueRef i = LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(fn)); i; i = LLVMGetNextInstruction(i)) {
    if (!LLVMIsAAllocaInst(i) || !LLVMIsAConstantInt(LLVMGetOperand(i, 0))) continue;
    if (escapes(i)) ofe_vec_push(g->arena, &shared, i);
  }
  if (!shared.len) return;
  Values rets = returns_of(g, fn);
  LLVMValueRef *sizes = ofe_arena_alloc(g->arena, shared.len * sizeof *sizes);
  LLVMValueRef *memory = ofe_arena_alloc(g->arena, shared.len * sizeof *memory);
  position_after_allocas(g, fn);
  for (size_t k = 0; k < shared.len; k++) {
    LLVMValueRef a = shared.items[k];
    uint64_t count = LLVMConstIntGetZExtValue(LLVMGetOperand(a, 0));
    sizes[k] = LLVMConstInt(g->i64, count * LLVMABISizeOfType(g->dl, LLVMGetAllocatedType(a)), false);
    LLVMTypeRef params[] = {g->i64};
    memory[k] = call(g, OFE_RTL_ALLOC_SHARED, g->ptr, params, &sizes[k], 1);
  }
  for (size_t k = 0; k < shared.len; k++) {
    LLVMReplaceAllUsesWith(shared.items[k], memory[k]);
    LLVMInstructionEraseFromParent(shared.items[k]);
  }
  for (size_t r = 0; r < rets.len; r++) {
    LLVMPositionBuilderBefore(g->b, rets.items[r]);
    for (size_t k = shared.len; k-- > 0;) {
      LLVMTypeRef params[] = {g->ptr, g->i64};
      LLVMValueRef args[] = {memory[k], sizes[k]};
      call(g, OFE_RTL_FREE_SHARED, g->void_, params, args, 2);
    }
  }
}

/* Every defined function but the parallel microtasks, whose threads are a team's: a region
 * nested in them runs on the same thread. */
static void globalize(Gpu *g) {
  Values forks = calls_to(g, OFE_RTL_FORK_CALL);
  for (size_t i = 0; i < forks.len; i++) ofe_ptrmap_put(&g->parallel_microtasks, LLVMGetOperand(forks.items[i], 2), (void *)1);
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn) && !ofe_ptrmap_get(&g->parallel_microtasks, fn)) globalize_function(g, fn);
}

/* ---- forks ---------------------------------------------------------------------------------- */

/* The call to `name` just before `inst` in its block among the calls the lowering makes
 * before a fork (push_num_threads, push_proc_bind), or NULL. */
static LLVMValueRef pushed_before(LLVMValueRef inst, const char *name) {
  for (LLVMValueRef i = LLVMGetPreviousInstruction(inst); i; i = LLVMGetPreviousInstruction(i)) {
    if (is_call_to(i, name)) return i;
    if (LLVMIsACallInst(i) && !is_call_to(i, OFE_RTL_PUSH_NUM_THREADS) && !is_call_to(i, OFE_RTL_PUSH_PROC_BIND) &&
        !is_call_to(i, OFE_RTL_GLOBAL_THREAD_NUM))
      return NULL;
  }
  return NULL;
}

/* `void <microtask>_wrapper(i16, i32 tid)`: what a generic kernel's workers run; the
 * arguments come from the runtime's sharing space. */
static LLVMValueRef wrapper_of(Gpu *g, LLVMValueRef microtask) {
  const char *name = ofe_arena_printf(g->arena, "%s_wrapper", value_name(microtask));
  LLVMValueRef w = LLVMGetNamedFunction(g->m, name);
  if (w) return w;
  LLVMTypeRef params[] = {g->i16, g->i32};
  w = LLVMAddFunction(g->m, name, LLVMFunctionType(g->void_, params, 2, false));
  LLVMSetLinkage(w, LLVMInternalLinkage);
  LLVMAddAttributeAtIndex(w, 1, LLVMCreateEnumAttribute(g->c, LLVMGetEnumAttributeKindForName("zeroext", 7), 0));
  LLVMBuilderRef saved = g->b;
  g->b = LLVMCreateBuilderInContext(g->c);
  LLVMPositionBuilderAtEnd(g->b, LLVMAppendBasicBlockInContext(g->c, w, "entry"));
  LLVMValueRef tid = local(g, g->i32, ".threadid"), zero = local(g, g->i32, ".zero");
  LLVMValueRef shared = local(g, g->ptr, ".shared_args");
  LLVMBuildStore(g->b, LLVMGetParam(w, 1), tid);
  LLVMBuildStore(g->b, LLVMConstInt(g->i32, 0, false), zero);
  LLVMTypeRef sp[] = {g->ptr};
  call(g, OFE_RTL_GET_SHARED_VARIABLES, g->void_, sp, &shared, 1);
  LLVMValueRef args = LLVMBuildLoad2(g->b, g->ptr, shared, "");
  LLVMTypeRef mt = LLVMGlobalGetValueType(microtask);
  unsigned n = LLVMCountParamTypes(mt);
  LLVMValueRef *values = ofe_arena_alloc(g->arena, (n + 1) * sizeof *values);
  values[0] = tid;
  values[1] = zero;
  for (unsigned i = 2; i < n; i++) {
    LLVMValueRef index = LLVMConstInt(g->i64, i - 2, false);
    values[i] = LLVMBuildLoad2(g->b, g->ptr, LLVMBuildGEP2(g->b, g->ptr, args, &index, 1, ""), "");
  }
  LLVMBuildCall2(g->b, mt, microtask, values, n, "");
  LLVMBuildRetVoid(g->b);
  LLVMDisposeBuilder(g->b);
  g->b = saved;
  return w;
}

/* __kmpc_fork_call(ident, n, microtask, addrs...) -> __kmpc_parallel_51(ident, gtid, 1,
 * num_threads, -1, microtask, wrapper, args, n) with the addresses in an array. */
static void rewrite_fork_call(Gpu *g, LLVMValueRef fork) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(fork));
  LLVMValueRef ident = LLVMGetOperand(fork, 0), microtask = LLVMGetOperand(fork, 2);
  unsigned n = LLVMGetNumArgOperands(fork) - 3;
  LLVMValueRef threads = LLVMConstInt(g->i32, (unsigned long long)-1, true);
  LLVMValueRef push = pushed_before(fork, OFE_RTL_PUSH_NUM_THREADS);
  if (push) {
    threads = LLVMGetOperand(push, 2);
    LLVMInstructionEraseFromParent(push);
  }
  LLVMValueRef array = NULL;
  if (n) {
    position_at_entry(g, fn);
    array = local(g, LLVMArrayType2(g->ptr, n), ".captured_vars_addrs");
  }
  LLVMPositionBuilderBefore(g->b, fork);
  for (unsigned i = 0; i < n; i++) {
    LLVMValueRef index = LLVMConstInt(g->i64, i, false);
    LLVMBuildStore(g->b, LLVMGetOperand(fork, 3 + i), LLVMBuildGEP2(g->b, g->ptr, array, &index, 1, ""));
  }
  LLVMTypeRef tp[] = {g->ptr};
  LLVMValueRef gtid = call(g, OFE_RTL_GLOBAL_THREAD_NUM, g->i32, tp, &ident, 1);
  LLVMTypeRef params[] = {g->ptr, g->i32, g->i32, g->i32, g->i32, g->ptr, g->ptr, g->ptr, g->i64};
  LLVMValueRef args[] = {ident, gtid, LLVMConstInt(g->i32, 1, false), threads, LLVMConstInt(g->i32, (unsigned long long)-1, true),
                         microtask, wrapper_of(g, microtask), array ? array : LLVMConstNull(g->ptr), LLVMConstInt(g->i64, n, false)};
  LLVMValueRef launch = call(g, OFE_RTL_PARALLEL_51, g->void_, params, args, 9);
  /* inlined where it is called, the runtime's switch over the argument count folds to this
   * count; left whole (one body for every region), its default case keeps the DeviceRTL's
   * printf path alive, whose RPC symbols no Debian library defines on AMDGPU */
  LLVMAddCallSiteAttribute(launch, LLVMAttributeFunctionIndex,
                           LLVMCreateEnumAttribute(g->c, LLVMGetEnumAttributeKindForName("alwaysinline", 12), 0));
  LLVMInstructionEraseFromParent(fork);
}

/* __kmpc_fork_teams(ident, n, microtask, addrs...) -> microtask(&gtid, &zero, addrs...): the
 * kernel's launch made the teams; each block's main thread runs its team's code. */
static void rewrite_fork_teams(Gpu *g, LLVMValueRef fork) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(fork));
  LLVMValueRef ident = LLVMGetOperand(fork, 0), microtask = LLVMGetOperand(fork, 2);
  unsigned n = LLVMGetNumArgOperands(fork) - 3;
  LLVMValueRef push = pushed_before(fork, OFE_RTL_PUSH_NUM_TEAMS);
  ofe_ptrmap_put(&g->teams_kernels, fn, push ? (void *)push : (void *)fork);
  position_at_entry(g, fn);
  LLVMValueRef tid = local(g, g->i32, ".threadid_temp."), zero = local(g, g->i32, ".zero.addr");
  LLVMPositionBuilderBefore(g->b, fork);
  LLVMTypeRef tp[] = {g->ptr};
  LLVMBuildStore(g->b, call(g, OFE_RTL_GLOBAL_THREAD_NUM, g->i32, tp, &ident, 1), tid);
  LLVMBuildStore(g->b, LLVMConstInt(g->i32, 0, false), zero);
  LLVMValueRef *values = ofe_arena_alloc(g->arena, (n + 2) * sizeof *values);
  values[0] = tid;
  values[1] = zero;
  for (unsigned i = 0; i < n; i++) values[2 + i] = LLVMGetOperand(fork, 3 + i);
  LLVMBuildCall2(g->b, LLVMGlobalGetValueType(microtask), microtask, values, n + 2, "");
  LLVMInstructionEraseFromParent(fork);
}

/* if(false) on parallel: the lowering brackets a direct call of the microtask with libomp's
 * serialized-parallel calls, which the DeviceRTL has not; the direct call is the region. */
static void drop_calls(Gpu *g, const char *name) {
  Values found = calls_to(g, name);
  for (size_t i = 0; i < found.len; i++) LLVMInstructionEraseFromParent(found.items[i]);
}

/* The atomic NVPTX and AMDGPU have for a combine's operation on type t, if any. */
static bool atomic_operation(LLVMValueRef op, LLVMTypeRef t, LLVMAtomicRMWBinOp *how) {
  LLVMTypeKind k = LLVMGetTypeKind(t);
  bool wide_int = k == LLVMIntegerTypeKind && (LLVMGetIntTypeWidth(t) == 32 || LLVMGetIntTypeWidth(t) == 64);
  bool fp = k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind;
  switch (LLVMGetInstructionOpcode(op)) {
  case LLVMAdd: *how = LLVMAtomicRMWBinOpAdd; return wide_int;
  case LLVMFAdd: *how = LLVMAtomicRMWBinOpFAdd; return fp;
  case LLVMAnd: *how = LLVMAtomicRMWBinOpAnd; return wide_int;
  case LLVMOr: *how = LLVMAtomicRMWBinOpOr; return wide_int;
  case LLVMXor: *how = LLVMAtomicRMWBinOpXor; return wide_int;
  default: return false;
  }
}

/* The store of the combine starting at `a`, `load A; load B; op; store op, A` (in this order,
 * not volatile), whose operation has an atomic (*how), or NULL. */
static LLVMValueRef atomic_combine(LLVMValueRef a, LLVMAtomicRMWBinOp *how) {
  LLVMValueRef b = LLVMGetNextInstruction(a), op = b ? LLVMGetNextInstruction(b) : NULL;
  LLVMValueRef st = op ? LLVMGetNextInstruction(op) : NULL;
  if (!st || LLVMGetInstructionOpcode(a) != LLVMLoad || LLVMGetInstructionOpcode(b) != LLVMLoad ||
      LLVMGetInstructionOpcode(st) != LLVMStore || LLVMGetOperand(st, 0) != op || LLVMGetOperand(st, 1) != LLVMGetOperand(a, 0) ||
      LLVMGetOperand(op, 0) != a || LLVMGetOperand(op, 1) != b || LLVMGetVolatile(a) || LLVMGetVolatile(st))
    return NULL;
  return atomic_operation(op, LLVMTypeOf(a), how) ? st : NULL;
}

/* Reductions: the lowering combines each thread's copy into the original under libomp's
 * reduction lock (`.gomp_critical_user_.reduction.var`), which on a GPU every thread of every
 * team takes in turn. Where the guarded code is only combines of +, &, |, ^ on 32- and 64-bit
 * integers and + on float and double, each is an atomicrmw and the lock goes (the result is
 * the same up to the order of floating-point additions, which the lock does not fix either). */
static void atomic_reductions(Gpu *g) {
  const char *lock_name = ofe_arena_printf(g->arena, OFE_CRITICAL_LOCK_FORMAT, OFE_CRITICAL_REDUCTION_NAME);
  LLVMValueRef lock = LLVMGetNamedGlobal(g->m, lock_name);
  if (!lock) return;
  Values takes = calls_to(g, OFE_RTL_CRITICAL);
  for (size_t i = 0; i < takes.len; i++) {
    LLVMValueRef take = takes.items[i], inst = LLVMGetNextInstruction(take);
    if (LLVMGetOperand(take, 2) != lock) continue;
    LLVMAtomicRMWBinOp how;
    size_t combines = 0;
    for (LLVMValueRef st; inst && !is_call_to(inst, OFE_RTL_END_CRITICAL) && (st = atomic_combine(inst, &how));
         inst = LLVMGetNextInstruction(st))
      combines++;
    if (!inst || !is_call_to(inst, OFE_RTL_END_CRITICAL) || !combines) continue;
    LLVMValueRef release = inst;
    for (LLVMValueRef a = LLVMGetNextInstruction(take); a != release;) {
      LLVMValueRef st = atomic_combine(a, &how), b = LLVMGetNextInstruction(a), op = LLVMGetNextInstruction(b);
      LLVMValueRef next = LLVMGetNextInstruction(st);
      LLVMPositionBuilderBefore(g->b, st);
      LLVMValueRef rmw = LLVMBuildAtomicRMW(g->b, how, LLVMGetOperand(a, 0), b, LLVMAtomicOrderingMonotonic, false);
      LLVMSetAlignment(rmw, LLVMGetAlignment(a));
      LLVMInstructionEraseFromParent(st);
      LLVMInstructionEraseFromParent(op);
      LLVMInstructionEraseFromParent(a);
      a = next;
    }
    LLVMInstructionEraseFromParent(release);
    LLVMInstructionEraseFromParent(take);
  }
}

/* critical: the NVPTX DeviceRTL of LLVM 19 declares its critical lock but defines it only for
 * AMDGPU (clang-19 makes critical regions of its own on nvptx), so `__kmpc_critical(ident,
 * gtid, lock)` takes the lock word as omp_set_lock does: a compare-and-swap spin, which
 * sm_70's independent thread scheduling lets the holder's warp-mates wait out. */
static void rewrite_critical(Gpu *g, const char *from, const char *to) {
  Values found = calls_to(g, from);
  for (size_t i = 0; i < found.len; i++) {
    LLVMPositionBuilderBefore(g->b, found.items[i]);
    LLVMTypeRef params[] = {g->ptr};
    LLVMValueRef lock = LLVMGetOperand(found.items[i], 2);
    call(g, to, g->void_, params, &lock, 1);
    LLVMInstructionEraseFromParent(found.items[i]);
  }
}

/* A dynamic loop's schedule lives in a tracker the DeviceRTL pushes at dispatch_init and
 * pops at __kmpc_dispatch_deinit (clang-19 calls it where the loop ends; without it each
 * loop leaks one). The loop ends on the edge __kmpc_dispatch_next's 0 takes: a block there. */
static void end_dispatch_loops(Gpu *g) {
  Values nexts = calls_to(g, OFE_RTL_DISPATCH_NEXT);
  for (size_t i = 0; i < nexts.len; i++) {
    LLVMValueRef next = nexts.items[i];
    LLVMUseRef u = LLVMGetFirstUse(next);
    LLVMValueRef test = u && !LLVMGetNextUse(u) ? LLVMGetUser(u) : NULL;
    LLVMUseRef tu = test ? LLVMGetFirstUse(test) : NULL;
    LLVMValueRef br = tu && !LLVMGetNextUse(tu) ? LLVMGetUser(tu) : NULL;
    if (!test || LLVMGetInstructionOpcode(test) != LLVMICmp || LLVMGetICmpPredicate(test) != LLVMIntNE || !br ||
        LLVMGetInstructionOpcode(br) != LLVMBr || !LLVMIsConditional(br) || LLVMGetOperand(br, 0) != test)
      continue;
    LLVMBasicBlockRef head = LLVMGetInstructionParent(br), done = LLVMGetSuccessor(br, 1);
    LLVMValueRef first = LLVMGetFirstInstruction(done);
    if (first && LLVMGetInstructionOpcode(first) == LLVMPHI) continue; /* its incoming edges stay as they are */
    LLVMBasicBlockRef end = LLVMInsertBasicBlockInContext(g->c, LLVMGetNextBasicBlock(head), "dispatch.end");
    LLVMPositionBuilderAtEnd(g->b, end);
    LLVMTypeRef params[] = {g->ptr, g->i32};
    LLVMValueRef args[] = {LLVMGetOperand(next, 0), LLVMGetOperand(next, 1)};
    call(g, OFE_RTL_DISPATCH_DEINIT, g->void_, params, args, 2);
    LLVMBuildBr(g->b, done);
    LLVMSetSuccessor(br, 1, end);
  }
}

/* The runtime calls of libomp's that the DeviceRTL takes otherwise, or not at all. */
static void rewrite_runtime_calls(Gpu *g) {
  end_dispatch_loops(g);
  atomic_reductions(g);
  if (!g->amdgcn) { /* AMDGPU's DeviceRTL has its critical lock (and its omp_set_lock traps) */
    rewrite_critical(g, OFE_RTL_CRITICAL, OFE_RTL_SET_LOCK);
    rewrite_critical(g, OFE_RTL_CRITICAL_WITH_HINT, OFE_RTL_SET_LOCK);
    rewrite_critical(g, OFE_RTL_END_CRITICAL, OFE_RTL_UNSET_LOCK);
  }
  Values forks = calls_to(g, OFE_RTL_FORK_CALL);
  for (size_t i = 0; i < forks.len; i++) rewrite_fork_call(g, forks.items[i]);
  Values teams = calls_to(g, OFE_RTL_FORK_TEAMS);
  for (size_t i = 0; i < teams.len; i++) rewrite_fork_teams(g, teams.items[i]);
  drop_calls(g, OFE_RTL_SERIALIZED_PARALLEL);
  drop_calls(g, OFE_RTL_END_SERIALIZED_PARALLEL);
  drop_calls(g, OFE_RTL_PUSH_PROC_BIND); /* a hint; the DeviceRTL's own ignores it */
}

/* ---- kernels -------------------------------------------------------------------------------- */

/* A global in the generic address space, as the translated module's are: LLVMAddGlobal would
 * take the data layout's (AMDGPU's G1), and AMDGPU's move them all at the end. */
static LLVMValueRef add_global(Gpu *g, LLVMTypeRef type, const char *name) {
  return LLVMAddGlobalInAddressSpace(g->m, type, name, 0);
}

static void add_string_attribute(Gpu *g, LLVMValueRef fn, const char *key, const char *value) {
  LLVMAddAttributeAtIndex(fn, LLVMAttributeFunctionIndex,
                          LLVMCreateStringAttribute(g->c, key, (unsigned)strlen(key), value, (unsigned)strlen(value)));
}

/* `!nvvm.annotations = !{..., !{ptr @fn, !"key", i32 value}}` */
static void annotate(Gpu *g, LLVMValueRef fn, const char *key, unsigned value) {
  LLVMMetadataRef ops[] = {LLVMValueAsMetadata(fn), LLVMMDStringInContext2(g->c, key, strlen(key)),
                           LLVMValueAsMetadata(LLVMConstInt(g->i32, value, false))};
  LLVMAddNamedMetadataOperand(g->m, "nvvm.annotations", LLVMMetadataAsValue(g->c, LLVMMDNodeInContext2(g->c, ops, 3)));
}

static LLVMTypeRef named_struct(Gpu *g, const char *name, LLVMTypeRef *fields, unsigned n) {
  LLVMTypeRef t = LLVMGetTypeByName2(g->c, name);
  if (t) return t;
  t = LLVMStructCreateNamed(g->c, name);
  LLVMStructSetBody(t, fields, n, false);
  return t;
}

/* The ident_t the kernel environments point at, as clang-19's (flags KMPC, ";unknown;..."). */
static LLVMValueRef kernel_ident(Gpu *g) {
  LLVMValueRef ident = LLVMGetNamedGlobal(g->m, ".omp.kernel.ident");
  if (ident) return ident;
  static const char text[] = ";unknown;unknown;0;0;;";
  LLVMValueRef str_init = LLVMConstStringInContext(g->c, text, sizeof text - 1, false);
  LLVMValueRef str = add_global(g, LLVMTypeOf(str_init), ".omp.kernel.ident.str");
  LLVMSetInitializer(str, str_init);
  LLVMSetLinkage(str, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(str, true);
  LLVMValueRef fields[] = {LLVMConstInt(g->i32, 0, false), LLVMConstInt(g->i32, IDENT_KMPC, false), LLVMConstInt(g->i32, 0, false),
                           LLVMConstInt(g->i32, sizeof text - 1, false), str};
  LLVMValueRef init = LLVMConstStructInContext(g->c, fields, 5, false);
  ident = add_global(g, LLVMTypeOf(init), ".omp.kernel.ident");
  LLVMSetInitializer(ident, init);
  LLVMSetLinkage(ident, LLVMPrivateLinkage);
  LLVMSetGlobalConstant(ident, true);
  LLVMSetAlignment(ident, 8);
  return ident;
}

static int32_t constant_or(LLVMValueRef v, int32_t otherwise) {
  return v && LLVMIsAConstantInt(v) && LLVMConstIntGetSExtValue(v) > 0 ? (int32_t)LLVMConstIntGetSExtValue(v) : otherwise;
}

/* `<kernel>_kernel_environment` (docs/gpu-abi.md §1.4) and `<kernel>_dynamic_environment`, which
 * the plugin looks up by name. Teams: the kernel's constant num_teams, else 0; target
 * parallel: 1; no teams: -1 (clang-19's numbers). */
static LLVMValueRef kernel_environment(Gpu *g, const char *kernel, bool one_team) {
  LLVMTypeRef config_fields[] = {g->i8, g->i8, g->i8, g->i32, g->i32, g->i32, g->i32, g->i32, g->i32};
  LLVMTypeRef config = named_struct(g, "struct.ConfigurationEnvironmentTy", config_fields, 9);
  LLVMTypeRef env_fields[] = {config, g->ptr, g->ptr};
  LLVMTypeRef env = named_struct(g, "struct.KernelEnvironmentTy", env_fields, 3);
  LLVMTypeRef dyn_fields[] = {g->i16};
  LLVMTypeRef dyn = named_struct(g, "struct.DynamicEnvironmentTy", dyn_fields, 1);

  LLVMValueRef dyn_env = add_global(g, dyn, ofe_arena_printf(g->arena, "%s_dynamic_environment", kernel));
  LLVMSetInitializer(dyn_env, LLVMConstNull(dyn));
  LLVMSetLinkage(dyn_env, LLVMWeakODRLinkage);
  LLVMSetVisibility(dyn_env, LLVMProtectedVisibility);

  LLVMValueRef fn = LLVMGetNamedFunction(g->m, kernel);
  LLVMValueRef teams = ofe_ptrmap_get(&g->teams_kernels, fn);
  bool pushed = teams && is_call_to(teams, OFE_RTL_PUSH_NUM_TEAMS);
  int32_t num_teams = one_team ? 1 : !teams ? -1 : pushed ? constant_or(LLVMGetOperand(teams, 2), 0) : 0;
  int32_t threads = pushed ? constant_or(LLVMGetOperand(teams, 3), (int32_t)g->default_threads) : (int32_t)g->default_threads;
  LLVMValueRef config_values[] = {LLVMConstInt(g->i8, 1, false),  /* the runtime's generic state machine */
                                  LLVMConstInt(g->i8, 1, false),  /* may use nested parallelism */
                                  LLVMConstInt(g->i8, EXEC_MODE_GENERIC, false),
                                  LLVMConstInt(g->i32, 1, false), /* min threads */
                                  LLVMConstInt(g->i32, (unsigned)threads, false),
                                  LLVMConstInt(g->i32, (unsigned long long)(int64_t)num_teams, true),
                                  LLVMConstInt(g->i32, (unsigned long long)(int64_t)num_teams, true),
                                  LLVMConstInt(g->i32, 0, false), LLVMConstInt(g->i32, 0, false)};
  LLVMValueRef env_values[] = {LLVMConstNamedStruct(config, config_values, 9), kernel_ident(g), dyn_env};
  LLVMValueRef kernel_env = add_global(g, env, ofe_arena_printf(g->arena, "%s_kernel_environment", kernel));
  LLVMSetInitializer(kernel_env, LLVMConstNamedStruct(env, env_values, 3));
  LLVMSetLinkage(kernel_env, LLVMWeakODRLinkage);
  LLVMSetVisibility(kernel_env, LLVMProtectedVisibility);
  LLVMSetGlobalConstant(kernel_env, true);

  add_string_attribute(g, fn, "omp_target_thread_limit", ofe_arena_printf(g->arena, "%d", threads));
  if (g->amdgcn) { /* the code object's work-group bounds */
    add_string_attribute(g, fn, "amdgpu-flat-work-group-size", ofe_arena_printf(g->arena, "1,%d", threads));
    add_string_attribute(g, fn, "uniform-work-group-size", "true");
  } else {
    annotate(g, fn, "maxntidx", (unsigned)threads);
  }
  return kernel_env;
}

/* A new entry block runs __kmpc_target_init; the thread it returns -1 to goes on to the user
 * code (the old entry, whose allocas move up), the others leave once the kernel is over.
 * __kmpc_target_deinit before each return of the user code. */
static void make_kernel(Gpu *g, const OfeOffloadEntry *region) {
  const char *kernel = region->name;
  LLVMValueRef fn = LLVMGetNamedFunction(g->m, kernel);
  if (!fn || LLVMIsDeclaration(fn)) return;
  LLVMValueRef env = kernel_environment(g, kernel, region->one_team);
  Values rets = returns_of(g, fn);
  for (size_t r = 0; r < rets.len; r++) {
    LLVMPositionBuilderBefore(g->b, rets.items[r]);
    call(g, OFE_RTL_TARGET_DEINIT, g->void_, NULL, NULL, 0);
  }
  LLVMBasicBlockRef user = LLVMGetEntryBasicBlock(fn);
  LLVMBasicBlockRef entry = LLVMInsertBasicBlockInContext(g->c, user, "entry");
  LLVMBasicBlockRef exit = LLVMAppendBasicBlockInContext(g->c, fn, "worker.exit");
  LLVMPositionBuilderAtEnd(g->b, exit);
  LLVMBuildRetVoid(g->b);
  LLVMPositionBuilderAtEnd(g->b, entry);
  LLVMTypeRef params[] = {g->ptr, g->ptr};
  LLVMValueRef args[] = {env, LLVMGetParam(fn, 0)};
  LLVMValueRef who = call(g, OFE_RTL_TARGET_INIT, g->i32, params, args, 2);
  LLVMValueRef main_thread = LLVMBuildICmp(g->b, LLVMIntEQ, who, LLVMConstInt(g->i32, (unsigned long long)-1, true), "exec_user_code");
  LLVMValueRef br = LLVMBuildCondBr(g->b, main_thread, user, exit);
  for (LLVMValueRef i = LLVMGetFirstInstruction(user), next; i; i = next) {
    next = LLVMGetNextInstruction(i);
    if (!LLVMIsAAllocaInst(i) || !LLVMIsAConstant(LLVMGetOperand(i, 0))) continue; /* a VLA's length comes later */
    const char *name = ofe_arena_strdup(g->arena, value_name(i));
    LLVMInstructionRemoveFromParent(i);
    LLVMPositionBuilderBefore(g->b, br);
    LLVMInsertIntoBuilderWithName(g->b, i, name);
  }
  add_string_attribute(g, fn, "kernel", ""); /* what OpenMPOpt knows a kernel by */
  if (g->amdgcn) LLVMSetFunctionCallConv(fn, LLVMAMDGPUKERNELCallConv);
  else annotate(g, fn, "kernel", 1); /* what the NVPTX back end makes an .entry of */
}

/* ---- printf --------------------------------------------------------------------------------- */

/* printf(fmt, args...) -> vprintf(fmt, buffer): the CUDA driver's printf takes the (promoted)
 * arguments packed in memory, each at an offset aligned to its size, as clang-19 packs them. */
static void rewrite_printf_call(Gpu *g, LLVMValueRef inst) {
  LLVMValueRef fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
  unsigned n = LLVMGetNumArgOperands(inst);
  uint64_t size = 0, align = 1;
  uint64_t *offsets = ofe_arena_alloc(g->arena, (n + 1) * sizeof *offsets);
  for (unsigned i = 1; i < n; i++) {
    LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(inst, i));
    uint64_t bytes = LLVMABISizeOfType(g->dl, t), a = LLVMABIAlignmentOfType(g->dl, t);
    size = (size + a - 1) / a * a;
    offsets[i] = size;
    size += bytes;
    if (a > align) align = a;
  }
  LLVMValueRef buffer = LLVMConstNull(g->ptr);
  if (size) {
    position_at_entry(g, fn);
    buffer = local(g, LLVMArrayType2(g->i8, size), "printf_args");
    LLVMSetAlignment(buffer, (unsigned)align); /* nvptx64 only: no address space cast */
  }
  LLVMPositionBuilderBefore(g->b, inst);
  for (unsigned i = 1; i < n; i++) {
    LLVMValueRef at = LLVMConstInt(g->i64, offsets[i], false);
    LLVMBuildStore(g->b, LLVMGetOperand(inst, i), LLVMBuildGEP2(g->b, g->i8, buffer, &at, 1, ""));
  }
  LLVMTypeRef params[] = {g->ptr, g->ptr};
  LLVMValueRef args[] = {LLVMGetOperand(inst, 0), buffer};
  LLVMValueRef result = call(g, "vprintf", g->i32, params, args, 2);
  LLVMReplaceAllUsesWith(inst, result);
  LLVMInstructionEraseFromParent(inst);
}

static void rewrite_printf(Gpu *g) {
  Values found = calls_to(g, "printf");
  for (size_t i = 0; i < found.len; i++) rewrite_printf_call(g, found.items[i]);
  LLVMValueRef printf_fn = LLVMGetNamedFunction(g->m, "printf");
  if (printf_fn && LLVMIsDeclaration(printf_fn) && !LLVMGetFirstUse(printf_fn)) LLVMDeleteFunction(printf_fn);
}

/* LLVM 19's OpenMPOpt, optimizing the linked image, takes an indirect call for one that reaches
 * no parallel region: it makes the kernel SPMD and lets thread 0 alone make the call, so a
 * parallel region in the function called runs with one thread (clang-19 -foffload-lto builds
 * the same; its default build, file by file, keeps such a kernel generic). An empty inline asm
 * before each indirect call is a call OpenMPOpt cannot look into: the kernel stays generic and
 * its workers run whatever parallel region the call reaches, as in clang-19's build. */
static void keep_indirect_calls_generic(Gpu *g) {
  LLVMTypeRef type = LLVMFunctionType(g->void_, NULL, 0, false);
  LLVMValueRef opaque = LLVMGetInlineAsm(type, "", 0, "", 0, true, false, LLVMInlineAsmDialectATT, false);
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        if (!LLVMIsACallInst(i)) continue;
        LLVMValueRef callee = LLVMGetCalledValue(i);
        if (LLVMIsAFunction(callee) || LLVMIsAInlineAsm(callee)) continue;
        LLVMPositionBuilderBefore(g->b, i);
        LLVMBuildCall2(g->b, type, opaque, NULL, 0, "");
      }
}

/* ---- what the device cannot run -------------------------------------------------------------- */

static int compare_names(const void *a, const void *b) { return strcmp(*(const char *const *)a, *(const char *const *)b); }

static bool device_rtl_has(const char *name) {
#define OFE_DEVICE_RTL(n) n,
  static const char *const defined[] = {
#include "runtime-abi/device_rtl.inc"
  };
#undef OFE_DEVICE_RTL
  return bsearch(&name, defined, sizeof defined / sizeof *defined, sizeof *defined, compare_names) != NULL;
}

/* What this GPU cannot run, as an error at the source of `fn` (the construct it was outlined
 * from, or its definition), else without a place. */
static void refuse(Gpu *g, LLVMValueRef fn, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void refuse(Gpu *g, LLVMValueRef fn, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  char message[512];
  vsnprintf(message, sizeof message, fmt, ap);
  va_end(ap);
  const OfeLoc *at = fn ? ofe_facts_function_loc(g->facts, value_name(fn)) : NULL;
  if (at) ofe_error(g->diag, *at, "%s", message);
  else ofe_error_plain(g->diag, "%s", message);
  g->ok = false;
}

/* The function each call of `callee` is in, once each (in module order). */
static void refuse_callers(Gpu *g, LLVMValueRef callee, const char *fmt) {
  LLVMValueRef last = NULL;
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb && last != fn; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i && last != fn; i = LLVMGetNextInstruction(i))
        if (LLVMIsACallInst(i) && LLVMGetCalledValue(i) == callee) {
          refuse(g, fn, fmt, g->triple, value_name(callee));
          last = fn;
        }
}

/* The entry points of libomp (and ompfe's own runtime) that device code calls and the device
 * runtime has not: each is a construct ompfe cannot run on this GPU yet. */
static void check_runtime_calls(Gpu *g) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn)) {
    const char *name = value_name(fn);
    if (!LLVMIsDeclaration(fn) || !LLVMGetFirstUse(fn)) continue;
    bool runtime = strncmp(name, "__kmpc_", 7) == 0 || strncmp(name, "omp_", 4) == 0 || strncmp(name, "__ompfe", 7) == 0;
    if (!runtime || device_rtl_has(name)) continue;
    refuse_callers(g, fn, "device code for %s calls '%s', which LLVM 19's device runtime does not define: "
                          "the construct that needs it is not supported on this GPU yet");
  }
}

/* x86_fp80 (long double) has no NVPTX instructions: clang-19 refuses it in device code too. */
static bool uses_fp80(LLVMValueRef inst) {
  if (LLVMGetTypeKind(LLVMTypeOf(inst)) == LLVMX86_FP80TypeKind) return true;
  for (int i = 0, n = LLVMGetNumOperands(inst); i < n; i++)
    if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(inst, i))) == LLVMX86_FP80TypeKind) return true;
  return false;
}

static void check_instructions(Gpu *g) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn)) {
    bool fp80 = false, asm_ = false, vla = false;
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
        fp80 = fp80 || uses_fp80(i);
        asm_ = asm_ || (LLVMIsACallInst(i) && LLVMIsAInlineAsm(LLVMGetCalledValue(i)));
        /* AMDGPU 19 has no dynamic stack allocation (clang-19 refuses VLAs on both GPUs) */
        vla = vla || (g->amdgcn && LLVMIsAAllocaInst(i) && !LLVMIsAConstant(LLVMGetOperand(i, 0)));
      }
    if (fp80) refuse(g, fn, "'%s' uses 'long double', which %s device code does not support", value_name(fn), g->triple);
    if (asm_) refuse(g, fn, "'%s' has inline assembly, which %s device code cannot run (it is the host's)", value_name(fn), g->triple);
    if (vla) refuse(g, fn, "'%s' has a variable-length array, which %s device code does not support", value_name(fn), g->triple);
  }
}

/* ---- the module ----------------------------------------------------------------------------- */

/* GPU device images carry no offload entries: the host's drive registration, and the device
 * symbols are found by name. */
static void drop_entries(Gpu *g) {
  Values doomed = {0};
  for (LLVMValueRef v = LLVMGetFirstGlobal(g->m); v; v = LLVMGetNextGlobal(v)) {
    const char *section = LLVMGetSection(v);
    if (section && strcmp(section, OFE_ENTRY_SECTION) == 0) ofe_vec_push(g->arena, &doomed, v);
  }
  for (size_t i = 0; i < doomed.len; i++) {
    LLVMValueRef entry = doomed.items[i], init = LLVMGetInitializer(entry);
    LLVMValueRef name = init ? LLVMGetOperand(init, 1) : NULL;
    LLVMDeleteGlobal(entry);
    if (name && LLVMIsAGlobalVariable(name) && !LLVMGetFirstUse(name)) LLVMDeleteGlobal(name);
  }
  /* libomp's common lock variables (`.gomp_critical_user_<name>.var`): PTX has no common
   * symbols, and no '.' in a name, which LLVM mends only in local ones ('$', as here) */
  for (LLVMValueRef v = LLVMGetFirstGlobal(g->m); v; v = LLVMGetNextGlobal(v)) {
    if (LLVMGetLinkage(v) == LLVMCommonLinkage) LLVMSetLinkage(v, LLVMWeakAnyLinkage);
    const char *name = value_name(v);
    if (g->amdgcn || !strchr(name, '.') || LLVMGetLinkage(v) == LLVMInternalLinkage || LLVMGetLinkage(v) == LLVMPrivateLinkage)
      continue; /* ELF takes '.' */
    char *valid = ofe_arena_strdup(g->arena, name);
    for (char *c = valid; *c; c++)
      if (*c == '.') *c = '$';
    LLVMSetValueName2(v, valid, strlen(valid));
  }
}

/* The host-style declarations the rewrites left without calls. */
static void drop_unused_declarations(Gpu *g) {
  static const char *const rewritten[] = {OFE_RTL_CRITICAL,         OFE_RTL_CRITICAL_WITH_HINT,  OFE_RTL_END_CRITICAL,
                                          OFE_RTL_FORK_CALL,        OFE_RTL_FORK_TEAMS,          OFE_RTL_PUSH_NUM_THREADS,
                                          OFE_RTL_PUSH_PROC_BIND,   OFE_RTL_SERIALIZED_PARALLEL, OFE_RTL_END_SERIALIZED_PARALLEL};
  for (size_t i = 0; i < sizeof rewritten / sizeof *rewritten; i++) {
    LLVMValueRef fn = LLVMGetNamedFunction(g->m, rewritten[i]);
    if (fn && !LLVMGetFirstUse(fn)) LLVMDeleteFunction(fn);
  }
}

/* LLVM 19's NVPTX back end cannot select llvm.stacksave/stackrestore, which bracket the
 * scope of a variable-length array: the scope's storage then stays until the function
 * returns (a VLA in a loop takes new local memory each iteration, as at -O0 without them). */
static void drop_stack_restores(Gpu *g) {
  static const char *const intrinsics[] = {"llvm.stackrestore.p0", "llvm.stackrestore", "llvm.stacksave.p0", "llvm.stacksave"};
  for (size_t k = 0; k < sizeof intrinsics / sizeof *intrinsics; k++) {
    Values found = calls_to(g, intrinsics[k]);
    for (size_t i = 0; i < found.len; i++) {
      LLVMValueRef c = found.items[i];
      if (LLVMGetFirstUse(c)) LLVMReplaceAllUsesWith(c, LLVMGetPoison(LLVMTypeOf(c)));
    }
    for (size_t i = 0; i < found.len; i++) LLVMInstructionEraseFromParent(found.items[i]);
  }
}

/* A variable-length alloca at or below the stack's alignment reaches PTX as `alloca.u64 r, n, 0`,
 * which ptxas refuses ("Alignment must be a power of two", LLVM 19's NVPTX back end): ask for
 * 16 bytes, which it writes out. */
static void align_dynamic_allocas(Gpu *g) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb))
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
        if (LLVMIsAAllocaInst(i) && !LLVMIsAConstant(LLVMGetOperand(i, 0)) && LLVMGetAlignment(i) < 16) LLVMSetAlignment(i, 16);
}

/* The DeviceRTL's functions are built for "+ptx63,+sm_NN"; the same features on ours let LLVM
 * inline across (a callee's features must be the caller's). */
static void set_features(Gpu *g, const char *arch) {
  const char *features = ofe_arena_printf(g->arena, "+ptx63,+%s", arch);
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn))
    if (!LLVMIsDeclaration(fn)) {
      add_string_attribute(g, fn, "target-cpu", arch);
      if (!g->amdgcn) add_string_attribute(g, fn, "target-features", features); /* AMDGPU's follow from the CPU */
    }
}

/* ---- AMDGPU ----------------------------------------------------------------------------------- */

/* Every alloca in the private address space, its address cast to flat where it is made, as
 * clang-19 makes them (the data layout's A5; LLVM's verifier holds allocas to it). */
static void private_allocas(Gpu *g) {
  for (LLVMValueRef fn = LLVMGetFirstFunction(g->m); fn; fn = LLVMGetNextFunction(fn))
    for (LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(fn); bb; bb = LLVMGetNextBasicBlock(bb)) {
      /* the casts go after the block's first allocas, which stay together (linear: this
       * point is found once per block) */
      LLVMValueRef after = LLVMGetFirstInstruction(bb);
      while (after && LLVMIsAAllocaInst(after)) after = LLVMGetNextInstruction(after);
      bool leading = true; /* still among the block's first allocas */
      for (LLVMValueRef i = LLVMGetFirstInstruction(bb), next; i; i = next) {
        next = LLVMGetNextInstruction(i);
        if (i == after) leading = false;
        if (!LLVMIsAAllocaInst(i) || LLVMGetPointerAddressSpace(LLVMTypeOf(i)) == AMDGPU_PRIVATE_AS) continue;
        const char *name = ofe_arena_strdup(g->arena, value_name(i));
        LLVMPositionBuilderBefore(g->b, i);
        LLVMValueRef slot = LLVMBuildArrayAlloca(g->b, LLVMGetAllocatedType(i), LLVMGetOperand(i, 0), "");
        LLVMSetAlignment(slot, LLVMGetAlignment(i));
        if (leading && after) LLVMPositionBuilderBefore(g->b, after);
        else if (next) LLVMPositionBuilderBefore(g->b, next); /* a later alloca: its cast right after it */
        else LLVMPositionBuilderAtEnd(g->b, bb);
        LLVMValueRef flat = LLVMBuildAddrSpaceCast(g->b, slot, g->ptr, name);
        LLVMReplaceAllUsesWith(i, flat);
        LLVMInstructionEraseFromParent(i);
      }
    }
}

/* Every global in the global address space (G1), reached as flat through a constant cast. */
static void global_address_space(Gpu *g) {
  Values globals = {0};
  for (LLVMValueRef v = LLVMGetFirstGlobal(g->m); v; v = LLVMGetNextGlobal(v))
    if (LLVMGetPointerAddressSpace(LLVMTypeOf(v)) == 0) ofe_vec_push(g->arena, &globals, v);
  for (size_t k = 0; k < globals.len; k++) {
    LLVMValueRef old = globals.items[k];
    const char *name = ofe_arena_strdup(g->arena, value_name(old));
    LLVMValueRef moved = LLVMAddGlobalInAddressSpace(g->m, LLVMGlobalGetValueType(old), "", AMDGPU_GLOBAL_AS);
    LLVMValueRef init = LLVMGetInitializer(old);
    if (init) LLVMSetInitializer(moved, init);
    LLVMSetLinkage(moved, LLVMGetLinkage(old));
    LLVMSetVisibility(moved, LLVMGetVisibility(old));
    LLVMSetGlobalConstant(moved, LLVMIsGlobalConstant(old));
    LLVMSetThreadLocal(moved, LLVMIsThreadLocal(old));
    LLVMSetAlignment(moved, LLVMGetAlignment(old));
    LLVMSetUnnamedAddress(moved, LLVMGetUnnamedAddress(old));
    if (LLVMGetSection(old)) LLVMSetSection(moved, LLVMGetSection(old));
    LLVMReplaceAllUsesWith(old, LLVMConstAddrSpaceCast(moved, g->ptr));
    LLVMDeleteGlobal(old);
    LLVMSetValueName2(moved, name, strlen(name));
  }
}

/* The code object version, stated twice: the module flag the back end writes and the value
 * the DeviceRTL reads (without it the link has an undefined symbol). */
static void code_object_version(Gpu *g) {
  LLVMValueRef version = LLVMConstInt(g->i32, AMDHSA_CODE_OBJECT_VERSION, false);
  LLVMAddModuleFlag(g->m, LLVMModuleFlagBehaviorError, "amdhsa_code_object_version", 26, LLVMValueAsMetadata(version));
  LLVMValueRef abi = LLVMAddGlobalInAddressSpace(g->m, g->i32, "__oclc_ABI_version", AMDGPU_CONSTANT_AS);
  LLVMSetInitializer(abi, version);
  LLVMSetLinkage(abi, LLVMWeakODRLinkage);
  LLVMSetVisibility(abi, LLVMHiddenVisibility);
  LLVMSetGlobalConstant(abi, true);
}

/* printf: the AMDGPU DeviceRTL prints through an RPC library Debian's LLVM 19 does not ship
 * (the image would not link), so a call of it is refused. */
static void check_printf_amdgcn(Gpu *g) {
  LLVMValueRef printf_fn = LLVMGetNamedFunction(g->m, "printf");
  if (!printf_fn || !LLVMGetFirstUse(printf_fn)) return;
  refuse_callers(g, printf_fn, "device code for %s calls '%s', which LLVM 19's AMDGPU device runtime can only do with an "
                               "RPC library Debian does not ship");
}

bool ofe_gpu_device_finish(LLVMModuleRef m, const OfeOffloadRegistry *reg, const char *triple, const char *arch, OfeDiag *diag,
                           OfeConstructFacts *facts) {
  bool amdgcn = ofe_code_target(triple) == OFE_TARGET_AMDGCN;
  Gpu g = {.m = m, .c = LLVMGetModuleContext(m), .diag = diag, .facts = facts, .triple = triple, .arena = reg->arena, .ok = true,
           .amdgcn = amdgcn, .default_threads = amdgcn ? AMDGCN_DEFAULT_THREADS : NVPTX_DEFAULT_THREADS};
  g.b = LLVMCreateBuilderInContext(g.c);
  g.dl = LLVMGetModuleDataLayout(m);
  g.ptr = LLVMPointerTypeInContext(g.c, 0);
  g.i8 = LLVMInt8TypeInContext(g.c);
  g.i16 = LLVMInt16TypeInContext(g.c);
  g.i32 = LLVMInt32TypeInContext(g.c);
  g.i64 = LLVMInt64TypeInContext(g.c);
  g.void_ = LLVMVoidTypeInContext(g.c);
  ofe_strmap_init(&g.parallel_microtasks, g.arena);
  ofe_strmap_init(&g.teams_kernels, g.arena);
  check_instructions(&g);
  if (g.amdgcn) check_printf_amdgcn(&g);
  if (g.ok) {
    globalize(&g);
    rewrite_runtime_calls(&g);
    ofe_device_complex_helpers(m); /* no libgcc on a GPU: complex * and / call ompfe's own */
    drop_entries(&g);
    if (!g.amdgcn) rewrite_printf(&g);
    keep_indirect_calls_generic(&g);
    for (size_t i = 0; i < reg->entries.len; i++) {
      if (reg->entries.items[i].kind != OFE_ENTRY_REGION) continue;
      make_kernel(&g, &reg->entries.items[i]);
      OfeConstructFact *fact = ofe_facts_find_kernel(facts, reg->entries.items[i].name);
      if (fact) fact->kernel_mode = "generic"; /* EXEC_MODE_GENERIC, as kernel_environment says */
    }
    drop_unused_declarations(&g);
    if (g.amdgcn) {
      private_allocas(&g);
      global_address_space(&g);
      code_object_version(&g);
    } else {
      align_dynamic_allocas(&g);
    }
    drop_stack_restores(&g);
    set_features(&g, arch);
    check_runtime_calls(&g);
  }
  LLVMDisposeBuilder(g.b);
  return g.ok;
}
