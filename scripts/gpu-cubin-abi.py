#!/usr/bin/env python3
"""Rewrites the ELF header of the NVPTX cubins embedded in an offloading executable so that
LLVM 19's libomptarget accepts them, keeping the original header for the CUDA driver.

Why: CUDA 11.8's ptxas and nvlink (and every later toolkit's) write cubins with
EI_ABIVERSION 8, whose e_flags hold the SM number in bits 8-15 (sm_90: 0x06005a04).
libomptarget 19's CUDA plugin reads the SM number from bits 0-7, the layout of ABI version 7,
finds "sm_4" and skips the image: the program stops with "No images found compatible with the
installed hardware" although the GPU is there (llvm-project issue 159088, fixed after LLVM 19).
The CUDA driver, on the other hand, refuses a cubin whose header says ABI 7 with such code.
So each cubin's header gets the ABI 7 layout (EI_ABIVERSION 7, e_flags = sm | 64-bit | sm << 16)
and keeps the original in e_ident's padding, which ELF leaves unused:

  e_ident[9]      the original EI_ABIVERSION
  e_ident[10..13] the original e_flags (little-endian)
  e_ident[14..15] "OF": the mark that this header was rewritten

tools/gpu-run/cuda-abi-shim.c (a libcuda.so in front of the driver) puts the original back in
a copy of the image just before cuModuleLoadDataEx; scripts/gpu-pack-runtime.sh builds it.

The cubins are found where the offloading toolchain puts them: in each OffloadBinary
(magic 10 ff 10 ad) of the host ELF's .llvm.offloading sections, the images whose content is an
ELF file for EM_CUDA. A file that is itself a cubin is handled too.

usage: gpu-cubin-abi.py [--check | --restore] FILE [-o OUT]
  (default)   rewrite each cubin's header to the ABI 7 layout, in place or into OUT
  --check     only report; exit 1 when a cubin still has the ABI 8 layout, or there is none
  --restore   undo the rewrite (what the shim does), in place or into OUT
One line per cubin: FILE: cubin at OFFSET (sm_NN): the header before -> after.
"""
import struct
import sys

EM_CUDA = 190
MARK = b"OF"
OFFLOAD_MAGIC = b"\x10\xff\x10\xad"
SHT_LLVM_OFFLOADING = 0x6FFF4C0B
EF_CUDA_64BIT_ADDRESS = 0x400


def is_cubin(data, at):
    return (data[at:at + 4] == b"\x7fELF" and data[at + 4] == 2 and data[at + 5] == 1
            and struct.unpack_from("<H", data, at + 18)[0] == EM_CUDA)


def section_ranges(data):
    """(offset, size) of each .llvm.offloading section of a 64-bit little-endian ELF file."""
    if data[:4] != b"\x7fELF" or data[4] != 2 or data[5] != 1:
        return []
    shoff = struct.unpack_from("<Q", data, 40)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 58)
    if shoff == 0 or shnum == 0:
        return []
    def header(i):
        return struct.unpack_from("<IIQQQQ", data, shoff + i * shentsize)  # name type flags addr off size
    strtab = header(shstrndx)
    out = []
    for i in range(shnum):
        name, kind, _, _, off, size = header(i)
        end = data.find(b"\0", strtab[4] + name)
        if kind == SHT_LLVM_OFFLOADING or data[strtab[4] + name:end] == b".llvm.offloading":
            out.append((off, size))
    return out


def cubins(data):
    """Offsets of the cubins in data: the images of its OffloadBinaries, or data itself."""
    if is_cubin(data, 0):
        return [0]
    found = []
    for start, size in section_ranges(data):
        at = start
        while at + 24 <= start + size and data[at:at + 4] == OFFLOAD_MAGIC:
            _, total, entry_off, _ = struct.unpack_from("<IQQQ", data, at + 4)
            # the entry: image kind, offload kind, flags, strings offset, count, image offset, size
            image_off, image_size = struct.unpack_from("<QQ", data, at + entry_off + 24)
            if image_size >= 64 and is_cubin(data, at + image_off):
                found.append(at + image_off)
            at += (total + 7) & ~7  # binaries are 8-byte aligned in the section
    return found


