// RUN: %cmp-gcc %s %t
// __asm__("symbol") labels on library declarations: my_puts, my_printf and my_strlen are the C library's puts, printf and strlen.
int my_puts(const char *) __asm__("puts");
int my_printf(const char *, ...) __asm__("printf");
unsigned long my_strlen(const char *s) __asm__("strlen");
int my_atoi(const char *) __asm__("atoi");
extern int my_abs(int) __asm__("abs");

int main(void) {
  my_puts("hello via asm label");
  int n = my_printf("strlen=%lu\n", my_strlen("twelve chars"));
  my_printf("printf returned %d\n", n);
  my_printf("atoi=%d abs=%d\n", my_atoi("-123"), my_abs(my_atoi("-77")));
  const char *words[3] = {"a", "bb", "ccc"};
  unsigned long total = 0;
  for (int i = 0; i < 3; i++)
    total += my_strlen(words[i]);
  my_printf("total=%lu\n", total);
  return 0;
}
