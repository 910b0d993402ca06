// A corpus of common mistakes in realistic code, under -Wall -Wextra: each line clang-19
// warns about carries its comment, `expected-`: ompfe reports it too (checked by %verify:
// nothing missing, nothing more), all 66 of clang-19's warnings. Lines without a comment are
// near misses that neither reports.
// RUN: %verify %s -- %ompfe -fsyntax-only -Wall -Wextra %s
// RUN: %clang -fsyntax-only -Wall -Wextra -Xclang -verify %s

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum color { RED, GREEN, BLUE };
struct point { int x, y; };
struct buffer { char data[16]; size_t len; int flags; };

__attribute__((warn_unused_result)) static int try_lock(int *lock) { return __sync_lock_test_and_set(lock, 1) == 0; }

/* ---- returning stack memory ---- */
static char *format_name(const char *first) {
  char name[64];
  snprintf(name, sizeof name, "%s!", first);
  return name; // expected-warning {{address of stack memory associated with local variable 'name' returned}}
}
static int *make_counter(void) {
  int counter = 0;
  return &counter; // expected-warning {{address of stack memory associated with local variable 'counter' returned}}
}
static int *middle(void) {
  int values[8] = {0};
  return &values[4]; // expected-warning {{address of stack memory associated with local variable 'values' returned}}
}
static struct point *origin(void) {
  return &(struct point){0, 0}; // expected-warning {{address of stack memory associated with compound literal {0, 0} returned}}
}
static const char *param_name(const char *name) { return name; }
static int *first_of(int n) { return (int[2]){n, n}; } // expected-warning {{address of stack memory associated with compound literal {n, n} returned}}
static char *leak_param(char c) { return &c; } // expected-warning {{address of stack memory associated with parameter 'c' returned}}

/* ---- precedence and conditions ---- */
static int is_even(int n) { return n & 1 == 0; } // expected-warning {{& has lower precedence than ==; == will be evaluated first}} expected-note {{place parentheses around the '==' expression to silence this warning}} expected-note {{place parentheses around the & expression to evaluate it first}}
static int has_flag(int flags, int f) { return (flags & f) == f; }
static int find(int *a, int n, int v) {
  int i;
  for (i = 0; i < n; i++)
    if (a[i] = v) // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses around the assignment}} expected-note {{use '=='}}
      return i;
  return -1;
}
static unsigned pack(unsigned hi, unsigned lo) { return hi << 8 + lo; } // expected-warning {{operator '<<' has lower precedence than '+'; '+' will be evaluated first}} expected-note {{place parentheses around the '+' expression to silence this warning}}
static int in_range(int a, int lo, int hi, int strict) { return strict && a > lo || a >= hi; } // expected-warning {{'&&' within '||'}} expected-note {{place parentheses around the '&&' expression to silence this warning}}
static int classify(int a, int b) {
  if (a > 0)
    if (b > 0) return 1;
    else return 2; // expected-warning {{add explicit braces to avoid dangling else}}
  return 0;
}

/* ---- comparisons that decide themselves ---- */
static int same(int x, double d) { return (x == x) + (d == d); } // expected-warning {{self-comparison always evaluates to true}}
static int read_byte(FILE *f) {
  unsigned char c = (unsigned char)fgetc(f);
  if (c == EOF) return -1; // expected-warning {{result of comparison of constant -1 with expression of type 'unsigned char' is always false}}
  if (c > 255) return -2; // (-Wtype-limits, not -Wall)
  return c;
}
static int too_big(short s) { return s > 70000; } // expected-warning {{result of comparison of constant 70000 with expression of type 'short' is always false}}
static int before_end(struct point *p) { return p->x < p->x; } // expected-warning {{self-comparison always evaluates to false}}
static int count_down(unsigned n) {
  int steps = 0;
  for (unsigned i = n; i > 0; i--) steps++;
  return steps;
}

