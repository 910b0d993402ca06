#!/usr/bin/env bash
# Unpacks NVIDIA's ptxas and nvlink, which linking for nvptx64-nvidia-cuda needs
# (clang-linker-wrapper runs them on the device image), from Debian 12's nvidia-cuda-toolkit
# 11.8 (the non-free component) into DIR, without installing it and without touching the
# system's apt sources: a private apt configuration downloads the one .deb, dpkg -x unpacks it.
#   scripts/fetch-ptxas.sh [DIR]     (default ~/.cache/ompfe-cuda)
# Prints the folder to put on PATH: PATH=$(scripts/fetch-ptxas.sh):$PATH. Does nothing but
# print it when DIR already holds ptxas. CUDA 11.8's ptxas knows sm_35 .. sm_90 (PTX ISA 7.8);
# running its images on libomptarget 19 needs the cubin fix of docs/user-guide.md ("GPU").
# A machine without apt or network access: set PATH to any CUDA toolkit's bin folder instead.
set -euo pipefail
dir=${1:-${HOME:?}/.cache/ompfe-cuda}
bin=$dir/usr/bin
if [ -x "$bin/ptxas" ] && [ -x "$bin/nvlink" ]; then
  echo "$bin"
  exit 0
fi
for program in apt-get dpkg; do
  command -v "$program" >/dev/null || { echo "fetch-ptxas: $program not found (a Debian machine is needed)" >&2; exit 1; }
done

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/lists/partial" "$work/archives/partial" "$dir"

# The archive this machine already uses (deb822 sources first, then the one-line format),
# with the non-free component, where Debian keeps NVIDIA's toolkit.
archive=$(awk '/^URIs:/ {print $2; exit}' /etc/apt/sources.list.d/debian.sources 2>/dev/null || true)
[ -n "$archive" ] || archive=$(awk '$1 == "deb" && $0 !~ /security/ {print ($2 ~ /^\[/ ? $3 : $2); exit}' \
  /etc/apt/sources.list 2>/dev/null || true)
[ -n "$archive" ] || { echo "fetch-ptxas: no Debian archive found in /etc/apt's sources" >&2; exit 1; }
echo "deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] $archive bookworm non-free" >"$work/sources.list"
apt_options=(-q -o Dir::Etc::SourceList="$work/sources.list" -o Dir::Etc::SourceParts=/dev/null
             -o Dir::State::Lists="$work/lists" -o Dir::Cache::Archives="$work/archives")
# apt's download sandbox user cannot write a folder that root's mktemp made
[ "$(id -u)" -eq 0 ] && apt_options+=(-o APT::Sandbox::User=root)

apt-get "${apt_options[@]}" update >/dev/null
(cd "$work" && apt-get "${apt_options[@]}" download nvidia-cuda-toolkit >/dev/null)
dpkg -x "$work"/nvidia-cuda-toolkit_*.deb "$dir"
for program in ptxas nvlink; do
  [ -x "$bin/$program" ] || { echo "fetch-ptxas: the package held no $program" >&2; exit 1; }
done
echo "fetch-ptxas: $("$bin/ptxas" --version | tail -1)" >&2
echo "$bin"
