/* diag: formats `file:line:col: level: message`, then the source line and a caret.
 *
 * The caret line comes from the original file when it can be read (so users see what they
 * wrote, not the macro-expanded preprocessor output). The preprocessor collapses whitespace,
 * so the column is mapped from the preprocessed line onto the original line by walking both
 * and skipping whitespace and comments together; where they differ (a macro), the
 * preprocessed line is shown instead. */
#include "support/diag.h"
#include "support/text_marks.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

void ofe_diag_init(OfeDiag *d, OfeArena *arena, const char *program) {
  memset(d, 0, sizeof *d);
  d->arena = arena;
  d->program = program;
  d->max_errors = 20;
  d->show_line_numbers = true; /* as clang-19 */
  ofe_strmap_init(&d->file_index, arena);
  ofe_strmap_init(&d->shown, arena);
  OfeSourceFile none = {.name = "<none>", .loaded = true};
  ofe_vec_push(arena, &d->files, none);
}

uint32_t ofe_diag_file(OfeDiag *d, const char *name, size_t len) {
  uintptr_t idx = (uintptr_t)ofe_strmap_get(&d->file_index, name, len);
  if (idx) return (uint32_t)(idx - 1);
  OfeSourceFile f = {.name = ofe_arena_strndup(d->arena, name, len)};
  ofe_vec_push(d->arena, &d->files, f);
  uint32_t i = (uint32_t)d->files.len - 1;
  ofe_strmap_put(&d->file_index, f.name, len, (void *)(uintptr_t)(i + 1));
  return i;
}

const char *ofe_diag_file_name(const OfeDiag *d, uint32_t file) {
  return file < d->files.len ? d->files.items[file].name : "<none>";
}

/* Source files bigger than this show no lines past it: a #line may name any file at all. */
enum { SOURCE_READ_MAX = 64 << 20 };

/* Reads the file a line marker names, for caret lines and columns. Only a regular file is
 * read, and only as many bytes as fstat said (at most SOURCE_READ_MAX, cut after the last
 * whole line): a #line naming a device, a FIFO or a directory must not hang or exhaust
 * memory, it just leaves the file unreadable (the preprocessed line is shown instead). */
static void load_file(OfeSourceFile *f) {
  f->loaded = true;
  /* O_NONBLOCK: opening a FIFO with no writer would otherwise wait forever */
  int fd = open(f->name, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
  if (fd < 0) return;
  struct stat st;
  if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size < 0) {
    close(fd);
    return;
  }
  bool cut = (uintmax_t)st.st_size > SOURCE_READ_MAX;
  size_t want = cut ? SOURCE_READ_MAX : (size_t)st.st_size, len = 0;
  char *buf = malloc(want + 1);
  if (!buf) {
    close(fd);
    return;
  }
  while (len < want) {
    ssize_t n = read(fd, buf + len, want - len);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break; /* an error, or the file shrank: what was read is all there is */
    len += (size_t)n;
  }
  close(fd);
  if (cut) {
    const char *nl = len ? memrchr(buf, '\n', len) : NULL;
    len = nl ? (size_t)(nl + 1 - buf) : 0;
  }
  buf[len] = 0;
  f->text = buf;
  f->len = len;
  f->read_from_disk = true;
}

void ofe_diag_hold(OfeDiag *d) {
  d->held.on = true;
  d->held.out = d->handler ? NULL : open_memstream(&d->held.text, &d->held.len);
  if (!d->handler && !d->held.out) d->held.out = stderr; /* no memory for the text: shown as it comes */
  d->held.calls.len = 0;
  d->held.errors = d->errors;
  d->held.warnings = d->warnings;
  d->held.warning_errors = d->warning_errors;
}

void ofe_diag_release(OfeDiag *d, bool show) {
  if (!d->held.on) return;
  d->held.on = false;
  if (d->held.out && d->held.out != stderr) {
    fclose(d->held.out);
    if (show) fwrite(d->held.text, 1, d->held.len, stderr);
    free(d->held.text);
    d->held.text = NULL;
  }
  d->held.out = NULL;
  for (size_t i = 0; show && i < d->held.calls.len; i++) {
    OfeHeldCall *c = &d->held.calls.items[i];
    d->handler(d->handler_user, c->level, c->file, c->line, c->col, c->msg);
  }
  d->held.calls.len = 0;
  if (!show) {
    d->errors = d->held.errors;
    d->warnings = d->held.warnings;
    d->warning_errors = d->held.warning_errors;
  }
}

