/* jobs: the commands a build consists of, in order, each with the output it writes; printed
   for -### and -v, run one after another, stopping an input's chain at its first failure. */
#ifndef OFE_DRIVER_JOBS_H
#define OFE_DRIVER_JOBS_H

#include <signal.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "driver/pool.h"
#include "driver/strlist.h"
#include "driver/temps.h"

typedef struct OfeJob {
  const char *tool_name;   /* for messages: an OFE_TOOL_* name */
  OfeStrList argv;
  const char *writes;      /* the file the command writes (NULL: stdout) */
  const char *final_path;  /* where `writes` is renamed to once its whole chain succeeded */
  size_t chain;            /* the (consecutive) jobs of one input; a failure skips the rest */
  bool needs_all_before;   /* the link: runs only when every earlier job succeeded */
  const char *needs_program; /* a program the tool runs in turn (the linker wrapper), checked first
                                so that a missing one is named with its package; NULL: none */
} OfeJob;

typedef struct OfeJobList {
  OfePool *pool;
  OfeJob *jobs;
  size_t count, capacity;
} OfeJobList;

void ofe_jobs_init(OfeJobList *list, OfePool *pool);
/* A new job running `program` (its argv[0]); the caller appends arguments and outputs. */
OfeJob *ofe_jobs_add(OfeJobList *list, size_t chain, const char *tool_name, const char *program);
void ofe_jobs_print(OfeJobList *list, FILE *out);
/* Runs the jobs, chain by chain, committing a chain's outputs when all of it succeeded; a
   failed chain does not stop the next ones, but stops the link. Returns 0, or the exit status of the first failure (1 when a tool could not
   be started or an output could not be moved into place). */
int ofe_jobs_run(OfeJobList *list, OfeTemps *temps, bool verbose);

/* Ctrl-C reaches the running tool too. Holding the termination signals (INT, TERM, HUP, QUIT)
   while jobs run lets the driver stop after the current job and remove its temporaries first;
   releasing them (restoring *previous_mask) then ends the driver as the signal would. */
void ofe_jobs_hold_termination_signals(sigset_t *previous_mask);
void ofe_jobs_release_termination_signals(const sigset_t *previous_mask);

#endif
