/* page: writes the explorer's HTML page (explain.h). What does not depend on the selection is
 * written as markup (the source, the entry table, the stage chart, the modules); what a
 * construct became is one JSON block that the inline script puts into the panes when the
 * construct is selected (a click, or #construct=N on load), with textContent only, so no IR
 * or source text is ever parsed as markup. Everything is one pass over its input. */
#include "explain/explain.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "explain/call_graph.h"
#include "explain/html_text.h"
#include "explain/page_assets.h"
#include "explain/pass_diff.h"
#include "options/explain_pages.h"

/* ---- the source ---------------------------------------------------------------------------- */

static char *read_source(const char *path, size_t *len) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  char *text = NULL;
  size_t cap = 0;
  *len = 0;
  for (;;) {
    if (*len + 4096 + 1 > cap) {
      cap = cap ? cap * 2 : 65536;
      char *grown = realloc(text, cap);
      if (!grown) break;
      text = grown;
    }
    size_t n = fread(text + *len, 1, cap - *len - 1, f);
    *len += n;
    if (n == 0) break;
  }
  fclose(f);
  if (text) text[*len] = 0;
  return text;
}

/* Whether the line is an OpenMP directive: '#', 'pragma', 'omp' with blanks between. */
static bool is_omp_directive(const char *s, const char *end) {
  while (s < end && (*s == ' ' || *s == '\t')) s++;
  if (s == end || *s++ != '#') return false;
  while (s < end && (*s == ' ' || *s == '\t')) s++;
  if (end - s < 6 || strncmp(s, "pragma", 6) != 0) return false;
  s += 6;
  if (s == end || (*s != ' ' && *s != '\t')) return false;
  while (s < end && (*s == ' ' || *s == '\t')) s++;
  return end - s >= 3 && strncmp(s, "omp", 3) == 0 && (end - s == 3 || s[3] == ' ' || s[3] == '\t');
}

/* Whether construct c's directive is in the page's source file (not a header). */
static bool in_source(const OfeExplainPage *page, const OfeConstructFact *c) {
  const char *name = c->loc.file ? ofe_diag_file_name(page->diag, c->loc.file) : NULL;
  return name && strcmp(name, page->source) == 0;
}

/* The source, a line per row; a directive's row is marked, a construct's row selects it. */
/* Lines first..last-1 (text from..to) with no directive: one block of two columns, the numbers
 * and the text, rather than elements per line, so that a page of many lines is few elements. */
/* A run of more lines than this is folded (a <details> the reader opens): a browser lays out
 * nothing of a closed one, so a page of SQLite's 270k lines, which took headless chromium 33 s to
 * show whole, opens in about a second. */
enum { FOLD_LINES = 400 };

/* Numbers first..last-1, a line each, formatted here in blocks: an fprintf a line was a tenth of
 * the time SQLite's page (270k lines) took to write. */
static void write_line_numbers(FILE *out, size_t first, size_t last) {
  char block[4096];
  size_t used = 0;
  for (size_t n = first; n < last; n++) {
    char digits[24];
    size_t k = sizeof digits;
    digits[--k] = '\n';
    for (size_t v = n;; v /= 10) {
      digits[--k] = (char)('0' + v % 10);
      if (v < 10) break;
    }
    if (used + sizeof digits > sizeof block) {
      fwrite_unlocked(block, 1, used, out);
      used = 0;
    }
    memcpy(block + used, digits + k, sizeof digits - k);
    used += sizeof digits - k;
  }
  fwrite_unlocked(block, 1, used, out);
}

static void write_plain_lines(FILE *out, const char *from, const char *to, size_t first, size_t last) {
  bool fold = last - first > FOLD_LINES;
  if (fold) fprintf(out, "<details class=\"fold\"><summary>lines %zu to %zu: no OpenMP directive</summary>\n", first, last - 1);
  /* the parser drops a newline right after <pre>: a blank first line needs one more */
  fputs("<div class=\"run\"><pre class=\"no\">\n", out);
  write_line_numbers(out, first, last);
  fputs("</pre><pre class=\"tx\">\n", out);
  ofe_html_text(out, from, (size_t)(to - from));
  fputs("</pre></div>\n", out);
  if (fold) fputs("</details>\n", out);
}

