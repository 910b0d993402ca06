/* diag: the only place that prints diagnostics. Every message carries a source location
 * (file:line:col of the original source, through line markers) and shows the line with a caret. */
#ifndef OFE_DIAG_H
#define OFE_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "support/arena.h"
#include "support/strmap.h"
#include "support/warnings.h"

/* A position in the source: `file` indexes OfeDiag.files (0 = no location); `offset` is the
 * byte offset of the token in the preprocessed text, used to find its line there. */
typedef struct OfeLoc {
  uint32_t file, line, col, offset;
} OfeLoc;

typedef enum { OFE_DIAG_ERROR, OFE_DIAG_WARNING, OFE_DIAG_NOTE } OfeDiagLevel;
/* -fdiagnostics-format: where the location goes (clang's `file:line:col`, MSVC's
 * `file(line,col)`, vi's `file +line:col`) */
typedef enum { OFE_DIAG_FORMAT_CLANG, OFE_DIAG_FORMAT_MSVC, OFE_DIAG_FORMAT_VI } OfeDiagFormat;

typedef void (*OfeDiagHandler)(void *user, OfeDiagLevel level, const char *file, unsigned line,
                               unsigned col, const char *message);

typedef struct OfeSourceFile {
  const char *name;
  const char *text; /* the file's contents once read, for caret lines; NULL if unreadable */
  size_t len;
  bool loaded;
  bool read_from_disk; /* text is diag's own copy of the file (malloc'd), read again if dropped */
  bool is_system; /* a system header (line marker flag 3): no warnings, no AST dump */
  size_t *line_starts; /* offset of each line in text (malloc'd), built when first needed */
  size_t nlines;
} OfeSourceFile;

/* Where the bytes of one preprocessed line came from in the line of the file that the line
 * markers name: the preprocessor collapses whitespace, drops comments, joins continued lines
 * and expands macros, so the columns differ. Built once per line (the lexer keeps one). */
typedef struct OfeLineMap {
  const char *pp;     /* the preprocessed line this maps; NULL: none yet */
  size_t pplen;
  uint32_t file, line;
  const char *orig;   /* its logical line in the file (with continuations); NULL: no match */
  size_t orig_len;
  bool identity;      /* pp is orig byte for byte (most lines): to_orig is not filled */
  uint32_t *to_orig;  /* per byte of pp: offset in orig */
  size_t cap;
} OfeLineMap;

/* A handler call held back (ofe_diag_hold) */
typedef struct OfeHeldCall {
  OfeDiagLevel level;
  const char *file;
  unsigned line, col;
  const char *msg;
} OfeHeldCall;

/* `#pragma GCC diagnostic` (and `clang diagnostic`), as clang reads them: from a point of the
 * preprocessed text on, a warning is ignored, a warning even under -Werror, or an error. */
typedef enum OfeDiagPragmaState { OFE_DP_FLAGS, OFE_DP_IGNORED, OFE_DP_WARNING, OFE_DP_ERROR } OfeDiagPragmaState;
typedef struct OfeDiagMark {
  uint32_t offset;
  uint8_t state; /* OfeDiagPragmaState */
} OfeDiagMark;
typedef struct OfeDiagPragmas {
  OFE_VEC(OfeDiagMark) marks[OFE_WARN_COUNT]; /* each warning's changes, in text order */
  uint8_t now[OFE_WARN_COUNT];                /* the states at the end of the text read so far */
  OFE_VEC(uint8_t *) pushed;                  /* `push`: copies of `now` */
} OfeDiagPragmas;

typedef struct OfeDiag {
  OfeArena *arena;
  OFE_VEC(OfeSourceFile) files; /* index 0 is "no file" */
  OfeStrMap file_index;         /* name -> index + 1 */
  uint32_t presumed_main;       /* the file the first line marker names (0: none yet): the main
                                   source as cpp presents it, also when the input is a .i */
  const char *pp_text;          /* preprocessed text, for lines of files that cannot be read */
  size_t pp_len;
  char *pp_owned;               /* that text, malloc'd: freed with the context (compile.c) */
  unsigned errors, warnings, max_errors; /* max_errors 0: no limit (-ferror-limit=0) */
  unsigned warning_errors;              /* of the errors, warnings that -Werror made errors */
  bool no_warnings, warnings_as_errors;
  OfeWarnSettings warn; /* the -W flags: ofe_diag_set_warnings */
  OfeDiagPragmas pragmas; /* and the diagnostic pragmas, where they hold (diag_pragmas.c) */
  bool drop_notes;      /* the last warning was not shown: neither are its notes */
  /* [start, end) offsets of the preprocessed text that expand a system header's macro in a
   * user's file (gcc's cpp flags them as system code): no warnings there */
  OFE_VEC(uint32_t) system_spans;
  const char *program; /* "ompfe": prefix of messages without a location */
  const char *fixit;    /* the diagnostic being printed: text to insert at its location */
  /* presentation (options.h: -f[no-]color-diagnostics, -fdiagnostics-format=,
   * -f[no-]diagnostics-show-line-numbers) */
  bool color, show_line_numbers;
  OfeDiagFormat format;
  OfeDiagHandler handler; /* when set, messages go here instead of stderr */
  void *handler_user;
  /* Diagnostics held back (ofe_diag_hold): the stderr text, or the handler's calls */
  struct {
    bool on;
    FILE *out;
    char *text;
    size_t len;
    OFE_VEC(OfeHeldCall) calls;
    unsigned errors, warnings, warning_errors; /* the counts when holding began */
  } held;
  /* what was shown, as "level file:line:col message": code compiled twice (each variant of a
   * metadirective decided at run time gets its own copy) reports each problem once */
  OfeStrMap shown;
} OfeDiag;

