#include <stdio.h>
#include <string.h>
/* writes past a local array when given a long argument: a canary must catch it */
static void copy_name(const char *name) {
  char buffer[8];
  strcpy(buffer, name);
  printf("copied %zu bytes\n", strlen(buffer));
}
int main(int argc, char **argv) {
  copy_name(argc > 1 ? argv[1] : "short");
  return 0;
}
