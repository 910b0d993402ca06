/* sema_asm: GNU asm statements, checked and put in LLVM's terms the way clang-19 lowers them
 * for x86_64 (CodeGen's EmitAsmStmt): GCC's constraints become LLVM's (`=r`, `{ax}` for "a",
 * `imr` for "g", `|` between alternatives, a tied input for each "+" output), an operand whose
 * constraint allows memory is passed by address (`*m`, typed by elementtype), the clobbers
 * become `~{...}` followed by the three x86 always clobbers, and the template's `%0`, `%k[name]`,
 * `%=`, `%%`, `$` and `{a|b}` become `$0`, `${1:k}`, `${:uid}`, `%`, `$$` and `$(a$|b$)`.
 * What ompfe cannot lower (asm goto, flag outputs, aggregates in registers) is an error at its
 * place, never a guess. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "sema/sema.h"

#define TY (&ctx->types)

/* A growing string in the arena. */
typedef struct Str {
  OFE_VEC(char) chars;
} Str;

static void put(OfeCtx *ctx, Str *s, const char *text) {
  for (; *text; text++) ofe_vec_push(&ctx->arena, &s->chars, *text);
}
static void putc_(OfeCtx *ctx, Str *s, char c) { ofe_vec_push(&ctx->arena, &s->chars, c); }
static const char *done(OfeCtx *ctx, Str *s) {
  ofe_vec_push(&ctx->arena, &s->chars, '\0');
  return s->chars.items;
}

/* ---- constraints -------------------------------------------------------------------------- */

/* One operand's constraint, analysed. */
typedef struct Constraint {
  bool allows_reg, allows_mem, allows_imm, early;
  int tied;         /* an input tied to this output (digits or [name]); -1 */
  const char *llvm; /* LLVM's spelling of the alternatives, without '=', '+' and '*' */
} Constraint;

static int output_named(const OfeAsmSyntax *a, const char *name, size_t len) {
  for (size_t i = 0; i < a->outputs.len; i++) {
    const char *n = a->outputs.items[i].name;
    if (n && strlen(n) == len && strncmp(n, name, len) == 0) return (int)i;
  }
  return -1;
}

/* clang-19's X86 conversion of one constraint letter, or NULL for letters it does not know. */
static const char *x86_letter(char c, Constraint *k) {
  switch (c) {
  case 'a': k->allows_reg = true; return "{ax}";
  case 'b': k->allows_reg = true; return "{bx}";
  case 'c': k->allows_reg = true; return "{cx}";
  case 'd': k->allows_reg = true; return "{dx}";
  case 'S': k->allows_reg = true; return "{si}";
  case 'D': k->allows_reg = true; return "{di}";
  case 't': k->allows_reg = true; return "{st}";
  case 'u': k->allows_reg = true; return "{st(1)}";
  case 'g': k->allows_reg = k->allows_mem = k->allows_imm = true; return "imr";
  case 'r': case 'q': case 'Q': case 'R': case 'l': case 'x': case 'v': case 'f': case 'y': case 'A': case 'k':
    k->allows_reg = true;
    return NULL;
  case 'm': case 'o': case 'V': case '<': case '>': k->allows_mem = true; return NULL;
  case 'X': k->allows_reg = k->allows_mem = k->allows_imm = true; return NULL;
  case 'i': case 'n': case 's': case 'E': case 'F': case 'I': case 'J': case 'K': case 'L': case 'M': case 'N':
  case 'O': case 'e': case 'Z': case 'C': case 'G':
    k->allows_imm = true;
    return NULL;
  default: return "";
  }
}

