/* parser: the C11 grammar (with the GNU extensions glibc headers use) and the OpenMP
 * directives as grammar rules. Actions call sema, which checks and builds the AST as the
 * parse proceeds; the grammar itself builds nothing but syntax pieces.
 *
 * Typedef names: tokens.c returns TYPEDEF_NAME for a name whose innermost declaration is a
 * typedef. The declaration-specifier rules let a TYPEDEF_NAME act as a type only when no
 * other type specifier came before it, so `T T;` and `int T;` in an inner scope redeclare T
 * (C11 6.7.2p2) without parser feedback. */
%define api.pure full
%define api.prefix {ofe_gram_}
%define api.location.type {OfeLoc}
%define parse.error custom
%locations
%param {OfeParser *p}
%expect 0 /* resolved by precedence: the dangling else (ELSE binds to the nearest IF), attributes
            before K&R parameter declarations (see ATTRIBUTES_END) and typedef names after
            C89's implicit int (see IMPLICIT_INT) */

%code requires {
#include "parse/parse.h"
#include "sema/sema.h"
#include "sema/sema_omp.h"
#include "sema/omp_loop_transform.h"

/* One declaration specifier, applied to the OfeDeclSpec being built. */
typedef struct OfeSpecItem {
  enum { SPEC_STORAGE, SPEC_BASIC, SPEC_TYPE, SPEC_QUAL, SPEC_INLINE, SPEC_NORETURN,
         SPEC_THREAD, SPEC_ATTRS, SPEC_ALIGNAS } kind;
  int value;
  OfeType *type;
  OfeExpr *expr;
  OfeAttrs *attrs;
  OfeLoc loc;
} OfeSpecItem;

typedef struct OfeStrPieces { OFE_VEC(OfeToken) toks; } OfeStrPieces;
}

%code provides {
int ofe_gram_lex(OFE_GRAM_STYPE *lval, OfeLoc *lloc, OfeParser *p);
void ofe_gram_error(OfeLoc *loc, OfeParser *p, const char *msg);
/* The syntax error bison found, if it reported none yet (the parse gave up): printed. */
void ofe_gram_flush_error(OfeParser *p);
}

%code {
#include <string.h>

#include "sema/literals.h"

#define CTX (p->ctx)

/* A clause's modifier word as sema reads it. */
static OfeOmpWord omp_word(OfeToken t) { return (OfeOmpWord){t.text, t.loc}; }

/* Error recovery (defined after the grammar). `la` and `lval` are bison's lookahead; `state`
 * its stack top in the error rule's action. Each returns true when it consumed a token, so
 * that errors after it are reported again (yyerrok). */
static bool recover_skip(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, uint32_t depth, bool past_brace);
static bool recover_missing_semi(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, const void *state, const char *msg,
                                 bool skip_rest);
static bool recover_declaration_end(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, const void *state, const char *msg);
static bool recover_nested_function(OfeParser *p, int *la, OFE_GRAM_STYPE *lval);
static bool recover_expression_end(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, const void *state, const OfeExpr *e);
#define MISSING_MEMBER_SEMI "expected ';' at end of declaration list"
/* A function definition's head: its declarator with the asm label and attributes after it. */
static OfeDecl *function_head(OfeParser *p, OfeDeclSpec *specs, OfeDeclarator *d, const char *asm_label, OfeAttrs *attrs) {
  d->asm_label = asm_label;
  ofe_attrs_merge(&d->attrs, attrs);
  return ofe_sema_function_begin(p->ctx, specs, d);
}
/* At the start of an external declaration without specifiers (after the grammar). */
static bool implicit_int_declaration(OfeParser *p, int la, const OfeToken *la_tok);
/* An identifier in an expression (after the grammar): `la` is bison's lookahead. */
static OfeExpr *identifier(OfeParser *p, int *la, const char *name, OfeLoc loc);
/* Bison's stack is on the heap: let nesting go as deep as the tree walkers' stack guard
 * allows (stack_guard.h) rather than stop at bison's default of 10000 entries. */
#define YYMAXDEPTH 1000000
#define YYLLOC_DEFAULT(Cur, Rhs, N) ((Cur) = (N) ? YYRHSLOC(Rhs, 1) : YYRHSLOC(Rhs, 0))

static OfeSpecItem *item(OfeParser *p, int kind, int value, OfeLoc loc) {
  OfeSpecItem *it = ofe_arena_alloc(&CTX->decl_scratch, sizeof *it);
  it->kind = kind;
  it->value = value;
  it->loc = loc;
  return it;
}

static void apply(OfeParser *p, OfeDeclSpec *s, OfeSpecItem *it) {
  switch (it->kind) {
  case SPEC_STORAGE: ofe_spec_storage(CTX, s, (OfeStorage)it->value, it->loc); break;
  case SPEC_BASIC: ofe_spec_basic(CTX, s, it->value, it->loc); break;
  case SPEC_TYPE:
    ofe_spec_type(CTX, s, it->type, it->loc);
    if (it->attrs) ofe_spec_attrs(CTX, s, it->attrs); /* those after a definition's '}' */
    break;
  case SPEC_QUAL: ofe_spec_qual(CTX, s, (unsigned)it->value); break;
  case SPEC_INLINE: s->is_inline = true; break;
  case SPEC_NORETURN: s->is_noreturn = true; break;
  case SPEC_THREAD: ofe_spec_thread_local(CTX, s, it->loc); break;
  case SPEC_ATTRS: ofe_spec_attrs(CTX, s, it->attrs); break;
  case SPEC_ALIGNAS: ofe_spec_alignas(CTX, s, it->type, it->expr, it->loc); break;
  }
}

/* A typedef name as the specifiers' type. */
static void spec_typedef_name(OfeParser *p, OfeDeclSpec *s, const char *name, OfeLoc loc) {
  OfeDecl *d = ofe_scope_lookup(CTX, name);
  ofe_spec_type(CTX, s, d ? d->type : CTX->types.error, loc);
  s->typedef_decl = d;
}

/* Attributes at the start of a nested declarator, `void (__attribute__((noreturn)) *p)(void)`,
 * describe the pointer's type (clang: a noreturn function type), which only informs
 * optimizers: accepted and dropped. Anything else there is an error. */
static void nested_declarator_attrs(OfeParser *p, OfeDeclSpec *s) {
  if (s->storage != SC_NONE || s->quals || s->is_inline || s->is_noreturn || s->is_thread_local || s->alignas)
    ofe_error(&CTX->diag, s->loc, "expected a declarator");
}

/* Between external declarations nothing points into the declaration's scratch arena
 * (context.h): sema has read the specifiers, declarators and initializers it was handed, the
 * grammar's stack holds only the translation unit, and only the file scope is open. Unless
 * error recovery left a declaration open, the arena is recycled. */
static void recycle_decl_scratch(OfeParser *p) {
  if (p->specs.len || p->funcs.len || p->knr_list || p->records.len || p->enums.len || CTX->func ||
      CTX->scope != CTX->file_scope)
    return;
  ofe_arena_reset(&CTX->decl_scratch);
}

#define PUSH(stack, x) ofe_vec_push(&CTX->arena, &p->stack, (x))
#define TOP(stack) (p->stack.items[p->stack.len - 1])
#define POP(stack) (p->stack.len--)
static OfeDeclSpec *top_spec(OfeParser *p) { return TOP(specs); }
static void push_spec(OfeParser *p, OfeDeclSpec *s) { PUSH(specs, s); }
static void pop_spec(OfeParser *p, const OfeDeclSpec *s) { if (p->specs.len && TOP(specs) == s) POP(specs); }

/* What a mid-rule action opened, for the destructor that closes it when a syntax error
 * discards the construct. */
enum Undo { UNDO_SCOPE, UNDO_UNEVALUATED, UNDO_LENIENT, UNDO_LOOP, UNDO_KNR, UNDO_LOCAL_DECL, UNDO_UDR, UNDO_NOTHING };

static void undo(OfeParser *p, int what) {
  switch ((enum Undo)what) {
  case UNDO_SCOPE: ofe_scope_pop(CTX); break;
  case UNDO_UNEVALUATED: if (CTX->unevaluated) CTX->unevaluated--; break;
  case UNDO_LENIENT: p->lenient_names = false; break;
  case UNDO_LOOP: ofe_sema_loop_abandon(CTX); break;
  case UNDO_KNR: ofe_sema_knr_end(CTX); p->knr_list = NULL; break;
  case UNDO_LOCAL_DECL: pop_spec(p, top_spec(p)); if (p->decl_stmts.len) POP(decl_stmts); break;
  case UNDO_UDR: ofe_omp_udr_close(CTX); break;
  case UNDO_NOTHING: break;
  }
}

static OfeExprList *expr_list(OfeParser *p, OfeExpr *first) {
  OfeExprList *l = ofe_arena_alloc(&CTX->arena, sizeof *l);
  if (first) ofe_expr_list_push(&CTX->arena, l, first);
  return l;
}

/* Adjacent string literals: decode each piece, then concatenate (wide if any piece is). */
static OfeExpr *strings(OfeParser *p, OfeStrPieces *sp, OfeLoc loc, const char **bytes_out,
                        size_t *len_out) {
  unsigned csize = 1;
  for (size_t i = 0; i < sp->toks.len; i++) {
    char c = sp->toks.items[i].text[0];
    if (c == 'L' || c == 'U') csize = 4;
    else if (c == 'u' && sp->toks.items[i].text[1] != '8') csize = 2;
  }
  size_t total = 0;
  OFE_VEC(char *) parts = {0};
  OFE_VEC(size_t) lens = {0};
  for (size_t i = 0; i < sp->toks.len; i++) {
    const OfeToken *t = &sp->toks.items[i];
    const char *q = strchr(t->text, '"');
    size_t body = t->len - (size_t)(q - t->text) - 2;
    char *out;
    OfeLitError err;
    size_t n = ofe_decode_string(&CTX->arena, q + 1, body, csize, &out, &err);
    OfeLoc l = t->loc;
    l.col += (uint32_t)((q - t->text) + 1);
    ofe_sema_literal_problem(CTX, l, &err, "string literal");
    ofe_vec_push(&CTX->arena, &parts, out);
    ofe_vec_push(&CTX->arena, &lens, n - 1);
    total += n - 1;
  }
  char *all = ofe_arena_alloc(&CTX->arena, (total + 1) * csize);
  size_t at = 0;
  for (size_t i = 0; i < parts.len; i++) {
    memcpy(all + at * csize, parts.items[i], lens.items[i] * csize);
    at += lens.items[i];
  }
  if (bytes_out) {
    *bytes_out = all;
    *len_out = total;
    return NULL;
  }
  return ofe_sema_string(CTX, all, total + 1, csize, loc);
}
}

%union {
  OfeToken tok;
  OfeExpr *expr;
  OfeExprList *exprs;
  OfeStmt *stmt;
  OfeStmtList *stmts;
  OfeDeclSpec *spec;
  OfeSpecItem *sitem;
  OfeDeclarator *dtor;
  OfeDeclOp *op;
  OfeType *type;
  OfeInitSyntax *init;
  OfeInitItem *iitem;
  OfeDecl *decl;
  OfeAttrs *attrs;
  OfeStrPieces *strs;
  OfeOmpClauseSyntax *clause;
  OfeOmpClauseList *clauses;
  OfeAssignOp assign_op;
  OfeOmpDirective *dir;
  OfeOmpMapper *mapper;
  OfeOmpUdr *udr;
  OfeOmpIteratorVec *iterators;
  struct { OfeType *type; OfeLoc type_loc; OfeToken name; } iterator_name;
  unsigned quals;
  int num;
  const char *str;
  struct { OfeDeclSpec *spec; OfeDeclarator *decl; } param;
  OfeGenericAssocs *generic;
  OfeAsmSyntax *asmx;
  OfeAsmOperandList *asmops;
  OfeAsmOperandSyntax asmop;
  OfeAsmNames *asmnames;
  struct { OfeType *type; OfeExpr *expr; } assoc;
  int undo;                  /* what a mid-rule action opened (enum Undo), closed if discarded */
  OfeStmt *switch_stmt;      /* an open switch */
  OfeOmpDirective *region;   /* an open OpenMP construct */
}

