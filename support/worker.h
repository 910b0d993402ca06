/* worker: one function run on a thread beside the caller, then waited for. Where no thread
 * can be made, the function runs in place when started, so a caller's result never depends on
 * whether it got one. The thread gets a stack as large as its starter's. The caller shares
 * nothing with the function while it runs but what it handed over. */
#ifndef OFE_WORKER_H
#define OFE_WORKER_H

#include <pthread.h>
#include <stdbool.h>

typedef struct OfeWorker {
  void (*run)(void *);
  void *arg;
  pthread_t thread;
  bool on_thread; /* started on a thread not yet waited for */
} OfeWorker;

/* Runs run(arg) on a new thread, or here (returning when it is done). */
void ofe_worker_start(OfeWorker *w, void (*run)(void *), void *arg);
/* Waits for what ofe_worker_start began; nothing when it ran in place or was waited for. */
void ofe_worker_wait(OfeWorker *w);

#endif