/* Reads a GCC constraint (after any '=' or '+'); false after an error. */
static bool analyze(OfeCtx *ctx, const OfeAsmSyntax *a, const char *c, bool output, OfeLoc loc, Constraint *k) {
  *k = (Constraint){.tied = -1};
  Str s = {0};
  const char *what = output ? "output" : "input";
  for (; *c; c++) {
    if (isspace((unsigned char)*c) || *c == '*' || *c == '?' || *c == '!') continue;
    if (*c == '#') {
      while (c[1] && c[1] != ',') c++;
      continue;
    }
    if (*c == '&' || *c == '%') {
      if (*c == '&') {
        if (!output) break;
        k->early = true;
      }
      putc_(ctx, &s, *c);
      continue;
    }
    if (*c == ',') {
      putc_(ctx, &s, '|');
      continue;
    }
    if (!output && (isdigit((unsigned char)*c) || *c == '[')) {
      int n;
      if (*c == '[') {
        const char *end = strchr(c, ']');
        if (!end) break;
        n = output_named(a, c + 1, (size_t)(end - c - 1));
        if (n < 0) {
          ofe_error(&ctx->diag, loc, "invalid input constraint '%s' in asm: no output named '%.*s'", c, (int)(end - c - 1), c + 1);
          return false;
        }
        c = end;
      } else {
        char *end;
        n = (int)strtol(c, &end, 10);
        c = end - 1;
        if (n >= (int)a->outputs.len) {
          ofe_error(&ctx->diag, loc, "invalid input constraint '%s' in asm: there is no output %d", c, n);
          return false;
        }
      }
      if (k->tied >= 0 && k->tied != n) break;
      k->tied = n;
      k->allows_reg = true;
      char num[16];
      snprintf(num, sizeof num, "%d", n);
      put(ctx, &s, num);
      continue;
    }
    if (*c == '@') {
      ofe_error(&ctx->diag, loc, "flag output constraints ('%s') are not supported by ompfe", c);
      return false;
    }
    const char *llvm = x86_letter(*c, k);
    if (llvm && !*llvm) break;
    if (llvm) put(ctx, &s, llvm);
    else putc_(ctx, &s, *c);
  }
  if (*c) {
    ofe_error(&ctx->diag, loc, "invalid %s constraint '%s' in asm", what, c);
    return false;
  }
  k->llvm = done(ctx, &s);
  if (!*k->llvm) {
    ofe_error(&ctx->diag, loc, "empty %s constraint in asm", what);
    return false;
  }
  return true;
}

/* The range clang-19 checks for an x86 immediate constraint letter; false for other letters. */
static bool imm_range(char c, int64_t *lo, int64_t *hi) {
  switch (c) {
  case 'I': *lo = 0; *hi = 31; return true;
  case 'J': *lo = 0; *hi = 63; return true;
  case 'K': *lo = -128; *hi = 127; return true;
  case 'M': *lo = 0; *hi = 3; return true;
  case 'N': *lo = 0; *hi = 255; return true;
  case 'O': *lo = 0; *hi = 127; return true;
  default: return false;
  }
}

/* An input allowing only immediates must be a constant LLVM can put in the instruction: the
 * backend would stop otherwise. */
static bool check_immediate(OfeCtx *ctx, const OfeAsmOperandSyntax *o, OfeExpr *v) {
  int64_t n;
  if (!ofe_eval_int(ctx, v, &n)) {
    ofe_error(&ctx->diag, o->loc, "constraint '%s' expects an integer constant expression", o->constraint);
    return false;
  }
  for (const char *c = o->constraint; *c; c++) {
    int64_t lo, hi;
    if (imm_range(*c, &lo, &hi) && (n < lo || n > hi) && !strpbrk(o->constraint, "inrgmX")) {
      ofe_error(&ctx->diag, o->loc, "value '%lld' out of range for constraint '%c'", (long long)n, *c);
      return false;
    }
  }
  return true;
}

/* ---- registers ------------------------------------------------------------------------- */

