// RUN: %cmp-gcc %s %t
// RUN: %cmp-gcc %s %t -O2
// RUN: %verify %s -- %ompfe -fsyntax-only %s
// A label (or case, or default) may end a block (C23; gcc-12 takes it in C17 silently,
// clang-19 with a -Wc23-extensions warning at the '}'): it labels an empty statement. And the
// digraphs <: :> <% %> are [ ] { } (C11 6.4.6p3); the preprocessor's %: and %:%: are cpp's.
// ompfe refused both ("expected expression", "unexpected '<'").
#include <stdio.h>

%:define CAT(a, b) a %:%: b

static int cleanup_count;

static int find(const int *v, int n, int want) <%
  int at = -1;
  for (int i = 0; i < n; i++)
    if (v<:i:> == want) <%
      at = i;
      goto out;
    %>
  cleanup_count++;
out:
  return at;
%>

static int find_first(const int *v, int n, int want) {
  int at = -1;
  {
    for (int i = 0; i < n && at < 0; i++)
      if (v[i] == want) {
        at = i;
        goto found;
      }
    cleanup_count += 10;
  again:
  found:
  } // expected-warning {{label at end of compound statement is a C23 extension}}
  return at;
}

static int classify(int x) {
  int r = 0;
  switch (x) {
  case 1: r = 10;
  case 2: r += 2; break;
  case 3 ... 5:
  default:
  } // expected-warning {{label at end of compound statement is a C23 extension}}
  switch (x) {
  case 7:
  } // expected-warning {{label at end of compound statement is a C23 extension}}
  return r;
}

int main(void) <%
  int CAT(ta, ble)<:5:> = <%3, 1, 4, 1, 5%>;
  int a = find(table, 5, 4), b = find(table, 5, 9), c = find_first(table, 5, 1), d = find_first(table, 5, 7);
  printf("%d %d %d %d %d | %d %d %d %d %d\n", a, b, c, d, cleanup_count, classify(1), classify(2), classify(4), classify(7), classify(0));
  return 0;
%>