void ofe_diag_drop_sources(OfeDiag *d) {
  for (size_t i = 0; i < d->files.len; i++) {
    OfeSourceFile *f = &d->files.items[i];
    free(f->line_starts);
    f->line_starts = NULL;
    f->nlines = 0;
    if (f->read_from_disk) {
      free((char *)f->text);
      f->text = NULL;
      f->len = 0;
      f->loaded = f->read_from_disk = false;
    }
  }
}

/* Line starts of f's text, indexed once so that any line is found in O(1). */
static bool index_lines(OfeSourceFile *f) {
  if (!f->loaded) load_file(f);
  if (!f->text) return false;
  if (f->line_starts) return true;
  size_t n = 1;
  for (const char *p = f->text, *end = f->text + f->len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++) n++;
  f->line_starts = malloc(n * sizeof *f->line_starts);
  if (!f->line_starts) return false;
  f->nlines = 0;
  f->line_starts[f->nlines++] = 0;
  for (const char *p = f->text, *end = f->text + f->len; (p = memchr(p, '\n', (size_t)(end - p))) != NULL; p++)
    f->line_starts[f->nlines++] = (size_t)(p + 1 - f->text);
  return true;
}

/* Physical line `line` (1-based) of f, without its newline. */
static bool file_line(OfeDiag *d, uint32_t file, uint32_t line, const char **start, size_t *n) {
  if (!file || file >= d->files.len) return false;
  OfeSourceFile *f = &d->files.items[file];
  if (!index_lines(f) || line == 0 || line > f->nlines) return false;
  size_t b = f->line_starts[line - 1];
  size_t e = line < f->nlines ? f->line_starts[line] - 1 : f->len;
  *start = f->text + b;
  *n = e - b;
  return true;
}

/* "\\\n" or "\\\r\n" at p: a line continuation, which the preprocessor deletes. */
static size_t continuation(const char *p, const char *end) {
  if (p < end && p[0] == '\\') {
    if (p + 1 < end && p[1] == '\n') return 2;
    if (p + 2 < end && p[1] == '\r' && p[2] == '\n') return 3;
  }
  return 0;
}

static bool blank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
static bool ident_char(char c) { return c == '_' || c == '$' || (c >= '0' && c <= '9') || ((c | 32) >= 'a' && (c | 32) <= 'z'); }

bool ofe_diag_spelled_at(OfeDiag *d, OfeLoc loc, const char *word) {
  const char *line;
  size_t n, len = strlen(word);
  if (!loc.col || !file_line(d, loc.file, loc.line, &line, &n) || loc.col - 1 + len > n) return false;
  const char *p = line + loc.col - 1;
  return !memcmp(p, word, len) && (loc.col - 1 + len == n || !ident_char(p[len]));
}

bool ofe_diag_only_between(OfeDiag *d, OfeLoc from, OfeLoc to, const char *chars) {
  const char *line;
  size_t n;
  if (from.file != to.file || from.line != to.line || !from.col || from.col > to.col ||
      !file_line(d, from.file, from.line, &line, &n) || to.col - 1 > n)
    return false;
  for (size_t i = from.col - 1; i < to.col - 1; i++)
    if (!line[i] || !strchr(chars, line[i])) return false;
  return true;
}

unsigned ofe_diag_visual_column(OfeDiag *d, OfeLoc loc, bool *first_on_line) {
  const char *line, *pp;
  size_t n;
  if (!loc.col || !d->pp_text || loc.offset >= d->pp_len || !file_line(d, loc.file, loc.line, &line, &n) || loc.col > n)
    return 0;
  /* the token the preprocessed text has there, spelled at that place in the file */
  pp = d->pp_text + loc.offset;
  size_t len = 1;
  if (ident_char(*pp))
    while (loc.offset + len < d->pp_len && ident_char(pp[len])) len++;
  if (loc.col - 1 + len > n || memcmp(line + loc.col - 1, pp, len) != 0 || (len > 1 && loc.col - 1 + len < n && ident_char(line[loc.col - 1 + len])))
    return 0;
  unsigned visual = 0;
  bool blank_before = true;
  for (size_t i = 0; i + 1 < loc.col; i++) {
    visual = line[i] == '\t' ? visual + (OFE_TAB_STOP - visual % OFE_TAB_STOP) : visual + 1;
    blank_before &= blank(line[i]);
  }
  if (first_on_line) *first_on_line = blank_before;
  return visual + 1;
}

