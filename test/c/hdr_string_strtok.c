// RUN: %cmp-gcc %s %t
// strtok and strtok_r split on delimiter sets, skip empty fields, and modify the buffer in place.
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>

int main(void) {
  char line[] = "  alpha, beta;;gamma ,delta  ";
  int n = 0;
  for (char *t = strtok(line, " ,;"); t; t = strtok(NULL, " ,;"))
    printf("tok %d: [%s]\n", n++, t);
  printf("line now=[%s]\n", line);
  char csv[] = "a=1&b=22&&c=333";
  char *save1;
  for (char *pair = strtok_r(csv, "&", &save1); pair; pair = strtok_r(NULL, "&", &save1)) {
    char *save2;
    char *k = strtok_r(pair, "=", &save2);
    char *v = strtok_r(NULL, "=", &save2);
    printf("key=%s value=%s\n", k, v ? v : "(none)");
  }
  char only[] = ";;;";
  printf("only delims -> %s\n", strtok(only, ";") == NULL ? "NULL" : "token");
  char changing[] = "x-y z";
  char *t1 = strtok(changing, "-");
  char *t2 = strtok(NULL, " ");
  char *t3 = strtok(NULL, " ");
  char *t4 = strtok(NULL, " ");
  printf("%s %s %s %d\n", t1, t2, t3, t4 == NULL);
  return 0;
}