/* x86_64 register names as GCC and clang accept them in clobbers and register variables. */
static bool x86_register(const char *r) {
  static const char *const names[] = {
      "ax", "bx", "cx", "dx", "si", "di", "bp", "sp", "al", "bl", "cl", "dl", "ah", "bh", "ch", "dh", "sil", "dil",
      "bpl", "spl", "eax", "ebx", "ecx", "edx", "esi", "edi", "ebp", "esp", "rax", "rbx", "rcx", "rdx", "rsi",
      "rdi", "rbp", "rsp", "flags", "fpsr", "fpcr", "dirflag", "st", "frame", "argp", "fs", "gs", "es", "ds", "cs",
      "ss", "mxcsr", "rip",
  };
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp(r, names[i]) == 0) return true;
  char *end;
  long n;
  if (r[0] == 'r' && isdigit((unsigned char)r[1])) { /* r8 ... r15, with d, w or b */
    n = strtol(r + 1, &end, 10);
    return n >= 8 && n <= 15 && (!*end || ((*end == 'd' || *end == 'w' || *end == 'b') && !end[1]));
  }
  static const struct { const char *prefix; long max; } banks[] = {
      {"xmm", 31}, {"ymm", 31}, {"zmm", 31}, {"mm", 7}, {"k", 7}, {"st(", 7}};
  for (size_t i = 0; i < sizeof banks / sizeof banks[0]; i++) {
    size_t len = strlen(banks[i].prefix);
    if (strncmp(r, banks[i].prefix, len) != 0 || !isdigit((unsigned char)r[len])) continue;
    n = strtol(r + len, &end, 10);
    bool paren = banks[i].prefix[len - 1] == '(';
    return n <= banks[i].max && (paren ? strcmp(end, ")") == 0 : !*end);
  }
  return false;
}

static const char *register_name(const char *r) { return r[0] == '%' || r[0] == '#' ? r + 1 : r; }

const char *ofe_sema_asm_register(OfeCtx *ctx, const char *reg, OfeLoc loc) {
  const char *r = register_name(reg);
  if (x86_register(r)) return r;
  ofe_error(&ctx->diag, loc, "unknown register name '%s' in asm", reg);
  return NULL;
}

/* A local `register T v asm("reg")`: its register when the operand is v, else NULL. */
static const char *register_variable(OfeExpr *e) {
  return e->kind == E_VAR && e->var.decl ? e->var.decl->reg_name : NULL;
}

/* ---- the template ----------------------------------------------------------------------- */

/* GCC's operand number n (outputs first, then inputs) as LLVM's: outputs keep theirs, inputs
 * are numbered after the outputs in the order of the op's inputs. */
typedef struct Numbering {
  size_t noutputs;
  const int *input_pos; /* GCC input i is LLVM input input_pos[i] */
  size_t ninputs;
  size_t llvm_inputs;   /* LLVM's inputs (with the tied ones): asm goto's labels come after */
} Numbering;

/* asm goto's %l<n> or %l[label]: LLVM's number of the label's "!i" operand. */
static bool template_label(OfeCtx *ctx, const OfeAsmSyntax *a, const Numbering *nb, const char **pc, OfeLoc loc, int *out) {
  const char *c = *pc;
  size_t first = nb->noutputs + nb->ninputs, idx;
  if (*c == '[') {
    const char *end = strchr(c, ']');
    size_t len = end ? (size_t)(end - c - 1) : 0;
    for (idx = 0; end && idx < a->labels.len; idx++)
      if (strlen(a->labels.items[idx]) == len && strncmp(a->labels.items[idx], c + 1, len) == 0) break;
    if (!end || idx == a->labels.len) {
      ofe_error(&ctx->diag, loc, "unknown symbolic operand name in inline asm string: '%.*s'", (int)len, c + 1);
      return false;
    }
    *pc = end + 1;
  } else {
    char *end;
    long n = strtol(c, &end, 10);
    if (n < (long)first || (size_t)n >= first + a->labels.len) {
      ofe_error(&ctx->diag, loc, "invalid operand number in inline asm string");
      return false;
    }
    idx = (size_t)n - first;
    *pc = end;
  }
  *out = (int)(nb->noutputs + nb->llvm_inputs + idx);
  return true;
}

