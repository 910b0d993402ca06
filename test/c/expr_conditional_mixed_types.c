// RUN: %cmp-gcc %s %t
// The conditional operator's result type: arithmetic conversions between arms, pointer/null arms, void arms, and struct arms.
#include <stdio.h>

#define TYPE(x) _Generic((x), int: "int", unsigned: "unsigned", long: "long", double: "double", float: "float", \
                         char *: "char *", const char *: "const char *", void *: "void *", default: "other")

struct p {
  int v;
};

static void say(const char *s) { printf("say %s\n", s); }

int main(void) {
  int t = 1, f = 0;
  char c = 'x';
  short s = 3;
  unsigned u = 5;
  printf("%s %s %s %s\n", TYPE(t ? c : s), TYPE(t ? 1 : u), TYPE(t ? 1 : 2.0f), TYPE(t ? 1L : 2.0));
  printf("value int/unsigned with -1: %u\n", f ? u : -1);
  printf("as double: %.2f\n", t ? 1 : 2.5);
  char buf[] = "buf";
  const char *lit = "lit";
  printf("%s %s\n", TYPE(t ? buf : lit), TYPE(t ? buf : 0));
  void *vp = buf;
  printf("%s\n", TYPE(t ? vp : buf));
  char *r = f ? NULL : buf;
  printf("r=%s\n", r);
  t ? say("yes") : say("no");
  f ? (void)0 : say("void arm");
  struct p a = {1}, b = {2};
  printf("struct arm=%d\n", (f ? a : b).v);
  long big = t ? 3000000000L : 0;
  printf("big=%ld\n", big);
  double mixed = f ? 7 : 'A';
  printf("mixed=%.1f\n", mixed);
  return 0;
}
