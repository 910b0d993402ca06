/* tools: ompcc finds its siblings through /proc/self/exe (symlinks resolved), so an installed
   or a build-tree ompcc each use their own ompfe and resource headers. */
#include "frontend/driver/tools.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef OFE_LLVM_LIBRARY_DIR
#define OFE_LLVM_LIBRARY_DIR "/usr/lib/llvm-19/lib"
#endif

#if defined(__x86_64__)
#define OFE_HOST_TRIPLE "x86_64-pc-linux-gnu"
#elif defined(__aarch64__)
#define OFE_HOST_TRIPLE "aarch64-unknown-linux-gnu"
#else
#error "ompcc: unsupported host architecture (add its triple here)"
#endif

/* An environment override, ignoring set-but-empty variables. */
static const char *from_environment(const char *name, const char *fallback) {
  const char *value = getenv(name);
  return value && value[0] ? value : fallback;
}

/* The directory holding the running executable, without a trailing slash. */
static const char *executable_dir(OfePool *pool, const char *argv0) {
  char path[PATH_MAX];
  ssize_t length = readlink("/proc/self/exe", path, sizeof path - 1);
  const char *exe = NULL;
  if (length > 0) {
    path[length] = '\0';
    exe = path;
  } else if (argv0 && strchr(argv0, '/') && realpath(argv0, path)) {
    exe = path;
  }
  if (!exe)
    return ".";
  const char *slash = strrchr(exe, '/');
  if (slash == exe)
    return "/";
  return ofe_pool_strndup(pool, exe, (size_t)(slash - exe));
}

/* The parent of `dir` ("/usr/bin" -> "/usr"), spelled without "..". */
static const char *parent_dir(OfePool *pool, const char *dir) {
  const char *slash = strrchr(dir, '/');
  if (!slash)
    return ofe_pool_printf(pool, "%s/..", dir);
  if (slash == dir)
    return "";
  return ofe_pool_strndup(pool, dir, (size_t)(slash - dir));
}

void ofe_tools_find(OfeToolPaths *tools, OfePool *pool, const char *argv0) {
  const char *bin = executable_dir(pool, argv0);
  const char *prefix = parent_dir(pool, bin);
  tools->install_dir = bin;
  tools->ompfe = from_environment("OMPFE", ofe_pool_printf(pool, "%s/ompfe", strcmp(bin, "/") ? bin : ""));
  tools->packager = from_environment("OMPFE_PACKAGER", "clang-offload-packager-19");
  tools->clang = from_environment("OMPFE_CLANG", "clang-19");
  tools->resource_dir = ofe_pool_printf(pool, "%s/lib/ompfe/include", prefix);
  const char *runtime = ofe_pool_printf(pool, "%s/lib/libompfe_rt.a", prefix);
  tools->runtime_library = access(runtime, R_OK) == 0 ? runtime : NULL;
  tools->llvm_library_dir = OFE_LLVM_LIBRARY_DIR;
  tools->host_triple = OFE_HOST_TRIPLE;
}
