#!/usr/bin/env python3
"""usage: explain-module-match.py PAGE.html TITLE DUMP

Checks that the whole module an -fexplain page shows under TITLE (the <summary> of its
<details class="module">, e.g. "MLIR after the pass pipeline") is, byte for byte, the text of
DUMP (what -emit-mlir or -emit-llvm wrote for the same compile), but for the empty line
-emit-mlir writes after the module. Prints `same` or the first difference."""
import difflib
import html
import re
import sys

page, title, dump = sys.argv[1], sys.argv[2], sys.argv[3]
found = re.search(r'<summary>' + re.escape(title) + r' \(\d+ bytes\)</summary><pre>(.*?)</pre>', open(page).read(), re.S)
if not found:
    sys.exit(f"no module titled '{title}' on the page")
shown, dumped = html.unescape(found.group(1)), open(dump).read()
if dumped.endswith("}\n\n"):
    dumped = dumped[:-1]
if shown == dumped:
    print("same")
else:
    print("\n".join(list(difflib.unified_diff(dumped.splitlines(), shown.splitlines(), "dump", "page", lineterm=""))[:40]))
