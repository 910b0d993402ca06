/* host_ir: `!omp_offload.info`, the list that ties a device compile to its host compile
 * (docs/offload-abi.md §3.4): written into the host module; read back from the host IR file in
 * device mode and checked against the device module, entry by entry. Where clang-19 silently
 * drops a kernel (or crashes on a bad order), ompfe names the entry and the file. */
#include "offload-info/host_ir.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include "llvm-c/BitReader.h"
#include "llvm-c/Core.h"
#include "llvm-c/IRReader.h"
#include "runtime-abi/abi.h"

#define MD_NAME "omp_offload.info"

static LLVMMetadataRef md_i32(LLVMContextRef c, uint64_t v) {
  return LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(c), v, false));
}

static LLVMMetadataRef md_str(LLVMContextRef c, const char *s) { return LLVMMDStringInContext2(c, s, strlen(s)); }

static void add_flag(LLVMModuleRef m, const char *key, unsigned value) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  /* behavior 7 (Max) is what clang-19 uses; the C API's enum stops at AppendUnique */
  LLVMMetadataRef ops[] = {md_i32(c, 7), md_str(c, key), md_i32(c, value)};
  LLVMAddNamedMetadataOperand(m, "llvm.module.flags", LLVMMetadataAsValue(c, LLVMMDNodeInContext2(c, ops, 3)));
}

void ofe_offload_info_write(const OfeOffloadRegistry *r, LLVMModuleRef m, unsigned omp_version) {
  LLVMContextRef c = LLVMGetModuleContext(m);
  for (size_t i = 0; i < r->entries.len; i++) {
    const OfeOffloadEntry *e = &r->entries.items[i];
    LLVMMetadataRef node;
    if (e->kind == OFE_ENTRY_REGION) {
      LLVMMetadataRef ops[] = {md_i32(c, 0), md_i32(c, e->dev_id), md_i32(c, e->file_id), md_str(c, e->parent),
                               md_i32(c, e->line), md_i32(c, e->count), md_i32(c, e->order)};
      node = LLVMMDNodeInContext2(c, ops, 7);
    } else {
      LLVMMetadataRef ops[] = {md_i32(c, 1), md_str(c, e->name), md_i32(c, e->flags), md_i32(c, e->order)};
      node = LLVMMDNodeInContext2(c, ops, 4);
    }
    LLVMAddNamedMetadataOperand(m, MD_NAME, LLVMMetadataAsValue(c, node));
  }
  add_flag(m, "openmp", omp_version);
  if (r->is_device) add_flag(m, "openmp-device", omp_version);
}

/* An integer operand that fits in 32 bits (clang writes i32s; a wider value is not one) */
static bool operand_u32(LLVMValueRef v, unsigned *out) {
  if (!v || !LLVMIsAConstantInt(v)) return false;
  unsigned long long x = LLVMConstIntGetZExtValue(v);
  if (x > UINT32_MAX) return false;
  *out = (unsigned)x;
  return true;
}

static const char *operand_str(OfeArena *a, LLVMValueRef v) {
  unsigned len = 0;
  const char *s = v ? LLVMGetMDString(v, &len) : NULL;
  return s ? ofe_arena_strndup(a, s, len) : NULL;
}

bool ofe_offload_info_read_module(LLVMModuleRef m, const char *path, OfeOffloadRegistry *host, OfeDiag *diag) {
  unsigned n = LLVMGetNamedMetadataNumOperands(m, MD_NAME);
  LLVMValueRef nodes[n ? n : 1];
  LLVMGetNamedMetadataOperands(m, MD_NAME, nodes);
  for (unsigned i = 0; i < n; i++) {
    unsigned nops = LLVMGetMDNodeNumOperands(nodes[i]);
    LLVMValueRef ops[nops ? nops : 1];
    LLVMGetMDNodeOperands(nodes[i], ops);
    OfeOffloadEntry e = {.has_entry = true, .file = path};
    unsigned kind = 99;
    bool good = nops > 0 && operand_u32(ops[0], &kind);
    if (good && kind == 0 && nops == 7) {
      e.kind = OFE_ENTRY_REGION;
      e.parent = operand_str(host->arena, ops[3]);
      good = operand_u32(ops[1], &e.dev_id) && operand_u32(ops[2], &e.file_id) && e.parent &&
             operand_u32(ops[4], &e.line) && operand_u32(ops[5], &e.count) && operand_u32(ops[6], &e.order);
      if (good) {
        e.name = ofe_arena_printf(host->arena, OFE_KERNEL_NAME_FORMAT, e.dev_id, e.file_id, e.parent, e.line);
        if (e.count) e.name = ofe_arena_printf(host->arena, "%s_%u", e.name, e.count);
      }
    } else if (good && kind == 1 && nops == 4) {
      e.kind = OFE_ENTRY_GLOBAL;
      e.name = operand_str(host->arena, ops[1]);
      good = e.name && operand_u32(ops[2], &e.flags) && operand_u32(ops[3], &e.order);
    } else {
      good = false;
    }
    if (!good) {
      ofe_error_plain(diag, "the host IR file '%s' has a malformed !omp_offload.info entry (#%u)", path, i);
      return false;
    }
    ofe_vec_push(host->arena, &host->entries, e);
  }
  return true;
}

