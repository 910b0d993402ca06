/* warn_format: the arguments of printf- and scanf-like calls against their format string
 * (-Wformat and its parts), as clang-19 words it: each conversion wants an argument of a type
 * set by its letter and length modifier (hh h l ll j z t L q); too few or too many arguments.
 *
 * The functions are those declared with __attribute__((format(printf|scanf, m, n))), and
 * those clang knows as library built-ins (the C library's headers do not mark printf itself
 * with a format attribute). Only a string literal format is read; a non-literal one with no
 * arguments is -Wformat-security. */
#include "sema/warn.h"

#include "sema/sema.h"

#include <string.h>

#include "support/diag.h"

typedef enum FormatKind { FMT_PRINTF, FMT_SCANF } FormatKind;

typedef struct FormatFunction {
  const char *name;
  FormatKind kind;
  unsigned format_arg, first_arg; /* 1-based; first_arg 0: the arguments are a va_list */
} FormatFunction;

static const FormatFunction format_functions[] = {
    {"printf", FMT_PRINTF, 1, 2},   {"fprintf", FMT_PRINTF, 2, 3},  {"sprintf", FMT_PRINTF, 2, 3},
    {"snprintf", FMT_PRINTF, 3, 4}, {"dprintf", FMT_PRINTF, 2, 3},  {"asprintf", FMT_PRINTF, 2, 3},
    {"vprintf", FMT_PRINTF, 1, 0},  {"vfprintf", FMT_PRINTF, 2, 0}, {"vsprintf", FMT_PRINTF, 2, 0},
    {"vsnprintf", FMT_PRINTF, 3, 0}, {"vdprintf", FMT_PRINTF, 2, 0}, {"vasprintf", FMT_PRINTF, 2, 0},
    {"scanf", FMT_SCANF, 1, 2},     {"fscanf", FMT_SCANF, 2, 3},    {"sscanf", FMT_SCANF, 2, 3},
    {"vscanf", FMT_SCANF, 1, 0},    {"vfscanf", FMT_SCANF, 2, 0},   {"vsscanf", FMT_SCANF, 2, 0},
};

typedef enum Length { LEN_NONE, LEN_HH, LEN_H, LEN_L, LEN_LL, LEN_J, LEN_Z, LEN_T, LEN_BIG_L } Length;

typedef struct FormatCheck {
  OfeCtx *ctx;
  const FormatFunction *fn;
  const OfeExprList *args;
  size_t next_arg; /* index into args of the next data argument */
  OfeLoc format_loc;
  bool literal_elsewhere; /* read from a constant's initializer: clang points at the argument */
  OfeLoc literal_loc;
  bool insufficient_reported;
  bool stopped; /* an invalid conversion: the arguments no longer line up, nothing more is said */
} FormatCheck;

/* After a warning about a literal read from a constant's initializer: where it is (a note
 * dropped with the warning). */
static void note_literal(const FormatCheck *c) {
  if (c->literal_elsewhere) ofe_note(&c->ctx->diag, c->literal_loc, "format string is defined here");
}

static const char *tstr(FormatCheck *c, const OfeType *t) { return ofe_type_str(&c->ctx->types, t); }

/* The argument as the callee sees its type: an array is a pointer to its first element, a
 * bit-field its promoted type (`unsigned long f:8` passes an int, as clang-19 says). */
static OfeType *arg_type(FormatCheck *c, const OfeExpr *a) {
  OfeType *t = ofe_sema_bitfield_promoted(c->ctx, a);
  if (t) return t;
  t = a->type->unqual;
  if (t->kind == TY_ARRAY) return ofe_type_pointer(&c->ctx->types, t->base);
  if (t->kind == TY_ENUM && t->base) return t->base;
  return t;
}

static const OfeExpr *take_arg(FormatCheck *c, OfeLoc spec_loc) {
  if (c->next_arg < c->args->len) return c->args->items[c->next_arg++];
  if (!c->insufficient_reported) {
    ofe_warn(&c->ctx->diag, OFE_W_FORMAT_INSUFFICIENT_ARGS, spec_loc, "more '%%' conversions than data arguments");
    note_literal(c);
  }
  c->insufficient_reported = true;
  return NULL;
}