%token <tok> IDENTIFIER TYPEDEF_NAME INT_CONST FLOAT_CONST CHAR_CONST STRING_LITERAL
/* Keywords and operators are named as written in "expected ..." messages. */
%token AUTO "'auto'" BREAK "'break'" CASE "'case'" CHAR "'char'" CONST "'const'"
%token CONTINUE "'continue'" DEFAULT "'default'" DO "'do'" DOUBLE "'double'" ELSE "'else'"
%token ENUM "'enum'" EXTERN "'extern'" FLOAT "'float'" FOR "'for'" GOTO "'goto'" IF "'if'"
%token INLINE "'inline'" INT "'int'" LONG "'long'" REGISTER "'register'" RESTRICT "'restrict'"
%token RETURN "'return'" SHORT "'short'" SIGNED "'signed'" SIZEOF "'sizeof'" STATIC "'static'"
%token STRUCT "'struct'" SWITCH "'switch'" TYPEDEF "'typedef'" UNION "'union'" UNSIGNED "'unsigned'"
%token VOID "'void'" VOLATILE "'volatile'" WHILE "'while'" BOOL "'_Bool'" COMPLEX "'_Complex'"
%token AUTO_TYPE "'__auto_type'"
%token ALIGNAS "'_Alignas'" ALIGNOF "'_Alignof'" ATOMIC "'_Atomic'" ATOMIC_SPEC "'_Atomic('" GENERIC "'_Generic'"
%token NORETURN "'_Noreturn'" STATIC_ASSERT "'_Static_assert'" THREAD_LOCAL "'_Thread_local'"
%token ATTRIBUTE "'__attribute__'" ASM "'__asm__'" TYPEOF "'typeof'" INT128 "'__int128'"
%token UINT128 "'__uint128_t'" FLOAT128 "'__float128'" BUILTIN_VA_ARG "'__builtin_va_arg'"
%token BUILTIN_OFFSETOF "'__builtin_offsetof'"
%token REAL_PART "'__real__'" IMAG_PART "'__imag__'"
%token BUILTIN_CONVERTVECTOR "'__builtin_convertvector'"
%token BUILTIN_TYPES_COMPATIBLE_P "'__builtin_types_compatible_p'" FUNC_NAME "'__func__'"
%token LABEL_DECL "'__label__'" ELLIPSIS "'...'" RIGHT_ASSIGN "'>>='" LEFT_ASSIGN "'<<='"
%token ADD_ASSIGN "'+='" SUB_ASSIGN "'-='" MUL_ASSIGN "'*='" DIV_ASSIGN "'/='" MOD_ASSIGN "'%='"
%token AND_ASSIGN "'&='" XOR_ASSIGN "'^='" OR_ASSIGN "'|='" RIGHT_OP "'>>'" LEFT_OP "'<<'"
%token INC_OP "'++'" DEC_OP "'--'" PTR_OP "'->'" AND_OP "'&&'" OR_OP "'||'" LE_OP "'<='"
%token GE_OP "'>='" EQ_OP "'=='" NE_OP "'!='" BAD_CHAR ATTR_OPEN "'[['"
/* OpenMP: tokens.c classifies the words of a pragma line */
%token PRAGMA_OMP PRAGMA_END
/* before the name of a block's `__attribute__((unused)) y = 1;` (tokens.c): C89's implicit int */
%token IMPLICIT_INT_MARK
%token <tok> TOK_TARGET "'target'" TOK_TARGET_DATA "'target data'"
%token <tok> TOK_TARGET_ENTER_DATA "'target enter data'" TOK_TARGET_EXIT_DATA "'target exit data'"
%token <tok> TOK_TARGET_UPDATE "'target update'" TOK_DECLARE_TARGET "'declare target'"
%token <tok> TOK_BEGIN_DECLARE_TARGET "'begin declare target'" TOK_END_DECLARE_TARGET "'end declare target'"
%token <tok> TOK_BEGIN_DECLARE_VARIANT "'begin declare variant'" TOK_END_DECLARE_VARIANT "'end declare variant'"
%token <tok> TOK_DECLARE_VARIANT "'declare variant'" TOK_DECLARE_MAPPER "'declare mapper'"
%token <tok> TOK_REQUIRES "'requires'" TOK_TASKWAIT "'taskwait'" TOK_ERROR_DIRECTIVE "'error'"
%token <tok> TOK_ALLOCATE_DIRECTIVE "'allocate'" TOK_DEPOBJ "'depobj'" TOK_DISPATCH "'dispatch'" TOK_LOOP_TRANSFORM "loop transformation"
%token <tok> TOK_CONSTRUCT "OpenMP construct" TOK_STANDALONE "stand-alone OpenMP directive"
%token <tok> TOK_THREADPRIVATE "'threadprivate'"
%token <tok> TOK_DECLARE_REDUCTION "'declare reduction'" OMP_INITIALIZER "'initializer'" OMP_PRIV "'omp_priv'"
%token <tok> OMP_CLAUSE OMP_MOD OMP_SELECTOR "OpenMP context selector"
%token <tok> OMP_ITERATOR "'iterator'"

%precedence LOWER_THAN_ELSE
%precedence ELSE
/* Between a K&R definition's ')' and its parameter declarations, an __attribute__ extends the
 * function's attributes rather than start a declaration, as in GCC: attributes_opt ends only
 * where no ATTRIBUTE follows. */
%precedence ATTRIBUTES_END
%precedence ATTRIBUTE ATTR_OPEN
/* A typedef name after specifiers without a type (`const T x;`) or at a definition's start is
 * the type, not the declarator of an implicit int (which would redeclare it). */
%precedence IMPLICIT_INT
%precedence TYPEDEF_NAME

%type <expr> primary_expression postfix_expression unary_expression cast_expression
%type <expr> multiplicative_expression additive_expression shift_expression relational_expression
%type <expr> equality_expression and_expression exclusive_or_expression inclusive_or_expression
%type <expr> logical_and_expression logical_or_expression conditional_expression
%type <expr> assignment_expression expression constant_expression expression_opt generic_controlling
%type <generic> generic_assoc_list
%type <assoc> generic_association
%type <exprs> argument_expression_list attr_args offsetof_path
%type <assign_op> assignment_operator
%type <num> unary_operator
%type <stmt> statement unattributed_statement labeled_statement compound_statement expression_statement
%type <stmt> selection_statement iteration_statement jump_statement block_item for_init sub_statement
%type <stmt> omp_statement omp_standalone local_declaration
%type <stmts> block_item_list block_items
%type <stmt> asm_statement label_head case_head end_label
%type <asmx> asm_head asm_outputs asm_inputs asm_clobbers asm_labels
%type <asmops> asm_operand_list
%type <asmop> asm_operand
%type <asmnames> asm_clobber_list asm_label_list
%type <num> asm_qualifiers
%type <spec> declaration_specifiers ds_typed ds_basic ds_notype ds_attrs ds_nontype_words decl_specs_pushed implicit_int_pushed no_specs_pushed
%type <sitem> nontype_spec nontype_word attribute_spec_item basic_type_spec storage_class_specifier type_qualifier
%type <sitem> function_specifier alignment_specifier struct_or_union_specifier enum_specifier
%type <sitem> typeof_specifier
%type <num> struct_or_union
%type <type> type_name struct_head enum_head
%type <dtor> declarator direct_declarator abstract_declarator direct_abstract_declarator
%type <dtor> param_declarator param_direct_declarator nested_param_declarator nested_param_direct
%type <op> declarator_suffix array_suffix

%type <op> pointer param_list_op knr_identifier_list parameter_list parameter_type_list
%type <decl> function_head
%type <quals> type_qualifier_list
%type <init> initializer initializer_list
%type <iitem> initializer_item designator_list gnu_field_designator
%type <decl> init_declarator declared_declarator
%type <attrs> attribute_specifier attribute_list attributes_opt attributes attribute_item_list attribute_item
%type <str> asm_label_opt any_ident attr_word omp_mapper_id
%type <udr> omp_udr_combiner
%type <attrs> std_attribute_list std_attribute
%type <iitem> designator
%type <strs> string_seq
%type <clauses> omp_clauses
%type <clause> omp_clause omp_mods omp_iterated_mods
%type <iterators> omp_iterators
%type <iterator_name> omp_iterator_name
%type <expr> omp_iterator_step
%type <exprs> omp_args shape_dims

/* Error recovery pops the states of constructs a syntax error cut short: what they opened in
 * the parser and in sema (scopes, loops, specifier stacks ...) is closed as they go, so that
 * parsing resumes in the state the enclosing construct expects. */
%type <undo> typeof_kw sizeof_kw alignof_kw local_decl_specs do_loop_begin c99_block
%destructor { undo(p, $$); } <undo>
%destructor { ofe_sema_switch_end(CTX, $$, NULL); } <switch_stmt>
%destructor { ofe_omp_region_abandon(CTX, $$); } <region>
%destructor { pop_spec(p, $$); } decl_specs_pushed
%destructor { pop_spec(p, top_spec(p)); ofe_scope_pop(CTX); CTX->func = NULL; } function_head
%destructor { if (p->records.len) POP(records); } struct_head
%destructor { if (p->enums.len) POP(enums); } enum_head
%destructor { if (p->funcs.len) POP(funcs); ofe_scope_pop(CTX); } parameter_list parameter_type_list

%start translation_unit

%%

/* ---- the translation unit ------------------------------------------------------------ */

translation_unit
  : %empty
  | translation_unit external_declaration              { recycle_decl_scratch(p); }
  ;

external_declaration
  : function_definition
  | declaration
  | omp_declarative
  | PRAGMA_OMP TOK_ERROR_DIRECTIVE omp_clauses PRAGMA_END { ofe_omp_error(CTX, $3, @1); }
  | ';'
  | asm_head ')' ';'                                  { ofe_sema_file_asm(CTX, $1, @1); }
  | no_specs_pushed init_declarator_list ';'          { pop_spec(p, $1); }
  | error                                             { if (recover_skip(p, &yychar, &yylval, 0, true)) yyerrok; }
  ;

function_definition
  : function_head compound_statement                  { ofe_sema_function_end(CTX, $1, $2); pop_spec(p, top_spec(p)); }
  ;

/* A K&R definition, `int f(a, b) char *a; { ... }`, declares its parameters between ')' and
 * '{'. An attribute there belongs to the function (ATTRIBUTE binds to attributes_opt), as in
 * GCC. */
function_head
  : decl_specs_pushed declarator asm_label_opt attributes_opt
      { $$ = function_head(p, $1, $2, $3, $4); }
  | decl_specs_pushed declarator asm_label_opt attributes_opt
      <undo>{ p->knr_list = ofe_sema_knr_begin(CTX, $2); $$ = UNDO_KNR; }
    knr_declaration_list
      { undo(p, $5); $$ = function_head(p, $1, $2, $3, $4); }
  | implicit_int_pushed declarator asm_label_opt attributes_opt
      { $$ = function_head(p, $1, $2, $3, $4); }
  | implicit_int_pushed declarator asm_label_opt attributes_opt
      <undo>{ p->knr_list = ofe_sema_knr_begin(CTX, $2); $$ = UNDO_KNR; }
    knr_declaration_list
      { undo(p, $5); $$ = function_head(p, $1, $2, $3, $4); }
  | no_specs_pushed declarator asm_label_opt attributes_opt
      { $$ = function_head(p, $1, $2, $3, $4); }
  | no_specs_pushed declarator asm_label_opt attributes_opt
      <undo>{ p->knr_list = ofe_sema_knr_begin(CTX, $2); $$ = UNDO_KNR; }
    knr_declaration_list
      { undo(p, $5); $$ = function_head(p, $1, $2, $3, $4); }
  ;

/* C89's implicit int at file scope without specifiers: `main() { ... }`, `x = 1;` */
no_specs_pushed
  : %empty %prec IMPLICIT_INT
      { if (!implicit_int_declaration(p, yychar, &yylval.tok)) YYERROR;
        $$ = ofe_spec_new(CTX, yylloc); ofe_spec_implicit_int(CTX, $$, yylloc); push_spec(p, $$); }
  ;

knr_declaration_list
  : knr_declaration
  | knr_declaration_list knr_declaration
  ;

knr_declaration
  : decl_specs_pushed knr_declarator_list ';'         { pop_spec(p, $1); }
  ;

knr_declarator_list
  : knr_declarator
  | knr_declarator_list ',' knr_declarator
  ;

/* an initializer is parsed to be rejected */
knr_declarator
  : declarator attributes_opt
      { ofe_attrs_merge(&$1->attrs, $2); ofe_sema_knr_param(CTX, p->knr_list, top_spec(p), $1, NULL); }
  | declarator attributes_opt '=' initializer
      { ofe_attrs_merge(&$1->attrs, $2); ofe_sema_knr_param(CTX, p->knr_list, top_spec(p), $1, $4); }
  ;

/* ---- declarations -------------------------------------------------------------------- */

declaration
  : declaration_specifiers ';'                        { ofe_sema_empty_declaration(CTX, $1); }
  | decl_specs_pushed init_declarator_list ';'        { pop_spec(p, $1); }
  | implicit_int_pushed init_declarator_list ';'      { pop_spec(p, $1); }
  | decl_specs_pushed init_declarator_list error
      { pop_spec(p, $1); if (recover_declaration_end(p, &yychar, &yylval, yyssp, "expected ';' after top level declarator")) yyerrok; }
  | STATIC_ASSERT '(' constant_expression ',' string_seq ')' ';'
      { ofe_sema_static_assert(CTX, $3, strings(p, $5, @5, NULL, NULL), @1); }
  | STATIC_ASSERT '(' constant_expression ')' ';'     { ofe_sema_static_assert(CTX, $3, NULL, @1); }
  ;

decl_specs_pushed
  : declaration_specifiers                            { push_spec(p, $1); $$ = $1; }
  ;

/* C89's implicit int: `static x;`, `const f();` (no type specifier; in a block see
 * local_decl_specs) */
implicit_int_pushed
  : ds_attrs %prec IMPLICIT_INT                       { ofe_spec_implicit_int(CTX, $1, yylloc); push_spec(p, $1); $$ = $1; }
  | ds_nontype_words %prec IMPLICIT_INT               { ofe_spec_implicit_int(CTX, $1, yylloc); push_spec(p, $1); $$ = $1; }
  ;

declaration_specifiers
  : ds_typed
  | ds_basic
  ;

/* specifiers without a type specifier (only as a prefix; the rules that a type may follow
 * name both kinds, as a unit rule here would make bison choose before reading the type) */
ds_notype
  : ds_attrs
  | ds_nontype_words
  ;

/* attributes only, which may also start a statement */
ds_attrs
  : attribute_spec_item                               { $$ = ofe_spec_new(CTX, @1); apply(p, $$, $1); }
  | ds_attrs attribute_spec_item                      { apply(p, $1, $2); $$ = $1; }
  ;

/* a storage class, qualifier, function or alignment specifier among them: no statement
 * starts so, which lets a block read C89's implicit int (`static x = 1;`) */