static bool template_operand(OfeCtx *ctx, const OfeAsmSyntax *a, const Numbering *nb, const char **pc, OfeLoc loc, int *out) {
  const char *c = *pc;
  long n;
  if (*c == '[') {
    const char *end = strchr(c, ']');
    if (!end) {
      ofe_error(&ctx->diag, loc, "unterminated symbolic operand name in inline asm string");
      return false;
    }
    size_t len = (size_t)(end - c - 1);
    n = -1;
    for (size_t i = 0; i < a->outputs.len && n < 0; i++) {
      const char *nm = a->outputs.items[i].name;
      if (nm && strlen(nm) == len && strncmp(nm, c + 1, len) == 0) n = (long)i;
    }
    for (size_t i = 0; i < a->inputs.len && n < 0; i++) {
      const char *nm = a->inputs.items[i].name;
      if (nm && strlen(nm) == len && strncmp(nm, c + 1, len) == 0) n = (long)(a->outputs.len + i);
    }
    if (n < 0) {
      ofe_error(&ctx->diag, loc, "unknown symbolic operand name in inline asm string: '%.*s'", (int)len, c + 1);
      return false;
    }
    *pc = end + 1;
  } else {
    char *end;
    n = strtol(c, &end, 10);
    if (n < 0 || (size_t)n >= nb->noutputs + nb->ninputs) {
      ofe_error(&ctx->diag, loc, "invalid operand number in inline asm string");
      return false;
    }
    *pc = end;
  }
  *out = (size_t)n < nb->noutputs ? (int)n : (int)nb->noutputs + nb->input_pos[(size_t)n - nb->noutputs];
  return true;
}

static const char *convert_template(OfeCtx *ctx, const OfeAsmSyntax *a, const Numbering *nb) {
  Str s = {0};
  OfeLoc loc = a->text_loc;
  for (const char *c = a->text; *c;) {
    char ch = *c++;
    if (!a->extended) { /* basic asm: only LLVM's own '$' needs escaping */
      put(ctx, &s, ch == '$' ? "$$" : (char[2]){ch, 0});
      continue;
    }
    switch (ch) {
    case '$': put(ctx, &s, "$$"); continue;
    case '{': put(ctx, &s, "$("); continue;
    case '|': put(ctx, &s, "$|"); continue;
    case '}': put(ctx, &s, "$)"); continue;
    case '%': break;
    default: putc_(ctx, &s, ch); continue;
    }
    char m = *c;
    if (m == '%' || m == '{' || m == '|' || m == '}') {
      putc_(ctx, &s, m);
      c++;
      continue;
    }
    if (m == '=') {
      put(ctx, &s, "${:uid}");
      c++;
      continue;
    }
    char modifier = 0;
    if (isalpha((unsigned char)m)) {
      modifier = m;
      c++;
    }
    if (!isdigit((unsigned char)*c) && *c != '[') {
      ofe_error(&ctx->diag, loc, "invalid %% escape in inline assembly string");
      return NULL;
    }
    int n;
    if (modifier == 'l' && a->is_goto ? !template_label(ctx, a, nb, &c, loc, &n) : !template_operand(ctx, a, nb, &c, loc, &n))
      return NULL;
    char buf[32];
    if (modifier) snprintf(buf, sizeof buf, "${%d:%c}", n, modifier);
    else snprintf(buf, sizeof buf, "$%d", n);
    put(ctx, &s, buf);
  }
  return done(ctx, &s);
}

/* ---- the statement ------------------------------------------------------------------------ */

/* An operand passed in a register must be a scalar LLVM can hold. */
static bool register_type_ok(OfeCtx *ctx, const OfeType *t, OfeLoc loc) {
  if (t->kind == TY_ERROR) return false;
  if (ofe_type_is_scalar(t)) return true;
  ofe_error(&ctx->diag, loc, "an asm operand of type '%s' in a register is not supported by ompfe", ofe_type_str(TY, t));
  return false;
}

/* The tied input's value as the output's type, as clang-19 makes it: a narrower integer is
 * zero-extended. Where the output is in memory (an "=g" passed by address) the input's
 * register need not match it, and clang-19 passes a wider or floating value as it is. */
