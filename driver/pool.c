/* pool: a list of malloc'd blocks, released together. The driver makes a few hundred small
   allocations at most, so a linear search on realloc is fine. */
#include "driver/pool.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void ofe_pool_init(OfePool *pool, void (*on_out_of_memory)(void *), void *context) {
  memset(pool, 0, sizeof *pool);
  pool->on_out_of_memory = on_out_of_memory;
  pool->on_out_of_memory_context = context;
}

_Noreturn static void die(OfePool *pool, const char *message) {
  fprintf(stderr, "ompcc: error: %s\n", message);
  if (pool->on_out_of_memory)
    pool->on_out_of_memory(pool->on_out_of_memory_context);
  exit(1);
}

static void remember_block(OfePool *pool, void *block) {
  if (pool->count == pool->capacity) {
    size_t grown = pool->capacity ? pool->capacity * 2 : 64;
    void **bigger = realloc(pool->blocks, grown * sizeof *bigger);
    if (!bigger) {
      free(block);
      die(pool, "out of memory");
    }
    pool->blocks = bigger;
    pool->capacity = grown;
  }
  pool->blocks[pool->count++] = block;
}

void *ofe_pool_alloc(OfePool *pool, size_t size) {
  void *block = calloc(1, size ? size : 1);
  if (!block)
    die(pool, "out of memory");
  remember_block(pool, block);
  return block;
}

void *ofe_pool_realloc(OfePool *pool, void *block, size_t size) {
  if (!block)
    return ofe_pool_alloc(pool, size);
  for (size_t i = pool->count; i-- > 0;) {
    if (pool->blocks[i] != block)
      continue;
    void *bigger = realloc(block, size ? size : 1);
    if (!bigger)
      die(pool, "out of memory");
    pool->blocks[i] = bigger;
    return bigger;
  }
  die(pool, "internal: resizing a block the pool does not own");
}

char *ofe_pool_strndup(OfePool *pool, const char *text, size_t length) {
  char *copy = ofe_pool_alloc(pool, length + 1);
  memcpy(copy, text, length);
  copy[length] = '\0';
  return copy;
}

char *ofe_pool_printf(OfePool *pool, const char *format, ...) {
  va_list args;
  va_start(args, format);
  int length = vsnprintf(NULL, 0, format, args);
  va_end(args);
  if (length < 0)
    die(pool, "out of memory");
  char *text = ofe_pool_alloc(pool, (size_t)length + 1);
  va_start(args, format);
  vsnprintf(text, (size_t)length + 1, format, args);
  va_end(args);
  return text;
}

void ofe_pool_release(OfePool *pool) {
  for (size_t i = 0; i < pool->count; i++)
    free(pool->blocks[i]);
  free(pool->blocks);
  pool->blocks = NULL;
  pool->count = pool->capacity = 0;
}