ds_nontype_words
  : nontype_word                                      { $$ = ofe_spec_new(CTX, @1); apply(p, $$, $1); }
  | ds_attrs nontype_word                             { apply(p, $1, $2); $$ = $1; }
  | ds_nontype_words nontype_spec                     { apply(p, $1, $2); $$ = $1; }
  ;

/* exactly one typedef name as the type */
ds_typed
  : TYPEDEF_NAME                                      { $$ = ofe_spec_new(CTX, @1); spec_typedef_name(p, $$, $1.text, @1); }
  | ds_attrs TYPEDEF_NAME                             { $$ = $1; spec_typedef_name(p, $$, $2.text, @2); }
  | ds_nontype_words TYPEDEF_NAME                     { $$ = $1; spec_typedef_name(p, $$, $2.text, @2); }
  | ds_typed nontype_spec                             { apply(p, $1, $2); $$ = $1; }
  ;

/* one or more other type specifiers */
ds_basic
  : basic_type_spec                                   { $$ = ofe_spec_new(CTX, @1); apply(p, $$, $1); }
  | ds_attrs basic_type_spec                          { apply(p, $1, $2); $$ = $1; }
  | ds_nontype_words basic_type_spec                  { apply(p, $1, $2); $$ = $1; }
  | ds_basic basic_type_spec                          { apply(p, $1, $2); $$ = $1; }
  | ds_basic nontype_spec                             { apply(p, $1, $2); $$ = $1; }
  ;

nontype_spec
  : nontype_word
  | attribute_spec_item
  ;

nontype_word
  : storage_class_specifier
  | type_qualifier
  | function_specifier
  | alignment_specifier
  ;

attribute_spec_item
  : attribute_specifier                               { $$ = item(p, SPEC_ATTRS, 0, @1); $$->attrs = $1; }
  ;

storage_class_specifier
  : TYPEDEF                                           { $$ = item(p, SPEC_STORAGE, SC_TYPEDEF, @1); }
  | EXTERN                                            { $$ = item(p, SPEC_STORAGE, SC_EXTERN, @1); }
  | STATIC                                            { $$ = item(p, SPEC_STORAGE, SC_STATIC, @1); }
  | AUTO                                              { $$ = item(p, SPEC_STORAGE, SC_AUTO, @1); }
  | REGISTER                                          { $$ = item(p, SPEC_STORAGE, SC_REGISTER, @1); }
  | THREAD_LOCAL                                      { $$ = item(p, SPEC_THREAD, 0, @1); }
  ;

basic_type_spec
  : VOID                                              { $$ = item(p, SPEC_BASIC, BASIC_VOID, @1); }
  | CHAR                                              { $$ = item(p, SPEC_BASIC, BASIC_CHAR, @1); }
  | SHORT                                             { $$ = item(p, SPEC_BASIC, BASIC_SHORT, @1); }
  | INT                                               { $$ = item(p, SPEC_BASIC, BASIC_INT, @1); }
  | LONG                                              { $$ = item(p, SPEC_BASIC, BASIC_LONG, @1); }
  | FLOAT                                             { $$ = item(p, SPEC_BASIC, BASIC_FLOAT, @1); }
  | DOUBLE                                            { $$ = item(p, SPEC_BASIC, BASIC_DOUBLE, @1); }
  | SIGNED                                            { $$ = item(p, SPEC_BASIC, BASIC_SIGNED, @1); }
  | UNSIGNED                                          { $$ = item(p, SPEC_BASIC, BASIC_UNSIGNED, @1); }
  | BOOL                                              { $$ = item(p, SPEC_BASIC, BASIC_BOOL, @1); }
  | COMPLEX                                           { $$ = item(p, SPEC_BASIC, BASIC_COMPLEX, @1); }
  | INT128                                            { $$ = item(p, SPEC_BASIC, BASIC_INT128, @1); }
  | UINT128                                           { $$ = item(p, SPEC_BASIC, BASIC_UINT128, @1); }
  | FLOAT128                                          { $$ = item(p, SPEC_BASIC, BASIC_FLOAT128, @1); }
  | AUTO_TYPE                                         { $$ = item(p, SPEC_TYPE, 0, @1); $$->type = CTX->types.auto_type; }
  | ATOMIC_SPEC '(' type_name ')'
      { $$ = item(p, SPEC_TYPE, 0, @1); $$->type = ofe_sema_atomic_type(CTX, $3, @1); }
  | struct_or_union_specifier
  | enum_specifier
  | typeof_specifier
  ;

typeof_specifier
  : typeof_kw '(' expression ')'     { undo(p, $1); $$ = item(p, SPEC_TYPE, 0, @1); $$->type = ofe_sema_typeof_expr(CTX, $3); }
  | typeof_kw '(' type_name ')'      { undo(p, $1); $$ = item(p, SPEC_TYPE, 0, @1); $$->type = $3; }
  ;

typeof_kw
  : TYPEOF                                            { CTX->unevaluated++; $$ = UNDO_UNEVALUATED; }
  ;

type_qualifier
  : CONST                                             { $$ = item(p, SPEC_QUAL, OFE_QUAL_CONST, @1); }
  | VOLATILE                                          { $$ = item(p, SPEC_QUAL, OFE_QUAL_VOLATILE, @1); }
  | RESTRICT                                          { $$ = item(p, SPEC_QUAL, OFE_QUAL_RESTRICT, @1); }
  | ATOMIC                                            { $$ = item(p, SPEC_QUAL, OFE_QUAL_ATOMIC, @1); }
  ;

function_specifier
  : INLINE                                            { $$ = item(p, SPEC_INLINE, 0, @1); }
  | NORETURN                                          { $$ = item(p, SPEC_NORETURN, 0, @1); }
  ;

alignment_specifier
  : ALIGNAS '(' type_name ')'        { $$ = item(p, SPEC_ALIGNAS, 0, @1); $$->type = $3; }
  | ALIGNAS '(' constant_expression ')' { $$ = item(p, SPEC_ALIGNAS, 0, @1); $$->expr = $3; }
  ;

init_declarator_list
  : init_declarator
  | init_declarator_list ',' init_declarator
  ;

init_declarator
  : declared_declarator                               { $$ = $1; ofe_sema_declarator_done(CTX, $$); }
  | declared_declarator '=' initializer               { $$ = $1; ofe_sema_initialize(CTX, $$, $3, @1); ofe_sema_declarator_done(CTX, $$); }
  ;

/* The name is declared before its initializer is parsed: `int x = sizeof x;` sees x. */
declared_declarator
  : declarator asm_label_opt attributes_opt
      { $1->asm_label = $2; ofe_attrs_merge(&$1->attrs, $3); $$ = ofe_sema_declare(CTX, top_spec(p), $1); @$ = $1->loc; }
  ;

asm_label_opt
  : %empty                                            { $$ = NULL; }
  | ASM '(' string_seq ')'
      { const char *b; size_t n; strings(p, $3, @3, &b, &n); $$ = ofe_intern(CTX, b, n); }
  ;

struct_or_union_specifier
  : struct_head '{' struct_declaration_list '}' attributes_opt
      { ofe_sema_record_end(CTX, $1, $5, @2, @4); POP(records); $$ = item(p, SPEC_TYPE, 0, @1); $$->type = $1;
        $$->attrs = ofe_sema_declaration_attrs(CTX, $5); }
  | struct_head '{' '}' attributes_opt
      { ofe_sema_record_end(CTX, $1, $4, @2, @3); POP(records); $$ = item(p, SPEC_TYPE, 0, @1); $$->type = $1;
        $$->attrs = ofe_sema_declaration_attrs(CTX, $4); }
  | struct_or_union attributes_opt any_ident
      { $$ = item(p, SPEC_TYPE, 0, @1);
        $$->type = ofe_sema_record_ref(CTX, $1 == UNION, $3, @3, false); }
  ;

struct_head
  : struct_or_union attributes_opt any_ident          { $$ = ofe_sema_record_begin(CTX, $1 == UNION, $3, @3); ofe_sema_record_attrs(CTX, $$, $2); PUSH(records, $$); }
  | struct_or_union attributes_opt                    { $$ = ofe_sema_record_begin(CTX, $1 == UNION, NULL, @1); ofe_sema_record_attrs(CTX, $$, $2); PUSH(records, $$); }
  ;

struct_or_union
  : STRUCT                                            { $$ = STRUCT; }
  | UNION                                             { $$ = UNION; }
  ;

struct_declaration_list
  : struct_declaration
  | struct_declaration_list struct_declaration
  ;

struct_declaration
  : decl_specs_pushed struct_declarator_list ';'      { pop_spec(p, $1); }
  | decl_specs_pushed struct_declarator_list error
      { pop_spec(p, $1); if (recover_declaration_end(p, &yychar, &yylval, yyssp, MISSING_MEMBER_SEMI)) yyerrok; }
  | declaration_specifiers ';'
      { ofe_sema_record_member(CTX, TOP(records), $1, NULL, NULL, @1); }
  | STATIC_ASSERT '(' constant_expression ',' string_seq ')' ';'
      { ofe_sema_static_assert(CTX, $3, strings(p, $5, @5, NULL, NULL), @1); }
  | STATIC_ASSERT '(' constant_expression ')' ';'     { ofe_sema_static_assert(CTX, $3, NULL, @1); }
  | ';'
  ;

struct_declarator_list
  : struct_declarator
  | struct_declarator_list ',' struct_declarator
  ;

struct_declarator
  : declarator attributes_opt
      { ofe_attrs_merge(&$1->attrs, $2); ofe_sema_record_member(CTX, TOP(records), top_spec(p), $1, NULL, @1); }
  | ':' constant_expression attributes_opt
      { /* an unnamed bit-field's attributes count too (aligned moves what follows) */
        OfeDeclarator *d = ofe_declarator_new(CTX, NULL, @1);
        ofe_attrs_merge(&d->attrs, $3);
        ofe_sema_record_member(CTX, TOP(records), top_spec(p), d, $2, @1); }
  | declarator ':' constant_expression attributes_opt
      { ofe_attrs_merge(&$1->attrs, $4); ofe_sema_record_member(CTX, TOP(records), top_spec(p), $1, $3, @1); }
  ;

/* attributes right after the '}' are the type's (GCC's grammar), and the declaration's too
 * but for those that shape the type */
enum_specifier
  : enum_head '{' enumerator_list '}' attributes_opt
      { ofe_sema_enum_end(CTX, $1, $5, @4); POP(enums); $$ = item(p, SPEC_TYPE, 0, @1); $$->type = $1;
        $$->attrs = ofe_sema_declaration_attrs(CTX, $5); }
  | enum_head '{' enumerator_list ',' '}' attributes_opt
      { ofe_sema_enum_end(CTX, $1, $6, @5); POP(enums); $$ = item(p, SPEC_TYPE, 0, @1); $$->type = $1;
        $$->attrs = ofe_sema_declaration_attrs(CTX, $6); }
  | ENUM attributes_opt any_ident                     { $$ = item(p, SPEC_TYPE, 0, @1); $$->type = ofe_sema_enum_ref(CTX, $3, $2, @3); }
  ;

enum_head
  : ENUM attributes_opt any_ident                     { $$ = ofe_sema_enum_begin(CTX, $3, $2, @3); PUSH(enums, $$); }
  | ENUM attributes_opt                               { $$ = ofe_sema_enum_begin(CTX, NULL, $2, @1); PUSH(enums, $$); }
  ;

enumerator_list
  : enumerator
  | enumerator_list ',' enumerator
  ;

enumerator
  : any_ident attributes_opt
      { ofe_sema_enum_constant(CTX, TOP(enums), $1, NULL, @1); }
  | any_ident attributes_opt '=' constant_expression
      { ofe_sema_enum_constant(CTX, TOP(enums), $1, $4, @1); }
  ;

declarator
  : pointer direct_declarator                         { ofe_declarator_pointers($2, $1); $$ = $2; }
  | direct_declarator
  ;

direct_declarator
  : IDENTIFIER                                        { $$ = ofe_declarator_new(CTX, $1.text, @1); }
  | TYPEDEF_NAME                                      { $$ = ofe_declarator_new(CTX, $1.text, @1); }
  | '(' declarator ')'                                { $$ = $2; }
  | '(' ds_notype declarator ')'                      { nested_declarator_attrs(p, $2); $$ = $3; }
  | direct_declarator declarator_suffix               { ofe_declarator_prepend($1, $2); $$ = $1; }
  ;

/* A parameter's declarator: inside parentheses the name cannot be a typedef name, since
 * `(T)` after a parameter's specifiers is a parameter list (C11 6.7.6.3p11). */
param_declarator
  : pointer param_direct_declarator                   { ofe_declarator_pointers($2, $1); $$ = $2; }
  | param_direct_declarator
  ;

param_direct_declarator
  : IDENTIFIER                                        { $$ = ofe_declarator_new(CTX, $1.text, @1); }
  | TYPEDEF_NAME                                      { $$ = ofe_declarator_new(CTX, $1.text, @1); }
  | '(' nested_param_declarator ')'                   { $$ = $2; }
  | '(' ds_notype nested_param_declarator ')'         { nested_declarator_attrs(p, $2); $$ = $3; }
  | param_direct_declarator declarator_suffix         { ofe_declarator_prepend($1, $2); $$ = $1; }
  ;

nested_param_declarator
  : pointer nested_param_direct                       { ofe_declarator_pointers($2, $1); $$ = $2; }
  | nested_param_direct
  ;

