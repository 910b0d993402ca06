/* time_trace: -ftime-trace's file, a compile's stage times in the Chrome trace format as
 * clang-19 writes its own (chrome://tracing, Perfetto and speedscope read it): one complete
 * event ("ph":"X") per stage, laid end to end from the compile's start, an ExecuteCompiler
 * event around them, a "Total <stage>" event per stage, and the process's name. */
#ifndef OFE_TIME_TRACE_H
#define OFE_TIME_TRACE_H

#include <stdbool.h>
#include <stdio.h>

#include "support/clock.h"

/* Writes the trace of `times` to f; `detail` (the source file) goes into each stage's args,
 * `process` names the process. begin_us: the compile's start in microseconds since the epoch. */
void ofe_time_trace_write(FILE *f, const OfeStageTimes *times, const char *process, const char *detail, long pid,
                          double begin_us);

#endif
