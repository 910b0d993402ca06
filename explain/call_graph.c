/* call_graph: the explorer's declare-target call graph (call_graph.h), drawn as inline SVG with
 * a layered layout of its own (no graphviz at compile time: the page must be written with what
 * the compile has, fast, and the graph is a forest of short chains): the kernels and the
 * functions nothing on the graph calls are the first column, each other function sits one
 * column right of its first caller found breadth first, and a call is a curve from the caller's
 * right edge to the callee's left. A box says what a function is on this side: a kernel,
 * declared declare target (and indirect), marked by MarkDeclareTarget (the caller whose call
 * marked it is the edge drawn bold), declared device_type(host), or dropped by
 * FunctionFiltering. The table under it says the same in words. Linear in the graph. */
#include "explain/call_graph.h"

#include <stdlib.h>
#include <string.h>

#include "explain/html_text.h"

enum { COL_W = 280, BOX_W = 240, ROW_H = 44, BOX_H = 34, MAX_DRAWN = 400 };

static const char *kind_of(const OfeFunctionFact *f) {
  if (f->kernel) return "kernel";
  if (f->dropped) return "dropped";
  if (f->declared && !strcmp(f->declared, "host")) return "host";
  if (f->declared) return "declared";
  if (f->marked_from) return "marked";
  return "host";
}

/* What the box and the table say of f, in words. */
static void describe(FILE *out, const OfeFunctionFact *f) {
  if (f->kernel) fputs("kernel (a target region)", out);
  else if (f->dropped) fputs("host code: FunctionFiltering took it out of the device module", out);
  else if (f->declared && !strcmp(f->declared, "host")) fputs("declare target device_type(host): host only", out);
  else if (f->declared) fprintf(out, "declare target (%s)%s", f->declared, f->indirect ? ", indirect" : "");
  else if (f->marked_from) {
    fputs("marked by MarkDeclareTarget: named by ", out);
    ofe_html_cstr(out, f->marked_from);
  } else {
    fputs("host code", out);
  }
}

typedef struct Node {
  const OfeFunctionFact *f;
  long col, row;
} Node;

