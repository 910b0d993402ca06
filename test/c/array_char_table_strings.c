// RUN: %cmp-gcc %s %t
// Two-dimensional char arrays as fixed-size string tables: initialization, modification and lexicographic sort.
#include <stdio.h>
#include <string.h>

int main(void) {
  char words[6][8] = {"pear", "fig", "apple", "kiwi", "banana", "date"};
  printf("sizeof=%zu row=%zu\n", sizeof words, sizeof words[0]);
  for (int i = 0; i < 6; i++)
    for (int j = i + 1; j < 6; j++)
      if (strcmp(words[i], words[j]) > 0) {
        char tmp[8];
        strcpy(tmp, words[i]);
        strcpy(words[i], words[j]);
        strcpy(words[j], tmp);
      }
  for (int i = 0; i < 6; i++)
    printf("%d:%s(%zu)\n", i, words[i], strlen(words[i]));
  words[2][0] = 'D';
  printf("%s %c %d\n", words[2], words[4][1], words[1][7]);
  char grid[3][4] = {"abc", "def", "ghi"};
  for (int col = 0; col < 3; col++) {
    for (int row = 2; row >= 0; row--)
      putchar(grid[row][col]);
    putchar('\n');
  }
  return 0;
}
