/* gpu_device: the GPU flavour of device code. The lowering makes one kind of device module,
 * with libomp's host-style calls (the x86_64 device runs it as it is); for an nvptx64 device
 * this module turns that into what LLVM 19's DeviceRTL runs, as clang-19 makes it:
 *  - each kernel in generic mode: a kernel environment, `__kmpc_target_init` (only the main
 *    thread runs the region; the workers wait in the runtime's state machine), and
 *    `__kmpc_target_deinit`; `"kernel"` and `!nvvm.annotations`;
 *  - `__kmpc_fork_call` to `__kmpc_parallel_51` with the microtask's wrapper (the workers get
 *    the arguments through `__kmpc_get_shared_variables`), `num_threads` folded in;
 *    `__kmpc_fork_teams` to a direct call (each block is a team);
 *  - globalization: a local whose address leaves its function (to a parallel region, or
 *    anywhere a worker could reach it) lives in `__kmpc_alloc_shared` memory, since a GPU
 *    thread's stack is its own; parallel microtasks keep theirs (a nested region runs on the
 *    same thread);
 *  - no offload entries (the host's drive registration);
 *  - complex * and / calling ompfe's own __mul?c3/__div?c3 (device_complex.h), not libgcc's;
 *  - an empty inline asm before each indirect call, which keeps a kernel that makes one
 *    generic (LLVM 19's OpenMPOpt would run the call on one thread of an SPMD kernel);
 * and refuses, with an error, what the device runtime cannot run (an entry point it lacks,
 * `long double`, inline asm). One place decides the flavour: nothing in omp-lowering/ forks
 * on the triple, and the x86_64 device's output stays as it was. */
#ifndef OFE_GPU_DEVICE_H
#define OFE_GPU_DEVICE_H

#include <stdbool.h>

#include "llvm-c/Types.h"
#include "facts/construct_facts.h"
#include "offload-info/registry.h"

/* Rewrites m (translated and finished for the host plugin's flavour) for triple's GPU, and tells
 * facts each kernel's execution mode. */
bool ofe_gpu_device_finish(LLVMModuleRef m, const OfeOffloadRegistry *reg, const char *triple, const char *arch,
                           OfeDiag *diag, OfeConstructFacts *facts);

#endif
