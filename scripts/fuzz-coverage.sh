#!/usr/bin/env bash
# scripts/fuzz-coverage.sh [CORPUS_ROOT...]: how much of ompfe's own sources fuzz corpora
# reach. Builds the fuzz targets' replay programs for source-based coverage in build-cov/
# (CC=clang-19), runs every CORPUS_ROOT/<target>/ through them (by default what
# scripts/fuzz.sh runs the targets on: build-fuzz/corpus, build-fuzz/seeds and
# fuzz/regressions; libFuzzer keeps in its corpus only what the seeds did not reach), and
# prints llvm-cov's line and region coverage per directory of ompfe (each folder of
# libompfe's sources, docs/design.md "Where things are") and in all; the per-file report is left in
# build-cov/report.txt. docs/fuzzing.md says more.
set -euo pipefail
cd "$(dirname "$0")/.."
roots=("$@")
[ ${#roots[@]} -gt 0 ] || roots=(build-fuzz/corpus build-fuzz/seeds fuzz/regressions)
dir=build-cov
if [ ! -f "$dir/CMakeCache.txt" ]; then
  CC=clang-19 cmake -S . -B "$dir" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DOMPFE_FUZZ=ON -DOMPFE_FUZZ_COVERAGE=ON >/dev/null
fi
cmake --build "$dir" -j "${OMPFE_FUZZ_BUILD_JOBS:-$(nproc)}" --target fuzz_source_replay fuzz_host_ir_replay >/dev/null
rm -f "$dir"/*.profraw "$dir"/all.profdata
for target in fuzz_source fuzz_host_ir; do
  inputs=()
  for root in "${roots[@]}"; do [ -d "$root/$target" ] && inputs+=("$root/$target"); done
  if [ ${#inputs[@]} -gt 0 ]; then
    LLVM_PROFILE_FILE="$dir/$target-%p.profraw" "$dir/fuzz/${target}_replay" "${inputs[@]}" 2>/dev/null | tail -1 |
      sed "s/^/$target: /"
  fi
done
llvm-profdata-19 merge -o "$dir/all.profdata" "$dir"/*.profraw
sources=(support options sema preprocess parse emit omp-lowering passes offload-info backend cc1 api)
llvm-cov-19 report "$dir/fuzz/fuzz_source_replay" -object "$dir/fuzz/fuzz_host_ir_replay" \
  -instr-profile "$dir/all.profdata" "${sources[@]}" >"$dir/report.txt"
# per directory: sum the per-file counts (columns: regions, missed, cover, functions, missed,
# cover, lines, missed, cover, branches, missed, cover)
awk -v dirs="${sources[*]}" '
  BEGIN { n = split(dirs, d, " ") }
  $1 ~ /\.[ch]$/ && NF >= 13 {
    split($1, parts, "/"); k = parts[1]
    r[k] += $2; rm[k] += $3; l[k] += $8; lm[k] += $9
    R += $2; RM += $3; L += $8; LM += $9
  }
  END {
    printf "%-14s %18s %18s\n", "directory", "lines", "regions"
    for (i = 1; i <= n; i++) { k = d[i]
      if (l[k]) printf "%-14s %7d/%-6d %5.1f%% %7d/%-6d %5.1f%%\n", k, l[k]-lm[k], l[k], 100*(l[k]-lm[k])/l[k], r[k]-rm[k], r[k], 100*(r[k]-rm[k])/r[k] }
    printf "%-14s %7d/%-6d %5.1f%% %7d/%-6d %5.1f%%\n", "all", L-LM, L, 100*(L-LM)/L, R-RM, R, 100*(R-RM)/R
  }' "$dir/report.txt"
