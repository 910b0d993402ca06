// RUN: %cmp-gcc %s %t
// Compound literals at file scope have static storage: pointers to them in global initializers remain valid and writable.
#include <stdio.h>

struct node {
  int v;
  struct node *next;
};

static int *gp = (int[]){4, 8, 15, 16, 23, 42};
static struct node *list = &(struct node){1, &(struct node){2, &(struct node){3, NULL}}};
static const char **words = (const char *[]){"static", "compound", "literal", NULL};
static struct node single = (struct node){9, NULL};

int main(void) {
  int s = 0;
  for (int i = 0; i < 6; i++)
    s += gp[i];
  printf("sum=%d\n", s);
  gp[0] = 100;
  printf("gp[0]=%d\n", gp[0]);
  for (struct node *n = list; n; n = n->next)
    printf("node %d\n", n->v);
  list->next->v = 20;
  printf("second now %d\n", list->next->v);
  for (const char **w = words; *w; w++)
    printf("%s ", *w);
  printf("\n");
  printf("single=%d next null=%d\n", single.v, single.next == NULL);
  return 0;
}
