/* html_text: escaping for the explorer's page (html_text.h). */
#include "explain/html_text.h"

#include <string.h>

void ofe_html_text(FILE *out, const char *text, size_t len) {
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)text[i];
    switch (c) {
    case '&': fputs("&amp;", out); break;
    case '<': fputs("&lt;", out); break;
    case '>': fputs("&gt;", out); break;
    case '"': fputs("&quot;", out); break;
    case '\'': fputs("&#39;", out); break;
    case '\t': case '\n': fputc(c, out); break;
    default:
      if (c < 0x20 || c == 0x7f) fputs("&#xFFFD;", out); /* not allowed in HTML text */
      else fputc(c, out);
    }
  }
}

void ofe_html_cstr(FILE *out, const char *text) { ofe_html_text(out, text, strlen(text)); }

void ofe_json_string(FILE *out, const char *text, size_t len) {
  fputc('"', out);
  for (size_t i = 0; i < len; i++) {
    unsigned char c = (unsigned char)text[i];
    switch (c) {
    case '"': fputs("\\\"", out); break;
    case '\\': fputs("\\\\", out); break;
    case '\n': fputs("\\n", out); break;
    case '\t': fputs("\\t", out); break;
    case '<': case '>': case '&': fprintf(out, "\\u%04x", c); break;
    default:
      if (c < 0x20 || c == 0x7f) {
        fprintf(out, "\\u%04x", c);
      } else if (c == 0xe2 && i + 2 < len && (unsigned char)text[i + 1] == 0x80 &&
                 ((unsigned char)text[i + 2] == 0xa8 || (unsigned char)text[i + 2] == 0xa9)) {
        fprintf(out, "\\u%04x", (unsigned char)text[i + 2] == 0xa8 ? 0x2028 : 0x2029);
        i += 2;
      } else {
        fputc(c, out);
      }
    }
  }
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
