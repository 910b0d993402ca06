/* arena: bump allocation in large blocks; nothing is freed piecemeal. */
#include "support/arena.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct OfeArenaBlock {
  OfeArenaBlock *next;
  size_t used, size;
  _Alignas(16) unsigned char data[];
};

enum { ARENA_BLOCK = 256 * 1024 };

void ofe_arena_init(OfeArena *a) { a->head = NULL; a->total = 0; }

void ofe_arena_free(OfeArena *a) {
  for (OfeArenaBlock *b = a->head, *next; b; b = next) {
    next = b->next;
    free(b);
  }
  a->head = NULL;
  a->total = 0;
}

#if defined(__SANITIZE_ADDRESS__)
#define ARENA_KEEPS_A_BLOCK 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_KEEPS_A_BLOCK 0
#endif
#endif
#ifndef ARENA_KEEPS_A_BLOCK
#define ARENA_KEEPS_A_BLOCK 1
#endif

void ofe_arena_reset(OfeArena *a) {
  OfeArenaBlock *keep = a->head;
  if (!ARENA_KEEPS_A_BLOCK || !keep || keep->size != ARENA_BLOCK) {
    ofe_arena_free(a);
    return;
  }
  for (OfeArenaBlock *b = keep->next, *next; b; b = next) {
    next = b->next;
    free(b);
  }
  keep->next = NULL;
  keep->used = 0;
  a->total = keep->size;
}

void *ofe_arena_alloc(OfeArena *a, size_t size) {
  size = (size + 15) & ~(size_t)15;
  OfeArenaBlock *b = a->head;
  if (!b || b->size - b->used < size) {
    size_t cap = size > ARENA_BLOCK / 4 ? size : ARENA_BLOCK;
    b = malloc(sizeof *b + cap);
    if (!b) {
      fputs("ompfe: fatal error: out of memory\n", stderr);
      exit(1);
    }
    b->size = cap;
    b->used = 0;
    /* A big one-off allocation goes behind the current block so that block stays in use. */
    if (cap != ARENA_BLOCK && a->head) {
      b->next = a->head->next;
      a->head->next = b;
    } else {
      b->next = a->head;
      a->head = b;
    }
    a->total += cap;
  }
  void *p = b->data + b->used;
  b->used += size;
  memset(p, 0, size);
  return p;
}

char *ofe_arena_strndup(OfeArena *a, const char *s, size_t n) {
  char *p = ofe_arena_alloc(a, n + 1);
  memcpy(p, s, n);
  p[n] = 0;
  return p;
}

char *ofe_arena_strdup(OfeArena *a, const char *s) { return ofe_arena_strndup(a, s, strlen(s)); }

char *ofe_arena_printf(OfeArena *a, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  char *p = ofe_arena_alloc(a, (size_t)n + 1);
  vsnprintf(p, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  return p;
}
