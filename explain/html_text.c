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

/* Whether html_escape changes c, without its switch: the common byte (printable, none of the
 * five) takes two compares and a bit test. */
static bool needs_html_escape(unsigned char c) {
  if (c < 0x20) return c != '\t' && c != '\n';
  if (c >= 0x40) return c == 0x7f;
  return c == '&' || c == '<' || c == '>' || c == '"' || c == '\'';
}

/* Runs of characters that stand for themselves go out in one write each, unlocked (the page is
 * one thread's): a character at a time took a stdio lock per byte, most of the page's writing
 * time. */
void ofe_html_text(FILE *out, const char *text, size_t len) {
  size_t run = 0;
  for (size_t i = 0; i < len; i++) {
    if (!needs_html_escape((unsigned char)text[i])) continue;
    const char *escaped = html_escape((unsigned char)text[i]);
    fwrite_unlocked(text + run, 1, i - run, out);
    fputs_unlocked(escaped, out);
    run = i + 1;
  }
  fwrite_unlocked(text + run, 1, len - run, out);
}

void ofe_html_cstr(FILE *out, const char *text) { ofe_html_text(out, text, strlen(text)); }

void ofe_json_string(FILE *out, const char *text, size_t len) {
  fputc('"', out);
  size_t run = 0; /* as in ofe_html_text: what needs no escape goes out in runs */
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)text[i];
    bool separator = c == 0xe2 && i + 2 < len && (unsigned char)text[i + 1] == 0x80 &&
                     ((unsigned char)text[i + 2] == 0xa8 || (unsigned char)text[i + 2] == 0xa9);
    if (c >= 0x20 && c != 0x7f && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' && !separator) continue;
    fwrite_unlocked(text + run, 1, i - run, out);
    switch (c) {
    case '"': fputs("\\\"", out); break;
    case '\\': fputs("\\\\", out); break;
    case '\n': fputs("\\n", out); break;
    case '\t': fputs("\\t", out); break;
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
