/* clock: the monotonic clock in milliseconds, for -ftime-report's stage times (cc1) and the
 * time a compile waits for its preprocessor (preprocess). */
#ifndef OFE_CLOCK_H
#define OFE_CLOCK_H

double ofe_now_ms(void);

#endif
