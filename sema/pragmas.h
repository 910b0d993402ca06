/* pragmas: what the pragmas other than OpenMP's that change a program's meaning left for sema:
 * `#pragma pack`, `#pragma GCC visibility`, `#pragma weak` and `#pragma STDC FP_CONTRACT`
 * (parse/pragmas.c reads them). Pack, visibility and contraction hold from one point of the text to another, so each change is marked at
 * its offset in the preprocessed text, and sema asks what held at a record's '{' or at a
 * declaration's name: the answer does not depend on how far the parser had read ahead. */
#ifndef OFE_PRAGMAS_H
#define OFE_PRAGMAS_H

#include <stdbool.h>
#include <stdint.h>

#include "options/options.h"
#include "support/arena.h"
#include "support/diag.h"
#include "sema/x86_isa.h"

typedef struct OfePragmaMark {
  uint32_t offset;          /* from here on (to the next mark) ... */
  unsigned pack;            /* `#pragma pack(n)`'s n, 0 for none */
  OfeVisibility visibility; /* `#pragma GCC visibility push(v)`'s v, UNSET for none */
} OfePragmaMark;

/* `#pragma STDC FP_CONTRACT` or `#pragma clang fp contract(...)` at file scope: from offset on
 * (to the next one), floating-point contraction is `mode`, or the command line's. */
typedef struct OfeFpContractMark {
  uint32_t offset;
  bool command_line; /* STDC FP_CONTRACT DEFAULT */
  OfeFpContract mode;
  OfeLoc loc;
} OfeFpContractMark;

typedef struct OfePackSlot {
  const char *label; /* `#pragma pack(push, label)`, or NULL */
  unsigned pack;     /* the value to restore */
} OfePackSlot;

typedef struct OfePragmaWeak {
  const char *name;     /* interned */
  const char *alias_of; /* `#pragma weak name = alias_of`, or NULL */
  OfeLoc loc;
} OfePragmaWeak;

typedef struct OfePragmaState {
  OFE_VEC(OfePragmaMark) marks; /* in text order; before the first one, neither holds */
  OFE_VEC(OfePackSlot) pack_stack;
  OFE_VEC(OfeVisibility) visibility_stack; /* the values before each push */
  OFE_VEC(OfePragmaWeak) weak;             /* applied at the end of the unit */
  OFE_VEC(OfeFpContractMark) fp_contract;
  /* `#pragma GCC target("avx2")`: the ISAs the functions defined from here on have (gcc's
   * intrinsics headers open such a region for each ISA the command line lacks); push_options
   * and pop_options save and restore it */
  OfeIsaSet target;
  OFE_VEC(OfeIsaSet) target_stack;
} OfePragmaState;

/* What holds now, at the end of the text read so far. */
OfePragmaMark ofe_pragma_now(const OfePragmaState *s);
/* From offset on, pack and visibility are these. */
void ofe_pragma_mark(OfeArena *arena, OfePragmaState *s, uint32_t offset, unsigned pack, OfeVisibility visibility);
/* What held at offset (in text already read). */
unsigned ofe_pragma_pack_at(const OfePragmaState *s, uint32_t offset);
OfeVisibility ofe_pragma_visibility_at(const OfePragmaState *s, uint32_t offset);
/* Whether a `#pragma pack` between the two offsets changed the value. */
bool ofe_pragma_pack_changed(const OfePragmaState *s, uint32_t from, uint32_t to);
/* The contraction that holds at offset, under the command line's flags. */
OfeFpContract ofe_pragma_fp_contract_at(const OfePragmaState *s, uint32_t offset, const OfeCodegenFlags *flags);

#endif
