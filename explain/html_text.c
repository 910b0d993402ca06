/* html_text: escaping for the explorer's page (html_text.h). */
#include "explain/html_text.h"

#include <stdbool.h>
#include <string.h>

/* What a character becomes in HTML text; NULL: itself. */
static const char *html_escape(unsigned char c) {
  switch (c) {
  case '&': return "&amp;";
  case '<': return "&lt;";
  case '>': return "&gt;";
  case '"': return "&quot;";
  case '\'': return "&#39;";
  case '\t': case '\n': return NULL;
  default: return c < 0x20 || c == 0x7f ? "&#xFFFD;" : NULL; /* not allowed in HTML text */
  }
}

/* Which bytes html_escape changes (1) or leaves (0), looked up rather than tested: the page's
 * megabytes of source and IR went through a compare chain that mispredicted between letters,
 * digits and spaces (SQLite's page: a third of its writing time). */
static const unsigned char html_special[256] = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1, 1, /* 0x00: controls but tab and newline */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x10 */
    0, 0, 1, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x20: " & ' */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, /* 0x30: < > */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x40 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x50 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x60 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, /* 0x70: DEL */
    /* 0x80 to 0xff: parts of UTF-8 characters, themselves */
};

/* Runs of characters that stand for themselves go out in one write each, unlocked (the page is
 * one thread's): a character at a time took a stdio lock per byte, most of the page's writing
 * time. */
void ofe_html_text(FILE *out, const char *text, size_t len) {
  const unsigned char *bytes = (const unsigned char *)text;
  size_t run = 0;
  for (size_t i = 0; i < len; i++) {
    if (!html_special[bytes[i]]) continue;
    fwrite_unlocked(text + run, 1, i - run, out);
    fputs_unlocked(html_escape(bytes[i]), out);
    run = i + 1;
  }
  fwrite_unlocked(text + run, 1, len - run, out);
}

void ofe_html_cstr(FILE *out, const char *text) { ofe_html_text(out, text, strlen(text)); }

/* Which bytes may need a JSON escape in a <script> (1): controls, DEL, " \\ < > &, and 0xe2, the
 * first byte of U+2028/U+2029 (ofe_json_string looks at the two after it). */
static const unsigned char json_special[256] = {
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x00 */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x10 */
    0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x20: " & */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 1, 0, /* 0x30: < > */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x40 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, /* 0x50: backslash */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x60 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, /* 0x70: DEL */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x80 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x90 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xa0 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xb0 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xc0 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xd0 */
    0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0xe0: 0xe2 */
};

void ofe_json_string(FILE *out, const char *text, size_t len) {
  fputc('"', out);
  size_t run = 0; /* as in ofe_html_text: what needs no escape goes out in runs */
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)text[i];
    if (!json_special[c]) continue;
    bool separator = c == 0xe2 && i + 2 < len && (unsigned char)text[i + 1] == 0x80 &&
                     ((unsigned char)text[i + 2] == 0xa8 || (unsigned char)text[i + 2] == 0xa9);
    if (c == 0xe2 && !separator) continue;
    fwrite_unlocked(text + run, 1, i - run, out);
    switch (c) {
    case '"': fputs_unlocked("\\\"", out); break;
    case '\\': fputs_unlocked("\\\\", out); break;
    case '\n': fputs_unlocked("\\n", out); break;
    case '\t': fputs_unlocked("\\t", out); break;
    default:
      if (separator) { /* U+2028 and U+2029 end a line in a script */
        fprintf(out, "\\u%04x", (unsigned char)text[i + 2] == 0xa8 ? 0x2028 : 0x2029);
        i += 2;
      } else {
        fprintf(out, "\\u%04x", c);
      }
    }
    run = i + 1;
  }
  fwrite_unlocked(text + run, 1, len - run, out);
  fputc('"', out);
}

void ofe_json_cstr(FILE *out, const char *text) {
  if (text) ofe_json_string(out, text, strlen(text));
  else fputs("null", out);
}

void ofe_url_segment(FILE *out, const char *text) {
  for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
    if ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || strchr("-._~", *p))
      fputc(*p, out);
    else
      fprintf(out, "%%%02X", *p);
  }
}
