/* clock: the monotonic clock in milliseconds, for -ftime-report's stage times (cc1) and the
 * time a compile waits for its preprocessor (preprocess), and the list those times are kept in
 * (the explorer draws them). */
#ifndef OFE_CLOCK_H
#define OFE_CLOCK_H

#include <stddef.h>

double ofe_now_ms(void);

/* The stages of one compile and what each took, in order. A compile has a dozen stages at
 * most, so the list is a fixed array: recording costs nothing whether anyone reads it. */
typedef struct OfeStageTime {
  const char *stage; /* a string literal */
  double ms;
} OfeStageTime;

enum { OFE_MAX_STAGE_TIMES = 16 };

typedef struct OfeStageTimes {
  OfeStageTime items[OFE_MAX_STAGE_TIMES];
  size_t len;
} OfeStageTimes;

/* Appends a stage's time; a stage past the array's end is dropped. */
void ofe_stage_times_add(OfeStageTimes *times, const char *stage, double ms);

#endif
