// RUN: %cmp-gcc %s %t
// Conway's Game of Life on a toroidal grid: a glider, a blinker and an R-pentomino evolved with double buffering.
#include <stdio.h>
#include <string.h>

#define W 24
#define H 12

static unsigned char grid[2][H][W];

static int neighbours(int g, int y, int x) {
  int n = 0;
  for (int dy = -1; dy <= 1; dy++)
    for (int dx = -1; dx <= 1; dx++)
      if (dy || dx)
        n += grid[g][(y + dy + H) % H][(x + dx + W) % W];
  return n;
}

static int step(int g) {
  int ng = !g;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      int n = neighbours(g, y, x);
      grid[ng][y][x] = (unsigned char)(n == 3 || (n == 2 && grid[g][y][x]));
    }
  return ng;
}

static void place(int g, int y, int x, const char *pattern[], int rows) {
  for (int r = 0; r < rows; r++)
    for (int c = 0; pattern[r][c]; c++)
      if (pattern[r][c] == '#')
        grid[g][(y + r) % H][(x + c) % W] = 1;
}

static void show(int g, int gen) {
  int alive = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      alive += grid[g][y][x];
  printf("generation %d alive %d\n", gen, alive);
  for (int y = 0; y < H; y++) {
    for (int x = 0; x < W; x++)
      putchar(grid[g][y][x] ? '#' : '.');
    putchar('\n');
  }
}

static unsigned long checksum(int g) {
  unsigned long h = 0;
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      h = h * 31 + grid[g][y][x] * (unsigned long)(y * W + x + 1);
  return h;
}

int main(void) {
  const char *glider[] = {".#.", "..#", "###"};
  const char *blinker[] = {"###"};
  const char *rpent[] = {".##", "##.", ".#."};
  memset(grid, 0, sizeof grid);
  int g = 0;
  place(g, 0, 0, glider, 3);
  place(g, 2, 12, blinker, 1);
  place(g, 7, 16, rpent, 3);
  show(g, 0);
  for (int gen = 1; gen <= 30; gen++) {
    g = step(g);
    if (gen % 10 == 0)
      printf("gen %d checksum %lu\n", gen, checksum(g));
  }
  show(g, 30);
  memset(grid, 0, sizeof grid);
  g = 0;
  place(g, 5, 5, blinker, 1);
  const char *block[] = {"##", "##"};
  place(g, 1, 1, block, 2);
  unsigned long seen[8];
  int period = 0;
  for (int gen = 0; gen < 8 && !period; gen++) {
    seen[gen] = checksum(g);
    for (int k = 0; k < gen; k++)
      if (seen[k] == seen[gen]) {
        period = gen - k;
        printf("repeat: generation %d equals %d\n", gen, k);
        break;
      }
    g = step(g);
  }
  printf("blinker+block period=%d\n", period);
  return 0;
}
