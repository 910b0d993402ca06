# cubin_header.py REWRITTEN ORIGINAL: compares the cubin embedded in two copies of one
# executable, before and after scripts/gpu-cubin-abi.py. Prints what the rewritten header
# holds, and fails unless it is in the layout libomptarget 19 reads (EI_ABIVERSION 7, the SM
# number in e_flags bits 0-7), keeps the original EI_ABIVERSION and e_flags in e_ident[9..13]
# with "OF" in e_ident[14..15], and every other byte of the file is unchanged.
import struct, sys
new, old = (open(p, "rb").read() for p in sys.argv[1:3])
at = old.find(b"\x7fELF\x02\x01\x01\x41")  # ELFOSABI_CUDA: the first cubin
assert at > 0 and struct.unpack_from("<H", old, at + 18)[0] == 190, "no cubin in the original"
assert len(new) == len(old), "sizes differ"
diff = [i - at for i in range(len(old)) if new[i] != old[i]]
assert all(i in range(8, 16) or i in range(48, 52) for i in diff), f"other bytes changed: {diff}"
flags = struct.unpack_from("<I", new, at + 48)[0]
print(f"now: EI_ABIVERSION {new[at + 8]}, sm_{flags & 0xff}, e_flags {flags:#010x}")
print(f"kept: EI_ABIVERSION {new[at + 9]}, e_flags {struct.unpack_from('<I', new, at + 10)[0]:#010x}, mark {new[at + 14:at + 16].decode()}")
print(f"original: EI_ABIVERSION {old[at + 8]}, e_flags {struct.unpack_from('<I', old, at + 48)[0]:#010x}")
assert new[at + 9] == old[at + 8] and new[at + 10:at + 14] == old[at + 48:at + 52]
