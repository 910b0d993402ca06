/* strmap: a string-keyed hash map (open addressing) whose storage lives in an arena.
 * Used for identifiers, file names and symbol tables; keys are not copied. */
#ifndef OFE_STRMAP_H
#define OFE_STRMAP_H

#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"

typedef struct OfeStrMapSlot {
  const char *key;
  size_t keylen;
  uint64_t hash;
  void *value;
} OfeStrMapSlot;

typedef struct OfeStrMap {
  OfeArena *arena;
  OfeStrMapSlot *slots;
  size_t cap, len;
} OfeStrMap;

uint64_t ofe_hash_bytes(const char *s, size_t n);
void ofe_strmap_init(OfeStrMap *m, OfeArena *arena);
void *ofe_strmap_get(const OfeStrMap *m, const char *key, size_t keylen);
/* Inserts or replaces; returns the previous value (NULL if none). */
void *ofe_strmap_put(OfeStrMap *m, const char *key, size_t keylen, void *value);
/* Interns key: returns the stored copy equal to key (copying it into the arena the first time). */
const char *ofe_strmap_intern(OfeStrMap *m, const char *key, size_t keylen);

/* Maps keyed by a pointer's identity (the key bytes are copied into the arena). */
void *ofe_ptrmap_get(const OfeStrMap *m, const void *key);
void ofe_ptrmap_put(OfeStrMap *m, const void *key, void *value);

#endif