static void write_source(FILE *out, const OfeExplainPage *page, const char *text, size_t len) {
  /* line -> the first construct there, found in one pass over the facts */
  size_t nlines = 1;
  for (size_t i = 0; i < len; i++) nlines += text[i] == '\n';
  long *construct_at = calloc(nlines + 1, sizeof *construct_at);
  if (!construct_at) return;
  for (size_t i = page->facts->items.len; i-- > 0;) {
    const OfeConstructFact *c = page->facts->items.items[i];
    if (in_source(page, c) && c->loc.line >= 1 && c->loc.line <= nlines) construct_at[c->loc.line] = (long)i + 1;
  }
  fputs("<div id=\"source\">", out);
  const char *p = text, *end = text + len;
  const char *run = NULL; /* the first of the plain lines not yet written */
  size_t run_line = 0, line = 1;
  for (; p < end || line == 1; line++) {
    const char *eol = memchr(p, '\n', (size_t)(end - p));
    if (!eol) eol = end;
    bool omp = is_omp_directive(p, eol);
    long construct = construct_at[line];
    if (!omp && !construct) {
      if (!run) run = p, run_line = line;
    } else {
      if (run) write_plain_lines(out, run, p, run_line, line);
      run = NULL;
      fprintf(out, "<div class=\"ln%s%s\" id=\"L%zu\"", omp ? " omp" : "", construct ? " construct" : "", line);
      if (construct) fprintf(out, " data-construct=\"%ld\" title=\"construct %ld: click to see what it became\"", construct - 1, construct - 1);
      fprintf(out, "><span class=\"no\">%zu</span><code>", line);
      ofe_html_text(out, p, (size_t)(eol - p));
      fputs("</code></div>\n", out);
    }
    if (eol == end) {
      line++;
      break;
    }
    p = eol + 1;
  }
  if (run) write_plain_lines(out, run, end, run_line, line);
  fputs("</div>\n", out);
  free(construct_at);
}

/* ---- the offload entries ------------------------------------------------------------------- */

/* The region entries by kernel name (index + 1), made once per page: a lookup per construct. */
static void index_kernel_entries(const OfeExplainPage *page, OfeStrMap *by_kernel) {
  for (size_t i = 0; page->entries && i < page->entries->entries.len; i++) {
    const OfeOffloadEntry *e = &page->entries->entries.items[i];
    if (e->kind == OFE_ENTRY_REGION && e->name) ofe_strmap_put(by_kernel, e->name, strlen(e->name), (void *)(uintptr_t)(i + 1));
  }
}

static const OfeOffloadEntry *kernel_entry(const OfeExplainPage *page, const OfeStrMap *by_kernel, const char *kernel,
                                           size_t *index) {
  uintptr_t i = kernel ? (uintptr_t)ofe_strmap_get(by_kernel, kernel, strlen(kernel)) : 0;
  if (!i) return NULL;
  *index = i - 1;
  return &page->entries->entries.items[i - 1];
}

/* A global entry's flags as words (docs/offload-abi.md §3.1: 0 to/enter, 1 link, 8 indirect). */
static const char *entry_flags_text(const OfeOffloadEntry *e) {
  if (e->kind == OFE_ENTRY_REGION) return "region";
  switch (e->flags) {
  case 0: return "to/enter";
  case 1: return "link";
  case 8: return "indirect";
  default: return "other";
  }
}

