"""e2e_run_lines: how a test/e2e program's RUN lines build it for the offload device, read once
for the scripts that rebuild the programs elsewhere (gpu-e2e.sh on a GPU machine,
gpu-e2e-images.py for the GPU images). A build is a RUN line of %cmp-clang / %cmp-mix on the
program (%s), or of %ompcc -fopenmp-targets=%offload-triple without -c."""
import os
import re
import shlex


def offload_builds(path):
    """PATH's offload builds in RUN-line order, each (flags, envs, takes_input): the flags that
    are not the harness's own (-D..., -O2, -g, a second source, with %S made PATH's folder), up
    to the first redirection; the OMP_ settings of an `env` prefix but OMP_TARGET_OFFLOAD; and
    whether the run reads input the harness gives (--stdin, --arg)."""
    text = open(path, encoding="utf-8", errors="replace").read()
    builds = []
    for m in re.finditer(r"^// RUN: (.*)$", text, re.M):
        try:
            words = shlex.split(m.group(1).split("|")[0].split("&&")[0])
        except ValueError:
            continue
        envs = []
        if words[:1] == ["env"]:
            words = words[1:]
            while words and "=" in words[0]:
                envs.append(words.pop(0))
        envs = [e for e in envs if e.startswith("OMP_") and not e.startswith("OMP_TARGET_OFFLOAD")]
        takes_input = False
        if words[:1] in (["%cmp-clang"], ["%cmp-mix"]) and words[1:2] == ["%s"]:
            takes_input = "--stdin" in words or "--arg" in words
            flags = [w for w in words[3:] if w != "--expect-fail"]
        elif words[:1] == ["%ompcc"] and "-fopenmp-targets=%offload-triple" in words and "-c" not in words:
            flags, ws = [], words[1:]
            while ws:
                w = ws.pop(0)
                if w == "-o":
                    ws = ws[1:]
                elif w not in ("%s", "-fopenmp", "-fopenmp-targets=%offload-triple"):
                    flags.append(w.replace("%S", os.path.dirname(path)))
        else:
            continue
        flags = flags[:next((i for i, w in enumerate(flags) if re.match(r"[0-9]*[<>]", w)), len(flags))]
        builds.append((flags, envs, takes_input))
    return builds
