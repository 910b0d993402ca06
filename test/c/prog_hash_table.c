// RUN: %cmp-gcc %s %t
// A chained hash table with string keys: insert, update, lookup, delete, rehash on growth, and word frequency counting.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct entry {
  char *key;
  int value;
  struct entry *next;
};

struct table {
  struct entry **buckets;
  size_t nbuckets;
  size_t count;
};

static unsigned long hash(const char *s) {
  unsigned long h = 5381;
  for (; *s; s++)
    h = h * 33 + (unsigned char)*s;
  return h;
}

static void table_init(struct table *t, size_t n) {
  t->buckets = calloc(n, sizeof *t->buckets);
  t->nbuckets = n;
  t->count = 0;
}

static void rehash(struct table *t) {
  size_t n = t->nbuckets * 2;
  struct entry **nb = calloc(n, sizeof *nb);
  for (size_t i = 0; i < t->nbuckets; i++) {
    struct entry *e = t->buckets[i];
    while (e) {
      struct entry *next = e->next;
      size_t h = hash(e->key) % n;
      e->next = nb[h];
      nb[h] = e;
      e = next;
    }
  }
  free(t->buckets);
  t->buckets = nb;
  t->nbuckets = n;
}

static int *table_get(struct table *t, const char *key) {
  for (struct entry *e = t->buckets[hash(key) % t->nbuckets]; e; e = e->next)
    if (strcmp(e->key, key) == 0)
      return &e->value;
  return NULL;
}

static void table_put(struct table *t, const char *key, int value) {
  int *slot = table_get(t, key);
  if (slot) {
    *slot = value;
    return;
  }
  if (t->count + 1 > t->nbuckets * 3 / 4)
    rehash(t);
  struct entry *e = malloc(sizeof *e);
  e->key = malloc(strlen(key) + 1);
  strcpy(e->key, key);
  e->value = value;
  size_t h = hash(key) % t->nbuckets;
  e->next = t->buckets[h];
  t->buckets[h] = e;
  t->count++;
}

static int table_delete(struct table *t, const char *key) {
  struct entry **pp = &t->buckets[hash(key) % t->nbuckets];
  for (; *pp; pp = &(*pp)->next) {
    if (strcmp((*pp)->key, key) == 0) {
      struct entry *dead = *pp;
      *pp = dead->next;
      free(dead->key);
      free(dead);
      t->count--;
      return 1;
    }
  }
  return 0;
}

static void table_free(struct table *t) {
  for (size_t i = 0; i < t->nbuckets; i++) {
    struct entry *e = t->buckets[i];
    while (e) {
      struct entry *next = e->next;
      free(e->key);
      free(e);
      e = next;
    }
  }
  free(t->buckets);
}

static int cmp_str(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

int main(void) {
  struct table t;
  table_init(&t, 4);
  const char *text = "the cat and the dog and the bird saw a cat chase the dog while a bird sang";
  char word[32];
  const char *p = text;
  while (*p) {
    int n = 0;
    while (*p && *p != ' ')
      word[n++] = *p++;
    word[n] = 0;
    while (*p == ' ')
      p++;
    int *v = table_get(&t, word);
    table_put(&t, word, v ? *v + 1 : 1);
  }
  printf("distinct=%zu buckets=%zu\n", t.count, t.nbuckets);
  char *keys[64];
  size_t nk = 0;
  for (size_t i = 0; i < t.nbuckets; i++)
    for (struct entry *e = t.buckets[i]; e; e = e->next)
      keys[nk++] = e->key;
  qsort(keys, nk, sizeof keys[0], cmp_str);
  for (size_t i = 0; i < nk; i++)
    printf("%s=%d\n", keys[i], *table_get(&t, keys[i]));
  int first_delete = table_delete(&t, "the");
  int second_delete = table_delete(&t, "the");
  printf("delete the=%d again=%d\n", first_delete, second_delete);
  printf("lookup the=%d cat=%d\n", table_get(&t, "the") != NULL, *table_get(&t, "cat"));
  for (int i = 0; i < 200; i++) {
    char k[16];
    snprintf(k, sizeof k, "key%d", i);
    table_put(&t, k, i * i);
  }
  long sum = 0;
  for (int i = 0; i < 200; i += 7) {
    char k[16];
    snprintf(k, sizeof k, "key%d", i);
    sum += *table_get(&t, k);
  }
  printf("count=%zu buckets=%zu sum=%ld\n", t.count, t.nbuckets, sum);
  table_free(&t);
  return 0;
}
