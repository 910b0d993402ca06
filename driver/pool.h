/* pool: the driver's memory. Every string and array it allocates lives until the pool is
   released at exit; running out of memory is reported once and ends the driver cleanly. */
#ifndef OFE_DRIVER_POOL_H
#define OFE_DRIVER_POOL_H

#include <stdarg.h>
#include <stddef.h>

typedef struct OfePool {
  void **blocks; /* every allocation, freed together */
  size_t count, capacity;
  /* Called once before exiting on out-of-memory, so temporaries can still be removed. */
  void (*on_out_of_memory)(void *context);
  void *on_out_of_memory_context;
} OfePool;

void ofe_pool_init(OfePool *pool, void (*on_out_of_memory)(void *), void *context);
/* Zero-filled memory; never returns NULL. */
void *ofe_pool_alloc(OfePool *pool, size_t size);
/* Resizes a block from this pool (or allocates one when `block` is NULL). */
void *ofe_pool_realloc(OfePool *pool, void *block, size_t size);
char *ofe_pool_strndup(OfePool *pool, const char *text, size_t length);
char *ofe_pool_printf(OfePool *pool, const char *format, ...) __attribute__((format(printf, 2, 3)));
void ofe_pool_release(OfePool *pool);

#endif
