/* ssa_vars: the locals sema found only read and assigned by name (OfeDecl.ssa_value) held as
 * SSA values instead of stack slots, built as the emitter goes (Braun et al., "Simple and
 * Efficient Construction of Static Single Assignment Form", CC 2013): each block remembers
 * the value each such variable has at its end; a read in a block that has not assigned the
 * variable yet gets a block argument (a phi), whose incoming values are found when the
 * function is finished, when every branch is known. Phis that turn out to have one incoming
 * value are replaced by it, and the branches of the others get their operands.
 * With -g every local keeps its slot, which the debug information describes. */
#ifndef OFE_SSA_VARS_H
#define OFE_SSA_VARS_H

#include "emit/block_graph.h"
#include "emit/emit.h"

/* Once, when the module's builder is made: every branch it makes is told to the construction
 * (OfeMB.on_edge). */
void ofe_ssa_attach(OfeEmit *e);
/* At the start of a function body (before its first branch): the branches are recorded from
 * here on when the function has locals held as values. */
void ofe_ssa_begin(OfeEmit *e);
/* b may get predecessors after the emitter enters it (a loop head, a label). */
void ofe_ssa_open(OfeEmit *e, MlirBlock b);
/* Whether d lives as SSA values in the function being emitted. */
bool ofe_ssa_holds(const OfeEmit *e, const OfeDecl *d);
/* d's value where the emitter is (MB->block). */
MlirValue ofe_ssa_read(OfeEmit *e, OfeDecl *d);
/* d = v, from here on in the current block. A float or double goes through
 * ofe_ssa_run_time first. */
void ofe_ssa_write(OfeEmit *e, OfeDecl *d, MlirValue v);
/* At -O0 on x86-64, v (an integer, float or double) through a stack slot when LLVM could fold
 * what is computed from it: a number known at compile time, or a phi that may turn out to be
 * one. gcc-12 and clang-19 -O0 read every variable from its slot, so arithmetic on variables
 * runs in the rounding mode fesetround chose and raises the exceptions fetestexcept sees;
 * folded, `double a = 1, b = 3; a / b` was 1/3 rounded to nearest. (LLVM folds through a
 * freeze of a constant too, in instruction selection.) Sema folds constant expressions, so
 * this meets only numbers that came from variables. Elsewhere v itself. */
MlirValue ofe_ssa_run_time(OfeEmit *e, MlirValue v);
/* Once every block of the function body (g) ends in its terminator: completes the phis,
 * removes the trivial ones and gives the branches their operands. False after an internal
 * error (reported). */
bool ofe_ssa_finish(OfeEmit *e, const OfeBlockGraph *g);

#endif
