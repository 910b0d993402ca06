/* time_trace: -ftime-trace's file, a compile's stage times in the Chrome trace format as
 * clang-19 writes its own (chrome://tracing, Perfetto and speedscope read it): one complete
 * event ("ph":"X") per stage, laid end to end from the compile's start, an ExecuteCompiler
 * event around them, a "Total <stage>" event per stage, and the process's name. */
#ifndef OFE_TIME_TRACE_H
#define OFE_TIME_TRACE_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "support/arena.h"
#include "support/clock.h"

/* A finer event than a stage: clang-19's "CodeGen Function" per function, at `at_ms` on
 * ofe_now_ms's clock. Recorded only when longer than the granularity (-ftime-trace-granularity,
 * in microseconds, clang's 500 by default), as clang does. */
typedef struct OfeTraceEvent {
  const char *name, *detail; /* name: a string literal */
  double at_ms, ms;
} OfeTraceEvent;

typedef struct OfeTraceEvents {
  OfeArena *arena;
  double origin_ms;      /* the first stage's start, on ofe_now_ms's clock */
  double granularity_ms; /* shorter events are left out */
  OFE_VEC(OfeTraceEvent) items;
} OfeTraceEvents;

/* Records an event that began at `start_ms` and ends now (unless it is too short). */
void ofe_trace_event_end(OfeTraceEvents *events, const char *name, const char *detail, double start_ms);

/* The length of `path` less its file name's extension (a leading dot is no extension): a trace
 * named after a file is "%.*s.json" of it, ompfe's own default and ompcc's names alike. */
static inline size_t ofe_time_trace_stem_len(const char *path) {
  const char *name = strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
  const char *dot = strrchr(name, '.');
  return dot && dot != name ? (size_t)(dot - path) : strlen(path);
}

/* Writes the trace of `times` and `events` (NULL: none) to f; `detail` (the source file) goes
 * into each stage's args, `process` names the process. begin_us: the compile's start in
 * microseconds since the epoch. */
void ofe_time_trace_write(FILE *f, const OfeStageTimes *times, const OfeTraceEvents *events, const char *process,
                          const char *detail, long pid, double begin_us);

#endif
