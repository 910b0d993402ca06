/* parse: the parser's entry point and the state shared by the flex scanner (lexer.l), the
 * token stream that classifies identifiers (tokens.c) and the bison grammar (parser.y). */
#ifndef OFE_PARSE_H
#define OFE_PARSE_H

#include <stdbool.h>
#include <stddef.h>

#include "sema/context.h"
#include "sema/sema.h"

/* What the flex scanner knows: position and the current token's text. */
typedef struct OfeLexState {
  OfeCtx *ctx; /* where the pragmas that change the meaning are kept (sema/pragmas.h) */
  OfeDiag *diag;
  /* The preprocessed text read so far: whole lines, handed to flex as it asks (YY_INPUT); when
   * they are used up, `more` (if set) makes more of them: it may move buf. */
  const char *buf;
  size_t len, fed;
  bool (*more)(void *user, const char **buf, size_t *len);
  void *more_user;
  size_t offset, line_start;
  uint32_t file, line;
  bool openmp;
  bool in_system_header;
  OfeLoc loc;        /* of the current token */
  OfeLoc pragma_loc; /* of the current `#pragma` (its '#') */
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
  OfeLoc end;       /* just past the token: where a token missing after it would go */
  uint32_t depth;   /* brackets open before it (an opening one itself not counted) */
} OfeToken;

typedef OFE_VEC(OfeToken) OfeTokenVec;

typedef struct OfeParser {
  OfeCtx *ctx;
  OfeLexState lex;
  void *scanner;
  OFE_VEC(OfeToken) pending; /* a classified pragma line, handed out one by one */
  /* the token buffers of the pragma line being read and classified (tokens.c): recycled when
   * the next line is read, once `pending` is handed out */
  OfeArena pragma_scratch;
  size_t pending_pos;
  /* What the open constructs are, innermost last: the grammar's actions read the top. */
  OFE_VEC(OfeDeclSpec *) specs;   /* declaration specifiers of the open declarations */
  OFE_VEC(OfeDeclOp *) funcs;     /* parameter lists being parsed */
  OFE_VEC(OfeStmt *) decl_stmts;  /* block-scope declarations collecting their declarators */
  OFE_VEC(OfeType *) records;     /* struct/union definitions */
  OFE_VEC(OfeType *) enums;       /* enum definitions */
  OfeDeclOp *knr_list;            /* the K&R identifier list whose declarations are being read */
  bool lenient_names; /* identifiers need not be declared (attribute and declare target lists) */
  /* Error recovery (parser.y): the brackets open in the token stream, innermost last, so that
   * skipping to the end of a statement skips whole bracketed groups; the last two tokens
   * handed to the grammar (a missing ';' goes after `prev`, the token before the lookahead);
   * a token read while skipping that the grammar must see next. */
  OFE_VEC(OfeToken) open; /* each with aux: the kind of the token before it */
  size_t pragma_open; /* open.len where the current pragma line began */
  OfeToken prev, last;
  OfeToken unget;
  bool has_unget;
  /* GCC's implicit int after attributes in a block, `__attribute__((unused)) y = 1;`
   * (tokens.c): where the open attribute began (open.len then, 0 when none), whether the last
   * token closed one, and the identifier and its follower read ahead to decide. */
  size_t item_attr_depth;
  bool item_attrs_closed;
  OfeToken queued[2];
  int n_queued;
  /* The syntax error bison reported, printed by the error rule that recovers from it (which
   * knows what was missing) or when the parse gives up. */
  struct {
    bool pending;
    int found, expected[4], n_expected; /* grammar symbol kinds */
    OfeLoc loc;
    OfeToken prev;        /* the token before the one found */
    OfeToken found_tok;
    bool wants_expression; /* an expression could start where it was found */
    const void *state;    /* bison's stack top when it was found */
  } syntax_error;
  /* open `begin metadirective` blocks, innermost last: whether a variant was chosen (its
   * block became `{`, so `end metadirective` is `}`), and where each began */
  OFE_VEC(bool) begin_meta;
  OFE_VEC(OfeLoc) begin_meta_locs;
  OFE_VEC(OfeLoc) begin_assumes; /* open `begin assumes` blocks, innermost last */
  /* raw tokens read before the lexer's (a metadirective decided at run time replays its
   * statement once per variant) */
  OFE_VEC(OfeToken) replay; /* a stack: the next token is the last */
  size_t replayed; /* tokens copied so far, bounded by the source's length */
} OfeParser;

/* Parses the preprocessed text into ctx->unit: text[0, len), then what `more` adds while the
 * preprocessor is still writing (NULL: nothing). Returns false if errors were reported. */
bool ofe_parse(OfeCtx *ctx, const char *text, size_t len, bool (*more)(void *user, const char **text, size_t *len),
               void *more_user);

/* Scanner interface (lexer.l). */
void ofe_lexer_start(OfeLexState *lx, void **scanner);
void ofe_lexer_stop(void *scanner);
int ofe_lexer_next(void *scanner);

/* A `#pragma` other than OpenMP's (pragmas.c): text is the line after `pragma`, loc its '#'. */
void ofe_pragma_other(OfeCtx *ctx, OfeLoc loc, const char *text, size_t len);

/* Token stream (tokens.c): the grammar's yylex. */
int ofe_next_token(OfeParser *p, OfeToken *out);
/* The next token for the grammar (a token put back by error recovery first), its bracket
 * depth filled in. */
int ofe_parser_next(OfeParser *p, OfeToken *out);
const char *ofe_token_name(int kind);

#endif