static void write_entries(FILE *out, const OfeExplainPage *page) {
  fputs("<section id=\"entries\"><h2>Offload entries</h2>\n", out);
  if (!page->entries || page->entries->entries.len == 0) {
    fputs("<p class=\"none\">This module has no offload entry table.</p></section>\n", out);
    return;
  }
  fputs("<table><thead><tr><th>#</th><th>kind</th><th>name</th><th>flags</th><th>size</th><th>order</th>"
        "<th>stands for</th><th>source</th></tr></thead><tbody>\n", out);
  for (size_t i = 0; i < page->entries->entries.len; i++) {
    const OfeOffloadEntry *e = &page->entries->entries.items[i];
    fprintf(out, "<tr id=\"entry-%zu\"><td>%zu</td><td>", i, i);
    ofe_html_cstr(out, ofe_entry_kind_name(e));
    fputs("</td><td><code>", out);
    ofe_html_cstr(out, e->name ? e->name : "");
    fprintf(out, "</code></td><td>0x%x %s</td><td>%llu</td><td>%u</td><td><code>", e->flags, entry_flags_text(e),
            (unsigned long long)e->size, e->order);
    ofe_html_cstr(out, e->target ? e->target : e->symbol ? e->symbol : "");
    fputs("</code></td><td>", out);
    if (e->file) {
      ofe_html_cstr(out, e->file);
      fprintf(out, ":%u", e->src_line);
    }
    fputs("</td></tr>\n", out);
  }
  fputs("</tbody></table></section>\n", out);
}

/* ---- the constructs, as the script's data ---------------------------------------------------- */

static void write_map_json(FILE *out, const OfeMapFact *m) {
  char words[256];
  ofe_map_type_text(m->map_type, words, sizeof words);
  fputs("{\"item\":", out);
  ofe_json_cstr(out, m->item);
  fprintf(out, ",\"type\":\"0x%llx\",\"flags\":", (unsigned long long)m->map_type);
  ofe_json_cstr(out, words);
  fprintf(out, ",\"size\":%lld,\"mapper\":", (long long)m->size);
  ofe_json_cstr(out, m->mapper);
  fputc('}', out);
}

static void write_construct_json(FILE *out, const OfeExplain *x, const OfeExplainPage *page, const OfeStrMap *by_kernel,
                                 const OfeConstructFact *c) {
  fputs("{\"directive\":", out);
  ofe_json_cstr(out, c->directive);
  fprintf(out, ",\"line\":%u,\"col\":%u,\"in_source\":%s,\"file\":", c->loc.line, c->loc.col,
          in_source(page, c) ? "true" : "false");
  ofe_json_cstr(out, c->loc.file ? ofe_diag_file_name(page->diag, c->loc.file) : NULL);
  fputs(",\"function\":", out);
  ofe_json_cstr(out, c->function);
  fputs(",\"kernel\":", out);
  ofe_json_cstr(out, c->kernel);
  fprintf(out, ",\"deferred\":%s,\"kernel_mode\":", c->deferred ? "true" : "false");
  ofe_json_cstr(out, c->kernel_mode);
  fputs(",\"clauses\":[", out);
  for (size_t i = 0; i < c->clauses.len; i++) {
    if (i) fputc(',', out);
    ofe_json_cstr(out, c->clauses.items[i]);
  }
  fputs("],\"reaches\":[", out);
  for (size_t i = 0; i < c->device_functions.len; i++) {
    if (i) fputc(',', out);
    ofe_json_cstr(out, c->device_functions.items[i]);
  }
  fputs("],\"maps\":[", out);
  for (size_t i = 0; i < c->maps.len; i++) {
    if (i) fputc(',', out);
    write_map_json(out, &c->maps.items[i]);
  }
  fputs("],\"entry\":", out);
  size_t index = 0;
  const OfeOffloadEntry *e = kernel_entry(page, by_kernel, c->kernel, &index);
  if (e) {
    fprintf(out, "{\"index\":%zu,\"kind\":", index);
    ofe_json_cstr(out, ofe_entry_kind_name(e));
    fprintf(out, ",\"flags\":\"0x%x\",\"order\":%u,\"name\":", e->flags, e->order);
    ofe_json_cstr(out, e->name);
    fputc('}', out);
  } else {
    fputs("null", out);
  }
  const char *kernel = c->kernel ? c->kernel : "";
  fputs(",\"llvm\":", out);
  ofe_json_cstr(out, ofe_strmap_get(&x->llvm_functions, kernel, strlen(kernel)));
  fputs(",\"mlir\":", out);
  ofe_json_cstr(out, ofe_strmap_get(&x->mlir_functions, kernel, strlen(kernel)));
  fputc('}', out);
}

