/* tools: where the programs and files the driver uses are: ompfe beside ompcc, the offload
   packager and clang-19 (as assembler and linker driver), the resource and runtime directories. */
#ifndef OFE_DRIVER_TOOLS_H
#define OFE_DRIVER_TOOLS_H

#include "driver/pool.h"

/* The programs ompcc runs, by the names messages use. */
#define OFE_TOOL_OMPFE "ompfe"
#define OFE_TOOL_PACKAGER "clang-offload-packager-19"
#define OFE_TOOL_CLANG "clang-19"
#define OFE_TOOL_LINKER_WRAPPER "clang-linker-wrapper"

typedef struct OfeToolPaths {
  const char *ompfe;           /* $OMPFE, else <dir of ompcc>/ompfe */
  const char *packager;        /* $OMPFE_PACKAGER, else clang-offload-packager-19 (PATH) */
  const char *clang;           /* $OMPFE_CLANG, else clang-19 (PATH) */
  const char *install_dir;     /* the directory ompcc runs from */
  const char *resource_dir;    /* <dir of ompcc>/../lib/ompfe/include */
  const char *runtime_library; /* <dir of ompcc>/../lib/libompfe_rt.a, or NULL while it does not exist */
  const char *llvm_library_dir; /* libomp and libomptarget 19 ($OMPFE_LLVM_DIR/lib, else
                                   /usr/lib/llvm-19/lib): the rpath of OpenMP programs */
  const char *linker_wrapper;  /* what clang-19 runs to link device images; NULL when $OMPFE_CLANG
                                  names another clang, whose wrapper ompcc cannot know */
  const char *device_linker;   /* the ld.lld clang-19 links AMDGPU images with ($OMPFE_LLVM_DIR/bin/ld.lld,
                                  else /usr/lib/llvm-19/bin/ld.lld: lld-19's); NULL with $OMPFE_CLANG */
  const char *host_triple;
} OfeToolPaths;

/* Fills `tools`; argv0 is the fallback when /proc/self/exe cannot be read. */
void ofe_tools_find(OfeToolPaths *tools, OfePool *pool, const char *argv0);

/* `name`'s path in a folder of $PATH where it is an executable file, or NULL. */
const char *ofe_tools_find_on_path(OfePool *pool, const char *name);

/* What to do when the tool named `tool_name` (an OFE_TOOL_*) cannot be found, e.g. "install
   the Debian package clang-tools-19". */
const char *ofe_tool_remedy(const char *tool_name);

#endif