static bool is_int_kind(OfeTypeKind k, OfeTypeKind a, OfeTypeKind b) { return k == a || k == b; }

/* Does an integer argument (after promotion) fit the length modifier? Signedness may differ,
 * as clang accepts without -Wformat-signedness. */
static bool int_fits(FormatCheck *c, OfeType *t, Length len) {
  if (!ofe_type_is_integer(t)) return false;
  OfeTypeKind k = ofe_type_promote(&c->ctx->types, t)->kind;
  switch (len) {
  case LEN_NONE: case LEN_HH: case LEN_H: return is_int_kind(k, TY_INT, TY_UINT);
  case LEN_L: case LEN_J: case LEN_Z: case LEN_T: return is_int_kind(k, TY_LONG, TY_ULONG);
  case LEN_LL: case LEN_BIG_L: return is_int_kind(k, TY_LLONG, TY_ULLONG); /* %Lu: glibc, as %llu */
  default: return false;
  }
}

static const char *int_name(Length len, bool is_unsigned) {
  static const char *const names[2][9] = {
      {"int", "char", "short", "long", "long long", "intmax_t", "ssize_t", "ptrdiff_t", "long long"},
      {"unsigned int", "unsigned char", "unsigned short", "unsigned long", "unsigned long long", "uintmax_t", "size_t",
       "ptrdiff_t", "unsigned long long"}};
  return names[is_unsigned][len];
}

static void mismatch(FormatCheck *c, const OfeExpr *a, const char *want, OfeType *have) {
  ofe_warn(&c->ctx->diag, OFE_W_FORMAT, a->loc, "format specifies type '%s' but the argument has type '%s'", want, tstr(c, have));
  note_literal(c);
}

static void check_printf_arg(FormatCheck *c, char conv, Length len, const OfeExpr *a) {
  OfeType *t = arg_type(c, a);
  if (t->kind == TY_ERROR) return;
  switch (conv) {
  case 'd': case 'i': case 'o': case 'u': case 'x': case 'X':
    if (!int_fits(c, t, len)) mismatch(c, a, int_name(len, conv != 'd' && conv != 'i'), t);
    return;
  case 'c':
    if (!int_fits(c, t, LEN_NONE)) mismatch(c, a, len == LEN_L ? "wint_t" : "int", t);
    return;
  case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
    if (len == LEN_BIG_L ? t->kind != TY_LDOUBLE : !(t->kind == TY_DOUBLE || t->kind == TY_FLOAT))
      mismatch(c, a, len == LEN_BIG_L ? "long double" : "double", t);
    return;
  case 's':
    if (len == LEN_L) {
      if (t->kind != TY_PTR || !is_int_kind(t->base->unqual->kind, TY_INT, TY_INT)) mismatch(c, a, "wchar_t *", t);
    } else if (t->kind != TY_PTR || !(t->base->unqual->kind == TY_CHAR || t->base->unqual->kind == TY_SCHAR || t->base->unqual->kind == TY_UCHAR)) {
      mismatch(c, a, "char *", t);
    }
    return;
  case 'p':
    if (t->kind != TY_PTR) mismatch(c, a, "void *", t);
    return;
  case 'n':
    if (t->kind != TY_PTR || !int_fits(c, t->base->unqual, len == LEN_HH || len == LEN_H ? LEN_NONE : len)) {
      char want[40];
      snprintf(want, sizeof want, "%s *", int_name(len, false));
      mismatch(c, a, want, t);
    }
    return;
  default: return;
  }
}

