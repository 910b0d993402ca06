// Syntax errors: `file:line:col: error: ...`, the line as written with a caret under the
// token where the parse failed (a missing ';' just past the token before it, with the ';' to
// insert under the caret, as clang-19 words and places them), exit status 1, and no output
// file. -D picks one error per compile (recovery-*.c have files with several).
// RUN: rm -rf %t && mkdir -p %t
// RUN: sh -c '%ompfe -DSEMI %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SEMI
// RUN: sh -c '%ompfe -DPAREN %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=PAREN
// RUN: sh -c '%ompfe -DCONST %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=CONST
// RUN: sh -c '%ompfe -DCOMMA %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=COMMA
// RUN: sh -c '%ompfe -DCHAR %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=CHAR
// RUN: sh -c '%ompfe -DSPACES %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=SPACES
// RUN: sh -c '%ompfe -DTABS %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=TABS
// RUN: sh -c '%ompfe -DMACRO %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=MACRO
// RUN: sh -c '%ompfe -DCOMMENT %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=COMMENT
// RUN: sh -c '%ompfe -DKEYWORD %s -o %t/a.o; echo "exit=$?"' 2>&1 | FileCheck %s --check-prefix=KEYWORD
// Nothing was written, not even a temporary.
// RUN: ls -A %t | count 0

#define ADD(a, b) ((a) + (b))
#define SEVEN 7

#ifdef SEMI
int semi(void) {
  int x = 1
// SEMI: diag-syntax.c:[[@LINE-1]]:12: error: expected ';' at end of declaration
// SEMI-NEXT: {{^ *[0-9]* \|}} int x = 1{{$}}
// SEMI-NEXT: {{^ *[0-9]* \|}} ^{{$}}
// SEMI-NEXT: {{^ *[0-9]* \|}} ;{{$}}
  return x;
}
// SEMI: exit=1
#endif

#ifdef PAREN
int paren(int x) {
// A bracket left open: "expected ')'" and a note at the '(' (clang-19's wording).
// PAREN: diag-syntax.c:[[@LINE+6]]:9: error: expected ')'
// PAREN-NEXT: {{^ *[0-9]* \|}} if (x { return 1; }{{$}}
// PAREN-NEXT: {{^ *[0-9]* \|}} ^{{$}}
// PAREN-NEXT: diag-syntax.c:[[@LINE+3]]:6: note: to match this '('
// PAREN-NEXT: {{^ *[0-9]* \|}} if (x { return 1; }{{$}}
// PAREN-NEXT: {{^ *[0-9]* \|}} ^{{$}}
  if (x { return 1; }
  return 0;
}
// PAREN: exit=1
#endif

#ifdef CONST
// CONST: diag-syntax.c:[[@LINE+4]]:10: error: expected ';' after top level declarator
// CONST-NEXT: {{^ *[0-9]* \|}} int c = 1 2;{{$}}
// CONST-NEXT: {{^ *[0-9]* \|}} ^{{$}}
// CONST-NEXT: {{^ *[0-9]* \|}} ;{{$}}
int c = 1 2;
// CONST: exit=1
#endif

#ifdef COMMA
// COMMA: diag-syntax.c:[[@LINE+3]]:17: error: syntax error: unexpected ')'
// COMMA-NEXT: {{^ *[0-9]* \|}} int comma(int a,) { return a; }{{$}}
// COMMA-NEXT: {{^ *[0-9]* \|}} ^{{$}}
int comma(int a,) { return a; }
// COMMA: exit=1
#endif

#ifdef CHAR
// CHAR: diag-syntax.c:[[@LINE+3]]:17: error: invalid character in source
// CHAR-NEXT: {{^ *[0-9]* \|}} int bad = 1 + 2 @ 3;{{$}}
// CHAR-NEXT: {{^ *[0-9]* \|}} ^{{$}}
int bad = 1 + 2 @ 3;
// CHAR: exit=1
#endif


#ifdef SPACES
// The preprocessor collapses runs of spaces; the column is the one in the file.
// SPACES: diag-syntax.c:[[@LINE+3]]:22: error: expected expression
// SPACES-NEXT: {{^ *[0-9]* \|}} int    spaced   =    ;{{$}}
// SPACES-NEXT: {{^ *[0-9]* \|}} ^{{$}}
int    spaced   =    ;
// SPACES: exit=1
#endif

#ifdef TABS
// A tab counts as one column (as in clang) and stays a tab under the caret.
// TABS: diag-syntax.c:[[@LINE+3]]:14: error: expected expression
// TABS-NEXT: {{^ *[0-9]* \|}} int	tabbed	=	;{{$}}
// TABS-NEXT: {{^ *[0-9]* \|}} ^{{$}}
int	tabbed	=	;
// TABS: exit=1
#endif

#ifdef MACRO
// Macros before the error expand to text of another length: the column is still the one
// in the file, and the line shown is the one written. The token before the missing ';' came
// from a macro: the ';' goes where the next token is.
// MACRO: diag-syntax.c:[[@LINE+4]]:36: error: expected ';' after top level declarator
// MACRO-NEXT: {{^ *[0-9]* \|}} int m = ADD(SEVEN, 2) +  SEVEN     3;{{$}}
// MACRO-NEXT: {{^ *[0-9]* \|}} ^{{$}}
// MACRO-NEXT: {{^ *[0-9]* \|}} ;{{$}}
int m = ADD(SEVEN, 2) +  SEVEN     3;
// MACRO: exit=1
#endif

#ifdef COMMENT
// COMMENT: diag-syntax.c:[[@LINE+4]]:26: error: expected ';' after top level declarator
// COMMENT-NEXT: {{^ *[0-9]* \|}} int k = /* a comment */ 1 /* more */ k2;{{$}}
// COMMENT-NEXT: {{^ *[0-9]* \|}} ^{{$}}
// COMMENT-NEXT: {{^ *[0-9]* \|}} ;{{$}}
int k = /* a comment */ 1 /* more */ k2;
// COMMENT: exit=1
#endif

#ifdef KEYWORD
// Keywords are named as written, not as grammar tokens; the rest of a declaration missing
// its ';' is skipped when no declaration follows (as clang does): one error.
int kw(void) {
// KEYWORD: diag-syntax.c:[[@LINE+5]]:12: error: expected ';' at end of declaration
// KEYWORD-NEXT: {{^ *[0-9]* \|}} int i = 0 while (i) i--;{{$}}
// KEYWORD-NEXT: {{^ *[0-9]* \|}} ^{{$}}
// KEYWORD-NEXT: {{^ *[0-9]* \|}} ;{{$}}
// KEYWORD-NOT: error
  int i = 0 while (i) i--;
  return i;
}
// KEYWORD: exit=1
#endif

int main(void) { return 0; }
