/* strlist: an array that doubles as needed and keeps a NULL after the last item. */
#include "driver/strlist.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

void ofe_strlist_init(OfeStrList *list, OfePool *pool) {
  list->pool = pool;
  list->items = NULL;
  list->count = list->capacity = 0;
}

static void reserve_one_more(OfeStrList *list) {
  if (list->items && list->count + 1 < list->capacity)
    return;
  size_t grown = list->capacity ? list->capacity * 2 : 16;
  list->items = ofe_pool_realloc(list->pool, (void *)list->items, grown * sizeof *list->items);
  list->capacity = grown;
}

void ofe_strlist_push(OfeStrList *list, const char *text) {
  reserve_one_more(list);
  list->items[list->count++] = text;
  list->items[list->count] = NULL;
}

void ofe_strlist_push_printf(OfeStrList *list, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int length = vsnprintf(NULL, 0, format, args);
  va_end(args);
  char *text = ofe_pool_alloc(list->pool, length > 0 ? (size_t)length + 1 : 1);
  va_start(args, format);
  if (length > 0)
    vsnprintf(text, (size_t)length + 1, format, args);
  va_end(args);
  ofe_strlist_push(list, text);
}

void ofe_strlist_append(OfeStrList *list, const OfeStrList *more) {
  for (size_t i = 0; i < more->count; i++)
    ofe_strlist_push(list, more->items[i]);
}

bool ofe_strlist_contains(const OfeStrList *list, const char *text) {
  for (size_t i = 0; i < list->count; i++) {
    if (strcmp(list->items[i], text) == 0)
      return true;
  }
  return false;
}

char *ofe_strlist_join(const OfeStrList *list, const char *separator) {
  size_t length = 0, separator_length = strlen(separator);
  for (size_t i = 0; i < list->count; i++)
    length += strlen(list->items[i]) + (i ? separator_length : 0);
  char *joined = ofe_pool_alloc(list->pool, length + 1), *end = joined;
  for (size_t i = 0; i < list->count; i++) {
    if (i) {
      memcpy(end, separator, separator_length);
      end += separator_length;
    }
    size_t item_length = strlen(list->items[i]);
    memcpy(end, list->items[i], item_length);
    end += item_length;
  }
  *end = '\0';
  return joined;
}

const char *const *ofe_strlist_argv(OfeStrList *list) {
  if (!list->items) {
    reserve_one_more(list);
    list->items[0] = NULL;
  }
  return list->items;
}