/* LLVM reports a bad bitcode file through the context's diagnostic handler, whose default
 * prints the message and exits: keep the first error for ompfe's own message instead. */
static void keep_llvm_error(LLVMDiagnosticInfoRef info, void *user) {
  char **msg = user;
  if (LLVMGetDiagInfoSeverity(info) == LLVMDSError && !*msg) *msg = LLVMGetDiagInfoDescription(info);
}

/* How a read ended. */
typedef enum ReadResult {
  READ_OK = 0,
  READ_BAD_ENTRIES = 3, /* LLVM read the module; its !omp_offload.info is wrong */
  READ_NOT_IR = 4,      /* no module: unreadable, or LLVM refused it */
} ReadResult;

/* Reads the file into `host` in this process (ofe_offload_info_read below decides whether it
 * is safe to). */
static ReadResult read_in_process(const char *path, OfeOffloadRegistry *host, OfeDiag *diag) {
  char *msg = NULL;
  LLVMMemoryBufferRef buf;
  if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg)) {
    ofe_error_plain(diag, "cannot read the host IR file '%s': %s", path, msg ? msg : "unknown error");
    LLVMDisposeMessage(msg);
    return READ_NOT_IR;
  }
  LLVMContextRef c = LLVMContextCreate();
  LLVMContextSetDiagnosticHandler(c, keep_llvm_error, &msg);
  LLVMModuleRef m = NULL;
  size_t size = LLVMGetBufferSize(buf);
  const char *start = LLVMGetBufferStart(buf);
  bool is_bitcode = size >= 4 && memcmp(start, "BC\xc0\xde", 4) == 0;
  bool failed;
  if (is_bitcode) {
    /* lazily: only the metadata is needed, not the function bodies */
    failed = LLVMGetBitcodeModuleInContext2(c, buf, &m);
  } else {
    failed = LLVMParseIRInContext(c, buf, &m, &msg); /* takes the buffer */
    buf = NULL;
  }
  if (failed || !m) {
    ofe_error_plain(diag, "the host IR file '%s' is not LLVM IR (bitcode or text)%s%s", path, msg ? ": " : "", msg ? msg : "");
    LLVMDisposeMessage(msg);
    if (buf) LLVMDisposeMemoryBuffer(buf);
    LLVMContextDispose(c);
    return READ_NOT_IR;
  }
  bool ok = ofe_offload_info_read_module(m, path, host, diag);
  LLVMDisposeModule(m);
  LLVMContextDispose(c);
  return ok ? READ_OK : READ_BAD_ENTRIES;
}

static const char *describe(OfeArena *a, const OfeOffloadEntry *e) {
  if (e->kind == OFE_ENTRY_REGION)
    return ofe_arena_printf(a, "target region '%s' (in '%s', line %u)", e->name, e->parent, e->line);
  return ofe_arena_printf(a, "%s '%s'", e->flags == OFE_ENTRY_INDIRECT ? "indirect function entry" : e->flags == OFE_ENTRY_LINK ? "link variable" : "declare target variable", e->name);
}

/* The function-pointer table's globals are ompfe's own runtime support: a host compiled by
 * clang-19 has no entries for them (and fills no table, so the lookup finds nothing and
 * calls go to the pointer as given, as in clang-19). The device keeps them only when the
 * host has them. */
static bool is_runtime_support(const OfeOffloadEntry *e) {
  return e->kind == OFE_ENTRY_GLOBAL && (strcmp(e->name, OFE_FPTR_MAP_P) == 0 || strcmp(e->name, OFE_FPTR_MAP_SIZE) == 0);
}

/* A static variable goes by its entry name in an ompfe host. A clang-19 host lists a
 * file-scope one under its own name with no entry, and a function-scope one not at all (its
 * device copy is unreachable from the host either way). The device then does as clang-19's:
 * the entry is metadata only, or gone, and the device copy keeps its name and stays internal.
 * Statics the host has under their entry names are left as they are. */
