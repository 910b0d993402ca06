/* temps: every file the driver creates is registered at creation, so a failure anywhere (or
   running out of memory) can remove it. Staged outputs are created with mkstemps and given
   the permissions a tool would have used, since some tools rewrite a file in place. */
#include "driver/temps.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "driver/messages.h"

void ofe_temps_init(OfeTemps *temps, OfePool *pool, const char *save_dir, bool dry_run) {
  memset(temps, 0, sizeof *temps);
  temps->pool = pool;
  const char *tmpdir = getenv("TMPDIR");
  temps->temp_dir = tmpdir && tmpdir[0] ? tmpdir : "/tmp";
  temps->save_dir = save_dir;
  temps->dry_run = dry_run;
  mode_t mask = umask(0); /* the only way to read the umask is to set it */
  umask(mask);
  temps->new_file_mode = 0666 & ~mask;
}

static void register_doomed(OfeTemps *temps, const char *path) {
  if (temps->doomed_count == temps->doomed_capacity) {
    temps->doomed_capacity = temps->doomed_capacity ? temps->doomed_capacity * 2 : 16;
    temps->doomed = ofe_pool_realloc(temps->pool, (void *)temps->doomed,
                                     temps->doomed_capacity * sizeof *temps->doomed);
  }
  temps->doomed[temps->doomed_count++] = path;
}

/* Creates a unique file from `template` (ending in XXXXXX then `suffix_length` characters);
   `purpose` names it in an error: the output it stands for, or NULL for an intermediate. */
static const char *create_unique(OfeTemps *temps, char *template, size_t suffix_length, const char *purpose) {
  if (temps->dry_run)
    return template;
  int fd = mkstemps(template, (int)suffix_length);
  if (fd < 0) {
    if (purpose)
      ofe_driver_error("cannot write output '%s': %s", purpose, strerror(errno));
    else
      ofe_driver_error("cannot create a temporary file '%s': %s", template, strerror(errno));
    return NULL;
  }
  /* mkstemps makes 0600 files; an output must look as if the tool had created it. */
  if (purpose)
    fchmod(fd, temps->new_file_mode);
  close(fd);
  register_doomed(temps, template);
  return template;
}

const char *ofe_temps_intermediate(OfeTemps *temps, const char *readable_name, const char *stem,
                                   const char *suffix) {
  if (temps->save_dir) {
    if (strcmp(temps->save_dir, ".") == 0)
      return readable_name;
    return ofe_pool_printf(temps->pool, "%s/%s", temps->save_dir, readable_name);
  }
  char *template = ofe_pool_printf(temps->pool, "%s/%s-XXXXXX%s", temps->temp_dir, stem, suffix);
  return create_unique(temps, template, strlen(suffix), NULL);
}

const char *ofe_temps_stage_output(OfeTemps *temps, const char *final_path) {
  if (strcmp(final_path, "-") == 0)
    return final_path;
  struct stat info;
  if (stat(final_path, &info) == 0 && !S_ISREG(info.st_mode)) {
    if (S_ISDIR(info.st_mode)) {
      ofe_driver_error("cannot write output '%s': it is a directory", final_path);
      return NULL;
    }
    return final_path; /* renaming over /dev/null would replace the device */
  }
  const char *slash = strrchr(final_path, '/');
  const char *base = slash ? slash + 1 : final_path;
  int dir_length = slash ? (int)(slash - final_path) : 1;
  const char *dir = slash ? final_path : ".";
  if (slash == final_path)
    dir_length = 0; /* an output in "/" */
  char *template = ofe_pool_printf(temps->pool, "%.*s/.%s-XXXXXX.tmp", dir_length, dir, base);
  return create_unique(temps, template, strlen(".tmp"), final_path);
}

bool ofe_temps_commit(OfeTemps *temps, const char *staged, const char *final_path) {
  if (staged == final_path || strcmp(staged, final_path) == 0 || temps->dry_run)
    return true;
  if (rename(staged, final_path) != 0) {
    ofe_driver_error("cannot write output '%s': %s", final_path, strerror(errno));
    return false;
  }
  for (size_t i = 0; i < temps->doomed_count; i++) {
    if (temps->doomed[i] && strcmp(temps->doomed[i], staged) == 0)
      temps->doomed[i] = NULL; /* it is the output now */
  }
  return true;
}

void ofe_temps_remove_all(OfeTemps *temps) {
  for (size_t i = 0; i < temps->doomed_count; i++) {
    if (temps->doomed[i])
      unlink(temps->doomed[i]);
    temps->doomed[i] = NULL;
  }
}