static OfeExpr *tied_value(OfeCtx *ctx, OfeExpr *v, const OfeType *out_type, bool out_in_memory, OfeLoc loc) {
  const OfeType *vt = v->type;
  if (ofe_sizeof(vt) == ofe_sizeof(out_type)) return v;
  bool ints = (ofe_type_is_integer(vt) || vt->kind == TY_PTR) && (ofe_type_is_integer(out_type) || out_type->kind == TY_PTR);
  if (!ints || ofe_sizeof(vt) > ofe_sizeof(out_type)) {
    if (out_in_memory) return v;
    ofe_error(&ctx->diag, loc, "unsupported inline asm: input with type '%s' matching output with type '%s'",
              ofe_type_str(TY, vt), ofe_type_str(TY, out_type));
    return v;
  }
  OfeType *u = ofe_sizeof(vt) == 1 ? TY->uchar : ofe_sizeof(vt) == 2 ? TY->ushort : ofe_sizeof(vt) == 4 ? TY->uint : TY->ulong;
  return ofe_sema_convert(ctx, ofe_sema_convert(ctx, v, u), (OfeType *)out_type->unqual);
}

OfeStmt *ofe_sema_asm(OfeCtx *ctx, OfeAsmSyntax *a, OfeLoc loc) {
  OfeStmt *s = ofe_stmt_new(&ctx->arena, S_ASM, loc);
  if (a->labels.len && !a->is_goto) {
    ofe_error(&ctx->diag, a->labels.locs.items[0], "labels in an asm statement need 'asm goto'");
    return ofe_sema_expr_stmt(ctx, NULL, loc);
  }
  OfeAsm *x = ofe_arena_alloc(&ctx->arena, sizeof *x);
  s->asm_.a = x;
  x->id = (unsigned)ctx->unit.asms.len;
  ofe_vec_push(&ctx->arena, &ctx->unit.asms, x);
  bool ok = true;
  size_t no = a->outputs.len, ni = a->inputs.len;
  Str cons = {0};
  /* the op's inputs: indirect ones first (see OfeAsm), each group in GCC's order */
  OFE_VEC(OfeAsmOperand) ind_in = {0}, dir_in = {0}, ind_inout = {0}, dir_inout = {0};
  OFE_VEC(const char *) ind_in_c = {0}, dir_in_c = {0}, ind_inout_c = {0}, dir_inout_c = {0};
  OFE_VEC(int) ind_in_gcc = {0}, dir_in_gcc = {0};
  Constraint *outs = ofe_arena_alloc(&ctx->arena, (no + 1) * sizeof *outs);
  for (size_t i = 0; i < no; i++) {
    const OfeAsmOperandSyntax *o = &a->outputs.items[i];
    const char *c = o->constraint;
    bool inout = c[0] == '+';
    if (c[0] != '=' && c[0] != '+') {
      ofe_error(&ctx->diag, o->loc, "invalid output constraint '%s' in asm", c);
      ok = false;
      continue;
    }
    Constraint *k = &outs[i];
    if (!analyze(ctx, a, c + 1, true, o->loc, k)) {
      ok = false;
      continue;
    }
    if (!ofe_sema_is_modifiable_lvalue(ctx, o->expr, "asm output")) {
      ok = false;
      continue;
    }
    bool indirect = k->allows_mem;
    if (!indirect && !k->allows_reg) {
      ofe_error(&ctx->diag, o->loc, "invalid output constraint '%s' in asm", c);
      ok = false;
      continue;
    }
    const char *reg = indirect ? NULL : register_variable(o->expr);
    const char *llvm = reg ? ofe_arena_printf(&ctx->arena, "%s{%s}", k->early ? "&" : "", reg) : k->llvm;
    if (!indirect && !register_type_ok(ctx, o->expr->type, o->loc)) {
      ok = false;
      continue;
    }
    if (cons.chars.len) putc_(ctx, &cons, ',');
    put(ctx, &cons, indirect ? "=*" : "=");
    put(ctx, &cons, llvm);
    if (indirect) ofe_vec_push(&ctx->arena, &x->operands, ((OfeAsmOperand){o->expr, true, 0}));
    else ofe_vec_push(&ctx->arena, &x->results, o->expr);
    if (!inout) continue;
    if (indirect) {
      ofe_vec_push(&ctx->arena, &ind_inout, ((OfeAsmOperand){o->expr, true, (int)x->operands.len}));
      ofe_vec_push(&ctx->arena, &ind_inout_c, ofe_arena_printf(&ctx->arena, "*%s", llvm));
    } else {
      ofe_vec_push(&ctx->arena, &dir_inout, ((OfeAsmOperand){ofe_sema_rvalue(ctx, o->expr), false, (int)x->results.len}));
      ofe_vec_push(&ctx->arena, &dir_inout_c, ofe_arena_printf(&ctx->arena, "%zu", i));
    }
  }
  if (a->is_goto && x->results.len > 1 && ctx->opts->opt_level == 0) {
    /* LLVM 19's -O0 code generation (its fast register allocator) gives a callbr's outputs
     * stale values on the labels' paths when it has several (clang-19 -O0 prints them; -O1
     * and up are right): refused rather than miscompiled */
    ofe_error(&ctx->diag, a->outputs.items[1].loc, "asm goto with more than one output in a register is not supported by ompfe at -O0 "
              "(LLVM 19 miscompiles it there; compile with -O1 or more, or pass all but one through memory, \"=m\")");
    return ofe_sema_expr_stmt(ctx, NULL, loc);
  }
  for (size_t i = 0; i < ni; i++) {
    const OfeAsmOperandSyntax *o = &a->inputs.items[i];
    Constraint k;
    if (o->constraint[0] == '=' || o->constraint[0] == '+') {
      ofe_error(&ctx->diag, o->loc, "invalid input constraint '%s' in asm", o->constraint);
      ok = false;
      continue;
    }
    if (!analyze(ctx, a, o->constraint, false, o->loc, &k)) {
      ok = false;
      continue;
    }
    /* a memory input, or one tied to an output only in memory (the input is that memory's
     * initial value, passed by address as clang-19 passes it, "*N"; gcc warns that the tie
     * allows no register); tied to an output that may also be a register ("=g", "=rm"), the
     * input is a value, "N", as clang-19 passes it, and need not be an lvalue */
    bool tied_to_memory = k.tied >= 0 && outs[k.tied].allows_mem && !outs[k.tied].allows_reg && outs[k.tied].llvm;
    if ((!k.allows_reg && k.allows_mem) || tied_to_memory) {
      if (!o->expr->lvalue) {
        ofe_error(&ctx->diag, o->expr->loc, "memory input %zu is not directly addressable", i);
        ok = false;
        continue;
      }
      const OfeType *out_type = tied_to_memory ? a->outputs.items[k.tied].expr->type : NULL;
      if (out_type && ofe_sizeof(o->expr->type) != ofe_sizeof(out_type)) {
        ofe_error(&ctx->diag, o->loc, "unsupported inline asm: input with type '%s' matching output with type '%s'",
                  ofe_type_str(&ctx->types, o->expr->type), ofe_type_str(&ctx->types, out_type));
        ok = false;
        continue;
      }
      ofe_vec_push(&ctx->arena, &ind_in, ((OfeAsmOperand){o->expr, true, 0}));
      ofe_vec_push(&ctx->arena, &ind_in_c, ofe_arena_printf(&ctx->arena, "*%s", k.llvm));
      ofe_vec_push(&ctx->arena, &ind_in_gcc, (int)i);
      continue;
    }
    OfeExpr *v = ofe_sema_rvalue(ctx, o->expr);
    if (!register_type_ok(ctx, v->type, o->loc)) {
      ok = false;
      continue;
    }
    if (!k.allows_reg && !k.allows_mem && !check_immediate(ctx, o, v)) {
      ok = false;
      continue;
    }
    if (k.tied >= 0) {
      if (!outs[k.tied].llvm) {
        ofe_error(&ctx->diag, o->loc, "input tied to output %d, which is in memory, is not supported by ompfe", k.tied);
        ok = false;
        continue;
      }
      v = tied_value(ctx, v, a->outputs.items[k.tied].expr->type, outs[k.tied].allows_mem, o->loc);
    }
    const char *reg = k.tied < 0 ? register_variable(o->expr) : NULL;
    ofe_vec_push(&ctx->arena, &dir_in, ((OfeAsmOperand){v, false, 0}));
    ofe_vec_push(&ctx->arena, &dir_in_c, reg ? ofe_arena_printf(&ctx->arena, "{%s}", reg) : k.llvm);
    ofe_vec_push(&ctx->arena, &dir_in_gcc, (int)i);
  }
  if (!ok) return ofe_sema_expr_stmt(ctx, NULL, loc);
  /* inputs in the op's order, and where each GCC input went */
  int *pos = ofe_arena_alloc(&ctx->arena, (ni + 1) * sizeof *pos);
  size_t at = 0;
  for (size_t i = 0; i < ind_in.len; i++, at++) pos[ind_in_gcc.items[i]] = (int)at;
  at += ind_inout.len;
  for (size_t i = 0; i < dir_in.len; i++, at++) pos[dir_in_gcc.items[i]] = (int)at;
#define APPEND(ops, cs)                                                        \
  for (size_t i = 0; i < (ops).len; i++) {                                     \
    ofe_vec_push(&ctx->arena, &x->operands, (ops).items[i]);                   \
    if (cons.chars.len) putc_(ctx, &cons, ',');                                \
    put(ctx, &cons, (cs).items[i]);                                            \
  }
  APPEND(ind_in, ind_in_c)
  APPEND(ind_inout, ind_inout_c)
  APPEND(dir_in, dir_in_c)
  APPEND(dir_inout, dir_inout_c)
#undef APPEND
  /* asm goto: each label is a jump (checked and left as a goto would be) and a "!i" */
  if (a->labels.len && ctx->func) ctx->func->asm_goto = true;
  for (size_t i = 0; i < a->labels.len; i++) {
    ofe_vec_push(&ctx->arena, &x->gotos, ofe_sema_goto(ctx, a->labels.items[i], a->labels.locs.items[i]));
    if (cons.chars.len) putc_(ctx, &cons, ',');
    put(ctx, &cons, "!i");
  }
  for (size_t i = 0; i < a->clobbers.len; i++) {
    const char *r = a->clobbers.items[i];
    if (strcmp(r, "memory") != 0 && strcmp(r, "cc") != 0) {
      r = register_name(r);
      if (!x86_register(r)) {
        ofe_error(&ctx->diag, a->clobbers.locs.items[i], "unknown register name '%s' in asm", a->clobbers.items[i]);
        return ofe_sema_expr_stmt(ctx, NULL, loc);
      }
    }
    if (cons.chars.len) putc_(ctx, &cons, ',');
    put(ctx, &cons, ofe_arena_printf(&ctx->arena, "~{%s}", r));
  }
  /* clang-19 makes every x86 asm clobber these */
  if (cons.chars.len) putc_(ctx, &cons, ',');
  put(ctx, &cons, "~{dirflag},~{fpsr},~{flags}");
  x->constraints = done(ctx, &cons);
  Numbering nb = {no, pos, ni, ind_in.len + ind_inout.len + dir_in.len + dir_inout.len};
  x->templ = convert_template(ctx, a, &nb);
  if (!x->templ) return ofe_sema_expr_stmt(ctx, NULL, loc);
  /* GCC: an asm without outputs is volatile */
  x->side_effects = a->is_volatile || a->is_goto || !a->extended || no == 0;
  return s;
}

void ofe_sema_file_asm(OfeCtx *ctx, OfeAsmSyntax *a, OfeLoc loc) {
  if (a->is_volatile || a->is_goto || a->is_inline) {
    ofe_error(&ctx->diag, loc, "asm qualifiers are not allowed at file scope");
    return;
  }
  ofe_vec_push(&ctx->arena, &ctx->unit.file_asm, a->text);
}
