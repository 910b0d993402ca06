// Throws through call_it (fexceptions.c, built by ompcc) and catches in C++.
#include <cstdio>
extern "C" void call_it(void (*)(int), int);
static void thrower(int v) {
  if (v == 7) throw v;
  std::printf("called %d\n", v);
}
int main() {
  try {
    call_it(thrower, 5);
  } catch (int v) {
    std::printf("caught %d\n", v);
  }
}
