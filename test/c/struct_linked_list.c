// RUN: %cmp-gcc %s %t
// Self-referential structs: building, reversing, inserting into and freeing a singly linked list on the heap.
#include <stdio.h>
#include <stdlib.h>

struct node {
  int value;
  struct node *next;
};

static struct node *push_front(struct node *head, int v) {
  struct node *n = malloc(sizeof *n);
  n->value = v;
  n->next = head;
  return n;
}

static void insert_sorted(struct node **head, int v) {
  struct node **pp = head;
  while (*pp && (*pp)->value < v)
    pp = &(*pp)->next;
  struct node *n = malloc(sizeof *n);
  n->value = v;
  n->next = *pp;
  *pp = n;
}

static struct node *reverse(struct node *head) {
  struct node *prev = NULL;
  while (head) {
    struct node *next = head->next;
    head->next = prev;
    prev = head;
    head = next;
  }
  return prev;
}

static void print(const char *label, const struct node *n) {
  printf("%s:", label);
  for (; n; n = n->next)
    printf(" %d", n->value);
  printf("\n");
}

static void free_list(struct node *n) {
  while (n) {
    struct node *next = n->next;
    free(n);
    n = next;
  }
}

static void remove_if_even(struct node **head) {
  while (*head) {
    if ((*head)->value % 2 == 0) {
      struct node *dead = *head;
      *head = dead->next;
      free(dead);
    } else {
      head = &(*head)->next;
    }
  }
}

int main(void) {
  struct node *list = NULL;
  for (int i = 1; i <= 6; i++)
    list = push_front(list, i * 10);
  print("pushed", list);
  list = reverse(list);
  print("reversed", list);
  struct node *sorted = NULL;
  int vals[8] = {5, 3, 9, 1, 7, 2, 8, 2};
  for (int i = 0; i < 8; i++)
    insert_sorted(&sorted, vals[i]);
  print("sorted", sorted);
  remove_if_even(&sorted);
  print("odd only", sorted);
  int len = 0;
  for (struct node *n = list; n; n = n->next)
    len++;
  printf("len=%d\n", len);
  free_list(list);
  free_list(sorted);
  return 0;
}
