/* arena: bump allocation for one compilation. Everything the front end builds (tokens, AST,
 * types, strings) lives in an arena and is released at once when the compilation ends. */
#ifndef OFE_ARENA_H
#define OFE_ARENA_H

#include <stddef.h>
#include <string.h>

typedef struct OfeArenaBlock OfeArenaBlock;
typedef struct OfeArena {
  OfeArenaBlock *head;
  size_t total;
} OfeArena;

void ofe_arena_init(OfeArena *a);
void ofe_arena_free(OfeArena *a);
/* Frees what was allocated, keeping one block for the allocations to come (a scratch arena
 * recycled as the parse goes). Under AddressSanitizer every block is freed, so that a pointer
 * kept past the reset is reported as a use after free rather than reading recycled memory. */
void ofe_arena_reset(OfeArena *a);
/* Zeroed, 16-byte aligned memory that lives until ofe_arena_free. Aborts only on out-of-memory. */
void *ofe_arena_alloc(OfeArena *a, size_t size);
char *ofe_arena_strdup(OfeArena *a, const char *s);
char *ofe_arena_strndup(OfeArena *a, const char *s, size_t n);
char *ofe_arena_printf(OfeArena *a, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* A growable array whose storage lives in the arena (old storage is simply abandoned). */
#define OFE_VEC(T) struct { T *items; size_t len, cap; }
#define ofe_vec_push(arena, v, x)                                                   \
  do {                                                                              \
    if ((v)->len == (v)->cap) {                                                     \
      size_t ncap_ = (v)->cap ? 2 * (v)->cap : 8;                                   \
      void *n_ = ofe_arena_alloc((arena), ncap_ * sizeof *(v)->items);              \
      if ((v)->len) memcpy(n_, (v)->items, (v)->len * sizeof *(v)->items);          \
      (v)->items = n_;                                                              \
      (v)->cap = ncap_;                                                             \
    }                                                                               \
    (v)->items[(v)->len++] = (x);                                                   \
  } while (0)

#endif
