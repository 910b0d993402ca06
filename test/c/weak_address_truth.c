// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// The address of a weak symbol this unit does not define is null when no other unit defines
// it, so it is no constant truth value: `wf ? 1 : 0`, `&wv ? 1 : 0`, `wf && 1`, `wf || 0`,
// `(_Bool)wf` and `!wf` gave 1 1 1 1 1 0 where gcc and clang-19 give 0 0 0 0 0 1 (the
// idiom `if (weak_fn ...)` then called through null); also #pragma weak, an offset from such an
// address, and what stays constant: weak definitions, functions defined here, plain objects.
#include <stdio.h>
extern int wv __attribute__((weak));
int wf(void) __attribute__((weak));
extern int pw;
#pragma weak pw
int wd __attribute__((weak)) = 5; /* defined here: never null */
int wdf(void) __attribute__((weak));
int wdf(void) { return 1; }
int plain;
static int s2 = (_Bool)&plain, s3 = !&plain;
int main(void) {
  printf("%d %d %d %d %d %d\n", wf ? 1 : 0, &wv ? 1 : 0, wf && 1, (_Bool)wf, wf || 0, !wf);
  printf("%d %d %d %d\n", &pw ? 1 : 0, !&pw, &wv + 1 ? 1 : 0, (_Bool)(&wv + 0));
  printf("%d %d %d %d %d\n", &wd ? 1 : 0, wdf ? 1 : 0, s2, s3, !wdf);
  if (wf) wf();
  return 0;
}
