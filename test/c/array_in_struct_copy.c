// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t-O2 -O2
// Wrapping an array in a struct makes it copyable and returnable by value; nested array members index correctly.
#include <stdio.h>

struct vec8 {
  int v[8];
};

struct board {
  char cells[3][3];
  int moves;
};

static struct vec8 scaled(struct vec8 x, int k) {
  for (int i = 0; i < 8; i++)
    x.v[i] *= k;
  return x;
}

static int winner(const struct board *b, char p) {
  for (int i = 0; i < 3; i++) {
    if (b->cells[i][0] == p && b->cells[i][1] == p && b->cells[i][2] == p)
      return 1;
    if (b->cells[0][i] == p && b->cells[1][i] == p && b->cells[2][i] == p)
      return 1;
  }
  return (b->cells[0][0] == p && b->cells[1][1] == p && b->cells[2][2] == p) ||
         (b->cells[0][2] == p && b->cells[1][1] == p && b->cells[2][0] == p);
}

int main(void) {
  struct vec8 a = {{1, 2, 3, 4, 5, 6, 7, 8}};
  struct vec8 b = scaled(a, 3);
  for (int i = 0; i < 8; i++)
    printf("%d/%d ", a.v[i], b.v[i]);
  printf("\n");
  struct board bd = {{{'.', '.', '.'}, {'.', '.', '.'}, {'.', '.', '.'}}, 0};
  int plays[7][2] = {{1, 1}, {0, 0}, {2, 2}, {0, 2}, {0, 1}, {2, 1}, {1, 0}};
  for (int i = 0; i < 7; i++) {
    char who = i % 2 ? 'O' : 'X';
    bd.cells[plays[i][0]][plays[i][1]] = who;
    bd.moves++;
    struct board snapshot = bd;
    if (winner(&snapshot, who)) {
      printf("%c wins after %d moves\n", who, snapshot.moves);
      break;
    }
  }
  for (int i = 0; i < 3; i++)
    printf("%c%c%c\n", bd.cells[i][0], bd.cells[i][1], bd.cells[i][2]);
  return 0;
}
