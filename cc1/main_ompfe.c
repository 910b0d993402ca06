/* ompfe: the compiler proper (like clang -cc1). One translation unit, one mode (host or
 * device), one output; ompcc runs it once for the host and once per offload target. */
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include "cc1/compile.h"
#include "options/options.h"

/* The tree walkers recurse as deep as the source nests (stack_guard.h): compile on a thread
 * with room for that, as clang does for deep templates. Pages are only used when touched. */
enum { COMPILE_STACK = 512 << 20 };

typedef struct CompileRun {
  OfeCtx *ctx;
  int status;
} CompileRun;

static void *compile_thread(void *arg) {
  CompileRun *run = arg;
  run->status = ofe_compile_main(run->ctx);
  return NULL;
}

static int compile_on_big_stack(OfeCtx *ctx) {
  CompileRun run = {ctx, 1};
  pthread_attr_t attr;
  pthread_t thread;
  size_t stack = ctx->opts->compile_stack_mb ? (size_t)ctx->opts->compile_stack_mb << 20 : COMPILE_STACK;
  bool started = pthread_attr_init(&attr) == 0 && pthread_attr_setstacksize(&attr, stack) == 0 &&
                 pthread_create(&thread, &attr, compile_thread, &run) == 0;
  pthread_attr_destroy(&attr);
  if (!started) return ofe_compile_main(ctx); /* no room for the thread: the guard still holds */
  pthread_join(thread, NULL);
  return run.status;
}

/* AddressSanitizer, as gcc (__SANITIZE_ADDRESS__) and clang (__has_feature) announce it */
#if defined(__SANITIZE_ADDRESS__)
#define OFE_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define OFE_UNDER_ASAN 1
#endif
#endif
#ifndef OFE_UNDER_ASAN
#define OFE_UNDER_ASAN 0
#endif

/* glibc maps each block above a threshold that starts at 128 KiB on its own, and unmaps it
 * when freed; a compile frees and grows tables of a few MiB all along (hash tables, the
 * translation's maps), so their pages were faulted in again and again. Kept in the heap, they
 * are reused: a generated 40k-line file's host compile took 53.6k -> 39.2k page faults,
 * 0.12 -> 0.07 s of system time and ~2-3% less wall time, for 1.5% more peak memory (SQLite's
 * amalgamation: 47.0k -> 43.8k faults). A
 * process setting: the in-process API leaves its host program's malloc as it is. */
static void keep_large_blocks_in_heap(void) {
  mallopt(M_MMAP_THRESHOLD, 4 << 20);
  mallopt(M_TRIM_THRESHOLD, 8 << 20);
}

int main(int argc, char **argv) {
  keep_large_blocks_in_heap();
  OfeOptions opts;
  ofe_options_defaults(&opts);
  /* how a test suite turns verification on for every compile a driver makes */
  const char *verify = getenv("OMPFE_VERIFY_EACH");
  if (verify && *verify) opts.verify_each = verify[0] != '0';
#if !OFE_UNDER_ASAN
  /* the process ends right after the compile: freeing is the kernel's job (not under ASan,
   * whose leak check must see everything released) */
  opts.disable_free = true;
#endif
  OfeCtx ctx;
  ofe_ctx_init(&ctx, &opts, "ompfe");
  bool exit_now = false;
  int status = 1;
  if (!ofe_options_parse(&opts, &ctx.lasting, &ctx.diag, argc, argv, &exit_now, &status)) {
    ofe_ctx_free(&ctx);
    return 1;
  }
  if (!exit_now) status = compile_on_big_stack(&ctx);
  if (!opts.disable_free) ofe_ctx_free(&ctx);
  return status;
}
