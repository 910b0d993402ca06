/* jobs: running is sequential and simple on purpose; a failed input does not stop the other
   inputs from compiling (every error gets reported, as clang does), but it stops the link.
   Outputs are renamed into place per chain, so an input's outputs appear together or not at all. */
#include "driver/jobs.h"

#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "driver/messages.h"
#include "driver/tools.h"
#include "support/subprocess.h"

static const int termination_signals[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT};
enum { TERMINATION_SIGNAL_COUNT = sizeof termination_signals / sizeof termination_signals[0] };

void ofe_jobs_hold_termination_signals(sigset_t *previous_mask) {
  sigset_t signals;
  sigemptyset(&signals);
  for (int i = 0; i < TERMINATION_SIGNAL_COUNT; i++)
    sigaddset(&signals, termination_signals[i]);
  sigprocmask(SIG_BLOCK, &signals, previous_mask);
}

void ofe_jobs_release_termination_signals(const sigset_t *previous_mask) {
  sigprocmask(SIG_SETMASK, previous_mask, NULL);
}

/* Whether the user asked the driver to stop (a held termination signal is pending). */
static bool termination_requested(void) {
  sigset_t pending;
  if (sigpending(&pending) != 0)
    return false;
  for (int i = 0; i < TERMINATION_SIGNAL_COUNT; i++) {
    if (sigismember(&pending, termination_signals[i]) == 1)
      return true;
  }
  return false;
}

void ofe_jobs_init(OfeJobList *list, OfePool *pool) {
  memset(list, 0, sizeof *list);
  list->pool = pool;
}

OfeJob *ofe_jobs_add(OfeJobList *list, size_t chain, const char *tool_name, const char *program) {
  if (list->count == list->capacity) {
    list->capacity = list->capacity ? list->capacity * 2 : 16;
    list->jobs = ofe_pool_realloc(list->pool, list->jobs, list->capacity * sizeof *list->jobs);
  }
  OfeJob *job = &list->jobs[list->count++];
  memset(job, 0, sizeof *job);
  job->tool_name = tool_name;
  job->chain = chain;
  ofe_strlist_init(&job->argv, list->pool);
  ofe_strlist_push(&job->argv, program);
  return job;
}

void ofe_jobs_print(OfeJobList *list, FILE *out) {
  for (size_t i = 0; i < list->count; i++)
    ofe_spawn_print(out, ofe_strlist_argv(&list->jobs[i].argv));
}

/* Says why a job failed, unless the tool already did: ompfe prints its own diagnostics and
   exits 1. */
static void report_failure(const OfeJob *job, int status, int spawn_errno) {
  if (status < 0) {
    const char *remedy = spawn_errno == ENOENT ? ofe_tool_remedy(job->tool_name) : NULL;
    ofe_driver_error("unable to execute '%s': %s%s%s%s", job->argv.items[0], strerror(spawn_errno),
                     remedy ? " (" : "", remedy ? remedy : "", remedy ? ")" : "");
    return;
  }
  if (strcmp(job->tool_name, OFE_TOOL_OMPFE) == 0 && status == 1)
    return;
  if (status > 128 && status < 128 + 65)
    ofe_driver_error("%s command failed with exit status %d (killed by signal %d?) (use -v to see invocation)",
                     job->tool_name, status, status - 128);
  else
    ofe_driver_error("%s command failed with exit status %d (use -v to see invocation)", job->tool_name, status);
}

/* Renames the staged outputs of jobs [first, end) into place. False after an error. */
static bool commit_outputs(OfeJobList *list, size_t first, size_t end, OfeTemps *temps) {
  bool committed = true;
  for (size_t i = first; i < end; i++) {
    const OfeJob *job = &list->jobs[i];
    if (job->writes && job->final_path && !ofe_temps_commit(temps, job->writes, job->final_path))
      committed = false;
  }
  return committed;
}

int ofe_jobs_run(OfeJobList *list, OfeTemps *temps, bool verbose) {
  int first_failure = 0;
  size_t i = 0;
  while (i < list->count) {
    /* One chain at a time: its outputs appear together, and only if all of its jobs succeed
       (a device compile still reads the staged host bitcode of -c -emit-llvm). */
    size_t chain_end = i + 1;
    while (chain_end < list->count && list->jobs[chain_end].chain == list->jobs[i].chain)
      chain_end++;
    if (list->jobs[i].needs_all_before && first_failure)
      break;
    int chain_status = 0;
    for (size_t j = i; j < chain_end && chain_status == 0; j++) {
      OfeJob *job = &list->jobs[j];
      const char *const *argv = ofe_strlist_argv(&job->argv);
      if (verbose) {
        ofe_spawn_print(stderr, argv);
        fflush(stderr);
      }
      if (job->needs_program && access(job->needs_program, X_OK) != 0) {
        const char *name = strrchr(job->needs_program, '/') ? strrchr(job->needs_program, '/') + 1 : job->needs_program;
        const char *remedy = ofe_tool_remedy(name);
        ofe_driver_error("'%s' not found: %s runs it%s%s%s", job->needs_program, job->tool_name,
                         remedy ? " (" : "", remedy ? remedy : "", remedy ? ")" : "");
        chain_status = -1;
        break;
      }
      int spawn_errno = 0;
      chain_status = ofe_spawn(argv, NULL, &spawn_errno);
      if (termination_requested())
        return chain_status > 0 ? chain_status : 1; /* interrupted: no message, no more jobs */
      if (chain_status != 0)
        report_failure(job, chain_status, spawn_errno);
    }
    if (chain_status == 0 && !commit_outputs(list, i, chain_end, temps))
      chain_status = 1;
    if (chain_status != 0 && !first_failure)
      first_failure = chain_status < 0 ? 1 : chain_status;
    i = chain_end;
  }
  return first_failure;
}
