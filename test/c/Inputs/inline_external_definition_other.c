/* The other half of ../inline_external_definition.c: calls the external definitions that the
   `inline` functions there must provide, and holds the one of gnu_extern_inline. */
int extern_declared_first(int, int *);
int plain_declared_first(int);
int extern_inline_definition(int);
int declared_after(int);
int gnu_plain_inline(int);
int gnu_extern_inline(int x) { return x + 1000; }
int inline_only(int x) { return x + 11; }

int call_from_other(void) {
  int tab[3] = {1, 2, 4};
  int (*through_pointer)(int) = declared_after;
  return extern_declared_first(1, tab) + plain_declared_first(7) * 10 +
         extern_inline_definition(100) * 100 + through_pointer(9) * 1000 + gnu_plain_inline(3) * 7;
}
