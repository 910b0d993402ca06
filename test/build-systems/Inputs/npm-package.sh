#!/usr/bin/env bash
# npm-package.sh CACHE SPEC DEST: unpacks the npm package SPEC (e.g. better-sqlite3@12) into
# DEST. The tarball `npm pack` fetches is kept in CACHE, so every test and every run against the
# same build directory downloads it once; nothing of it enters the repository.
set -euo pipefail
cache=$1 spec=$2 dest=$3
mkdir -p "$cache"
exec 9> "$cache/lock"
flock 9
name=${spec//[@\/]/_}
if [ ! -s "$cache/$name.tgz" ]; then
  rm -rf "$cache/pack" && mkdir -p "$cache/pack"
  (cd "$cache/pack" && timeout 120 npm pack --silent "$spec") > "$cache/fetch.log" 2>&1 || {
    echo "skipped: the npm registry is unreachable (npm pack $spec failed; see $cache/fetch.log)" >&2
    exit 1
  }
  mv "$cache/pack"/*.tgz "$cache/$name.tgz"
fi
flock -u 9
rm -rf "$dest" && mkdir -p "$dest"
tar -xzf "$cache/$name.tgz" -C "$dest" --strip-components=1
