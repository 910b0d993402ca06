/* diag: formats `file:line:col: level: message`, then the source line and a caret.
 *
 * The caret line comes from the original file when it can be read (so users see what they
 * wrote, not the macro-expanded preprocessor output). The preprocessor collapses whitespace,
 * so the column is mapped from the preprocessed line onto the original line by walking both
 * and skipping whitespace and comments together; where they differ (a macro), the
 * preprocessed line is shown instead. */
#include "frontend/diag.h"

#include <stdlib.h>
#include <string.h>

void ofe_diag_init(OfeDiag *d, OfeArena *arena, const char *program) {
  memset(d, 0, sizeof *d);
  d->arena = arena;
  d->program = program;
  d->max_errors = 20;
  ofe_strmap_init(&d->file_index, arena);
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

static void load_file(OfeDiag *d, OfeSourceFile *f) {
  f->loaded = true;
  FILE *fp = fopen(f->name, "rb");
  if (!fp) return;
  char *buf = NULL;
  size_t len = 0, cap = 0, n;
  char chunk[65536];
  while ((n = fread(chunk, 1, sizeof chunk, fp)) > 0) {
    if (len + n + 1 > cap) {
      cap = (len + n + 1) * 2;
      char *nb = ofe_arena_alloc(d->arena, cap);
      if (len) memcpy(nb, buf, len);
      buf = nb;
    }
    memcpy(buf + len, chunk, n);
    len += n;
  }
  fclose(fp);
  f->text = buf ? buf : "";
  f->len = len;
}

/* The text of line `line` (1-based) of text[0..len), without its newline. */
static bool nth_line(const char *text, size_t len, unsigned line, const char **start, size_t *n) {
  const char *p = text, *end = text + len;
  for (unsigned l = 1; l < line; l++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    if (!nl) return false;
    p = nl + 1;
  }
  const char *nl = memchr(p, '\n', (size_t)(end - p));
  *start = p;
  *n = (size_t)((nl ? nl : end) - p);
  return true;
}

static const char *skip_space_and_comments(const char *p, const char *end) {
  for (;;) {
    while (p < end && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\\')) p++;
    if (p + 1 < end && p[0] == '/' && p[1] == '*') {
      const char *c = p + 2;
      while (c + 1 < end && !(c[0] == '*' && c[1] == '/')) c++;
      p = c + 1 < end ? c + 2 : end;
    } else if (p + 1 < end && p[0] == '/' && p[1] == '/') {
      return end;
    } else {
      return p;
    }
  }
}

/* Maps a 1-based column of the preprocessed line onto the original line; 0 if they differ. */
static unsigned map_column(const char *pp, size_t pplen, const char *orig, size_t origlen,
                           unsigned col) {
  const char *p = pp, *pend = pp + pplen, *target = pp + (col ? col - 1 : 0);
  const char *o = orig, *oend = orig + origlen;
  if (target > pend) return 0;
  for (;;) {
    const char *p2 = skip_space_and_comments(p, pend), *o2 = skip_space_and_comments(o, oend);
    if (target < p2) return (unsigned)(o2 - orig) + 1;
    p = p2;
    o = o2;
    if (p == target) return (unsigned)(o - orig) + 1;
    if (p >= pend || o >= oend || *p != *o) return 0;
    p++;
    o++;
  }
}

static void print_caret(OfeDiag *d, FILE *out, OfeLoc loc) {
  if (!loc.file || loc.file >= d->files.len) return;
  OfeSourceFile *f = &d->files.items[loc.file];
  const char *ppline = NULL, *line = NULL;
  size_t pplen = 0, len = 0;
  if (d->pp_text && loc.offset != UINT32_MAX && loc.offset <= d->pp_len) {
    const char *s = d->pp_text + loc.offset;
    while (s > d->pp_text && s[-1] != '\n') s--;
    const char *e = memchr(s, '\n', d->pp_len - (size_t)(s - d->pp_text));
    ppline = s;
    pplen = (size_t)((e ? e : d->pp_text + d->pp_len) - s);
  }
  unsigned col = loc.col;
  if (!f->loaded) load_file(d, f);
  if (f->text && nth_line(f->text, f->len, loc.line, &line, &len)) {
    if (ppline) {
      unsigned mapped = map_column(ppline, pplen, line, len, loc.col);
      if (!mapped) line = NULL; /* the line differs (macro expansion): show what was compiled */
      else col = mapped;
    }
  } else {
    line = NULL;
  }
  if (!line) {
    line = ppline;
    len = pplen;
    col = loc.col;
  }
  if (!line) return;
  fprintf(out, "%.*s\n", (int)len, line);
  for (unsigned i = 1; i < col && i - 1 < len; i++) fputc(line[i - 1] == '\t' ? '\t' : ' ', out);
  fputs("^\n", out);
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

void ofe_vdiag(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *fmt, va_list ap) {
  char msg[2048];
  vsnprintf(msg, sizeof msg, fmt, ap);
  ofe_vdiag_msg(d, level, loc, msg);
}

static void ofe_vdiag_msg(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *msg) {
  if (level == OFE_DIAG_WARNING) {
    if (d->no_warnings || ofe_diag_is_system(d, loc.file)) return;
    if (d->warnings_as_errors) level = OFE_DIAG_ERROR;
  }
  if (level == OFE_DIAG_ERROR) {
    if (d->errors >= d->max_errors) return;
    d->errors++;
  } else if (level == OFE_DIAG_WARNING) {
    d->warnings++;
  }
  const char *file = loc.file ? ofe_diag_file_name(d, loc.file) : NULL;
  if (d->handler) {
    d->handler(d->handler_user, level, file, file ? loc.line : 0, file ? loc.col : 0, msg);
  } else {
    FILE *out = stderr;
    if (file) fprintf(out, "%s:%u:%u: %s: %s\n", file, loc.line, loc.col, level_name(level), msg);
    else fprintf(out, "%s: %s: %s\n", d->program, level_name(level), msg);
    if (file) print_caret(d, out, loc);
  }
  if (level == OFE_DIAG_ERROR && d->errors == d->max_errors && !d->handler)
    fprintf(stderr, "%s: fatal error: too many errors emitted, stopping now\n", d->program);
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

void ofe_error_plain(OfeDiag *d, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  ofe_vdiag(d, OFE_DIAG_ERROR, (OfeLoc){0}, fmt, ap);
  va_end(ap);
}

void ofe_diag_report(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *msg) {
  ofe_vdiag_msg(d, level, loc, msg);
}

bool ofe_diag_too_many(const OfeDiag *d) { return d->errors >= d->max_errors; }

bool ofe_diag_is_system(const OfeDiag *d, uint32_t file) {
  return file && file < d->files.len && d->files.items[file].is_system;
}