static void follow_clang_host_statics(OfeOffloadRegistry *device, OfeStrMap *hmap) {
  size_t kept = 0;
  for (size_t i = 0; i < device->entries.len; i++) {
    OfeOffloadEntry d = device->entries.items[i];
    bool is_static = d.kind == OFE_ENTRY_GLOBAL && d.flags == OFE_ENTRY_TO && d.target && strcmp(d.name, d.target) != 0;
    if (is_static && !ofe_strmap_get(hmap, d.name, strlen(d.name))) {
      const OfeOffloadEntry *h = ofe_strmap_get(hmap, d.target, strlen(d.target));
      if (!h) continue;
      if (h->kind == OFE_ENTRY_GLOBAL && h->flags == OFE_ENTRY_TO) {
        d.name = d.target;
        d.has_entry = false;
      }
    }
    device->entries.items[kept++] = d;
  }
  device->entries.len = kept;
}

/* name -> entry: a region's name spells its whole identity (dev, file, parent, line, count) */
static void index_entries(const OfeOffloadRegistry *r, OfeStrMap *map) {
  ofe_strmap_init(map, r->arena);
  for (size_t i = 0; i < r->entries.len; i++) {
    const OfeOffloadEntry *e = &r->entries.items[i];
    ofe_strmap_put(map, e->name, strlen(e->name), (void *)e);
  }
}

bool ofe_offload_info_match(OfeOffloadRegistry *device, const OfeOffloadRegistry *host, const char *path, OfeDiag *diag) {
  OfeArena *a = device->arena;
  size_t n = host->entries.len;
  bool ok = true;
  /* the host's orders must number its entries 0..n-1, each once */
  char *seen = ofe_arena_alloc(a, n + 1);
  for (size_t i = 0; i < n; i++) {
    const OfeOffloadEntry *h = &host->entries.items[i];
    if (h->order >= n) {
      ofe_error_plain(diag, "the host IR file '%s' gives %s the order %u, out of range for %zu entries", path, describe(a, h), h->order, n);
      ok = false;
    } else if (seen[h->order]++) {
      ofe_error_plain(diag, "the host IR file '%s' gives the order %u to more than one entry (again to %s)", path, h->order, describe(a, h));
      ok = false;
    }
  }
  OfeStrMap dmap, hmap;
  ofe_strmap_init(&hmap, a);
  for (size_t i = 0; i < n; i++) {
    /* one entry per name: the same one twice would give a device entry two orders */
    const OfeOffloadEntry *h = &host->entries.items[i];
    if (ofe_strmap_get(&hmap, h->name, strlen(h->name))) {
      ofe_error_plain(diag, "the host IR file '%s' lists %s more than once", path, describe(a, h));
      ok = false;
    }
    ofe_strmap_put(&hmap, h->name, strlen(h->name), (void *)h);
  }
  if (!ok) return false;
  follow_clang_host_statics(device, &hmap);
  index_entries(device, &dmap);
  for (size_t i = 0; i < n; i++) {
    const OfeOffloadEntry *h = &host->entries.items[i];
    if (!ofe_strmap_get(&dmap, h->name, strlen(h->name))) {
      ofe_error_plain(diag, "the host IR file '%s' has %s, which this device compile does not have: were the host and device compiled from the same source and options?",
                      path, describe(a, h));
      ok = false;
    }
  }
  size_t kept = 0;
  for (size_t i = 0; i < device->entries.len; i++) {
    OfeOffloadEntry *d = &device->entries.items[i];
    const OfeOffloadEntry *h = ofe_strmap_get(&hmap, d->name, strlen(d->name));
    if ((!h || h->kind != d->kind) && is_runtime_support(d)) continue;
    if (!h || h->kind != d->kind) {
      ofe_error_plain(diag, "%s is not in the host IR file '%s': the host program could not reach it", describe(a, d), path);
      ok = false;
      continue;
    }
    d->order = h->order;
    device->entries.items[kept++] = *d;
  }
  if (!ok) return false;
  if (kept != n) {
    ofe_error_plain(diag, "internal error: %zu device offload entries for the %zu of the host IR file '%s'", kept, n, path);
    return false;
  }
  device->entries.len = kept;
  /* both sides hold the same n entries and the orders are a permutation of 0..n-1: place
   * each device entry at its order */
  OfeOffloadEntry *sorted = ofe_arena_alloc(a, (n + 1) * sizeof *sorted);
  for (size_t i = 0; i < n; i++) sorted[device->entries.items[i].order] = device->entries.items[i];
  if (n) memcpy(device->entries.items, sorted, n * sizeof *sorted); /* no entries: items may be NULL */
  return true;
}

