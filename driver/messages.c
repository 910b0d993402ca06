/* messages: one line each, prefixed with the program name and the severity. */
#include "driver/messages.h"

#include <stdarg.h>
#include <stdio.h>

static void print_message(const char *severity, const char *format, va_list args) {
  fprintf(stderr, "ompcc: %s: ", severity);
  vfprintf(stderr, format, args);
  fputc('\n', stderr);
}

void ofe_driver_error(const char *format, ...) {
  va_list args;
  va_start(args, format);
  print_message("error", format, args);
  va_end(args);
}

void ofe_driver_warning(const char *format, ...) {
  va_list args;
  va_start(args, format);
  print_message("warning", format, args);
  va_end(args);
}

void ofe_driver_note(const char *format, ...) {
  va_list args;
  va_start(args, format);
  print_message("note", format, args);
  va_end(args);
}
