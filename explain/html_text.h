/* html_text: writing text into an HTML page so that no byte of it can become markup: element
 * text and attribute values, JSON strings inside a <script> block, and URL path parts. The page
 * embeds user source and IR, which may hold any bytes. */
#ifndef OFE_HTML_TEXT_H
#define OFE_HTML_TEXT_H

#include <stddef.h>
#include <stdio.h>

/* Text as element content or a quoted attribute value: & < > " ' as character references,
 * NUL and other control bytes but tab and newline as U+FFFD's reference. */
void ofe_html_text(FILE *out, const char *text, size_t len);
void ofe_html_cstr(FILE *out, const char *text);
/* A JSON string literal (quotes included) that is also safe inside <script>: < > & and the
 * JavaScript line separators U+2028/U+2029 are \u escapes, so "</script>" cannot end the block. */
void ofe_json_string(FILE *out, const char *text, size_t len);
void ofe_json_cstr(FILE *out, const char *text); /* NULL: null */
/* A relative URL's path segment: bytes other than letters, digits and -._~ as %XX. */
void ofe_url_segment(FILE *out, const char *text);

#endif
