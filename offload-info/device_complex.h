/* device_complex: complex `*` and `/` for devices that have no libgcc. Host-style code (the
 * emitter's, emit/emit_complex.c) calls libgcc's __mulsc3, __muldc3, __divsc3 and __divdc3
 * for C11 Annex G's infinity and NaN recovery; no GPU device library defines them. This
 * defines ompfe's own, internal to the module under names no C identifier can spell
 * ("ompfe.complex.muldc3"), with the same arithmetic as gcc-12's libgcc: multiplication with
 * the recovery of infinities, double division with libgcc's scaling (no overflow or
 * underflow for large or tiny finite operands, no libm), float division in double. The GPU
 * flavour (gpu_device.c) decides that a device uses them; -fompfe-device-complex-helpers
 * makes any module use them, so that tests run the very same code on x86_64. */
#ifndef OFE_DEVICE_COMPLEX_H
#define OFE_DEVICE_COMPLEX_H

#include "llvm-c/Types.h"

/* Points every call of the four libgcc helpers in m at ompfe's own definitions (long
 * double's __mulxc3 and __divxc3 stay: no GPU has x86_fp80 arithmetic). */
void ofe_device_complex_helpers(LLVMModuleRef m);

#endif
