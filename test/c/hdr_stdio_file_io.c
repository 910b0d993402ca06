// RUN: %cmp-gcc %s %t
// tmpfile with fwrite/fread, fprintf/fscanf, fseek/ftell/rewind, fgets, fgetc/ungetc and feof.
#include <stdio.h>
#include <string.h>

int main(void) {
  FILE *f = tmpfile();
  if (!f) {
    printf("tmpfile failed\n");
    return 1;
  }
  int nums[5] = {10, -20, 30, -40, 50};
  size_t w = fwrite(nums, sizeof nums[0], 5, f);
  printf("wrote %zu pos=%ld\n", w, ftell(f));
  rewind(f);
  int back[5] = {0};
  size_t r = fread(back, sizeof back[0], 5, f);
  printf("read %zu: %d %d %d %d %d\n", r, back[0], back[1], back[2], back[3], back[4]);
  fseek(f, 2 * (long)sizeof(int), SEEK_SET);
  int one = 0;
  r = fread(&one, sizeof one, 1, f);
  printf("third=%d r=%zu\n", one, r);
  fseek(f, -(long)sizeof(int), SEEK_END);
  r = fread(&one, sizeof one, 1, f);
  printf("last=%d r=%zu\n", one, r);
  r = fread(&one, sizeof one, 1, f);
  printf("past end r=%zu eof=%d\n", r, feof(f) != 0);
  fclose(f);

  f = tmpfile();
  fprintf(f, "line one\nline %d\n%s %f\n", 2, "pi", 3.25);
  fputs("last line without newline", f);
  rewind(f);
  char buf[64];
  int lines = 0;
  while (fgets(buf, sizeof buf, f)) {
    lines++;
    buf[strcspn(buf, "\n")] = 0;
    printf("%d: [%s]\n", lines, buf);
  }
  rewind(f);
  int c = fgetc(f);
  printf("first char=%c\n", c);
  ungetc('L', f);
  c = fgetc(f);
  printf("after ungetc=%c\n", c);
  char word[16];
  int k;
  fseek(f, 0, SEEK_SET);
  int n = fscanf(f, "%15s %15s line %d", word, buf, &k);
  printf("fscanf n=%d %s %s %d\n", n, word, buf, k);
  fseek(f, 0, SEEK_END);
  printf("size=%ld\n", ftell(f));
  fclose(f);
  return 0;
}
