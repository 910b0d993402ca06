/* The other half of ../inline_gnu89.c: with GNU89's inline, calls plain_inline's external
   definition there and holds extern_inline's; with C99's (NO_GNU89), the reverse. */
#ifdef NO_GNU89
int plain_inline(int x) { return x * 5; }
#else
int plain_inline(int);
int extern_inline(int x) { return x + 300; }
#endif
int call_from_other(void) { return plain_inline(7); }