bool ofe_diag_directive_between(OfeDiag *d, OfeLoc from, OfeLoc to) {
  if (from.file != to.file) return true;
  for (uint32_t l = from.line + 1; l < to.line; l++) {
    const char *line;
    size_t n, i = 0;
    if (!file_line(d, from.file, l, &line, &n)) return true;
    while (i < n && blank(line[i])) i++;
    if (i < n && line[i] == '#') return true;
  }
  return false;
}

/* Past whitespace, continuations and block comments (what the preprocessor drops). */
static const char *skip_blank(const char *p, const char *end) {
  for (;;) {
    size_t c;
    if (p < end && blank(*p)) p++;
    else if ((c = continuation(p, end)) != 0) p += c;
    else if (p + 1 < end && p[0] == '/' && p[1] == '*') {
      const char *q = p + 2;
      while (q + 1 < end && !(q[0] == '*' && q[1] == '/')) q++;
      p = q + 1 < end ? q + 2 : end;
    } else return p;
  }
}

/* The same backwards from p, not below lo. */
static const char *skip_blank_back(const char *lo, const char *p) {
  for (;;) {
    if (p > lo && blank(p[-1])) p--;
    else if (p - lo >= 2 && p[-1] == '\n' && p[-2] == '\\') p -= 2;
    else if (p - lo >= 3 && p[-1] == '\n' && p[-2] == '\r' && p[-3] == '\\') p -= 3;
    else if (p - lo >= 4 && p[-1] == '/' && p[-2] == '*') {
      const char *q = p - 2;
      while (q - lo >= 2 && !(q[-2] == '/' && q[-1] == '*')) q--;
      if (q - lo < 2) return p;
      p = q - 2;
    } else return p;
  }
}

/* Where the code of the logical line [p, end) ends: before a `//` comment or a block comment
 * left open, which the preprocessor also drops. */
static const char *code_end(const char *p, const char *end) {
  char quote = 0;
  for (; p < end; p++) {
    if (quote) {
      if (*p == '\\' && p + 1 < end) p++;
      else if (*p == quote) quote = 0;
    } else if (*p == '"' || *p == '\'') {
      quote = *p;
    } else if (*p == '/' && p + 1 < end && p[1] == '/') {
      return p;
    } else if (*p == '/' && p + 1 < end && p[1] == '*') {
      const char *q = p + 2;
      while (q + 1 < end && !(q[0] == '*' && q[1] == '/')) q++;
      if (q + 1 >= end) return p;
      p = q + 1;
    }
  }
  return end;
}