static void write_data(FILE *out, const OfeExplain *x, const OfeExplainPage *page) {
  fputs("<script type=\"application/json\" id=\"explain-data\">{\"side\":", out);
  ofe_json_cstr(out, page->is_device ? "device" : "host");
  fputs(",\"constructs\":[\n", out);
  OfeArena arena; /* its own: the page may be rendered beside the compile */
  ofe_arena_init(&arena);
  OfeStrMap by_kernel;
  ofe_strmap_init(&by_kernel, &arena);
  index_kernel_entries(page, &by_kernel);
  for (size_t i = 0; i < page->facts->items.len; i++) {
    if (i) fputs(",\n", out);
    write_construct_json(out, x, page, &by_kernel, page->facts->items.items[i]);
  }
  ofe_arena_free(&arena);
  fputs("]}</script>\n", out);
}

/* ---- the stage times, as a bar chart -------------------------------------------------------- */

static void write_stage_chart(FILE *out, const OfeStageTimes *times) {
  fputs("<section id=\"times\"><h2>Stage times</h2>\n", out);
  if (!times || times->len == 0) {
    fputs("<p class=\"none\">No stage was timed.</p></section>\n", out);
    return;
  }
  double max = 0, total = 0;
  for (size_t i = 0; i < times->len; i++) {
    if (times->items[i].ms > max) max = times->items[i].ms;
    total += times->items[i].ms;
  }
  enum { LABEL_W = 190, BAR_W = 420, ROW_H = 22 };
  fprintf(out, "<svg width=\"%d\" height=\"%zu\" role=\"img\" "
               "aria-label=\"stage times\">\n", LABEL_W + BAR_W + 90, times->len * ROW_H + 4);
  for (size_t i = 0; i < times->len; i++) {
    const OfeStageTime *s = &times->items[i];
    double w = max > 0 ? s->ms / max * BAR_W : 0;
    size_t y = i * ROW_H + 2;
    fprintf(out, "<text x=\"%d\" y=\"%zu\" text-anchor=\"end\">", LABEL_W - 8, y + 15);
    ofe_html_cstr(out, s->stage);
    fprintf(out, "</text><rect x=\"%d\" y=\"%zu\" width=\"%.1f\" height=\"%d\" rx=\"2\"/>"
                 "<text x=\"%.1f\" y=\"%zu\">%.2f ms</text>\n",
            LABEL_W, y + 2, w < 1 ? 1 : w, ROW_H - 6, LABEL_W + (w < 1 ? 1 : w) + 6, y + 15, s->ms);
  }
  fprintf(out, "</svg><p>%.2f ms in all (what -ftime-report prints).</p></section>\n", total);
}

/* ---- the modules ------------------------------------------------------------------------- */

/* The cap on whole modules, as the page says it. */
static void write_cap(FILE *out, size_t cap) {
  if (cap % (1 << 20) == 0) fprintf(out, "%zu MB", cap >> 20);
  else fprintf(out, "%zu bytes", cap);
}

static void write_module(FILE *out, const char *title, const OfeExplainText *t, size_t cap) {
  if (t->text) {
    fprintf(out, "<details class=\"module\"><summary>%s (%zu bytes)</summary><pre>", title, t->len);
    ofe_html_text(out, t->text, t->len);
    fputs("</pre></details>\n", out);
  } else if (t->over_cap) {
    fprintf(out, "<p class=\"none\">%s: over ", title);
    write_cap(out, cap);
    fputs(", left out.</p>\n", out);
  }
}

/* ---- the pass pipeline --------------------------------------------------------------------- */