void ofe_diag_init(OfeDiag *d, OfeArena *arena, const char *program);
/* `#pragma GCC diagnostic <state> "-W<group>"` at offset: every warning of the group takes the
 * state from there on. False when the group is unknown. */
bool ofe_diag_pragma_set(OfeDiag *d, uint32_t offset, const char *group, OfeDiagPragmaState state);
/* `#pragma GCC diagnostic push` and `pop` (false: nothing was pushed). */
void ofe_diag_pragma_push(OfeDiag *d);
bool ofe_diag_pragma_pop(OfeDiag *d, uint32_t offset);
/* The state of warning w at offset, as the pragmas before it left it. */
OfeDiagPragmaState ofe_diag_pragma_at(const OfeDiag *d, OfeWarn w, uint32_t offset);
/* Frees the source files' text and line tables read so far: the lexer maps every token's
 * column through them, later stages only print the odd diagnostic, which reads its file again.
 * Held to the end, SQLite's 9.5 MB source and its line table were part of every later stage's
 * peak memory. Also what diag owns beside its arena, before the arena goes. */
void ofe_diag_drop_sources(OfeDiag *d);
/* Whether the source file at loc spells the identifier `word` (a whole word there): a token
 * written as it reads, not one a macro's expansion put there (whose place is the macro's). */
bool ofe_diag_spelled_at(OfeDiag *d, OfeLoc loc, const char *word);
/* Whether the source between `from` (its column included) and `to` (excluded), on one line,
 * holds only characters of `chars`. */
bool ofe_diag_only_between(OfeDiag *d, OfeLoc from, OfeLoc to, const char *chars);
/* Columns as clang counts them for indentation: a tab goes to the next multiple of this. */
enum { OFE_TAB_STOP = 8 };
/* The visual column of the token at loc (tabs expanded), and whether only blanks come before
 * it on its line; 0 when the file cannot be read or does not spell that token there (a
 * macro's expansion put it there). */
unsigned ofe_diag_visual_column(OfeDiag *d, OfeLoc loc, bool *first_on_line);
/* Whether a preprocessor directive stands on a line between from's and to's (or they are in
 * different files). */
bool ofe_diag_directive_between(OfeDiag *d, OfeLoc from, OfeLoc to);
uint32_t ofe_diag_file(OfeDiag *d, const char *name, size_t len);
const char *ofe_diag_file_name(const OfeDiag *d, uint32_t file);

void ofe_error(OfeDiag *d, OfeLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A warning of group w: shown when the -W flags enable it, as an error under -Werror, with
 * its flag after the message as clang prints it ("[-Wunused-variable]"). */
void ofe_warn(OfeDiag *d, OfeWarn w, OfeLoc loc, const char *fmt, ...) __attribute__((format(printf, 4, 5)));
/* A warning in no group (clang has a few): only -w hides it. */
void ofe_warning(OfeDiag *d, OfeLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
void ofe_note(OfeDiag *d, OfeLoc loc, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
/* A diagnostic whose fix is certain: `insert` goes at loc (a missing token), shown under the
 * caret as clang shows a fix-it hint. */
void ofe_diag_fixit(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *insert, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
void ofe_vdiag(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *fmt, va_list ap);
/* A message already formatted (from MLIR, say); loc.offset UINT32_MAX: no preprocessed line. */
void ofe_diag_report(OfeDiag *d, OfeDiagLevel level, OfeLoc loc, const char *msg);
/* Errors about the invocation or the environment: "ompfe: error: ..." */
void ofe_error_plain(OfeDiag *d, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
bool ofe_diag_too_many(const OfeDiag *d);
/* Holds the diagnostics back until ofe_diag_release: the parse reads the preprocessor's output
 * while it is written, and what it reports is shown only once the preprocessor has succeeded
 * (show), or dropped with its counts when it failed (it printed its own errors, and the parse
 * of its cut-off output would only add noise). */
void ofe_diag_hold(OfeDiag *d);
void ofe_diag_release(OfeDiag *d, bool show);
/* Applies the warning flags (-W..., -w, in command-line order) and reports those clang does
 * not know. */
void ofe_diag_set_warnings(OfeDiag *d, const char *const *flags, size_t n);
/* Maps the preprocessed line [pp, pp+pplen), presumed to be line `line` of `file`, onto that
 * line (a no-op when m already maps it). */
void ofe_line_map_build(OfeDiag *d, OfeLineMap *m, uint32_t file, uint32_t line, const char *pp, size_t pplen);
/* The position in the file of byte i of the mapped line: the same byte where the two agree,
 * the start of the macro call for bytes of its expansion; unchanged when the line did not
 * match (an unreadable file, or a line that differs altogether). */
void ofe_line_map_position(const OfeLineMap *m, size_t i, uint32_t *line, uint32_t *col);
/* Where the token [tok, tok+width) of the mapped line, at line:col of the file, ends there,
 * if the file has it as written (false: it comes from a macro, say). */
bool ofe_line_map_token_end(const OfeLineMap *m, const char *tok, size_t width, uint32_t line, uint32_t col,
                            uint32_t *end_line, uint32_t *end_col);
bool ofe_diag_is_system(const OfeDiag *d, uint32_t file);
/* A line marker at `offset` of the preprocessed text: system code of a user's file starts
 * there (in_system) or, when one is open, ends there. */
void ofe_diag_system_span(OfeDiag *d, uint32_t offset, bool in_system);
/* Where the preprocessed text at `offset` physically is: its file and line as if no #line
 * directive had renamed or renumbered them (clang names a kernel so when the file a #line
 * names does not exist). False when the text holds no line markers to follow. Linear in
 * `offset`: for that rare case only. */
bool ofe_diag_physical_position(OfeDiag *d, OfeArena *arena, size_t offset, const char **file, uint32_t *line);

#endif
