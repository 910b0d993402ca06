/* strmap: FNV-1a hashing, linear probing, doubling at 50% load. */
#include "support/strmap.h"

#include <string.h>

uint64_t ofe_hash_bytes(const char *s, size_t n) {
  uint64_t h = 1469598103934665603ull;
  for (size_t i = 0; i < n; i++) {
    h ^= (unsigned char)s[i];
    h *= 1099511628211ull;
  }
  return h;
}

void ofe_strmap_init(OfeStrMap *m, OfeArena *arena) {
  m->arena = arena;
  m->slots = NULL;
  m->cap = m->len = 0;
}

static OfeStrMapSlot *find_slot(OfeStrMapSlot *slots, size_t cap, const char *key, size_t keylen,
                                uint64_t hash) {
  for (size_t i = hash & (cap - 1);; i = (i + 1) & (cap - 1)) {
    OfeStrMapSlot *s = &slots[i];
    if (!s->key || (s->hash == hash && s->keylen == keylen && memcmp(s->key, key, keylen) == 0))
      return s;
  }
}

static void grow(OfeStrMap *m) {
  /* small first: most maps are block scopes with a few names */
  size_t ncap = m->cap ? m->cap * 2 : 8;
  OfeStrMapSlot *ns = ofe_arena_alloc(m->arena, ncap * sizeof *ns);
  for (size_t i = 0; i < m->cap; i++) {
    OfeStrMapSlot *s = &m->slots[i];
    if (s->key) *find_slot(ns, ncap, s->key, s->keylen, s->hash) = *s;
  }
  m->slots = ns;
  m->cap = ncap;
}

void *ofe_strmap_get(const OfeStrMap *m, const char *key, size_t keylen) {
  if (!m->cap) return NULL;
  OfeStrMapSlot *s = find_slot(m->slots, m->cap, key, keylen, ofe_hash_bytes(key, keylen));
  return s->key ? s->value : NULL;
}

void *ofe_strmap_put(OfeStrMap *m, const char *key, size_t keylen, void *value) {
  if (2 * (m->len + 1) > m->cap) grow(m);
  uint64_t h = ofe_hash_bytes(key, keylen);
  OfeStrMapSlot *s = find_slot(m->slots, m->cap, key, keylen, h);
  void *old = s->key ? s->value : NULL;
  if (!s->key) {
    s->key = key;
    s->keylen = keylen;
    s->hash = h;
    m->len++;
  }
  s->value = value;
  return old;
}

const char *ofe_strmap_intern(OfeStrMap *m, const char *key, size_t keylen) {
  if (2 * (m->len + 1) > m->cap) grow(m);
  uint64_t h = ofe_hash_bytes(key, keylen);
  OfeStrMapSlot *s = find_slot(m->slots, m->cap, key, keylen, h);
  if (!s->key) {
    s->key = ofe_arena_strndup(m->arena, key, keylen);
    s->keylen = keylen;
    s->hash = h;
    s->value = (void *)s->key;
    m->len++;
  }
  return s->key;
}

/* A pointer key is stored as itself with length 0, its hash a bijection of its value (an odd
 * multiplier, then an xor-shift that brings the high bits down for the index): equal hashes
 * mean equal pointers, so find_slot's comparison of 0 bytes is exact, and nothing is hashed
 * byte by byte or copied. */
static const char null_key; /* stands for a null pointer key (a null slot key is an empty slot) */

static uint64_t pointer_hash(const void *key) {
  uint64_t h = (uint64_t)(uintptr_t)key * 0x9E3779B97F4A7C15u;
  return h ^ h >> 32;
}

void *ofe_ptrmap_get(const OfeStrMap *m, const void *key) {
  if (!m->cap) return NULL;
  if (!key) key = &null_key;
  OfeStrMapSlot *s = find_slot(m->slots, m->cap, key, 0, pointer_hash(key));
  return s->key ? s->value : NULL;
}

void ofe_ptrmap_put(OfeStrMap *m, const void *key, void *value) {
  if (2 * (m->len + 1) > m->cap) grow(m);
  if (!key) key = &null_key;
  uint64_t h = pointer_hash(key);
  OfeStrMapSlot *s = find_slot(m->slots, m->cap, key, 0, h);
  if (!s->key) {
    s->key = key;
    s->keylen = 0;
    s->hash = h;
    m->len++;
  }
  s->value = value;
}
