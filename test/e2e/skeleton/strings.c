// RUN: %cmp-clang %s %t
// Covers: string literals in device code, char arrays, char pointers walking strings.
int printf(const char *, ...);

int my_strlen(const char *s) {
  const char *p = s;
  while (*p)
    p++;
  return (int)(p - s);
}

void my_strcpy(char *dst, const char *src) {
  while ((*dst++ = *src++) != 0)
    ;
}

char gmsg[32] = "global message";

int main(void) {
  char buf[32];
  int lens[4];
#pragma omp target map(from: buf, lens) map(tofrom: gmsg)
  {
    const char *lit = "device says hi";
    lens[0] = my_strlen(lit);
    lens[1] = my_strlen("");
    lens[2] = my_strlen(gmsg);
    lens[3] = "abc"[1] + sizeof("abcd");
    my_strcpy(buf, lit);
    buf[0] = buf[0] - 'a' + 'A';
    char tmp[8] = "xyz";
    gmsg[0] = tmp[2];
    gmsg[6] = 0;
  }
  printf("buf=%s lens=%d %d %d %d gmsg=%s\n", buf, lens[0], lens[1], lens[2], lens[3], gmsg);
  return 0;
}