static void check_scanf_arg(FormatCheck *c, char conv, Length len, const OfeExpr *a) {
  OfeType *t = arg_type(c, a);
  if (t->kind == TY_ERROR) return;
  OfeTypeKind k = t->kind == TY_PTR ? t->base->unqual->kind : TY_ERROR;
  if (t->kind == TY_PTR && t->base->unqual->kind == TY_ENUM && t->base->unqual->base) k = t->base->unqual->base->kind;
  const char *want = NULL;
  char buf[40];
  bool ok = false;
  switch (conv) {
  case 'd': case 'i': case 'o': case 'u': case 'x': case 'X': case 'n': {
    static const OfeTypeKind kinds[9][2] = {{TY_INT, TY_UINT}, {TY_SCHAR, TY_UCHAR}, {TY_SHORT, TY_USHORT}, {TY_LONG, TY_ULONG},
                                            {TY_LLONG, TY_ULLONG}, {TY_LONG, TY_ULONG}, {TY_LONG, TY_ULONG}, {TY_LONG, TY_ULONG},
                                            {TY_LLONG, TY_ULLONG}};
    ok = k == kinds[len][0] || k == kinds[len][1] || (len == LEN_HH && k == TY_CHAR);
    bool u = conv == 'o' || conv == 'u' || conv == 'x' || conv == 'X';
    snprintf(buf, sizeof buf, "%s *", len == LEN_HH ? (u ? "unsigned char" : "signed char") : int_name(len, u));
    want = buf;
    break;
  }
  case 'f': case 'F': case 'e': case 'E': case 'g': case 'G': case 'a': case 'A':
    ok = k == (len == LEN_BIG_L ? TY_LDOUBLE : len == LEN_L ? TY_DOUBLE : TY_FLOAT);
    want = len == LEN_BIG_L ? "long double *" : len == LEN_L ? "double *" : "float *";
    break;
  case 's': case 'c': case '[':
    ok = len == LEN_L || k == TY_CHAR || k == TY_SCHAR || k == TY_UCHAR;
    want = "char *";
    break;
  case 'p':
    ok = k == TY_PTR;
    want = "void **";
    break;
  default: return;
  }
  if (!ok) mismatch(c, a, want, t);
}

/* Where byte i of the format string is written: after the quote, each byte as wide as the
 * escape that likely wrote it (a literal split in pieces is off, but on its line). */
static OfeLoc byte_loc(const FormatCheck *c, const char *s, size_t i) {
  OfeLoc loc = c->format_loc;
  if (c->literal_elsewhere) return loc;
  unsigned col = loc.col + 1;
  for (size_t k = 0; k < i; k++) {
    unsigned char b = (unsigned char)s[k];
    col += strchr("\n\t\r\"\\\a\b\f\v", b) && b ? 2 : b < 32 || b == 127 ? 4 : 1;
  }
  loc.col = col;
  loc.offset = UINT32_MAX; /* no preprocessed line: the caret comes from the file */
  return loc;
}