static void write_passes(FILE *out, const OfeExplain *x) {
  fputs("<section id=\"passes\"><h2>Pass pipeline</h2>\n", out);
  bool whole = x->mlir_emitted.text != NULL;
  for (size_t i = 0; i < x->passes.len; i++) whole &= x->passes.items[i].text.text != NULL;
  if (!x->passes.len) {
    fputs("<p class=\"none\">No pass ran (the pipeline runs with -fopenmp).</p></section>\n", out);
    return;
  }
  if (!whole) {
    fputs("<p class=\"none\">The module is over ", out);
    write_cap(out, x->module_cap);
    fputs(": its passes are not shown.</p></section>\n", out);
    return;
  }
  fputs("<p>What each pass changed in the MLIR module, in pipeline order: the top-level operations it "
        "added, changed (a line diff: <span class=\"del\">- before</span>, <span class=\"add\">+ after</span>) "
        "or removed.</p>\n",
        out);
  const OfeExplainText *before = &x->mlir_emitted;
  for (size_t i = 0; i < x->passes.len; i++) {
    const OfeExplainText *after = &x->passes.items[i].text;
    ofe_explain_write_pass_diff(out, x->passes.items[i].argument, before->text, before->len, after->text, after->len);
    before = after;
  }
  fputs("</section>\n", out);
}

/* ---- the page ------------------------------------------------------------------------------ */

static const char *base_name(const char *path) {
  const char *slash = strrchr(path, '/');
  return slash ? slash + 1 : path;
}

/* Host: a link to each device page; device: back to the host's, when the names follow ompcc's
 * rule (explain_pages.h). */
static void write_links(FILE *out, const OfeExplainPage *page) {
  const char *self = base_name(page->path);
  size_t stem = ofe_explain_page_stem_len(self);
  if (!page->is_device) {
    if (!page->noffload_targets) return;
    fputs("<nav id=\"pages\">Device pages:", out);
    for (size_t i = 0; i < page->noffload_targets; i++) {
      char *name = NULL;
      if (asprintf(&name, "%.*s.%s.html", (int)stem, self, page->offload_targets[i]) < 0) continue;
      fputs(" <a href=\"", out);
      ofe_url_segment(out, name);
      fputs("\">", out);
      ofe_html_cstr(out, page->offload_targets[i]);
      fputs("</a>", out);
      free(name);
    }
    fputs("</nav>\n", out);
    return;
  }
  /* FILE.<triple>.html -> FILE.html */
  size_t tlen = strlen(page->triple) + 1;
  if (stem <= tlen || self[stem - tlen] != '.' || strncmp(self + stem - tlen + 1, page->triple, tlen - 1) != 0) return;
  char *host = NULL;
  if (asprintf(&host, "%.*s.html", (int)(stem - tlen), self) < 0) return;
  fputs("<nav id=\"pages\"><a href=\"", out);
  ofe_url_segment(out, host);
  fputs("\">the host page</a></nav>\n", out);
  free(host);
}

/* The page up to its stage chart ... */
static void write_page_head(FILE *out, const OfeExplain *x, const OfeExplainPage *page, const char *source, size_t len) {
  fputs("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>ompfe explorer: ", out);
  ofe_html_cstr(out, page->source);
  fprintf(out, " (%s)</title>\n<style>%s</style></head>\n<body>\n<header><h1>", page->is_device ? "device" : "host",
          ofe_explain_css);
  ofe_html_cstr(out, page->source);
  fprintf(out, "</h1><p>The %s compile for <code>", page->is_device ? "device" : "host");
  ofe_html_cstr(out, page->triple ? page->triple : "");
  fprintf(out, "</code>: %zu offload construct(s). Click a marked line, or open this page with "
               "<code>#construct=N</code>.</p>\n", page->facts->items.len);
  write_links(out, page);
  fputs("</header>\n<main>\n<section id=\"code\"><h2>Source</h2>\n<nav id=\"construct-list\">", out);
  for (size_t i = 0; i < page->facts->items.len; i++) {
    const OfeConstructFact *c = page->facts->items.items[i];
    fprintf(out, "<button type=\"button\" data-construct=\"%zu\">%zu: line %u ", i, i, c->loc.line);
    ofe_html_cstr(out, c->directive ? c->directive : "");
    fputs("</button>", out);
  }
  fputs("</nav>\n", out);
  if (source) write_source(out, page, source, len);
  else fputs("<p class=\"none\">The source file could not be read again.</p>\n", out);
  fputs("</section>\n<section id=\"panes\">\n"
        "<h2>Construct</h2><div id=\"pane-construct\" class=\"pane\"><p class=\"none\">Select a construct.</p></div>\n"
        "<h2>Map entries</h2><div id=\"pane-maps\" class=\"pane\"></div>\n"
        "<h2>Offload entry</h2><div id=\"pane-entry\" class=\"pane\"></div>\n"
        "<h2>LLVM IR of the kernel</h2><div id=\"pane-llvm\" class=\"pane\"></div>\n"
        "<h2>MLIR of the kernel</h2><div id=\"pane-mlir\" class=\"pane\"></div>\n"
        "</section>\n</main>\n",
        out);
  write_entries(out, page);
}

