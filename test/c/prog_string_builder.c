// RUN: %cmp-gcc %s %t
// A growable string builder with append, appendf (vsnprintf), insert, replace-all, reverse, and a word-wrapped paragraph.
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct sb {
  char *buf;
  size_t len, cap;
  int grows;
};

static void sb_reserve(struct sb *s, size_t need) {
  if (need + 1 <= s->cap)
    return;
  size_t cap = s->cap ? s->cap : 8;
  while (cap < need + 1)
    cap *= 2;
  s->buf = realloc(s->buf, cap);
  s->cap = cap;
  s->grows++;
}

static void sb_append_n(struct sb *s, const char *str, size_t n) {
  sb_reserve(s, s->len + n);
  memcpy(s->buf + s->len, str, n);
  s->len += n;
  s->buf[s->len] = 0;
}

static void sb_append(struct sb *s, const char *str) { sb_append_n(s, str, strlen(str)); }

static void sb_appendf(struct sb *s, const char *fmt, ...) {
  va_list ap, ap2;
  va_start(ap, fmt);
  va_copy(ap2, ap);
  int n = vsnprintf(NULL, 0, fmt, ap);
  va_end(ap);
  sb_reserve(s, s->len + (size_t)n);
  vsnprintf(s->buf + s->len, (size_t)n + 1, fmt, ap2);
  va_end(ap2);
  s->len += (size_t)n;
}

static void sb_insert(struct sb *s, size_t pos, const char *str) {
  size_t n = strlen(str);
  sb_reserve(s, s->len + n);
  memmove(s->buf + pos + n, s->buf + pos, s->len - pos + 1);
  memcpy(s->buf + pos, str, n);
  s->len += n;
}

static int sb_replace_all(struct sb *s, const char *from, const char *to) {
  struct sb out = {0};
  sb_reserve(&out, s->len);
  out.buf[0] = 0;
  size_t fl = strlen(from);
  int count = 0;
  const char *p = s->buf, *hit;
  while ((hit = strstr(p, from)) != NULL) {
    sb_append_n(&out, p, (size_t)(hit - p));
    sb_append(&out, to);
    p = hit + fl;
    count++;
  }
  sb_append(&out, p);
  free(s->buf);
  out.grows += s->grows;
  *s = out;
  return count;
}

static void sb_reverse(struct sb *s) {
  for (size_t i = 0, j = s->len ? s->len - 1 : 0; i < j; i++, j--) {
    char t = s->buf[i];
    s->buf[i] = s->buf[j];
    s->buf[j] = t;
  }
}

static void wrap(struct sb *out, const char *text, int width) {
  int col = 0;
  const char *p = text;
  while (*p) {
    while (*p == ' ')
      p++;
    const char *w = p;
    while (*p && *p != ' ')
      p++;
    int wl = (int)(p - w);
    if (wl == 0)
      break;
    if (col && col + 1 + wl > width) {
      sb_append(out, "\n");
      col = 0;
    } else if (col) {
      sb_append(out, " ");
      col++;
    }
    sb_append_n(out, w, (size_t)wl);
    col += wl;
  }
}

int main(void) {
  struct sb s = {0};
  sb_append(&s, "Hello");
  sb_append(&s, ", ");
  sb_appendf(&s, "%s #%d (%.2f%%)", "world", 42, 99.5);
  printf("[%s] len=%zu\n", s.buf, s.len);
  sb_insert(&s, 5, " there");
  printf("[%s]\n", s.buf);
  int n = sb_replace_all(&s, "o", "0");
  printf("replaced %d: [%s]\n", n, s.buf);
  n = sb_replace_all(&s, "there", "");
  printf("replaced %d: [%s]\n", n, s.buf);
  sb_reverse(&s);
  printf("reversed: [%s]\n", s.buf);
  for (int i = 0; i < 100; i++)
    sb_appendf(&s, "%d,", i);
  printf("len=%zu cap>=len=%d grows=%d tail=%s\n", s.len, s.cap > s.len, s.grows, s.buf + s.len - 9);
  free(s.buf);
  struct sb para = {0};
  wrap(&para, "The quick brown fox jumps over the lazy dog and keeps running far beyond the hills of the valley", 24);
  printf("%s\n", para.buf);
  free(para.buf);
  return 0;
}
