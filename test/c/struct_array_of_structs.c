// RUN: %cmp-gcc %s %t
// Arrays of structs: indexing, iteration by pointer, sorting by a member and aggregating members.
#include <stdio.h>

struct item {
  char name[12];
  int qty;
  double price;
};

static struct item inventory[5] = {
    {"widget", 10, 2.50}, {"gadget", 3, 19.99}, {"doohickey", 0, 7.25}, {"gizmo", 42, 0.99}, {"thing", 7, 3.00},
};

int main(void) {
  double total = 0;
  for (int i = 0; i < 5; i++)
    total += inventory[i].qty * inventory[i].price;
  printf("total=%.2f\n", total);
  for (int i = 1; i < 5; i++) {
    struct item key = inventory[i];
    int j = i - 1;
    while (j >= 0 && inventory[j].qty > key.qty) {
      inventory[j + 1] = inventory[j];
      j--;
    }
    inventory[j + 1] = key;
  }
  for (struct item *p = inventory; p < inventory + 5; p++)
    printf("%-10s %3d %6.2f\n", p->name, p->qty, p->price);
  struct item *best = &inventory[0];
  for (int i = 1; i < 5; i++)
    if (inventory[i].price > best->price)
      best = &inventory[i];
  printf("most expensive=%s at index %ld\n", best->name, (long)(best - inventory));
  inventory[4].name[0] = 'G';
  printf("renamed=%s\n", inventory[4].name);
  printf("sizeof item=%zu array=%zu\n", sizeof(struct item), sizeof inventory);
  return 0;
}
