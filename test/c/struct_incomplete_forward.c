// RUN: %cmp-gcc %s %t
// Forward-declared (incomplete) struct types used through pointers before the definition, and mutually referencing structs.
#include <stdio.h>
#include <stdlib.h>

struct handle;
struct handle *handle_new(int v);
int handle_get(const struct handle *h);
void handle_free(struct handle *h);

struct department;
struct employee {
  const char *name;
  struct department *dept;
};
struct department {
  const char *title;
  struct employee *head;
  int size;
};

int main(void) {
  struct handle *h = handle_new(41);
  printf("handle=%d\n", handle_get(h));
  handle_free(h);
  struct department d = {"R&D", NULL, 2};
  struct employee e1 = {"Ann", &d}, e2 = {"Bob", &d};
  d.head = &e1;
  printf("%s works in %s headed by %s (size %d)\n", e2.name, e2.dept->title, e2.dept->head->name, d.size);
  printf("cycle: %s\n", e1.dept->head->dept->head->name);
  return 0;
}

struct handle {
  int value;
  char pad[3];
};

struct handle *handle_new(int v) {
  struct handle *h = malloc(sizeof *h);
  h->value = v + 1;
  return h;
}

int handle_get(const struct handle *h) { return h->value; }
void handle_free(struct handle *h) { free(h); }
