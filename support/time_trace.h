/* time_trace: -ftime-trace's file, a compile's stage times in the Chrome trace format as
 * clang-19 writes its own (chrome://tracing, Perfetto and speedscope read it): one complete
 * event ("ph":"X") per stage, laid end to end from the compile's start, an ExecuteCompiler
 * event around them, a "Total <stage>" event per stage, and the process's name. */
#ifndef OFE_TIME_TRACE_H
#define OFE_TIME_TRACE_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "support/clock.h"

/* The length of `path` less its file name's extension (a leading dot is no extension): a trace
 * named after a file is "%.*s.json" of it, ompfe's own default and ompcc's names alike. */
static inline size_t ofe_time_trace_stem_len(const char *path) {
  const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
  const char *dot = strrchr(name, '.');
  return dot && dot != name ? (size_t)(dot - path) : strlen(path);
}

/* Writes the trace of `times` to f; `detail` (the source file) goes into each stage's args,
 * `process` names the process. begin_us: the compile's start in microseconds since the epoch. */
void ofe_time_trace_write(FILE *f, const OfeStageTimes *times, const char *process, const char *detail, long pid,
                          double begin_us);

#endif