/* ... and what follows the stage chart. */
static void write_page_tail(FILE *out, const OfeExplain *x, const OfeExplainPage *page) {
  ofe_explain_write_call_graph(out, page->facts);
  write_passes(out, x);
  fputs("<section id=\"modules\"><h2>Modules</h2>\n", out);
  write_module(out, "MLIR as emitted", &x->mlir_emitted, x->module_cap);
  write_module(out, "MLIR after the pass pipeline", &x->mlir_passed, x->module_cap);
  write_module(out, page->is_device ? "device LLVM IR after finish" : "host LLVM IR after finish", &x->llvm_finished, x->module_cap);
  fputs("</section>\n", out);
  write_data(out, x, page);
  fprintf(out, "<script>%s</script>\n</body></html>\n", ofe_explain_script);
}

/* Renders x->page into x->rendered; on the renderer's thread when rendered beside the compile,
 * so it touches nothing the compile changes meanwhile (the arena of write_data is its own). */
static void render(void *explain) {
  OfeExplain *x = explain;
  ofe_explain_wait_printer(x); /* the MLIR text first: the renderer alone joins the printer */
  ofe_explain_take_printed(x);
  OfeExplainRendered *r = &x->rendered;
  size_t len = 0;
  char *source = read_source(x->page.source, &len);
  FILE *head = open_memstream(&r->head, &r->head_len), *tail = open_memstream(&r->tail, &r->tail_len);
  if (head && tail) {
    write_page_head(head, x, &x->page, source, len);
    write_page_tail(tail, x, &x->page);
  }
  r->failed = !head || !tail || ferror(head) || ferror(tail);
  if (head) r->failed |= fclose(head) != 0;
  if (tail) r->failed |= fclose(tail) != 0;
  free(source);
}

void ofe_explain_render_beside(OfeExplain *x, const OfeExplainPage *page) {
  x->page = *page;
  x->rendering = true;
  ofe_worker_start(&x->renderer, render, x);
}

void ofe_explain_discard_rendered(OfeExplain *x) {
  if (x->rendering) ofe_worker_wait(&x->renderer);
  x->rendering = false;
  free(x->rendered.head);
  free(x->rendered.tail);
  x->rendered = (OfeExplainRendered){0};
}

bool ofe_explain_write(OfeExplain *x, const OfeExplainPage *page) {
  if (x->rendering) {
    ofe_worker_wait(&x->renderer);
  } else {
    x->page = *page;
    render(x);
  }
  x->rendering = false;
  const OfeExplainRendered *r = &x->rendered;
  FILE *out = r->failed ? NULL : fopen(page->path, "w");
  if (!out) {
    ofe_error_plain(page->diag, "cannot write the explorer page '%s': %s", page->path, r->failed ? "out of memory" : strerror(errno));
    ofe_explain_discard_rendered(x);
    return false;
  }
  fwrite(r->head, 1, r->head_len, out);
  write_stage_chart(out, page->times);
  fwrite(r->tail, 1, r->tail_len, out);
  ofe_explain_discard_rendered(x);
  if (ferror(out) | (fclose(out) != 0)) {
    ofe_error_plain(page->diag, "cannot write the explorer page '%s'", page->path);
    return false;
  }
  return true;
}
