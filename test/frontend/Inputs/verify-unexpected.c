int f(void) { int y; return 0; }
