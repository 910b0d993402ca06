#!/usr/bin/env bash
# Makes the pictures of docs/explorer.md: a program of test/explain/Inputs compiled with
# -fexplain=, its host page shown by Debian's chromium, headless, with its first construct
# selected (#construct=0). test/explain/browser.test runs it for each picture, so they can be
# made again whenever the page changes.
#   scripts/explorer-screenshot.sh [BUILD [OUT.png [PROGRAM [HEIGHT]]]]
# defaults: build, docs/explorer-tour.png, tour (test/explain/Inputs/tour.c), 900 pixels
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
build=$(cd "${1:-$root/build}" && pwd)
out=$(realpath -m "${2:-$root/docs/explorer-tour.png}")
program=${3:-tour}
height=${4:-900}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$root/test/explain/Inputs/$program.c" "$work/"
cd "$work" # the page names the source as given: tour.c, no path of this machine
"$build/bin/ompcc" -fopenmp -fopenmp-targets=x86_64-pc-linux-gnu -c "$program.c" -fexplain="$program.html"
rm -f "$out"
chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-dev-shm-usage --hide-scrollbars \
  --user-data-dir="$work/profile" --window-size=1400,"$height" --screenshot="$out" "file://$work/$program.html#construct=0" \
  >/dev/null 2>&1
test -s "$out"
echo "explorer-screenshot: $(stat -c %s "$out") bytes written to $(basename "$out")"
