/* explain_pages: how the pages of -fexplain= are named, shared by ompcc (which names each
 * compile's page) and ompfe (whose host page links to the device pages, and back): the host's
 * page is FILE.html, each device compile's FILE.<triple>.html beside it. */
#ifndef OFE_EXPLAIN_PAGES_H
#define OFE_EXPLAIN_PAGES_H

#include <string.h>

/* The length of `host_page` without its ".html" (the whole name when it has none): the device
 * pages are "%.*s.<triple>.html" of it. */
static inline size_t ofe_explain_page_stem_len(const char *host_page) {
  size_t n = strlen(host_page);
  return n >= 5 && strcmp(host_page + n - 5, ".html") == 0 ? n - 5 : n;
}

#endif
