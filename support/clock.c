#include "support/clock.h"

#include <time.h>

double ofe_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

void ofe_stage_times_add(OfeStageTimes *times, const char *stage, double ms) {
  if (times->len < OFE_MAX_STAGE_TIMES) times->items[times->len++] = (OfeStageTime){stage, ms};
}
