/* subprocess: posix_spawnp + waitpid, with stdout redirected to a file or captured through a
   pipe that is read to the end before waiting, so a child writing megabytes never blocks. */
#include "support/subprocess.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

/* Exit status as a shell reports it: the code, or 128 + the signal that killed the child. */
static int status_from_wait(int wait_status) {
  if (WIFEXITED(wait_status))
    return WEXITSTATUS(wait_status);
  if (WIFSIGNALED(wait_status))
    return 128 + WTERMSIG(wait_status);
  return 255;
}

static int wait_for_child(pid_t pid) {
  int wait_status = 0;
  while (waitpid(pid, &wait_status, 0) < 0) {
    if (errno != EINTR)
      return 255;
  }
  return status_from_wait(wait_status);
}

/* Reads fd to end of file into a growing buffer. When memory runs out it keeps draining the
   pipe (so the child can finish) and reports ENOMEM. Returns 0 or an errno value. */
static int read_to_end(int fd, char **out, size_t *out_len) {
  size_t capacity = 0, length = 0;
  char *buffer = NULL;
  int error = 0;
  for (;;) {
    if (!error && capacity - length < 4096) {
      size_t grown = capacity ? capacity * 2 : 65536;
      char *bigger = realloc(buffer, grown + 1);
      if (!bigger)
        error = ENOMEM;
      else {
        buffer = bigger;
        capacity = grown;
      }
    }
    char scratch[4096];
    char *into = error ? scratch : buffer + length;
    size_t room = error ? sizeof scratch : capacity - length;
    ssize_t got = read(fd, into, room);
    if (got < 0) {
      if (errno == EINTR)
        continue;
      if (!error)
        error = errno;
      break;
    }
    if (got == 0)
      break;
    if (!error)
      length += (size_t)got;
  }
  if (error) {
    free(buffer);
    return error;
  }
  if (!buffer && !(buffer = malloc(1)))
    return ENOMEM;
  buffer[length] = '\0';
  *out = buffer;
  *out_len = length;
  return 0;
}

/* Starts argv with stdout as `how` says, or on a pipe whose read end goes to *read_end when
   read_end is non-NULL. Returns the child's pid, or -1 with *error set. */
static pid_t start_child(const char *const *argv, const OfeSpawn *how, int *read_end, int *error_out) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int capture_pipe[2] = {-1, -1};
  int error = posix_spawn_file_actions_init(&actions);
  if (error) {
    *error_out = error;
    return -1;
  }
  error = posix_spawnattr_init(&attributes);
  if (error) {
    posix_spawn_file_actions_destroy(&actions);
    *error_out = error;
    return -1;
  }

  /* A caller (the driver) may block signals around its children; the child must not inherit that. */
  sigset_t no_signals;
  sigemptyset(&no_signals);
  error = posix_spawnattr_setsigmask(&attributes, &no_signals);
  if (!error)
    error = posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETSIGMASK);

  if (!error && read_end) {
    /* Close-on-exec keeps the read end (and stray copies) out of the child; dup2 clears it on fd 1. */
    if (pipe2(capture_pipe, O_CLOEXEC) != 0)
      error = errno;
    else
      error = posix_spawn_file_actions_adddup2(&actions, capture_pipe[1], STDOUT_FILENO);
  }
  if (!error && how->stdout_path)
    error = posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, how->stdout_path,
                                             O_WRONLY | O_CREAT | O_TRUNC, 0666);
  if (!error && how->stdin_path)
    error = posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, how->stdin_path, O_RDONLY, 0);

  pid_t pid = -1;
  if (!error)
    error = posix_spawnp(&pid, argv[0], &actions, &attributes, (char *const *)argv, environ);
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attributes);
  if (capture_pipe[1] >= 0)
    close(capture_pipe[1]); /* else the reader never sees end of file */

  if (error) {
    if (capture_pipe[0] >= 0)
      close(capture_pipe[0]);
    *error_out = error;
    return -1;
  }
  if (read_end)
    *read_end = capture_pipe[0];
  return pid;
}

int ofe_spawn(const char *const *argv, const OfeSpawn *how, int *errno_out) {
  static const OfeSpawn inherit_all = {0};
  if (!how)
    how = &inherit_all;
  int error = EINVAL, read_end = -1;
  pid_t pid = -1;
  if (argv && argv[0] && !(how->stdout_path && how->captured))
    pid = start_child(argv, how, how->captured ? &read_end : NULL, &error);
  if (pid < 0) {
    if (errno_out)
      *errno_out = error;
    return -1;
  }

  char *captured = NULL;
  size_t captured_len = 0;
  int read_error = 0;
  if (how->captured) {
    read_error = read_to_end(read_end, &captured, &captured_len);
    close(read_end);
  }
  int status = wait_for_child(pid);
  if (read_error) {
    if (errno_out)
      *errno_out = read_error;
    return -1;
  }
  if (how->captured) {
    *how->captured = captured;
    if (how->captured_len)
      *how->captured_len = captured_len;
  }
  return status;
}

int ofe_spawn_reading(const char *const *argv, int *read_end, int *errno_out) {
  static const OfeSpawn inherit_all = {0};
  int error = EINVAL;
  pid_t pid = argv && argv[0] ? start_child(argv, &inherit_all, read_end, &error) : -1;
  if (pid < 0 && errno_out)
    *errno_out = error;
  return pid;
}

int ofe_spawn_wait(int pid) { return wait_for_child(pid); }

/* Characters a POSIX shell leaves alone in an unquoted word. */
static int needs_no_quoting(const char *word) {
  if (!*word)
    return 0;
  for (const char *c = word; *c; c++) {
    if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_@%+=:,./-", *c))
      return 0;
  }
  return 1;
}

void ofe_spawn_print(FILE *f, const char *const *argv) {
  for (size_t i = 0; argv && argv[i]; i++) {
    if (i)
      fputc(' ', f);
    if (needs_no_quoting(argv[i])) {
      fputs(argv[i], f);
      continue;
    }
    fputc('\'', f);
    for (const char *c = argv[i]; *c; c++) {
      if (*c == '\'')
        fputs("'\\''", f);
      else
        fputc(*c, f);
    }
    fputc('\'', f);
  }
  fputc('\n', f);
}