nested_param_direct
  : IDENTIFIER                                        { $$ = ofe_declarator_new(CTX, $1.text, @1); }
  | '(' nested_param_declarator ')'                   { $$ = $2; }
  | nested_param_direct declarator_suffix             { ofe_declarator_prepend($1, $2); $$ = $1; }
  ;

declarator_suffix
  : array_suffix
  | param_list_op
  | '(' knr_identifier_list ')'                       { $$ = $2; $$->loc = @1; }
  ;

/* Qualifiers and `static` belong to parameters (`int [const static 5]`: a `int *const`), named
 * or abstract; the qualifiers apply to the pointer the parameter becomes. */
array_suffix
  : '[' type_qualifier_list assignment_expression ']' { $$ = ofe_declop_array(CTX, $3, $2, false, @1); }
  | '[' assignment_expression ']'                     { $$ = ofe_declop_array(CTX, $2, 0, false, @1); }
  | '[' STATIC type_qualifier_list assignment_expression ']' { $$ = ofe_declop_array(CTX, $4, $3, false, @1); }
  | '[' STATIC assignment_expression ']'              { $$ = ofe_declop_array(CTX, $3, 0, false, @1); }
  | '[' type_qualifier_list STATIC assignment_expression ']' { $$ = ofe_declop_array(CTX, $4, $2, false, @1); }
  | '[' type_qualifier_list '*' ']'                   { $$ = ofe_declop_array(CTX, NULL, $2, true, @1); }
  | '[' '*' ']'                                       { $$ = ofe_declop_array(CTX, NULL, 0, true, @1); }
  | '[' type_qualifier_list ']'                       { $$ = ofe_declop_array(CTX, NULL, $2, false, @1); }
  | '[' ']'                                           { $$ = ofe_declop_array(CTX, NULL, 0, false, @1); }
  ;

/* A parameter list opens the prototype scope its parameters are declared in. */
param_list_op
  : '(' parameter_type_list ')'
      { ofe_scope_pop(CTX); $$ = $2; POP(funcs); $$->has_proto = true; }
  | '(' ')'                                           { $$ = ofe_declop_func(CTX, @1); $$->has_proto = false; }
  ;

/* K&R: a parameter list of names only (a typedef name would start a parameter declaration) */
knr_identifier_list
  : IDENTIFIER                                        { $$ = ofe_declop_func(CTX, @1); ofe_declop_add_knr_name(CTX, $$, $1.text, @1); }
  | knr_identifier_list ',' IDENTIFIER                { ofe_declop_add_knr_name(CTX, $1, $3.text, @3); $$ = $1; }
  ;

pointer
  : '*' attributes_opt                                { $$ = ofe_declop_pointer(CTX, 0, @1); $$->attrs = $2; }
  | '*' type_qualifier_list                           { $$ = ofe_declop_pointer(CTX, $2, @1); }
  | '*' attributes_opt pointer                        { OfeDeclOp *op = ofe_declop_pointer(CTX, 0, @1); op->attrs = $2; $$ = ofe_declop_chain(op, $3); }
  | '*' type_qualifier_list pointer                   { $$ = ofe_declop_chain(ofe_declop_pointer(CTX, $2, @1), $3); }
  ;

type_qualifier_list
  : type_qualifier                                    { $$ = (unsigned)$1->value; }
  | type_qualifier_list type_qualifier                { $$ = $1 | (unsigned)$2->value; }
  | type_qualifier_list attribute_specifier           { $$ = $1; }
  ;

parameter_type_list
  : parameter_list
  | parameter_list ',' ELLIPSIS                       { $1->variadic = true; $$ = $1; }
  ;

/* The prototype scope opens once the first parameter is complete (a mid-rule action after
 * '(' would clash with parenthesized declarators); each parameter is declared as soon as it
 * is reduced, so `int n, int a[n]` sees n. */
parameter_list
  : parameter_declaration
      { OfeDeclOp *f = ofe_declop_func(CTX, @1); PUSH(funcs, f); ofe_scope_push(CTX);
        ofe_declop_add_param(CTX, f, $<param>1.spec, $<param>1.decl, @1); $$ = f; }
  | parameter_list ',' parameter_declaration
      { ofe_declop_add_param(CTX, $1, $<param>3.spec, $<param>3.decl, @3); $$ = $1; }
  ;

parameter_declaration
  : declaration_specifiers param_declarator attributes_opt
      { ofe_attrs_merge(&$2->attrs, $3); $<param>$.spec = $1; $<param>$.decl = $2; }
  | declaration_specifiers abstract_declarator        { $<param>$.spec = $1; $<param>$.decl = $2; }
  | declaration_specifiers                            { $<param>$.spec = $1; $<param>$.decl = NULL; }
  ;

local_label_list
  : IDENTIFIER                                        { ofe_sema_local_label(CTX, $1.text, @1); }
  | local_label_list ',' IDENTIFIER                   { ofe_sema_local_label(CTX, $3.text, @3); }
  ;

type_name
  : declaration_specifiers                            { $$ = ofe_sema_type_name(CTX, $1, NULL); }
  | declaration_specifiers abstract_declarator        { $$ = ofe_sema_type_name(CTX, $1, $2); }
  ;

abstract_declarator
  : pointer                                           { $$ = ofe_declarator_new(CTX, NULL, @1); ofe_declarator_pointers($$, $1); }
  | direct_abstract_declarator
  | pointer direct_abstract_declarator                { ofe_declarator_pointers($2, $1); $$ = $2; }
  ;

direct_abstract_declarator
  : '(' abstract_declarator ')'                       { $$ = $2; }
  | '(' ds_notype abstract_declarator ')'             { nested_declarator_attrs(p, $2); $$ = $3; }
  | array_suffix                                      { $$ = ofe_declarator_new(CTX, NULL, @1); ofe_declarator_prepend($$, $1); }
  | direct_abstract_declarator array_suffix           { ofe_declarator_prepend($1, $2); $$ = $1; }
  | param_list_op                                     { $$ = ofe_declarator_new(CTX, NULL, @1); ofe_declarator_prepend($$, $1); }
  | direct_abstract_declarator param_list_op          { ofe_declarator_prepend($1, $2); $$ = $1; }
  ;


initializer
  : assignment_expression                             { $$ = ofe_init_expr(CTX, $1); }
  | '{' initializer_list '}'                          { $$ = $2; $$->end_loc = @3; }
  | '{' initializer_list ',' '}'                      { $$ = $2; $$->end_loc = @4; }
  | '{' '}'                                           { $$ = ofe_init_list(CTX, @1); }
  ;

initializer_list
  : initializer_item /* at its designator, else at the '{' */
      { $$ = ofe_init_list(CTX, $1->designators.len ? @1 : @0); ofe_init_list_add(CTX, $$, $1); }
  | initializer_list ',' initializer_item             { ofe_init_list_add(CTX, $1, $3); $$ = $1; }
  ;

/* GCC's obsolete `field: value` designates as `.field = value` does (clang-19 takes it too) */
initializer_item
  : initializer                                       { $$ = ofe_init_item(CTX, $1); }
  | designator_list '=' initializer                   { $1->init = $3; $$ = $1; }
  | gnu_field_designator initializer                  { $1->init = $2; $$ = $1; }
  ;

gnu_field_designator
  : IDENTIFIER ':'
      { $$ = ofe_init_item(CTX, NULL); ofe_init_item_designator(CTX, $$, (OfeDesignator){.is_field = true, .field = $1.text, .loc = @1}); }
  ;

designator_list
  : designator                                        { $$ = ofe_init_item(CTX, NULL); ofe_init_item_designator(CTX, $$, $1->designators.items[0]); }
  | designator_list designator                        { ofe_init_item_designator(CTX, $1, $2->designators.items[0]); $$ = $1; }
  ;

designator
  : '[' constant_expression ']'
      { $$ = ofe_init_item(CTX, NULL); ofe_init_item_designator(CTX, $$, (OfeDesignator){.index = $2, .loc = @1}); }
  | '[' constant_expression ELLIPSIS constant_expression ']'
      { $$ = ofe_init_item(CTX, NULL); ofe_init_item_designator(CTX, $$, (OfeDesignator){.index = $2, .index_hi = $4, .loc = @1}); }
  | '.' any_ident
      { $$ = ofe_init_item(CTX, NULL); ofe_init_item_designator(CTX, $$, (OfeDesignator){.is_field = true, .field = $2, .loc = @2}); }
  ;

/* ---- GNU attributes --------------------------------------------------------------------- */

attributes_opt
  : %empty %prec ATTRIBUTES_END                       { $$ = NULL; }
  | attributes %prec ATTRIBUTES_END
  ;

attributes
  : attribute_specifier
  | attributes attribute_specifier                    { ofe_attrs_merge($1, $2); $$ = $1; }
  ;

attribute_specifier
  : ATTRIBUTE '(' '(' attribute_list ')' ')'          { $$ = $4; }
  | ATTR_OPEN std_attribute_list ']' ']'              { $$ = $2; }
  ;

/* C2x attributes, [[name]], [[name(args)]], [[scope::name]]: accepted where GNU attributes are */
std_attribute_list
  : %empty                                            { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); }
  | std_attribute
  | std_attribute_list ','                            { $$ = $1; }
  | std_attribute_list ',' std_attribute              { ofe_attrs_merge($1, $3); $$ = $1; }
  ;

std_attribute
  : attr_word
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_std_attribute(CTX, $$, NULL, $1, NULL, @1); }
  | attr_word '(' ')'
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_std_attribute(CTX, $$, NULL, $1, NULL, @1); }
  | attr_word '(' attr_args ')'
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_std_attribute(CTX, $$, NULL, $1, $3, @1); }
  | attr_word ':' ':' attr_word
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_std_attribute(CTX, $$, $1, $4, NULL, @1); }
  | attr_word ':' ':' attr_word '(' ')'
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_std_attribute(CTX, $$, $1, $4, NULL, @1); }
  | attr_word ':' ':' attr_word '(' attr_args ')'
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_std_attribute(CTX, $$, $1, $4, $6, @1); }
  ;

attribute_list
  : attribute_item_list
  ;

attribute_item_list
  : %empty                                            { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); }
  | attribute_item                                    { $$ = $1; }
  | attribute_item_list ','                           { $$ = $1; }
  | attribute_item_list ',' attribute_item            { ofe_attrs_merge($1, $3); $$ = $1; }
  ;

attribute_item
  : attr_word
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_attribute(CTX, $$, $1, NULL, @1); }
  | attr_word '(' ')'
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_attribute(CTX, $$, $1, NULL, @1); }
  | attr_word '(' attr_args ')'
      { $$ = ofe_arena_alloc(&CTX->decl_scratch, sizeof *$$); ofe_sema_attribute(CTX, $$, $1, $3, @1); }
  ;

attr_word
  : IDENTIFIER                                        { $$ = $1.text; }
  | TYPEDEF_NAME                                      { $$ = $1.text; }
  | CONST                                             { $$ = "const"; }
  ;

/* Attribute arguments are expressions whose identifiers need not be declared (printf, 1, 2). */
attr_args
  : <undo>{ p->lenient_names = true; $$ = UNDO_LENIENT; } assignment_expression
      { undo(p, $1); $$ = expr_list(p, $2); }
  | attr_args ',' <undo>{ p->lenient_names = true; $$ = UNDO_LENIENT; } assignment_expression
      { undo(p, $3); ofe_expr_list_push(&CTX->arena, $1, $4); $$ = $1; }
  ;

any_ident
  : IDENTIFIER                                        { $$ = $1.text; }
  | TYPEDEF_NAME                                      { $$ = $1.text; }
  ;

/* ---- statements ----------------------------------------------------------------------- */

/* Attributes before a statement are read as declaration specifiers (a declaration may start
 * the same way); sema requires that they be attributes only. */
statement
  : unattributed_statement
  | ds_attrs unattributed_statement                   { $$ = ofe_sema_attributed_stmt(CTX, $1, $2, false); }
  ;

unattributed_statement
  : labeled_statement
  | compound_statement
  | expression_statement
  | selection_statement
  | iteration_statement
  | jump_statement
  | omp_statement
  | asm_statement
  ;

/* A label is checked before the statement it labels, which may be another label: in
 * `case 1: case 1:` the second one is the duplicate. */
/* A label may also label a declaration (C23; gcc 12 and clang-19 accept it in C17 too). */
labeled_statement
  : label_head unattributed_statement                 { $$ = $1; ofe_sema_label_body($$, $2); }
  | label_head ds_attrs unattributed_statement
      { $$ = $1; ofe_sema_label_body($$, ofe_sema_attributed_stmt(CTX, $2, $3, true));
        if ($$->label.label && $2->attrs.unused) $$->label.label->attr_unused = true; }
  | label_head local_declaration
      { $$ = $1; ofe_sema_label_body($$, $2 ? $2 : ofe_sema_expr_stmt(CTX, NULL, @2)); }
  | case_head statement                               { $$ = $1; ofe_sema_case_body($$, $2); }
  | case_head local_declaration
      { $$ = $1; ofe_sema_case_body($$, $2 ? $2 : ofe_sema_expr_stmt(CTX, NULL, @2)); }
  ;

label_head
  : IDENTIFIER ':'                                    { $$ = ofe_sema_label(CTX, $1.text, @1); }
  ;

case_head
  : CASE constant_expression ':'                      { $$ = ofe_sema_case(CTX, $2, NULL, @1); }
  | CASE constant_expression ELLIPSIS constant_expression ':' { $$ = ofe_sema_case(CTX, $2, $4, @1); }
  | DEFAULT ':'                                       { $$ = ofe_sema_default(CTX, @1); }
  ;