void ofe_line_map_build(OfeDiag *d, OfeLineMap *m, uint32_t file, uint32_t line, const char *pp, size_t pplen) {
  if (m->pp == pp && m->pplen == pplen && m->file == file && m->line == line) return;
  m->pp = pp;
  m->pplen = pplen;
  m->file = file;
  m->line = line;
  m->orig = NULL;
  const char *o, *oend;
  size_t n;
  if (!file_line(d, file, line, &o, &n)) return;
  /* the logical line: the physical one and those its backslash-newlines join to it */
  OfeSourceFile *f = &d->files.items[file];
  const char *fend = f->text + f->len;
  oend = o + n;
  while (oend > o && (oend[-1] == '\\' || (oend[-1] == '\r' && oend - o >= 2 && oend[-2] == '\\')) && oend < fend) {
    const char *nl = memchr(oend, '\n', (size_t)(fend - oend));
    const char *next = nl ? nl + 1 : fend;
    const char *e2 = memchr(next, '\n', (size_t)(fend - next));
    oend = e2 ? e2 : fend;
  }
  /* a block comment left open joins the lines up to its end (the preprocessor makes the
   * comment one space), and code may follow it there */
  for (const char *from = o;;) {
    const char *ce = code_end(from, oend), *close = NULL;
    if (ce < oend && ce[1] == '*')
      for (const char *s = ce + 2; s + 1 < fend; s++)
        if (s[0] == '*' && s[1] == '/') {
          close = s;
          break;
        }
    if (!close) {
      oend = ce;
      break;
    }
    const char *nl = memchr(close, '\n', (size_t)(fend - close));
    from = close + 2;
    oend = nl ? nl : fend;
  }
  m->identity = pplen <= (size_t)(oend - o) && memcmp(pp, o, pplen) == 0;
  m->orig_len = (size_t)(oend - o);
  if (m->identity) {
    m->orig = o;
    return;
  }
  if (pplen + 1 > m->cap) {
    m->cap = (pplen + 1) * 2;
    m->to_orig = ofe_arena_alloc(d->arena, m->cap * sizeof *m->to_orig);
  }
  for (size_t i = 0; i <= pplen; i++) m->to_orig[i] = UINT32_MAX;
  /* Common prefix and suffix, comparing what is left once blanks are skipped on both sides:
   * they agree byte for byte except where macros were expanded (the middle). */
  const char *p = pp, *pend = pp + pplen, *q = o;
  for (;;) {
    p = skip_blank(p, pend);
    q = skip_blank(q, oend);
    if (p >= pend || q >= oend || *p != *q) break;
    m->to_orig[p - pp] = (uint32_t)(q - o);
    p++;
    q++;
  }
  bool prefix = p > skip_blank(pp, pend);
  /* the middle starts in the file where the macro's name does */
  const char *mid = q;
  while (mid > o && mid < oend && ident_char(*mid) && ident_char(mid[-1])) mid--;
  const char *pe = skip_blank_back(p, pend), *qe = skip_blank_back(q, oend);
  const char *line_end = qe; /* where the end of the line maps to when the ends agree */
  bool suffix = false;
  for (;;) {
    pe = skip_blank_back(p, pe);
    qe = skip_blank_back(q, qe);
    if (pe <= p || qe <= q || pe[-1] != qe[-1]) break;
    pe--;
    qe--;
    m->to_orig[pe - pp] = (uint32_t)(qe - o);
    suffix = true;
  }
  /* nor does it start inside an identifier of either line: an expansion may end as the
   * macro's name does (`#define xfree free`: `free(b);` is not the tail of `xfree(b);`) */
  while (pe < pend && ident_char(*pe) && ((pe > pp && ident_char(pe[-1])) || (qe > o && ident_char(qe[-1])))) {
    m->to_orig[pe - pp] = UINT32_MAX;
    pe++;
    qe++;
  }
  if (pe >= pend) suffix = false;
  if (!prefix && !suffix && p < pend) return; /* nothing in common: another line altogether */
  for (const char *x = p; x < pe; x++) m->to_orig[x - pp] = (uint32_t)(mid - o);
  m->to_orig[pplen] = (uint32_t)((p >= pend ? q : suffix ? line_end : mid) - o);
  /* blanks map where the next token does */
  for (size_t i = pplen; i-- > 0;)
    if (m->to_orig[i] == UINT32_MAX) m->to_orig[i] = m->to_orig[i + 1];
  m->orig = o;
}

void ofe_line_map_position(const OfeLineMap *m, size_t i, uint32_t *line, uint32_t *col) {
  if (!m->orig || i > m->pplen) return;
  if (m->identity) {
    *line = m->line;
    *col = (uint32_t)i + 1;
    return;
  }
  const char *o = m->orig, *at = o + m->to_orig[i], *bol = o;
  uint32_t l = m->line;
  for (const char *nl; (nl = memchr(bol, '\n', (size_t)(at - bol))) != NULL; bol = nl + 1) l++;
  *line = l;
  *col = (uint32_t)(at - bol) + 1;
}

bool ofe_line_map_token_end(const OfeLineMap *m, const char *tok, size_t width, uint32_t line, uint32_t col,
                            uint32_t *end_line, uint32_t *end_col) {
  *end_line = line;
  *end_col = col + (uint32_t)width;
  if (!m->orig || m->identity) return true;
  if (line != m->line) return false; /* on a continuation line: not followed */
  const char *at = m->orig + col - 1, *end = m->orig + m->orig_len;
  return at < end && (size_t)(end - at) >= width && memcmp(at, tok, width) == 0;
}

/* A line longer than this shows only the part around the caret, between "...". */
enum { CARET_WINDOW = 120 };

/* clang's colours (SGR sequences), used when the output is a terminal or -fcolor-diagnostics */
#define SGR_RESET "\033[0m"
#define SGR_BOLD "\033[1m"
#define SGR_CARET "\033[0;1;32m"
#define SGR_FIXIT "\033[0;32m"

/* clang's line-number gutter: the number right-aligned in at least 4 columns, then " | ";
 * the caret and fix-it lines get as much blank space. */
