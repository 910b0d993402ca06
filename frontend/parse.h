/* parse: the parser's entry point and the state shared by the flex scanner (lexer.l), the
 * token stream that classifies identifiers (tokens.c) and the bison grammar (parser.y). */
#ifndef OFE_PARSE_H
#define OFE_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "frontend/context.h"
#include "frontend/sema.h"

/* What the flex scanner knows: position and the current token's text. */
typedef struct OfeLexState {
  OfeDiag *diag;
  const char *buf;
  size_t len;
  size_t offset, line_start;
  uint32_t file, line;
  bool openmp;
  bool in_system_header;
  OfeLoc loc;        /* of the current token */
  OfeLoc pragma_loc; /* of the current `#pragma omp` */
  const char *text;  /* identifiers and literals: the spelling (not NUL-terminated) */
  size_t textlen;
  OfeLineMap map;    /* the current line's columns in the file (locations hold those) */
} OfeLexState;

/* One token as the grammar receives it. */
typedef struct OfeToken {
  int kind;
  OfeLoc loc;
  const char *text; /* interned identifier, or literal spelling in the arena */
  size_t len;
  int aux;          /* directive tokens: 1 if a combined construct's extra parts were dropped */
} OfeToken;

typedef OFE_VEC(OfeToken) OfeTokenVec;

typedef struct OfeParser {
  OfeCtx *ctx;
  OfeLexState lex;
  void *scanner;
  OFE_VEC(OfeToken) pending; /* a classified pragma line, handed out one by one */
  size_t pending_pos;
  /* What the open constructs are, innermost last: the grammar's actions read the top. */
  OFE_VEC(OfeDeclSpec *) specs;   /* declaration specifiers of the open declarations */
  OFE_VEC(OfeDeclOp *) funcs;     /* parameter lists being parsed */
  OFE_VEC(OfeStmt *) decl_stmts;  /* block-scope declarations collecting their declarators */
  OFE_VEC(OfeType *) records;     /* struct/union definitions */
  OFE_VEC(OfeType *) enums;       /* enum definitions */
  OfeDeclOp *knr_list;            /* the K&R identifier list whose declarations are being read */
  bool lenient_names; /* identifiers need not be declared (attribute and declare target lists) */
  /* open `begin metadirective` blocks, innermost last: whether a variant was chosen (its
   * block became `{`, so `end metadirective` is `}`), and where each began */
  OFE_VEC(bool) begin_meta;
  OFE_VEC(OfeLoc) begin_meta_locs;
  /* raw tokens read before the lexer's (a metadirective decided at run time replays its
   * statement once per variant) */
  OFE_VEC(OfeToken) replay;
  size_t replay_pos;
  size_t replayed; /* tokens copied so far, bounded by the source's length */
} OfeParser;

/* Parses the preprocessed text into ctx->unit. Returns false if errors were reported. */
bool ofe_parse(OfeCtx *ctx, const char *text, size_t len);

/* Scanner interface (lexer.l). */
void ofe_lexer_start(OfeLexState *lx, void **scanner);
void ofe_lexer_stop(void *scanner);
int ofe_lexer_next(void *scanner);

/* Token stream (tokens.c): the grammar's yylex. */
int ofe_next_token(OfeParser *p, OfeToken *out);
const char *ofe_token_name(int kind);

#endif
