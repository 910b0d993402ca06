/* pass_diff: what one pass changed in the MLIR module, for the explorer's pass pipeline. The
 * module's text is cut into its top-level operations (functions, globals ...: the lines two
 * spaces in, each up to the next), keyed by the symbol they define; an operation only before
 * was removed, only after added, and one whose text differs changed, shown as a line diff of
 * that operation alone (a longest common subsequence of its lines). The passes change a few
 * operations of a module (attributes, a call, a function gone), so the page shows those, not
 * the module again. Splitting and matching are linear; each diff is bounded by
 * DIFF_CELLS, past which the operation is shown whole, before and after. */
#include "explain/pass_diff.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "explain/html_text.h"
#include "support/strmap.h"

enum { DIFF_CELLS = 4 * 1024 * 1024 };

typedef struct TopOp {
  const char *key; /* "@name", or the first line when it names no symbol */
  size_t key_len;
  const char *text; /* its lines, the last newline included */
  size_t len;
} TopOp;

typedef OFE_VEC(TopOp) TopOps;

/* The symbol the first line defines: its first "@name" (quoted names included). */
static void op_key(const char *line, size_t len, TopOp *op) {
  const char *at = memchr(line, '@', len);
  op->key = line;
  op->key_len = len;
  if (!at) return;
  const char *end = at + 1;
  if (end < line + len && *end == '"') {
    const char *q = memchr(end + 1, '"', (size_t)(line + len - end - 1));
    end = q ? q + 1 : line + len;
  } else {
    while (end < line + len && (end[0] == '_' || end[0] == '.' || end[0] == '$' || (end[0] >= '0' && end[0] <= '9') ||
                                ((end[0] | 32) >= 'a' && (end[0] | 32) <= 'z')))
      end++;
  }
  op->key = at;
  op->key_len = (size_t)(end - at);
}

/* The module's top-level operations: a line that starts with exactly two spaces and is not the
 * module's closing brace begins one, unless it is a block's label (`^bb1:`), which MLIR prints
 * two spaces left of its operations: it belongs to the function around it. */
static void split_ops(OfeArena *a, const char *text, size_t len, TopOps *ops) {
  const char *end = text + len;
  TopOp *cur = NULL;
  for (const char *line = text; line < end;) {
    const char *nl = memchr(line, '\n', (size_t)(end - line));
    const char *next = nl ? nl + 1 : end;
    size_t n = (size_t)((nl ? nl : end) - line);
    bool starts = n > 2 && line[0] == ' ' && line[1] == ' ' && line[2] != ' ' && line[2] != '}' && line[2] != '^';
    if (starts) {
      TopOp op = {.text = line};
      op_key(line + 2, n - 2, &op);
      ofe_vec_push(a, ops, op);
      cur = &ops->items[ops->len - 1];
    } else if (cur && n >= 2 && line[0] == ' ' && line[1] == ' ') {
      /* its body and closing brace */
    } else {
      cur = NULL; /* the module's own lines */
    }
    if (cur) cur->len = (size_t)(next - cur->text);
    line = next;
  }
}

typedef struct Lines {
  const char **at;
  size_t *len;
  uint64_t *hash;
  size_t n;
} Lines;

static void split_lines(OfeArena *a, const char *text, size_t len, Lines *l) {
  size_t n = 0;
  for (size_t i = 0; i < len; i++) n += text[i] == '\n';
  if (len && text[len - 1] != '\n') n++;
  l->at = ofe_arena_alloc(a, (n + 1) * sizeof *l->at);
  l->len = ofe_arena_alloc(a, (n + 1) * sizeof *l->len);
  l->hash = ofe_arena_alloc(a, (n + 1) * sizeof *l->hash);
  l->n = 0;
  for (const char *p = text, *end = text + len; p < end;) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t k = (size_t)((nl ? nl : end) - p);
    uint64_t h = 1469598103934665603u;
    for (size_t i = 0; i < k; i++) h = (h ^ (unsigned char)p[i]) * 1099511628211u;
    l->at[l->n] = p;
    l->len[l->n] = k;
    l->hash[l->n++] = h;
    p = nl ? nl + 1 : end;
  }
}

static bool same_line(const Lines *a, size_t i, const Lines *b, size_t j) {
  return a->hash[i] == b->hash[j] && a->len[i] == b->len[j] && memcmp(a->at[i], b->at[j], a->len[i]) == 0;
}

static void diff_line(FILE *out, const char *cls, char mark, const char *text, size_t len) {
  if (cls) fprintf(out, "<span class=\"%s\">", cls);
  fputc(mark, out);
  fputc(' ', out);
  ofe_html_text(out, text, len);
  fputs(cls ? "</span>\n" : "\n", out);
}

