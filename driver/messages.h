/* messages: the driver's own diagnostics, in clang's shape ("ompcc: error: ...") on stderr.
   Subprocesses print their own; these say what the driver itself found wrong. */
#ifndef OFE_DRIVER_MESSAGES_H
#define OFE_DRIVER_MESSAGES_H

void ofe_driver_error(const char *format, ...) __attribute__((format(printf, 1, 2)));
void ofe_driver_warning(const char *format, ...) __attribute__((format(printf, 1, 2)));
void ofe_driver_note(const char *format, ...) __attribute__((format(printf, 1, 2)));

#endif
