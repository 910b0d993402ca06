// -Wimplicit-fallthrough (in neither -Wall nor -Wextra, as in clang-19): control that runs
// from the statements of one case into the next label. Not reported: consecutive labels, a
// case that breaks, returns or loops forever on every path, `__attribute__((fallthrough));`,
// the last case. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wimplicit-fallthrough %s
// RUN: %clang -fsyntax-only -Wimplicit-fallthrough -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wall -Wextra %s 2>&1 | FileCheck %s --allow-empty --implicit-check-not=warning:

void stop(void) __attribute__((noreturn));

int cases(int x, int c) {
  switch (x) {
  case 0:
  case 1:
    x++;
  case 2: // expected-warning {{unannotated fall-through between switch labels}} expected-note {{insert '__attribute__((fallthrough));' to silence this warning}} expected-note {{insert 'break;' to avoid fall-through}}
    if (c) break;
  case 3: // expected-warning {{unannotated fall-through}} expected-note {{insert '__attribute__((fallthrough));'}} expected-note {{insert 'break;'}}
    return 1;
  case 4:
    x--;
    __attribute__((fallthrough));
  case 5: {
    x++;
  }
  default: // expected-warning {{unannotated fall-through}} expected-note {{insert '__attribute__((fallthrough));'}} expected-note {{insert 'break;'}}
    x++;
  }
  switch (c) {
  case 1:
    if (x) {
      x++;
      break;
    } else {
      return 2;
    }
  case 2:
    stop();
  case 3:
    for (;;) {
    }
  case 4:
    break;
  }
  return x;
}
