// RUN: %cmp-gcc %s %t
// A binary search tree of heap nodes: recursive insert, traversal, height, lookup and free.
#include <stdio.h>
#include <stdlib.h>

struct tree {
  int key;
  int count;
  struct tree *left, *right;
};

static struct tree *insert(struct tree *t, int key) {
  if (!t) {
    t = calloc(1, sizeof *t);
    t->key = key;
    t->count = 1;
    return t;
  }
  if (key < t->key)
    t->left = insert(t->left, key);
  else if (key > t->key)
    t->right = insert(t->right, key);
  else
    t->count++;
  return t;
}

static void inorder(const struct tree *t) {
  if (!t)
    return;
  inorder(t->left);
  printf(" %d", t->key);
  if (t->count > 1)
    printf("x%d", t->count);
  inorder(t->right);
}

static int height(const struct tree *t) {
  if (!t)
    return 0;
  int l = height(t->left), r = height(t->right);
  return 1 + (l > r ? l : r);
}

static const struct tree *find(const struct tree *t, int key) {
  while (t && t->key != key)
    t = key < t->key ? t->left : t->right;
  return t;
}

static void destroy(struct tree *t) {
  if (!t)
    return;
  destroy(t->left);
  destroy(t->right);
  free(t);
}

int main(void) {
  struct tree *root = NULL;
  int keys[12] = {50, 30, 70, 20, 40, 60, 80, 30, 65, 10, 50, 50};
  for (int i = 0; i < 12; i++)
    root = insert(root, keys[i]);
  printf("inorder:");
  inorder(root);
  printf("\nheight=%d\n", height(root));
  int q[4] = {65, 50, 15, 10};
  for (int i = 0; i < 4; i++) {
    const struct tree *f = find(root, q[i]);
    printf("find %d: %s count=%d\n", q[i], f ? "yes" : "no", f ? f->count : 0);
  }
  destroy(root);
  return 0;
}