static void print_gutter(const OfeDiag *d, FILE *out, unsigned lineno, bool number) {
  if (!d->show_line_numbers) return;
  int width = 4;
  for (unsigned n = lineno / 10000; n; n /= 10) width++;
  if (number) fprintf(out, " %*u | ", width, lineno);
  else fprintf(out, " %*s | ", width, "");
}

static void print_line_caret(const OfeDiag *d, FILE *out, const char *line, size_t len, unsigned col, unsigned lineno) {
  size_t at = col ? col - 1 : 0, start = 0, end = len;
  if (len > CARET_WINDOW) {
    start = at > CARET_WINDOW / 2 ? at - CARET_WINDOW / 2 : 0;
    if (start > len) start = len;
    end = start + CARET_WINDOW < len ? start + CARET_WINDOW : len;
    if (end - start < CARET_WINDOW) start = end - CARET_WINDOW; /* near the end: still a full window */
  }
  const char *before = start ? "..." : "", *after = end < len ? "..." : "";
  print_gutter(d, out, lineno, true);
  fprintf(out, "%s%.*s%s%s\n", before, (int)(end - start), line + start, after, d->color ? SGR_RESET : "");
  /* the caret line, then the text a fix-it inserts under it */
  for (int pass = 0; pass < (d->fixit ? 2 : 1); pass++) {
    print_gutter(d, out, lineno, false);
    if (d->color) fputs(pass ? SGR_FIXIT : SGR_CARET, out);
    fputs(before, out);
    for (size_t i = start; i < at && i < end; i++) fputc(line[i] == '\t' ? '\t' : ' ', out);
    fprintf(out, "%s\n%s", pass ? d->fixit : "^", d->color ? SGR_RESET : "");
  }
}

/* Locations already hold the file's line and column (the lexer maps them): show that line.
 * Where the preprocessed line did not match the file's (an unreadable file, a #line naming
 * another file), show the preprocessed line, which is what was compiled. */
static void print_caret(OfeDiag *d, FILE *out, OfeLoc loc) {
  if (!loc.file || loc.file >= d->files.len) return;
  const char *line;
  size_t len;
  if (d->pp_text && loc.offset != UINT32_MAX && loc.offset <= d->pp_len) {
    const char *s = d->pp_text + loc.offset;
    while (s > d->pp_text && s[-1] != '\n') s--;
    const char *e = memchr(s, '\n', d->pp_len - (size_t)(s - d->pp_text));
    size_t pplen = (size_t)((e ? e : d->pp_text + d->pp_len) - s);
    OfeLineMap m = {0};
    ofe_line_map_build(d, &m, loc.file, loc.line, s, pplen);
    if (!m.orig) {
      print_line_caret(d, out, s, pplen, (unsigned)(d->pp_text + loc.offset - s) + 1, loc.line);
      return;
    }
  }
  if (file_line(d, loc.file, loc.line, &line, &len)) print_line_caret(d, out, line, len, loc.col, loc.line);
}

static const char *level_name(OfeDiagLevel level) {
  switch (level) {
  case OFE_DIAG_ERROR: return "error";
  case OFE_DIAG_WARNING: return "warning";
  case OFE_DIAG_NOTE: return "note";
  }
  return "error";
}

static void ofe_vdiag_msg(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *msg);
static bool in_system_code(const OfeDiag *d, OfeLoc loc);

void ofe_vdiag(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *fmt, va_list ap) {
  char msg[2048];
  vsnprintf(msg, sizeof msg, fmt, ap);
  ofe_vdiag_msg(d, level, loc, msg);
}

/* `file:line:col: level: message` in the -fdiagnostics-format asked for, coloured as clang
 * colours it when asked. */
static void print_header(const OfeDiag *d, FILE *out, const char *file, OfeLoc loc, OfeDiagLevel level, const char *msg,
                         const char *suffix) {
  static const char *const level_colour[] = {[OFE_DIAG_ERROR] = "\033[0;1;31m", [OFE_DIAG_WARNING] = "\033[0;1;35m",
                                             [OFE_DIAG_NOTE] = "\033[0;1;36m"};
  if (d->color) fputs(SGR_BOLD, out);
  if (!file) fprintf(out, "%s: ", d->program);
  else if (d->format == OFE_DIAG_FORMAT_MSVC) fprintf(out, "%s(%u,%u): ", file, loc.line, loc.col);
  else if (d->format == OFE_DIAG_FORMAT_VI) fprintf(out, "%s +%u:%u: ", file, loc.line, loc.col);
  else fprintf(out, "%s:%u:%u: ", file, loc.line, loc.col);
  if (d->color)
    fprintf(out, SGR_RESET "%s%s: " SGR_RESET "%s%s%s" SGR_RESET "\n", level_colour[level], level_name(level),
            level == OFE_DIAG_NOTE ? "" : SGR_BOLD, msg, suffix);
  else
    fprintf(out, "%s: %s%s\n", level_name(level), msg, suffix);
}