compound_statement
  : '{' <undo>{ ofe_scope_push(CTX); $$ = UNDO_SCOPE; } block_items '}'
      { $$ = ofe_sema_compound(CTX, $3, @1); $$->compound.end = @4; undo(p, $2); }
  ;

/* A label may end a block (C23; gcc 12 accepts it in C17 silently, clang-19 with a warning):
 * the last labels an empty statement. Only a '}' after the labels makes them such, so the
 * grammar stays LALR(1). */
block_items
  : block_item_list
  | block_item_list end_label                         { ofe_stmt_list_push(&CTX->arena, $1, $2); $$ = $1; }
  ;

end_label
  : label_head                                        { $$ = $1; ofe_sema_label_body($$, ofe_sema_end_label(CTX, yylloc)); }
  | case_head                                         { $$ = $1; ofe_sema_case_body($$, ofe_sema_end_label(CTX, yylloc)); }
  | label_head end_label                              { $$ = $1; ofe_sema_label_body($$, $2); }
  | case_head end_label                               { $$ = $1; ofe_sema_case_body($$, $2); }
  ;

block_item_list
  : %empty                                            { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); }
  | block_item_list block_item                        { if ($2) ofe_stmt_list_push(&CTX->arena, $1, $2); $$ = $1; }
  /* $-1 is the block's '{' */
  | block_item_list error
      { $$ = $1; if (recover_skip(p, &yychar, &yylval, $<tok>-1.depth + 1, false)) yyerrok; }
  ;

block_item
  : local_declaration                                 { $$ = $1 && $1->decl.decls.len ? $1 : NULL; }
  | statement
  | omp_standalone
  | omp_declarative                                   { $$ = NULL; }
  | LABEL_DECL local_label_list ';'                   { $$ = NULL; }
  ;

/* A block-scope declaration; its declarators are collected into the S_DECL statement. */
local_declaration
  : declaration_specifiers ';'                        { ofe_sema_empty_declaration(CTX, $1); $$ = NULL; }
  | ds_nontype_words ';'                               { ofe_sema_empty_declaration(CTX, $1); $$ = NULL; }
  | local_decl_specs local_init_declarator_list ';'
      { $$ = TOP(decl_stmts); undo(p, $1); }
  | local_decl_specs local_init_declarator_list error
      { $$ = TOP(decl_stmts); undo(p, $1);
        if (recover_nested_function(p, &yychar, &yylval) ||
            recover_declaration_end(p, &yychar, &yylval, yyssp, "expected ';' at end of declaration")) yyerrok; }
  | STATIC_ASSERT '(' constant_expression ',' string_seq ')' ';'
      { ofe_sema_static_assert(CTX, $3, strings(p, $5, @5, NULL, NULL), @1); $$ = NULL; }
  | STATIC_ASSERT '(' constant_expression ')' ';'     { ofe_sema_static_assert(CTX, $3, NULL, @1); $$ = NULL; }
  ;

/* The S_DECL statement opens once the specifiers are read (not before, where a statement
 * may start with the same attributes). */
local_decl_specs
  : declaration_specifiers
      { push_spec(p, $1); PUSH(decl_stmts, ofe_sema_decl_stmt(CTX, @1)); $$ = UNDO_LOCAL_DECL; }
  /* C89's implicit int in a block: `static count = 0;`, `register r = 2;` */
  | ds_nontype_words %prec IMPLICIT_INT
      { ofe_spec_implicit_int(CTX, $1, yylloc); push_spec(p, $1); PUSH(decl_stmts, ofe_sema_decl_stmt(CTX, @1));
        $$ = UNDO_LOCAL_DECL; }
  /* and after attributes alone, as gcc-12 reads them (a statement may start with attributes) */
  | ds_attrs IMPLICIT_INT_MARK
      { ofe_spec_implicit_int(CTX, $1, @2); push_spec(p, $1); PUSH(decl_stmts, ofe_sema_decl_stmt(CTX, @1));
        $$ = UNDO_LOCAL_DECL; }
  ;

local_init_declarator_list
  : init_declarator                                   { ofe_sema_decl_stmt_add(CTX, TOP(decl_stmts), $1); }
  | local_init_declarator_list ',' init_declarator    { ofe_sema_decl_stmt_add(CTX, TOP(decl_stmts), $3); }
  ;

expression_statement
  : ';'                                               { $$ = ofe_sema_expr_stmt(CTX, NULL, @1); }
  | expression ';'                                    { $$ = ofe_sema_expr_stmt(CTX, $1, @1); }
  | expression error
      { $$ = ofe_sema_expr_stmt(CTX, $1, @1); if (recover_expression_end(p, &yychar, &yylval, yyssp, $1)) yyerrok; }
  ;

/* C99 6.8.4p3, 6.8.5p5: a selection or iteration statement is a block, and so is each of its
 * substatements, inside it: a tag or enumeration constant declared in a condition or in a
 * substatement that is no compound statement (`if (sizeof(struct s { int a; }))`) ends with
 * it, and a substatement may declare the tag again. C90 has no such blocks (gcc-12 and
 * clang-19 follow the -std). A for statement's own block opens at its '('. */
c99_block
  : %empty                                            { $$ = UNDO_NOTHING;
                                                        if (!ofe_options_c90(CTX->opts)) { ofe_scope_push(CTX); $$ = UNDO_SCOPE; } }
  ;

sub_statement
  : c99_block statement                               { $$ = $2; undo(p, $1); }
  ;

selection_statement
  : IF c99_block '(' expression ')' sub_statement %prec LOWER_THAN_ELSE
      { $$ = ofe_sema_if(CTX, $4, $6, NULL, @1, @5, @1); undo(p, $2); }
  | IF c99_block '(' expression ')' sub_statement ELSE sub_statement
      { $$ = ofe_sema_if(CTX, $4, $6, $8, @1, @5, @7); undo(p, $2); }
  | SWITCH c99_block '(' expression ')' <switch_stmt>{ $$ = ofe_sema_switch_begin(CTX, $4, @1); } sub_statement
      { $$ = ofe_sema_switch_end(CTX, $6, $7); undo(p, $2); }
  ;

iteration_statement
  : WHILE c99_block '(' expression ')' <undo>{ ofe_sema_loop_begin(CTX); $$ = UNDO_LOOP; } sub_statement
      { $$ = ofe_sema_while(CTX, $4, $7, @1); $$->loop.rparen = @5; (void)$6; /* sema closes the loop */ undo(p, $2); }
  | DO c99_block do_loop_begin sub_statement WHILE '(' expression ')' ';'
      { $$ = ofe_sema_do(CTX, $4, $7, @1); (void)$3; undo(p, $2); }
  | DO c99_block do_loop_begin sub_statement WHILE '(' expression ')' error
      { $$ = ofe_sema_do(CTX, $4, $7, @1); (void)$3; undo(p, $2);
        if (recover_missing_semi(p, &yychar, &yylval, yyssp, "expected ';' after do/while statement", true)) yyerrok; }
  | FOR '(' <undo>{ ofe_scope_push(CTX); $$ = UNDO_SCOPE; } for_init expression_opt ';' expression_opt ')'
      <undo>{ ofe_sema_loop_begin(CTX); $$ = UNDO_LOOP; } sub_statement
      { $$ = ofe_sema_for(CTX, $4, $5, $7, $10, @1); $$->for_.rparen = @8; (void)$9; /* sema closes the loop */ undo(p, $3); }
  ;

do_loop_begin
  : %empty                                            { ofe_sema_loop_begin(CTX); $$ = UNDO_LOOP; }
  ;

for_init
  : expression_statement
  | local_declaration                                 { $$ = $1 ? $1 : ofe_sema_decl_stmt(CTX, @1); }
  ;

expression_opt
  : %empty                                            { $$ = NULL; }
  | expression
  ;

jump_statement
  : GOTO any_ident ';'                                { $$ = ofe_sema_goto(CTX, $2, @1); }
  | GOTO '*' expression ';'                           { $$ = ofe_sema_indirect_goto(CTX, $3, @1); }
  | CONTINUE ';'                                      { $$ = ofe_sema_continue(CTX, @1); }
  | BREAK ';'                                         { $$ = ofe_sema_break(CTX, @1); }
  | RETURN ';'                                        { $$ = ofe_sema_return(CTX, NULL, @1); }
  | RETURN expression ';'                             { $$ = ofe_sema_return(CTX, $2, @1); }
  | GOTO any_ident error
      { $$ = ofe_sema_goto(CTX, $2, @1);
        if (recover_missing_semi(p, &yychar, &yylval, yyssp, "expected ';' after goto statement", true)) yyerrok; }
  | CONTINUE error
      { $$ = ofe_sema_continue(CTX, @1);
        if (recover_missing_semi(p, &yychar, &yylval, yyssp, "expected ';' after continue statement", true)) yyerrok; }
  | BREAK error
      { $$ = ofe_sema_break(CTX, @1);
        if (recover_missing_semi(p, &yychar, &yylval, yyssp, "expected ';' after break statement", true)) yyerrok; }
  | RETURN expression error
      { $$ = ofe_sema_return(CTX, $2, @1);
        if (recover_missing_semi(p, &yychar, &yylval, yyssp, "expected ';' after return statement", true)) yyerrok; }
  ;

/* ---- GNU asm ----------------------------------------------------------------------------- */

asm_statement
  : asm_head ')' ';'                                  { $$ = ofe_sema_asm(CTX, $1, @1); }
  | asm_outputs ')' ';'                               { $$ = ofe_sema_asm(CTX, $1, @1); }
  | asm_inputs ')' ';'                                { $$ = ofe_sema_asm(CTX, $1, @1); }
  | asm_clobbers ')' ';'                              { $$ = ofe_sema_asm(CTX, $1, @1); }
  | asm_labels ')' ';'                                { $$ = ofe_sema_asm(CTX, $1, @1); }
  ;

asm_head
  : ASM asm_qualifiers '(' string_seq
      { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$);
        $$->is_volatile = $2 & 1; $$->is_inline = ($2 & 2) != 0; $$->is_goto = ($2 & 4) != 0; $$->goto_loc = @2;
        const char *b; size_t n; strings(p, $4, @4, &b, &n); $$->text = b; $$->text_loc = @4; }
  ;

/* bits: 1 volatile, 2 inline, 4 goto */
asm_qualifiers
  : %empty                                            { $$ = 0; }
  | asm_qualifiers VOLATILE                           { $$ = $1 | 1; }
  | asm_qualifiers INLINE                             { $$ = $1 | 2; }
  | asm_qualifiers GOTO                               { $$ = $1 | 4; @$ = @2; }
  ;

asm_outputs
  : asm_head ':'                                      { $1->extended = true; $$ = $1; }
  | asm_head ':' asm_operand_list                     { $1->extended = true; $1->outputs = *$3; $$ = $1; }
  ;

asm_inputs
  : asm_outputs ':'                                   { $$ = $1; }
  | asm_outputs ':' asm_operand_list                  { $1->inputs = *$3; $$ = $1; }
  ;

asm_clobbers
  : asm_inputs ':'                                    { $$ = $1; }
  | asm_inputs ':' asm_clobber_list                   { $1->clobbers = *$3; $$ = $1; }
  ;

asm_labels
  : asm_clobbers ':' asm_label_list                   { $1->labels = *$3; $$ = $1; }
  ;

asm_operand_list
  : asm_operand                                       { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); ofe_vec_push(&CTX->arena, $$, $1); }
  | asm_operand_list ',' asm_operand                  { ofe_vec_push(&CTX->arena, $1, $3); $$ = $1; }
  ;

asm_operand
  : string_seq '(' expression ')'
      { const char *b; size_t n; strings(p, $1, @1, &b, &n);
        $$ = (OfeAsmOperandSyntax){.constraint = b, .expr = $3, .loc = @1}; }
  | '[' any_ident ']' string_seq '(' expression ')'
      { const char *b; size_t n; strings(p, $4, @4, &b, &n);
        $$ = (OfeAsmOperandSyntax){.name = $2, .constraint = b, .expr = $6, .loc = @4}; }
  ;

asm_clobber_list
  : string_seq
      { const char *b; size_t n; strings(p, $1, @1, &b, &n);
        $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); ofe_vec_push(&CTX->arena, $$, b); ofe_vec_push(&CTX->arena, &$$->locs, @1); }
  | asm_clobber_list ',' string_seq
      { const char *b; size_t n; strings(p, $3, @3, &b, &n);
        ofe_vec_push(&CTX->arena, $1, b); ofe_vec_push(&CTX->arena, &$1->locs, @3); $$ = $1; }
  ;

asm_label_list
  : any_ident
      { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); ofe_vec_push(&CTX->arena, $$, $1); ofe_vec_push(&CTX->arena, &$$->locs, @1); }
  | asm_label_list ',' any_ident
      { ofe_vec_push(&CTX->arena, $1, $3); ofe_vec_push(&CTX->arena, &$1->locs, @3); $$ = $1; }
  ;

/* ---- OpenMP ---------------------------------------------------------------------------- */

