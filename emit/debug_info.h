/* debug_info: -g as DWARF through the llvm dialect's debug attributes (as Flang does): one
   compile unit per module and a subprogram for each function defined in it. */
#ifndef OFE_DEBUG_INFO_H
#define OFE_DEBUG_INFO_H

#include <stdbool.h>

#include "sema/ast.h"
#include "support/strmap.h"
#include "llvm-c/Core.h"
#include "mlir-c/IR.h"

typedef struct OfeEmit OfeEmit;

/* A variable defined in the module, for the LLVM side to describe: MLIR 19's C API cannot make
   the llvm dialect's DIGlobalVariableExpression, so its type goes through the translation in
   a carrier subprogram's signature (ofe_debug_finish_module) and the rest through this. */
typedef struct OfeDebugGlobal {
  const char *symbol;          /* the LLVM global */
  const char *name;            /* its C name */
  const char *file, *directory; /* as its DIFile has them */
  unsigned line;
  const char *function;        /* a function-scope static: the function's symbol; NULL: file scope */
  bool local;                  /* internal linkage */
} OfeDebugGlobal;
typedef OFE_VEC(OfeDebugGlobal) OfeDebugGlobals;

/* An enumeration whose enumerators the LLVM side adds (MLIR 19 has no enumerator attribute):
   its type goes through the carrier after the variables'. */
typedef struct OfeDebugEnum {
  const char **names;
  int64_t *values;
  size_t count;
  bool is_unsigned; /* its integer type is: the values read as unsigned */
} OfeDebugEnum;

/* A bit-field member the LLVM side flags as one (MLIR 19's members take no flags), in bits. */
typedef struct OfeDebugBitField {
  size_t element; /* its position in the record's elements */
  const char *name;
  uint64_t size, offset, storage_offset;
} OfeDebugBitField;

/* A record with bit-fields: its type goes through the carrier after the enumerations'. */
typedef struct OfeDebugRecord {
  OfeDebugBitField *bit_fields;
  size_t count;
} OfeDebugRecord;

/* A variable length array's length, for the LLVM side to make its subrange's count (the C API
   makes no subrange whose count is a variable): the subrange is marked by a lower bound of
   `marker`, the hidden variable that holds the length is `length_name`. */
typedef struct OfeDebugVla {
  int64_t marker;
  const char *length_name;
} OfeDebugVla;

/* What the LLVM side finishes, in the lasting arena. */
typedef struct OfeDebugPlan {
  OfeDebugGlobals globals;
  OFE_VEC(OfeDebugEnum) enums;
  OFE_VEC(OfeDebugRecord) records;
  OFE_VEC(OfeDebugVla) vlas;
} OfeDebugPlan;

typedef struct OfeDebugInfo {
  bool enabled;
  MlirAttribute compile_unit;
  MlirAttribute subroutine_type; /* one type for all: line tables and locals need no signature */
  MlirAttribute empty_string;
  const char *directory;         /* the compile's directory, DW_AT_comp_dir */
  OfeStrMap files;               /* file name -> its DIFile attribute */
  OfeStrMap subprograms;         /* function symbol name -> its DISubprogram attribute */
  OfeStrMap types;               /* OfeType (or record) pointer -> its OfeDebugCachedType */
  unsigned next_record_id;       /* numbering of the records' recursion ids */
  unsigned next_vla_id;          /* numbering of the VLA lengths' variables (__vla_exprN, as clang names them) */
  /* The records whose descriptions are being made, outermost first: a reference to one is its
   * recursion placeholder, valid only inside it, so what holds one is cached only while that
   * record is still open (struct A { struct B *b; }; struct B { struct A *a; }: B made inside
   * A refers to A's placeholder; a variable of type struct B later needs B made anew). */
  OFE_VEC(struct OfeDebugOpenRecord { const OfeRecord *record; MlirAttribute self; unsigned id; }) open;
  unsigned lowest_open_ref; /* while a type is made: the outermost open record it refers to */
  OfeDebugPlan *plan;        /* the variables and enumerations to finish, in the lasting arena (the caller's) */
  OFE_VEC(MlirAttribute) global_types; /* the variables' types, in the same order */
  OFE_VEC(MlirAttribute) enum_types;   /* the enumerations' types, in the same order */
  OFE_VEC(MlirAttribute) record_types; /* the records' with bit-fields, in the same order */
} OfeDebugInfo;

/* Starts the compile unit when the options ask for debug information. */
void ofe_debug_init(OfeEmit *e);

/* The location a function defined here is created with: `loc` fused with a new subprogram
   named `name` (the translation gives the function that subprogram, and every located op in
   it a line-table row); `loc` alone without -g. `local`: internal linkage. */
MlirLocation ofe_debug_function_loc(OfeEmit *e, const char *name, OfeLoc loc, bool local);

/* The subprogram ofe_debug_function_loc made for function `name`: the scope of its variables
   (a null attribute without -g). */
MlirAttribute ofe_debug_subprogram(OfeEmit *e, const char *name);

/* The debug scope of the ops being built: the lexical block they are in, else the function's
   subprogram (a null attribute without -g). */
MlirAttribute ofe_debug_scope(OfeEmit *e);

/* A new lexical block at `loc` inside the current debug scope, for a `{}` or a `for` that
   declares locals (full -g only; a null attribute otherwise): the caller puts the ops of the
   block's code in it (ofe_mb_set_scope), so a debugger sees its locals there alone and an outer
   variable they shadow outside it. */
MlirAttribute ofe_debug_lexical_block(OfeEmit *e, OfeLoc loc);

/* Tells the debugger that variable d lives at `addr` in the function being emitted, whose
   subprogram is `scope` (full -g only; nothing for a null scope). `arg`: its position among
   the parameters from 1, or 0 for a local. */
void ofe_debug_declare(OfeEmit *e, MlirAttribute scope, const OfeDecl *d, MlirValue addr, unsigned arg);

/* Describes global variable d, defined in the module as `symbol` (full -g only): at file
   scope, or a static local in its function's. */
void ofe_debug_global(OfeEmit *e, const OfeDecl *d, const char *symbol, bool local);

/* The end of the module: the carrier of the described variables' and enumerations' types, a
   function the LLVM side deletes. */
void ofe_debug_finish_module(OfeEmit *e);

/* The translated module's side: the DWARF version, -gdwarf-N's or clang-19's default 5 (a
   module flag, as clang sets it; clang's behaviour is Max, which the C API cannot name, and
   Warning links with it); a DIGlobalVariableExpression on each variable of `globals`, listed
   in the compile unit's globals (function-scope statics included, which the debugger finds
   only there); the enumerators of each enumeration of `plan`, and its records' bit-fields
   flagged as such. */
void ofe_debug_finish_llvm(const OfeOptions *o, LLVMModuleRef m, const OfeDebugPlan *plan);

#endif
