/* subprocess: run another program and wait for it, optionally redirecting or capturing its
   stdout. Shared by the driver (ompcc) and the compiler proper (ompfe); no LLVM inside. */
#ifndef OFE_SUBPROCESS_H
#define OFE_SUBPROCESS_H

#include <stddef.h>
#include <stdio.h>

typedef struct OfeSpawn {
  const char *stdout_path; /* NULL: inherit; else redirect stdout to this file (created/truncated) */
  char **captured;         /* non-NULL: capture stdout into a malloc'd NUL-terminated buffer (caller frees) */
  size_t *captured_len;    /* non-NULL (with captured): receives the captured length */
  const char *stdin_path;  /* NULL: inherit */
} OfeSpawn;

/* Runs argv (argv[0] searched in PATH; NULL-terminated), waits. `how` may be NULL. The child
   starts with no signals blocked. Returns the exit status 0..255, 128+signal when killed by a
   signal, or -1 when it could not be started (then *errno_out, if non-NULL, is set); asking
   for both stdout_path and captured is EINVAL. On -1 nothing is left in *captured. */
int ofe_spawn(const char *const *argv, const OfeSpawn *how, int *errno_out);

/* Starts argv with its stdout on a pipe, for output read while it is written: *read_end gets
   the pipe's read end (close-on-exec; the caller reads and closes it), and ofe_spawn_wait then
   reaps the child. Returns the child's pid, or -1 when it could not be started (then
   *errno_out, if non-NULL, is set). */
int ofe_spawn_reading(const char *const *argv, int *read_end, int *errno_out);
/* Waits for a child of ofe_spawn_reading: its exit status as ofe_spawn returns it. */
int ofe_spawn_wait(int pid);

/* Quote argv for display the way a shell would accept it (for -v / -###): words that need no
   quoting are printed bare, others in single quotes. One line, ending in a newline. */
void ofe_spawn_print(FILE *f, const char *const *argv);

#endif