/* Constructs with an associated statement. */
/* The token's aux is the set of leaves of a combined construct (tokens.c). */
omp_statement
  : PRAGMA_OMP TOK_TARGET omp_clauses PRAGMA_END
      <region>{ $$ = ofe_omp_region_begin(CTX, (unsigned)$2.aux, NULL, $3, @1); }
    statement
      { $$ = ofe_omp_region_end(CTX, $5, $6); }
  | PRAGMA_OMP TOK_TARGET_DATA omp_clauses PRAGMA_END
      <region>{ $$ = ofe_omp_region_begin(CTX, OFE_OMP_LEAF(OMPD_TARGET_DATA), NULL, $3, @1); }
    statement
      { $$ = ofe_omp_region_end(CTX, $5, $6); }
  | PRAGMA_OMP TOK_CONSTRUCT omp_clauses PRAGMA_END
      <region>{ $$ = ofe_omp_region_begin(CTX, (unsigned)$2.aux, NULL, $3, @1); }
    statement
      { $$ = ofe_omp_region_end(CTX, $5, $6); }
  | PRAGMA_OMP TOK_CONSTRUCT '(' OMP_MOD ')' omp_clauses PRAGMA_END
      <region>{ $$ = ofe_omp_region_begin(CTX, (unsigned)$2.aux, $4.text, $6, @1); }
    statement
      { $$ = ofe_omp_region_end(CTX, $8, $9); }
  | PRAGMA_OMP TOK_DISPATCH omp_clauses PRAGMA_END statement
      { $$ = ofe_omp_dispatch(CTX, $3, $5, @1); }
  | PRAGMA_OMP TOK_LOOP_TRANSFORM omp_clauses PRAGMA_END statement
      { $$ = ofe_omp_loop_transform(CTX, $2.text, $3, $5, @1); }
  ;

/* Stand-alone directives: block items, not statements (OpenMP 5.2 §3.3). */
omp_standalone
  : PRAGMA_OMP TOK_TARGET_ENTER_DATA omp_clauses PRAGMA_END { $$ = ofe_omp_standalone(CTX, OMPD_TARGET_ENTER_DATA, $3, @1); }
  | PRAGMA_OMP TOK_TARGET_EXIT_DATA omp_clauses PRAGMA_END  { $$ = ofe_omp_standalone(CTX, OMPD_TARGET_EXIT_DATA, $3, @1); }
  | PRAGMA_OMP TOK_TARGET_UPDATE omp_clauses PRAGMA_END     { $$ = ofe_omp_standalone(CTX, OMPD_TARGET_UPDATE, $3, @1); }
  | PRAGMA_OMP TOK_TASKWAIT omp_clauses PRAGMA_END          { $$ = ofe_omp_standalone(CTX, OMPD_TASKWAIT, $3, @1); }
  | PRAGMA_OMP TOK_STANDALONE omp_clauses PRAGMA_END        { $$ = ofe_omp_standalone(CTX, (OfeOmpDirKind)$2.aux, $3, @1); }
  | PRAGMA_OMP TOK_ERROR_DIRECTIVE omp_clauses PRAGMA_END   { $$ = ofe_omp_error(CTX, $3, @1); }
  | PRAGMA_OMP TOK_DEPOBJ '(' omp_args ')' omp_clauses PRAGMA_END { $$ = ofe_omp_depobj(CTX, $4, $6, @1); }
  ;

omp_declarative
  : PRAGMA_OMP TOK_DECLARE_TARGET omp_clauses PRAGMA_END    { ofe_omp_declare_target(CTX, NULL, $3, @1); }
  | PRAGMA_OMP TOK_DECLARE_TARGET '(' <undo>{ p->lenient_names = true; $$ = UNDO_LENIENT; } omp_args ')'
      { undo(p, $4); } omp_clauses PRAGMA_END
      { ofe_omp_declare_target(CTX, $5, $8, @1); }
  | PRAGMA_OMP TOK_BEGIN_DECLARE_TARGET omp_clauses PRAGMA_END { ofe_omp_begin_declare_target(CTX, $3, @1); }
  | PRAGMA_OMP TOK_END_DECLARE_TARGET omp_clauses PRAGMA_END   { ofe_omp_end_declare_target(CTX, @1); }
  | PRAGMA_OMP TOK_BEGIN_DECLARE_VARIANT omp_clauses PRAGMA_END { ofe_omp_begin_declare_variant(CTX, $3, @1); }
  | PRAGMA_OMP TOK_END_DECLARE_VARIANT omp_clauses PRAGMA_END  { ofe_omp_end_declare_variant(CTX, @1); }
  | PRAGMA_OMP TOK_DECLARE_VARIANT '(' omp_args ')' omp_clauses PRAGMA_END { ofe_omp_declare_variant(CTX, $4, $6, @1); }
  | PRAGMA_OMP TOK_DECLARE_MAPPER '(' omp_mapper_id declaration_specifiers declarator ')'
      { $<mapper>$ = ofe_omp_mapper_begin(CTX, $4, $5, $6, @5); }
    omp_clauses PRAGMA_END
      { ofe_omp_mapper_end(CTX, $<mapper>8, $9); }
  | omp_udr_combiner PRAGMA_END                           { ofe_omp_udr_end(CTX, $1); }
  | omp_udr_combiner OMP_INITIALIZER '(' <undo>{ ofe_omp_udr_initializer_begin(CTX, $1); $$ = UNDO_UDR; }
    omp_udr_initializer ')' PRAGMA_END
      { undo(p, $4); ofe_omp_udr_end(CTX, $1); }
  | PRAGMA_OMP TOK_REQUIRES omp_clauses PRAGMA_END          { ofe_omp_requires(CTX, $3, @1, @2); }
  | PRAGMA_OMP TOK_THREADPRIVATE '(' omp_args ')' PRAGMA_END { ofe_omp_threadprivate(CTX, $4, @1); }
  | PRAGMA_OMP TOK_ALLOCATE_DIRECTIVE '(' omp_args ')' omp_clauses PRAGMA_END { ofe_omp_allocate(CTX, $4, $6, @1); }
  ;

 /* declare reduction(id : type : combiner): tokens.c makes one directive of each type listed; the
  * combiner is read with omp_out and omp_in declared (sema_omp_udr.c) */
omp_udr_combiner
  : PRAGMA_OMP TOK_DECLARE_REDUCTION '(' OMP_MOD ':' type_name ':'
      <undo>{ ofe_omp_udr_begin(CTX, $4.text, $6, @6); $$ = UNDO_UDR; }
    expression ')'
      { $$ = ofe_omp_udr_combiner(CTX, $9); undo(p, $8); }
  ;

 /* initializer(omp_priv = init) initializes omp_priv as a declaration would; any other
  * expression (a call given &omp_priv) is evaluated for its effect */
omp_udr_initializer
  : OMP_PRIV '=' initializer                          { ofe_omp_udr_priv_init(CTX, $3, @1); }
  | expression                                        { ofe_omp_udr_init_expr(CTX, $1); }
  ;

 /* declare mapper([id :] type var): no id is the type's default mapper */
omp_mapper_id
  : %empty                                            { $$ = "default"; }
  | IDENTIFIER ':'                                    { $$ = $1.text; }
  | DEFAULT ':'                                       { $$ = "default"; }
  ;

omp_clauses
  : %empty                                            { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); }
  | omp_clauses omp_clause                            { ofe_vec_push(&CTX->arena, &$1->items, $2); $$ = $1; }
  | omp_clauses ',' omp_clause                        { ofe_vec_push(&CTX->arena, &$1->items, $3); $$ = $1; }
  ;

/* Clause names and modifier words come from tokens.c's tables; sema checks which clause
 * may appear where and what its modifiers mean. */
omp_clause
  : OMP_CLAUSE
      { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); $$->name = (OfeOmpClauseKind)$1.aux; $$->spelling = $1.text; $$->loc = @1; }
  | OMP_CLAUSE '(' omp_mods ')'
      { $$ = $3; $$->name = (OfeOmpClauseKind)$1.aux; $$->spelling = $1.text; $$->loc = @1; $$->has_parens = true; }
  | OMP_CLAUSE '(' omp_mods ':' omp_mods ')'
      { $$ = $3; $$->name = (OfeOmpClauseKind)$1.aux; $$->spelling = $1.text; $$->loc = @1; $$->has_parens = true;
        $$->mods2 = $5->mods; }
  | OMP_CLAUSE '(' omp_mods ':' omp_args ')'
      { $$ = $3; $$->name = (OfeOmpClauseKind)$1.aux; $$->spelling = $1.text; $$->loc = @1; $$->has_parens = true;
        $$->args = *$5; }
  | OMP_CLAUSE '(' <undo>{ p->lenient_names = $1.aux == OMPC_TO || $1.aux == OMPC_LINK || $1.aux == OMPC_ENTER; $$ = UNDO_LENIENT; }
    omp_args ')'
      { undo(p, $3);
        $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); $$->name = (OfeOmpClauseKind)$1.aux; $$->spelling = $1.text; $$->loc = @1;
        $$->has_parens = true; $$->args = *$4; }
  /* depend(iterator(...), kind: list), affinity(iterator(...): list): the list is read in a
   * scope holding the iterators (sema_omp_iterator.c) */
  | OMP_CLAUSE '(' OMP_ITERATOR '(' omp_iterators ')'
    <undo>{ ofe_scope_push(CTX); ofe_omp_iterators_declare(CTX, $5); $$ = UNDO_SCOPE; }
    omp_iterated_mods ':' omp_args ')'
      { $$ = $8; $$->name = (OfeOmpClauseKind)$1.aux; $$->spelling = $1.text; $$->loc = @1; $$->has_parens = true;
        $$->args = *$10; $$->iterators = $5; undo(p, $7); }
  | OMP_SELECTOR
      { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); $$->name = OMPC_MATCH; $$->spelling = "match"; $$->loc = @1;
        $$->has_parens = true; $$->selector = $1.text; }
  ;

omp_mods
  : OMP_MOD                                           { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); ofe_vec_push(&CTX->arena, &$$->mods, omp_word($1)); }
  | omp_mods OMP_MOD                                  { ofe_vec_push(&CTX->arena, &$1->mods, omp_word($2)); $$ = $1; }
  | omp_mods ',' OMP_MOD                              { ofe_vec_push(&CTX->arena, &$1->mods, omp_word($3)); $$ = $1; }
  ;

omp_iterated_mods
  : %empty                                            { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); }
  | ',' omp_mods                                      { $$ = $2; }
  ;

 /* [type] name = begin : end [: step], ... */
omp_iterators
  : omp_iterator_name '=' conditional_expression ':' conditional_expression omp_iterator_step
      { $$ = ofe_omp_iterator_add(CTX, NULL, $1.type, $1.type_loc, $1.name.text, $1.name.loc, $3, $5, $6); }
  | omp_iterators ',' omp_iterator_name '=' conditional_expression ':' conditional_expression omp_iterator_step
      { $$ = ofe_omp_iterator_add(CTX, $1, $3.type, $3.type_loc, $3.name.text, $3.name.loc, $5, $7, $8); }
  ;

omp_iterator_name
  : IDENTIFIER                                        { $$.type = NULL; $$.type_loc = @1; $$.name = $1; }
  | type_name IDENTIFIER                              { $$.type = $1; $$.type_loc = @1; $$.name = $2; }
  ;

omp_iterator_step
  : %empty                                            { $$ = NULL; }
  | ':' conditional_expression                        { $$ = $2; }
  ;

omp_args
  : assignment_expression                             { $$ = expr_list(p, $1); }
  | omp_args ',' assignment_expression                { ofe_expr_list_push(&CTX->arena, $1, $3); $$ = $1; }
  ;

/* ---- expressions ----------------------------------------------------------------------- */

primary_expression
  : IDENTIFIER
      { $$ = identifier(p, &yychar, $1.text, @1); }
  | INT_CONST                                         { $$ = ofe_sema_int_const(CTX, $1.text, $1.len, @1); }
  | FLOAT_CONST                                       { $$ = ofe_sema_float_const(CTX, $1.text, $1.len, @1); }
  | CHAR_CONST                                        { $$ = ofe_sema_char_const(CTX, $1.text, $1.len, @1); }
  | string_seq                                        { $$ = strings(p, $1, @1, NULL, NULL); }
  | FUNC_NAME                                         { $$ = ofe_sema_func_name(CTX, @1); }
  | '(' expression ')'                                { $$ = $2; $$->parenthesized = true; }
  | '(' compound_statement ')'                        { $$ = ofe_sema_stmt_expr(CTX, $2, @1); }
  | BUILTIN_VA_ARG '(' assignment_expression ',' type_name ')' { $$ = ofe_sema_va_arg(CTX, $3, $5, @1); }
  | BUILTIN_OFFSETOF '(' type_name ',' offsetof_path ')' { $$ = ofe_sema_offsetof(CTX, $3, $5, NULL, @1); }
  | BUILTIN_TYPES_COMPATIBLE_P '(' type_name ',' type_name ')' { $$ = ofe_sema_types_compatible(CTX, $3, $5, @1); }
  | BUILTIN_CONVERTVECTOR '(' assignment_expression ',' type_name ')' { $$ = ofe_sema_vector_convert(CTX, $3, $5, @1); }
  | GENERIC '(' generic_controlling ',' generic_assoc_list ')' { $$ = ofe_sema_generic(CTX, $3, $5, @1); }
  ;

/* The controlling expression of _Generic is not evaluated. */
generic_controlling
  : <undo>{ CTX->unevaluated++; $$ = UNDO_UNEVALUATED; } assignment_expression { undo(p, $1); $$ = $2; }
  ;

generic_assoc_list
  : generic_association                               { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); ofe_sema_generic_add(CTX, $$, $1.type, $1.expr, @1); }
  | generic_assoc_list ',' generic_association        { ofe_sema_generic_add(CTX, $1, $3.type, $3.expr, @3); $$ = $1; }
  ;

generic_association
  : type_name ':' assignment_expression               { $$.type = $1; $$.expr = $3; }
  | DEFAULT ':' assignment_expression                 { $$.type = NULL; $$.expr = $3; }
  ;

