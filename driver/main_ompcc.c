/* ompcc: the driver, a stand-in for the clang-19 driver (CC=ompcc make). It parses the
   command line (options.c), finds ompfe and the LLVM tools (tools.c), plans the commands of
   the build (pipeline.c), then prints them (-###) or runs them (jobs.c), and finally removes
   its temporaries (temps.c). It links no LLVM: everything it does, it does by running tools. */
#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "driver/jobs.h"
#include "driver/messages.h"
#include "driver/options.h"
#include "driver/pipeline.h"
#include "driver/pool.h"
#include "driver/response_files.h"
#include "driver/temps.h"
#include "driver/tools.h"

#ifndef OMPFE_VERSION
#define OMPFE_VERSION "unknown"
#endif

typedef struct OfeDriver {
  OfePool pool;
  OfeDriverOptions options;
  OfeToolPaths tools;
  OfeTemps temps;
  bool temps_ready;
  OfeJobList jobs;
} OfeDriver;

static void remove_temporaries(void *context) {
  OfeDriver *driver = context;
  if (driver->temps_ready)
    ofe_temps_remove_all(&driver->temps);
}

static void print_version(FILE *out, const OfeToolPaths *tools) {
  fprintf(out, "ompcc (ompfe) version %s\nTarget: %s\nThread model: posix\nInstalledDir: %s\n", OMPFE_VERSION,
          tools->host_triple, tools->install_dir);
}

/* -dumpversion, -dumpmachine, -print-*: no input needed. clang-19 links ompcc's programs, so
   it answers what the link would use (ld, libraries, search directories). */
static int answer_query(OfeDriver *driver) {
  const OfeDriverOptions *options = &driver->options;
  switch (options->query) {
  case OFE_QUERY_VERSION:
    printf("%s\n", OMPFE_VERSION);
    return 0;
  case OFE_QUERY_MACHINE:
    printf("%s\n", driver->tools.host_triple);
    return 0;
  case OFE_QUERY_LINKER:
    break;
  case OFE_QUERY_NONE:
    return 1;
  }
  ofe_temps_init(&driver->temps, &driver->pool, NULL, options->dry_run);
  driver->temps_ready = true;
  ofe_jobs_init(&driver->jobs, &driver->pool);
  OfeJob *job = ofe_jobs_add(&driver->jobs, 0, OFE_TOOL_CLANG, driver->tools.clang);
  ofe_strlist_push(&job->argv, options->query_arg);
  if (options->dry_run) {
    ofe_jobs_print(&driver->jobs, stderr);
    return 0;
  }
  fflush(stdout);
  return ofe_jobs_run(&driver->jobs, &driver->temps, options->verbose);
}

/* Copies standard input ("-") to an intermediate file that the tools can read (and reread: an
   offloading compile reads its source once per side); C gets a line marker so that messages
   name <stdin>, as gcc's do. False after an error (reported). */
static bool read_standard_input(OfeDriver *driver) {
  OfeDriverOptions *options = &driver->options;
  for (size_t i = 0; i < options->input_count; i++) {
    OfeInput *input = &options->inputs[i];
    if (!input->from_stdin)
      continue;
    bool c = input->kind == OFE_INPUT_C;
    const char *suffix = c ? ".c" : input->kind == OFE_INPUT_PREPROCESSED_C ? ".i"
                               : input->kind == OFE_INPUT_LLVM_IR ? ".ll" : input->kind == OFE_INPUT_LINKER ? ".o" : ".s";
    const char *copy = ofe_temps_intermediate(&driver->temps, ofe_pool_printf(&driver->pool, "stdin%s", suffix), "stdin", suffix);
    if (!copy)
      return false;
    input->path = copy;
    if (options->dry_run)
      continue;
    FILE *out = fopen(copy, "w");
    if (!out) {
      ofe_driver_error("cannot write '%s': %s", copy, strerror(errno));
      return false;
    }
    if (c)
      fputs("# 1 \"<stdin>\"\n", out);
    char buffer[65536];
    size_t n;
    while ((n = fread(buffer, 1, sizeof buffer, stdin)) > 0)
      fwrite(buffer, 1, n, out);
    bool failed = ferror(stdin) || ferror(out);
    if (fclose(out) != 0 || failed) {
      ofe_driver_error("cannot copy standard input to '%s'", copy);
      return false;
    }
  }
  return true;
}

/* -save-temps=obj keeps intermediates beside the -o output; plain -save-temps in the cwd. */
static const char *save_dir_for(OfeDriver *driver) {
  const OfeDriverOptions *options = &driver->options;
  if (options->save_temps == OFE_SAVE_TEMPS_NONE)
    return NULL;
  const char *slash = options->output ? strrchr(options->output, '/') : NULL;
  if (options->save_temps == OFE_SAVE_TEMPS_CWD || !slash)
    return ".";
  if (slash == options->output)
    return "/";
  return ofe_pool_strndup(&driver->pool, options->output, (size_t)(slash - options->output));
}

static int run_driver(OfeDriver *driver, int argc, char **argv) {
  OfeDriverOptions *options = &driver->options;
  if (!ofe_expand_response_files(&driver->pool, &argc, &argv))
    return 1;
  if (!ofe_options_parse(options, &driver->pool, argc, argv))
    return 1;
  ofe_tools_find(&driver->tools, &driver->pool, argv[0]);
  if (options->show_help) {
    ofe_options_print_help(stdout);
    return 0;
  }
  if (options->show_version) {
    print_version(stdout, &driver->tools);
    return 0;
  }
  if (options->query != OFE_QUERY_NONE)
    return answer_query(driver);
  if (options->verbose || options->dry_run)
    print_version(stderr, &driver->tools);
  if (options->input_count == 0) {
    if (options->verbose) /* "ompcc -v" asks for the version, as with clang */
      return 0;
    ofe_driver_error("no input files");
    return 1;
  }

  ofe_temps_init(&driver->temps, &driver->pool, save_dir_for(driver), options->dry_run);
  driver->temps_ready = true;
  ofe_jobs_init(&driver->jobs, &driver->pool);
  if (!read_standard_input(driver))
    return 1;
  if (!ofe_pipeline_plan(options, &driver->tools, &driver->temps, &driver->jobs, &driver->pool))
    return 1;
  if (options->dry_run) {
    ofe_jobs_print(&driver->jobs, stderr);
    return 0;
  }
  return ofe_jobs_run(&driver->jobs, &driver->temps, options->verbose);
}

int main(int argc, char **argv) {
  sigset_t previous_mask;
  ofe_jobs_hold_termination_signals(&previous_mask); /* until the temporaries are gone */

  OfeDriver driver;
  memset(&driver, 0, sizeof driver);
  ofe_pool_init(&driver.pool, remove_temporaries, &driver);
  int status = run_driver(&driver, argc, argv);
  remove_temporaries(&driver);
  ofe_pool_release(&driver.pool);
  if (fflush(stdout) != 0 && status == 0)
    status = 1;

  ofe_jobs_release_termination_signals(&previous_mask); /* a pending Ctrl-C ends us here */
  return status;
}