/* Walks the format string, pointing at each conversion's letter as clang does. */
static void check_format(FormatCheck *c, const char *s, size_t n) {
  OfeLoc loc = c->format_loc;
  bool scanf = c->fn->kind == FMT_SCANF;
  for (size_t i = 0; i < n; i++) {
    if (s[i] != '%') continue;
    loc = byte_loc(c, s, i);
    if (++i >= n) {
      ofe_warn(&c->ctx->diag, OFE_W_FORMAT, loc, "incomplete format specifier");
      note_literal(c);
      return;
    }
    if (s[i] == '%') continue;
    bool suppress = false;
    if (scanf && s[i] == '*') {
      suppress = true;
      i++;
    }
    /* positional arguments (%1$d) are left alone: clang checks them, ompfe does not yet */
    size_t j = i;
    while (j < n && s[j] >= '0' && s[j] <= '9') j++;
    if (j < n && s[j] == '$') return;
    while (!scanf && i < n && strchr("-+ #0'", s[i])) i++;
    if (!scanf && i < n && s[i] == '*') {
      const OfeExpr *a = take_arg(c, loc);
      if (a && !int_fits(c, arg_type(c, a), LEN_NONE)) {
        ofe_warn(&c->ctx->diag, OFE_W_FORMAT, a->loc, "field width should have type 'int', but argument has type '%s'", tstr(c, arg_type(c, a)));
        note_literal(c);
      }
      i++;
    }
    while (i < n && s[i] >= '0' && s[i] <= '9') i++;
    if (!scanf && i < n && s[i] == '.') {
      i++;
      if (i < n && s[i] == '*') {
        const OfeExpr *a = take_arg(c, loc);
        if (a && !int_fits(c, arg_type(c, a), LEN_NONE)) {
          ofe_warn(&c->ctx->diag, OFE_W_FORMAT, a->loc, "field precision should have type 'int', but argument has type '%s'", tstr(c, arg_type(c, a)));
          note_literal(c);
        }
        i++;
      }
      while (i < n && s[i] >= '0' && s[i] <= '9') i++;
    }
    Length len = LEN_NONE;
    if (i < n && s[i] == 'h') len = (i + 1 < n && s[i + 1] == 'h') ? (i++, LEN_HH) : LEN_H;
    else if (i < n && s[i] == 'l') len = (i + 1 < n && s[i + 1] == 'l') ? (i++, LEN_LL) : LEN_L;
    else if (i < n && s[i] == 'q') len = LEN_LL;
    else if (i < n && s[i] == 'j') len = LEN_J;
    else if (i < n && s[i] == 'z') len = LEN_Z;
    else if (i < n && s[i] == 't') len = LEN_T;
    else if (i < n && s[i] == 'L') len = LEN_BIG_L;
    if (len != LEN_NONE) i++;
    if (i >= n) {
      ofe_warn(&c->ctx->diag, OFE_W_FORMAT, loc, "incomplete format specifier");
      note_literal(c);
      return;
    }
    char conv = s[i];
    loc = byte_loc(c, s, i);
    if (scanf && conv == '[') { /* a scanset: up to its ']' (a ']' first is part of the set) */
      size_t k = i + 1;
      if (k < n && s[k] == '^') k++;
      if (k < n && s[k] == ']') k++;
      while (k < n && s[k] != ']') k++;
      i = k;
    } else if (!strchr("diouxXcspnfFeEgGaAm", conv) && !(conv == 'C' || conv == 'S')) {
      ofe_warn(&c->ctx->diag, OFE_W_FORMAT_INVALID_SPECIFIER, loc, "invalid conversion specifier '%c'", conv);
      note_literal(c);
      c->stopped = true;
      return;
    }
    if (conv == 'm' || suppress) continue; /* %m: glibc's strerror(errno), no argument */
    if (conv == 'C') conv = 'c', len = LEN_L;
    if (conv == 'S') conv = 's', len = LEN_L;
    const OfeExpr *a = take_arg(c, loc);
    if (!a) continue;
    if (scanf) check_scanf_arg(c, conv, len, a);
    else check_printf_arg(c, conv, len, a);
  }
}

/* Also explicit casts to a pointer: gnulib's gettext without NLS is `((const char *) (Msgid))`,
 * and clang looks through it. */
static const OfeExpr *skip_implicit_casts(const OfeExpr *e) {
  while (e->kind == E_CAST && (!e->cast.is_explicit || e->type->kind == TY_PTR)) e = e->cast.operand;
  return e;
}

/* The format's literal. A constant array or pointer initialized with one reads as it, as in
 * clang and gcc: expat's `const char ellipis[] = "[..]"; fprintf(stderr, ellipis);`. */
static const OfeExpr *string_literal(const OfeExpr *e, bool *elsewhere) {
  e = skip_implicit_casts(e);
  if (e->kind == E_ADDR && e->unary_ptr.operand->kind == E_STRING) e = e->unary_ptr.operand; /* decayed (?: arms) */
  *elsewhere = false;
  const OfeDecl *d = e->kind == E_VAR ? e->var.decl : NULL;
  if (d && d->kind == D_VAR && d->init && d->init->elems.len == 1 && d->init->elems.items[0].offset == 0) {
    const OfeType *t = d->type;
    bool constant = t->kind == TY_ARRAY ? (t->base->quals & OFE_QUAL_CONST) != 0
                                        : t->kind == TY_PTR && (t->quals & OFE_QUAL_CONST);
    if (constant) {
      e = skip_implicit_casts(d->init->elems.items[0].expr);
      if (e->kind == E_ADDR) e = e->unary_ptr.operand; /* a pointer to the literal's first char */
      *elsewhere = true;
    }
  }
  return e->kind == E_STRING && e->str.char_size == 1 ? e : NULL;
}