/* member names (E_NAME) and subscripts, in order */
offsetof_path
  : any_ident                                         { $$ = expr_list(p, ofe_sema_name(CTX, $1, @1)); }
  | offsetof_path '.' any_ident                       { ofe_expr_list_push(&CTX->arena, $1, ofe_sema_name(CTX, $3, @3)); $$ = $1; }
  | offsetof_path '[' expression ']'                  { ofe_expr_list_push(&CTX->arena, $1, $3); $$ = $1; }
  ;

string_seq
  : STRING_LITERAL                                    { $$ = ofe_arena_alloc(&CTX->arena, sizeof *$$); ofe_vec_push(&CTX->arena, &$$->toks, $1); }
  | string_seq STRING_LITERAL                         { ofe_vec_push(&CTX->arena, &$1->toks, $2); $$ = $1; }
  ;

postfix_expression
  : primary_expression
  | postfix_expression '[' expression ']'             { $$ = ofe_sema_index(CTX, $1, $3, @2); }
  | postfix_expression '[' expression_opt ':' expression_opt ']'
      { $$ = ofe_sema_section(CTX, $1, $3, $5, true, @2); }
  | postfix_expression '[' expression_opt ':' expression_opt ':' expression_opt ']'
      { $$ = ofe_sema_strided_section(CTX, $1, $3, $5, $7, @2, @6); }
  | postfix_expression '(' ')'                        { ofe_omp_order_check_call(CTX, $1, @2); $$ = ofe_sema_call(CTX, $1, expr_list(p, NULL), @1); }
  | postfix_expression '(' argument_expression_list ')' { ofe_omp_order_check_call(CTX, $1, @2); $$ = ofe_sema_call(CTX, $1, $3, @1); }
  | postfix_expression '.' any_ident                  { $$ = ofe_sema_member(CTX, $1, $3, false, @3); }
  | postfix_expression PTR_OP any_ident               { $$ = ofe_sema_member(CTX, $1, $3, true, @3); }
  | postfix_expression INC_OP                         { $$ = ofe_sema_incdec(CTX, $1, true, false, @2); }
  | postfix_expression DEC_OP                         { $$ = ofe_sema_incdec(CTX, $1, false, false, @2); }
  | '(' type_name ')' '{' initializer_list '}'        { $5->end_loc = @6; $$ = ofe_sema_compound_literal(CTX, $2, $5, @1); }
  | '(' type_name ')' '{' initializer_list ',' '}'    { $5->end_loc = @7; $$ = ofe_sema_compound_literal(CTX, $2, $5, @1); }
  | '(' type_name ')' '{' '}'                         { $$ = ofe_sema_compound_literal(CTX, $2, ofe_init_list(CTX, @4), @1); }
  ;

argument_expression_list
  : assignment_expression                             { $$ = expr_list(p, $1); }
  | argument_expression_list ',' assignment_expression { ofe_expr_list_push(&CTX->arena, $1, $3); $$ = $1; }
  ;

unary_expression
  : postfix_expression
  | INC_OP unary_expression                           { $$ = ofe_sema_incdec(CTX, $2, true, true, @1); }
  | DEC_OP unary_expression                           { $$ = ofe_sema_incdec(CTX, $2, false, true, @1); }
  | '&' cast_expression                               { $$ = ofe_sema_addr(CTX, $2, @1); }
  | '*' cast_expression                               { $$ = ofe_sema_deref(CTX, $2, @1); }
  | AND_OP any_ident                                  { $$ = ofe_sema_label_addr(CTX, $2, @1); }
  | unary_operator cast_expression                    { $$ = ofe_sema_unary(CTX, $1, $2, @1); }
  | REAL_PART cast_expression                         { $$ = ofe_sema_complex_part(CTX, false, $2, @1); }
  | IMAG_PART cast_expression                         { $$ = ofe_sema_complex_part(CTX, true, $2, @1); }
  | sizeof_kw unary_expression                        { undo(p, $1); $$ = ofe_sema_sizeof_expr(CTX, $2, @1); }
  | sizeof_kw '(' type_name ')'                       { undo(p, $1); $$ = ofe_sema_sizeof_type(CTX, $3, @1); }
  | alignof_kw '(' type_name ')'                      { undo(p, $1); $$ = ofe_sema_alignof_type(CTX, $3, @1); }
  | alignof_kw unary_expression                       { undo(p, $1); $$ = ofe_sema_alignof_expr(CTX, $2, @1); }
  ;

/* Operands of sizeof and _Alignof are not evaluated: their variables are not uses. */
sizeof_kw
  : SIZEOF                                            { CTX->unevaluated++; $$ = UNDO_UNEVALUATED; }
  ;

alignof_kw
  : ALIGNOF                                           { CTX->unevaluated++; $$ = UNDO_UNEVALUATED; }
  ;

unary_operator
  : '+'                                               { $$ = UNARY_PLUS; }
  | '-'                                               { $$ = UNARY_MINUS; }
  | '~'                                               { $$ = UNARY_BITNOT; }
  | '!'                                               { $$ = UNARY_NOT; }
  ;

cast_expression
  : unary_expression
  | '(' type_name ')' cast_expression                 { $$ = ofe_sema_cast(CTX, $2, $4, @1); }
  | '(' shape_dims ')' cast_expression                { $$ = ofe_sema_array_shaping(CTX, $2, $4, @1); }
  ;

/* the [d1][d2]... of an OpenMP array shaping ([d1][d2]...)pointer */
shape_dims
  : '[' expression ']'                                { $$ = expr_list(p, $2); }
  | shape_dims '[' expression ']'                     { ofe_expr_list_push(&CTX->arena, $1, $3); $$ = $1; }
  ;

multiplicative_expression
  : cast_expression
  | multiplicative_expression '*' cast_expression     { $$ = ofe_sema_binary(CTX, OP_MUL, $1, $3, @2); }
  | multiplicative_expression '/' cast_expression     { $$ = ofe_sema_binary(CTX, OP_DIV, $1, $3, @2); }
  | multiplicative_expression '%' cast_expression     { $$ = ofe_sema_binary(CTX, OP_MOD, $1, $3, @2); }
  ;

additive_expression
  : multiplicative_expression
  | additive_expression '+' multiplicative_expression { $$ = ofe_sema_binary(CTX, OP_ADD, $1, $3, @2); }
  | additive_expression '-' multiplicative_expression { $$ = ofe_sema_binary(CTX, OP_SUB, $1, $3, @2); }
  ;

shift_expression
  : additive_expression
  | shift_expression LEFT_OP additive_expression      { $$ = ofe_sema_binary(CTX, OP_SHL, $1, $3, @2); }
  | shift_expression RIGHT_OP additive_expression     { $$ = ofe_sema_binary(CTX, OP_SHR, $1, $3, @2); }
  ;

relational_expression
  : shift_expression
  | relational_expression '<' shift_expression        { $$ = ofe_sema_binary(CTX, OP_LT, $1, $3, @2); }
  | relational_expression '>' shift_expression        { $$ = ofe_sema_binary(CTX, OP_GT, $1, $3, @2); }
  | relational_expression LE_OP shift_expression      { $$ = ofe_sema_binary(CTX, OP_LE, $1, $3, @2); }
  | relational_expression GE_OP shift_expression      { $$ = ofe_sema_binary(CTX, OP_GE, $1, $3, @2); }
  ;

equality_expression
  : relational_expression
  | equality_expression EQ_OP relational_expression   { $$ = ofe_sema_binary(CTX, OP_EQ, $1, $3, @2); }
  | equality_expression NE_OP relational_expression   { $$ = ofe_sema_binary(CTX, OP_NE, $1, $3, @2); }
  ;

and_expression
  : equality_expression
  | and_expression '&' equality_expression            { $$ = ofe_sema_binary(CTX, OP_AND, $1, $3, @2); }
  ;

exclusive_or_expression
  : and_expression
  | exclusive_or_expression '^' and_expression        { $$ = ofe_sema_binary(CTX, OP_XOR, $1, $3, @2); }
  ;

inclusive_or_expression
  : exclusive_or_expression
  | inclusive_or_expression '|' exclusive_or_expression { $$ = ofe_sema_binary(CTX, OP_OR, $1, $3, @2); }
  ;

logical_and_expression
  : inclusive_or_expression
  | logical_and_expression AND_OP inclusive_or_expression { $$ = ofe_sema_logical(CTX, true, $1, $3, @2); }
  ;

logical_or_expression
  : logical_and_expression
  | logical_or_expression OR_OP logical_and_expression { $$ = ofe_sema_logical(CTX, false, $1, $3, @2); }
  ;

conditional_expression
  : logical_or_expression
  | logical_or_expression '?' expression ':' conditional_expression { $$ = ofe_sema_conditional(CTX, $1, $3, $5, @2); }
  | logical_or_expression '?' ':' conditional_expression { $$ = ofe_sema_conditional(CTX, $1, NULL, $4, @2); }
  ;

assignment_expression
  : conditional_expression
  | unary_expression assignment_operator assignment_expression { $$ = ofe_sema_assign(CTX, $2, $1, $3, @2); }
  ;

assignment_operator
  : '='                                               { $$ = (OfeAssignOp){.compound = false}; }
  | MUL_ASSIGN                                        { $$ = (OfeAssignOp){true, OP_MUL}; }
  | DIV_ASSIGN                                        { $$ = (OfeAssignOp){true, OP_DIV}; }
  | MOD_ASSIGN                                        { $$ = (OfeAssignOp){true, OP_MOD}; }
  | ADD_ASSIGN                                        { $$ = (OfeAssignOp){true, OP_ADD}; }
  | SUB_ASSIGN                                        { $$ = (OfeAssignOp){true, OP_SUB}; }
  | LEFT_ASSIGN                                       { $$ = (OfeAssignOp){true, OP_SHL}; }
  | RIGHT_ASSIGN                                      { $$ = (OfeAssignOp){true, OP_SHR}; }
  | AND_ASSIGN                                        { $$ = (OfeAssignOp){true, OP_AND}; }
  | XOR_ASSIGN                                        { $$ = (OfeAssignOp){true, OP_XOR}; }
  | OR_ASSIGN                                         { $$ = (OfeAssignOp){true, OP_OR}; }
  ;

expression
  : assignment_expression
  | expression ',' assignment_expression              { $$ = ofe_sema_comma(CTX, $1, $3, @2); }
  ;

constant_expression
  : conditional_expression
  ;

%%

/* Only for "memory exhausted" (YYMAXDEPTH): syntax errors go through yyreport_syntax_error. */
void ofe_gram_error(OfeLoc *loc, OfeParser *p, const char *msg) {
  ofe_error(&CTX->diag, *loc, "%s: constructs nested too deeply for the parser (split them up)", msg);
}

/* A grammar symbol as a user reads it in "expected ..." messages. */
static const char *symbol_text(yysymbol_kind_t k) {
  switch (k) {
  case YYSYMBOL_IDENTIFIER: return "identifier";
  case YYSYMBOL_TYPEDEF_NAME: return "type name";
  case YYSYMBOL_INT_CONST: case YYSYMBOL_FLOAT_CONST: case YYSYMBOL_CHAR_CONST: return "constant";
  case YYSYMBOL_STRING_LITERAL: return "string literal";
  case YYSYMBOL_PRAGMA_END: return "end of the directive";
  case YYSYMBOL_PRAGMA_OMP: return "'#pragma omp'";
  case YYSYMBOL_OMP_CLAUSE: return "OpenMP clause";
  case YYSYMBOL_OMP_MOD: return "OpenMP modifier";
  case YYSYMBOL_YYEOF: return "end of file";
  default: break;
  }
  return yysymbol_name(k);
}

const char *ofe_token_name(int symbol_kind) { return symbol_text((yysymbol_kind_t)symbol_kind); }

/* Syntax errors are printed by the error rule that recovers from them, which knows what is
 * missing; here bison's view is kept for it. */
static int yyreport_syntax_error(const yypcontext_t *yyctx, OfeParser *p) {
  ofe_gram_flush_error(p); /* one not printed yet (a second error before any rule recovered) */
  p->syntax_error.pending = true;
  p->syntax_error.n_expected = yypcontext_expected_tokens(yyctx, (yysymbol_kind_t *)p->syntax_error.expected, 4);
  p->syntax_error.found = yypcontext_token(yyctx);
  p->syntax_error.loc = *yypcontext_location(yyctx);
  p->syntax_error.prev = p->prev;
  p->syntax_error.state = yyctx->yyssp;
  p->syntax_error.found_tok = p->last;
  yysymbol_kind_t all[YYNTOKENS];
  int n = yypcontext_expected_tokens(yyctx, all, YYNTOKENS);
  bool ident = false, constant = false;
  for (int i = 0; i < n; i++) {
    ident |= all[i] == YYSYMBOL_IDENTIFIER;
    constant |= all[i] == YYSYMBOL_INT_CONST;
  }
  p->syntax_error.wants_expression = ident && constant;
  return 0;
}

static char closer_of(int kind) { return kind == '{' ? '}' : kind == '[' || kind == ATTR_OPEN ? ']' : ')'; }

/* The innermost open bracket, when the token that closes it is one of those expected. */
static const OfeToken *unclosed(const OfeParser *p, const int *expected, int n) {
  size_t top = p->open.len;
  /* the token found may have opened one itself */
  if (top && p->open.items[top - 1].loc.offset == p->syntax_error.found_tok.loc.offset &&
      p->syntax_error.found_tok.kind == p->open.items[top - 1].kind)
    top--;
  if (!top) return NULL;
  const OfeToken *open = &p->open.items[top - 1];
  for (int i = 0; i < n; i++)
    if (expected[i] == YYTRANSLATE((unsigned char)closer_of(open->kind))) return open;
  return NULL;
}

