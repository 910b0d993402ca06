/* replay_main: runs a fuzz target's LLVMFuzzerTestOneInput over files and directories of
 * inputs without libFuzzer, so that the regular build (gcc or clang, sanitized or not)
 * replays fuzz/regressions/ in its tests: a defect that comes back crashes this program.
 *
 *   fuzz_source_replay FILE|DIR...   (prints how many inputs ran) */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static int replay_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) {
    perror(path);
    return -1;
  }
  size_t cap = 4096, len = 0;
  uint8_t *buf = malloc(cap);
  size_t n;
  while (buf && (n = fread(buf + len, 1, cap - len, f)) > 0) {
    len += n;
    if (len == cap) buf = realloc(buf, cap *= 2);
  }
  fclose(f);
  if (!buf) return -1;
  fprintf(stderr, "replay: %s (%zu bytes)\n", path, len);
  /* a copy of exactly the input's size, as libFuzzer hands it, so that ASan sees overreads */
  uint8_t *exact = malloc(len ? len : 1);
  memcpy(exact, buf, len);
  free(buf);
  LLVMFuzzerTestOneInput(exact, len);
  free(exact);
  return 1;
}

static int compare_names(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

/* The files of a directory, in name order (so that runs are repeatable). */
static int replay_dir(const char *path) {
  DIR *d = opendir(path);
  if (!d) {
    perror(path);
    return -1;
  }
  char **names = NULL;
  size_t count = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    names = realloc(names, (count + 1) * sizeof *names);
    names[count++] = strdup(e->d_name);
  }
  closedir(d);
  qsort(names, count, sizeof *names, compare_names);
  int ran = 0;
  for (size_t i = 0; i < count; i++) {
    size_t n = strlen(path) + strlen(names[i]) + 2;
    char *full = malloc(n);
    snprintf(full, n, "%s/%s", path, names[i]);
    struct stat st;
    if (stat(full, &st) == 0 && S_ISREG(st.st_mode)) {
      int r = replay_file(full);
      if (r < 0) ran = -1;
      else if (ran >= 0) ran += r;
    }
    free(full);
    free(names[i]);
  }
  free(names);
  return ran;
}

int main(int argc, char **argv) {
  if (argc < 2) {
    fprintf(stderr, "usage: %s FILE|DIR...\n", argv[0]);
    return 2;
  }
  int total = 0;
  for (int i = 1; i < argc; i++) {
    struct stat st;
    int r = stat(argv[i], &st) == 0 && S_ISDIR(st.st_mode) ? replay_dir(argv[i]) : replay_file(argv[i]);
    if (r < 0) return 1;
    total += r;
  }
  printf("replayed %d inputs\n", total);
  return 0;
}
