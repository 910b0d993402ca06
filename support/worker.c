/* worker: see worker.h. */
#include "support/worker.h"

#include <stddef.h>

static void *run_on_thread(void *worker) {
  OfeWorker *w = worker;
  w->run(w->arg);
  return NULL;
}

/* The caller's stack size, which the worker gets too: what it runs may recurse as deep as the
 * caller's work does (ompfe compiles on a thread with a large stack; pages are touched only
 * when used). 0: the default. */
static size_t callers_stack(void) {
  pthread_attr_t attr;
  size_t size = 0;
  if (pthread_getattr_np(pthread_self(), &attr) != 0) return 0;
  if (pthread_attr_getstacksize(&attr, &size) != 0) size = 0;
  pthread_attr_destroy(&attr);
  return size;
}

void ofe_worker_start(OfeWorker *w, void (*run)(void *), void *arg) {
  *w = (OfeWorker){.run = run, .arg = arg};
  pthread_attr_t attr;
  size_t stack = callers_stack();
  if (pthread_attr_init(&attr) == 0) {
    if (stack == 0 || pthread_attr_setstacksize(&attr, stack) == 0)
      w->on_thread = pthread_create(&w->thread, &attr, run_on_thread, w) == 0;
    pthread_attr_destroy(&attr);
  }
  if (!w->on_thread) run(arg);
}

void ofe_worker_wait(OfeWorker *w) {
  if (!w->on_thread) return;
  pthread_join(w->thread, NULL);
  w->on_thread = false;
}
