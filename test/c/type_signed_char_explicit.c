// RUN: %cmp-gcc %s %t
// signed char, unsigned char and plain char are three distinct types with different ranges and promotions.
#include <stdio.h>

int main(void) {
  signed char sc = -100;
  unsigned char uc = 200;
  char c = 'A';
  printf("sc=%d uc=%d c=%d\n", sc, uc, c);
  signed char sc2 = (signed char)uc;
  unsigned char uc2 = (unsigned char)sc;
  printf("sc2=%d uc2=%d\n", sc2, uc2);
  printf("sizes %zu %zu %zu\n", sizeof sc, sizeof uc, sizeof c);
  printf("sc>>2=%d uc>>2=%d\n", sc >> 2, uc >> 2);
  printf("sc*2=%d uc*2=%d\n", sc * 2, uc * 2);
  signed char arr[5] = {127, -128, 0, -1, 1};
  int s = 0;
  for (int i = 0; i < 5; i++)
    s += arr[i];
  printf("sum=%d\n", s);
  unsigned char bytes[4] = {0xde, 0xad, 0xbe, 0xef};
  unsigned int word = 0;
  for (int i = 0; i < 4; i++)
    word = word << 8 | bytes[i];
  printf("word=%x\n", word);
  signed char sbytes[4] = {(signed char)0xde, (signed char)0xad, (signed char)0xbe, (signed char)0xef};
  int mixed = 0;
  for (int i = 0; i < 4; i++)
    mixed += sbytes[i];
  printf("mixed=%d\n", mixed);
  _Generic(c, char: printf("char is its own type\n"), default: printf("wrong\n"));
  _Generic(sc, signed char: printf("signed char type\n"), default: printf("wrong\n"));
  _Generic(uc, unsigned char: printf("unsigned char type\n"), default: printf("wrong\n"));
  sc = 127;
  sc = (signed char)(sc + 1);
  printf("sc wrapped=%d\n", sc);
  return 0;
}
