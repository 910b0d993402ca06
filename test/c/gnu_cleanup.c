// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// __attribute__((cleanup(fn))): fn(&var) runs when the variable's scope is left, in reverse
// order of declaration, on every way out: the end of a block, return (after the value is
// taken), break, continue, goto out of scopes (forward and backward), the end of a for with
// the variable in its first clause, a switch, a statement expression (whose value is taken
// first); the attribute in the declaration specifiers (a typedef-like macro, as jansson's
// json_auto_t) applies to each declarator; a jump into the scope past the declaration, which
// gcc accepts (clang-19 refuses it, so it cannot stand in for ompcc here), still runs the
// cleanup at the scope's end.
#include <stdio.h>
#include <stdlib.h>

static int calls;

static void note(int *p) { printf("  cleanup #%d of %d\n", ++calls, *p); }

struct buf {
  char *data;
  int id;
};

static void release(struct buf *b) {
  printf("  release buf %d\n", b->id);
  free(b->data);
}

static void free_ptr(char **p) {
  printf("  free_ptr %s\n", *p ? *p : "(null)");
  free(*p);
}

#define auto_note int __attribute__((cleanup(note)))

static void blocks(void) {
  printf("blocks\n");
  int a __attribute__((cleanup(note))) = 1;
  {
    int b __attribute__((cleanup(note))) = 2, c __attribute__((cleanup(note))) = 3;
    {
      auto_note d = 4, e = 5;
      printf("  inner %d %d\n", d, e);
    }
    printf("  middle %d %d\n", b, c);
  }
  printf("  outer %d\n", a);
}

static int returns(int x) {
  int a __attribute__((cleanup(note))) = x;
  if (x > 10) {
    int b __attribute__((cleanup(note))) = x * 2;
    return a + b; /* the value is taken before the cleanups run */
  }
  a = 77;
  return a;
}

/* the cleanup changes the variable after return has read it */
static void bump(int *p) { *p += 1000; }
static int returns_read_first(void) {
  int v __attribute__((cleanup(bump))) = 5;
  return v;
}

static void loops(void) {
  printf("loops\n");
  for (int i = 0; i < 4; i++) {
    int k __attribute__((cleanup(note))) = i * 10;
    if (i == 1) continue;
    if (i == 3) break;
    {
      int inner __attribute__((cleanup(note))) = i * 10 + 1;
      if (i == 2) continue;
    }
    printf("  end of iteration %d\n", i);
  }
  int n = 0;
  while (1) {
    int w __attribute__((cleanup(note))) = 100 + n;
    if (++n == 2) break;
  }
  do {
    int d __attribute__((cleanup(note))) = 200;
  } while (0);
  for (int j __attribute__((cleanup(note))) = 300; j < 302; j++) {
    int body __attribute__((cleanup(note))) = j + 10;
    if (j == 301) break;
  }
  printf("  after loops\n");
}

static void gotos(int x) {
  printf("gotos %d\n", x);
  int tries = 0;
again:;
  int a __attribute__((cleanup(note))) = 400 + tries;
  {
    int b __attribute__((cleanup(note))) = 500 + tries;
    if (tries++ < 1) goto again; /* backward: leaves b's and a's scopes */
    if (x) goto out;             /* forward, out of both */
    printf("  not jumped\n");
  }
out:
  printf("  at out\n");
}

static void switches(int x) {
  printf("switch %d\n", x);
  switch (x) {
  case 0: {
    int s __attribute__((cleanup(note))) = 600;
    break;
  }
  case 1: {
    int s __attribute__((cleanup(note))) = 601;
    int t __attribute__((cleanup(note))) = 602;
  } /* fall through */
  case 2:
    printf("  case 2\n");
    break;
  default: {
    int s __attribute__((cleanup(note))) = 603;
    printf("  default\n");
  }
  }
}

/* gcc accepts jumps into the scope past the declaration; the cleanup runs at the scope's
   end (it only counts here, the variable holds no value) */
static void counted(int *p) {
  (void)p;
  printf("  counted cleanup #%d\n", ++calls);
}
static void jump_in(int x) {
  printf("jump_in %d\n", x);
  if (x) goto inside;
  {
    int a __attribute__((cleanup(counted))) = 1;
    (void)a;
  inside:
    printf("  inside\n");
  }
  switch (x) {
  case 0: {
    int b __attribute__((cleanup(counted))) = 2;
    (void)b;
  case 1:
    printf("  case 1 body\n");
  }
  }
}

static struct buf make(int id) {
  struct buf b = {malloc(8), id};
  return b;
}

static void statement_expressions(void) {
  printf("statement expressions\n");
  int r = ({
    int a __attribute__((cleanup(bump))) = 7;
    a * 2;
  });
  printf("  r=%d\n", r);
  int id = ({
    struct buf b __attribute__((cleanup(release))) = make(9);
    b;
  }).id;
  printf("  id=%d\n", id);
  for (int i = 0; i < 3; i++) {
    int v = ({
      int t __attribute__((cleanup(note))) = 700 + i;
      if (i == 1) continue; /* out of the statement expression and the body */
      t;
    });
    printf("  v=%d\n", v);
  }
}

static int strings(void) {
  printf("strings\n");
  char *s __attribute__((cleanup(free_ptr))) = malloc(6);
  char *never __attribute__((cleanup(free_ptr))) = NULL;
  snprintf(s, 6, "hello");
  struct buf b __attribute__((cleanup(release))) = make(1);
  return (int)(never == NULL);
}

int main(void) {
  blocks();
  printf("returns -> %d\n", returns(3));
  printf("returns -> %d\n", returns(20));
  printf("returns_read_first -> %d\n", returns_read_first());
  loops();
  gotos(0);
  gotos(1);
  for (int x = 0; x < 4; x++) switches(x);
  jump_in(0);
  jump_in(1);
  statement_expressions();
  printf("strings -> %d\n", strings());
  printf("calls=%d\n", calls);
  return 0;
}
