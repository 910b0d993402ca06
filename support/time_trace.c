/* time_trace: -ftime-trace's Chrome trace file (time_trace.h). */
#include "support/time_trace.h"

/* s as a JSON string's contents */
static void json_text(FILE *f, const char *s) {
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') fprintf(f, "\\%c", c);
    else if (c < 0x20) fprintf(f, "\\u%04x", c);
    else fputc(c, f);
  }
}

/* an event's args: its detail, and the event's end */
static void detail_args(FILE *f, const char *detail) {
  fputs(",\"args\":{\"detail\":\"", f);
  json_text(f, detail);
  fputs("\"}},\n", f);
}

static void complete_event(FILE *f, long pid, long tid, double ts, double dur, const char *name, const char *prefix) {
  fprintf(f, "{\"pid\":%ld,\"tid\":%ld,\"ph\":\"X\",\"ts\":%.0f,\"dur\":%.0f,\"name\":\"%s", pid, tid, ts, dur, prefix);
  json_text(f, name);
  fputc('"', f);
}

void ofe_trace_event_end(OfeTraceEvents *events, const char *name, const char *detail, double start_ms) {
  double ms = ofe_now_ms() - start_ms;
  if (ms < events->granularity_ms) return;
  /* the detail is copied: a function's name dies with the tree, before the trace is written */
  OfeTraceEvent ev = {name, ofe_arena_strdup(events->arena, detail), start_ms, ms};
  ofe_vec_push(events->arena, &events->items, ev);
}

/* clang's summary row of an event name: its total, count and average, on a thread id of its own */
static void total_row(FILE *f, long pid, long tid, const char *name, double total_ms, size_t count) {
  complete_event(f, pid, tid, 0, total_ms * 1000, name, "Total ");
  fprintf(f, ",\"args\":{\"count\":%zu,\"avg ms\":%.0f}},\n", count, total_ms / (double)count);
}

void ofe_time_trace_write(FILE *f, const OfeStageTimes *times, const OfeTraceEvents *events, const char *process,
                          const char *detail, long pid, double begin_us) {
  double total = 0;
  for (size_t i = 0; i < times->len; i++) total += times->items[i].ms * 1000;
  fputs("{\"traceEvents\":[\n", f);
  double ts = 0;
  for (size_t i = 0; i < times->len; i++) {
    double dur = times->items[i].ms * 1000;
    complete_event(f, pid, pid, ts, dur, times->items[i].stage, "");
    detail_args(f, detail);
    ts += dur;
  }
  /* the finer events, inside their stages (the stages are laid end to end from the first's start) */
  for (size_t i = 0; events && i < events->items.len; i++) {
    const OfeTraceEvent *ev = &events->items.items[i];
    complete_event(f, pid, pid, (ev->at_ms - events->origin_ms) * 1000, ev->ms * 1000, ev->name, "");
    detail_args(f, ev->detail);
  }
  complete_event(f, pid, pid, 0, total, "ExecuteCompiler", "");
  fputs("},\n", f);
  /* clang's summary rows, one thread id each: each stage's total and count (a stage is recorded
   * once) */
  for (size_t i = 0; i < times->len; i++) total_row(f, pid, (long)i + 1, times->items[i].stage, times->items[i].ms, 1);
  /* and one per event name (each name's events are recorded together: one pass over them) */
  long tid = (long)times->len + 1;
  for (size_t i = 0; events && i < events->items.len;) {
    const char *name = events->items.items[i].name;
    double sum = 0;
    size_t count = 0;
    for (; i < events->items.len && events->items.items[i].name == name; i++, count++) sum += events->items.items[i].ms;
    total_row(f, pid, tid++, name, sum, count);
  }
  fprintf(f, "{\"cat\":\"\",\"pid\":%ld,\"tid\":0,\"ts\":0,\"ph\":\"M\",\"name\":\"process_name\",\"args\":{\"name\":\"", pid);
  json_text(f, process);
  fprintf(f, "\"}},\n{\"cat\":\"\",\"pid\":%ld,\"tid\":%ld,\"ts\":0,\"ph\":\"M\",\"name\":\"thread_name\",\"args\":{\"name\":\"\"}}\n",
          pid, pid);
  fprintf(f, "],\n\"beginningOfTime\":%.0f}\n", begin_us);
}
