/* Two errors, for the diagnostics callback. */
int f(void) {
  int x = undeclared_name;
  return x;
}

int g(int *p) {
  return p + "text";
}
