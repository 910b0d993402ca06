#!/usr/bin/env bash
# debian-source.sh CACHE PACKAGE DEST: unpacks Debian 12's source package PACKAGE (Debian's
# patches applied) into DEST. The download is kept in CACHE, so that every test and every run
# against the same build directory fetches it once; the apt configuration is private to CACHE,
# as the machine has no deb-src entry and the tests must not change it.
set -euo pipefail
cache=$1 package=$2 dest=$3
mkdir -p "$cache/lists/partial" "$cache/apt-cache/archives/partial" "$cache/files"
cat > "$cache/debian.sources" <<'SOURCES'
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
apt=(apt-get -q -o "Dir::Etc::SourceList=$cache/debian.sources" -o Dir::Etc::SourceParts=/dev/null
     -o "Dir::State::Lists=$cache/lists" -o "Dir::Cache=$cache/apt-cache" -o Debug::NoLocking=1
     -o "APT::Sandbox::User=$(id -un)" -o Acquire::http::Timeout=20)

unreachable() {
  echo "skipped: Debian's source archive is unreachable ($1; see $cache/fetch.log)" >&2
  exit 1
}

# Tests run in parallel and share the cache: one fetch at a time.
exec 9> "$cache/lock"
flock 9
if [ ! -s "$cache/$package.dsc" ]; then
  if ! compgen -G "$cache/lists/*Sources" > /dev/null; then
    timeout 120 "${apt[@]}" --error-on=any update > "$cache/fetch.log" 2>&1 || unreachable "apt-get update failed"
  fi
  (cd "$cache/files" && timeout 120 "${apt[@]}" --download-only source "$package") \
    >> "$cache/fetch.log" 2>&1 || unreachable "apt-get source $package failed"
  # The newest .dsc of the package is the one just fetched.
  dsc=$(cd "$cache/files" && ls -t "$package"_*.dsc | head -n 1)
  echo "$dsc" > "$cache/$package.dsc"
fi
flock -u 9
rm -rf "$dest"
dpkg-source -x "$cache/files/$(cat "$cache/$package.dsc")" "$dest" > "$dest.unpack.log" 2>&1 ||
  { cat "$dest.unpack.log" >&2; exit 1; }
