#!/usr/bin/env bash
# Makes the picture of docs/explorer.md: the tour's program (test/explain/Inputs/tour.c)
# compiled with -fexplain=, its host page shown by Debian's chromium, headless, with the target
# construct selected (#construct=0). test/explain/browser.test runs it, so the picture can be
# made again whenever the page changes.
#   scripts/explorer-screenshot.sh [BUILD [OUT.png]]   defaults: build, docs/explorer-tour.png
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
out=$(realpath -m "${2:-$root/docs/explorer-tour.png}")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/test/explain/Inputs/tour.c" "$work/"
cd "$work" # the page names the source as given: tour.c, no path of this machine
"$build/bin/ompcc" -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -c tour.c -fexplain=tour.html
rm -f "$out"
chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-dev-shm-usage --hide-scrollbars \
  --user-data-dir="$work/profile" --window-size=1400,900 --screenshot="$out" "file://$work/tour.html#construct=0" \
  >/dev/null 2>&1
test -s "$out"
echo "explorer-screenshot: $(stat -c %s "$out") bytes written to $(basename "$out")"
