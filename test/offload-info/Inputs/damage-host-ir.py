"""damage-host-ir.py OMPFE HOST.bc SOURCE.c COUNT: gives a device compile of SOURCE.c COUNT
copies of HOST.bc, each with a few bytes changed (the same ones on every run), and prints how
each compile ended: 'exit 0' (the damage did not matter), 'exit 1' (an error) or 'signal N'
(a crash, which must never happen), then one line per kind of ending."""
import collections
import os
import random
import subprocess
import sys
import tempfile

ompfe, host, source, count = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
data = open(host, "rb").read()
rng = random.Random(10)
endings = collections.Counter()
with tempfile.TemporaryDirectory() as tmp:
    for i in range(count):
        damaged = bytearray(data)
        for _ in range(rng.randrange(1, 4)):
            # past the magic number: a file that is not bitcode at all is another test
            damaged[rng.randrange(4, len(damaged))] = rng.randrange(256)
        path = os.path.join(tmp, "host.bc")
        open(path, "wb").write(damaged)
        r = subprocess.run([ompfe, "-fopenmp", "-fopenmp-is-target-device", "-fopenmp-host-ir-file-path", path,
                            "-DWITH_REGION", "-emit-llvm", "-S", source, "-o", os.path.join(tmp, "device.ll")],
                           capture_output=True, text=True, errors="backslashreplace")
        ending = f"signal {-r.returncode}" if r.returncode < 0 else f"exit {r.returncode}"
        if r.returncode not in (0, 1) or (r.returncode == 1 and "host IR file" not in r.stderr):
            print(f"copy {i}: {ending}\n{r.stderr}")
        endings[ending] += 1
for ending, n in sorted(endings.items()):
    print(f"{ending}: {n}")
