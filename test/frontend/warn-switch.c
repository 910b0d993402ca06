// -Wswitch (on by default, as in clang-19): a switch on an enum without default names the
// enumerators no case handles (in value order, each value once; four or more are counted),
// and a case value that is no enumerator's. Not for a switch on an integer, nor with default,
// nor when a case range covers the value. The same comments pass clang-19's -verify.
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// RUN: %clang -fsyntax-only -Xclang -verify %s
// RUN: %ompfe -fsyntax-only -Wno-switch %s 2>&1 | count 0
enum color { RED, GREEN, BLUE, CYAN, MAGENTA };
enum dup { ONE = 1, UNO = 1, TWO, MINUS = -1 };

int pick(enum color c, enum dup d, int n) {
  switch (c) { // expected-warning {{4 enumeration values not handled in switch: 'GREEN', 'BLUE', 'CYAN'...}}
  case RED: return 1;
  }
  switch (c) { // expected-warning {{enumeration values 'BLUE', 'CYAN', and 'MAGENTA' not handled in switch}}
  case RED: case GREEN: return 2;
  }
  switch (c) { // expected-warning {{enumeration values 'CYAN' and 'MAGENTA' not handled in switch}}
  case RED: case GREEN: case BLUE: return 3;
  case 9: return 4; // expected-warning {{case value not in enumerated type 'enum color'}}
  }
  switch (d) { // expected-warning {{enumeration values 'MINUS' and 'TWO' not handled in switch}}
  case UNO: return 5;
  }
  switch (d) { // expected-warning {{enumeration value 'TWO' not handled in switch}}
  case ONE: case -1: return 6;
  }
  /* no warning: every value, a default, an integer switch, a range */
  switch (c) { case RED: case GREEN: case BLUE: case CYAN: case MAGENTA: return 7; }
  switch (c) { case RED: return 8; default: return 9; }
  switch ((int)c) { case RED: return 10; }
  switch (n) { case 100: return 11; }
  switch (c) { case RED ... MAGENTA: return 12; }
  return 0;
}
