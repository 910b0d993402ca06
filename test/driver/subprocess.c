// Unit test of the shared subprocess module (support/subprocess.c), built on its own.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: %clang -std=c11 -D_GNU_SOURCE -Wall -Wextra -Werror -I%srcroot %srcroot/support/subprocess.c %s -o %t
// RUN: %t %t.dir | FileCheck %s
#include "support/subprocess.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int run_sh(const char *script, const OfeSpawn *how, int *error) {
  const char *argv[] = {"sh", "-c", script, NULL};
  return ofe_spawn(argv, how, error);
}

static void print_file(const char *path) {
  char line[256] = "";
  FILE *f = fopen(path, "r");
  size_t got = f ? fread(line, 1, sizeof line - 1, f) : 0;
  line[got] = '\0';
  if (f)
    fclose(f);
  printf("file: [%s]\n", line);
}

int main(int argc, char **argv) {
  if (argc < 2)
    return 2;
  const char *dir = argv[1];
  char path[4096], input[4096];
  snprintf(path, sizeof path, "%s/out.txt", dir);
  snprintf(input, sizeof input, "%s/in.txt", dir);
  int error = 0;

  // CHECK: exit: 0 7 255
  printf("exit: %d %d %d\n", run_sh("exit 0", NULL, NULL), run_sh("exit 7", NULL, NULL), run_sh("exit 255", NULL, NULL));
  // CHECK-NEXT: signal: 143 137
  printf("signal: %d %d\n", run_sh("kill -TERM $$", NULL, NULL), run_sh("kill -KILL $$", NULL, NULL));

  // CHECK-NEXT: missing: -1 ENOENT=1
  const char *missing[] = {"no-such-program-for-ompfe-tests", NULL};
  error = 0;
  printf("missing: %d ENOENT=%d\n", ofe_spawn(missing, NULL, &error), error == ENOENT);

  // Megabytes through the capture pipe: read to the end before waiting, so no deadlock.
  // CHECK-NEXT: capture: status=0 length=8000000 all-a=1 terminated=1
  char *captured = NULL;
  size_t length = 0;
  OfeSpawn capture = {.captured = &captured, .captured_len = &length};
  int status = run_sh("head -c 8000000 /dev/zero | tr '\\0' a", &capture, NULL);
  size_t a_count = 0;
  for (size_t i = 0; captured && i < length; i++)
    a_count += captured[i] == 'a';
  printf("capture: status=%d length=%zu all-a=%d terminated=%d\n", status, length, a_count == length,
         captured && captured[length] == '\0');
  free(captured);

  // CHECK-NEXT: capture empty: status=3 length=0 buffer=1
  captured = NULL;
  length = 99;
  status = run_sh("exit 3", &capture, NULL);
  printf("capture empty: status=%d length=%zu buffer=%d\n", status, length, captured != NULL && captured[0] == '\0');
  free(captured);

  // Redirection truncates.
  // CHECK-NEXT: redirect: 0 0
  // CHECK-NEXT: file: [hi]
  OfeSpawn redirect = {.stdout_path = path};
  int first = run_sh("echo 'a much longer line'", &redirect, NULL);
  printf("redirect: %d %d\n", first, run_sh("printf hi", &redirect, NULL));
  print_file(path);

  // CHECK-NEXT: stdin: 0 [hi]
  OfeSpawn from_file = {.stdin_path = path, .captured = &captured, .captured_len = &length};
  const char *cat[] = {"cat", NULL};
  status = ofe_spawn(cat, &from_file, NULL);
  printf("stdin: %d [%s]\n", status, captured ? captured : "(null)");
  free(captured);

  // CHECK-NEXT: bad redirect: -1 ENOENT=1
  snprintf(input, sizeof input, "%s/no/such/dir/out.txt", dir);
  OfeSpawn nowhere = {.stdout_path = input};
  error = 0;
  printf("bad redirect: %d ENOENT=%d\n", run_sh("true", &nowhere, &error), error == ENOENT);

  // CHECK-NEXT: both: -1 EINVAL=1
  OfeSpawn both = {.stdout_path = path, .captured = &captured};
  error = 0;
  printf("both: %d EINVAL=%d\n", run_sh("true", &both, &error), error == EINVAL);

  // A parent that holds signals (as the driver does) does not pass that on to the child.
  // CHECK-NEXT: blocked in parent: 143
  sigset_t term;
  sigemptyset(&term);
  sigaddset(&term, SIGTERM);
  sigprocmask(SIG_BLOCK, &term, NULL);
  printf("blocked in parent: %d\n", run_sh("kill -TERM $$; exit 0", NULL, NULL));
  fflush(stdout);

  // CHECK-NEXT: ompfe -c a 'b c' 'it'\''s' '' x=1,y:z/w@%+ '$HOME' '*'
  const char *shown[] = {"ompfe", "-c", "a", "b c", "it's", "", "x=1,y:z/w@%+", "$HOME", "*", NULL};
  ofe_spawn_print(stdout, shown);
  return 0;
}