/* The line diff of one operation: kept lines plain, removed ones marked -, added ones +. */
static void write_line_diff(FILE *out, OfeArena *a, const TopOp *before, const TopOp *after) {
  Lines x, y;
  split_lines(a, before->text, before->len, &x);
  split_lines(a, after->text, after->len, &y);
  fputs("<pre class=\"diff\">", out);
  if ((x.n + 1) * (y.n + 1) > DIFF_CELLS) {
    for (size_t i = 0; i < x.n; i++) diff_line(out, "del", '-', x.at[i], x.len[i]);
    for (size_t j = 0; j < y.n; j++) diff_line(out, "add", '+', y.at[j], y.len[j]);
    fputs("</pre>\n", out);
    return;
  }
  /* lcs[i][j]: the longest common subsequence of x[i..] and y[j..], saturated at 65535 */
  size_t w = y.n + 1;
  uint16_t *lcs = calloc((x.n + 1) * w, sizeof *lcs); /* freed here: a module has many such */
  if (!lcs) {
    fputs("</pre>\n", out);
    return;
  }
  for (size_t i = x.n; i-- > 0;)
    for (size_t j = y.n; j-- > 0;) {
      unsigned v = same_line(&x, i, &y, j) ? lcs[(i + 1) * w + j + 1] + 1u
                   : lcs[(i + 1) * w + j] > lcs[i * w + j + 1] ? lcs[(i + 1) * w + j] : lcs[i * w + j + 1];
      lcs[i * w + j] = (uint16_t)(v > 65535 ? 65535 : v);
    }
  size_t i = 0, j = 0;
  while (i < x.n || j < y.n) {
    if (i < x.n && j < y.n && same_line(&x, i, &y, j)) {
      diff_line(out, NULL, ' ', x.at[i], x.len[i]);
      i++, j++;
    } else if (i < x.n && (j == y.n || lcs[(i + 1) * w + j] >= lcs[i * w + j + 1])) {
      diff_line(out, "del", '-', x.at[i], x.len[i]); /* what went first, as diff shows it */
      i++;
    } else {
      diff_line(out, "add", '+', y.at[j], y.len[j]);
      j++;
    }
  }
  free(lcs);
  fputs("</pre>\n", out);
}

static void write_whole(FILE *out, const char *what, const TopOp *op) {
  fprintf(out, "<details class=\"op %s\"><summary>%s <code>", what, what);
  ofe_html_text(out, op->key, op->key_len);
  fputs("</code></summary><pre>", out);
  ofe_html_text(out, op->text, op->len);
  fputs("</pre></details>\n", out);
}

void ofe_explain_write_pass_diff(FILE *out, const char *pass, const char *before, size_t blen, const char *after,
                                 size_t alen) {
  OfeArena a;
  ofe_arena_init(&a);
  TopOps x = {0}, y = {0};
  split_ops(&a, before, blen, &x);
  split_ops(&a, after, alen, &y);
  OfeStrMap in_before, in_after; /* key -> index + 1 */
  ofe_strmap_init(&in_before, &a);
  ofe_strmap_init(&in_after, &a);
  for (size_t i = 0; i < x.len; i++) ofe_strmap_put(&in_before, x.items[i].key, x.items[i].key_len, (void *)(uintptr_t)(i + 1));
  for (size_t j = 0; j < y.len; j++) ofe_strmap_put(&in_after, y.items[j].key, y.items[j].key_len, (void *)(uintptr_t)(j + 1));
  size_t changed = 0, added = 0, removed = 0;
  for (size_t j = 0; j < y.len; j++) {
    uintptr_t i = (uintptr_t)ofe_strmap_get(&in_before, y.items[j].key, y.items[j].key_len);
    if (!i) added++;
    else changed += x.items[i - 1].len != y.items[j].len || memcmp(x.items[i - 1].text, y.items[j].text, y.items[j].len) != 0;
  }
  for (size_t i = 0; i < x.len; i++) removed += !ofe_strmap_get(&in_after, x.items[i].key, x.items[i].key_len);
  fputs("<div class=\"pass\" data-pass=\"", out);
  ofe_html_cstr(out, pass);
  fputs("\"><h3>", out);
  ofe_html_cstr(out, pass);
  fprintf(out, ": %zu changed, %zu added, %zu removed</h3>\n", changed, added, removed);
  if (!changed && !added && !removed) fputs("<p class=\"none\">The module is as before.</p>\n", out);
  /* in the order of the module after the pass, then what it removed */
  for (size_t j = 0; j < y.len; j++) {
    uintptr_t i = (uintptr_t)ofe_strmap_get(&in_before, y.items[j].key, y.items[j].key_len);
    if (!i) {
      write_whole(out, "added", &y.items[j]);
      continue;
    }
    const TopOp *b = &x.items[i - 1];
    if (b->len == y.items[j].len && memcmp(b->text, y.items[j].text, b->len) == 0) continue;
    fputs("<details class=\"op changed\" open><summary>changed <code>", out);
    ofe_html_text(out, y.items[j].key, y.items[j].key_len);
    fputs("</code></summary>", out);
    write_line_diff(out, &a, b, &y.items[j]);
    fputs("</details>\n", out);
  }
  for (size_t i = 0; i < x.len; i++)
    if (!ofe_strmap_get(&in_after, x.items[i].key, x.items[i].key_len)) write_whole(out, "removed", &x.items[i]);
  fputs("</div>\n", out);
  ofe_arena_free(&a);
}
