#!/usr/bin/env python3
"""usage: explain-kernels-match.py PAGE.html MODULE.ll

Checks that each construct's LLVM IR on an -fexplain page is, byte for byte, the definition
`-emit-llvm` printed for the same function in MODULE.ll (the page may print a module over its
cap with the bodies it does not show set aside: the kernels must still read as the dump does).
Prints `N kernels, M as -emit-llvm prints them`, then the first difference."""
import difflib
import json
import re
import sys

page, module = sys.argv[1], sys.argv[2]
data = re.search(r'<script type="application/json" id="explain-data">(.*?)</script>', open(page).read(), re.S)
constructs = json.loads(data.group(1))["constructs"]
text = open(module).read()
kernels = [c["llvm"] for c in constructs if c.get("llvm")]
same, first_difference = 0, None
for kernel in kernels:
    define = next(line for line in kernel.splitlines() if line.startswith("define "))
    start = text.find("\n" + define + "\n") + 1
    previous = text.rfind("\n", 0, start - 1) + 1
    if start and text.startswith("; Function Attrs:", previous):
        start = previous  # the comment line above a definition, which the page keeps too
    dumped = text[start:text.find("\n}\n", start) + 3] if start else ""
    if dumped == kernel:
        same += 1
    elif first_difference is None:
        first_difference = "\n".join(difflib.unified_diff(dumped.splitlines(), kernel.splitlines(), "-emit-llvm", "page", lineterm=""))
print(f"{len(kernels)} kernels, {same} as -emit-llvm prints them")
if first_difference:
    print(first_difference[:3000])
