/* tools: ompcc finds its siblings through /proc/self/exe (symlinks resolved), so an installed
   or a build-tree ompcc each use their own ompfe and resource headers. */
#include "driver/tools.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#ifndef OFE_LLVM_PREFIX
#define OFE_LLVM_PREFIX "/usr/lib/llvm-19"
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
  tools->packager = from_environment("OMPFE_PACKAGER", OFE_TOOL_PACKAGER);
  tools->clang = from_environment("OMPFE_CLANG", OFE_TOOL_CLANG);
  tools->resource_dir = ofe_pool_printf(pool, "%s/lib/ompfe/include", prefix);
  const char *runtime = ofe_pool_printf(pool, "%s/lib/libompfe_rt.a", prefix);
  tools->runtime_library = access(runtime, R_OK) == 0 ? runtime : NULL;
  const char *llvm = from_environment("OMPFE_LLVM_DIR", OFE_LLVM_PREFIX);
  tools->llvm_library_dir = ofe_pool_printf(pool, "%s/lib", llvm);
  tools->linker_wrapper = from_environment("OMPFE_CLANG", NULL)
                              ? NULL
                              : ofe_pool_printf(pool, "%s/bin/" OFE_TOOL_LINKER_WRAPPER, llvm);
  /* clang finds ld.lld beside itself before PATH's (Debian's /usr/bin/ld.lld is lld 14) */
  tools->device_linker = tools->linker_wrapper ? ofe_pool_printf(pool, "%s/bin/ld.lld", llvm) : NULL;
  tools->host_triple = OFE_HOST_TRIPLE;
}

const char *ofe_tools_find_on_path(OfePool *pool, const char *name) {
  const char *path = getenv("PATH");
  for (const char *start = path ? path : ""; *start;) {
    size_t length = strcspn(start, ":");
    /* an empty entry is the current directory, as the shell reads it */
    const char *candidate = length ? ofe_pool_printf(pool, "%.*s/%s", (int)length, start, name) : name;
    struct stat info;
    if (stat(candidate, &info) == 0 && S_ISREG(info.st_mode) && access(candidate, X_OK) == 0)
      return candidate;
    start += length + (start[length] == ':');
  }
  return NULL;
}

/* Debian 12 splits LLVM 19 over packages that do not depend on each other: clang-19 lacks the
   offload packager and the linker wrapper (scripts/install-deps.sh names the same packages). */
static const struct {
  const char *tool, *remedy;
} tool_remedies[] = {
    {OFE_TOOL_OMPFE, "set OMPFE to the compiler proper"},
    {OFE_TOOL_PACKAGER, "install the Debian package clang-tools-19"},
    {OFE_TOOL_LINKER_WRAPPER, "install the Debian package clang-tools-19"},
    {OFE_TOOL_CLANG, "install the Debian package clang-19"},
};

const char *ofe_tool_remedy(const char *tool_name) {
  for (size_t i = 0; i < sizeof tool_remedies / sizeof *tool_remedies; i++) {
    if (strcmp(tool_remedies[i].tool, tool_name) == 0)
      return tool_remedies[i].remedy;
  }
  return NULL;
}
