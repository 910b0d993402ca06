// RUN: %cmp-gcc %s %t
// Static initializers of a flexible array member (GNU C) lengthen the object: numbers, a string and pointers after it all read back.
int printf(const char *, ...);

struct Ints { int n; int a[]; };
struct Text { short len; char s[]; };
struct Ptrs { const char *tag; long a[]; };

struct Ints ints = {3, {10, 20, 30}};
struct Text text = {5, "hello, flexible member"};
struct Ptrs ptrs = {"p", {1, [40] = 2, [41] = (long)0}};
static struct Ints local = {2, {[1] = 7, [0] = 6}};

int main(void) {
  printf("%d %d %d %d\n", ints.n, ints.a[0], ints.a[1], ints.a[2]);
  printf("%d %s\n", text.len, text.s);
  long s = 0;
  for (int i = 0; i < 42; i++) s += ptrs.a[i] * (i + 1);
  printf("%s %ld\n", ptrs.tag, s);
  printf("%d %d %d\n", local.n, local.a[0], local.a[1]);
  return 0;
}
