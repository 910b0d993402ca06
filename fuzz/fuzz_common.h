/* fuzz_common: what both libFuzzer targets share: running a compile on a thread with a big
 * stack (as ompfe's main does, stack_guard.h), and a diagnostic handler that stays quiet but
 * turns an internal error into a crash the fuzzer keeps. */
#ifndef OFE_FUZZ_COMMON_H
#define OFE_FUZZ_COMMON_H

#include <ompfe.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* The tree walkers recurse as deep as the input nests and stop near the end of the stack;
 * a compile gets what ompfe's main gives it. Pages are only used when touched. */
enum { FUZZ_COMPILE_STACK = 512 << 20 };

typedef void (*FuzzWork)(void *arg);

typedef struct FuzzThread {
  FuzzWork work;
  void *arg;
} FuzzThread;

static void *fuzz_thread_main(void *p) {
  FuzzThread *t = p;
  t->work(t->arg);
  return NULL;
}

static inline void fuzz_on_big_stack(FuzzWork work, void *arg) {
  FuzzThread t = {work, arg};
  pthread_attr_t attr;
  pthread_t thread;
  if (pthread_attr_init(&attr) != 0 || pthread_attr_setstacksize(&attr, FUZZ_COMPILE_STACK) != 0 ||
      pthread_create(&thread, &attr, fuzz_thread_main, &t) != 0) {
    fprintf(stderr, "fuzz: cannot start the compile thread\n");
    abort();
  }
  pthread_attr_destroy(&attr);
  pthread_join(thread, NULL);
}

/* An MLIR verifier message: "'llvm.store' op ...". */
static inline bool fuzz_is_verifier_message(const char *m) {
  if (*m++ != '\'') return false;
  const char *end = strchr(m, '\'');
  return end && end > m && memchr(m, '.', (size_t)(end - m)) && !strncmp(end, "' op ", 5);
}

/* Messages are not printed (they would cost more than the compile). An input may be
 * rejected with any error of the user's; ompfe's own defects must crash: what ompfe labels
 * "internal error", what the MLIR verifier says of the emitted IR, and (user_data non-NULL:
 * a device compile with its own host compile's IR) a disagreement with the host IR. */
static inline void fuzz_diagnostic(const OmpfeDiagnostic *d, void *user_data) {
  if (getenv("OMPFE_FUZZ_VERBOSE"))
    fprintf(stderr, "%s:%u:%u: %s\n", d->file ? d->file : "-", d->line, d->column, d->message);
  if (d->level != OMPFE_DIAGNOSTIC_ERROR) return;
  /* at the start of the message, where ompfe puts them: the rest may quote the input */
  if (!strncmp(d->message, "internal error", 14) || fuzz_is_verifier_message(d->message) ||
      (user_data && (!strncmp(d->message, "the host IR file", 16) || strstr(d->message, "' is not in the host IR file '")))) {
    fprintf(stderr, "fuzz: a defect of ompfe's: %s\n", d->message);
    abort();
  }
}

#endif