/* ---- statements ---- */
static void reset(struct buffer *b, int really) {
  if (really); // expected-warning {{if statement has empty body}} expected-note {{put the semicolon on a separate line}}
  b->len = 0;
  while (b->len < 4); // expected-warning {{while loop has empty body}} expected-note {{put the semicolon on a separate line}}
  {
    b->len++;
  }
}
static void copy_point(struct point *dst, struct point src) {
  src = src; // expected-warning {{explicitly assigning value of variable of type 'struct point' to itself}}
  *dst = src;
}
static int lookup(const int table[128], char key) {
  return table[key]; // expected-warning {{array subscript is of type 'char'}}
}
static int scan(const char *s) {
  int n = 0;
  while (*s) {
    n++;
    s++;
  }
done: // expected-warning {{unused label 'done'}}
  return n;
}
static void clear(struct buffer *b) {
  memset(b, 0, sizeof b); // expected-warning {{'memset' call operates on objects of type 'struct buffer' while the size is based on a different type 'struct buffer *'}} expected-note {{did you mean to dereference the argument to 'sizeof' (and multiply it by the number of elements)?}}
}
static int last(void) {
  int a[10] = {0}; // expected-note 3 {{array 'a' declared here}}
  a[10] = 1; // expected-warning {{array index 10 is past the end of the array (that has type 'int[10]')}}
  a[-1] = 2; // expected-warning {{array index -1 is before the beginning of the array}}
  return a[12]; // expected-warning {{array index 12 is past the end of the array (that has type 'int[10]')}}
}
static int factorial(int n) { return n * factorial(n - 1); } // expected-warning {{all paths through this function will call itself}}
static void locked(int *lock) {
  try_lock(lock); // expected-warning {{ignoring return value of function declared with 'warn_unused_result' attribute}}
  if (!try_lock(lock)) return;
  (void)try_lock(lock);
}
static void indent(int n) {
  if (n > 3)
    n = 3;
    n++; // expected-warning {{misleading indentation; statement is not part of the previous 'if'}}
  printf("%d\n", n);
}
// expected-note@-5 {{previous statement is here}}

/* ---- the earlier warnings ---- */
static int unused_things(int used, int spare) { // expected-warning {{unused parameter 'spare'}}
  int forgotten; // expected-warning {{unused variable 'forgotten'}}
  int total = 0; // expected-warning {{variable 'total' set but not used}}
  total = used;
  return used;
}
static int mixed_signs(int i, unsigned u) { return i < u; } // expected-warning {{comparison of integers of different signs: 'int' and 'unsigned int'}}
static void report(long n, const char *what) {
  printf("%d %s\n", n, what); // expected-warning {{format specifies type 'int' but the argument has type 'long'}}
  printf("%s\n"); // expected-warning {{more '%' conversions than data arguments}}
  printf("%d\n", 1, 2); // expected-warning {{data argument not used by format string}}
}
static int uninit(int c) {
  int v; // expected-note {{initialize the variable 'v' to silence this warning}}
  return v + c; // expected-warning {{variable 'v' is uninitialized when used here}}
}
static const char *color_name(enum color c) {
  switch (c) { // expected-warning {{enumeration value 'BLUE' not handled in switch}}
  case RED: return "red";
  case GREEN: return "green";
  }
  return "?";
}
static int sign_of(int x) {
  if (x > 0) return 1;
  if (x < 0) return -1;
} // expected-warning {{non-void function does not return a value in all control paths}}
static void statement_values(int a, int b) {
  a == b; // expected-warning {{equality comparison result unused}} expected-note {{use '=' to turn this equality comparison into an assignment}}
  a + b; // expected-warning {{expression result unused}}
}
static struct point corner = {1}; // expected-warning {{missing field 'y' initializer}}
static int grid[2][2] = {1, 2, 3, 4}; // expected-warning {{suggest braces around initialization of subobject}} expected-warning {{suggest braces around initialization of subobject}}
static int never_called(void) { return 0; } // expected-warning {{unused function 'never_called'}}

