/* mlir_aliases: the scan of mlir_aliases.h. MLIR 19 gives aliases to the llvm dialect's debug
 * info, loop annotations, TBAA, access groups and alias scopes, and to the builtin dialect's
 * locations, distinct attributes, affine maps and sets and long tuples; another dialect's
 * interface may give its own. So a word that begins `#` or `!` counts unless it is one of the
 * llvm dialect's other attributes or types or the omp dialect's, and so do the builtin ones'
 * keywords with their opening bracket, outside string literals. A false positive costs the
 * caller a plain print; the scan is a step a byte. */
#include "explain/mlir_aliases.h"

#include <string.h>

static bool starts_with(const char *s, size_t len, const char *prefix) {
  size_t n = strlen(prefix);
  return len >= n && memcmp(s, prefix, n) == 0;
}

/* Whether the word just read, and the character after it, may stand for an aliased
 * attribute or type. */
static bool may_be_aliased(const char *w, size_t len, char next) {
  if (w[0] != '#' && w[0] != '!' && next != '(' && next != '[' && next != '<') return false; /* most words */
  static const char *const llvm_aliased[] = {"di_", "loop_", "tbaa", "access_group", "alias_scope"};
  static const struct { const char *word; char open; } builtin[] = {
    {"loc", '('}, {"distinct", '['}, {"affine_map", '<'}, {"affine_set", '<'}, {"tuple", '<'}, {"dense_resource", '<'},
  };
  if (len && (w[0] == '#' || w[0] == '!')) {
    if (starts_with(w + 1, len - 1, "omp.")) return false;
    if (!starts_with(w + 1, len - 1, "llvm.")) return true;
    for (size_t i = 0; i < sizeof llvm_aliased / sizeof *llvm_aliased; i++)
      if (starts_with(w + 6, len - 6, llvm_aliased[i])) return true;
    return false;
  }
  for (size_t i = 0; i < sizeof builtin / sizeof *builtin; i++)
    if (next == builtin[i].open && len == strlen(builtin[i].word) && memcmp(w, builtin[i].word, len) == 0) return true;
  return false;
}

/* The characters of a word (1): letters, digits, _ . # !, looked up: the compare chain
 * mispredicted between letters, digits and spaces. */
static const unsigned char word_chars[128] = {
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x00 */
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, /* 0x10 */
    0, 1, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, /* 0x20: ! # . */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, /* 0x30: digits */
    0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x40: letters */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 1, /* 0x50: letters _ */
    0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* 0x60: letters */
    1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, /* 0x70: letters */
};

static bool word_char(char c) { return (unsigned char)c < 128 && word_chars[(unsigned char)c]; }

void ofe_alias_scan(OfeAliasScan *s, const char *text, size_t len) {
  for (size_t i = 0; i < len && !s->found; i++) {
    char c = text[i];
    if (s->in_string) {
      if (s->escaped) s->escaped = false;
      else if (c == '\\') s->escaped = true;
      else if (c == '"') s->in_string = false;
      continue;
    }
    if (word_char(c)) {
      if (s->word_len < sizeof s->word - 1) s->word[s->word_len] = c;
      s->word_len++;
      continue;
    }
    if (s->word_len) {
      size_t n = s->word_len < sizeof s->word - 1 ? s->word_len : sizeof s->word - 1;
      s->found = may_be_aliased(s->word, n, c);
      s->word_len = 0;
    }
    s->in_string = c == '"';
  }
}

void ofe_alias_scan_end(OfeAliasScan *s) {
  if (s->found || !s->word_len) return;
  size_t n = s->word_len < sizeof s->word - 1 ? s->word_len : sizeof s->word - 1;
  s->found = may_be_aliased(s->word, n, 0);
  s->word_len = 0;
}