void ofe_explain_write_call_graph(FILE *out, const OfeConstructFacts *facts) {
  fputs("<section id=\"callgraph\"><h2>Declare-target call graph</h2>\n", out);
  size_t n = 0;
  for (size_t i = 0; i < facts->functions.len; i++) n += ofe_function_fact_on_graph(facts->functions.items[i]);
  if (!n) {
    fputs("<p class=\"none\">No device code: no kernel and no declare target function.</p></section>\n", out);
    return;
  }
  Node *nodes = calloc(n, sizeof *nodes);
  OfeStrMap at; /* name -> node + 1 */
  OfeArena a;
  ofe_arena_init(&a);
  ofe_strmap_init(&at, &a);
  size_t k = 0;
  for (size_t i = 0; nodes && i < facts->functions.len; i++) {
    const OfeFunctionFact *f = facts->functions.items[i];
    if (!ofe_function_fact_on_graph(f)) continue;
    nodes[k] = (Node){f, -1, 0};
    ofe_strmap_put(&at, f->name, strlen(f->name), (void *)(uintptr_t)++k);
  }
  /* columns: breadth first from what nothing on the graph calls (kernels first) */
  size_t *queue = nodes ? calloc(n + 1, sizeof *queue) : NULL;
  bool *called = nodes ? calloc(n + 1, sizeof *called) : NULL;
  size_t head = 0, tail = 0;
  for (size_t i = 0; queue && called && i < n; i++)
    for (size_t j = 0; j < nodes[i].f->calls.len; j++) {
      uintptr_t c = (uintptr_t)ofe_strmap_get(&at, nodes[i].f->calls.items[j], strlen(nodes[i].f->calls.items[j]));
      if (c && c - 1 != i) called[c - 1] = true;
    }
  for (int pass = 0; queue && called && pass < 2; pass++)
    for (size_t i = 0; i < n; i++)
      if (nodes[i].col < 0 && (pass ? !called[i] : nodes[i].f->kernel)) {
        nodes[i].col = 0;
        queue[tail++] = i;
      }
  for (;;) {
    while (queue && head < tail) {
      Node *p = &nodes[queue[head++]];
      for (size_t j = 0; j < p->f->calls.len; j++) {
        uintptr_t c = (uintptr_t)ofe_strmap_get(&at, p->f->calls.items[j], strlen(p->f->calls.items[j]));
        if (c && nodes[c - 1].col < 0) {
          nodes[c - 1].col = p->col + 1;
          queue[tail++] = c - 1;
        }
      }
    }
    size_t left = 0; /* a cycle nothing outside calls: its first member starts a column 0 */
    while (queue && left < n && nodes[left].col >= 0) left++;
    if (!queue || left == n) break;
    nodes[left].col = 0;
    queue[tail++] = left;
  }
  long cols = 0, rows = 0, *filled = nodes ? calloc(n + 1, sizeof *filled) : NULL;
  for (int kernels = 1; filled && kernels >= 0; kernels--) /* the kernels head their column */
    for (size_t i = 0; i < n; i++) {
      if (nodes[i].f->kernel != (kernels == 1)) continue;
      nodes[i].row = filled[nodes[i].col]++;
      if (nodes[i].col + 1 > cols) cols = nodes[i].col + 1;
      if (nodes[i].row + 1 > rows) rows = nodes[i].row + 1;
    }
  fputs("<p>The functions that are device code on this side, or say something about it, and the calls "
        "between them (through ompfe's own helpers): <span class=\"cg-key kernel\">kernel</span> "
        "<span class=\"cg-key declared\">declare target</span> <span class=\"cg-key marked\">marked by "
        "MarkDeclareTarget (its marking call bold)</span> <span class=\"cg-key host\">device_type(host)</span> "
        "<span class=\"cg-key dropped\">dropped by FunctionFiltering</span>.</p>\n",
        out);
  if (filled && n <= MAX_DRAWN) {
    fprintf(out, "<svg class=\"callgraph\" width=\"%ld\" height=\"%ld\" role=\"img\" aria-label=\"call graph\">\n",
            cols * COL_W, rows * ROW_H + 4);
    for (size_t i = 0; i < n; i++) /* the calls first, under the boxes */
      for (size_t j = 0; j < nodes[i].f->calls.len; j++) {
        const char *callee = nodes[i].f->calls.items[j];
        uintptr_t c = (uintptr_t)ofe_strmap_get(&at, callee, strlen(callee));
        if (!c) continue;
        const Node *p = &nodes[i], *q = &nodes[c - 1];
        long x1 = p->col * COL_W + BOX_W, y1 = p->row * ROW_H + 2 + BOX_H / 2;
        long x2 = q->col * COL_W, y2 = q->row * ROW_H + 2 + BOX_H / 2;
        bool why = q->f->marked_from && !strcmp(q->f->marked_from, p->f->name);
        fprintf(out, "<path class=\"call%s\" d=\"M%ld %ld C%ld %ld %ld %ld %ld %ld\"><title>", why ? " why" : "", x1, y1,
                x1 + 30, y1, x2 - 30, y2, x2, y2);
        ofe_html_cstr(out, p->f->name);
        fputs(" calls ", out);
        ofe_html_cstr(out, callee);
        fputs("</title></path>\n", out);
      }
    for (size_t i = 0; i < n; i++) {
      const Node *p = &nodes[i];
      fprintf(out, "<g class=\"fn %s\" data-function=\"", kind_of(p->f));
      ofe_html_cstr(out, p->f->name);
      fprintf(out, "\"><title>");
      ofe_html_cstr(out, p->f->name);
      fputs(": ", out);
      describe(out, p->f);
      fprintf(out, "</title><rect x=\"%ld\" y=\"%ld\" width=\"%d\" height=\"%d\" rx=\"4\"/>", p->col * COL_W,
              p->row * ROW_H + 2, BOX_W, BOX_H);
      size_t len = strlen(p->f->name);
      fprintf(out, "<text x=\"%ld\" y=\"%ld\">", p->col * COL_W + 6, p->row * ROW_H + 16);
      if (len > 32) { /* the box's width; the title has it whole */
        ofe_html_text(out, p->f->name, 30);
        fputs("…", out);
      } else {
        ofe_html_cstr(out, p->f->name);
      }
      fprintf(out, "</text><text class=\"sub\" x=\"%ld\" y=\"%ld\">%s%s</text></g>\n", p->col * COL_W + 6,
              p->row * ROW_H + 30, kind_of(p->f), p->f->indirect ? ", indirect" : "");
    }
    fputs("</svg>\n", out);
  } else {
    fprintf(out, "<p class=\"none\">%zu functions: too many to draw; the table has them.</p>\n", n);
  }
  fputs("<table id=\"functions\"><tr><th>function</th><th>what it is here</th><th>calls</th></tr>\n", out);
  for (size_t i = 0; nodes && i < n; i++) {
    const OfeFunctionFact *f = nodes[i].f;
    fprintf(out, "<tr class=\"%s\"><td><code>", kind_of(f));
    ofe_html_cstr(out, f->name);
    fputs("</code></td><td>", out);
    describe(out, f);
    fputs("</td><td>", out);
    for (size_t j = 0; j < f->calls.len; j++) {
      if (j) fputs(", ", out);
      ofe_html_cstr(out, f->calls.items[j]);
    }
    fputs("</td></tr>\n", out);
  }
  fputs("</table></section>\n", out);
  free(nodes);
  free(queue);
  free(called);
  free(filled);
  ofe_arena_free(&a);
}
