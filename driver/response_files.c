/* response_files: gcc's rules (libiberty's buildargv): arguments are separated by white space;
   single and double quotes group, a backslash takes the next character as it is. */
#include "driver/response_files.h"

#include <stdio.h>
#include <string.h>

#include "driver/messages.h"
#include "driver/strlist.h"

enum { MAX_NESTING = 64 };

/* The whole file as a pool string, or NULL when it cannot be read. */
static char *read_file(OfePool *pool, const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file)
    return NULL;
  size_t length = 0, capacity = 4096;
  char *text = ofe_pool_alloc(pool, capacity);
  size_t n;
  while ((n = fread(text + length, 1, capacity - length - 1, file)) > 0) {
    length += n;
    if (capacity - length - 1 == 0) {
      capacity *= 2;
      text = ofe_pool_realloc(pool, text, capacity);
    }
  }
  bool failed = ferror(file);
  fclose(file);
  if (failed)
    return NULL;
  text[length] = '\0';
  return text;
}

static bool expand(OfePool *pool, OfeStrList *out, const char *arg, int depth);

/* Splits `text` into arguments and expands each in turn. */
static bool expand_text(OfePool *pool, OfeStrList *out, const char *text, int depth) {
  size_t length = strlen(text);
  char *word = ofe_pool_alloc(pool, length + 1);
  const char *p = text;
  while (*p) {
    while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v')
      p++;
    if (!*p)
      break;
    size_t w = 0;
    char quote = 0;
    for (; *p; p++) {
      if (!quote && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r' || *p == '\f' || *p == '\v'))
        break;
      if (*p == '\\' && p[1]) {
        word[w++] = *++p;
      } else if (quote ? *p == quote : (*p == '\'' || *p == '"')) {
        quote = quote ? 0 : *p;
      } else {
        word[w++] = *p;
      }
    }
    if (!expand(pool, out, ofe_pool_strndup(pool, word, w), depth))
      return false;
  }
  return true;
}

static bool expand(OfePool *pool, OfeStrList *out, const char *arg, int depth) {
  char *text = arg[0] == '@' && arg[1] ? read_file(pool, arg + 1) : NULL;
  if (!text) {
    ofe_strlist_push(out, arg);
    return true;
  }
  if (depth == MAX_NESTING) {
    ofe_driver_error("response files nested more than %d deep at '%s' (does one name itself?)", MAX_NESTING, arg);
    return false;
  }
  return expand_text(pool, out, text, depth + 1);
}

bool ofe_expand_response_files(OfePool *pool, int *argc, char ***argv) {
  bool any = false;
  for (int i = 1; i < *argc && !any; i++)
    any = (*argv)[i][0] == '@';
  if (!any)
    return true;
  OfeStrList out;
  ofe_strlist_init(&out, pool);
  ofe_strlist_push(&out, (*argv)[0]);
  for (int i = 1; i < *argc; i++) {
    if (!expand(pool, &out, (*argv)[i], 0))
      return false;
  }
  *argc = (int)out.count;
  *argv = (char **)out.items;
  return true;
}
