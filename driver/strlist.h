/* strlist: a growing, NULL-terminated list of strings in a pool; the driver's command lines
   and option lists are all built with it. */
#ifndef OFE_DRIVER_STRLIST_H
#define OFE_DRIVER_STRLIST_H

#include <stdbool.h>
#include <stddef.h>

#include "driver/pool.h"

typedef struct OfeStrList {
  OfePool *pool;
  const char **items; /* items[count] is always NULL, so it can serve as an argv */
  size_t count, capacity;
} OfeStrList;

void ofe_strlist_init(OfeStrList *list, OfePool *pool);
/* Appends `text` itself (not a copy): callers pass literals, argv strings or pool strings. */
void ofe_strlist_push(OfeStrList *list, const char *text);
void ofe_strlist_push_printf(OfeStrList *list, const char *format, ...) __attribute__((format(printf, 2, 3)));
void ofe_strlist_append(OfeStrList *list, const OfeStrList *more);
bool ofe_strlist_contains(const OfeStrList *list, const char *text);
/* The items joined by `separator`, as a pool string. */
char *ofe_strlist_join(const OfeStrList *list, const char *separator);
/* The list as an argv for ofe_spawn (never NULL, always NULL-terminated). */
const char *const *ofe_strlist_argv(OfeStrList *list);

#endif