def describe(abi, flags):
    return f"ABI {abi}, e_flags {flags:#010x}"


def rewrite(data, at):
    abi, flags = data[at + 8], struct.unpack_from("<I", data, at + 48)[0]
    if data[at + 14:at + 16] == MARK:
        return f"already rewritten ({describe(abi, flags)}; original {describe(data[at + 9], struct.unpack_from('<I', data, at + 10)[0])})"
    if abi < 8:
        return f"kept ({describe(abi, flags)}: the layout libomptarget 19 reads)"
    if any(data[at + 9:at + 16]):
        raise SystemExit(f"cubin at {at:#x}: e_ident padding is not zero, refusing to rewrite")
    sm = (flags >> 8) & 0xFF
    new_flags = sm | EF_CUDA_64BIT_ADDRESS | (sm << 16)
    data[at + 9] = abi
    struct.pack_into("<I", data, at + 10, flags)
    data[at + 14:at + 16] = MARK
    data[at + 8] = 7
    struct.pack_into("<I", data, at + 48, new_flags)
    return f"{describe(abi, flags)} -> {describe(7, new_flags)}, original kept in e_ident[9..15]"


def restore(data, at):
    if data[at + 14:at + 16] != MARK:
        return "not rewritten"
    abi, flags = data[at + 9], struct.unpack_from("<I", data, at + 10)[0]
    before = describe(data[at + 8], struct.unpack_from("<I", data, at + 48)[0])
    data[at + 8] = abi
    struct.pack_into("<I", data, at + 48, flags)
    data[at + 9:at + 16] = bytes(7)
    return f"{before} -> {describe(abi, flags)} (restored)"


def sm_of(data, at):
    flags = struct.unpack_from("<I", data, at + 48)[0]
    if data[at + 14:at + 16] == MARK:
        flags = struct.unpack_from("<I", data, at + 10)[0]
        abi = data[at + 9]
    else:
        abi = data[at + 8]
    return (flags >> 8) & 0xFF if abi >= 8 else flags & 0xFF


def main(argv):
    mode, out, files = "rewrite", None, []
    it = iter(argv)
    for a in it:
        if a in ("--check", "--restore"):
            mode = a[2:]
        elif a == "-o":
            out = next(it, None)
        elif a.startswith("-"):
            files = []
            break
        else:
            files.append(a)
    if len(files) != 1 or (out is None and argv.count("-o")) or (out and mode == "check"):
        print(__doc__.split("usage: ")[1].split("\n")[0], file=sys.stderr)
        return 2
    path = files[0]
    data = bytearray(open(path, "rb").read())
    found = cubins(data)
    if not found:
        print(f"{path}: no cubin found")
        return 1 if mode == "check" else 0
    bad = 0
    for at in found:
        sm = sm_of(data, at)
        if mode == "check":
            now = describe(data[at + 8], struct.unpack_from("<I", data, at + 48)[0])
            if data[at + 14:at + 16] == MARK and data[at + 8] == 7:
                orig = describe(data[at + 9], struct.unpack_from("<I", data, at + 10)[0])
                state = f"rewritten ({now}; original {orig})"
            elif data[at + 8] < 8:
                state = f"needs no rewrite ({now})"
            else:
                state = f"not rewritten ({now})"
                bad += 1
        else:
            state = (rewrite if mode == "rewrite" else restore)(data, at)
        print(f"{path}: cubin at {at:#x} (sm_{sm}): {state}")
    if mode != "check":
        with open(out or path, "wb") as f:
            f.write(data)
        if out:
            import shutil
            shutil.copymode(path, out)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
