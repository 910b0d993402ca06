// RUN: %cmp-gcc %s %t
// time.h deterministic parts: gmtime on fixed times, mktime normalisation in UTC, difftime and strftime.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static void show(const char *label, const struct tm *t) {
  printf("%s: %04d-%02d-%02d %02d:%02d:%02d wday=%d yday=%d\n", label, t->tm_year + 1900, t->tm_mon + 1, t->tm_mday,
         t->tm_hour, t->tm_min, t->tm_sec, t->tm_wday, t->tm_yday);
}

int main(void) {
  setenv("TZ", "UTC", 1);
  tzset();
  time_t epoch = 0;
  show("epoch", gmtime(&epoch));
  time_t billion = 1000000000;
  show("billion", gmtime(&billion));
  time_t leap = 951782400;
  show("leap day", gmtime(&leap));
  struct tm t = {0};
  t.tm_year = 2024 - 1900;
  t.tm_mon = 0;
  t.tm_mday = 31;
  t.tm_hour = 12;
  t.tm_isdst = 0;
  time_t a = mktime(&t);
  printf("mktime a=%lld\n", (long long)a);
  t.tm_mday += 30;
  time_t b = mktime(&t);
  show("normalised", &t);
  printf("difftime=%.0f days=%.1f\n", difftime(b, a), difftime(b, a) / 86400);
  struct tm odd = {0};
  odd.tm_year = 123;
  odd.tm_mon = 13;
  odd.tm_mday = 0;
  odd.tm_min = 125;
  mktime(&odd);
  show("odd", &odd);
  char buf[64];
  strftime(buf, sizeof buf, "%Y/%m/%d %H:%M:%S %j %a %b", gmtime(&billion));
  printf("strftime=%s\n", buf);
  struct tm out;
  gmtime_r(&b, &out);
  show("gmtime_r", &out);
  printf("CLOCKS_PER_SEC=%ld\n", (long)CLOCKS_PER_SEC);
  return 0;
}
