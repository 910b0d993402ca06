/* page_assets: the explorer page's inline style sheet and script (page_assets.c), kept apart
 * from the C that writes the page around them. */
#ifndef OFE_PAGE_ASSETS_H
#define OFE_PAGE_ASSETS_H

extern const char ofe_explain_css[];
extern const char ofe_explain_script[];

#endif