/* One format argument; `c ? "a" : "b"` is each of its literals, as clang checks it. */
static void check_format_arg(OfeCtx *ctx, const FormatFunction *fn, const OfeExprList *args, const OfeExpr *format,
                             bool one_of_several) {
  const OfeExpr *chosen = skip_implicit_casts(format);
  if (chosen->kind == E_COND && chosen->cond.then) {
    check_format_arg(ctx, fn, args, chosen->cond.then, true);
    check_format_arg(ctx, fn, args, chosen->cond.els, true);
    return;
  }
  /* gettext("...") and the like (format_arg(n)): the format is that argument's */
  if (chosen->kind == E_CALL) {
    const OfeExpr *callee = skip_implicit_casts(chosen->call.callee);
    if (callee->kind == E_ADDR) callee = callee->unary_ptr.operand;
    const OfeDecl *d = callee->kind == E_VAR ? callee->var.decl : NULL;
    if (d && d->kind == D_FUNC && d->format_arg && d->format_arg <= chosen->call.args.len) {
      check_format_arg(ctx, fn, args, chosen->call.args.items[d->format_arg - 1], one_of_several);
      return;
    }
  }
  bool elsewhere;
  const OfeExpr *lit = string_literal(format, &elsewhere);
  if (!lit) {
    if (fn->first_arg && args->len == fn->format_arg && format->type->kind != TY_ERROR) {
      ofe_warn(&ctx->diag, OFE_W_FORMAT_SECURITY, format->loc, "format string is not a string literal (potentially insecure)");
      ofe_note(&ctx->diag, format->loc, "treat the string as an argument to avoid this");
    }
    return;
  }
  FormatCheck c = {.ctx = ctx, .fn = fn, .args = args, .format_loc = elsewhere ? format->loc : lit->loc,
                   .literal_elsewhere = elsewhere, .literal_loc = lit->loc};
  if (!fn->first_arg) return; /* a va_list: nothing to match the conversions with */
  c.next_arg = fn->first_arg - 1;
  check_format(&c, lit->str.bytes, lit->str.len ? lit->str.len - 1 : 0);
  /* an arm of `c ? "%s:%u: " : " "` may leave arguments to the other (gnulib's error.c) */
  if (!c.stopped && c.next_arg < args->len && !one_of_several) {
    ofe_warn(&ctx->diag, OFE_W_FORMAT_EXTRA_ARGS, args->items[c.next_arg]->loc, "data argument not used by format string");
  }
}

void ofe_warn_format_call(OfeCtx *ctx, const OfeDecl *callee, const OfeExprList *args) {
  if (callee->kind != D_FUNC || !callee->is_global) return;
  const OfeDecl *canonical = callee->canonical ? callee->canonical : callee;
  OfeFormatAttr attr = callee->format.kind ? callee->format : canonical->format;
  FormatFunction declared = {callee->name, attr.kind == OFE_FORMAT_SCANF ? FMT_SCANF : FMT_PRINTF, attr.format_arg, attr.first_arg};
  const FormatFunction *fn = attr.kind ? &declared : NULL;
  for (size_t i = 0; !fn && callee->storage != SC_STATIC && i < sizeof format_functions / sizeof *format_functions; i++)
    if (!strcmp(callee->name, format_functions[i].name)) fn = &format_functions[i];
  if (!fn || args->len < fn->format_arg) return;
  check_format_arg(ctx, fn, args, args->items[fn->format_arg - 1], false);
}
