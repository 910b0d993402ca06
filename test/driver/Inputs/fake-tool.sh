#!/bin/sh
# Stand-in for ompfe, the offload packager and clang-19 in driver tests that really run jobs:
# logs its command line to $FAKE_LOG, writes one line to its -o file, then succeeds, fails
# (FAKE_MODE=fail, or a source named *fail-here*; status $FAKE_STATUS) or crashes (FAKE_MODE=crash).
out= prev=
for arg in "$@"; do
  [ "$prev" = "-o" ] && out=$arg
  prev=$arg
done
[ -n "$FAKE_LOG" ] && echo "fake $*" >> "$FAKE_LOG"
mode=${FAKE_MODE:-ok}
case " $* " in *fail-here*) mode=fail ;; esac
[ -n "$out" ] && [ "$out" != - ] && echo "written by fake $mode" > "$out"
case $mode in
  ok) exit 0 ;;
  fail) echo "fake: error: failing as asked" >&2; exit "${FAKE_STATUS:-1}" ;;
  crash) kill -SEGV $$ ;;
esac