/* The message for a syntax error: what was expected when that is short, and what was found. */
void ofe_gram_flush_error(OfeParser *p) {
  if (!p->syntax_error.pending) return;
  p->syntax_error.pending = false;
  yysymbol_kind_t found = (yysymbol_kind_t)p->syntax_error.found;
  const int *expected = p->syntax_error.expected;
  int n = p->syntax_error.n_expected;
  OfeLoc loc = p->syntax_error.loc;
  const char *what = symbol_text(found);
  if (found == YYSYMBOL_BAD_CHAR) {
    ofe_error(&CTX->diag, loc, "invalid character in source");
  } else if (p->syntax_error.found_tok.kind == '}' && p->syntax_error.found_tok.depth == UINT32_MAX) {
    ofe_error(&CTX->diag, loc, "extraneous closing brace ('}')");
  } else if (found == YYSYMBOL_YYEOF && p->open.len) {
    /* the file ends inside brackets: the innermost is the one left open (clang's wording) */
    const OfeToken *open = &p->open.items[p->open.len - 1];
    ofe_error(&CTX->diag, p->syntax_error.prev.end, "expected '%c'", closer_of(open->kind));
    ofe_note(&CTX->diag, open->loc, "to match this '%c'", open->kind == ATTR_OPEN ? '[' : open->kind == ATOMIC_SPEC ? '(' : open->kind);
  } else if ((n == 1 || n == 2) && unclosed(p, expected, n)) {
    /* a bracket left open: clang's message, and a note at the bracket */
    const OfeToken *open = unclosed(p, expected, n);
    ofe_error(&CTX->diag, loc, "expected '%c'", closer_of(open->kind));
    ofe_note(&CTX->diag, open->loc, "to match this '%c'", open->kind == ATTR_OPEN ? '[' : open->kind == ATOMIC_SPEC ? '(' : open->kind);
  } else if (n == 1 || n == 2) {
    char buf[160];
    snprintf(buf, sizeof buf, "%s%s%s", ofe_token_name(expected[0]), n == 2 ? " or " : "",
             n == 2 ? ofe_token_name(expected[1]) : "");
    ofe_error(&CTX->diag, loc, "expected %s before %s", buf, what);
  } else if (p->syntax_error.wants_expression && found != YYSYMBOL_YYEOF) {
    ofe_error(&CTX->diag, loc, "expected expression");
  } else {
    ofe_error(&CTX->diag, loc, "syntax error: unexpected %s", what);
  }
}

/* ---- error recovery ---------------------------------------------------------------------- */

/* Skips tokens, from the lookahead on, to the end of the construct the error is in, as clang
 * does: past the ';' that ends it at its bracket depth, or up to the bracket that closes the
 * block it is in (left for the block), or, at file scope (past_brace), past the '}' that ends
 * a function body. Bracketed groups are skipped whole. An error inside a `#pragma omp` line
 * skips the rest of the line only; a new pragma line or the end of the file stops the skip. */
/* A ';' inside the parentheses of a for, which do not end a statement. */
static bool in_for_header(const OfeParser *p, uint32_t depth) {
  const OfeToken *top = p->open.len > depth ? &p->open.items[p->open.len - 1] : NULL;
  return top && top->kind == '(' && top->aux == FOR;
}

static bool opens_condition(int before) { return before == IF || before == WHILE || before == FOR || before == SWITCH; }

/* Tokens after a condition's ')' that start its statement. */
static bool starts_statement(int k) {
  switch (k) {
  case '{': case IDENTIFIER: case IF: case WHILE: case FOR: case DO: case SWITCH: case RETURN: case BREAK:
  case CONTINUE: case GOTO: case INC_OP: case DEC_OP: case PRAGMA_OMP:
    return true;
  default:
    return false;
  }
}

static bool skip_to(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, uint32_t depth, bool past_brace) {
  if (*la == OFE_GRAM_EMPTY) return false;
  int k = *la;
  OfeToken t = lval->tok;
  bool in_pragma = CTX->in_pragma && k != PRAGMA_OMP, consumed = false, keep = false;
  /* a stray '}' at file scope is the error: skip it alone */
  if (past_brace && k == '}' && t.depth == UINT32_MAX) {
    *la = OFE_GRAM_EMPTY;
    return true;
  }
  unsigned nested = 0; /* brackets opened since the skip began */
  bool body = false;   /* skipping a braced loop body: its '}' ends the skip */
  for (;;) {
    if (k == OFE_GRAM_EOF) {
      keep = true;
      break;
    }
    bool matched_close = (k == ')' || k == ']' || k == '}') && t.depth != UINT32_MAX;
    if (in_pragma) {
      if (k == PRAGMA_END) break;
    } else if (!nested && k == PRAGMA_OMP) {
      keep = true;
      break;
    } else if (!nested && k == ';' && !in_for_header(p, depth)) {
      break;
    } else if (!nested && matched_close && depth > 0 && t.depth <= depth) { /* the block's own '}' */
      keep = true;
      break;
    } else if (!nested && k == ')' && matched_close && depth > 0 && !past_brace && t.depth == depth + 1 &&
               opens_condition(p->open.items[t.depth - 1].aux)) {
      /* the ')' of the condition the error is in: when a statement follows (a loop's or an
       * if's), it is parsed, as clang goes on after a bad condition */
      bool loop = p->open.items[t.depth - 1].aux == FOR;
      if (p->open.len > depth) p->open.len = depth; /* before the next token opens one */
      k = ofe_parser_next(p, &t);
      consumed = true;
      if (loop) {
        /* the body of a for whose header failed (its variables are gone): skipped with it */
        if (k == '{') {
          nested++;
          body = true;
          k = ofe_parser_next(p, &t);
        }
        continue;
      }
      if (starts_statement(k)) {
        keep = true;
        break;
      }
      continue; /* anything else is more of the statement the error is in */
    } else if (k == '(' || k == '[' || k == '{' || k == ATOMIC_SPEC) {
      nested++;
    } else if (k == ATTR_OPEN) {
      nested += 2;
    } else if (matched_close) {
      if (nested) nested--;
      if ((past_brace || body) && k == '}' && !nested) break; /* the end of a function body */
    }
    k = ofe_parser_next(p, &t);
    consumed = true;
  }
  /* brackets the error left open inside the construct are given up with it */
  bool kept_opens = keep && (k == '{' || k == '(' || k == '[' || k == ATOMIC_SPEC || k == ATTR_OPEN);
  if (!in_pragma && !kept_opens && p->open.len > depth) p->open.len = depth;
  if (!keep) {
    *la = OFE_GRAM_EMPTY;
    return true;
  }
  if (consumed) { /* the token that stopped the skip is the grammar's next */
    p->unget = t;
    p->has_unget = true;
    *la = OFE_GRAM_EMPTY;
  }
  return consumed;
}

/* The kind of the token the grammar reads next after its lookahead (or next, when it has
 * none): read here and given back to it. */
static int peek_token(OfeParser *p) {
  OfeToken t;
  int k = ofe_parser_next(p, &t);
  p->unget = t;
  p->has_unget = true;
  return k;
}

/* The next token is `kind`? The grammar's lookahead if it has read one (*la), else a peek. */
static bool next_token_is(OfeParser *p, int *la, int kind) { return *la != OFE_GRAM_EMPTY ? *la == kind : peek_token(p) == kind; }

/* An external declaration that starts with an identifier: C89's implicit int (`main() {`,
 * `x = 1;`) when what follows may follow a declarator's name; `foo bar;` and `foo *p;` name
 * an unknown type (clang's message); anything else is the syntax error it was. False: an
 * error was reported and the grammar recovers from it. */
static bool implicit_int_declaration(OfeParser *p, int la, const OfeToken *la_tok) {
  int next = la == IDENTIFIER ? peek_token(p) : 0;
  if (next == '(' || next == '=' || next == ';' || next == ',' || next == '[') return true;
  if (next == IDENTIFIER || next == '*')
    ofe_error(&CTX->diag, la_tok->loc, "unknown type name '%.*s'", (int)la_tok->len, la_tok->text);
  else
    ofe_error(&CTX->diag, la_tok->loc, "syntax error: unexpected %s", symbol_text(YYTRANSLATE(la)));
  return false;
}

/* An identifier in an expression: one that names nothing and is called declares the function
 * (C89's implicit declaration, which gcc and clang-19 still make, and refuse or warn about);
 * only then is the token after it looked at, so that reading ahead never runs before the
 * declarations the identifier follows are complete. */
static OfeExpr *identifier(OfeParser *p, int *la, const char *name, OfeLoc loc) {
  bool quiet = p->lenient_names || (CTX->in_pragma && ofe_omp_skipping(CTX));
  if (!quiet && ofe_sema_names_nothing(CTX, name) && next_token_is(p, la, '('))
    return ofe_sema_implicit_function(CTX, name, loc);
  return ofe_sema_ident(CTX, name, loc, p->lenient_names);
}

static bool recover_skip(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, uint32_t depth, bool past_brace) {
  ofe_gram_flush_error(p);
  return skip_to(p, la, lval, depth, past_brace);
}

/* The bracket depth of the innermost open block: where its statements are. */
static uint32_t block_depth(const OfeParser *p) {
  for (size_t i = p->open.len; i-- > 0;)
    if (p->open.items[i].kind == '{') return (uint32_t)i + 1;
  return 0;
}

/* A missing ';' (or another token): clang's message, just past the token before, with the
 * token to insert as a fix-it. Only when the error was found right where the token is missing
 * (the error rule's state, below `error`, was bison's stack top). */
static bool missing_here(OfeParser *p, const void *state, OfeDiagLevel level, const char *msg) {
  if (!p->syntax_error.pending || (const yy_state_t *)state - 1 != (const yy_state_t *)p->syntax_error.state ||
      p->syntax_error.found == YYSYMBOL_BAD_CHAR)
    return false;
  p->syntax_error.pending = false;
  ofe_diag_fixit(&CTX->diag, level, p->syntax_error.prev.end, ";", "%s", msg);
  return true;
}

/* After an expression statement the lookahead starts the next statement (clang goes on as if
 * the ';' were there); after other statements the rest up to the ';' is skipped, as clang does. */
static bool recover_missing_semi(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, const void *state, const char *msg,
                                 bool skip_rest) {
  if (missing_here(p, state, OFE_DIAG_ERROR, msg)) {
    if (skip_rest && *la != OFE_GRAM_EMPTY) skip_to(p, la, lval, lval->tok.depth, false);
    return true;
  }
  recover_skip(p, la, lval, block_depth(p), false);
  return false;
}

/* `name x ...` where name is undeclared: a declaration whose type name is unknown (its error
 * said so), skipped as clang does rather than read as a statement missing its ';'. */
static bool recover_expression_end(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, const void *state, const OfeExpr *e) {
  if (e->kind == E_VAR && !e->var.decl && e->var.reported && *la == IDENTIFIER && p->syntax_error.pending &&
      (const yy_state_t *)state - 1 == (const yy_state_t *)p->syntax_error.state) {
    p->syntax_error.pending = false;
    return skip_to(p, la, lval, lval->tok.depth, false);
  }
  return recover_missing_semi(p, la, lval, state, "expected ';' after expression", false);
}

/* Tokens that start a declaration: after a declaration missing its ';', clang goes on with
 * the next one, and skips anything else. */
static bool starts_declaration(int k) {
  switch (k) {
  case TYPEDEF_NAME: case AUTO: case CHAR: case CONST: case DOUBLE: case ENUM: case EXTERN: case FLOAT:
  case INLINE: case INT: case LONG: case REGISTER: case RESTRICT: case SHORT: case SIGNED: case STATIC:
  case STRUCT: case TYPEDEF: case UNION: case UNSIGNED: case VOID: case VOLATILE: case BOOL: case COMPLEX:
  case AUTO_TYPE: case ALIGNAS: case ATOMIC: case ATOMIC_SPEC: case NORETURN: case STATIC_ASSERT:
  case THREAD_LOCAL: case ATTRIBUTE: case TYPEOF: case INT128: case UINT128: case FLOAT128: case ATTR_OPEN:
    return true;
  default:
    return false;
  }
}

/* `int inner(int y) { ... }` in a block: GNU C's nested function, which clang-19 refuses too
 * ("function definition is not allowed here", at the '{'): that one error, and the body
 * skipped whole rather than read as statements. */
static bool recover_nested_function(OfeParser *p, int *la, OFE_GRAM_STYPE *lval) {
  if (*la != '{' || !p->syntax_error.pending || p->syntax_error.prev.kind != ')') return false;
  p->syntax_error.pending = false;
  ofe_error(&CTX->diag, lval->tok.loc, "function definition is not allowed here");
  ofe_note(&CTX->diag, lval->tok.loc, "nested functions are not supported (a GNU extension that clang-19 refuses too)");
  skip_to(p, la, lval, block_depth(p), true);
  return true;
}

static bool recover_declaration_end(OfeParser *p, int *la, OFE_GRAM_STYPE *lval, const void *state, const char *msg) {
  /* a member list's last ';' is optional to clang (a warning), not to C */
  bool last_member = *la == '}' && strcmp(msg, MISSING_MEMBER_SEMI) == 0;
  if (missing_here(p, state, last_member ? OFE_DIAG_WARNING : OFE_DIAG_ERROR, msg)) {
    if (*la != OFE_GRAM_EMPTY && !starts_declaration(*la)) skip_to(p, la, lval, lval->tok.depth, false);
    return true;
  }
  recover_skip(p, la, lval, block_depth(p), false);
  return false;
}