/* ---- a second helping, in the style of a small text tool ---- */
#define MASK 4
struct stats { int lines, words, chars; };
__attribute__((warn_unused_result)) static int flush_all(void) { return fflush(stdout); }
static struct stats *new_stats(void) {
  struct stats s = {0, 0, 0};
  return (struct stats *)&s; // expected-warning {{address of stack memory associated with local variable 's' returned}}
}
static void *scratch(int big) {
  char small[16], large[256];
  return big ? (void *)large : (void *)small; // expected-warning {{address of stack memory associated with local variable 'large' returned}} expected-warning {{address of stack memory associated with local variable 'small' returned}}
}
static int masked(int x) { return x & MASK == 0; } // expected-warning {{& has lower precedence than ==; == will be evaluated first}} expected-note {{place parentheses around the '==' expression}} expected-note {{place parentheses around the & expression}}
static int top_bit(int n) { return 1 << n - 1; } // expected-warning {{operator '<<' has lower precedence than '-'; '-' will be evaluated first}} expected-note {{place parentheses around the '-' expression}}
static int either(int a, int b, int c) { return a || b && c; } // expected-warning {{'&&' within '||'}} expected-note {{place parentheses around the '&&' expression}}
static int count_words(const char *s) {
  int words = 0, ch;
  while (ch = *s++) // expected-warning {{using the result of an assignment as a condition without parentheses}} expected-note {{place parentheses}} expected-note {{use '=='}}
    if (ch == ' ') words++;
  return words;
}
static int histogram(const char *text, int counts[256]) {
  int distinct = 0;
  for (const char *p = text; *p; p++)
    if (counts[*p]++ == 0) distinct++; // expected-warning {{array subscript is of type 'char'}}
  return distinct;
}
static int all_bytes(void) {
  int n = 0;
  for (char c = 0; c < 256; c++) n++; // expected-warning {{result of comparison of constant 256 with expression of type 'char' is always true}}
  return n;
}
static int negative_size(unsigned short len) { return len == 70000; } // expected-warning {{result of comparison of constant 70000 with expression of type 'unsigned short' is always false}}
static int nested(int a, int b) {
  for (int i = 0; i < a; i++)
    if (b) b--;
    else b++; // near miss: the else is the inner if's own, and the for has no else
  if (a)
    for (int i = 0; i < a; i++)
      if (b) b--;
      else b++; // expected-warning {{add explicit braces to avoid dangling else}}
  return b;
}
static int stats_lines(struct stats *st) {
  int lines = st->lines;
  lines = lines; // expected-warning {{explicitly assigning value of variable of type 'int' to itself}}
  return lines == lines; // expected-warning {{self-comparison always evaluates to true}}
}
static void skip_spaces(const char **s) {
  for (; **s == ' '; (*s)++);
  while (**s == '\t') (*s)++;
}
static void drain(FILE *f) {
  int c;
  for (c = fgetc(f); c != EOF; c = fgetc(f)); // expected-warning {{for loop has empty body}} expected-note {{put the semicolon on a separate line}}
    putchar(c);
}
static int retry(int n) {
again: // near miss: a goto uses it
  if (n-- > 0) goto again;
out: // expected-warning {{unused label 'out'}}
  return n;
}
static void finish(void) {
  flush_all(); // expected-warning {{ignoring return value of function declared with 'warn_unused_result' attribute}}
}
static int sum_to(const char *s) {
  int total = 0;
  for (int i = 0; i < strlen(s); i++) total += s[i]; // expected-warning {{comparison of integers of different signs: 'int' and}}
  return total;
}
static void print_stats(struct stats st, const char *name) {
  printf("%s: %s lines\n", name, st.lines); // expected-warning {{format specifies type 'char *' but the argument has type 'int'}}
  printf("%d words\n", st.words, st.chars); // expected-warning {{data argument not used by format string}}
}
static int tail(void) {
  int ring[4] = {0}; // expected-note {{array 'ring' declared here}}
  return ring[4] + ring[5]; // expected-warning {{array index 4 is past the end of the array (that has type 'int[4]')}} expected-warning {{array index 5 is past the end of the array (that has type 'int[4]')}}
}
// expected-note@-3 {{array 'ring' declared here}}
static int depth(int n) { if (n > 100) return depth(n + 1); return depth(n - 1); } // expected-warning {{all paths through this function will call itself}}
static int leftover(int x, int y) { // expected-warning {{unused parameter 'y'}}
  int tmp; // expected-warning {{unused variable 'tmp'}}
  return x;
}
static struct stats zero_stats = {0, 0}; // expected-warning {{missing field 'chars' initializer}}

int tool_main(void);
int tool_main(void) {
  int counts[256] = {0};
  struct stats st = {1, 2, 3};
  const char *p = "  a b";
  printf("%p %p %d %d %d\n", (void *)new_stats(), scratch(1), masked(3), top_bit(3), either(1, 0, 1));
  printf("%d %d %d %d %d\n", count_words("a b"), histogram("abc", counts), all_bytes(), negative_size(3), nested(2, 1));
  skip_spaces(&p);
  drain(stdin);
  finish();
  print_stats(st, p);
  return stats_lines(&st) + retry(2) + sum_to("ab") + tail() + depth(1) + leftover(1, 2) + zero_stats.lines;
}

int main(int argc, char **argv) {
  int lock = 0;
  struct buffer b = {{0}, 0, 0};
  int table[128] = {0};
  int values[4] = {1, 2, 3, 4};
  printf("%s %d %d %d\n", format_name(argv[0]), *make_counter(), *middle(), origin()->x);
  printf("%s %d %c\n", param_name("x"), *first_of(argc), *leak_param('a'));
  printf("%d %d %d %u %d\n", is_even(argc), has_flag(argc, 2), find(values, 4, 3), pack(1, 2), in_range(argc, 0, 9, 1));
  printf("%d %d %d %d %d\n", classify(argc, 1), same(argc, 1.0), read_byte(stdin), too_big(3), before_end(&corner));
  reset(&b, argc);
  copy_point(&corner, corner);
  printf("%d %d %d %d\n", count_down(3), lookup(table, 'a'), scan("abc"), last());
  clear(&b);
  locked(&lock);
  indent(argc);
  printf("%d %d %d %s %d\n", factorial(0), unused_things(1, 2), mixed_signs(1, 2u), color_name(RED), sign_of(argc));
  report(1, "x");
  printf("%d %d\n", uninit(argc), grid[0][0]);
  statement_values(1, 2);
  return EXIT_SUCCESS;
}