/* The length of the well-formed UTF-8 sequence at s (RFC 3629: no overlong forms, no
 * surrogates, nothing past U+10FFFF), or 0 when the bytes there are not one. */
static size_t utf8_sequence_length(const unsigned char *s) {
  unsigned char c = s[0];
  size_t n = c >= 0xc2 && c <= 0xdf ? 2 : c >= 0xe0 && c <= 0xef ? 3 : c >= 0xf0 && c <= 0xf4 ? 4 : 0;
  if (!n) return 0;
  unsigned char lo = c == 0xe0 ? 0xa0 : c == 0xf0 ? 0x90 : 0x80;
  unsigned char hi = c == 0xed ? 0x9f : c == 0xf4 ? 0x8f : 0xbf;
  if (s[1] < lo || s[1] > hi) return 0;
  for (size_t i = 2; i < n; i++)
    if (s[i] < 0x80 || s[i] > 0xbf) return 0;
  return n;
}

/* msg as it can be shown: a message may quote bytes it did not make (a name read from a
 * damaged host IR file), and what reads ompfe's stderr may expect text; control characters
 * (but tabs and newlines) and bytes that are not UTF-8 are written \xHH. */
static const char *printable_message(const char *msg, char *out, size_t cap) {
  size_t o = 0;
  for (const unsigned char *s = (const unsigned char *)msg; *s && o + 5 < cap;) {
    size_t n = *s >= 0x80 ? utf8_sequence_length(s) : (*s < 0x20 && *s != '\t' && *s != '\n') || *s == 0x7f ? 0 : 1;
    if (n && o + n < cap) {
      memcpy(out + o, s, n);
      o += n;
      s += n;
    } else {
      o += (size_t)snprintf(out + o, cap - o, "\\x%02x", *s++);
    }
  }
  out[o] = 0;
  return out;
}

/* w: the warning's group, or OFE_WARN_COUNT for an error, a note or an ungrouped warning. */
static void diag_msg(OfeDiag *d, OfeDiagLevel level, OfeWarn w, OfeLoc loc, const char *msg) {
  const char *flag_suffix = "";
  bool was_warning = level == OFE_DIAG_WARNING;
  char suffix[160], shown[4 * 2048 + 8];
  if (level == OFE_DIAG_NOTE && d->drop_notes) return;
  msg = printable_message(msg, shown, sizeof shown);
  if (level == OFE_DIAG_WARNING) {
    bool grouped = w < OFE_WARN_COUNT;
    OfeDiagPragmaState by_pragma = grouped ? ofe_diag_pragma_at(d, w, loc.offset) : OFE_DP_FLAGS;
    bool enabled = by_pragma == OFE_DP_FLAGS ? !grouped || d->warn.enabled[w] : by_pragma != OFE_DP_IGNORED;
    /* clang's errors by default are errors under -w too (its warning flags can still turn them off) */
    bool kept_as_error = grouped && by_pragma == OFE_DP_FLAGS && d->warn.default_error[w];
    d->drop_notes = ((d->no_warnings || d->warn.none) && !kept_as_error) || in_system_code(d, loc) || !enabled;
    if (d->drop_notes) return;
    bool as_error = by_pragma != OFE_DP_FLAGS ? by_pragma == OFE_DP_ERROR : grouped ? d->warn.as_error[w] : d->warnings_as_errors;
    if (as_error) level = OFE_DIAG_ERROR;
    if (grouped) {
      snprintf(suffix, sizeof suffix, " [%s-W%s]", as_error && !kept_as_error ? "-Werror," : "", ofe_warn_group(w));
      flag_suffix = suffix;
    }
  } else if (level == OFE_DIAG_ERROR) {
    d->drop_notes = d->max_errors && d->errors >= d->max_errors;
  }
  if (level != OFE_DIAG_NOTE && loc.file) {
    const char *key = ofe_arena_printf(d->arena, "%d %u:%u:%u %s", (int)level, loc.file, loc.line, loc.col, msg);
    d->drop_notes = ofe_strmap_get(&d->shown, key, strlen(key)) != NULL;
    if (d->drop_notes) return;
    ofe_strmap_put(&d->shown, key, strlen(key), (void *)1);
  }
  if (level == OFE_DIAG_ERROR) {
    if (d->max_errors && d->errors >= d->max_errors) return;
    d->errors++;
    d->warning_errors += was_warning; /* a warning that -Werror made an error */
  } else if (level == OFE_DIAG_WARNING) {
    d->warnings++;
  }
  const char *file = loc.file ? ofe_diag_file_name(d, loc.file) : NULL;
  FILE *out = d->held.on ? d->held.out : stderr;
  if (d->handler) {
    char full[2300];
    snprintf(full, sizeof full, "%s%s", msg, flag_suffix);
    if (d->held.on) {
      OfeHeldCall call = {level, file, file ? loc.line : 0, file ? loc.col : 0, ofe_arena_strdup(d->arena, full)};
      ofe_vec_push(d->arena, &d->held.calls, call);
    } else {
      d->handler(d->handler_user, level, file, file ? loc.line : 0, file ? loc.col : 0, full);
    }
  } else {
    print_header(d, out, file, loc, level, msg, flag_suffix);
    if (file) print_caret(d, out, loc);
  }
  if (level == OFE_DIAG_ERROR && d->errors == d->max_errors && !d->handler && !d->warn.fatal_errors)
    fprintf(out, "%s: fatal error: too many errors emitted, stopping now\n", d->program);
}

