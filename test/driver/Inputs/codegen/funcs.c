#include <string.h>
void fill(char *out, const char *in);
int sum(const int *v, int n) {
  int s = 0;
  for (int i = 0; i < n; i++) s += v[i];
  return s;
}
int big_frame(int i) {
  volatile char page[20000];
  page[i] = 1;
  return page[i];
}
void copy(char *out, const char *in) {
  char local[16];
  strcpy(local, in);
  memcpy(out, local, sizeof local);
}
