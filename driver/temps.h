/* temps: names for intermediate files (unique in $TMPDIR, or readable ones kept with
   -save-temps) and staging of final outputs, which are written beside their destination
   and renamed into place only when complete; everything left over is removed at exit. */
#ifndef OFE_DRIVER_TEMPS_H
#define OFE_DRIVER_TEMPS_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "driver/pool.h"

typedef struct OfeTemps {
  OfePool *pool;
  const char *temp_dir; /* $TMPDIR or /tmp */
  const char *save_dir; /* -save-temps: intermediates go here under readable names and stay */
  bool dry_run;         /* -###: names are made up (literal XXXXXX) and nothing is created */
  mode_t new_file_mode; /* 0666 minus the umask: what the tools would have created */
  const char **doomed;  /* files created here and removed at exit; NULL once renamed away */
  size_t doomed_count, doomed_capacity;
} OfeTemps;

/* save_dir NULL: no -save-temps. */
void ofe_temps_init(OfeTemps *temps, OfePool *pool, const char *save_dir, bool dry_run);

/* A path for an intermediate file: "<save_dir>/<readable_name>" with -save-temps, else a new
   unique "<temp_dir>/<stem>-XXXXXX<suffix>" removed at exit. NULL after an error (reported). */
const char *ofe_temps_intermediate(OfeTemps *temps, const char *readable_name, const char *stem,
                                   const char *suffix);

/* Where to write the final output `final_path` so that it appears complete or not at all: a
   new unique file in the same directory, renamed by ofe_temps_commit. Outputs that are not
   regular files (/dev/null, a FIFO) and "-" are written directly and returned as they are.
   NULL after an error (reported). */
const char *ofe_temps_stage_output(OfeTemps *temps, const char *final_path);

/* Moves a staged output into place (nothing to do when staged == final). False after an error. */
bool ofe_temps_commit(OfeTemps *temps, const char *staged, const char *final_path);

/* Removes every file still registered; safe to call more than once. */
void ofe_temps_remove_all(OfeTemps *temps);

#endif
