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

static void complete_event(FILE *f, long pid, long tid, double ts, double dur, const char *name, const char *prefix) {
  fprintf(f, "{\"pid\":%ld,\"tid\":%ld,\"ph\":\"X\",\"ts\":%.0f,\"dur\":%.0f,\"name\":\"%s", pid, tid, ts, dur, prefix);
  json_text(f, name);
  fputc('"', f);
}

void ofe_time_trace_write(FILE *f, const OfeStageTimes *times, const char *process, const char *detail, long pid,
                          double begin_us) {
  double total = 0;
  for (size_t i = 0; i < times->len; i++) total += times->items[i].ms * 1000;
  fputs("{\"traceEvents\":[\n", f);
  double ts = 0;
  for (size_t i = 0; i < times->len; i++) {
    double dur = times->items[i].ms * 1000;
    complete_event(f, pid, pid, ts, dur, times->items[i].stage, "");
    fputs(",\"args\":{\"detail\":\"", f);
    json_text(f, detail);
    fputs("\"}},\n", f);
    ts += dur;
  }
  complete_event(f, pid, pid, 0, total, "ExecuteCompiler", "");
  fputs("},\n", f);
  /* clang's summary rows, one thread id each: each stage's total and count (a stage is recorded
   * once) */
  for (size_t i = 0; i < times->len; i++) {
    double dur = times->items[i].ms * 1000;
    complete_event(f, pid, (long)i + 1, 0, dur, times->items[i].stage, "Total ");
    fprintf(f, ",\"args\":{\"count\":1,\"avg ms\":%.0f}},\n", times->items[i].ms);
  }
  fprintf(f, "{\"cat\":\"\",\"pid\":%ld,\"tid\":0,\"ts\":0,\"ph\":\"M\",\"name\":\"process_name\",\"args\":{\"name\":\"", pid);
  json_text(f, process);
  fprintf(f, "\"}},\n{\"cat\":\"\",\"pid\":%ld,\"tid\":%ld,\"ts\":0,\"ph\":\"M\",\"name\":\"thread_name\",\"args\":{\"name\":\"\"}}\n",
          pid, pid);
  fprintf(f, "],\n\"beginningOfTime\":%.0f}\n", begin_us);
}