static void ofe_vdiag_msg(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *msg) {
  diag_msg(d, level, OFE_WARN_COUNT, loc, msg);
}

void ofe_warn(OfeDiag *d, OfeWarn w, OfeLoc loc, const char *fmt, ...) {
  char msg[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  diag_msg(d, OFE_DIAG_WARNING, w, loc, msg);
}

void ofe_diag_set_warnings(OfeDiag *d, const char *const *flags, size_t n) {
  const char **unknown = ofe_arena_alloc(d->arena, (n + 1) * sizeof *unknown);
  size_t n_unknown;
  ofe_warn_settings(&d->warn, flags, n, unknown, &n_unknown);
  d->warnings_as_errors = d->warn.werror;
  d->no_warnings = d->warn.none;
  if (d->warn.fatal_errors) d->max_errors = 1;
  for (size_t i = 0; i < n_unknown; i++)
    ofe_warn(d, OFE_W_UNKNOWN_WARNING_OPTION, (OfeLoc){0}, "unknown warning option '%s'", unknown[i]);
}

#define DEFINE_DIAG(name, level)                                                  \
  void name(OfeDiag *d, OfeLoc loc, const char *fmt, ...) {                       \
    va_list ap;                                                                   \
    va_start(ap, fmt);                                                            \
    ofe_vdiag(d, level, loc, fmt, ap);                                            \
    va_end(ap);                                                                   \
  }
DEFINE_DIAG(ofe_error, OFE_DIAG_ERROR)
DEFINE_DIAG(ofe_warning, OFE_DIAG_WARNING)
DEFINE_DIAG(ofe_note, OFE_DIAG_NOTE)

void ofe_diag_fixit(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *insert, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  d->fixit = insert;
  ofe_vdiag(d, level, loc, fmt, ap);
  d->fixit = NULL;
  va_end(ap);
}

void ofe_error_plain(OfeDiag *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ofe_vdiag(d, OFE_DIAG_ERROR, (OfeLoc){0}, fmt, ap);
  va_end(ap);
}

void ofe_diag_report(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *msg) {
  ofe_vdiag_msg(d, level, loc, msg);
}

bool ofe_diag_too_many(const OfeDiag *d) { return d->max_errors && d->errors >= d->max_errors; }

bool ofe_diag_is_system(const OfeDiag *d, uint32_t file) {
  return file && file < d->files.len && d->files.items[file].is_system;
}

void ofe_diag_system_span(OfeDiag *d, uint32_t offset, bool in_system) {
  bool open = d->system_spans.len % 2 == 1;
  if (in_system != open) ofe_vec_push(d->arena, &d->system_spans, offset);
}

/* Is the location in a system header, or in a system macro's expansion in a user's file? */
static bool in_system_code(const OfeDiag *d, OfeLoc loc) {
  if (ofe_diag_is_system(d, loc.file)) return true;
  if (loc.offset == UINT32_MAX) return false;
  return OFE_MARKS_UPTO(d->system_spans, loc.offset) % 2 == 1; /* after a start, before its end */
}

/* Parses a line marker `# N "name" flags...` at p; *flags gets the flags as a bit set. */
static bool line_marker_at(const char *p, const char *end, unsigned long *n, const char **name, size_t *name_len,
                           unsigned *flags) {
  while (p < end && (*p == ' ' || *p == '\t')) p++;
  if (p >= end || *p != '#') return false;
  p++;
  while (p < end && (*p == ' ' || *p == '\t')) p++;
  if (end - p > 4 && strncmp(p, "line", 4) == 0) p += 4;
  char *num_end;
  *n = strtoul(p, &num_end, 10);
  if (num_end == p) return false;
  p = num_end;
  while (p < end && *p == ' ') p++;
  if (p >= end || *p != '"') return false;
  const char *q = ++p;
  while (q < end && *q != '"') q += *q == '\\' ? 2 : 1;
  if (q >= end) return false;
  *name = p;
  *name_len = (size_t)(q - p);
  *flags = 0;
  for (p = q + 1; p < end; p++)
    if (*p >= '1' && *p <= '4') *flags |= 1u << (*p - '0');
  return true;
}

/* The line, at or after `from`, of the physical file holding the directive `#line n "name"`
 * (or `# n "name"`): the preprocessor drops the blank and comment lines before it, so the
 * marker it leaves says nothing of where the directive was. 0 when it cannot be found. */
static uint32_t directive_line(OfeDiag *d, const char *phys, size_t phys_len, uint32_t from, unsigned long n,
                               const char *name, size_t len) {
  uintptr_t idx = (uintptr_t)ofe_strmap_get(&d->file_index, phys, phys_len);
  if (!idx) return 0;
  const char *text;
  size_t tl;
  for (uint32_t l = from ? from : 1; file_line(d, (uint32_t)idx - 1, l, &text, &tl); l++) {
    unsigned long m;
    const char *nm;
    size_t nl;
    unsigned flags;
    if (line_marker_at(text, text + tl, &m, &nm, &nl, &flags) && m == n && nl == len && memcmp(nm, name, len) == 0)
      return l;
  }
  return 0;
}

bool ofe_diag_physical_position(OfeDiag *d, OfeArena *arena, size_t offset, const char **file, uint32_t *line) {
  const char *text = d->pp_text, *stop = text ? text + (offset < d->pp_len ? offset : d->pp_len) : NULL;
  const char *phys = NULL, *presumed = NULL;
  size_t phys_len = 0, presumed_len = 0;
  unsigned long phys_line = 0, presumed_line = 0;
  for (const char *p = text; p && p < text + d->pp_len;) {
    const char *eol = memchr(p, '\n', (size_t)(text + d->pp_len - p));
    if (!eol) eol = text + d->pp_len;
    if (eol >= stop) break; /* the line holding offset: the counts are its numbers */
    unsigned long n;
    const char *name;
    size_t len;
    unsigned flags;
    if (line_marker_at(p, eol, &n, &name, &len, &flags)) {
      /* A marker without flags that names neither file is a #line directive, except around
       * the preprocessor's own <built-in> and <command-line> pseudo-files. */
      bool pseudo = (phys && phys[0] == '<') || name[0] == '<';
      bool same_phys = phys && len == phys_len && memcmp(name, phys, len) == 0;
      bool same_presumed = presumed && len == presumed_len && memcmp(name, presumed, len) == 0;
      if (!(flags & 6) && phys && !pseudo && !same_phys && !same_presumed) {
        uint32_t l = directive_line(d, phys, phys_len, (uint32_t)phys_line, n, name, len);
        if (!l) return false;
        phys_line = l + 1; /* the physical file goes on past the directive */
      } else if (!(flags & 6) && phys && !pseudo && !same_phys) {
        phys_line += n - presumed_line; /* blank lines skipped inside the renamed stretch */
      } else {
        phys = name;
        phys_len = len;
        phys_line = n;
      }
      presumed = name;
      presumed_len = len;
      presumed_line = n;
    } else {
      phys_line++;
      presumed_line++;
    }
    p = eol + 1;
  }
  if (!phys) return false;
  *file = ofe_arena_strndup(arena, phys, phys_len);
  *line = (uint32_t)phys_line;
  return true;
}
