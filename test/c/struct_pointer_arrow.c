// RUN: %cmp-gcc %s %t
// Access through struct pointers: -> chains across several levels, (*p).m, pointer-to-member addresses, ++ on members.
#include <stdio.h>

struct engine {
  int hp;
  double displacement;
};

struct car {
  const char *model;
  struct engine *eng;
  struct car *next;
  int miles;
};

struct garage {
  struct car *first;
  int count;
};

int main(void) {
  struct engine e1 = {150, 1.6}, e2 = {300, 3.0};
  struct car c3 = {"C", &e1, NULL, 500};
  struct car c2 = {"B", &e2, &c3, 12000};
  struct car c1 = {"A", &e1, &c2, 80};
  struct garage g = {&c1, 3};
  struct garage *pg = &g;
  printf("%s %s %s\n", pg->first->model, pg->first->next->model, pg->first->next->next->model);
  printf("hp %d %d\n", pg->first->eng->hp, pg->first->next->eng->hp);
  pg->first->next->next->eng->hp += 10;
  printf("e1.hp=%d shared=%d\n", e1.hp, c1.eng->hp);
  (*pg->first).miles++;
  ++pg->first->next->miles;
  pg->first->next->next->miles *= 2;
  printf("miles %d %d %d\n", c1.miles, c2.miles, c3.miles);
  int *pm = &pg->first->next->miles;
  *pm -= 1;
  printf("c2.miles=%d\n", c2.miles);
  double *pd = &(*(*pg).first->next).eng->displacement;
  *pd += 0.5;
  printf("e2.disp=%.1f\n", e2.displacement);
  int total = 0;
  for (struct car *c = pg->first; c; c = c->next)
    total += c->eng->hp;
  printf("total hp=%d\n", total);
  struct car **pp = &g.first;
  (*pp)->model = "A2";
  printf("first=%s\n", g.first->model);
  return 0;
}