/* The child's diagnostics go to the parent through a pipe, each message ending in a NUL. */
static void send_to_parent(void *user, OfeDiagLevel level, const char *file, unsigned line, unsigned col, const char *message) {
  (void)level, (void)file, (void)line, (void)col;
  const int *fd = user;
  size_t len = strlen(message) + 1;
  for (size_t done = 0; done < len;) {
    ssize_t n = write(*fd, message + done, len - done);
    if (n <= 0) return;
    done += (size_t)n;
  }
}

/* Everything the child sent, until it closed the pipe (malloc'd, NUL-terminated). */
static char *receive_from_child(int fd, size_t *len) {
  size_t cap = 4096;
  char *text = malloc(cap);
  *len = 0;
  for (;;) {
    if (*len + 1 == cap) text = realloc(text, cap *= 2);
    ssize_t n = read(fd, text + *len, cap - 1 - *len);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    *len += (size_t)n;
  }
  text[*len] = 0;
  return text;
}

/* LLVM's bitcode reader (and its IR parser) trusts what it reads: a file with a few damaged
 * bytes can crash it (llvm-dis-19 crashes on the same files), and its error paths leak. A
 * crash would take the compile, or the program using the API, with it. So the file is read
 * first in a child process. A file the child read (good entries or bad) is read again here,
 * where the entries are kept and checked; for a file LLVM refused, the child's errors are
 * reported, and the file never reaches LLVM in this process. The reader can also loop for
 * ever on damaged bytes (llvm-dis-19 does on test/offload-info/Inputs/host-reader-loops.bc):
 * the child gets READ_CPU_SECONDS of CPU time, many times what the largest host IR takes. */
enum { READ_CPU_SECONDS = 10 };

bool ofe_offload_info_read(const char *path, OfeOffloadRegistry *host, OfeDiag *diag) {
  int fds[2];
  if (pipe(fds) != 0) return read_in_process(path, host, diag) == READ_OK; /* no pipe: as before */
  fflush(NULL); /* the child must not write out the parent's buffered output again */
  pid_t pid = fork();
  if (pid == 0) {
    close(fds[0]);
    /* the parent reports; the child's own messages (or a sanitizer's report) are noise */
    int null = open("/dev/null", O_WRONLY);
    if (null >= 0) dup2(null, 2);
    /* die by the signal itself, not through a crash handler that another runtime installed
     * (a sanitizer's, a fuzzer's) and that would report the crash as its own */
    const int deadly[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGXCPU};
    for (size_t i = 0; i < sizeof deadly / sizeof *deadly; i++) signal(deadly[i], SIG_DFL);
    struct rlimit cpu = {READ_CPU_SECONDS, READ_CPU_SECONDS + 1};
    setrlimit(RLIMIT_CPU, &cpu);
    OfeArena arena;
    ofe_arena_init(&arena);
    OfeDiag to_parent;
    ofe_diag_init(&to_parent, &arena, "ompfe");
    to_parent.handler = send_to_parent;
    to_parent.handler_user = &fds[1];
    OfeOffloadRegistry scratch;
    ofe_registry_init(&scratch, &arena, false);
    _exit(read_in_process(path, &scratch, &to_parent));
  }
  close(fds[1]);
  if (pid < 0) {
    close(fds[0]);
    return read_in_process(path, host, diag) == READ_OK; /* no process to spare: as before */
  }
  size_t len;
  char *sent = receive_from_child(fds[0], &len);
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0)
    if (errno != EINTR) {
      status = 0; /* cannot tell: read it here, as before */
      break;
    }
  bool ok = false;
  if (WIFEXITED(status) && (WEXITSTATUS(status) == READ_OK || WEXITSTATUS(status) == READ_BAD_ENTRIES)) {
    ok = read_in_process(path, host, diag) == READ_OK;
  } else if (WIFEXITED(status) && WEXITSTATUS(status) == READ_NOT_IR && len) {
    for (const char *m = sent; m < sent + len; m += strlen(m) + 1) ofe_diag_report(diag, OFE_DIAG_ERROR, (OfeLoc){0}, m);
  } else if (WIFSIGNALED(status) && WTERMSIG(status) == SIGXCPU) {
    ofe_error_plain(diag, "the host IR file '%s' is damaged: LLVM's reader did not finish it in %d seconds", path,
                    READ_CPU_SECONDS);
  } else if (WIFSIGNALED(status)) {
    ofe_error_plain(diag, "the host IR file '%s' is damaged: LLVM's reader crashed on it (%s)", path, strsignal(WTERMSIG(status)));
  } else {
    ofe_error_plain(diag, "the host IR file '%s' is damaged: LLVM's reader gave up on it (exit status %d)", path,
                    WIFEXITED(status) ? WEXITSTATUS(status) : -1);
  }
  free(sent);
  return ok;
}
