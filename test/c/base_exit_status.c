// RUN: %cmp-gcc %s %t
// The value returned from main becomes the exit status (computed here, not constant zero).
int printf(const char *, ...);

int checksum(const char *s) {
  int h = 0;
  while (*s)
    h = (h * 31 + *s++) % 251;
  return h;
}

int main(void) {
  int c = checksum("exit status test");
  printf("checksum=%d\n", c);
  int code = c % 100 + 3;
  int tries = 0;
  while (code > 50 && tries < 10) {
    code -= 7;
    tries++;
  }
  printf("after %d reductions code=%d\n", tries, code);
  printf("returning %d\n", code);
  return code;
}
