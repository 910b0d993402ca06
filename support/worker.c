/* worker: see worker.h. */
#include "support/worker.h"

static void *run_on_thread(void *worker) {
  OfeWorker *w = worker;
  w->run(w->arg);
  return NULL;
}

void ofe_worker_start(OfeWorker *w, void (*run)(void *), void *arg) {
  *w = (OfeWorker){.run = run, .arg = arg};
  w->on_thread = pthread_create(&w->thread, NULL, run_on_thread, w) == 0;
  if (!w->on_thread) run(arg);
}

void ofe_worker_wait(OfeWorker *w) {
  if (!w->on_thread) return;
  pthread_join(w->thread, NULL);
  w->on_thread = false;
}
